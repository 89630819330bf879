"""One trainer rank sends the whole model (``SyncCoordinator.sync``): the attempt's
``Senders`` for a broadcast sync.

Every bucket goes to every receiver rank by one collective broadcast, packed while the one
before is on the wire. A sync that may send a delta packs every bucket up front
(``delta_round.py``), so that prepare can say each bucket's payload; where only some endpoints
hold the base, each receiver rank gets its own payloads point to point (a mixed round). The
buckets of a committed sync are the next delta's base (``committed``). ``delta="auto"`` where
the same-host route is open packs nothing: the whole buckets go through shared memory.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import torch

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    PrepareWeightsUpdateRequest,
    SyncCapabilities,
)
from twophase.core.table import Phase
from twophase.core.trainer_protocol import SyncRoute
from twophase.core.transfers import Transfers
from twophase.errors import SyncError, TwophaseError
from twophase.sender import datapath
from twophase.sender.attempt import Senders
from twophase.sender.delta_base import DeltaBase
from twophase.sender.delta_round import DeltaFigures, PackedRound, pack_round
from twophase.sender.plan import SyncPlan
from twophase.sender.same_host import (
    SharedRoute,
    whole_by_shared_memory,
    why_not_shared,
)
from twophase.sender.sender_group import Members
from twophase.sender.sharded_plan import plan_for, whole_layout
from twophase.sender.weights import WeightSource
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import Group
from twophase.transport.shared_route import Pool, room_for, sets_for

if TYPE_CHECKING:
    from twophase.sender.attempt import Attempt, Host
    from twophase.sender.endpoints import RemoteEndpoint
    from twophase.sender.followup import FollowUp

log = logging.getLogger(__name__)


class Solo(Senders):
    """Trainer rank 0 alone sends ``source``. ``packed``: every bucket packed before
    prepare (a sync that may send a delta), else None (sent from the source). ``adapter``:
    ``source`` is that adapter's matrices, whose delta base is its own."""

    count = 1

    def __init__(
        self,
        host: Host,
        source: WeightSource,
        packed: PackedRound | None = None,
        adapter: str | None = None,
    ):
        self.host, self.source, self.specs = host, source, source.specs
        self.packed, self.adapter = packed, adapter
        self.shared = SharedRoute()  # the same-host route, where every rank maps it
        self.sets = 1  # how many sets of segments its pool keeps (``SegmentPool``)
        self.planned: Transfers | None = None  # the attempt's transfers, once planned
        # delta="auto" on the trainer's host: these bytes went whole, unpacked (``pack``).
        self.shared_instead: int | None = None

    @property
    def base(self) -> DeltaBase:
        """What a delta of this sync is against: the weights' last sync, or the adapter's."""
        if self.adapter is None:
            return self.host.delta_base
        return self.host.adapter_bases.setdefault(self.adapter, DeltaBase(self.host.device))

    async def plan(self, attempt: Attempt) -> SyncPlan:
        """The plan, and its transfers: every receiver rank takes every tensor whole from
        this one rank (``plan_for``: one broadcast of the attempt's manifest)."""
        await attempt.ask_offers()
        plan = attempt.plan_from()
        whole = whole_layout(self.specs)
        ranks = sum(endpoint.world_size for endpoint in self.host.endpoints)
        self.planned = plan_for(
            self.specs, [whole], [whole] * ranks, attempt.options.buffer_size_mb,
            buckets=attempt.manifest,
        )  # fmt: skip
        return plan

    async def pack(self, attempt: Attempt, prepare: PrepareWeightsUpdateRequest) -> None:
        """Every bucket packed now (a delta's payload sizes go into prepare), unless an
        earlier attempt of this sync packed them; then whether the endpoints take the
        delta (the buckets go whole otherwise)."""
        options, manifest, plan = attempt.options, attempt.manifest, attempt.plan
        assert plan is not None
        self.shared_instead = None
        if options.delta is False and self.packed is None:
            return
        unpacked_auto = options.delta == "auto" and self.packed is None
        if unpacked_auto and self._why_not_shared(attempt) is None:
            # On the trainer's host the whole buckets move at memory speed: a delta would
            # save no wire and cost a packed copy and a base the size of the model.
            self.shared_instead = manifest.total_bytes
            prepare.delta = None
            return
        if plan.checksum is None or not plan.vote or plan.transfer_format != "flattened":
            self.packed = None  # sent from the source, as any sync of this plan
            prepare.delta = None  # a delta is known by its checksums and checked by the vote
            return
        packed = self.packed
        if packed is None or not packed.fits(manifest.digest(), plan.checksum):
            with attempt.clock.phase(Phase.PACK):
                try:
                    packed = await self._pack_round(manifest, plan)
                except (TwophaseError, ValueError, RuntimeError) as exc:
                    raise SyncError(Phase.PACK, None, f"packing the buckets: {exc}") from exc
                self.packed = packed
        host = self.host
        ranks = {e.name: e.world_size for e in host.endpoints}
        offers = attempt.offers
        if self.adapter is not None:  # the base each endpoint holds of this adapter
            offers = {name: adapter_offer(said, self.adapter) for name, said in offers.items()}
        packed.decide(options.delta, offers, ranks, host.backend)
        self.planned = packed.transfers  # each receiver rank's encoding, and so the route
        prepare.delta = packed.prepare_part() if packed.delta else None

    async def _pack_round(self, manifest: Manifest, plan: SyncPlan) -> PackedRound:
        """Every bucket packed into the buffers kept from the last sync (off the loop)."""
        host = self.host
        reuse: list[torch.Tensor] = []  # an adapter's buckets: the weights' buffers stay
        if self.adapter is None:
            reuse, host.round_buffers = host.round_buffers, []
        assert plan.checksum is not None
        return await asyncio.to_thread(
            pack_round, manifest, self.source, plan.checksum, host.device, reuse, self.base
        )

    def members(self, attempt: Attempt) -> Members:
        return self.host.members()

    async def before_prepare(self, attempt: Attempt) -> None:
        """The trainer's shared memory offered, where every endpoint is on its host."""
        self.shared.make_offer(self._pool, self._why_not_shared(attempt))

    def _why_not_shared(self, attempt: Attempt) -> str | None:
        """Why this attempt cannot offer the trainer's shared memory (None: it may), and
        how many sets of segments its pool keeps (``sets``)."""
        plan, group = attempt.plan, self.host.group
        assert plan is not None
        said = [offer.shared_memory_sets for offer in attempt.offers.values() if offer]
        self.sets = sets_for(self.host.device, said)
        return why_not_shared(
            attempt.options, plan, attempt.offers, device=self.host.device,
            packed=self.packed is not None, need_bytes=attempt.manifest.total_bytes,
            room_bytes=room_for(group.held_segments, self.host.device), sets=self.sets,
        )  # fmt: skip

    def _pool(self) -> Pool:
        """The group's pool for buckets packed on the trainer's device (``sets``: as the
        endpoints of this attempt allow)."""
        return self.host.group.segments(self.host.device, self.sets)

    def reusable(self, attempt: Attempt) -> bool:
        return attempt.group.usable(self.members(attempt))

    def request_for(
        self, endpoint: RemoteEndpoint, request: PrepareWeightsUpdateRequest
    ) -> PrepareWeightsUpdateRequest:
        """The same for every endpoint, but in a mixed delta round (``delta_round.py``),
        where each says point to point and only those that take the delta carry it."""
        packed = self.packed
        group = self.host.group
        if (made := self.shared.current(group.held_segments, self._pool)) is not None:
            return request.model_copy(update={"shared_memory": made.to_wire()})
        if packed is None or not packed.point_to_point:
            return request
        delta = request.delta if endpoint.name in packed.decision.base_for else None
        return request.model_copy(update={"point_to_point": True, "delta": delta})

    async def probe(self, attempt: Attempt) -> str:
        """Every rank expects this manifest, or the probe names the difference."""
        manifest, plan = attempt.manifest, attempt.plan
        assert plan is not None
        if plan.probe:
            first_byte = attempt.deadlines.first_byte
            offered = True if self.shared.offer is not None else None
            missing = await datapath.run(
                attempt.group,
                Phase.PROBE,
                lambda g: run_probe(g, manifest, timeout_s=first_byte, shared=offered),
                deadline_s=first_byte + attempt.slack_s,
            )
            self.shared.probed(missing)
        return f"{len(manifest.buckets)} buckets, {plan.transfer_format} via {self.shared.route}"

    async def transfer(self, attempt: Attempt) -> list[str | None]:
        plan, packed = attempt.plan, self.packed  # packed only where the plan has checksums
        assert plan is not None
        source = packed if packed is not None else self.source
        self.shared.written = self.shared.taken is not None
        return await datapath.send(
            attempt.group,
            attempt.manifest,
            plan,
            attempt.deadlines,
            self.host.on_bucket,
            source,
            self.shared.taken,
        )

    def ballot(self, attempt: Attempt, checksums: list[str | None]) -> Callable[[Group], None]:
        """Every rank's bucket checksums equal the sender's."""
        timeout_s = attempt.deadlines.progress
        return lambda g: run_vote(g, checksums, timeout_s=timeout_s)

    def confirmed(self, attempt: Attempt) -> str:
        vote = attempt.plan is not None and attempt.plan.vote
        return "every rank confirmed every bucket" if vote else "every bucket sent"

    def voted(self, attempt: Attempt) -> None:
        self.shared.unname()  # every rank mapped its segments: the names are not needed

    async def after(self, attempt: Attempt, error: SyncError | None) -> None:
        follow_up = attempt.follow_up
        confirmed = error is None and not (follow_up is not None and follow_up.waiting)
        retire = self.host.group.retire_segments
        self.shared.ended(confirmed, retire, weights=self.adapter is None)

    def route(self) -> tuple[SyncRoute, str | None]:
        return self.shared.route, self.shared.why_not

    def transfers_of(self, attempt: Attempt) -> Transfers:
        """The plan's (``plan``), or, a delta round's, the packed round's decision."""
        assert self.planned is not None
        return self.planned

    def sent_delta(self) -> bool:
        return self.packed is not None and self.packed.delta

    def figures(self) -> DeltaFigures | None:
        if self.packed is not None:
            return self.packed.figures()
        if self.shared_instead is None:
            return None
        return whole_by_shared_memory(self.shared_instead, self.shared.why_not)

    def whole(self, why: str) -> Solo:
        """The buckets this one packed, sent whole (the weights may come from a one-shot
        iterator)."""
        return Solo(self.host, self.source, self.packed, self.adapter)

    def committed(self, version: int, follow_up: FollowUp | None, *, split: bool) -> None:
        """The sync committed ``version``: its packed buckets are the next delta's base
        (``split``: some endpoint may have rolled back; none is assumed to hold it); none
        packed: the sync was sent from its source, and nothing is kept to compare with."""
        host = self.host
        packed = self.packed
        if self.adapter is not None:  # its own base; the endpoints are asked again
            self._keep_adapter_base(version)
            return
        if packed is None:
            drop_base(host)
            return
        try:  # the buffers become the base; the base's, the next sync's to pack into
            host.round_buffers = packed.commit(version, host.delta_base)
        except (RuntimeError, ValueError) as exc:  # past the commit point: never raise here
            log.error("the delta base could not be kept (%s): the next sync is whole", exc)
            drop_base(host)
            return
        # What each endpoint holds now, as its capabilities would say (they are asked again
        # only with a new group): the base, where it confirmed the apply. A stale answer
        # costs a refused prepare (412) and the whole buckets in the same round, no more.
        waiting = follow_up.waiting if follow_up is not None else {}
        for endpoint in host.endpoints:
            said = endpoint.capabilities
            if said is not None and said.delta and not said.rank_layouts:
                held = None if split or endpoint in waiting else packed.base_info(version)
                endpoint.capabilities = said.model_copy(update={"delta_base": held})

    def _keep_adapter_base(self, version: int) -> None:
        base, packed = self.base, self.packed
        if packed is None:  # sent from its source: nothing kept to compare with
            base.drop()
            return
        try:
            packed.commit(version, base)
        except (RuntimeError, ValueError) as exc:  # past the commit point: never raise here
            log.error("adapter %r: its delta base could not be kept (%s)", self.adapter, exc)
            base.drop()


def adapter_offer(said: SyncCapabilities | None, adapter: str) -> SyncCapabilities | None:
    """An endpoint's capabilities as a delta of ``adapter`` sees them: the base it holds of
    that adapter (none where it holds no such base) in place of its weights'."""
    if said is None:
        return None
    held = (said.adapters or {}).get(adapter)
    return said.model_copy(update={"delta_base": held.delta_base if held is not None else None})


def drop_base(host: Host) -> None:
    """No base (the next sync is whole), and no memory held for one."""
    host.delta_base.drop()
    host.round_buffers = []
