"""Bucket checksums: computed while packing on the sender, while receiving on each rank, and
compared in the commit vote, so a transport that moved nothing or garbled bytes cannot pass.
"""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Sequence
from typing import Any

import torch
import xxhash

from twophase.core.buckets import Bucket, as_bytes, host_memoryview
from twophase.core.protocol import ChecksumAlgorithm

# wsum64: a weighted sum of the bytes as 64-bit words, mod 2^64, computed where the bytes are
# (on the GPU for CUDA buckets: no copy to the host). Each weight is odd, so any change to a
# single word changes the sum; distinct weights per position catch reordered words.
_WSUM_CHUNK_WORDS = 1 << 21  # 16 MB of words per multiply: bounds the temporary
_WSUM_KEY = -7046029254386353131  # 0x9E3779B97F4A7C15, the 64-bit golden-ratio constant
_FOLD_PRIME = 0x100000001B3  # FNV-1a's 64-bit prime, to fold the parts in order
_MASK64 = (1 << 64) - 1
_wsum_weights_by_device: dict[torch.device, torch.Tensor] = {}


def _wsum_weights(device: torch.device) -> torch.Tensor:
    weights = _wsum_weights_by_device.get(device)
    if weights is None:
        index = torch.arange(1, _WSUM_CHUNK_WORDS + 1, dtype=torch.int64)
        weights = ((index * _WSUM_KEY) | 1).to(device)  # int64 products wrap mod 2^64
        _wsum_weights_by_device[device] = weights
    return weights


class Checksummer:
    """A running checksum over a bucket's tensors, in order, padding excluded, so that a
    packed buffer, a buffer filled per tensor and the sender's own tensors all agree.

    ``crc32``, ``xxh3`` and ``sha256`` run on the host (a CUDA tensor is copied back first);
    ``wsum64`` runs on the tensor's device and reads back one number per bucket.
    """

    def __init__(self, algorithm: ChecksumAlgorithm) -> None:
        self.algorithm = algorithm
        self._crc = 0
        # sha256 and xxh3 share one interface (update, hexdigest); crc32 is a running int.
        self._hasher: Any = None
        if algorithm == "sha256":
            self._hasher = hashlib.sha256()
        elif algorithm == "xxh3":
            self._hasher = xxhash.xxh3_64()
        self._parts: list[torch.Tensor] = []  # wsum64: one partial sum per chunk, on device
        self._shape: list[tuple[int, int]] = []  # wsum64: (bytes, parts) per update

    def update(self, tensor: torch.Tensor) -> None:
        if self.algorithm == "wsum64":
            self._update_wsum(as_bytes(tensor.detach().contiguous()))
            return
        data = host_memoryview(as_bytes(tensor.detach().to("cpu").contiguous()))
        if self._hasher is not None:
            self._hasher.update(data)
        else:
            self._crc = zlib.crc32(data, self._crc)

    def _update_wsum(self, raw: torch.Tensor) -> None:
        before = len(self._parts)
        body = raw.numel() // 8 * 8
        weights = _wsum_weights(raw.device)
        if body:
            aligned = raw[:body] if raw.data_ptr() % 8 == 0 else raw[:body].clone()
            words = aligned.view(torch.int64)
            for start in range(0, words.numel(), _WSUM_CHUNK_WORDS):
                part = words[start : start + _WSUM_CHUNK_WORDS]
                self._parts.append((part * weights[: part.numel()]).sum())
        if raw.numel() > body:  # the last 1-7 bytes, one word each
            tail = raw[body:].to(torch.int64)
            self._parts.append((tail * weights[: tail.numel()]).sum())
        self._shape.append((raw.numel(), len(self._parts) - before))

    def hexdigest(self) -> str:
        if self.algorithm == "wsum64":
            return self._wsum_hexdigest()
        return self._hasher.hexdigest() if self._hasher is not None else f"{self._crc:08x}"

    def _wsum_hexdigest(self) -> str:
        values: list[int] = []
        if self._parts:
            device = self._parts[0].device
            values = torch.stack([p.to(device) for p in self._parts]).cpu().tolist()
        folded, position = 0xCBF29CE484222325, 0  # FNV-1a's offset basis
        for nbytes, count in self._shape:
            for value in (nbytes, *values[position : position + count]):
                folded = ((folded ^ (value & _MASK64)) * _FOLD_PRIME) & _MASK64
            position += count
        return f"{folded:016x}"


def warm_wsum64(device: torch.device) -> None:
    """wsum64 made ready on ``device`` before the first sync (as a rank's group forms): its
    weights copied there, and each of its kernels run once on the current stream (a kernel's
    first launch loads its module, a hold of the device in the middle of a sync otherwise)."""
    running = Checksummer("wsum64")
    running.update(torch.zeros(9, dtype=torch.uint8, device=device))  # a word and a tail
    running.hexdigest()


def checksum(bucket: Bucket, buffer: torch.Tensor, algorithm: ChecksumAlgorithm) -> str:
    """The hex checksum of a bucket's tensors in ``buffer`` (for the host's algorithms a
    CUDA buffer is read back; wsum64 stays on the device)."""
    host = buffer.detach() if algorithm == "wsum64" else buffer.detach().to("cpu")
    running = Checksummer(algorithm)
    for slot in bucket.slots:
        running.update(host[slot.offset : slot.offset + slot.spec.nbytes])
    return running.hexdigest()


def checksums_digest(checksums: Sequence[str | None]) -> str:
    """One short digest of a version's bucket checksums, in bucket order (what a delta's base
    is known by in capabilities, without listing every bucket's)."""
    joined = "\n".join(c if c is not None else "-" for c in checksums)
    return hashlib.sha256(joined.encode()).hexdigest()[:32]
