"""What both SGLang peers share, written from the facts in SGLang's source (notes: the module
docstrings of ``sglang_server`` and ``sglang_trainer``): the group's rendezvous keys, a
broadcast with a deadline, SGLang's dtype strings, the ``flattened_bucket`` byte layout and the
``/weights_checker`` checksums. No SGLang code; only torch.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import math
from collections.abc import Iterable, Sequence
from typing import Any

import torch
from torch._C._distributed_c10d import BroadcastOptions, PrefixStore, ProcessGroupGloo, TCPStore

DEFAULT_GROUP = "weight_update_group"  # SGLang's default group_name
# dtypes this gloo broadcasts in place; any other travels as its bytes (the same bytes on the
# wire, so either side may pick either form).
GLOO_NATIVE = frozenset(
    {
        torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.bfloat16,
        torch.float32, torch.float64, torch.bool,
    }
)  # fmt: skip


def _delta(seconds: float) -> datetime.timedelta:
    return datetime.timedelta(seconds=max(seconds, 0.001))


def connect_store(
    address: str, port: int, world_size: int, *, master: bool, timeout_s: float
) -> TCPStore:
    """Rank 0 (the trainer) hosts the store; every engine rank is a client of it."""
    return TCPStore(
        address,
        port,
        world_size,
        is_master=master,
        timeout=_delta(timeout_s),
        wait_for_workers=not master,
    )


def join_group(
    store: TCPStore, group_name: str, rank: int, world_size: int, timeout_s: float
) -> Any:
    """A gloo group under the keys SGLang's ``init_custom_process_group`` produces:
    ``PrefixStore(group_name)``, then torch's group helper adds ``{group_name}/`` and ``cpu/``.
    Blocks until every rank joined (gloo connects the full mesh) or ``timeout_s`` passed.
    Built directly (never registered with torch), so one process may hold several."""
    keys = PrefixStore("cpu/", PrefixStore(f"{group_name}/", PrefixStore(group_name, store)))
    return ProcessGroupGloo(keys, rank, world_size, _delta(timeout_s))


def start_broadcast(group: Any, tensor: torch.Tensor, *, timeout_s: float, src: int = 0) -> Any:
    """Issue a broadcast of ``tensor`` (in place) from group rank ``src``; the returned work
    completes, or fails once ``timeout_s`` passed."""
    payload = tensor if tensor.dtype in GLOO_NATIVE else tensor.reshape(-1).view(torch.uint8)
    options = BroadcastOptions()
    options.rootRank, options.rootTensor, options.timeout = src, 0, _delta(timeout_s)
    return group.broadcast([payload], options)


def broadcast(group: Any, tensor: torch.Tensor, *, timeout_s: float, src: int = 0) -> None:
    """Broadcast ``tensor`` in place from group rank ``src``; raises once ``timeout_s`` passed."""
    start_broadcast(group, tensor, timeout_s=timeout_s, src=src).wait(_delta(timeout_s))


def shutdown(group: Any) -> None:
    with contextlib.suppress(RuntimeError, AttributeError):  # dead or closed: nothing to free
        group.shutdown()


def dtype_name(dtype: torch.dtype) -> str:
    """SGLang's spelling: ``"bfloat16"``, never ``"torch.bfloat16"``."""
    return str(dtype).removeprefix("torch.")


def parse_dtype(name: object) -> torch.dtype:
    """As SGLang reads a dtype string (an attribute of torch), refusing anything else."""
    found = getattr(torch, name, None) if isinstance(name, str) else None
    if not isinstance(found, torch.dtype):
        raise ValueError(f"module 'torch' has no dtype {name!r}")
    return found


# -- flattened_bucket ---------------------------------------------------------------------------


def bucket_offsets(dtypes: Sequence[torch.dtype], shapes: Sequence[Sequence[int]]) -> list[int]:
    """Byte offsets of each tensor in the flat uint8 buffer, plus its total at the end: the
    tensors' row-major bytes in request order, with no padding between them."""
    offsets = [0]
    for dtype, shape in zip(dtypes, shapes, strict=True):
        offsets.append(offsets[-1] + math.prod(shape) * dtype.itemsize)
    return offsets


def pack_bucket(tensors: Sequence[torch.Tensor]) -> torch.Tensor:
    return torch.cat([t.detach().contiguous().reshape(-1).view(torch.uint8) for t in tensors])


def unpack_bucket(
    flat: torch.Tensor, dtypes: Sequence[torch.dtype], shapes: Sequence[Sequence[int]]
) -> list[torch.Tensor]:
    offsets = bucket_offsets(dtypes, shapes)
    return [
        flat[offsets[i] : offsets[i + 1]].view(dtype).reshape(tuple(shape))
        for i, (dtype, shape) in enumerate(zip(dtypes, shapes, strict=True))
    ]


# -- /weights_checker --------------------------------------------------------------------------


def tensor_checksum(tensor: torch.Tensor) -> str:
    """SGLang's per-tensor value for a CPU tensor: the first 64 bits of the SHA-256 of its raw
    bytes, as 16 hex digits (a GPU server hashes with its own kernel instead)."""
    raw = tensor.detach().cpu().contiguous().reshape(-1).view(torch.uint8)
    return hashlib.sha256(raw.numpy().tobytes()).hexdigest()[:16]


def gpu_checksum(checksums: dict[str, str]) -> str:
    """``per_gpu_checksum``: SHA-256 over the names in sorted order, each name then its value."""
    digest = hashlib.sha256()
    for name in sorted(checksums):
        digest.update(name.encode())
        digest.update(checksums[name].encode())
    return digest.hexdigest()


def engine_checksum(per_gpu: Iterable[str]) -> str:
    """``per_engine_checksum``: SHA-256 over every rank's ``per_gpu_checksum``, in rank order."""
    digest = hashlib.sha256()
    for value in per_gpu:
        digest.update(value.encode())
    return digest.hexdigest()


def model_checksums(named: Iterable[tuple[str, torch.Tensor]]) -> dict[str, str]:
    return {name: tensor_checksum(tensor) for name, tensor in named}
