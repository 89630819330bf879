"""A sharded sync on the trainer (issue 25): every trainer rank sends the shards it holds, each
receiver rank receives exactly its part, under the same two phases.

Rank 0 (the leader) runs the HTTP protocol as ``SenderAttempt`` does; the other trainer ranks
(followers, ``follow``) are told each step over the trainer's own channel
(``trainer_channel.py``) and take part in the sync group's collectives:

- before the group forms, the leader sends the plan's inputs (every sender's holdings, every
  receiver rank's needs) and each follower's group config; every rank computes the same plan
  (``core/reshard.py``), whose digest the probe compares;
- once every endpoint reported PREPARED (the guard), "go": only then does any rank touch the
  data path (the probe, every pair's buckets, the pair vote: ``transport/pair_vote.py``);
- whatever ends the attempt, "done" (with the result, or the error): a follower never waits on
  a leader that has moved on. A follower that fails or dies fails the collectives it is part
  of, so the sync fails on every side by its deadlines and rolls back.

Each endpoint's prepare carries its TP ranks' part of the plan (``sharded``). Every endpoint
must speak twophase (the probe and the vote are required). Each sync forms its group afresh
(the followers' groups end with it).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.layouts import Box, Layout, check_layout, layout_from_json
from twophase.core.protocol import (
    ChecksumAlgorithm,
    PairPart,
    PrepareWeightsUpdateRequest,
    ShardedReceive,
    SyncCapabilities,
)
from twophase.core.reshard import (
    PairManifest,
    TransferPlan,
    pair_manifests,
    pairs_from,
    plan_transfers,
)
from twophase.core.table import Phase, Trigger
from twophase.errors import ManifestError, SyncError, TwophaseError
from twophase.sender import commit_vote
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.sender.sender_attempt import SenderAttempt
from twophase.sender.sender_guards import ProbeResult, SenderEvidence, VoteResult
from twophase.sender.trainer_channel import TrainerChannel
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group, GroupConfig, SyncGroup
from twophase.transport.pair_vote import run_pair_vote, run_plan_probe
from twophase.transport.pairs import PairDeadlines, Shards, send_pairs, shard_finding

if TYPE_CHECKING:
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


@dataclass(frozen=True)
class Inputs:
    """What every trainer rank computes the plan from, its pairs' bucket size and checksum."""

    specs: list[TensorSpec]
    holdings: list[Layout]
    needs: list[Layout]
    buffer_size_mb: float
    checksum: ChecksumAlgorithm | None

    def plan(self) -> TransferPlan:
        return plan_transfers([(s.name, s.shape) for s in self.specs], self.holdings, self.needs)

    def pairs(self, plan: TransferPlan) -> dict[tuple[int, int], PairManifest]:
        return pair_manifests(plan, self.specs, self.buffer_size_mb)


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

    async def _plan(self, options: SyncOptions) -> SyncPlan:
        plan = await super()._plan(options)
        if not plan.twophase:
            raise SyncError(
                Phase.CAPABILITIES, None, "a sharded sync needs every endpoint to speak twophase"
            )
        self.checksum = plan.checksum
        return plan

    async def _ensure_group(self, plan: SyncPlan) -> bool:
        """Always a fresh group: the followers join it for this sync only."""
        await self.sender.teardown(self.endpoints)
        return await super()._ensure_group(plan)

    async def _before_join(self, config: GroupConfig) -> None:
        """What every receiver rank (each endpoint's TP ranks, in group order) holds: its
        part of a tensor-parallel model's sharded tensors (the endpoint's ``rank_layouts``),
        every other tensor whole. The plan's inputs and each follower's config go to the
        followers now."""
        specs = self.weights.specs
        needs = [
            need
            for endpoint in self.endpoints.endpoints
            for need in receiver_needs(specs, endpoint.world_size, endpoint.capabilities)
        ]
        inputs = Inputs(specs, self.weights.holdings, needs, self.buffer_size_mb, self.checksum)
        self.plan_ = inputs.plan()
        self.pairs = inputs.pairs(self.plan_)
        self.sender.sender_ranks = [
            SenderRank.of(rank, pairs_from(self.pairs, rank)) for rank in range(self.sender_ranks)
        ]
        follower = dataclasses.replace(config, bind_address=None)
        message = {
            "step": "join",
            "config": follower,
            "inputs": inputs,
            "deadlines": self.deadlines,
        }
        await self.channel.tell(message, self._step_s)

    def _request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest:
        assert self.plan_ is not None
        first = endpoint.rank_offset - self.sender_ranks  # its first receiver rank
        ranks = [
            rank_parts(self.plan_, self.sender_ranks, r)
            for r in range(first, first + endpoint.world_size)
        ]
        sharded = ShardedReceive(
            senders=self.sender_ranks,
            plan_digest=self.plan_.digest(),
            buffer_size_mb=self.buffer_size_mb,
            ranks=ranks,
        )
        return request.model_copy(update={"sharded": sharded})

    @property
    def _step_s(self) -> float:
        """How long a leader's word to the followers may take: a follower that does not take
        it within the progress deadline has stalled (the sync fails, the trainer's group is
        dead)."""
        return self.deadlines.progress + self.slack_s

    async def _after_prepared(self) -> None:
        await self.channel.tell({"step": "go"}, self._step_s)
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

        def send(g: Group) -> dict[int, list[str | None]]:
            assert isinstance(g, SyncGroup)
            return send_pairs(
                g, mine, shards, names, receiver_offset=self.sender_ranks, deadlines=deadlines,
                algorithm=checksum,
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
        outcome = await commit_vote.cast(
            self.group, self.endpoints, plan.sync_id,
            lambda g: run_pair_vote(g, senders=senders, sent=sent, timeout_s=timeout_s),
            deadlines=self.deadlines, slack_s=self.slack_s, knowledge=self.vote,
        )  # fmt: skip
        buckets = sum(len(p.manifest.buckets) for p in self.pairs.values())
        evidence = SenderEvidence(vote=VoteResult(True, outcome, buckets, buckets))
        detail = "every pair's two ends agree (commit point)"
        self.machine.fire(Trigger.VOTE_PASSED, evidence=evidence, detail=detail)
        self._ranks_now("voted")

    async def _after(self, error: SyncError | None) -> None:
        """Tell the followers how it ended; the group goes with the sync (theirs do too)."""
        self.group.close()
        self._ranks_now("done" if error is None else f"failed: {error.phase.value}")
        try:
            await self.channel.end(error, self._step_s)
        except Exception as exc:  # a follower gone: the sync's outcome stands
            log.warning("could not tell the other trainer ranks how the sync ended: %s", exc)


def receiver_needs(
    specs: Sequence[TensorSpec], tp: int, capabilities: SyncCapabilities | None
) -> list[Layout]:
    """Each of an endpoint's ``tp`` ranks' needs: every tensor whole, but for the parts a
    tensor-parallel rank holds (``rank_layouts``); ``SyncError`` when those do not fit the
    model (another model's layouts, or a rank count that differs)."""
    whole: dict[str, list[Box]] = {spec.name: [Box.whole(spec.shape)] for spec in specs}
    layouts = capabilities.rank_layouts if capabilities is not None else None
    if layouts is None:
        return [whole] * tp
    if len(layouts) != tp:
        raise SyncError(
            Phase.CAPABILITIES, None, f"rank_layouts lists {len(layouts)} ranks for TP {tp}"
        )
    shapes = {spec.name: spec.shape for spec in specs}
    needs: list[Layout] = []
    for rank, data in enumerate(layouts):
        try:
            held = layout_from_json(data)
            check_layout(held, shapes, f"TP rank {rank}")
        except ManifestError as exc:
            raise SyncError(Phase.CAPABILITIES, None, f"rank_layouts: {exc}") from exc
        needs.append(whole | held)
    return needs


def rank_parts(plan: TransferPlan, senders: int, receiver: int) -> list[PairPart]:
    """Receiver rank ``receiver``'s part of the plan, one entry per sender with moves for it."""
    return [
        PairPart(
            sender=s,
            moves=[(plan.names[m.tensor], list(m.box.ranges)) for m in plan.moves(s, receiver)],
        )
        for s in range(senders)
        if plan.moves(s, receiver)
    ]


def follow(channel: TrainerChannel, shards: Shards, declared: Layout) -> dict[str, Any] | None:
    """A follower's part of one sharded sync (``channel.rank`` > 0), step by step as the
    leader says. Returns None if the sync applied, else the leader's error (its phase,
    endpoint and cause)."""
    message: dict[str, Any] = channel.broadcast()
    if message["step"] == "done":  # the attempt failed before its group formed
        return message["error"]  # type: ignore[no-any-return]
    assert message["step"] == "join", message
    inputs: Inputs = message["inputs"]
    plan = inputs.plan()
    pairs = inputs.pairs(plan)
    config: GroupConfig = dataclasses.replace(message["config"], rank=channel.rank)
    deadlines = message["deadlines"]
    group: SyncGroup | None = None
    try:
        group = SyncGroup(config)
    except TwophaseError as exc:
        log.warning("trainer rank %d did not join the sync group: %s", channel.rank, exc)
    try:
        message = channel.broadcast()
        if message["step"] != "go" or group is None:
            return _ended(channel, message)
        mine = pairs_from(pairs, channel.rank)
        _run(group, plan, mine, shards, declared, channel.size, deadlines, inputs.checksum)
    except TwophaseError as exc:
        log.warning("trainer rank %d: the sharded sync failed here: %s", channel.rank, exc)
    finally:
        if group is not None:
            group.close()
    return _ended(channel, channel.broadcast())


def _run(
    group: SyncGroup,
    plan: TransferPlan,
    mine: Sequence[PairManifest],
    shards: Shards,
    declared: Layout,
    senders: int,
    deadlines: Any,
    checksum: ChecksumAlgorithm | None,
) -> None:
    """The follower's data path: the probe, its pairs, the vote."""
    finding = shard_finding(declared, shards)
    run_plan_probe(group, plan.digest(), finding, timeout_s=deadlines.first_byte)
    sent = send_pairs(
        group, mine, shards, plan.names, receiver_offset=senders,
        deadlines=PairDeadlines(deadlines.first_byte, deadlines.progress),
        algorithm=checksum,
    )  # fmt: skip
    run_pair_vote(group, senders=senders, sent=sent, timeout_s=deadlines.progress)


def _ended(channel: TrainerChannel, message: dict[str, Any]) -> dict[str, Any] | None:
    while message["step"] != "done":  # skip to the leader's last word
        message = channel.broadcast()
    return message["error"]  # type: ignore[no-any-return]
