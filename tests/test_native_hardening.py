"""Regression tests of issue 23, items 4 to 6, each through a real ``twophase serve``: a refused
native call holds nothing hostage (4), a big prepare body neither blocks the server nor keeps
its memory (5), ``/health`` asks every rank and ``/pause_generation`` ends (6).
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future
from typing import Any

import pytest

from tests.embedded import SenderFactory, module_digest
from tests.helpers import free_port, get, host_port, post, wait_until
from tests.peers.sglang_trainer import SGLangTrainer, tensors, trained
from tests.servers import ServePool, digest, rank_pids, state, wait_state
from twophase.core.timing import HEALTH_DEADLINE_S, NATIVE_DRAIN_DEADLINE_S
from twophase.http_common import Pause
from twophase.testing.tiny_lm import ModelSize, TinyLM

TP = 2
TINY = ModelSize.named("tiny")
UPDATE = "/update_weights_from_distributed"
# Well under the first-byte deadline a drain once waited out (60 s by default): "at once".
AT_ONCE_S = 5.0
# Refused native calls, as an operator sent them into a two-phase trainer's group: a name the
# model lacks, a call of 1 GiB (a real name, a wrong shape), an empty shape.
REFUSED = {
    "unknown name": {"name": "nope", "dtype": "uint8", "shape": [10]},
    "1 GiB": {"name": "embed.weight", "dtype": "float32", "shape": [262144, 1024]},
    "empty shape": {"name": "embed.weight", "dtype": "float32", "shape": [0, 4]},
}
# A refused call that lands inside a sync meets the sync first (409), else its own fault (400).
BAD_OR_BUSY = frozenset({400, 409})


@pytest.fixture(scope="module")
def pool() -> Iterator[ServePool]:
    with ServePool() as servers:
        yield servers


@pytest.fixture(scope="module")
def server(pool: ServePool) -> str:
    """``twophase serve --tp 2`` (a worker process per rank), shared by the module."""
    return pool(tp=TP)


def spawn(fn: Any) -> Future[Any]:
    future: Future[Any] = Future()

    def run() -> None:
        try:
            future.set_result(fn())
        except BaseException as exc:  # read by the test
            future.set_exception(exc)

    threading.Thread(target=run, daemon=True).start()
    return future


def joins(url: str) -> int:
    """How many groups the server joined and left, as its history tells."""
    return sum(r["trigger"] in ("join_group", "destroy") for r in state(url)["history"])


def refused_at_once(
    url: str, body: dict[str, Any], status: int | frozenset[int] = 400
) -> dict[str, Any]:
    started = time.monotonic()
    got, answer = post(url + UPDATE, body, timeout_s=60)
    took = time.monotonic() - started
    wanted = status if isinstance(status, frozenset) else frozenset({status})
    assert got in wanted and answer["success"] is False, answer
    assert took < AT_ONCE_S, (took, answer)
    return {**answer, "status": got}


# -- 4: a refused native call holds nothing hostage ------------------------------------------


async def test_4_refused_native_calls_in_a_two_phase_group_answer_at_once_and_keep_it(
    server: str, make_sender: SenderFactory
) -> None:
    """No two-phase trainer broadcasts before "ready": nothing is drained, the group stays
    (no join, no destroy), and the trainer's next sync goes through it."""
    model = TinyLM(TINY, seed=11)
    sender = make_sender((*host_port(server), TP))
    await sender.sync(model)  # the group forms, and is kept
    groups, version = joins(server), state(server)["weight_version"]
    for what, body in REFUSED.items():
        assert body["name"] in refused_at_once(server, body)["message"], what
        assert state(server)["state"] == "DONE", what
    assert joins(server) == groups and state(server)["weight_version"] == version
    model.train_step(0)
    result = await sender.sync(model)
    assert result.weight_version == version + 1
    assert joins(server) == groups  # the same group carried it


async def test_4_a_refused_native_call_beside_a_two_phase_sync_leaves_the_sync_unharmed(
    server: str, make_sender: SenderFactory
) -> None:
    """The call comes as the two-phase trainer's sync starts (the case where the drain held
    the step lock for the first-byte deadline: the sync's prepare timed out and the group was
    destroyed): the call gets its 4xx at once, the sync succeeds. Which 4xx depends on where
    the sync is when the call lands: at rest, 400 for what is wrong with it; inside the sync
    (PREPARED and on), 409 for the sync in the way (the state is checked first, as with no
    group at all below)."""
    model = TinyLM(TINY, seed=12)
    sender = make_sender((*host_port(server), TP))
    await sender.sync(model)
    groups = joins(server)
    for body in REFUSED.values():
        model.train_step(0)
        native = spawn(lambda body=body: refused_at_once(server, body, BAD_OR_BUSY))
        result = await sender.sync(model)
        answer = await asyncio.wrap_future(native)  # its asserts: 400 or 409, at once
        named = body["name"] if answer["status"] == 400 else "cannot prepare in state"
        assert named in answer["message"], answer
        assert result.weight_version == state(server)["weight_version"]
        assert digest(server) == module_digest(model)
    assert joins(server) == groups


def test_4_refused_calls_with_no_group_and_a_call_of_100k_names_answer_at_once(
    server: str,
) -> None:
    """No group at all: nothing to drain (409: no group). A call of 100,000 names is as big
    as a prepare may be (over the 1 MiB of other routes): refused for what it says, not 413."""
    wait_state(server, {"IDLE"})  # the last test's trainer tore its group down
    for body in REFUSED.values():
        refused_at_once(server, body, 409)
    names = [f"model.layers.{i}.missing.weight" for i in range(100_000)]
    body = {"names": names, "dtypes": ["float32"] * len(names), "shapes": [[2]] * len(names)}
    answer = refused_at_once(server, body, 409)
    assert state(server)["state"] == "IDLE", answer


def test_4_a_refused_call_in_a_native_group_whose_trainer_sends_nothing_drains_within_its_bound(
    server: str,
) -> None:
    """A native trainer's group: the drain runs (its trainer would broadcast), within its own
    short deadline, not the table's; nobody sent, so the group (broken by the timed-out
    receive) is torn down, and a native trainer then forms a new one and syncs."""
    with SGLangTrainer(server, master_port=free_port(), tp_size=TP, timeout_s=30) as trainer:
        status, answer = trainer.init_group()
        assert status == 200 and answer["success"], answer
        started = time.monotonic()
        status, answer = post(server + UPDATE, REFUSED["1 GiB"], timeout_s=60)
        took = time.monotonic() - started
        assert status == 400, answer
        assert took < NATIVE_DRAIN_DEADLINE_S + 5, took
        rested = wait_state(server, {"IDLE"})
        assert rested["history"][-1]["trigger"] == "destroy", rested["history"][-1]
    with SGLangTrainer(server, master_port=free_port(), tp_size=TP, timeout_s=30) as fresh:
        assert fresh.init_group()[0] == 200
        model = trained(13)
        status, answer = fresh.update_batched(tensors(model))
        assert status == 200, answer
        assert digest(server) == module_digest(model)
    post(server + "/destroy_weights_update_group", {"group_name": "weight_update_group"})


def test_4_health_and_sync_state_answer_while_a_drain_runs(server: str) -> None:
    """The drain holds no lock the views need."""
    with SGLangTrainer(server, master_port=free_port(), tp_size=TP, timeout_s=30) as trainer:
        assert trainer.init_group()[0] == 200
        native = spawn(lambda: post(server + UPDATE, REFUSED["unknown name"], timeout_s=60))
        time.sleep(0.3)
        for route in ("/health", "/sync_state"):
            started = time.monotonic()
            assert get(server + route)[0] == 200
            assert time.monotonic() - started < 1.0, route
        assert native.result(60)[0] == 400
        wait_state(server, {"IDLE", "GROUP_READY", "DONE"})
    post(server + "/destroy_weights_update_group", {"group_name": "weight_update_group"})


# -- 5: a big prepare body neither blocks the server nor keeps its memory --------------------


def big_prepare(count: int) -> dict[str, Any]:
    """A prepare of ``count`` tensors the model lacks (refused once parsed and validated)."""
    names = [f"model.layers.{i // 256}.mlp.experts.{i % 256}.w" for i in range(count)]
    bucket = {"names": names, "dtypes": ["float32"] * count, "shapes": [[2]] * count}
    return {"num_buckets": 1, "buckets": [bucket], "group_name": "weight_update_group"}


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for {pid}")


class HealthPoller:
    """Polls ``/health`` on a thread; the slowest answer it saw."""

    def __init__(self, url: str) -> None:
        self.url, self.slowest, self._stop = url, 0.0, threading.Event()
        self.unhealthy: list[Any] = []  # every answer but 200
        self._thread = threading.Thread(target=self._poll, daemon=True)
        self._thread.start()

    def _poll(self) -> None:
        while not self._stop.is_set():
            started = time.monotonic()
            status, answer = get(self.url + "/health", timeout=60)
            self.slowest = max(self.slowest, time.monotonic() - started)
            if status != 200:
                self.unhealthy.append(answer)
            time.sleep(0.05)

    def stop(self) -> float:
        """The slowest answer; every one was 200 (a rank is not blamed for this process's
        own stall)."""
        self._stop.set()
        self._thread.join(60)
        assert not self.unhealthy, self.unhealthy
        return self.slowest


KEPT_AFTER_BIG_BODIES_MB = 250


def test_5_health_answers_while_big_prepare_bodies_parse_and_their_memory_comes_back(
    pool: ServePool, server: str
) -> None:
    """Each prepare carries a million tensors (54 MB): parsed and validated off the event
    loop, so /health answers meanwhile (it went unanswered for the whole parse); refused, and
    nothing of it kept (its layout and its million problems were cached, RSS +600 MB)."""
    pid, body = pool.pid(server), big_prepare(1_000_000)
    with SGLangTrainer(server, master_port=free_port(), tp_size=TP, timeout_s=30) as trainer:
        assert trainer.init_group()[0] == 200  # validated against the model in a group
        assert post(server + "/prepare_weights_update", body)[0] == 400  # warm
        time.sleep(1.0)
        before = rss_mb(pid)
        poller = HealthPoller(server)
        took = []
        for _ in range(3):
            started = time.monotonic()
            status, answer = post(server + "/prepare_weights_update", body, timeout_s=120)
            took.append(time.monotonic() - started)
            assert status == 400 and "no such tensor" in answer["message"], answer
        slowest = poller.stop()
        # The memory is given back behind the answer (within a second when the machine is
        # quiet; later under load: the bound is on what stays, not on how soon). What stays is
        # the allocator's fragmentation: measured +150..+165 MB after these three bodies, a
        # plateau near +210 MB after eight; before the fix, +300 MB per body, for good.
        wait_until(
            lambda: (now := rss_mb(pid)) - before < KEPT_AFTER_BIG_BODIES_MB and now,
            timeout_s=15,
            what=f"RSS to come back within {KEPT_AFTER_BIG_BODIES_MB} MB of {before:.0f} MB",
        )
    post(server + "/destroy_weights_update_group", {"group_name": "weight_update_group"})
    assert slowest < min(took) / 2, (slowest, took)


# -- 6: /health asks every rank; a pause ends --------------------------------------------------


def test_6_health_names_a_stopped_tp_worker_within_its_bound(pool: ServePool, server: str) -> None:
    """A worker process alive but stopped (SIGSTOP) answered nothing and /health said 200."""
    ranks = rank_pids(pool.pid(server))
    assert len(ranks) == TP, ranks
    os.kill(ranks[-1], signal.SIGSTOP)
    try:
        started = time.monotonic()
        status, answer = get(server + "/health", timeout=30)
        took = time.monotonic() - started
        assert status == 503 and answer["healthy"] is False, answer
        assert any("tp rank 1" in problem for problem in answer["problems"]), answer
        assert not any("tp rank 0" in problem for problem in answer["problems"]), answer
        assert took < HEALTH_DEADLINE_S + 1.5, took
    finally:
        os.kill(ranks[-1], signal.SIGCONT)
    assert get(server + "/health")[0] == 200  # back, once it answers


def test_6_a_pause_holds_generate_until_its_deadline_and_sync_state_shows_it(
    server: str,
) -> None:
    prompt = {"prompt": [1, 2, 3], "max_new_tokens": 2}
    status, answer = post(server + "/pause_generation", {"mode": "abort", "timeout_s": 1.5})
    assert status == 200 and answer["success"], answer
    assert post(server + "/generate", prompt)[0] == 503
    paused = state(server)["generation_paused"]
    assert "pause_generation" in paused["reason"] and 0 < paused["ends_in_s"] <= 1.5, paused
    time.sleep(2.0)  # past its deadline: generation resumed by itself
    assert post(server + "/generate", prompt)[0] == 200
    assert state(server)["generation_paused"] is None
    # Without a deadline of its own: the default one; /continue_generation ends it at once.
    assert post(server + "/pause_generation", {})[0] == 200
    paused = state(server)["generation_paused"]
    assert paused["ends_in_s"] > 60, paused
    assert post(server + "/generate", prompt)[0] == 503
    assert post(server + "/continue_generation", {})[0] == 200
    assert post(server + "/generate", prompt)[0] == 200
    assert state(server)["generation_paused"] is None


async def test_6_a_pause_read_past_its_deadline_ends_and_its_late_timer_spares_the_next() -> None:
    """The loop busy past a pause's deadline: reading it ends it; its timer, when it comes,
    must not end the pause held after it."""
    pause = Pause()
    pause.hold("first", 0.05)
    time.sleep(0.1)  # the loop is blocked: the timer cannot run
    assert pause.reason is None and pause.status() is None
    pause.hold("second", 30.0)
    await asyncio.sleep(0.1)  # the first timer's time has long passed
    assert pause.reason == "second"
    status = pause.status()
    assert status is not None and 29 < status.ends_in_s <= 30
    pause.release()
    assert pause.reason is None
