"""``GET /metrics`` on both sides, through prometheus-client: after one sync from the real
trainer control app into a real receiver app (its rank a thread of this process, gloo), both
scrape as Prometheus text that the library's own parser reads, with the shared names, their
labels and that sync's values; and each app has a registry of its own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from prometheus_client import CONTENT_TYPE_LATEST
from prometheus_client.parser import text_string_to_metric_families

from tests.helpers import free_port
from twophase.core.table import State
from twophase.receiver.appliers import ModuleApplier
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank
from twophase.receiver.receiver_app import build_receiver_app
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.trainer_app import OUTCOMES, build_trainer_app
from twophase.testing.tiny_lm import ModelSize, TinyLM

pytestmark = pytest.mark.timeout(120)

SIZE = ModelSize.named("tiny")
SHARED = {"twophase_syncs", "twophase_last_sync_phase_seconds", "twophase_weight_version"}
SHARED |= {"twophase_state"}
RECEIVER_ONLY = {"twophase_received_bytes", "twophase_peak_extra_bytes"}
RECEIVER_ONLY |= {"twophase_sync_pause_seconds", "twophase_generate_lock_wait_seconds"}
RECEIVER_ONLY |= {"twophase_generate_lock_waits"}  # what syncs cost inference: test_pause.py
# An UNCERTAIN endpoint, how long, and whether past its alert (test_liveness.py).
RECEIVER_ONLY |= {"twophase_uncertain_seconds", "twophase_uncertain_alert"}
# What the last sync put on the wire (the density too, after a sync that could send a delta:
# test_delta_sync.py).
SENDER_ONLY = {"twophase_last_sync_bytes_moved", "twophase_last_sync_delta"}


async def scrape(client: TestClient[Any, Any]) -> dict[str, Any]:
    """The families of ``GET /metrics``, by name (a counter's name without its ``_total``)."""
    response = await client.get("/metrics")
    assert response.status == 200
    assert response.headers["Content-Type"] == CONTENT_TYPE_LATEST
    return {f.name: f for f in text_string_to_metric_families(await response.text())}


def values(family: Any, label: str) -> dict[str, float]:
    return {s.labels[label]: s.value for s in family.samples}


@pytest.fixture
async def trainer_client() -> AsyncIterator[TestClient[Any, Any]]:
    coordinator = SyncCoordinator(master_port=free_port())
    model = TinyLM(SIZE, seed=0)
    model.train_step(0)
    async with TestClient(TestServer(build_trainer_app(coordinator, weights=lambda: model))) as c:
        yield c
    await coordinator.destroy_group()
    await coordinator.close()


async def test_both_sides_export_one_sync_under_the_same_names(
    trainer_client: TestClient[Any, Any],
) -> None:
    host = RankHost(ModuleApplier(TinyLM(SIZE, seed=0)), tp_rank=0)
    # Over the group: through shared memory it would adopt the trainer's segments and stage
    # nothing of its own (peak 0: tests/test_shared_memory_adopt.py).
    endpoint = ReceiverEndpoint([LocalRank(host)], shared_memory=False)
    async with TestClient(TestServer(build_receiver_app(endpoint))) as receiver:
        port = receiver.server.port
        assert port is not None
        add = {"host": "127.0.0.1", "port": port, "world_size": 1}
        assert (await trainer_client.post("/add_inference_endpoint", json=add)).status == 200
        sync = {"master_port": free_port(), "buffer_size_mb": 0.05}
        response = await trainer_client.post("/sync_inference_weights", json=sync)
        result = await response.json()
        assert response.status == 200 and result["success"], result

        sender = await scrape(trainer_client)
        received = await scrape(receiver)

    assert set(sender) == SHARED | SENDER_ONLY
    assert set(received) == SHARED | RECEIVER_ONLY
    for side in (sender, received):
        assert side["twophase_syncs"].type == "counter"
        assert {s.name for s in side["twophase_syncs"].samples} == {"twophase_syncs_total"}
        assert values(side["twophase_syncs"], "outcome") == {"success": 1, "failure": 0}
        assert side["twophase_weight_version"].samples[0].value == result["weight_version"] == 1
        states = values(side["twophase_state"], "state")
        assert states == {s.value: float(s is State.DONE) for s in State}
        phases = values(side["twophase_last_sync_phase_seconds"], "phase")
        assert phases["total"] > 0 and all(seconds >= 0 for seconds in phases.values())
    assert values(sender["twophase_last_sync_phase_seconds"], "phase") == result["phase_seconds"]
    assert set(values(received["twophase_last_sync_phase_seconds"], "phase")) == {
        "receive",
        "apply",
        "total",
    }
    received_bytes = received["twophase_received_bytes"].samples
    assert [(s.name, s.value) for s in received_bytes] == [
        ("twophase_received_bytes_total", result["total_bytes"])
    ]
    peak = received["twophase_peak_extra_bytes"].samples[0].value
    assert 0 < peak <= result["total_bytes"] * 1.01  # staged: about one model, no more


async def test_each_app_has_a_registry_of_its_own_and_label_values_are_escaped(
    trainer_client: TestClient[Any, Any],
) -> None:
    """A second app in this process registers the same names without a collision, and a label
    value with a quote, a backslash and a newline comes back from the parser unchanged."""
    odd = 'a "quoted"\\ outcome\nover two lines'
    trainer_client.app[OUTCOMES][odd] = 3
    other = SyncCoordinator(master_port=free_port())
    app = build_trainer_app(other, weights=lambda: TinyLM(SIZE, seed=0))
    async with TestClient(TestServer(app)) as second:
        first_syncs = values((await scrape(trainer_client))["twophase_syncs"], "outcome")
        second_syncs = values((await scrape(second))["twophase_syncs"], "outcome")
    await other.close()
    assert first_syncs == {"success": 0, "failure": 0, odd: 3}
    assert second_syncs == {"success": 0, "failure": 0}
