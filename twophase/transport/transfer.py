"""Moving the buckets: the data path's one loop (``run_lanes``), the same on either side.

A *lane* is one stream of buckets with a route (``core/transfers.Route``): a broadcast to the
whole group, or point to point with one group rank, tagged by the bucket's index. Round k
posts bucket k of every lane, then finishes round k-1. A broadcast sync is one lane; a mixed
delta round one lane per receiver rank; a sharded sync one lane per pair (``pairs.py``).

Two formats, the same bytes in the same order: ``flattened``, a bucket as one contiguous
byte buffer; ``per_tensor``, the seed protocol's, one broadcast per tensor in bucket order
(the receiver still lands every tensor in its slot of a flat buffer).

The sender packs bucket k+1 while bucket k is on the wire (two buffers, kept across syncs in
a ``PackBuffers``: fresh host memory costs a page fault per 4 KiB on first touch, which made a
64 MB pack several times slower than into memory touched before). Tensors are pulled from the
source lazily, in manifest order, so a trainer can produce (gather) one at a time.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

import torch

from twophase.core.buckets import BYTES_PER_MB, Bucket, Manifest, pack
from twophase.core.checksums import Checksummer
from twophase.core.protocol import ChecksumAlgorithm, TransferFormat
from twophase.core.table import Deadlines
from twophase.core.transfers import Route
from twophase.errors import ManifestError, TransferAborted
from twophase.transport.group import Group, Pending
from twophase.transport.shared_route import Pool


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


def send_lanes(
    group: Group,
    manifest: Manifest,
    lanes: Sequence[Lane],
    payload: Callable[[int, int], list[torch.Tensor]],
    checksums: Sequence[str | None],
    *,
    deadlines: Deadlines,
    first_collective: bool = True,
    on_bucket: Callable[[BucketProgress], None] | None = None,
    weights_only: bool = False,
) -> list[str | None]:
    """One sender's buckets of ``manifest`` over ``lanes`` (``payload(lane, k)``), each
    round reported to ``on_bucket`` once done: its bytes, what every lane sent (the bucket's
    weights, padding not counted, where ``weights_only``). Returns ``checksums`` (each
    bucket's, filled by ``payload`` as it packs, or before)."""

    def done(round_: list[Posted]) -> None:
        if on_bucket is None:
            return
        bucket = manifest.buckets[round_[0].index]
        sent = sum(t.nbytes for p in round_ for t in p.payload)
        nbytes = bucket.payload_bytes if weights_only else sent
        on_bucket(BucketProgress.done(manifest, round_[0], nbytes, checksums[bucket.index]))

    run_lanes(
        group, lanes, lambda i, k, _: payload(i, k), done, sending=True, deadlines=deadlines,
        first_collective=first_collective,
    )  # fmt: skip
    return list(checksums)


def send_buckets(
    group: Group,
    manifest: Manifest,
    tensors: Iterable[tuple[str, torch.Tensor]],
    *,
    transfer_format: TransferFormat,
    deadlines: Deadlines,
    checksum: ChecksumAlgorithm | None = None,
    first_collective: bool = True,
    on_bucket: Callable[[BucketProgress], None] | None = None,
    buffers: PackBuffers | None = None,
    segments: Pool | None = None,
) -> list[str | None]:
    """Broadcast every bucket from this rank (group rank 0), each produced from ``tensors``
    (in manifest order) and packed as its round comes; return each bucket's checksum.

    ``first_collective`` is False when the probe already ran (then every bucket gets the
    progress deadline). ``buffers``: the pack buffers to reuse (the flattened format); fresh
    ones otherwise. ``segments``: every rank maps this pool (the same host): each bucket is
    packed into its segment and only its signal is broadcast (the flattened format).
    """
    pool = buffers if buffers is not None else PackBuffers()
    source = ManifestOrderSource(tensors)
    device = group.config.device
    largest = manifest.largest_bucket
    checksums: list[str | None] = []

    def packed(_: int, index: int) -> list[torch.Tensor]:
        bucket = manifest.buckets[index]
        ready = source.take(bucket, device)
        running = Checksummer(checksum) if checksum else None
        update = running.update if running is not None else None
        if segments is not None:  # the bytes into shared memory, the signal on the wire
            segment, sent = segments.bucket(index, bucket.nbytes)
            pack(bucket, ready, segment, update)
            payload = [sent]
        elif transfer_format == "flattened":
            # Into the buffer bucket k-1 did not use; the checksum reads each tensor's bytes
            # right after the copy wrote them (from cache, not a second pass).
            payload = [pack(bucket, ready, pool.get(index % 2, largest, device), update)]
        else:
            for tensor in ready:
                if running is not None:
                    running.update(tensor)
            payload = ready
        checksums.append(running.hexdigest() if running is not None else None)
        return payload

    try:
        return send_lanes(
            group, manifest, [Lane(len(manifest.buckets))], packed, checksums,
            deadlines=deadlines, first_collective=first_collective, on_bucket=on_bucket,
            weights_only=True,
        )  # fmt: skip
    except BaseException:
        pool.discard()  # a broadcast of the failed send may still read them
        raise


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
    "send_buckets",
    "send_lanes",
]
