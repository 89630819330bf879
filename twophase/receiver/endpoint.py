"""The receiving endpoint: one machine for the endpoint, one ``RankHost`` per TP rank.

Usable from Python without HTTP (``http.py`` puts routes on it). Its steps follow
specs/protocol.md, one line per phase: ``init_group`` (every rank joins), ``prepare`` (validate,
every rank posts its receive, the watchdog follows the transfer), the commit (apply on every
rank, commit, publish: as soon as the vote passed on every rank, or, from a seed-protocol
sender, on ``complete``), ``complete`` (report the outcome), ``destroy`` and ``abort`` (refused
past the commit point). The parts: ``validation.py``
(pure checks: a bad request or a wrong state is a ``RequestRejected``, a 4xx, nothing
changed), ``rankset.py`` (every fan-out to the ranks), ``attempt.py`` (one sync's watchdog and
the future complete waits on). Every operational failure takes one path, ``_fail``: record the
cause (``timeout`` for a missed deadline, else ``fail``), roll back (staged data discarded, the
group torn down if a receive touched it), raise ``SyncFailed``. The old weights keep serving
throughout.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence

from twophase.core.buckets import TensorSpec
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    SyncCapabilities,
    SyncStateResponse,
    Timeouts,
)
from twophase.core.table import Role, State, Trigger
from twophase.errors import (
    AbortRefused,
    DeadlineExceeded,
    ProtocolError,
    SyncFailed,
    TransferAborted,
    TwophaseError,
)
from twophase.receiver import validation
from twophase.receiver.appliers import WeightApplier
from twophase.receiver.attempt import SyncAttempt
from twophase.receiver.guards import ReceiverGuards
from twophase.receiver.rankdata import AbortOutcome, ApplyMode, RankProgress, ReceivedReport
from twophase.receiver.ranks import RankProxy
from twophase.receiver.rankset import RankSet
from twophase.receiver.stats import EndpointStats
from twophase.receiver.validation import IN_SYNC, MasterAllowlist, ModelTensors, ValidPrepare
from twophase.transport.group import nccl_environment

log = logging.getLogger(__name__)


class ReceiverEndpoint:
    def __init__(
        self,
        ranks: Sequence[RankProxy],
        *,
        mode: ApplyMode = "staged",
        memory_budget_mb: float | None = None,
        timeouts: Timeouts | None = None,
        flush_cache: Callable[[], Awaitable[None] | None] | None = None,
        specs: list[TensorSpec] | None = None,
        applier: WeightApplier | None = None,
        allowed_masters: Iterable[str] | None = None,
    ) -> None:
        """``specs`` (or ``applier``, or else rank 0 at ``start()``) say what the model has;
        prepare validates every request against them before any collective.
        ``allowed_masters``: the only master addresses an init may make the ranks connect to
        (IPs, CIDR networks, host names; None: any, the API key being the guard)."""
        self.ranks = list(ranks)
        self.rank_set = RankSet(self.ranks)
        self.mode = mode
        self.memory_budget_mb = memory_budget_mb
        self.default_timeouts = (timeouts or Timeouts()).resolved()
        self.flush_cache = flush_cache
        self.allowed_masters = (
            MasterAllowlist.parse(allowed_masters) if allowed_masters is not None else None
        )
        self._guards = ReceiverGuards()
        self.machine = SyncMachine(Role.RECEIVER, self._guards)
        self.version = 0
        self.stats = EndpointStats()
        self._model = ModelTensors(specs or (applier.specs() if applier else []), applier)
        self._group_name: str | None = None  # the group this endpoint is in
        self._attempt: SyncAttempt | None = None
        # The last attempt that ended (committed or rolled back), for a complete or an abort
        # that comes after its end: they get its outcome.
        self._previous: SyncAttempt | None = None
        # Syncs aborted before their prepare arrived (a delayed prepare must not start them).
        self._aborted_ids: collections.deque[str] = collections.deque(maxlen=64)
        self._step = asyncio.Lock()  # one mutating step at a time (abort does not wait)
        self._rolling_back = asyncio.Lock()

    async def start(self) -> None:
        if not self._model.known:
            self._model.learn(await self.rank_set.tensor_specs())

    @property
    def state(self) -> State:
        return self.machine.state

    def capabilities(self) -> SyncCapabilities:
        env = nccl_environment()
        return SyncCapabilities(
            nccl_cumem_enable=env["nccl_cumem_enable"],
            nccl_version=env["nccl_version"],
            weight_version=self.version,
        )

    # -- group ------------------------------------------------------------------------------

    async def init_group(self, request: InitWeightsUpdateGroupRequest) -> SuccessResponse:
        validation.check_join(request, len(self.ranks), self.allowed_masters)
        async with self._step:
            validation.check_no_sync_running(self.state)
            if self.state in (State.GROUP_READY, State.DONE):  # a restarted trainer: start over
                await self._destroy_group("replaced by a new init_weights_update_group")
            self._guards.new_attempt()
            deadline = request.timeout_s or self.default_timeouts["group_join"]
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
        async with self._step:
            validation.check_no_sync_running(self.state)
            if self.state is State.IDLE:
                return SuccessResponse(success=True, message="no group")
            await self._destroy_group("destroy_weights_update_group")
            return SuccessResponse(success=True, message="group destroyed")

    async def _destroy_group(self, why: str) -> None:
        await self._tear_down_group()
        self.machine.fire(Trigger.DESTROY, detail=why)

    async def _tear_down_group(self) -> None:
        self._guards.has_group = False
        self._group_name = None
        await self.rank_set.destroy()

    @property
    def _sync_id(self) -> str | None:  # the sync in progress, if one is
        return self._attempt.sync_id if self._attempt is not None else None

    # -- prepare ------------------------------------------------------------------------------

    def validate(self, request: PrepareWeightsUpdateRequest) -> ValidPrepare:
        """Everything prepare checks before touching anything (``RequestRejected`` if any
        fails): the manifest, and the version this sync will publish."""
        return validation.validate_prepare(
            request,
            state=self.state,
            version=self.version,
            group=self._group_name,
            problem=self._model.problem,
            aborted=self._aborted_ids,
            mode=self.mode,
            memory_budget_mb=self.memory_budget_mb,
        )

    async def prepare(self, request: PrepareWeightsUpdateRequest) -> PrepareWeightsUpdateResponse:
        self.validate(request)
        async with self._step:
            valid = self.validate(request)  # the state may have moved meanwhile
            attempt = SyncAttempt.begin(request, valid, self.default_timeouts, self.mode)
            self._attempt = attempt
            self._guards.new_attempt()
            self._guards.receive_posted = True
            try:
                async with self._phase("prepare failed"):
                    await self.rank_set.start_receive(attempt.receive, attempt.deadlines["prepare"])
                    if attempt.abort_requested is not None:
                        raise TransferAborted(f"aborted: {attempt.abort_requested}")
            except SyncFailed as exc:
                return PrepareWeightsUpdateResponse(status="error", success=False, message=str(exc))
            self._guards.ranks_posted = True
            self.machine.fire(
                Trigger.PREPARE,
                sync_id=attempt.sync_id,
                detail=f"version {valid.version}, {len(valid.manifest.buckets)} buckets",
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

    def _transfer_started(self, attempt: SyncAttempt) -> None:
        if self._attempt is attempt and self.state is State.PREPARED:
            self._guards.transfer_started = True
            self.machine.fire(Trigger.BEGIN_TRANSFER, detail="weight bytes moving")

    async def _watch_failed(self, attempt: SyncAttempt, trigger: Trigger, cause: str) -> None:
        if self._attempt is attempt and self.state in IN_SYNC:
            await self._roll_back(trigger, cause)

    # -- complete -----------------------------------------------------------------------------

    async def _commit_on_vote(self, attempt: SyncAttempt, reports: list[ReceivedReport]) -> None:
        """The commit vote passed on every rank: commit now, without waiting for complete
        (the commit point is the vote; a trainer that dies between completes cannot split
        the endpoints). A failure here rolls back and raises ``SyncFailed``."""
        async with self._step:
            if self._attempt is attempt and self.state is State.RECEIVING:
                await self._commit(attempt, reports, "the commit vote passed on every rank")

    async def _commit(self, attempt: SyncAttempt, reports: list[ReceivedReport], why: str) -> None:
        """RECEIVING → APPLYING → DONE: apply on every rank, commit, publish. Call holding
        ``_step``. All or nothing across TP ranks: until every rank commits, the rollback's
        discard swaps the old weights back in on the ranks that applied."""
        self._guards.buckets_received = self._guards.buckets_confirmed = True
        self.machine.fire(Trigger.COMPLETE, detail=why)
        started = time.monotonic()
        async with self._phase("apply failed"):
            await self.rank_set.apply(attempt.version, attempt.deadlines["apply"])
        async with self._phase("commit failed"):
            await self.rank_set.commit(attempt.deadlines["apply"])
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
                await attempt.wait_published(attempt.deadlines["apply"])
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
        )

    def _completing(self, request: CompleteWeightsUpdateRequest) -> SyncAttempt:
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
        self, attempt: SyncAttempt, request: CompleteWeightsUpdateRequest
    ) -> None:
        """A seed-protocol sender's complete is its commit: every bucket in, checksums."""
        try:
            reports = await attempt.wait_received(attempt.deadlines["apply"])
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

    # -- abort, failure and rollback ------------------------------------------------------

    async def abort(self, reason: str, sync_id: str | None = None) -> SuccessResponse:
        """Roll back now, unless the sync is past its commit point: its vote passed on a rank
        (or it is applying), then ``AbortRefused`` (409) and it ends at the new version."""
        last, attempt = self._previous, self._attempt
        if sync_id is not None and last is not None and sync_id == last.sync_id:
            if last.is_published:
                raise _refused(last, "it committed")
            return SuccessResponse(success=True, message=f"sync {sync_id} was rolled back")
        if sync_id is not None and sync_id != self._sync_id:
            self._aborted_ids.append(sync_id)  # its prepare may still be on its way: refuse it
            return SuccessResponse(
                success=True, message=f"sync {sync_id} is not in progress; its prepare is refused"
            )
        if attempt is not None and self.state in (State.GROUP_READY, State.DONE):
            attempt.abort_requested = reason  # its prepare is in flight: it fails, rolled back
            return SuccessResponse(success=True, message="the prepare in flight fails")
        validation.check_abort(self.state)
        if attempt is not None and self.state is State.APPLYING:
            raise _refused(attempt, "it is applying")
        if attempt is not None and attempt.has_vote:
            try:  # a rank inside the vote answers once the vote has
                outcome = await self.rank_set.request_abort(reason, attempt.deadlines["progress"])
            except TwophaseError:
                outcome = AbortOutcome.ACCEPTED  # an unreachable rank casts no yes either
            if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:
                raise _refused(attempt, "its commit vote passed")
        await self._roll_back(Trigger.ABORT, reason, only_from=IN_SYNC)
        return SuccessResponse(success=True, message=f"aborted; now {self.state.value}")

    @contextlib.asynccontextmanager
    async def _phase(self, what: str) -> AsyncIterator[None]:
        """A phase whose failure rolls the endpoint back and raises ``SyncFailed``."""
        try:
            yield
        except Exception as exc:
            timed_out = isinstance(exc, DeadlineExceeded)
            raise await self._fail(f"{what}: {exc}", timed_out=timed_out) from exc

    async def _fail(self, cause: str, *, timed_out: bool = False) -> SyncFailed:
        """The one failure path: record ``cause``, roll back, and return the error to raise."""
        await self._roll_back(Trigger.TIMEOUT if timed_out else Trigger.FAIL, cause)
        return SyncFailed(self.machine.last_error or cause, timed_out=timed_out)

    async def _roll_back(
        self, trigger: Trigger, cause: str, *, only_from: tuple[State, ...] | None = None
    ) -> None:
        """Record the cause, end the attempt, discard the sync on every rank, tear the group
        down if a receive touched it, and come to rest (GROUP_READY or IDLE). Never raises.
        ``only_from``: do nothing unless the state is one of these when the turn comes (an
        abort must not land on a sync that reached its commit point meanwhile)."""
        # One at a time: a failure and an abort may race, and each must see the state left.
        async with self._rolling_back:
            if only_from is not None and self.state not in only_from:
                return
            log.warning("receiver: %s: %s", trigger.value, cause)
            self.stats.record_failure(self.state)
            try:
                self.machine.fire(trigger, detail=cause)
            except ProtocolError:
                return
            attempt, self._attempt = self._attempt, None
            if attempt is not None:  # a complete waiting on it fails now, with this cause
                attempt.end(self.machine.last_error or cause)
                self._previous = attempt
            await self.rank_set.discard(cause)
            if not self._guards.group_intact():
                await self._tear_down_group()
            self.machine.fire(
                Trigger.ROLLBACK, detail="staged data discarded; serving the last good weights"
            )

    # -- views --------------------------------------------------------------------------------

    async def sync_state(self) -> SyncStateResponse:
        snapshot, attempt = self.machine.snapshot(), self._attempt
        progress = await self.rank_set.progress() if attempt is not None else RankProgress()
        return SyncStateResponse(
            role="receiver",
            state=snapshot["state"],
            sync_id=snapshot["sync_id"],
            weight_version=self.version,
            buckets_received=progress.buckets,
            buckets_total=len(attempt.manifest.buckets) if attempt else 0,
            bytes_received=progress.nbytes,
            bytes_total=attempt.manifest.total_bytes if attempt else 0,
            history=snapshot["history"],
            last_error=snapshot["last_error"],
        )


def _refused(attempt: SyncAttempt, why: str) -> AbortRefused:
    return AbortRefused(
        f"sync {attempt.sync_id} is past its commit point ({why}); it ends at weight version "
        f"{attempt.version}, or keeps the old weights if its apply fails",
        attempt.version,
    )
