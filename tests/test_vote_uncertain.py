"""A commit vote whose answer is lost: a rank cast its yes, the group broke before the
answer reached it, and the others may have seen the vote pass (``VoteUncertain``).

The receiver does not roll back on its own then (it could end a version behind the others);
it waits for the sender's verdict within the apply deadline: complete commits, abort rolls
back, no word rolls back. The ``lose`` fault makes the collective complete for every other
rank and then break the victim's connection, so the sender's vote passes.
"""

from __future__ import annotations

import asyncio

import pytest

from tests.helpers import wait_until_async
from twophase.core.table import Phase, State, Trigger
from twophase.errors import SyncError
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
    assert history[-3:] == [
        (
            Trigger.VOTE_PASSED,
            "the sender's complete says the commit vote passed (its answer was lost here)",
        ),
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


async def test_without_a_verdict_the_uncertain_endpoint_rolls_back_at_the_apply_deadline(
    sim_cluster: SimCluster,
) -> None:
    """The sender's complete never arrives (dropped): after the apply deadline the endpoint
    rolls back, whole, saying why; the sender names it (after the commit point)."""
    first, second = await sim_cluster.add_endpoint(tp=1), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = second.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=2))
    sim_cluster.injector.add(Fault("drop_request", "complete", endpoint=second.name))
    with pytest.raises(SyncError) as failed:
        await sim_cluster.sync()
    assert failed.value.phase is Phase.COMPLETE and second.name in str(failed.value)
    await sim_cluster.settle(timeout_s=3 * SIM_TIMEOUTS.apply)  # type: ignore[operator]
    assert first.endpoint.version == 2 and second.endpoint.version == 1
    assert second.digests() == before
    error = second.endpoint.machine.last_error or ""
    assert "no verdict from the sender" in error, error


async def test_an_abort_while_the_vote_is_uncertain_is_the_verdict_and_rolls_back(
    sim_cluster: SimCluster,
) -> None:
    endpoint = await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    before = endpoint.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("lose", "vote", rank=1))
    sim_cluster.injector.add(Fault("hang", "complete", endpoint=endpoint.name))
    syncing = asyncio.create_task(sim_cluster.sync())
    attempt_uncertain = lambda: (  # noqa: E731
        endpoint.endpoint._attempt is not None and endpoint.endpoint._attempt.vote_uncertain
    )
    await wait_until_async(attempt_uncertain, timeout_s=10, what="the uncertain vote")
    assert endpoint.endpoint.state is State.RECEIVING  # not rolled back on its own
    await endpoint.endpoint.abort("the sender's vote failed")
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
