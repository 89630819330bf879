"""The sender's parts on their own: the plan and the wire messages it builds (a seed-only peer
gets exactly the seed's fields), the per-endpoint outcomes, and the sender group's deadlines."""

from __future__ import annotations

import asyncio
import dataclasses
import time

import pytest
import torch

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.protocol import SyncCapabilities
from twophase.core.table import Deadlines
from twophase.endpoint_http import wire
from twophase.errors import CollectiveTimeout, DeadlineExceeded, EndpointCallError, GroupJoinError
from twophase.sender.endpoints import CallFailed, RemoteEndpoint
from twophase.sender.plan import SyncOptions, init_request, plan_sync
from twophase.sender.sender_group import SenderGroup
from twophase.testing.simgroup import SimNetwork
from twophase.transport.group import Group, GroupConfig

TIMEOUTS = Deadlines(group_join=5.0, prepare=5.0, first_byte=5.0, progress=5.0, apply=5.0)
MANIFEST = plan_buckets([TensorSpec("w", "float32", (4, 4)), TensorSpec("b", "float32", (4,))], 1)
SEED_PREPARE = {"num_buckets", "buckets", "group_name"}
SEED_INIT = {"master_address", "master_port", "rank_offset", "world_size", "group_name", "backend"}


def test_a_seed_only_endpoint_gets_the_seed_protocol_exactly() -> None:
    seed = plan_sync(
        {"a:1": SyncCapabilities(), "b:2": None},
        SyncOptions(transfer_format="flattened", checksum="crc32"),
        sync_id="s1",
        last_version=3,
        device=torch.device("cpu"),
        nccl_cumem_enable=None,
    )
    assert (seed.twophase, seed.probe, seed.vote) == (False, False, False)
    assert (seed.transfer_format, seed.checksum) == ("per_tensor", None)
    assert any("b:2 speak only the seed protocol" in w for w in seed.warnings)
    prepare = wire(seed.prepare_request(MANIFEST, "g", TIMEOUTS))
    assert set(prepare) == SEED_PREPARE
    assert set(prepare["buckets"][0]) == {"names", "dtypes", "shapes"}
    assert wire(seed.complete_request("g", flush_cache=True)) == {
        "group_name": "g",
        "flush_cache": True,
    }
    config = GroupConfig("127.0.0.1", 29600, 3, 0, "g", "gloo", 10.0, attempt=None)
    assert set(wire(init_request(config, rank_offset=1))) == SEED_INIT
    only_seed = plan_sync(
        {"b:2": None},
        SyncOptions(),
        sync_id="s2",
        last_version=3,
        device=torch.device("cpu"),
        nccl_cumem_enable=None,
    )
    assert only_seed.weight_version == 4  # no endpoint says a version: one above the sender's


def test_twophase_endpoints_get_the_extensions() -> None:
    ours = plan_sync(
        {"a:1": SyncCapabilities(weight_version=7), "b:2": SyncCapabilities()},
        SyncOptions(),
        sync_id="s1",
        last_version=3,
        device=torch.device("cpu"),
        nccl_cumem_enable=None,
    )
    assert ours.weight_version == 8  # above every endpoint's version (a restarted trainer)
    assert (ours.transfer_format, ours.checksum, ours.warnings) == ("flattened", "xxh3", ())
    prepare = wire(ours.prepare_request(MANIFEST, "g", TIMEOUTS))
    assert prepare["sync_id"] == "s1" and prepare["weight_version"] == 8
    assert (
        prepare["manifest_digest"] == MANIFEST.digest()
        and prepare["timeouts"] == TIMEOUTS.as_dict()
    )
    assert wire(ours.complete_request("g", flush_cache=False))["sync_id"] == "s1"
    config = GroupConfig("127.0.0.1", 29600, 3, 0, "g", "gloo", 10.0, attempt="x1")
    init = wire(init_request(config, rank_offset=2))
    assert (init["attempt"], init["timeout_s"], init["rank_offset"]) == ("x1", 10.0, 2)
    assert "staging_bytes" not in init  # not said: none made as the group forms
    staged = wire(init_request(dataclasses.replace(config, staging_bytes=1 << 30), 2))
    assert staged["staging_bytes"] == 1 << 30


def test_an_explicit_version_and_an_nccl_difference() -> None:
    chosen = plan_sync(
        {"a:1": SyncCapabilities(nccl_cumem_enable="0")},
        SyncOptions(weight_version=42),
        sync_id="s1",
        last_version=3,
        device=torch.device("cpu"),
        nccl_cumem_enable="1",
    )
    assert chosen.weight_version == 42
    assert chosen.warnings == ("NCCL_CUMEM_ENABLE is '1' here but '0' at a:1",)


@pytest.mark.parametrize(
    ("status", "refused"), [(400, True), (413, True), (409, False), (500, False), (None, False)]
)
def test_only_a_4xx_other_than_409_is_a_refusal(status: int | None, refused: bool) -> None:
    endpoint = RemoteEndpoint("127.0.0.1", 1, 1)
    failed = CallFailed(endpoint, EndpointCallError(endpoint.name, "/x", "cause", status))
    assert failed.refused is refused


@pytest.mark.parametrize(
    ("status", "state", "lost"),
    [(409, "IDLE", True), (409, "GROUP_READY", False), (409, None, False), (400, "IDLE", False)],
)
def test_only_a_409_from_idle_says_the_endpoint_lost_the_group(
    status: int, state: str | None, lost: bool
) -> None:
    endpoint = RemoteEndpoint("127.0.0.1", 1, 1)
    error = EndpointCallError(endpoint.name, "/prepare_weights_update", "no", status, state)
    assert CallFailed(endpoint, error).lost_group is lost


def _sim_config(port: int, rank: int, attempt: str) -> GroupConfig:
    return GroupConfig("127.0.0.1", port, 2, rank, "g", "gloo", 2.0, attempt=attempt)


async def test_the_sender_group_forms_runs_with_a_deadline_and_closes() -> None:
    network = SimNetwork()
    group = SenderGroup(network.group_factory)
    members = (("127.0.0.1", 1), ("peer", 1))

    async def peer() -> Group:
        return await asyncio.to_thread(network.group_factory, _sim_config(1, 1, "a"))

    peer_group, error = await group.form(
        _sim_config(1, 0, "a"), members, deadline_s=5, alongside=peer()
    )
    assert error is None and group.usable(members) and not group.usable(())
    assert await group.run(lambda g: g.rank, deadline_s=5) == 0

    def collective_timeout(_: Group) -> None:
        raise CollectiveTimeout("bucket 0: timed out")

    # The work's own deadline stays what it is; the run's deadline is its own error.
    with pytest.raises(CollectiveTimeout):
        await group.run(collective_timeout, deadline_s=5)
    started = time.monotonic()
    with pytest.raises(DeadlineExceeded, match=r"within 0\.2 s"):
        await group.run(lambda _: time.sleep(0.5), deadline_s=0.2)
    assert time.monotonic() - started < 0.45
    assert group.close() and not group.alive and not group.close()
    peer_group.close()
    group.shutdown()


async def test_a_group_that_does_not_form_is_reported_not_kept() -> None:
    network = SimNetwork()
    group = SenderGroup(network.group_factory)

    async def nobody() -> None:
        return None

    # world size 2, but no peer joins: the join gives up at the group's own deadline.
    config = GroupConfig("127.0.0.1", 2, 2, 0, "g", "gloo", 0.3, attempt="b")
    _, error = await group.form(config, (), deadline_s=5, alongside=nobody())
    assert isinstance(error, GroupJoinError) and not group.alive
    group.shutdown()
