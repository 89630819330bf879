"""The receiving endpoint: one machine for the endpoint, one ``RankHost`` per TP rank.

Usable from Python without HTTP (``http.py`` puts routes on it). Its steps follow
specs/protocol.md, one line per phase: ``init_group`` (every rank joins), ``prepare`` (validate,
every rank posts its receive, the watchdog follows the transfer), the commit (apply on every
rank, commit, publish: as soon as the vote passed on every rank, or, from a seed-protocol
sender, on ``complete``), ``complete`` (report the outcome), ``destroy`` and ``abort`` (refused
past the commit point). The parts: ``endpoint_base.py`` (the endpoint's state and its one
failure path: ``_fail`` records the cause, ``timeout`` for a missed deadline, else ``fail``,
rolls back and raises ``SyncFailed``), ``validation.py`` and ``aborts.py`` (pure checks: a bad
request or a wrong state is a ``RequestRejected``, a 4xx, nothing changed), ``rankset.py``
(every fan-out to the ranks), ``attempt.py`` (one sync's watchdog and the futures complete
waits on), ``views.py`` (capabilities, ``/sync_state``), ``native_drain.py`` (a refused
native call's bytes, drained in a native trainer's group). The old weights keep serving
throughout.
"""

from __future__ import annotations

import logging
import time

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    SyncCapabilities,
    SyncOutcomeRequest,
    SyncOutcomeResponse,
)
from twophase.core.sync_state import SyncStateResponse
from twophase.core.table import State, Trigger
from twophase.errors import (
    DeadlineExceeded,
    SyncFailed,
    TransferAborted,
)
from twophase.offload import BIG_MANIFEST_TENSORS, offload_if
from twophase.receiver import aborts, validation, views
from twophase.receiver.endpoint_base import GroupTrainer
from twophase.receiver.native_drain import NATIVE_ORIGIN, DrainingEndpoint
from twophase.receiver.rankdata import AbortOutcome, ReceivedReport
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.receiver_guards import ReceiverEvidence
from twophase.receiver.validation import IN_SYNC, ValidPrepare

log = logging.getLogger(__name__)

# How much longer than its apply deadline complete waits for the endpoint's own outcome (well
# under the sender's HTTP slack, 2 s by default, so the answer reaches the sender).
COMPLETE_GRACE_S = 1.0


class ReceiverEndpoint(DrainingEndpoint):
    """The steps of the protocol, one method per request (see the module docstring)."""

    def capabilities(self) -> SyncCapabilities:
        return views.capabilities(self.version)

    # -- group ------------------------------------------------------------------------------

    async def init_group(self, request: InitWeightsUpdateGroupRequest) -> SuccessResponse:
        validation.check_join(request, len(self.ranks), self.allowed_masters)
        async with self._turn():
            validation.check_no_sync_running(self.state)
            if self.state in (State.GROUP_READY, State.DONE):  # a restarted trainer: start over
                await self._destroy_group("replaced by a new init_weights_update_group")
            self._guards.new_attempt()
            deadline = request.timeout_s or self.deadlines.group_join
            async with self._phase("group join failed"):
                warnings = await self.rank_set.join(request, deadline)
            self._group_name = request.group_name
            self._group_trainer = (
                GroupTrainer.NATIVE if request.attempt is None else GroupTrainer.TWO_PHASE
            )
            self._guards.has_group = True
            last = request.rank_offset + len(self.ranks) - 1
            self.machine.fire(Trigger.JOIN_GROUP, detail=f"ranks {request.rank_offset}..{last}")
            message = "group joined" + (f"; warnings: {'; '.join(warnings)}" if warnings else "")
            return SuccessResponse(success=True, message=message)

    async def destroy(self, group_name: str) -> SuccessResponse:
        validation.check_group_name(self._group_name, group_name)
        async with self._turn():
            validation.check_no_sync_running(self.state)
            if self.state is State.IDLE:
                return SuccessResponse(success=True, message="no group")
            await self._destroy_group("destroy_weights_update_group")
            return SuccessResponse(success=True, message="group destroyed")

    # -- prepare ------------------------------------------------------------------------------

    async def check(self, request: PrepareWeightsUpdateRequest) -> ValidPrepare:
        """``validate``, off the event loop for a manifest of many tensors (seconds of
        Python for a million: the loop keeps answering meanwhile)."""
        tensors = sum(len(b.names) for b in request.buckets)
        return await offload_if(tensors >= BIG_MANIFEST_TENSORS, self.validate, request)

    def validate(
        self, request: PrepareWeightsUpdateRequest, manifest: Manifest | None = None
    ) -> ValidPrepare:
        """Everything prepare checks before touching anything (``RequestRejected`` if any
        fails): the manifest (``manifest``: already found loadable), and the version this
        sync will publish."""
        return validation.validate_prepare(
            request,
            state=self.state,
            version=self.version,
            group=self._group_name,
            problems=self._model.problems,
            aborted=self._aborted_ids,
            mode=self.mode,
            memory_budget_mb=self.memory_budget_mb,
            manifest=manifest,
        )

    async def prepare(
        self, request: PrepareWeightsUpdateRequest, *, origin: str = "seed"
    ) -> PrepareWeightsUpdateResponse:
        """``origin``: the protocol a request without a sync id came in on (its sync id and
        its history say so)."""
        checked = await self.check(request)
        async with self._turn():
            valid = self.validate(request, checked.manifest)  # the state may have moved
            attempt = ReceiverAttempt.begin(request, valid, self.deadlines, self.mode, origin)
            self._attempt = attempt
            self._guards.new_attempt(attempt.sync_id)
            self._guards.receive_posted = True
            try:
                async with self._phase("prepare failed"):
                    posted = await self.rank_set.start_receive(
                        attempt.receive, attempt.deadlines.prepare
                    )
                    if attempt.abort_requested is not None:
                        raise TransferAborted(f"aborted: {attempt.abort_requested}")
            except SyncFailed as exc:
                return PrepareWeightsUpdateResponse(status="error", success=False, message=str(exc))
            if origin != NATIVE_ORIGIN:  # a two-phase trainer's group: never drained
                self._group_trainer = GroupTrainer.TWO_PHASE
            self.machine.fire(
                Trigger.PREPARE,
                evidence=ReceiverEvidence(attempt.sync_id, posted=posted),
                sync_id=attempt.sync_id,
                detail=f"version {valid.version}, {len(valid.manifest.buckets)} buckets"
                + ("" if request.sync_id or origin == "seed" else f", via {origin}"),
            )
            attempt.watch(
                self.rank_set,
                on_transfer_started=self._transfer_started,
                on_vote_passed=self._commit_on_vote,
                on_failure=self._watch_failed,
            )
            return PrepareWeightsUpdateResponse(
                status="ready",
                success=True,
                message=f"every rank posted its receive for sync {attempt.sync_id}",
            )

    def _transfer_started(self, attempt: ReceiverAttempt, started: int) -> None:
        if self._attempt is attempt and self.state is State.PREPARED:
            evidence = ReceiverEvidence(attempt.sync_id, started=started)
            self.machine.fire(
                Trigger.BEGIN_TRANSFER, evidence=evidence, detail="weight bytes moving"
            )

    async def _watch_failed(self, attempt: ReceiverAttempt, trigger: Trigger, cause: str) -> None:
        if self._attempt is attempt and self.state in IN_SYNC:
            await self._roll_back(trigger, cause)

    # -- complete -----------------------------------------------------------------------------

    async def _commit_on_vote(
        self, attempt: ReceiverAttempt, reports: list[ReceivedReport]
    ) -> None:
        """The commit vote passed on every rank: commit now, without waiting for complete
        (the commit point is the vote; a trainer that dies between completes cannot split
        the endpoints). A failure here rolls back and raises ``SyncFailed``."""
        lost = sum(r.vote_uncertain for r in reports)
        why = attempt.how_the_vote_passed(reports)
        async with self._step:
            if self._attempt is attempt and self.state is State.RECEIVING:
                await self._commit(attempt, reports, why)
                if lost:  # those ranks' group broke inside the vote: a new one is needed
                    why = f"the group broke inside the commit vote on {lost} rank(s)"
                    await self._destroy_group(why)

    async def _commit(
        self, attempt: ReceiverAttempt, reports: list[ReceivedReport], why: str
    ) -> None:
        """RECEIVING → APPLYING → DONE: apply on every rank, commit, publish. Call holding
        ``_step``. All or nothing across TP ranks: until every rank commits, the rollback's
        discard swaps the old weights back in on the ranks that applied."""
        evidence = ReceiverEvidence(
            attempt.sync_id,
            reports=tuple(reports),
            buckets=len(attempt.manifest.buckets),
            confirmed=attempt.confirmation(reports),
        )
        self.machine.fire(Trigger.VOTE_PASSED, evidence=evidence, detail=why)
        started = time.monotonic()
        async with self._phase("apply failed"):
            await self.rank_set.apply(attempt.version, attempt.deadlines.apply)
        async with self._phase("commit failed"):
            await self.rank_set.commit(attempt.deadlines.apply)
        self.version = attempt.version
        self._guards.new_attempt()  # the sync ended well: the group is intact again
        self.machine.fire(Trigger.APPLIED, detail=f"weight version {attempt.version} published")
        self._attempt = None
        self._ended_attempt(attempt)
        self.stats.record_success(attempt, reports, time.monotonic() - started)
        attempt.published()

    async def complete(
        self, request: CompleteWeightsUpdateRequest
    ) -> CompleteWeightsUpdateResponse:
        attempt = self._completing(request)
        if attempt.has_vote:
            try:  # it commits on its vote, within its own deadlines; complete reports that
                checksums = request.bucket_checksums
                # The apply's own deadline started at the vote, before this request came:
                # the grace lets its definite end (a rollback: 502) be the answer rather
                # than this wait's 504, which tells the sender only that it does not know.
                await attempt.wait_published(attempt.deadlines.apply + COMPLETE_GRACE_S, checksums)
            except DeadlineExceeded as exc:
                raise SyncFailed(str(exc), timed_out=True) from None
        else:
            await self._complete_seed(attempt, request)
        if request.flush_cache and self.flush_cache is not None:
            result = self.flush_cache()
            if result is not None:
                await result
        return CompleteWeightsUpdateResponse(
            success=True,
            num_buckets_received=len(attempt.manifest.buckets),
            message=f"weight version {attempt.version} applied",
            weight_version=attempt.version,
            pause=self.stats.pauses.of_sync(attempt.sync_id),
        )

    def _completing(self, request: CompleteWeightsUpdateRequest) -> ReceiverAttempt:
        """The attempt a complete request is for: the one in progress (it may be committing
        on its vote already), or the one that just committed (the request may come after)."""
        for attempt in (self._attempt, self._previous):
            if attempt is not None and request.sync_id == attempt.sync_id and attempt.has_vote:
                validation.check_group_name(self._group_name, request.group_name)
                return attempt
        validation.check_complete(
            request, state=self.state, group=self._group_name, sync_id=self._sync_id
        )
        assert self._attempt is not None  # check_complete refuses a complete without a sync
        return self._attempt

    async def _complete_seed(
        self, attempt: ReceiverAttempt, request: CompleteWeightsUpdateRequest
    ) -> None:
        """A seed-protocol sender's complete is its commit: every bucket in, checksums."""
        try:
            reports = await attempt.wait_received(attempt.deadlines.apply)
        except DeadlineExceeded as exc:
            raise await self._fail(str(exc), timed_out=True) from None
        async with self._step:
            if self._attempt is not attempt or self.state is not State.RECEIVING:
                ended = f"sync ended in state {self.state.value}"
                raise SyncFailed(self.machine.last_error or ended)
            bad = validation.checksum_mismatch(request.bucket_checksums, reports)
            if bad is not None:
                raise await self._fail(bad)
            await self._commit(attempt, reports, "every bucket received; complete requested")

    async def wait_staged(self) -> None:
        """Every bucket of the seed-protocol sync in progress received and staged, not yet
        committed (its ``complete`` commits; SGLang's session ends with it). ``SyncFailed``
        if the sync failed or its bytes missed the apply deadline (rolled back)."""
        attempt = self._attempt
        if attempt is None or attempt.has_vote:
            raise SyncFailed(self.machine.last_error or "no seed-protocol sync in progress")
        try:
            await attempt.wait_received(attempt.deadlines.apply)
        except DeadlineExceeded as exc:
            raise await self._fail(str(exc), timed_out=True) from None

    # -- abort, failure and rollback ------------------------------------------------------

    async def abort(
        self, reason: str, sync_id: str | None = None, verdict_token: str | None = None
    ) -> SuccessResponse:
        """Roll back now, within ``ABORT_ANSWER_S`` (a stuck rank's rollback finishes
        behind); past the commit point ``AbortRefused`` (409). Voted yes with the answer
        unknown: only the sender's verdict (the sync's token) rolls back; another abort is
        recorded (``AbortRecorded``, 202) and the endpoint resolves with its peers."""
        started = time.monotonic()
        decision = aborts.decide(self.state, sync_id, self._attempt, self._previous)
        if isinstance(decision, aborts.Answered):
            if decision.remember is not None:
                self._aborted_ids.append(decision.remember)
            if decision.fail_prepare is not None:
                decision.fail_prepare.abort_requested = reason
            return SuccessResponse(success=True, message=decision.message)
        attempt = decision.attempt
        verdict = attempt is not None and aborts.is_verdict(attempt, verdict_token)
        if attempt is not None and decision.ask_ranks and self.state in IN_SYNC:
            # Even in PREPARED: the ranks may be further on than the endpoint's watchdog. A
            # rank inside the vote answers once the vote has, within the bound.
            bound = min(aborts.ABORT_RANKS_S, attempt.deadlines.progress)
            outcome = await self.rank_set.request_abort(reason, bound, attempt.sync_id)
            if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:
                raise aborts.refused(attempt, "its commit vote passed")
            if (outcome is AbortOutcome.VOTED or attempt.vote_uncertain) and not verdict:
                attempt.resolution.aborts_recorded.append(reason[:200])
                log.warning(
                    "sync %s: abort recorded, not taken (voted yes): %s", attempt.sync_id, reason
                )
                return aborts.recorded(attempt)
        behind = not await self._roll_back_by(
            started + aborts.ABORT_ANSWER_S,
            Trigger.ABORT,
            reason,
            only_from=IN_SYNC,
            attempt=attempt,
        )
        now = f"rolling back (now {self.state.value})" if behind else f"now {self.state.value}"
        return SuccessResponse(success=True, message=f"aborted; {now}")

    async def peer_outcome(self, request: SyncOutcomeRequest) -> SyncOutcomeResponse:
        """How ``request.sync_id`` ended here, for a peer whose vote's answer was lost
        (``POST /sync_outcome``; ``aborts.answer_peer``)."""
        current = self._attempt if self._sync_id == request.sync_id else None
        return await aborts.answer_peer(request, current, self._ended, self.state, self.rank_set)

    # -- views --------------------------------------------------------------------------------

    async def sync_state(self) -> SyncStateResponse:
        return await views.sync_state(
            self.machine, self.version, self._attempt, self.rank_set, self._previous
        )
