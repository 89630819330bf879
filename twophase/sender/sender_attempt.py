"""One sync, phase by phase as in ``specs/protocol.md``; ``SenderAttempt.run`` is this line, one
call per phase::

    capabilities → plan → group → prepare → probe → transfer → vote → complete → applied

Each phase fires its row of the table: the group forms (JOIN_GROUP); every endpoint reports
PREPARED (PREPARE: the guard ``all_endpoints_prepared``, so no byte moves before); the probe
passes (BEGIN_TRANSFER); the buckets go out and the commit vote confirms them (VOTE_PASSED: the
commit point); every endpoint applies (APPLIED). A sync that negotiated the seed protocol has
no probe and no vote. Every collective runs on the sender group's own thread, and every wait
has a deadline. The deadlines are this sync's: the coordinator's, with the overrides the
caller gave for this sync only.

A kept group one endpoint has lost (it restarted: its prepare answers 409 from IDLE) is
formed afresh within the same sync, once: every endpoint joins the new group and is prepared
again; a steady-state sync still costs two requests per endpoint.

Any failure lands in ``_fail``, the one place that handles failure: it records ERROR with the
cause, cleans up according to how far the attempt got, rolls back, and ``SyncError`` names
the endpoint, the phase and the cause (and, where an endpoint committed on its vote before
the abort came, who committed which version and who rolled back).

What a failure does to the group, decided once, here: the group is kept only when the
failure came before any endpoint posted a receive and before the sender posted any collective
on it, i.e. every endpoint refused prepare with a 4xx other than 409 (a bad manifest, a stale
version, a request over the memory budget: the receiver changed nothing). The sender then
goes ERROR -> GROUP_READY (the guard ``group_intact``), sends no abort, and the next sync
reuses the group with no new init. Anything else tears the group down on both sides,
ERROR -> IDLE: an endpoint that answered prepare ready has posted a receive (and an aborted
receiver tears its group down); an operational prepare failure (5xx, no answer, a 409) leaves
that endpoint's side unknown; a probe, transfer or vote failure means a collective touched the
group. Before the commit point every endpoint is then aborted; the next sync forms a fresh
group under a new store prefix.
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
import time
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING

from twophase.core.buckets import Manifest, plan_buckets
from twophase.core.protocol import (
    DeltaPrepare,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SyncCapabilities,
    VoteOutcome,
)
from twophase.core.table import Phase, State, Trigger
from twophase.errors import SyncError, TwophaseError
from twophase.sender import commit_vote, completion, datapath
from twophase.sender.delta_round import PackedRound
from twophase.sender.endpoints import EndpointSet
from twophase.sender.followup import FollowUp
from twophase.sender.outcomes import FanOut
from twophase.sender.plan import SyncOptions, SyncPlan, init_request, plan_sync
from twophase.sender.resolver import UncertainSync, same_incarnations, settle_uncertain
from twophase.sender.result import EndpointPauses, PhaseClock, SyncResult
from twophase.sender.sender_group import Members
from twophase.sender.sender_guards import NO_PROBE, PrepareAnswers, SenderEvidence, VoteResult
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group, GroupConfig, nccl_environment

if TYPE_CHECKING:
    import aiohttp

    from twophase.sender.coordinator import SyncCoordinator
    from twophase.sender.endpoints import RemoteEndpoint

log = logging.getLogger(__name__)
PrepareFanOut = FanOut[PrepareWeightsUpdateResponse]
DELTA_REFUSED = 412  # an endpoint's answer to a delta against a base it does not hold


class SenderAttempt:
    """One sync attempt, phase by phase. Every failure ends in ``_fail``."""

    def __init__(
        self,
        sender: SyncCoordinator,
        endpoints: EndpointSet,
        source: WeightSource,
        options: SyncOptions,
    ) -> None:
        self.sender, self.endpoints, self.source = sender, endpoints, source
        self.machine, self.guards, self.group = sender.machine, sender.guards, sender.group
        self.deadlines = options.deadlines(sender.deadlines)  # this sync's, not the sender's
        self.slack_s = sender.http_slack_s
        self.clock = PhaseClock()
        self.pauses = EndpointPauses()  # what the complete answers say the sync cost inference
        self.prepared: PrepareAnswers | None = None  # every endpoint's prepare answer
        # The sync's credential: its endpoints ask each other with it, and an abort carrying
        # it is the sender's verdict that the vote failed (cooperative termination).
        self.token = secrets.token_urlsafe(24)
        self.vote = commit_vote.VoteKnowledge()  # whether the vote's answer is known
        self.follow_up: FollowUp | None = None  # endpoints that did not confirm the apply
        self.sender_ranks = 1  # the trainer's ranks in the group (a sharded sync: more)
        # A sync that may send a delta: every bucket packed up front (``delta_round.py``).
        self.packed: PackedRound | None = None
        self.offers: dict[str, SyncCapabilities | None] = {}
        # A delta that an endpoint refused at prepare, or whose result the vote refused:
        # why (the coordinator then sends the buckets whole, in the same round).
        self.delta_refused: str | None = None
        self.refused_before: str | None = None  # the same round's delta, refused: why
        self.prepared_at = time.time()

    async def run(self, options: SyncOptions) -> SyncResult:
        self.endpoints.new_sync()
        manifest = plan_buckets(self.source.specs, options.buffer_size_mb)
        plan = await self._plan(options)
        prepare = plan.prepare_request(manifest, self.sender.group_name, self.deadlines)
        if options.delta is not False or self.packed is not None:
            prepare.delta = await self._pack(manifest, plan, options)
        if plan.vote:
            prepare.peer_token = self.token
        try:
            self.guards.new_attempt(self.endpoints.names, plan.sync_id)
            with self.clock.phase(Phase.GROUP_JOIN):
                formed = await self._ensure_group(plan)
            with self.clock.phase(Phase.PREPARE):
                await self._prepare(prepare, plan, group_kept=not formed)
            with self.clock.phase(Phase.TRANSFER):
                await self._probe(manifest, plan)
                checksums = await self._transfer(manifest, plan)
                await self._vote(manifest, checksums, plan)
            with self.clock.phase(Phase.COMPLETE):
                await self._complete(plan, options.flush_cache, checksums)
        except Exception as exc:  # every failure rolls back, then is raised as a SyncError
            error = exc if isinstance(exc, SyncError) else _unexpected(self.clock.current, exc)
            reported = await self._fail(plan, error)
            await self._after(reported)
            if reported is exc:
                raise
            raise reported from exc
        result = self._applied(plan, manifest)
        await self._after(None)
        return result

    # -- hooks a sharded sync fills in (``sharded_attempt.py``) -----------------------------

    async def _before_join(self, config: GroupConfig | None) -> None:
        """The group is about to form with ``config`` (rank 0's); None: the kept group is
        reused."""

    def _members(self) -> Members:
        """Who this attempt's group is formed for: a change means a new group."""
        return self.sender.members()

    def _reusable(self) -> bool:
        """The kept group may carry this attempt."""
        return self.group.usable(self._members())

    def _request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest:
        """The prepare ``endpoint`` gets: the same for every endpoint, but in a mixed delta
        round (``delta_round.py``), where each says point to point and only those that take
        the delta carry it."""
        packed = self.packed
        if packed is None or not packed.point_to_point:
            return request
        delta = request.delta if endpoint.name in packed.delta_to else None
        return request.model_copy(update={"point_to_point": True, "delta": delta})

    async def _after_prepared(self) -> None:
        """Every endpoint reported PREPARED (the guard held): the data path may start."""

    async def _after(self, error: SyncError | None) -> None:
        """The attempt ended: applied (None) or failed, rolled back as ``error`` says."""

    def _sent_delta(self) -> bool:
        """Some endpoint was sent a delta in this attempt."""
        return self.packed is not None and self.packed.delta

    def retries_whole(self, error: SyncError) -> bool:
        """The coordinator sends the buckets whole in the same call after ``error``: a
        delta was refused, and nothing of this attempt committed."""
        return self.delta_refused is not None and error.committed_version is None

    def whole_attempt(
        self, session: aiohttp.ClientSession, options: SyncOptions, why: str
    ) -> SenderAttempt:
        """The attempt that sends the buckets whole after this one's delta was refused
        (rolled back everywhere: nothing of it was applied). It sends the buckets this one
        packed (the weights may come from a one-shot iterator)."""
        whole = SenderAttempt(self.sender, self.sender.endpoint_set(session), self.source, options)
        whole.packed, whole.refused_before = self.packed, why
        return whole

    # -- the phases ------------------------------------------------------------------------

    async def _plan(self, options: SyncOptions) -> SyncPlan:
        """Capabilities, then the plan. Before the attempt: a failure here changes nothing."""
        await self._ask_offers()
        return self._plan_from(options)

    async def then(self, options: SyncOptions, result: SyncResult) -> SyncResult:
        """What follows this attempt in the same call once it applied (nothing here; a
        sharded sync's endpoints that take whole tensors only: ``whole_after_shards.py``)."""
        return result

    async def _ask_offers(self, *, again: bool = False) -> None:
        """What every endpoint speaks (``self.offers``; None: the seed protocol only); asked
        anew with a new group, or ``again``."""
        asked = await self.endpoints.ask_capabilities(
            again=again or not self._reusable(), timeout_s=self.deadlines.prepare
        )
        if (failed := asked.first_failure) is not None:
            raise SyncError(
                Phase.CAPABILITIES,
                failed.endpoint.name,
                failed.error.cause,
                timed_out=failed.error.timed_out,
            )
        # An endpoint UNCERTAIN in an earlier sync: resolved now, or this sync fails naming it.
        await settle_uncertain(
            self.endpoints, self.sender.resolver, timeout_s=self.deadlines.prepare
        )
        self.offers = {
            answer.endpoint.name: answer.endpoint.capabilities for answer in asked.answers
        }

    def _plan_from(self, options: SyncOptions) -> SyncPlan:
        """The plan, from what the endpoints offered."""
        plan = plan_sync(
            self.offers,
            options,
            sync_id=uuid.uuid4().hex[:12],
            last_version=self.sender.version,
            device=self.sender.device,
            nccl_cumem_enable=nccl_environment()["nccl_cumem_enable"],
        )
        limits = self.endpoints.begin_sync(plan, self.source)  # each client keeps its part
        if limits:
            plan = dataclasses.replace(plan, warnings=plan.warnings + limits)
        for warning in plan.warnings:
            log.warning("%s", warning)
        return plan

    async def _pack(
        self, manifest: Manifest, plan: SyncPlan, options: SyncOptions
    ) -> DeltaPrepare | None:
        """Every bucket packed now (a delta's payload sizes go into prepare), unless the
        coordinator packed them for an earlier attempt of this sync; then whether the
        endpoints take the delta (None: the buckets go whole)."""
        if plan.checksum is None or not plan.vote or plan.transfer_format != "flattened":
            self.packed = None  # sent from the source, as any sync of this plan
            return None  # a delta is known by its checksums and checked by the vote
        packed = self.packed
        if packed is None or not packed.fits(manifest, plan.checksum):
            with self.clock.phase(Phase.PACK):
                try:
                    packed = await self.sender.pack_round(manifest, self.source, plan.checksum)
                except (TwophaseError, ValueError, RuntimeError) as exc:
                    raise SyncError(Phase.PACK, None, f"packing the buckets: {exc}") from exc
                self.packed = packed
        backend = self.sender.backend
        packed.decide(options.delta, self.sender.delta_base, self.offers, self._ranks(), backend)
        return packed.prepare_part() if packed.delta else None

    def _ranks(self) -> dict[str, int]:
        """Each endpoint's ranks, by name."""
        return {e.name: e.world_size for e in self.sender.endpoints}

    async def _ensure_group(self, plan: SyncPlan) -> bool:
        """Reuse the group, or form one: rank 0 joins while every endpoint's init runs.
        Returns whether a group was formed now (False: the kept one is reused)."""
        if self._reusable():
            await self._before_join(None)
            return False
        await self.sender.teardown(self.endpoints)
        world_size = self.endpoints.assign_rank_offsets(first=self.sender_ranks)
        config = self.sender.group_config(world_size, plan.twophase, self.deadlines.group_join)
        await self._before_join(config)
        inits, join_error = await self.group.form(
            config,
            self._members(),
            deadline_s=config.timeout_s + self.slack_s,
            alongside=self.endpoints.init_all(
                lambda e: init_request(config, e.rank_offset), config.timeout_s
            ),
        )
        if (failed := inits.first_failure) is not None or join_error is not None:
            self.group.close()  # formed, yet an endpoint says it failed: do not trust it
            if failed is not None and (join_error is None or _missed(join_error)):
                who, cause, missed = (
                    failed.endpoint.name,
                    failed.error.cause,
                    failed.error.timed_out,
                )
            else:  # rank 0's own failure (its port taken, say) is why the endpoints waited
                who, cause, missed = None, f"rank 0: {join_error}", _missed(join_error)
            raise SyncError(Phase.GROUP_JOIN, who, cause, timed_out=missed) from join_error
        detail = f"world size {config.world_size}, attempt {config.attempt}"
        self.machine.fire(Trigger.JOIN_GROUP, detail=detail)
        return True

    async def _prepare(
        self, request: PrepareWeightsUpdateRequest, plan: SyncPlan, *, group_kept: bool
    ) -> None:
        self.prepared_at = time.time()  # an endpoint that starts after this cannot hold it
        outcome = await self.endpoints.prepare_all(
            request, self.deadlines.prepare, adapt=self._request_for
        )
        if group_kept and any(failure.lost_group for failure in outcome.failures):
            outcome = await self._reform_and_prepare(request, plan, outcome)
        outcome = same_incarnations(outcome)  # the runs the peer lists named, or a failure
        # A ready endpoint posted a receive; an operational failure leaves its side unknown.
        self.guards.group_touched = bool(outcome.answers) or not all(
            failure.refused for failure in outcome.failures
        )
        if (failed := outcome.first_failure) is not None:
            if self._sent_delta():
                refused = [f for f in outcome.failures if f.error.status == DELTA_REFUSED]
                if refused:
                    self.delta_refused = f"{refused[0].endpoint.name}: {refused[0].error.cause}"
            raise SyncError(
                Phase.PREPARE,
                failed.endpoint.name,
                failed.error.cause,
                timed_out=failed.error.timed_out,
            )
        # The guard: this raises unless every endpoint reported PREPARED for this sync.
        status = {answer.endpoint.name: answer.response.status for answer in outcome.answers}
        self.prepared = PrepareAnswers(plan.sync_id, status)
        detail = f"{len(outcome.answers)} endpoints ready"
        evidence = SenderEvidence(prepare=self.prepared)
        self.machine.fire(Trigger.PREPARE, evidence=evidence, sync_id=plan.sync_id, detail=detail)
        await self._after_prepared()

    async def _reform_and_prepare(
        self, request: PrepareWeightsUpdateRequest, plan: SyncPlan, first: PrepareFanOut
    ) -> PrepareFanOut:
        """An endpoint lost the kept group (it restarted): the group is formed afresh, every
        endpoint joining it, and prepared again, once, within this sync. Those that answered
        ready posted a receive on the old group: they are aborted first."""
        lost = ", ".join(f.endpoint.name for f in first.failures if f.lost_group)
        log.warning("%s no longer in the sync group (restarted?): forming a new one", lost)
        ready = [answer.endpoint for answer in first.answers]
        if ready:
            reason = f"{lost} lost the group: forming a new one"
            await self.endpoints.abort_all(reason, plan.sync_id, ready)
        await self.sender.teardown(self.endpoints)
        # Asked again: the peer lists name the run of each endpoint that is there now.
        await self.endpoints.ask_capabilities(again=True, timeout_s=self.deadlines.prepare)
        await self._ensure_group(plan)
        return await self.endpoints.prepare_all(
            request, self.deadlines.prepare, adapt=self._request_for
        )

    async def _probe(self, manifest: Manifest, plan: SyncPlan) -> None:
        probe = NO_PROBE
        if plan.probe:
            self.guards.group_touched = True
            first_byte = self.deadlines.first_byte
            probe = await datapath.probe(
                self.group, manifest, deadline_s=first_byte, slack_s=self.slack_s
            )
        detail = f"{len(manifest.buckets)} buckets, {plan.transfer_format}"
        evidence = SenderEvidence(prepare=self.prepared, probe=probe)
        self.machine.fire(Trigger.BEGIN_TRANSFER, evidence=evidence, detail=detail)

    async def _transfer(self, manifest: Manifest, plan: SyncPlan) -> list[str | None]:
        self.guards.group_touched = True
        progress = datapath.progress_reporter(self.sender.on_bucket, self.sender.progress_bar)
        if self.packed is not None:  # packed only where the plan has checksums (``_pack``)
            # A point-to-point round: each receiver rank (its group rank) and its payloads.
            ranks = [(e, r) for e in self.sender.endpoints for r in range(e.world_size)]
            destinations = (
                [(e.rank_offset + r, self.packed.payloads(e.name)) for e, r in ranks]
                if self.packed.point_to_point
                else []
            )
            return await datapath.send_packed(
                self.group, self.packed, plan, self.deadlines, progress, destinations
            )
        return await datapath.send(
            self.group, manifest, self.source, plan, self.deadlines, progress
        )

    async def _vote(self, manifest: Manifest, checksums: list[str | None], plan: SyncPlan) -> None:
        outcome: VoteOutcome | None = None
        if plan.vote:
            ballot = datapath.checksum_ballot(checksums, self.deadlines.progress)
            outcome = await self._cast_vote(plan, ballot)
        confirmed = "every rank confirmed every bucket" if plan.vote else "every bucket sent"
        vote = VoteResult(plan.vote, outcome, len(checksums), len(manifest.buckets))
        evidence = SenderEvidence(vote=vote)
        self.machine.fire(
            Trigger.VOTE_PASSED, evidence=evidence, detail=f"{confirmed} (commit point)"
        )

    async def _cast_vote(self, plan: SyncPlan, ballot: Callable[[Group], None]) -> VoteOutcome:
        """The commit vote (``ballot``: this rank's part of it, on the group's thread); a
        vote that refused a delta's patched weights is why the buckets go whole next."""
        try:
            return await commit_vote.cast(
                self.group, self.endpoints, plan.sync_id, ballot,
                deadlines=self.deadlines, slack_s=self.slack_s, knowledge=self.vote,
            )  # fmt: skip
        except SyncError as exc:
            if self._sent_delta() and not self.vote.unknown:
                self.delta_refused = f"the vote refused the patched weights: {exc.cause}"
            raise

    async def _complete(
        self, plan: SyncPlan, flush_cache: bool, checksums: list[str | None]
    ) -> None:
        """Past the commit point (``completion.py``): the endpoints not heard from are
        followed up (also when the sync fails); one that rolled back fails the sync."""
        request = plan.complete_request(self.sender.group_name, flush_cache, checksums)
        done = await completion.complete_every_endpoint(
            self.endpoints,
            plan,
            request,
            apply_s=self.deadlines.apply,
            slack_s=self.slack_s,
            api_key=self.sender.api_key,
        )
        self.follow_up, self.pauses = done.follow_up, done.pauses
        if done.error is not None:
            raise done.error

    def _applied(self, plan: SyncPlan, manifest: Manifest) -> SyncResult:
        version = plan.weight_version
        detail = f"every endpoint applied version {version}"
        unconfirmed: dict[str, str] = {}
        if self.follow_up is not None:
            unconfirmed = {e.name: cause for e, cause in self.follow_up.waiting.items()}
            detail = f"committed version {version}; awaiting {', '.join(unconfirmed)}"
        self.machine.fire(Trigger.APPLIED, detail=detail)
        requests = self.endpoints.requests()
        result = SyncResult.of(plan, manifest, self.clock, requests, self.pauses)
        result.unconfirmed = unconfirmed
        if self.packed is not None:
            result.delta = self.packed.figures(self.sender.delta_base, self._ranks())
            if self.refused_before is not None:
                result.delta.why_whole = f"the delta was refused: {self.refused_before}"
        log.info("%s", result.describe())
        return result

    # -- failure ---------------------------------------------------------------------------

    async def _fail(self, plan: SyncPlan, error: SyncError) -> SyncError:
        """ERROR with the cause, then rollback. The group is kept only if nothing touched it
        (see the module's docstring); otherwise the cleanup follows from how far the attempt
        got: a group that never formed is destroyed at every endpoint, an attempt before the
        commit point is aborted at every endpoint; then the group is closed.

        Returns the error to raise: ``error``, or, where an endpoint answered the abort that
        its vote had passed and it commits (the receiver's commit point is the vote), the
        same error naming who committed which version and who rolled back."""
        log.error("%s", error)
        reached = self.machine.state
        self.machine.fire(Trigger.TIMEOUT if error.timed_out else Trigger.FAIL, detail=str(error))
        if self.guards.group_intact():
            detail = "nothing touched the group; it is kept for the next sync"
            self.machine.fire(Trigger.ROLLBACK, detail=detail)
            return error
        if reached is State.IDLE:  # endpoints may have half-joined
            await self.endpoints.destroy_all()
        elif reached is not State.APPLYING:
            reason = f"sync {plan.sync_id} failed in {error.phase}: {error.cause}"
            verdict = None if self.vote.unknown else self.token
            aborted = await self.endpoints.abort_all(reason, plan.sync_id, verdict_token=verdict)
            if self.vote.unknown and plan.vote:  # endpoints may be UNCERTAIN: resolve them
                self.sender.resolve_later(self._uncertain_sync(plan))
            if aborted.committed:  # a split outcome: say who holds what
                split = f"{error.cause}; after the vote: {aborted.describe()}"
                error = SyncError(error.phase, error.endpoint, split)
                log.error("%s", error)
        self.group.close()
        self.machine.fire(Trigger.ROLLBACK, detail="group torn down; the next sync starts fresh")
        return error

    def _uncertain_sync(self, plan: SyncPlan) -> UncertainSync:
        endpoints = tuple(self.endpoints.endpoints)
        named = {endpoint.name: endpoint.incarnation for endpoint in endpoints}
        return UncertainSync(plan.sync_id, self.token, self.prepared_at, endpoints, named)


def _missed(exc: BaseException | None) -> bool:
    """The group did not form by its deadline (``timeout``, not ``fail``)."""
    return isinstance(exc, TimeoutError)


def _unexpected(phase: Phase, exc: Exception) -> SyncError:
    """A failure no phase expected (a bug, or an error type no one names): still a
    ``SyncError``, so the attempt rolls back like any other."""
    return SyncError(phase, None, f"{type(exc).__name__}: {exc}")
