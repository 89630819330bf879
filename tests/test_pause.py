"""What a sync costs inference, measured at the weights' lock and reported everywhere.

Each TP rank's ``RWLock`` measures how long its write side was held (the apply) and how many
readers waited for it, and for how long; the endpoint reports the last good sync's figures
(the most of any rank) in ``/sync_state``, ``/metrics`` and the complete answer, and the sender
puts each endpoint's in its ``SyncResult``. Behaviour, not speed: the figures are there, finite
and positive where something was measured, and a generate that ran into an apply counts.
"""

from __future__ import annotations

import asyncio
import math
import threading
from collections.abc import Mapping
from typing import Any

import pytest
import torch
from prometheus_client.parser import text_string_to_metric_families

from tests.embedded import MODEL_SIZE, EmbeddedEndpoint, EndpointFactory, SenderFactory
from tests.helpers import get, post, wait_until, wait_until_async
from twophase import ModuleApplier, RankHost
from twophase.errors import SyncError
from twophase.receiver.rankdata import Generation
from twophase.receiver.rwlock import LockFigures, RWLock
from twophase.testing import SimCluster
from twophase.testing.faults import Fault
from twophase.testing.tiny_lm import TinyLM

pytestmark = pytest.mark.timeout(120)
WAIT_S = 10.0


def finite_positive(value: float) -> bool:
    return math.isfinite(value) and value > 0


def metrics(url: str) -> dict[str, Any]:
    status, text = get(f"{url}/metrics")
    assert status == 200, text
    return {f.name: f for f in text_string_to_metric_families(text)}


def sample(family: Any, suffix: str) -> float:
    (value,) = [s.value for s in family.samples if s.name == family.name + suffix]
    return float(value)


async def sync_state(endpoint: EmbeddedEndpoint) -> dict[str, Any]:
    status, body = await asyncio.to_thread(get, f"{endpoint.url}/sync_state")
    assert status == 200, body
    assert isinstance(body, dict)
    return body


async def complete_again(endpoint: EmbeddedEndpoint, sync_id: str) -> dict[str, Any]:
    """The complete answer of a sync that committed (a complete after its end gets it)."""
    request = {"group_name": "weight_sync_group", "sync_id": sync_id}
    url = f"{endpoint.url}/complete_weights_update"
    status, body = await asyncio.to_thread(post, url, request)
    assert status == 200, body
    assert isinstance(body, dict)
    return body


# -- the lock's own figures ---------------------------------------------------------------


def test_the_lock_counts_the_write_hold_and_the_readers_that_waited_for_it() -> None:
    lock = RWLock()
    with lock.read(WAIT_S):  # nobody in the way: no wait
        pass
    assert lock.figures() == LockFigures()
    inside, release = threading.Event(), threading.Event()

    def write() -> None:
        with lock.write(WAIT_S):
            inside.set()
            assert release.wait(WAIT_S)

    writer = threading.Thread(target=write)
    writer.start()
    assert inside.wait(WAIT_S)

    def read(counted: bool) -> None:
        with lock.read(WAIT_S, counted=counted):
            pass

    readers = [threading.Thread(target=read, args=(c,)) for c in (True, True, False)]
    for reader in readers:
        reader.start()
    waiting = wait_until(
        lambda: (f := lock.figures()).read_waits == 2 and f, timeout_s=WAIT_S, what="2 waiters"
    )
    assert waiting.read_wait_max_s > 0  # a waiter still waiting counts as far as it got
    release.set()
    writer.join(WAIT_S)
    for reader in readers:
        reader.join(WAIT_S)
    figures = lock.figures(reset=True)
    assert figures.read_waits == 2  # the uncounted reader (a checksum, say) is not there
    assert finite_positive(figures.write_held_s) and finite_positive(figures.read_wait_max_s)
    assert figures.read_wait_max_s <= figures.write_held_s + 1.0
    assert lock.figures().read_waits == 0 and lock.figures().write_held_s == 0


# -- one endpoint, every report -----------------------------------------------------------


@pytest.mark.parametrize("mode", ["staged", "streaming"])
async def test_a_sync_reports_its_pause_in_sync_state_and_metrics(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, mode: str
) -> None:
    endpoint = await make_endpoint(tp=2, mode=mode)
    before = await sync_state(endpoint)
    assert before["last_pause"] is None  # no sync yet
    trainer = TinyLM(MODEL_SIZE, seed=1)
    result = await make_sender(endpoint).sync(trainer, buffer_size_mb=0.05)

    pause = (await sync_state(endpoint))["last_pause"]
    assert pause["sync_id"] == result.sync_id
    assert pause["weight_version"] == result.weight_version == 1
    assert finite_positive(pause["pause_ms"]), pause
    assert pause["generate_waits"] == 0 and pause["generate_wait_ms"] == 0, pause

    families = await asyncio.to_thread(metrics, endpoint.url)
    held = families["twophase_sync_pause_seconds"]
    assert held.type == "histogram"
    assert sample(held, "_count") == 1
    assert sample(held, "_sum") == pytest.approx(pause["pause_ms"] / 1e3)
    assert sample(families["twophase_generate_lock_wait_seconds"], "_count") == 0
    assert sample(families["twophase_generate_lock_waits"], "_total") == 0


@pytest.mark.parametrize("mode", ["staged", "streaming"])
async def test_the_complete_answer_and_the_sync_result_carry_each_endpoints_pause(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, mode: str
) -> None:
    endpoints = [await make_endpoint(tp=2, mode=mode), await make_endpoint(tp=1, mode=mode)]
    result = await make_sender(*endpoints).sync(TinyLM(MODEL_SIZE, seed=1), buffer_size_mb=0.05)
    for endpoint in endpoints:
        pause = (await sync_state(endpoint))["last_pause"]
        assert (await complete_again(endpoint, result.sync_id))["pause"] == pause
        assert result.pause_ms[endpoint.name] == pytest.approx(pause["pause_ms"])
        assert result.generate_wait_ms[endpoint.name] == 0.0
    assert set(result.pause_ms) == {e.name for e in endpoints}


class GatedApplier(ModuleApplier):
    """Holds the first ``load`` after ``arm()`` (inside the apply's write lock) until ``go``."""

    def __init__(self, module: torch.nn.Module) -> None:
        super().__init__(module)
        self.inside, self.go = threading.Event(), threading.Event()
        self._armed = False

    def arm(self) -> None:
        self._armed = True

    def _gate(self) -> None:
        if self._armed:
            self._armed = False
            self.inside.set()
            assert self.go.wait(WAIT_S), "the test never opened the gate"

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:  # the copy path
        self._gate()
        super().load(tensors)

    def rebind(self, tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        self._gate()  # the zero-copy path: the write lock is held all the same
        return super().rebind(tensors)


async def test_a_generate_that_ran_into_the_apply_records_its_wait(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    model = TinyLM(MODEL_SIZE, seed=0)
    applier = GatedApplier(model)
    host = RankHost(applier, generate=model.generate)
    endpoint = await make_endpoint(hosts=[host])
    sender = make_sender(endpoint)
    applier.arm()
    sync = asyncio.create_task(sender.sync(TinyLM(MODEL_SIZE, seed=1), buffer_size_mb=0.05))
    await wait_until_async(applier.inside.is_set, timeout_s=WAIT_S, what="the apply")
    generate = asyncio.create_task(
        asyncio.to_thread(host.generate, Generation([1, 2, 3], 2), WAIT_S)
    )
    await wait_until_async(
        lambda: host.model.lock.figures().read_waits == 1, timeout_s=WAIT_S, what="generate to wait"
    )
    applier.go.set()
    result = await sync
    generated = await generate
    assert generated.weight_version == result.weight_version  # it waited for the new weights

    pause = (await sync_state(endpoint))["last_pause"]
    assert pause["generate_waits"] == 1, pause
    assert finite_positive(pause["generate_wait_ms"]) and finite_positive(pause["pause_ms"])
    assert pause["generate_wait_ms"] <= pause["pause_ms"] + 1000.0  # bounded by the apply
    families = await asyncio.to_thread(metrics, endpoint.url)
    assert sample(families["twophase_generate_lock_waits"], "_total") == 1
    waited = families["twophase_generate_lock_wait_seconds"]
    assert sample(waited, "_count") == 1
    assert sample(waited, "_sum") == pytest.approx(pause["generate_wait_ms"] / 1e3)


async def test_the_pause_is_the_most_of_any_rank_and_a_failed_sync_keeps_the_last_good_one(
    sim_cluster: SimCluster,
) -> None:
    endpoint = await sim_cluster.add_endpoint(tp=2)
    sim_cluster.train_step()
    # TP rank 1 (group rank 2) holds its write lock at least this long; rank 0 does not.
    sim_cluster.injector.add(Fault("delay", "apply", rank=2, seconds=0.2))
    first = await sim_cluster.sync()
    pause = endpoint.endpoint.stats.pauses.last
    assert pause is not None and pause.sync_id == first.sync_id
    assert math.isfinite(pause.pause_ms) and pause.pause_ms >= 200.0, pause

    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("fail", "apply", rank=2))
    with pytest.raises(SyncError, match="apply"):
        await sim_cluster.sync()
    await sim_cluster.settle()
    assert endpoint.endpoint.stats.pauses.last == pause  # only good syncs are reported
    assert endpoint.endpoint.stats.pauses.pause.count == 1
