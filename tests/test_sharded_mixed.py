"""A mixed sharded round (issue 25): two FSDP2 trainer ranks sync a TP 2 endpoint that speaks
twophase (each rank sends its shards, point to point) and, in the same call, a receiver that
speaks only the seed protocol (written from the seed's pseudocode, a process of its own): it
cannot take slices, so once the sharded part committed every trainer rank sends the leader
its shards and the leader broadcasts the full tensors to it, as the same version, over a
group of its own kept across syncs. Both end bit-identical to the trainer, round after round,
deltas per pair included; a failure of the whole part is a split outcome on every trainer
rank alike, and a rank that cannot say what it holds fails every rank alike before anything
moves."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web

from tests.embedded import TEST_TIMEOUTS, EndpointFactory, module_digest
from tests.helpers import free_port, host_port, run_processes
from tests.servers import digest
from tests.test_sender import seed_receiver  # noqa: F401 (a fixture)
from tests.test_sharded_delta import model_after
from twophase import SyncError
from twophase.testing.simcluster import SimCluster
from twophase.testing.simtrainer import SimShardedTrainer


def mixed_trainer_rank(
    rank: int, port: int, urls: list[tuple[str, int]], rounds: int, join_s: float, out: Any
) -> None:
    """One FSDP2 trainer rank: ``rounds`` syncs (deltas asked for) into every endpoint in
    ``urls`` (URL, TP size); ``join_s``: the group join's deadline."""
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    from twophase import SyncCoordinator, SyncError
    from twophase.sender.sharded_sync import sync_shards

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    coordinator = None
    if rank == 0:
        timeouts = TEST_TIMEOUTS.model_copy(update={"group_join": join_s})
        # The whole part's group gets a free port of its own (its default, master_port + 1,
        # may be any process's port: CI once saw it taken).
        coordinator = SyncCoordinator(
            master_port=free_port(), whole_master_port=free_port(), timeouts=timeouts
        )
        for url, tp in urls:
            coordinator.add_endpoint(*host_port(url), tp)
    try:
        for sync in range(rounds):
            model = model_after(sync + 1)
            fully_shard(model, mesh=mesh)
            try:
                result = asyncio.run(
                    sync_shards(coordinator, model, buffer_size_mb=0.05, delta=True)
                )
            except SyncError as exc:
                out[(rank, sync)] = {"error": str(exc), "committed": exc.committed_version}
                continue
            if result is None:
                out[(rank, sync)] = "followed"
                continue
            out[(rank, sync)] = {
                "version": result.weight_version,
                "whole_after": dict(result.whole_after),
                "delta": result.delta.delta if result.delta is not None else None,
                "whole_format": result.whole_result.transfer_format
                if result.whole_result is not None
                else None,
                "requests": dict(result.requests_per_endpoint),
            }
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
        dist.destroy_process_group()


async def run_trainer(
    urls: list[tuple[str, int]], rounds: int, join_s: float = 20.0
) -> dict[Any, Any]:
    out, exits = await asyncio.to_thread(run_processes, mixed_trainer_rank, urls, rounds, join_s)
    assert exits == [0, 0], out
    return out


async def test_a_seed_protocol_receiver_takes_whole_tensors_in_the_same_sharded_round(
    make_endpoint: EndpointFactory,
    seed_receiver: str,  # noqa: F811 (the fixture)
) -> None:
    embedded = await make_endpoint(tp=2)
    rounds = 3
    out = await run_trainer([(embedded.url, 2), (seed_receiver, 1)], rounds)
    seed_name = seed_receiver.removeprefix("http://")
    for sync in range(rounds):
        leader = out[(0, sync)]
        assert isinstance(leader, dict) and out[(1, sync)] == "followed", (sync, out)
        assert leader["version"] == sync + 1, leader
        assert list(leader["whole_after"]) == [seed_name], leader
        assert leader["whole_format"] == "per_tensor", leader  # the seed protocol's
        assert seed_name in leader["requests"] and embedded.name in leader["requests"]
        if sync:  # the sharded group kept: capabilities (a delta asks anew), prepare, complete
            assert leader["requests"][embedded.name] == 3, leader
    assert out[(0, rounds - 1)]["delta"], out[(0, rounds - 1)]  # per pair, to the TP 2 one
    expected = module_digest(model_after(rounds))
    assert [module_digest(m) for m in embedded.modules()] == [expected] * 2
    assert await asyncio.to_thread(digest, seed_receiver) == expected
    assert embedded.endpoint.version == rounds


async def test_a_sharded_trainer_with_no_twophase_endpoint_gathers_and_sends_whole(
    seed_receiver: str,  # noqa: F811 (the fixture)
) -> None:
    """Every endpoint takes whole tensors only: the sync is today's, in the same call, the
    ranks gathering their shards onto rank 0 and rank 0 sending them whole, twice (the
    whole side's group kept from the first to the second)."""
    out = await run_trainer([(seed_receiver, 1)], 2)
    seed_name = seed_receiver.removeprefix("http://")
    for sync in range(2):
        leader = out[(0, sync)]
        assert isinstance(leader, dict) and out[(1, sync)] == "followed", (sync, out)
        assert leader["version"] == sync + 1 and list(leader["whole_after"]) == [seed_name]
        assert leader["delta"] is None, leader  # the seed protocol takes none
    assert await asyncio.to_thread(digest, seed_receiver) == module_digest(model_after(2))


@pytest.fixture
async def refusing_peer() -> AsyncIterator[tuple[str, list[str]]]:
    """A server that speaks the seed protocol's routes (no ``/sync_capabilities``) and
    refuses to join any group, as one out of memory would; its URL and the routes called."""
    called: list[str] = []

    async def refuse(request: web.Request) -> web.Response:
        called.append(request.path)
        return web.json_response({"success": False, "message": "out of memory"}, status=500)

    async def destroy(request: web.Request) -> web.Response:
        called.append(request.path)
        return web.json_response({"success": True, "message": ""})

    app = web.Application()
    app.router.add_post("/init_weights_update_group", refuse)
    app.router.add_post("/destroy_weights_update_group", destroy)
    app.router.add_get("/health", destroy)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        yield f"http://127.0.0.1:{port}", called
    finally:
        await runner.cleanup()


async def test_a_failed_whole_part_is_the_same_split_outcome_on_every_trainer_rank(
    make_endpoint: EndpointFactory, refusing_peer: tuple[str, list[str]]
) -> None:
    """The sharded part committed: the TP 2 endpoint holds the version, and it stands; the
    peer that refused keeps its own. Both trainer ranks raise the same error, naming the
    split and the version committed, and the next sync goes the same way, numbered above."""
    embedded = await make_endpoint(tp=2)
    peer, called = refusing_peer
    # The refused init leaves the group to its join deadline (the peer never joins): short.
    out = await run_trainer([(embedded.url, 2), (peer, 1)], 2, join_s=4.0)
    for sync in range(2):
        leader, follower = out[(0, sync)], out[(1, sync)]
        assert leader == follower, (sync, out)  # the same error, the same version
        assert leader["committed"] == sync + 1, leader
        assert "split outcome" in leader["error"] and "out of memory" in leader["error"]
        assert f"committed version {sync + 1}" in leader["error"], leader
    assert embedded.endpoint.version == 2
    expected = module_digest(model_after(2))
    assert [module_digest(m) for m in embedded.modules()] == [expected] * 2
    assert "/init_weights_update_group" in called, called


@pytest.mark.parametrize("rank", [0, 1])
async def test_a_rank_that_cannot_say_what_it_holds_fails_every_rank_alike(rank: int) -> None:
    """A trainer rank whose pieces could not be read (vLLM 0.33's ``iter_local`` yielding
    other shapes, say) still enters the gather with why; the leader fails the sync before
    any endpoint is asked anything, and every rank raises the same error."""
    cluster = SimCluster()
    try:
        await cluster.add_endpoint(2)
        trainer = SimShardedTrainer(cluster, senders=2)
        with pytest.raises(SyncError, match=f"trainer rank {rank}: iter_local did not yield w"):
            await trainer.sync(unsaid=rank)
        assert trainer.outcomes[0] == trainer.outcomes[1], trainer.outcomes
        assert cluster.endpoints[0].endpoint.version == 0
        result = await trainer.sync()  # the next one goes
        assert result.weight_version == 1 and trainer.outcomes == [None, None]
    finally:
        await cluster.close()
