"""Partitions in the simulated group (``Fault("partition", ...)``): a rank's link goes dark at a
point and heals ``seconds`` later. Healed before the deadline that covers it, the sync carries
on; healed after it, the sync fails, every endpoint settles on one version with whole weights,
and the next sync succeeds. The same cases run across real hosts in ``test_partitions.py``."""

from __future__ import annotations

import pytest

from twophase.core.table import State
from twophase.errors import SyncError
from twophase.testing import SIM_TIMEOUTS, Fault, SimCluster

PROGRESS_S = float(SIM_TIMEOUTS.progress or 1.0)


def assert_one_version_whole(cluster: SimCluster, trainer_digests: dict[int, str]) -> None:
    versions = {e.endpoint.version for e in cluster.endpoints}
    assert len(versions) == 1, {e.name: e.endpoint.version for e in cluster.endpoints}
    for endpoint in cluster.endpoints:
        assert endpoint.endpoint.state in (State.DONE, State.ERROR, State.IDLE, State.GROUP_READY)
        want = trainer_digests[endpoint.endpoint.version]
        assert endpoint.digests() == [want] * endpoint.tp, endpoint.name


async def test_a_receiver_cut_mid_transfer_and_healed_in_time_syncs(
    sim_cluster: SimCluster,
) -> None:
    await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.add_endpoint(tp=2)
    sim_cluster.train_step()
    sim_cluster.injector.add(Fault("partition", "bucket 1", rank=2, seconds=PROGRESS_S / 4))
    result = await sim_cluster.sync()
    assert result.weight_version == 1
    assert sim_cluster.injector.fired, "the partition never fired"
    for endpoint in sim_cluster.endpoints:
        assert endpoint.digests() == [sim_cluster.digest()] * endpoint.tp


@pytest.mark.parametrize(
    ("point", "rank"),
    [("bucket 1", 2), ("bucket 1", 0), ("vote", 0), ("vote", 3)],
    ids=["receiver-transfer", "trainer-transfer", "trainer-vote", "receiver-vote"],
)
async def test_a_cut_past_the_deadline_fails_and_leaves_one_version(
    sim_cluster: SimCluster, point: str, rank: int
) -> None:
    await sim_cluster.add_endpoint(tp=1)
    await sim_cluster.add_endpoint(tp=2)
    await sim_cluster.sync()
    digests = {1: sim_cluster.digest()}
    sim_cluster.train_step()
    heal_s = PROGRESS_S * 3 + float(SIM_TIMEOUTS.apply or 1.5)
    sim_cluster.injector.add(Fault("partition", point, rank=rank, seconds=heal_s))
    with pytest.raises(SyncError) as raised:
        await sim_cluster.sync()
    assert raised.value.phase is not None
    await sim_cluster.settle(timeout_s=heal_s + 10)
    digests[2] = sim_cluster.digest()
    assert_one_version_whole(sim_cluster, digests)
    # Healed: the next sync succeeds (it forms a new group; the cut one is dead).
    sim_cluster.clear_faults()
    sim_cluster.train_step()
    result = await sim_cluster.sync()
    for endpoint in sim_cluster.endpoints:
        assert endpoint.endpoint.version == result.weight_version
        assert endpoint.digests() == [sim_cluster.digest()] * endpoint.tp


def test_a_partition_is_a_data_path_fault_only() -> None:
    with pytest.raises(ValueError, match="partition"):
        Fault("partition", "prepare")
