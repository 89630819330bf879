"""What a vLLM worker needs of each checkpoint tensor, read off vLLM's own loaders
(``twophase/engines/vllm/slices.py``, issue 25).

First the ``CheckpointPiece`` alone: any chain of the view ops a loader takes, recorded as a
box and loaded back from that box's data alone, gives exactly what the same ops give on the
real tensor; an op that needs the data is refused. Then vLLM's real ``LlamaForCausalLM`` at
TP 2 and 4 (``tests/vllm_slices_probe.py``, in a process of its own): recorded without
touching the model, reloaded from the slices alone, bit for bit the full load.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

if os.environ.get("TWOPHASE_REQUIRE_VLLM") != "1":
    pytest.importorskip("vllm", reason="vLLM is not installed: make install-vllm")

from tests.servers import ROOT
from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.engines.vllm.slices import CheckpointPiece, Unrecordable, bounding, pieces
from twophase.tools.hf import write_tiny_llama

CPU = torch.device("cpu")
View = Callable[[Any], Any]


def _view_op(draw: st.DrawFn, shape: list[int]) -> tuple[str, View]:
    """One view op valid on a tensor of ``shape``, as a loader might take it."""
    ndim = len(shape)
    if not ndim or 0 in shape:  # a scalar, or an empty view: nothing else to draw from
        return "unsqueeze(0)", lambda x: x.unsqueeze(0)
    dim = draw(st.integers(0, ndim - 1))
    n = shape[dim]
    kinds = ["narrow", "index", "slice", "chunk", "split", "unbind", "unsqueeze", "reshape"]
    kinds += ["t", "T", "transpose", "permute", "ellipsis"] if ndim >= 2 else []
    kinds += ["squeeze"] if 1 in shape else []
    kind = draw(st.sampled_from(kinds))
    if kind == "narrow":
        start = draw(st.integers(0, n - 1))
        length = draw(st.integers(1, n - start))
        return f"narrow({dim}, {start}, {length})", lambda x: x.narrow(dim, start, length)
    if kind == "index":  # along dim 0, counting from either end
        at = draw(st.integers(-shape[0], shape[0] - 1))
        return f"[{at}]", lambda x: x[at]
    if kind == "slice":  # along dim 0, possibly empty
        start, stop = draw(st.integers(-shape[0], shape[0])), draw(st.integers(-shape[0], shape[0]))
        return f"[{start}:{stop}]", lambda x: x[start:stop]
    if kind == "chunk":
        chunks = draw(st.integers(1, n))
        pick = draw(st.integers(0, len(torch.empty(shape).chunk(chunks, dim)) - 1))
        return f"chunk({chunks}, {dim})[{pick}]", lambda x: x.chunk(chunks, dim)[pick]
    if kind == "split":
        cut = draw(st.integers(0, n))
        sizes = [cut, n - cut]
        pick = draw(st.integers(0, 1))
        return f"split({sizes}, {dim})[{pick}]", lambda x: x.split(sizes, dim)[pick]
    if kind == "unbind":
        pick = draw(st.integers(0, n - 1))
        return f"unbind({dim})[{pick}]", lambda x: x.unbind(dim)[pick]
    if kind == "unsqueeze":
        at = draw(st.integers(-ndim - 1, ndim))
        return f"unsqueeze({at})", lambda x: x.unsqueeze(at)
    if kind == "reshape":  # only size-1 dims added or dropped: still a box
        new = [size for size in shape if size != 1]
        new.insert(draw(st.integers(0, len(new))), 1)
        return f"reshape({new})", lambda x: x.reshape(new)
    if kind == "t":
        return "t()", lambda x: x.t() if x.ndim == 2 else x.transpose(0, 1)
    if kind == "T":
        return ".T", lambda x: x.permute(*range(x.ndim - 1, -1, -1)) if x.ndim != 2 else x.T
    if kind == "transpose":
        other = draw(st.integers(-ndim, ndim - 1))
        return f"transpose({dim}, {other})", lambda x: x.transpose(dim, other)
    if kind == "permute":
        order = draw(st.permutations(range(ndim)))
        return f"permute({order})", lambda x: x.permute(*order)
    if kind == "ellipsis":
        at = draw(st.integers(0, shape[-1] - 1))
        return f"[..., {at}]", lambda x: x[..., at]
    squeezed = shape.index(1)
    return f"squeeze({squeezed})", lambda x: x.squeeze(squeezed)


@st.composite
def view_chains(draw: st.DrawFn) -> tuple[tuple[int, ...], list[tuple[str, View]]]:
    """A shape, and a chain of view ops valid on it (each op drawn for the shape so far)."""
    base = tuple(draw(st.lists(st.integers(1, 6), min_size=1, max_size=3)))
    probe = torch.empty(base, device="meta")
    chain: list[tuple[str, View]] = []
    for _ in range(draw(st.integers(0, 5))):
        name, op = _view_op(draw, list(probe.shape))
        chain.append((name, op))
        probe = op(probe)
    return base, chain


@settings(max_examples=200, deadline=None)
@given(view_chains())
def test_any_view_chain_records_a_box_whose_data_alone_loads_what_the_real_tensor_gives(
    drawn: tuple[tuple[int, ...], list[tuple[str, View]]],
) -> None:
    shape, chain = drawn
    ops = [name for name, _ in chain]
    real = torch.arange(float(torch.Size(shape).numel())).reshape(shape)
    spec = TensorSpec("w", "float32", shape)
    sink: dict[str, list[Box]] = {}
    recorded: Any = CheckpointPiece.whole(spec, CPU, sink=sink)
    expected = real
    for _, op in chain:
        recorded, expected = op(recorded), op(expected)
    assert recorded.shape == expected.shape, ops
    torch.empty(expected.shape).copy_(recorded)  # recorded: no data moves
    if not expected.numel():
        assert sink == {}, ops  # an empty view reads nothing
        return
    (box,) = sink["w"]
    assert box.numel == expected.numel(), (ops, box)  # exactly what the view reads
    # Loading: the same chain over a piece that holds only ``box``'s data.
    loading: Any = CheckpointPiece.whole(spec, CPU, held=[(box, real[box.index()].clone())])
    for _, op in chain:
        loading = op(loading)
    got = torch.full(expected.shape, -1.0).copy_(loading)
    assert torch.equal(got, expected), ops


def test_a_loader_that_needs_the_data_cannot_be_recorded() -> None:
    spec = TensorSpec("w", "float32", (4, 6))
    for needs_data in (
        lambda x: x * 2,
        lambda x: x.float().to(torch.float16),
        lambda x: x[torch.tensor([True, False, True, False])],
        lambda x: x.reshape(6, 4),  # mixes the checkpoint's dims: not a box
        lambda x: x.sum(),
        lambda x: x.split([1, 1], 0),  # sizes that do not add up: torch refuses them too
        lambda x: x.unsqueeze(0).t(),  # t() of 3 dims
        lambda x: torch.empty(4, 6).__setitem__(torch.tensor([0, 1]), x[:2]),  # a copy
    ):
        with pytest.raises(Unrecordable):
            needs_data(CheckpointPiece.whole(spec, CPU, sink={}))


def test_loading_reads_only_what_was_received_and_says_so_otherwise() -> None:
    spec = TensorSpec("w", "float32", (4, 6))
    real = torch.arange(24.0).reshape(4, 6)
    held = Box(((2, 4), (0, 6)))
    piece: Any = CheckpointPiece.whole(spec, CPU, held=[(held, real[2:4].clone())])
    assert piece.shape == (4, 6)  # the loaders' asserts on the full shape hold
    assert torch.equal(torch.empty(2, 6).copy_(piece.narrow(0, 2, 2)), real[2:4])
    with pytest.raises(RuntimeError, match=r"w: vLLM's loader reads \[1:3, 0:6\], but this worker"):
        torch.empty(2, 6).copy_(piece.narrow(0, 1, 2))


def test_pieces_wrap_parts_and_pass_whole_tensors_through() -> None:
    specs = [TensorSpec("a", "float32", (4, 2)), TensorSpec("b", "float32", (3,))]
    needs = {"a": [Box(((0, 2), (0, 2)))]}
    part, whole_b = torch.ones(2, 2), torch.zeros(3)
    loaded = dict(pieces({"a": part, "b": whole_b}, needs, specs))
    assert isinstance(loaded["a"], CheckpointPiece) and loaded["a"].shape == (4, 2)
    assert loaded["b"] is whole_b
    broadcast = torch.ones(4, 2)  # a broadcast sync: the whole tensor, as it is
    assert dict(pieces({"a": broadcast}, needs, specs))["a"] is broadcast
    with pytest.raises(RuntimeError, match=r"a: received \[3, 2\]"):
        dict(pieces({"a": torch.ones(3, 2)}, needs, specs))
    assert bounding([Box(((0, 2), (0, 2))), Box(((5, 6), (1, 4)))]) == Box(((0, 6), (0, 4)))


# -- vLLM's real model -------------------------------------------------------------------------


def probe(model: Path, *args: str) -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.vllm_slices_probe", str(model), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """The probe's answers: TP 2 and 4 as vLLM's loaders are, then TP 2 with some that
    compute or write (one process: vLLM's import is most of its time)."""
    model = write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), seed=0)
    return probe(model, "--sizes", "2", "4", "--touchy-sizes", "2")


def test_vllms_llama_at_tp_2_and_4_loads_bit_for_bit_from_the_recorded_slices_alone(
    answers: list[dict[str, Any]],
) -> None:
    plain = [a for a in answers if not a["touchy"]]
    ranks = [(a["tp"], a["rank"]) for a in plain]
    assert ranks == [(2, 0), (2, 1), (4, 0), (4, 1), (4, 2), (4, 3)]
    for answer in plain:
        where = f"TP {answer['tp']} rank {answer['rank']}"
        assert answer["untouched_by_recording"], where
        assert answer["differ"] == [] and answer["whole"] == {}, (where, answer)
        # Column-parallel q: its rows; row-parallel o: its columns; norms: whole.
        rows = 128 // answer["tp"]
        at = answer["rank"] * rows
        boxes = answer["boxes"]
        assert boxes["model.layers.0.self_attn.q_proj.weight"] == [f"[{at}:{at + rows}, 0:128]"]
        assert boxes["model.layers.0.self_attn.o_proj.weight"] == [f"[0:128, {at}:{at + rows}]"]
        assert "model.norm.weight" not in boxes
        assert answer["received"] < answer["checkpoint"] * (1.5 / answer["tp"]), where


def test_a_loader_that_computes_on_the_data_or_writes_takes_that_tensor_whole_and_says_why(
    answers: list[dict[str, Any]],
) -> None:
    touchy = [a for a in answers if a["touchy"]]
    assert [(a["tp"], a["rank"]) for a in touchy] == [(2, 0), (2, 1)]
    norms = {
        f"model.layers.{i}.{n}.weight"
        for i in (0, 1)
        for n in ("input_layernorm", "post_attention_layernorm")
    } | {"model.norm.weight"}
    for answer in touchy:
        whole = answer["whole"]
        assert set(whole) == norms | {"lm_head.weight"}, whole
        assert all("needs the checkpoint tensor's data" in whole[name] for name in norms)
        assert "writes a tensor while recording" in whole["lm_head.weight"], whole
        assert answer["untouched_by_recording"], answer
        assert answer["differ"] == [], answer  # loaded whole: still exactly the full load


def test_a_servers_gather_is_its_own_replicas_workers_in_order() -> None:
    """A vLLM worker's gathers (every worker's needs at start, every worker's outcome of an
    RL call) run over vLLM's world group, which spans every data-parallel replica: each
    server keeps its own replica's workers, in order; a server alone in its world (one
    replica, or one of an external launcher's) keeps them all."""
    from twophase.engines.vllm.worker import replica_part

    world = [f"replica {d} worker {w}" for d in range(3) for w in range(2)]
    assert replica_part(world, 2, 1) == ["replica 1 worker 0", "replica 1 worker 1"]
    assert replica_part(world[:2], 2, 2) == world[:2]  # its own world: replica 2 of another
    for workers, replica in ((4, 0), (2, 3), (2, -1)):
        with pytest.raises(ValueError, match="replicas of"):
            replica_part(world, workers, replica)
