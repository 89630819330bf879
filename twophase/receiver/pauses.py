"""What syncs cost an endpoint's inference: the pause of each good sync (its weights' write
lock held, the most of any TP rank) and inference's waits for the read lock meanwhile.

Each rank measures its own lock (``RWLock.figures``) and returns a ``PauseReport`` from
``commit``; ``RankSet.commit`` hands them to ``PauseStats.record``, which keeps the last
sync's figures (``/sync_state``, the complete answer) and histograms (``/metrics``).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

from twophase.core.protocol import SyncPause
from twophase.receiver.rankdata import PauseReport

# Seconds, from a reference swap (well under a millisecond) to a copy of a large model.
PAUSE_BUCKETS_S = (
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
    0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
)  # fmt: skip


@dataclass
class Histogram:
    """Observations counted in buckets, as Prometheus exports a histogram."""

    bounds: tuple[float, ...] = PAUSE_BUCKETS_S
    counts: list[int] = field(default_factory=lambda: [0] * (len(PAUSE_BUCKETS_S) + 1))
    total: float = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect.bisect_left(self.bounds, value)] += 1  # ``le``: bound included
        self.total += value

    @property
    def count(self) -> int:
        return sum(self.counts)

    def cumulative(self) -> list[tuple[str, float]]:
        """``(le, observations at most le)`` per bucket, ``+Inf`` last."""
        out, running = [], 0
        for bound, count in zip([*map(str, self.bounds), "+Inf"], self.counts, strict=True):
            running += count
            out.append((bound, float(running)))
        return out


@dataclass
class PauseStats:
    """The last good sync's pause, and every good sync's in histograms."""

    last: SyncPause | None = None
    pause: Histogram = field(default_factory=Histogram)  # one per good sync
    generate_wait: Histogram = field(default_factory=Histogram)  # the longest wait of each
    generate_waits: int = 0  # every request that waited, over all good syncs

    def record(self, reports: Sequence[PauseReport]) -> SyncPause:
        """One good sync's figures, from every rank that committed it."""
        held = max(r.write_held_s for r in reports)
        longest = max(r.read_wait_max_s for r in reports)
        waits = sum(r.read_waits for r in reports)
        self.last = SyncPause(
            sync_id=reports[0].sync_id,
            weight_version=max(r.weight_version for r in reports),
            pause_ms=held * 1e3,
            generate_waits=waits,
            generate_wait_ms=longest * 1e3,
        )
        self.pause.observe(held)
        if waits:  # a sync nobody waited for says nothing about waits
            self.generate_wait.observe(longest)
        self.generate_waits += waits
        return self.last

    def of_sync(self, sync_id: str) -> SyncPause | None:
        """The figures of sync ``sync_id``, if it is the last good one."""
        last = self.last
        return last if last is not None and last.sync_id == sync_id else None
