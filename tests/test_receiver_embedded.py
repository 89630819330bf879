"""The receiver embedded in Python (no HTTP), ranks as threads of this process, against our own
extensions: flattened buckets, the probe, checksums and the commit vote."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import torch

from tests.embedded import MODEL_SIZE, EndpointFactory
from tests.helpers import free_port
from twophase import ModuleApplier, RankHost, wait_for_state
from twophase.core.buckets import Manifest, TensorSpec, plan_buckets
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
)
from twophase.core.table import Deadlines, State
from twophase.errors import ProbeMismatch, RequestRejected, SyncFailed
from twophase.receiver.appliers import weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import GroupConfig, SyncGroup
from twophase.transport.sending import send_buckets

TIMEOUTS = Deadlines(first_byte=10, progress=10)
GroupJoiner = Callable[[ReceiverEndpoint, int, str], Awaitable[SyncGroup]]


@pytest.fixture
def join_group(make_endpoint: EndpointFactory) -> Iterator[GroupJoiner]:
    """``await join_group(endpoint, world_size, attempt)``: the endpoint joins a group on a
    free port; returns the trainer's side (rank 0), closed when the test ends, before the
    endpoint's ranks."""
    groups: list[SyncGroup] = []

    async def join(ep: ReceiverEndpoint, world: int, attempt: str) -> SyncGroup:
        port = free_port()
        request = InitWeightsUpdateGroupRequest(
            master_address="127.0.0.1", master_port=port, rank_offset=1, world_size=world,
            backend="gloo", attempt=attempt, timeout_s=20,
        )  # fmt: skip
        config = GroupConfig("127.0.0.1", port, world, 0, timeout_s=20, attempt=attempt)
        with ThreadPoolExecutor(1) as pool:
            sender = pool.submit(SyncGroup, config)
            response = await ep.init_group(request)
            assert response.success, response
            groups.append(sender.result(30))
        return groups[-1]

    yield join
    for group in groups:
        group.close()


def trained(steps: int) -> dict[str, torch.Tensor]:
    model = TinyLM(MODEL_SIZE, seed=0)
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
        deadlines=TIMEOUTS, checksum="crc32", first_collective=False,
    )  # fmt: skip
    run_vote(group, sent, timeout_s=10)
    return sent


async def test_an_extension_sync_with_probe_checksums_and_vote(
    make_endpoint: EndpointFactory, join_group: GroupJoiner
) -> None:
    embedded = await make_endpoint(2, http=False)
    ep, models = embedded.endpoint, embedded.modules()
    group = await join_group(ep, 3, "a1")
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


async def test_a_probe_mismatch_names_the_tensor_and_rolls_back(
    make_endpoint: EndpointFactory, join_group: GroupJoiner
) -> None:
    embedded = await make_endpoint(1, http=False)
    ep, models = embedded.endpoint, embedded.modules()
    before = weights_checksum(dict(models[0].named_parameters()))
    group = await join_group(ep, 2, "a2")
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
    await wait_for_state(ep.machine, {State.IDLE}, timeout=5)
    snapshot = ep.machine.snapshot()
    assert ep.state is State.IDLE and "manifest mismatch" in snapshot["last_error"]
    assert [h["dest"] for h in snapshot["history"]][-2:] == ["ERROR", "IDLE"]
    assert weights_checksum(dict(models[0].named_parameters())) == before
    with pytest.raises(RequestRejected, match="cannot complete in state IDLE"):
        await ep.complete(CompleteWeightsUpdateRequest(group_name="weight_sync_group"))


async def test_checksums_that_do_not_match_fail_the_complete(
    make_endpoint: EndpointFactory, join_group: GroupJoiner
) -> None:
    embedded = await make_endpoint(1, http=False)
    ep, models = embedded.endpoint, embedded.modules()
    before = weights_checksum(dict(models[0].named_parameters()))
    group = await join_group(ep, 2, "a3")
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
        transfer_format="per_tensor", deadlines=TIMEOUTS, checksum="sha256",
    )  # fmt: skip
    wrong = ["0" * 64, *sent[1:]]
    with pytest.raises(SyncFailed, match="bucket 0 checksum"):
        await ep.complete(
            CompleteWeightsUpdateRequest(group_name="weight_sync_group", bucket_checksums=wrong)
        )
    assert ep.state is State.IDLE
    assert weights_checksum(dict(models[0].named_parameters())) == before


async def test_over_budget_and_wrong_group_name_are_refused_without_a_change(
    make_endpoint: EndpointFactory, join_group: GroupJoiner
) -> None:
    ep = (await make_endpoint(1, http=False, memory_budget_mb=0.1)).endpoint
    await join_group(ep, 2, "a4")
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


async def test_a_committed_staged_sync_leaves_its_buffers_for_the_next_to_receive_into(
    make_endpoint: EndpointFactory, join_group: GroupJoiner
) -> None:
    """The copy path (a fixed-address applier): the staging buffers stay for the next sync.
    (The zero-copy path's double buffers: tests/test_zero_copy.py.)"""
    fixed = [RankHost(ModuleApplier(TinyLM(MODEL_SIZE, seed=0), zero_copy=False))]
    embedded = await make_endpoint(hosts=fixed, http=False)
    ep, models, host = embedded.endpoint, embedded.modules(), embedded.hosts[0]
    group = await join_group(ep, 2, "a9")

    async def sync(tensors: dict[str, torch.Tensor], version: int, mode: str = "staged") -> None:
        ep.mode = mode  # type: ignore[assignment]
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
    kept = {b.data_ptr() for b in host.model.spare_buffers}
    assert len(kept) > 1  # one buffer per bucket, held for the next sync
    await sync(trained(2), 2)  # received into the same memory, and still bit for bit
    assert {b.data_ptr() for b in host.model.spare_buffers} == kept
    assert ep.stats.peak_extra_bytes >= sum(b.numel() for b in host.model.spare_buffers)
    # Streaming takes its two buffers from those, and keeps them for the sync after.
    await sync(trained(3), 3, "streaming")
    streamed = {b.data_ptr() for b in host.model.spare_buffers}
    assert len(streamed) == 2 and streamed <= kept
    await sync(trained(4), 4, "streaming")
    assert {b.data_ptr() for b in host.model.spare_buffers} == streamed
    host.model.keep_staging = False
    await sync(trained(5), 5)
    assert host.model.spare_buffers == []
