"""Buckets: plan them from (name, dtype, shape) under a byte budget, digest the plan, pack a
bucket into one flat byte buffer and unpack it into views.

A bucket's layout is a pure function of its metadata (names, dtypes, shapes in order), so
the sender and every receiver compute the same offsets from the same prepare request; the
manifest digest covers that metadata and the bucket boundaries, and is what the probe
compares across ranks.
"""

from __future__ import annotations

import ctypes
import hashlib
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import torch

from twophase.core.dtypes import dtype_name, parse_dtype
from twophase.core.protocol import BucketMetadata
from twophase.errors import ManifestError

# Every tensor starts at a multiple of this many bytes: a valid view for any dtype (the
# largest itemsize is 16) and whole cache lines / GPU vector loads for fast copies.
ALIGNMENT = 64
MANIFEST_FORMAT = "twophase-manifest-v1"
BYTES_PER_MB = 1024 * 1024

# dtypes whose values are not just their bytes (a quantized tensor carries a scale and a
# zero point), so they cannot travel as a byte view.
_QUANTIZED = frozenset({torch.qint8, torch.qint32, torch.quint8, torch.quint4x2, torch.quint2x4})


def align(offset: int) -> int:
    return (offset + ALIGNMENT - 1) // ALIGNMENT * ALIGNMENT


@dataclass(frozen=True)
class TensorSpec:
    name: str
    dtype: str  # canonical wire name, e.g. "bfloat16"
    shape: tuple[int, ...]

    @property
    def torch_dtype(self) -> torch.dtype:
        return parse_dtype(self.dtype)

    @property
    def nbytes(self) -> int:
        return math.prod(self.shape) * self.torch_dtype.itemsize

    def describe(self) -> str:
        return f"{self.dtype} {list(self.shape)}"

    @classmethod
    def of(cls, name: str, tensor: torch.Tensor) -> TensorSpec:
        return cls(name, dtype_name(tensor.dtype), tuple(tensor.shape))


@dataclass(frozen=True)
class Slot:
    """Where one tensor lives inside its bucket's flat buffer."""

    spec: TensorSpec
    offset: int


@dataclass(frozen=True)
class Bucket:
    index: int
    slots: tuple[Slot, ...]
    nbytes: int  # the flat buffer's size, padding included

    @property
    def names(self) -> list[str]:
        return [slot.spec.name for slot in self.slots]

    @property
    def payload_bytes(self) -> int:
        return sum(slot.spec.nbytes for slot in self.slots)

    def to_wire(self) -> BucketMetadata:
        return BucketMetadata(
            names=self.names,
            dtypes=[s.spec.dtype for s in self.slots],
            shapes=[list(s.spec.shape) for s in self.slots],
        )


def _layout(index: int, specs: Sequence[TensorSpec]) -> Bucket:
    slots, offset = [], 0
    for spec in specs:
        if spec.torch_dtype in _QUANTIZED:
            raise ManifestError(
                f"{spec.name}: dtype {spec.dtype} is quantized and cannot travel as bytes"
            )
        offset = align(offset)
        slots.append(Slot(spec, offset))
        offset += spec.nbytes
    return Bucket(index, tuple(slots), align(offset))


_PARSED_KEPT = 8
_parsed: OrderedDict[tuple[object, ...], Manifest] = OrderedDict()
_parsed_lock = threading.Lock()


@dataclass(frozen=True)
class Manifest:
    """Every bucket of one sync, in order."""

    buckets: tuple[Bucket, ...]

    @property
    def total_bytes(self) -> int:
        """The weights' bytes (padding not counted)."""
        return sum(b.payload_bytes for b in self.buckets)

    @property
    def largest_bucket(self) -> int:
        """The largest bucket's bytes (padding counted): what a buffer for any one holds."""
        return max((b.nbytes for b in self.buckets), default=0)

    @property
    def specs(self) -> list[TensorSpec]:
        return [slot.spec for bucket in self.buckets for slot in bucket.slots]

    def digest(self) -> str:
        """SHA-256 over names, dtypes, shapes and bucket boundaries (computed once: the
        manifest is immutable)."""
        known: str | None = self.__dict__.get("_digest")
        if known is not None:
            return known
        h = hashlib.sha256(MANIFEST_FORMAT.encode())
        for bucket in self.buckets:
            h.update(f"\nbucket {bucket.index}\n".encode())
            for slot in bucket.slots:
                h.update(f"{slot.spec.name}\t{slot.spec.dtype}\t{slot.spec.shape}\n".encode())
        self.__dict__["_digest"] = digest = h.hexdigest()
        return digest

    def to_wire(self) -> list[BucketMetadata]:
        return [bucket.to_wire() for bucket in self.buckets]

    @classmethod
    def from_wire(cls, buckets: Sequence[BucketMetadata], *, keep: bool = True) -> Manifest:
        """The manifest the wire's buckets describe. Most syncs send the manifest of the sync
        before: the layouts of the last few are kept (the work is per tensor, in Python, and
        holds the GIL that a server's inference threads need). ``keep``: False for a request
        that may yet be refused (its layout is kept once ``remember`` says it was accepted:
        a refused manifest of a million tensors must not stay in memory)."""
        key = tuple(
            (tuple(b.names), tuple(b.dtypes), tuple(tuple(shape) for shape in b.shapes))
            for b in buckets
        )
        with _parsed_lock:
            known = _parsed.get(key)
            if known is not None:
                _parsed.move_to_end(key)
                return known
        manifest = cls(
            tuple(
                _layout(
                    index,
                    [
                        TensorSpec(name, dtype, tuple(shape))
                        for name, dtype, shape in zip(b.names, b.dtypes, b.shapes, strict=True)
                    ],
                )
                for index, b in enumerate(buckets)
            )
        )
        manifest.__dict__["_wire_key"] = key
        if keep:
            manifest.remember()
        return manifest

    def remember(self) -> None:
        """Keep this manifest's layout for the next ``from_wire`` of the same buckets."""
        key = self.__dict__.pop("_wire_key", None)
        if key is None:  # kept already, or not parsed from the wire
            return
        with _parsed_lock:
            _parsed[key] = self
            while len(_parsed) > _PARSED_KEPT:
                _parsed.popitem(last=False)

    def first_difference(
        self, other: Manifest, *, expected: str = "expected", got: str = "got", peer: str = "peer"
    ) -> str | None:
        """A sentence naming the first tensor where ``other`` differs from this manifest
        (name, dtype, shape, order or bucket boundary), or None if they are the same.
        ``expected``/``got``/``peer`` label the two sides in the sentence."""
        mine = [(b.index, s.spec) for b in self.buckets for s in b.slots]
        theirs = [(b.index, s.spec) for b in other.buckets for s in b.slots]
        their_names = {spec.name for _, spec in theirs}
        for position, (bucket, spec) in enumerate(mine):
            if position >= len(theirs):
                return f"{spec.name}: {expected} at position {position}, missing at the {peer}"
            other_bucket, other_spec = theirs[position]
            if other_spec.name != spec.name:
                if spec.name in their_names:
                    return (
                        f"order differs at position {position}: {expected} {spec.name}, "
                        f"{got} {other_spec.name}"
                    )
                return f"{spec.name}: missing at the {peer} (it has {other_spec.name} there)"
            if other_spec != spec:
                return f"{spec.name}: {expected} {spec.describe()}, {got} {other_spec.describe()}"
            if other_bucket != bucket:
                return f"{spec.name}: {expected} in bucket {bucket}, {got} bucket {other_bucket}"
        if len(theirs) > len(mine):
            return f"{theirs[len(mine)][1].name}: extra tensor at the {peer}"
        return None


def plan_buckets(specs: Iterable[TensorSpec], buffer_size_mb: float) -> Manifest:
    """Split ``specs`` in order into buckets of at most ``buffer_size_mb`` (padding counted).

    A tensor larger than the budget gets a bucket of its own. Deterministic.
    """
    if buffer_size_mb <= 0:
        raise ManifestError(f"buffer_size_mb must be positive, got {buffer_size_mb}")
    budget = int(buffer_size_mb * BYTES_PER_MB)
    groups: list[list[TensorSpec]] = []
    current: list[TensorSpec] = []
    size = 0
    seen: set[str] = set()
    for spec in specs:
        if spec.name in seen:
            raise ManifestError(f"{spec.name}: the same name appears twice")
        seen.add(spec.name)
        grown = align(size) + spec.nbytes
        if current and grown > budget:
            groups.append(current)
            current, grown = [], spec.nbytes
        current.append(spec)
        size = grown
    if current:
        groups.append(current)
    if not groups:
        raise ManifestError("nothing to sync: no tensors")
    return Manifest(tuple(_layout(index, group) for index, group in enumerate(groups)))


def as_bytes(tensor: torch.Tensor) -> torch.Tensor:
    """A contiguous tensor's bytes as a 1-D uint8 view (no copy)."""
    if not tensor.is_contiguous():
        raise ManifestError("a tensor must be contiguous to be viewed as bytes")
    flat = tensor.reshape(-1)
    return flat if flat.dtype is torch.uint8 else flat.view(torch.uint8)


def new_buffer(bucket: Bucket, device: torch.device | str = "cpu") -> torch.Tensor:
    return torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)


def pack(
    bucket: Bucket,
    tensors: Mapping[str, torch.Tensor] | Sequence[torch.Tensor],
    out: torch.Tensor,
    each: Callable[[torch.Tensor], object] | None = None,
) -> torch.Tensor:
    """Copy the bucket's tensors into ``out`` (a uint8 buffer of at least ``bucket.nbytes``).

    ``tensors`` is a name->tensor mapping or a sequence in the bucket's order. Each tensor's
    dtype and shape must equal the plan's. ``each`` is called with every slot's bytes just
    after they are copied (while they are still in cache: the sender's checksum). Returns the
    packed slice of ``out``.
    """
    if out.dtype is not torch.uint8 or out.numel() < bucket.nbytes:
        raise ManifestError(f"bucket {bucket.index}: buffer too small or not uint8")
    for position, slot in enumerate(bucket.slots):
        tensor = tensors[slot.spec.name] if isinstance(tensors, Mapping) else tensors[position]
        if dtype_name(tensor.dtype) != slot.spec.dtype or tuple(tensor.shape) != slot.spec.shape:
            raise ManifestError(
                f"{slot.spec.name}: planned as {slot.spec.describe()}, "
                f"got {dtype_name(tensor.dtype)} {list(tensor.shape)}"
            )
        slot_bytes = out[slot.offset : slot.offset + slot.spec.nbytes]
        slot_bytes.copy_(as_bytes(tensor.contiguous()), non_blocking=True)
        if each is not None:
            each(slot_bytes)
    return out[: bucket.nbytes]


def unpack(bucket: Bucket, buffer: torch.Tensor) -> dict[str, torch.Tensor]:
    """Views into ``buffer``, one per tensor, with the planned dtype and shape (no copies)."""
    views: dict[str, torch.Tensor] = {}
    for slot in bucket.slots:
        raw = buffer[slot.offset : slot.offset + slot.spec.nbytes]
        views[slot.spec.name] = raw.view(slot.spec.torch_dtype).view(slot.spec.shape)
    return views


def host_memoryview(tensor: torch.Tensor) -> memoryview:
    """A zero-copy memoryview of a contiguous CPU tensor's bytes (no numpy needed)."""
    if tensor.device.type != "cpu" or not tensor.is_contiguous():
        raise ManifestError("host_memoryview needs a contiguous CPU tensor")
    nbytes = tensor.numel() * tensor.element_size()
    if nbytes == 0:
        return memoryview(b"")
    return memoryview((ctypes.c_char * nbytes).from_address(tensor.data_ptr())).cast("B")
