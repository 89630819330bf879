"""``make soak-faults``: many syncs through real processes, with a fault every Nth.

A trainer and two servers (TP 2 and TP 1), as in the demo. Every ``--fault-every``-th sync
gets a fault, in turn: a server killed with SIGKILL mid-transfer (then restarted on its port),
a server stopped with SIGSTOP for a few seconds mid-transfer, or an abort request sent to a
server at a random moment of the sync. Every other sync must succeed; after every sync no two
servers that kept running may hold different weight versions (the commit point holds); after
every successful sync each server's weights digest must equal the trainer's. RSS, open file
descriptors and threads of every process are printed at the start, half way and the end, so
a leak shows as a trend.

    python -m twophase.tools.soak --syncs 100 --fault-every 10
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import signal
import threading
import time
from typing import Any

from twophase.http_common import free_port, request_json
from twophase.tools import soak_cluster
from twophase.tools.demo import RESTING, Processes, _wait_rest, cluster, wait_healthy
from twophase.tools.soak_tally import FAULTS, TRAINER, Tally, print_usage, report, session_pids

# Short deadlines, so a stopped server fails its sync in seconds, not minutes.
SOAK_TIMEOUTS = {"first_byte": 5.0, "progress": 2.0, "apply": 20.0, "prepare": 10.0}


def _versions(urls: dict[str, str]) -> dict[str, int]:
    """Each server's published weight version, once it is at rest (bounded wait)."""
    versions = {}
    for name, url in urls.items():
        state = _wait_rest(url)
        if state["state"] not in RESTING:
            raise RuntimeError(f"{name} did not come to rest within 60 s: {state}")
        versions[name] = int(state["weight_version"])
    return versions


def _inject(kind: str, procs: Processes, victim: str, url: str, delay_s: float) -> None:
    time.sleep(delay_s)
    if kind == "kill":
        procs.kill(victim)
    elif kind == "stop":
        pids = session_pids(procs.running[victim].pid)
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        time.sleep(4.0)
        for pid in pids:
            os.kill(pid, signal.SIGCONT)
    else:
        request_json("POST", f"{url}/abort_weights_update", {"reason": "soak: abort"})


def run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    tally = Tally()
    with cluster(args.size, args.bucket_delay, echo=False) as (procs, trainer, servers):
        urls = {name: f"http://127.0.0.1:{port}" for name, port, _ in servers}
        for _, port, tp in servers:
            request_json("POST", f"{trainer}/add_inference_endpoint",
                         {"host": "127.0.0.1", "port": port, "world_size": tp})  # fmt: skip
        body = {"master_port": free_port(), "master_address": "127.0.0.1",
                "buffer_size_mb": args.bucket_mb, "timeouts": SOAK_TIMEOUTS}  # fmt: skip
        print_usage(procs.running, "at start")
        for index in range(1, args.syncs + 1):
            kind = FAULTS[(index // args.fault_every - 1) % len(FAULTS)]
            faulted = index % args.fault_every == 0
            victim, port, tp = servers[(index // args.fault_every) % len(servers)]
            request_json("POST", f"{trainer}/train_step", {})
            injector: threading.Thread | None = None
            if faulted:
                delay = rng.uniform(0.0, args.fault_window)
                injector = threading.Thread(
                    target=_inject, args=(kind, procs, victim, urls[victim], delay)
                )
                injector.start()
            status, reply = request_json(
                "POST", f"{trainer}/sync_inference_weights", body, timeout_s=300
            )
            if injector is not None:
                injector.join(60)
            restarted = faulted and kind == "kill"
            if restarted:
                procs.start(victim, "serve", "--port", str(port), "--tp", str(tp),
                            "--size", args.size)  # fmt: skip
                wait_healthy(urls[victim])
            ok = tally.record(index, status, reply, kind if faulted else None)
            # A server restarted in this round starts from fresh weights: the next sync
            # brings it up to date, and it is checked from then on.
            running = {n: u for n, u in urls.items() if not (restarted and n == victim)}
            urls_now = running | {TRAINER: trainer}
            tally.check(
                index, _versions(running), functools.partial(_digest, urls_now) if ok else None
            )
            if index == args.syncs // 2:
                print_usage(procs.running, f"after {index} syncs")
        print_usage(procs.running, f"after {args.syncs} syncs")
    return report(tally, args)


def _digest(urls: dict[str, str], name: str) -> Any:
    return request_json("GET", f"{urls[name]}/weights_checksum")[1].get("digest")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--syncs", type=int, default=100)
    parser.add_argument("--fault-every", type=int, default=10)
    parser.add_argument("--size", default="small", help="built-in model size")
    parser.add_argument("--bucket-mb", type=float, default=0.5)
    parser.add_argument("--bucket-delay", type=float, default=0.01,
                        help="trainer pause per bucket, so a fault lands mid-transfer")  # fmt: skip
    parser.add_argument("--fault-window", type=float, default=0.3,
                        help="a fault lands at a random moment in this many seconds")  # fmt: skip
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--cluster",
        action="store_true",
        help="across hosts (network namespaces, needs root), partitions and flaps among the faults",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m twophase.tools.soak", description=__doc__)
    add_arguments(parser)
    args = parser.parse_args(argv)
    if args.cluster:
        return soak_cluster.run(args)
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
