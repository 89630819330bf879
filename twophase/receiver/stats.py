"""What an endpoint counts for ``/metrics``: syncs by outcome, the last good sync's phases,
bytes received, peak staging bytes, what syncs cost inference (``pauses.py``)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from twophase.core.table import State, in_attempt
from twophase.receiver.pauses import PauseStats
from twophase.receiver.rankdata import ReceivedReport
from twophase.receiver.receiver_attempt import ReceiverAttempt


@dataclass
class EndpointStats:
    """What ``/metrics`` exports."""

    syncs: dict[str, int] = field(default_factory=lambda: {"success": 0, "failure": 0})
    phase_seconds: dict[str, float] = field(default_factory=dict)
    bytes_received: int = 0
    peak_extra_bytes: int = 0
    pauses: PauseStats = field(default_factory=PauseStats)  # recorded by the rank set's commit

    def record_failure(self, state: State) -> None:
        """A failure in ``state``: a sync failed if one was running."""
        if in_attempt(state):
            self.syncs["failure"] += 1

    def record_success(
        self, attempt: ReceiverAttempt, reports: list[ReceivedReport], apply_s: float
    ) -> None:
        self.syncs["success"] += 1
        self.bytes_received += attempt.manifest.total_bytes
        self.peak_extra_bytes = max(r.peak_extra_bytes for r in reports)
        self.phase_seconds = {
            "receive": max(r.seconds for r in reports),
            "apply": apply_s,
            "total": time.monotonic() - attempt.started,
        }
