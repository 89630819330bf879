"""``twophase bench --cluster --sharded``: many trainer ranks into tensor-parallel servers,
sharded against today's broadcast, between hosts with a line rate.

A ``netcluster`` of up to four trainer hosts and two server hosts (network namespaces on a
bridge, ``--link-rate`` on every link; needs root). Each server is ``twophase serve --model
DIR --tp 2``: a real tensor-parallel Llama, each rank holding its shard. The trainer is
``twophase trainer --model DIR``, as
- ``broadcast``: one process broadcasting whole tensors (today's sync at its best: every TP
  rank receives the whole model and keeps its part);
- ``gathered``: FSDP2 over two ranks, one per host (``--rank R``), rank 0 gathering the full
  tensors and broadcasting them (today's sync from such a trainer: ``"gather": true``);
- ``sharded``: FSDP2 over M ranks, one per host, each sending every receiver rank exactly the
  part of its shard that rank holds, for M = 1, 2, 4.

For each, after one warm-up sync, ``--repeats`` syncs; the median is reported with the bytes
each receiver rank received (``/sync_state``'s progress on the servers), the bytes through the
busiest NIC (the largest of every host's transmitted and received bytes, from
``/sys/class/net/eth0/statistics`` in its namespace), and the line-rate limit: those bytes
over the line rate. Each sync's result is checked: every rank's shard equals the trainer's.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from twophase.core.buckets import TensorSpec
from twophase.http_common import request_json
from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import TRAINER_DIST_PORT, Deployment
from twophase.tools.bench.cluster_bench import busiest, parse_rate, timed_sync

TRAINER_HOSTS = ("t0", "t1", "t2", "t3")
SERVER_HOSTS = ("s1", "s2")
SERVER_TP = 2
# About 108 MB of float32 weights, 94% of them in the layers a TP rank holds half of.
BENCH_LLAMA = {
    "vocab_size": 2048,
    "hidden_size": 512,
    "intermediate_size": 1536,
    "num_hidden_layers": 8,
    "num_attention_heads": 8,
    "num_key_value_heads": 4,
}
# (method, M): the module's text says what each method is.
METHODS = (
    ("broadcast", 1), ("gathered", 2), ("sharded", 1), ("sharded", 2), ("sharded", 4),
)  # fmt: skip


@dataclass
class ShardedRun:
    method: str
    senders: int
    model_bytes: int
    seconds: float
    rank_bytes: int  # what each receiver rank received
    busiest_bytes: int  # through the busiest NIC, one direction
    busiest: str
    rate_bps: float
    phases: dict[str, float]  # the trainer's account of the sync's phases, seconds

    @property
    def limit_s(self) -> float:
        return self.busiest_bytes * 8 / self.rate_bps

    def line(self) -> str:
        return (
            f"{self.method:<11}{self.senders:>3}{self.model_bytes / 1e6:>9.1f}"
            f"{self.rank_bytes / 1e6:>10.1f}{self.busiest_bytes / 1e6:>10.1f}  {self.busiest:<4}"
            f"{self.seconds:>8.2f}{self.limit_s:>9.2f}{self.seconds / self.limit_s:>7.2f}"
        )


HEADER = (
    f"{'method':<11}{'M':>3}{'MB':>9}{'rank MB':>10}{'NIC MB':>10}  {'NIC':<4}"
    f"{'time s':>8}{'limit s':>9}{'ratio':>7}"
)


def run(args: argparse.Namespace) -> int:
    if refuse("twophase bench --cluster --sharded"):
        return 2
    rate = parse_rate(args.link_rate)
    methods = [(m, n) for m, n in METHODS if n <= args.max_senders]
    print(f"twophase bench --cluster --sharded: trainer hosts x {len(SERVER_HOSTS)} servers "
          f"with TP {SERVER_TP}, links {args.link_rate} (tbf, both ends), a Llama of "
          f"{BENCH_LLAMA['num_hidden_layers']} layers, hidden {BENCH_LLAMA['hidden_size']}, "
          f"median of {args.repeats}", flush=True)  # fmt: skip
    from twophase.tools.hf import write_tiny_llama

    runs: list[ShardedRun] = []
    with tempfile.TemporaryDirectory(prefix="twophase-bench-") as scratch:
        model = str(write_tiny_llama(Path(scratch) / "llama", seed=0, config=BENCH_LLAMA))
        hosts = [*TRAINER_HOSTS[: max(n for _, n in methods)], *SERVER_HOSTS]
        with Cluster(hosts, rate=args.link_rate) as cluster:
            for method, senders in methods:
                runs.append(_measure(cluster, model, method, senders, rate, args.repeats))
                phases = ", ".join(f"{k} {v:.2f}" for k, v in runs[-1].phases.items())
                print(f"{runs[-1].line()}   ({phases})", flush=True)
    print()
    print(HEADER)
    print("\n".join(r.line() for r in runs))
    print("\nrank MB: what each receiver rank received; NIC MB: bytes through the busiest NIC "
          "(one direction); limit s: NIC MB / line rate; ratio: time / limit")  # fmt: skip
    broadcast = next((r for r in runs if r.method == "broadcast"), None)
    gathered = {r.senders: r for r in runs if r.method == "gathered"}
    for r in (r for r in runs if r.method == "sharded"):
        said = f"sharded M={r.senders}: {r.seconds / r.limit_s:.2f}x its line-rate limit"
        if broadcast is not None:
            said += f"; {broadcast.seconds / r.seconds:.2f}x faster than one process broadcasting"
        if r.senders in gathered:
            said += (f"; {gathered[r.senders].seconds / r.seconds:.2f}x faster than its M ranks "
                     "gathering onto rank 0, which broadcasts")  # fmt: skip
        print(said)
    if args.json:
        with open(args.json, "w") as f:
            json.dump([asdict(r) | {"limit_s": r.limit_s} for r in runs], f, indent=2)
    return 0


def _measure(
    cluster: Cluster, model: str, method: str, senders: int, rate: float, repeats: int
) -> ShardedRun:
    sharded, gathered = method == "sharded", method == "gathered"
    trainer_ranks = TRAINER_HOSTS[1:senders]
    trainer_args: tuple[str, ...] = ("--model", model)
    if sharded and senders == 1:  # one rank, still the sharded path
        trainer_args += ("--ranks", "1", "--rank", "0", "--dist-port", str(TRAINER_DIST_PORT))
    with Deployment(
        cluster, servers=dict.fromkeys(SERVER_HOSTS, SERVER_TP), trainer_host="t0",
        trainer_args=trainer_args, trainer_ranks=trainer_ranks, serve_args=("--model", model),
    ) as deployment:  # fmt: skip
        deployment.register()
        nbytes = deployment.model_bytes()
        samples: list[ShardedRun] = []
        for repeat in range(repeats + 1):  # the first: a warm-up
            reply, seconds, moved = timed_sync(cluster, deployment, method, gather=gathered)
            check_shards(deployment)
            if repeat == 0:
                continue
            nic, nic_bytes = busiest(moved)
            samples.append(
                ShardedRun(
                    method, senders, nbytes, seconds, _rank_bytes(deployment, reply, sharded),
                    nic_bytes, nic, rate, reply.get("phase_seconds", {}),
                )
            )  # fmt: skip
    median = statistics.median_low(s.seconds for s in samples)
    return next(s for s in samples if s.seconds == median)


def _rank_bytes(deployment: Deployment, reply: dict[str, Any], sharded: bool) -> int:
    """What each receiver rank received in the last sync: a broadcast, the whole model; a
    sharded sync, the part of it the rank holds, checked against what the trainer's ranks
    sent in all (``RuntimeError`` where they differ)."""
    if not sharded:
        return int(reply["total_bytes"])
    held = []
    for server in deployment.servers:
        url = deployment.url(server)
        layouts = [r["layout"] for r in request_json("GET", f"{url}/weights_checksum")[1]["ranks"]]
        params = request_json("GET", f"{url}/model_info")[1]["params"]
        held += [_held_bytes(layout, params) for layout in layouts]
    senders = deployment.state(deployment.trainer_host)["sender_ranks"]
    sent = sum(int(rank["bytes"]) for rank in senders)
    if sent != sum(held):
        raise RuntimeError(f"the trainer's ranks sent {sent} bytes, the receivers hold {held}")
    return max(held)


def _held_bytes(layout: dict[str, Any], params: list[dict[str, Any]]) -> int:
    """A TP rank's bytes: its part of each sharded tensor, every other tensor whole."""
    total = 0
    for param in params:
        boxes = layout.get(param["name"], [[[0, n] for n in param["shape"]]])
        elements = sum(math.prod(stop - start for start, stop in box) for box in boxes)
        total += elements * TensorSpec(param["name"], param["dtype"], (1,)).nbytes
    return total


def check_shards(deployment: Deployment) -> None:
    """Every server's ranks hold exactly the trainer's weights, shard by shard."""
    for server in deployment.servers:
        status, body = request_json("GET", f"{deployment.url(server)}/weights_checksum")
        if status != 200:
            raise RuntimeError(f"{server} /weights_checksum: {status} {body}")
        layouts = [rank["layout"] for rank in body.get("ranks", [])] or [{}]
        status, want = request_json(
            "POST", f"{deployment.trainer}/weights_checksum", {"layouts": layouts}
        )
        if status != 200 or want["digests"] != body["digests"]:
            raise RuntimeError(f"{server}: its shards differ from the trainer's: {body} {want}")
