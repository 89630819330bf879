"""The resharding plan moved point to point over a real gloo group (``twophase.transport.pairs``):
M sender ranks and N receiver ranks as threads, every pair at once; each receiver rank ends
with exactly its shards, bit for bit, and both ends of a pair agree on its checksums."""

from __future__ import annotations

import threading
import time
from typing import Any

import torch
from torch.distributed.tensor import Replicate, Shard

from tests.helpers import free_port, group_config, run_ranks
from tests.test_reshard_plan import mesh_layouts
from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.core.reshard import pair_manifests, plan_transfers
from twophase.core.table import Deadlines
from twophase.errors import (
    CollectiveTimeout,
    GroupError,
    ManifestError,
    ProbeMismatch,
    VoteFailed,
)
from twophase.transport.checks import run_pair_vote, run_plan_probe
from twophase.transport.group import SyncGroup
from twophase.transport.pairs import SharedPairs, receive_pairs, shard_finding
from twophase.transport.sending import send_pairs
from twophase.transport.shared_memory import SegmentPool, opens, our_segments
from twophase.transport.shared_offer import Offer

SPECS = [
    TensorSpec("embed", "bfloat16", (10, 6)),
    TensorSpec("norm", "float32", (7,)),
    TensorSpec("proj", "float32", (4, 9, 2)),
    TensorSpec("steps", "int64", (5, 3)),
]
DEADLINES = Deadlines(first_byte=10, progress=10)


def full_tensors(seed: int = 0) -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    out = {}
    for spec in SPECS:
        raw = torch.randint(0, 1000, spec.shape, generator=generator)
        out[spec.name] = raw.to(spec.torch_dtype)
    return out


def run_plan(
    holdings: list[dict[str, list[Box]]],
    needs: list[dict[str, list[Box]]],
    *,
    buffer_size_mb: float = 0.0002,
    sender_fault: Any = None,
    actual: dict[int, dict[str, list[Box]]] | None = None,
    tamper: Any = None,
    deadlines: Deadlines = DEADLINES,
    broadcast: bool = False,
    shared: bool = False,
    declines: frozenset[int] = frozenset(),
) -> dict[Any, Any]:
    """Every rank as a thread, as a sharded sync runs: the probe (plan digest, and each
    rank's tensors against what it declared: ``actual`` overrides what a sender really
    holds), the transfer (senders send their shards of ``full_tensors()``, receivers fill
    zeroed shards), the vote (``tamper`` may change a sender's checksums first, as bytes
    changed in flight would). Each rank returns (its shards or what it sent, its checksums).
    ``shared``: each sender offers a shared-memory pool of its own, and every pair goes
    through it where every rank takes it (the receiver ranks in ``declines`` do not); the
    probe's answer (the ranks that do not) is in ``route_missing``."""
    full = full_tensors()
    tensors = [(s.name, s.shape) for s in SPECS]
    plan = plan_transfers(tensors, holdings, needs)
    pairs = pair_manifests(plan, SPECS, buffer_size_mb)
    senders, port = len(holdings), free_port()
    names = plan.names

    offers: dict[int, Offer] = {}
    offered = threading.Barrier(senders + len(needs))  # every pool made before any probe

    def body(rank: int) -> Any:
        group = SyncGroup(group_config(port, rank, senders + len(needs)))
        pool: SegmentPool | None = None
        try:
            if rank < senders:
                if shared:
                    pool = SegmentPool(sets=1)
                    offers[rank] = pool.offer()
                    offered.wait(timeout=30)
                layout = (actual or {}).get(rank, holdings[rank])
                shards = {n: [(b, full[n][b.index()].clone()) for b in boxes]
                          for n, boxes in layout.items()}  # fmt: skip
                finding = shard_finding(holdings[rank], shards)
                takes = True if shared else None
                missing = run_plan_probe(group, plan.digest(), finding, timeout_s=10, shared=takes)
                route_missing[rank] = missing
                mine = [p for p in pairs.values() if p.sender == rank]
                check = sender_fault(rank, group) if sender_fault else None
                sent = send_pairs(
                    group, mine, shards, names, receiver_offset=senders, deadlines=deadlines,
                    algorithm="crc32", check=check, broadcast=broadcast,
                    pool=pool if shared and not missing else None,
                )  # fmt: skip
                if tamper is not None:
                    tamper(rank, sent)
                run_pair_vote(group, senders=senders, sent=sent, timeout_s=10)
                if pool is not None:
                    pool.unname()  # every receiver rank mapped what it needs before it voted
                return sent
            me = rank - senders
            view: SharedPairs | None = None
            if shared:
                offered.wait(timeout=30)
                view = SharedPairs(dict(offers))
                takes = me not in declines and all(opens(o) for o in offers.values())
            shards = {n: [(b, torch.zeros(b.shape, dtype=full[n].dtype)) for b in boxes]
                      for n, boxes in needs[me].items()}  # fmt: skip
            finding = shard_finding(needs[me], shards)
            missing = run_plan_probe(
                group, plan.digest(), finding, timeout_s=10, shared=takes if shared else None
            )
            route_missing[rank] = missing
            mine = [p for p in pairs.values() if p.receiver == me]
            sums = receive_pairs(group, mine, shards, names, deadlines=deadlines,
                                 algorithm="crc32", broadcast=broadcast,
                                 shared=view if not missing else None)  # fmt: skip
            run_pair_vote(group, senders=senders, received=sums, timeout_s=10)
            if view is not None:
                assert view.maps or missing  # it took the buckets from the senders' memory
                view.close()
            return shards, sums
        finally:
            if pool is not None:
                pool.close()
            group.close()

    route_missing: dict[int, list[int]] = {}
    results = run_ranks(senders + len(needs), body, timeout=60)
    results["route_missing"] = route_missing
    return results


def check_exact(results: dict[int, Any], senders: int, needs: list[dict[str, list[Box]]]) -> None:
    full = full_tensors()
    for r, needed in enumerate(needs):
        result = results[senders + r]
        assert not isinstance(result, BaseException), result
        shards, sums = result
        for name, boxes in needed.items():
            for (box, got), want in zip(shards[name], boxes, strict=True):
                assert box == want and torch.equal(got, full[name][box.index()]), (r, name)
        for s in range(senders):
            sent = results[s]
            assert not isinstance(sent, BaseException), sent
            assert sums.get(s, []) == sent.get(r, []), (s, r)  # both ends of the pair agree


def test_fsdp_shards_into_tp_shards_of_other_dims() -> None:
    """Two FSDP2-style senders (Shard(0)) into three receiver ranks that split other dims or
    replicate: every receiver rank gets exactly its boxes, from both senders at once."""
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    placements = [[Shard(1)], [Replicate()], [Shard(2)], [Shard(0)]]
    needs = mesh_layouts(tensors, (3,), placements)
    results = run_plan(holdings, needs)
    check_exact(results, 2, needs)


def test_replicas_split_the_sending_and_every_byte_arrives_once() -> None:
    tensors = [(s.name, s.shape) for s in SPECS]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    needs = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    results = run_plan([everything, everything], needs)
    check_exact(results, 2, needs)
    assert all(results[s] for s in range(2)), results  # both replicas sent something


def test_one_sender_into_ranks_that_need_the_same_broadcasts_one_set_of_buckets() -> None:
    """One sender holding everything, three receiver ranks each needing every tensor whole:
    the plan's route is a broadcast; sent so, every rank gets every byte and both ends of
    every pair agree, while the sender packed and sent each bucket once."""
    tensors = [(s.name, s.shape) for s in SPECS]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    results = run_plan([everything], [everything] * 3, broadcast=True)
    check_exact(results, 1, [everything] * 3)
    sent = results[0]
    assert len(sent) == 3 and len({tuple(sums) for sums in sent.values()}) == 1, sent


def test_every_pair_through_its_senders_shared_memory_lands_bit_for_bit() -> None:
    """Two FSDP senders into two TP ranks of other dims, each sender's pairs packed into a
    shared-memory pool of its own and only their signals on the wire: every rank takes the
    route (the probe says so on every rank), every receiver rank ends with exactly its
    shards, both ends of every pair agree, and no name is left."""
    before = set(our_segments())
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))
    results = run_plan(holdings, needs, shared=True)
    assert results.pop("route_missing") == {rank: [] for rank in range(4)}
    check_exact(results, 2, needs)
    assert set(our_segments()) == before
    by_group = run_plan(holdings, needs)  # the same checksums as through the group
    by_group.pop("route_missing")
    assert [results[s] for s in range(2)] == [by_group[s] for s in range(2)]


def test_one_senders_broadcast_through_its_shared_memory_lands_on_every_rank() -> None:
    """One sender into three ranks that need every tensor whole: one set of buckets packed
    into its pool, each signal broadcast, every rank landing from the same segments, bit for
    bit, with the same checksums as by the group, and no name left."""
    before = set(our_segments())
    tensors = [(s.name, s.shape) for s in SPECS]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    results = run_plan([everything], [everything] * 3, broadcast=True, shared=True)
    assert results.pop("route_missing") == {rank: [] for rank in range(4)}
    check_exact(results, 1, [everything] * 3)
    assert set(our_segments()) == before
    by_group = run_plan([everything], [everything] * 3, broadcast=True)
    assert results[0] == by_group[0]


def test_a_rank_that_cannot_map_a_senders_memory_sends_every_pair_through_the_group() -> None:
    """Receiver rank 1 does not take the senders' memory: the probe returns it on every
    rank, and every pair goes through the group, bit for bit."""
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))
    results = run_plan(holdings, needs, shared=True, declines=frozenset({1}))
    assert results.pop("route_missing") == {rank: [3] for rank in range(4)}
    check_exact(results, 2, needs)


def test_pairs_that_differ_are_never_broadcast() -> None:
    """Receiver ranks needing different parts cannot share one broadcast: refused on every
    rank before any byte moves (``ManifestError``), never a hang."""
    tensors = [(s.name, s.shape) for s in SPECS]
    everything = {name: [Box.whole(shape)] for name, shape in tensors}
    needs = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    results = run_plan([everything], needs, broadcast=True)
    assert isinstance(results[0], ManifestError), results[0]
    assert "these pairs differ" in str(results[0])
    # Each receiver's one pair is a broadcast's shape: it waits, and fails with the group.
    assert all(isinstance(results[r], GroupError) for r in (1, 2)), results


def test_a_sender_holding_other_shards_than_it_declared_is_named_by_the_probe() -> None:
    """Sender 1 declared Shard(0)'s second half of ``embed`` but holds the first: the probe
    fails on every rank, naming it, before any weight byte moves."""
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))
    wrong = dict(holdings[1]) | {"embed": holdings[0]["embed"]}
    results = run_plan(holdings, needs, actual={1: wrong})
    for rank in range(4):
        error = results[rank]
        assert isinstance(error, ProbeMismatch), (rank, error)
        assert "rank 1: embed: declared [5:10, 0:6], holds [0:5, 0:6]" in str(error), error


def test_bytes_that_changed_in_flight_fail_the_vote_on_every_rank_naming_the_pair() -> None:
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))

    def tamper(rank: int, sent: dict[int, list[str | None]]) -> None:
        if rank == 0:
            sent[1][0] = "00000000"

    results = run_plan(holdings, needs, tamper=tamper)
    for rank in range(4):
        error = results[rank]
        assert isinstance(error, VoteFailed), (rank, error)
        assert "sender rank 0 -> receiver rank 1: bucket 1 checksum" in str(error), error


def _rank_process(rank: int, port: int, results: Any) -> None:
    """One rank of a 2 x 2 transfer in a process of its own; sender 1 exits after its first
    round (a trainer rank killed mid-transfer)."""
    import os

    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))
    plan = plan_transfers(tensors, holdings, needs)
    pairs = pair_manifests(plan, SPECS, 0.0002)
    full = full_tensors()
    group = SyncGroup(group_config(port, rank, 4))
    started = time.monotonic()
    try:
        if rank < 2:
            mine = [p for p in pairs.values() if p.sender == rank]
            shards = {n: [(b, full[n][b.index()].clone()) for b in boxes]
                      for n, boxes in holdings[rank].items()}  # fmt: skip

            def die(where: str) -> None:
                if rank == 1:
                    os._exit(3)

            send_pairs(group, mine, shards, plan.names, receiver_offset=2,
                       deadlines=DEADLINES, check=die)  # fmt: skip
            results[rank] = "sent"
        else:
            mine = [p for p in pairs.values() if p.receiver == rank - 2]
            shards = {n: [(b, torch.zeros(b.shape, dtype=full[n].dtype)) for b in boxes]
                      for n, boxes in needs[rank - 2].items()}  # fmt: skip
            receive_pairs(group, mine, shards, plan.names, deadlines=DEADLINES)
            results[rank] = "received"
    except GroupError as exc:
        results[rank] = f"{type(exc).__name__} after {time.monotonic() - started:.1f} s: {exc}"
    finally:
        group.close()


def test_a_sender_killed_mid_transfer_fails_its_receivers_at_once_not_at_a_deadline() -> None:
    """Four processes; sender 1 exits after its first round: a receiver still waiting for
    its bytes fails with a GroupError (gloo sees the peer gone) well before the 10 s deadline
    (one that already had all of them is done: the data plane moved what it needed; the sync
    fails at its vote)."""
    import multiprocessing

    spawn = multiprocessing.get_context("spawn")
    results = spawn.Manager().dict()
    port = free_port()
    ranks = [spawn.Process(target=_rank_process, args=(r, port, results)) for r in range(4)]
    for rank in ranks:
        rank.start()
    for rank in ranks:
        rank.join(60)
    assert not any(rank.is_alive() for rank in ranks), dict(results)
    assert ranks[1].exitcode == 3
    failed = [results[r] for r in (2, 3) if results[r] != "received"]
    assert failed, dict(results)  # a receiver still waiting for sender 1's bytes
    for result in failed:
        assert result.startswith("GroupError after"), dict(results)
        assert float(result.split()[2]) < DEADLINES.progress / 2, dict(results)


def test_a_sender_that_stalls_mid_transfer_fails_its_receivers_at_the_deadline() -> None:
    """Sender 1 stops sending after its first round (alive, its sockets open): a receiver
    still waiting for its bytes fails at the progress deadline (a CollectiveTimeout naming
    sender 1), not later and not never; the other fails in the vote. Nobody commits."""
    tensors = [(s.name, s.shape) for s in SPECS]
    holdings = mesh_layouts(tensors, (2,), [[Shard(0)]] * len(SPECS))
    needs = mesh_layouts(tensors, (2,), [[Shard(1)]] * len(SPECS))
    stall = threading.Event()

    def fault(rank: int, group: SyncGroup) -> Any:
        def check(where: str) -> None:
            if rank == 1:
                stall.wait(8)  # longer than the deadline below
                raise GroupError(f"sender 1 stalled {where}")

        return check

    started = time.monotonic()
    results = run_plan(
        holdings, needs, sender_fault=fault, deadlines=Deadlines(first_byte=10, progress=2)
    )
    stall.set()
    waited = time.monotonic() - started
    timed_out = [results[r] for r in (2, 3) if isinstance(results[r], CollectiveTimeout)]
    assert timed_out and "from sender 1" in str(timed_out[0]), results
    assert "(deadline 2 s," in str(timed_out[0]), timed_out  # the progress deadline, not 10
    assert all(isinstance(results[r], Exception) for r in (2, 3)), results  # no commit
    assert waited < 15, waited  # the others' vote gives up at its own 10 s
