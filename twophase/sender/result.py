"""What a sync reports: its id, version, format, size, seconds per phase, requests per
endpoint, warnings; and the clock that times the phases."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from twophase.core.buckets import Manifest
from twophase.core.protocol import ChecksumAlgorithm, TransferFormat
from twophase.sender.plan import SyncPlan


@dataclass
class SyncResult:
    sync_id: str
    weight_version: int
    transfer_format: TransferFormat
    num_buckets: int
    total_bytes: int
    phase_seconds: dict[str, float]
    requests_per_endpoint: dict[str, int]
    warnings: list[str] = field(default_factory=list)
    checksum: ChecksumAlgorithm | None = None  # what the commit vote compared

    @classmethod
    def of(
        cls,
        plan: SyncPlan,
        manifest: Manifest,
        clock: PhaseClock,
        requests_per_endpoint: Mapping[str, int],
    ) -> SyncResult:
        return cls(
            plan.sync_id,
            plan.weight_version,
            plan.transfer_format,
            len(manifest.buckets),
            manifest.total_bytes,
            clock.seconds | {"total": time.monotonic() - clock.started},
            dict(requests_per_endpoint),
            list(plan.warnings),
            plan.checksum,
        )

    @property
    def gbps(self) -> float:
        seconds = self.phase_seconds.get("transfer", 0.0)
        return self.total_bytes / seconds / 1e9 if seconds > 0 else 0.0

    def describe(self) -> str:
        return (
            f"sync {self.sync_id}: version {self.weight_version}, {self.num_buckets} buckets, "
            f"{self.total_bytes / 2**20:.1f} MB, {self.phase_seconds['total']:.2f} s, "
            f"{self.gbps:.2f} GB/s"
        )


class PhaseClock:
    """Seconds per phase; ``current`` names the phase a failure happened in."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.seconds: dict[str, float] = {}
        self.current = "setup"

    @contextlib.contextmanager
    def phase(self, name: str) -> Iterator[None]:
        self.current, mark = name, time.monotonic()
        yield
        self.seconds[name] = time.monotonic() - mark
