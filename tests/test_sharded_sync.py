"""A sharded sync from a real FSDP2 trainer (issue 25): two trainer processes, each holding
only its ``fully_shard`` half of every tensor, call ``sync_shards`` alike; rank 0 runs the
protocol, both send their shards point to point into a real ``twophase serve --tp 2`` (rank
processes of its own), and no rank gathers a full tensor. Every TP rank ends with the whole
trained model, bit for bit; a failure raises the same error on both trainer ranks."""

from __future__ import annotations

import asyncio
import math
import os
import signal
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.embedded import MODEL_SIZE, TEST_TIMEOUTS, module_digest
from tests.helpers import free_port, get, host_port, post, run_processes, wait_until
from tests.servers import ServePool, wait_state
from twophase.transport import shared_memory as shm

ROUNDS = 2


@pytest.fixture(scope="module")
def serve_url() -> Iterator[str]:
    with ServePool() as pool:
        yield pool(tp=2)


def trainer_rank(rank: int, port: int, url: str, master_port: int, out: Any) -> None:
    """One FSDP2 trainer rank: ``ROUNDS`` times train (the same step on both ranks, before
    sharding: FSDP2 cannot run the tiny model's mixed dtypes), shard, sync its shards."""
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    from twophase import SyncCoordinator, SyncError
    from twophase.sender.sharded_sync import sync_gathered, sync_shards
    from twophase.testing.tiny_lm import TinyLM

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    coordinator = None
    if rank == 0:
        coordinator = SyncCoordinator(master_port=master_port, timeouts=TEST_TIMEOUTS)
        coordinator.add_endpoint(*host_port(url), 2)
    try:
        for step in range(ROUNDS):
            model = TinyLM(MODEL_SIZE, seed=0)
            for s in range(step + 1):
                model.train_step(s)
            expected = module_digest(model)
            fully_shard(model, mesh=mesh)
            local = {n: tuple(t.to_local().shape) for n, t in model.state_dict().items()}
            try:
                result = asyncio.run(sync_shards(coordinator, model, buffer_size_mb=0.1))
            except SyncError as exc:
                out[(rank, step)] = f"SyncError: {exc}"
                continue
            served = get(f"{url}/weights_checksum")[1]
            out[(rank, step)] = {
                "version": None if result is None else result.weight_version,
                "route": None if result is None else (result.route, result.why_not_shared),
                "expected": expected,
                "served": served["digests"],
                "local": local,
            }
        # Today's way, to compare: rank 0 gathers the full tensors and broadcasts them.
        model = TinyLM(MODEL_SIZE, seed=0)
        for s in range(ROUNDS + 1):
            model.train_step(s)
        expected = module_digest(model)
        fully_shard(model, mesh=mesh)
        result = asyncio.run(sync_gathered(coordinator, model, buffer_size_mb=0.1))
        out[(rank, "gathered")] = {
            "version": None if result is None else result.weight_version,
            "expected": expected,
            "served": get(f"{url}/weights_checksum")[1]["digests"],
        }
        if coordinator is not None:
            coordinator.add_endpoint("127.0.0.1", free_port(), 1)  # nobody there
        model = TinyLM(MODEL_SIZE, seed=0)
        fully_shard(model, mesh=mesh)
        try:
            asyncio.run(sync_shards(coordinator, model))
        except SyncError as exc:
            out[(rank, "fails")] = str(exc)
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
        dist.destroy_process_group()


def run_trainer(target: Any, url: str) -> tuple[dict[Any, Any], list[int | None]]:
    """Two trainer processes running ``target``; what they reported, and their exit codes."""
    return run_processes(target, url, free_port())


def test_two_fsdp2_ranks_sync_their_shards_into_tp2_serve_with_no_gather(serve_url: str) -> None:
    """Two sharded rounds (the group kept from the first to the second), then one gathered
    onto rank 0 and broadcast, then a sharded one that fails on both ranks alike."""
    results, _ = run_trainer(trainer_rank, serve_url)
    for step in range(ROUNDS):
        leader, follower = results[(0, step)], results[(1, step)]
        assert isinstance(leader, dict) and isinstance(follower, dict), results
        assert leader["version"] == step + 1 and follower["version"] is None
        # One host: every trainer rank's pairs through its own shared memory.
        assert tuple(leader["route"]) == ("shared memory", None), leader["route"]
        assert leader["served"] == [leader["expected"]] * 2, (step, leader)  # both TP ranks
        # Each trainer rank held half of the embedding's rows: nothing was gathered.
        assert leader["local"]["embed.weight"][0] * 2 == 256, leader["local"]
    # Gathered onto rank 0 and broadcast (today's way): the same weights on both TP ranks.
    leader, follower = results[(0, "gathered")], results[(1, "gathered")]
    assert leader["version"] == ROUNDS + 1 and follower["version"] is None, results
    assert leader["served"] == [leader["expected"]] * 2, leader
    # A sync that fails (an endpoint that is not there) fails on both trainer ranks alike.
    assert results[(0, "fails")] == results[(1, "fails")], results
    assert "capabilities" in results[(0, "fails")], results


def dying_trainer_rank(rank: int, port: int, url: str, master_port: int, out: Any) -> None:
    """Rank 1 is killed after its first round of buckets (its process exits)."""
    import os

    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    import twophase.sender.delta_round as delta_round
    from twophase import SyncCoordinator, SyncError
    from twophase.sender.sharded_sync import sync_shards
    from twophase.testing.tiny_lm import TinyLM

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    if rank == 1:
        send = delta_round.send_pairs

        def die_mid_transfer(*args: Any, **kwargs: Any) -> Any:
            kwargs["check"] = lambda where: os._exit(3)
            return send(*args, **kwargs)

        delta_round.send_pairs = die_mid_transfer  # type: ignore[assignment]
    coordinator = None
    if rank == 0:
        coordinator = SyncCoordinator(master_port=master_port, timeouts=TEST_TIMEOUTS)
        coordinator.add_endpoint(*host_port(url), 2)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(99)
    fully_shard(model, mesh=mesh)
    try:
        asyncio.run(sync_shards(coordinator, model, buffer_size_mb=0.01))
        out[rank] = "synced"
    except SyncError as exc:
        out[rank] = str(exc)
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
    os._exit(0)  # the trainer's group lost a rank: no orderly teardown


def test_a_trainer_rank_killed_mid_transfer_rolls_every_side_back_and_the_next_sync_works(
    serve_url: str,
) -> None:
    """Rank 1 dies with its shared memory's segments named and mapped (the pairs go through
    it on one host): the server rolls back, and its ranks remove the dead rank's names."""
    before = get(f"{serve_url}/weights_checksum")[1]
    names = set(shm.our_segments())
    results, exits = run_trainer(dying_trainer_rank, serve_url)
    assert exits[1] == 3 and 1 not in results, (exits, results)
    assert "sync failed in transfer" in results[0], results
    state = wait_state(serve_url, {"GROUP_READY", "IDLE"}, timeout=30)
    assert state["weight_version"] == before["weight_version"], state
    assert get(f"{serve_url}/weights_checksum")[1]["digests"] == before["digests"]
    wait_until(
        lambda: set(shm.our_segments()) <= names, timeout_s=30, what="no name of the trainer's"
    )
    results, _ = run_trainer(trainer_rank, serve_url)  # fresh trainer processes: it works
    assert results[(0, ROUNDS - 1)]["served"] == [results[(0, ROUNDS - 1)]["expected"]] * 2


def test_an_fsdp2_trainer_of_two_ranks_syncs_two_tp2_servers_across_hosts(
    netcluster: Any, tmp_path: Any
) -> None:
    """``twophase trainer --model DIR`` as two FSDP2 ranks, each on a host of its own
    (``--rank``; each sends only its shards) into ``twophase serve --model DIR --tp 2``
    (tensor-parallel: each rank holds its shard) on two other hosts: every TP rank of both
    servers ends with exactly its part of the trainer's tensors, bit for bit, and received
    exactly those bytes, two rounds (the second a delta of the first's pairs). Then the
    second trainer rank is killed mid-transfer, and later stalls mid-transfer: each time
    every side rolls back by its deadlines, and the next sync (the trainer restarted)
    works."""
    from twophase.testing.netprocs import Deployment
    from twophase.tools.hf import write_tiny_llama

    # Big enough that a sync takes seconds over 50 mbit links: a kill lands mid-transfer.
    bigger = {"hidden_size": 256, "intermediate_size": 768, "num_hidden_layers": 4}
    model = str(write_tiny_llama(tmp_path / "m", seed=0, config=bigger))
    cluster = netcluster(["trainer", "t1", "s1", "s2"], rate="50mbit")
    with Deployment(
        cluster, servers={"s1": 2, "s2": 2}, trainer_ranks=("t1",),
        trainer_args=("--model", model), serve_args=("--model", model),
    ) as deployment:  # fmt: skip
        deployment.register()
        for round_ in range(2):  # the second a delta of the first, per pair
            deployment.train_step()
            status, reply, _ = deployment.sync(timeout_s=120, delta=True)
            assert status == 200 and reply["success"], (reply, deployment.log_tail("trainer"))
            assert_shards_match(deployment, round_ + 1)
            delta = reply["delta"]
            assert delta["delta"] == (round_ == 1), delta  # the first: no base yet
            senders = deployment.state(deployment.trainer_host)["sender_ranks"]
            assert all(rank["held_bytes"] > 0 for rank in senders), senders

        # The second trainer rank is killed mid-transfer: the receivers waiting for its bytes
        # fail at once, the sync fails, every side rolls back.
        fault_mid_transfer(deployment, lambda: deployment.kill("t1"), version=2)

        # It stalls (SIGSTOP) mid-transfer: they fail at the progress deadline.
        def stall() -> None:
            os.killpg(deployment.procs["t1"].process.pid, signal.SIGSTOP)

        fault_mid_transfer(deployment, stall, version=3)


# Short deadlines: a kill that lands in the commit vote leaves its outcome uncertain until the
# apply deadline, on every side, then rolled back.
FAULT_DEADLINES = {"progress": 3.0, "first_byte": 5.0, "apply": 5.0}


def fault_mid_transfer(deployment: Any, fault: Callable[[], None], version: int) -> None:
    """A sync of a new step, ``fault`` done to it once the servers receive its bytes: it
    fails (502) within 30 s, every server keeps ``version`` bit for bit; then the trainer,
    restarted (its group lost a rank: every rank starts again), syncs ``version + 1``."""
    servers = deployment.servers
    before = {s: get(f"{deployment.url(s)}/weights_checksum")[1]["digests"] for s in servers}
    deployment.train_step()
    syncing = ThreadPoolExecutor(1).submit(deployment.sync, timeout_s=120, timeouts=FAULT_DEADLINES)
    wait_until(
        lambda: deployment.state("s1").get("bytes_received", 0) > 0 or None,
        timeout_s=60, what="s1 receiving the sync's bytes",
    )  # fmt: skip
    faulted = time.monotonic()
    fault()
    status, reply, _ = syncing.result(120)
    assert status == 502 and not reply["success"], reply
    assert time.monotonic() - faulted < 30, "the fault was not caught by a deadline"
    for server in servers:
        state = wait_state(deployment.url(server), {"GROUP_READY", "IDLE"}, timeout=60)
        assert state["weight_version"] == version, state  # rolled back: the old weights
        after = get(f"{deployment.url(server)}/weights_checksum")[1]["digests"]
        assert after == before[server], server
    deployment.restart("trainer")
    deployment.register()
    status, reply, _ = deployment.sync(timeout_s=120)
    assert status == 200 and reply["success"], (reply, deployment.log_tail("trainer"))
    assert_shards_match(deployment, version + 1)


def assert_shards_match(deployment: Any, version: int) -> None:
    """Every TP rank of every server holds exactly its part of the trainer's tensors, and
    the trainer's ranks sent exactly those parts, no byte more."""
    sent = 0
    for server in deployment.servers:
        body = get(f"{deployment.url(server)}/weights_checksum")[1]
        assert body["tensor_parallel"] and body["ranks_agree"], body
        layouts = [rank["layout"] for rank in body["ranks"]]
        q = "model.layers.0.self_attn.q_proj.weight"  # rows split in two halves
        rows = get(f"{deployment.url(server)}/model_info")[1]["params"]
        half = next(p["shape"][0] for p in rows if p["name"] == q) // 2
        assert [layout[q][0][0] for layout in layouts] == [[0, half], [half, 2 * half]]
        status, want = post(f"{deployment.trainer}/weights_checksum", {"layouts": layouts})
        assert status == 200, want
        assert body["digests"] == want["digests"], server  # every shard, bit for bit
        assert deployment.state(server)["weight_version"] == version
        sent += held_bytes(layouts, get(f"{deployment.url(server)}/model_info")[1])
    senders = get(f"{deployment.trainer}/sync_state")[1]["sender_ranks"]
    assert sum(rank["bytes"] for rank in senders) == sent  # each rank its shard alone


def held_bytes(layouts: list[dict[str, Any]], model_info: dict[str, Any]) -> int:
    """The bytes an endpoint's TP ranks hold: each sharded tensor's part on each rank, every
    other tensor whole on each rank (float32 here)."""
    total = 0
    for layout in layouts:
        for param in model_info["params"]:
            boxes = layout.get(param["name"], [[[0, n] for n in param["shape"]]])
            total += sum(math.prod(b - a for a, b in box) for box in boxes) * 4
    return total
