"""Moving the buckets: the sender's pipelined broadcast loop and the receive step both sides
agree on.

Two formats, the same bytes in the same order:

- ``flattened``: a bucket travels as one contiguous byte buffer, one collective per bucket;
- ``per_tensor``: the seed protocol's format, one broadcast per tensor in bucket order. The
  receiver still lands every tensor in its slot of a flat buffer, so what follows (checksum,
  hand-over, apply) does not depend on the format.

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

from twophase.core.buckets import BYTES_PER_MB, Bucket, Manifest, pack, unpack
from twophase.core.checksums import Checksummer
from twophase.core.protocol import ChecksumAlgorithm, TransferFormat
from twophase.core.table import Deadlines
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


def start_receive(
    group: Group,
    bucket: Bucket,
    buffer: torch.Tensor,
    transfer_format: TransferFormat,
    *,
    timeout_s: float,
    deadline: str,
) -> list[Pending]:
    """Post the receive of ``bucket`` into ``buffer`` (its flat layout, either format), within
    ``timeout_s``: the deadline named ``deadline`` (first_byte or progress), which a timeout's
    error names."""
    what = f"bucket {bucket.index}"
    if transfer_format == "flattened":
        flat = buffer[: bucket.nbytes]
        return [group.start_broadcast(flat, timeout_s=timeout_s, what=f"{what} ({deadline})")]
    views = unpack(bucket, buffer)
    return [
        group.start_broadcast(
            views[name], timeout_s=timeout_s, what=f"{what} tensor {name} ({deadline})"
        )
        for name in bucket.names
    ]


def wait_all(pending: Sequence[Pending]) -> None:
    for op in pending:
        op.wait()


class PackBuffers:
    """The sender's two pack buffers, kept from one sync to the next. Used by one thread at a
    time (the sender group's); ``discard`` after a failed send, whose collective may still
    be reading a buffer."""

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

    def __init__(self, manifest: Manifest, tensors: Iterable[tuple[str, torch.Tensor]]) -> None:
        self._manifest = manifest
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
    aborted: Callable[[], str | None] = lambda: None,
    buffers: PackBuffers | None = None,
) -> list[str | None]:
    """Broadcast every bucket from this rank (group rank 0); return each bucket's checksum.

    ``first_collective`` is False when the probe already ran (then every bucket gets the
    progress deadline). ``aborted`` is polled between buckets; a reason stops the loop.
    ``buffers``: the pack buffers to reuse (the flattened format); fresh ones otherwise.
    """
    pool = buffers if buffers is not None else PackBuffers()
    try:
        return _send_buckets(
            group, manifest, tensors, transfer_format, deadlines, checksum, first_collective,
            on_bucket, aborted, pool,
        )  # fmt: skip
    except BaseException:
        pool.discard()  # a broadcast of the failed send may still read them
        raise


def _send_buckets(
    group: Group,
    manifest: Manifest,
    tensors: Iterable[tuple[str, torch.Tensor]],
    transfer_format: TransferFormat,
    deadlines: Deadlines,
    checksum: ChecksumAlgorithm | None,
    first_collective: bool,
    on_bucket: Callable[[BucketProgress], None] | None,
    aborted: Callable[[], str | None],
    buffers: PackBuffers,
) -> list[str | None]:
    source = ManifestOrderSource(manifest, tensors)
    device = group.config.device
    largest = max(bucket.nbytes for bucket in manifest.buckets)
    count = len(manifest.buckets)
    checksums: list[str | None] = []
    in_flight: tuple[Bucket, list[Pending], float, list[torch.Tensor]] | None = None

    def finish(bucket: Bucket, pending: list[Pending], started: float) -> None:
        wait_all(pending)
        if on_bucket is not None:
            progress = BucketProgress(
                bucket.index,
                count,
                len(bucket.slots),
                bucket.payload_bytes,
                time.monotonic() - started,
                checksums[bucket.index],
            )
            on_bucket(progress)

    for bucket in manifest.buckets:
        reason = aborted()
        if reason is not None:
            raise TransferAborted(f"aborted before bucket {bucket.index}: {reason}")
        deadline, timeout_s = deadlines.for_collective(first_collective)
        first_collective = False
        # Produce and pack bucket k+1 while bucket k is still on the wire.
        ready = source.take(bucket, device)
        running = Checksummer(checksum) if checksum else None
        if transfer_format == "flattened":
            buffer = buffers.get(bucket.index % 2, largest, device)
            # The checksum reads each tensor's bytes right after the copy wrote them (from
            # cache, not a second pass over the bucket in memory).
            flat = pack(bucket, ready, buffer, running.update if running is not None else None)
            payload = [flat]
        else:
            if running is not None:
                for tensor in ready:
                    running.update(tensor)
            payload = ready
        checksums.append(running.hexdigest() if running is not None else None)
        if in_flight is not None:
            finish(*in_flight[:3])  # frees the other buffer before it is reused
        started = time.monotonic()
        what = f"bucket {bucket.index} ({deadline})"
        pending = [group.start_broadcast(t, timeout_s=timeout_s, what=what) for t in payload]
        in_flight = (bucket, pending, started, payload)
    if in_flight is not None:
        finish(*in_flight[:3])
    return checksums


def new_buffer_of(nbytes: int, device: torch.device) -> torch.Tensor:
    return torch.empty(nbytes, dtype=torch.uint8, device=device)


__all__ = [
    "BucketProgress",
    "ManifestOrderSource",
    "PackBuffers",
    "TransferAborted",
    "TransferFormat",
    "send_buckets",
    "start_receive",
    "wait_all",
]
