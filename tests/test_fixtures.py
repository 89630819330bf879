"""The shared fixtures' factories leave nothing behind, even when the test using them stopped in
the middle of a sync: no listening port, no group on either side, no endpoint mid-sync."""

from __future__ import annotations

import asyncio
import socket
import threading

from tests.embedded import MODEL_SIZE, EmbeddedEndpoint, EndpointFactory, SenderFactory
from tests.helpers import host_port
from twophase import RESTING_STATES, State
from twophase.testing import SimCluster
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.transfer import BucketProgress


def refuses_connections(endpoint: EmbeddedEndpoint) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(host_port(endpoint.url)) != 0


async def test_closing_after_a_sync_releases_the_group_on_both_sides_and_the_port() -> None:
    endpoints, senders = EndpointFactory(), SenderFactory()
    try:
        endpoint = await endpoints(tp=2)
        sender = senders(endpoint)
        await sender.sync(TinyLM(MODEL_SIZE, seed=1), buffer_size_mb=0.05)
        assert sender.group.alive and all(host.group_alive() for host in endpoint.hosts)
    finally:
        await senders.close()
        await endpoints.close()
    assert not sender.group.alive
    assert endpoint.endpoint.state is State.IDLE  # the sender's close destroyed the group there
    assert not any(host.group_alive() for host in endpoint.hosts)
    assert refuses_connections(endpoint)


async def test_closing_in_the_middle_of_a_sync_lets_it_end_and_rests_the_endpoint() -> None:
    endpoints, senders = EndpointFactory(), SenderFactory()
    endpoint = await endpoints()
    stalled, release = threading.Event(), threading.Event()

    def stall_after_bucket_0(progress: BucketProgress) -> None:
        if progress.index == 0:
            stalled.set()
            release.wait(10)

    sender = senders(endpoint, on_bucket=stall_after_bucket_0)
    sync = asyncio.create_task(sender.sync(TinyLM(MODEL_SIZE, seed=1), buffer_size_mb=0.01))
    await asyncio.to_thread(stalled.wait, 10)
    assert endpoint.endpoint.state is State.RECEIVING
    # The test would fail here; its teardown closes the sender, then the endpoint.
    closing = asyncio.create_task(senders.close())
    done, _ = await asyncio.wait({closing}, timeout=0.2)
    assert not done  # it waits for the running sync, rather than fail on it
    release.set()
    await closing
    await endpoints.close()
    await sync  # it ran to its end: the stall was under every deadline
    assert endpoint.endpoint.state in RESTING_STATES
    assert refuses_connections(endpoint)


async def test_the_sim_cluster_fixture_syncs_into_its_endpoints(sim_cluster: SimCluster) -> None:
    endpoint = await sim_cluster.add_endpoint(tp=2)
    sim_cluster.train_step()
    await sim_cluster.sync()
    assert endpoint.digests() == [sim_cluster.digest()] * 2
