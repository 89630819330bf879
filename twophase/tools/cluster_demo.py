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
import sys
import threading
import time
from typing import Any

from twophase.http_common import request_json
from twophase.testing.netcluster import Cluster, unavailable
from twophase.testing.netprocs import Deployment
from twophase.tools.demo import (
    PROMPT,
    ROLLED_BACK,
    DemoFailed,
    _print_table,
    _row,
    _wait_rest,
    check,
)

TIMEOUTS = {"progress": 2.0, "first_byte": 5.0, "prepare": 5.0, "group_join": 10.0, "apply": 20.0}
NAMES = {"s1": "server-tp2", "s2": "server-tp1"}


def run(args: argparse.Namespace) -> int:
    why = unavailable()
    if why is not None:
        print(f"cluster demo: cannot run here: {why}", file=sys.stderr)
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
        rows = []
        for round_ in range(1, args.rounds + 1):
            print(f"\nround {round_}: train step, sync across hosts, generate")
            deployment.train_step()
            status, result, _ = _sync(deployment, cluster, args)
            ok = status == 200 and bool(result.get("success"))
            check(ok, f"sync of version {result.get('weight_version')}: {result.get('message')}")
            equal = _digests_equal(deployment)
            check(all(equal), "every server's weights digest equals the trainer's")
            for name in deployment.servers:
                _, out = request_json("POST", f"{deployment.url(name)}/generate", PROMPT)
                print(f"    {NAMES[name]} generates {out['tokens']} "
                      f"with weight version {out['weight_version']}")  # fmt: skip
            rows.append(_row(result, equal))
        _print_table(rows)
        _partition(cluster, deployment, args)
    print("\ncluster demo passed: every check held, every process and namespace is gone")
    return 0


def _sync(
    deployment: Deployment, cluster: Cluster, args: argparse.Namespace
) -> tuple[int, dict[str, Any], float]:
    return deployment.sync(
        master_address=cluster.address("trainer"), timeouts=TIMEOUTS, bucket_mb=args.bucket_mb
    )


def _digests_equal(deployment: Deployment) -> list[bool]:
    want = deployment.digest("trainer")
    return [deployment.digest(name) == want for name in deployment.servers]


def _partition(cluster: Cluster, deployment: Deployment, args: argparse.Namespace) -> None:
    survivor, victim = deployment.url("s1"), "s2"
    print(f"\nfault on purpose: {NAMES[victim]}'s link ({cluster.address(victim)}) is cut "
          "while the buckets are on the wire, past the progress deadline")  # fmt: skip
    _, before = request_json("POST", f"{survivor}/generate", PROMPT)
    old_digest, old_version = deployment.digest("s1"), deployment.state("s1")["weight_version"]
    deployment.train_step()
    outcome: dict[str, Any] = {}
    syncing = threading.Thread(
        target=lambda: outcome.update(reply=_sync(deployment, cluster, args))
    )
    syncing.start()
    deadline = time.monotonic() + 60
    while deployment.state("s1")["buckets_received"] < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    cluster.cut(victim)
    cut_at = time.monotonic()
    syncing.join(120)
    status, reply, seconds = outcome["reply"]
    said = reply["message"][:150]
    check(status == 502 and not reply["success"],
          f"the trainer reports the failure in {seconds:.1f} s: {said}")  # fmt: skip
    state = _wait_rest(survivor)
    trail = " -> ".join(h["dest"] for h in state["history"][-4:])
    check(state["state"] in ROLLED_BACK,
          f"server-tp2 rolled back ({trail}); cause: {str(state['last_error'])[:120]}")  # fmt: skip
    check(deployment.digest("s1") == old_digest, "server-tp2 still holds the old weights, whole")
    _, after = request_json("POST", f"{survivor}/generate", PROMPT)
    serves = f"version {after['weight_version']}: {after['tokens']}"
    check(after == before, f"server-tp2 still serves {serves}")
    time.sleep(max(0.0, cut_at + args.cut_seconds - time.monotonic()))
    cluster.heal(victim)
    cluster.wait_link(victim)
    deployment.wait_reachable()
    print(f"\nthe link heals after {time.monotonic() - cut_at:.1f} s")
    cut_state = _wait_rest(deployment.url(victim))
    trail = " -> ".join(h["dest"] for h in cut_state["history"][-3:])
    check(cut_state["state"] in ROLLED_BACK and cut_state["weight_version"] == old_version,
          f"server-tp1 rolled back on its own ({trail}), still version {old_version}; cause: "
          f"{str(cut_state['last_error'])[:100]}")  # fmt: skip
    status, result, _ = _sync(deployment, cluster, args)
    check(status == 200 and result["success"],
          f"the next sync (version {result.get('weight_version')}) succeeds")  # fmt: skip
    check(all(_digests_equal(deployment)), "every server's weights digest equals the trainer's")


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
    try:
        return run(parser.parse_args(argv))
    except DemoFailed as exc:
        print(f"\ncluster demo FAILED: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ninterrupted; every process and namespace removed", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
