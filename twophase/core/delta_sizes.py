"""The sizes of a delta's encodings (``core/delta.py``), from its header's numbers alone: what
a receiver posts a receive of, and what prepare's ``DeltaBucket`` checks its ``nbytes`` by.
No tensors here, and no import of the rest of ``core``: the wire models ask it."""

from __future__ import annotations

from typing import Literal

DeltaKind = Literal["indices", "bitmap", "whole"]
# On equal sizes the earlier kind wins: whole is a plain copy at the receiver, and a bitmap
# needs no index tensor.
KINDS: tuple[DeltaKind, ...] = ("whole", "bitmap", "indices")
WORD_SIZES = (1, 2, 4, 8)
INDEX_BYTES = 4  # int32 word indices: an indices delta addresses up to 2**31 - 1 words
_MAX_INDEXED_WORDS = 2**31 - 1


def check_word(word: int) -> None:
    if word not in WORD_SIZES:
        raise ValueError(f"word must be one of {WORD_SIZES} bytes, got {word}")


def sizes(words: int, changed: int, word: int) -> dict[DeltaKind, int]:
    """Each encoding's payload bytes for ``changed`` of ``words`` words of ``word`` bytes.
    ``indices`` is left out above 2**31 - 1 words (its indices are int32)."""
    check_word(word)
    if not 0 <= changed <= words:
        raise ValueError(f"changed must be within 0..{words}, got {changed}")
    out: dict[DeltaKind, int] = {"whole": words * word, "bitmap": -(-words // 8) + changed * word}
    if words <= _MAX_INDEXED_WORDS:
        out["indices"] = changed * (INDEX_BYTES + word)
    return out


def choose(words: int, changed: int, word: int) -> DeltaKind:
    """The smallest encoding (ties in ``KINDS`` order: whole, bitmap, indices)."""
    options = sizes(words, changed, word)
    return min((kind for kind in KINDS if kind in options), key=lambda kind: options[kind])


def encoded_size(kind: DeltaKind, changed: int, bucket_nbytes: int, word: int) -> int:
    """The payload bytes a receiver posts a receive of, from a delta's header."""
    words = word_count(bucket_nbytes, word, "bucket_nbytes")
    options = sizes(words, changed, word)
    if kind not in options:
        raise ValueError(f"unknown or unusable delta kind {kind!r} for {words} words")
    return options[kind]


def word_count(nbytes: int, word: int, what: str) -> int:
    check_word(word)
    if nbytes < 0 or nbytes % word:
        raise ValueError(f"{what}: {nbytes} bytes is not a whole number of {word}-byte words")
    return nbytes // word
