"""The resharding plan (``twophase.core.reshard``) and the layouts it works on
(``twophase.core.layouts``): properties over random shapes, placements and world sizes, and
the layouts checked against real DTensors."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
import torch
import torch.multiprocessing as mp
from hypothesis import given, settings
from hypothesis import strategies as st
from torch.distributed.tensor import Replicate, Shard

from tests.helpers import free_port
from twophase.core.layouts import Box, dtensor_layout, placement_boxes, shard_range
from twophase.core.reshard import TransferPlan, plan_transfers
from twophase.errors import ManifestError

Placements = list[object]


def mesh_layouts(
    tensors: Sequence[tuple[str, tuple[int, ...]]],
    mesh_shape: tuple[int, ...],
    placements: Sequence[Placements],
) -> list[dict[str, list[Box]]]:
    """Every rank of a mesh (row-major) and what it holds of each tensor."""
    layouts = []
    for coordinate in _coordinates(mesh_shape):
        layout: dict[str, list[Box]] = {}
        for (name, shape), placement in zip(tensors, placements, strict=True):
            box = placement_boxes(shape, mesh_shape, placement, coordinate)
            layout[name] = [] if box.empty else [box]
        layouts.append(layout)
    return layouts


def _coordinates(mesh_shape: tuple[int, ...]) -> list[tuple[int, ...]]:
    if not mesh_shape:
        return [()]
    return [(i, *rest) for i in range(mesh_shape[0]) for rest in _coordinates(mesh_shape[1:])]


@st.composite
def scenarios(draw: st.DrawFn) -> tuple[list[tuple[str, tuple[int, ...]]], list, list]:
    """Random tensors; senders on a 1-D or 2-D mesh (FSDP's Shard(0), HSDP's replicas of it,
    or anything else); receivers on a TP mesh with Shard(d) or Replicate per tensor."""
    count = draw(st.integers(1, 4))
    tensors = [
        (f"t{i}", tuple(draw(st.lists(st.integers(1, 9), min_size=1, max_size=3))))
        for i in range(count)
    ]
    sender_mesh = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=2)))
    receiver_mesh = (draw(st.integers(1, 4)),)

    def placement(shape: tuple[int, ...], dims: int) -> Placements:
        return [
            draw(st.sampled_from([Replicate(), *(Shard(d) for d in range(len(shape)))]))
            for _ in range(dims)
        ]

    holdings = mesh_layouts(
        tensors, sender_mesh, [placement(s, len(sender_mesh)) for _, s in tensors]
    )
    needs = mesh_layouts(tensors, receiver_mesh, [placement(s, 1) for _, s in tensors])
    return tensors, holdings, needs


def coverage(plan: TransferPlan, receiver: int, name: str, shape: tuple[int, ...]) -> torch.Tensor:
    """How many times each element of ``name`` reaches ``receiver``."""
    count = torch.zeros(shape, dtype=torch.int32)
    index = plan.names.index(name)
    for (_, to), moves in plan.pairs.items():
        for move in moves:
            if to == receiver and move.tensor == index:
                count[move.box.index()] += 1
    return count


@settings(max_examples=300, deadline=None)
@given(scenarios())
def test_every_receiver_gets_exactly_what_it_needs_once_from_a_holder(
    scenario: tuple[list[tuple[str, tuple[int, ...]]], list, list],
) -> None:
    tensors, holdings, needs = scenario
    plan = plan_transfers(tensors, holdings, needs)
    for r, needed in enumerate(needs):
        for name, shape in tensors:
            want = torch.zeros(shape, dtype=torch.int32)
            for box in needed.get(name, []):
                want[box.index()] = 1
            assert torch.equal(coverage(plan, r, name, shape), want), (name, r)
    for (sender, _), moves in plan.pairs.items():
        for move in moves:
            held = holdings[sender].get(plan.names[move.tensor], [])
            assert any(box.contains(move.box) for box in held), (sender, move)
    reordered = [dict(reversed(list(layout.items()))) for layout in holdings]
    again = plan_transfers(tensors, reordered, needs)
    assert again.digest() == plan.digest() and again.pairs == plan.pairs


@settings(max_examples=100, deadline=None)
@given(
    st.integers(2, 4),
    st.integers(1, 4),
    st.lists(st.integers(1, 64), min_size=1, max_size=6),
)
def test_replicas_share_the_sending(replicas: int, tp: int, rows: list[int]) -> None:
    """Every sender holds everything: no sender sends more than one piece (the largest) over
    the fair share."""
    tensors = [(f"t{i}", (n, 4)) for i, n in enumerate(rows)]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    needs = mesh_layouts(tensors, (tp,), [[Shard(0)] for _ in tensors])
    plan = plan_transfers(tensors, [everything] * replicas, needs)
    loads = [plan.sent_elements[s] for s in range(replicas)]
    largest = max(move.box.numel for moves in plan.pairs.values() for move in moves)
    assert max(loads) - min(loads) <= largest, loads


def test_fsdp_shards_into_rowwise_tp_meet_in_boxes() -> None:
    """FSDP2's Shard(0) over 2 trainer ranks into a TP 2 server that splits dim 1: each pair
    moves the quarter where the two shards meet, one box each."""
    tensors = [("w", (4, 6))]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]])
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]])
    plan = plan_transfers(tensors, holdings, needs)
    assert {pair: [m.box for m in moves] for pair, moves in plan.pairs.items()} == {
        (0, 0): [Box(((0, 2), (0, 3)))],
        (0, 1): [Box(((0, 2), (3, 6)))],
        (1, 0): [Box(((2, 4), (0, 3)))],
        (1, 1): [Box(((2, 4), (3, 6)))],
    }


def test_a_fused_need_of_several_boxes_and_explicit_layouts() -> None:
    """A receiver rank of a fused qkv parameter needs several row ranges of one checkpoint
    tensor; a sender holds it whole: the moves are those ranges, merged where they touch."""
    tensors = [("qkv", (12, 2))]
    needs = [{"qkv": [Box.along((12, 2), 0, 0, 2), Box.along((12, 2), 0, 2, 2),
                      Box.along((12, 2), 0, 8, 2)]}]  # fmt: skip
    plan = plan_transfers(tensors, [{"qkv": [Box.whole((12, 2))]}], needs)
    assert [m.box for m in plan.moves(0, 0)] == [
        Box(((0, 4), (0, 2))),
        Box(((8, 10), (0, 2))),
    ]


def test_what_cannot_be_planned_is_named() -> None:
    tensors = [("w", (4, 4))]
    half = {"w": [Box.along((4, 4), 0, 0, 2)]}
    with pytest.raises(ManifestError, match=r"receiver rank 0 needs w\[2:4, 0:4\]"):
        plan_transfers(tensors, [half], [{"w": [Box.whole((4, 4))]}])
    with pytest.raises(ManifestError, match="outside its shape"):
        plan_transfers(tensors, [{"w": [Box.along((4, 4), 0, 2, 3)]}], [half])
    overlapping = {"w": [Box.along((4, 4), 0, 0, 3), Box.along((4, 4), 0, 2, 2)]}
    with pytest.raises(ManifestError, match="overlap"):
        plan_transfers(tensors, [{"w": [Box.whole((4, 4))]}], [overlapping])
    with pytest.raises(ManifestError, match="no tensor 'x'"):
        plan_transfers(tensors, [{"x": []}], [half])


@pytest.mark.parametrize(("size", "parts"), [(7, 3), (2, 4), (12, 4), (0, 2), (5, 1)])
def test_shard_ranges_are_torch_chunks(size: int, parts: int) -> None:
    chunks = torch.arange(size).chunk(parts) if size else ()
    ranges = [shard_range(size, parts, i) for i in range(parts)]
    for i, (start, stop) in enumerate(ranges):
        expected = chunks[i].tolist() if i < len(chunks) else []
        assert list(range(start, stop)) == expected


def _dtensor_rank(rank: int, port: int, results: dict[int, list[str]]) -> None:
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import distribute_tensor

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=4)
    try:
        full = torch.arange(7 * 5 * 3, dtype=torch.float32).reshape(7, 5, 3)
        wrong = []
        for mesh_shape, placements in [
            ((4,), [Shard(0)]),
            ((4,), [Shard(1)]),
            ((4,), [Replicate()]),
            ((2, 2), [Replicate(), Shard(0)]),
            ((2, 2), [Shard(0), Shard(0)]),
            ((2, 2), [Shard(2), Shard(1)]),
        ]:
            mesh = init_device_mesh("cpu", mesh_shape)
            tensor = distribute_tensor(full, mesh, placements)
            (boxes,) = dtensor_layout([("x", tensor)]).values()
            local = tensor.to_local()
            same = torch.equal(full[boxes[0].index()], local) if boxes else local.numel() == 0
            if not same:
                wrong.append(f"{mesh_shape} {placements}: {boxes} vs local {list(local.shape)}")
        results[rank] = wrong
    finally:
        dist.destroy_process_group()


def test_layouts_match_real_dtensors() -> None:
    """Four gloo processes distribute one tensor over 1-D and 2-D meshes; each rank's box,
    read off its DTensor, indexes exactly its local shard out of the full tensor."""
    results = mp.Manager().dict()
    mp.start_processes(
        _dtensor_rank, args=(free_port(), results), nprocs=4, join=True, start_method="spawn"
    )
    assert dict(results) == {rank: [] for rank in range(4)}


def test_a_plan_is_the_same_whatever_order_the_layouts_are_built_in() -> None:
    tensors = [(f"t{i}", (6, 6)) for i in range(5)]
    holdings = mesh_layouts(tensors, (3,), [[Shard(i % 2)] for i in range(5)])
    needs = mesh_layouts(tensors, (2,), [[Shard((i + 1) % 2)] for i in range(5)])
    shuffled = []
    for layout in holdings:
        items = list(layout.items())
        random.Random(7).shuffle(items)
        shuffled.append(dict(items))
    assert plan_transfers(tensors, shuffled, needs).digest() == (
        plan_transfers(tensors, holdings, needs).digest()
    )
