"""The same-host route on a GPU: the trainer packs each bucket into a flattened CUDA buffer of
its own that the server's ranks open by CUDA IPC, and the group carries only a small signal
per bucket (the bucket's handle with it). ``shared_memory.py`` is the same route in host
memory; the lifetimes and the detection are the same, with these differences:

- One handle per flattened bucket, never per tensor (opening a handle costs ~0.2 ms: one
  per tensor was measured 4x slower, vime#175). A bucket's buffer is made and shared once,
  at the first sync that needs it, and written again by every later sync of the group; a
  rank opens it once (``CudaMaps``, keyed by pool, bucket and generation) and keeps it
  until its group ends or a sync fails.
- Nothing has a name: a handle exists only in the signal and in the processes that opened
  it. The trainer's pool frees its buffers when its group closes and then asks torch to
  free what no rank holds open any more (``torch.cuda.ipc_collect``: slime#1731 is what a
  producer that never does looks like); a rank's handles close when it drops them.
- Device numbers differ between processes (``CUDA_VISIBLE_DEVICES``): the offer names the
  trainer's GPU by UUID, and a rank takes the route only where its own device is that GPU.
  A rank on the CPU or on another GPU, or where the driver refuses IPC (no ptrace between
  containers, NeMo-RL#2293), answers no in the probe: the buckets then go by the group.

torch counts a shared storage's consumers (one share per consumer, each release takes one
off); a buffer here is shared once and opened by every rank, so the count can go below zero
and torch may free a buffer the moment the trainer drops it, while a slow rank still holds
it. Harmless here: the trainer drops its buffers only when its group closes, after which no
rank reads them (a failing rank's last copy lands in staging that is thrown away).

Ordering: the trainer packs bucket k on its stream before the collective that carries k's
signal (the collective waits for that stream); a rank copies from the handle on its own
stream after the signal arrived, and the trainer writes the buffer again only in a later
sync, after every rank's vote (each rank checksums its copy before it votes)."""

from __future__ import annotations

import os
import secrets
import struct
import threading
from dataclasses import dataclass

import torch

from twophase.errors import SharedMemoryError
from twophase.transport.shared_offer import CudaProbe, Offer, OpenedBuckets

SIGNAL_BYTES = 1024  # a bucket's signal: its header and its buffer's handle, zero-padded
_HEADER = struct.Struct("<qqq")  # bucket index, buffer generation, bucket bytes
_FIXED = struct.Struct("<QqQ?")  # storage bytes, its offset, ref counter offset, event sync
_LENGTH = struct.Struct("<H")
_TOKEN_BYTES = 16


@dataclass(frozen=True)
class CudaHandle:
    """What another process needs to open one CUDA allocation: torch's storage sharing
    (``UntypedStorage._share_cuda_``), as plain values. The device is not part of it: the
    offer names the GPU. ``handle`` is torch's own format (a version byte, a kind, the
    driver's handle): both processes need a torch that reads it, as for any CUDA tensor
    passed between processes."""

    handle: bytes
    size: int
    offset: int
    ref_counter: bytes
    ref_counter_offset: int
    event: bytes
    event_sync: bool

    @classmethod
    def share(cls, tensor: torch.Tensor) -> CudaHandle:
        """The handle of ``tensor``'s storage (made once per buffer: it is a whole
        allocation's, good for the buffer's life)."""
        shared = tensor.untyped_storage()._share_cuda_()  # type: ignore[no-untyped-call]
        _, handle, size, offset, ref_counter, ref_offset, event, event_sync = shared
        return cls(
            bytes(handle), int(size), int(offset), bytes(ref_counter), int(ref_offset),
            bytes(event or b""), bool(event_sync),
        )  # fmt: skip

    def encode(self) -> bytes:
        parts = [_FIXED.pack(self.size, self.offset, self.ref_counter_offset, self.event_sync)]
        for field in (self.handle, self.ref_counter, self.event):
            parts += [_LENGTH.pack(len(field)), field]
        return b"".join(parts)

    @classmethod
    def decode(cls, data: bytes) -> CudaHandle:
        """``ValueError`` for bytes that are not an encoded handle."""
        try:
            size, offset, ref_offset, event_sync = _FIXED.unpack_from(data, 0)
            at, fields = _FIXED.size, []
            for _ in range(3):
                (length,) = _LENGTH.unpack_from(data, at)
                at += _LENGTH.size
                if at + length > len(data):
                    raise ValueError("a field runs past the end")
                fields.append(bytes(data[at : at + length]))
                at += length
        except struct.error as exc:
            raise ValueError(f"not a CUDA IPC handle: {exc}") from exc
        handle, ref_counter, event = fields
        return cls(handle, size, offset, ref_counter, ref_offset, event, event_sync)

    def open(self, device: int) -> torch.Tensor:
        """The allocation's bytes, opened in this process on local device ``device`` (the
        driver's own error where it cannot be opened)."""
        torch.cuda._lazy_init()  # type: ignore[no-untyped-call]
        # No event sync: the event torch made when the buffer was shared orders only what
        # came before the share, and opening it makes an IPC event that is never destroyed
        # (one per open). A bucket's bytes are ordered by its signal's collective instead.
        storage = torch.UntypedStorage._new_shared_cuda(
            device, self.handle, self.size, self.offset, self.ref_counter,
            self.ref_counter_offset, self.event, False,
        )  # fmt: skip
        opened = torch.empty(0, dtype=torch.uint8, device=torch.device("cuda", device))
        opened.set_(storage, 0, (self.size,), (1,))
        return opened


def device_uuid(device: torch.device) -> str:
    return str(torch.cuda.get_device_properties(device).uuid)


def same_gpu(device: torch.device, uuid: str) -> int | None:
    """``device``'s number where it is the GPU ``uuid`` (None: another GPU, or the CPU). The
    route is for a trainer and a server that share a GPU: a rank on another GPU opening the
    trainer's memory would read it across the GPUs' link, which the group's own collective
    does as well, without the handles."""
    if device.type != "cuda":
        return None
    index = device.index if device.index is not None else torch.cuda.current_device()
    return index if device_uuid(torch.device("cuda", index)) == uuid else None


def signal(
    index: int, generation: int, nbytes: int, handle: bytes, device: torch.device
) -> torch.Tensor:
    """What the group carries for bucket ``index``: where it is, how long, and its buffer's
    handle (``handle``: encoded), on the group's device."""
    data = bytearray(SIGNAL_BYTES)
    _HEADER.pack_into(data, 0, index, generation, nbytes)
    _LENGTH.pack_into(data, _HEADER.size, len(handle))
    start = _HEADER.size + _LENGTH.size
    data[start : start + len(handle)] = handle
    return torch.frombuffer(data, dtype=torch.uint8).to(device)


def empty_signal(device: torch.device) -> torch.Tensor:
    return torch.zeros(SIGNAL_BYTES, dtype=torch.uint8, device=device)


def read_signal(sent: torch.Tensor) -> tuple[int, int, int, bytes]:
    """A signal's bucket index, generation, bytes and encoded handle (``ValueError``: not a
    signal)."""
    data = sent.cpu().numpy().tobytes()
    try:
        index, generation, nbytes = _HEADER.unpack_from(data, 0)
        (length,) = _LENGTH.unpack_from(data, _HEADER.size)
    except struct.error as exc:
        raise ValueError(f"not a bucket signal: {exc}") from exc
    start = _HEADER.size + _LENGTH.size
    if start + length > len(data):
        raise ValueError(f"a bucket signal's handle of {length} bytes runs past its end")
    return index, generation, nbytes, data[start : start + length]


class CudaPool:
    """The trainer's CUDA buffers, one per bucket, on ``device`` for the life of its sync
    group (``shared_memory.SegmentPool``'s twin: the same methods). One set: a rank copies
    each bucket out (none adopts a buffer), so a sync may write every buffer again."""

    sets = 1
    adopt = False
    settled = True  # no rank adopts a buffer: any sync may write them all

    def __init__(self, device: torch.device) -> None:
        self.device = device
        self.pool = f"{os.getpid()}-{secrets.token_hex(4)}"
        # bucket -> generation, buffer, its encoded handle
        self._buffers: dict[int, tuple[int, torch.Tensor, bytes]] = {}
        self._generations = 0
        self._probe: torch.Tensor | None = None
        self._lock = threading.Lock()  # a close against a send still running on its thread
        self.closed = False

    def offer(self) -> Offer:
        """A small buffer holding a fresh token, shared (held until ``unname``)."""
        token = secrets.token_bytes(_TOKEN_BYTES)
        probe = torch.frombuffer(bytearray(token), dtype=torch.uint8).to(self.device)
        torch.cuda.current_stream(self.device).synchronize()  # written before any rank reads
        handle = CudaHandle.share(probe).encode()
        self._probe = probe
        cuda = CudaProbe(device_uuid(self.device), handle.hex())
        return Offer(self.pool, token.hex(), cuda=cuda)

    def held_bytes(self) -> int:
        return sum(buffer.numel() for _, buffer, _ in self._buffers.values())

    def bucket(self, index: int, nbytes: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Buffer ``index`` (at least ``nbytes``; a new one where it is smaller) and its
        signal."""
        with self._lock:
            if self.closed:
                raise SharedMemoryError(f"bucket {index}: the sync group's pool is closed")
            held = self._buffers.get(index)
            if held is None or held[1].numel() < nbytes:
                self._generations += 1
                try:
                    # One byte at least: an empty storage has no allocation to share.
                    size = max(nbytes, 1)
                    buffer = torch.empty(size, dtype=torch.uint8, device=self.device)
                    handle = CudaHandle.share(buffer).encode()
                except (RuntimeError, torch.cuda.OutOfMemoryError) as exc:
                    raise SharedMemoryError(f"bucket {index}: no CUDA IPC buffer: {exc}") from exc
                if _HEADER.size + _LENGTH.size + len(handle) > SIGNAL_BYTES:
                    raise SharedMemoryError(f"bucket {index}: a handle of {len(handle)} bytes")
                held = (self._generations, buffer, handle)
                self._buffers[index] = held
        generation, buffer, handle = held
        return buffer[:nbytes], signal(index, generation, nbytes, handle, self.device)

    def served(self) -> None:
        """One set: the next sync writes the same buffers."""

    def unused(self) -> None:
        """One set: the next sync writes the same buffers."""

    def unname(self) -> None:
        """Nothing has a name here; the probe buffer is no longer needed."""
        self._probe = None

    def close(self) -> None:
        """Drop every buffer; torch frees those no rank holds open now, and the rest once
        their last rank closes them (collected here and at the next pool's close)."""
        with self._lock:
            self.closed = True
            self._probe = None
            self._buffers = {}
        torch.cuda.ipc_collect()  # type: ignore[no-untyped-call]


def opens(offer: Offer, device: torch.device) -> bool:
    """Whether this rank (on ``device``) opens the trainer's CUDA probe and reads its token
    there. A rank on the CPU says no without touching CUDA."""
    probe = offer.cuda
    if offer.declined or probe is None or device.type != "cuda":
        return False
    if offer.pool.split("-", 1)[0] == str(os.getpid()):
        return False  # the trainer's own process: CUDA opens no handle of its own
    try:
        index = same_gpu(device, probe.device_uuid)
        if index is None:
            return False
        opened = CudaHandle.decode(bytes.fromhex(probe.handle)).open(index)
        return opened[:_TOKEN_BYTES].cpu().numpy().tobytes() == bytes.fromhex(offer.token)
    except (RuntimeError, ValueError, OSError):  # the driver refused it (another container)
        return False


class CudaMaps(OpenedBuckets):
    """A receiving rank's opened handles of one trainer's pool, for the life of its group."""

    def take(self, offer: Offer, sent: torch.Tensor, index: int, nbytes: int) -> torch.Tensor:
        """Bucket ``index``'s bytes on the trainer's GPU (this rank's, as the probe found),
        as its signal ``sent`` says where they are (``OpenedBuckets.opened``)."""
        assert offer.cuda is not None
        uuid = offer.cuda.device_uuid
        got_index, generation, got_bytes, handle = read_signal(sent)

        def open_bucket() -> torch.Tensor:
            device = same_gpu(sent.device, uuid)
            if device is None:
                raise ValueError(f"{sent.device} is not the trainer's GPU {uuid}")
            opened = CudaHandle.decode(handle).open(device)
            if opened.numel() < nbytes:
                raise ValueError(f"bucket {index}'s buffer holds {opened.numel()} bytes")
            return opened

        return self.opened(
            offer.pool, (got_index, generation, got_bytes), index, nbytes, open_bucket
        )
