"""Issue 34: no endpoint stays UNCERTAIN where the answers decide, none forever without
saying so, and an operator's way out.

Driven deterministically over the simulated group (the real sender and receivers, real HTTP):
the fault is placed at the vote by the injector, not by a kill racing the sync. The endpoint
``B`` goes dark once the buckets flow (its HTTP dropped, as a frozen process's) and its rank
dies inside the vote, after ``A``'s yes: ``A`` and the trainer lose the vote's answer. Then
``B`` restarts on its port (a new incarnation, no record of the sync), or never comes back.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest
from aiohttp import ClientSession

from tests.helpers import process_ended, wait_until, wait_until_async
from twophase import processes
from twophase.core.protocol import PeerAddress, ResolveSyncRequest, Timeouts
from twophase.core.table import Phase, State
from twophase.core.termination import Incarnation, PeerAnswer, Verdict, decide
from twophase.errors import RequestRejected, SyncError
from twophase.peer_outcomes import died_unanswered
from twophase.receiver import peer_termination
from twophase.sender import resolver as resolver_module
from twophase.testing import Fault, SimCluster
from twophase.testing.simcluster import SimEndpoint
from twophase.tools.cli import main as cli_main
from twophase.transport.transfer import BucketProgress

RESOLVED_WITHIN_S = 10.0  # the bound for a restarted peer's answer to decide


async def _b_lost_inside_the_vote(
    cluster: SimCluster, monkeypatch: pytest.MonkeyPatch, **sync: Any
) -> tuple[SimEndpoint, SimEndpoint, str, list[str]]:
    """Two TP 1 endpoints synced once; then a sync in which B goes dark once the buckets flow
    (a frozen process: nothing reaches it, it asks nobody) and its rank dies inside the vote.
    Returns A, B, the failed sync's id and A's digests before it."""
    a, b = await cluster.add_endpoint(tp=1), await cluster.add_endpoint(tp=1)
    asks = peer_termination.ask_peers

    async def b_asks_nobody(sync_id: str, token: str, peers: list[PeerAddress], **kw: Any) -> Any:
        if b.vanished and [peer.name for peer in peers] == [a.name]:  # B's questions
            return {peer.name: PeerAnswer(None) for peer in peers}
        return await asks(sync_id, token, peers, **kw)

    monkeypatch.setattr(peer_termination, "ask_peers", b_asks_nobody)
    await cluster.sync()
    before = a.digests()
    cluster.train_step()

    def dark_from_the_first(done: BucketProgress) -> None:
        # B's HTTP is dropped from its first bucket on (its prepare is answered), and it asks
        # nobody: a process frozen before its rank's death inside the vote can speak.
        b.vanish()

    cluster.sender.on_bucket = dark_from_the_first
    cluster.injector.add(Fault("die", "vote", rank=2))  # B's one rank, after A's yes
    with pytest.raises(SyncError) as failed:
        await cluster.sync(**sync)
    cluster.sender.on_bucket = None
    assert failed.value.phase is Phase.TRANSFER, failed.value
    state = await a.endpoint.sync_state()
    assert state.state == State.RECEIVING.value and state.uncertain is not None, state

    def waits_for_b() -> bool:  # once its first round of questions is in
        uncertain = a.endpoint.uncertain()
        return uncertain is not None and uncertain.waiting_for == [b.name]

    await wait_until_async(waits_for_b, timeout_s=10, what="A waiting for B")
    return a, b, state.uncertain.sync_id, before


async def _until(what: str, check: Callable[[], bool], timeout_s: float) -> float:
    started = time.monotonic()
    await wait_until_async(check, timeout_s=timeout_s, what=what)
    return time.monotonic() - started


async def test_a_peer_restarted_inside_the_vote_lets_the_other_roll_back_in_seconds(
    sim_cluster: SimCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, _, before = await _b_lost_inside_the_vote(sim_cluster, monkeypatch)
    b_again = await sim_cluster.restart(b)  # killed and started afresh on its port
    assert b_again.endpoint.incarnation != b.endpoint.incarnation
    took = await _until(
        "A resolved", lambda: a.endpoint.state is not State.RECEIVING, RESOLVED_WITHIN_S
    )
    await sim_cluster.settle(timeout_s=RESOLVED_WITHIN_S)
    assert a.endpoint.version == 1 and a.digests() == before, took  # old weights, whole
    cause = a.endpoint.machine.last_error or ""
    assert f"{b.name} restarted since the sync's prepare" in cause, cause
    # Never two versions: the restarted B holds nothing of the sync; the next sync brings
    # both to the trainer's weights.
    result = await sim_cluster.sync()
    assert a.digests() == b_again.digests() == [sim_cluster.digest()]
    assert a.endpoint.version == b_again.endpoint.version == result.weight_version


async def test_the_trainer_resolves_an_endpoint_whose_peers_it_cannot_reach(
    sim_cluster: SimCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cannot reach any peer (a partition between the servers), the trainer reaches both:
    the trainer's background resolution reads A uncertain and B restarted, and sends A the
    rollback those answers justify."""

    async def partitioned(sync_id: str, token: str, peers: list[PeerAddress], **_: Any) -> Any:
        return {peer.name: PeerAnswer(None) for peer in peers}

    monkeypatch.setattr(peer_termination, "ask_peers", partitioned)  # A's questions only
    a, b, sync_id, before = await _b_lost_inside_the_vote(sim_cluster, monkeypatch)
    await sim_cluster.restart(b)
    await _until("A resolved", lambda: a.endpoint.state is not State.RECEIVING, RESOLVED_WITHIN_S)
    await sim_cluster.settle(timeout_s=RESOLVED_WITHIN_S)
    assert a.digests() == before
    details = [r.detail for r in a.endpoint.machine.history()]
    assert any("the trainer's verdict" in d and "roll back" in d for d in details), details
    resolver = sim_cluster.sender.resolver
    assert resolver is not None and resolver.sync_id == sync_id
    assert resolver.to_json()["decided"] == "rollback"


async def test_the_trainer_resolves_an_endpoint_whose_dead_peer_it_sees_gone(
    sim_cluster: SimCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As above, but B never comes back: the trainer, on B's host, sees B's process gone
    (simulated endpoints share this process, so that sight is stood in for) and sends A the
    rollback; A's own view of B's process stays alive (it waits for the trainer)."""

    async def partitioned(sync_id: str, token: str, peers: list[PeerAddress], **_: Any) -> Any:
        return {peer.name: PeerAnswer(None) for peer in peers}

    monkeypatch.setattr(peer_termination, "ask_peers", partitioned)  # A's questions only
    a, b, sync_id, before = await _b_lost_inside_the_vote(sim_cluster, monkeypatch)
    seen_dead = lambda answers, named: frozenset(  # noqa: E731
        name for name in answers if name == b.name and answers[name].outcome is None
    )
    monkeypatch.setattr(resolver_module, "died_unanswered", seen_dead)
    await _until("A resolved", lambda: a.endpoint.state is not State.RECEIVING, RESOLVED_WITHIN_S)
    assert a.digests() == before
    details = [r.detail for r in a.endpoint.machine.history()]
    assert any("the trainer's verdict" in d and f"{b.name} died since" in d for d in details), (
        details
    )
    resolver = sim_cluster.sender.resolver
    assert resolver is not None and resolver.sync_id == sync_id
    assert resolver.to_json()["decided"] == "rollback"


async def test_a_peer_gone_for_good_alerts_fails_the_next_sync_at_once_and_an_operator_resolves(
    sim_cluster: SimCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, sync_id, before = await _b_lost_inside_the_vote(
        sim_cluster, monkeypatch, timeouts=Timeouts(uncertain_alert=0.5)
    )
    url = f"http://{a.name}"
    async with ClientSession() as http:

        async def health() -> dict[str, Any]:
            async with http.get(f"{url}/health") as response:
                assert response.status == 200  # it serves (the old weights, whole)
                body: dict[str, Any] = await response.json()
                return body

        first = await health()
        assert "degraded" not in first, first  # not yet past its alert
        await asyncio.sleep(0.6)
        said = await health()
        assert sync_id in said["degraded"] and b.name in said["degraded"], said
        assert said["uncertain"]["alerting"] and said["uncertain"]["waiting_for"] == [b.name]
        async with http.get(f"{url}/metrics") as response:
            metrics = await response.text()
        assert "twophase_uncertain_alert 1.0" in metrics, metrics
        assert f'twophase_uncertain_seconds{{sync_id="{sync_id}"}}' in metrics, metrics

        # B is gone for good: its operator takes it off the trainer. The trainer's next sync
        # fails at once, naming A, the sync and whom A waits for.
        await sim_cluster.remove_endpoint(b)
        started = time.monotonic()
        with pytest.raises(SyncError) as failed:
            await sim_cluster.sync()
        assert time.monotonic() - started < 8.0  # one round of questions, no prepare
        error = failed.value
        assert error.phase is Phase.CAPABILITIES and error.endpoint == a.name, error
        assert sync_id in error.cause and b.name in error.cause, error.cause

        # An operator's resolve: refused without the flag (nothing changes), then taken.
        body = {"sync_id": sync_id, "decision": "rollback"}
        async with http.post(f"{url}/resolve_sync", json=body) as response:
            refused = await response.json()
            assert response.status == 400 and "accept_split_risk" in refused["message"]
        assert a.endpoint.state is State.RECEIVING and a.endpoint.uncertain() is not None
        loose = body | {"accept_split_risk": "yes"}  # only JSON's true says yes
        async with http.post(f"{url}/resolve_sync", json=loose) as response:
            assert response.status == 400, await response.text()
        wrong = body | {"sync_id": "not-this-one", "accept_split_risk": True}
        async with http.post(f"{url}/resolve_sync", json=wrong) as response:
            assert response.status == 409, await response.text()
    # The same from the command line (the README's `twophase resolve`).
    command = ["resolve", url, "--sync-id", sync_id, "--decision", "rollback"]
    assert await asyncio.to_thread(cli_main, command) == 1  # refused: no flag
    assert a.endpoint.state is State.RECEIVING
    flagged = [*command, "--accept-split-risk", "--reason", "server B decommissioned"]
    assert await asyncio.to_thread(cli_main, flagged) == 0
    await _until("A rolled back", lambda: a.endpoint.state is not State.RECEIVING, 5.0)
    await sim_cluster.settle()
    assert a.digests() == before and a.endpoint.version == 1
    details = [r.detail for r in a.endpoint.machine.history()]
    assert any("an operator (server B decommissioned)" in d for d in details), details
    sim_cluster.clear_faults()
    assert (await sim_cluster.sync()).weight_version == 2
    assert a.digests() == [sim_cluster.digest()]


async def test_an_operators_commit_is_taken_and_recorded(
    sim_cluster: SimCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, _, sync_id, _ = await _b_lost_inside_the_vote(sim_cluster, monkeypatch)
    request = ResolveSyncRequest(
        sync_id=sync_id, decision="commit", accept_split_risk=True, reason="B committed: its log"
    )
    a.endpoint.resolve(request)
    await _until("A committed", lambda: a.endpoint.version == 2, 5.0)
    assert a.digests() == [sim_cluster.digest()]
    details = [r.detail for r in a.endpoint.machine.history()]
    assert "an operator (B committed: its log) decided: commit (its answer was lost here)" in (
        details
    ), details
    with pytest.raises(RequestRejected) as again:  # nothing UNCERTAIN any more
        a.endpoint.resolve(request)
    assert again.value.status == 409


def _answers(**said: tuple[str | None, Incarnation | None]) -> dict[str, PeerAnswer]:
    return {name: PeerAnswer(outcome, who) for name, (outcome, who) in said.items()}  # type: ignore[arg-type]


def test_the_rule_reads_a_restarted_peer_as_unable_to_hold_the_sync() -> None:
    old, new = Incarnation(id="old", started_at=100.0), Incarnation(id="new", started_at=200.0)
    named = {"b": old, "c": Incarnation(id="c", started_at=50.0)}
    decided: Callable[..., Verdict] = lambda **said: decide(_answers(**said), named, 150.0).verdict  # noqa: E731
    assert decided(b=("unknown", new)) is Verdict.ROLL_BACK  # restarted
    assert decided(b=("unknown", old)) is Verdict.WAIT  # alive, no record: decides nothing
    assert decided(b=("unknown", new), c=(None, None)) is Verdict.WAIT  # c may have committed
    assert decided(b=("unknown", new), c=("uncertain", None)) is Verdict.ROLL_BACK
    assert decided(b=("unknown", new), c=("committed", None)) is Verdict.COMMIT
    assert decided(b=("committed", new)) is Verdict.COMMIT  # alive and committed: commit
    assert decided(b=("pending", new)) is Verdict.WAIT
    # A voter that cannot be asked (another engine's) may have committed unseen.
    said = _answers(b=("unknown", new), c=("uncertain", None))
    assert decide(said, named, 150.0, unasked=1).verdict is Verdict.WAIT
    # Prepare named no incarnation (an older trainer): a process started after prepare.
    assert decide(_answers(x=("unknown", new)), {}, 150.0).verdict is Verdict.ROLL_BACK
    assert decide(_answers(x=("unknown", old)), {}, 150.0).verdict is Verdict.WAIT


def test_a_process_is_gone_only_when_this_host_sees_it_end() -> None:
    here = processes.this_process()
    assert here is not None and not processes.gone(here)
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        alive = processes.process_of(child.pid)
        assert alive is not None and not processes.gone(alive)  # stopped or slow: not dead
        child.kill()
        wait_until(lambda: process_ended(child.pid), timeout_s=10, what="the child's death")
        assert processes.gone(alive)  # a zombie runs nothing
    finally:
        child.kill()
        child.wait()
    assert processes.gone(alive)  # reaped: no entry at all
    reused = alive.model_copy(update={"pid": here.pid})  # this pid, another start time
    assert processes.gone(reused.model_copy(update={"start_ticks": here.start_ticks + 1}))
    # Another host or pid namespace: its pids mean nothing here, whatever /proc holds.
    elsewhere = alive.model_copy(update={"space": "another-host/pid:[1]"})
    assert not processes.gone(elsewhere) and not processes.gone(None)


def test_the_rule_reads_a_silent_peer_whose_process_ended_as_unable_to_hold_the_sync() -> None:
    here = processes.this_process()
    assert here is not None
    dead_process = here.model_copy(update={"start_ticks": here.start_ticks + 1})
    named = {
        "b": Incarnation(id="b", started_at=50.0, process=dead_process),
        "c": Incarnation(id="c", started_at=50.0, process=here),  # alive: silent, say
        "d": Incarnation(id="d", started_at=50.0),  # an older endpoint: no process named
    }
    silent = _answers(b=(None, None), c=(None, None), d=(None, None))
    assert died_unanswered(silent, named) == {"b"}
    answered = _answers(b=("uncertain", None))
    assert died_unanswered(answered, named) == frozenset()  # it answered: it speaks itself
    reading = decide(_answers(b=(None, None)), named, 100.0, dead={"b"})
    assert reading.verdict is Verdict.ROLL_BACK and "b died since" in reading.why, reading
    assert decide(_answers(b=(None, None), x=("uncertain", None)), named, 100.0,
                  dead={"b"}).verdict is Verdict.ROLL_BACK  # fmt: skip
    # Dead and silent decides only with every other peer ended or as uncertain.
    both = _answers(b=(None, None), c=(None, None))
    assert decide(both, named, 100.0, dead={"b"}).verdict is Verdict.WAIT
    assert decide(both, named, 100.0, dead={"b"}, unasked=1).verdict is Verdict.WAIT
    # A peer that committed before its process ended still decides commit.
    committed = _answers(b=(None, None), c=("committed", None))
    assert decide(committed, named, 100.0, dead={"b"}).verdict is Verdict.COMMIT
