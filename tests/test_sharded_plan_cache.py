"""A sharded sync's plan is made once per set of inputs in a process (``sender/
sharded_plan.py``): at scale it takes seconds (Qwen3-30B-A3B from 32 FSDP2 ranks into 32
receiver ranks: 17 s), and an RL run syncs the same layouts every step."""

from __future__ import annotations

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.sender import sharded_plan
from twophase.sender.sharded_plan import PLANS_KEPT, Inputs

SPECS = [TensorSpec("w", "float32", (8, 4)), TensorSpec("b", "float32", (8,))]


def _inputs(rows: int, bucket_mb: float = 1.0) -> Inputs:
    """Two senders splitting ``w`` at ``rows``; one receiver rank needing all of it."""
    holdings = [
        {"w": [Box.along((8, 4), 0, 0, rows)], "b": [Box.whole((8,))]},
        {"w": [Box.along((8, 4), 0, rows, 8 - rows)]},
    ]
    needs = [{"w": [Box.whole((8, 4))], "b": [Box.whole((8,))]}]
    return Inputs(list(SPECS), holdings, needs, bucket_mb, "xxh3")


def test_the_same_inputs_get_the_plan_already_made() -> None:
    sharded_plan._PLANS.clear()
    first = _inputs(4).transfers()
    assert _inputs(4).transfers() is first  # equal inputs, new objects: the kept plan
    other = _inputs(2).transfers()
    assert other is not first and other.plan != first.plan
    assert _inputs(4, bucket_mb=2.0).transfers() is not first  # the buckets differ
    pairs = {key: p.nbytes for key, p in other.pairs.items()}
    assert pairs == {(0, 0): 2 * 4 * 4 + 8 * 4, (1, 0): 6 * 4 * 4}


def test_a_process_keeps_a_few_plans_the_oldest_dropped_first() -> None:
    sharded_plan._PLANS.clear()
    first = _inputs(1).transfers()
    for rows in range(2, 2 + PLANS_KEPT):
        _inputs(rows).transfers()
    assert len(sharded_plan._PLANS) == PLANS_KEPT
    assert _inputs(1).transfers() is not first  # dropped, made again
    kept = _inputs(1 + PLANS_KEPT).transfers()
    assert _inputs(1 + PLANS_KEPT).transfers() is kept


def test_one_whole_sender_plans_the_broadcast_the_resharding_would() -> None:
    """``plan_for``: one sender holding everything whole into ranks needing everything whole
    is a broadcast of today's manifest, made without the resharding; the resharding's own
    plan of the same inputs has the same buckets, digest and route. A rank that needs a part
    (a TP rank) makes it the resharding's plan, point to point."""
    whole = {spec.name: [Box.whole(spec.shape)] for spec in SPECS}
    fast = sharded_plan.plan_for(SPECS, [whole], [whole, whole], 0.0001)
    assert fast.plan is None and fast.route == "broadcast"
    resharded = Inputs(list(SPECS), [whole], [whole, whole], 0.0001, None).transfers()
    assert resharded.plan is not None and resharded.route == "broadcast"
    assert fast.pairs.keys() == resharded.pairs.keys() == {(0, 0), (0, 1)}
    for key, pair in fast.pairs.items():
        assert pair.manifest.digest() == resharded.pairs[key].manifest.digest()
        assert pair.moves == resharded.pairs[key].moves
    assert fast.moved() == resharded.moved()
    half = whole | {"w": [Box.along((8, 4), 0, 0, 4)]}
    parts = sharded_plan.plan_for(SPECS, [whole], [half, whole], 0.0001)
    assert parts.plan is not None and parts.route == "point_to_point"
    assert parts.pairs[(0, 0)].nbytes == 4 * 4 * 4 + 8 * 4
