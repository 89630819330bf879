"""What a soak run counts, and how it reports it (``soak.py`` on one host, ``soak_cluster.py``
across hosts): syncs attempted and succeeded, faults injected, and every divergence, unexpected
failure or digest mismatch; and the processes' resources as the run goes."""

from __future__ import annotations

import argparse
import os
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FAULTS = ("kill", "stop", "abort")
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
