"""A rank's adapters (``receiver/adapters.py``): a base model with ``LoraHooks`` and an adapter
built from a PEFT model's LoRA tensors generates what the PEFT model itself generates; a
generation keeps the adapter version it started on while a new one is swapped in; the store
refuses one adapter too many, naming the ones it holds."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import torch
import torch.multiprocessing as mp

from twophase.core.adapters import from_peft_name
from twophase.core.protocol import AdapterSync
from twophase.errors import RequestRejected
from twophase.http_common import free_port
from twophase.receiver.adapters import Adapter, AdapterStore, LoraHooks, RankAdapters

peft = pytest.importorskip("peft")
transformers = pytest.importorskip("transformers")

TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]
CONFIG = {
    "vocab_size": 128, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 64,
}  # fmt: skip


def _models(seed: int = 0) -> tuple[torch.nn.Module, torch.nn.Module]:
    """A base Llama and a PEFT model of a copy of it with a random rank-8 adapter (its B not
    zero, so the adapter changes the outputs)."""
    config = transformers.LlamaConfig(**CONFIG)
    torch.manual_seed(seed)
    base = transformers.LlamaForCausalLM(config).eval()
    copy = transformers.LlamaForCausalLM(config)
    copy.load_state_dict(base.state_dict())
    lora = peft.LoraConfig(r=8, lora_alpha=16, target_modules=TARGETS, init_lora_weights=False)
    return base, peft.get_peft_model(copy, lora).eval()


def _adapter(tuned: torch.nn.Module, version: int, name: str = "policy") -> Adapter:
    tensors = {}
    for key, tensor in tuned.state_dict().items():
        wire = from_peft_name(key)
        if wire is not None:
            tensors[wire] = tensor.detach().clone()
    sync = AdapterSync(name=name, rank=8, alpha=16, target_modules=TARGETS)
    return Adapter.build(sync, version, tensors)


@torch.no_grad()
def _logits(model: torch.nn.Module, ids: list[int]) -> torch.Tensor:
    return model(input_ids=torch.tensor([ids])).logits[0]


def test_the_hooks_with_the_adapter_compute_what_peft_computes() -> None:
    base, tuned = _models()
    hooks = LoraHooks(base)
    adapter = _adapter(tuned, 1)
    ids = [5, 17, 3, 99, 42, 7]
    plain = _logits(base, ids)
    with hooks.active(adapter):
        adapted = _logits(base, ids)
    assert not torch.allclose(plain, adapted, atol=1e-3), "the adapter changed nothing"
    torch.testing.assert_close(adapted, _logits(tuned, ids), atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(_logits(base, ids), plain)  # inactive again: the base model
    with tuned.disable_adapter():
        torch.testing.assert_close(_logits(tuned, ids), plain, atol=1e-5, rtol=1e-5)


def test_a_generation_keeps_the_version_it_started_on_while_a_new_one_is_swapped_in() -> None:
    base, tuned = _models()
    hooks, store = LoraHooks(base), AdapterStore()
    store.put(_adapter(tuned, 1))
    ids = [1, 2, 3, 4]
    want_v1 = _logits(tuned, ids)
    with torch.no_grad():
        for param in tuned.parameters():
            if param.requires_grad:
                param.add_(0.05)  # the trainer's next step
    v2 = _adapter(tuned, 2)
    want_v2 = _logits(tuned, ids)
    started, swapped = threading.Event(), threading.Event()
    seen: list[torch.Tensor] = []

    def generation() -> None:
        adapter = store.get("policy")  # taken once, at its start
        with hooks.active(adapter):
            started.set()
            swapped.wait(10)
            seen.append(_logits(base, ids))

    running = threading.Thread(target=generation)
    running.start()
    started.wait(10)
    old = store.put(v2)  # the sync's apply, while the generation runs
    swapped.set()
    running.join(10)
    assert old is not None and old.version == 1
    torch.testing.assert_close(seen[0], want_v1, atol=1e-5, rtol=1e-5)
    with hooks.active(store.get("policy")):
        torch.testing.assert_close(_logits(base, ids), want_v2, atol=1e-5, rtol=1e-5)
    store.restore("policy", old)  # a revert: version 1 again
    assert store.version("policy") == 1


def test_the_store_refuses_one_adapter_too_many_and_an_unknown_name() -> None:
    _, tuned = _models()
    store = AdapterStore(limit=2)
    for name in ("a", "b"):
        assert store.no_room(name) is None
        store.put(_adapter(tuned, 1, name))
    assert store.no_room("a") is None  # a new version of a held one: room
    assert "holds 2 adapters, its limit (a, b)" in str(store.no_room("c"))
    with pytest.raises(RequestRejected, match=r"no adapter 'c' here \(held: \['a', 'b'\]\)"):
        store.get("c")
    store.restore("b", None)  # a new name's sync reverted: gone
    assert list(store.listing()) == ["a"] and store.listing()["a"].version == 1


def _peft_tensors(directory: str) -> tuple[dict[str, torch.Tensor], torch.Tensor]:
    """A random rank-8 adapter on q/k/v/o of the model in ``directory`` (by wire name), and
    the PEFT model's logits for ``PROMPT`` with it."""
    model = transformers.AutoModelForCausalLM.from_pretrained(directory, local_files_only=True)
    torch.manual_seed(11)
    lora = peft.LoraConfig(r=8, lora_alpha=16, target_modules=TARGETS, init_lora_weights=False)
    tuned = peft.get_peft_model(model.float(), lora).eval()
    tensors = {}
    for key, tensor in tuned.state_dict().items():
        if (wire := from_peft_name(key)) is not None:
            tensors[wire] = tensor.detach().clone()
    return tensors, _logits(tuned, PROMPT)


PROMPT = [1, 5, 9, 13, 2]


def _tp_rank(rank: int, port: int, directory: str, adapter: Any, out: dict[int, Any]) -> None:
    from twophase.tools import tp_model
    from twophase.tools.hf import HFCausalLM

    tp_model.join_tp_group(rank, 2, port, timeout_s=60)
    model = HFCausalLM.from_pretrained(directory)
    specs = model.applier().specs()  # whole, before the split
    tp_model.shard_module(model.module, tp_model.tp_plan_of(model.module))
    applier = model.applier()
    adapters = RankAdapters(model.module, layout=applier.layout, specs=lambda: specs)
    sync = AdapterSync(name="policy", rank=8, alpha=16, target_modules=TARGETS)
    adapters.apply(sync, 1, adapter)  # whole matrices, as a broadcast sync brings them
    held = adapters.store.get("policy").matrices
    found: dict[str, Any] = {
        "q_b": tuple(held["model.layers.0.self_attn.q_proj"][1].shape),
        "o_a": tuple(held["model.layers.0.self_attn.o_proj"][0].shape),
    }
    with adapters.running("policy"):
        found["adapted"] = _logits(model.module, PROMPT)
    with adapters.running(None):
        found["plain"] = _logits(model.module, PROMPT)
    out[rank] = found


def test_tensor_parallel_ranks_serve_the_adapter_from_their_parts_as_peft_does(
    tmp_path: Any,
) -> None:
    from twophase.tools.hf import write_tiny_llama

    directory = str(write_tiny_llama(tmp_path / "m", seed=5))
    adapter, want = _peft_tensors(directory)
    out = mp.Manager().dict()
    mp.start_processes(
        _tp_rank, args=(free_port(), directory, adapter, out), nprocs=2, join=True,
        start_method="spawn",
    )  # fmt: skip
    ranks = [out[0], out[1]]
    for found in ranks:
        assert found["q_b"] == (64, 8)  # column-parallel q: half of B's rows
        assert found["o_a"] == (8, 64)  # row-parallel o: half of A's columns
        torch.testing.assert_close(found["adapted"], want, atol=1e-4, rtol=1e-4)
        assert not torch.allclose(found["plain"], want, atol=1e-3)
