"""Issue 34 against real processes (``twophase serve``, real gloo, real HTTP): the soak's
failure, placed deterministically. A TP 1 server is frozen (SIGSTOP, its whole process tree)
once it has every bucket, so the commit vote cannot finish; the TP 2 server casts its yes; then
the frozen one is killed. Restarted on its port, its new incarnation tells the TP 2 server,
UNCERTAIN, that it cannot hold the sync; never coming back there (replaced on another port, as
the real property test does, or gone), its process seen gone from this host tells the same.
Either way the TP 2 server rolls back within seconds, and the trainer's next sync brings
every server to the same weights."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator

import pytest

from tests.embedded import SenderFactory
from tests.helpers import host_port, wait_until
from tests.servers import RESTING, ServePool, ServeSpec, digest, rank_pids, state, wait_state
from tests.test_sender import MODEL_SIZE, module_digest
from twophase import SyncError
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.transfer import BucketProgress

RESOLVED_WITHIN_S = 10.0  # after the restarted server answers (the bound)
SETTLE_S = 1.5  # for the TP 2 server's ranks to cast their yes once their last bucket is in


@contextlib.contextmanager
def frozen(front_pid: int) -> Iterator[list[int]]:
    """The server's process tree stopped (SIGSTOP), as a hung host; continued on the way out
    (a no-op once it was killed)."""
    pids = [front_pid, *rank_pids(front_pid)]
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    try:
        yield pids
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)


def _all_in(url: str) -> bool:
    now = state(url)
    return bool(now["buckets_total"] and now["buckets_received"] >= now["buckets_total"])


async def _tp1_killed_inside_the_vote(
    serve_processes: ServePool, make_sender: SenderFactory, *, back_on_its_port: bool
) -> None:
    tp2, tp1 = serve_processes.start(ServeSpec(2), ServeSpec(1))
    sender = make_sender((*host_port(tp2), 2), (*host_port(tp1), 1))
    model = TinyLM(MODEL_SIZE, seed=0)
    await sender.sync(model, buffer_size_mb=0.05)
    before = digest(tp2)
    gate = threading.Event()

    def hold_after_last(done: BucketProgress) -> None:
        if done.index == done.count - 1:
            gate.wait(60)  # the trainer's yes waits until the TP 1 server is frozen

    sender.on_bucket = hold_after_last
    model.train_step(1)
    syncing = asyncio.create_task(sender.sync(model, buffer_size_mb=0.05))
    try:
        for url in (tp1, tp2):
            await asyncio.to_thread(wait_until, lambda u=url: _all_in(u), timeout_s=60, what=url)
        with frozen(serve_processes.pid(tp1)):
            await asyncio.sleep(SETTLE_S)  # TP 2's ranks are inside the vote, their yes cast
            gate.set()  # the trainer's yes: the vote now waits on the frozen server alone
            await asyncio.sleep(SETTLE_S)
            if back_on_its_port:
                await asyncio.to_thread(serve_processes.restart, tp1)
            else:
                await asyncio.to_thread(serve_processes.kill, tp1)
    finally:
        gate.set()
    with pytest.raises(SyncError):
        await syncing
    ended = time.monotonic()
    settled = await asyncio.to_thread(wait_state, tp2, RESTING, RESOLVED_WITHIN_S)
    took = time.monotonic() - ended
    assert settled["weight_version"] == 1 and digest(tp2) == before, settled
    history = [h["detail"] for h in settled["history"]]
    # A restarted server is also a dead process (its pid is gone): asked before the new one
    # listens, it reads as died, after, as restarted; both roll back (a slow machine's
    # restart is often the first). The rule's every reading: tests/test_liveness.py.
    hows = ("restarted", "died") if back_on_its_port else ("died",)
    said = [d for d in history for how in hows if f"{how} since the sync's prepare" in d]
    assert said and "rolling back" in said[0], history[-4:]
    assert took < RESOLVED_WITHIN_S, took
    # Never two versions: a server started afresh is at version 0 with no record of the
    # sync; the next sync brings every server to the trainer's weights.
    sender.on_bucket = None
    if not back_on_its_port:  # replaced on another port
        sender.remove_endpoint(*host_port(tp1))
        (tp1,) = serve_processes.start(ServeSpec(1))
        sender.add_endpoint(*host_port(tp1), 1)
    result = await sender.sync(model, buffer_size_mb=0.05)
    assert digest(tp2) == digest(tp1) == module_digest(model)
    assert state(tp2)["weight_version"] == state(tp1)["weight_version"] == result.weight_version


async def test_a_server_killed_inside_the_vote_and_restarted_leaves_none_uncertain(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    await _tp1_killed_inside_the_vote(serve_processes, make_sender, back_on_its_port=True)


async def test_a_server_killed_inside_the_vote_and_not_back_on_its_port_leaves_none_uncertain(
    serve_processes: ServePool, make_sender: SenderFactory
) -> None:
    """The peer's port refuses from now on; what tells the other server it died is its
    process, gone from this host (``twophase/processes.py``)."""
    await _tp1_killed_inside_the_vote(serve_processes, make_sender, back_on_its_port=False)
