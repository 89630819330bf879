"""``make cluster-demo``: the demo's story on three hosts, with a partition as the fault.

A ``netcluster`` of three hosts (network namespaces on a bridge, 1 gbit links; needs root):
``twophase trainer`` on 198.18.0.10, ``twophase serve --tp 2`` on .11 and ``--tp 1`` on .12
(198.18.N.x where another cluster already lives on the machine),
each bound to its host's address. Rounds of train step → sync → generate, the weights
compared by digest. Then the fault: the TP 1 server's link is cut while the buckets are on
the wire (its switch port goes dark: no RST, the bytes just stop) and stays cut past the
progress deadline. The trainer reports the deadline, the other server rolls back and serves
the old weights, whole; once the link heals the cut server shows its own rollback, still on
the old version, and the next sync brings both up to date. Exits non-zero if a check fails;
every process and namespace it made is gone at the end, also on Ctrl-C.

    python -m twophase.tools.cluster_demo
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from typing import Any

from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.tools import demo
from twophase.tools.demo import (
    ROLLED_BACK,
    _wait_rest,
    check,
    digests_equal,
    fault_mid_transfer,
    play_rounds,
)

TIMEOUTS = {"progress": 2.0, "first_byte": 5.0, "prepare": 5.0, "group_join": 10.0, "apply": 20.0}
NAMES = {"s1": "server-tp2", "s2": "server-tp1"}


def run(args: argparse.Namespace) -> int:
    if refuse("cluster demo", sys.stderr):
        return 2
    print("twophase cluster demo: three hosts (network namespaces, 1 gbit links), a trainer "
          f"and two servers (TP 2, TP 1), model size {args.size}\n")  # fmt: skip
    with Cluster(["trainer", "s1", "s2"], rate=args.link_rate) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}, size=args.size,
        trainer_args=("--bucket-delay", str(args.bucket_delay)),
    ) as deployment:  # fmt: skip
        for host in cluster.hosts.values():
            role = NAMES.get(host.name, host.name)
            print(f"  host {host.name:<8} {host.address:<13} {host.rate:<7} {role}")
        deployment.register()
        check(True, f"trainer at {deployment.trainer}: added {', '.join(deployment.servers)}")
        urls = {NAMES[name]: deployment.url(name) for name in deployment.servers}
        play_rounds(args.rounds, "sync across hosts", deployment.trainer, urls,
                    functools.partial(_sync, deployment, cluster, args))  # fmt: skip
        _partition(cluster, deployment, args)
    print("\ncluster demo passed: every check held, every process and namespace is gone")
    return 0


def _sync(
    deployment: Deployment, cluster: Cluster, args: argparse.Namespace
) -> tuple[int, dict[str, Any]]:
    status, reply, _ = deployment.sync(
        master_address=cluster.address("trainer"), timeouts=TIMEOUTS, bucket_mb=args.bucket_mb
    )
    return status, reply


def _partition(cluster: Cluster, deployment: Deployment, args: argparse.Namespace) -> None:
    victim = "s2"
    print(f"\nfault on purpose: {NAMES[victim]}'s link ({cluster.address(victim)}) is cut "
          "while the buckets are on the wire, past the progress deadline")  # fmt: skip
    old_version = deployment.state("s1")["weight_version"]
    cut_at = []

    def cut() -> None:
        cluster.cut(victim)
        cut_at.append(time.monotonic())

    sync = functools.partial(_sync, deployment, cluster, args)
    fault_mid_transfer(NAMES["s1"], deployment.url("s1"), deployment.trainer, sync, cut)
    time.sleep(max(0.0, cut_at[0] + args.cut_seconds - time.monotonic()))
    cluster.heal(victim)
    cluster.wait_link(victim)
    deployment.wait_reachable()
    print(f"\nthe link heals after {time.monotonic() - cut_at[0]:.1f} s")
    cut_state = _wait_rest(deployment.url(victim))
    trail = " -> ".join(h["dest"] for h in cut_state["history"][-3:])
    check(cut_state["state"] in ROLLED_BACK and cut_state["weight_version"] == old_version,
          f"server-tp1 rolled back on its own ({trail}), still version {old_version}; cause: "
          f"{str(cut_state['last_error'])[:100]}")  # fmt: skip
    status, result = sync()
    check(status == 200 and result["success"],
          f"the next sync (version {result.get('weight_version')}) succeeds")  # fmt: skip
    urls = {name: deployment.url(name) for name in deployment.servers}
    check(all(digests_equal(deployment.trainer, urls)),
          "every server's weights digest equals the trainer's")  # fmt: skip


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", default="small", help="built-in model size (default: small)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--bucket-mb", type=float, default=0.5)
    parser.add_argument("--bucket-delay", type=float, default=0.05,
                        help="trainer pause per bucket, so the cut lands mid-transfer")  # fmt: skip
    parser.add_argument("--link-rate", default="1gbit")
    parser.add_argument("--cut-seconds", type=float, default=8.0,
                        help="how long the link stays cut")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m twophase.tools.cluster_demo",
                                     description=__doc__.splitlines()[0])  # fmt: skip
    add_arguments(parser)
    return demo.main(
        parser.parse_args(argv), run, "cluster demo", "every process and namespace removed"
    )


if __name__ == "__main__":
    raise SystemExit(main())
