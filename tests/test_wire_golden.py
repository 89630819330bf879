"""The wire, pinned: the exact JSON bodies the trainer sends, compared byte for byte with the
fixtures in ``tests/fixtures/wire/`` (recorded before the sender's refactor of issue 35, which
must leave the wire unchanged). A failure here means a field, a value or the order of the keys
of a request changed: a seed-protocol peer, an SGLang server or an older twophase receiver
would notice.

Each case runs a real sync through ``WireRecorder`` proxies (``tests/wire_recorder.py``) in
front of real aiohttp endpoints, so the bytes are those on the wire whatever sender code sent
them:

- ``twophase``: one sender into two twophase endpoints (TP 2 and TP 1; flattened,
  checksummed, each told of the other as its peer), twice (the second on the kept group);
- ``seed``: a twophase endpoint and a seed-protocol receiver (no ``/sync_capabilities``) in
  one sync: everyone gets the seed protocol;
- ``sglang``: a stock-SGLang peer (its native routes) and a twophase endpoint in one sync,
  twice (today the twophase endpoint gets the seed protocol there);
- ``sharded``: two trainer ranks, each sending its shards, into a twophase endpoint (TP 2).

Only what differs from run to run is normalised (``VARYING``): the sync id, the master port,
the store prefix of each attempt, incarnations, tokens, timestamps, the trainer's
shared-memory pool and the endpoints' ports;
each becomes a numbered placeholder in place (the same value, the same placeholder), so every
other value and the order of the keys stay as sent. The fixture keeps each POST as one line,
``ENDPOINT ROUTE BODY``, with the body as sent (compact JSON).

To record the fixtures again (only when the wire is meant to change, and say so in the
commit): ``TWOPHASE_REGEN_WIRE=1 pytest tests/test_wire_golden.py``.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.embedded import EndpointFactory, SenderFactory
from tests.peers.sglang_server import serve_peer
from tests.peers.sglang_trainer import trained
from tests.test_sender import seed_receiver  # noqa: F401 (a fixture)
from tests.wire_recorder import WireRecorder, recording
from twophase.testing import SimCluster
from twophase.testing.simtrainer import SimShardedTrainer

FIXTURES = Path(__file__).parent / "fixtures" / "wire"
REGENERATE = os.environ.get("TWOPHASE_REGEN_WIRE") == "1"
BUFFER_MB = 0.05  # several buckets of the tiny model

# Keys whose values are new in every run, whatever nests them.
VARYING = frozenset(
    {"sync_id", "master_port", "attempt", "incarnation", "peer_token", "token", "timestamp"}
    | {"pool"}  # the trainer's shared-memory pool: its pid and a random part
)
# Keys whose values are lists of the weights' checksums: each becomes ``<checksum n>``. The
# weights come from training steps whose float results differ with the CPU's kernels (an
# AMD host's BLAS path gives another last bit than an Intel one's), and the fixture is the
# wire's shape, not the model's bytes.
CHECKSUM_LISTS = frozenset({"bucket_checksums", "base_checksums"})
CHECKSUM = "checksum of"  # their placeholder's name (no key of the wire's)


class Normaliser:
    """Each distinct value of a ``VARYING`` key (and each checksum of a ``CHECKSUM_LISTS``
    list) becomes ``<key n>``, numbered by first
    appearance in the case (so that a value shared by two requests, or differing between
    them, stays so); a ``port`` that is a recorder's becomes ``<port of NAME>``."""

    def __init__(self, ports: Mapping[int, str]) -> None:
        self.ports = ports
        self.seen: dict[tuple[str, str], str] = {}

    def placeholder(self, key: str, value: Any) -> Any:
        if key == "port" and value in self.ports:
            return f"<port of {self.ports[value]}>"
        if key in CHECKSUM_LISTS and isinstance(value, list):
            return [self.placeholder(CHECKSUM, v) for v in value]
        if (key not in VARYING and key != CHECKSUM) or value is None:
            return self(value)
        n = sum(1 for k, _ in self.seen if k == key) + 1
        return self.seen.setdefault((key, json.dumps(value)), f"<{key} {n}>")

    def __call__(self, value: Any) -> Any:
        if isinstance(value, dict):
            return {k: self.placeholder(k, v) for k, v in value.items()}
        if isinstance(value, list):
            return [self(v) for v in value]
        return value


def wire_line(route: str, raw: bytes, normalise: Normaliser) -> str:
    """One POST as the fixture keeps it. The body must be exactly compact ``json.dumps`` of
    itself (as aiohttp sends ``json=``), so that re-encoding it after normalising changes
    nothing but the placeholders."""
    text = raw.decode()
    body = json.loads(text)
    assert json.dumps(body) == text, f"{route}: not the sender's usual encoding: {text[:200]}"
    return f"{route} {json.dumps(normalise(body))}"


def check(case: str, recorded: Sequence[tuple[str, WireRecorder]]) -> None:
    """Every POST each recorder saw, named by endpoint, against ``FIXTURES/case.txt``."""
    normalise = Normaliser({recorder.port: name for name, recorder in recorded})
    lines = [
        f"{name} {wire_line(route, raw, normalise)}" for name, recorder in recorded
        for route, raw in recorder.posts
    ]  # fmt: skip
    path = FIXTURES / f"{case}.txt"
    text = "\n".join(lines) + "\n"
    if REGENERATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    expected = path.read_text().splitlines()
    for i, (want, got) in enumerate(zip(expected, lines, strict=False)):
        assert got == want, f"{case}: POST {i} differs\nfixture: {want}\nnow:     {got}"
    assert len(lines) == len(expected), f"{case}: {len(lines)} POSTs now, {len(expected)} before"


@pytest.fixture
async def proxies() -> AsyncIterator[Callable[[str], Any]]:
    """``await proxy(url)``: a ``WireRecorder`` in front of ``url``, closed after the test."""
    async with AsyncExitStack() as stack:

        async def proxy(url: str) -> WireRecorder:
            return await stack.enter_async_context(recording(url))

        yield proxy


def through(recorder: WireRecorder, world_size: int) -> tuple[str, int, int]:
    return ("127.0.0.1", recorder.port, world_size)


async def test_a_one_sender_sync_into_twophase_endpoints(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, proxies: Any
) -> None:
    tp2, tp1 = await make_endpoint(tp=2), await make_endpoint(tp=1)
    first, second = await proxies(tp2.url), await proxies(tp1.url)
    sender = make_sender(through(first, 2), through(second, 1))
    await sender.sync(trained(1), buffer_size_mb=BUFFER_MB)
    await sender.sync(trained(2), buffer_size_mb=BUFFER_MB)  # the kept group: no init
    check("twophase", [("tp2", first), ("tp1", second)])


async def test_a_sync_with_a_seed_protocol_receiver(
    make_endpoint: EndpointFactory,
    make_sender: SenderFactory,
    proxies: Any,
    seed_receiver: str,  # noqa: F811 (the fixture)
) -> None:
    endpoint = await make_endpoint(tp=1)
    ours, seed = await proxies(endpoint.url), await proxies(seed_receiver)
    sender = make_sender(through(ours, 1), through(seed, 1))
    await sender.sync(trained(3), buffer_size_mb=BUFFER_MB)
    check("seed", [("twophase", ours), ("seed", seed)])


async def test_an_sglang_native_sync(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, proxies: Any
) -> None:
    endpoint = await make_endpoint(tp=2)
    with serve_peer() as peer:
        sglang, ours = await proxies(peer), await proxies(endpoint.url)
        sender = make_sender(through(sglang, 1), through(ours, 2))
        await sender.sync(trained(4), buffer_size_mb=BUFFER_MB)
        await sender.sync(trained(5), buffer_size_mb=BUFFER_MB)
    check("sglang", [("sglang", sglang), ("twophase", ours)])


async def test_a_sharded_sync(proxies: Any) -> None:
    """Two simulated trainer ranks (``SimShardedTrainer``: the real ``sync_parts`` on each)
    into a TP 2 endpoint over the simulated group; only the HTTP goes through the proxy."""
    cluster = SimCluster()
    try:
        endpoint = await cluster.add_endpoint(2)
        recorder = await proxies(f"http://{endpoint.name}")
        cluster.sender.remove_endpoint("127.0.0.1", endpoint.port)
        cluster.sender.add_endpoint("127.0.0.1", recorder.port, 2)
        trainer = SimShardedTrainer(cluster, senders=2)
        for _ in range(2):
            cluster.train_step()
            await trainer.sync()
            assert trainer.outcomes == [None, None]
    finally:
        await cluster.close()
    check("sharded", [("tp2", recorder)])
