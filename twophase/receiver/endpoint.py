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
waits on), ``views.py`` (capabilities, ``/sync_state``). The old weights keep serving
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
    SyncStateResponse,
)
from twophase.core.table import State, Trigger
from twophase.errors import (
    DeadlineExceeded,
    SyncFailed,
    TransferAborted,
    TwophaseError,
)
from twophase.receiver import aborts, validation, views
from twophase.receiver.endpoint_base import EndpointBase
from twophase.receiver.rankdata import AbortOutcome, ReceivedReport
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.receiver_guards import ReceiverEvidence
from twophase.receiver.validation import IN_SYNC, ValidPrepare

log = logging.getLogger(__name__)


class ReceiverEndpoint(EndpointBase):
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

    def validate(self, request: PrepareWeightsUpdateRequest) -> ValidPrepare:
        """Everything prepare checks before touching anything (``RequestRejected`` if any
        fails): the manifest, and the version this sync will publish."""
        return validation.validate_prepare(
            request,
            state=self.state,
            version=self.version,
            group=self._group_name,
            problems=self._model.problems,
            aborted=self._aborted_ids,
            mode=self.mode,
            memory_budget_mb=self.memory_budget_mb,
        )

    async def prepare(
        self, request: PrepareWeightsUpdateRequest, *, origin: str = "seed"
    ) -> PrepareWeightsUpdateResponse:
        """``origin``: the protocol a request without a sync id came in on (its sync id and
        its history say so)."""
        self.validate(request)
        async with self._turn():
            valid = self.validate(request)  # the state may have moved meanwhile
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
        why = "the commit vote passed on every rank"
        if lost == len(reports):
            why = "the sender's complete says the commit vote passed (its answer was lost here)"
        elif lost:
            why = f"the commit vote passed (seen by {len(reports) - lost} of {len(reports)} ranks)"
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
        self._attempt, self._previous = None, attempt
        self.stats.record_success(attempt, reports, time.monotonic() - started)
        attempt.published()

    async def complete(
        self, request: CompleteWeightsUpdateRequest
    ) -> CompleteWeightsUpdateResponse:
        attempt = self._completing(request)
        if attempt.has_vote:
            try:  # it commits on its vote, within its own deadlines; complete reports that
                checksums = request.bucket_checksums
                await attempt.wait_published(attempt.deadlines.apply, checksums)
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

    async def drain(self, request: PrepareWeightsUpdateRequest, why: str) -> None:
        """Receive the bytes of a refused seed-protocol request and drop them: its sender
        broadcasts without waiting for the answer and would otherwise sit in the broadcast.
        Only at rest in a group of that name; nothing changes but the bytes consumed. If the
        group fails meanwhile it is torn down (the next init forms a new one)."""
        async with self._turn():
            if self.state not in (State.GROUP_READY, State.DONE):
                return
            if self._group_name != request.group_name:
                return
            receive = ReceiverAttempt.begin(
                request,
                ValidPrepare(Manifest.from_wire(request.buckets), self.version),
                self.deadlines,
                "staged",
                "drain",
            ).receive
            deadline = receive.deadlines.transfer_limit(len(request.buckets))
            log.info("draining the bytes of a refused request (%s)", why)
            try:
                await self.rank_set.drain(receive, deadline)
            except TwophaseError as exc:
                log.warning("drain failed, tearing the group down: %s", exc)
                await self._destroy_group(f"the group failed while draining: {exc}")

    # -- abort, failure and rollback ------------------------------------------------------

    async def abort(self, reason: str, sync_id: str | None = None) -> SuccessResponse:
        """Roll back now, unless the sync is past its commit point: its vote passed on a rank
        (or it is applying), then ``AbortRefused`` (409) and it ends at the new version."""
        decision = aborts.decide(self.state, sync_id, self._attempt, self._previous)
        if isinstance(decision, aborts.Answered):
            if decision.remember is not None:
                self._aborted_ids.append(decision.remember)
            if decision.fail_prepare is not None:
                decision.fail_prepare.abort_requested = reason
            return SuccessResponse(success=True, message=decision.message)
        attempt = decision.attempt
        if attempt is not None and decision.ask_ranks:
            try:  # a rank inside the vote answers once the vote has
                outcome = await self.rank_set.request_abort(reason, attempt.deadlines.progress)
            except TwophaseError:
                outcome = AbortOutcome.ACCEPTED  # an unreachable rank casts no yes either
            if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:
                raise aborts.refused(attempt, "its commit vote passed")
        await self._roll_back(Trigger.ABORT, reason, only_from=IN_SYNC)
        return SuccessResponse(success=True, message=f"aborted; now {self.state.value}")

    # -- views --------------------------------------------------------------------------------

    async def sync_state(self) -> SyncStateResponse:
        return await views.sync_state(
            self.machine, self.version, self._attempt, self.rank_set, self._previous
        )
