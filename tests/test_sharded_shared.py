"""A sharded sync on the trainer's host: every trainer rank packs its pairs into shared memory
of its own and the group carries only each bucket's signal (``sender/shared_pairs.py``,
``transport/pairs.py``); detected, with the group where it cannot work, named; no name left
in /dev/shm after any sync, good or failed. Two simulated trainer ranks (threads running the
real ``sync_parts``) into real receivers over the simulated group."""

from __future__ import annotations

import pytest

from twophase.core.table import Trigger
from twophase.errors import SyncError
from twophase.sender.same_host import SHARED_NOT_DELTA
from twophase.testing import Fault, SimCluster
from twophase.testing.simtrainer import SimShardedTrainer
from twophase.transport import shared_memory as shm

pytestmark = pytest.mark.skipif(not shm.SHM_DIR.is_dir(), reason="no /dev/shm here")


def ours() -> set[str]:
    return set(shm.our_segments())


def begin_detail(cluster: SimCluster) -> str:
    history = cluster.sender.machine.history()
    return [t.detail for t in history if t.trigger is Trigger.BEGIN_TRANSFER][-1]


async def served(cluster: SimCluster) -> None:
    await cluster.settle()
    for endpoint in cluster.endpoints:
        assert endpoint.digests() == [cluster.digest()] * endpoint.tp  # every rank, bit for bit


async def test_every_trainer_ranks_pairs_go_through_its_shared_memory_and_leave_no_name() -> None:
    before = ours()
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2, same_host=True)
        trainer = SimShardedTrainer(cluster, senders=2)
        for version in (1, 2):  # the second writes the segments the first made
            result = await trainer.sync(buffer_size_mb=0.001)
            assert trainer.outcomes == [None, None]
            assert result.weight_version == version
            assert result.route == "shared memory", result.why_not_shared
            assert result.num_buckets > 4
            assert "pair by pair via shared memory" in begin_detail(cluster)
            await served(cluster)
            assert ours() == before
            cluster.train_step()
        forced = await trainer.sync(buffer_size_mb=0.001, shared_memory=False)
        assert forced.route == "group"
        assert forced.why_not_shared == "turned off (SyncOptions.shared_memory)"
        await served(cluster)
    finally:
        await cluster.close()
    assert ours() == before


async def synced_twice_through_shared_memory(tps: list[int], senders: int, how: str) -> None:
    """Two syncs from ``senders`` trainer ranks into same-host endpoints of ``tps`` ranks:
    each through shared memory, ``how`` (the transfer's detail), no name left after."""
    before = ours()
    cluster = SimCluster()
    try:
        for tp in tps:
            await cluster.add_endpoint(tp, same_host=True)
        trainer = SimShardedTrainer(cluster, senders=senders)
        for _ in range(2):
            result = await trainer.sync(buffer_size_mb=0.001)
            assert trainer.outcomes == [None] * senders
            assert result.route == "shared memory", result.why_not_shared
            assert how in begin_detail(cluster)
            await served(cluster)
            cluster.train_step()
    finally:
        await cluster.close()
    assert ours() == before


async def test_two_endpoints_on_the_host_each_take_their_own_ranks_pairs() -> None:
    """Each endpoint numbers its ranks' pairs from 0 (a vLLM worker is an endpoint of one
    rank); the segments are named by group rank, so the second endpoint's ranks find theirs."""
    await synced_twice_through_shared_memory([1, 2], 2, "pair by pair via shared memory")


async def test_one_trainer_ranks_broadcast_goes_through_its_shared_memory() -> None:
    """One trainer rank into ranks that each take every tensor whole: the plan is one
    broadcast, and its buckets go through that rank's shared memory, once for every rank."""
    await synced_twice_through_shared_memory([2, 1], 1, "by one broadcast via shared memory")


async def test_an_endpoint_on_another_host_sends_every_pair_through_the_group_named() -> None:
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2, same_host=True)
        elsewhere = await cluster.add_endpoint(1)
        trainer = SimShardedTrainer(cluster, senders=2)
        result = await trainer.sync(buffer_size_mb=0.001)
        assert result.route == "group"
        assert f"{elsewhere.name} is on another host" in str(result.why_not_shared)
        await served(cluster)
    finally:
        await cluster.close()


async def test_delta_auto_takes_shared_memory_and_delta_true_packs_for_the_group() -> None:
    """delta="auto" on the trainer's host packs nothing (no wire to save) and says so;
    delta=True packs every pair and sends it through the group, and then a delta."""
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2, same_host=True)
        trainer = SimShardedTrainer(cluster, senders=2)
        auto = await trainer.sync(buffer_size_mb=0.001, delta="auto")
        assert auto.route == "shared memory", auto.why_not_shared
        assert auto.delta is not None and not auto.delta.delta
        assert auto.delta.why_whole == SHARED_NOT_DELTA and auto.delta.held_bytes == 0
        await served(cluster)
        forced = []
        for _ in range(2):
            cluster.train_step()
            forced.append(await trainer.sync(buffer_size_mb=0.001, delta=True))
            await served(cluster)
        for result in forced:
            assert result.route == "group"
            assert "delta=True" in str(result.why_not_shared)
        assert forced[1].delta is not None and forced[1].delta.delta
    finally:
        await cluster.close()


@pytest.mark.parametrize(
    "fault",
    [
        Fault("fail", "bucket", rank=1),
        Fault("die", "bucket 2", rank=3),
        Fault("fail", "vote", rank=2),
    ],
    ids=["trainer-rank-fails", "server-rank-dies", "vote-fails"],
)
async def test_a_fault_on_the_shared_pairs_rolls_back_and_leaves_no_name(fault: Fault) -> None:
    """Every receiver rank keeps the weights it had, no name is left, and the next sync
    (faults cleared) goes through shared memory again."""
    before = ours()
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2, same_host=True)
        trainer = SimShardedTrainer(cluster, senders=2)
        first = await trainer.sync(buffer_size_mb=0.001)
        assert first.route == "shared memory", first.why_not_shared
        await served(cluster)
        (endpoint,) = cluster.endpoints
        held = endpoint.digests()
        cluster.train_step()
        cluster.injector.add(fault)
        with pytest.raises(SyncError):
            await trainer.sync(buffer_size_mb=0.001)
        await cluster.settle()
        assert endpoint.digests() == held
        assert ours() == before
        cluster.clear_faults()
        again = await trainer.sync(buffer_size_mb=0.001)
        assert again.route == "shared memory", again.why_not_shared
        await served(cluster)
        assert ours() == before
    finally:
        await cluster.close()


def test_a_prepare_offering_shared_memory_is_checked_before_any_byte() -> None:
    """Prepare's ``sharded.shared_memory``: one host-memory offer per sender, for whole
    pairs (point to point or one sender's broadcast); anything else is a 400 naming it."""
    from twophase.core.buckets import TensorSpec
    from twophase.core.layouts import Box
    from twophase.core.protocol import ShardedReceive, SharedMemoryOffer
    from twophase.core.reshard import plan_transfers
    from twophase.errors import RequestRejected
    from twophase.receiver.validation import validate_sharded

    specs = [TensorSpec("w", "float32", (8, 4))]
    whole = {"w": [Box.whole((8, 4))]}
    plan = plan_transfers([("w", (8, 4))], [whole], [whole, whole])
    offer = SharedMemoryOffer(pool="12-0123abcd", token="0" * 32)

    def receive(offers: list[SharedMemoryOffer]) -> ShardedReceive:
        return ShardedReceive(
            senders=1, plan_digest=plan.digest(), buffer_size_mb=1,
            ranks=[plan.parts(r) for r in range(2)], broadcast=True, shared_memory=offers,
        )  # fmt: skip

    taken = validate_sharded(receive([offer]), specs, 2)
    assert taken.broadcast and taken.shared is not None and len(taken.shared) == 1
    with pytest.raises(RequestRejected, match="2 shared_memory offers for 1 senders"):
        validate_sharded(receive([offer, offer]), specs, 2)
    adopting = offer.model_copy(update={"adopt": True})
    with pytest.raises(RequestRejected, match="whole pairs in host memory"):
        validate_sharded(receive([adopting]), specs, 2)
