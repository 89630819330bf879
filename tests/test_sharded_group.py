"""A sharded sync keeps its group from one sync to the next, as a one-sender sync does
(issue 25's line-rate target: forming it cost each sync a fresh rendezvous), and forms it
afresh on every rank whenever it cannot be trusted: a failure that touched it, or a trainer
rank that no longer has its side of it. Two simulated trainer ranks (threads running the
real ``sync_parts``) into a real TP 2 receiver over the simulated group."""

from __future__ import annotations

import pytest

from twophase.core.table import Trigger
from twophase.errors import SyncError
from twophase.sender.result import SyncResult
from twophase.testing import Fault, SimCluster
from twophase.testing.simtrainer import SimShardedTrainer


def joins(cluster: SimCluster) -> int:
    """How many groups the leader has formed so far."""
    return sum(1 for t in cluster.sender.machine.history() if t.trigger is Trigger.JOIN_GROUP)


async def synced(cluster: SimCluster, trainer: SimShardedTrainer, version: int) -> None:
    result = await trainer.sync()
    assert result.weight_version == version and trainer.outcomes == [None, None]
    await cluster.settle()
    (endpoint,) = cluster.endpoints
    assert endpoint.digests() == [cluster.digest()] * 2  # every rank, bit for bit


async def test_the_group_is_kept_across_sharded_syncs_and_formed_afresh_when_untrusted() -> None:
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2)
        trainer = SimShardedTrainer(cluster, senders=2)
        follower = trainer.channels[1]
        await synced(cluster, trainer, 1)
        kept = follower.sync_group
        assert kept is not None and joins(cluster) == 1
        assert trainer.channels[0].kept_by[1] == cluster.sender.group.attempt

        cluster.train_step()
        await synced(cluster, trainer, 2)  # the same group, on every rank
        assert joins(cluster) == 1 and follower.sync_group is kept

        # A follower's send fails mid-transfer: the sync fails on every rank, and the group
        # it touched goes on every rank.
        cluster.train_step()
        cluster.injector.add(Fault("fail", "bucket", rank=1))
        try:
            await trainer.sync()
            raise AssertionError("the sync should have failed")
        except SyncError as exc:
            assert trainer.outcomes == [str(exc)] * 2, trainer.outcomes
        await cluster.settle()
        assert follower.sync_group is None and not cluster.sender.group.alive
        await synced(cluster, trainer, 3)  # a fresh group
        assert joins(cluster) == 2 and follower.sync_group not in (None, kept)

        # A follower no longer has its side (it closed it, say): the leader, told so at the
        # sync's start, forms the group afresh rather than wait on a rank that is not there.
        follower.replace_group(None)
        cluster.train_step()
        await synced(cluster, trainer, 4)
        assert joins(cluster) == 3 and follower.sync_group is not None
    finally:
        await cluster.close()


async def test_a_sharded_syncs_result_and_progress_count_what_every_receiver_rank_took() -> None:
    """Two trainer ranks into a TP 2 server whose ranks each hold every tensor whole: every
    byte of the model reaches each of the two receiver ranks, so the sync moved two copies.
    The result, the progress that ``/sync_state`` shows and the per-rank figures all say so
    (not the one copy of the model's manifest)."""
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2)
        trainer = SimShardedTrainer(cluster, senders=2)
        result = await trainer.sync(buffer_size_mb=0.001)
        model_bytes = sum(t.numel() * t.element_size() for t in cluster.model.state_dict().values())
        assert result.total_bytes == 2 * model_bytes, (result.total_bytes, model_bytes)
        ranks = cluster.sender.sender_ranks
        assert sum(rank.bytes for rank in ranks) == result.total_bytes
        assert sum(rank.buckets for rank in ranks) == result.num_buckets > 2
        assert [rank.state for rank in ranks] == ["done", "done"]
        assert [rank.buckets_sent for rank in ranks] == [rank.buckets for rank in ranks]
        progress = cluster.sender.progress.current
        assert progress is not None and not progress.running
        assert progress.bytes_total == progress.bytes_sent == result.total_bytes
        assert progress.buckets_total == progress.buckets_sent == result.num_buckets
    finally:
        await cluster.close()


async def test_a_sharded_sync_that_fails_mid_transfer_says_how_far_the_leader_got() -> None:
    """The leader's send fails as it posts its third round: its own figure in
    ``/sync_state`` (``sender_ranks``) counts the buckets known to be on the wire, the first
    round's (one per pair; the second was posted, not finished), and the rank reads as
    failed in the transfer; the next sync counts every one."""
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2)
        trainer = SimShardedTrainer(cluster, senders=2)
        cluster.injector.add(Fault("fail", "bucket 3", rank=0))
        with pytest.raises(SyncError):
            await trainer.sync(buffer_size_mb=0.001)
        leader = cluster.sender.sender_ranks[0]
        assert (leader.pairs, leader.buckets_sent) == (2, 2), leader
        assert leader.state == "failed: transfer", leader
        await cluster.settle()
        result = await trainer.sync(buffer_size_mb=0.001)
        assert result.weight_version == 1
        assert [r.buckets_sent for r in cluster.sender.sender_ranks] == [
            r.buckets for r in cluster.sender.sender_ranks
        ]
    finally:
        await cluster.close()


def begin_detail(cluster: SimCluster) -> str:
    """What the leader's last BEGIN_TRANSFER recorded (how the pairs went)."""
    history = cluster.sender.machine.history()
    return [t.detail for t in history if t.trigger is Trigger.BEGIN_TRANSFER][-1]


async def test_one_trainer_rank_into_ranks_that_need_everything_broadcasts_one_copy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A sharded sync of one trainer rank into endpoints whose ranks each need every tensor
    whole: one sender feeds every receiver rank the same bytes, so the plan's route is one
    broadcast, whole or all a delta, and the trainer sends one copy (as one rank's broadcast
    sync does), not one per rank. An endpoint that does not say it takes a sharded plan's
    broadcast (an older one) gets the same plan pair by pair."""
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(1)
        older = await cluster.add_endpoint(2)
        trainer = SimShardedTrainer(cluster, senders=1)
        model_bytes = sum(t.numel() * t.element_size() for t in cluster.model.state_dict().values())

        async def synced(version: int, **options: object) -> SyncResult:
            result = await trainer.sync(buffer_size_mb=0.001, **options)
            assert result.weight_version == version and trainer.outcomes == [None]
            await cluster.settle()
            for endpoint in cluster.endpoints:
                assert endpoint.digests() == [cluster.digest()] * endpoint.tp
            return result

        result = await synced(1, delta=True)  # whole (no base yet): the next one's base
        assert "by one broadcast" in begin_detail(cluster)
        assert result.total_bytes == result.bytes_moved == model_bytes
        assert result.num_buckets > 2
        (rank,) = cluster.sender.sender_ranks  # /sync_state's figures: the one copy too
        assert (rank.buckets, rank.bytes, rank.sent_bytes) == (
            result.num_buckets, model_bytes, model_bytes,
        )  # fmt: skip
        progress = cluster.sender.progress.current
        assert progress is not None and progress.bytes_total == progress.bytes_sent == model_bytes
        cluster.train_step()
        result = await synced(2, delta=True)  # every rank holds the base: one delta for all
        assert result.delta is not None and result.delta.delta, result.delta
        assert "by one broadcast" in begin_detail(cluster)
        assert result.delta.full_bytes == model_bytes > result.bytes_moved

        said = older.endpoint.capabilities()
        monkeypatch.setattr(
            older.endpoint, "capabilities",
            lambda: said.model_copy(update={"sharded_broadcast": False}),
        )  # fmt: skip
        cluster.train_step()
        result = await synced(3, delta=True)  # capabilities asked again: a delta may follow
        assert "pair by pair" in begin_detail(cluster)
        assert result.delta is not None and result.delta.delta, result.delta
        assert result.total_bytes == 3 * model_bytes  # each of three ranks its own pair
    finally:
        await cluster.close()
