"""The sender's coordinator against real receivers: ``twophase serve`` processes, a receiver
written from the seed's pseudocode, and in-process endpoints with a fault built in."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import torch

from tests.embedded import (
    MODEL_SIZE,
    TEST_TIMEOUTS,
    EndpointFactory,
    SenderFactory,
    module_digest,
)
from tests.helpers import free_port, host_port, wait_until_async
from tests.servers import (
    RESTING,
    ROOT,
    ServePool,
    ServeSpec,
    digest,
    state,
    wait_healthy,
    wait_state,
)
from twophase.core.machine import SyncMachine
from twophase.core.protocol import SyncCapabilities
from twophase.core.table import Phase, Role, State, Trigger
from twophase.endpoint_http import HttpPeer
from twophase.errors import SyncError
from twophase.receiver.appliers import ModuleApplier
from twophase.receiver.rankhost import RankHost
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.plan import resolve_checksum
from twophase.sender.sender_guards import PrepareAnswers, SenderEvidence, SenderGuards
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.transport.group import SyncGroup
from twophase.transport.transfer import BucketProgress


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[str, ...]]:
    with ServePool() as pool:
        yield tuple(pool.start(ServeSpec(2), ServeSpec(1)))


@pytest.fixture
def seed_receiver() -> Iterator[str]:
    """A receiver written from the seed's pseudocode, as a process; its URL."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.peers.seed_receiver", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, process, timeout_s=20, what="the seed receiver")
        yield url
    finally:
        process.kill()
        process.wait(10)


def record_requests(
    monkeypatch: pytest.MonkeyPatch, on_answer: Callable[[HttpPeer, str], None] | None = None
) -> list[str]:
    """The route of every request the sender sends, as it sends it (answered or refused);
    ``on_answer(endpoint, route)`` runs once a request was answered."""
    routes: list[str] = []
    call = HttpPeer.request

    async def recording(self: HttpPeer, method: str, route: str, *args: Any, **kwargs: Any) -> Any:
        routes.append(route)
        result = await call(self, method, route, *args, **kwargs)
        if on_answer is not None:
            on_answer(self, route)
        return result

    monkeypatch.setattr(HttpPeer, "request", recording)
    return routes


async def test_rounds_of_train_and_sync_into_two_endpoints(
    servers: tuple[str, str], make_sender: SenderFactory
) -> None:
    tp2, tp1 = servers
    model = TinyLM(MODEL_SIZE, seed=0)
    sender = make_sender()
    sender.add_endpoint(*host_port(tp2), 2)
    sender.add_endpoint(*host_port(tp1), 1)
    versions = []
    for step in range(3):
        model.train_step(step)
        # Small buckets: many of them, yet the same two requests per endpoint.
        buffer_mb = [0.02, 0.05, 1.0][step]
        result = await sender.sync(model, buffer_size_mb=buffer_mb, checksum="crc32")
        assert result.transfer_format == "flattened"
        assert digest(tp2) == digest(tp1) == module_digest(model)
        versions.append((state(tp2)["weight_version"], state(tp1)["weight_version"]))
        if step == 0:
            assert result.num_buckets > 5
            # The first sync also asks /sync_capabilities and forms the group (init).
            assert set(result.requests_per_endpoint.values()) == {4}
        else:
            assert set(result.requests_per_endpoint.values()) == {2}  # prepare and complete
    assert versions[0][0] < versions[1][0] < versions[2][0]
    assert sender.machine.state.value == "DONE"


async def test_the_guard_no_data_collective_before_every_prepared(
    servers: tuple[str, str], make_sender: SenderFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    tp2, tp1 = servers
    events: list[tuple[str, float]] = []
    original = SyncGroup.start_broadcast

    def instrumented(self: SyncGroup, tensor: torch.Tensor, **kwargs: Any) -> Any:
        if kwargs.get("what", "").startswith("bucket"):
            events.append(("data", time.monotonic()))
        return original(self, tensor, **kwargs)

    def answered(endpoint: HttpPeer, route: str) -> None:
        if route == "/prepare_weights_update":
            events.append((f"prepared {endpoint.name}", time.monotonic()))

    monkeypatch.setattr(SyncGroup, "start_broadcast", instrumented)
    record_requests(monkeypatch, on_answer=answered)
    sender = make_sender()
    sender.add_endpoint(*host_port(tp2), 2)
    sender.add_endpoint(*host_port(tp1), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(11)
    await sender.sync(model, buffer_size_mb=0.05)
    prepared = [t for kind, t in events if kind.startswith("prepared")]
    data = [t for kind, t in events if kind == "data"]
    assert len(prepared) == 2 and len(data) > 3
    assert max(prepared) < min(data)


async def test_a_seed_protocol_receiver_is_detected_and_synced_per_tensor(
    seed_receiver: str, make_sender: SenderFactory
) -> None:
    sender = make_sender()
    sender.add_endpoint(*host_port(seed_receiver), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(3)
    result = await sender.sync(model, buffer_size_mb=0.05)
    assert result.transfer_format == "per_tensor"
    assert digest(seed_receiver) == module_digest(model)
    model.train_step(4)
    await sender.sync(model, buffer_size_mb=0.05)  # the group is kept; again
    assert digest(seed_receiver) == module_digest(model)


async def test_an_endpoint_that_refuses_prepare_fails_the_sync_and_nothing_changes(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    good, other = serve_processes.start(ServeSpec(1), ServeSpec(1, ("--size", "small")))
    before = digest(good), digest(other)
    sender = make_sender()
    sender.add_endpoint(*host_port(good), 1)
    sender.add_endpoint(*host_port(other), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(0)
    with pytest.raises(SyncError) as raised:
        await sender.sync(model, buffer_size_mb=0.05)
    error = raised.value
    assert (error.phase, error.endpoint) == (Phase.PREPARE, other.removeprefix("http://"))
    assert "the model has" in error.cause
    assert (digest(good), digest(other)) == before
    assert wait_state(good, {"IDLE", "GROUP_READY"})["last_error"]
    # The good endpoint answered ready (it posted a receive, then was aborted): the
    # group is torn down on both sides.
    assert _last_transition(sender) == (State.ERROR, Trigger.ROLLBACK, State.IDLE)
    sender.remove_endpoint(*host_port(other))
    await sender.sync(model, buffer_size_mb=0.05)  # the fault removed: the next sync works
    assert digest(good) == module_digest(model)


async def test_an_endpoint_that_never_answers_prepare(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    healthy, victim = serve_processes.start(ServeSpec(1), ServeSpec(1))
    sender = make_sender()
    sender.add_endpoint(*host_port(healthy), 1)
    sender.add_endpoint(*host_port(victim), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    await sender.sync(model, buffer_size_mb=0.05)  # the group forms
    before = digest(healthy)
    pid = serve_processes.pid(victim)
    os.kill(pid, signal.SIGSTOP)
    try:
        model.train_step(1)
        started = time.monotonic()
        with pytest.raises(SyncError) as raised:
            await sender.sync(model, buffer_size_mb=0.05)
        assert time.monotonic() - started < TEST_TIMEOUTS.prepare + 8  # deadline, slack, cleanup
        assert raised.value.phase is Phase.PREPARE
        assert raised.value.endpoint == victim.removeprefix("http://")
        assert "no answer within" in raised.value.cause
    finally:
        os.kill(pid, signal.SIGCONT)
    assert digest(healthy) == before
    wait_state(healthy, {"IDLE", "GROUP_READY"})
    wait_state(victim, {"IDLE", "GROUP_READY", "DONE"})  # DONE: the abort overtook the prepare
    await sender.sync(model, buffer_size_mb=0.05)  # the fault gone: the next sync works
    assert digest(healthy) == digest(victim) == module_digest(model)


async def test_an_endpoint_process_that_dies_mid_transfer(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    healthy, victim = serve_processes.start(ServeSpec(1), ServeSpec(2))
    pid = serve_processes.pid(victim)
    seen: list[int] = []

    def slow(progress: BucketProgress) -> None:
        seen.append(progress.index)
        if progress.index == 2:
            os.kill(pid, signal.SIGKILL)  # the front process dies; its ranks follow
        time.sleep(0.05)

    sender = make_sender(on_bucket=slow)
    sender.add_endpoint(*host_port(healthy), 1)
    sender.add_endpoint(*host_port(victim), 2)
    before = digest(healthy)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(0)
    started = time.monotonic()
    with pytest.raises(SyncError) as raised:
        await sender.sync(model, buffer_size_mb=0.02)
    # Well before the 10 s progress deadline: the dead endpoint's peers close their groups
    # for real (a failed job no longer keeps the gloo sockets open through its traceback).
    assert time.monotonic() - started < 4
    assert raised.value.phase is Phase.TRANSFER, raised.value
    assert len(seen) < 20  # it stopped early, not at the end
    rolled = wait_state(healthy, {"IDLE"})
    assert rolled["last_error"] and digest(healthy) == before
    sender.remove_endpoint(*host_port(victim))
    await sender.sync(model, buffer_size_mb=0.02)  # the dead endpoint removed: works
    assert digest(healthy) == module_digest(model)


class _BuggyHost(RankHost):
    """A receiver with a bug: it expects two tensors in swapped order."""

    def start_receive(self, spec: Any, timeout_s: float) -> None:
        first = spec.buckets[0]
        for key in ("names", "dtypes", "shapes"):
            first[key][0], first[key][1] = first[key][1], first[key][0]
        super().start_receive(spec, timeout_s)


class _FailingApplier(ModuleApplier):
    def load(self, tensors: Any) -> None:
        raise RuntimeError("the engine's loader raised")

    def rebind(self, tensors: Any) -> dict[str, Any]:
        raise RuntimeError("the engine's loader raised")


async def test_a_receiver_whose_manifest_differs_is_named_by_the_probe(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    model = TinyLM(MODEL_SIZE, seed=0)
    buggy = await make_endpoint(hosts=[_BuggyHost(ModuleApplier(TinyLM(MODEL_SIZE, seed=0)))])
    served = buggy.modules()[0]
    before = module_digest(served)
    sender = make_sender()
    sender.add_endpoint(*host_port(buggy.url), 1)
    model.train_step(0)
    with pytest.raises(SyncError) as raised:
        await sender.sync(model, buffer_size_mb=1)
    assert raised.value.phase is Phase.PROBE
    assert "order differs at position 0" in raised.value.cause
    assert "embed.weight" in raised.value.cause
    assert module_digest(served) == before


async def test_a_complete_that_fails_at_one_endpoint_is_named_and_rolled_back_there(
    serve_processes: ServePool, make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    failing = await make_endpoint(hosts=[RankHost(_FailingApplier(TinyLM(MODEL_SIZE, seed=0)))])
    url, served = failing.url, failing.modules()[0]
    other = serve_processes(tp=1)
    before = module_digest(served)
    sender = make_sender()
    sender.add_endpoint(*host_port(url), 1)
    sender.add_endpoint(*host_port(other), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(0)
    with pytest.raises(SyncError) as raised:
        await sender.sync(model, buffer_size_mb=0.05)
    error = raised.value
    assert (error.phase, error.endpoint) == (Phase.COMPLETE, failing.name)
    assert "the engine's loader raised" in error.cause
    # Past the commit point the version stands: the next sync numbers from it (issue 23).
    assert error.committed_version == sender.version == 1
    # After the commit point: the other endpoint applied, and the error says so.
    assert f"{other.removeprefix('http://')} applied version 1" in error.cause

    # It commits on its vote and rolls back on its own (its complete may answer first):
    # once at rest, it holds its old weights whole.
    async def at_rest() -> dict[str, Any] | None:
        now = await asyncio.to_thread(state, url)  # this loop serves that endpoint
        return now if now["state"] in RESTING else None

    after = await wait_until_async(at_rest, timeout_s=10, what="the rollback")
    assert after["state"] == "IDLE" and "apply failed" in after["last_error"]
    assert module_digest(served) == before
    assert digest(other) == module_digest(model)


async def test_a_commit_every_endpoint_rolled_back_leaves_the_trainer_where_they_are(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """Past the commit point, when every endpoint answers that its apply failed (each rolled
    back, old weights whole), no server holds the version: the trainer's record stays at the
    servers' version, and the next sync numbers from there (issue 23: the trainer's record
    equals what the servers applied)."""
    failing = await make_endpoint(hosts=[RankHost(_FailingApplier(TinyLM(MODEL_SIZE, seed=0)))])
    sender = make_sender()
    sender.add_endpoint(*host_port(failing.url), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(0)
    with pytest.raises(SyncError) as raised:
        await sender.sync(model, buffer_size_mb=0.05)
    error = raised.value
    assert error.phase is Phase.COMPLETE and error.committed_version is None
    assert "every endpoint rolled back: version 1 is nowhere" in error.cause
    assert sender.version == 0


def _last_transition(sender: SyncCoordinator) -> tuple[State, Trigger, State]:
    record = sender.machine.history()[-1]
    return record.source, record.trigger, record.dest


async def test_every_endpoint_refusing_prepare_keeps_the_group_for_the_next_sync(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 400 at prepare (the manifest does not fit the served model) changed nothing on
    either side: the sender rolls back to GROUP_READY and the next sync reuses the group."""
    routes = record_requests(monkeypatch)
    small = await make_endpoint(modules=[TinyLM(ModelSize.named("small"), seed=0)])
    sender = make_sender(small)
    with pytest.raises(SyncError) as raised:
        await sender.sync(TinyLM(MODEL_SIZE, seed=0), buffer_size_mb=0.05)
    assert raised.value.phase is Phase.PREPARE and "the model has" in raised.value.cause
    history = [(r.source, r.trigger, r.dest) for r in sender.machine.history()]
    assert history[-2:] == [
        (State.GROUP_READY, Trigger.FAIL, State.ERROR),
        (State.ERROR, Trigger.ROLLBACK, State.GROUP_READY),
    ]
    assert routes.count("/init_weights_update_group") == 1
    assert "/abort_weights_update" not in routes  # nothing to roll back there
    endpoint_state = await asyncio.to_thread(state, small.url)  # this loop serves the endpoint
    assert endpoint_state["state"] == "GROUP_READY"
    trained = TinyLM(ModelSize.named("small"), seed=1)
    result = await sender.sync(trained, buffer_size_mb=0.05)
    assert routes.count("/init_weights_update_group") == 1  # the same group, no new init
    assert result.requests_per_endpoint == {small.name: 2}
    assert module_digest(small.modules()[0]) == module_digest(trained)
    assert _last_transition(sender) == (State.APPLYING, Trigger.APPLIED, State.DONE)


def test_the_guard_all_endpoints_prepared() -> None:
    def answers(sync_id: str, *ready: str) -> SenderEvidence:
        return SenderEvidence(prepare=PrepareAnswers(sync_id, dict.fromkeys(ready, "ready")))

    guards = SenderGuards()
    assert not guards.all_endpoints_prepared()  # no endpoint expected: never true
    guards.new_attempt(["a:1", "b:2", "c:3"], "s1")
    assert not guards.all_endpoints_prepared()
    assert not guards.all_endpoints_prepared(answers("s1", "a:1", "c:3"))  # some, not all
    assert guards.all_endpoints_prepared(answers("s1", "a:1", "b:2", "c:3"))
    guards.new_attempt(["a:1", "b:2", "c:3"], "s2")  # a new attempt: the last one's answers
    assert not guards.all_endpoints_prepared(answers("s1", "a:1", "b:2", "c:3"))  # do not count
    assert not guards.all_endpoints_prepared()


def test_the_sender_machine_needs_only_the_sender_guards() -> None:
    # SenderGuards has no receiver guard, not even a stub; the machine accepts it.
    assert not hasattr(SenderGuards, "all_ranks_posted")
    assert not hasattr(SenderGuards, "all_buckets_received")
    alive = {"group": True}
    guards = SenderGuards(group_alive=lambda: alive["group"])
    machine = SyncMachine(Role.SENDER, guards)
    machine.fire(Trigger.JOIN_GROUP)
    machine.fire(Trigger.FAIL, detail="refused")
    assert guards.group_intact()
    machine.fire(Trigger.ROLLBACK, detail="kept")
    assert machine.state is State.GROUP_READY
    guards.group_touched = True  # e.g. an endpoint posted a receive
    machine.fire(Trigger.FAIL, detail="failed")
    assert not guards.group_intact()
    machine.fire(Trigger.ROLLBACK, detail="torn down")
    assert machine.state is State.IDLE
    guards.group_touched, alive["group"] = False, False  # untouched, but no group
    assert not guards.group_intact()


def test_the_auto_checksum_is_the_fastest_that_every_endpoint_speaks() -> None:
    cpu, gpu = torch.device("cpu"), torch.device("cuda:0")
    xxh3 = SyncCapabilities(checksums=["crc32", "xxh3"])
    sha256 = SyncCapabilities(checksums=["crc32", "sha256"])
    wsum64 = SyncCapabilities(checksums=["crc32", "sha256", "wsum64"])
    assert resolve_checksum("auto", cpu, [xxh3]) == "xxh3"
    assert resolve_checksum("auto", cpu, [xxh3, sha256]) == "crc32"
    assert resolve_checksum("auto", gpu, [wsum64]) == "wsum64"
    # an endpoint without wsum64: crc32, which every version speaks
    assert resolve_checksum("auto", gpu, [wsum64, sha256]) == "crc32"
    assert resolve_checksum("sha256", gpu, [wsum64, sha256]) == "sha256"
    assert resolve_checksum(None, gpu, [wsum64, sha256]) is None


async def test_a_master_port_another_process_holds_is_named_as_the_cause(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """Rank 0 cannot host the store: the endpoints then wait out their join deadline, and the
    sync names rank 0's failure (the taken port), not their wait, as the cause."""
    endpoint = await make_endpoint()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        quick = TEST_TIMEOUTS.model_copy(update={"group_join": 2})
        sender = make_sender(endpoint, master_port=port, timeouts=quick)
        with pytest.raises(SyncError) as caught:
            await sender.sync(TinyLM(MODEL_SIZE, seed=1))
    assert caught.value.phase is Phase.GROUP_JOIN, caught.value
    assert f"rank 0: port {port} is taken" in str(caught.value), caught.value
    assert endpoint.endpoint.state is State.IDLE
