"""Fixtures every test module may use. Each cleans up after the test, even a failed one:

- ``sim_cluster``: a ``twophase.testing.SimCluster`` (the real sender and receivers over the
  in-memory group, faults injected on request), closed after the test;
- ``serve_processes``: a ``ServePool``; ``serve_processes("--mode", "streaming", tp=1)``
  starts a ``twophase serve`` and returns its URL, ``serve_processes.start(ServeSpec(2),
  ServeSpec(1))`` starts several side by side; every one is stopped after the test;
- ``make_endpoint``: ``await make_endpoint(tp=2)`` gives an ``EmbeddedEndpoint`` (a
  ``ReceiverEndpoint`` over ``RankHost``s through ``LocalRank``, in this process, with its
  routes on 127.0.0.1), closed after the test;
- ``make_sender``: ``make_sender(endpoint, ..., **options)`` gives a ``SyncCoordinator``
  registered with those endpoints; it is closed (its group torn down) after the test, before
  the endpoints it talks to;
- ``netcluster``: ``netcluster(["trainer", "s1"], rate="1gbit")`` gives a
  ``twophase.testing.netcluster.Cluster`` (hosts in network namespaces), closed after the test;
  where namespaces cannot be made the test skips with the reason (fails with
  ``TWOPHASE_REQUIRE_NETNS=1``, as CI sets);
- ``vllm_tp2`` (session-wide, with ``vllm_model_dir``): one real ``vllm serve`` with two TP
  workers and LoRA on, for the vLLM test modules.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path

import pytest

from tests.embedded import EndpointFactory, SenderFactory
from tests.servers import ServePool
from tests.vllm_servers import VllmServer, vllm_server
from twophase.testing import SimCluster
from twophase.testing import netcluster as nc


@pytest.fixture
async def sim_cluster() -> AsyncIterator[SimCluster]:
    cluster = SimCluster()
    yield cluster
    await cluster.close()


@pytest.fixture
def serve_processes() -> Iterator[ServePool]:
    with ServePool() as pool:
        yield pool


@pytest.fixture
async def make_endpoint() -> AsyncIterator[EndpointFactory]:
    factory = EndpointFactory()
    yield factory
    await factory.close()


@pytest.fixture
async def make_sender(make_endpoint: EndpointFactory) -> AsyncIterator[SenderFactory]:
    # Depends on make_endpoint so that senders close first, while their endpoints still answer.
    factory = SenderFactory()
    yield factory
    await factory.close()


@pytest.fixture(scope="session")
def vllm_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny float32 Llama the session's vLLM server serves."""
    from twophase.tools.hf import write_tiny_llama

    return write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), seed=0)


@pytest.fixture(scope="session")
def vllm_tp2(vllm_model_dir: Path) -> Iterator[VllmServer]:
    """One ``vllm serve`` (the README's first line: two TP workers, LoRA on) for the session:
    tests/test_vllm.py and tests/test_vllm_adapters.py share it (it takes half a minute)."""
    with vllm_server(vllm_model_dir, workers=2) as server:
        yield server


def require_netns() -> None:
    """Skip (or, with ``TWOPHASE_REQUIRE_NETNS=1``, fail) where namespaces cannot be made."""
    why = nc.unavailable()
    if why is None:
        return
    if os.environ.get(nc.REQUIRE_ENV) == "1":
        pytest.fail(f"{nc.REQUIRE_ENV}=1 but {why}")
    pytest.skip(why)


@pytest.fixture
def netcluster() -> Iterator[Callable[..., nc.Cluster]]:
    require_netns()
    made: list[nc.Cluster] = []

    def make(hosts: int | Sequence[str], rate: str = nc.DEFAULT_RATE) -> nc.Cluster:
        cluster = nc.Cluster(hosts, rate=rate)
        made.append(cluster)
        return cluster

    try:
        yield make
    finally:
        for cluster in made:
            cluster.close()
