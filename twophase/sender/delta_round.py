"""One sync's buckets packed up front, sent whole or as a delta (issue 26).

A delta's payload sizes go into prepare (each receiver posts a receive of exactly that many
bytes), so a sync that may send a delta packs every bucket before prepare, into buffers kept
from one sync to the next, with each bucket's checksum; ``DeltaBase.plan`` then encodes them
against the last committed version. The same packed buckets serve a whole sync: the one a
sync falls back to in the same round when an endpoint refuses the delta (its prepare: 412)
or the vote fails on the patched result, and the one sent when no delta is worth it. Either
way the packed buckets become the next base once the sync commits. The cost: the trainer
holds two copies of the model (the base and this sync's buckets), reported as
``SyncResult.delta_held_bytes``.

Which endpoints take the delta: those that report (``SyncCapabilities.delta_base``) exactly
the sender's base: version, manifest, checksum algorithm and checksums. When every endpoint
does, the payloads go by broadcast. When some do and some do not (a new server, one that
rolled back), the round is mixed: a broadcast puts the same bytes on the wire for every
member, so instead rank 0 sends each receiver rank its own endpoint's bytes point to point,
the delta or the whole buckets. With gloo that costs the trainer's NIC no more than a
broadcast of the whole (gloo's broadcast sends about one copy per receiving rank: measured,
``twophase bench --cluster``); with NCCL, whose broadcast sends about one copy in all, a
mixed round is chosen only where its bytes are fewer than one whole copy.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import torch

from twophase.core.buckets import Manifest, pack
from twophase.core.checksums import Checksummer
from twophase.core.delta_choice import (
    DeltaChoice,
    DeltaOffer,
    base_info,
    choose_takers,
    not_worth_it,
)
from twophase.core.protocol import (
    ChecksumAlgorithm,
    DeltaBaseInfo,
    DeltaPrepare,
    SyncCapabilities,
)
from twophase.core.table import Deadlines
from twophase.core.transfers import broadcast_transfers
from twophase.sender.delta_base import DeltaBase, DeltaPlan
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group
from twophase.transport.transfer import BucketProgress, Lane, ManifestOrderSource, send_lanes

log = logging.getLogger(__name__)


@dataclass
class DeltaFigures:
    """What a sync that could send a delta did: ``SyncResult``'s delta fields."""

    delta: bool  # the buckets went as a delta
    # What went on the wire: the payloads, or the whole buckets (a point-to-point round:
    # what rank 0 sent to every receiver rank, each its own).
    bytes_moved: int
    full_bytes: int
    density: float | None  # changed words over all words (None: no base to compare with)
    why_whole: str | None  # why the buckets went whole (None: they went as a delta)
    held_bytes: int  # the trainer's memory for it: the base and this sync's packed buckets
    # A mixed round: the endpoints that took the buckets whole, and why (the others took the
    # delta, each rank sent its own bytes point to point).
    whole_for: dict[str, str] = field(default_factory=dict)


class PackedRound:
    """Every bucket of one sync, packed, with its checksum, and the delta against the base."""

    def __init__(
        self,
        manifest: Manifest,
        buffers: list[torch.Tensor],
        checksum: ChecksumAlgorithm,
        checksums: list[str],
        plan: DeltaPlan,
    ) -> None:
        self.manifest, self.buffers, self.plan = manifest, buffers, plan
        self.checksum, self.checksums = checksum, checksums
        # Decided per attempt by ``decide``: who takes the delta, who the whole buckets (and
        # why), and the plan of transfers that follows (each receiver rank's encoding, and
        # so the route: point to point in a mixed round, else one broadcast).
        self.delta_to: set[str] = set()
        self.whole_for: dict[str, str] = {}
        self.why_whole: str | None = plan.why
        self.transfers = broadcast_transfers(manifest, 0)

    @property
    def delta(self) -> bool:
        """Some endpoint takes this attempt's buckets as a delta."""
        return bool(self.delta_to)

    @property
    def point_to_point(self) -> bool:
        """Each receiver rank gets its own bytes (a mixed round), not one broadcast."""
        return self.transfers.route == "point_to_point"

    def decide(
        self,
        choice: DeltaChoice,
        base: DeltaBase,
        offers: Mapping[str, SyncCapabilities | None],
        ranks: Mapping[str, int],
        backend: str = "gloo",
    ) -> bool:
        """Who takes the delta in this attempt (``choice`` True: every endpoint that holds
        the base; "auto": only if the delta is under half the whole bytes); ``ranks``: each
        endpoint's ranks. Returns whether any endpoint does."""
        plan = self.plan
        why_no_base = plan.why
        if why_no_base is None and choice == "auto":
            why_no_base = not_worth_it(plan.delta_bytes, plan.full_bytes)
        candidates = []
        if why_no_base is None and choice is not False:
            assert base.version is not None
            expected = base_info(
                base.version, base.manifest_digest or "", self.checksum, base.sums()
            )
            candidates = [
                DeltaOffer(
                    name, offer, expected, plan.delta_bytes, plan.full_bytes, _parallel(name, offer)
                )
                for name, offer in sorted(offers.items())
            ]
        takers = choose_takers(choice, candidates, why_no_base)
        self.delta_to, self.whole_for = set(takers.base_for), takers.whole_for
        self.why_whole = takers.why_whole
        if self.delta_to and self.whole_for:  # mixed: each endpoint's ranks their own bytes
            why_not = self._why_not_mixed(offers, ranks, backend)
            if why_not is not None:
                self.why_whole = f"{'; '.join(self.whole_for.values())}; {why_not}"
                self.delta_to, self.whole_for = set(), {}
        taking = [r for r, name in enumerate(_each_rank(ranks)) if name in self.delta_to]
        self.transfers = broadcast_transfers(self.manifest, sum(ranks.values()))
        self.transfers = self.transfers.with_delta(taking)
        return self.delta

    def _why_not_mixed(
        self, offers: Mapping[str, SyncCapabilities | None], ranks: Mapping[str, int], backend: str
    ) -> str | None:
        """Why this round cannot go point to point (None: it can): an endpoint that does not
        take it (an older one would wait for a broadcast), or NCCL, whose one broadcast
        costs the trainer's NIC less."""
        older = sorted(
            name for name, offer in offers.items() if not offer or not offer.point_to_point
        )
        if older:
            return f"{', '.join(older)} cannot take a round point to point: a broadcast, whole"
        sent = self.sent_bytes(ranks)
        if backend == "nccl" and sent >= self.plan.full_bytes:
            return (
                f"sending each rank its own bytes ({sent}) would cost more than one broadcast "
                "of the whole"
            )
        return None

    def sent_bytes(self, ranks: Mapping[str, int]) -> int:
        """What a point-to-point round sends in all: each endpoint's bytes, once per rank."""
        return sum(
            n * (self.plan.delta_bytes if e in self.delta_to else self.plan.full_bytes)
            for e, n in ranks.items()
        )

    def fits(self, manifest: Manifest, checksum: ChecksumAlgorithm) -> bool:
        """These packed buckets serve a sync of ``manifest`` checked by ``checksum``."""
        return manifest.digest() == self.manifest.digest() and checksum == self.checksum

    def prepare_part(self) -> DeltaPrepare:
        assert self.delta and self.plan.base_version is not None
        return DeltaPrepare(
            base_version=self.plan.base_version,
            base_checksums=[c or "" for c in self.plan.base_checksums],
            buckets=[e.header() for e in self.plan.encoded],
        )

    def payloads(self, delta: bool) -> list[torch.Tensor]:
        """What goes on the wire per bucket: the delta's payload, or the whole bucket."""
        if delta:
            return [e.payload for e in self.plan.encoded]
        return [
            b[: bucket.nbytes]
            for b, bucket in zip(self.buffers, self.manifest.buckets, strict=True)
        ]

    def send(
        self,
        group: Group,
        deadlines: Deadlines,
        first_collective: bool,
        on_bucket: Callable[[BucketProgress], None],
        group_ranks: Sequence[int],
    ) -> list[str | None]:
        """Send the packed buckets as the plan of transfers routes them: by broadcast, one
        lane, each bucket's delta payload (an empty one, an unchanged bucket, not sent) or
        the whole bucket; in a mixed round one lane per receiver rank (``group_ranks``: each
        receiver rank's group rank), point to point. Returns the new version's bucket
        checksums (what the vote compares)."""
        count = len(self.manifest.buckets)
        lanes, sends = [Lane(count, skip_empty=self.delta)], [self.payloads(self.delta)]
        if self.point_to_point:
            pairs = self.transfers.from_sender(0)
            what = "bucket {index} to rank {rank} ({deadline})"
            lanes = [
                Lane(count, "point_to_point", rank, what.replace("{rank}", str(rank)), True)
                for rank in (group_ranks[pair.receiver] for pair in pairs)
            ]
            sends = [self.payloads(pair.delta) for pair in pairs]
        return send_lanes(
            group, self.manifest, lanes, lambda i, k: [sends[i][k]], self.checksums,
            deadlines=deadlines, first_collective=first_collective, on_bucket=on_bucket,
        )  # fmt: skip

    def base_info(self, version: int) -> DeltaBaseInfo:
        """The base an endpoint that applied these buckets as ``version`` holds."""
        return base_info(version, self.manifest.digest(), self.checksum, self.checksums)

    def figures(self, base: DeltaBase, ranks: Mapping[str, int]) -> DeltaFigures:
        """``ranks``: each endpoint's; a point-to-point round's bytes are every rank's."""
        plan = self.plan
        moved = plan.delta_bytes if self.delta else plan.full_bytes
        if self.point_to_point:
            moved = self.sent_bytes(ranks)
        held = base.nbytes + sum(b.numel() for b in self.buffers)
        density = plan.density if plan.base_ok else None
        return DeltaFigures(
            self.delta, moved, plan.full_bytes, density, self.why_whole, held, dict(self.whole_for)
        )


def _each_rank(ranks: Mapping[str, int]) -> list[str]:
    """Each receiver rank's endpoint, in rank order (``ranks``: each endpoint's, in order)."""
    return [name for name, count in ranks.items() for _ in range(count)]


def _parallel(name: str, offer: SyncCapabilities | None) -> str | None:
    """Why a broadcast's delta is not for ``name`` whatever it holds: its ranks hold parts of
    tensors (None: they do not)."""
    if offer is not None and offer.rank_layouts:
        return f"{name} is tensor-parallel: it takes deltas per pair (a sharded sync) only"
    return None


def pack_round(
    manifest: Manifest,
    source: WeightSource,
    checksum: ChecksumAlgorithm,
    device: torch.device,
    reuse: list[torch.Tensor],
    base: DeltaBase,
) -> PackedRound:
    """Pack every bucket (into ``reuse``'s buffers where they fit), checksum it, and encode
    it against ``base``."""
    tensors = ManifestOrderSource(source.produce())
    buffers, checksums = [], []
    for index, bucket in enumerate(manifest.buckets):
        spare = reuse[index] if index < len(reuse) else None
        fits = spare is not None and spare.numel() == bucket.nbytes and spare.device == device
        buffer = spare if fits else torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)
        assert buffer is not None
        running = Checksummer(checksum)
        pack(bucket, tensors.take(bucket, device), buffer, running.update)
        buffers.append(buffer)
        checksums.append(running.hexdigest())
    return PackedRound(manifest, buffers, checksum, checksums, base.plan(manifest, buffers))
