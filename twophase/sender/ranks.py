"""Many trainer ranks each send the shards they hold (``sync_shards``): the attempt's
``Senders`` for a sharded sync, on the leader (trainer rank 0).

The leader runs the HTTP protocol; the other trainer ranks (followers, ``follower.py``) are
told each step over the trainer's own channel (``trainer_channel.py``) and take part in the
sync group's collectives:

- ``Join``, before the group forms: the plan's inputs (every sender's holdings, every receiver
  rank's needs) and each follower's group config; every rank computes the same plan
  (``core/reshard.py``), whose digest the probe compares;
- ``Pack``, a sync that may send a delta or one on the trainer's host: once the group
  formed, every rank packs and encodes its pairs (``delta_round.py``) and offers its shared
  memory (``shared_pairs.py``), and the leader gathers their answers, before prepare;
- ``Go``, once every endpoint reported PREPARED (the guard): only then does any rank touch
  the data path (the probe, every pair's buckets, the pair vote: ``transport/checks.py``);
- ``Done``, whatever ends the attempt (with the result, or the error): a follower never waits
  on a leader that has moved on. A follower that fails or dies fails the collectives it is
  part of, so the sync fails on every side by its deadlines and rolls back.

Each endpoint's prepare carries its TP ranks' part of the plan (``sharded``). The endpoints
that do not speak twophase take no part; they get the full tensors afterwards (``rounds.py``).
The group is kept from one sync to the next where every trainer rank kept its side of it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Layout
from twophase.core.protocol import ChecksumAlgorithm, PrepareWeightsUpdateRequest, ShardedReceive
from twophase.core.reshard import PairManifest
from twophase.core.table import Phase
from twophase.core.trainer_protocol import SyncRoute
from twophase.core.transfers import Route, Transfers
from twophase.errors import SyncError
from twophase.sender import datapath
from twophase.sender.attempt import Senders
from twophase.sender.delta_round import (
    Decision,
    DeltaFigures,
    EndpointRanks,
    Packed,
    PackSummary,
    choose,
    figures,
    pack_pairs,
    send_mine,
)
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.sender.result import SenderRank
from twophase.sender.same_host import whole_by_shared_memory
from twophase.sender.sender_group import Members
from twophase.sender.sharded_plan import Inputs, receiver_needs
from twophase.sender.shared_pairs import PairsRoute, rank_offer, why_not_pairs
from twophase.sender.solo import drop_base
from twophase.sender.trainer_channel import Go, Join, Pack, PackAnswer, TrainerChannel
from twophase.transport.checks import run_pair_vote, run_plan_probe
from twophase.transport.group import Group, GroupConfig
from twophase.transport.pairs import Shards, shard_finding
from twophase.transport.shared_memory import SegmentPool
from twophase.transport.transfer import BucketProgress

if TYPE_CHECKING:
    from twophase.sender.attempt import Attempt, Host
    from twophase.sender.endpoints import RemoteEndpoint
    from twophase.sender.followup import FollowUp

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ShardedWeights:
    """What a sharded sync sends: every tensor's full spec, what each trainer rank holds of
    it (gathered from every rank), and the leader's own shards."""

    specs: list[TensorSpec]
    holdings: list[Layout]
    shards: Shards


class NothingSharded(Exception):
    """No endpoint of the sync speaks twophase: none takes slices."""


class Ranks(Senders):
    """The leader's side of a sharded sync over ``channel`` (every trainer rank sends). It
    packs its pairs once the group formed (``before_prepare``), not before it (``pack``)."""

    source = None  # no endpoint of a sharded attempt takes whole tensors from a source

    def __init__(
        self,
        host: Host,
        weights: ShardedWeights,
        channel: TrainerChannel,
        options: SyncOptions,
        *,
        close_whole_side: Callable[[], Awaitable[None]],
    ) -> None:
        self.host, self.weights, self.channel = host, weights, channel
        self.specs, self.count = weights.specs, channel.size
        self.options, self.deadlines = options, options.deadlines(host.deadlines)
        self.buffer_size_mb = options.buffer_size_mb
        self._close_whole_side = close_whole_side
        self.inputs: Inputs | None = None
        self.transfers: Transfers | None = None  # the plan: every pair's moves and buckets
        self.sent: dict[int, list[str | None]] = {}
        self.checksum: ChecksumAlgorithm | None = None
        # A sync that may send a delta packs every pair first (``delta_round.py``); the
        # attempt after a refused delta packs too (its buckets are the next base), reusing
        # the refused one's packed pairs.
        self.delta_choice = options.delta
        self.packs = options.delta is not False
        self.pair_round: Packed | None = None
        self.summaries: list[PackSummary] = []
        self.decision = Decision()
        self.broadcast = False  # the plan's one sender broadcasts (``_route``)
        # On the trainer's host, every trainer rank's pairs through its shared memory
        # (``shared_pairs.py``); delta="auto" then packs nothing (``shared_instead``).
        self.pairs_route = PairsRoute()
        self.shared_instead = False
        self.version: int | None = None
        # Those that take whole tensors only (no capabilities): after this attempt.
        self.whole_endpoints: list[RemoteEndpoint] = []

    @property
    def step_s(self) -> float:
        """How long a leader's word to the followers may take: a follower that does not take
        it within the progress deadline has stalled (the sync fails, the trainer's group is
        dead)."""
        return self.deadlines.progress + self.host.http_slack_s

    async def plan(self, attempt: Attempt) -> SyncPlan:
        """The plan of the endpoints that speak twophase; the others (no capabilities: they
        take whole tensors only) get them after this attempt applied. A delta needs each
        endpoint's own word on the base it holds: asked anew, group kept or not."""
        await attempt.ask_offers(again=self.delta_choice is not False)
        every = attempt.endpoints.endpoints
        whole = [e for e in every if attempt.offers.get(e.name) is None]
        if len(whole) == len(every):
            raise NothingSharded
        if whole:
            self.whole_endpoints = whole
            attempt.endpoints = attempt.endpoints.subset([e for e in every if e not in whole])
            attempt.offers = {name: offer for name, offer in attempt.offers.items() if offer}
        else:  # none any more: their kept group goes
            await self._close_whole_side()
        plan = attempt.plan_from()
        self.checksum = plan.checksum
        return plan

    def members(self, attempt: Attempt) -> Members:
        """The other trainer ranks, and the endpoints that speak twophase (all of them
        until capabilities said which: a change among them, or one that stopped or started
        speaking twophase, means a new group)."""
        where = self.host.members()[0]
        endpoints = ((e.name, e.world_size) for e in attempt.endpoints.endpoints)
        return (("trainer ranks", self.count), where, *endpoints)

    def reusable(self, attempt: Attempt) -> bool:
        """The kept group, where every other trainer rank kept its side of it too."""
        kept = attempt.group.attempt
        every = kept is not None and all(k == kept for k in self.channel.kept_by[1:])
        return every and attempt.group.usable(self.members(attempt))

    async def before_join(self, attempt: Attempt, config: GroupConfig | None) -> None:
        """What every receiver rank (each endpoint's TP ranks, in group order) needs, the
        plan from it; the plan's inputs and each follower's config (None: they reuse the
        group they kept) go to the followers now."""
        if self.inputs is None:  # not again where the group re-forms within the attempt
            needs = [
                need
                for endpoint in attempt.endpoints.endpoints
                for need in receiver_needs(
                    self.specs,
                    endpoint.world_size,
                    endpoint.capabilities,
                    adapter=self.options.adapter is not None,
                )
            ]
            holdings = self.weights.holdings
            self.inputs = Inputs(self.specs, holdings, needs, self.buffer_size_mb, self.checksum)
            self.transfers = transfers = self.inputs.transfers()
            self.host.sender_ranks = [
                SenderRank.of(rank, transfers.from_sender(rank)) for rank in range(self.count)
            ]
            every = [b for p in transfers.pairs.values() for b in p.manifest.buckets]
            self.host.progress.start([b.payload_bytes for b in every])
        follower = None if config is None else dataclasses.replace(config, bind_address=None)
        await self.channel.tell(Join(follower, self.inputs, attempt.deadlines), self.step_s)

    def joined(self, attempt: Attempt) -> None:
        """Every trainer rank joined the group: each keeps its side."""
        self.channel.kept_by = [attempt.group.attempt] * self.count

    def request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest:
        transfers = self.transfers
        assert transfers is not None and transfers.plan is not None
        first = endpoint.rank_offset - self.count  # its first receiver rank
        decision, summaries = self.decision, self.summaries
        ranks = [
            transfers.plan.parts(r, lambda s, r: decision.part_fields(summaries, s, r))
            for r in range(first, first + endpoint.world_size)
        ]
        sharded = ShardedReceive(
            senders=self.count,
            plan_digest=transfers.plan.digest(),
            buffer_size_mb=self.buffer_size_mb,
            ranks=ranks,
            delta_base=decision.base_for.get(endpoint.name),
            broadcast=self.broadcast,
            shared_memory=self.pairs_route.to_wire(),
        )
        return request.model_copy(update={"sharded": sharded})

    async def before_prepare(self, attempt: Attempt) -> None:
        assert attempt.plan is not None
        self.version = attempt.plan.weight_version
        self._choose_shared(attempt)
        packs = self.packs and self.checksum is not None  # a delta is known by its checksums
        offers = self.pairs_route.why_not is None
        if packs or offers:
            with attempt.clock.phase(Phase.PACK):
                await self._ask_ranks(attempt, pairs=packs, shared=offers)
        self.broadcast = self._route(attempt) == "broadcast"
        if self.broadcast:  # one copy goes: what the rank sends, and the progress, say so
            (one, *_) = self.transfers_of(attempt).from_sender(0)
            (rank,) = self.host.sender_ranks
            rank.buckets, rank.bytes = one.buckets, one.nbytes
            self.host.progress.start([b.payload_bytes for b in one.manifest.buckets])
        if self.summaries:  # packed: what each rank holds and sends, as it goes
            for rank, summary in zip(self.host.sender_ranks, self._as_sent(), strict=True):
                rank.held_bytes = summary.held_bytes
                rank.sent_bytes = figures([summary], self.decision).bytes_moved

    def _as_sent(self) -> list[PackSummary]:
        """Each rank's packed pairs as they go: a broadcast sends one receiver set's."""
        if self.broadcast:
            return [summary.only(min(summary.whole_bytes)) for summary in self.summaries]
        return self.summaries

    def _route(self, attempt: Attempt) -> Route:
        """The plan's route (``Transfers.route``: one sender feeding every receiver rank the
        same bytes broadcasts them), where every endpoint takes a sharded plan's broadcast;
        else pair by pair."""
        assert self.transfers is not None
        takes = all(
            e.capabilities is not None and e.capabilities.sharded_broadcast
            for e in attempt.endpoints.endpoints
        )
        sent = self.transfers.with_delta(self.decision.delta_to)
        return sent.route if takes else "point_to_point"

    def _choose_shared(self, attempt: Attempt) -> None:
        """Whether the pairs may go through the trainer ranks' shared memory (every
        endpoint on the trainer's host; ``shared_pairs.why_not_pairs``). delta="auto" then
        packs nothing: a delta saves no wire there."""
        assert attempt.plan is not None and self.transfers is not None
        pairs = list(self.transfers.pairs.values())
        if self._route(attempt) == "broadcast":  # one set of buckets for every receiver rank
            pairs = pairs[:1]
        why = why_not_pairs(
            self.options, attempt.plan, attempt.offers, shards=self.weights.shards,
            need_bytes=sum(b.nbytes for p in pairs for b in p.manifest.buckets),
            packed=self.packs and self.delta_choice != "auto",
        )  # fmt: skip
        if why is None and self.packs:
            self.packs, self.shared_instead = False, True
        self.pairs_route.decided(why)

    async def _ask_ranks(self, attempt: Attempt, *, pairs: bool, shared: bool) -> None:
        """Every rank packs (and encodes) its pairs (``pairs``) and offers its shared memory
        (``shared``), and the leader gathers their answers; then who takes the delta
        (``delta_round.choose``)."""
        await self.channel.tell(Pack(pairs=pairs, shared=shared), self.step_s)
        summary = await self._pack_own() if pairs else None
        offer = rank_offer(0, self.weights.shards, self._pool) if shared else None
        answer = PackAnswer(summary, offer)
        said = await asyncio.to_thread(self.channel.gather, answer, self.step_s)
        assert said is not None
        if shared:
            self.pairs_route.answered([a.offer for a in said])
        if pairs:
            self._choose_delta(attempt, [a.summary for a in said])

    def _pool(self) -> SegmentPool:
        pool = self.host.group.segments(torch.device("cpu"), 1)
        assert isinstance(pool, SegmentPool)
        return pool

    async def _pack_own(self) -> PackSummary | str:
        """The leader's own pairs packed (kept from the attempt before where they fit), or
        why not: whatever fails here, the gather must still happen (the followers wait)."""
        transfers = self.transfers
        assert transfers is not None and transfers.plan is not None and self.inputs is not None
        checksum, digest = self.checksum, self.inputs.layout_digest(transfers.plan)
        mine, names = transfers.from_sender(0), transfers.names
        try:
            if checksum is None:
                raise ValueError("a sharded delta needs checksums")
            if self.pair_round is None or not self.pair_round.fits(digest, checksum):
                self.pair_round = await asyncio.to_thread(
                    pack_pairs, mine, self.weights.shards, names, checksum, digest,
                    self.channel.pair_base,
                )  # fmt: skip
            return self.pair_round.summary()
        except Exception as exc:
            return f"trainer rank 0: packing its pairs: {exc!r}"

    def _choose_delta(self, attempt: Attempt, said: list[PackSummary | str | None]) -> None:
        """Who takes the delta, from every rank's packed pairs (or why the sync fails)."""
        assert self.transfers is not None and self.transfers.plan is not None
        assert self.inputs is not None
        checksum, digest = self.checksum, self.inputs.layout_digest(self.transfers.plan)
        failed = [s for s in said if isinstance(s, str)]
        if failed:
            raise SyncError(Phase.PACK, None, "; ".join(failed))
        self.summaries = [s for s in said if isinstance(s, PackSummary)]
        assert checksum is not None  # else the leader's own summary said why not
        endpoints = [
            EndpointRanks(e.name, e.capabilities, range(first, first + e.world_size))
            for e in attempt.endpoints.endpoints
            for first in (e.rank_offset - self.count,)
        ]
        self.decision = choose(self.delta_choice, self.summaries, endpoints, digest, checksum)

    async def after_prepared(self, attempt: Attempt) -> None:
        await self.channel.tell(Go(frozenset(self.decision.delta_to)), self.step_s)
        self._ranks_now("sending")

    def _ranks_now(self, state: str) -> None:
        for rank in self.host.sender_ranks:
            rank.state = state

    async def probe(self, attempt: Attempt) -> str:
        transfers = self.transfers
        assert transfers is not None and transfers.plan is not None
        digest, first_byte = transfers.plan.digest(), attempt.deadlines.first_byte
        finding = shard_finding(self.weights.holdings[0], self.weights.shards)
        offered = True if self.pairs_route.offers is not None else None
        missing = await datapath.run(
            attempt.group,
            Phase.PROBE,
            lambda g: run_plan_probe(g, digest, finding, timeout_s=first_byte, shared=offered),
            deadline_s=first_byte + attempt.slack_s,
        )
        self.pairs_route.probed(missing)
        how = "by one broadcast" if self.broadcast else "pair by pair"
        if self.pairs_route.taken:
            how += " via shared memory"
        return f"{len(transfers.pairs)} pairs from {self.count} sender ranks, {how}"

    async def transfer(self, attempt: Attempt) -> list[str | None]:
        """Every pair of the leader's own; the followers send theirs meanwhile. Returns no
        per-bucket list for complete: each rank's bytes are its own."""
        transfers = self.transfers
        assert transfers is not None
        mine, names, shards = transfers.from_sender(0), transfers.names, self.weights.shards
        deadlines = attempt.deadlines
        # Taken now, on the event loop: the group's thread may start the send late, after a
        # deadline, when a later round has replaced these fields.
        packed, delta_to, senders, checksum, broadcast = (
            self.pair_round,
            self.decision.delta_to,
            self.count,
            self.checksum,
            self.broadcast,
        )
        pool = self._pool() if self.pairs_route.taken else None
        counted = _BucketsSent(self.host.sender_ranks[0], mine[:1] if broadcast else mine)

        def send(g: Group) -> dict[int, list[str | None]]:
            return send_mine(
                g, mine, shards, names, packed=packed, delta_to=delta_to, senders=senders,
                deadlines=deadlines, checksum=checksum, broadcast=broadcast, pool=pool,
                on_bucket=counted,
            )  # fmt: skip

        rounds = max((len(p.manifest.buckets) for p in mine), default=0)
        limit = attempt.deadlines.transfer_limit(rounds) + attempt.slack_s
        self.sent = await datapath.run(attempt.group, Phase.TRANSFER, send, deadline_s=limit)
        return []

    def ballot(self, attempt: Attempt, checksums: list[str | None]) -> Callable[[Group], None]:
        senders, sent, timeout_s = self.count, self.sent, attempt.deadlines.progress
        return lambda g: run_pair_vote(g, senders=senders, sent=sent, timeout_s=timeout_s)

    def confirmed(self, attempt: Attempt) -> str:
        return "every pair's two ends agree"

    def voted(self, attempt: Attempt) -> None:
        """Every pair moved and every receiver rank confirmed it: the sync's progress says
        every pair's buckets went (the leader sees its own only as they go)."""
        self._ranks_now("voted")
        for rank in self.host.sender_ranks:
            rank.buckets_sent = rank.buckets
        self.host.progress.all_sent(attempt.machine.sync_id)
        self._unname()

    def _unname(self) -> None:
        """The leader's segments' names removed (every receiver rank mapped them before it
        voted; or the attempt ended)."""
        pool = self.host.group.held_segments
        if self.pairs_route.offers is not None and isinstance(pool, SegmentPool):
            pool.unname()

    def route(self) -> tuple[SyncRoute, str | None]:
        return self.pairs_route.route, self.pairs_route.why_not

    def transfers_of(self, attempt: Attempt) -> Transfers:
        """The resharding's plan, made before the group joined (``before_join``), as it was
        sent: its pairs' encodings, pair by pair unless broadcast."""
        assert self.transfers is not None
        sent = self.transfers.with_delta(self.decision.delta_to)
        return dataclasses.replace(sent, pairwise=not self.broadcast)

    def sent_delta(self) -> bool:
        return bool(self.decision.delta_to)

    def figures(self) -> DeltaFigures | None:
        if self.summaries:
            return figures(self._as_sent(), self.decision)
        if not self.shared_instead:
            return None
        assert self.transfers is not None
        return whole_by_shared_memory(self.transfers.sent()[1], self.pairs_route.why_not)

    def whole(self, why: str) -> Ranks:
        """Every pair whole, from the pairs packed already (they become the base once it
        commits)."""
        whole = Ranks(
            self.host,
            self.weights,
            self.channel,
            dataclasses.replace(self.options, delta=False),
            close_whole_side=self._close_whole_side,
        )
        whole.packs, whole.pair_round = True, self.pair_round
        if self.pair_round is not None:
            self.pair_round.drop_deltas("the delta was refused")
        return whole

    async def after(self, attempt: Attempt, error: SyncError | None) -> None:
        """Tell the followers how it ended, and whether they keep the group: they do where
        the leader kept its own (``_fail`` closed it if anything touched it). Applied: every
        rank's packed pairs become its base."""
        keep = attempt.group.alive
        self._unname()
        self._ranks_now("done" if error is None else f"failed: {error.phase.value}")
        if error is None and self.pair_round is not None and self.version is not None:
            self.channel.pair_base = self.pair_round.adopt(self.version)
        again = error is not None and attempt.retries_whole(error)
        gather = error is None and bool(self.whole_endpoints)  # the whole part follows
        try:
            await self.channel.end(
                error, self.step_s, again=again, version=self.version, gather=gather,
                keep_group=keep,
            )  # fmt: skip
        except Exception as exc:  # a follower gone: the sync's outcome stands
            log.warning("could not tell the other trainer ranks how the sync ended: %s", exc)

    def committed(self, version: int, follow_up: FollowUp | None, *, split: bool) -> None:
        """A sharded sync keeps its base on each rank's channel (``after``); the one-sender
        base no longer matches what the endpoints hold (an adapter's sync: it still does)."""
        if self.options.adapter is None:
            drop_base(self.host)


@dataclass(frozen=True)
class _BucketsSent:
    """The leader's own buckets as each round goes (``SenderRank.buckets_sent``): round k
    puts bucket k of every lane that has one on the wire. Called on the group's thread."""

    rank: SenderRank
    lanes: list[PairManifest]

    def __call__(self, done: BucketProgress) -> None:
        self.rank.buckets_sent += sum(1 for p in self.lanes if done.index < p.buckets)
