"""The pause a staged apply costs inference: how long the weights' write lock is held to
publish a synced model, per method and size. The copy swap (the path of appliers that need
fixed addresses) against the zero-copy reference swap (``ModuleApplier``'s default), each the
very call ``RankHost.apply`` makes under the lock, on a model of ``tensors`` tensors whose
new values sit in received-bucket views, as after a staged receive."""

from __future__ import annotations

import statistics
import time
from typing import Any

import torch

from twophase.receiver.appliers import ModuleApplier
from twophase.receiver.rank_model import swap_in
from twophase.receiver.rwlock import RWLock
from twophase.tools.bench.report import target

PAUSE_TARGET_MS = 1.0
LOCK_TIMEOUT_S = 600.0


class _Model(torch.nn.Module):
    def __init__(self, tensors: int, numel: int) -> None:
        super().__init__()
        self.weights = torch.nn.ParameterList(
            torch.nn.Parameter(torch.randn(numel), requires_grad=False) for _ in range(tensors)
        )


def _received(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    """The model's tensors as views of one received flat buffer (new values)."""
    state = model.state_dict()
    total = sum(t.numel() for t in state.values())
    flat = torch.randn(total)
    out, offset = {}, 0
    for name, tensor in state.items():
        out[name] = flat[offset : offset + tensor.numel()].view(tensor.shape)
        offset += tensor.numel()
    return out


def apply_pauses(size_mb: float, tensors: int = 500, repeats: int = 3) -> dict[str, float]:
    """Median milliseconds the write lock is held: ``copy`` and ``zero_copy``."""
    numel = max(1, int(size_mb * 2**20 / 4 / tensors))
    model, lock = _Model(tensors, numel), RWLock()
    copying = ModuleApplier(model, zero_copy=False)
    swapping = ModuleApplier(model)
    staged = _received(model)
    times: dict[str, list[float]] = {"copy": [], "zero_copy": []}
    for _ in range(repeats):
        started = time.perf_counter()
        with lock.write(LOCK_TIMEOUT_S):
            swap_in(copying, staged, torch.device("cpu"))
        times["copy"].append(time.perf_counter() - started)
        started = time.perf_counter()
        with lock.write(LOCK_TIMEOUT_S):
            replaced = swapping.rebind(staged)
        times["zero_copy"].append(time.perf_counter() - started)
        swapping.rebind(dict(reversed(replaced.items())))  # the model's own storage again
    return {method: statistics.median(t) * 1e3 for method, t in times.items()}


def pause_targets(sizes: list[float], tensors: int) -> list[dict[str, Any]]:
    """One target line per size: the zero-copy pause against ``PAUSE_TARGET_MS``."""
    out = []
    for size in sizes:
        pauses = apply_pauses(size, tensors)
        text = (
            f"the apply's pause {pauses['zero_copy']:.3f} ms zero-copy, {pauses['copy']:.1f} ms "
            f"by copy swap (target <= {PAUSE_TARGET_MS:g} ms)"
        )
        out.append(
            target(
                "apply_pause", f"{size:g} MB, {tensors} tensors", None,
                pauses["zero_copy"] <= PAUSE_TARGET_MS, text,
                copy_ms=round(pauses["copy"], 3), zero_copy_ms=round(pauses["zero_copy"], 3),
            )
        )  # fmt: skip
    return out
