"""Issue 23 against real processes (``twophase serve``, real gloo, real HTTP): an abort
answers within its bound while a TP worker is stopped; a server stalled past the commit point
leaves the trainer's record equal to what the servers applied; the trainer killed inside the
commit vote leaves no two versions once the servers settle."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
import time

import pytest

from tests.embedded import SenderFactory
from tests.helpers import free_port, host_port, post, wait_until
from tests.servers import (
    RESTING,
    ServePool,
    ServeSpec,
    digest,
    rank_pids,
    state,
    trainer_process,
    wait_state,
)
from tests.test_sender import MODEL_SIZE, module_digest
from twophase import SyncError, Timeouts
from twophase.core.timing import ABORT_ANSWER_S
from twophase.testing.tiny_lm import TinyLM

# Slack for an HTTP round trip and a loaded machine, on top of the abort's own bound.
ANSWER_SLACK_S = 2.0


async def test_an_abort_with_a_stopped_tp_worker_answers_within_its_bound(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    (server,) = serve_processes.start(ServeSpec(2))
    sender = make_sender((*host_port(server), 2))
    model = TinyLM(MODEL_SIZE, seed=0)
    await sender.sync(model, buffer_size_mb=0.05)
    before = digest(server)
    workers = rank_pids(serve_processes.pid(server))
    assert len(workers) == 2, workers
    gate = threading.Event()
    sender.on_bucket = lambda _: gate.wait(30)  # the sender holds after its first bucket
    model.train_step(1)
    syncing = asyncio.create_task(sender.sync(model, buffer_size_mb=0.05))
    try:
        await asyncio.to_thread(wait_state, server, {"RECEIVING"})
        os.kill(workers[1], signal.SIGSTOP)
        started = time.monotonic()
        status, answer = await asyncio.to_thread(
            post, f"{server}/abort_weights_update", {"reason": "an operator's abort"}
        )
        took = time.monotonic() - started
    finally:
        os.kill(workers[1], signal.SIGCONT)
        gate.set()
    # Rank 0 took the abort before its yes, so no vote can pass: the abort holds, and the
    # stopped rank's rollback finishes behind the answer.
    assert status == 200 and answer["success"], answer
    assert took < ABORT_ANSWER_S + ANSWER_SLACK_S, took
    with pytest.raises(SyncError):
        await syncing
    await asyncio.to_thread(wait_state, server, RESTING)
    assert digest(server) == before
    await sender.sync(model, buffer_size_mb=0.05)  # the fault gone: the next sync works
    assert digest(server) == module_digest(model)


async def test_the_trainers_record_is_what_the_servers_applied_when_one_stalls_past_the_commit(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    """The TP 2 server's front process is stopped from the first bucket on: its rank workers
    receive and vote, the vote passes, and its complete gets no answer. The sync is committed
    (not a failure): the trainer says so with the version and names that server; once it is
    resumed it commits on its vote, the trainer's follow-up hears it confirm, and every record
    says the same version."""
    applied, stalled = serve_processes.start(ServeSpec(1), ServeSpec(2))
    timeouts = Timeouts(group_join=20, prepare=5, first_byte=10, progress=10, apply=3)
    sender = make_sender((*host_port(applied), 1), (*host_port(stalled), 2), timeouts=timeouts)
    model = TinyLM(MODEL_SIZE, seed=0)
    await sender.sync(model, buffer_size_mb=0.05)
    front = serve_processes.pid(stalled)
    stopped: list[int] = []

    def stop_once(_: object) -> None:
        if not stopped:
            os.kill(front, signal.SIGSTOP)
            stopped.append(front)

    sender.on_bucket = stop_once
    model.train_step(1)
    try:
        result = await sender.sync(model, buffer_size_mb=0.05)
    finally:
        os.kill(front, signal.SIGCONT)
    name = stalled.removeprefix("http://")
    assert result.weight_version == sender.version == 2
    assert list(result.unconfirmed) == [name], result.unconfirmed
    assert state(applied)["weight_version"] == 2
    follow_up = sender.follow_up
    assert follow_up is not None
    await asyncio.wait_for(follow_up.wait(), 60)
    assert follow_up.confirmed == [name] and not follow_up.waiting and not follow_up.failed
    assert state(stalled)["weight_version"] == state(applied)["weight_version"] == 2
    assert digest(stalled) == digest(applied) == module_digest(model)
    model.train_step(2)
    assert (await sender.sync(model, buffer_size_mb=0.05)).weight_version == 3


def test_the_trainer_killed_inside_the_commit_vote_leaves_one_version(
    serve_processes: ServePool,
) -> None:
    """``twophase trainer`` is killed (SIGKILL) the moment a server has every bucket, i.e.
    inside the commit vote, a few times: once the servers settle (committed, rolled back,
    or resolved with each other), both hold the same version and the same weights."""
    first, second = serve_processes.start(ServeSpec(2), ServeSpec(1))
    timeouts = {"group_join": 20, "prepare": 5, "first_byte": 5, "progress": 3, "apply": 6}
    for trial in range(3):
        with trainer_process("--bucket-delay", "0.02") as (trainer, process):
            for url, tp in ((first, 2), (second, 1)):
                host, port = host_port(url)
                body = {"host": host, "port": port, "world_size": tp}
                assert post(f"{trainer}/add_inference_endpoint", body)[0] == 200
            sync = {"master_port": free_port(), "buffer_size_mb": 0.05, "timeouts": timeouts}
            syncing = threading.Thread(
                target=_post_quietly, args=(f"{trainer}/sync_inference_weights", sync), daemon=True
            )
            syncing.start()

            before = state(first)["weight_version"]

            def all_in(before: int = before) -> bool:  # or the sync ended there (a late kill)
                now = state(first)
                received = now["buckets_received"] >= now["buckets_total"] > 0
                return bool(received or now["weight_version"] != before)

            wait_until(all_in, timeout_s=60, what="every bucket at the TP 2 server")
            os.kill(process.pid, signal.SIGKILL)
        versions = wait_until(
            lambda: _settled(first, second), timeout_s=60, what="both servers at rest"
        )
        assert versions[0] == versions[1], (trial, versions, state(first), state(second))
        assert digest(first) == digest(second)


def _post_quietly(url: str, body: dict[str, object]) -> None:
    """The trainer's sync request, whose trainer is killed under it: no answer is expected."""
    with contextlib.suppress(OSError):
        post(url, body)


def _settled(*urls: str) -> list[int] | None:
    states = [state(url) for url in urls]
    if any(s["state"] not in RESTING for s in states):
        return None
    return [int(s["weight_version"]) for s in states]
