"""A commit vote whose answer is lost: a rank cast its yes, the group broke before the
answer reached it, and the others may have seen the vote pass (``VoteUncertain``).

The receiver does not roll back on its own then (it could end a version behind the others):
it is UNCERTAIN and asks its peers (cooperative termination) while it waits for the sender:
complete or a peer that committed commits; the sender's verdict abort, or a peer that did not
cast its yes, or every peer as uncertain, rolls back; an operator's abort is recorded only.
The ``lose`` fault makes the collective complete for every other rank and then break the
victim's connection, so the sender's vote passes.
"""

from __future__ import annotations

import asyncio

import pytest

from tests.helpers import wait_until_async
from twophase.core.protocol import SyncOutcomeRequest
from twophase.core.table import Phase, State, Trigger
from twophase.errors import RequestRejected, SyncError
from twophase.testing import SIM_TIMEOUTS, Fault, SimCluster


async def test_an_endpoint_whose_vote_answer_was_lost_commits_on_the_senders_complete(
    sim_cluster: SimCluster,
) -> None:
    first, second = await sim_cluster.add_endpoint(tp=2), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=3))  # the second endpoint's one rank
    result = await sim_cluster.sync()
    await sim_cluster.settle()
    assert first.endpoint.version == second.endpoint.version == result.weight_version == 2
    assert first.digests() + second.digests() == [sim_cluster.digest()] * 3
    # Its group broke with the vote: it leaves it right after the commit (a next prepare
    # waits for that), and the next sync forms a new one.
    await wait_until_async(
        lambda: second.endpoint.state is State.IDLE, timeout_s=5, what="the group torn down"
    )
    history = [(r.trigger, r.detail) for r in second.endpoint.machine.history()]
    # Whichever decides first: the sender's complete, or the peer that saw the vote pass.
    assert history[-3][1] in (
        "the sender's complete says the commit vote passed (its answer was lost here)",
        f"peer {first.name} committed: the commit vote passed (its answer was lost here)",
    ), history
    assert history[-3:][1:] == [
        (Trigger.APPLIED, "weight version 2 published"),
        (Trigger.DESTROY, "the group broke inside the commit vote on 1 rank(s)"),
    ], history
    sim_cluster.train_step()
    assert (await sim_cluster.sync()).weight_version == 3
    assert second.digests() == [sim_cluster.digest()]


async def test_a_rank_that_saw_the_vote_pass_decides_for_its_endpoint(
    sim_cluster: SimCluster,
) -> None:
    """TP 2: rank 1's answer is lost, rank 2 saw the vote pass; the vote passed everywhere, so
    the endpoint commits on the vote at once (both ranks), without waiting for complete."""
    endpoint = await sim_cluster.add_endpoint(tp=2)
    await sim_cluster.sync()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=1))
    sim_cluster.injector.add(Fault("hang", "complete", endpoint=endpoint.name))
    syncing = asyncio.create_task(sim_cluster.sync())
    await wait_until_async(
        lambda: endpoint.endpoint.version == 2, timeout_s=10, what="the commit on the vote"
    )
    assert set(endpoint.digests()) == {sim_cluster.digest()}
    completes = [
        r.detail for r in endpoint.endpoint.machine.history() if r.trigger is Trigger.VOTE_PASSED
    ]
    assert completes[-1] == "the commit vote passed (seen by 1 of 2 ranks)"
    syncing.cancel()
    with pytest.raises((asyncio.CancelledError, SyncError)):
        await syncing


async def test_an_uncertain_endpoint_that_cannot_reach_its_peer_waits_and_commits_when_it_can(
    sim_cluster: SimCluster,
) -> None:
    """The second endpoint's vote answer is lost, the sender's complete never reaches it, and
    its peer does not answer: it stays UNCERTAIN (RECEIVING, old weights whole, staged data
    kept, the peer it waits for shown), never rolls back on its own, and an operator's abort
    there is recorded, not taken. The sender's sync is committed, naming it unconfirmed.
    Once the peer answers (it committed), the endpoint commits: no split."""
    first, second = await sim_cluster.add_endpoint(tp=1), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = second.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=2))
    sim_cluster.injector.add(Fault("drop_request", "complete", endpoint=second.name, times=0))
    sim_cluster.injector.add(Fault("fail", "outcome", endpoint=first.name, times=0))
    result = await sim_cluster.sync()
    assert result.weight_version == 2 and list(result.unconfirmed) == [second.name]
    assert first.endpoint.version == 2
    uncertain = None
    for _ in range(3):  # several rounds of questions and deadlines pass: still uncertain
        await asyncio.sleep(SIM_TIMEOUTS.apply)  # type: ignore[arg-type]
        state = await second.endpoint.sync_state()
        uncertain = state.uncertain
        assert state.state == State.RECEIVING.value and state.weight_version == 1
        assert uncertain is not None and uncertain.waiting_for == [first.name], state
        assert state.vote is not None and state.vote.outcome == "uncertain"
    assert uncertain is not None and uncertain.rounds >= 2
    assert second.digests() == before  # the old weights serve, whole
    answer = await second.endpoint.abort("an operator's abort")
    assert not answer.success and second.endpoint.state is State.RECEIVING
    state = await second.endpoint.sync_state()
    assert state.uncertain is not None
    assert state.uncertain.aborts_recorded == ["an operator's abort"]
    sim_cluster.injector.clear()  # the peer answers again: it committed
    await wait_until_async(
        lambda: second.endpoint.version == 2, timeout_s=15, what="the commit learned from the peer"
    )
    assert second.digests() == [sim_cluster.digest()]
    details = [r.detail for r in second.endpoint.machine.history()]
    assert f"peer {first.name} committed: the commit vote passed (its answer was lost here)" in (
        details
    )


async def test_an_uncertain_endpoint_rolls_back_only_when_every_peer_is_as_uncertain(
    sim_cluster: SimCluster,
) -> None:
    """Both endpoints' vote answers are lost (so is the sender's): every endpoint is
    uncertain, so nobody committed; each learns that from the other and rolls back, whole,
    and the sender, finding no endpoint saw the vote pass, fails the sync."""
    first, second = await sim_cluster.add_endpoint(tp=1), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = first.digests() + second.digests()
    sim_cluster.train_step()
    for rank in (0, 1, 2):
        sim_cluster.injector.add(Fault("lose", "vote", rank=rank))
    with pytest.raises(SyncError) as failed:
        await sim_cluster.sync()
    assert failed.value.phase is Phase.TRANSFER, failed.value
    await sim_cluster.settle(timeout_s=10)
    assert first.endpoint.version == second.endpoint.version == 1
    assert first.digests() + second.digests() == before
    causes = [e.endpoint.machine.last_error or "" for e in (first, second)]
    assert any("at every peer (each as uncertain)" in cause for cause in causes), causes
    sim_cluster.train_step()
    assert (await sim_cluster.sync()).weight_version == 2


async def test_an_operators_abort_after_the_yes_is_recorded_the_senders_verdict_rolls_back(
    sim_cluster: SimCluster,
) -> None:
    """One endpoint (no peer to ask): an operator's abort after its yes is recorded, not
    taken; the sender's verdict (an abort with the sync's token) rolls it back, whole."""
    endpoint = await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = endpoint.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=1))
    sim_cluster.injector.add(Fault("hang", "complete", endpoint=endpoint.name))
    syncing = asyncio.create_task(sim_cluster.sync())
    attempt_uncertain = lambda: (  # noqa: E731
        endpoint.endpoint.attempt is not None and endpoint.endpoint.attempt.vote_uncertain
    )
    await wait_until_async(attempt_uncertain, timeout_s=10, what="the uncertain vote")
    attempt = endpoint.endpoint.attempt
    assert attempt is not None and attempt.peer_token is not None
    assert endpoint.endpoint.state is State.RECEIVING  # not rolled back on its own
    answer = await endpoint.endpoint.abort("an operator's abort")
    assert not answer.success and endpoint.endpoint.state is State.RECEIVING
    with pytest.raises(RequestRejected):  # a wrong token is no verdict either
        await endpoint.endpoint.peer_outcome(
            SyncOutcomeRequest(sync_id=attempt.sync_id, token="x" * 32)
        )
    await endpoint.endpoint.abort("the sender's vote failed", verdict_token=attempt.peer_token)
    assert endpoint.endpoint.state in (State.GROUP_READY, State.IDLE)
    assert endpoint.endpoint.version == 1 and endpoint.digests() == before
    syncing.cancel()
    with pytest.raises((asyncio.CancelledError, SyncError)):
        await syncing


async def test_a_sender_whose_vote_answer_was_lost_asks_the_endpoints_and_completes(
    sim_cluster: SimCluster,
) -> None:
    """The sender's yes went out and its connection broke: the endpoints saw the vote pass
    and committed on it. The sender asks them (``/sync_state`` ``vote``), learns it passed,
    and completes: success, not a failure misreported while every endpoint applied."""
    first, second = await sim_cluster.add_endpoint(tp=2), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=0))
    result = await sim_cluster.sync()
    assert result.weight_version == first.endpoint.version == second.endpoint.version == 2
    assert first.digests() + second.digests() == [sim_cluster.digest()] * 3
    vote = (await second.endpoint.sync_state()).vote
    assert vote is not None and (vote.sync_id, vote.outcome) == (result.sync_id, "passed")
    sim_cluster.train_step()  # the sender's group is gone: the next sync forms a new one
    assert (await sim_cluster.sync()).weight_version == 3
    assert first.digests() + second.digests() == [sim_cluster.digest()] * 3


async def test_a_sender_whose_vote_answer_was_lost_fails_the_sync_when_no_one_saw_it_pass(
    sim_cluster: SimCluster,
) -> None:
    """The vote failed for every endpoint (a rank's checksum differs); the sender, not knowing
    so, asks: none saw it pass, so the sync fails before the commit point, all rolled back."""
    first, second = await sim_cluster.add_endpoint(tp=2), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = first.digests() + second.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=0))
    sim_cluster.injector.add(Fault("corrupt", "vote", rank=2))
    with pytest.raises(SyncError) as failed:
        await sim_cluster.sync()
    assert failed.value.phase is Phase.TRANSFER, failed.value
    assert "no endpoint saw the commit vote pass" in str(failed.value)
    await sim_cluster.settle()
    assert first.endpoint.version == second.endpoint.version == 1
    assert first.digests() + second.digests() == before
