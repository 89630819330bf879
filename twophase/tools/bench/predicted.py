"""What ``core/cost.py`` predicts for a sync measured on the namespaced cluster (issue 38),
from that sync's own plan: its tensors (the trainer's ``/model_info``), what each trainer rank
holds (FSDP2's rows of dim 0; one process: everything) and what each server rank holds (its
``/weights_checksum`` layout), placed on the cluster's hosts at its line rate, over gloo."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.cost import Cluster, FixedCosts, Prediction, predict
from twophase.core.cost_layouts import fsdp2_layouts
from twophase.core.layouts import Box, Layout, layout_from_json
from twophase.core.reshard import pair_manifests, plan_transfers
from twophase.core.transfers import Transfers, broadcast_transfers

# Between network namespaces on one machine: the protocol's fixed costs (assumed here, to be
# measured on the cluster itself), and the hosts' internal "link" (memory).
BENCH_COSTS = FixedCosts(http_s=0.004, collective_s=0.002, join_s=0.0, bucket_s=0.002)
LOOPBACK_BYTES_S = 2e9


def specs_of(params: Sequence[Mapping[str, Any]]) -> list[TensorSpec]:
    """``/model_info``'s ``params`` as specs."""
    return [TensorSpec(p["name"], p["dtype"], tuple(p["shape"])) for p in params]


def transfers_of(
    specs: Sequence[TensorSpec],
    senders: int,
    layouts: Sequence[Mapping[str, Any]],
    bucket_mb: float,
    sharded: bool,
) -> Transfers:
    """The sync's plan: a broadcast of every tensor whole from one trainer rank, or the
    pairs of ``senders`` FSDP2 ranks into receiver ranks holding ``layouts`` (each a
    ``/weights_checksum`` rank layout)."""
    if not sharded:
        return broadcast_transfers(plan_buckets(specs, bucket_mb), len(layouts))
    whole = {spec.name: [Box.whole(spec.shape)] for spec in specs}
    needs: list[Layout] = [{**whole, **layout_from_json(layout)} for layout in layouts]
    holdings = fsdp2_layouts(specs, senders)
    plan = plan_transfers([(s.name, s.shape) for s in specs], holdings, needs)
    pairs = pair_manifests(plan, list(specs), bucket_mb)
    return Transfers(plan.names, pairs, senders, len(needs), plan)


def predicted(
    transfers: Transfers,
    trainer_hosts: Sequence[str],
    receiver_hosts: Sequence[str],
    rate_bps: float,
    endpoints: int,
) -> Prediction:
    cluster = Cluster(
        tuple(trainer_hosts), tuple(receiver_hosts), rate_bps / 8, LOOPBACK_BYTES_S, "gloo"
    )
    return predict(transfers, cluster, BENCH_COSTS, endpoints=endpoints)
