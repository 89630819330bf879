"""``make soak-faults`` across hosts (``python -m twophase.tools.soak --cluster``).

The same soak as on loopback, on a ``netcluster``: a trainer and two servers (TP 2 and TP 1),
each on its own host (network namespaces, 1 gbit links; needs root). Every
``--fault-every``-th sync gets a fault, in turn: a server's link cut at a random phase and
healed after a time drawn below or above the deadlines, the trainer's link cut the same way,
a server's link flapping during the transfer, a server killed with SIGKILL mid-transfer (then
restarted). Every other sync must succeed; after every sync, once the servers are at rest, no
two may hold different versions, and after a successful one each server's digest is the
trainer's. RSS, file descriptors and threads of every process at the start, half way and the
end, as the loopback soak prints them.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import threading
import time
from typing import Any

from twophase.testing.netcluster import REQUIRE_ENV, Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.testing.partitions import CASE_TIMEOUTS, Case, Injector, settle
from twophase.tools.soak_tally import Tally, print_usage, report

FAULTS = ("cut", "cut-trainer", "flap", "kill")
PHASES = ("prepare", "transfer", "vote", "complete")


def run(args: argparse.Namespace) -> int:
    if refuse("soak --cluster"):  # skipped, unless the caller requires namespaces (CI)
        return 2 if os.environ.get(REQUIRE_ENV) == "1" else 0
    rng = random.Random(args.seed)
    tally = Tally(faulted=dict.fromkeys(FAULTS, 0))
    with Cluster(["trainer", "s1", "s2"]) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}, size=args.size,
        trainer_args=("--bucket-delay", str(args.bucket_delay)),
    ) as deployment:  # fmt: skip
        deployment.register()
        print_usage(_running(deployment), "at start")
        for index in range(1, args.syncs + 1):
            faulted = index % args.fault_every == 0
            kind = FAULTS[(index // args.fault_every - 1) % len(FAULTS)]
            deployment.train_step()
            injector, killer = None, None
            if faulted:
                injector, killer = _start_fault(kind, index, rng, cluster, deployment)
            status, reply, _ = deployment.sync(timeouts=CASE_TIMEOUTS, bucket_mb=args.bucket_mb)
            if injector is not None:
                injector.finish()
            restarted = None
            if killer is not None:
                killer.join(30)
                restarted = killer.name
                deployment.start_server(restarted)
                deployment.wait_healthy(restarted)
            ok = tally.record(index, status, reply, kind if faulted else None)
            settled = settle(deployment, 60)
            versions = {name: v for name, (_, v) in settled.items() if name != restarted}
            tally.check(index, versions, deployment.digest if ok else None)
            if index == args.syncs // 2:
                print_usage(_running(deployment), f"after {index} syncs")
        print_usage(_running(deployment), f"after {args.syncs} syncs")
    return report(tally, args)


def _running(deployment: Deployment) -> dict[str, subprocess.Popen[Any]]:
    return {name: proc.process for name, proc in deployment.procs.items()}


def _start_fault(
    kind: str, index: int, rng: random.Random, cluster: Cluster, deployment: Deployment
) -> tuple[Injector | None, threading.Thread | None]:
    servers = deployment.servers
    victim = servers[(index // 10) % len(servers)]
    if kind == "kill":

        def kill() -> None:
            time.sleep(rng.uniform(0.1, 0.6))
            deployment.kill(victim)

        killer = threading.Thread(target=kill, name=victim, daemon=True)
        killer.start()
        return None, killer
    heal = rng.choice((rng.uniform(0.2, 1.5), rng.uniform(5.0, 8.0)))  # below, above
    if kind == "flap":
        case = Case("flap", victim, 2.0)
    else:
        who = deployment.trainer_host if kind == "cut-trainer" else victim
        case = Case(rng.choice(PHASES), who, heal)
    injector = Injector(cluster, deployment, case)
    injector.start()
    print(f"sync {index}: {case.label()}", flush=True)
    return injector, None
