"""The trainer's boundaries: what it takes from callers and peers, and how it is refused or
bounded. The API key end to end, the store and the group bound to the master address only,
``host`` and ``world_size`` checked and a peer's words bounded, bounds on the trainer's
numbers, per-request settings that last one request, a restarted server noticed within the
sync, and a split outcome after the vote named (first found by the hardening of issue 16).

The process tests run ``twophase trainer`` and ``twophase serve`` as their own processes on
distinct loopback addresses, as if on three machines; the rest run the real coordinator
against endpoints in this process (fake ones where only the answers matter).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import unicodedata
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import torch
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from tests.embedded import TEST_TIMEOUTS, EndpointFactory, SenderFactory, module_digest
from tests.helpers import free_port, get, host_port, post, run_ranks
from tests.servers import START_TIMEOUT_S, LoggedProcess
from twophase.core.buckets import Manifest
from twophase.core.protocol import SyncCapabilities
from twophase.core.table import Phase, State
from twophase.endpoint_http import PEER_TEXT_LIMIT
from twophase.errors import SyncError, VoteFailed
from twophase.receiver.receiver_app import build_receiver_app
from twophase.sender import datapath, solo
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.endpoints import AbortReport, EndpointSet, RemoteEndpoint
from twophase.sender.sender_group import SenderGroup
from twophase.sender.trainer_app import build_trainer_app
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.transport.group import GroupConfig, SyncGroup

KEY = "s3cret-key-of-the-cluster"
TRAINER_HOST, SERVER_HOSTS = "127.0.0.2", ("127.0.0.3", "127.0.0.4")
TINY = ModelSize.named("tiny")


# -- processes at an address of their own ---------------------------------------------------


class _Process:
    """``twophase <command>`` listening at host:port, the API key in its environment (as the
    README recommends across machines); started again on the same port after a ``kill``."""

    def __init__(self, command: str, host: str, port: int, *args: str) -> None:
        self.command, self.host, self.port, self.args = command, host, port, args
        self.url = f"http://{host}:{port}"
        self.running: LoggedProcess | None = None

    def start(self) -> _Process:
        argv = [
            sys.executable, "-m", "twophase.tools.cli", self.command,
            "--host", self.host, "--port", str(self.port), *self.args,
        ]  # fmt: skip
        self.running = LoggedProcess(
            argv, f"twophase-{self.command}-", env={"TWOPHASE_API_KEY": KEY}
        )
        return self

    @property
    def process(self) -> LoggedProcess:
        assert self.running is not None, "start it first"
        return self.running

    def wait_healthy(self) -> None:
        self.process.wait_healthy(self.url, timeout_s=START_TIMEOUT_S, what=self.command)

    def kill(self) -> None:
        """SIGKILL, as a crash: nothing is cleaned up (its rank processes follow it)."""
        self.process.signal_stop(signal.SIGKILL)
        self.process.wait_stopped()


@contextlib.contextmanager
def _running(*processes: _Process) -> Iterator[tuple[_Process, ...]]:
    """Start them side by side, wait until each answers, stop every one at the end."""
    try:
        for process in processes:
            process.start()
        for process in processes:
            process.wait_healthy()
        yield processes
    finally:
        started = [p.running for p in processes if p.running is not None]
        for running in started:
            running.signal_stop()
        for running in started:
            running.wait_stopped()


def _auth(key: str = KEY) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def _listening(port: int | None = None, inodes: set[str] | None = None) -> set[str]:
    """Local addresses ("a.b.c.d" or an IPv6 hex) of listening TCP sockets, those on ``port``
    or with one of ``inodes``, from /proc/net/tcp and tcp6."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            address, hex_port = fields[1].rsplit(":", 1)
            if fields[3] != "0A":  # LISTEN
                continue
            if port is not None and int(hex_port, 16) != port:
                continue
            if inodes is not None and fields[9] not in inodes:
                continue
            if len(address) == 8:  # IPv4, little-endian
                address = ".".join(str(b) for b in reversed(bytes.fromhex(address)))
            found.add(address)
    return found


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                inodes.add(target.removeprefix("socket:[").rstrip("]"))
    return inodes


@pytest.fixture(scope="module")
def cluster_apart() -> Iterator[tuple[_Process, _Process, _Process]]:
    """A trainer on 127.0.0.2 and two servers on 127.0.0.3 and .4, one key for all."""
    trainer = _Process("trainer", TRAINER_HOST, free_port())
    servers = [
        _Process("serve", SERVER_HOSTS[0], free_port(), "--tp", "2"),
        _Process("serve", SERVER_HOSTS[1], free_port(), "--tp", "1"),
    ]
    with _running(trainer, *servers):
        for server, tp in zip(servers, (2, 1), strict=True):
            body = {"host": server.host, "port": server.port, "world_size": tp}
            status, answer = post(f"{trainer.url}/add_inference_endpoint", body, api_key=KEY)
            assert status == 200, answer
        yield trainer, servers[0], servers[1]


def _sync_apart(trainer: _Process, master_port: int) -> tuple[int, Any]:
    body = {"master_address": TRAINER_HOST, "master_port": master_port, "buffer_size_mb": 0.05}
    return post(f"{trainer.url}/sync_inference_weights", body, api_key=KEY, timeout_s=120)


def _digest(url: str) -> str:
    status, body = get(f"{url}/weights_checksum", headers=_auth())
    assert status == 200, body
    return str(body["digest"])


def test_one_api_key_on_trainer_and_servers_syncs_and_a_wrong_key_gets_401(
    cluster_apart: tuple[_Process, _Process, _Process],
) -> None:
    trainer, tp2, tp1 = cluster_apart
    status, answer = _sync_apart(trainer, free_port())
    assert status == 200, answer  # the trainer sent its key to both servers
    assert _digest(tp2.url) == _digest(tp1.url) == _digest(trainer.url)
    for key in ("wrong", ""):
        wrong = _auth(key) if key else {}
        assert get(f"{trainer.url}/sync_state", headers=wrong)[0] == 401
        assert post(f"{trainer.url}/sync_inference_weights", {}, api_key=key or None)[0] == 401
        added = {"host": "127.0.0.9", "port": 1, "world_size": 1}
        assert post(f"{trainer.url}/add_inference_endpoint", added, api_key=key or None)[0] == 401
    assert get(f"{trainer.url}/health")[0] == 200  # the one open route
    status, state = get(f"{trainer.url}/sync_state", headers=_auth())
    assert status == 200 and len(state["endpoints"]) == 2
    assert KEY not in json.dumps(state)
    assert KEY not in trainer.process.log.read_text()


def test_the_store_and_the_group_listen_on_the_master_address_only(
    cluster_apart: tuple[_Process, _Process, _Process],
) -> None:
    trainer, tp2, tp1 = cluster_apart
    master_port = free_port()
    status, answer = _sync_apart(trainer, master_port)
    assert status == 200, answer
    assert _digest(tp2.url) == _digest(tp1.url) == _digest(trainer.url)
    # The store stays up between syncs (the next attempt reuses it): bound to 127.0.0.2 only.
    assert _listening(port=master_port) == {TRAINER_HOST}
    # And nothing the trainer process listens on (its app, the store, its gloo device) is
    # bound to any other address: no 0.0.0.0, no ::, no 127.0.0.1.
    assert _listening(inodes=_socket_inodes(trainer.process.pid)) == {TRAINER_HOST}
    again = _sync_apart(trainer, master_port)  # the same store, a new attempt
    assert again[0] == 200, again


# -- a server restarted between two syncs -------------------------------------------------------


async def test_a_server_restarted_between_syncs_is_noticed_within_the_next_sync() -> None:
    servers = [
        _Process("serve", "127.0.0.1", free_port(), "--tp", "1"),
        _Process("serve", "127.0.0.1", free_port(), "--tp", "2"),
    ]
    with _running(*servers):
        sender = SyncCoordinator(master_port=free_port(), timeouts=TEST_TIMEOUTS, api_key=KEY)
        sender.add_endpoint("127.0.0.1", servers[0].port, 1)
        sender.add_endpoint("127.0.0.1", servers[1].port, 2)
        model = TinyLM(TINY, seed=0)
        try:
            await sender.sync(model, buffer_size_mb=0.05)
            restarted = servers[1]
            restarted.kill()
            restarted.start().wait_healthy()  # the same port, no group, version 0
            model.train_step(1)
            result = await sender.sync(model, buffer_size_mb=0.05)  # re-formed within it
            digests = {_digest(s.url) for s in servers}
            assert digests == {module_digest(model)}, digests
            assert result.weight_version == 2
            model.train_step(2)
            steady = await sender.sync(model, buffer_size_mb=0.05)
            assert set(steady.requests_per_endpoint.values()) == {2}  # prepare and complete
            assert {_digest(s.url) for s in servers} == {module_digest(model)}
        finally:
            await sender.close()


# -- fake endpoints: only their answers matter ---------------------------------------------------


class _FakeEndpoint:
    """Answers the receiver's routes as told; records each route it was asked."""

    def __init__(self) -> None:
        self.routes: list[str] = []
        self.bodies: list[tuple[str, Any]] = []  # (route, JSON body) of every POST
        self.answers: dict[str, list[tuple[int, Any]]] = {}  # route -> queued answers
        self.port = free_port()
        self._runner: web.AppRunner | None = None

    def queue(self, route: str, status: int, body: Any) -> None:
        self.answers.setdefault(route, []).append((status, body))

    def _default(self, route: str) -> tuple[int, Any]:
        if route == "/sync_capabilities":
            return 200, SyncCapabilities().model_dump(mode="json")
        if route == "/prepare_weights_update":
            return 200, {"status": "ready", "success": True}
        if route == "/complete_weights_update":
            return 200, {"success": True, "num_buckets_received": 1}
        return 200, {"success": True, "message": ""}

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        self.routes.append(request.path)
        if request.method == "POST":
            self.bodies.append((request.path, await request.json()))
        queued = self.answers.get(request.path)
        status, body = queued.pop(0) if queued else self._default(request.path)
        if isinstance(body, str):
            return web.Response(status=status, text=body)
        return web.json_response(body, status=status)

    async def __aenter__(self) -> _FakeEndpoint:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        return self

    async def __aexit__(self, *_: object) -> None:
        assert self._runner is not None
        await self._runner.cleanup()


class _LoneGroup:
    """Rank 0's group when the data path is stubbed out: nothing crosses it."""

    def __init__(self, config: GroupConfig, **_: Any) -> None:
        self.config, self.warnings, self.tcp_store = config, [], None
        self.rank, self.size, self.dead = 0, config.world_size, None

    def close(self) -> None:
        self.dead = "closed"


@pytest.fixture
def stub_data_path(monkeypatch: pytest.MonkeyPatch) -> dict[str, str | None]:
    """The probe and the buckets succeed at once; the vote fails with ``vote_fails`` (None:
    passes). Each returns what the real one does (the guards decide from it)."""
    control: dict[str, str | None] = {"vote_fails": None}

    def probe(*_: Any, **__: Any) -> None:
        return None

    async def send(_: SenderGroup, manifest: Manifest, *__: Any) -> list[str | None]:
        return [None] * len(manifest.buckets)

    def vote(*_: Any, **__: Any) -> None:
        if control["vote_fails"] is not None:
            raise VoteFailed(control["vote_fails"])

    monkeypatch.setattr(solo, "run_probe", probe)
    monkeypatch.setattr(datapath, "send", send)
    monkeypatch.setattr(solo, "run_vote", vote)
    return control


def _fake_sender(*fakes: _FakeEndpoint, **options: Any) -> SyncCoordinator:
    sender = SyncCoordinator(
        master_port=free_port(), timeouts=TEST_TIMEOUTS, group_factory=_LoneGroup,
        http_slack_s=0.5, cleanup_timeout_s=1.0, **options,
    )  # fmt: skip
    for fake in fakes:
        sender.add_endpoint("127.0.0.1", fake.port, 1)
    return sender


WEIGHTS = [("w", torch.ones(4, 4)), ("b", torch.zeros(4))]


async def test_an_abort_answered_committed_after_the_vote_is_named(
    stub_data_path: dict[str, str | None],
) -> None:
    async with _FakeEndpoint() as committed, _FakeEndpoint() as rolled_back:
        stub_data_path["vote_fails"] = "vote: rank 2 did not answer within 5 s"
        # Its vote passed before the sender's failed: it commits, and says so.
        body = {"success": False, "message": "past the vote", "committed": True}
        committed.queue("/abort_weights_update", 409, body | {"weight_version": 5})
        sender = _fake_sender(committed, rolled_back)
        with pytest.raises(SyncError) as raised:
            await sender.sync(WEIGHTS, weight_version=5)
        error = raised.value
        assert error.phase is Phase.TRANSFER and "rank 2 did not answer" in error.cause
        c, r = f"127.0.0.1:{committed.port}", f"127.0.0.1:{rolled_back.port}"
        assert f"after the vote: {c} committed version 5; {r} rolled back" in error.cause
        assert sender.machine.state is State.IDLE
        await sender.close()


def test_the_abort_report_says_who_holds_what() -> None:
    report = AbortReport(rolled_back=("b:2",), committed=(("a:1", 7),), unanswered=("c:3",))
    expected = "a:1 committed version 7; b:2 rolled back; c:3 did not answer the abort"
    assert report.describe() == expected
    assert AbortReport(committed=(("a:1", None),)).describe() == "a:1 committed version (not said)"


async def test_a_409_to_abort_that_is_not_a_commit_leaves_that_side_unknown() -> None:
    async with _FakeEndpoint() as busy, _FakeEndpoint() as fine:
        busy.queue("/abort_weights_update", 409, {"success": False, "message": "rolling back"})
        endpoints = [
            RemoteEndpoint("127.0.0.1", fake.port, 1, asked=True, capabilities=SyncCapabilities())
            for fake in (busy, fine)
        ]
        async with aiohttp.ClientSession() as session:
            fan = EndpointSet(
                endpoints, session, group_name="g", slack_s=0.5, cleanup_timeout_s=1.0
            )
            report = await fan.abort_all("test", "sync-under-test")
        assert report.committed == () and report.unanswered == (endpoints[0].name,)
        assert report.rolled_back == (endpoints[1].name,)


async def test_a_prepare_answered_409_idle_reforms_the_group_once(
    stub_data_path: dict[str, str | None],
) -> None:
    async with _FakeEndpoint() as kept, _FakeEndpoint() as restarted:
        sender = _fake_sender(kept, restarted)
        await sender.sync(WEIGHTS)
        no_group = {"status": "error", "success": False, "message": "no", "state": "IDLE"}
        restarted.queue("/prepare_weights_update", 409, no_group)
        kept.routes.clear()
        restarted.routes.clear()
        result = await sender.sync(WEIGHTS)
        assert result.weight_version == 2
        # The endpoint that answered ready was aborted; every endpoint was asked what it
        # is now (the peer lists name each one's incarnation) and joined a new group.
        assert kept.routes == [
            "/prepare_weights_update", "/abort_weights_update",
            "/destroy_weights_update_group", "/sync_capabilities", "/init_weights_update_group",
            "/prepare_weights_update", "/complete_weights_update",
        ]  # fmt: skip
        assert restarted.routes.count("/init_weights_update_group") == 1
        steady = await sender.sync(WEIGHTS)
        assert set(steady.requests_per_endpoint.values()) == {2}
        # Once only: an endpoint that keeps saying it has no group fails the sync.
        restarted.queue("/prepare_weights_update", 409, no_group)
        restarted.queue("/prepare_weights_update", 409, no_group)
        restarted.routes.clear()
        with pytest.raises(SyncError) as raised:
            await sender.sync(WEIGHTS)
        assert raised.value.phase is Phase.PREPARE
        assert restarted.routes.count("/init_weights_update_group") == 1
        await sender.close()


async def test_an_endpoints_error_body_is_bounded_and_has_no_control_characters() -> None:
    flood = "\x1b[2J\r\nFAKE LOG LINE\x00" + "A" * 100_000
    async with _FakeEndpoint() as loud, _FakeEndpoint() as huge:
        loud.queue("/sync_capabilities", 500, {"success": False, "message": flood})
        sender = _fake_sender(loud)
        with pytest.raises(SyncError) as raised:
            await sender.sync(WEIGHTS)
        cause = raised.value.cause
        assert len(cause) <= PEER_TEXT_LIMIT + 40, len(cause)
        assert not any(unicodedata.category(c)[0] == "C" for c in str(raised.value))
        huge.queue("/sync_capabilities", 500, "B" * (3 << 20))  # not JSON, 3 MB
        other = _fake_sender(huge)
        with pytest.raises(SyncError) as raised:
            await other.sync(WEIGHTS)
        assert "an answer over" in raised.value.cause and len(raised.value.cause) < 200
        await sender.close()
        await other.close()


# -- the trainer's app: input checked, settings per request, the key -------------------------


@contextlib.asynccontextmanager
async def _trainer_app(
    sender: SyncCoordinator, api_key: str | None = None
) -> AsyncIterator[TestClient[web.Request, web.Application]]:
    model = TinyLM(TINY, seed=0)
    app = build_trainer_app(sender, weights=lambda: model, api_key=api_key)
    async with TestClient(TestServer(app)) as client:
        yield client


async def _post_raw(client: TestClient[web.Request, web.Application], path: str, raw: str) -> Any:
    response = await client.post(path, data=raw, headers={"Content-Type": "application/json"})
    return response.status, await response.json()


@pytest.mark.parametrize(
    "host",
    ["127.0.0.1:29992/admin/secret?x=", "a\x00b", "two words", "user@host", "a/b", "", "-x"],
)
async def test_add_inference_endpoint_takes_a_host_name_or_an_ip_literal_only(
    host: str,
) -> None:
    sender = SyncCoordinator(master_port=free_port())
    async with _trainer_app(sender) as client:
        body = json.dumps({"host": host, "port": 30000, "world_size": 1})
        status, answer = await _post_raw(client, "/add_inference_endpoint", body)
        assert status == 400 and "host" in answer["message"], answer
        assert sender.endpoints == []
    with pytest.raises(ValueError, match="host name"):
        sender.add_endpoint(host, 30000, 1)
    await sender.close()


async def test_world_size_is_bounded_and_good_hosts_pass() -> None:
    sender = SyncCoordinator(master_port=free_port())
    async with _trainer_app(sender) as client:
        for world_size in ("1e30", "5000", "0"):
            raw = f'{{"host": "10.0.0.5", "port": 30000, "world_size": {world_size}}}'
            status, answer = await _post_raw(client, "/add_inference_endpoint", raw)
            assert status == 400 and "world_size" in answer["message"], answer
        for host in ("gpu-node-7.cluster.local", "10.0.0.5", "::1"):
            raw = json.dumps({"host": host, "port": 30000, "world_size": 4096})
            status, answer = await _post_raw(client, "/add_inference_endpoint", raw)
            assert status == 200, answer
    assert sender.endpoints[2].url == "http://[::1]:30000"
    await sender.close()


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ('{"timeouts": {"progress": Infinity}}', "timeouts.progress"),
        ('{"timeouts": {"apply": 1e308}}', "timeouts.apply"),
        ('{"timeouts": {"first_byte": NaN}}', "timeouts.first_byte"),
        ('{"timeouts": {"group_join": 86401}}', "timeouts.group_join"),
        ('{"buffer_size_mb": 1e309}', "buffer_size_mb"),
        ('{"buffer_size_mb": 1e300}', "buffer_size_mb"),
        ('{"master_port": 0}', "master_port"),
        ('{"master_port": 65536}', "master_port"),
        ('{"master_address": "0.0.0.0:1/x"}', "master_address"),
    ],
)
async def test_the_trainers_numbers_are_bounded(raw: str, field: str) -> None:
    async with _FakeEndpoint() as fake:
        sender = _fake_sender(fake)
        async with _trainer_app(sender) as client:
            status, answer = await _post_raw(client, "/sync_inference_weights", raw)
            assert status == 400 and field in answer["message"], answer
            assert sender.machine.state is State.IDLE and not sender.busy
            assert fake.routes == []  # refused before anything was asked of anyone
        await sender.close()


async def test_timeouts_sent_with_one_sync_apply_to_that_sync_only(
    stub_data_path: dict[str, str | None],
) -> None:
    async with _FakeEndpoint() as fake:
        sender = _fake_sender(fake)
        own = sender.deadlines.as_dict()
        async with _trainer_app(sender) as client:
            once = '{"timeouts": {"progress": 86400, "prepare": 3}}'
            assert (await _post_raw(client, "/sync_inference_weights", once))[0] == 200
            assert (await _post_raw(client, "/sync_inference_weights", "{}"))[0] == 200
        sent = [body["timeouts"] for route, body in fake.bodies if route.startswith("/prepare")]
        assert sent[0]["progress"] == 86400 and sent[0]["prepare"] == 3
        assert sent[1] == own  # the next plain sync: the coordinator's own deadlines
        assert sender.deadlines.as_dict() == own
        await sender.close()


async def test_a_per_endpoint_key_and_the_coordinators_key(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """The coordinator sends its own key to an endpoint registered without one, and an
    endpoint's own key to that endpoint; neither key is shown."""
    runners = []
    try:
        urls = []
        for key in ("trainer-key", "endpoint-b-key"):
            embedded = await make_endpoint(http=False)
            runner = web.AppRunner(build_receiver_app(embedded.endpoint, api_key=key))
            await runner.setup()
            runners.append(runner)
            port = free_port()
            await web.TCPSite(runner, "127.0.0.1", port).start()
            urls.append((f"http://127.0.0.1:{port}", embedded))
        sender = make_sender(api_key="trainer-key")
        sender.add_endpoint(*host_port(urls[0][0]), 1)
        own = sender.add_endpoint(*host_port(urls[1][0]), 1, api_key="endpoint-b-key")
        assert "endpoint-b-key" not in repr(own)
        model = TinyLM(TINY, seed=0)
        model.train_step(0)
        await sender.sync(model, buffer_size_mb=0.05)
        for _, embedded in urls:
            assert module_digest(embedded.modules()[0]) == module_digest(model)
        async with _trainer_app(sender, api_key="trainer-key") as client:
            response = await client.get("/sync_state", headers=_auth("trainer-key"))
            text = await response.text()
            assert response.status == 200 and "endpoint-b-key" not in text
            added = json.dumps({"host": "10.1.1.1", "port": 1, "world_size": 1, "api_key": "zz9"})
            response = await client.post(
                "/add_inference_endpoint",
                data=added,
                headers=_auth("trainer-key") | {"Content-Type": "application/json"},
            )
            assert response.status == 200 and "zz9" not in await response.text()
            wrong = await client.get("/sync_state", headers=_auth("trainer-kez"))
            assert wrong.status == 401
        sender.remove_endpoint("10.1.1.1", 1)
    finally:
        for runner in runners:
            await runner.cleanup()


def test_a_group_at_a_master_address_binds_its_store_and_device_there_only() -> None:
    port = free_port()

    def join(rank: int) -> list[bytes]:
        config = GroupConfig(
            TRAINER_HOST, port, 2, rank, timeout_s=20.0, attempt="a1",
            bind_address=TRAINER_HOST if rank == 0 else None,
        )  # fmt: skip
        group = SyncGroup(config)
        try:
            if rank == 0:
                assert _listening(port=port) == {TRAINER_HOST}
            return group.all_gather_bytes(bytes([rank]), timeout_s=20, what="hello")
        finally:
            group.close()

    results = run_ranks(2, join)
    assert results == {0: [b"\x00", b"\x01"], 1: [b"\x00", b"\x01"]}, results
    assert _listening(port=port) == set()  # the store went with the group: its port is free
