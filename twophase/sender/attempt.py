"""One sync attempt, phase by phase as in ``specs/protocol.md``; ``Attempt.run`` is this line,
one call per phase::

    capabilities → plan → group → prepare → probe → transfer → vote → complete → applied

One attempt for every sync: what differs between one trainer rank broadcasting (``Solo``,
``solo.py``) and many trainer ranks each sending their shards (``Ranks``, ``ranks.py``) is the
attempt's ``Senders``, which it asks at each phase for its part (who the group is for, what
prepare says to each endpoint, the data path, what the other trainer ranks are told). The
attempt needs a ``Host`` (the coordinator's long-lived parts), not the coordinator.

Each phase fires its row of the table: the group forms (JOIN_GROUP); every endpoint reports
PREPARED (PREPARE: the guard ``all_endpoints_prepared``, so no byte moves before); the probe
passes (BEGIN_TRANSFER); the buckets go out and the commit vote confirms them (VOTE_PASSED: the
commit point); every endpoint applies (APPLIED). A sync that negotiated the seed protocol has
no probe and no vote. Every collective runs on the sender group's own thread, and every wait
has a deadline: this sync's, the coordinator's with the caller's overrides for this sync.

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
ERROR -> IDLE. Before the commit point every endpoint is then aborted; the next sync forms a
fresh group under a new store prefix.
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
import time
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import torch

from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    Backend,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    SyncCapabilities,
    VoteOutcome,
)
from twophase.core.table import Deadlines, Phase, Trigger, past_commit, without_group
from twophase.core.trainer_protocol import GROUP, SyncRoute
from twophase.core.transfers import Transfers
from twophase.errors import SyncError
from twophase.sender import commit_vote
from twophase.sender.endpoints import EndpointSet, FanOut
from twophase.sender.followup import FollowUp, complete_every_endpoint
from twophase.sender.plan import SyncOptions, SyncPlan, init_request, plan_sync
from twophase.sender.resolver import Resolver, UncertainSync, same_incarnations, settle_uncertain
from twophase.sender.result import (
    EndpointPauses,
    PhaseClock,
    ProgressTracker,
    SenderRank,
    SyncResult,
)
from twophase.sender.sender_group import Members, SenderGroup
from twophase.sender.sender_guards import PrepareAnswers, ProbeResult, SenderEvidence, VoteResult
from twophase.transport.group import Group, GroupConfig, nccl_environment
from twophase.transport.transfer import BucketProgress

if TYPE_CHECKING:
    import aiohttp

    from twophase.sender.delta_base import DeltaBase
    from twophase.sender.delta_round import DeltaFigures
    from twophase.sender.endpoints import RemoteEndpoint
    from twophase.sender.sender_guards import SenderGuards
    from twophase.sender.weights import WeightSource

log = logging.getLogger(__name__)
PrepareFanOut = FanOut[PrepareWeightsUpdateResponse]
DELTA_REFUSED = 412  # an endpoint's answer to a delta against a base it does not hold


class Host(Protocol):
    """What an attempt needs of the coordinator that runs it (``SyncCoordinator``)."""

    machine: SyncMachine
    guards: SenderGuards
    group: SenderGroup
    deadlines: Deadlines
    http_slack_s: float
    version: int
    device: torch.device
    backend: Backend
    api_key: str | None
    group_name: str
    resolver: Resolver | None
    delta_base: DeltaBase
    adapter_bases: dict[str, DeltaBase]  # each adapter's last committed sync, by name
    round_buffers: list[torch.Tensor]  # the buffers the next delta round packs into
    progress: ProgressTracker  # how far the running sync got, for /sync_state
    sender_ranks: list[SenderRank]  # the trainer ranks of a sharded sync, for /sync_state
    endpoints: list[RemoteEndpoint]
    on_bucket: Callable[[BucketProgress], None]  # what each bucket sent calls

    def members(self) -> Members: ...
    def endpoint_set(self, session: aiohttp.ClientSession) -> EndpointSet: ...
    async def teardown(self, endpoints: EndpointSet) -> None: ...
    def group_config(self, world_size: int, twophase: bool, join_s: float) -> GroupConfig: ...
    def resolve_later(self, sync: UncertainSync) -> None: ...


class Senders(Protocol):
    """The trainer's side of an attempt: one rank (``Solo``) or several (``Ranks``). Each
    method is the attempt's call for that phase's part; the steps that tell other trainer
    ranks what to do (``before_join`` ... ``after``) do nothing by default."""

    count: int  # the trainer ranks in the group
    specs: list[TensorSpec]  # every tensor of the model, whole
    source: WeightSource | None  # what a seed-protocol peer's client sends from (None: none)

    async def plan(self, attempt: Attempt) -> SyncPlan:
        """Capabilities, then the plan (``attempt.plan_from``)."""

    async def pack(self, attempt: Attempt, prepare: PrepareWeightsUpdateRequest) -> None:
        """Before the group: a delta's part of ``prepare``, where the sync may send one."""
        return None

    def members(self, attempt: Attempt) -> Members: ...
    def reusable(self, attempt: Attempt) -> bool: ...
    async def before_join(self, attempt: Attempt, config: GroupConfig | None) -> None:
        return None

    def joined(self, attempt: Attempt) -> None:
        return None

    async def before_prepare(self, attempt: Attempt) -> None:
        return None

    def request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest: ...
    async def after_prepared(self, attempt: Attempt) -> None:
        return None

    async def probe(self, attempt: Attempt) -> str:
        """The probe (if the plan has one); returns the detail BEGIN_TRANSFER records."""

    async def transfer(self, attempt: Attempt) -> list[str | None]:
        """The data; returns the per-bucket checksums complete carries (a broadcast's)."""

    def ballot(self, attempt: Attempt, checksums: list[str | None]) -> Callable[[Group], None]: ...
    def confirmed(self, attempt: Attempt) -> str:
        """What the vote confirmed, for the VOTE_PASSED record."""

    def voted(self, attempt: Attempt) -> None:
        return None

    def transfers_of(self, attempt: Attempt) -> Transfers:
        """The plan of transfers this attempt sends (its pairs, their buckets, the route):
        what its result counts (``Transfers.sent``)."""

    def sent_delta(self) -> bool: ...
    def figures(self) -> DeltaFigures | None: ...
    def whole(self, why: str) -> Senders:
        """The senders of the attempt that follows a refused delta: the same, whole."""

    async def after(self, attempt: Attempt, error: SyncError | None) -> None:
        return None

    def route(self) -> tuple[SyncRoute, str | None]:
        """How the buckets went ("shared memory" or "group") and, where by the group, why
        not by shared memory."""
        return GROUP, "a sharded sync's pairs go through the group"

    def committed(self, version: int, follow_up: FollowUp | None, *, split: bool) -> None:
        """The sync committed ``version`` (``split``: not everywhere): what it keeps."""


class Attempt:
    """One sync attempt, phase by phase. Every failure ends in ``_fail``."""

    def __init__(
        self, host: Host, endpoints: EndpointSet, senders: Senders, options: SyncOptions
    ) -> None:
        self.host, self.endpoints, self.senders = host, endpoints, senders
        self.options = options
        # The buckets of the whole model (what prepare names), and the plan, once made.
        self.manifest = plan_buckets(senders.specs, options.buffer_size_mb)
        self.plan: SyncPlan | None = None
        self.machine, self.guards, self.group = host.machine, host.guards, host.group
        self.deadlines = options.deadlines(host.deadlines)  # this sync's, not the sender's
        self.slack_s = host.http_slack_s
        self.clock = PhaseClock()
        self.pauses = EndpointPauses()  # what the complete answers say the sync cost inference
        self.prepared: PrepareAnswers | None = None  # every endpoint's prepare answer
        # The sync's credential: its endpoints ask each other with it, and an abort carrying
        # it is the sender's verdict that the vote failed (cooperative termination).
        self.token = secrets.token_urlsafe(24)
        self.vote = commit_vote.VoteKnowledge()  # whether the vote's answer is known
        self.follow_up: FollowUp | None = None  # endpoints that did not confirm the apply
        self.offers: dict[str, SyncCapabilities | None] = {}
        # A delta that an endpoint refused at prepare, or whose result the vote refused:
        # why (the sync then sends the buckets whole, in the same call: ``rounds.py``).
        self.delta_refused: str | None = None
        self.refused_before: str | None = None  # the same round's delta, refused: why
        self.prepared_at = time.time()

    async def run(self) -> SyncResult:
        # The buckets it will send: the trainer's /sync_state counts them off (a sharded
        # sync's senders start it anew with every pair's, once they are planned).
        self.host.progress.start([b.payload_bytes for b in self.manifest.buckets])
        self.endpoints.new_sync()
        self.plan = plan = await self.senders.plan(self)
        prepare = plan.prepare_request(self.manifest, self.host.group_name, self.deadlines)
        await self.senders.pack(self, prepare)
        if plan.vote:
            prepare.peer_token = self.token
        try:
            self.guards.new_attempt(self.endpoints.names, plan.sync_id)
            with self.clock.phase(Phase.GROUP_JOIN):
                formed = await self._ensure_group(plan)
            with self.clock.phase(Phase.PREPARE):
                await self.senders.before_prepare(self)
                await self._prepare(prepare, plan, group_kept=not formed)
            with self.clock.phase(Phase.TRANSFER):
                if plan.probe:
                    self.guards.group_touched = True
                detail = await self.senders.probe(self)
                # The probe runs only where the plan has one, and returns only on a match.
                probed = ProbeResult(required=plan.probe, passed=plan.probe)
                evidence = SenderEvidence(prepare=self.prepared, probe=probed)
                self.machine.fire(Trigger.BEGIN_TRANSFER, evidence=evidence, detail=detail)
                self.guards.group_touched = True
                checksums = await self.senders.transfer(self)
                await self._vote(checksums, plan)
            with self.clock.phase(Phase.COMPLETE):
                await self._complete(plan, checksums)
        except Exception as exc:  # every failure rolls back, then is raised as a SyncError
            error = exc if isinstance(exc, SyncError) else _unexpected(self.clock.current, exc)
            reported = await self._fail(plan, error)
            await self.senders.after(self, reported)
            if reported is exc:
                raise
            raise reported from exc
        result = self._applied(plan)
        await self.senders.after(self, None)
        return result

    def retries_whole(self, error: SyncError) -> bool:
        """The buckets go whole in the same call after ``error``: a delta was refused, and
        nothing of this attempt committed."""
        return self.delta_refused is not None and error.committed_version is None

    # -- the phases ------------------------------------------------------------------------

    async def ask_offers(self, *, again: bool = False) -> None:
        """What every endpoint speaks (``self.offers``; None: the seed protocol only); asked
        anew with a new group, or ``again``."""
        asked = await self.endpoints.ask_capabilities(
            again=again or not self.senders.reusable(self), timeout_s=self.deadlines.prepare
        )
        if (failed := asked.first_failure) is not None:
            raise failed.in_phase(Phase.CAPABILITIES)
        # An endpoint UNCERTAIN in an earlier sync: resolved now, or this sync fails naming it.
        await settle_uncertain(self.endpoints, self.host.resolver, timeout_s=self.deadlines.prepare)
        self.offers = {
            answer.endpoint.name: answer.endpoint.capabilities for answer in asked.answers
        }

    def plan_from(self) -> SyncPlan:
        """The plan, from what the endpoints offered."""
        plan = plan_sync(
            self.offers,
            self.options,
            sync_id=uuid.uuid4().hex[:12],
            last_version=self.host.version,
            device=self.host.device,
            nccl_cumem_enable=nccl_environment()["nccl_cumem_enable"],
        )
        limits = self.endpoints.begin_sync(plan, self.senders.source)  # each keeps its part
        if limits:
            plan = dataclasses.replace(plan, warnings=plan.warnings + limits)
        for warning in plan.warnings:
            log.warning("%s", warning)
        return plan

    async def _ensure_group(self, plan: SyncPlan) -> bool:
        """Reuse the group, or form one: rank 0 joins while every endpoint's init runs.
        Returns whether a group was formed now (False: the kept one is reused)."""
        if self.senders.reusable(self):
            await self.senders.before_join(self, None)
            return False
        await self.host.teardown(self.endpoints)
        world_size = self.endpoints.assign_rank_offsets(first=self.senders.count)
        config = self.host.group_config(world_size, plan.twophase, self.deadlines.group_join)
        # Host staging (gloo on a GPU) for the largest bucket, made as the group forms.
        config = dataclasses.replace(config, staging_bytes=self.manifest.largest_bucket)
        await self.senders.before_join(self, config)
        inits, join_error = await self.group.form(
            config,
            self.senders.members(self),
            deadline_s=config.timeout_s + self.slack_s,
            alongside=self.endpoints.init_all(
                lambda e: init_request(config, e.rank_offset), config.timeout_s
            ),
        )
        if inits.first_failure is not None or join_error is not None:
            self.group.close()  # formed, yet an endpoint says it failed: do not trust it
            raise _join_failed(inits, join_error) from join_error
        detail = f"world size {config.world_size}, attempt {config.attempt}"
        self.machine.fire(Trigger.JOIN_GROUP, detail=detail)
        self.senders.joined(self)
        return True

    async def _prepare(
        self, request: PrepareWeightsUpdateRequest, plan: SyncPlan, *, group_kept: bool
    ) -> None:
        self.prepared_at = time.time()  # an endpoint that starts after this cannot hold it
        outcome = await self.endpoints.prepare_all(
            request, self.deadlines.prepare, adapt=self.senders.request_for
        )
        if group_kept and any(failure.lost_group for failure in outcome.failures):
            outcome = await self._reform_and_prepare(request, plan, outcome)
        outcome = same_incarnations(outcome)  # the runs the peer lists named, or a failure
        # A ready endpoint posted a receive; an operational failure leaves its side unknown.
        self.guards.group_touched = bool(outcome.answers) or not all(
            failure.refused for failure in outcome.failures
        )
        if (failed := outcome.first_failure) is not None:
            if self.senders.sent_delta():
                refused = [f for f in outcome.failures if f.error.status == DELTA_REFUSED]
                if refused:
                    self.delta_refused = f"{refused[0].endpoint.name}: {refused[0].error.cause}"
            raise failed.in_phase(Phase.PREPARE)
        # The guard: this raises unless every endpoint reported PREPARED for this sync.
        status = {answer.endpoint.name: answer.response.status for answer in outcome.answers}
        self.prepared = PrepareAnswers(plan.sync_id, status)
        detail = f"{len(outcome.answers)} endpoints ready"
        evidence = SenderEvidence(prepare=self.prepared)
        self.machine.fire(Trigger.PREPARE, evidence=evidence, sync_id=plan.sync_id, detail=detail)
        await self.senders.after_prepared(self)

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
        await self.host.teardown(self.endpoints)
        # Asked again: the peer lists name the run of each endpoint that is there now.
        await self.endpoints.ask_capabilities(again=True, timeout_s=self.deadlines.prepare)
        await self._ensure_group(plan)
        return await self.endpoints.prepare_all(
            request, self.deadlines.prepare, adapt=self.senders.request_for
        )

    async def _vote(self, checksums: list[str | None], plan: SyncPlan) -> None:
        outcome: VoteOutcome | None = None
        if plan.vote:
            ballot = self.senders.ballot(self, checksums)  # this rank's part of the vote
            try:
                outcome = await commit_vote.cast(
                    self.group, self.endpoints, plan.sync_id, ballot,
                    deadlines=self.deadlines, slack_s=self.slack_s, knowledge=self.vote,
                )  # fmt: skip
            except SyncError as exc:  # a vote that refused a delta: the buckets go whole next
                if self.senders.sent_delta() and not self.vote.unknown:
                    self.delta_refused = f"the vote refused the patched weights: {exc.cause}"
                raise
        buckets, _ = self.senders.transfers_of(self).sent()
        vote = VoteResult(plan.vote, outcome, len(checksums) or buckets, buckets)
        detail = f"{self.senders.confirmed(self)} (commit point)"
        self.machine.fire(Trigger.VOTE_PASSED, evidence=SenderEvidence(vote=vote), detail=detail)
        self.senders.voted(self)

    async def _complete(self, plan: SyncPlan, checksums: list[str | None]) -> None:
        """Past the commit point (``followup.py``): the endpoints not heard from are
        followed up (also when the sync fails); one that rolled back fails the sync."""
        flush_cache = self.options.flush_cache
        request = plan.complete_request(self.host.group_name, flush_cache, checksums)
        done = await complete_every_endpoint(
            self.endpoints,
            plan,
            request,
            apply_s=self.deadlines.apply,
            slack_s=self.slack_s,
            api_key=self.host.api_key,
        )
        self.follow_up, self.pauses = done.follow_up, done.pauses
        if done.error is not None:
            raise done.error

    def _applied(self, plan: SyncPlan) -> SyncResult:
        version = plan.weight_version
        detail = f"every endpoint applied version {version}"
        unconfirmed: dict[str, str] = {}
        if self.follow_up is not None:
            unconfirmed = {e.name: cause for e, cause in self.follow_up.waiting.items()}
            detail = f"committed version {version}; awaiting {', '.join(unconfirmed)}"
        self.machine.fire(Trigger.APPLIED, detail=detail)
        requests = self.endpoints.requests()
        sent = self.senders.transfers_of(self).sent()
        result = SyncResult.of(plan, sent, self.clock, requests, self.pauses)
        result.unconfirmed = unconfirmed
        result.route, result.why_not_shared = self.senders.route()
        result.delta = self.senders.figures()
        if result.delta is not None and self.refused_before is not None:
            result.delta.why_whole = f"the delta was refused: {self.refused_before}"
        log.info("%s", result.describe())
        return result

    # -- failure ---------------------------------------------------------------------------

    async def _fail(self, plan: SyncPlan, error: SyncError) -> SyncError:
        """ERROR with the cause, then the rollback the module's docstring describes: the
        group kept only if nothing touched it, else a group that never formed destroyed at
        every endpoint, an attempt before the commit point aborted at every endpoint, and
        the group closed. Returns the error to raise: ``error``, or the same error naming
        who committed which version and who rolled back (an endpoint answered the abort
        that its vote had passed: the receiver's commit point is the vote)."""
        log.error("%s", error)
        reached = self.machine.state
        self.machine.fire(Trigger.TIMEOUT if error.timed_out else Trigger.FAIL, detail=str(error))
        if self.guards.group_intact():
            detail = "nothing touched the group; it is kept for the next sync"
            self.machine.fire(Trigger.ROLLBACK, detail=detail)
            return error
        if without_group(reached):  # endpoints may have half-joined
            await self.endpoints.destroy_all()
        elif not past_commit(reached):
            reason = f"sync {plan.sync_id} failed in {error.phase}: {error.cause}"
            verdict = None if self.vote.unknown else self.token
            aborted = await self.endpoints.abort_all(reason, plan.sync_id, verdict_token=verdict)
            if self.vote.unknown and plan.vote:  # endpoints may be UNCERTAIN: resolve them
                self.host.resolve_later(self._uncertain_sync(plan))
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


def _join_failed(inits: FanOut[SuccessResponse], join_error: BaseException | None) -> SyncError:
    """Why the group did not form: the endpoint whose init failed, unless rank 0's own
    failure (its port taken, say) is why the endpoints waited."""
    failed = inits.first_failure
    missed = isinstance(join_error, TimeoutError)  # the group did not form by its deadline
    if failed is not None and (join_error is None or missed):
        return failed.in_phase(Phase.GROUP_JOIN)
    return SyncError(Phase.GROUP_JOIN, None, f"rank 0: {join_error}", timed_out=missed)


def _unexpected(phase: Phase, exc: Exception) -> SyncError:
    """A failure no phase expected (a bug, or an error type no one names): still a
    ``SyncError``, so the attempt rolls back like any other."""
    return SyncError(phase, None, f"{type(exc).__name__}: {exc}")
