"""One sync attempt on a receiving endpoint, from a successful prepare to its end.

A ``ReceiverAttempt`` owns what the attempt waits on: the watchdog task that follows the ranks
(PREPARED → RECEIVING when bytes move, then every bucket in) and the futures that
``complete`` awaits. With a commit vote (a twophase sender), every rank's report means the
vote passed on every rank: the watchdog hands the attempt to the endpoint to commit at once,
without waiting for complete (the commit point is the vote), and complete waits for that
outcome. Without one (a seed-protocol sender), the complete request is the commit, and it
must come within the progress deadline after the last bucket.

A vote whose answer reached no rank of this endpoint (``VoteUncertain``) may still have passed
elsewhere: the attempt is UNCERTAIN, and resolves it (``peer_termination.py``): the sender's
complete (its bucket checksums must match this endpoint's) commits, the sender's verdict abort
rolls back, the peers' answers decide. A rank that did see the vote pass decides for the
endpoint: the vote passed everywhere.

A seed-protocol attempt may stage in parts (``add_part``: an SGLang session's update calls,
each a manifest of its own, all applied by the one complete): the watchdog follows each part
as it follows the first, and after each the next part or complete must come within the
progress deadline. Whatever ends the attempt (a rank's failure, a missed deadline, an abort, a
rollback, the watchdog cancelled) resolves those futures at once, with the real cause: a
waiting complete never outlives its attempt.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from twophase.core.buckets import Manifest
from twophase.core.protocol import PrepareWeightsUpdateRequest
from twophase.core.table import Deadlines, Trigger
from twophase.core.termination import UncertainStatus
from twophase.errors import DeadlineExceeded, SyncFailed
from twophase.receiver.peer_termination import PeerResolution
from twophase.receiver.rankdata import (
    ApplyMode,
    DeltaSpec,
    ReceivedReport,
    ReceiveSpec,
    ShardedSpec,
)
from twophase.receiver.rankset import RankSet
from twophase.receiver.receiver_guards import Confirmation
from twophase.receiver.validation import ValidPrepare, checksum_mismatch
from twophase.transport.shared_offer import Offer

_seed_sync_ids = itertools.count(1)
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WatchHooks:
    """What the endpoint does when the watchdog sees bytes move (and on how many ranks),
    the vote pass, or a failure (the trigger to fire, and the cause)."""

    transfer_started: Callable[[ReceiverAttempt, int], None]
    vote_passed: Callable[[ReceiverAttempt, list[ReceivedReport]], Awaitable[None]]
    failed: Callable[[ReceiverAttempt, Trigger, str], Awaitable[None]]


class ReceiverAttempt:
    def __init__(
        self, receive: ReceiveSpec, version: int, manifest: Manifest, deadlines: Deadlines
    ) -> None:
        self.receive = receive  # what every rank is asked to receive
        self.sync_id = receive.sync_id
        self.version = version
        self.manifest = manifest  # every part's buckets, numbered on (``add_part``)
        self._staged_reports: list[list[ReceivedReport]] = []  # the parts received so far
        self._more = asyncio.Event()  # a further part was posted
        self.deadlines = deadlines
        self.started = time.monotonic()
        self._received: asyncio.Future[list[ReceivedReport]] = (
            asyncio.get_running_loop().create_future()
        )
        self._published: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._complete_requested = asyncio.Event()
        # The sender's word that its vote passed: its complete's bucket checksums (None: it
        # sent none), for an endpoint the vote's answer did not reach.
        self._sender_passed: asyncio.Future[list[str] | None] = (
            asyncio.get_running_loop().create_future()
        )
        self.vote_uncertain = False  # waiting for that word
        self._watchdog: asyncio.Task[None] | None = None
        self.vote_passed = False  # every rank's commit vote passed: past the commit point
        self.abort_requested: str | None = None  # an abort came while its prepare ran
        self.resolution = PeerResolution()  # cooperative termination, if its vote is lost

    @property
    def peer_token(self) -> str | None:
        """The sync's token: peers ask with it; the sender's verdict carries it."""
        return self.resolution.token

    @property
    def has_vote(self) -> bool:
        """The commit point is the vote (a twophase sender), not the complete request."""
        return self.receive.vote

    def add_part(self, manifest: Manifest) -> ReceiveSpec:
        """A further part of this seed-protocol attempt, once every part so far is in and
        before complete: what every rank is asked to receive for it (into the same staging).
        Call ``part_posted`` once every rank posted it."""
        assert self.staged
        offset = len(self.manifest.buckets)
        renumbered = (replace(b, index=offset + b.index) for b in manifest.buckets)
        self.manifest = Manifest((*self.manifest.buckets, *renumbered))
        self._received = asyncio.get_running_loop().create_future()
        self.receive = replace(
            self.receive,
            buckets=[b.model_dump() for b in manifest.to_wire()],
            part=self.receive.part + 1,
        )
        return self.receive

    def per_rank_buckets(self) -> tuple[int, ...]:
        """A sharded sync's bucket count on each TP rank (empty: every rank receives the
        manifest's buckets)."""
        sharded = self.receive.sharded
        if sharded is None:
            return ()
        return tuple(sharded.buckets(rank) for rank in range(len(sharded.pairs)))

    @property
    def staged(self) -> bool:
        """A seed-protocol attempt whose every part so far is in, before its complete: it
        may take a further part."""
        received = self._received
        return (
            not self.has_vote
            and received.done()
            and received.exception() is None
            and not self._complete_requested.is_set()
        )

    def part_posted(self) -> None:
        self._more.set()

    @classmethod
    def begin(
        cls,
        request: PrepareWeightsUpdateRequest,
        valid: ValidPrepare,
        default_deadlines: Deadlines,
        mode: ApplyMode,
        origin: str = "seed",
        takes_shared_memory: bool = True,
    ) -> ReceiverAttempt:
        """The attempt a validated prepare starts. A request without a sync id comes from a
        seed-protocol sender (``origin``: which one, e.g. SGLang's native routes): it gets an
        id of ours that names its origin, and no probe and no vote. An offer of shared memory
        to an endpoint that takes none is declined: its ranks answer no in the probe."""
        deadlines = (
            request.timeouts.over(default_deadlines) if request.timeouts else default_deadlines
        )
        ours = request.sync_id is not None
        receive = ReceiveSpec(
            request.sync_id or f"{origin}-{next(_seed_sync_ids)}-{uuid.uuid4().hex[:6]}",
            [b.model_dump() for b in request.buckets],
            request.transfer_format,
            probe=ours,
            vote=ours,
            checksum=request.checksum,
            deadlines=deadlines,
            mode=mode,
            sharded=_declined(valid.sharded) if not takes_shared_memory else valid.sharded,
            delta=DeltaSpec(list(request.delta.buckets), request.delta.base_checksums)
            if request.delta is not None
            else None,
            point_to_point=request.point_to_point,
            adapter=request.adapter,
            shared_memory=Offer.from_wire(request.shared_memory, declined=not takes_shared_memory)
            if request.shared_memory is not None
            else None,
        )
        attempt = cls(receive, valid.version, valid.manifest, deadlines)
        if ours and request.peer_token is not None:
            attempt.resolution = PeerResolution(
                list(request.peers or []), request.peer_token, request.unasked_voters
            )
        return attempt

    @property
    def wire_bytes(self) -> int:
        """What this sync moves: a delta's payloads, else every bucket whole."""
        delta = self.receive.delta
        if delta is None:
            return self.manifest.total_bytes
        return sum(bucket.nbytes for bucket in delta.buckets)

    def watch(self, ranks: RankSet, hooks: WatchHooks) -> None:
        """Start the watchdog (once every rank posted its receive)."""
        self._watchdog = asyncio.create_task(
            self._watch(ranks, hooks), name=f"watch {self.sync_id}"
        )
        self._watchdog.add_done_callback(self._watchdog_done)

    async def wait_received(
        self, timeout_s: float, *, completing: bool = True
    ) -> list[ReceivedReport]:
        """For complete: every rank's report, once every bucket is in. Raises the
        ``SyncFailed`` that ended the attempt, or ``DeadlineExceeded`` after ``timeout_s``.
        ``completing``: False to wait for the bytes only (complete is still to come, within
        the progress deadline after them, or a further part)."""
        if completing:
            self._complete_requested.set()
        received = self._received
        done, _ = await asyncio.wait({received}, timeout=timeout_s)
        if not done:
            raise DeadlineExceeded(
                f"not every bucket arrived within the apply deadline {timeout_s:g} s"
            )
        return received.result()

    async def wait_published(
        self, timeout_s: float, bucket_checksums: list[str] | None = None
    ) -> int:
        """For complete, with a vote: the version this attempt published once it committed
        on its vote (or, if the vote's answer did not reach it, on this complete: the sender
        sends it only once its own vote passed). Raises the ``SyncFailed`` that ended it, or
        ``DeadlineExceeded``."""
        if not self._sender_passed.done():
            self._sender_passed.set_result(bucket_checksums)
        self._complete_requested.set()
        done, _ = await asyncio.wait({self._published}, timeout=timeout_s)
        if not done:
            raise DeadlineExceeded(f"the sync did not commit within {timeout_s:g} s")
        return self._published.result()

    def confirmation(self, reports: list[ReceivedReport]) -> Confirmation | None:
        """How this endpoint knows the commit vote passed, from what happened (None: it
        does not): a rank saw it pass; or the sender's complete came (and its checksums
        matched) after every rank's answer was lost; or, with no vote, complete came."""
        if not self.has_vote:
            return "complete_request" if self._complete_requested.is_set() else None
        if any(not report.vote_uncertain for report in reports):
            return "vote"
        if self.resolution.confirmed_by is not None:
            return "peer"
        if self.resolution.resolved_by is not None:
            return "verdict"
        if self._sender_passed.done() and not self.vote_uncertain:
            return "sender"
        return None

    def how_the_vote_passed(self, reports: list[ReceivedReport]) -> str:
        """The commit's detail in the history: who said the vote passed."""
        lost = sum(r.vote_uncertain for r in reports)
        resolution = self.resolution
        if lost == len(reports):
            if resolution.resolved_by is not None:
                return f"{resolution.resolved_by} decided: commit (its answer was lost here)"
            if resolution.confirmed_by is not None:
                return (
                    f"peer {resolution.confirmed_by} committed: the commit vote passed (its "
                    f"answer was lost here)"
                )
            return "the sender's complete says the commit vote passed (its answer was lost here)"
        if lost:
            return f"the commit vote passed (seen by {len(reports) - lost} of {len(reports)} ranks)"
        return "the commit vote passed on every rank"

    @property
    def is_published(self) -> bool:
        return self._published.done() and not self._published.exception()

    def published(self) -> None:
        """The attempt committed and its version is published."""
        if not self._published.done():
            self._published.set_result(self.version)

    def end(self, cause: str) -> None:
        """The attempt is over (rolled back or aborted): whatever waits on it fails now with
        ``cause``, and the watchdog stops."""
        self._resolve_failed(SyncFailed(cause))
        watchdog = self._watchdog
        if watchdog is not None and watchdog is not asyncio.current_task():
            watchdog.cancel()

    async def _watch(self, ranks: RankSet, hooks: WatchHooks) -> None:
        deadlines = self.deadlines
        try:
            while True:
                started = await ranks.wait_transfer_started(deadlines.first_byte)
                hooks.transfer_started(self, started)
                buckets = max(self.per_rank_buckets(), default=len(self.receive.buckets))
                reports = await ranks.wait_received(deadlines.transfer_limit(buckets))
                if self.has_vote and all(r.vote_uncertain for r in reports):
                    await self._await_verdict(reports, deadlines.apply)
                if self.has_vote:  # the vote passed (a rank saw it, or the sender says so)
                    self.vote_passed = True
                    await hooks.vote_passed(self, reports)
                    return
                self._staged_reports.append(reports)
                if not self._received.done():
                    self._received.set_result(_combined(self._staged_reports))
                # Every bucket is in; the complete request (or a further part) must follow
                # within the progress deadline, or this endpoint rolls back on its own (a
                # lost complete never leaves it stuck in RECEIVING).
                if not await self._await_complete_or_part(deadlines.progress):
                    return
        except Exception as exc:
            trigger = Trigger.TIMEOUT if isinstance(exc, DeadlineExceeded) else Trigger.FAIL
            self._resolve_failed(SyncFailed(f"{trigger.value}: {exc}"))
            await hooks.failed(self, trigger, str(exc))

    async def _await_verdict(self, reports: list[ReceivedReport], timeout_s: float) -> None:
        """Every rank cast its yes and none learned the answer: UNCERTAIN until the sender,
        a peer or a verdict from outside decides (``PeerResolution.until_known``; returns:
        commit; raises ``SyncFailed``: roll back)."""
        self.vote_uncertain = True
        try:
            await self.resolution.until_known(
                self.sync_id, self._sender_passed, self.deadlines.uncertain_alert, timeout_s
            )
        except BaseException:
            self.vote_uncertain = False  # decided (or ended): it rolls back, no longer waits
            raise
        if self.resolution.confirmed_by is None and self.resolution.resolved_by is None:
            # The sender's word: its checksums must match.
            bad = checksum_mismatch(self._sender_passed.result(), reports)
            if bad is not None:
                raise SyncFailed(f"the sender says its vote passed, but {bad}")
        self.vote_uncertain = False

    def uncertain_status(self) -> UncertainStatus | None:
        """What ``/sync_state`` shows while UNCERTAIN (None: it is not)."""
        return self.resolution.status(self.sync_id) if self.vote_uncertain else None

    async def _await_complete_or_part(self, timeout_s: float) -> bool:
        """Whether a further part came (True) or complete did (False), within ``timeout_s``."""
        complete = asyncio.ensure_future(self._complete_requested.wait())
        more = asyncio.ensure_future(self._more.wait())
        try:
            await asyncio.wait(
                {complete, more}, timeout=timeout_s, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            complete.cancel()
            more.cancel()
        if self._complete_requested.is_set():
            return False
        if self._more.is_set():
            self._more.clear()
            return True
        raise DeadlineExceeded(f"no complete request within {timeout_s:g} s after the last bucket")

    def _watchdog_done(self, task: asyncio.Task[None]) -> None:
        if task.cancelled():  # by end(), which resolved the future first, or from outside
            self._resolve_failed(SyncFailed(f"sync {self.sync_id}: its watchdog was cancelled"))

    def _resolve_failed(self, error: SyncFailed) -> None:
        for future in (self._received, self._published):
            if not future.done():
                future.set_exception(error)
                future.exception()  # retrieved: no complete may ever come for it


def _combined(parts: list[list[ReceivedReport]]) -> list[ReceivedReport]:
    """Each rank's report over every part of a sync staged in parts (one part: as it is)."""
    if len(parts) == 1:
        return parts[0]
    return [
        ReceivedReport(
            buckets=sum(r.buckets for r in rank),
            nbytes=sum(r.nbytes for r in rank),
            checksums=[c for r in rank for c in r.checksums],
            seconds=sum(r.seconds for r in rank),
            peak_extra_bytes=max(r.peak_extra_bytes for r in rank),
        )
        for rank in zip(*parts, strict=True)
    ]


def _declined(sharded: ShardedSpec | None) -> ShardedSpec | None:
    """A sharded sync's offers of shared memory, declined (the endpoint takes none)."""
    if sharded is None or sharded.shared is None:
        return sharded
    offers = tuple(replace(offer, declined=True) for offer in sharded.shared)
    return replace(sharded, shared=offers)
