"""Moving the buckets: the data path's one loop (``run_lanes``), the same on either side.

A *lane* is one stream of buckets with a route (``core/transfers.Route``): a broadcast to the
whole group, or point to point with one group rank, tagged by the bucket's index. Round k
posts bucket k of every lane, then finishes round k-1. A broadcast sync is one lane; a mixed
delta round one lane per receiver rank; a sharded sync one lane per pair (``pairs.py``).

Two formats, the same bytes in the same order: ``flattened``, a bucket as one contiguous
byte buffer; ``per_tensor``, the seed protocol's, one broadcast per tensor in bucket order
(the receiver still lands every tensor in its slot of a flat buffer).

The sender's side of every sync is ``sending.py``'s, the receiver's ``landing.py``'s; both
run this loop. ``PackBuffers``: two buffers taken in turn, so that bucket k+1 is packed (or
received) while bucket k is on the wire.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

import torch

from twophase.core.buckets import BYTES_PER_MB, Bucket, Manifest
from twophase.core.protocol import TransferFormat
from twophase.core.table import Deadlines
from twophase.core.transfers import Route
from twophase.errors import ManifestError, TransferAborted
from twophase.transport.group import Group, Pending


@dataclass(frozen=True)
class BucketProgress:
    """One bucket done, on either side."""

    index: int
    count: int
    tensors: int
    nbytes: int
    seconds: float
    checksum: str | None

    @classmethod
    def done(
        cls, manifest: Manifest, posted: Posted, nbytes: int, checksum: str | None
    ) -> BucketProgress:
        """The progress of ``posted``'s bucket of ``manifest``, now that it is done."""
        bucket, seconds = manifest.buckets[posted.index], time.monotonic() - posted.started
        return cls(
            posted.index, len(manifest.buckets), len(bucket.slots), nbytes, seconds, checksum
        )

    def describe(self, verb: str = "Broadcasting") -> str:
        """The seeds' log style: ``Broadcasting bucket 5/73 (11 params, 1050.3 MB)``."""
        return (
            f"{verb} bucket {self.index + 1}/{self.count} "
            f"({self.tensors} params, {self.nbytes / BYTES_PER_MB:.1f} MB)"
        )

    def draw_bar(self, width: int = 30) -> None:
        """A one-line progress bar on stderr, redrawn in place."""
        filled = width * (self.index + 1) // self.count
        end = "\n" if self.index + 1 == self.count else ""
        bar = "#" * filled + "." * (width - filled)
        sys.stderr.write(f"\r[{bar}] {self.describe()}{end}")
        sys.stderr.flush()


class PackBuffers:
    """Two buffers taken in turn (bucket k into slot k % 2): the sender's pack buffers, kept
    from one sync to the next, or a pair lane's scratch on either side for one sync. Used by
    one thread at a time; ``discard`` after a failed send, whose collective may still be
    reading a buffer."""

    def __init__(self) -> None:
        self._buffers: list[torch.Tensor] = []

    def get(self, slot: int, nbytes: int, device: torch.device) -> torch.Tensor:
        """Buffer ``slot`` (0 or 1), at least ``nbytes`` on ``device``."""
        while len(self._buffers) <= slot:
            self._buffers.append(new_buffer_of(nbytes, device))
        buffer = self._buffers[slot]
        if buffer.numel() < nbytes or buffer.device != device:
            buffer = self._buffers[slot] = new_buffer_of(nbytes, device)
        return buffer

    @property
    def held(self) -> list[torch.Tensor]:
        return list(self._buffers)

    def discard(self) -> None:
        self._buffers = []


class ManifestOrderSource:
    """Pulls ``(name, tensor)`` pairs lazily and checks they come in manifest order."""

    def __init__(self, tensors: Iterable[tuple[str, torch.Tensor]]) -> None:
        self._pairs: Iterator[tuple[str, torch.Tensor]] = iter(tensors)

    def take(self, bucket: Bucket, device: torch.device) -> list[torch.Tensor]:
        out = []
        for slot in bucket.slots:
            try:
                name, tensor = next(self._pairs)
            except StopIteration:
                raise ManifestError(
                    f"the tensor source ended before {slot.spec.name} (bucket {bucket.index})"
                ) from None
            if name != slot.spec.name:
                raise ManifestError(
                    f"the tensor source gave {name} where the manifest has {slot.spec.name}"
                )
            out.append(tensor.detach().to(device).contiguous())
        return out


@dataclass(frozen=True)
class Lane:
    """One stream of buckets between this rank and the other end of its route: a broadcast
    (group rank 0 to every other rank), or point to point with group rank ``peer``, tagged
    by the bucket's index. ``what`` names bucket k in a wait's error (fields ``index``,
    ``number`` = k + 1, ``count``, ``deadline``). ``skip_empty``: an empty payload (an
    unchanged bucket's delta) is not on the wire, neither end posting it."""

    buckets: int
    route: Route = "broadcast"
    peer: int = 0
    what: str = "bucket {index} ({deadline})"
    skip_empty: bool = False


@dataclass(frozen=True)
class Posted:
    """Bucket ``index`` of lane ``lane`` (its place in the lanes): its payload, the ops
    moving it, and when they were posted."""

    lane: int
    index: int
    payload: list[torch.Tensor]
    pending: list[Pending]
    started: float


def run_lanes(
    group: Group,
    lanes: Sequence[Lane],
    payload: Callable[[int, int, float], list[torch.Tensor]],
    done: Callable[[list[Posted]], None],
    *,
    sending: bool,
    deadlines: Deadlines,
    first_collective: bool = True,
    check: Callable[[str], None] | None = None,
) -> None:
    """The data path's one loop, on either side. Round k posts bucket k of every lane
    (``payload(lane, k, timeout_s)``: its tensors, packed now or before on the sender, to
    receive into on the receiver; one flat buffer, or the seed's per_tensor format's
    tensors), then waits for round k-1 and hands it to ``done``: so the sender packs k+1
    and the receiver hands k-1 over while k is on the wire. The first round's waits have the
    first-byte deadline where ``first_collective``, every other the progress one.
    ``check(where)`` after each round (an abort raises there)."""

    def post(i: int, lane: Lane, k: int, deadline: str, timeout_s: float) -> Posted:
        tensors, started = payload(i, k, timeout_s), time.monotonic()
        what = lane.what.format(index=k, number=k + 1, count=lane.buckets, deadline=deadline)
        wire = [t for t in tensors if t.numel() or not lane.skip_empty]
        if lane.route == "broadcast":
            ops = [group.start_broadcast(t, timeout_s=timeout_s, what=what) for t in wire]
        elif sending:
            ops = [
                group.start_send(t, dst=lane.peer, tag=k, timeout_s=timeout_s, what=what)
                for t in wire
            ]
        else:
            ops = [
                group.start_recv(t, src=lane.peer, tag=k, timeout_s=timeout_s, what=what)
                for t in wire
            ]
        return Posted(i, k, tensors, ops, started)

    in_flight: list[Posted] = []
    rounds = max((lane.buckets for lane in lanes), default=0)
    for k in range(rounds + 1):
        deadline, timeout_s = deadlines.for_collective(first_collective and k == 0)
        posted = [
            post(i, lane, k, deadline, timeout_s)
            for i, lane in enumerate(lanes)
            if k < lane.buckets
        ]
        for op in (op for p in in_flight for op in p.pending):
            op.wait()
        if in_flight:
            done(in_flight)
        in_flight = posted
        if check is not None and k < rounds:
            check(f"after round {k + 1}")


def skips_empty(route: Route, delta: bool) -> bool:
    """Whether a lane leaves an empty payload off the wire, the same on both of its ends: a
    delta's (an unchanged bucket), and any point to point; a broadcast of whole buckets sends
    every payload (the seed's per_tensor format broadcasts even an empty tensor)."""
    return delta or route == "point_to_point"


def new_buffer_of(nbytes: int, device: torch.device) -> torch.Tensor:
    return torch.empty(nbytes, dtype=torch.uint8, device=device)


__all__ = [
    "BucketProgress",
    "Lane",
    "ManifestOrderSource",
    "PackBuffers",
    "Posted",
    "TransferAborted",
    "TransferFormat",
    "run_lanes",
    "skips_empty",
]
