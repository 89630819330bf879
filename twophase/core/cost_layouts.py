"""The pairs of a sync at a scale no plan is built for, pure (issue 38): every (trainer rank,
receiver rank) pair's bytes, from each tensor's shape, the trainer's FSDP2 sharding and the
servers' tensor-parallel split, computed per tensor as interval overlaps (numpy), where
``core/reshard.plan_transfers`` would compare boxes one by one. The same layouts as a real
sharded sync: FSDP2 puts rank r's ``ceil(d0 / N)`` rows of dim 0 on it; a tensor-parallel
rank holds its part of the split dim (``tp_dim``); every other tensor whole.

``tp_dim`` is the usual split of a transformer's tensors (Megatron's, vLLM's): q, k, v, gate,
up, the embeddings and the LM head by their output rows; o and down by their input columns;
experts stacked in one tensor (``(E, out, in)``) the same within each expert; norms, routers
and low-rank MLA down-projections whole.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box, Layout

COLUMN = ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj", "q_b_proj", "kv_b_proj",
          "embed_tokens", "lm_head", "gate_up_proj")  # fmt: skip
ROW = ("o_proj", "down_proj")


def tp_dim(name: str, shape: Sequence[int]) -> int | None:
    """The dim a tensor-parallel server splits ``name`` by (None: every rank holds it whole)."""
    if len(shape) < 2:
        return None
    module = name.removesuffix(".weight").rsplit(".", 1)[-1]
    stacked = len(shape) == 3  # experts: (E, out, in)
    if module in COLUMN:
        return 1 if stacked else 0
    if module in ROW:
        return 2 if stacked else 1
    return None


def _chunks(size: int, parts: int) -> tuple[np.ndarray, np.ndarray]:
    """The [start, stop) of each of ``parts`` chunks of ``size``, as torch's chunking (and
    FSDP2's) cuts them: ``ceil(size / parts)`` each, the last ones short or empty."""
    step = math.ceil(size / parts) if size else 0
    starts = np.minimum(np.arange(parts) * step, size)
    return starts, np.minimum(starts + step, size)


def fsdp2_layouts(specs: Sequence[TensorSpec], ranks: int) -> list[Layout]:
    """What each of ``ranks`` FSDP2 ranks holds of each tensor: its chunk of dim 0 (a
    scalar: rank 0, whole)."""
    out: list[dict[str, list[Box]]] = [{} for _ in range(ranks)]
    for spec in specs:
        if not spec.shape:
            out[0][spec.name] = [Box.whole(spec.shape)]
            continue
        starts, stops = _chunks(spec.shape[0], ranks)
        for rank, (start, stop) in enumerate(zip(starts.tolist(), stops.tolist(), strict=True)):
            if stop > start:
                out[rank][spec.name] = [Box.along(spec.shape, 0, start, stop - start)]
    return list(out)


def tp_layouts(specs: Sequence[TensorSpec], tp: int) -> list[Layout]:
    """What each of a server's ``tp`` ranks holds of each tensor (``tp_dim``'s split; a
    tensor not split: whole)."""
    out: list[dict[str, list[Box]]] = [{} for _ in range(tp)]
    for spec in specs:
        dim = tp_dim(spec.name, spec.shape) if tp > 1 else None
        if dim is None:
            for layout in out:
                layout[spec.name] = [Box.whole(spec.shape)]
            continue
        starts, stops = _chunks(spec.shape[dim], tp)
        for rank, (start, stop) in enumerate(zip(starts.tolist(), stops.tolist(), strict=True)):
            out[rank][spec.name] = [Box.along(spec.shape, dim, start, stop - start)]
    return list(out)


@dataclass(frozen=True)
class PairBytes:
    """Every (trainer rank, receiver rank) pair's bytes for one server of ``tp`` ranks (each
    server of a sync takes the same), as a ``trainers x tp`` matrix."""

    matrix: np.ndarray

    @property
    def per_server(self) -> int:
        return int(self.matrix.sum())

    def pairs(self, servers: int) -> dict[tuple[int, int], float]:
        """The pairs of ``servers`` such servers, receiver ranks numbered server by server."""
        trainers, tp = self.matrix.shape
        return {
            (s, server * tp + t): float(self.matrix[s, t])
            for server in range(servers)
            for s in range(trainers)
            for t in range(tp)
            if self.matrix[s, t]
        }


def pair_bytes(specs: Sequence[TensorSpec], trainers: int, tp: int) -> PairBytes:
    """Every pair's bytes from ``trainers`` FSDP2 ranks into one server of ``tp`` ranks."""
    matrix = np.zeros((trainers, tp), dtype=np.float64)
    for spec in specs:
        shape = spec.shape
        if not shape:
            matrix[0, :] += spec.nbytes  # a scalar: rank 0 holds it
            continue
        row = spec.nbytes / shape[0] if shape[0] else 0.0
        s_start, s_stop = _chunks(shape[0], trainers)
        rows = (s_stop - s_start).astype(np.float64)
        dim = tp_dim(spec.name, shape) if tp > 1 else None
        if dim is None:  # whole on every rank: each trainer rank's rows to each
            matrix += np.outer(rows * row, np.ones(tp))
        elif dim == 0:  # both split the rows: their overlaps
            r_start, r_stop = _chunks(shape[0], tp)
            low = np.maximum.outer(s_start, r_start)
            high = np.minimum.outer(s_stop, r_stop)
            matrix += np.clip(high - low, 0, None) * row
        else:  # the trainer's rows, the server's share of another dim
            r_start, r_stop = _chunks(shape[dim], tp)
            share = (r_stop - r_start) / shape[dim]
            matrix += np.outer(rows * row, share)
    return PairBytes(matrix)
