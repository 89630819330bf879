"""A receiving rank's one bucket loop, for every kind of sync (``receive_lanes``).

Each lane is one stream of buckets from one sender: the one broadcast of a whole-model sync,
or one pair of a sharded sync. Whatever the lane, a bucket comes in one of three ways: whole,
into the buffer its lane gives; as a delta (a payload that patches what this rank holds); or
as a signal naming where its bytes are in the trainer's shared memory (or, on a GPU, the
CUDA IPC handle of its buffer). Each bucket is then checked against the abort flag,
checksummed for the vote, and handed to its lane's ``Landing``, which is the one thing a
lane decides: where a bucket is kept (a sink's staging, to be applied at once or streamed
into the model; the pieces of a rank's shards).

So the data path's capabilities are written here once, for every sync: the route (broadcast
or point to point, through ``run_lanes``), shared memory, deltas, the abort checks, the CUDA
event a consumer on another stream waits on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import torch

from twophase.core.buckets import Bucket, Manifest
from twophase.core.checksums import checksum
from twophase.core.protocol import ChecksumAlgorithm
from twophase.core.table import Deadlines
from twophase.transport.group import Group
from twophase.transport.transfer import Lane, Posted, run_lanes


class Landing(Protocol):
    """Where one lane's buckets are kept on this rank. Called from the rank's worker thread."""

    @property
    def manifest(self) -> Manifest:
        """The lane's buckets, as its sender packs them."""
        ...

    def buffer(self, bucket: Bucket, timeout_s: float) -> torch.Tensor:
        """A uint8 buffer of at least ``bucket.nbytes`` the bucket is received into whole,
        or copied or patched into (may wait for one to be freed, at most ``timeout_s``)."""
        ...

    def wire(self, bucket: Bucket, buffer: torch.Tensor) -> list[torch.Tensor]:
        """What the wire fills of ``buffer``: the bucket's bytes, or its tensors' views (the
        seed protocol's per_tensor format)."""
        ...

    def from_segment(
        self, bucket: Bucket, segment: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        """The bucket is in the trainer's ``segment``: where it is held from now (copied
        into this rank's memory, or ``segment`` itself), and whether that is the segment
        staged as it is (adopted: the model will serve from it)."""
        ...

    def land(
        self, bucket: Bucket, held: torch.Tensor, ready: torch.cuda.Event | None, adopted: bool
    ) -> None:
        """The bucket is complete and checksummed in ``held``; a consumer on another stream
        waits on ``ready`` before reading it."""
        ...


class LaneDelta(Protocol):
    """A lane whose buckets come as deltas of what this rank holds."""

    def payload(self, bucket: Bucket) -> torch.Tensor:
        """The scratch buffer the bucket's payload is received into (empty: unchanged, not
        on the wire)."""
        ...

    def patch(
        self, bucket: Bucket, payload: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        """The bucket's new bytes, its base packed from what this rank holds and patched by
        ``payload``; and whether what this rank holds was the delta's base (False: the
        bucket's checksum fails the vote for certain)."""
        ...


class LaneSegments(Protocol):
    """A lane whose buckets are in the trainer's shared memory, each signal on the wire."""

    def signal(self) -> torch.Tensor:
        """What a bucket's signal is received into."""
        ...

    def take(self, bucket: Bucket, sent: torch.Tensor) -> torch.Tensor:
        """The bucket's bytes where its signal ``sent`` says they are
        (``SharedMemoryError`` where they cannot be read)."""
        ...


@dataclass(frozen=True)
class InLane:
    """One lane as this rank receives it: the route (``lane``), where its buckets are kept,
    and how they come (``delta``, ``segments``: at most one of them; neither: whole).
    ``name`` tells the lane's buckets apart in an abort's message (" from sender 2")."""

    lane: Lane
    landing: Landing
    delta: LaneDelta | None = None
    segments: LaneSegments | None = None
    name: str = ""


@dataclass(frozen=True)
class Landed:
    """Bucket ``posted.index`` of lane ``posted.lane`` is in: ``moved`` bytes came for it
    (a delta: its payload's), and its checksum (None: checksums off)."""

    posted: Posted
    moved: int
    digest: str | None


def receive_lanes(
    group: Group,
    lanes: Sequence[InLane],
    *,
    deadlines: Deadlines,
    algorithm: ChecksumAlgorithm | None,
    check: Callable[[str], None] | None = None,
    landed: Callable[[Landed], None] | None = None,
    stream: torch.cuda.Stream | None = None,
    first_collective: bool = True,
) -> list[list[str | None]]:
    """Every lane's buckets, all lanes at once (bucket k+1 of every lane posted before
    bucket k of any is landed); per lane, its buckets' checksums in order. ``check(where)``
    before each bucket is posted and after each is in (an abort raises there: nothing
    received after it is landed). ``landed`` after each bucket is kept (progress).
    ``stream``: the rank's CUDA stream, whose work each landed bucket's event follows.
    ``first_collective``: the first round's waits have the first-byte deadline (no probe
    came before them)."""
    sums: list[list[str | None]] = [[] for _ in lanes]
    buffers: dict[tuple[int, int], torch.Tensor] = {}

    def checked(where: str) -> None:
        if check is not None:
            check(where)

    def payload(i: int, k: int, timeout_s: float) -> list[torch.Tensor]:
        lane = lanes[i]
        bucket = lane.landing.manifest.buckets[k]
        checked(f"before bucket {k + 1}{lane.name}")
        if lane.segments is not None:
            return [lane.segments.signal()]
        if lane.delta is not None:
            return [lane.delta.payload(bucket)]
        buffer = buffers[i, k] = lane.landing.buffer(bucket, timeout_s)
        return lane.landing.wire(bucket, buffer)

    def done(round_: list[Posted]) -> None:
        for posted in round_:
            lane, k = lanes[posted.lane], posted.index
            bucket = lane.landing.manifest.buckets[k]
            # An aborted NCCL collective returns normally with partial data: check the flag.
            checked(f"after bucket {k + 1}{lane.name}")
            timeout_s = deadlines.progress
            adopted, base_held, moved = False, True, bucket.payload_bytes
            if lane.segments is not None:
                segment = lane.segments.take(bucket, posted.payload[0])
                held, adopted = lane.landing.from_segment(bucket, segment, timeout_s)
            elif lane.delta is not None:
                moved = posted.payload[0].numel()
                held, base_held = lane.delta.patch(bucket, posted.payload[0], timeout_s)
            else:
                held = buffers.pop((posted.lane, k))
            ready: torch.cuda.Event | None = None
            if stream is not None:  # after the copy's or the patch's kernels too
                ready = torch.cuda.Event()  # type: ignore[no-untyped-call]
                ready.record(stream)
            digest = checksum(bucket, held, algorithm) if algorithm else None
            if not base_held:  # fails the vote for certain, named
                digest = f"not the delta's base ({digest})"
            lane.landing.land(bucket, held, ready, adopted)
            sums[posted.lane].append(digest)
            if landed is not None:
                landed(Landed(posted, moved, digest))

    run_lanes(
        group, [lane.lane for lane in lanes], payload, done, sending=False,
        deadlines=deadlines, first_collective=first_collective,
    )  # fmt: skip
    return sums
