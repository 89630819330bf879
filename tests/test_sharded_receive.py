"""A receiving endpoint in a sharded sync (issue 25): two sender ranks, each holding only its
FSDP-style shard (``Shard(0)``) of every tensor, sync a TP 2 endpoint with no gather. The
endpoint's prepare carries each TP rank's pairs; its ranks run the plan probe, receive every
sender's pieces at once into staging, take part in the pair vote and commit on it.

The two sender ranks here are threads driving the transport functions directly (the trainer's
collective ``sync`` is not built yet); the endpoint is the real one, over HTTP."""

from __future__ import annotations

import asyncio
import threading
import uuid
from typing import Any

import pytest
import torch
from torch.distributed.tensor import Shard

from tests.embedded import MODEL_SIZE, EmbeddedEndpoint, EndpointFactory, module_digest
from tests.helpers import free_port, group_config, post, run_ranks
from tests.test_reshard_plan import mesh_layouts
from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.layouts import Box, Layout
from twophase.core.protocol import ShardedReceive
from twophase.core.reshard import (
    PairManifest,
    TransferPlan,
    pair_manifests,
    plan_transfers,
)
from twophase.core.table import Deadlines
from twophase.errors import ProbeMismatch
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.checks import run_pair_vote, run_plan_probe
from twophase.transport.group import SyncGroup
from twophase.transport.pairs import shard_finding
from twophase.transport.sending import send_pairs

SENDERS, TP = 2, 2
BUFFER_MB = 0.05
DEADLINES = Deadlines(first_byte=10, progress=10)


def trained(step: int) -> dict[str, torch.Tensor]:
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(step)
    return {name: t.detach().clone() for name, t in model.state_dict().items()}


def prepare_body(
    plan: TransferPlan, specs: list[TensorSpec], sync_id: str, version: int
) -> dict[str, Any]:
    """The leader's prepare: the usual manifest (every tensor whole) and each TP rank's
    pairs, from the plan (receiver rank r of the plan is this endpoint's TP rank r)."""
    ranks = [plan.parts(r) for r in range(TP)]
    sharded = ShardedReceive(
        senders=SENDERS, plan_digest=plan.digest(), buffer_size_mb=BUFFER_MB, ranks=ranks
    )
    manifest = plan_buckets(specs, 1.0)
    return {
        "num_buckets": len(manifest.buckets),
        "buckets": [b.model_dump() for b in manifest.to_wire()],
        "group_name": "weight_sync_group", "sync_id": sync_id, "weight_version": version,
        "transfer_format": "flattened", "checksum": "crc32",
        "sharded": sharded.model_dump(mode="json"),
    }  # fmt: skip


def shard0_plan(
    full: dict[str, torch.Tensor],
) -> tuple[list[TensorSpec], list[Layout], TransferPlan, dict[tuple[int, int], PairManifest]]:
    """``SENDERS`` ranks each holding ``Shard(0)`` of every tensor into ``TP`` ranks that hold
    every tensor whole: the specs, the holdings, the plan and its pairs."""
    specs = [TensorSpec.of(name, tensor) for name, tensor in full.items()]
    tensors = [(spec.name, spec.shape) for spec in specs]
    holdings = mesh_layouts(tensors, (SENDERS,), [[Shard(0)]] * len(specs))
    needs = [{name: [Box.whole(shape)] for name, shape in tensors}] * TP
    plan = plan_transfers(tensors, holdings, needs)
    return specs, holdings, plan, pair_manifests(plan, specs, BUFFER_MB)


def sharded_sync(
    url: str, full: dict[str, torch.Tensor], version: int, *, wrong_layout: bool = False
) -> dict[int, Any]:
    """Rank 0 (the leader) joins the endpoint into a group of 2 + TP ranks, prepares it,
    and after "ready" both sender ranks run the probe, send their pairs and vote; rank 0
    then completes. Each sender rank's result or exception; ``"complete"``: its answer."""
    specs, holdings, plan, pairs = shard0_plan(full)
    port, attempt, sync_id = free_port(), uuid.uuid4().hex[:8], f"sharded-{uuid.uuid4().hex[:6]}"
    world = SENDERS + TP
    ready = [False]
    answers: dict[str, Any] = {}
    go = threading.Event()

    def sender(rank: int) -> Any:
        config = group_config(port, rank, world, attempt=attempt)
        if rank == 0:
            init = {
                "master_address": "127.0.0.1", "master_port": port, "rank_offset": SENDERS,
                "world_size": world, "group_name": "weight_sync_group", "backend": "gloo",
                "attempt": attempt, "timeout_s": 20,
            }  # fmt: skip
            joining = threading.Thread(
                target=lambda: answers.update(init=post(f"{url}/init_weights_update_group", init))
            )
            joining.start()
        group = SyncGroup(config)
        try:
            if rank == 0:
                joining.join(30)
                status, answer = post(
                    f"{url}/prepare_weights_update", prepare_body(plan, specs, sync_id, version)
                )
                ready[0] = status == 200 and answer["status"] == "ready"
                answers["prepare"] = (status, answer)
                go.set()
            go.wait(30)
            if not ready[0]:
                return "not prepared"
            layout = holdings[rank]
            if wrong_layout and rank == 1:
                layout = dict(layout) | {specs[0].name: holdings[0][specs[0].name]}
            shards = {n: [(b, full[n][b.index()].clone()) for b in boxes]
                      for n, boxes in layout.items()}  # fmt: skip
            run_plan_probe(group, plan.digest(), shard_finding(holdings[rank], shards),
                           timeout_s=10)  # fmt: skip
            mine = [p for p in pairs.values() if p.sender == rank]
            sent = send_pairs(group, mine, shards, plan.names, receiver_offset=SENDERS,
                              deadlines=DEADLINES, algorithm="crc32")  # fmt: skip
            run_pair_vote(group, senders=SENDERS, sent=sent, timeout_s=10)
            return sent
        finally:
            if rank == 0:
                body = {"group_name": "weight_sync_group", "sync_id": sync_id}
                answers["complete"] = post(f"{url}/complete_weights_update", body)
            group.close()

    results = run_ranks(SENDERS, sender, timeout=90)
    return {**results, **answers}


async def test_two_sender_ranks_sync_a_tp2_endpoint_with_no_gather(
    make_endpoint: EndpointFactory,
) -> None:
    embedded: EmbeddedEndpoint = await make_endpoint(tp=TP)
    for step, version in ((1, 1), (2, 2)):
        full = trained(step)
        out = await asyncio.to_thread(sharded_sync, embedded.url, full, version)
        assert out["init"][0] == 200, out["init"]
        assert out["prepare"][0] == 200, out["prepare"]
        assert not isinstance(out[0], BaseException) and not isinstance(out[1], BaseException), out
        status, complete = out["complete"]
        assert status == 200 and complete["weight_version"] == version, complete
        expected = module_digest_of(full)
        for module in embedded.modules():
            assert module_digest(module) == expected  # every TP rank holds the whole model
        assert embedded.endpoint.version == version


async def test_a_sender_holding_other_shards_fails_the_sync_at_the_probe_and_nothing_changes(
    make_endpoint: EndpointFactory,
) -> None:
    embedded = await make_endpoint(tp=TP)
    before = [module_digest(m) for m in embedded.modules()]
    out = await asyncio.to_thread(sharded_sync, embedded.url, trained(3), 1, wrong_layout=True)
    for rank in range(SENDERS):
        assert isinstance(out[rank], ProbeMismatch), out[rank]
        assert "rank 1: embed.weight: declared" in str(out[rank]), out[rank]
    status, complete = out["complete"]
    assert status == 502 and "probe: the sharded sync's ranks disagree" in complete["message"]
    assert (
        "rank 1: embed.weight: declared [128:256, 0:64], holds [0:128, 0:64]" in complete["message"]
    )
    assert [module_digest(m) for m in embedded.modules()] == before
    assert embedded.endpoint.version == 0


def module_digest_of(full: dict[str, torch.Tensor]) -> str:
    module = TinyLM(MODEL_SIZE, seed=0)
    module.load_state_dict(full)
    return module_digest(module)


@pytest.mark.parametrize("problem", ["twice", "missing", "stranger"])
async def test_a_sharded_prepare_that_does_not_cover_the_model_is_refused_naming_it(
    make_endpoint: EndpointFactory, problem: str
) -> None:
    """Each TP rank's moves must cover every tensor exactly once: a 400 naming the tensor,
    before any receive is posted."""
    embedded = await make_endpoint(tp=TP)
    full = trained(4)
    specs = [TensorSpec.of(name, tensor) for name, tensor in full.items()]
    tensors = [(spec.name, spec.shape) for spec in specs]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    plan = plan_transfers(tensors, [everything], [everything] * TP)
    body = prepare_body(plan, specs, "bad-plan", 1)
    moves = body["sharded"]["ranks"][1][0]["moves"]
    if problem == "twice":
        moves.append(moves[0])
    elif problem == "missing":
        moves.pop()
    else:
        moves[0] = ["no.such.tensor", moves[0][1]]
    await _join(embedded)
    status, answer = await asyncio.to_thread(post, f"{embedded.url}/prepare_weights_update", body)
    assert status == 400, answer
    expected = {"twice": "is sent twice", "missing": "do not cover all this rank holds of",
                "stranger": "no tensor 'no.such.tensor'"}[problem]  # fmt: skip
    assert "sharded: rank 1: " in answer["message"] and expected in answer["message"], answer
    assert embedded.endpoint.state.value == "GROUP_READY"


async def _join(embedded: EmbeddedEndpoint) -> None:
    """Join the endpoint into a group with one trainer rank (this test's)."""
    port = free_port()

    def join() -> None:
        init = {
            "master_address": "127.0.0.1", "master_port": port, "rank_offset": 1,
            "world_size": 1 + TP, "group_name": "weight_sync_group", "backend": "gloo",
        }  # fmt: skip
        answer: list[Any] = []
        thread = threading.Thread(
            target=lambda: answer.append(post(f"{embedded.url}/init_weights_update_group", init))
        )
        thread.start()
        group = SyncGroup(group_config(port, 0, 1 + TP))
        thread.join(30)
        assert answer and answer[0][0] == 200, answer
        keep.append(group)

    keep: list[SyncGroup] = []
    await asyncio.to_thread(join)
