"""``make soak-faults``: many syncs through real processes, with a fault every Nth.

A trainer and two servers (TP 2 and TP 1), as in the demo. Every ``--fault-every``-th sync
gets a fault, in turn: a server killed with SIGKILL mid-transfer (then restarted on its port),
a server stopped with SIGSTOP for a few seconds mid-transfer, or an abort request sent to a
server at a random moment of the sync. Every other sync must succeed; after every sync no two
servers that kept running may hold different weight versions (the commit point holds); after
every successful sync each server's weights digest must equal the trainer's. RSS, open file
descriptors and threads of every process are printed at the start, half way and the end, so
a leak shows as a trend.

With ``--cluster`` (``run_cluster``), the same soak on a ``netcluster``: each process on its
own host (network namespaces, 1 gbit links; needs root), and the faults in turn: a server's
link cut at a random phase and healed after a time drawn below or above the deadlines, the
trainer's link cut the same way, a server's link flapping during the transfer, a server killed
with SIGKILL mid-transfer (then restarted).

    python -m twophase.tools.soak --syncs 100 --fault-every 10
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twophase.http_common import free_port, request_json
from twophase.testing.netcluster import REQUIRE_ENV, Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.testing.partitions import CASE_TIMEOUTS, Case, Injector, settle
from twophase.tools.demo import RESTING, Processes, _wait_rest, cluster, wait_healthy

FAULTS = ("kill", "stop", "abort")
CLUSTER_FAULTS = ("cut", "cut-trainer", "flap", "kill")  # --cluster
PHASES = ("prepare", "transfer", "vote", "complete")  # --cluster: where a cut lands
# Short deadlines, so a stopped server fails its sync in seconds, not minutes.
SOAK_TIMEOUTS = {"first_byte": 5.0, "progress": 2.0, "apply": 20.0, "prepare": 10.0}
TRAINER = "trainer"  # the name ``Tally.check`` asks the trainer's digest by


@dataclass
class Tally:
    attempted: int = 0
    succeeded: int = 0
    faulted: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FAULTS, 0))
    unexpected_failures: list[str] = field(default_factory=list)
    divergences: list[str] = field(default_factory=list)
    digest_mismatches: list[str] = field(default_factory=list)

    def record(self, index: int, status: int, reply: dict[str, Any], fault: str | None) -> bool:
        """Sync ``index``'s answer (``fault``: the kind injected into it); True if it succeeded."""
        self.attempted += 1
        ok = status == 200 and bool(reply.get("success"))
        self.succeeded += ok
        if fault is not None:
            self.faulted[fault] += 1
        elif not ok:
            self.unexpected_failures.append(f"sync {index}: {reply.get('message')}")
        return ok

    def check(
        self, index: int, versions: Mapping[str, Any], digest: Callable[[str], Any] | None
    ) -> None:
        """After sync ``index``: the servers' versions at rest (all one) and, after a good
        sync, each one's ``digest`` of its weights, the trainer's (``digest(TRAINER)``)."""
        if len(set(versions.values())) > 1:
            self.divergences.append(f"sync {index}: {dict(versions)}")
        if digest is None:
            return
        want = digest(TRAINER)
        for name in versions:
            if digest(name) != want:
                self.digest_mismatches.append(f"sync {index}: {name}")


def session_pids(leader: int) -> list[int]:
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
        for pid in session_pids(process.pid):
            try:
                rss, fds, threads = _usage(pid)
            except (OSError, KeyError):
                continue
            role = name if pid == process.pid else f"{name}/rank"
            print(f"  {role:<16}{pid:>8}{rss:>10.1f}{fds:>6}{threads:>9}")


def report(tally: Tally, args: argparse.Namespace) -> int:
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


def run_cluster(args: argparse.Namespace) -> int:
    if refuse("soak --cluster"):  # skipped, unless the caller requires namespaces (CI)
        return 2 if os.environ.get(REQUIRE_ENV) == "1" else 0
    rng = random.Random(args.seed)
    tally = Tally(faulted=dict.fromkeys(CLUSTER_FAULTS, 0))
    with Cluster(["trainer", "s1", "s2"]) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}, size=args.size,
        trainer_args=("--bucket-delay", str(args.bucket_delay)),
    ) as deployment:  # fmt: skip
        deployment.register()
        print_usage(_running(deployment), "at start")
        for index in range(1, args.syncs + 1):
            faulted = index % args.fault_every == 0
            kind = CLUSTER_FAULTS[(index // args.fault_every - 1) % len(CLUSTER_FAULTS)]
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
    return run_cluster(args) if args.cluster else run(args)


if __name__ == "__main__":
    raise SystemExit(main())
