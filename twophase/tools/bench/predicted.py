"""What ``core/cost.py`` predicts for a sync measured on the namespaced cluster (issue 38),
from that sync's own plan: its tensors (the trainer's ``/model_info``), what each trainer rank
holds (FSDP2's rows of dim 0; one process: everything) and what each server rank holds (its
``/weights_checksum`` layout), placed on the cluster's hosts at its line rate, over gloo, with
the fixed costs measured in the same run (``fixed_costs.py``)."""

from __future__ import annotations

import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from twophase.core.buckets import TensorSpec
from twophase.core.cost import Cluster, pair_bytes
from twophase.core.cost_layouts import fsdp2_layouts
from twophase.core.layouts import Box, Layout, layout_from_json
from twophase.core.transfers import Transfers
from twophase.sender.sharded_plan import plan_for, whole_layout
from twophase.testing.netprocs import Deployment
from twophase.tools.bench.cluster_common import rank_layouts

# Between network namespaces of one machine, two ranks on one host talk over loopback.
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
    ``/weights_checksum`` rank layout; ``{}``: the whole model)."""
    whole = whole_layout(specs)
    if not sharded:
        return plan_for(specs, [whole], [whole] * len(layouts), bucket_mb)
    needs: list[Layout] = [{**whole, **layout_from_json(layout)} for layout in layouts]
    return plan_for(specs, fsdp2_layouts(specs, senders), needs, bucket_mb)


@dataclass(frozen=True)
class DeployedPlan:
    """A deployment's sync as a plan: its tensors, its transfers, what each receiver rank
    holds (in bytes)."""

    specs: list[TensorSpec]
    transfers: Transfers
    held: list[int]


def deployed_plan(
    deployment: Deployment, senders: int, bucket_mb: float, sharded: bool
) -> DeployedPlan:
    """The plan of ``deployment``'s sync from what its trainer (``/model_info``) and its
    servers' ranks (their layouts) report: ``senders`` FSDP2 ranks sending pairs, or one
    broadcasting."""
    specs = specs_of(deployment.get(deployment.trainer_host, "/model_info")["params"])
    layouts = rank_layouts(deployment)
    held = [held_bytes(specs, layout_from_json(layout)) for layout in layouts]
    return DeployedPlan(specs, transfers_of(specs, senders, layouts, bucket_mb, sharded), held)


def received_bytes(deployment: Deployment, senders: int, bucket_mb: float, sharded: bool) -> float:
    """What the receiver ranks receive in all in one sync of ``deployment``."""
    return sum(
        pair_bytes(deployed_plan(deployment, senders, bucket_mb, sharded).transfers).values()
    )


def held_bytes(specs: Sequence[TensorSpec], layout: Layout) -> int:
    """A rank's bytes: the boxes ``layout`` gives it of each tensor, a tensor it does not
    name whole."""
    total = 0
    for spec in specs:
        boxes = layout.get(spec.name, [Box.whole(spec.shape)])
        itemsize = spec.nbytes // max(math.prod(spec.shape), 1)
        total += sum(box.numel for box in boxes) * itemsize
    return total


def fsdp2_bytes(specs: Sequence[TensorSpec], ranks: int) -> list[float]:
    """What each of ``ranks`` FSDP2 ranks holds, in bytes (what a gathered sync gathers)."""
    return [float(held_bytes(specs, layout)) for layout in fsdp2_layouts(specs, ranks)]


def cluster_of(
    trainers: Sequence[str], receivers: Sequence[str], rate_bps: float, efficiency: float
) -> Cluster:
    """Ranks on the namespaced cluster's hosts: tbf at ``rate_bps`` on every link, of which
    a transfer's payload gets ``efficiency`` (measured), gloo, every host on this machine's
    cores."""
    return Cluster(tuple(trainers), tuple(receivers), rate_bps / 8, LOOPBACK_BYTES_S, "gloo",
                   efficiency, cores=os.cpu_count() or 1)  # fmt: skip


def error_columns(predicted_s: float | None, seconds: float) -> str:
    """The prediction and its error (measured over predicted, less 1) as table columns."""
    if predicted_s is None:
        return f"{'-':>8}{'-':>7}"
    return f"{predicted_s:>8.2f}{seconds / predicted_s - 1:>+7.0%}"
