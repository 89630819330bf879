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
import os
import random
import signal
import subprocess
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twophase.core.table import RESTING_STATES
from twophase.http_common import free_port, request_json
from twophase.tools.demo import Processes, cluster, wait_healthy

RESTING = frozenset(s.value for s in RESTING_STATES)
FAULTS = ("kill", "stop", "abort")
# Short deadlines, so a stopped server fails its sync in seconds, not minutes.
SOAK_TIMEOUTS = {"first_byte": 5.0, "progress": 2.0, "apply": 20.0, "prepare": 10.0}


@dataclass
class Tally:
    attempted: int = 0
    succeeded: int = 0
    faulted: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FAULTS, 0))
    unexpected_failures: list[str] = field(default_factory=list)
    divergences: list[str] = field(default_factory=list)
    digest_mismatches: list[str] = field(default_factory=list)


def _session_pids(leader: int) -> list[int]:
    """Every process in the session the leader started (its rank workers included)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == leader:  # field 6 of stat: the session id
            pids.append(int(entry.name))
    return sorted(pids)


def _usage(pid: int) -> tuple[float, int, int]:
    """(RSS in MB, open file descriptors, threads) of one process."""
    status = (Path("/proc") / str(pid) / "status").read_text()
    values = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    rss_mb = int(values["VmRSS"].split()[0]) / 1024
    fds = len(os.listdir(f"/proc/{pid}/fd"))
    return rss_mb, fds, int(values["Threads"])


def print_usage(running: Mapping[str, subprocess.Popen[Any]], label: str) -> None:
    print(f"\nresources {label}:")
    print(f"  {'process':<16}{'pid':>8}{'RSS MB':>10}{'fds':>6}{'threads':>9}")
    for name, process in sorted(running.items()):
        for pid in _session_pids(process.pid):
            try:
                rss, fds, threads = _usage(pid)
            except (OSError, KeyError):
                continue
            role = name if pid == process.pid else f"{name}/rank"
            print(f"  {role:<16}{pid:>8}{rss:>10.1f}{fds:>6}{threads:>9}")


def _versions(urls: dict[str, str]) -> dict[str, int]:
    """Each server's published weight version, once it is at rest (bounded wait)."""
    versions = {}
    for name, url in urls.items():
        deadline = time.monotonic() + 60
        while True:
            status, state = request_json("GET", f"{url}/sync_state", timeout_s=5)
            if status == 200 and state["state"] in RESTING:
                versions[name] = int(state["weight_version"])
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not come to rest within 60 s: {state}")
            time.sleep(0.05)
    return versions


def _inject(kind: str, procs: Processes, victim: str, url: str, delay_s: float) -> None:
    time.sleep(delay_s)
    if kind == "kill":
        procs.kill(victim)
    elif kind == "stop":
        pids = _session_pids(procs.running[victim].pid)
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
                tally.faulted[kind] += 1
            restarted = faulted and kind == "kill"
            if restarted:
                procs.start(victim, "serve", "--port", str(port), "--tp", str(tp),
                            "--size", args.size)  # fmt: skip
                wait_healthy(urls[victim])
            tally.attempted += 1
            ok = status == 200 and bool(reply.get("success"))
            tally.succeeded += ok
            if not ok and not faulted:
                tally.unexpected_failures.append(f"sync {index}: {reply.get('message')}")
            # A server restarted in this round starts from fresh weights: the next sync
            # brings it up to date, and it is checked from then on.
            running = {n: u for n, u in urls.items() if not (restarted and n == victim)}
            _check_versions(tally, index, running)
            if ok:
                _check_digests(tally, index, trainer, running)
            if index == args.syncs // 2:
                print_usage(procs.running, f"after {index} syncs")
        print_usage(procs.running, f"after {args.syncs} syncs")
    return _report(tally, args)


def _check_versions(tally: Tally, index: int, urls: dict[str, str]) -> None:
    versions = _versions(urls)
    if len(set(versions.values())) > 1:
        tally.divergences.append(f"sync {index}: {versions}")


def _check_digests(tally: Tally, index: int, trainer: str, urls: dict[str, str]) -> None:
    want = request_json("GET", f"{trainer}/weights_checksum")[1]["digest"]
    for name, url in urls.items():
        got: Any = request_json("GET", f"{url}/weights_checksum")[1]
        if got.get("digest") != want:
            tally.digest_mismatches.append(f"sync {index}: {name}")


def _report(tally: Tally, args: argparse.Namespace) -> int:
    rate = tally.succeeded / max(tally.attempted, 1)
    faults = ", ".join(f"{k} {v}" for k, v in tally.faulted.items())
    print(f"\n{tally.succeeded}/{tally.attempted} syncs succeeded ({rate:.0%}); faults: {faults}")
    print(f"servers left on different versions: {len(tally.divergences)}")
    for problem in (*tally.divergences, *tally.unexpected_failures, *tally.digest_mismatches):
        print(f"  {problem}")
    print(f"syncs without a fault that failed: {len(tally.unexpected_failures)}")
    print(f"digest mismatches after a successful sync: {len(tally.digest_mismatches)}")
    bad = tally.divergences or tally.unexpected_failures or tally.digest_mismatches
    print("soak FAILED" if bad else "soak passed")
    return 1 if bad else 0


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
        from twophase.tools import soak_cluster  # imports this module: not at the top

        return soak_cluster.run(args)
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
