"""The data path's guarantees, each pinned by a test that a mutant of it fails: nothing of an
aborted bucket reaches the model, the progress deadline, the probe, the swap that puts back what
it swapped, a failed rank's endpoint keeping its old weights (first written for the mutants
issue 16 found surviving). Each test names the mutant it kills; ``python specs/mutants.py``
applies every mutant to a copy of the tree and checks that the tests it names fail there.

The data path runs over ``twophase.testing``'s in-memory group (fast, deterministic), except
the progress deadline, which runs over real gloo so that the transport's own deadline is
exercised too.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Mapping
from concurrent.futures import ThreadPoolExecutor

import pytest
import torch

from tests.embedded import EmbeddedEndpoint, EndpointFactory
from tests.helpers import free_port, model_tensors, post, run_ranks, wait_until, wait_until_async
from twophase.core.buckets import (
    Bucket,
    Manifest,
    TensorSpec,
    as_bytes,
    new_buffer,
    pack,
    plan_buckets,
)
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    Timeouts,
    TransferFormat,
)
from twophase.core.table import RESTING_STATES, Deadlines, State, Trigger
from twophase.errors import (
    ProbeMismatch,
    RankStepError,
    RequestRejected,
    SyncFailed,
    TransferAborted,
)
from twophase.receiver.appliers import ModuleApplier, weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rank_model import swap_in
from twophase.receiver.rank_worker import RankWorker
from twophase.receiver.rankdata import AbortOutcome, ReceiveSpec
from twophase.receiver.rankhost import RankHost
from twophase.receiver.receive_job import ReceiveHandle, ReceiveJob
from twophase.testing import SimNetwork
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import Group, GroupConfig, GroupFactory, SyncGroup
from twophase.transport.sending import send_buckets

GROUP_NAME = "weight_sync_group"
MODEL_SIZE = ModelSize.named("tiny")
BUCKET_MB = 0.01  # the tiny model in 13 buckets
TRANSFER = Deadlines(first_byte=10, progress=10)
# Deadlines for the endpoint tests that do not test deadlines.
SLOW = Timeouts(group_join=20, prepare=10, first_byte=20, progress=20, apply=20)
GATE_S = 15.0  # the longest a gated apply waits for the test to release it


# -- helpers ------------------------------------------------------------------------------------


def sim_config(port: int, rank: int, world_size: int) -> GroupConfig:
    return GroupConfig("127.0.0.1", port, world_size, rank, timeout_s=10.0)


def trained_weights(steps: int) -> dict[str, torch.Tensor]:
    model = TinyLM(MODEL_SIZE, seed=0)
    for step in range(steps):
        model.train_step(step)
    return {name: p.detach().clone() for name, p in model.named_parameters()}


def manifest_of(tensors: Mapping[str, torch.Tensor], buffer_size_mb: float) -> Manifest:
    return plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb)


def same_bytes(got: Mapping[str, torch.Tensor], want: Mapping[str, torch.Tensor]) -> list[str]:
    """The names whose bytes differ (empty: bit for bit the same)."""
    assert got.keys() == want.keys()
    return [
        name
        for name in want
        if not torch.equal(
            as_bytes(got[name].detach().contiguous()), as_bytes(want[name].detach().contiguous())
        )
    ]


class RecordingSink:
    """A staged sink that records which buckets were handed over."""

    def __init__(self) -> None:
        self.handed_over: list[int] = []

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        return new_buffer(bucket, device)

    def received(self, bucket: Bucket, buffer: torch.Tensor, ready: object) -> None:
        self.handed_over.append(bucket.index)


def broadcast_bucket(
    trainer: Group, bucket: Bucket, tensors: Mapping[str, torch.Tensor], fmt: TransferFormat
) -> None:
    """Rank 0's side of one bucket, in either format."""
    what = f"bucket {bucket.index}"
    if fmt == "flattened":
        buffer = pack(bucket, tensors, new_buffer(bucket))
        trainer.broadcast(buffer, timeout_s=10, what=what)
        return
    for name in bucket.names:
        trainer.broadcast(tensors[name].contiguous(), timeout_s=10, what=f"{what} tensor {name}")


@contextlib.asynccontextmanager
async def joined(
    endpoint: ReceiverEndpoint, factory: GroupFactory, *, tp: int, attempt: str
) -> AsyncIterator[Group]:
    """The sync group, formed: the trainer (rank 0, a thread) and the endpoint's ``tp`` ranks.
    The trainer's side closes on the way out, failed test or not, so that no rank is left
    waiting in a collective for its deadline."""
    port = free_port()
    request = InitWeightsUpdateGroupRequest(
        master_address="127.0.0.1", master_port=port, rank_offset=1, world_size=tp + 1,
        backend="gloo", attempt=attempt, timeout_s=20,
    )  # fmt: skip
    config = GroupConfig("127.0.0.1", port, tp + 1, 0, timeout_s=20.0, attempt=attempt)
    joining = asyncio.create_task(asyncio.to_thread(factory, config))
    response = await endpoint.init_group(request)
    assert response.success, response
    trainer = await joining
    try:
        yield trainer
    finally:
        trainer.close()


def prepare_request(
    manifest: Manifest,
    *,
    sync_id: str | None,
    fmt: TransferFormat,
    version: int | None = None,
    timeouts: Timeouts | None = None,
) -> PrepareWeightsUpdateRequest:
    return PrepareWeightsUpdateRequest(
        num_buckets=len(manifest.buckets), buckets=manifest.to_wire(), group_name=GROUP_NAME,
        sync_id=sync_id, weight_version=version, transfer_format=fmt, checksum="crc32",
        timeouts=timeouts,
    )  # fmt: skip


def complete_request(sync_id: str | None, sent: list[str | None]) -> CompleteWeightsUpdateRequest:
    """The complete for a sync whose buckets were sent with checksums ``sent``."""
    checksums = [c for c in sent if c is not None]
    assert len(checksums) == len(sent), "every bucket was sent with a checksum"
    return CompleteWeightsUpdateRequest(
        group_name=GROUP_NAME, sync_id=sync_id, bucket_checksums=checksums
    )


def send_with_probe_and_vote(
    trainer: Group, manifest: Manifest, tensors: Mapping[str, torch.Tensor]
) -> list[str | None]:
    run_probe(trainer, manifest, timeout_s=10)
    sent = send_buckets(
        trainer, manifest, iter(tensors.items()), transfer_format="flattened",
        deadlines=TRANSFER, checksum="crc32", first_collective=False,
    )  # fmt: skip
    run_vote(trainer, sent, timeout_s=10)
    return sent


def worker_threads(rank: int) -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name.startswith(f"twophase-rank{rank}-")}


# -- 1. the abort flag after a collective that returns normally ---------------------------------


@pytest.mark.parametrize("fmt", ["flattened", "per_tensor"])
def test_an_abort_while_a_bucket_is_in_flight_keeps_that_bucket_from_the_sink(
    fmt: TransferFormat,
) -> None:
    """An aborted NCCL collective returns normally with partial data. The flag is set while
    rank 1 is blocked in the last bucket's receive; that receive then completes normally; the
    bucket must never reach the sink (mutant: no ``_check`` at the start of ``_finish``)."""
    tensors = model_tensors(count=20)
    manifest = manifest_of(tensors, 1)
    assert len(manifest.buckets) >= 3
    network, port = SimNetwork(), free_port()
    with ThreadPoolExecutor(1) as pool:
        joining = pool.submit(network.group_factory, sim_config(port, 0, 2))
        worker = RankWorker(sim_config(port, 1, 2), group_factory=network.group_factory)
        trainer = joining.result(10)
    worker.joined.result(10)
    try:
        sink = RecordingSink()
        job = ReceiveJob(
            "s1", Manifest.from_wire(manifest.to_wire()), sink, TRANSFER, transfer_format=fmt,
            probe=False, vote=False,
        )  # fmt: skip
        handle = worker.submit(job)
        handle.posted.result(10)
        *early, last = manifest.buckets
        for bucket in early:
            broadcast_bucket(trainer, bucket, tensors, fmt)
        # Once the bucket before it is handed over, the worker's next step is to wait for the
        # last bucket's receive: nothing else stands between.
        wait_until(
            lambda: sink.handed_over == [b.index for b in early], timeout_s=10, what="early buckets"
        )
        time.sleep(0.1)  # well inside the wait
        worker.abort("operator abort")
        broadcast_bucket(trainer, last, tensors, fmt)  # the receive returns normally, data and all
        with pytest.raises(TransferAborted, match="operator abort"):
            handle.done.result(10)
        assert sink.handed_over == [b.index for b in early]  # the last bucket never handed over
        worker.thread.join(5)
        assert not worker.thread.is_alive()  # the group is not trusted after an abort
    finally:
        trainer.close()


# -- 2. the per-bucket progress deadline ----------------------------------------------------------

PROGRESS_S = 1.0
STALL_AFTER = 3  # the trainer sends buckets 0..2, then stalls


async def stall_the_trainer_after_bucket_k(make_endpoint: EndpointFactory) -> tuple[str, float]:
    """The trainer sends the probe and buckets 0..k-1, then stalls (as under SIGSTOP), with
    first_byte at 60 s and progress at 1 s. Returns the cause the receiver recorded and how
    long after the stall it came to rest; checks that its rank thread ended."""
    embedded = await make_endpoint(tp=1, http=False)
    receiver = embedded.endpoint
    before = worker_threads(1)
    async with joined(receiver, SyncGroup, tp=1, attempt="stall") as trainer:
        (thread,) = worker_threads(1) - before
        tensors = trained_weights(1)
        manifest = manifest_of(tensors, BUCKET_MB)
        assert len(manifest.buckets) > STALL_AFTER + 1
        timeouts = Timeouts(first_byte=60, progress=PROGRESS_S, apply=60)
        prepared = await receiver.prepare(
            prepare_request(manifest, sync_id="stall", fmt="flattened", timeouts=timeouts)
        )
        assert prepared.success, prepared

        def send_then_stall() -> float:
            run_probe(trainer, manifest, timeout_s=10)
            send_buckets(
                trainer, Manifest(manifest.buckets[:STALL_AFTER]), iter(tensors.items()),
                transfer_format="flattened", deadlines=TRANSFER, first_collective=False,
            )  # fmt: skip
            return time.monotonic()

        stalled_at = await asyncio.to_thread(send_then_stall)
        await wait_until_async(
            lambda: receiver.state in RESTING_STATES,
            timeout_s=PROGRESS_S + 10,  # far below the endpoint-wide cap (over 60 s)
            what="the receiver to give up on the stalled trainer",
        )
        elapsed = time.monotonic() - stalled_at
        assert receiver.machine.history()[-2].trigger is Trigger.TIMEOUT
        await asyncio.to_thread(thread.join, 5)
        assert not thread.is_alive()  # the rank's thread ended with its dead group
        return receiver.machine.snapshot()["last_error"] or "", elapsed


async def test_a_trainer_that_stalls_after_bucket_k_fails_the_receiver_within_progress(
    make_endpoint: EndpointFactory,
) -> None:
    """The receiver gives up about ``progress`` after the stall, not at an endpoint-wide cap,
    and its rank thread ends (mutant: the progress deadline replaced by a huge value)."""
    _, elapsed = await stall_the_trainer_after_bucket_k(make_endpoint)
    assert elapsed < PROGRESS_S + 4, elapsed


async def test_a_trainer_that_stalls_after_bucket_k_is_named_in_the_receivers_error(
    make_endpoint: EndpointFactory,
) -> None:
    """The recorded cause names bucket k, says it timed out, and names the deadline that fired
    (the progress deadline: the trainer stopped moving after its first bytes)."""
    cause, _ = await stall_the_trainer_after_bucket_k(make_endpoint)
    assert f"bucket {STALL_AFTER} (progress)" in cause and "timed out" in cause.lower(), cause


# -- 3. the probe and bucket boundaries ----------------------------------------------------------


def test_the_probe_fails_when_ranks_hold_the_same_tensors_in_other_buckets() -> None:
    """Rank 2 expects the very same tensors, split at other bucket boundaries: the manifest
    digests differ and the probe fails on every rank, naming rank 2 (mutant: a digest that
    leaves out the bucket boundaries)."""
    specs = [TensorSpec.of(n, t) for n, t in model_tensors(count=30).items()]
    planned, split_otherwise = plan_buckets(specs, 1), plan_buckets(specs, 0.5)
    assert planned.specs == split_otherwise.specs
    assert len(planned.buckets) != len(split_otherwise.buckets)
    manifests = {0: planned, 1: planned, 2: split_otherwise}
    network, port = SimNetwork(), free_port()

    def probe(rank: int) -> None:
        group = network.group_factory(sim_config(port, rank, 3))
        try:
            run_probe(group, Manifest.from_wire(manifests[rank].to_wire()), timeout_s=10)
        finally:
            group.close()

    results = run_ranks(3, probe, timeout=30)
    for rank in range(3):
        error = results[rank]
        assert isinstance(error, ProbeMismatch), (rank, error)
        assert error.findings.keys() == {2}, error.findings
        assert "bucket" in error.findings[2], error.findings
    assert planned.digest() != split_otherwise.digest()


# -- 4. a swap that fails part-way ----------------------------------------------------------------


class FailsOnTheThirdTensor(ModuleApplier):
    """Loads every tensor but the model's third, which always fails (the copy path)."""

    def __init__(self, module: torch.nn.Module) -> None:
        super().__init__(module, zero_copy=False)
        self.failing = list(self.state())[2]
        self.loaded: list[str] = []

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        if self.failing in tensors:
            raise RuntimeError(f"injected: cannot load {self.failing}")
        self.loaded.extend(tensors)
        super().load(tensors)


def test_a_swap_that_fails_on_its_third_tensor_puts_back_the_two_already_swapped() -> None:
    """Every injected apply fault elsewhere fails on the first tensor. Here the first two are
    swapped in before the third fails; afterwards every tensor is bit for bit the old one
    (mutant: ``swap_in`` does not put back what it swapped)."""
    applier = FailsOnTheThirdTensor(TinyLM(MODEL_SIZE, seed=0))
    old = {name: t.clone() for name, t in applier.state().items()}
    staged = {name: torch.full_like(t, 7.0) for name, t in applier.state().items()}
    with pytest.raises(RuntimeError, match="injected"):
        swap_in(applier, staged, torch.device("cpu"))
    assert applier.loaded[:2] == list(old)[:2]  # two swapped in before the failure
    assert same_bytes(applier.state(), old) == []


async def test_an_endpoint_whose_rank_fails_on_the_third_tensor_keeps_the_old_weights(
    make_endpoint: EndpointFactory,
) -> None:
    """The same through a TP 2 endpoint: rank 1's apply fails on its third tensor, rank 0's
    succeeds; the sync fails and both ranks hold the old weights, bit for bit."""
    network = SimNetwork()
    modules = [TinyLM(MODEL_SIZE, seed=0) for _ in range(2)]
    appliers = [ModuleApplier(modules[0]), FailsOnTheThirdTensor(modules[1])]
    hosts = [
        RankHost(a, tp_rank=r, group_factory=network.group_factory) for r, a in enumerate(appliers)
    ]
    embedded = await make_endpoint(hosts=hosts, http=False, timeouts=SLOW)
    receiver = embedded.endpoint
    old = [{n: t.clone() for n, t in a.state().items()} for a in appliers]
    async with joined(receiver, network.group_factory, tp=2, attempt="swap") as trainer:
        tensors = trained_weights(1)
        manifest = manifest_of(tensors, BUCKET_MB)
        prepared = await receiver.prepare(prepare_request(manifest, sync_id="s1", fmt="flattened"))
        assert prepared.success, prepared
        sent = await asyncio.to_thread(send_with_probe_and_vote, trainer, manifest, tensors)
        with pytest.raises(SyncFailed, match="injected"):
            await receiver.complete(complete_request("s1", sent))
        await wait_until_async(
            lambda: receiver.state in RESTING_STATES, timeout_s=10, what="the rollback"
        )
        assert receiver.version == 0
        for applier, before in zip(appliers, old, strict=True):
            assert same_bytes(applier.state(), before) == []


# -- 5. an abort while APPLYING -------------------------------------------------------------------


class GatedApplier(ModuleApplier):
    """An apply that takes its time (the copy path): the first load waits until the test
    releases it."""

    def __init__(self, module: torch.nn.Module) -> None:
        super().__init__(module, zero_copy=False)
        self.entered = threading.Event()
        self.release = threading.Event()

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        self.entered.set()
        if not self.release.wait(GATE_S):
            raise RuntimeError("the test never released the apply")
        super().load(tensors)


async def start_gated_sync(
    embedded: EmbeddedEndpoint, trainer: Group, protocol: str
) -> tuple[asyncio.Task[CompleteWeightsUpdateResponse], int, dict[str, torch.Tensor]]:
    """Run one sync up to its apply; return the complete in flight, the version it must
    end at, and the weights sent."""
    receiver = embedded.endpoint
    tensors = trained_weights(1)
    manifest = manifest_of(tensors, BUCKET_MB)
    if protocol == "twophase":  # the commit point is the vote: it applies on its own
        request = prepare_request(manifest, sync_id="s1", fmt="flattened", version=7)
        assert (await receiver.prepare(request)).success
        sent = await asyncio.to_thread(send_with_probe_and_vote, trainer, manifest, tensors)
        complete, version = complete_request("s1", sent), 7
    else:  # a seed-protocol sender: no probe, no vote; the complete is the commit
        request = prepare_request(manifest, sync_id=None, fmt="per_tensor")
        assert (await receiver.prepare(request)).success
        sent = await asyncio.to_thread(
            send_buckets, trainer, manifest, iter(tensors.items()), transfer_format="per_tensor",
            deadlines=TRANSFER, checksum="crc32",
        )  # fmt: skip
        complete, version = complete_request(None, sent), 1
    return asyncio.create_task(receiver.complete(complete)), version, tensors


@pytest.mark.parametrize("protocol", ["twophase", "seed"])
async def test_an_abort_while_applying_gets_409_and_the_apply_ends_at_the_new_version(
    make_endpoint: EndpointFactory, protocol: str
) -> None:
    """Both ranks of a TP 2 endpoint are inside a slow apply when an abort comes, over HTTP
    and from Python: 409 both times, nothing rolled back, and the sync ends at the new version
    on both ranks (mutant: the APPLYING refusal removed; with the twophase sender the vote
    still refuses it, so the seed protocol's case is the one that shows it)."""
    network = SimNetwork()
    appliers = [GatedApplier(TinyLM(MODEL_SIZE, seed=0)) for _ in range(2)]
    hosts = [
        RankHost(a, tp_rank=r, group_factory=network.group_factory) for r, a in enumerate(appliers)
    ]
    embedded = await make_endpoint(hosts=hosts, timeouts=SLOW)
    receiver = embedded.endpoint
    async with joined(receiver, network.group_factory, tp=2, attempt=protocol) as trainer:
        try:
            completing, version, tensors = await start_gated_sync(embedded, trainer, protocol)
            await wait_until_async(
                lambda: all(a.entered.is_set() for a in appliers), timeout_s=10, what="applying"
            )
            assert receiver.state is State.APPLYING
            body = {"group_name": GROUP_NAME, "reason": "too late"}
            if protocol == "twophase":
                body["sync_id"] = "s1"
            status, answer = await asyncio.to_thread(
                post, f"{embedded.url}/abort_weights_update", body, timeout_s=30
            )
            assert status == 409, answer
            with pytest.raises(RequestRejected) as refused:
                await receiver.abort("too late, from python")
            assert refused.value.status == 409
            assert receiver.state is State.APPLYING  # the refusals changed nothing
        finally:
            for applier in appliers:
                applier.release.set()
        done = await asyncio.wait_for(completing, 30)
    assert done.success, done
    assert (receiver.state, receiver.version) == (State.DONE, version)
    for applier in appliers:
        assert weights_checksum(applier.state()) == weights_checksum(tensors)


# -- 6. a rollback discards what was staged -------------------------------------------------------


def test_a_discarded_staged_sync_leaves_nothing_to_apply() -> None:
    """Every bucket of a staged sync is in when the endpoint rolls back (``discard``); after
    that, nothing of it can be applied, and the weights are the old ones (mutant: the discard
    keeps the staged data)."""
    network, port = SimNetwork(), free_port()
    host = RankHost(ModuleApplier(TinyLM(MODEL_SIZE, seed=0)), group_factory=network.group_factory)
    old = {n: t.clone() for n, t in host.model.applier.state().items()}
    with ThreadPoolExecutor(1) as pool:
        joining = pool.submit(network.group_factory, sim_config(port, 0, 2))
        host.join(sim_config(port, 1, 2), 10)
        trainer = joining.result(10)
    tensors = trained_weights(1)
    manifest = manifest_of(tensors, BUCKET_MB)
    spec = ReceiveSpec(
        "s1", [b.model_dump() for b in manifest.to_wire()], "flattened", probe=True, vote=True,
        checksum="crc32", deadlines=TRANSFER, mode="staged",
    )  # fmt: skip
    try:
        host.start_receive(spec, 10)
        send_with_probe_and_vote(trainer, manifest, tensors)
        assert host.wait_received(10).buckets == len(manifest.buckets)  # all staged
        host.discard("rolled back")
        with pytest.raises(RankStepError, match="nothing received to apply"):
            host.apply(1, 10)
        assert host.model.version == 0 and same_bytes(host.model.applier.state(), old) == []
    finally:
        trainer.close()
        host.destroy()


# -- 7. the group name --------------------------------------------------------------------------


async def test_requests_naming_another_group_are_refused_and_change_nothing(
    make_endpoint: EndpointFactory,
) -> None:
    """A prepare, a complete and a destroy that name another group than the endpoint's get
    400 and change nothing (the existing test's prepare is refused for its size first, so it
    did not show this; mutant: no group name check)."""
    network = SimNetwork()
    host = RankHost(ModuleApplier(TinyLM(MODEL_SIZE, seed=0)), group_factory=network.group_factory)
    receiver = (await make_endpoint(hosts=[host], http=False)).endpoint
    manifest = manifest_of(trained_weights(1), BUCKET_MB)
    wrong = prepare_request(manifest, sync_id="s1", fmt="flattened").model_copy(
        update={"group_name": "other"}
    )
    async with joined(receiver, network.group_factory, tp=1, attempt="names"):
        history = receiver.machine.history()
        with pytest.raises(RequestRejected, match="'other' does not match") as refused:
            await receiver.prepare(wrong)
        assert refused.value.status == 400
        complete = CompleteWeightsUpdateRequest(group_name="other", sync_id="s1")
        with pytest.raises(RequestRejected, match="'other' does not match") as refused:
            await receiver.complete(complete)
        assert refused.value.status == 400
        with pytest.raises(RequestRejected, match="'other' does not match") as refused:
            await receiver.destroy("other")
        assert refused.value.status == 400
        assert receiver.state is State.GROUP_READY and receiver.machine.history() == history
        assert host.group_alive()


# -- 8. a rank's vote and an abort ----------------------------------------------------------------


def test_a_rank_refuses_an_abort_once_its_vote_passed_and_while_it_is_answered() -> None:
    """The rank has cast its yes: an abort then waits for the vote's answer and, the vote
    passed, is refused (COMMITTED), and so is every later one; the flag is never set. The
    endpoint refuses on its own too once it saw every rank's report, which hid this rank-level
    refusal from the endpoint tests whenever the watchdog was first (mutant: ``request_abort``
    accepts after the vote)."""
    job = ReceiveJob("s1", manifest_of(model_tensors(count=3), 1), RecordingSink(), TRANSFER)
    handle = ReceiveHandle(job)
    assert handle.enter_vote()
    answer = threading.Timer(0.2, handle.vote_answered, args=(True,))
    answer.start()
    try:
        assert handle.request_abort("inside the vote", timeout_s=10) is AbortOutcome.COMMITTED
    finally:
        answer.join()
    assert handle.request_abort("after the vote", timeout_s=10) is AbortOutcome.COMMITTED
    assert handle.aborted is None
    early = ReceiveHandle(job)  # no yes cast yet: the abort holds, and the rank never votes
    assert early.request_abort("before the vote", timeout_s=10) is AbortOutcome.ACCEPTED
    assert not early.enter_vote()
