"""The sender's coordinator against real receivers: ``twophase serve`` processes, a receiver
written from the seed's pseudocode, and in-process endpoints with a fault built in."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import torch
from aiohttp import web

from tests.helpers import wait_until_async
from tests.servers import RESTING, ROOT, digest, get, serve, state, wait_healthy, wait_state
from tests.test_group import free_port
from twophase.core.machine import SyncMachine
from twophase.core.protocol import SyncCapabilities, Timeouts
from twophase.core.table import Role, State, Trigger
from twophase.errors import SyncError
from twophase.receiver.appliers import ModuleApplier, weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.http import build_receiver_app
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.guards import SenderGuards
from twophase.sender.plan import resolve_checksum
from twophase.tools.model import ModelSize, TinyLM
from twophase.transport.group import SyncGroup
from twophase.transport.transfer import BucketProgress

SIZE = ModelSize.named("tiny")
FAST = Timeouts(group_join=20, prepare=5, first_byte=10, progress=10, apply=10)


def coordinator(**changes: Any) -> SyncCoordinator:
    return SyncCoordinator(
        master_port=free_port(), timeouts=changes.pop("timeouts", FAST), **changes
    )


def digest_of(model: TinyLM) -> str:
    return str(weights_checksum(dict(model.named_parameters()))["digest"])


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[str, str]]:
    with serve("--tp", "2") as tp2, serve("--tp", "1") as tp1:
        yield tp2, tp1


def add(sender: SyncCoordinator, url: str, world_size: int) -> None:
    host, port = url.removeprefix("http://").split(":")
    sender.add_endpoint(host, int(port), world_size)


async def test_rounds_of_train_and_sync_into_two_endpoints(servers: tuple[str, str]) -> None:
    tp2, tp1 = servers
    model = TinyLM(SIZE, seed=0)
    sender = coordinator()
    add(sender, tp2, 2)
    add(sender, tp1, 1)
    versions = []
    for step in range(3):
        model.train_step(step)
        # Small buckets: many of them, yet the same two requests per endpoint.
        buffer_mb = [0.02, 0.05, 1.0][step]
        result = await sender.sync(model, buffer_size_mb=buffer_mb, checksum="crc32")
        assert result.transfer_format == "flattened"
        assert digest(tp2) == digest(tp1) == digest_of(model)
        versions.append((state(tp2)["weight_version"], state(tp1)["weight_version"]))
        if step == 0:
            assert result.num_buckets > 5
            # The first sync also asks /sync_capabilities and forms the group (init).
            assert set(result.requests_per_endpoint.values()) == {4}
        else:
            assert set(result.requests_per_endpoint.values()) == {2}  # prepare and complete
    assert versions[0][0] < versions[1][0] < versions[2][0]
    assert sender.machine.state.value == "DONE"
    await sender.close()


async def test_the_guard_no_data_collective_before_every_prepared(
    servers: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    tp2, tp1 = servers
    events: list[tuple[str, float]] = []
    original = SyncGroup.start_broadcast

    def instrumented(self: SyncGroup, tensor: torch.Tensor, **kwargs: Any) -> Any:
        if kwargs.get("what", "").startswith("bucket"):
            events.append(("data", time.monotonic()))
        return original(self, tensor, **kwargs)

    monkeypatch.setattr(SyncGroup, "start_broadcast", instrumented)
    from twophase.sender import endpoints as endpoint_client

    call = endpoint_client.Endpoint.call

    async def recording(
        self: Any, session: Any, method: str, route: str, *args: Any, **kwargs: Any
    ) -> Any:
        result = await call(self, session, method, route, *args, **kwargs)
        if route == "/prepare_weights_update":
            events.append((f"prepared {self.name}", time.monotonic()))
        return result

    monkeypatch.setattr(endpoint_client.Endpoint, "call", recording)
    sender = coordinator()
    add(sender, tp2, 2)
    add(sender, tp1, 1)
    model = TinyLM(SIZE, seed=0)
    model.train_step(11)
    await sender.sync(model, buffer_size_mb=0.05)
    prepared = [t for kind, t in events if kind.startswith("prepared")]
    data = [t for kind, t in events if kind == "data"]
    assert len(prepared) == 2 and len(data) > 3
    assert max(prepared) < min(data)
    await sender.close()


async def test_a_seed_protocol_receiver_is_detected_and_synced_per_tensor() -> None:
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
        sender = coordinator()
        add(sender, url, 1)
        model = TinyLM(SIZE, seed=0)
        model.train_step(3)
        result = await sender.sync(model, buffer_size_mb=0.05)
        assert result.transfer_format == "per_tensor"
        assert get(f"{url}/weights_checksum")[1]["digest"] == digest_of(model)
        model.train_step(4)
        await sender.sync(model, buffer_size_mb=0.05)  # the group is kept; again
        assert get(f"{url}/weights_checksum")[1]["digest"] == digest_of(model)
        await sender.close()
    finally:
        process.kill()
        process.wait(10)


async def test_an_endpoint_that_refuses_prepare_fails_the_sync_and_nothing_changes() -> None:
    with serve("--tp", "1") as good, serve("--tp", "1", "--size", "small") as other:
        before = digest(good), digest(other)
        sender = coordinator()
        add(sender, good, 1)
        add(sender, other, 1)
        model = TinyLM(SIZE, seed=0)
        model.train_step(0)
        with pytest.raises(SyncError) as raised:
            await sender.sync(model, buffer_size_mb=0.05)
        error = raised.value
        assert (error.phase, error.endpoint) == ("prepare", other.removeprefix("http://"))
        assert "the model has" in error.cause
        assert (digest(good), digest(other)) == before
        assert wait_state(good, {"IDLE", "GROUP_READY"})["last_error"]
        # The good endpoint answered ready (it posted a receive, then was aborted): the
        # group is torn down on both sides.
        assert _last_transition(sender) == (State.ERROR, Trigger.ROLLBACK, State.IDLE)
        sender.remove_endpoint(*_host_port(other))
        await sender.sync(model, buffer_size_mb=0.05)  # the fault removed: the next sync works
        assert digest(good) == digest_of(model)
        await sender.close()


async def test_an_endpoint_that_never_answers_prepare() -> None:
    with serve("--tp", "1") as healthy, serve("--tp", "1") as victim:
        before = digest(healthy)
        sender = coordinator()
        add(sender, healthy, 1)
        add(sender, victim, 1)
        model = TinyLM(SIZE, seed=0)
        await sender.sync(model, buffer_size_mb=0.05)  # the group forms
        before = digest(healthy)
        pid = _serve_pid(victim)
        os.kill(pid, signal.SIGSTOP)
        try:
            model.train_step(1)
            started = time.monotonic()
            with pytest.raises(SyncError) as raised:
                await sender.sync(model, buffer_size_mb=0.05)
            assert time.monotonic() - started < FAST.prepare + 8  # deadline, slack, cleanup
            assert raised.value.phase == "prepare" and raised.value.endpoint == victim.removeprefix(
                "http://"
            )
            assert "no answer within" in raised.value.cause
        finally:
            os.kill(pid, signal.SIGCONT)
        assert digest(healthy) == before
        wait_state(healthy, {"IDLE", "GROUP_READY"})
        wait_state(victim, {"IDLE", "GROUP_READY", "DONE"})  # DONE: the abort overtook the prepare
        await sender.sync(model, buffer_size_mb=0.05)  # the fault gone: the next sync works
        assert digest(healthy) == digest(victim) == digest_of(model)
        await sender.close()


def _serve_pid(url: str) -> int:
    port = url.rsplit(":", 1)[1]
    out = subprocess.run(
        ["pgrep", "-f", f"serve --port {port} "], capture_output=True, text=True
    ).stdout
    return int(out.split()[0])


async def test_an_endpoint_process_that_dies_mid_transfer() -> None:
    with serve("--tp", "1") as healthy, serve("--tp", "2") as victim:
        pid = _serve_pid(victim)
        seen: list[int] = []

        def slow(progress: BucketProgress) -> None:
            seen.append(progress.index)
            if progress.index == 2:
                os.kill(pid, signal.SIGKILL)  # the front process dies; its ranks follow
            time.sleep(0.05)

        sender = coordinator(on_bucket=slow)
        add(sender, healthy, 1)
        add(sender, victim, 2)
        before = digest(healthy)
        model = TinyLM(SIZE, seed=0)
        model.train_step(0)
        started = time.monotonic()
        with pytest.raises(SyncError) as raised:
            await sender.sync(model, buffer_size_mb=0.02)
        # Well before the 10 s progress deadline: the dead endpoint's peers close their groups
        # for real (a failed job no longer keeps the gloo sockets open through its traceback).
        assert time.monotonic() - started < 4
        assert raised.value.phase == "transfer", raised.value
        assert len(seen) < 20  # it stopped early, not at the end
        rolled = wait_state(healthy, {"IDLE"})
        assert rolled["last_error"] and digest(healthy) == before
        sender.remove_endpoint(*_host_port(victim))
        await sender.sync(model, buffer_size_mb=0.02)  # the dead endpoint removed: works
        assert digest(healthy) == digest_of(model)
        await sender.close()


def _host_port(url: str) -> tuple[str, int]:
    host, port = url.removeprefix("http://").split(":")
    return host, int(port)


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


@contextlib.asynccontextmanager
async def in_process_endpoint(
    host: RankHost, routes: list[str] | None = None
) -> AsyncIterator[tuple[str, TinyLM]]:
    """An endpoint served by this process; ``routes`` records the path of every request."""
    endpoint = ReceiverEndpoint([LocalRank(host)])
    app = build_receiver_app(endpoint)
    if routes is not None:

        @web.middleware
        async def record(request: web.Request, handler: Any) -> web.StreamResponse:
            routes.append(request.path)
            return await handler(request)  # type: ignore[no-any-return]

        app.middlewares.insert(0, record)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        yield f"http://127.0.0.1:{port}", host.applier.module  # type: ignore[attr-defined]
    finally:
        await runner.cleanup()
        host.destroy()


async def test_a_receiver_whose_manifest_differs_is_named_by_the_probe() -> None:
    model = TinyLM(SIZE, seed=0)
    async with in_process_endpoint(_BuggyHost(ModuleApplier(TinyLM(SIZE, seed=0)))) as (
        url,
        served,
    ):
        before = digest_of(served)
        sender = coordinator()
        add(sender, url, 1)
        model.train_step(0)
        with pytest.raises(SyncError) as raised:
            await sender.sync(model, buffer_size_mb=1)
        assert raised.value.phase == "probe"
        assert "order differs at position 0" in raised.value.cause
        assert "embed.weight" in raised.value.cause
        assert digest_of(served) == before
        await sender.close()


async def test_a_complete_that_fails_at_one_endpoint_is_named_and_rolled_back_there() -> None:
    failing = RankHost(_FailingApplier(TinyLM(SIZE, seed=0)))
    async with in_process_endpoint(failing) as (url, served):
        with serve("--tp", "1") as other:
            before = digest_of(served)
            sender = coordinator()
            add(sender, url, 1)
            add(sender, other, 1)
            model = TinyLM(SIZE, seed=0)
            model.train_step(0)
            with pytest.raises(SyncError) as raised:
                await sender.sync(model, buffer_size_mb=0.05)
            error = raised.value
            assert (error.phase, error.endpoint) == ("complete", url.removeprefix("http://"))
            assert "the engine's loader raised" in error.cause
            # After the commit point: the other endpoint applied, and the error says so.
            assert f"{other.removeprefix('http://')} applied version 1" in error.cause

            # It commits on its vote and rolls back on its own (its complete may answer first):
            # once at rest, it holds its old weights whole.
            async def at_rest() -> dict[str, Any] | None:
                now = await asyncio.to_thread(state, url)  # this loop serves that endpoint
                return now if now["state"] in RESTING else None

            after = await wait_until_async(at_rest, timeout_s=10, what="the rollback")
            assert after["state"] == "IDLE" and "apply failed" in after["last_error"]
            assert digest_of(served) == before
            assert digest(other) == digest_of(model)
            await sender.close()


def _last_transition(sender: SyncCoordinator) -> tuple[State, Trigger, State]:
    record = sender.machine.history()[-1]
    return record.source, record.trigger, record.dest


async def test_every_endpoint_refusing_prepare_keeps_the_group_for_the_next_sync() -> None:
    """A 400 at prepare (the manifest does not fit the served model) changed nothing on
    either side: the sender rolls back to GROUP_READY and the next sync reuses the group."""
    routes: list[str] = []
    host = RankHost(ModuleApplier(TinyLM(ModelSize.named("small"), seed=0)))
    async with in_process_endpoint(host, routes) as (url, served):
        sender = coordinator()
        add(sender, url, 1)
        with pytest.raises(SyncError) as raised:
            await sender.sync(TinyLM(SIZE, seed=0), buffer_size_mb=0.05)
        assert raised.value.phase == "prepare" and "the model has" in raised.value.cause
        history = [(r.source, r.trigger, r.dest) for r in sender.machine.history()]
        assert history[-2:] == [
            (State.GROUP_READY, Trigger.FAIL, State.ERROR),
            (State.ERROR, Trigger.ROLLBACK, State.GROUP_READY),
        ]
        assert routes.count("/init_weights_update_group") == 1
        assert "/abort_weights_update" not in routes  # nothing to roll back there
        endpoint_state = await asyncio.to_thread(state, url)  # this loop serves the endpoint
        assert endpoint_state["state"] == "GROUP_READY"
        trained = TinyLM(ModelSize.named("small"), seed=1)
        result = await sender.sync(trained, buffer_size_mb=0.05)
        assert routes.count("/init_weights_update_group") == 1  # the same group, no new init
        assert result.requests_per_endpoint == {url.removeprefix("http://"): 2}
        assert digest_of(served) == digest_of(trained)
        assert _last_transition(sender) == (State.APPLYING, Trigger.APPLIED, State.DONE)
        await sender.close()


def test_the_guard_all_endpoints_prepared() -> None:
    guards = SenderGuards()
    assert not guards.all_endpoints_prepared()  # no endpoint expected: never true
    guards.new_attempt(["a:1", "b:2", "c:3"])
    assert not guards.all_endpoints_prepared()
    guards.prepared = {"a:1", "c:3"}
    assert not guards.all_endpoints_prepared()  # some, not all
    guards.prepared = {"a:1", "b:2", "c:3"}
    assert guards.all_endpoints_prepared()
    guards.new_attempt(["a:1", "b:2", "c:3"])  # a new attempt forgets the last one's answers
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
