"""``twophase bench --cluster``: the benchmarks between hosts with a line rate.

Each runs on a ``netcluster`` (network namespaces on a bridge, ``--link-rate`` on both ends of
every link; needs root), its processes ``twophase trainer`` and ``twophase serve`` bound to
their hosts' addresses. Every sync's bytes through the busiest NIC (the largest of every host's
transmitted and received bytes during it, read from ``/sys/class/net/eth0/statistics`` in its
namespace) give its **line-rate limit**: those bytes divided by the line rate. Each prints,
beside every measured time, what ``core/cost.py`` predicts for that very sync, from its plan
and the fixed costs measured first on the same cluster (``fixed_costs.py``, ``predicted.py``).

- ``--cluster`` (``run``, here): a trainer host and three server hosts (``serve --tp 1``). For
  1 and 3 receivers, each method (a flattened sync, a per-tensor sync, and a raw gloo
  broadcast of the same bytes between the same hosts) runs ``--repeats`` times against its
  limit. The copies column says how many copies of the weights left the trainer's NIC: what
  gloo's broadcast does to the trainer as receivers are added.
- ``--cluster --sharded``: many trainer ranks into tensor-parallel servers
  (``sharded_cluster.py``).
- ``--cluster --delta``: a delta sync against a whole one of the same training step
  (``delta_cluster.py``).
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import asdict, dataclass

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.cost import FixedCosts, predict
from twophase.core.transfers import broadcast_transfers
from twophase.http_common import request_json
from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import SERVE_PORT, Deployment
from twophase.tools.bench import fixed_costs
from twophase.tools.bench.cluster_common import (
    busiest,
    counters,
    parse_rate,
    report,
    timed_sync,
    traffic,
)
from twophase.tools.bench.predicted import cluster_of, error_columns, specs_of
from twophase.tools.bench.rawcast import raw_broadcast

RECEIVER_HOSTS = ("r1", "r2", "r3")
TRAINER_HOST = "trainer"
RAW_PORT = 29700
RAW_TIMEOUT_S = 300.0
NO_FIXED = FixedCosts(http_s=0, collective_s=0, join_s=0, bucket_s=0, apply_s=0)


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
    predicted_s: float | None = None

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
            f"{error_columns(self.predicted_s, self.seconds)}"
        )


HEADER = (
    f"{'method':<14}{'recv':>4}{'MB':>9}{'time s':>9}{'limit s':>9}{'ratio':>8}"
    f"{'busiest MB':>10}  {'NIC':<8}{'copies':>7}{'pred s':>8}{'error':>7}"
)


def measured(
    method: str, receivers: int, nbytes: int, rate: float, run_s: float,
    moved: dict[str, tuple[int, int]],
) -> ClusterRun:  # fmt: skip
    name, nic_bytes = busiest(moved)
    trainer_tx = moved[TRAINER_HOST][0]
    return ClusterRun(method, receivers, nbytes, run_s, nic_bytes, name, trainer_tx, rate)


def run(args: argparse.Namespace) -> int:
    if refuse("twophase bench --cluster"):
        return 2
    rate = parse_rate(args.link_rate)
    size = args.cluster_size or "medium"
    print(f"twophase bench --cluster: trainer + {len(RECEIVER_HOSTS)} server hosts, links "
          f"{args.link_rate} (tbf, both ends), model {size}, buckets {args.bucket_mb:g} MB, "
          f"median of {args.repeats}", flush=True)  # fmt: skip
    runs: list[ClusterRun] = []
    servers = dict.fromkeys(RECEIVER_HOSTS, 1)
    with Cluster([TRAINER_HOST, *RECEIVER_HOSTS], rate=args.link_rate) as cluster:
        # The calibration's deployment: the built-in tiny model, the same hosts and servers.
        fixed = fixed_costs.measure(lambda _: Deployment(cluster, servers=servers, size="tiny"))
        efficiency = fixed_costs.link_efficiency(cluster, TRAINER_HOST, RECEIVER_HOSTS[0], rate)
        print(f"fixed costs measured: {fixed_costs.summary(fixed)}; links: {efficiency:.1%} "
              "of the line rate", flush=True)  # fmt: skip
        with Deployment(cluster, servers=servers, size=size) as deployment:
            nbytes = deployment.model_bytes()
            specs = specs_of(deployment.get(TRAINER_HOST, "/model_info")["params"])
            for receivers in (1, 3):
                _register(deployment, cluster, receivers)
                on = cluster_of([TRAINER_HOST], RECEIVER_HOSTS[:receivers], rate, efficiency)
                for method in ("flattened", "per_tensor"):
                    samples = []
                    for _ in range(args.repeats):
                        _, seconds, moved = timed_sync(
                            cluster, deployment, method, bucket_mb=args.bucket_mb,
                            transfer_format=method,
                        )  # fmt: skip
                        samples.append(measured(method, receivers, nbytes, rate, seconds, moved))
                    runs.append(sorted(samples, key=lambda r: r.seconds)[len(samples) // 2])
                    # A per-tensor sync broadcasts each tensor on its own: a bucket each.
                    bucket_mb = args.bucket_mb if method == "flattened" else 1e-6
                    transfers = broadcast_transfers(plan_buckets(specs, bucket_mb), receivers)
                    predicted = predict(transfers, on, fixed, endpoints=receivers)
                    runs[-1].predicted_s = predicted.total_s
                    print(runs[-1].line(), flush=True)
                before = counters(cluster)
                hosts = [TRAINER_HOST, *RECEIVER_HOSTS[:receivers]]
                times = raw_broadcast(cluster, hosts, nbytes, args.repeats)
                # The counters span every repeat: one repeat's share.
                moved = traffic(before, counters(cluster), args.repeats)
                raw = measured(
                    "raw_broadcast", receivers, nbytes, rate, statistics.median(times), moved
                )
                one = plan_buckets([TensorSpec("raw", "uint8", (nbytes,))], nbytes / 2**20)
                raw.predicted_s = predict(broadcast_transfers(one, receivers), on, NO_FIXED).total_s
                runs.append(raw)
                print(raw.line(), flush=True)
    legend = ("\nlimit s: bytes through the busiest NIC (one direction) / line rate; ratio: "
              "time / limit; copies: bytes that left the trainer's NIC / model bytes; pred s: "
              "core/cost.py's prediction; error: time / pred s - 1")  # fmt: skip
    data = [asdict(r) | {"limit_s": r.limit_s, "copies": r.copies} for r in runs]
    report(HEADER, [r.line() for r in runs], [legend], args.json, data)
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
