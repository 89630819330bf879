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


@st.composite
def view_chains(draw: st.DrawFn) -> tuple[tuple[int, ...], list[tuple[str, View]]]:
    """A shape, and a chain of view ops valid on it (each op drawn for the shape so far)."""
    base = tuple(draw(st.lists(st.integers(1, 6), min_size=1, max_size=3)))
    shape = list(base)
    chain: list[tuple[str, View]] = []
    for _ in range(draw(st.integers(0, 5))):
        ndim = len(shape)
        kinds = ["narrow", "getitem", "chunk", "unsqueeze"] if ndim else ["unsqueeze"]
        kinds += ["t", "transpose"] if ndim >= 2 else []
        kinds += ["squeeze"] if 1 in shape else []
        kind = draw(st.sampled_from(kinds))
        if kind == "narrow":
            dim = draw(st.integers(0, ndim - 1))
            start = draw(st.integers(0, shape[dim] - 1))
            length = draw(st.integers(1, shape[dim] - start))
            chain.append(
                (
                    f"narrow({dim}, {start}, {length})",
                    lambda x, a=(dim, start, length): x.narrow(*a),
                )
            )
            shape[dim] = length
        elif kind == "getitem" and ndim > 1:
            index = draw(st.integers(0, shape[0] - 1))
            chain.append((f"[{index}]", lambda x, i=index: x[i]))
            shape.pop(0)
        elif kind == "getitem":
            stop = draw(st.integers(1, shape[0]))
            chain.append((f"[:{stop}]", lambda x, s=stop: x[:s]))
            shape[0] = stop
        elif kind == "chunk":
            dim = draw(st.integers(0, ndim - 1))
            chunks = draw(st.integers(1, shape[dim]))
            parts = torch.empty(shape).chunk(chunks, dim)
            pick = draw(st.integers(0, len(parts) - 1))
            chain.append(
                (
                    f"chunk({chunks}, {dim})[{pick}]",
                    lambda x, c=chunks, d=dim, p=pick: x.chunk(c, d)[p],
                )
            )
            shape = list(parts[pick].shape)
        elif kind == "unsqueeze":
            dim = draw(st.integers(0, ndim))
            chain.append((f"unsqueeze({dim})", lambda x, d=dim: x.unsqueeze(d)))
            shape.insert(dim, 1)
        elif kind == "t" and ndim == 2:
            chain.append(("t()", lambda x: x.t()))
            shape.reverse()
        elif kind in ("t", "transpose"):
            a, b = draw(st.integers(0, ndim - 1)), draw(st.integers(0, ndim - 1))
            chain.append((f"transpose({a}, {b})", lambda x, a=a, b=b: x.transpose(a, b)))
            shape[a], shape[b] = shape[b], shape[a]
        else:
            dim = shape.index(1)
            chain.append((f"squeeze({dim})", lambda x, d=dim: x.squeeze(d)))
            shape.pop(dim)
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
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), seed=0)


def test_vllms_llama_at_tp_2_and_4_loads_bit_for_bit_from_the_recorded_slices_alone(
    model_dir: Path,
) -> None:
    answers = probe(model_dir)
    assert [(a["tp"], a["rank"]) for a in answers] == [
        (2, 0),
        (2, 1),
        (4, 0),
        (4, 1),
        (4, 2),
        (4, 3),
    ]
    for answer in answers:
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


def test_a_loader_that_computes_on_the_data_takes_that_tensor_whole_and_says_why(
    model_dir: Path,
) -> None:
    answers = probe(model_dir, "--touchy", "--sizes", "2")
    norms = {
        f"model.layers.{i}.{n}.weight"
        for i in (0, 1)
        for n in ("input_layernorm", "post_attention_layernorm")
    } | {"model.norm.weight"}
    for answer in answers:
        assert set(answer["whole"]) == norms, answer["whole"]
        assert all("needs the checkpoint tensor's data" in why for why in answer["whole"].values())
        assert answer["differ"] == [], answer  # loaded whole: still exactly the full load
