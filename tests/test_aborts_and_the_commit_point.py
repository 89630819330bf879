"""Aborts, lost messages and failed applies around the commit point (the vote): every bug of
this kind the property tests found (tests/test_properties.py), pinned as an explicit test."""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from tests.helpers import wait_until_async
from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
    Timeouts,
)
from twophase.core.table import RESTING_STATES, State
from twophase.errors import AbortRefused, RequestRejected, SyncError, SyncFailed
from twophase.testing import SIM_TIMEOUTS, Fault, SimCluster


async def test_an_abort_at_rest_is_refused_and_changes_nothing(sim_cluster: SimCluster) -> None:
    """Issue 16, finding 8: an empty body to /abort_weights_update moved DONE to GROUP_READY.
    (Earlier, found by the property suite: two such aborts racing fired ``rollback`` twice.)
    At rest there is nothing to abort: 409, and the state and history stay as they were."""
    endpoint = await sim_cluster.add_endpoint(tp=2)
    await sim_cluster.sync()
    receiver = endpoint.endpoint
    history = receiver.machine.history()
    results = await asyncio.gather(
        receiver.abort("first"), receiver.abort("second"), return_exceptions=True
    )
    assert all(isinstance(r, RequestRejected) and r.status == 409 for r in results), results
    assert receiver.state is State.DONE and receiver.machine.history() == history
    sim_cluster.train_step()
    await sim_cluster.sync()  # and the group still works


async def test_a_lost_complete_still_commits_on_the_vote(sim_cluster: SimCluster) -> None:
    """Found by the property suite: when the complete request never reached an endpoint (the
    sender does not abort after the commit point), that endpoint stayed in RECEIVING with no
    deadline; the fix then rolled it back, leaving it a version behind. Issue 16, finding 1:
    the commit point is the vote, so an endpoint whose vote passed commits on its own; a lost
    complete (or a trainer that dies between two completes) no longer splits the endpoints."""
    applied, lost = await sim_cluster.add_endpoint(tp=1), await sim_cluster.add_endpoint(tp=2)
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("fail", "complete", endpoint=lost.name))
    # Issue 23: past the commit point the sync is committed; the endpoint whose complete
    # failed is named, and followed up until it confirms.
    result = await sim_cluster.sync()
    assert result.weight_version == sim_cluster.sender.version == 1
    assert list(result.unconfirmed) == [lost.name]
    follow_up = sim_cluster.sender.follow_up
    assert follow_up is not None
    await asyncio.wait_for(follow_up.wait(), 10)
    assert follow_up.confirmed == [lost.name] and not follow_up.waiting
    await sim_cluster.settle(timeout_s=SIM_TIMEOUTS.progress + 3)  # type: ignore[operator]
    assert lost.endpoint.version == 1 and lost.endpoint.state is State.DONE
    assert lost.digests() == [sim_cluster.digest()] * 2
    assert applied.digests() == [sim_cluster.digest()]
    sim_cluster.clear_faults()
    sim_cluster.train_step()
    await sim_cluster.sync()
    assert lost.digests() == [sim_cluster.digest()] * 2


async def test_garbled_bytes_never_commit_with_the_default_settings(
    sim_cluster: SimCluster,
) -> None:
    """Found by the property suite in CI: with checksums off, a bucket garbled on the wire
    passed the commit vote (which then only compared bucket counts) and was applied. The
    sender now checksums by default, and the vote compares the checksums."""
    endpoint = await sim_cluster.add_endpoint(tp=1)
    before = endpoint.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("corrupt", "bucket", rank=1))
    with pytest.raises(SyncError, match="commit vote failed: ranks 1 received bytes that differ"):
        await sim_cluster.sync()
    await sim_cluster.settle()
    assert endpoint.digests() == before and endpoint.endpoint.version == 0
    sim_cluster.clear_faults()
    await sim_cluster.sync()
    assert endpoint.digests() == [sim_cluster.digest()]


async def test_an_apply_that_fails_on_one_tp_rank_is_undone_on_the_others(
    sim_cluster: SimCluster,
) -> None:
    """Found by the property suite in CI: with TP 2, rank 1's apply failed after rank 0 had
    applied, and the endpoint rolled back with rank 0 on the new weights and rank 1 on the
    old: a mix inside one endpoint. An apply is now a swap, undone until every rank commits."""
    endpoint = await sim_cluster.add_endpoint(tp=2)
    before = endpoint.digests()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("fail", "apply", rank=2))
    with pytest.raises(SyncError, match="apply failed"):
        await sim_cluster.sync()
    await sim_cluster.settle()
    assert endpoint.digests() == before and endpoint.endpoint.version == 0
    sim_cluster.clear_faults()
    await sim_cluster.sync()
    assert endpoint.digests() == [sim_cluster.digest()] * 2


async def test_a_complete_waiting_on_a_cancelled_watchdog_returns_at_once_with_the_cause(
    sim_cluster: SimCluster,
) -> None:
    """Found by the adversarial review (issue 16, item 2): an abort cancelled the watchdog
    that a complete was waiting on, and the complete hung for the whole apply deadline (120 s
    at defaults), then blamed "not every bucket arrived". Whatever ends a sync attempt now
    resolves what waits on it, at once, with the real cause."""
    sim = await sim_cluster.add_endpoint(tp=2)
    await sim_cluster.sync()  # the group formed; the endpoint rests at version 1
    receiver, before = sim.endpoint, sim.digests()
    tensors = [TensorSpec.of(n, p.detach()) for n, p in sim_cluster.model.named_parameters()]
    manifest = plan_buckets(tensors, 0.004)
    slow = Timeouts(first_byte=60, progress=60, apply=60)  # nothing else ends this attempt
    prepared = await receiver.prepare(
        PrepareWeightsUpdateRequest(
            num_buckets=len(manifest.buckets), buckets=manifest.to_wire(),
            group_name="weight_sync_group", sync_id="stalled", timeouts=slow,
        )
    )  # fmt: skip
    assert prepared.success, prepared
    request = CompleteWeightsUpdateRequest(group_name="weight_sync_group", sync_id="stalled")
    complete = asyncio.create_task(receiver.complete(request))
    await asyncio.sleep(0.2)  # the complete waits for buckets the trainer never sends
    assert not complete.done()
    started = time.monotonic()
    await receiver.abort("the operator gave up", sync_id="stalled")
    with pytest.raises(SyncFailed) as raised:
        await asyncio.wait_for(complete, 10)
    assert str(raised.value) == "abort: the operator gave up"  # the cause, not a wrong one
    assert time.monotonic() - started < 2  # not the 60 s apply deadline
    await sim_cluster.settle()
    assert sim.digests() == before and receiver.version == 1  # the old weights, whole


async def test_an_abort_after_the_commit_vote_never_splits_the_endpoints(
    sim_cluster: SimCluster,
) -> None:
    """Issue 16, finding 1: an abort sent to one server a few ms into a sync left the two
    servers on different versions in 5 of 30 tries (one applied, the other took the abort
    after the vote had passed). Now a rank that cast its yes refuses the abort (409, once the
    vote passed) and one that had not cast it yet withholds it, so the vote fails for all."""
    first, second = await sim_cluster.add_endpoint(tp=2), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    rng = random.Random(16)
    outcomes: dict[str, int] = {"applied": 0, "rolled back": 0, "refused": 0}
    for attempt in range(30):
        sim_cluster.train_step()
        syncing = asyncio.create_task(sim_cluster.sync())
        if attempt % 3 == 0:
            # At once once the sync reached the endpoint: the side before the commit point
            # even on a loaded machine, where a fixed delay may not reach the sync at all.
            await wait_until_async(
                lambda task=syncing: second.endpoint.state not in RESTING_STATES or task.done(),
                timeout_s=10, what="the sync to reach the endpoint", interval_s=0.0005,
            )  # fmt: skip
        else:
            await asyncio.sleep(rng.uniform(0.0, 0.06))
        try:
            await second.endpoint.abort("a few ms into the sync")
        except RequestRejected as exc:  # at rest already, or past the commit point
            outcomes["refused"] += exc.status == 409
        try:
            await syncing
            outcomes["applied"] += 1
        except SyncError:
            outcomes["rolled back"] += 1
        await sim_cluster.settle(timeout_s=10)
        versions = {first.endpoint.version, second.endpoint.version}
        assert len(versions) == 1, (
            f"split: {first.name} {first.endpoint.version}, {second.name} {second.endpoint.version}"
        )
        assert first.digests()[0] == second.digests()[0]
    # The schedule must have hit both sides of the commit point, or it tested nothing.
    assert outcomes["applied"] and outcomes["rolled back"], outcomes


async def test_an_abort_while_a_rank_is_inside_the_vote_waits_and_is_refused(
    sim_cluster: SimCluster,
) -> None:
    """Issue 16, finding 1, deterministic: the second endpoint's rank has cast its yes and
    is inside the vote (held there by a delay) when the abort arrives. The abort waits for
    the vote's answer, the vote passes, the abort gets 409 (committed), and both endpoints
    end on the new version."""
    first, second = await sim_cluster.add_endpoint(tp=2), await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.sync()
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("delay", "vote", rank=3, seconds=0.6))  # the second endpoint
    syncing = asyncio.create_task(sim_cluster.sync())

    async def transfer_finished() -> bool:
        started = (await second.endpoint.rank_set.progress()).buckets > 0
        now = await second.endpoint.sync_state()
        return started and now.buckets_received >= now.buckets_total

    await wait_until_async(
        transfer_finished, timeout_s=10, what="the transfer to finish", interval_s=0.01
    )
    await asyncio.sleep(0.15)  # rank 3 is now inside the vote, its yes cast
    with pytest.raises(AbortRefused) as refused:
        await second.endpoint.abort("inside the vote")
    assert refused.value.status == 409 and refused.value.weight_version == 2
    result = await syncing
    await sim_cluster.settle()
    assert first.endpoint.version == second.endpoint.version == result.weight_version == 2
    assert first.digests() + second.digests() == [sim_cluster.digest()] * 3
