"""The values that cross between an endpoint and its TP ranks: what a rank is asked to do
and what it reports back. All are picklable dataclasses, because a rank may live in a worker
process of its own (``ranks.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Literal

from twophase.core.buckets import TensorSpec
from twophase.core.protocol import AdapterSync, ChecksumAlgorithm, DeltaBucket, TransferFormat
from twophase.core.reshard import PairDelta, PairManifest
from twophase.core.table import Deadlines
from twophase.transport.shared_offer import Offer

ApplyMode = Literal["staged", "streaming"]


@dataclass(frozen=True)
class ShardedSpec:
    """A sharded sync's receive on every TP rank: ``senders`` sender ranks (group
    ranks 0..senders-1), the plan's digest, each TP rank's pairs, and the tensors it fills
    (``Move.tensor`` indexes ``specs``)."""

    senders: int
    plan_digest: str
    pairs: tuple[tuple[PairManifest, ...], ...]  # per TP rank
    specs: tuple[TensorSpec, ...]
    # Per TP rank, the pairs (by sender rank) that come as a delta of the weights held.
    deltas: tuple[dict[int, PairDelta], ...] = ()
    layout_digest: str = ""  # the pairs' buckets (``reshard.pairs_layout_digest``)
    broadcast: bool = False  # the one sender's buckets by one broadcast to every rank
    # Each sender rank's shared memory, by sender rank (None: none offered): every pair's
    # buckets come through it where every rank maps every sender's.
    shared: tuple[Offer, ...] | None = None

    def buckets(self, tp_rank: int) -> int:
        return sum(len(pair.manifest.buckets) for pair in self.pairs[tp_rank])


@dataclass(frozen=True)
class ReceiveSpec:
    """What one rank needs to receive one sync."""

    sync_id: str
    buckets: list[dict[str, Any]]  # the prepare request's buckets, as on the wire
    transfer_format: TransferFormat
    probe: bool
    vote: bool
    checksum: ChecksumAlgorithm | None
    deadlines: Deadlines  # its collectives' (first_byte, progress) and the transfer's limit
    mode: ApplyMode
    # 0: a new sync. k > 0: the k-th further part of the staged seed-protocol sync in
    # progress (same sync id; an SGLang session's next update call), into the same staging.
    part: int = 0
    sharded: ShardedSpec | None = None  # many senders, each rank its own pieces
    delta: DeltaSpec | None = None  # each bucket a patch of the weights held
    point_to_point: bool = False  # each bucket from rank 0 by a receive of its own
    adapter: AdapterSync | None = None  # a LoRA adapter's matrices, not the base weights
    shared_memory: Offer | None = None  # the trainer's, on this host: the buckets may come so

    def for_rank(self, tp_rank: int) -> ReceiveSpec:
        """What TP rank ``tp_rank`` is given: a sharded sync's part its own alone (its pairs
        and deltas at index 0)."""
        sharded = self.sharded
        if sharded is None:
            return self
        deltas = (sharded.deltas[tp_rank],) if sharded.deltas else ()
        return replace(
            self, sharded=replace(sharded, pairs=(sharded.pairs[tp_rank],), deltas=deltas)
        )


@dataclass(frozen=True)
class DeltaSpec:
    """A delta sync's receive: per bucket, its encoding and the base's checksum
    (``sinks.DeltaSink``)."""

    buckets: list[DeltaBucket]
    base_checksums: list[str]


class AbortOutcome(str, Enum):
    """What an abort request did to one rank's receive."""

    ACCEPTED = "accepted"  # the rank stops; it never votes yes, so no rank can commit
    COMMITTED = "committed"  # the rank's vote had passed: past the commit point, refused
    # The rank cast its yes and its vote's answer is not known (still running at the
    # abort's bound, lost, or the rank does not answer): not the abort's to decide.
    VOTED = "voted"


@dataclass(frozen=True)
class ReceivedReport:
    """One rank's account of a sync whose every bucket arrived (its worker's, of its job:
    ``peak_extra_bytes`` and ``vote_uncertain`` are the host's to fill in)."""

    buckets: int
    nbytes: int
    checksums: list[str | None]  # per bucket; None where prepare asked for no checksum
    seconds: float
    peak_extra_bytes: int = 0
    # This rank cast its yes but the vote's answer did not reach it (``VoteUncertain``).
    vote_uncertain: bool = False
    sync_id: str = ""


@dataclass(frozen=True)
class RankProgress:
    """How far the rank's current receive got (zeros when none runs)."""

    buckets: int = 0
    nbytes: int = 0


@dataclass(frozen=True)
class PauseReport:
    """What one rank's sync cost its inference, from the rank's weights lock: the write side
    held (the apply; a streaming sync's bucket loads too), and the readers that waited."""

    sync_id: str
    weight_version: int
    write_held_s: float
    read_waits: int
    read_wait_max_s: float


@dataclass(frozen=True)
class WeightsChecksum:
    """The rank's weights: a SHA-256 per tensor, their combined digest, and the version.
    A tensor-parallel rank hashes its own part of the sharded tensors: ``layout`` names it,
    per tensor, as ``[start, stop]`` per dim (one box, or none: the rank holds none of it)."""

    weight_version: int
    tensors: dict[str, str]
    digest: str
    layout: dict[str, list[list[list[int]]]] | None = None
    # The LoRA adapters the rank holds, by name: version, each matrix's SHA-256 (by wire
    # name, the rank's part) and their combined digest (None: it serves none).
    adapters: dict[str, dict[str, object]] | None = None

    def to_json(self) -> dict[str, object]:
        """The body of ``GET /weights_checksum``."""
        body: dict[str, object] = {
            "weight_version": self.weight_version,
            "tensors": self.tensors,
            "digest": self.digest,
        }
        if self.adapters is not None:
            body["adapters"] = self.adapters
        return body | ({"layout": self.layout} if self.layout is not None else {})


@dataclass(frozen=True)
class Generation:
    """One generation a rank is asked for: ``max_new_tokens`` after ``prompt``, on the LoRA
    adapter ``adapter`` (None: the base model)."""

    prompt: list[int]
    max_new_tokens: int
    adapter: str | None = None


@dataclass(frozen=True)
class Generated:
    """Tokens generated by the rank, and the weight version that produced them (and the
    adapter's version, for a generation on an adapter)."""

    tokens: list[int]
    weight_version: int
    adapter: str | None = None
    adapter_version: int | None = None

    def to_json(self) -> dict[str, object]:
        """The body of ``POST /generate``."""
        body: dict[str, object] = {"tokens": self.tokens, "weight_version": self.weight_version}
        if self.adapter is not None:
            body |= {"adapter": self.adapter, "adapter_version": self.adapter_version}
        return body
