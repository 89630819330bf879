"""``twophase bench --cluster``: the benchmarks between hosts with a line rate.

Each runs on a ``netcluster`` (network namespaces on a bridge, ``--link-rate`` on both ends of
every link; needs root), its processes ``twophase trainer`` and ``twophase serve`` bound to
their hosts' addresses. Every sync's bytes through the busiest NIC (the largest of every host's
transmitted and received bytes during it, read from ``/sys/class/net/eth0/statistics`` in its
namespace) give its **line-rate limit**: those bytes divided by the line rate.

- ``--cluster`` (``run``): a trainer host and three server hosts (``serve --tp 1``). For 1 and
  3 receivers, each method (a flattened sync, a per-tensor sync, and a raw gloo broadcast of
  the same bytes between the same hosts) runs ``--repeats`` times against its limit. The
  copies column says how many copies of the weights left the trainer's NIC: what gloo's
  broadcast does to the trainer as receivers are added.
- ``--cluster --sharded`` (``run_sharded``): many trainer ranks into two servers of ``serve
  --model DIR --tp 2`` (a real tensor-parallel Llama, each rank holding its shard). The trainer
  is ``twophase trainer --model DIR``, as ``broadcast``: one process broadcasting whole tensors
  (today's sync at its best: every TP rank receives the whole model and keeps its part);
  ``gathered``: FSDP2 over two ranks, one per host (``--rank R``), rank 0 gathering the full
  tensors and broadcasting them (``"gather": true``); ``sharded``: FSDP2 over M ranks, one per
  host, each sending every receiver rank exactly the part of its shard that rank holds, for
  M = 1, 2, 4. After one warm-up sync, ``--repeats`` syncs; the median is reported with the
  bytes each receiver rank received (``/sync_state``'s progress on the servers). Each sync's
  result is checked: every rank's shard equals the trainer's.
- ``--cluster --delta`` (``run_delta``): a delta sync against a whole one of the same training
  step, where the bytes decide the time. ``twophase trainer --model DIR --dtype bfloat16 --lr
  LR`` trains a Llama of about 156 MB in bf16 with AdamW (``POST /train_step``: one step on its
  fixed batch) into two servers of ``serve --model DIR --dtype bfloat16`` (TP 1: a
  tensor-parallel server takes whole buckets). Per learning rate, after a first sync that gives
  the trainer its base: per repeat, a step and a delta sync of it, a step and a whole sync of
  it, then a delta sync of the same weights again (the next delta's base; not timed). At the
  end every server's weights are checked against the trainer's. With ``--sharded``: the
  trainer is two FSDP2 ranks on two hosts (``--ranks 2``), each server ``--tp 2``, and every
  (trainer rank, server rank) pair travels as a delta of its last committed buckets
  (``sender/delta_round.py``).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.cost import Prediction
from twophase.http_common import request_json
from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import SERVE_PORT, TRAINER_DIST_PORT, Deployment
from twophase.tools.bench.delta_bench import LEARNING_RATES, delta_row
from twophase.tools.bench.predicted import predicted, specs_of, transfers_of
from twophase.transport.group import GroupConfig, SyncGroup

RECEIVER_HOSTS = ("r1", "r2", "r3")
TRAINER_HOSTS = ("t0", "t1", "t2", "t3")
SERVER_HOSTS = ("s1", "s2")
RAW_PORT = 29700
RAW_TIMEOUT_S = 300.0
UNITS = {"": 1, "k": 1e3, "m": 1e6, "g": 1e9}
SERVER_TP = 2  # --sharded
SYNC_BUCKET_MB = 1024.0  # the trainer's buckets (its default)
# --sharded: about 108 MB of float32 weights, 94% of them in the layers a TP rank holds half of.
BENCH_LLAMA = {
    "vocab_size": 2048,
    "hidden_size": 512,
    "intermediate_size": 1536,
    "num_hidden_layers": 8,
    "num_attention_heads": 8,
    "num_key_value_heads": 4,
}
# --sharded: (method, M); the module's text says what each method is.
SHARDED_METHODS = (
    ("broadcast", 1), ("gathered", 2), ("sharded", 1), ("sharded", 2), ("sharded", 4),
)  # fmt: skip
FOLLOWER_HOST = "t1"  # --delta --sharded: trainer rank 1
DELTA_BUCKET_MB = 16.0
# --delta: about 78 M parameters, 156 MB in bf16.
DELTA_LLAMA = {
    "vocab_size": 4096,
    "hidden_size": 1024,
    "intermediate_size": 2816,
    "num_hidden_layers": 6,
    "num_attention_heads": 16,
    "num_key_value_heads": 8,
}


@dataclass
class ClusterRun:
    method: str
    receivers: int
    model_bytes: int
    seconds: float
    busiest_bytes: int  # through the busiest NIC, one direction
    busiest: str
    trainer_tx: int
    rate_bps: float

    @property
    def limit_s(self) -> float:
        return self.busiest_bytes * 8 / self.rate_bps

    @property
    def copies(self) -> float:
        return self.trainer_tx / self.model_bytes

    def line(self) -> str:
        return (
            f"{self.method:<14}{self.receivers:>4}{self.model_bytes / 1e6:>9.1f}"
            f"{self.seconds:>9.2f}{self.limit_s:>9.2f}{self.seconds / self.limit_s:>8.2f}"
            f"{self.busiest_bytes / 1e6:>10.1f}  {self.busiest:<8}{self.copies:>7.2f}"
        )


HEADER = (
    f"{'method':<14}{'recv':>4}{'MB':>9}{'time s':>9}{'limit s':>9}{'ratio':>8}"
    f"{'busiest MB':>10}  {'NIC':<8}{'copies':>7}"
)


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
    # core/cost.py's prediction from this sync's plan: seconds, busiest NIC's bytes (None:
    # not predicted, a gathered sync's two stages)
    predicted_s: float | None = None
    predicted_nic_bytes: int | None = None

    @property
    def limit_s(self) -> float:
        return self.busiest_bytes * 8 / self.rate_bps

    def line(self) -> str:
        said = (
            f"{self.predicted_s:>8.2f}{self.seconds / self.predicted_s - 1:>+7.0%}"
            f"{(self.predicted_nic_bytes or 0) / 1e6:>10.1f}"
            if self.predicted_s is not None
            else f"{'-':>8}{'-':>7}{'-':>10}"
        )
        return (
            f"{self.method:<11}{self.senders:>3}{self.model_bytes / 1e6:>9.1f}"
            f"{self.rank_bytes / 1e6:>10.1f}{self.busiest_bytes / 1e6:>10.1f}  {self.busiest:<4}"
            f"{self.seconds:>8.2f}{self.limit_s:>9.2f}{self.seconds / self.limit_s:>7.2f}{said}"
        )


SHARDED_HEADER = (
    f"{'method':<11}{'M':>3}{'MB':>9}{'rank MB':>10}{'NIC MB':>10}  {'NIC':<4}"
    f"{'time s':>8}{'limit s':>9}{'ratio':>7}{'pred s':>8}{'error':>7}{'pred NIC':>10}"
)
DELTA_HEADER = (
    f"{'lr':>7} {'density':>8} {'whole MB':>9} {'delta MB':>9} {'NIC whole':>10} "
    f"{'NIC delta':>10} {'whole s':>8} {'delta s':>8} {'bytes':>6} {'time':>6}"
)


def parse_rate(rate: str) -> float:
    """A tc rate ("1gbit", "800mbit") in bits per second."""
    match = re.fullmatch(r"([\d.]+)([kmg]?)bit", rate.lower())
    if match is None:
        raise ValueError(f"link rate {rate!r}: expected e.g. 1gbit, 800mbit")
    return float(match.group(1)) * UNITS[match.group(2)]


def counters(cluster: Cluster) -> dict[str, tuple[int, int]]:
    out = {}
    for name in cluster.hosts:
        files = [f"/sys/class/net/eth0/statistics/{kind}_bytes" for kind in ("tx", "rx")]
        read = cluster.run(name, ["cat", *files]).stdout.split()
        out[name] = (int(read[0]), int(read[1]))
    return out


def timed_sync(
    cluster: Cluster, deployment: Deployment, what: str, **options: Any
) -> tuple[dict[str, Any], float, dict[str, tuple[int, int]]]:
    """One sync (``RuntimeError`` if it fails): the trainer's answer, its seconds and each
    host's (transmitted, received) bytes over it."""
    before = counters(cluster)
    status, reply, seconds = deployment.sync(timeout_s=600, **options)
    if status != 200 or not reply.get("success"):
        raise RuntimeError(f"{what} sync failed: {reply.get('message')}")
    return reply, seconds, traffic(before, counters(cluster))


def traffic(
    before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]], runs: int = 1
) -> dict[str, tuple[int, int]]:
    """Each host's (transmitted, received) bytes between two ``counters``, a ``runs``th of
    them where they span that many runs."""
    return {name: ((tx - before[name][0]) // runs, (rx - before[name][1]) // runs)
            for name, (tx, rx) in after.items()}  # fmt: skip


def busiest(traffic: dict[str, tuple[int, int]]) -> tuple[str, int]:
    """The host whose NIC moved the most bytes in one direction, and those bytes."""
    name = max(traffic, key=lambda n: max(traffic[n]))
    return name, max(traffic[name])


def measured(
    method: str, receivers: int, nbytes: int, rate: float, run_s: float,
    moved: dict[str, tuple[int, int]],
) -> ClusterRun:  # fmt: skip
    name, nic_bytes = busiest(moved)
    return ClusterRun(method, receivers, nbytes, run_s, nic_bytes, name, moved["trainer"][0], rate)


def raw_broadcast(cluster: Cluster, receivers: int, nbytes: int, repeats: int) -> list[float]:
    """Seconds per repeat of a raw gloo broadcast trainer -> the first ``receivers`` hosts."""
    hosts = ["trainer", *RECEIVER_HOSTS[:receivers]]
    master = cluster.address("trainer")
    procs = []
    for rank, host in enumerate(hosts):
        argv = [sys.executable, "-m", "twophase.tools.bench.across_hosts", master, str(RAW_PORT),
                str(len(hosts)), str(rank), str(nbytes), str(repeats)]  # fmt: skip
        procs.append(
            cluster.popen(host, argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        )
    outputs = [p.communicate(timeout=600) for p in procs]
    for proc, (_, err) in zip(procs, outputs, strict=True):
        if proc.returncode != 0:
            raise RuntimeError(f"rawcast failed: {err[-2000:]}")
    return [json.loads(line)["seconds"] for line in outputs[0][0].splitlines() if line.strip()]


def rawcast(argv: list[str]) -> int:
    """One rank of ``raw_broadcast``, in a process of its own on its host::

        python -m twophase.tools.bench.across_hosts MASTER PORT WORLD RANK NBYTES REPEATS

    Each repeat: a barrier, rank 0 broadcasts NBYTES from one pre-filled buffer, every rank
    notes when it holds them (``CLOCK_MONOTONIC``, one clock for every namespace of a
    machine); rank 0 gathers the times and prints one JSON line per repeat: the seconds from
    its start to the last rank's end. The device binds the local address that routes to the
    master."""
    master, port, world, rank, nbytes, repeats = argv
    config = GroupConfig(
        master, int(port), int(world), int(rank), group_name="bench_rawcast", timeout_s=120.0
    )
    group = SyncGroup(config)
    try:
        buffer = torch.zeros(int(nbytes), dtype=torch.uint8)
        if group.rank == 0:
            buffer.fill_(7)
        for _ in range(int(repeats)):
            group.all_gather_bytes(b"\0", timeout_s=RAW_TIMEOUT_S, what="barrier")
            started = time.monotonic()
            group.broadcast(buffer, src=0, timeout_s=RAW_TIMEOUT_S, what="rawcast")
            ended = time.monotonic()
            times = group.all_gather_bytes(
                struct.pack("<dd", started, ended), timeout_s=RAW_TIMEOUT_S, what="times"
            )
            if group.rank == 0:
                spans = [struct.unpack("<dd", t) for t in times]
                seconds = max(end for _, end in spans) - spans[0][0]
                print(json.dumps({"seconds": seconds}), flush=True)
        if group.rank != 0 and int(buffer[-1]) != 7:
            raise SystemExit("rawcast: the bytes did not arrive")
    finally:
        group.close()
    return 0


def _report(header: str, lines: list[str], notes: list[str], path: str | None, data: Any) -> None:
    """The table of every run, then ``notes``; ``data`` as JSON to ``path`` (``--json``)."""
    print()
    print(header)
    print("\n".join(lines))
    for note in notes:
        print(note)
    if path:
        with open(path, "w") as f:
            json.dump(data, f, indent=2)


@contextmanager
def _llama(config: dict[str, int]) -> Iterator[str]:
    """A Llama of ``config`` written to a scratch directory for the run: its path."""
    from twophase.tools.hf import write_tiny_llama

    with tempfile.TemporaryDirectory(prefix="twophase-bench-") as scratch:
        yield str(write_tiny_llama(Path(scratch) / "llama", seed=0, config=config))


def run(args: argparse.Namespace) -> int:
    if refuse("twophase bench --cluster"):
        return 2
    rate = parse_rate(args.link_rate)
    size = args.cluster_size
    print(f"twophase bench --cluster: trainer + {len(RECEIVER_HOSTS)} server hosts, links "
          f"{args.link_rate} (tbf, both ends), model {size}, buckets {args.bucket_mb:g} MB, "
          f"median of {args.repeats}", flush=True)  # fmt: skip
    runs: list[ClusterRun] = []
    with Cluster(["trainer", *RECEIVER_HOSTS], rate=args.link_rate) as cluster, Deployment(
        cluster, servers=dict.fromkeys(RECEIVER_HOSTS, 1), size=size
    ) as deployment:  # fmt: skip
        nbytes = deployment.model_bytes()
        for receivers in (1, 3):
            _register(deployment, cluster, receivers)
            for method in ("flattened", "per_tensor"):
                samples = []
                for _ in range(args.repeats):
                    _, seconds, moved = timed_sync(
                        cluster, deployment, method, bucket_mb=args.bucket_mb,
                        transfer_format=method,
                    )  # fmt: skip
                    samples.append(measured(method, receivers, nbytes, rate, seconds, moved))
                runs.append(sorted(samples, key=lambda r: r.seconds)[len(samples) // 2])
                print(runs[-1].line(), flush=True)
            before = counters(cluster)
            times = raw_broadcast(cluster, receivers, nbytes, args.repeats)
            # The counters span every repeat: one repeat's share.
            moved = traffic(before, counters(cluster), args.repeats)
            raw = measured(
                "raw_broadcast", receivers, nbytes, rate, statistics.median(times), moved
            )
            runs.append(raw)
            print(raw.line(), flush=True)
    legend = ("\nlimit s: bytes through the busiest NIC (one direction) / line rate; ratio: "
              "time / limit; copies: bytes that left the trainer's NIC / model bytes")  # fmt: skip
    _report(HEADER, [r.line() for r in runs], [legend], args.json,
            [r.__dict__ | {"limit_s": r.limit_s, "copies": r.copies} for r in runs])  # fmt: skip
    return 0


def _register(deployment: Deployment, cluster: Cluster, receivers: int) -> None:
    """Exactly the first ``receivers`` servers registered with the trainer."""
    for index, name in enumerate(RECEIVER_HOSTS):
        body = {"host": cluster.address(name), "port": SERVE_PORT}
        request_json("POST", f"{deployment.trainer}/remove_inference_endpoint", body)
        if index < receivers:
            status, reply = request_json(
                "POST", f"{deployment.trainer}/add_inference_endpoint", body | {"world_size": 1}
            )
            if status != 200:
                raise RuntimeError(f"cannot add {name}: {reply}")


def run_sharded(args: argparse.Namespace) -> int:
    if refuse("twophase bench --cluster --sharded"):
        return 2
    rate = parse_rate(args.link_rate)
    methods = [(m, n) for m, n in SHARDED_METHODS if n <= args.max_senders]
    print(f"twophase bench --cluster --sharded: trainer hosts x {len(SERVER_HOSTS)} servers "
          f"with TP {SERVER_TP}, links {args.link_rate} (tbf, both ends), a Llama of "
          f"{BENCH_LLAMA['num_hidden_layers']} layers, hidden {BENCH_LLAMA['hidden_size']}, "
          f"median of {args.repeats}", flush=True)  # fmt: skip
    runs: list[ShardedRun] = []
    hosts = [*TRAINER_HOSTS[: max(n for _, n in methods)], *SERVER_HOSTS]
    with _llama(BENCH_LLAMA) as model, Cluster(hosts, rate=args.link_rate) as cluster:
        for method, senders in methods:
            runs.append(_measure_sharded(cluster, model, method, senders, rate, args.repeats))
            phases = ", ".join(f"{k} {v:.2f}" for k, v in runs[-1].phases.items())
            print(f"{runs[-1].line()}   ({phases})", flush=True)
    notes = ["\nrank MB: what each receiver rank received; NIC MB: bytes through the busiest "
             "NIC (one direction); limit s: NIC MB / line rate; ratio: time / limit"]  # fmt: skip
    broadcast = next((r for r in runs if r.method == "broadcast"), None)
    gathered = {r.senders: r for r in runs if r.method == "gathered"}
    for r in (r for r in runs if r.method == "sharded"):
        said = f"sharded M={r.senders}: {r.seconds / r.limit_s:.2f}x its line-rate limit"
        if broadcast is not None:
            said += f"; {broadcast.seconds / r.seconds:.2f}x faster than one process broadcasting"
        if r.senders in gathered:
            said += (f"; {gathered[r.senders].seconds / r.seconds:.2f}x faster than its M ranks "
                     "gathering onto rank 0, which broadcasts")  # fmt: skip
        notes.append(said)
    _report(SHARDED_HEADER, [r.line() for r in runs], notes, args.json,
            [asdict(r) | {"limit_s": r.limit_s} for r in runs])  # fmt: skip
    return 0


def _measure_sharded(
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
        prediction = None if gathered else _prediction(deployment, senders, sharded, rate)
    median = statistics.median_low(s.seconds for s in samples)
    chosen = next(s for s in samples if s.seconds == median)
    if prediction is not None:
        load = prediction.load
        chosen.predicted_s = prediction.total_s
        chosen.predicted_nic_bytes = max([*load.nic_out.values(), *load.nic_in.values()])
    return chosen


def _prediction(deployment: Deployment, senders: int, sharded: bool, rate: float) -> Prediction:
    """``core/cost.py``'s prediction of this deployment's sync, from its own plan."""
    specs = specs_of(deployment.get(deployment.trainer_host, "/model_info")["params"])
    layouts = [
        rank.get("layout") or {}
        for server in deployment.servers
        for rank in deployment.get(server, "/weights_checksum")["ranks"]
    ]
    transfers = transfers_of(specs, senders, layouts, SYNC_BUCKET_MB, sharded)
    receivers = [server for server in SERVER_HOSTS for _ in range(SERVER_TP)]
    trainers = TRAINER_HOSTS[:senders] if sharded else TRAINER_HOSTS[:1]
    return predicted(transfers, trainers, receivers, rate, len(SERVER_HOSTS))


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


def run_delta(args: argparse.Namespace) -> int:
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
    hosts = ["trainer", *([FOLLOWER_HOST] if sharded else []), *SERVER_HOSTS]
    with _llama(DELTA_LLAMA) as model, Cluster(hosts, rate=args.link_rate) as cluster:
        for lr in LEARNING_RATES:
            rows.append(_measure_delta(cluster, model, lr, rate, args.repeats, sharded))
            print(_delta_line(rows[-1]), flush=True)
    notes = []
    for r in rows:
        if r["lr"] == 1e-6:
            met = r["bytes_ratio"] < 0.15 and r["time_ratio"] < 0.30
            notes.append(
                f"target (lr 1e-6): under 15% of the whole bytes ({100 * r['bytes_ratio']:.1f}%) "
                f"and under 30% of its time ({100 * r['time_ratio']:.1f}%): "
                + ("met" if met else "NOT met")
            )
    _report(DELTA_HEADER, [_delta_line(r) for r in rows], notes, args.json, {"delta_cluster": rows})
    return 0


def _delta_line(r: dict[str, Any]) -> str:
    return (
        f"{r['lr']:>7.0e} {r['density']:>8.4f} {r['full_bytes'] / 1e6:>9.1f} "
        f"{r['delta_bytes'] / 1e6:>9.1f} {r['nic_whole'] / 1e6:>10.1f} "
        f"{r['nic_delta'] / 1e6:>10.1f} {r['whole_s']:>8.2f} {r['delta_s']:>8.2f} "
        f"{r['bytes_ratio']:>6.3f} {r['time_ratio']:>6.2f}"
    )


def _measure_delta(
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
        _delta_sync(deployment, cluster, delta=True)  # the first base
        delta, whole = [], []
        for _ in range(repeats):
            deployment.train_step()
            delta.append(_delta_sync(deployment, cluster, delta=True))
            if not delta[-1][0]["delta"]["delta"]:
                raise RuntimeError(f"no delta: {delta[-1][0]['delta']['why_whole']}")
            deployment.train_step()
            whole.append(_delta_sync(deployment, cluster, delta=False))
            _delta_sync(deployment, cluster, delta=True)  # the next delta's base
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


def _delta_sync(
    deployment: Deployment, cluster: Cluster, *, delta: bool
) -> tuple[dict[str, Any], float, int]:
    """One sync: the trainer's answer, its seconds, the bytes through the busiest NIC."""
    reply, seconds, moved = timed_sync(
        cluster, deployment, f"(delta={delta})", bucket_mb=DELTA_BUCKET_MB, delta=delta
    )
    return reply, seconds, busiest(moved)[1]


if __name__ == "__main__":
    raise SystemExit(rawcast(sys.argv[1:]))
