"""Deltas per pair on the sharded path (issue 26 over issue 25): two FSDP2 trainer ranks, each
holding half of every tensor, call ``sync_shards(..., delta=True)`` alike into a TP 2
endpoint. The first sync goes whole (no base yet); the next ones send each pair's changed
words only, and every TP rank ends bit-identical to the trainer. One word flipped in a TP
rank's weights behind the sync's back makes the patched result differ from the trainer's:
the pair vote refuses it, nothing is applied, and the same call sends every pair whole. An
endpoint that no longer holds the base the trainer believes it does refuses the delta at
prepare (412), and the same call sends every pair whole. The receiver's checks of a
prepare's pair deltas (412 naming why, 400 for a malformed one) are tested directly."""

from __future__ import annotations

import asyncio
import multiprocessing
from dataclasses import replace
from typing import Any

import pytest
import torch

from tests.embedded import MODEL_SIZE, TEST_TIMEOUTS, EndpointFactory, module_digest
from tests.helpers import free_port, host_port, run_processes
from tests.test_sharded_receive import BUFFER_MB, SENDERS, TP, shard0_plan, trained
from twophase.core.buckets import TensorSpec
from twophase.core.checksums import checksums_digest
from twophase.core.protocol import DeltaBaseInfo, ShardedReceive
from twophase.core.reshard import pairs_layout_digest
from twophase.errors import RequestRejected
from twophase.receiver.delta_receive import AppliedBase, pair_delta_refusal
from twophase.receiver.validation import validate_sharded
from twophase.testing.tiny_lm import TinyLM

SYNCS = 6
FLIP_BEFORE = 3  # the sync before which a word of TP rank 0's weights is flipped
FORGET_BEFORE = 5  # the sync before which the endpoint forgets its base, the trainer not


def model_after(steps: int) -> TinyLM:
    model = TinyLM(MODEL_SIZE, seed=0)
    for step in range(steps):
        model.train_step(step)
    return model


def delta_trainer_rank(
    rank: int, port: int, url: str, master_port: int, events: Any, out: Any
) -> None:
    """One FSDP2 trainer rank: ``SYNCS`` syncs with ``delta=True`` over one channel, a train
    step before each; before sync ``FLIP_BEFORE`` rank 0 waits for the test's flip."""
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    from twophase import SyncCoordinator, SyncError
    from twophase.sender.sharded_sync import sync_shards
    from twophase.sender.trainer_channel import TrainerChannel

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    channel = TrainerChannel()
    coordinator = None
    if rank == 0:
        coordinator = SyncCoordinator(master_port=master_port, timeouts=TEST_TIMEOUTS)
        coordinator.add_endpoint(*host_port(url), 2)
    try:
        for sync in range(SYNCS):
            model = model_after(sync + 1)
            fully_shard(model, mesh=mesh)
            if sync in (FLIP_BEFORE, FORGET_BEFORE) and rank == 0:
                events[f"before {sync}"].set()
                assert events[f"done {sync}"].wait(60)
            if sync == FORGET_BEFORE and rank == 0:  # a stale record: the endpoint says 412
                import twophase.core.delta_choice as delta_choice

                delta_choice.why_not_held = lambda *args: None  # type: ignore[assignment]
            try:
                result = asyncio.run(
                    sync_shards(
                        coordinator, model, channel=channel, buffer_size_mb=0.05, delta=True
                    )
                )
            except SyncError as exc:
                out[(rank, sync)] = f"SyncError: {exc}"
                continue
            if result is None:
                out[(rank, sync)] = "followed"
                continue
            assert result.delta is not None
            out[(rank, sync)] = {
                "version": result.weight_version,
                "delta": result.delta.delta,
                "why_whole": result.delta.why_whole,
                "bytes_moved": result.delta.bytes_moved,
                "full_bytes": result.delta.full_bytes,
                "density": result.delta.density,
            }
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
        dist.destroy_process_group()


def run_delta_trainer(url: str, events: Any) -> dict[Any, Any]:
    out, exits = run_processes(delta_trainer_rank, url, free_port(), events)
    assert exits == [0, 0], out
    return out


def unchanged_word(before: torch.nn.Module, after: torch.nn.Module) -> tuple[str, int]:
    """A tensor and a byte index of it whose bits the step did not change."""
    new = dict(after.state_dict())
    for name, old in before.state_dict().items():
        same = old.reshape(-1).view(torch.uint8) == new[name].reshape(-1).view(torch.uint8)
        if bool(same.any()):
            return name, int(same.nonzero()[0])
    raise AssertionError("every byte changed")


async def test_fsdp2_ranks_send_pair_deltas_and_a_flip_behind_the_sync_goes_whole(
    make_endpoint: EndpointFactory,
) -> None:
    embedded = await make_endpoint(tp=TP)
    modules = embedded.modules()
    spawn = multiprocessing.get_context("spawn")
    manager = spawn.Manager()
    events = manager.dict(
        {f"{when} {sync}": manager.Event() for when in ("before", "done")
         for sync in (FLIP_BEFORE, FORGET_BEFORE)}
    )  # fmt: skip

    async def between_syncs() -> str:
        assert await asyncio.to_thread(events[f"before {FLIP_BEFORE}"].wait, 120)
        name, index = unchanged_word(model_after(FLIP_BEFORE), model_after(FLIP_BEFORE + 1))
        with torch.no_grad():
            modules[0].state_dict()[name].reshape(-1).view(torch.uint8)[index] ^= 1
        events[f"done {FLIP_BEFORE}"].set()
        assert await asyncio.to_thread(events[f"before {FORGET_BEFORE}"].wait, 120)
        embedded.endpoint.forget_delta_base("the test forgot it")
        events[f"done {FORGET_BEFORE}"].set()
        return name

    testing = asyncio.ensure_future(between_syncs())
    out = await asyncio.to_thread(run_delta_trainer, embedded.url, events)
    flipped = await testing
    for sync in range(SYNCS):
        leader = out[(0, sync)]
        assert isinstance(leader, dict) and out[(1, sync)] == "followed", (sync, out)
        assert leader["version"] == sync + 1, (sync, leader)
        assert leader["bytes_moved"] <= leader["full_bytes"], leader
    first, refused = out[(0, 0)], out[(0, FLIP_BEFORE)]
    assert not first["delta"] and "no committed sharded sync" in first["why_whole"], first
    for sync in (1, 2, FLIP_BEFORE + 1):  # against the last committed sync's pairs
        leader = out[(0, sync)]
        assert leader["delta"] and leader["why_whole"] is None, (sync, leader)
        assert leader["bytes_moved"] < leader["full_bytes"], (sync, leader)
        assert 0 < leader["density"] < 1, leader
    # The flip: the vote refused the patched pairs; the same call sent every pair whole.
    assert not refused["delta"], refused
    assert "refused" in refused["why_whole"] and "vote" in refused["why_whole"], refused
    assert refused["bytes_moved"] == refused["full_bytes"], refused
    # A stale record of the endpoint's base: it refused the delta at prepare (412), and the
    # same call sent every pair whole, both trainer ranks taking part in both attempts.
    forgot = out[(0, FORGET_BEFORE)]
    assert not forgot["delta"] and "no base here (the test forgot it)" in forgot["why_whole"]
    assert forgot["bytes_moved"] == forgot["full_bytes"], forgot
    expected = module_digest(model_after(SYNCS))
    assert [module_digest(m) for m in modules] == [expected] * TP, flipped
    assert embedded.endpoint.delta_base is not None
    assert embedded.endpoint.delta_base.version == SYNCS


def sharded_with_deltas(size_off: int = 0) -> tuple[ShardedReceive, list[TensorSpec]]:
    """A TP 2 endpoint's sharded part, every pair carrying a (whole-kind) delta whose
    buckets are ``size_off`` bytes off the pair's."""
    specs, _, plan, pairs = shard0_plan(trained(1))

    def delta(sender: int, receiver: int) -> dict[str, Any]:
        buckets = pairs[(sender, receiver)].manifest.buckets
        headers = [
            {"kind": "whole", "changed": 0, "word": 1, "nbytes": b.nbytes + size_off,
             "bucket_nbytes": b.nbytes + size_off}
            for b in buckets
        ]  # fmt: skip
        return {
            "delta": headers,
            "base_checksums": [f"{sender}{receiver}{k}" for k in range(len(buckets))],
        }

    ranks = [plan.parts(r, delta) for r in range(TP)]
    sums = [c for parts in ranks for part in parts for c in part.base_checksums or ()]
    sharded = ShardedReceive(
        senders=SENDERS,
        plan_digest=plan.digest(),
        buffer_size_mb=BUFFER_MB,
        ranks=ranks,
        delta_base=DeltaBaseInfo(
            version=3,
            manifest_digest=pairs_layout_digest(plan.digest(), BUFFER_MB),
            checksum="crc32",
            checksums_digest=checksums_digest(sums),
        ),
    )
    return sharded, specs


def test_pair_deltas_patch_exactly_the_base_held_or_are_refused_naming_why() -> None:
    """The base a prepare's pair deltas name must be the one the endpoint holds: its version,
    its pairs' layout, the algorithm, every pair's base checksums in the endpoint's order."""
    sharded, specs = sharded_with_deltas()
    layout = pairs_layout_digest(sharded.plan_digest, sharded.buffer_size_mb)
    sums = tuple(c for parts in sharded.ranks for part in parts for c in part.base_checksums or ())
    held = AppliedBase(3, layout, "crc32", sums)
    assert pair_delta_refusal(sharded, "crc32", held, "", 3) is None
    why = pair_delta_refusal(sharded, "crc32", None, "it restarted", 3)
    assert "no base here (it restarted)" in str(why)
    newer = replace(held, version=4)
    assert "serves version 4" in str(pair_delta_refusal(sharded, "crc32", newer, "", 4))
    other = replace(held, manifest_digest="another plan")
    assert "the pairs differ" in str(pair_delta_refusal(sharded, "crc32", other, "", 3))
    assert "checksums are xxh3" in str(pair_delta_refusal(sharded, "xxh3", held, "", 3))
    flipped = replace(held, checksums=(*sums[:-1], "flipped"))
    assert "hashed otherwise" in str(pair_delta_refusal(sharded, "crc32", flipped, "", 3))
    reordered = replace(held, checksums=tuple(reversed(sums)))
    assert "hashed otherwise" in str(pair_delta_refusal(sharded, "crc32", reordered, "", 3))
    spec = validate_sharded(sharded, specs, TP)
    assert all(len(deltas) == SENDERS for deltas in spec.deltas) and spec.layout_digest == layout


def test_a_pair_delta_whose_buckets_are_not_the_pairs_is_a_400() -> None:
    sharded, specs = sharded_with_deltas(size_off=64)
    with pytest.raises(RequestRejected) as refused:
        validate_sharded(sharded, specs, TP)
    assert refused.value.status == 400 and "its delta says" in str(refused.value)
