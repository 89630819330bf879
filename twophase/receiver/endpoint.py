"""The receiving endpoint: one machine for the endpoint, one ``RankHost`` per TP rank.

Usable from Python without HTTP (``receiver_app.py`` puts routes on it). Its steps follow
specs/protocol.md, one line per phase: ``init_group`` (every rank joins), ``prepare`` (validate,
every rank posts its receive, the watchdog follows the transfer), the commit (apply on every
rank, commit, publish: as soon as the vote passed on every rank, or, from a seed-protocol
sender, on ``complete``), ``complete`` (report the outcome), ``destroy`` and ``abort`` (refused
past the commit point). Its layers: ``endpoint_core.py`` (the state and the one failure path),
``commit.py``. Beside them: ``validation.py`` and ``aborts.py`` (pure
checks: a bad request or a wrong state is a ``RequestRejected``, a 4xx, nothing changed),
``rankset.py`` (every fan-out to the ranks), ``receiver_attempt.py`` (one sync's watchdog and
the futures complete waits on). The old weights keep serving throughout.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Mapping, Sequence

from twophase.core.buckets import Manifest
from twophase.core.layouts import Box, layout_json
from twophase.core.protocol import (
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    RankBoxes,
    ResolveSyncRequest,
    SuccessResponse,
    SyncCapabilities,
    SyncOutcomeRequest,
    SyncOutcomeResponse,
    VoteOutcome,
)
from twophase.core.sync_state import SyncStateResponse, VoteStatus
from twophase.core.table import (
    IN_SYNC,
    Request,
    Trigger,
    at_rest_with_group,
    in_sync,
    without_group,
)
from twophase.core.termination import UncertainStatus
from twophase.core.timing import (
    ABORT_ANSWER_S,
    ABORT_RANKS_S,
    NATIVE_DRAIN_DEADLINE_S,
    NATIVE_DRAIN_FIRST_BYTE_S,
)
from twophase.errors import SyncFailed, TransferAborted, TwophaseError
from twophase.offload import BIG_MANIFEST_TENSORS, offload_if
from twophase.receiver import aborts, validation
from twophase.receiver.adapters import AdapterRoom
from twophase.receiver.commit import Committer
from twophase.receiver.endpoint_core import GroupTrainer, check_delta, held_base, takes_deltas
from twophase.receiver.rankdata import AbortOutcome, RankProgress
from twophase.receiver.receiver_attempt import ReceiverAttempt, WatchHooks
from twophase.receiver.receiver_guards import ReceiverEvidence
from twophase.receiver.validation import ValidPrepare
from twophase.transport.group import nccl_environment

log = logging.getLogger(__name__)
NATIVE_ORIGIN = "sglang"  # the origin of a prepare made from a native call


class ReceiverEndpoint(Committer):
    """The steps of the protocol, one method per request (see the module docstring), over
    the endpoint's core (state and failure path) and its commit."""

    def capabilities(self) -> SyncCapabilities:
        env = nccl_environment()
        return SyncCapabilities(
            nccl_cumem_enable=env["nccl_cumem_enable"],
            nccl_version=env["nccl_version"],
            weight_version=self.version,
            rank_layouts=_boxes(self.rank_layouts),
            rank_needs=_boxes(self.rank_needs) if self.receives_slices else None,
            delta=takes_deltas(self),
            delta_base=held_base(self)[0],
            point_to_point=True,
            sharded_broadcast=True,
            host=self.host,
            shared_memory=self.takes_shared_memory,
            cuda_ipc=self.takes_shared_memory,
            shared_memory_sets=2,
            shared_memory_pairs=self.takes_shared_memory,
            incarnation=self.incarnation,
            uncertain=self.uncertain(),
            adapters=dict(self.adapters) if self.max_adapters else None,
            max_adapters=self.max_adapters,
        )

    def uncertain(self) -> UncertainStatus | None:
        """The sync this endpoint is UNCERTAIN in, and whom it waits for (None: it is not)."""
        return self.attempt.uncertain_status() if self.attempt is not None else None

    # -- group ------------------------------------------------------------------------------

    async def init_group(self, request: InitWeightsUpdateGroupRequest) -> SuccessResponse:
        validation.check_join(request, len(self.ranks), self.allowed_masters)
        async with self.turn():
            validation.check_no_sync_running(self.state, Request.INIT_GROUP)
            if at_rest_with_group(self.state):  # a restarted trainer: start over
                await self.destroy_group("replaced by a new init_weights_update_group")
            self.guards.new_attempt()
            deadline = request.timeout_s or self.deadlines.group_join
            async with self.phase("group join failed"):
                warnings = await self.rank_set.join(request, deadline)
            self.group_name = request.group_name
            self.group_trainer = (
                GroupTrainer.NATIVE if request.attempt is None else GroupTrainer.TWO_PHASE
            )
            self.guards.has_group = True
            last = request.rank_offset + len(self.ranks) - 1
            self.machine.fire(Trigger.JOIN_GROUP, detail=f"ranks {request.rank_offset}..{last}")
            message = "group joined" + (f"; warnings: {'; '.join(warnings)}" if warnings else "")
            return SuccessResponse(success=True, message=message)

    async def destroy(self, group_name: str) -> SuccessResponse:
        validation.check_group_name(self.group_name, group_name)
        async with self.turn():
            validation.check_no_sync_running(self.state, Request.DESTROY_GROUP)
            if without_group(self.state):
                return SuccessResponse(success=True, message="no group")
            await self.destroy_group("destroy_weights_update_group")
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
            state=self.state,
            version=self.version,
            group=self.group_name,
            problems=self.model.problems,
            aborted=self.aborted_ids,
            mode=self.mode,
            memory_budget_mb=self.memory_budget_mb,
            manifest=manifest,
            tp=len(self.ranks),
            needs=self.rank_needs,
            layouts=self.rank_layouts,
            adapters=AdapterRoom(self.adapters, self.max_adapters, self.model.specs),
        )
        check_delta(self, request, valid.manifest)
        return valid

    async def prepare(
        self, request: PrepareWeightsUpdateRequest, *, origin: str = "seed"
    ) -> PrepareWeightsUpdateResponse:
        """``origin``: the protocol a request without a sync id came in on (its sync id and
        its history say so)."""
        checked = await self.check(request)
        async with self.turn():
            valid = self.validate(request, checked.manifest)  # the state may have moved
            attempt = ReceiverAttempt.begin(
                request, valid, self.deadlines, self.mode, origin, self.takes_shared_memory
            )
            self.attempt = attempt
            self.guards.new_attempt(attempt.sync_id)
            self.guards.receive_posted = True
            try:
                async with self.phase("prepare failed"):
                    posted = await self.rank_set.start_receive(
                        attempt.receive, attempt.deadlines.prepare
                    )
                    if attempt.abort_requested is not None:
                        raise TransferAborted(f"aborted: {attempt.abort_requested}")
            except SyncFailed as exc:
                return PrepareWeightsUpdateResponse(status="error", success=False, message=str(exc))
            if origin != NATIVE_ORIGIN:  # a two-phase trainer's group: never drained
                self.group_trainer = GroupTrainer.TWO_PHASE
            self.machine.fire(
                Trigger.PREPARE,
                evidence=ReceiverEvidence(attempt.sync_id, posted=posted),
                sync_id=attempt.sync_id,
                detail=f"version {valid.version}, {len(valid.manifest.buckets)} buckets"
                + ("" if request.sync_id or origin == "seed" else f", via {origin}"),
            )
            hooks = WatchHooks(self.transfer_started, self.commit_on_vote, self.watch_failed)
            attempt.watch(self.rank_set, hooks)
            return PrepareWeightsUpdateResponse(
                status="ready",
                success=True,
                message=f"every rank posted its receive for sync {attempt.sync_id}",
                incarnation=self.incarnation,
            )

    async def stage_part(self, request: PrepareWeightsUpdateRequest) -> None:
        """A further part of the seed-protocol sync in progress, staged beside the parts
        before it (an SGLang session's next update call; its one complete applies them all).
        Validated like a prepare, against the model and the parts so far (no tensor twice),
        before any receive is posted: ``RequestRejected`` then, nothing changed. Returns
        once every rank posted its receive (``wait_staged``: once the bytes are in); a
        failure rolls the whole sync back (``SyncFailed``)."""
        async with self.turn():
            attempt = self.attempt
            staged = attempt.manifest if attempt is not None and attempt.staged else None
            manifest = validation.validate_part(
                request,
                state=self.state,
                group=self.group_name,
                staged=staged,
                problems=self.model.problems,
                mode=self.mode,
                memory_budget_mb=self.memory_budget_mb,
            )
            assert attempt is not None
            spec = attempt.add_part(manifest)
            async with self.phase(f"part {spec.part + 1} of the sync failed"):
                await self.rank_set.start_receive(spec, attempt.deadlines.prepare)
            attempt.part_posted()
            manifest.remember()

    async def drain(self, request: PrepareWeightsUpdateRequest, why: str) -> bool:
        """Receive the bytes of a refused native call and drop them (SGLang's
        ``/update_weights_from_distributed``: its trainer broadcasts without waiting for the
        answer). Only at rest, in the group the call names, and only when that group's trainer
        speaks the native protocol (``GroupTrainer``: a drain in a two-phase trainer's group
        would wait for bytes that never come). Bounded by ``NATIVE_DRAIN_DEADLINE_S``, without
        the step lock (steps that use the group wait for it, abort and the views do not). A
        failed drain tears the broken group down. Returns whether the bytes were drained."""
        async with self.turn():
            if not at_rest_with_group(self.state) or self.group_name != request.group_name:
                return False
            if self.group_trainer is not GroupTrainer.NATIVE:
                log.info("refused native call not drained: the group's trainer is two-phase")
                return False
            deadlines = dataclasses.replace(
                self.deadlines,
                first_byte=min(self.deadlines.first_byte, NATIVE_DRAIN_FIRST_BYTE_S),
                progress=min(self.deadlines.progress, NATIVE_DRAIN_DEADLINE_S),
            )
            receive = ReceiverAttempt.begin(
                request,
                ValidPrepare(Manifest.from_wire(request.buckets, keep=False), self.version),
                deadlines,
                "staged",
                "drain",
            ).receive
            draining = self.draining = asyncio.Event()
        log.info("draining the bytes of a refused native call (%s)", why)
        try:
            await self.rank_set.drain(receive, NATIVE_DRAIN_DEADLINE_S)
            return True
        except TwophaseError as exc:
            log.warning("drain failed, tearing the group down: %s", exc)
            # No step passed meanwhile (each waits for the drain): the group is the drained one.
            async with self.step:
                await self.destroy_group(f"the group failed while draining: {exc}")
            return False
        finally:
            self.draining = None
            draining.set()

    # -- abort, failure and rollback ------------------------------------------------------

    async def abort(
        self, reason: str, sync_id: str | None = None, verdict_token: str | None = None
    ) -> SuccessResponse:
        """Roll back now, within ``ABORT_ANSWER_S`` (a stuck rank's rollback finishes
        behind); past the commit point ``AbortRefused`` (409). Voted yes with the answer
        unknown: only the sender's verdict (the sync's token) rolls back; another abort is
        recorded (``AbortRecorded``, 202) and the endpoint resolves with its peers."""
        started = time.monotonic()
        decision = aborts.decide(self.state, sync_id, self.attempt, self.previous)
        if isinstance(decision, aborts.Answered):
            if decision.remember is not None:
                self.aborted_ids.append(decision.remember)
            if decision.fail_prepare is not None:
                decision.fail_prepare.abort_requested = reason
            return SuccessResponse(success=True, message=decision.message)
        attempt = decision.attempt
        verdict = attempt is not None and aborts.is_verdict(attempt, verdict_token)
        if attempt is not None and decision.ask_ranks and in_sync(self.state):
            # Even in PREPARED: the ranks may be further on than the endpoint's watchdog. A
            # rank inside the vote answers once the vote has, within the bound.
            bound = min(ABORT_RANKS_S, attempt.deadlines.progress)
            outcome = await self.rank_set.request_abort(reason, bound, attempt.sync_id)
            if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:
                raise aborts.refused(attempt, "its commit vote passed")
            if (outcome is AbortOutcome.VOTED or attempt.vote_uncertain) and not verdict:
                attempt.resolution.aborts_recorded.append(reason[:200])
                log.warning(
                    "sync %s: abort recorded, not taken (voted yes): %s", attempt.sync_id, reason
                )
                return aborts.recorded(attempt)
        behind = not await self.roll_back_by(
            started + ABORT_ANSWER_S,
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
        current = self.attempt if self.sync_id == request.sync_id else None
        answer = await aborts.answer_peer(request, current, self.ended, self.state, self.rank_set)
        return answer.model_copy(update={"incarnation": self.incarnation})

    def resolve(self, request: ResolveSyncRequest) -> SuccessResponse:
        """End the UNCERTAIN sync ``request.sync_id`` by a verdict from outside
        (``POST /resolve_sync``): the trainer's (the sync's token: the endpoints' answers
        justify it) or an operator's (``accept_split_risk``). Refused (4xx, nothing changed)
        unless this endpoint is UNCERTAIN in that very sync (``aborts.outside_verdict``)."""
        decision = aborts.outside_verdict(request, self.attempt, self.state)
        assert self.attempt is not None  # outside_verdict refuses a request without one
        sync_id = self.attempt.sync_id
        log.warning(
            "sync %s: resolved from outside: %s (%s)", sync_id, request.decision, decision.by
        )
        self.attempt.resolution.resolve(decision)
        message = f"sync {sync_id}: {request.decision} by {decision.by}"
        return SuccessResponse(success=True, message=message)

    async def sync_state(self) -> SyncStateResponse:
        """The machine's state and history, the running attempt's progress (the least of the
        ranks'), if one runs, and what this endpoint saw of the running (else the last)
        attempt's commit vote."""
        snapshot, attempt = self.machine.snapshot(), self.attempt
        progress = await self.rank_set.progress() if attempt is not None else RankProgress()
        delta_base, no_delta_base = held_base(self)
        return SyncStateResponse(
            role="receiver",
            state=snapshot["state"],
            sync_id=snapshot["sync_id"],
            weight_version=self.version,
            buckets_received=progress.buckets,
            buckets_total=len(attempt.manifest.buckets) if attempt else 0,
            bytes_received=progress.nbytes,
            bytes_total=attempt.wire_bytes if attempt else 0,
            history=snapshot["history"],
            last_error=snapshot["last_error"],
            last_pause=self.rank_set.pauses.last,
            vote=_vote_status(attempt, self.previous),
            uncertain=self.uncertain(),
            delta_base=delta_base,
            no_delta_base=no_delta_base if delta_base is None else None,
            incarnation=self.incarnation,
            adapters=dict(self.adapters) if self.max_adapters else None,
        )


def _boxes(layouts: Sequence[Mapping[str, Sequence[Box]]]) -> RankBoxes | None:
    """Each rank's boxes on the wire (None: every rank holds every tensor whole)."""
    return [layout_json(layout) for layout in layouts] if any(layouts) else None


def _vote_status(
    attempt: ReceiverAttempt | None, previous: ReceiverAttempt | None
) -> VoteStatus | None:
    """The running attempt's vote as far as it got; or how the last one's ended ("passed"
    even if this endpoint then failed to apply: the vote is a fact about every rank)."""
    outcome: VoteOutcome
    if attempt is not None and attempt.has_vote:
        outcome = "pending"
        if attempt.vote_passed:
            outcome = "passed"
        elif attempt.vote_uncertain:
            outcome = "uncertain"
        return VoteStatus(sync_id=attempt.sync_id, outcome=outcome)
    if previous is not None and previous.has_vote:
        outcome = "passed" if previous.vote_passed else "failed"
        return VoteStatus(sync_id=previous.sync_id, outcome=outcome)
    return None
