"""Delta encoding of one bucket: only the words whose bits changed between a base version
and a new one, bit-exact for every dtype.

**The unit is a word of a flat uint8 bucket buffer**, not a tensor element. A bucket travels
as one packed byte buffer holding tensors of several dtypes (``buckets.pack``), so the delta
works on that buffer: it is viewed as same-width integers of ``word`` bytes (1, 2, 4 or 8)
and compared bitwise. Comparing integer views, never float values, is what makes it exact:
a NaN whose payload bits changed is a change, -0.0 against 0.0 is a change, an unchanged
NaN is not (float ``!=`` gets all three wrong). Correctness does not depend on the word:
any word that divides the buffer round-trips it byte for byte, and every tensor of a
bucket starts at a multiple of ``buckets.ALIGNMENT`` (64), so every word divides a bucket.
The word only sets the cost: one index or bit per word, a word of bytes per change. The
best word is the element size of the dtype holding most of the bucket's bytes
(``word_for``): bf16 weights with a few fp32 norms want 2, since a changed bf16 element
then costs 2 value bytes and not 4 (an fp32 norm's change costs two 2-byte words).

Three encodings, chosen per bucket by encoded size (``n`` words, ``c`` changed, ``w`` bytes):

- ``indices``: ``c * (4 + w)`` bytes: the changed words' int32 indices, ascending, and their
  new values;
- ``bitmap``: ``ceil(n / 8) + c * w`` bytes: one bit per word (bit ``j`` of byte ``i`` is
  word ``8 * i + j``), and the changed words' new values in word order;
- ``whole``: ``n * w`` bytes: the new buffer itself, when no delta is smaller.

Each is one uint8 payload, sent as is. Its sections need no padding and every section is
aligned for its view: the one with the wider elements comes first (values before indices
when ``w >= 4``, indices first when ``w < 4``; values before the bitmap). A receiver posts a
receive of ``encoded_size(kind, changed, bucket_nbytes, word)`` bytes, all numbers that the
small ``EncodedDelta.header()`` carries. Everything runs as torch ops on the buffers' device
(CPU or CUDA); ``encode`` and ``apply`` each read one or two numbers back to the host.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import torch

from twophase.core.buckets import Bucket, as_bytes, pack
from twophase.core.checksums import Checksummer
from twophase.core.delta_sizes import (
    INDEX_BYTES,
    KINDS,
    DeltaKind,
    choose,
    encoded_size,
    sizes,
    word_count,
)
from twophase.core.protocol import ChecksumAlgorithm, DeltaBucket

log = logging.getLogger(__name__)

# Signed views: comparison, gather and index_put are implemented for these on every device.
_WORD_DTYPES = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
_BIT_TABLES: dict[torch.device, torch.Tensor] = {}
# Byte j of this constant is 0x80 >> j: times eight 0/1 bytes b_0..b_7 (b_i at bit 8i), it
# puts b_i at bit 56 + i.
_GATHER_BITS = 0x0102040810204080


def word_for(bucket: Bucket) -> int:
    """The word for a bucket: the element size of the dtype that holds most of its bytes
    (ties: the wider), capped at 8 (complex128's 16 bytes travel as two 8-byte words)."""
    by_size: dict[int, int] = {}
    for slot in bucket.slots:
        size = min(slot.spec.torch_dtype.itemsize, 8)
        by_size[size] = by_size.get(size, 0) + slot.spec.nbytes
    if not by_size:
        return 8
    return max(by_size, key=lambda size: (by_size[size], size))


def _words(buffer: torch.Tensor, word: int, what: str, *, copy_if_misaligned: bool) -> torch.Tensor:
    """``buffer``'s bytes as a 1-D tensor of ``word``-byte integers (a view)."""
    if not buffer.is_contiguous():
        raise ValueError(f"{what} must be contiguous")
    raw = as_bytes(buffer)
    word_count(raw.numel(), word, what)
    if raw.storage_offset() % word or raw.data_ptr() % word:
        if not copy_if_misaligned:
            raise ValueError(f"{what} does not start on a {word}-byte boundary")
        raw = raw.clone()
    return raw.view(_WORD_DTYPES[word])


def _section(payload: torch.Tensor, start: int, count: int, dtype: torch.dtype) -> torch.Tensor:
    """``count`` elements of ``dtype`` from byte ``start`` of a payload (a view when aligned,
    else a copy: a payload received into an odd offset of a larger buffer)."""
    raw = payload[start : start + count * dtype.itemsize]
    if raw.storage_offset() % dtype.itemsize or raw.data_ptr() % dtype.itemsize:
        raw = raw.clone()
    return raw.view(dtype)


def _layout(kind: DeltaKind, changed: int, word: int) -> dict[str, int]:
    """Byte offset of each section of a payload."""
    values = changed * word
    if kind == "indices":
        if word >= INDEX_BYTES:
            return {"values": 0, "indices": values}
        return {"indices": 0, "values": INDEX_BYTES * changed}
    return {"values": 0, "bitmap": values}


def _bit_table(device: torch.device) -> torch.Tensor:
    """Row ``v``: the eight bits of byte ``v``, lowest first, as bools."""
    table = _BIT_TABLES.get(device)
    if table is None:
        table = (torch.arange(256).view(-1, 1) >> torch.arange(8)) & 1
        table = _BIT_TABLES[device] = table.bool().to(device)
    return table


def pack_bits(mask: torch.Tensor) -> torch.Tensor:
    """A bool mask as ceil(n/8) bytes, bit ``j`` of byte ``i`` = ``mask[8 * i + j]``.

    Eight bools are eight 0/1 bytes of one little-endian int64; one multiply gathers them
    into its top byte (no two partial products share a bit, so nothing carries)."""
    n = mask.numel()
    flat = mask.contiguous().view(-1).view(torch.uint8)
    if n % 8 or flat.storage_offset() % 8 or flat.data_ptr() % 8:
        padded = torch.zeros(-(-n // 8) * 8, dtype=torch.uint8, device=mask.device)
        padded[:n] = flat
        flat = padded
    lanes = flat.view(torch.int64)
    return (((lanes * _GATHER_BITS) >> 56) & 0xFF).to(torch.uint8)


def unpack_bits(packed: torch.Tensor) -> torch.Tensor:
    """The inverse of ``pack_bits``: ``8 * len(packed)`` bools (the tail past n included)."""
    return _bit_table(packed.device)[packed.int()].view(-1)


@dataclass(frozen=True)
class EncodedDelta:
    """One bucket's change, ready to send: ``payload`` is the only tensor on the wire, and
    ``header()`` is what a receiver needs to post its receive and apply it."""

    kind: DeltaKind
    payload: torch.Tensor  # uint8, 1-D; for ``whole``, a view of the new buffer (no copy)
    changed: int  # words whose bits differ
    words: int  # words in the bucket
    word: int  # bytes per word

    @property
    def nbytes(self) -> int:
        """The payload's bytes: what goes on the wire."""
        return self.payload.numel()

    @property
    def bucket_nbytes(self) -> int:
        return self.words * self.word

    @property
    def density(self) -> float:
        """Changed words over words (0.0 for an empty bucket)."""
        return self.changed / self.words if self.words else 0.0

    def header(self) -> DeltaBucket:
        """What prepare carries for this bucket (kind, changed, word, nbytes: the payload's,
        and bucket_nbytes), what ``apply_header`` takes."""
        return DeltaBucket(
            kind=self.kind,
            changed=self.changed,
            word=self.word,  # type: ignore[arg-type]  # one of WORD_SIZES
            nbytes=self.nbytes,
            bucket_nbytes=self.bucket_nbytes,
        )


def changed_mask(base: torch.Tensor, new: torch.Tensor, word: int) -> torch.Tensor:
    """A bool per word: True where the bits of ``new`` differ from ``base``'s."""
    old_words = _words(base, word, "base", copy_if_misaligned=True)
    new_words = _words(new, word, "new", copy_if_misaligned=True)
    if old_words.numel() != new_words.numel():
        raise ValueError(
            f"base has {old_words.numel() * word} bytes and new {new_words.numel() * word}: "
            "a delta needs two versions of the same bucket"
        )
    if old_words.device != new_words.device:
        raise ValueError(f"base is on {old_words.device} and new on {new_words.device}")
    return old_words != new_words


def density(base: torch.Tensor, new: torch.Tensor, word: int) -> float:
    """The fraction of ``word``-byte words whose bits differ (0.0 for an empty bucket)."""
    mask = changed_mask(base, new, word)
    return int(torch.count_nonzero(mask)) / mask.numel() if mask.numel() else 0.0


def encode(base: torch.Tensor, new: torch.Tensor, word: int) -> EncodedDelta:
    """The change from ``base`` to ``new`` (same size, any contiguous tensors, compared as
    bytes), in the smallest of the three encodings. Neither input is modified."""
    mask = changed_mask(base, new, word)
    new_words = _words(new, word, "new", copy_if_misaligned=True)
    words = mask.numel()
    changed = int(torch.count_nonzero(mask))
    kind = choose(words, changed, word)
    if kind == "whole":
        return EncodedDelta("whole", as_bytes(new), changed, words, word)
    size = sizes(words, changed, word)[kind]
    payload = torch.empty(size, dtype=torch.uint8, device=new_words.device)
    at = _layout(kind, changed, word)
    values = payload[at["values"] : at["values"] + changed * word].view(new_words.dtype)
    if kind == "indices":
        index = mask.nonzero().view(-1)
        torch.index_select(new_words, 0, index, out=values)
        payload[at["indices"] : at["indices"] + INDEX_BYTES * changed].view(torch.int32).copy_(
            index
        )
    else:
        values.copy_(new_words[mask])
        payload[at["bitmap"] :].copy_(pack_bits(mask))
    return EncodedDelta(kind, payload, changed, words, word)


def apply(
    base: torch.Tensor,
    kind: DeltaKind | str,
    changed: int,
    payload: torch.Tensor,
    word: int,
    *,
    bucket_nbytes: int | None = None,
    nbytes: int | None = None,
) -> None:
    """Patch ``base`` (the receiver's copy of the base version, contiguous, on any device)
    in place into the new version. ValueError, before any byte of ``base`` changes, when
    the payload's size or contents do not fit the header or ``base`` is not the bucket's
    size (``bucket_nbytes``, when given; an ``indices`` delta cannot tell otherwise)."""
    if kind not in KINDS:
        raise ValueError(f"unknown delta kind {kind!r} (known: {', '.join(KINDS)})")
    target = _words(base, word, "base", copy_if_misaligned=False)
    words = target.numel()
    if bucket_nbytes is not None and bucket_nbytes != words * word:
        raise ValueError(f"base has {words * word} bytes, the delta's bucket {bucket_nbytes}")
    expected = encoded_size(kind, changed, words * word, word)
    if payload.dtype is not torch.uint8 or payload.dim() != 1:
        raise ValueError(
            f"payload must be a 1-D uint8 tensor, got {payload.dtype} {payload.dim()}-D"
        )
    if payload.numel() != expected or (nbytes is not None and nbytes != expected):
        raise ValueError(
            f"payload has {payload.numel()} bytes (header: {nbytes}); a {kind} delta of "
            f"{changed} changed {word}-byte words in {words} expects {expected}"
        )
    payload = payload.to(target.device)
    if kind == "whole":
        target.copy_(_section(payload, 0, words, target.dtype))
        return
    at = _layout(kind, changed, word)
    values = _section(payload, at["values"], changed, target.dtype)
    if kind == "indices":
        index = _section(payload, at["indices"], changed, torch.int32).long()
        if changed:
            bad = (index[0] < 0) | (index[-1] >= words) | (index[1:] <= index[:-1]).any()
            if bool(bad):
                raise ValueError(
                    f"payload: indices must ascend strictly within 0..{words - 1} "
                    f"(first {int(index[0])}, last {int(index[-1])})"
                )
        target.index_copy_(0, index, values)
        return
    bits = unpack_bits(payload[at["bitmap"] :])
    mask = bits[:words]
    found, tail = torch.stack(
        [torch.count_nonzero(mask), torch.count_nonzero(bits[words:])]
    ).tolist()
    if found != changed or tail:
        raise ValueError(
            f"payload: the bitmap marks {found} words (and {tail} past the bucket's "
            f"{words}), the header {changed}"
        )
    target[mask] = values


def apply_header(base: torch.Tensor, payload: torch.Tensor, header: DeltaBucket) -> None:
    """``apply`` with the fields of a bucket's header (``EncodedDelta.header()``)."""
    apply(
        base, header.kind, header.changed, payload, header.word,
        bucket_nbytes=header.bucket_nbytes, nbytes=header.nbytes,
    )  # fmt: skip


def patch_bucket(
    bucket: Bucket,
    base: Mapping[str, torch.Tensor] | Sequence[torch.Tensor],
    into: torch.Tensor,
    payload: torch.Tensor,
    header: DeltaBucket,
    base_checksum: str,
    where: str,
    algorithm: ChecksumAlgorithm,
) -> bool:
    """``bucket``'s new version in ``into``: packed from ``base`` (the receiver's live
    weights), then patched by ``payload``. Returns whether ``base`` hashed to the delta's
    ``base_checksum`` on the way (``where``: the bucket, for the warning if not): a bucket
    changed behind the sync's back is still patched, and its checksum after the patch fails
    the vote, whatever the patch wrote."""
    running = Checksummer(algorithm)
    pack(bucket, base, into, running.update)
    held = running.hexdigest() == base_checksum
    if not held:
        log.warning(
            "%s: the weights here do not hash to the delta's base (changed behind the sync): "
            "the vote will refuse it",
            where,
        )
    apply_header(into[: bucket.nbytes], payload, header)
    return held
