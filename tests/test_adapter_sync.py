"""Adapter syncs end to end, in this process (issue 36): a trainer's PEFT model syncs its LoRA
matrices alone into servers over the real protocol (HTTP, a gloo group, the vote); each
server then generates with the adapter exactly what the trainer's PEFT model generates, the
base weights and their version untouched; an adapter on another base, one adapter too many,
or a server that takes none is refused before any byte moves, leaving every server as it was."""

from __future__ import annotations

import asyncio
import copy
from typing import Any

import pytest
import torch

from tests.embedded import EmbeddedEndpoint, EndpointFactory, SenderFactory
from tests.helpers import free_port, get, host_port, post
from tests.servers import ServePool, digest, trainer_digest_for, trainer_process
from twophase import ModuleApplier, RankHost, SyncError
from twophase.errors import RequestRejected
from twophase.receiver.appliers import combined_digest, tensor_digests
from twophase.receiver.rankdata import Generation
from twophase.sender.adapters import peft_adapter

peft = pytest.importorskip("peft")
transformers = pytest.importorskip("transformers")

TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]
PROMPT = [3, 14, 15, 92, 65]
CONFIG = {
    "vocab_size": 256, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 128,
}  # fmt: skip


def _base() -> torch.nn.Module:
    torch.manual_seed(0)
    return transformers.LlamaForCausalLM(transformers.LlamaConfig(**CONFIG)).eval()


def _trainer(base: torch.nn.Module, seed: int = 1) -> Any:
    """A PEFT model over a copy of ``base``, its rank-8 adapter random (B not zero)."""
    torch.manual_seed(seed)
    lora = peft.LoraConfig(r=8, lora_alpha=16, target_modules=TARGETS, init_lora_weights=False)
    return peft.get_peft_model(copy.deepcopy(base), lora).eval()


def _step(model: Any) -> None:
    """A training step's worth of change to the adapter alone."""
    with torch.no_grad():
        for param in model.parameters():
            if param.requires_grad:
                param.add_(torch.randn_like(param) * 0.05)


@torch.no_grad()
def _greedy(model: Any, n: int = 6) -> list[int]:
    from twophase.tools.hf import HFCausalLM

    return HFCausalLM(model).greedy(PROMPT, n)


async def _server(
    make_endpoint: EndpointFactory, base: torch.nn.Module, tp: int = 1, limit: int = 2
) -> EmbeddedEndpoint:
    from twophase.tools.hf import HFCausalLM

    hosts = []
    for rank in range(tp):
        model = HFCausalLM(copy.deepcopy(base))
        applier = ModuleApplier(model.module)
        hosts.append(RankHost(applier, tp_rank=rank, generate=model.greedy, max_adapters=limit))
    return await make_endpoint(hosts=hosts, max_adapters=limit)


def sums_of(tensors: dict[str, torch.Tensor]) -> dict[str, Any]:
    digests = tensor_digests(tensors)
    return {"tensors": digests, "digest": combined_digest(digests)}


async def _generate(server: EmbeddedEndpoint, adapter: str | None = None) -> dict[str, Any]:
    return (await server.endpoint.rank_set.generate(Generation(PROMPT, 6, adapter), 30)).to_json()


async def test_an_adapter_sync_moves_the_adapter_alone_and_servers_generate_as_the_trainer(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    base = _base()
    servers = [await _server(make_endpoint, base), await _server(make_endpoint, base, tp=2)]
    sender = make_sender(*servers)
    trainer = _trainer(base)
    plain = _greedy(base)
    model_bytes = sum(t.numel() * t.element_size() for t in base.state_dict().values())
    for version in (1, 2):
        result = await sender.sync(trainer, adapter="policy")
        assert result.weight_version == version  # the adapter's
        adapter_bytes = sum(
            p.numel() * p.element_size() for p in trainer.parameters() if p.requires_grad
        )
        assert result.total_bytes == adapter_bytes < model_bytes / 10  # the matrices alone
        want = _greedy(trainer)
        assert want != plain, "the adapter changes nothing: the test would prove nothing"
        for server in servers:
            got = await _generate(server, "policy")
            assert (got["tokens"], got["adapter_version"]) == (want, version)
            assert (await _generate(server))["tokens"] == plain  # the base model, unchanged
            assert server.endpoint.version == 0  # the base weights' version is untouched
            held = server.endpoint.capabilities().adapters
            assert held is not None and held["policy"].version == version
            # /weights_checksum covers it: each rank's part, at the version.
            sums = await server.endpoint.rank_set.weights_checksums(30)
            assert [s.adapters["policy"]["version"] for s in sums] == [version] * server.tp  # type: ignore[index]
        sent = dict(peft_adapter(trainer, "policy", 0)[1])
        whole = sums_of(sent)
        assert (await servers[0].endpoint.rank_set.weights_checksums(30))[0].adapters == {
            "policy": {"version": version, **whole}
        }
        assert sender.version == 0
        _step(trainer)


async def test_refusals_before_any_byte_leave_every_server_as_it_was(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    base = _base()
    first, second = await _server(make_endpoint, base), await _server(make_endpoint, base)
    sender = make_sender(first, second)
    trainer = _trainer(base)
    await sender.sync(trainer, adapter="a")
    lone = make_sender(second)
    await lone.sync(_trainer(base, seed=3), adapter="c")  # only the second gets "c"
    # The second server now holds its limit: a new name fails everywhere, before any byte.
    with pytest.raises(SyncError, match=r"holds 2 adapters, its limit \(a, c\)"):
        await sender.sync(trainer, adapter="b")
    for server, names in ((first, ["a"]), (second, ["a", "c"])):
        held = server.endpoint.capabilities().adapters
        assert held is not None and sorted(held) == names
    # An adapter trained against other base weights than the servers'.
    sender.version = 7
    with pytest.raises(SyncError, match="trained against base weights version 7; this server"):
        await sender.sync(trainer, adapter="a")
    sender.version = 0
    assert first.endpoint.capabilities().adapters["a"].version == 1  # type: ignore[index]
    # A server that takes no adapters: refused by name, before any group forms.
    none = await make_endpoint()
    with pytest.raises(SyncError, match="takes no adapters"):
        await make_sender(none).sync(trainer, adapter="a")
    with pytest.raises(RequestRejected, match=r"no adapter 'zzz' here \(held: \['a'\]\)"):
        await first.endpoint.rank_set.generate(Generation(PROMPT, 2, "zzz"), 30)


async def test_twophase_serve_tp2_takes_an_adapter_and_generates_as_the_trainers_peft_model(
    tmp_path: Any, serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    """Real rank processes, each holding its shard of a tensor-parallel Llama: each keeps its
    part of the broadcast matrices, and the two generate with the adapter together."""
    from twophase.tools.hf import HFCausalLM, write_tiny_llama

    directory = write_tiny_llama(tmp_path / "llama", seed=4)
    server = serve_processes("--model", str(directory), "--max-adapters", "3", tp=2)
    base = HFCausalLM.from_pretrained(directory).module
    trainer = _trainer(base, seed=9)
    sender = make_sender((*host_port(server), 2))
    for version in (1, 2):
        result = await sender.sync(trainer, adapter="policy")
        assert result.weight_version == version
        body = {"prompt": PROMPT, "max_new_tokens": 6, "adapter": "policy"}
        status, got = await asyncio.to_thread(post, f"{server}/generate", body)
        assert status == 200, got
        want = _greedy(trainer)
        assert (got["tokens"], got["adapter_version"], got["weight_version"]) == (want, version, 0)
        _step(trainer)
    status, state = await asyncio.to_thread(get, f"{server}/sync_state")
    assert state["adapters"]["policy"]["version"] == 2 and state["weight_version"] == 0
    status, plain = await asyncio.to_thread(post, f"{server}/generate", {"prompt": PROMPT})
    assert plain["tokens"][:6] == _greedy(base) and "adapter" not in plain


# A learning rate at which a few steps of a fresh adapter (B at zero) change the greedy tokens.
LORA_TRAINER = ("--lora-rank", "8", "--lr", "0.02", "--model")


def test_twophase_trainer_lora_rank_trains_an_adapter_that_serve_then_generates_with(
    tmp_path: Any, serve_processes: ServePool
) -> None:
    """``twophase trainer --model DIR --lora-rank 8``: its steps train the adapter alone; a
    sync with ``"adapter"`` sends it alone, and the server's tokens with it are the trainer's."""
    from twophase.tools.hf import write_tiny_llama

    directory = str(write_tiny_llama(tmp_path / "llama", seed=2))
    with trainer_process(*LORA_TRAINER, directory, wait=False) as (trainer, proc):
        server = serve_processes("--model", directory, tp=1)
        proc.wait_healthy(trainer, timeout_s=60, what="twophase trainer")
        host, port = host_port(server)
        body = {"host": host, "port": port, "world_size": 1}
        assert post(f"{trainer}/add_inference_endpoint", body)[0] == 200
        ask = {"prompt": PROMPT, "max_new_tokens": 6}
        plain = post(f"{server}/generate", ask)[1]["tokens"]
        for version in (1, 2):
            for _ in range(2):
                status, step = post(f"{trainer}/train_step", {})
                assert status == 200, step
            want = post(f"{trainer}/generate", ask)[1]["tokens"]
            sync = {"master_port": free_port(), "adapter": "policy"}
            status, result = post(f"{trainer}/sync_inference_weights", sync)
            assert status == 200 and result["weight_version"] == version, result
            got = post(f"{server}/generate", ask | {"adapter": "policy"})[1]
            assert (got["tokens"], got["adapter_version"]) == (want, version)
            assert post(f"{server}/generate", ask)[1]["tokens"] == plain  # base untouched
        assert want != plain, "four steps changed no token: the test would prove nothing"
        # The trainer's base weights are the server's: a whole sync sends them, names and all.
        assert digest(server) == trainer_digest_for(trainer, server)


async def test_an_adapter_delta_patches_its_last_version_and_leaves_the_weights_base(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """``delta=True`` on an adapter: its first sync goes whole (no base yet), the next sends
    only the words changed since the adapter's last committed version, patched into it on
    the server, tokens equal to the PEFT model's each time. The weights keep their own base:
    a delta of the weights after the adapter's still goes as a delta, and the adapter's
    base is not the weights'."""
    base = _base()
    server = await _server(make_endpoint, base)
    sender = make_sender(server)
    weights = copy.deepcopy(base)
    await sender.sync(weights)  # the next leaves this one's buffers as spare staging
    await sender.sync(weights, delta=True)  # the weights' base
    trainer = _trainer(base)
    first = await sender.sync(trainer, adapter="policy", delta=True)
    assert first.delta is not None and not first.delta.delta
    assert "no committed sync" in str(first.delta.why_whole), first.delta
    # Its matrices live in staging of their own, not in the weights' kept buffers (a view of
    # those would hold a bucket of the model).
    model = server.hosts[0].model
    assert model.adapters is not None
    held = model.adapters.tensors("policy")
    assert held is not None
    lora_bytes = sum(t.numel() * t.element_size() for t in held.values())
    assert all(t.untyped_storage().nbytes() <= lora_bytes for t in held.values())
    with torch.no_grad():  # a sparse step: two rows of one matrix
        name, matrix = next((n, p) for n, p in trainer.named_parameters() if "lora_B" in n)
        matrix[:2] += 0.25
    second = await sender.sync(trainer, adapter="policy", delta=True)
    assert second.delta is not None and second.delta.delta, second.delta
    assert second.delta.bytes_moved < second.delta.full_bytes / 4, (name, second.delta)
    got = await _generate(server, "policy")
    assert (got["tokens"], got["adapter_version"]) == (_greedy(trainer), 2)
    with torch.no_grad():
        next(iter(weights.parameters()))[:1] += 0.5
    third = await sender.sync(weights, delta=True)
    assert third.delta is not None and third.delta.delta, third.delta  # the weights' base held
    assert (await _generate(server))["tokens"] == _greedy(weights)
    got = await _generate(server, "policy")  # the adapter, over the new weights
    assert got["adapter_version"] == 2 and server.endpoint.version == 3
