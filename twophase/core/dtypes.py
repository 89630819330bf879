"""dtype names on the wire: canonical ``"bfloat16"``; ``"torch.bfloat16"`` and torch's
aliases (``"half"``, ``"float"``, ``"long"``...) are accepted and normalised.

Every dtype torch defines is covered, float8 and sub-byte types included, by reading them
off the ``torch`` module rather than listing them by hand.
"""

from __future__ import annotations

import torch


def _collect() -> tuple[dict[str, torch.dtype], dict[torch.dtype, str]]:
    by_name: dict[str, torch.dtype] = {}
    canonical: dict[torch.dtype, str] = {}
    for attr in dir(torch):
        value = getattr(torch, attr)
        if isinstance(value, torch.dtype):
            by_name[attr] = value
            canonical[value] = str(value).removeprefix("torch.")
    for dtype, name in canonical.items():
        by_name[name] = dtype
    return by_name, canonical


_BY_NAME, _CANONICAL = _collect()

# Every canonical dtype name, sorted (for docs and error messages).
DTYPE_NAMES: tuple[str, ...] = tuple(sorted(_CANONICAL.values()))


def normalize_dtype_name(name: str) -> str:
    """``"torch.bfloat16"`` or ``"bfloat16"`` -> ``"bfloat16"``; ValueError if unknown."""
    return dtype_name(parse_dtype(name))


def parse_dtype(name: str) -> torch.dtype:
    key = name.removeprefix("torch.")
    try:
        return _BY_NAME[key]
    except KeyError:
        raise ValueError(f"unknown dtype {name!r} (known: {', '.join(DTYPE_NAMES)})") from None


def dtype_name(dtype: torch.dtype) -> str:
    """The canonical wire name of a torch dtype, e.g. ``torch.float16`` -> ``"float16"``."""
    return _CANONICAL[dtype]
