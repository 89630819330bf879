"""vLLM 0.33's ``ParamMeta`` (owners, a row-major mesh, ``Replicate``/``Shard`` placements) as
the boxes a sharded sync plans from (``twophase/engines/vllm/sharded_source.py``). vLLM's own
classes are stood in for by ones of the same names and fields, as the module reads them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import torch

from twophase.core.layouts import Box
from twophase.engines.vllm.sharded_source import held_boxes, source_shards
from twophase.errors import ManifestError


@dataclass(frozen=True)
class Replicate:
    pass


@dataclass(frozen=True)
class Shard:
    dim: int


@dataclass(frozen=True)
class ParamMeta:
    name: str
    dtype: torch.dtype
    shape: tuple[int, ...]
    owners: tuple[int, ...] | None = None
    mesh_shape: tuple[int, ...] | None = None
    placements: tuple[object, ...] | None = None


def test_every_owner_of_a_2d_mesh_holds_what_torch_chunk_gives_it() -> None:
    """Owners 4..7 on a 2 x 2 mesh, rows over the outer axis, columns over the inner; a
    rank that owns nothing holds nothing; every owner's pieces tile the tensor once."""
    full = torch.arange(48.0).reshape(6, 8)
    meta = ParamMeta(
        "w", torch.float32, (6, 8), owners=(4, 5, 6, 7), mesh_shape=(2, 2),
        placements=(Shard(0), Shard(1)),
    )  # fmt: skip
    seen = torch.zeros(6, 8)
    for index, rank in enumerate(meta.owners or ()):
        (box,) = held_boxes(meta, rank)
        row, column = divmod(index, 2)
        expected = full.chunk(2, 0)[row].chunk(2, 1)[column]
        assert torch.equal(full[box.index()], expected), (rank, box)
        seen[box.index()] += 1
    assert torch.equal(seen, torch.ones(6, 8))
    assert held_boxes(meta, 0) == []


def test_replicas_nested_shards_and_plain_parameters() -> None:
    whole = Box.whole((5, 3))
    everyone = ParamMeta("a", torch.float32, (5, 3))
    assert held_boxes(everyone, 3) == [whole]
    replicated = ParamMeta("b", torch.float32, (5, 3), owners=(0, 1), placements=None)
    assert held_boxes(replicated, 1) == [whole]
    # Two mesh axes sharding one dim nest, outer first: 5 rows over 2 then 2.
    nested = ParamMeta(
        "c", torch.float32, (5, 3), owners=(0, 1, 2, 3), mesh_shape=(2, 2),
        placements=(Shard(0), Shard(0)),
    )  # fmt: skip
    rows = [held_boxes(nested, rank)[0].ranges[0] for rank in range(4)]
    assert rows == [(0, 2), (2, 3), (3, 4), (4, 5)]
    # More ranks than rows: the last one holds none (torch.chunk gives it nothing).
    thin = ParamMeta("d", torch.float32, (2, 3), owners=(0, 1, 2), placements=(Shard(0),))
    assert [held_boxes(thin, rank) for rank in range(3)][2] == []


def test_source_shards_pairs_each_piece_with_its_box_and_names_one_that_does_not_fit() -> None:
    metas = [
        ParamMeta("w", torch.float32, (4, 2), owners=(0, 1), placements=(Shard(0),)),
        ParamMeta("b", torch.float32, (2,)),
    ]
    full = {"w": torch.arange(8.0).reshape(4, 2), "b": torch.ones(2)}

    def local(rank: int, rows: int = 2) -> Iterator[tuple[str, torch.Tensor]]:
        yield "w", full["w"][rank * 2 : rank * 2 + rows]
        yield "b", full["b"]

    declared, shards, specs = source_shards(metas, local(1), 1)
    assert declared == {"w": [Box(((2, 4), (0, 2)))], "b": [Box.whole((2,))]}
    assert torch.equal(shards["w"][0][1], full["w"][2:4])
    assert [(s.name, s.shape) for s in specs] == [("w", (4, 2)), ("b", (2,))]
    with pytest.raises(ManifestError, match=r"rank 1: w: iter_local yields \[1, 2\]"):
        source_shards(metas, local(1, rows=1), 1)
    with pytest.raises(ManifestError, match="did not yield b"):
        source_shards(metas, iter([("w", full["w"][2:4])]), 1)
