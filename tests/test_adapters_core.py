"""LoRA adapters as a sync carries them (``core/adapters.py``): PEFT's own names map onto the
wire's and back, an adapter is checked against the base model it adapts, and a tensor-parallel
rank's part of each LoRA matrix gives exactly its part of the adapted layer's output."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from twophase.core.adapters import (
    LoraName,
    adapter_layout,
    adapter_problems,
    base_of,
    from_peft_name,
    lora_scale,
    to_peft_name,
)
from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.core.protocol import AdapterSync, PrepareWeightsUpdateRequest

Q = "model.layers.0.self_attn.q_proj"
BASE = {
    f"{Q}.weight": TensorSpec(f"{Q}.weight", "float32", (64, 32)),
    "model.layers.0.self_attn.o_proj.weight": TensorSpec(
        "model.layers.0.self_attn.o_proj.weight", "float32", (32, 64)
    ),
    "model.norm.weight": TensorSpec("model.norm.weight", "float32", (32,)),
}


def _pair(module: str, out_features: int, in_features: int, rank: int) -> list[TensorSpec]:
    return [
        TensorSpec(f"{module}.lora_A.weight", "float32", (rank, in_features)),
        TensorSpec(f"{module}.lora_B.weight", "float32", (out_features, rank)),
    ]


def test_a_lora_name_parses_into_its_module_and_matrix() -> None:
    parsed = LoraName.parse(f"{Q}.lora_B.weight")
    assert parsed == LoraName(Q, "lora_B")
    assert parsed is not None and parsed.target == "q_proj" and parsed.name == f"{Q}.lora_B.weight"
    for name in (f"{Q}.weight", "lora_A.weight", f"{Q}.lora_C.weight", f"{Q}.lora_A.bias"):
        assert LoraName.parse(name) is None, name


def test_peft_models_keys_map_to_wire_names_and_back_to_what_peft_saves() -> None:
    peft = pytest.importorskip("peft")
    transformers = pytest.importorskip("transformers")
    config = transformers.LlamaConfig(
        vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2,
    )  # fmt: skip
    lora = peft.LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj", "o_proj"])
    plain = transformers.LlamaForCausalLM(config)
    base = {name: TensorSpec.of(name, t) for name, t in plain.state_dict().items()}
    model = peft.get_peft_model(plain, lora)  # wraps the modules of ``plain`` in place
    state = model.state_dict()
    wire = {from_peft_name(key): key for key in state if from_peft_name(key) is not None}
    assert len(wire) == 2 * 3 * 2  # A and B, three modules, two layers
    assert "model.layers.1.self_attn.v_proj.lora_A.weight" in wire
    # Exactly the adapter's trainable tensors, nothing of the base model.
    trainable = {key for key, p in model.named_parameters() if p.requires_grad}
    assert set(wire.values()) == trainable
    saved = peft.get_peft_model_state_dict(model)
    assert {to_peft_name(name) for name in wire} == set(saved)
    specs = [TensorSpec.of(name, state[key]) for name, key in wire.items()]
    targets = ["q_proj", "v_proj", "o_proj"]
    assert adapter_problems(specs, rank=4, target_modules=targets, base=base) == []
    assert from_peft_name(next(iter(wire.values())), adapter="other") is None
    assert lora_scale(4, 8) == 2.0 and lora_scale(4, 8, rslora=True) == 4.0


def test_every_problem_of_an_adapter_is_named() -> None:
    good = _pair(Q, 64, 32, 8)
    assert adapter_problems(good, rank=8, target_modules=["q_proj"], base=BASE) == []
    bad_a = TensorSpec(f"{Q}.lora_A.weight", "float32", (8, 33))
    int_b = TensorSpec(f"{Q}.lora_B.weight", "int32", (64, 8))
    cases = {
        "shape [8, 33], expected [8, 32]": [bad_a, good[1]],
        "its lora_B is missing": good[:1],
        "not a LoRA tensor": [*good, TensorSpec(f"{Q}.weight", "float32", (64, 32))],
        "k_proj is not a target module": _pair("model.layers.0.self_attn.k_proj", 8, 32, 8),
        "the model has no linear module model.norm": _pair("model.norm", 32, 32, 8),
        "dtype int32 is not a floating-point dtype": [good[0], int_b],
    }
    for said, tensors in cases.items():
        targets = ["q_proj", "norm"]
        problems = adapter_problems(tensors, rank=8, target_modules=targets, base=BASE)
        assert any(said in p for p in problems), (said, problems)


def test_the_wire_carries_an_adapter_and_refuses_a_bad_one() -> None:
    bucket = {"names": [f"{Q}.lora_A.weight"], "dtypes": ["float32"], "shapes": [[8, 32]]}
    body = {"num_buckets": 1, "buckets": [bucket], "group_name": "g"}
    plain = PrepareWeightsUpdateRequest.model_validate(body)
    assert plain.adapter is None
    adapter = {"name": "policy-a", "rank": 8, "alpha": 16, "target_modules": ["q_proj"]}
    prepare = PrepareWeightsUpdateRequest.model_validate(body | {"adapter": adapter})
    assert prepare.adapter == AdapterSync(
        name="policy-a", rank=8, alpha=16.0, target_modules=["q_proj"]
    )
    for bad in ({"rank": 0}, {"alpha": float("nan")}, {"target_modules": []}, {"name": ""}):
        with pytest.raises(ValueError):
            PrepareWeightsUpdateRequest.model_validate(body | {"adapter": adapter | bad})


@settings(max_examples=60, deadline=None)
@given(
    out_f=st.integers(1, 12), in_f=st.integers(1, 12), rank=st.integers(1, 5),
    tp=st.integers(1, 4), rows=st.booleans(), seed=st.integers(0, 2**16),
)  # fmt: skip
def test_each_tp_ranks_part_of_the_adapter_gives_its_part_of_the_output(
    out_f: int, in_f: int, rank: int, tp: int, rows: bool, seed: int
) -> None:
    """A column-parallel layer (weight split by rows): each rank's output rows equal the full
    adapted output's rows. A row-parallel one (split by columns): the ranks' partial outputs
    sum to the full one. Both computed from the rank's held parts alone."""
    torch.manual_seed(seed)
    weight, x = torch.randn(out_f, in_f, dtype=torch.float64), torch.randn(3, in_f).double()
    a, b = torch.randn(rank, in_f).double(), torch.randn(out_f, rank).double()
    full = x @ weight.T + 0.5 * (x @ a.T) @ b.T
    name = "m.layers.0.proj"
    base = {f"{name}.weight": TensorSpec(f"{name}.weight", "float64", (out_f, in_f))}
    lora = _pair(name, out_f, in_f, rank)
    dim, size = (0, out_f) if rows else (1, in_f)
    chunk = -(-size // tp)
    partial = torch.zeros_like(full)
    for r in range(tp):
        start, stop = min(r * chunk, size), min((r + 1) * chunk, size)
        box = Box.along((out_f, in_f), dim, start, stop - start)
        held = adapter_layout({f"{name}.weight": [box]}, base, lora)
        (a_box,), (b_box,) = held[lora[0].name], held[lora[1].name]
        w_part, a_part, b_part = weight[box.index()], a[a_box.index()], b[b_box.index()]
        if rows:  # the rank's input is whole; its output is its rows
            mine = x @ w_part.T + 0.5 * (x @ a_part.T) @ b_part.T
            assert torch.allclose(mine, full[:, start:stop]), (r, box)
            assert a_box == Box.whole(a.shape)
        else:  # the rank's input is its columns; outputs are summed (the all-reduce)
            x_part = x[:, start:stop]
            partial += x_part @ w_part.T + 0.5 * (x_part @ a_part.T) @ b_part.T
            assert b_box == Box.whole(b.shape)
    if not rows:
        assert torch.allclose(partial, full)


def test_a_weight_held_in_neither_whole_rows_nor_whole_columns_is_refused() -> None:
    base = {f"{Q}.weight": BASE[f"{Q}.weight"]}
    held = {f"{Q}.weight": [Box(((0, 32), (0, 16)))]}
    with pytest.raises(ValueError, match="neither whole rows nor whole columns"):
        adapter_layout(held, base, _pair(Q, 64, 32, 4))
    # Not held in part: not in the layout (held whole, as every tensor not listed).
    assert adapter_layout({}, base, _pair(Q, 64, 32, 4)) == {}


def test_a_sender_finds_the_weights_an_adapter_adapts_from_its_shapes_alone() -> None:
    """``base_of``: (out, in) from B's rows and A's columns, so the sender's plan of a sharded
    adapter sync follows the servers' layouts without knowing their model; a lone matrix
    gives nothing (prepare names it)."""
    tensors = [*_pair(Q, 64, 32, 4), _pair("model.layers.0.self_attn.o_proj", 32, 64, 4)[0]]
    assert base_of(tensors) == {f"{Q}.weight": BASE[f"{Q}.weight"]}
    held = {f"{Q}.weight": [Box.along((64, 32), 0, 32, 32)]}
    assert adapter_layout(held, base_of(tensors), tensors) == adapter_layout(held, BASE, tensors)
    from twophase.core.protocol import SyncCapabilities
    from twophase.sender.sharded_plan import receiver_needs

    said = SyncCapabilities(rank_layouts=[{f"{Q}.weight": [[[0, 32], [0, 32]]]},
                                          {f"{Q}.weight": [[[32, 64], [0, 32]]]}])  # fmt: skip
    pair = _pair(Q, 64, 32, 4)
    needs = receiver_needs(pair, 2, said, adapter=True)
    assert [n[f"{Q}.lora_B.weight"] for n in needs] == [
        [Box.along((64, 4), 0, 0, 32)],
        [Box.along((64, 4), 0, 32, 32)],
    ]
    assert all(n[f"{Q}.lora_A.weight"] == [Box.whole((4, 32))] for n in needs)
