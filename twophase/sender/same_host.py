"""Whether a broadcast sync's buckets may go through the trainer's shared memory
(``transport/shared_route.py``: ``/dev/shm`` for buckets in host memory, CUDA IPC for
buckets on a GPU), and the state of that choice within one attempt.

The choice is made twice: here, before prepare, from what the endpoints said of themselves
(an offer goes only where it can work), and then by every rank in the probe (each maps the
offer or not). Where the buckets go through the group, ``SharedRoute.why_not`` says why, and
the sync's result names it: a fallback is never silent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import torch

from twophase.core.buckets import BYTES_PER_MB
from twophase.core.protocol import SyncCapabilities
from twophase.core.trainer_protocol import GROUP, SHARED_MEMORY, SyncRoute
from twophase.processes import this_host
from twophase.sender.delta_round import DeltaFigures
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.transport.shared_offer import Offer
from twophase.transport.shared_route import Pool

SHARED_NOT_DELTA = (
    'delta="auto" on the trainer\'s host: the whole buckets through its shared memory '
    "cost less than packing a delta, and keep no base"
)


def whole_by_shared_memory(nbytes: int, why_not: str | None) -> DeltaFigures:
    """``SyncResult.delta`` of a delta="auto" sync that packed nothing for the same-host
    route (``why_not``: why its buckets went through the group after all)."""
    why = (
        SHARED_NOT_DELTA
        if why_not is None
        else f"{SHARED_NOT_DELTA}; then through the group: {why_not}"
    )
    return DeltaFigures(False, nbytes, nbytes, None, why, held_bytes=0)


def why_not_shared(
    options: SyncOptions,
    plan: SyncPlan,
    offers: Mapping[str, SyncCapabilities | None],
    *,
    device: torch.device,
    packed: bool,
    need_bytes: int,
    room_bytes: int,
    sets: int = 1,
) -> str | None:
    """Why this sync cannot offer its shared memory (None: it may). ``packed``: the buckets
    were packed before prepare (a round that may send a delta: ``delta="auto"`` packs only
    where this says no); ``need_bytes``: the
    buckets' bytes, held ``sets`` times by the pool; ``room_bytes``: what
    ``/dev/shm`` (buckets on a GPU: its memory) can take, the pool's own counted as room."""
    if not options.shared_memory:
        return "turned off (SyncOptions.shared_memory)"
    if not plan.twophase or plan.transfer_format != "flattened":
        return "it needs every endpoint to speak twophase, with flattened buckets"
    if packed:
        return "its buckets were packed for a delta (delta=True), which goes through the group"
    if device.type not in ("cpu", "cuda"):
        return f"the trainer's tensors are on {device}; shared memory carries host or CUDA memory"
    here = this_host()
    for name, offer in offers.items():
        if offer is None or not offer.shared_memory:
            return f"{name} does not take shared memory"
        if device.type == "cuda" and not offer.cuda_ipc:
            return f"{name} does not take CUDA memory (CUDA IPC)"
        if offer.host != here:
            return f"{name} is on another host ({offer.host}; the trainer is on {here})"
    if room_bytes < need_bytes * sets:
        where = f"{device}" if device.type == "cuda" else "/dev/shm"
        copies = f" ({sets} sets: a server may serve from one)" if sets > 1 else ""
        return (
            f"{where} has {room_bytes / BYTES_PER_MB:.0f} MB free; the buckets need "
            f"{need_bytes * sets / BYTES_PER_MB:.0f} MB{copies}"
        )
    return None


@dataclass
class SharedRoute:
    """One attempt's use of the trainer's shared memory: the offer made at prepare (None:
    none), the pool it came from, and why the buckets go through the group instead."""

    offer: Offer | None = None
    pool: Pool | None = None
    why_not: str | None = "not decided"
    written: bool = False  # the attempt's transfer began writing the pool's buckets

    def make_offer(self, pool: Callable[[], Pool], why_not: str | None) -> None:
        """Offer the group's pool (made by ``pool()`` where there is none yet) unless
        ``why_not`` says why not; a probe segment that cannot be made is a reason too."""
        self.why_not, self.offer, self.written = why_not, None, False
        if why_not is not None:
            return
        self.pool = pool()
        try:
            self.offer = self.pool.offer()
        except (OSError, RuntimeError) as exc:  # RuntimeError: CUDA refused to share
            self.why_not = f"the trainer's shared memory could not be made: {exc}"

    def current(self, pool: Pool | None, again: Callable[[], Pool]) -> Offer | None:
        """The offer to send now: the one made, unless its pool was closed since (the group
        formed anew within the sync: the offer is made again on the new group's pool)."""
        if self.offer is not None and self.pool is not pool:
            self.make_offer(again, None)
        return self.offer

    def probed(self, missing: list[int]) -> None:
        """The probe's answer: the group ranks that do not map the offer (none: taken). The
        probe segment's name is no longer needed either way."""
        if self.pool is not None:
            self.pool.unname()
        if missing and self.offer is not None:
            ranks = ", ".join(map(str, missing))
            self.why_not = (
                f"group ranks {ranks} could not open the trainer's CUDA memory (a rank on "
                "the CPU or not seeing its GPU, no CUDA IPC between containers)"
                if self.offer.cuda is not None
                else f"group ranks {ranks} could not map the trainer's shared memory "
                "(another container, user or /dev/shm)"
            )
            self.offer = None

    @property
    def taken(self) -> Pool | None:
        """The pool the buckets go through (None: the group)."""
        return self.pool if self.offer is not None else None

    def unname(self) -> None:
        """Every name of the pool removed (the vote passed, or the attempt ended)."""
        if self.pool is not None:
            self.pool.unname()

    def ended(self, confirmed: bool, retire: Callable[[Pool], None], *, weights: bool) -> None:
        """The attempt is over; ``confirmed``: it committed and every endpoint confirmed the
        apply. Where it wrote a pool whose buckets a server may adopt, every server now
        serves from the set it wrote (the next sync writes the other); after any other
        outcome a server may serve from either set, so the pool is ``retire``d. A sync of
        anything but the ``weights`` (an adapter's) is adopted by no server."""
        self.unname()
        pool = self.taken
        if pool is None or not self.written or not pool.adopt:
            return
        if not weights:
            pool.unused()
        elif confirmed:
            pool.served()
        else:
            retire(pool)

    @property
    def route(self) -> SyncRoute:
        return SHARED_MEMORY if self.offer is not None else GROUP
