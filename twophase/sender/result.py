"""What a sync reports: its id, version, format, size, seconds per phase, requests per
endpoint, warnings, what it cost each endpoint's inference; and the clock that times the
phases."""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from twophase.core.protocol import (
    ChecksumAlgorithm,
    CompleteWeightsUpdateResponse,
    TransferFormat,
)
from twophase.core.reshard import PairManifest
from twophase.core.table import Phase
from twophase.core.trainer_protocol import GROUP, SHARED_MEMORY, SyncRoute
from twophase.sender.delta_round import DeltaFigures
from twophase.sender.endpoints import Answer
from twophase.sender.plan import SyncPlan
from twophase.transport.transfer import BucketProgress


@dataclass(frozen=True)
class EndpointPauses:
    """What each endpoint's complete answer said the sync cost its inference, by endpoint
    name: ``pause_ms``, its weights' write lock held for the apply; ``generate_wait_ms``, the
    longest wait of a generate request for the read lock. An endpoint that did not say (a
    seed-protocol peer, vLLM) is absent."""

    pause_ms: dict[str, float] = field(default_factory=dict)
    generate_wait_ms: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, answers: Iterable[Answer[CompleteWeightsUpdateResponse]]) -> EndpointPauses:
        said = [(a.endpoint.name, a.response.pause) for a in answers]
        return cls(
            {name: pause.pause_ms for name, pause in said if pause is not None},
            {name: pause.generate_wait_ms for name, pause in said if pause is not None},
        )


@dataclass
class SyncResult:
    sync_id: str
    weight_version: int
    transfer_format: TransferFormat
    # The buckets and their whole bytes the trainer's ranks sent, together: a broadcast's
    # one copy once, each point-to-point pair's own (``core/transfers.Transfers.sent``).
    num_buckets: int
    total_bytes: int
    phase_seconds: dict[str, float]
    requests_per_endpoint: dict[str, int]
    warnings: list[str] = field(default_factory=list)
    checksum: ChecksumAlgorithm | None = None  # what the commit vote compared
    # What the sync cost each endpoint's inference (see ``EndpointPauses``).
    pause_ms: dict[str, float] = field(default_factory=dict)
    generate_wait_ms: dict[str, float] = field(default_factory=dict)
    # Past the commit point the sync is committed; these endpoints had not confirmed the
    # apply when it returned (name -> why), and are followed up in the background.
    unconfirmed: dict[str, str] = field(default_factory=dict)
    # A sync that could send a delta (``delta=`` True or "auto"): whether it did, the bytes
    # on the wire against the whole, the density, why it went whole; None: it could not.
    delta: DeltaFigures | None = None
    # How the buckets went: "shared memory" (the trainer's, every endpoint on its host) or
    # "group"; and, by the group, why not by shared memory.
    route: SyncRoute = GROUP
    why_not_shared: str | None = None

    # A mixed sharded round: the endpoints that took whole tensors from rank 0 after the
    # sharded part committed (name -> why), and that sync's own result.
    whole_after: dict[str, str] = field(default_factory=dict)
    whole_result: SyncResult | None = None

    def merge_later(self, later: SyncResult, why: Mapping[str, str]) -> None:
        """``later`` (the whole tensors into the endpoints that cannot take slices, each for
        ``why``) followed this sync in the same call: its endpoints' figures join this
        result's."""
        self.whole_result = later
        self.whole_after = dict(why)
        self.requests_per_endpoint.update(later.requests_per_endpoint)
        self.pause_ms.update(later.pause_ms)
        self.generate_wait_ms.update(later.generate_wait_ms)
        self.unconfirmed.update(later.unconfirmed)
        self.warnings.extend(later.warnings)
        for phase, seconds in later.phase_seconds.items():
            self.phase_seconds[f"whole {phase}"] = seconds

    @property
    def bytes_moved(self) -> int:
        """The bytes that went on the wire: a delta's payloads, else every bucket whole."""
        return self.delta.bytes_moved if self.delta is not None else self.total_bytes

    @classmethod
    def of(
        cls,
        plan: SyncPlan,
        sent: tuple[int, int],
        clock: PhaseClock,
        requests_per_endpoint: Mapping[str, int],
        pauses: EndpointPauses,
    ) -> SyncResult:
        return cls(
            plan.sync_id,
            plan.weight_version,
            plan.transfer_format,
            sent[0],  # the buckets the trainer's ranks sent, together (Transfers.sent)
            sent[1],  # and their whole bytes
            clock.seconds | {"total": time.monotonic() - clock.started},
            dict(requests_per_endpoint),
            list(plan.warnings),
            plan.checksum,
            dict(pauses.pause_ms),
            dict(pauses.generate_wait_ms),
        )

    @property
    def gbps(self) -> float:
        seconds = self.phase_seconds.get("transfer", 0.0)
        return self.bytes_moved / seconds / 1e9 if seconds > 0 else 0.0

    def describe(self) -> str:
        return (
            f"sync {self.sync_id}: version {self.weight_version}, {self.num_buckets} buckets, "
            f"{self.total_bytes / 2**20:.1f} MB, {self.phase_seconds['total']:.2f} s, "
            f"{self.gbps:.2f} GB/s"
            + (f", pause {max(self.pause_ms.values()):.2f} ms" if self.pause_ms else "")
            + (", via shared memory" if self.route == SHARED_MEMORY else "")
            + (self._describe_delta() if self.delta is not None else "")
        )

    def _describe_delta(self) -> str:
        delta = self.delta
        assert delta is not None
        if delta.delta:
            return (
                f", delta: {delta.bytes_moved / 2**20:.1f} MB moved of "
                f"{delta.full_bytes / 2**20:.1f} (density {delta.density:.4f})"
            )
        return f", whole: {delta.why_whole}"


class PhaseClock:
    """Seconds per phase; ``current`` names the phase a failure happened in."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.seconds: dict[str, float] = {}  # by Phase (a str), and "total" in a result
        self.current = Phase.SETUP

    @contextlib.contextmanager
    def phase(self, name: Phase) -> Iterator[None]:
        self.current, mark = name, time.monotonic()
        yield
        self.seconds[name] = time.monotonic() - mark


@dataclass(frozen=True)
class SyncProgress:
    """How far a sync's transfer got: the running sync's while ``running``, else the last
    one's. ``bucket_bytes``: every bucket's size, in the order they go, so that a watcher
    that polls less often than buckets go can still account for each one."""

    running: bool = False
    sync_id: str | None = None
    buckets_sent: int = 0
    buckets_total: int = 0
    bytes_sent: int = 0
    bytes_total: int = 0
    transfer_seconds: float = 0.0  # from the first bucket's broadcast to the last one's end
    bucket_bytes: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """As ``/sync_state`` shows it."""
        return {
            "running": self.running,
            "sync_id": self.sync_id,
            "buckets_sent": self.buckets_sent,
            "buckets_total": self.buckets_total,
            "bytes_sent": self.bytes_sent,
            "bytes_total": self.bytes_total,
            "transfer_seconds": self.transfer_seconds,
            "bucket_bytes": list(self.bucket_bytes),
        }


class ProgressTracker:
    """Keeps a ``SyncProgress`` current. ``sent`` runs on the group's thread, ``start`` and
    ``stop`` on the event loop, so a late bucket of a sync that ended cannot revive it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._current: SyncProgress | None = None
        self._transfer_started = 0.0

    @property
    def current(self) -> SyncProgress | None:
        """None before the first sync."""
        return self._current

    def start(self, sizes: Sequence[int]) -> None:
        """A sync whose buckets are ``sizes``, in the order they go (a sharded sync's: every
        pair's), begins, or begins anew."""
        with self._lock:
            self._current = SyncProgress(
                True, None, 0, len(sizes), 0, sum(sizes), 0.0, tuple(sizes)
            )

    def all_sent(self, sync_id: str | None) -> None:
        """Every bucket went (a sharded sync's vote passed: the other trainer ranks' buckets
        are known only then)."""
        with self._lock:
            progress = self._current
            if progress is None or not progress.running:
                return
            now = time.monotonic()
            started = self._transfer_started if progress.buckets_sent else now
            self._current = replace(
                progress,
                sync_id=sync_id,
                buckets_sent=progress.buckets_total,
                bytes_sent=progress.bytes_total,
                transfer_seconds=now - started,
            )

    def sent(self, done: BucketProgress, sync_id: str | None) -> None:
        with self._lock:
            now = time.monotonic()
            progress = self._current
            if progress is None or not progress.running:
                return
            if progress.buckets_sent == 0:  # the first bucket's broadcast began this long ago
                self._transfer_started = now - done.seconds
            self._current = replace(
                progress,
                sync_id=sync_id,
                buckets_sent=done.index + 1,
                bytes_sent=progress.bytes_sent + done.nbytes,
                transfer_seconds=now - self._transfer_started,
            )

    def stop(self) -> None:
        with self._lock:
            if self._current is not None:
                self._current = replace(self._current, running=False)


@dataclass
class SenderRank:
    """One trainer rank of the running (else the last) sharded sync, for the trainer's
    ``/sync_state``: what the plan gives it to send, and how far the sync got."""

    rank: int
    pairs: int = 0
    buckets: int = 0
    bytes: int = 0
    state: str = "planned"  # planned, sending, voted, done, failed: <phase>
    # How many of its buckets are on the wire: the leader's own as each round goes, every
    # rank's once the vote passed (the others' are known to the leader only then).
    buckets_sent: int = 0
    # A sync that packs its pairs first (a delta): what this rank puts on the wire, and its
    # memory for it (its base and this sync's packed pairs).
    sent_bytes: int | None = None
    held_bytes: int = 0

    @classmethod
    def of(cls, rank: int, sends: Sequence[PairManifest]) -> SenderRank:
        return cls(
            rank,
            pairs=len(sends),
            buckets=sum(len(pair.manifest.buckets) for pair in sends),
            bytes=sum(pair.manifest.total_bytes for pair in sends),
        )

    def to_json(self) -> dict[str, object]:
        return dataclasses.asdict(self)
