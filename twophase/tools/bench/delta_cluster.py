"""``twophase bench --cluster --delta``: a delta sync against a whole one of the same training
step, between hosts, where the bytes decide the time (``across_hosts.py`` says how the
cluster and its counters work). ``twophase trainer --model DIR --dtype bfloat16 --lr LR``
trains a Llama of about 156 MB in bf16 with AdamW (``POST /train_step``: one step on its fixed
batch) into two servers of ``serve --model DIR --dtype bfloat16`` (TP 1: a tensor-parallel
server takes whole buckets). Per learning rate, after a first sync that gives the trainer its
base: per repeat, a step and a delta sync of it, a step and a whole sync of it, then a delta
sync of the same weights again (the next delta's base; not timed). At the end every server's
weights are checked against the trainer's. With ``--sharded``: the trainer is two FSDP2 ranks
on two hosts (``--ranks 2``), each server ``--tp 2``, and every (trainer rank, server rank)
pair travels as a delta of its last committed buckets (``sender/delta_round.py``). Beside
each, what ``core/cost.py`` predicts from the sync's plan at the density the trainer reports,
with the fixed costs measured first on the same cluster (``fixed_costs.py``).
"""

from __future__ import annotations

import argparse
import statistics
from functools import partial
from typing import Any

from twophase.core.cost import FixedCosts, predict
from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.tools.bench import fixed_costs
from twophase.tools.bench.cluster_common import (
    SERVER_HOSTS,
    busiest,
    check_shards,
    llama,
    parse_rate,
    report,
    timed_sync,
)
from twophase.tools.bench.delta_bench import LEARNING_RATES, delta_row
from twophase.tools.bench.predicted import (
    cluster_of,
    deployed_plan,
    error_columns,
)

TRAINER_HOST = "trainer"
FOLLOWER_HOST = "t1"  # --sharded: trainer rank 1
BUCKET_MB = 16.0
# About 78 M parameters, 156 MB in bf16.
LLAMA = {
    "vocab_size": 4096,
    "hidden_size": 1024,
    "intermediate_size": 2816,
    "num_hidden_layers": 6,
    "num_attention_heads": 16,
    "num_key_value_heads": 8,
}
WEIGHTS = ("--dtype", "bfloat16")
HEADER = (
    f"{'lr':>7} {'density':>8} {'whole MB':>9} {'delta MB':>9} {'NIC whole':>10} "
    f"{'NIC delta':>10} {'whole s':>8} {'delta s':>8} {'bytes':>6} {'time':>6}"
    f"{'pred whole':>11}{'error':>7}{'pred delta':>11}{'error':>7}"
)


def run(args: argparse.Namespace) -> int:
    if refuse("twophase bench --cluster --delta"):
        return 2
    rate = parse_rate(args.link_rate)
    sharded = bool(getattr(args, "sharded", False))
    shape = (
        f"2 trainer ranks (FSDP2) + {len(SERVER_HOSTS)} servers (TP 2), each pair a delta"
        if sharded
        else f"trainer + {len(SERVER_HOSTS)} servers (TP 1)"
    )
    print(
        f"twophase bench --cluster --delta: {shape}, links {args.link_rate}, a bf16 Llama "
        f"trained by AdamW, median of {args.repeats}",
        flush=True,
    )
    rows = []
    hosts = [TRAINER_HOST, *([FOLLOWER_HOST] if sharded else []), *SERVER_HOSTS]
    with llama(LLAMA) as model, Cluster(hosts, rate=args.link_rate) as cluster:
        deploy = partial(_deployment, cluster, lr=LEARNING_RATES[0], sharded=sharded)
        fixed = fixed_costs.measure_with_delta(deploy)
        if sharded:  # a tensor-parallel rank copies its part in
            ranks = 2 * len(SERVER_HOSTS)
            fixed = (fixed_costs.with_copy(fixed[0], ranks), fixed_costs.with_copy(fixed[1], ranks))
        efficiency = fixed_costs.link_efficiency(cluster, TRAINER_HOST, SERVER_HOSTS[0], rate)
        print(f"fixed costs measured: {fixed_costs.summary(fixed[0])}\na delta's: "
              f"{fixed_costs.summary(fixed[1])}\nlinks: {efficiency:.1%} of the line rate",
              flush=True)  # fmt: skip
        for lr in LEARNING_RATES:
            rows.append(
                _measure(cluster, model, lr, (rate, efficiency), args.repeats, sharded, fixed)
            )
            said = rows[-1]["delta_phases"].items()
            print(f"{_line(rows[-1])}   (delta: {', '.join(f'{k} {v:.2f}' for k, v in said)})")
    notes = ["\npred whole, pred delta: core/cost.py's predictions (the delta's at the density "
             "the trainer reported); error: time / prediction - 1"]  # fmt: skip
    for r in rows:
        if r["lr"] == 1e-6:
            met = r["bytes_ratio"] < 0.15 and r["time_ratio"] < 0.30
            notes.append(
                f"target (lr 1e-6): under 15% of the whole bytes ({100 * r['bytes_ratio']:.1f}%) "
                f"and under 30% of its time ({100 * r['time_ratio']:.1f}%): "
                + ("met" if met else "NOT met")
            )
    report(HEADER, [_line(r) for r in rows], notes, args.json, {"delta_cluster": rows})
    return 0


def _line(r: dict[str, Any]) -> str:
    return (
        f"{r['lr']:>7.0e} {r['density']:>8.4f} {r['full_bytes'] / 1e6:>9.1f} "
        f"{r['delta_bytes'] / 1e6:>9.1f} {r['nic_whole'] / 1e6:>10.1f} "
        f"{r['nic_delta'] / 1e6:>10.1f} {r['whole_s']:>8.2f} {r['delta_s']:>8.2f} "
        f"{r['bytes_ratio']:>6.3f} {r['time_ratio']:>6.2f}   "
        f"{error_columns(r['predicted_whole_s'], r['whole_s'])}   "
        f"{error_columns(r['predicted_delta_s'], r['delta_s'])}"
    )


def _measure(
    cluster: Cluster, model: str, lr: float, link: tuple[float, float], repeats: int,
    sharded: bool, fixed: tuple[FixedCosts, FixedCosts],
) -> dict[str, Any]:  # fmt: skip
    with _deployment(cluster, model, lr=lr, sharded=sharded) as deployment:
        deployment.register()
        plan = deployed_plan(deployment, 2 if sharded else 1, BUCKET_MB, sharded)
        transfers, held = plan.transfers, plan.held
        _sync(deployment, cluster, delta=True)  # the first base
        delta, whole = [], []
        for _ in range(repeats):
            deployment.train_step()
            delta.append(_sync(deployment, cluster, delta=True))
            if not delta[-1][0]["delta"]["delta"]:
                raise RuntimeError(f"no delta: {delta[-1][0]['delta']['why_whole']}")
            deployment.train_step()
            whole.append(_sync(deployment, cluster, delta=False))
            _sync(deployment, cluster, delta=True)  # the next delta's base
        _check_weights(deployment, sharded)
    # What the whole sync puts on the wire in all: the model once (a broadcast), or every
    # pair's buckets (a sharded sync: each receiver rank its part).
    full = delta[0][0]["delta"]["full_bytes"]
    row = delta_row(
        lr, full, [reply["delta"]["density"] for reply, _, _ in delta],
        [reply["bytes_moved"] for reply, _, _ in delta], [s for _, s, _ in delta],
        [s for _, s, _ in whole],
    )  # fmt: skip
    senders = [TRAINER_HOST, *([FOLLOWER_HOST] if sharded else [])]
    receivers = [host for host in SERVER_HOSTS for _ in range(2 if sharded else 1)]
    rate, efficiency = link  # the line rate, and the share of it a transfer gets
    on = cluster_of(senders, receivers, rate, efficiency)
    endpoints, applied = len(SERVER_HOSTS), max(held)
    whole_costs, delta_costs = fixed  # each kind's own, measured
    predicted_whole = predict(
        transfers, on, whole_costs, endpoints=endpoints, applied_bytes=applied
    )
    as_delta = transfers.with_delta(range(transfers.receivers))
    density = row["density"]
    at_density = fixed_costs.at_density(
        delta_costs, density, pairs=sharded, senders=len(senders), receivers=len(receivers)
    )
    predicted_delta = predict(
        as_delta, on, at_density, endpoints=endpoints, applied_bytes=applied, density=density
    )
    return row | {
        "nic_whole": statistics.median(n for _, _, n in whole),
        "nic_delta": statistics.median(n for _, _, n in delta),
        "rate_bps": rate,
        "predicted_whole_s": predicted_whole.total_s,
        "predicted_delta_s": predicted_delta.total_s,
        "predicted_delta_phases": predicted_delta.phases,
        # The trainer's account of the (median) delta sync's phases.
        "delta_phases": sorted(delta, key=lambda d: d[1])[len(delta) // 2][0]["phase_seconds"],
    }


def _deployment(cluster: Cluster, model: str, *, lr: float, sharded: bool) -> Deployment:
    """The trainer (one rank, or two on two hosts) and the servers (TP 1, or 2) of ``model``
    in bf16, the trainer's steps at ``lr``."""
    weights = ("--model", model, *WEIGHTS)
    return Deployment(
        cluster,
        servers=dict.fromkeys(SERVER_HOSTS, 2 if sharded else 1),
        trainer_host=TRAINER_HOST,
        trainer_ranks=(FOLLOWER_HOST,) if sharded else (),
        trainer_args=(*weights, "--lr", str(lr)),
        serve_args=weights,
    )


def _check_weights(deployment: Deployment, sharded: bool) -> None:
    """Every server holds the trainer's weights, bit for bit (a tensor-parallel one: each
    rank its part, as the trainer's full tensors say it should)."""
    if sharded:
        check_shards(deployment)
        return
    trainer = deployment.digest(deployment.trainer_host)
    if any(deployment.digest(name) != trainer for name in deployment.servers):
        raise RuntimeError("a server's weights differ from the trainer's")


def _sync(
    deployment: Deployment, cluster: Cluster, *, delta: bool
) -> tuple[dict[str, Any], float, int]:
    """One sync: the trainer's answer, its seconds, the bytes through the busiest NIC."""
    reply, seconds, moved = timed_sync(
        cluster, deployment, f"(delta={delta})", bucket_mb=BUCKET_MB, delta=delta
    )
    return reply, seconds, busiest(moved)[1]
