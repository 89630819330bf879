"""The receiving endpoint: one machine for the endpoint, one ``RankHost`` per TP rank.

Usable from Python without HTTP (``receiver_app.py`` puts routes on it). Its steps follow
specs/protocol.md, one line per phase: ``init_group`` (every rank joins), ``prepare`` (validate,
every rank posts its receive, the watchdog follows the transfer), the commit (apply on every
rank, commit, publish: as soon as the vote passed on every rank, or, from a seed-protocol
sender, on ``complete``), ``complete`` (report the outcome), ``destroy`` and ``abort`` (refused
past the commit point). The parts, each sharing the endpoint's ``EndpointCore``:
``endpoint_core.py`` (the state and the one failure path: ``fail`` records the cause,
``timeout`` for a missed deadline, else ``fail``, rolls back and raises ``SyncFailed``),
``commit.py`` (the commit and complete's answer), ``native_drain.py`` (a refused native call's
bytes, drained in a native trainer's group). Beside them: ``validation.py`` and ``aborts.py``
(pure checks: a bad request or a wrong state is a ``RequestRejected``, a 4xx, nothing
changed), ``rankset.py`` (every fan-out to the ranks), ``receiver_attempt.py`` (one sync's
watchdog and the futures complete waits on), ``views.py`` (capabilities, ``/sync_state``). The
old weights keep serving throughout.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from twophase.core.buckets import Manifest
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    ResolveSyncRequest,
    SuccessResponse,
    SyncCapabilities,
    SyncOutcomeRequest,
    SyncOutcomeResponse,
)
from twophase.core.sync_state import SyncStateResponse
from twophase.core.table import (
    IN_SYNC,
    Deadlines,
    Request,
    State,
    Trigger,
    at_rest_with_group,
    in_sync,
    without_group,
)
from twophase.core.termination import Incarnation, UncertainStatus
from twophase.core.timing import ABORT_ANSWER_S, ABORT_RANKS_S
from twophase.errors import (
    SyncFailed,
    TransferAborted,
)
from twophase.offload import BIG_MANIFEST_TENSORS, offload_if
from twophase.receiver import aborts, delta_checks, resolution, validation, views
from twophase.receiver.commit import Committer
from twophase.receiver.endpoint_core import EndpointCore, EndpointOptions, GroupTrainer
from twophase.receiver.native_drain import NATIVE_ORIGIN, NativeDrain
from twophase.receiver.rankdata import AbortOutcome, ApplyMode
from twophase.receiver.ranks import RankProxy
from twophase.receiver.rankset import RankSet
from twophase.receiver.receiver_attempt import ReceiverAttempt, WatchHooks
from twophase.receiver.receiver_guards import ReceiverEvidence
from twophase.receiver.stats import EndpointStats
from twophase.receiver.validation import ValidPrepare

if TYPE_CHECKING:
    from typing_extensions import Unpack

log = logging.getLogger(__name__)
T = TypeVar("T")


class _OfCore(Generic[T]):
    """An endpoint attribute that is its core's, by the same name (read, and set through)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, endpoint: ReceiverEndpoint, owner: type | None = None) -> T:
        return cast(T, getattr(endpoint.core, self.name))

    def __set__(self, endpoint: ReceiverEndpoint, value: T) -> None:
        setattr(endpoint.core, self.name, value)


class ReceiverEndpoint:
    """The steps of the protocol, one method per request (see the module docstring), over
    the endpoint's core (state and failure path), shared with its commit and its drain."""

    def __init__(self, ranks: Sequence[RankProxy], **options: Unpack[EndpointOptions]) -> None:
        self.core = EndpointCore(ranks, **options)
        self.commits = Committer(self.core)
        self.native = NativeDrain(self.core)

    async def start(self) -> None:
        await self.core.start()

    # -- what the endpoint's users read: the core's ----------------------------------------

    state = _OfCore[State]()
    version = _OfCore[int]()
    machine = _OfCore[SyncMachine]()
    ranks = _OfCore[list[RankProxy]]()
    rank_set = _OfCore[RankSet]()
    stats = _OfCore[EndpointStats]()
    deadlines = _OfCore[Deadlines]()
    group_name = _OfCore["str | None"]()
    mode = _OfCore[ApplyMode]()  # settable: a server switches it between syncs
    memory_budget_mb = _OfCore["float | None"]()
    incarnation = _OfCore[Incarnation]()

    def capabilities(self) -> SyncCapabilities:
        return views.capabilities(self.core)

    def uncertain(self) -> UncertainStatus | None:
        """The sync this endpoint is UNCERTAIN in, and whom it waits for (None: it is not)."""
        return views.uncertain(self.core.attempt)

    # -- group ------------------------------------------------------------------------------

    async def init_group(self, request: InitWeightsUpdateGroupRequest) -> SuccessResponse:
        validation.check_join(request, len(self.core.ranks), self.core.allowed_masters)
        async with self.core.turn():
            validation.check_no_sync_running(self.core.state, Request.INIT_GROUP)
            if at_rest_with_group(self.core.state):  # a restarted trainer: start over
                await self.core.destroy_group("replaced by a new init_weights_update_group")
            self.core.guards.new_attempt()
            deadline = request.timeout_s or self.core.deadlines.group_join
            async with self.core.phase("group join failed"):
                warnings = await self.core.rank_set.join(request, deadline)
            self.core.group_name = request.group_name
            self.core.group_trainer = (
                GroupTrainer.NATIVE if request.attempt is None else GroupTrainer.TWO_PHASE
            )
            self.core.guards.has_group = True
            last = request.rank_offset + len(self.core.ranks) - 1
            self.core.machine.fire(
                Trigger.JOIN_GROUP, detail=f"ranks {request.rank_offset}..{last}"
            )
            message = "group joined" + (f"; warnings: {'; '.join(warnings)}" if warnings else "")
            return SuccessResponse(success=True, message=message)

    async def destroy(self, group_name: str) -> SuccessResponse:
        validation.check_group_name(self.core.group_name, group_name)
        async with self.core.turn():
            validation.check_no_sync_running(self.core.state, Request.DESTROY_GROUP)
            if without_group(self.core.state):
                return SuccessResponse(success=True, message="no group")
            await self.core.destroy_group("destroy_weights_update_group")
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
        valid = validation.validate_prepare(
            request,
            state=self.core.state,
            version=self.core.version,
            group=self.core.group_name,
            problems=self.core.model.problems,
            aborted=self.core.aborted_ids,
            mode=self.core.mode,
            memory_budget_mb=self.core.memory_budget_mb,
            manifest=manifest,
            tp=len(self.core.ranks),
            needs=self.core.rank_needs,
        )
        delta_checks.check_delta(self.core, request, valid.manifest)
        return valid

    async def prepare(
        self, request: PrepareWeightsUpdateRequest, *, origin: str = "seed"
    ) -> PrepareWeightsUpdateResponse:
        """``origin``: the protocol a request without a sync id came in on (its sync id and
        its history say so)."""
        checked = await self.check(request)
        async with self.core.turn():
            valid = self.validate(request, checked.manifest)  # the state may have moved
            attempt = ReceiverAttempt.begin(
                request, valid, self.core.deadlines, self.core.mode, origin
            )
            self.core.attempt = attempt
            self.core.guards.new_attempt(attempt.sync_id)
            self.core.guards.receive_posted = True
            try:
                async with self.core.phase("prepare failed"):
                    posted = await self.core.rank_set.start_receive(
                        attempt.receive, attempt.deadlines.prepare
                    )
                    if attempt.abort_requested is not None:
                        raise TransferAborted(f"aborted: {attempt.abort_requested}")
            except SyncFailed as exc:
                return PrepareWeightsUpdateResponse(status="error", success=False, message=str(exc))
            if origin != NATIVE_ORIGIN:  # a two-phase trainer's group: never drained
                self.core.group_trainer = GroupTrainer.TWO_PHASE
            self.core.machine.fire(
                Trigger.PREPARE,
                evidence=ReceiverEvidence(attempt.sync_id, posted=posted),
                sync_id=attempt.sync_id,
                detail=f"version {valid.version}, {len(valid.manifest.buckets)} buckets"
                + ("" if request.sync_id or origin == "seed" else f", via {origin}"),
            )
            hooks = WatchHooks(
                self.core.transfer_started, self.commits.commit_on_vote, self.core.watch_failed
            )
            attempt.watch(self.core.rank_set, hooks)
            return PrepareWeightsUpdateResponse(
                status="ready",
                success=True,
                message=f"every rank posted its receive for sync {attempt.sync_id}",
                incarnation=self.core.incarnation,
            )

    async def stage_part(self, request: PrepareWeightsUpdateRequest) -> None:
        """A further part of the seed-protocol sync in progress, staged beside the parts
        before it (an SGLang session's next update call; its one complete applies them all).
        Validated like a prepare, against the model and the parts so far (no tensor twice),
        before any receive is posted: ``RequestRejected`` then, nothing changed. Returns
        once every rank posted its receive (``wait_staged``: once the bytes are in); a
        failure rolls the whole sync back (``SyncFailed``)."""
        async with self.core.turn():
            attempt = self.core.attempt
            staged = attempt.manifest if attempt is not None and attempt.staged else None
            manifest = validation.validate_part(
                request,
                state=self.core.state,
                group=self.core.group_name,
                staged=staged,
                problems=self.core.model.problems,
                mode=self.core.mode,
                memory_budget_mb=self.core.memory_budget_mb,
            )
            assert attempt is not None
            spec = attempt.add_part(manifest)
            async with self.core.phase(f"part {spec.part + 1} of the sync failed"):
                await self.core.rank_set.start_receive(spec, attempt.deadlines.prepare)
            attempt.part_posted()
            manifest.remember()

    # -- complete (``commit.py``) and a refused native call's drain (``native_drain.py``) ---

    async def complete(
        self, request: CompleteWeightsUpdateRequest
    ) -> CompleteWeightsUpdateResponse:
        return await self.commits.complete(request)

    async def wait_staged(self) -> None:
        await self.commits.wait_staged()

    async def drain(self, request: PrepareWeightsUpdateRequest, why: str) -> bool:
        return await self.native.drain(request, why)

    # -- abort, failure and rollback ------------------------------------------------------

    async def abort(
        self, reason: str, sync_id: str | None = None, verdict_token: str | None = None
    ) -> SuccessResponse:
        """Roll back now, within ``ABORT_ANSWER_S`` (a stuck rank's rollback finishes
        behind); past the commit point ``AbortRefused`` (409). Voted yes with the answer
        unknown: only the sender's verdict (the sync's token) rolls back; another abort is
        recorded (``AbortRecorded``, 202) and the endpoint resolves with its peers."""
        started = time.monotonic()
        decision = aborts.decide(self.core.state, sync_id, self.core.attempt, self.core.previous)
        if isinstance(decision, aborts.Answered):
            if decision.remember is not None:
                self.core.aborted_ids.append(decision.remember)
            if decision.fail_prepare is not None:
                decision.fail_prepare.abort_requested = reason
            return SuccessResponse(success=True, message=decision.message)
        attempt = decision.attempt
        verdict = attempt is not None and aborts.is_verdict(attempt, verdict_token)
        if attempt is not None and decision.ask_ranks and in_sync(self.core.state):
            # Even in PREPARED: the ranks may be further on than the endpoint's watchdog. A
            # rank inside the vote answers once the vote has, within the bound.
            bound = min(ABORT_RANKS_S, attempt.deadlines.progress)
            outcome = await self.core.rank_set.request_abort(reason, bound, attempt.sync_id)
            if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:
                raise aborts.refused(attempt, "its commit vote passed")
            if (outcome is AbortOutcome.VOTED or attempt.vote_uncertain) and not verdict:
                attempt.resolution.aborts_recorded.append(reason[:200])
                log.warning(
                    "sync %s: abort recorded, not taken (voted yes): %s", attempt.sync_id, reason
                )
                return aborts.recorded(attempt)
        behind = not await self.core.roll_back_by(
            started + ABORT_ANSWER_S,
            Trigger.ABORT,
            reason,
            only_from=IN_SYNC,
            attempt=attempt,
        )
        now = (
            f"rolling back (now {self.core.state.value})"
            if behind
            else f"now {self.core.state.value}"
        )
        return SuccessResponse(success=True, message=f"aborted; {now}")

    async def peer_outcome(self, request: SyncOutcomeRequest) -> SyncOutcomeResponse:
        """How ``request.sync_id`` ended here, for a peer whose vote's answer was lost
        (``POST /sync_outcome``; ``aborts.answer_peer``)."""
        current = self.core.attempt if self.core.sync_id == request.sync_id else None
        answer = await aborts.answer_peer(
            request, current, self.core.ended, self.core.state, self.core.rank_set
        )
        return answer.model_copy(update={"incarnation": self.core.incarnation})

    def resolve(self, request: ResolveSyncRequest) -> SuccessResponse:
        """End the UNCERTAIN sync ``request.sync_id`` by a verdict from outside
        (``POST /resolve_sync``; ``resolution.resolve``)."""
        return resolution.resolve(request, self.core.attempt, self.core.state)

    # -- views --------------------------------------------------------------------------------

    async def sync_state(self) -> SyncStateResponse:
        return await views.sync_state(self.core)
