"""A sharded sync on the trainer (issue 25): every trainer rank sends the shards it holds, each
receiver rank receives exactly its part, under the same two phases.

Rank 0 (the leader) runs the HTTP protocol as ``SenderAttempt`` does; the other trainer ranks
(followers, ``sharded_follower.follow``) are told each step over the trainer's own channel
(``trainer_channel.py``) and take part in the sync group's collectives:

- before the group forms, the leader sends the plan's inputs (every sender's holdings, every
  receiver rank's needs) and each follower's group config; every rank computes the same plan
  (``core/reshard.py``), whose digest the probe compares;
- a sync that may send a delta: once the group formed, every rank packs and encodes its
  pairs and the leader gathers what they came to (``pair_delta.py``), before prepare;
- once every endpoint reported PREPARED (the guard), "go": only then does any rank touch the
  data path (the probe, every pair's buckets, the pair vote: ``transport/pair_vote.py``);
- whatever ends the attempt, "done" (with the result, or the error): a follower never waits on
  a leader that has moved on. A follower that fails or dies fails the collectives it is part
  of, so the sync fails on every side by its deadlines and rolls back.

Each endpoint's prepare carries its TP ranks' part of the plan (``sharded``). The endpoints
that do not speak twophase (no probe, no vote: whole tensors only) take no part; they get the
full tensors afterwards, as the same version (``whole_after_shards.py``), and where none
speaks twophase that is the whole sync (``_whole_only``). The group is kept from one sync
to the next, as with one sender, where every trainer rank kept its side of it (each says so
when the sync starts); a failure that touched it closes it on every rank.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.layouts import Layout
from twophase.core.protocol import (
    ChecksumAlgorithm,
    PrepareWeightsUpdateRequest,
    ShardedReceive,
)
from twophase.core.reshard import (
    PairManifest,
    TransferPlan,
    pairs_from,
)
from twophase.core.table import Phase, Trigger
from twophase.errors import SyncError, TrainerGroupError, TwophaseError
from twophase.sender.pair_delta import (
    EndpointRanks,
    PackedPairs,
    PairDecision,
    PairSummary,
    decide,
    figures,
    pack_pairs,
    send_mine,
)
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.sender.result import SyncResult
from twophase.sender.sender_attempt import SenderAttempt
from twophase.sender.sender_group import Members
from twophase.sender.sender_guards import ProbeResult, SenderEvidence, VoteResult
from twophase.sender.sharded_plan import Inputs, rank_parts, receiver_needs
from twophase.sender.trainer_channel import TrainerChannel
from twophase.sender.weights import WeightSource
from twophase.sender.whole_after_shards import WHOLE_ONLY, send_whole, split_error
from twophase.transport.group import Group, GroupConfig
from twophase.transport.pair_vote import run_pair_vote, run_plan_probe
from twophase.transport.pairs import (
    PairDeadlines,
    Shards,
    shard_finding,
)

if TYPE_CHECKING:
    import aiohttp

    from twophase.sender.coordinator import SyncCoordinator
    from twophase.sender.endpoints import EndpointSet, RemoteEndpoint

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ShardedWeights:
    """What a sharded sync sends: every tensor's full spec, what each trainer rank holds of
    it (gathered from every rank), and the leader's own shards."""

    specs: list[TensorSpec]
    holdings: list[Layout]
    shards: Shards


@dataclass
class SenderRank:
    """One trainer rank of the running (else the last) sharded sync, for the trainer's
    ``/sync_state``: what the plan gives it to send, and how far the sync got."""

    rank: int
    pairs: int = 0
    buckets: int = 0
    bytes: int = 0
    state: str = "planned"  # planned, sending, voted, done, failed: <phase>
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


class ShardedAttempt(SenderAttempt):
    def __init__(
        self,
        sender: SyncCoordinator,
        endpoints: EndpointSet,
        weights: ShardedWeights,
        options: SyncOptions,
        channel: TrainerChannel,
    ) -> None:
        super().__init__(sender, endpoints, WeightSource(weights.specs, lambda: iter(())), options)
        self.weights, self.channel = weights, channel
        self.sender_ranks = channel.size
        self.buffer_size_mb = options.buffer_size_mb
        self.plan_: TransferPlan | None = None
        self.pairs: dict[tuple[int, int], PairManifest] = {}
        self.sent: dict[int, list[str | None]] = {}
        self.checksum: ChecksumAlgorithm | None = None
        # A sync that may send a delta packs every pair first (``pair_delta.py``); the
        # attempt after a refused delta packs too (its buckets are the next base), reusing
        # the refused one's packed pairs.
        self.delta_choice = options.delta
        self.packs = options.delta is not False
        self.pair_round: PackedPairs | None = None
        self.summaries: list[PairSummary] = []
        self.decision = PairDecision()
        self.version: int | None = None
        # Those that take whole tensors only (no capabilities): after this attempt (``then``).
        self.whole_endpoints: list[RemoteEndpoint] = []

    async def _plan(self, options: SyncOptions) -> SyncPlan:
        """The plan of the endpoints that speak twophase; the others (no capabilities: they
        take whole tensors only) get them after this attempt applied (``then``). A delta
        needs each endpoint's own word on the base it holds: asked anew, group kept or not."""
        await self._ask_offers(again=self.delta_choice is not False)
        every = self.endpoints.endpoints
        whole = [e for e in every if self.offers.get(e.name) is None]
        if len(whole) == len(every):
            raise NothingSharded
        if whole:
            self.whole_endpoints = whole
            self.endpoints = self.endpoints.subset([e for e in every if e not in whole])
            self.offers = {name: offer for name, offer in self.offers.items() if offer}
        else:  # none any more: their kept group goes
            await self.sender.whole_side.close()
        plan = self._plan_from(options)
        self.checksum = plan.checksum
        return plan

    async def run(self, options: SyncOptions) -> SyncResult:
        try:
            return await super().run(options)
        except NothingSharded:
            return await self._whole_only(options)

    async def _whole_only(self, options: SyncOptions) -> SyncResult:
        """No endpoint speaks twophase (stock SGLang servers, seed-protocol peers): today's
        sync in the same call, every rank sending the leader its shards and the leader the
        full tensors, whole."""
        every, chosen = self.endpoints.endpoints, options.weight_version
        version = chosen if chosen is not None else self.sender.version + 1
        keep = self.group.alive  # the main group is not touched
        try:
            await self.channel.end(
                None, self._step_s, version=version, gather=True, keep_group=keep
            )
        except TrainerGroupError:  # it names the rank and the step
            raise
        except Exception as exc:  # the trainer's group is dead: so is this sync
            cause = f"telling the other trainer ranks: {exc!r}"
            raise SyncError(Phase.SETUP, None, cause) from exc
        error: SyncError | None = None
        try:
            result = await send_whole(
                self.sender, self.channel, self.weights.specs, self.weights.shards, every,
                options, version,
            )  # fmt: skip
        except SyncError as exc:
            error = exc
        await self._tell_whole_outcome(error, version)
        if error is not None:
            raise error
        result.whole_after = {e.name: WHOLE_ONLY for e in every}
        return result

    async def then(self, options: SyncOptions, result: SyncResult) -> SyncResult:
        """The endpoints that take whole tensors only, once this attempt applied: every
        trainer rank sends the leader its shards (the leader's last word said so), and a
        one-sender sync of their own brings them the full tensors, as the same version; the
        followers then hear how it ended. A failure there is a split outcome."""
        if not self.whole_endpoints:
            return result
        version = result.weight_version
        error: SyncError | None = None
        try:
            whole = await send_whole(
                self.sender, self.channel, self.weights.specs, self.weights.shards,
                self.whole_endpoints, options, version,
            )  # fmt: skip
        except SyncError as exc:
            error = split_error(exc, version, self.endpoints.names)
        await self._tell_whole_outcome(error, version)
        if error is not None:
            raise error
        result.merge_later(whole, {e.name: WHOLE_ONLY for e in self.whole_endpoints})
        return result

    async def _tell_whole_outcome(self, error: SyncError | None, version: int) -> None:
        try:
            await self.channel.end(
                error, self._step_s, version=version, keep_group=self.group.alive
            )
        except Exception as exc:  # a follower gone: the outcome stands
            log.warning("could not tell the other trainer ranks how the sync ended: %s", exc)

    def _members(self) -> Members:
        """A sharded sync's group: the other trainer ranks, and the endpoints that speak
        twophase (all of them until capabilities said which: a change among them, or
        one that stopped or started speaking twophase, means a new group)."""
        where = self.sender.members()[0]
        endpoints = ((e.name, e.world_size) for e in self.endpoints.endpoints)
        return (("trainer ranks", self.sender_ranks), where, *endpoints)

    def _reusable(self) -> bool:
        """The kept group, where every other trainer rank kept its side of it too."""
        attempt = self.group.attempt
        kept = attempt is not None and all(k == attempt for k in self.channel.kept_by[1:])
        return kept and super()._reusable()

    async def _ensure_group(self, plan: SyncPlan) -> bool:
        formed = await super()._ensure_group(plan)
        if formed:  # every trainer rank joined it: each keeps its side
            self.channel.kept_by = [self.group.attempt] * self.sender_ranks
        return formed

    async def _before_join(self, config: GroupConfig | None) -> None:
        """What every receiver rank (each endpoint's TP ranks, in group order) holds: its
        part of a tensor-parallel model's sharded tensors (the endpoint's ``rank_layouts``),
        every other tensor whole. The plan's inputs and each follower's config (None: they
        reuse the group they kept) go to the followers now."""
        if self.plan_ is None:  # not again where the group re-forms within the attempt
            specs = self.weights.specs
            needs = [
                need
                for endpoint in self.endpoints.endpoints
                for need in receiver_needs(specs, endpoint.world_size, endpoint.capabilities)
            ]
            holdings, buffer_mb = self.weights.holdings, self.buffer_size_mb
            self.inputs = Inputs(specs, holdings, needs, buffer_mb, self.checksum)
            self.plan_ = self.inputs.plan()
            self.pairs = self.inputs.pairs(self.plan_)
            self.sender.sender_ranks = [
                SenderRank.of(rank, pairs_from(self.pairs, rank))
                for rank in range(self.sender_ranks)
            ]
        follower = None if config is None else dataclasses.replace(config, bind_address=None)
        message = {
            "step": "join",
            "config": follower,
            "inputs": self.inputs,
            "deadlines": self.deadlines,
        }
        await self.channel.tell(message, self._step_s)

    def _request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest:
        assert self.plan_ is not None
        first = endpoint.rank_offset - self.sender_ranks  # its first receiver rank
        decision, summaries = self.decision, self.summaries
        ranks = [
            rank_parts(
                self.plan_, self.sender_ranks, r,
                lambda s, r: decision.part_fields(summaries, s, r),
            )
            for r in range(first, first + endpoint.world_size)
        ]  # fmt: skip
        sharded = ShardedReceive(
            senders=self.sender_ranks,
            plan_digest=self.plan_.digest(),
            buffer_size_mb=self.buffer_size_mb,
            ranks=ranks,
            delta_base=decision.base_for.get(endpoint.name),
        )
        return request.model_copy(update={"sharded": sharded})

    @property
    def _step_s(self) -> float:
        """How long a leader's word to the followers may take: a follower that does not take
        it within the progress deadline has stalled (the sync fails, the trainer's group is
        dead)."""
        return self.deadlines.progress + self.slack_s

    async def _pack(self, manifest: Manifest, plan: SyncPlan, options: SyncOptions) -> None:
        """Nothing to pack for a broadcast: every rank packs its pairs once the group has
        formed (``_prepare``)."""
        return None

    async def _prepare(
        self, request: PrepareWeightsUpdateRequest, plan: SyncPlan, *, group_kept: bool
    ) -> None:
        self.version = plan.weight_version
        if self.packs and self.checksum is not None:  # a delta is known by its checksums
            with self.clock.phase(Phase.PACK):
                await self._pack_pairs()
        await super()._prepare(request, plan, group_kept=group_kept)

    async def _pack_pairs(self) -> None:
        """Every rank packs (and encodes) its pairs, and the leader gathers what they came
        to; then who takes the delta (``pair_delta.decide``)."""
        assert self.plan_ is not None
        await self.channel.tell({"step": "pack"}, self._step_s)
        checksum, digest = self.checksum, self.inputs.layout_digest(self.plan_)
        mine, names = pairs_from(self.pairs, 0), self.plan_.names
        summary: PairSummary | str
        try:  # whatever fails here, the gather below must still happen (the followers wait)
            if checksum is None:
                raise ValueError("a sharded delta needs checksums")
            if self.pair_round is None or not self.pair_round.fits(digest, checksum):
                self.pair_round = await asyncio.to_thread(
                    pack_pairs, mine, self.weights.shards, names, checksum, digest,
                    self.channel.pair_base,
                )  # fmt: skip
            summary = self.pair_round.summary()
        except Exception as exc:
            summary = f"trainer rank 0: packing its pairs: {exc!r}"
        said = await asyncio.to_thread(self.channel.gather, summary, self._step_s)
        assert said is not None
        failed = [s for s in said if isinstance(s, str)]
        if failed:
            raise SyncError(Phase.PACK, None, "; ".join(failed))
        self.summaries = [s for s in said if isinstance(s, PairSummary)]
        assert checksum is not None  # else the leader's own summary said why not
        first = {e.name: e.rank_offset - self.sender_ranks for e in self.endpoints.endpoints}
        endpoints = [
            EndpointRanks(
                e.name, e.capabilities, range(first[e.name], first[e.name] + e.world_size)
            )
            for e in self.endpoints.endpoints
        ]
        self.decision = decide(self.delta_choice, self.summaries, endpoints, digest, checksum)
        for rank, summary in zip(self.sender.sender_ranks, self.summaries, strict=True):
            rank.held_bytes = summary.held_bytes
            rank.sent_bytes = figures([summary], self.decision).bytes_moved

    def _sent_delta(self) -> bool:
        return bool(self.decision.delta_to)

    async def _after_prepared(self) -> None:
        go = {"step": "go", "delta_to": sorted(self.decision.delta_to)}
        await self.channel.tell(go, self._step_s)
        self._ranks_now("sending")

    def _ranks_now(self, state: str) -> None:
        for rank in self.sender.sender_ranks:
            rank.state = state

    async def _probe(self, manifest: Manifest, plan: SyncPlan) -> None:
        self.guards.group_touched = True
        assert self.plan_ is not None
        digest, first_byte = self.plan_.digest(), self.deadlines.first_byte
        finding = shard_finding(self.weights.holdings[0], self.weights.shards)
        try:
            await self.group.run(
                lambda g: run_plan_probe(g, digest, finding, timeout_s=first_byte),
                deadline_s=first_byte + self.slack_s,
            )
        except TwophaseError as exc:
            raise SyncError(Phase.PROBE, None, str(exc)) from exc
        evidence = SenderEvidence(prepare=self.prepared, probe=ProbeResult(True, True))
        detail = f"{len(self.pairs)} pairs from {self.sender_ranks} sender ranks"
        self.machine.fire(Trigger.BEGIN_TRANSFER, evidence=evidence, detail=detail)

    async def _transfer(self, manifest: Manifest, plan: SyncPlan) -> list[str | None]:
        self.guards.group_touched = True
        assert self.plan_ is not None
        mine = pairs_from(self.pairs, 0)
        names, shards = self.plan_.names, self.weights.shards
        deadlines = PairDeadlines(self.deadlines.first_byte, self.deadlines.progress)
        checksum = self.checksum

        packed, delta_to = self.pair_round, self.decision.delta_to

        def send(g: Group) -> dict[int, list[str | None]]:
            return send_mine(
                g, mine, shards, names, packed=packed, delta_to=delta_to,
                senders=self.sender_ranks, deadlines=deadlines, checksum=checksum,
            )  # fmt: skip

        rounds = max((len(p.manifest.buckets) for p in mine), default=0)
        try:
            limit = self.deadlines.transfer_limit(rounds)
            self.sent = await self.group.run(send, deadline_s=limit + self.slack_s)
        except TwophaseError as exc:
            raise SyncError(Phase.TRANSFER, None, str(exc)) from exc
        return []  # no per-bucket list for complete: each rank's bytes are its own

    async def _vote(self, manifest: Manifest, checksums: list[str | None], plan: SyncPlan) -> None:
        senders, sent, timeout_s = self.sender_ranks, self.sent, self.deadlines.progress
        outcome = await self._cast_vote(
            plan, lambda g: run_pair_vote(g, senders=senders, sent=sent, timeout_s=timeout_s)
        )
        buckets = sum(len(p.manifest.buckets) for p in self.pairs.values())
        evidence = SenderEvidence(vote=VoteResult(True, outcome, buckets, buckets))
        detail = "every pair's two ends agree (commit point)"
        self.machine.fire(Trigger.VOTE_PASSED, evidence=evidence, detail=detail)
        self._ranks_now("voted")

    def _applied(self, plan: SyncPlan, manifest: Manifest) -> SyncResult:
        result = super()._applied(plan, manifest)
        if self.summaries:
            result.delta = figures(self.summaries, self.decision)
            if self.refused_before is not None:
                result.delta.why_whole = f"the delta was refused: {self.refused_before}"
        return result

    def whole_attempt(
        self, session: aiohttp.ClientSession, options: SyncOptions, why: str
    ) -> SenderAttempt:
        """The attempt after this one's delta was refused: every pair whole, from the pairs
        packed already (they become the base once it commits)."""
        whole = ShardedAttempt(
            self.sender, self.sender.endpoint_set(session), self.weights, options, self.channel
        )
        whole.packs, whole.pair_round, whole.refused_before = True, self.pair_round, why
        if self.pair_round is not None:
            self.pair_round.drop_deltas("the delta was refused")
        return whole

    async def _after(self, error: SyncError | None) -> None:
        """Tell the followers how it ended, and whether they keep the group: they do where
        the leader kept its own (``_fail`` closed it if anything touched it). Applied: every
        rank's packed pairs become its base."""
        keep = self.group.alive
        self._ranks_now("done" if error is None else f"failed: {error.phase.value}")
        if error is None and self.pair_round is not None and self.version is not None:
            self.channel.pair_base = self.pair_round.adopt(self.version)
        again = error is not None and self.retries_whole(error)
        gather = error is None and bool(self.whole_endpoints)  # ``then`` follows
        try:
            await self.channel.end(
                error, self._step_s, again=again, version=self.version, gather=gather,
                keep_group=keep,
            )  # fmt: skip
        except Exception as exc:  # a follower gone: the sync's outcome stands
            log.warning("could not tell the other trainer ranks how the sync ended: %s", exc)


class NothingSharded(Exception):
    """No endpoint of the sync speaks twophase: none takes slices."""
