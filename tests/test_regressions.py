"""Bugs the property tests found, pinned as explicit tests (see tests/test_properties.py)."""

from __future__ import annotations

import asyncio
import time

import pytest

from twophase.errors import SyncError
from twophase.testing import SIM_TIMEOUTS, Fault, SimCluster


async def test_two_rollbacks_racing_both_end_in_a_resting_state() -> None:
    """Found by the property suite: an abort request arriving while the endpoint rolled back
    for a rank's failure fired ``rollback`` twice, the second time from GROUP_READY, and the
    abort answered 500. Rollbacks are now serialised."""
    cluster = SimCluster()
    endpoint = await cluster.add_endpoint(tp=2)
    await cluster.sync()
    receiver = endpoint.endpoint
    results = await asyncio.gather(receiver.abort("first"), receiver.abort("second"))
    assert all(r.success for r in results)
    assert receiver.state.value == "GROUP_READY"
    dests = [r.dest.value for r in receiver.machine.history()][-4:]
    assert dests == ["ERROR", "GROUP_READY", "ERROR", "GROUP_READY"]
    cluster.train_step()
    await cluster.sync()  # and the group still works
    await cluster.close()


async def test_a_lost_complete_does_not_leave_the_endpoint_receiving_forever() -> None:
    """Found by the property suite: when the complete request never reached an endpoint (the
    sender does not abort after the commit point), that endpoint stayed in RECEIVING with no
    deadline. Now the progress deadline runs after the last bucket too."""
    cluster = SimCluster()
    applied, lost = await cluster.add_endpoint(tp=1), await cluster.add_endpoint(tp=2)
    before = lost.digests()
    cluster.train_step()
    cluster.injector.add(Fault("fail", "complete", endpoint=lost.name))
    with pytest.raises(SyncError) as raised:
        await cluster.sync()
    assert raised.value.phase == "complete" and raised.value.endpoint == lost.name
    assert f"{applied.name} applied version 1" in raised.value.cause
    started = time.monotonic()
    await cluster.settle(timeout_s=SIM_TIMEOUTS.progress + 3)  # type: ignore[operator]
    assert time.monotonic() - started <= SIM_TIMEOUTS.progress + 3  # type: ignore[operator]
    assert "no complete request within" in (lost.endpoint.machine.last_error or "")
    assert lost.digests() == before and lost.endpoint.version == 0  # old weights, whole
    assert applied.digests() == [cluster.digest()]
    cluster.clear_faults()
    await cluster.sync()  # the next sync brings the lagging endpoint up to date
    assert lost.digests() == [cluster.digest()] * 2
    await cluster.close()


async def test_garbled_bytes_never_commit_with_the_default_settings() -> None:
    """Found by the property suite in CI: with checksums off, a bucket garbled on the wire
    passed the commit vote (which then only compared bucket counts) and was applied. The
    sender now checksums by default, and the vote compares the checksums."""
    cluster = SimCluster()
    endpoint = await cluster.add_endpoint(tp=1)
    before = endpoint.digests()
    cluster.train_step()
    cluster.injector.add(Fault("corrupt", "bucket", rank=1))
    with pytest.raises(SyncError, match="commit vote failed: ranks 1 received bytes that differ"):
        await cluster.sync()
    await cluster.settle()
    assert endpoint.digests() == before and endpoint.endpoint.version == 0
    cluster.clear_faults()
    await cluster.sync()
    assert endpoint.digests() == [cluster.digest()]
    await cluster.close()


async def test_an_apply_that_fails_on_one_tp_rank_is_undone_on_the_others() -> None:
    """Found by the property suite in CI: with TP 2, rank 1's apply failed after rank 0 had
    applied, and the endpoint rolled back with rank 0 on the new weights and rank 1 on the
    old: a mix inside one endpoint. An apply is now a swap, undone until every rank commits."""
    cluster = SimCluster()
    endpoint = await cluster.add_endpoint(tp=2)
    before = endpoint.digests()
    cluster.train_step()
    cluster.injector.add(Fault("fail", "apply", rank=2))
    with pytest.raises(SyncError, match="apply failed"):
        await cluster.sync()
    await cluster.settle()
    assert endpoint.digests() == before and endpoint.endpoint.version == 0
    cluster.clear_faults()
    await cluster.sync()
    assert endpoint.digests() == [cluster.digest()] * 2
    await cluster.close()
