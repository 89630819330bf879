"""The receiver's boundaries (and the parts both apps share): what crosses them and how it is
refused. JSON only on mutating routes, an allowlist of master addresses, bounds on every
number and no 500 from input, a manifest of 100 k tensors, a read deadline on slow
connections, a dead TP rank failing its endpoint at once, a checksum over every TP rank, and a
wrong bearer token refused by ``twophase serve`` (first found by the hardening of issue 16).

Where the fault shows through through ``twophase serve`` the test runs one (with an API key, an
allowlist and a short read deadline, shared by the module); the rest run in this process.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import select
import signal
import socket
import time
import urllib.parse
from collections.abc import Iterator, Mapping
from typing import Any

import aiohttp
import pytest
import torch
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from tests.embedded import EndpointFactory, SenderFactory, module_digest
from tests.helpers import get, host_port, request_json, wait_until
from tests.servers import ServePool, ServeSpec, rank_pids
from twophase.core.buckets import TensorSpec
from twophase.core.protocol import MAX_GROUP_WORLD_SIZE
from twophase.core.routes import OPEN_ROUTES
from twophase.core.table import Phase
from twophase.errors import SyncError
from twophase.receiver.appliers import weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankhost import RankHost
from twophase.receiver.receiver_app import build_receiver_app, manifest_limit_bytes
from twophase.receiver.validation import MasterAllowlist
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.tools import trainer_cli as trainer_tool
from twophase.tools.bench.bench_model import DictApplier

KEY = "receiver-key-of-the-cluster"
READ_TIMEOUT_S = 3.0  # the module server's read deadline (the default is 30 s)
ALLOWED = "127.0.0.1,localhost"
TINY = ModelSize.named("tiny")
JSON_TYPE = {"Content-Type": "application/json"}
# The module server's POST routes (the receiver's, with /generate, as `twophase serve` has them).
RECEIVER_POSTS = (
    "/init_weights_update_group",
    "/prepare_weights_update",
    "/complete_weights_update",
    "/destroy_weights_update_group",
    "/abort_weights_update",
    "/sync_outcome",  # open (a peer asks with the sync's token), JSON only
    "/resolve_sync",  # the trainer's verdict, or an operator's (accept_split_risk)
    "/generate",
    # SGLang's native routes
    "/update_weights_from_distributed",
    "/update_weight_version",
    "/pause_generation",
    "/continue_generation",
    "/begin_weight_update",  # SGLang 0.5.23's session
    "/end_weight_update",
    "/weights_checker",
)


@pytest.fixture(scope="module")
def pool() -> Iterator[ServePool]:
    with ServePool() as servers:
        yield servers


@pytest.fixture(scope="module")
def server(pool: ServePool) -> str:
    """``twophase serve --tp 2`` with a key, an allowlist and a 3 s read deadline."""
    args = ("--api-key", KEY, "--allow-master", ALLOWED, "--read-timeout", str(READ_TIMEOUT_S))
    (url,) = pool.start(ServeSpec(2, args))
    return url


def call(url: str, body: object, headers: Mapping[str, str | bytes]) -> tuple[int, Any]:
    """POST ``body`` (bytes as they are, anything else as JSON) with exactly ``headers``
    (values may be raw bytes); (status, parsed JSON answer)."""
    parts = urllib.parse.urlsplit(url)
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    connection = http.client.HTTPConnection(parts.netloc, timeout=60)
    try:
        connection.putrequest("POST", parts.path)
        for name, value in headers.items():
            connection.putheader(name, value)
        connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        connection.close()


def authed(**more: str) -> dict[str, str | bytes]:
    return {"Authorization": f"Bearer {KEY}", **JSON_TYPE, **more}


def unchanged(url: str) -> tuple[str, int, int]:
    """What a refused request must leave as it was: state, version, history length."""
    now = get(f"{url}/sync_state", headers={"Authorization": f"Bearer {KEY}"})[1]
    return now["state"], now["weight_version"], len(now["history"])


# -- 6: JSON only on every mutating route --------------------------------------------------------


@pytest.mark.parametrize(
    "sent", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", None]
)
def test_json_sent_as_text_plain_is_refused_by_every_post_route_of_serve(
    server: str, sent: str | None
) -> None:
    before = unchanged(server)
    headers: dict[str, str | bytes] = {"Authorization": f"Bearer {KEY}"}
    if sent is not None:
        headers["Content-Type"] = sent
    for route in RECEIVER_POSTS:
        status, answer = call(server + route, {"reason": "cross-site"}, headers)
        assert status == 415, (route, status, answer)
        assert "application/json" in answer["message"], answer
        assert (sent or "sent none") in answer["message"], answer
    assert unchanged(server) == before
    # JSON still works, with a charset too, and the tools' own request sends it
    prompt = {"prompt": [1, 2], "max_new_tokens": 2}
    json_utf8 = authed() | {"Content-Type": "application/json; charset=utf-8"}
    assert call(server + "/generate", prompt, json_utf8)[0] == 200
    assert request_json("POST", f"{server}/generate", prompt, api_key=KEY)[0] == 200


def test_every_post_route_of_the_receiver_app_is_covered() -> None:
    """The list above is every POST route the app has (a new route cannot slip by)."""
    endpoint = ReceiverEndpoint([], specs=[TensorSpec("w", "float32", (1,))])
    app = build_receiver_app(endpoint, generate=True)
    assert _post_routes(app) == set(RECEIVER_POSTS)


def _post_routes(app: web.Application) -> set[str]:
    return {r.resource.canonical for r in app.router.routes() if r.method == "POST" and r.resource}


@pytest.fixture
async def trainer_client() -> Any:
    """The app of ``twophase trainer`` (``/train_step`` included), with an API key."""
    args = argparse.Namespace(size="tiny", seed=0, backend="gloo", bucket_delay=0.0, api_key=KEY)
    app, coordinator = trainer_tool.build_app(args)
    async with TestClient(TestServer(app)) as client:
        yield client, app
    await coordinator.close()


async def test_json_sent_as_text_plain_is_refused_by_every_post_route_of_the_trainer(
    trainer_client: Any,
) -> None:
    client, app = trainer_client
    posts = sorted(_post_routes(app))
    assert {"/add_inference_endpoint", "/sync_inference_weights", "/train_step"} <= set(posts)
    body = json.dumps({"host": "localhost", "port": 30000, "world_size": 1})
    for route in posts:
        for sent in ("text/plain", "application/x-www-form-urlencoded"):
            headers = {"Authorization": f"Bearer {KEY}", "Content-Type": sent}
            response = await client.post(route, data=body, headers=headers)
            answer = await response.json()
            assert response.status == 415 and sent in answer["message"], (route, answer)
    state_now = await (await client.get("/sync_state", headers=authed())).json()
    assert state_now["endpoints"] == [] and state_now["state"] == "IDLE"
    response = await client.post("/train_step", headers=authed())  # JSON, no body: works
    assert response.status == 200, await response.text()


# -- 7: the master allowlist -----------------------------------------------------------------------


def test_an_init_naming_another_master_gets_403_and_connects_nowhere(server: str) -> None:
    listener = socket.create_server(("127.0.0.2", 0))  # a master the server may not reach
    port = listener.getsockname()[1]
    before = unchanged(server)
    try:
        for master in ("127.0.0.2", "evil.example", "10.1.2.3"):
            init = {"master_address": master, "master_port": port, "rank_offset": 1,
                    "world_size": 3, "backend": "gloo", "timeout_s": 5}  # fmt: skip
            status, answer = call(server + "/init_weights_update_group", init, authed())
            assert status == 403 and repr(master) in answer["message"], answer
            assert "127.0.0.1" in answer["message"] and "localhost" in answer["message"]
        assert unchanged(server) == before
        # nothing reached the listener at 127.0.0.2 (the ranks opened no connection)
        assert select.select([listener], [], [], 0.5)[0] == []
    finally:
        listener.close()


async def test_an_allowed_master_syncs_and_the_allowlist_takes_ips_networks_and_names(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    allow = MasterAllowlist.parse(["10.0.0.0/8", " 127.0.0.1", "Trainer.Example.", "::1", ""])
    assert all(allow.allows(a) for a in ("10.9.8.7", "127.0.0.1", "trainer.example", "::1"))
    assert not any(allow.allows(a) for a in ("11.0.0.1", "127.0.0.2", "other.example", "::2"))
    with pytest.raises(ValueError, match="not an IP, a CIDR network or a host name"):
        MasterAllowlist.parse(["127.0.0.1:80/x"])
    with pytest.raises(ValueError, match="a b"):
        ReceiverEndpoint([], allowed_masters=["a b"])
    ep = await make_endpoint(tp=1, allowed_masters=["127.0.0.0/8"])
    model = TinyLM(TINY, seed=3)
    await make_sender(ep, master_address="127.0.0.1").sync(model)
    assert module_digest(ep.modules()[0]) == module_digest(model)


def test_serve_takes_the_allowlist_from_the_environment_and_refuses_a_bad_one() -> None:
    from twophase.tools.serve import allowed_masters

    previous = os.environ.get("TWOPHASE_ALLOWED_MASTERS")
    os.environ["TWOPHASE_ALLOWED_MASTERS"] = "10.0.0.0/8, trainer"
    try:
        assert allowed_masters(None) == ["10.0.0.0/8", "trainer"]
        assert allowed_masters(["127.0.0.1,::1", "h"]) == ["127.0.0.1", "::1", "h"]  # flags win
        with pytest.raises(SystemExit, match="bad/entry"):
            allowed_masters(["bad/entry"])
        os.environ["TWOPHASE_ALLOWED_MASTERS"] = ""
        assert allowed_masters(None) is None  # any master: the API key is the guard
    finally:
        if previous is None:
            os.environ.pop("TWOPHASE_ALLOWED_MASTERS", None)
        else:
            os.environ["TWOPHASE_ALLOWED_MASTERS"] = previous


# -- 8: every number bounded, a 400 naming the field, never a 500 -------------------------------

INIT = {"master_address": "127.0.0.1", "master_port": 29999, "rank_offset": 1, "world_size": 3}
DEEP = "[" * 6000 + "]" * 6000
BOUNDS = [
    ("init world_size 4e6", "/init_weights_update_group", INIT | {"world_size": 4_000_000},
     "world_size"),
    ("init world_size 1e30", "/init_weights_update_group", INIT | {"world_size": 1e30},
     "world_size"),
    ("init world_size past the bound", "/init_weights_update_group",
     INIT | {"world_size": MAX_GROUP_WORLD_SIZE + 1}, "world_size"),
    ("init rank_offset = world_size", "/init_weights_update_group",
     INIT | {"rank_offset": 3}, "rank_offset"),
    ("init timeout_s 1e308", "/init_weights_update_group", INIT | {"timeout_s": 1e308},
     "timeout_s"),
    ("init timeout_s Infinity", "/init_weights_update_group",
     json.dumps(INIT)[:-1].encode() + b', "timeout_s": Infinity}', "timeout_s"),
    ("init timeout_s NaN", "/init_weights_update_group",
     json.dumps(INIT)[:-1].encode() + b', "timeout_s": NaN}', "timeout_s"),
    ("init master_address with a path", "/init_weights_update_group",
     INIT | {"master_address": "127.0.0.1:1/x"}, "master_address"),
    ("init group_name of 10 k", "/init_weights_update_group", INIT | {"group_name": "g" * 10_000},
     "group_name"),
    ("prepare timeouts Infinity", "/prepare_weights_update",
     b'{"num_buckets": 1, "buckets": [], "group_name": "g", "timeouts": {"progress": Infinity}}',
     "timeouts.progress"),
    ("prepare weight_version 2**70", "/prepare_weights_update",
     {"num_buckets": 1, "buckets": [{"names": ["embed.weight"], "dtypes": ["bfloat16"],
      "shapes": [[256, 64]]}], "group_name": "g", "weight_version": 2**70}, "weight_version"),
    ("JSON nested 6 k deep", "/abort_weights_update", f'{{"reason": {DEEP}}}'.encode(),
     "nested too deeply"),
    ("a body nested 6 k deep", "/prepare_weights_update", DEEP.encode(), "nested too deeply"),
    ("an integer of 5 k digits", "/init_weights_update_group",
     json.dumps(INIT)[:-1].encode() + b', "world_size": ' + b"9" * 5000 + b"}", "malformed JSON"),
    ("generate token 256", "/generate", {"prompt": [1, 256]}, "prompt[1]: token 256"),
    ("generate token -1", "/generate", {"prompt": [-1]}, "prompt.0"),
    ("generate max_new_tokens 1e6", "/generate", {"prompt": [1], "max_new_tokens": 10**6},
     "max_new_tokens"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "route", "body", "field"), BOUNDS, ids=[b[0] for b in BOUNDS])
def test_every_number_is_bounded_with_a_400_naming_it(
    server: str, what: str, route: str, body: object, field: str
) -> None:
    before = unchanged(server)
    status, answer = call(server + route, body, authed())
    assert status == 400 and field in answer["message"], (what, status, answer)
    assert answer["success"] is False
    assert unchanged(server) == before


@pytest.mark.parametrize(
    "value", [b"Bearer \xc3\xa9t\xc3\xa9", b"Bearer \xff\xfe\x80", "Bearer " + KEY + "\u00e9"]
)
def test_a_non_ascii_authorization_header_gets_401_on_serve(
    server: str, value: str | bytes
) -> None:
    raw = value.encode("utf-8") if isinstance(value, str) else value
    headers: dict[str, str | bytes] = {"Authorization": raw, **JSON_TYPE}
    status, answer = call(server + "/abort_weights_update", {}, headers)
    assert status == 401 and "bearer token" in answer["message"], answer
    status, _ = get(f"{server}/sync_state", headers={"Authorization": "Bearer \u00e9"})
    assert status == 401


async def test_a_non_ascii_authorization_header_and_deep_json_on_the_trainer(
    trainer_client: Any,
) -> None:
    client, _ = trainer_client
    for value in ("Bearer \u00e9\u00e9", "Bearer " + KEY + "\u00ff"):
        response = await client.get("/sync_state", headers={"Authorization": value})
        assert response.status == 401, await response.text()
    response = await client.post("/sync_inference_weights", data=DEEP, headers=authed())
    answer = await response.json()
    assert response.status == 400 and "nested too deeply" in answer["message"], answer


# -- the mutant that survived: any bearer token accepted ---------------------------------------


def test_a_wrong_bearer_token_gets_401_on_serve(server: str) -> None:
    before = unchanged(server)
    for wrong in ("Bearer not-the-key", f"Bearer {KEY}x", KEY, f"Basic {KEY}", ""):
        headers: dict[str, str | bytes] = {**JSON_TYPE, "Authorization": wrong}
        for route in RECEIVER_POSTS:
            if route in OPEN_ROUTES:  # a peer's question: the sync's token guards it
                continue
            status, answer = call(server + route, {}, headers)
            assert status == 401 and "bearer token" in answer["message"], (wrong, route, answer)
        for route in ("/sync_state", "/sync_capabilities", "/weights_checksum", "/metrics"):
            assert get(server + route, headers={"Authorization": wrong})[0] == 401, route
    assert get(f"{server}/health")[0] == 200  # open routes
    status, answer = call(f"{server}/sync_outcome", {"sync_id": "s", "token": "x" * 32}, JSON_TYPE)
    assert (status, answer["outcome"]) == (200, "unknown")  # no sync of that id: says nothing
    assert unchanged(server) == before
    assert call(server + "/generate", {"prompt": [1]}, authed())[0] == 200  # the key works


# -- 10: a manifest of 100 k tensors -------------------------------------------------------------


def many_tensors(count: int, value: float) -> dict[str, torch.Tensor]:
    return {
        f"model.layers.{i // 256}.mlp.experts.{i % 256}.w": torch.full((2,), value + i)
        for i in range(count)
    }


async def test_a_manifest_of_100k_tensors_is_accepted_and_syncs(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    count = 100_000
    ep = await make_endpoint(hosts=[RankHost(DictApplier(many_tensors(count, 0.0)))])
    new = many_tensors(count, 0.5)
    started = time.monotonic()
    result = await make_sender(ep).sync(list(new.items()), buffer_size_mb=1.0)
    assert result.num_buckets >= 1 and ep.endpoint.version == result.weight_version
    assert time.monotonic() - started < 60
    held = ep.hosts[0].model.applier.state()
    assert all(torch.equal(held[name], tensor) for name, tensor in new.items())


def test_the_manifest_limit_follows_the_memory_budget_and_other_routes_stay_at_1_mib(
    server: str,
) -> None:
    mib = 1 << 20
    assert manifest_limit_bytes(None) == 64 * mib
    assert manifest_limit_bytes(8) == 8 * mib and manifest_limit_bytes(0.1) == mib
    assert manifest_limit_bytes(10**6) == 64 * mib
    big = {"reason": "x" * (mib + 10)}
    for route in ("/abort_weights_update", "/init_weights_update_group", "/generate"):
        status, answer = call(server + route, big, authed())
        assert status == 413 and str(mib) in answer["message"], (route, answer)
    status, answer = call(server + "/prepare_weights_update", b"x" * (65 * mib), authed())
    assert status == 413 and str(64 * mib) in answer["message"], answer


# -- 11: a read deadline on slow connections ---------------------------------------------------


def _answer_within(sock: socket.socket, drip: bytes, limit_s: float) -> tuple[float, bytes]:
    """Send ``drip`` one byte per 0.5 s until the server answers or closes; (seconds until
    then, what came back until the server went quiet for a second; b"" for a close)."""
    started = time.monotonic()
    for byte in drip:
        if select.select([sock], [], [], 0.5)[0]:
            return time.monotonic() - started, _read_all(sock)
        assert time.monotonic() - started < limit_s, "the server still reads, past its deadline"
        try:
            sock.sendall(bytes([byte]))
        except (BrokenPipeError, ConnectionResetError):
            return time.monotonic() - started, b""
    raise AssertionError("the drip ended before the server answered")


def _read_all(sock: socket.socket) -> bytes:
    received = b""
    sock.settimeout(1.0)
    try:
        while chunk := sock.recv(4096):
            received += chunk
    except (TimeoutError, ConnectionResetError):
        pass
    return received


def test_slow_headers_are_cut_off_at_the_read_deadline(server: str) -> None:
    host, port = host_port(server)
    with socket.create_connection((host, port), timeout=30) as sock:
        drip = b"POST /abort_weights_update HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
        seconds, answer = _answer_within(sock, drip, READ_TIMEOUT_S + 5)
    assert answer == b"", answer  # closed, unanswered
    assert READ_TIMEOUT_S - 0.5 <= seconds <= READ_TIMEOUT_S + 3, seconds


def test_a_body_sent_one_byte_a_second_gets_408_at_the_read_deadline(server: str) -> None:
    host, port = host_port(server)
    body = json.dumps({"reason": "slow " * 40}).encode()
    head = (
        f"POST /abort_weights_update HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Authorization: Bearer {KEY}\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    before = unchanged(server)
    with socket.create_connection((host, port), timeout=30) as sock:
        sock.sendall(head)
        seconds, answer = _answer_within(sock, body, READ_TIMEOUT_S + 5)
    assert answer.startswith(b"HTTP/1.1 408"), answer
    assert b"did not arrive within 3 s" in answer, answer
    assert READ_TIMEOUT_S - 0.5 <= seconds <= READ_TIMEOUT_S + 3, seconds
    assert unchanged(server) == before


# -- 13: a dead TP rank fails its endpoint at once, named ------------------------------------


async def test_a_killed_tp_worker_fails_its_endpoints_sync_at_once_named(
    pool: ServePool, server: str, make_sender: SenderFactory
) -> None:
    (victim,) = pool.start(ServeSpec(2, ("--api-key", KEY)))
    try:
        await _syncs_after_a_rank_died(rank_pids(pool.pid(victim)), victim, server, make_sender)
    finally:
        pool.stop(victim)


async def _syncs_after_a_rank_died(
    ranks: list[int], victim: str, server: str, make_sender: SenderFactory
) -> None:
    assert len(ranks) == 2, ranks
    model = TinyLM(TINY, seed=5)
    sender = make_sender((*host_port(server), 2), (*host_port(victim), 2), api_key=KEY)
    await sender.sync(model)  # the group forms, and is kept
    os.kill(ranks[-1], signal.SIGKILL)  # tp rank 1 (the ranks start one after the other)
    wait_until(
        lambda: get(f"{victim}/health")[0] == 503, timeout_s=10, what="the victim's /health: 503"
    )
    health = get(f"{victim}/health")[1]
    assert health["healthy"] is False and "worker process" in " ".join(health["problems"])
    # the group kept: the prepare fails; then, the group gone, the capabilities step (503)
    # fails, before any rank of any server waits to form a group with a dead one
    for phase in (Phase.PREPARE, Phase.CAPABILITIES):
        model.train_step(0)
        started = time.monotonic()
        with pytest.raises(SyncError) as failed:
            await sender.sync(model)
        took = time.monotonic() - started
        assert took < 10, (phase, took, failed.value)
        assert failed.value.endpoint == victim.removeprefix("http://"), failed.value
        assert failed.value.phase is phase, failed.value
        assert "tp rank 1: worker process died" in failed.value.cause, failed.value
    status, answer = get(f"{victim}/sync_capabilities", headers={"Authorization": f"Bearer {KEY}"})
    assert status == 503 and "tp rank 1" in answer["message"], answer
    # a sender that does not ask (the seed's): its init fails at once too, not after the live
    # rank waited out the join deadline for the dead one
    init = INIT | {"backend": "gloo", "timeout_s": 60}
    started = time.monotonic()
    status, answer = call(victim + "/init_weights_update_group", init, authed())
    assert status == 502 and "tp rank 1: worker process died" in answer["message"], answer
    assert time.monotonic() - started < 10
    assert get(f"{server}/health")[0] == 200  # the healthy server is left healthy, at rest
    assert unchanged(server)[0] in ("IDLE", "GROUP_READY", "DONE")


# -- 14: the checksum covers every TP rank -------------------------------------------------------


async def test_weights_checksum_reports_every_rank_and_differs_when_ranks_differ(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    same, other = TinyLM(TINY, seed=0), TinyLM(TINY, seed=0)
    with torch.no_grad():
        other.head.weight[0, 0] += 1  # rank 1 holds one wrong number
    ep = await make_endpoint(tp=2, modules=[same, other])
    sums = await _checksums(ep.url)
    assert sums["ranks_agree"] is False, sums
    assert sums["digests"] == [module_digest(same), module_digest(other)]
    assert sums["digest"] not in sums["digests"]  # matches no model: a comparison fails
    assert sums["differing"] == {"1": ["head.weight"]}
    assert sums["tensors"] == weights_checksum(same.state_dict())["tensors"]
    model = TinyLM(TINY, seed=9)
    await make_sender(ep).sync(model)  # a full sync makes them agree again
    sums = await _checksums(ep.url)
    assert sums["ranks_agree"] is True and sums["digest"] == module_digest(model)
    assert sums["digests"] == [module_digest(model)] * 2 and "differing" not in sums


async def _checksums(url: str) -> Any:
    """``GET /weights_checksum`` without blocking the loop that serves it."""
    async with aiohttp.ClientSession() as session, session.get(f"{url}/weights_checksum") as got:
        assert got.status == 200, await got.text()
        return await got.json()


def test_serve_reports_a_digest_per_rank(server: str) -> None:
    status, sums = get(f"{server}/weights_checksum", headers={"Authorization": f"Bearer {KEY}"})
    assert status == 200 and sums["ranks_agree"] is True
    assert sums["digests"] == [sums["digest"]] * 2
    assert len(sums["weight_versions"]) == 2
