"""A sharded sync on the trainer's host: every trainer rank packs its pairs' buckets into
shared memory of its own (``transport/pairs.py``) and sends only each bucket's signal.

The choice is made as for one sender's broadcast (``same_host.py``): before prepare, from
what the endpoints said of themselves, and then by every rank in the plan probe (each maps
every sender rank's pool or not: all pairs go through shared memory, or none). The leader
asks every trainer rank for its offer (its pool's id and a fresh probe token) at the
``Pack`` step, once the group formed; a rank that cannot make one says why, and the pairs go
through the group, named in the result. Host memory only: a rank whose shards are on a GPU
says no (CUDA IPC carries one sender's broadcast).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from twophase.core.protocol import SharedMemoryOffer, SyncCapabilities
from twophase.core.trainer_protocol import GROUP, SHARED_MEMORY, SyncRoute
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.sender.same_host import why_not_shared
from twophase.transport.pairs import Shards, shards_device
from twophase.transport.shared_memory import SegmentPool, free_bytes
from twophase.transport.shared_offer import Offer

# What a trainer rank answers the leader: its offer, or why it makes none.
RankOffer = Offer | str


def why_not_pairs(
    options: SyncOptions,
    plan: SyncPlan,
    offers: Mapping[str, SyncCapabilities | None],
    *,
    shards: Shards,
    need_bytes: int,
    packed: bool,
) -> str | None:
    """Why this sharded sync's pairs cannot go through shared memory (None: they may, if
    every rank maps every trainer rank's): as ``why_not_shared``, and an endpoint that does
    not take pairs so, shards on a GPU (``packed``: the pairs are packed for a delta, as
    ``why_not_shared``'s)."""
    device = shards_device(shards)
    if device.type != "cpu":
        return f"the trainer's shards are on {device}: a sharded sync's pairs take host memory"
    for name, offer in offers.items():
        if offer is not None and offer.shared_memory and not offer.shared_memory_pairs:
            return f"{name} does not take a sharded sync's pairs through shared memory"
    return why_not_shared(
        options, plan, offers, device=device, packed=packed, need_bytes=need_bytes,
        room_bytes=free_bytes(), sets=1,
    )  # fmt: skip


def rank_offer(rank: int, shards: Shards, pool: Callable[[], SegmentPool]) -> RankOffer:
    """Trainer rank ``rank``'s offer of its pool (made by ``pool()`` where there is none),
    with a fresh probe; or why it makes none."""
    device = shards_device(shards)
    if device.type != "cpu":
        return f"trainer rank {rank}'s shards are on {device}"
    try:
        return pool().offer()
    except (OSError, ValueError) as exc:
        return f"trainer rank {rank}'s shared memory could not be made: {exc}"


@dataclass
class PairsRoute:
    """One attempt's use of the trainer ranks' shared memory, on the leader: every rank's
    offer (by trainer rank), whether every rank took them, or why not."""

    why_not: str | None = "not decided"
    offers: list[Offer] | None = None
    taken: bool = False

    def decided(self, why_not: str | None) -> None:
        self.why_not, self.offers, self.taken = why_not, None, False

    def answered(self, answers: Sequence[RankOffer]) -> None:
        """Every trainer rank's answer to the leader's ask, in rank order."""
        refused = [a for a in answers if isinstance(a, str)]
        if refused:
            self.why_not = "; ".join(refused)
            return
        self.offers = [a for a in answers if isinstance(a, Offer)]

    def to_wire(self) -> list[SharedMemoryOffer] | None:
        return None if self.offers is None else [offer.to_wire() for offer in self.offers]

    def probed(self, missing: Sequence[int]) -> None:
        """The probe's answer: the group ranks that do not map every trainer rank's pool
        (none: every pair goes through shared memory)."""
        if self.offers is None:
            return
        if missing:
            ranks = ", ".join(map(str, missing))
            self.why_not = (
                f"group ranks {ranks} could not map the trainer ranks' shared memory "
                "(another container, user or /dev/shm)"
            )
            return
        self.taken, self.why_not = True, None

    @property
    def route(self) -> SyncRoute:
        return SHARED_MEMORY if self.taken else GROUP
