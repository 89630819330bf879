"""Delta syncs end to end (issue 26): real endpoints and real gloo groups in this process, a
bf16 model trained by a real AdamW between syncs. A delta goes only where every endpoint
holds exactly the sender's base; a delta refused at prepare (412) or by the vote (the
patched weights are not the sender's new version) is never applied, and the same call
sends the buckets whole; after a rollback the next sync is whole."""

from __future__ import annotations

import aiohttp
import pytest
import torch
from aiohttp.test_utils import TestClient, TestServer

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.helpers import GarblingGroup, free_port, host_port
from twophase import ModuleApplier, RankHost, SyncError
from twophase.core import delta_choice
from twophase.core.buckets import BYTES_PER_MB, TensorSpec, plan_buckets
from twophase.core.layouts import Box
from twophase.sender.trainer_app import build_trainer_app
from twophase.testing.tiny_lm import TinyLM

BUCKET_MB = 0.25


class Trainer:
    """The built-in model in bf16, stepped by AdamW (the weights an RL trainer syncs)."""

    def __init__(self, lr: float = 1e-5) -> None:
        self.model = TinyLM(MODEL_SIZE, seed=0).to(torch.bfloat16)
        self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=lr)
        self.steps = 0

    def step(self) -> None:
        self.steps += 1
        data = torch.tensor([list(f"step {self.steps}: the quick brown fox".encode())])
        logits = self.model(data[:, :-1]).float()
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), data[0, 1:])
        self.optimizer.zero_grad()
        loss.backward()  # type: ignore[no-untyped-call]
        self.optimizer.step()


def bf16_modules(tp: int) -> list[torch.nn.Module]:
    return [TinyLM(MODEL_SIZE, seed=0).to(torch.bfloat16) for _ in range(tp)]


async def test_50_delta_syncs_in_a_row_end_bit_identical(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    # Not the same-host route, which delta="auto" prefers (test_shared_memory.py): as on
    # another host, the buckets go through the group.
    endpoint = await make_endpoint(tp=2, modules=bf16_modules(2), shared_memory=False)
    sender = make_sender(endpoint)
    trainer = Trainer()
    first = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta="auto")
    assert first.delta is not None and not first.delta.delta
    assert "no committed sync" in str(first.delta.why_whole)
    moved = full = 0
    for _ in range(50):
        trainer.step()
        result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta="auto")
        assert result.delta is not None and result.delta.delta, result.delta
        assert result.bytes_moved < result.total_bytes / 2
        moved, full = moved + result.bytes_moved, full + result.total_bytes
        for module in endpoint.modules():
            assert module_digest(module) == module_digest(trainer.model), result.weight_version
    assert endpoint.endpoint.version == 51
    said = await endpoint.endpoint.sync_state()
    assert said.delta_base is not None and said.delta_base.version == 51
    assert moved < full / 4, (moved, full)
    assert result.delta.density is not None and 0 < result.delta.density < 0.5
    assert result.delta.held_bytes >= 2 * result.total_bytes  # the base and this sync's


async def test_delta_false_and_a_delta_not_worth_it_go_whole(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    endpoint = await make_endpoint(modules=bf16_modules(1), shared_memory=False)  # as above
    sender = make_sender(endpoint)
    trainer = Trainer(lr=1e-1)  # moves almost every bf16 word
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    trainer.step()
    plain = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB)
    assert plain.delta is None and plain.bytes_moved == plain.total_bytes
    trainer.step()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)  # a base again
    trainer.step()
    auto = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta="auto")
    assert auto.delta is not None and not auto.delta.delta
    assert "not under half" in str(auto.delta.why_whole)
    assert module_digest(endpoint.modules()[0]) == module_digest(trainer.model)
    with pytest.raises(SyncError, match="delta must be"):
        await sender.sync(trainer.model, delta="sometimes")  # type: ignore[arg-type]


async def test_a_server_without_the_base_gets_the_whole_buckets_in_a_mixed_round(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """A server on another version (here: new, at version 0, TP 2) holds no base: in the same
    round it gets every bucket whole and the server that holds the base gets the delta, each
    rank its own bytes point to point; afterwards both take deltas by broadcast."""
    first = await make_endpoint(modules=bf16_modules(1))
    sender = make_sender(first)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)  # the base
    late = await make_endpoint(tp=2, modules=bf16_modules(2))
    sender.add_endpoint(*host_port(late.url), 2)
    trainer.step()
    result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert result.delta is not None and result.delta.delta, result.delta
    assert list(result.delta.whole_for) == [late.name], result.delta
    assert "holds no delta base" in result.delta.whole_for[late.name]
    # Point to point, every rank its own: the late server's two ranks the whole, the first
    # server's one rank the delta. The result counts each of the three ranks' whole bytes.
    one = result.total_bytes // 3
    assert result.num_buckets % 3 == 0 and one * 3 == result.total_bytes
    assert 2 * one < result.bytes_moved < 2 * one + one / 2
    for module in [*first.modules(), *late.modules()]:
        assert module_digest(module) == module_digest(trainer.model)
    trainer.step()
    again = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert again.delta is not None and again.delta.delta and not again.delta.whole_for
    for module in [*first.modules(), *late.modules()]:
        assert module_digest(module) == module_digest(trainer.model)


class HalfHeldApplier(ModuleApplier):
    """A tensor-parallel rank's applier as capabilities see it: its layout names the part it
    holds of one tensor (here the whole of it), so the endpoint reports ``rank_layouts``."""

    def layout(self) -> dict[str, list[Box]]:
        name, tensor = next(iter(self.module.state_dict().items()))
        return {name: [Box.whole(tuple(tensor.shape))]}


async def test_a_tensor_parallel_server_takes_broadcast_rounds_whole_never_a_refused_delta(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """A tensor-parallel server takes deltas per pair only (a sharded sync): in a broadcast
    delta round it gets the buckets whole in the same round while the other server takes the
    delta, sync after sync, with no refused prepare (no 412, no second attempt)."""
    plain = await make_endpoint(modules=bf16_modules(1))
    parallel = await make_endpoint(hosts=[RankHost(HalfHeldApplier(bf16_modules(1)[0]))])
    assert any(parallel.endpoint.rank_layouts)
    sender = make_sender(plain, parallel)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    for _ in range(3):
        trainer.step()
        result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
        assert result.delta is not None and result.delta.delta, result.delta
        assert list(result.delta.whole_for) == [parallel.name], result.delta.whole_for
        assert "tensor-parallel" in result.delta.whole_for[parallel.name]
        assert result.delta.why_whole is None and "refused" not in str(result.delta)
        for endpoint in (plain, parallel):
            assert module_digest(endpoint.modules()[0]) == module_digest(trainer.model)


async def test_a_delta_whose_payloads_break_the_memory_budget_goes_whole_in_the_same_call(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """A server whose memory budget fits the whole buckets exactly, not the delta's payload
    buffers beside them: it refuses the delta (412, naming the budget), and the same call
    sends the buckets whole (a 413 would have failed the sync)."""
    server = await make_endpoint(modules=bf16_modules(1))
    sender = make_sender(server)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    specs = [TensorSpec.of(n, t) for n, t in trainer.model.state_dict().items()]
    whole = sum(b.nbytes for b in plan_buckets(specs, BUCKET_MB).buckets)
    server.endpoint.memory_budget_mb = whole / BYTES_PER_MB
    trainer.step()
    result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert result.delta is not None and not result.delta.delta, result.delta
    assert "refused" in str(result.delta.why_whole), result.delta.why_whole
    assert "memory budget" in str(result.delta.why_whole), result.delta.why_whole
    assert module_digest(server.modules()[0]) == module_digest(trainer.model)


async def test_a_delta_refused_at_prepare_is_followed_by_the_whole_buckets(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sender believes (a stale capabilities answer) that a server holds its base; the
    server refuses the delta at prepare with a 412 naming why, changes nothing, and the same
    call sends the buckets whole."""
    holder = await make_endpoint(modules=bf16_modules(1))
    sender = make_sender(holder)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    fresh = await make_endpoint(modules=bf16_modules(1))
    sender.add_endpoint(*host_port(fresh.url), 1)
    monkeypatch.setattr(delta_choice, "why_not_held", lambda *args: None)
    trainer.step()
    result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert result.delta is not None and not result.delta.delta
    why = str(result.delta.why_whole)
    assert "refused" in why and fresh.name in why and "no base here" in why, why
    assert result.weight_version == 2 and fresh.endpoint.version == 2
    for endpoint in (holder, fresh):
        assert module_digest(endpoint.modules()[0]) == module_digest(trainer.model)


async def test_weights_changed_behind_the_sync_are_refused_by_the_vote(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """One bf16 word flipped in the served weights, where the delta does not write: the
    patched result is not the trainer's version, the vote refuses it (nothing applied), and
    the same call sends the buckets whole, which overwrite the flip."""
    endpoint = await make_endpoint(modules=bf16_modules(1))
    module = endpoint.modules()[0]
    sender = make_sender(endpoint)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    before = {n: t.detach().clone() for n, t in trainer.model.state_dict().items()}
    trainer.step()
    name, index = unchanged_word(before, trainer.model.state_dict())
    with torch.no_grad():
        module.state_dict()[name].view(-1).view(torch.int16)[index] ^= 1
    result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert result.delta is not None and not result.delta.delta
    assert "vote refused" in str(result.delta.why_whole), result.delta.why_whole
    assert module_digest(module) == module_digest(trainer.model)
    assert endpoint.endpoint.version == 2


class _SometimesGarbling(GarblingGroup):
    """Flips the last byte of every bucket it receives while ``garbling`` is set (a delta's
    payload ends in values: the patch applies, and the vote fails on every attempt)."""

    garbling = False
    flip = -1


async def test_after_a_rollback_the_next_sync_is_whole(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    hosts = [RankHost(ModuleApplier(bf16_modules(1)[0]), group_factory=_SometimesGarbling)]
    endpoint = await make_endpoint(hosts=hosts)
    module = endpoint.modules()[0]
    sender = make_sender(endpoint)
    trainer = Trainer()
    await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    trainer.step()
    assert (await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)).delta
    served = module_digest(module)
    trainer.step()
    _SometimesGarbling.garbling = True
    try:
        with pytest.raises(SyncError, match="commit vote failed"):
            await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    finally:
        _SometimesGarbling.garbling = False
    assert module_digest(module) == served and endpoint.endpoint.version == 2
    said = await endpoint.endpoint.sync_state()
    assert said.delta_base is None and "rolled back" in str(said.no_delta_base), said
    result = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert result.delta is not None and not result.delta.delta
    assert "holds no delta base" in str(result.delta.why_whole), result.delta.why_whole
    assert module_digest(module) == module_digest(trainer.model)
    trainer.step()
    again = await sender.sync(trainer.model, buffer_size_mb=BUCKET_MB, delta=True)
    assert again.delta is not None and again.delta.delta
    assert module_digest(module) == module_digest(trainer.model)


def unchanged_word(
    before: dict[str, torch.Tensor], after: dict[str, torch.Tensor]
) -> tuple[str, int]:
    """A bf16 tensor and an element index whose bits the step did not change."""
    for name, old in before.items():
        if old.dtype is torch.bfloat16:
            same = old.view(-1).view(torch.int16) == after[name].view(-1).view(torch.int16)
            if bool(same.any()):
                return name, int(same.nonzero()[0])
    raise AssertionError("every word changed")


async def test_the_trainer_app_takes_delta_and_reports_it(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """``"delta"`` in ``/sync_inference_weights``; the answer, ``/sync_state`` and
    ``/metrics`` say what moved and the density."""
    endpoint = await make_endpoint(modules=bf16_modules(1), shared_memory=False)  # as above
    trainer = Trainer()
    app = build_trainer_app(make_sender(endpoint), weights=lambda: trainer.model)
    async with TestClient(TestServer(app)) as client:
        bad = await client.post("/sync_inference_weights", json={"delta": "sometimes"})
        assert bad.status == 400 and "delta" in (await bad.json())["message"]
        body = {"delta": "auto", "buffer_size_mb": BUCKET_MB, "master_port": free_port()}
        first = await (await client.post("/sync_inference_weights", json=body)).json()
        assert first["success"] and first["delta"]["delta"] is False, first
        assert first["bytes_moved"] == first["total_bytes"]
        trainer.step()
        second = await (await client.post("/sync_inference_weights", json=body)).json()
        assert second["success"] and second["delta"]["delta"] is True, second
        assert second["bytes_moved"] == second["delta"]["bytes_moved"] < second["total_bytes"]
        state = await (await client.get("/sync_state")).json()
        assert state["last_result"]["delta"] == second["delta"]
        assert state["delta_base"] == {"version": 2, "bytes": second["total_bytes"]}
        metrics = await (await client.get("/metrics")).text()
        assert "twophase_last_sync_delta 1.0" in metrics
        assert f"twophase_last_sync_bytes_moved {float(second['bytes_moved'])}" in metrics
        assert "twophase_last_sync_delta_density" in metrics
    assert module_digest(endpoint.modules()[0]) == module_digest(trainer.model)


async def test_a_delta_header_whose_sizes_disagree_is_a_400_naming_it(
    make_endpoint: EndpointFactory,
) -> None:
    endpoint = await make_endpoint(modules=bf16_modules(1))
    spec = next(iter(endpoint.endpoint.model.names))
    body = {
        "num_buckets": 1,
        "buckets": [{"names": [spec], "dtypes": ["bfloat16"], "shapes": [[4]]}],
        "group_name": "weight_sync_group",
        "sync_id": "s1",
        "checksum": "xxh3",
        "transfer_format": "flattened",
        "delta": {
            "base_version": 0,
            "base_checksums": ["x"],
            "buckets": [
                {"kind": "indices", "changed": 1, "word": 2, "nbytes": 5, "bucket_nbytes": 64}
            ],
        },
    }
    async with aiohttp.ClientSession() as session:
        url = f"{endpoint.url}/prepare_weights_update"
        async with session.post(url, json=body) as response:
            status, answer = response.status, await response.json()
    assert status == 400 and "nbytes 5" in answer["message"], answer
    assert endpoint.endpoint.state.value == "IDLE"
