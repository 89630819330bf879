"""The sinks a rank's buckets land in.

- ``StagedSink`` keeps every bucket in its own buffer until the apply (all-or-nothing).
- ``StreamingSink`` applies each bucket as it lands and holds at most two bucket buffers.
- ``ShardSink`` (a sharded sync) and ``DeltaSink`` (a broadcast's delta) are staged.

Both sinks count the bytes of their live buffers (released when torch frees them), so the
peak extra memory of a sync is measured, not estimated.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable, Mapping, Sequence

import torch

from twophase.core.buckets import Bucket, TensorSpec, as_bytes, unpack
from twophase.core.delta import patch_bucket
from twophase.core.layouts import Box
from twophase.core.protocol import ChecksumAlgorithm, DeltaBucket


class LiveBytes:
    """Bytes of buffers still alive, and the peak, counted through finalizers."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.live = 0
        self.peak = 0

    def track(self, tensor: torch.Tensor) -> torch.Tensor:
        nbytes = tensor.numel() * tensor.element_size()
        self.hold(nbytes)
        weakref.finalize(tensor, self._release, nbytes)
        return tensor

    def hold(self, nbytes: int) -> None:
        """Count a buffer (one reused from an earlier sync: live until this counter is dropped)."""
        with self._lock:
            self.live += nbytes
            self.peak = max(self.peak, self.live)

    def _release(self, nbytes: int) -> None:
        with self._lock:
            self.live -= nbytes


def _take(
    spares: list[torch.Tensor], nbytes: int, device: torch.device, counter: LiveBytes
) -> torch.Tensor:
    """The smallest of ``spares`` (sorted by size) that holds ``nbytes`` on ``device``, taken
    out of the list; else a new buffer. Either way counted by ``counter``."""
    for i, spare in enumerate(spares):
        if spare.numel() >= nbytes and spare.device == device:
            counter.hold(spare.numel())
            return spares.pop(i)
    return counter.track(torch.empty(nbytes, dtype=torch.uint8, device=device))


class StagedSink:
    """Every bucket in a buffer of its own until ``take()``; nothing touches the model. One
    sync may stage in parts (an SGLang session's update calls, each a manifest of its own,
    bucket indices from 0): buckets are kept in the order they arrived.

    ``reuse`` are the buffers of an earlier, completed sync, handed out again where a bucket
    fits: on CPU, fresh memory costs a page fault per 4 KiB on first touch, which made the
    receive into fresh staging 2-5x slower than into memory touched before. (On CUDA the
    caching allocator keeps freed blocks the same way.)

    ``adopts``: the model takes the staged tensors as its own storage (a zero-copy apply),
    so a bucket in the trainer's shared memory may be staged where it is (``adopt``) rather
    than copied: the model then serves from the trainer's segment, which the trainer does
    not write again while it may (``shared_memory.SegmentPool``). Such a bucket is never
    handed out again as staging (``buffers``)."""

    def __init__(self, reuse: list[torch.Tensor] | None = None, *, adopts: bool = False) -> None:
        self.counter = LiveBytes()
        self.adopts = adopts
        self._buckets: list[tuple[Bucket, torch.Tensor, torch.cuda.Event | None]] = []
        self._adopted: set[int] = set()  # positions in ``_buckets``
        self._lock = threading.Lock()
        self._spare = sorted(reuse or [], key=lambda t: t.numel())

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        with self._lock:
            return _take(self._spare, bucket.nbytes, device, self.counter)

    def buffers(self) -> list[torch.Tensor]:
        """Every staging buffer (for the next sync to reuse, once this one is over); an
        adopted segment is the trainer's, not one of them."""
        with self._lock:
            return [b for i, (_, b, _) in enumerate(self._buckets) if i not in self._adopted]

    def received(
        self, bucket: Bucket, buffer: torch.Tensor, ready: torch.cuda.Event | None
    ) -> None:
        with self._lock:
            self._buckets.append((bucket, buffer, ready))

    def adopted_buffers(self) -> list[torch.Tensor]:
        """The trainer's segments this sync staged its buckets in."""
        with self._lock:
            return [b for i, (_, b, _) in enumerate(self._buckets) if i in self._adopted]

    def adopt(self, bucket: Bucket, segment: torch.Tensor) -> None:
        """Bucket ``bucket`` staged in the trainer's segment itself (host memory: no event)."""
        assert self.adopts
        with self._lock:
            self._adopted.add(len(self._buckets))
            self._buckets.append((bucket, segment, None))

    def take(self) -> dict[str, torch.Tensor]:
        """Every staged tensor, as views (waiting for each bucket's event first)."""
        out: dict[str, torch.Tensor] = {}
        with self._lock:
            for bucket, buffer, ready in self._buckets:
                if ready is not None:  # the buffer's device's stream (this thread's may differ)
                    torch.cuda.current_stream(buffer.device).wait_event(ready)
                out.update(unpack(bucket, buffer))
        return out

    def discard(self) -> None:
        with self._lock:
            self._buckets.clear()
            self._adopted.clear()


class ShardSink(StagedSink):
    """A sharded sync's staging: one tensor per tensor of the manifest, allocated up front,
    which the pieces from every sender rank are copied into (``shards``); ``take()`` hands
    them over whole, so a zero-copy apply makes them the model's storage. ``buffers()`` are
    their bytes (for the model to keep as spare staging once they no longer back a tensor).
    ``need``: the part of a tensor this rank holds (a tensor-parallel rank), allocated and
    filled alone; a tensor it does not name, whole."""

    def __init__(
        self,
        specs: Sequence[TensorSpec],
        device: torch.device,
        need: Mapping[str, Sequence[Box]] | None = None,
    ) -> None:
        super().__init__()
        self.device = device
        need = need or {}
        self.shards: dict[str, list[tuple[Box, torch.Tensor]]] = {}
        for spec in specs:
            for box in need.get(spec.name, [Box.whole(spec.shape)]):
                tensor = torch.empty(box.shape, dtype=spec.torch_dtype, device=device)
                self.shards.setdefault(spec.name, []).append((box, self.counter.track(tensor)))
        # One box per tensor (a whole tensor, or a tensor-parallel rank's part of it).
        self.tensors = {name: held[0][1] for name, held in self.shards.items() if len(held) == 1}
        # A delta sync's: the weights held, by the same boxes, which the pairs' deltas patch.
        self.base: Mapping[str, Sequence[tuple[Box, torch.Tensor]]] | None = None
        # On a GPU: recorded after the last piece was copied in (on the rank's stream).
        self.ready: torch.cuda.Event | None = None

    def take(self) -> dict[str, torch.Tensor]:
        """The tensors, once every piece's copy is done (for the taker's stream)."""
        if self.ready is not None:  # the shards' device's stream (this thread's may differ)
            torch.cuda.current_stream(self.device).wait_event(self.ready)
        return dict(self.tensors)

    def buffers(self) -> list[torch.Tensor]:
        return [as_bytes(tensor) for tensor in self.tensors.values()]

    def discard(self) -> None:
        self.tensors, self.shards, self.base, self.ready = {}, {}, None, None


class StreamingSink:
    """Applies each bucket as it lands, through ``load``; two alternating buffers, so the
    receive of bucket k+1 overlaps the apply of bucket k and extra memory stays at two
    buckets. ``reuse``: buffers of an earlier sync to take the two from where they fit (kept
    across syncs, for the page-fault reason ``StagedSink`` gives). ``applied_any`` tells
    whether the model was touched."""

    def __init__(
        self,
        load: Callable[[Mapping[str, torch.Tensor]], None],
        largest_bucket: int,
        reuse: list[torch.Tensor] | None = None,
    ) -> None:
        self.counter = LiveBytes()
        self._load = load
        self._largest = largest_bucket
        fitting = [t for t in reuse or [] if t.numel() >= largest_bucket]
        self._spare = sorted(fitting, key=lambda t: t.numel())[:2]  # the smallest that fit
        self._buffers: list[torch.Tensor] = []
        self.applied_any = False
        self.applied_buckets = 0

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        if len(self._buffers) < 2:
            self._buffers.append(_take(self._spare, self._largest, device, self.counter))
        return self._buffers[bucket.index % 2]

    def buffers(self) -> list[torch.Tensor]:
        """The two buffers (for the next sync to reuse, once this one is over)."""
        return list(self._buffers)

    def received(
        self, bucket: Bucket, buffer: torch.Tensor, ready: torch.cuda.Event | None
    ) -> None:
        if ready is not None:  # the buffer's device's stream (this thread's may differ)
            torch.cuda.current_stream(buffer.device).wait_event(ready)
        self.applied_any = True  # from here on the model may be a mix
        self._load(unpack(bucket, buffer))
        self.applied_buckets += 1

    def discard(self) -> None:
        self._buffers.clear()


class DeltaSink(StagedSink):
    """A staged sink for a delta of a broadcast: each bucket's buffer is filled with the
    base's bytes from the live weights (``current``: the model's tensors by name, read only),
    packed like the sender's bucket, and patched by the bucket's payload, received into
    scratch. The buffers are the spare ones a zero-copy swap left, which hold the version
    *before* the base: copying the base in costs one pass over the bucket at memory speed,
    next to the receive, and is right whatever they hold. The copy is checksummed on the
    way: a bucket whose live bytes no longer hash to the base's checksum was changed behind
    the sync's back; it is still patched, and its checksum after the patch fails the vote."""

    def __init__(
        self,
        current: Mapping[str, torch.Tensor],
        headers: Sequence[DeltaBucket],
        base_checksums: Sequence[str],
        checksum: ChecksumAlgorithm,
        reuse: list[torch.Tensor] | None = None,
    ) -> None:
        super().__init__(reuse)
        self.current, self.headers = current, list(headers)
        self.base_checksums, self.checksum = list(base_checksums), checksum
        self._largest_payload = max((h.nbytes for h in self.headers), default=0)
        self._payloads: list[torch.Tensor] = []

    def payload_buffer(self, bucket: Bucket, device: torch.device) -> torch.Tensor:
        """The scratch buffer bucket ``bucket``'s payload lands in (two, alternating: the
        payload of k+1 arrives while k is patched)."""
        slot = bucket.index % 2
        while len(self._payloads) <= slot:
            scratch = torch.empty(self._largest_payload, dtype=torch.uint8, device=device)
            self._payloads.append(self.counter.track(scratch))
        return self._payloads[slot][: self.headers[bucket.index].nbytes]

    def patch(
        self, bucket: Bucket, payload: torch.Tensor, device: torch.device, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        """The bucket's new bytes: the base copied from the live weights (checksummed on the
        way), patched by ``payload``; and whether the weights here were the delta's base
        (False: the bucket's checksum fails the vote for certain, whatever the patch wrote)."""
        buffer = self.buffer_for(bucket, device, timeout_s)
        header, base_sum = self.headers[bucket.index], self.base_checksums[bucket.index]
        where = f"bucket {bucket.index}"
        held = patch_bucket(
            bucket, self.current, buffer, payload, header, base_sum, where, self.checksum
        )
        return buffer, held

    def discard(self) -> None:
        super().discard()
        self._payloads = []
