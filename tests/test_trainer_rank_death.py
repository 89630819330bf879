"""A dead trainer rank is a ``SyncError`` on every rank that lives (issue 34): a plain
two-process FSDP2 trainer (gloo, the default group, each rank holding its ``fully_shard``
half of every tensor) calls ``sync_shards`` into a real ``twophase serve``; one sync applies,
then one rank is killed (SIGKILL, at a point the other waits for: no sleep races the kill),
and the rank that lives gets a ``TrainerGroupError`` (a ``SyncError``) from its next
collective of the trainer's channel, naming itself, the dead rank and the step, within
seconds: gloo sees the peer's connection close, far inside the leader's step bound
(``LEADER_STEP_S``) and the group's own timeout (gloo's default, 30 minutes, here)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.embedded import MODEL_SIZE, TEST_TIMEOUTS
from tests.helpers import free_port, host_port, run_processes, wait_until
from tests.servers import RESTING, ServePool, wait_state

# gloo sees a dead peer in milliseconds; a loaded two-core machine still answers in this.
FAILS_WITHIN_S = 5.0


@pytest.fixture(scope="module")
def serve_url() -> Iterator[str]:
    with ServePool() as pool:
        yield pool(tp=1)


def trainer_rank(rank: int, port: int, url: str, master_port: int, case: str, out: Any) -> None:
    """One FSDP2 trainer rank: a sync that applies, then ``case``:

    - ``"rank 1 before"``: rank 1 is killed once the sync returned; rank 0 syncs again;
    - ``"rank 0 before"``: the same, rank 0 killed and rank 1 syncing;
    - ``"rank 0 at pack"``: both sync again (a delta: every rank packs its pairs), and rank 0
      is killed once rank 1 packed, before the gather of what the ranks packed: rank 1 is
      then mid-sync, in ``follow``.

    The rank that lives reports what its second sync raised, and how long it took."""
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    import twophase.sender.follower as follower
    from twophase import SyncCoordinator, SyncError
    from twophase.sender.sharded_sync import sync_shards
    from twophase.sender.trainer_channel import TrainerChannel
    from twophase.testing.tiny_lm import TinyLM

    dies = 1 if case == "rank 1 before" else 0

    def die() -> None:
        out[(rank, "dying")] = True
        os.kill(os.getpid(), signal.SIGKILL)

    def wait_for_death() -> None:
        wait_until(lambda: out.get((dies, "dying")), timeout_s=60, what=f"rank {dies} dying")

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    coordinator = None
    if rank == 0:
        coordinator = SyncCoordinator(master_port=master_port, timeouts=TEST_TIMEOUTS)
        coordinator.add_endpoint(*host_port(url), 1)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(0)
    fully_shard(model, mesh=mesh)
    result = asyncio.run(sync_shards(coordinator, model, buffer_size_mb=0.1))
    out[(rank, "first")] = None if result is None else result.weight_version

    delta = False
    if case == "rank 0 at pack":
        delta = True
        if rank == 1:
            pack = follower._pack

            def packed(*args: Any) -> Any:
                summary = pack(*args)
                out[(1, "packed")] = True
                return summary

            follower._pack = packed  # type: ignore[assignment]
        else:
            gather = TrainerChannel.gather

            def gather_or_die(channel: TrainerChannel, mine: Any, timeout_s: Any = None) -> Any:
                if channel.step == "pack":  # rank 1 is in (or entering) this very gather
                    wait_until(lambda: out.get((1, "packed")), timeout_s=60, what="rank 1 packed")
                    die()
                return gather(channel, mine, timeout_s)

            TrainerChannel.gather = gather_or_die  # type: ignore[method-assign,assignment]
    elif rank == dies:
        die()
    else:
        wait_for_death()

    began = time.monotonic()
    try:
        asyncio.run(sync_shards(coordinator, model, buffer_size_mb=0.1, delta=delta))
        out[(rank, "second")] = {"type": None}
    except Exception as exc:
        out[(rank, "second")] = {
            "type": type(exc).__name__,
            "is_sync_error": isinstance(exc, SyncError),
            "message": str(exc),
            "phase": str(getattr(exc, "phase", None)),
            "step": getattr(exc, "step", None),
            "rank": getattr(exc, "rank", None),
            "timed_out": getattr(exc, "timed_out", None),
            "chained": type(exc.__cause__).__name__,
            "s": time.monotonic() - began,
        }
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
    os._exit(0)  # the trainer's group lost a rank: no orderly teardown


# (the case, the rank that lives, the step its failure names, the phase)
CASES = [
    ("rank 1 before", 0, "holdings", "setup", "gathering 'holdings' from trainer rank 1"),
    ("rank 0 before", 1, "holdings", "setup", "sending 'holdings' to trainer rank 0"),
    ("rank 0 at pack", 1, "pack", "pack", "sending 'pack' to trainer rank 0"),
]


@pytest.mark.parametrize(
    ("case", "lives", "step", "phase", "what"), CASES, ids=[c[0] for c in CASES]
)
def test_a_dead_trainer_rank_is_a_sync_error_on_the_rank_that_lives(
    serve_url: str, case: str, lives: int, step: str, phase: str, what: str
) -> None:
    results, exits = run_processes(trainer_rank, serve_url, free_port(), case, timeout_s=120)
    dead = 1 - lives
    assert exits[dead] == -signal.SIGKILL and exits[lives] == 0, (exits, results)
    assert isinstance(results[(0, "first")], int) and results[(1, "first")] is None, results
    failed = results[(lives, "second")]
    assert failed["type"] == "TrainerGroupError" and failed["is_sync_error"], failed
    assert failed["rank"] == lives and failed["step"] == step, failed
    assert failed["phase"] == phase and failed["timed_out"] is False, failed
    assert failed["chained"] == "RuntimeError", failed  # gloo's own error, ``from`` it
    message = failed["message"]
    assert message.startswith(f"sync failed in {phase}: trainer rank {lives}: "), message
    assert f"the trainer group failed {what}" in message, message
    assert "by peer" in message, message  # gloo: the connection closed, or reset
    assert failed["s"] < FAILS_WITHIN_S, failed  # not the step bound, not the group timeout
    # The server applied the first sync and nothing of the second.
    state = wait_state(serve_url, RESTING, timeout=30)
    assert state["weight_version"] == results[(0, "first")], (state, results)


def test_a_stalled_trainer_rank_is_a_timed_out_sync_error() -> None:
    """A rank that stops answering (SIGSTOP, a hung host) fails the leader's collective by
    its deadline: gloo's "Operation timed out!" is a ``TrainerGroupError`` with
    ``timed_out`` (the machine records ``timeout``), in the phase of the step the leader
    said. (gloo's wait stood in for, on one process: the message is gloo's own.)"""
    import datetime
    import pickle

    from twophase.errors import SyncError, TrainerGroupError
    from twophase.sender.trainer_channel import TrainerChannel

    class Stalled:  # a gloo work whose peer never posts its side
        def wait(self, timeout: datetime.timedelta | None = None) -> None:
            assert timeout is not None  # the leader's steps are bounded
            time.sleep(timeout.total_seconds())
            raise RuntimeError("Operation timed out!")

    channel = TrainerChannel(None, rank=0, size=3)
    channel.step = "join"
    with pytest.raises(SyncError) as caught:
        channel._run("broadcast", Stalled, 0.05)
    error = caught.value
    assert isinstance(error, TrainerGroupError) and isinstance(error.__cause__, RuntimeError)
    assert error.timed_out and error.rank == 0 and error.step == "join", error
    assert str(error.phase) == "group_join" and error.endpoint is None, error
    assert "trainer rank 0: the trainer group failed telling 'join' to trainer ranks 1, 2" in (
        error.cause
    ), error.cause
    assert "timed out after" in error.cause, error.cause
    again = pickle.loads(pickle.dumps(error))  # it crosses a rank's process pipe as itself
    assert type(again) is TrainerGroupError and (again.rank, again.step) == (0, "join")
