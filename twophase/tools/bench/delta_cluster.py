"""``twophase bench --cluster --delta``: a delta sync against a whole one of the same training
step, between hosts with a line rate, where the bytes decide the time.

A ``netcluster`` of a trainer host and two server hosts (network namespaces on a bridge,
``--link-rate`` on every link; needs root). ``twophase trainer --model DIR --dtype bfloat16
--lr LR`` trains a Llama of about 156 MB in bf16 with AdamW (``POST /train_step``: one step on
its fixed batch); each server is ``twophase serve --model DIR --dtype bfloat16`` (TP 1: a
tensor-parallel server takes whole buckets). Per learning rate, after a first sync that gives
the trainer its base: per repeat, a step and a delta sync of it, a step and a whole sync of it,
then a delta sync of the same weights again (the next delta's base; not timed). Each sync's
bytes through the busiest NIC are read from ``/sys/class/net/eth0/statistics``; at the end
every server's weights are checked against the trainer's.

With ``--sharded``: the trainer is two FSDP2 ranks on two hosts (``--ranks 2``), each server
``--tp 2`` (tensor-parallel: each rank holds its shard), and every (trainer rank, server rank)
pair travels as a delta of its last committed buckets (``sender/delta_round.py``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path
from typing import Any

from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.tools.bench.cluster_bench import busiest, parse_rate, timed_sync
from twophase.tools.bench.delta_bench import delta_row
from twophase.tools.bench.sharded_bench import check_shards

SERVER_HOSTS = ("s1", "s2")
FOLLOWER_HOST = "t1"  # --sharded: trainer rank 1
LEARNING_RATES = (1e-6, 1e-5)
BUCKET_MB = 16.0
# About 78 M parameters: 156 MB in bf16.
DELTA_LLAMA = {
    "vocab_size": 4096,
    "hidden_size": 1024,
    "intermediate_size": 2816,
    "num_hidden_layers": 6,
    "num_attention_heads": 16,
    "num_key_value_heads": 8,
}


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
    from twophase.tools.hf import write_tiny_llama

    rows = []
    with tempfile.TemporaryDirectory(prefix="twophase-bench-") as scratch:
        model = str(write_tiny_llama(Path(scratch) / "llama", seed=0, config=DELTA_LLAMA))
        hosts = ["trainer", *([FOLLOWER_HOST] if sharded else []), *SERVER_HOSTS]
        with Cluster(hosts, rate=args.link_rate) as cluster:
            for lr in LEARNING_RATES:
                rows.append(_measure(cluster, model, lr, rate, args.repeats, sharded))
                print(line(rows[-1]), flush=True)
    print()
    print(HEADER)
    print("\n".join(line(r) for r in rows))
    for r in rows:
        if r["lr"] == 1e-6:
            met = r["bytes_ratio"] < 0.15 and r["time_ratio"] < 0.30
            print(
                f"target (lr 1e-6): under 15% of the whole bytes ({100 * r['bytes_ratio']:.1f}%) "
                f"and under 30% of its time ({100 * r['time_ratio']:.1f}%): "
                + ("met" if met else "NOT met")
            )
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"delta_cluster": rows}, f, indent=2)
    return 0


HEADER = (
    f"{'lr':>7} {'density':>8} {'whole MB':>9} {'delta MB':>9} {'NIC whole':>10} "
    f"{'NIC delta':>10} {'whole s':>8} {'delta s':>8} {'bytes':>6} {'time':>6}"
)


def line(r: dict[str, Any]) -> str:
    return (
        f"{r['lr']:>7.0e} {r['density']:>8.4f} {r['full_bytes'] / 1e6:>9.1f} "
        f"{r['delta_bytes'] / 1e6:>9.1f} {r['nic_whole'] / 1e6:>10.1f} "
        f"{r['nic_delta'] / 1e6:>10.1f} {r['whole_s']:>8.2f} {r['delta_s']:>8.2f} "
        f"{r['bytes_ratio']:>6.3f} {r['time_ratio']:>6.2f}"
    )


def _measure(
    cluster: Cluster, model: str, lr: float, rate: float, repeats: int, sharded: bool = False
) -> dict[str, Any]:
    weights = ("--model", model, "--dtype", "bfloat16")
    with Deployment(
        cluster,
        servers=dict.fromkeys(SERVER_HOSTS, 2 if sharded else 1),
        trainer_ranks=(FOLLOWER_HOST,) if sharded else (),
        trainer_args=(*weights, "--lr", str(lr)),
        serve_args=weights,
    ) as deployment:
        deployment.register()
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
    return row | {
        "nic_whole": statistics.median(n for _, _, n in whole),
        "nic_delta": statistics.median(n for _, _, n in delta),
        "rate_bps": rate,
    }


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
