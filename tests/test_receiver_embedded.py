"""The receiver embedded in Python (no HTTP), ranks as threads of this process, against our own
extensions: flattened buckets, the probe, checksums and the commit vote."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import torch

from tests.test_group import free_port
from twophase.core.buckets import Manifest, TensorSpec, plan_buckets
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
)
from twophase.core.table import State
from twophase.errors import ProbeMismatch, RequestRejected, SyncFailed
from twophase.receiver.appliers import ModuleApplier, weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank
from twophase.tools.model import ModelSize, TinyLM
from twophase.transport.group import GroupConfig, SyncGroup
from twophase.transport.probe import run_probe, run_vote
from twophase.transport.transfer import TransferTimeouts, send_buckets

SIZE = ModelSize.named("tiny")
TIMEOUTS = TransferTimeouts(10, 10)


def endpoint(tp: int = 2, mode: str = "staged") -> tuple[ReceiverEndpoint, list[TinyLM]]:
    models = [TinyLM(SIZE, seed=0) for _ in range(tp)]
    ranks = [LocalRank(RankHost(ModuleApplier(m), tp_rank=r)) for r, m in enumerate(models)]
    return ReceiverEndpoint(ranks, mode=mode), models  # type: ignore[arg-type]


async def join(ep: ReceiverEndpoint, port: int, world: int, attempt: str) -> SyncGroup:
    request = InitWeightsUpdateGroupRequest(
        master_address="127.0.0.1", master_port=port, rank_offset=1, world_size=world,
        backend="gloo", attempt=attempt, timeout_s=20,
    )  # fmt: skip
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(
            SyncGroup, GroupConfig("127.0.0.1", port, world, 0, timeout_s=20, attempt=attempt)
        )
        response = await ep.init_group(request)
        assert response.success, response
        return sender.result(30)


def trained(steps: int) -> dict[str, torch.Tensor]:
    model = TinyLM(SIZE, seed=0)
    for step in range(steps):
        model.train_step(step)
    return {n: p.detach() for n, p in model.named_parameters()}


def send_with_probe_and_vote(
    group: SyncGroup, manifest: Manifest, tensors: dict[str, torch.Tensor]
) -> list[str | None]:
    """The sender's data path with our extensions: probe, flattened buckets with crc32
    checksums, commit vote. Returns the checksums sent."""
    run_probe(group, manifest, timeout_s=10)
    sent = send_buckets(
        group, manifest, iter(tensors.items()), transfer_format="flattened",
        timeouts=TIMEOUTS, checksum="crc32", first_collective=False,
    )  # fmt: skip
    run_vote(group, sent, timeout_s=10)
    return sent


async def test_an_extension_sync_with_probe_checksums_and_vote() -> None:
    ep, models = endpoint(tp=2)
    await ep.start()
    group = await join(ep, free_port(), 3, "a1")
    tensors = trained(2)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], 0.05)
    prepared = await ep.prepare(
        PrepareWeightsUpdateRequest(
            num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
            group_name="weight_sync_group", sync_id="s1", weight_version=5,
            transfer_format="flattened", checksum="crc32", manifest_digest=manifest.digest(),
        )
    )  # fmt: skip
    assert prepared.status == "ready" and ep.state is State.PREPARED

    sent = await asyncio.to_thread(send_with_probe_and_vote, group, manifest, tensors)
    done = await ep.complete(
        CompleteWeightsUpdateRequest(
            group_name="weight_sync_group", sync_id="s1", bucket_checksums=sent
        )  # type: ignore[arg-type]
    )
    assert done.success and done.weight_version == 5 and ep.state is State.DONE
    for model in models:  # every TP rank's copy, bit for bit
        assert weights_checksum(dict(model.named_parameters())) == weights_checksum(tensors)
    with pytest.raises(RequestRejected, match="stale weight_version 5"):
        ep.validate(
            PrepareWeightsUpdateRequest(
                num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
                group_name="weight_sync_group", weight_version=5,
            )
        )  # fmt: skip
    group.close()
    for rank in ep.ranks:
        rank.close()


async def test_a_probe_mismatch_names_the_tensor_and_rolls_back() -> None:
    ep, models = endpoint(tp=1)
    await ep.start()
    before = weights_checksum(dict(models[0].named_parameters()))
    group = await join(ep, free_port(), 2, "a2")
    tensors = trained(1)
    specs = [TensorSpec.of(n, t) for n, t in tensors.items()]
    manifest = plan_buckets(specs, 0.05)
    await ep.prepare(
        PrepareWeightsUpdateRequest(
            num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
            group_name="weight_sync_group", sync_id="s1", transfer_format="flattened",
        )
    )  # fmt: skip
    # The trainer then sends something else than it announced: two tensors swapped.
    swapped = list(specs)
    swapped[1], swapped[2] = swapped[2], swapped[1]
    with pytest.raises(ProbeMismatch, match=f"trainer sends {swapped[1].name}"):
        await asyncio.to_thread(run_probe, group, plan_buckets(swapped, 0.05), timeout_s=10)
    for _ in range(100):
        if ep.state is State.IDLE:
            break
        await asyncio.sleep(0.05)
    snapshot = ep.machine.snapshot()
    assert ep.state is State.IDLE and "manifest mismatch" in snapshot["last_error"]
    assert [h["dest"] for h in snapshot["history"]][-2:] == ["ERROR", "IDLE"]
    assert weights_checksum(dict(models[0].named_parameters())) == before
    with pytest.raises(RequestRejected, match="cannot complete in state IDLE"):
        await ep.complete(CompleteWeightsUpdateRequest(group_name="weight_sync_group"))
    group.close()
    for rank in ep.ranks:
        rank.close()


async def test_checksums_that_do_not_match_fail_the_complete() -> None:
    ep, models = endpoint(tp=1)
    await ep.start()
    before = weights_checksum(dict(models[0].named_parameters()))
    group = await join(ep, free_port(), 2, "a3")
    tensors = trained(1)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], 0.05)
    await ep.prepare(
        PrepareWeightsUpdateRequest(
            num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
            group_name="weight_sync_group", transfer_format="per_tensor", checksum="sha256",
        )
    )  # fmt: skip
    sent: Any = await asyncio.to_thread(
        send_buckets, group, manifest, iter(tensors.items()),
        transfer_format="per_tensor", timeouts=TIMEOUTS, checksum="sha256",
    )  # fmt: skip
    wrong = ["0" * 64, *sent[1:]]
    with pytest.raises(SyncFailed, match="bucket 0 checksum"):
        await ep.complete(
            CompleteWeightsUpdateRequest(group_name="weight_sync_group", bucket_checksums=wrong)
        )
    assert ep.state is State.IDLE
    assert weights_checksum(dict(models[0].named_parameters())) == before
    group.close()
    for rank in ep.ranks:
        rank.close()


async def test_over_budget_and_wrong_group_name_are_refused_without_a_change() -> None:
    models = [TinyLM(SIZE, seed=0)]
    ranks = [LocalRank(RankHost(ModuleApplier(models[0])))]
    ep = ReceiverEndpoint(ranks, memory_budget_mb=0.1)  # type: ignore[arg-type]
    await ep.start()
    group = await join(ep, free_port(), 2, "a4")
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in trained(0).items()], 0.05)
    history = len(ep.machine.history())

    def request(**changes: Any) -> PrepareWeightsUpdateRequest:
        fields = {
            "num_buckets": len(manifest.buckets), "buckets": manifest.to_wire(),
            "group_name": "weight_sync_group",
        }  # fmt: skip
        return PrepareWeightsUpdateRequest(**(fields | changes))

    with pytest.raises(
        RequestRejected, match=r"staged receive needs 0\.\d MB, over the memory budget of 0\.1 MB"
    ) as over:
        await ep.prepare(request())
    assert over.value.status == 413
    with pytest.raises(RequestRejected, match="group_name 'other' does not match") as wrong:
        await ep.prepare(request(group_name="other"))
    assert wrong.value.status == 400
    assert ep.state is State.GROUP_READY and len(ep.machine.history()) == history
    group.close()
    ranks[0].close()


async def test_a_committed_staged_sync_leaves_its_buffers_for_the_next_to_receive_into() -> None:
    ep, models = endpoint(tp=1)
    host = ep.ranks[0].host  # type: ignore[attr-defined]
    await ep.start()
    group = await join(ep, free_port(), 2, "a9")

    async def sync(tensors: dict[str, torch.Tensor], version: int) -> None:
        manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], 0.05)
        await ep.prepare(
            PrepareWeightsUpdateRequest(
                num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
                group_name="weight_sync_group", sync_id=f"s{version}", weight_version=version,
                transfer_format="flattened", checksum="crc32",
            )
        )  # fmt: skip

        sent = await asyncio.to_thread(send_with_probe_and_vote, group, manifest, tensors)
        done = await ep.complete(
            CompleteWeightsUpdateRequest(
                group_name="weight_sync_group", sync_id=f"s{version}", bucket_checksums=sent
            )  # type: ignore[arg-type]
        )
        assert done.success
        assert weights_checksum(dict(models[0].named_parameters())) == weights_checksum(tensors)

    await sync(trained(1), 1)
    kept = {b.data_ptr() for b in host._staging}
    assert len(kept) > 1  # one buffer per bucket, held for the next sync
    await sync(trained(2), 2)  # received into the same memory, and still bit for bit
    assert {b.data_ptr() for b in host._staging} == kept
    assert ep.stats.peak_extra_bytes >= sum(b.numel() for b in host._staging)
    host.keep_staging = False
    await sync(trained(3), 3)
    assert host._staging == []
    group.close()
    for rank in ep.ranks:
        rank.close()
