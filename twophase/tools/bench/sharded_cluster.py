"""``twophase bench --cluster --sharded``: many trainer ranks into two servers of ``serve
--model DIR --tp 2`` (a real tensor-parallel Llama, each rank holding its shard), on a
``netcluster`` (``across_hosts.py`` says how the cluster and its counters work). The trainer
is ``twophase trainer --model DIR``, as ``broadcast``: one process broadcasting whole tensors
(today's sync at its best: every TP rank receives the whole model and keeps its part);
``gathered``: FSDP2 over two ranks, one per host (``--rank R``), rank 0 gathering the full
tensors and broadcasting them (``"gather": true``); ``sharded``: FSDP2 over M ranks, one per
host, each sending every receiver rank exactly the part of its shard that rank holds, for M =
1, 2, 4. After one warm-up sync, ``--repeats`` syncs; the median is reported with the bytes
each receiver rank received, and beside it what ``core/cost.py`` predicts for that sync from
its own plan (``predicted.py``) and the fixed costs measured first, on the same cluster
(``fixed_costs.py``). Each sync's result is checked: every rank's shard equals the trainer's.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import asdict, dataclass, replace
from functools import partial

from twophase.core.cost import FixedCosts, Prediction, predict
from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import TRAINER_DIST_PORT, Deployment
from twophase.tools.bench import fixed_costs
from twophase.tools.bench.cluster_common import (
    SERVER_HOSTS,
    busiest,
    check_shards,
    enough_repeats,
    llama,
    parse_rate,
    report,
    timed_sync,
    warm_up,
)
from twophase.tools.bench.predicted import (
    cluster_of,
    deployed_plan,
    error_columns,
    fsdp2_bytes,
    received_bytes,
)

TRAINER_HOSTS = ("t0", "t1", "t2", "t3")
SERVER_TP = 2
BUCKET_MB = 4.0  # across hosts, buckets of 4 MB or less pipeline (the README's advice)
# Llamas of about 109 MB ("medium") and 30 MB ("small") of float32 weights, 94% of them in
# the layers a TP rank holds half of.
LLAMAS = {
    "medium": {
        "vocab_size": 2048, "hidden_size": 512, "intermediate_size": 1536,
        "num_hidden_layers": 8, "num_attention_heads": 8, "num_key_value_heads": 4,
    },
    "small": {
        "vocab_size": 2048, "hidden_size": 256, "intermediate_size": 768,
        "num_hidden_layers": 8, "num_attention_heads": 8, "num_key_value_heads": 4,
    },
}  # fmt: skip
CPU_RATE = "10gbit"  # the links where each method's CPU is measured: the cores set the time
METHODS = (("broadcast", 1), ("gathered", 2), ("sharded", 1), ("sharded", 2), ("sharded", 4))


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
    # core/cost.py's prediction from this sync's plan: seconds, busiest NIC's bytes
    predicted_s: float | None = None
    predicted_nic_bytes: int | None = None
    fixed_costs: dict[str, float | None] | None = None  # what the prediction assumed
    rate: str = ""  # the links' rate, as given ("1gbit")
    size: str = ""  # the Llama's, as given ("medium")

    @property
    def limit_s(self) -> float:
        return self.busiest_bytes * 8 / self.rate_bps

    def line(self) -> str:
        return (
            f"{self.rate:<8}{self.method:<11}{self.senders:>3}{self.model_bytes / 1e6:>9.1f}"
            f"{self.rank_bytes / 1e6:>10.1f}{self.busiest_bytes / 1e6:>10.1f}  {self.busiest:<4}"
            f"{self.seconds:>8.2f}{self.limit_s:>9.2f}{self.seconds / self.limit_s:>7.2f}"
            f"{error_columns(self.predicted_s, self.seconds)}"
            f"{(self.predicted_nic_bytes or 0) / 1e6:>10.1f}"
        )


HEADER = (
    f"{'rate':<8}{'method':<11}{'M':>3}{'MB':>9}{'rank MB':>10}{'NIC MB':>10}  {'NIC':<4}"
    f"{'time s':>8}{'limit s':>9}{'ratio':>7}{'pred s':>8}{'error':>7}{'pred NIC':>10}"
)


def run(args: argparse.Namespace) -> int:
    """Every method at every line rate of ``--link-rate`` and every Llama of
    ``--cluster-size`` (comma-separated lists: one run, one table)."""
    if refuse("twophase bench --cluster --sharded"):
        return 2
    rates = args.link_rate.split(",")
    sizes = (args.cluster_size or "medium").split(",")
    unknown = [size for size in sizes if size not in LLAMAS]
    if unknown:
        raise SystemExit(f"--cluster --sharded: --cluster-size takes {', '.join(LLAMAS)}, "
                         f"not {', '.join(unknown)}")  # fmt: skip
    methods = [(m, n) for m, n in METHODS if n <= args.max_senders]
    print(f"twophase bench --cluster --sharded: trainer hosts x {len(SERVER_HOSTS)} servers "
          f"with TP {SERVER_TP}, links {', '.join(rates)} (tbf, both ends), Llamas "
          f"{', '.join(sizes)}, {BUCKET_MB:g} MB buckets, median of {args.repeats}",
          flush=True)  # fmt: skip
    print(HEADER)
    layers = max(LLAMAS[size]["num_hidden_layers"] for size in sizes)
    runs: list[ShardedRun] = []
    # One cluster, its links re-rated between the measurements: each deployment (tens of
    # seconds to start) serves every rate it is measured at.
    with Cluster(_hosts(methods), rate=CPU_RATE) as cluster:
        efficiency = {rate: _efficiency(cluster, rate) for rate in rates}
        for method, senders in methods:
            runs += _method(cluster, method, senders, sizes, efficiency, args.repeats, layers)
    order = {(r, m, z): i for i, (r, m, z) in enumerate(
        (r, m, z) for r in rates for m in methods for z in sizes)}  # fmt: skip
    runs.sort(key=lambda r: order[r.rate, (r.method, r.senders), r.size])
    notes = ["\nrank MB: what each receiver rank received; NIC MB: bytes through the busiest "
             "NIC (one direction); limit s: NIC MB / line rate; ratio: time / limit; pred s: "
             "core/cost.py's prediction; error: time / pred s - 1"]  # fmt: skip
    for rate in rates:
        for size in sizes:
            notes += _compared([r for r in runs if (r.rate, r.size) == (rate, size)])
    worst = max(abs(r.seconds / r.predicted_s - 1) for r in runs if r.predicted_s)
    notes.append(f"largest prediction error: {worst:.0%}")
    data = [asdict(r) | {"limit_s": r.limit_s} for r in runs]
    report(HEADER, [r.line() for r in runs], notes, args.json, data)
    return 0


def _hosts(methods: list[tuple[str, int]]) -> list[str]:
    """The cluster's hosts: one per trainer rank of the largest M, and the servers'."""
    return [*TRAINER_HOSTS[: max(n for _, n in methods)], *SERVER_HOSTS]


def _rated(cluster: Cluster, rate: str) -> None:
    """Every host's link at ``rate`` from now on."""
    for host in cluster.hosts:
        cluster.set_rate(host, rate)


def _efficiency(cluster: Cluster, rate: str) -> float:
    """The share of ``rate`` a raw transfer gets between a trainer host and a server's."""
    _rated(cluster, rate)
    efficiency = fixed_costs.link_efficiency(
        cluster, TRAINER_HOSTS[0], SERVER_HOSTS[0], parse_rate(rate)
    )
    print(f"{rate}: links at {efficiency:.1%} of the line rate", flush=True)
    return efficiency


def _method(
    cluster: Cluster,
    method: str,
    senders: int,
    sizes: list[str],
    efficiency: dict[str, float],
    repeats: int,
    layers: int,
) -> list[ShardedRun]:
    """One method's syncs of every Llama at every rate, after its costs: the fixed costs
    (``fixed_costs.measure_on``) at each rate, and what grows with the size
    (``fixed_costs.size_costs``: its transfer's CPU and the gather's time) on links of
    ``CPU_RATE``, where the cores set the transfer's time; the calibration Llama's one
    deployment serves both."""
    deploy = partial(_deployment, cluster, method=method, senders=senders)
    gather, sharded = method == "gathered", method == "sharded"
    received = partial(received_bytes, senders=senders, bucket_mb=BUCKET_MB, sharded=sharded)
    measured: dict[str, FixedCosts] = {}
    _rated(cluster, CPU_RATE)
    with fixed_costs.calibration_llama(layers) as model, deploy(model) as deployment:
        deployment.register()
        small = fixed_costs.sized_on(deployment, received, gather=gather)
        for rate in efficiency:
            _rated(cluster, rate)
            measured[rate] = fixed_costs.measure_on(deployment, gather=gather)[0]
    _rated(cluster, CPU_RATE)
    large = fixed_costs.large_sized(deploy, received, layers=layers, gather=gather)
    cpu = fixed_costs.size_costs(small, large)
    print(f"{method} M={senders}: its transfer costs the cores {cpu.cpu_s * 1e3:.0f} "
          f"core-ms and {cpu.cpu_byte_s * 1e9:.2f} core-ns a byte received; before "
          f"its phases: {cpu.outside_byte_s * 1e9:.2f} ns a byte", flush=True)  # fmt: skip
    fixed = {}
    for rate, costs in measured.items():
        copied = fixed_costs.with_copy(costs, len(SERVER_HOSTS) * SERVER_TP)
        fixed[rate] = _with_size_costs(copied, cpu, senders, efficiency[rate])
        print(f"{rate} {method} M={senders}: {fixed_costs.summary(fixed[rate])}", flush=True)
    runs = []
    for size in sizes:
        with llama(LLAMAS[size]) as model, deploy(model) as deployment:
            deployment.register()
            for rate in efficiency:
                _rated(cluster, rate)
                run = _measure(
                    cluster, deployment, method, senders, parse_rate(rate), efficiency[rate],
                    repeats, fixed[rate],
                )  # fmt: skip
                run.rate, run.size, run.fixed_costs = rate, size, asdict(fixed[rate])
                phases = ", ".join(f"{k} {v:.2f}" for k, v in run.phases.items())
                print(f"{run.line()}   ({phases})", flush=True)
                runs.append(run)
    return runs


def _with_size_costs(
    fixed: FixedCosts, sized: fixed_costs.SizeCosts, senders: int, efficiency: float
) -> FixedCosts:
    """``fixed`` with the costs measured as the size grows: the transfer's core-seconds; a
    gathered sync's gather (the time before its phases per byte, less its wire's share at
    ``CPU_RATE``: the other ranks' bytes onto rank 0's NIC)."""
    wire_byte_s = (senders - 1) / senders / (parse_rate(CPU_RATE) / 8 * efficiency)
    return replace(
        fixed,
        cpu_s=sized.cpu_s,
        cpu_byte_s=sized.cpu_byte_s,
        gather_byte_s=max(0.0, sized.outside_byte_s - wire_byte_s),
    )


def _compared(runs: list[ShardedRun]) -> list[str]:
    """How the sharded syncs of one rate and size compare with their line-rate limit and
    the other methods."""
    notes = []
    broadcast = next((r for r in runs if r.method == "broadcast"), None)
    gathered = {r.senders: r for r in runs if r.method == "gathered"}
    for r in (r for r in runs if r.method == "sharded"):
        said = (f"{r.rate} {r.size}: sharded M={r.senders}: {r.seconds / r.limit_s:.2f}x its "
                "line-rate limit")  # fmt: skip
        if broadcast is not None:
            said += f"; {broadcast.seconds / r.seconds:.2f}x faster than one process broadcasting"
        if r.senders in gathered:
            said += (f"; {gathered[r.senders].seconds / r.seconds:.2f}x faster than its M ranks "
                     "gathering onto rank 0, which broadcasts")  # fmt: skip
        notes.append(said)
    return notes


def _measure(
    cluster: Cluster, deployment: Deployment, method: str, senders: int, rate: float,
    efficiency: float, repeats: int, fixed: FixedCosts,
) -> ShardedRun:  # fmt: skip
    """``deployment``'s syncs (registered) on ``cluster``'s links as they are now."""
    sharded, gathered = method == "sharded", method == "gathered"
    nbytes = deployment.model_bytes()
    prediction, held = _prediction(deployment, method, senders, rate, efficiency, fixed)
    samples: list[ShardedRun] = []
    sync = partial(timed_sync, cluster, deployment, method, gather=gathered,
                   bucket_mb=BUCKET_MB)  # fmt: skip
    warm_up(sync, lambda: check_shards(deployment))
    spent = 0.0
    while not enough_repeats(len(samples), spent, repeats):
        reply, seconds, moved = sync()
        spent += seconds
        check_shards(deployment)
        if sharded:
            _check_sent(deployment, held)
        nic, nic_bytes = busiest(moved)
        samples.append(
            ShardedRun(
                method, senders, nbytes, seconds, max(held) if sharded else nbytes,
                nic_bytes, nic, rate, reply.get("phase_seconds", {}),
            )
        )  # fmt: skip
    median = statistics.median_low(s.seconds for s in samples)
    chosen = next(s for s in samples if s.seconds == median)
    load = prediction.load
    chosen.predicted_s = prediction.total_s
    chosen.predicted_nic_bytes = max([*load.nic_out.values(), *load.nic_in.values()])
    return chosen


def _deployment(cluster: Cluster, model: str, *, method: str, senders: int) -> Deployment:
    """The trainer (``senders`` ranks, one per host) and the servers a ``method`` sync of
    ``model`` runs between."""
    trainer_args: tuple[str, ...] = ("--model", model)
    if method == "sharded" and senders == 1:  # one rank, still the sharded path
        trainer_args += ("--ranks", "1", "--rank", "0", "--dist-port", str(TRAINER_DIST_PORT))
    return Deployment(
        cluster, servers=dict.fromkeys(SERVER_HOSTS, SERVER_TP), trainer_host=TRAINER_HOSTS[0],
        trainer_args=trainer_args, trainer_ranks=TRAINER_HOSTS[1:senders],
        serve_args=("--model", model),
    )  # fmt: skip


def _prediction(
    deployment: Deployment, method: str, senders: int, rate: float, efficiency: float,
    fixed: FixedCosts,
) -> tuple[Prediction, list[int]]:  # fmt: skip
    """``core/cost.py``'s prediction of this deployment's sync, from its own plan, and what
    each receiver rank holds."""
    plan = deployed_plan(deployment, senders, BUCKET_MB, method == "sharded")
    specs, transfers, held = plan.specs, plan.transfers, plan.held
    receivers = [server for server in SERVER_HOSTS for _ in range(SERVER_TP)]
    # A broadcast goes from rank 0's host.
    cluster = cluster_of(TRAINER_HOSTS[:senders], receivers, rate, efficiency)
    gathered = fsdp2_bytes(specs, senders) if method == "gathered" else ()
    prediction = predict(
        transfers, cluster, fixed, endpoints=len(SERVER_HOSTS), applied_bytes=max(held),
        gathered=gathered,
    )  # fmt: skip
    return prediction, held


def _check_sent(deployment: Deployment, held: list[int]) -> None:
    """What the trainer's ranks sent in all is what the receiver ranks hold (a sharded sync:
    each its part; ``RuntimeError`` where not)."""
    senders = deployment.state(deployment.trainer_host)["sender_ranks"]
    sent = sum(int(rank["bytes"]) for rank in senders)
    if sent != sum(held):
        raise RuntimeError(f"the trainer's ranks sent {sent} bytes, the receivers hold {held}")
