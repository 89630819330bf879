"""``twophase bench --sharded`` (without ``--cluster``): a sharded sync on the trainer's host,
through the trainer ranks' shared memory against the same sync through the group (gloo on
loopback), in one run, interleaved.

A Llama is made locally (``--cluster-size``), trained by ``twophase trainer --model DIR --ranks
2`` (FSDP2 over two processes, each rank sending only its shards) and served by ``twophase serve
--model DIR --tp 2`` on this host. After warm-ups (the group forms, the trainer ranks make their
segments, each route's staging is faulted in), ``--repeats`` rounds of a train step and one sync
by each route, in alternating order. Every sync's result is checked: the route the trainer
names is the one asked for, and the server's shards equal the trainer's. Reported: the median
whole sync (all phases) per route and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass, field
from typing import Any

from twophase.http_common import free_port, request_json
from twophase.tools.bench import sharded_cluster
from twophase.tools.bench.cluster_common import llama, shards_differ
from twophase.tools.demo import Processes, wait_healthy

# Llamas of float32 weights: the cluster bench's (medium, small), a tiny one for a quick look
# (the README's short form) and a larger one, where the bytes decide more of the time.
LLAMAS = {
    "tiny": {
        "vocab_size": 512, "hidden_size": 64, "intermediate_size": 128,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
    },
    **sharded_cluster.LLAMAS,
    "large": sharded_cluster.LLAMAS["medium"]
    | {"vocab_size": 4096, "hidden_size": 1024, "intermediate_size": 3072},
}  # fmt: skip
DEFAULT_SIZE = "large"  # about 440 MB
TRAINER_RANKS = 2
SERVER_TP = 2
WARM_UPS = 2  # per route: the first forms the group; each makes or faults in its buffers
START_TIMEOUT_S = 300.0
SYNC_TIMEOUT_S = 600.0
ROUTES = {"shared memory": True, "group": False}  # the trainer's name -> shared_memory


@dataclass
class RouteRun:
    route: str
    seconds: list[float]
    total_bytes: int
    phases: list[dict[str, float]] = field(default_factory=list)  # each sync's, seconds

    def phase_medians(self) -> str:
        names = [n for n in self.phases[0] if n != "total"] if self.phases else []
        medians = {n: statistics.median(p.get(n, 0.0) for p in self.phases) for n in names}
        return ", ".join(f"{n} {s:.3f}" for n, s in medians.items())

    @property
    def median_s(self) -> float:
        return statistics.median(self.seconds)


def run(args: argparse.Namespace) -> int:
    size = args.cluster_size or DEFAULT_SIZE
    if size not in LLAMAS:
        raise SystemExit(f"--sharded: --cluster-size takes {', '.join(LLAMAS)}, not {size}")
    print(f"twophase bench --sharded: a {size} Llama (float32), twophase trainer --ranks "
          f"{TRAINER_RANKS} (FSDP2) into twophase serve --tp {SERVER_TP}, on this host; "
          f"{args.bucket_mb:g} MB buckets, median of {args.repeats}", flush=True)  # fmt: skip
    with llama(LLAMAS[size]) as directory:
        procs = Processes()
        try:
            trainer, server = _start(procs, directory)
            runs = _measure(trainer, server, args)
        finally:
            procs.stop_all()
    shared, group = runs["shared memory"], runs["group"]
    print()
    print(f"{'route':<15}{'MB':>9}{'seconds':>9}  samples")
    for one in (group, shared):
        samples = " ".join(f"{s:.3f}" for s in one.seconds)
        print(f"{one.route:<15}{one.total_bytes / 1e6:>9.1f}{one.median_s:>9.3f}  {samples}")
    for one in (group, shared):
        print(f"  {one.route}, median seconds per phase: {one.phase_medians()}")
    faster = group.median_s / shared.median_s
    print(f"\nshared memory is {faster:.2f}x faster than the group "
          f"({shared.median_s:.3f} s against {group.median_s:.3f} s)")  # fmt: skip
    return 0


def _start(procs: Processes, directory: str) -> tuple[str, str]:
    trainer_port, serve_port, dist_port = free_port(), free_port(), free_port()
    procs.start("server", "serve", "--host", "127.0.0.1", "--port", str(serve_port),
                "--model", directory, "--tp", str(SERVER_TP))  # fmt: skip
    procs.start("trainer", "trainer", "--host", "127.0.0.1", "--port", str(trainer_port),
                "--model", directory, "--ranks", str(TRAINER_RANKS),
                "--dist-port", str(dist_port))  # fmt: skip
    trainer, server = f"http://127.0.0.1:{trainer_port}", f"http://127.0.0.1:{serve_port}"
    for url in (server, trainer):
        wait_healthy(url, timeout=START_TIMEOUT_S)
    endpoint = {"host": "127.0.0.1", "port": serve_port, "world_size": SERVER_TP}
    _call("POST", f"{trainer}/add_inference_endpoint", endpoint)
    return trainer, server


def _measure(trainer: str, server: str, args: argparse.Namespace) -> dict[str, RouteRun]:
    master_port = free_port()
    runs = {route: RouteRun(route, [], 0) for route in ROUTES}

    def sync(route: str) -> float:
        body = {"master_port": master_port, "buffer_size_mb": args.bucket_mb,
                "shared_memory": ROUTES[route]}  # fmt: skip
        reply = _call("POST", f"{trainer}/sync_inference_weights", body)
        if reply.get("route") != route:
            raise RuntimeError(f"asked for the {route} route, the trainer took "
                               f"{reply.get('route')}: {reply.get('why_not_shared')}")  # fmt: skip
        differ = shards_differ(server, trainer)
        if differ is not None:
            raise RuntimeError(f"after a sync by {route}: the server's shards differ: {differ}")
        runs[route].total_bytes = int(reply.get("total_bytes", 0))
        phases = {n: float(s) for n, s in reply["phase_seconds"].items()}
        runs[route].phases.append(phases)
        return phases["total"]

    for _ in range(WARM_UPS):
        for route in ROUTES:
            sync(route)
    for one in runs.values():
        one.phases.clear()
    order = list(ROUTES)
    for repeat in range(args.repeats):
        _call("POST", f"{trainer}/train_step", {})
        for route in order:
            runs[route].seconds.append(sync(route))
        order.reverse()  # neither route always follows the other
        print(f"  repeat {repeat + 1}/{args.repeats} done", flush=True)
    return runs


def _call(method: str, url: str, body: dict[str, Any]) -> dict[str, Any]:
    status, reply = request_json(method, url, body, timeout_s=SYNC_TIMEOUT_S)
    if status != 200:
        raise RuntimeError(f"{method} {url}: {status} {reply}")
    return dict(reply)
