"""One sync as a rank worker sees it: the job it is given (``ReceiveJob``), where the job's
buckets land (``BucketSink``), what it reports (``ReceivedReport``), and the asyncio side's
handle on it (``ReceiveHandle``): futures, progress, the abort flag and the job's place with
respect to its commit vote, which decides whether an abort may still take effect (see
``twophase.receiver.rank_worker`` for the thread that runs the job).
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

import torch

from twophase.core.buckets import Bucket, Manifest
from twophase.core.protocol import ChecksumAlgorithm, TransferFormat
from twophase.core.table import Deadlines
from twophase.receiver.rankdata import AbortOutcome, ReceivedReport, ShardedSpec
from twophase.transport.shared_offer import Offer


class BucketSink(Protocol):
    """Where a job's buckets land. Called from the worker thread."""

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        """A uint8 buffer of at least ``bucket.nbytes`` on ``device`` (may wait for one to
        be freed, at most ``timeout_s``)."""
        ...

    def received(
        self, bucket: Bucket, buffer: torch.Tensor, ready: torch.cuda.Event | None
    ) -> None:
        """The bucket is complete in ``buffer``; a consumer on another stream must wait on
        ``ready`` before reading it."""
        ...


@dataclass(frozen=True)
class ReceiveJob:
    sync_id: str
    manifest: Manifest
    sink: BucketSink
    deadlines: Deadlines
    transfer_format: TransferFormat = "flattened"
    probe: bool = True
    vote: bool = True  # the commit vote after the last bucket (off for seed-protocol senders)
    checksum: ChecksumAlgorithm | None = None
    sharded: ShardedSpec | None = None  # many senders: this rank's pairs (``for_rank``)
    point_to_point: bool = False  # each bucket received from rank 0 alone, not broadcast
    shared_memory: Offer | None = None  # the trainer's segments, if every rank maps them


class _VotePhase(Enum):
    RECEIVING = "receiving"  # buckets still arriving: an abort takes effect
    VOTING = "voting"  # the yes is cast: an abort waits for the answer
    PASSED = "passed"
    FAILED = "failed"
    UNCERTAIN = "uncertain"  # the yes is cast, the answer never came: the sender decides


@dataclass
class ReceiveHandle:
    """The asyncio side's view of one job: futures, progress counters, the abort flag and
    where the job stands with respect to its commit vote."""

    job: ReceiveJob
    posted: Future[None] = field(default_factory=Future)
    # Set when weight bytes start to move: the probe passed (or, without a probe, the
    # first bucket arrived).
    transfer_started: Future[None] = field(default_factory=Future)
    done: Future[ReceivedReport] = field(default_factory=Future)
    buckets_received: int = 0
    bytes_received: int = 0
    aborted: str | None = None  # why, once the job is aborted (``abort``)
    # With an uncertain vote (``VoteUncertain``): what this rank received, for the endpoint
    # to commit on the sender's word.
    uncertain_report: ReceivedReport | None = None
    _phase: _VotePhase = _VotePhase.RECEIVING
    _decision: threading.Lock = field(default_factory=threading.Lock)
    # True: passed; False: failed; None: the yes is cast and the answer was lost.
    _vote_answer: Future[bool | None] = field(default_factory=Future)

    def abort(self, reason: str) -> None:
        """Set the out-of-band flag; the worker hands nothing over after seeing it. For
        cleanup: the endpoint already decided (use ``request_abort`` to ask)."""
        if self.aborted is None:
            self.aborted = reason

    def request_abort(self, reason: str, timeout_s: float) -> AbortOutcome:
        """An abort that respects the commit point: accepted while this rank has not cast
        its yes (it then never does); refused (COMMITTED) once the vote passed; while the
        vote runs, decided by its answer, waited for within ``timeout_s``. A yes cast with
        no answer known (the vote still running at ``timeout_s``, or its answer lost) is
        VOTED: the abort is not this rank's to take (the vote may have passed elsewhere)."""
        with self._decision:
            if self._phase in (_VotePhase.RECEIVING, _VotePhase.FAILED):
                self.abort(reason)
                return AbortOutcome.ACCEPTED
            if self._phase is _VotePhase.PASSED:
                return AbortOutcome.COMMITTED
            if self._phase is _VotePhase.UNCERTAIN:
                return AbortOutcome.VOTED
        try:
            passed = self._vote_answer.result(timeout_s)
        except FutureTimeout:
            return AbortOutcome.VOTED
        if passed is None:
            return AbortOutcome.VOTED
        if passed:
            return AbortOutcome.COMMITTED
        self.abort(reason)
        return AbortOutcome.ACCEPTED

    def fail(self, error: BaseException) -> None:
        """Every future not yet resolved fails with ``error``."""
        for future in (self.posted, self.transfer_started, self.done):
            if not future.done():
                future.set_exception(error)

    def enter_vote(self) -> bool:
        """The worker is about to cast its yes: False if an abort came first (then it must
        not vote at all)."""
        with self._decision:
            if self.aborted is not None:
                return False
            self._phase = _VotePhase.VOTING
            return True

    def vote_answered(self, passed: bool) -> None:
        with self._decision:
            self._phase = _VotePhase.PASSED if passed else _VotePhase.FAILED
        if not self._vote_answer.done():
            self._vote_answer.set_result(passed)

    def vote_uncertain(self, report: ReceivedReport) -> None:
        """The yes was cast and the group broke before the answer came (``VoteUncertain``)."""
        with self._decision:
            self._phase = _VotePhase.UNCERTAIN
            self.uncertain_report = report
        if not self._vote_answer.done():
            self._vote_answer.set_result(None)  # not known here either way
