"""The plan of transfers (``core/transfers.py``): one trainer rank broadcasting is the plan
with one sender, compiling to today's manifest; a sharded plan compiles to each receiver
rank's part of prepare; the route follows from the plan."""

from __future__ import annotations

import torch

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.layouts import Box
from twophase.core.reshard import pair_manifests, plan_transfers
from twophase.core.transfers import Transfers, broadcast_transfers

SPECS = [
    TensorSpec("embed.weight", "float32", (8, 4)),
    TensorSpec("layer.bias", "bfloat16", (6,)),
    TensorSpec("head.weight", "float16", (4, 8)),
]
WHOLE = {spec.name: [Box.whole(spec.shape)] for spec in SPECS}
MB = 0.0001  # a few tensors to a bucket


def model_bytes() -> int:
    return sum(
        torch.empty(s.shape, dtype=s.torch_dtype).numel() * s.torch_dtype.itemsize for s in SPECS
    )


def test_one_sender_is_one_broadcast_of_todays_manifest() -> None:
    transfers = broadcast_transfers(plan_buckets(SPECS, MB), receivers=3)
    today = plan_buckets(SPECS, MB)
    assert transfers.route == "broadcast" and transfers.senders == 1
    assert transfers.pairs[0, 2].manifest.digest() == today.digest()
    # Every receiver rank takes one copy of every bucket.
    assert transfers.moved() == (3 * len(today.buckets), 3 * model_bytes())
    # The sender puts one copy through the group: what a sync's result counts.
    assert transfers.sent() == (len(today.buckets), model_bytes())
    # The general planner, given one sender holding everything whole, compiles to the same.
    general = plan_transfers([(s.name, s.shape) for s in SPECS], [WHOLE], [WHOLE] * 3)
    pairs = pair_manifests(general, SPECS, MB)
    assert {pair.manifest.digest() for pair in pairs.values()} == {today.digest()}
    assert Transfers(general.names, pairs, 1, 3, general).route == "broadcast"


def test_a_mixed_delta_round_goes_point_to_point_and_an_all_delta_round_broadcasts() -> None:
    transfers = broadcast_transfers(plan_buckets(SPECS, MB), receivers=3)
    assert transfers.with_delta([0, 1, 2]).route == "broadcast"
    mixed = transfers.with_delta([1])
    assert mixed.route == "point_to_point"
    assert mixed.pairs[0, 1].delta
    assert not mixed.pairs[0, 0].delta
    # Point to point, each receiver rank's bytes are sent for it (whole sizes).
    assert mixed.sent() == mixed.moved() == transfers.moved()


def test_a_sharded_plan_is_point_to_point_and_compiles_to_each_ranks_part() -> None:
    """Two senders each holding half the rows of the embedding (the rest whole on sender
    0); two receiver ranks, the second needing only the head's first two rows."""
    held0 = {"embed.weight": [Box(((0, 4), (0, 4)))], "layer.bias": WHOLE["layer.bias"]}
    held0["head.weight"] = WHOLE["head.weight"]
    held1 = {"embed.weight": [Box(((4, 8), (0, 4)))]}
    need1 = {"head.weight": [Box(((0, 2), (0, 8)))]}
    plan = plan_transfers([(s.name, s.shape) for s in SPECS], [held0, held1], [WHOLE, need1])
    transfers = Transfers(plan.names, pair_manifests(plan, SPECS, MB), 2, 2, plan)
    assert transfers.route == "point_to_point"
    part = plan.parts(0)
    assert [p.sender for p in part] == [0, 1]
    assert part[1].moves == [("embed.weight", [(4, 8), (0, 4)])]
    (only,) = plan.parts(1)
    assert only.sender == 0 and only.moves == [("head.weight", [(0, 2), (0, 8)])]
    # What moved: the whole model to receiver 0, two rows of the head to receiver 1.
    buckets, nbytes = transfers.moved()
    assert nbytes == model_bytes() + 2 * 8 * 2
    assert buckets == sum(p.buckets for p in transfers.pairs.values())
    assert transfers.sent() == (buckets, nbytes)  # every pair's bytes are its own
    # A delta's fields join the pair's part where it travels as one.
    fields = {"delta": [], "base_checksums": []}
    (with_delta,) = plan.parts(1, lambda s, r: fields)
    assert with_delta.delta == [] and with_delta.base_checksums == []
