"""The cost model (``core/cost.py``, issue 38) against cases computed by hand: the bytes
through each NIC and link for small plans, by route and transport, and the time they give."""

from __future__ import annotations

from dataclasses import replace

import pytest

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.cost import (
    Cluster,
    FixedCosts,
    delta_bytes,
    delta_share,
    estimate,
    hosts_of,
    load_of,
    predict,
    tree_tail_s,
)
from twophase.core.layouts import Box
from twophase.core.reshard import pair_manifests, plan_transfers
from twophase.core.transfers import Transfers, broadcast_transfers

MB = 1 << 20
SPEC = TensorSpec("w", "float32", (1024, 256))  # 1 MiB
NO_FIXED = FixedCosts(http_s=0, collective_s=0, join_s=0, bucket_s=0, apply_s=0)


def _cluster(trainers: str, receivers: str, transport: str = "nccl") -> Cluster:
    """``trainers`` "aa": two trainer ranks on host a; ``receivers`` "abb": one on a, two on
    b. NICs at 100 MB/s, links at 1000 MB/s."""
    return Cluster(tuple(trainers), tuple(receivers), 100e6, 1000e6, transport)  # type: ignore[arg-type]


def test_a_gloo_broadcast_is_a_binomial_tree_over_the_groups_ranks() -> None:
    """Root a, receivers a, b, b: 0->1 (a's link), then 0->2 and 1->3 (both a to b)."""
    transfers = broadcast_transfers(plan_buckets([SPEC], 0.25), 3)
    load = load_of({k: MB for k in transfers.pairs}, transfers.route, _cluster("a", "abb", "gloo"))
    assert load.nic_out == {"a": 2 * MB} and load.nic_in == {"b": 2 * MB}
    assert load.link == {"a": MB}
    # The sharded bench's broadcast: the trainer t into two servers of TP 2 (s, s, u, u):
    # 0->1, 0->2 and 1->3, 0->4: three copies out of the trainer (measured: 327.7 MB of a
    # 109.1 MB model), one from s to u.
    transfers = broadcast_transfers(plan_buckets([SPEC], 0.25), 4)
    load = load_of({k: MB for k in transfers.pairs}, transfers.route, _cluster("t", "ssuu", "gloo"))
    assert load.nic_out == {"t": 3 * MB, "s": MB}
    assert load.nic_in == {"s": 2 * MB, "u": 2 * MB}


def test_an_nccl_broadcast_sends_one_copy_along_a_ring_of_hosts() -> None:
    transfers = broadcast_transfers(plan_buckets([SPEC], 0.25), 5)
    cluster = _cluster("a", "abbcc")
    load = load_of({k: MB for k in transfers.pairs}, transfers.route, cluster)
    assert load.nic_out == {"a": MB, "b": MB}  # a to b, b on to c
    assert load.nic_in == {"b": MB, "c": MB}
    assert load.link == {"a": MB, "b": MB, "c": MB}  # each host's ranks over its link
    prediction = predict(transfers, cluster, NO_FIXED)
    assert prediction.phases["transfer"] == pytest.approx(MB / 100e6)
    assert prediction.bottleneck in {"a NIC out", "b NIC out", "b NIC in", "c NIC in"}


def test_sharded_pairs_cross_the_nics_where_their_hosts_differ() -> None:
    """Two trainer ranks (a, b), each holding half the rows; two receiver ranks (a, b), each
    needing all of it: each sends its half to both, one over its link, one over the NICs."""
    halves = [
        {"w": [Box.along((1024, 256), 0, 0, 512)]},
        {"w": [Box.along((1024, 256), 0, 512, 512)]},
    ]
    whole = {"w": [Box.whole((1024, 256))]}
    plan = plan_transfers([("w", (1024, 256))], halves, [whole, whole])
    pairs = pair_manifests(plan, [SPEC], 0.25)
    transfers = Transfers(plan.names, pairs, 2, 2, plan)
    cluster = _cluster("ab", "ab")
    load = load_of({k: p.nbytes for k, p in pairs.items()}, transfers.route, cluster)
    half = MB // 2
    assert load.nic_out == {"a": half, "b": half} and load.nic_in == {"a": half, "b": half}
    assert load.link == {"a": half, "b": half}
    prediction = predict(transfers, cluster, NO_FIXED)
    assert prediction.phases["transfer"] == pytest.approx(half / 100e6)
    assert prediction.bytes_moved == 2 * MB
    # A delta at 10% density: each pair's one bucket (131,072 float32 words) as a bitmap (a
    # bit per word) and the 13,107 changed words, smaller than 8-byte index-and-value pairs.
    delta = transfers.with_delta([0, 1])
    assert [p.buckets for p in pairs.values()] == [1, 1, 1, 1]
    assert predict(delta, cluster, NO_FIXED, density=0.1).bytes_moved == 4 * (16384 + 13107 * 4)


def test_a_delta_bucket_travels_in_its_smallest_encoding() -> None:
    manifest = plan_buckets([SPEC], 1.0)  # one bucket of 262,144 float32 words
    assert delta_bytes(manifest, 0.01) == 2621 * 8  # indices: 20,968 < a bitmap's 43,252
    assert delta_bytes(manifest, 0.2) == 32768 + 52429 * 4  # a bitmap, under 419,432
    assert delta_bytes(manifest, 0.9) == 32768 + 235930 * 4  # a bitmap still, under 1 MiB
    assert delta_bytes(manifest, 0.99) == MB  # whole: smaller than either
    with pytest.raises(ValueError, match="density"):
        delta_bytes(manifest, 1.5)
    # The same three encodings as a share of the whole, for plans with no buckets built.
    assert delta_share(0.01, 4) == pytest.approx(2 / 100)  # indices: 8 bytes per 4-byte word
    assert delta_share(0.2, 4) == pytest.approx(1 / 32 + 0.2)  # a bitmap
    assert delta_share(0.99, 2) == 1.0  # whole


def test_the_fixed_costs_add_per_phase_and_per_bucket() -> None:
    quarters = [TensorSpec(f"w{i}", "float32", (256, 256)) for i in range(4)]
    transfers = broadcast_transfers(plan_buckets(quarters, 0.25), 1)  # 4 buckets
    fixed = FixedCosts(http_s=0.01, collective_s=0.001, join_s=0.2, bucket_s=0.002, apply_s=0.003)
    prediction = predict(transfers, _cluster("a", "b"), fixed)
    assert prediction.phases == pytest.approx(
        {
            "setup": 0.0,
            "gather": 0.0,
            "pack": 0.0,
            "join": 0.2,
            "prepare": 0.02,
            "probe": 0.002,
            "transfer": MB / 100e6 + 4 * 0.002,
            "vote": 0.002,
            "apply": 0.013,
        }
    )
    assert prediction.total_s == pytest.approx(sum(prediction.phases.values()))


def test_a_gloo_tree_forwards_its_last_bucket_after_the_root_has_sent_it() -> None:
    """One message of 1 MB (a unit: 10 ms at 100 MB/s). Measured on the namespaced cluster
    with 109 MB at 1 gbit (``twophase bench --cluster``'s raw broadcast): 1.03 units into one
    host, 2.07 into two ranks of one host, 3.06 into three hosts, 4.09 into two ranks on each
    of two hosts."""
    unit = MB / 100e6
    for receivers, units in (("b", 1), ("bb", 2), ("bcd", 3), ("bbcc", 4)):
        transfers = broadcast_transfers(plan_buckets([SPEC], 1.0), len(receivers))
        cluster = _cluster("a", receivers, "gloo")
        predicted = predict(transfers, cluster, NO_FIXED).phases["transfer"]
        assert predicted == pytest.approx(units * unit), receivers
    # The chain below the root's children: 3 takes it from 1 (b's link), 7 from 3 (b to c).
    assert tree_tail_s("a", list("bbbbbbc"), MB, _cluster("a", "b", "gloo")) == pytest.approx(
        MB / 100e6 + MB / 1000e6
    )
    # Many small buckets pipeline: the tail is one bucket's, the root's NIC the rest.
    sixteenths = [TensorSpec(f"w{i}", "float32", (64, 256)) for i in range(16)]
    transfers = broadcast_transfers(plan_buckets(sixteenths, 1 / 16), 3)
    predicted = predict(transfers, _cluster("a", "bcd", "gloo"), NO_FIXED).phases["transfer"]
    assert predicted == pytest.approx(2 * unit + unit / 16)


def test_a_nic_carries_payload_at_its_efficiency() -> None:
    transfers = broadcast_transfers(plan_buckets([SPEC], 1.0), 1)
    cluster = Cluster(("a",), ("b",), 100e6, 1000e6, "nccl", efficiency=0.8)
    assert predict(transfers, cluster, NO_FIXED).phases["transfer"] == pytest.approx(MB / 80e6)
    with pytest.raises(ValueError, match="efficiency"):
        Cluster(("a",), ("b",), 100e6, 1000e6, "nccl", efficiency=1.2)


def test_a_gathered_sync_first_moves_every_ranks_bytes_to_rank_0() -> None:
    """Ranks on a, b, c each holding a third of 3 MB: b's and c's cross into a's NIC (2 MB
    at 100 MB/s), and the gather's work takes 1 ns a byte of the 3 MB."""
    transfers = broadcast_transfers(plan_buckets([SPEC], 1.0), 1)
    cluster = Cluster(("a", "b", "c"), ("d",), 100e6, 1000e6, "gloo")
    fixed = FixedCosts(0, 0, 0, 0, 0, gather_byte_s=1e-9)
    third = float(MB)
    gather = predict(transfers, cluster, fixed, gathered=[third] * 3).phases["gather"]
    assert gather == pytest.approx(2 * MB / 100e6 + 3 * MB * 1e-9)


def test_hosts_that_share_cores_take_the_work_on_the_bytes_over_those_cores() -> None:
    """Two ranks on b and c receive 1 MB each from a (point to point): 21 ms through a's NIC
    at 100 MB/s. Work of 40 ns a byte on 2 shared cores takes 2 MB x 40 ns / 2 = 42 ms: the
    cores, not the NICs, set the transfer's time and name the bottleneck; hosts with cores
    of their own (``cores=None``) are bound by their NICs."""
    pairs = {(0, 0): float(MB), (0, 1): float(MB)}
    fixed = FixedCosts(0, 0, 0, 0, 0, cpu_byte_s=40e-9)
    shared = Cluster(("a",), ("b", "c"), 100e6, 1000e6, "gloo", cores=2)
    prediction = estimate(pairs, "point_to_point", 0, shared, fixed)
    assert prediction.phases["transfer"] == pytest.approx(2 * MB * 40e-9 / 2)
    assert prediction.bottleneck == "the 2 shared cores"
    own = estimate(pairs, "point_to_point", 0, replace(shared, cores=None), fixed)
    assert own.phases["transfer"] == pytest.approx(2 * MB / 100e6)
    assert own.bottleneck == "a NIC out"
    with pytest.raises(ValueError, match="cores"):
        replace(shared, cores=0)


def test_a_delta_costs_its_encode_before_prepare_and_its_patch_beside_the_receive() -> None:
    transfers = broadcast_transfers(plan_buckets([SPEC], 1.0), 2).with_delta([0, 1])
    fixed = FixedCosts(0, 0, 0, 0, 0, encode_bytes_s=1e9, patch_bytes_s=10e6)
    prediction = predict(transfers, _cluster("a", "bc"), fixed, density=0.01)
    assert prediction.phases["pack"] == pytest.approx(MB / 1e9)  # encoded once: a broadcast
    assert prediction.phases["transfer"] == pytest.approx(MB / 10e6)  # the patch, not the wire
    # A tensor-parallel rank copies in its part of what it received.
    copying = FixedCosts(0, 0, 0, 0, 0, copy_bytes_s=1e9)
    whole = predict(transfers, _cluster("a", "bc"), copying)
    half = predict(transfers, _cluster("a", "bc"), copying, applied_bytes=MB / 2)
    assert whole.phases["apply"] == pytest.approx(2 * half.phases["apply"]) == MB / 1e9


def test_every_pairs_bucket_k_goes_in_round_k_side_by_side() -> None:
    """Two senders, each sending two receivers 2 buckets: 2 rounds, not 4 per sender."""
    halves = [
        {"w": [Box.along((1024, 256), 0, 0, 512)]},
        {"w": [Box.along((1024, 256), 0, 512, 512)]},
    ]
    whole = {"w": [Box.whole((1024, 256))]}
    plan = plan_transfers([("w", (1024, 256))], halves, [whole, whole])
    quarter = [TensorSpec("w", "float32", (1024, 256))]
    pairs = pair_manifests(plan, quarter, 0.25)
    transfers = Transfers(plan.names, pairs, 2, 2, plan)
    assert {p.buckets for p in pairs.values()} == {1}
    fixed = FixedCosts(http_s=0, collective_s=0, join_s=0, bucket_s=0.5, apply_s=0)
    transfer = predict(transfers, _cluster("ab", "ab"), fixed).phases["transfer"]
    assert transfer == pytest.approx(MB / 2 / 100e6 + 0.5)  # one round


def test_ranks_are_placed_in_order_and_a_plan_needs_them_all() -> None:
    assert hosts_of([("h1", 2), ("h2", 1)]) == ("h1", "h1", "h2")
    transfers = broadcast_transfers(plan_buckets([SPEC], 0.25), 3)
    with pytest.raises(ValueError, match="3 receiver ranks, 2 placed"):
        predict(transfers, _cluster("a", "ab"))


def test_the_pairs_computed_from_layouts_are_the_planners() -> None:
    """``cost_layouts.pair_bytes`` (interval overlaps, for models no plan is built for) gives
    every pair the bytes ``reshard.plan_transfers`` moves for the same FSDP2 and TP layouts."""
    import math

    from twophase.core.cost_layouts import fsdp2_layouts, pair_bytes, tp_dim, tp_layouts

    specs = [
        TensorSpec("model.layers.0.self_attn.q_proj.weight", "bfloat16", (64, 32)),
        TensorSpec("model.layers.0.self_attn.o_proj.weight", "bfloat16", (32, 64)),
        TensorSpec("model.layers.0.mlp.experts.gate_up_proj", "float32", (4, 16, 8)),
        TensorSpec("model.layers.0.mlp.experts.down_proj", "float32", (4, 8, 7)),
        TensorSpec("model.norm.weight", "float32", (30,)),
    ]
    trainers, tp = 3, 2
    holdings, needs = fsdp2_layouts(specs, trainers), tp_layouts(specs, tp)
    plan = plan_transfers([(s.name, s.shape) for s in specs], holdings, needs)
    want = {(s, r): 0 for s in range(trainers) for r in range(tp)}
    for (s, r), moves in plan.pairs.items():
        for move in moves:
            spec = specs[move.tensor]
            want[(s, r)] += math.prod(move.box.shape) * spec.nbytes // math.prod(spec.shape)
    got = pair_bytes(specs, trainers, tp).pairs(1)
    assert {k: v for k, v in want.items() if v} == pytest.approx(got)
    assert [tp_dim(s.name, s.shape) for s in specs] == [0, 1, 1, 2, None]
