"""Generate latency under load: what a sync costs the requests an inference server is serving.

In each receiver, ``GenerateLoad`` runs a few threads that call the rank's ``generate``
continuously (the real path: the weights' read lock, then a forward over the model's current
tensors) and records when each call started and ended, and whether it was refused (a
streaming sync pauses inference). The bench (``local_cluster.measure_latency``) runs an idle
window (no sync), then syncs back to back, per apply method; before those, the run's first
sync, which forms the group and meets every first-time allocation (``FIRST_SYNC``: on a GPU a
first sync once stalled inference for a second); ``split_calls`` splits the calls
into idle and during-sync by their times (every process shares ``CLOCK_MONOTONIC``) and
``summarize`` takes p50/p99 of each.

On a host where the sync itself needs every core (this CPU box), calls during a sync also
slow down for want of CPU, lock or no lock; ``lock_wait_ms`` (the longest read-lock wait the
receiver's lock saw) separates what the lock cost from the rest.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from twophase.tools.bench.report import target

P99_LIMIT = 2.0  # generate p99 during syncs at most 2x the idle p99
FIRST_SYNC = "during the first sync (group forms)"
FIRST_SYNC_WORST_MS = 50.0  # no call slower than this at the first sync (a GPU's target)
PROMPT = [1, 2, 3]
# (label, apply mode, zero-copy) in the order they run.
SYNC_KINDS = (
    ("during staged syncs (zero-copy)", "staged", True),
    ("during staged syncs (copy swap)", "staged", False),
    ("during streaming syncs", "streaming", True),
)


@dataclass(frozen=True)
class Call:
    started: float
    ended: float
    refused: bool  # the rank answered "not serving" (a streaming sync in progress)


class GenerateLoad:
    """``threads`` threads calling ``generate(prompt, tokens)`` until ``stop``."""

    def __init__(self, generate: Callable[[list[int], int], object], threads: int, tokens: int):
        self._generate, self._tokens = generate, tokens
        self._calls: list[Call] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [
            threading.Thread(target=self._loop, name=f"bench-generate-{i}", daemon=True)
            for i in range(threads)
        ]
        for thread in self._threads:
            thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            started = time.monotonic()
            refused = False
            try:
                self._generate(PROMPT, self._tokens)
            except Exception:  # NotServing during a streaming sync: counted, not a failure
                refused = True
                time.sleep(0.001)  # a client would back off, not spin
            with self._lock:
                self._calls.append(Call(started, time.monotonic(), refused))

    def stop(self, timeout_s: float = 60.0) -> list[Call]:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout_s)
        with self._lock:
            return list(self._calls)


def _percentile(values: list[float], q: float) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q) - 1]


def split_calls(
    calls: list[Call], idle: tuple[float, float], syncs: list[tuple[float, float]]
) -> tuple[list[Call], list[Call]]:
    """Calls wholly inside the idle window, and calls that overlap any sync."""
    quiet = [c for c in calls if idle[0] <= c.started and c.ended <= idle[1]]
    during = [c for c in calls if any(c.started < end and c.ended > start for start, end in syncs)]
    return quiet, during


def summarize(label: str, calls: list[Call]) -> dict[str, Any]:
    served = [(c.ended - c.started) * 1e3 for c in calls if not c.refused]
    return {
        "label": label,
        "calls": len(calls),
        "refused": sum(c.refused for c in calls),
        "p50_ms": round(_percentile(served, 50), 3) if served else None,
        "p99_ms": round(_percentile(served, 99), 3) if served else None,
        "worst_ms": round(max(served), 3) if served else None,
    }


def latency_table(rows: list[dict[str, Any]]) -> str:
    header = (
        f"{'generate under load':<34}{'MB':>6}{'recv':>5}{'calls':>7}{'refused':>8}"
        f"{'p50 ms':>8}{'p99 ms':>8}{'worst ms':>9}{'lock wait ms':>13}"
    )
    lines = [header, "-" * len(header)]
    for r in rows:
        p50 = "-" if r["p50_ms"] is None else f"{r['p50_ms']:.2f}"
        p99 = "-" if r["p99_ms"] is None else f"{r['p99_ms']:.2f}"
        worst = "-" if r.get("worst_ms") is None else f"{r['worst_ms']:.2f}"
        wait = "-" if r.get("lock_wait_ms") is None else f"{r['lock_wait_ms']:.2f}"
        lines.append(
            f"{r['label']:<34}{r['size_mb']:>6g}{r['receivers']:>5}{r['calls']:>7}"
            f"{r['refused']:>8}{p50:>8}{p99:>8}{worst:>9}{wait:>13}"
        )
    return "\n".join(lines)


def latency_targets(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per size and receiver count: staged (zero-copy) p99 during syncs against idle p99,
    and the slowest call during the first sync."""
    out = []
    for row in rows:
        if row["label"] == FIRST_SYNC and row["worst_ms"] is not None:
            worst, where = row["worst_ms"], f"{row['size_mb']:g} MB, {row['receivers']} recv"
            text = (
                f"slowest generate during the first sync (the group forms) {worst:.2f} ms "
                f"(target on a GPU <= {FIRST_SYNC_WORST_MS:g} ms)"
            )
            fine = worst <= FIRST_SYNC_WORST_MS
            out.append(target("generate_worst_first_sync", where, worst, fine, text))
        if row["label"] != "during staged syncs (zero-copy)":
            continue
        idle = next(
            r
            for r in rows
            if r["label"] == "idle"
            and (r["size_mb"], r["receivers"]) == (row["size_mb"], row["receivers"])
        )
        if idle["p99_ms"] is None or row["p99_ms"] is None:
            continue
        ratio = row["p99_ms"] / idle["p99_ms"]
        where = f"{row['size_mb']:g} MB, {row['receivers']} recv"
        text = (
            f"generate p99 during staged syncs {row['p99_ms']:.2f} ms = {ratio:.2f}x idle "
            f"{idle['p99_ms']:.2f} ms (target <= {P99_LIMIT:g}x; longest read-lock wait "
            f"{row.get('lock_wait_ms') or 0:.2f} ms)"
        )
        out.append(target("generate_p99_during_sync", where, ratio, ratio <= P99_LIMIT, text))
    return out
