"""vLLM 0.33's trainer interface, sharded: its ``WeightSource`` says, per
parameter, which trainer ranks own it and how it is laid out over them (``ParamMeta``:
``owners`` in mesh order, a row-major ``mesh_shape``, ``Replicate``/``Shard(dim)``
placements split as ``torch.chunk`` splits), and its ``iter_local`` yields this rank's
piece. That is exactly what a sharded sync plans from: ``source_shards`` turns it into this
rank's declared boxes and its tensors for them, so every trainer rank sends its own pieces,
point to point, and none gathers a full tensor.

vLLM's placement classes are its own (not torch's); they are read here by name and field,
so this module imports nothing from vLLM.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.dtypes import dtype_name
from twophase.core.layouts import Box, placement_boxes
from twophase.errors import ManifestError
from twophase.transport.pairs import Shards


def _torch_placement(placement: Any) -> Any:
    """vLLM's ``Replicate()`` / ``Shard(dim)`` as torch's (``ManifestError`` otherwise)."""
    from torch.distributed.tensor import Replicate, Shard

    kind = type(placement).__name__
    if kind == "Replicate":
        return Replicate()
    if kind == "Shard" and isinstance(getattr(placement, "dim", None), int):
        return Shard(placement.dim)
    raise ManifestError(f"placement {placement!r} is neither Replicate nor Shard")


def held_boxes(meta: Any, rank: int) -> list[Box]:
    """The part of ``meta``'s parameter trainer rank ``rank`` holds: whole where every rank
    owns it (``owners`` None) or where its owners replicate it; none where it is not an
    owner; else its box by the placements over the mesh."""
    shape = tuple(meta.shape)
    owners = meta.owners
    if owners is None:
        return [Box.whole(shape)]
    if rank not in owners:
        return []
    if meta.placements is None:
        return [Box.whole(shape)]
    mesh_shape = tuple(meta.mesh_shape or (len(owners),))
    # The row-major coordinate of this rank, the ``position among the owners, in the mesh.
    at = torch.unravel_index(torch.tensor(list(owners).index(rank)), mesh_shape)
    placements = [_torch_placement(p) for p in meta.placements]
    box = placement_boxes(shape, mesh_shape, placements, [int(i) for i in at])
    return [] if box.empty else [box]


def source_shards(
    metadata: Sequence[Any], local: Any, rank: int
) -> tuple[dict[str, list[Box]], Shards, list[TensorSpec]]:
    """This rank's part of a vLLM ``WeightSource``: ``metadata`` (its ``ParamMeta``s) and
    ``local`` (its ``iter_local()``) as a sharded sync's declared boxes, shards and specs.
    ``ManifestError`` naming a parameter whose piece is not the shape its placements give,
    or that ``iter_local`` did not yield."""
    specs = [TensorSpec(m.name, dtype_name(m.dtype), tuple(m.shape)) for m in metadata]
    declared = {m.name: held_boxes(m, rank) for m in metadata}
    dtypes = {m.name: m.dtype for m in metadata}
    shards: dict[str, list[tuple[Box, torch.Tensor]]] = {}
    for name, tensor in local:
        boxes = declared.get(name)
        if boxes is None:
            raise ManifestError(f"iter_local yields {name!r}, which the metadata does not declare")
        if not boxes:
            continue  # an empty piece of its owner
        piece = tensor.detach()
        if tuple(piece.shape) != boxes[0].shape:
            raise ManifestError(
                f"trainer rank {rank}: {name}: iter_local yields {list(piece.shape)}, its "
                f"placements give {boxes[0].describe()}"
            )
        shards[name] = [(boxes[0], piece.to(dtypes[name]))]
    missing = [name for name, boxes in declared.items() if boxes and name not in shards]
    if missing:
        raise ManifestError(
            f"trainer rank {rank}: iter_local did not yield {missing[0]} "
            f"({len(missing)} owned parameters missing)"
        )
    return declared, shards, specs
