"""``twophase bench --cluster``: the sync methods between hosts with a line rate.

A ``netcluster`` of a trainer host and three server hosts (network namespaces on a bridge,
``--link-rate`` on both ends of every link; needs root). ``twophase trainer`` and ``twophase
serve --tp 1`` run on them, bound to their hosts' addresses. For 1 and 3 receivers, each
method (a flattened sync, a per-tensor sync, and a raw gloo broadcast of the same bytes
between the same hosts) runs ``--repeats`` times; each run is reported against the
**line-rate limit**: the bytes that crossed the busiest NIC (the largest of every host's
transmitted and received bytes during the run, read from ``/sys/class/net/eth0/statistics``
in its namespace) divided by the line rate. The copies column says how many copies of the
weights left the trainer's NIC: what gloo's broadcast does to the trainer as receivers are
added.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import SERVE_PORT, Deployment

RECEIVER_HOSTS = ("r1", "r2", "r3")
RAW_PORT = 29700
UNITS = {"": 1, "k": 1e3, "m": 1e6, "g": 1e9}


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
    started = time.monotonic()
    status, reply, _ = deployment.sync(timeout_s=600, **options)
    seconds = time.monotonic() - started
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
        argv = [sys.executable, "-m", "twophase.tools.bench.rawcast", master, str(RAW_PORT),
                str(len(hosts)), str(rank), str(nbytes), str(repeats)]  # fmt: skip
        procs.append(
            cluster.popen(host, argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        )
    outputs = [p.communicate(timeout=600) for p in procs]
    for proc, (_, err) in zip(procs, outputs, strict=True):
        if proc.returncode != 0:
            raise RuntimeError(f"rawcast failed: {err[-2000:]}")
    return [json.loads(line)["seconds"] for line in outputs[0][0].splitlines() if line.strip()]


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
                runs.append(_median(samples))
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
    print()
    print(HEADER)
    print("\n".join(r.line() for r in runs))
    print("\nlimit s: bytes through the busiest NIC (one direction) / line rate; ratio: time / "
          "limit; copies: bytes that left the trainer's NIC / model bytes")  # fmt: skip
    if args.json:
        with open(args.json, "w") as f:
            json.dump([r.__dict__ | {"limit_s": r.limit_s, "copies": r.copies} for r in runs],
                      f, indent=2)  # fmt: skip
    return 0


def _register(deployment: Deployment, cluster: Cluster, receivers: int) -> None:
    """Exactly the first ``receivers`` servers registered with the trainer."""
    from twophase.http_common import request_json

    for index, name in enumerate(RECEIVER_HOSTS):
        body = {"host": cluster.address(name), "port": SERVE_PORT}
        request_json("POST", f"{deployment.trainer}/remove_inference_endpoint", body)
        if index < receivers:
            status, reply = request_json(
                "POST", f"{deployment.trainer}/add_inference_endpoint", body | {"world_size": 1}
            )
            if status != 200:
                raise RuntimeError(f"cannot add {name}: {reply}")


def _median(samples: list[ClusterRun]) -> ClusterRun:
    return sorted(samples, key=lambda r: r.seconds)[len(samples) // 2]
