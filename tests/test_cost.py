"""The cost model (``core/cost.py``, issue 38) against cases computed by hand: the bytes
through each NIC and link for small plans, by route and transport, and the time they give."""

from __future__ import annotations

import pytest

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.cost import Cluster, FixedCosts, hosts_of, load_of, predict
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
    # A delta at 10% density moves a tenth of it, and the time falls with it.
    delta = transfers.with_delta([0, 1])
    assert predict(delta, cluster, NO_FIXED, density=0.1).bytes_moved == round(2 * MB * 0.1)


def test_the_fixed_costs_add_per_phase_and_per_bucket() -> None:
    quarters = [TensorSpec(f"w{i}", "float32", (256, 256)) for i in range(4)]
    transfers = broadcast_transfers(plan_buckets(quarters, 0.25), 1)  # 4 buckets
    fixed = FixedCosts(http_s=0.01, collective_s=0.001, join_s=0.2, bucket_s=0.002, apply_s=0.003)
    prediction = predict(transfers, _cluster("a", "b"), fixed)
    assert prediction.phases == pytest.approx(
        {
            "join": 0.2,
            "prepare": 0.02,
            "probe": 0.002,
            "transfer": MB / 100e6 + 4 * 0.002,
            "vote": 0.002,
            "apply": 0.013,
        }
    )
    assert prediction.total_s == pytest.approx(sum(prediction.phases.values()))


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
