"""The sender: the trainer's sync coordinator (rank 0 of every sync group).

Long-lived: the endpoints, the machine, the group (formed on the first sync and kept while it
is usable), one sync at a time. Each sync is one call of ``run_rounds`` (``rounds.py``): an
``Attempt`` (``attempt.py``: the phases, and what a failure does) with its senders, ``Solo``
(this rank sends everything) or ``Ranks`` (every trainer rank sends its shards), and the
rounds that may follow it in the same call.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

import aiohttp
import torch

from twophase.core.delta_choice import DeltaChoice
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    MAX_BUFFER_SIZE_MB,
    Backend,
    ChecksumChoice,
    Timeouts,
    TransferFormat,
    check_host,
)
from twophase.core.table import Phase, Role, Trigger, at_rest_with_group
from twophase.core.timing import CLEANUP_TIMEOUT_S, HTTP_SLACK_S
from twophase.errors import GroupJoinError, SyncError
from twophase.sender.adapters import peft_adapter
from twophase.sender.attempt import Senders
from twophase.sender.delta_base import DeltaBase
from twophase.sender.endpoints import EndpointSet, RemoteEndpoint
from twophase.sender.followup import FollowUp
from twophase.sender.plan import SyncOptions
from twophase.sender.ranks import Ranks, ShardedWeights
from twophase.sender.resolver import Resolver, UncertainSync
from twophase.sender.result import ProgressTracker, SenderRank, SyncResult
from twophase.sender.rounds import WholeSide, run_rounds
from twophase.sender.sender_group import Members, SenderGroup
from twophase.sender.sender_guards import SenderGuards
from twophase.sender.solo import Solo
from twophase.sender.trainer_channel import TrainerChannel
from twophase.sender.weights import WeightSource
from twophase.transport.address import route_to_all
from twophase.transport.group import GroupConfig, GroupFactory, SyncGroup
from twophase.transport.transfer import BucketProgress

__all__ = ["SyncCoordinator", "SyncError", "SyncResult"]
log = logging.getLogger(__name__)


class SyncCoordinator:
    """Asyncio-first. ``BlockingCoordinator`` wraps it for plain training scripts.

    ``master_address``: where the endpoints reach this process; the group's store and this
    rank's gloo device bind there only (None: the local address that routes to the
    endpoints). ``api_key``: the bearer token sent to every endpoint that was not given one
    of its own. ``whole_master_port``: the group port of a sharded sync's endpoints that take
    whole tensors only (default ``master_port + 1``)."""

    def __init__(
        self,
        *,
        master_address: str | None = None,
        master_port: int = 29600,
        group_name: str = "weight_sync_group",
        backend: Backend = "gloo",
        device: str = "cpu",
        timeouts: Timeouts | None = None,
        on_bucket: Callable[[BucketProgress], None] | None = None,
        progress_bar: bool = False,
        group_factory: GroupFactory = SyncGroup,
        http_slack_s: float = HTTP_SLACK_S,
        cleanup_timeout_s: float = CLEANUP_TIMEOUT_S,
        api_key: str | None = None,
        whole_master_port: int | None = None,
    ) -> None:
        self.master_address, self.master_port = master_address, master_port
        # A sharded sync's endpoints that take whole tensors only get them over a group of
        # their own, kept across syncs, on this port (``rounds.py``).
        self._whole_master_port = whole_master_port
        self.whole_side = WholeSide(functools.partial(whole_coordinator, self))
        self.group_factory = group_factory
        self.api_key = api_key
        self.group_name, self.backend, self.device = group_name, backend, torch.device(device)
        self.deadlines = (timeouts or Timeouts()).over()  # the sender's own
        self._on_bucket = on_bucket
        self.progress_bar = progress_bar
        self.progress = ProgressTracker()  # how far the running sync got, for /sync_state
        self.http_slack_s = http_slack_s
        self.cleanup_timeout_s = cleanup_timeout_s
        self.endpoints: list[RemoteEndpoint] = []
        self.version = 0
        self.last_result: SyncResult | None = None
        self.follow_up: FollowUp | None = None  # the last committed sync's unconfirmed endpoints
        # The last sync whose vote's answer was lost here too: its endpoints, resolved in the
        # background and again at the next sync (``resolver.py``).
        self.resolver: Resolver | None = None
        # The trainer ranks of the running (else the last) sharded sync (empty: none yet).
        self.sender_ranks: list[SenderRank] = []
        # The last committed sync's buckets, for a delta (``delta_base.py``), and the
        # buffers a sync that may send one packs into, kept from one sync to the next.
        self.delta_base = DeltaBase(device)
        self.adapter_bases: dict[str, DeltaBase] = {}  # an adapter's delta: its own base
        self.round_buffers: list[torch.Tensor] = []
        self.group = SenderGroup(group_factory)
        self.guards = SenderGuards(group_alive=lambda: self.group.alive)
        self.machine = SyncMachine(Role.SENDER, self.guards)
        self._lock = asyncio.Lock()

    @property
    def whole_master_port(self) -> int:
        given = self._whole_master_port
        return self.master_port + 1 if given is None else given

    @property
    def on_bucket(self) -> Callable[[BucketProgress], None]:
        """What each bucket sent calls (on the group's thread): its log line, the bar, the
        sync's progress, then the hook given as ``on_bucket`` (which may be set anew, or to
        None, at any time)."""
        return self._bucket_sent

    @on_bucket.setter
    def on_bucket(self, hook: Callable[[BucketProgress], None] | None) -> None:
        self._on_bucket = hook

    def _bucket_sent(self, done: BucketProgress) -> None:
        log.info("%s", done.describe())  # the seeds' log line
        if self.progress_bar:
            done.draw_bar()
        self.progress.sent(done, self.machine.sync_id)
        if self._on_bucket is not None:
            self._on_bucket(done)

    # -- endpoints -------------------------------------------------------------------------

    def add_endpoint(
        self,
        host: str,
        port: int,
        world_size: int,
        api_key: str | None = None,
        *,
        engine: str = "twophase",
    ) -> RemoteEndpoint:
        """``engine``: what the endpoint runs, by its name in ``twophase.engines.registry``
        ("sglang": a stock SGLang server, driven by its native routes, and found by itself
        too: an endpoint without ``/sync_capabilities`` that answers SGLang's; "vllm": a vLLM
        server running the twophase backend, driven through vLLM's RL routes)."""
        check_host(host)  # a host name or an IP literal: nothing else enters its URLs
        if any(e.host == host and e.port == port for e in self.endpoints):
            raise ValueError(f"endpoint {host}:{port} is already registered")
        return self.add(RemoteEndpoint(host, port, world_size, api_key, engine=engine))

    def add(self, endpoint: RemoteEndpoint) -> RemoteEndpoint:
        """An endpoint with a client of its own (``RemoteEndpoint(..., client=...)``; a vLLM
        server by its URL or its control plane: ``twophase.vllm.vllm_endpoint``)."""
        if any(e.name == endpoint.name for e in self.endpoints):
            raise ValueError(f"endpoint {endpoint.name} is already registered")
        self.endpoints.append(endpoint)
        return endpoint

    def remove_endpoint(self, host: str, port: int) -> None:
        if self._lock.locked():
            raise RuntimeError("a sync is running; remove endpoints between syncs")
        before = len(self.endpoints)
        self.endpoints = [e for e in self.endpoints if not (e.host == host and e.port == port)]
        if len(self.endpoints) == before:
            raise KeyError(f"no endpoint {host}:{port}")

    @property
    def busy(self) -> bool:
        return self._lock.locked()

    # -- one sync --------------------------------------------------------------------------

    async def sync(
        self,
        weights: torch.nn.Module | Iterable[tuple[str, torch.Tensor]] | WeightSource,
        *,
        buffer_size_mb: float = 1024.0,
        transfer_format: TransferFormat | None = None,
        checksum: ChecksumChoice | None = "auto",
        flush_cache: bool = False,
        weight_version: int | None = None,
        timeouts: Timeouts | None = None,
        delta: DeltaChoice = False,
        adapter: str | None = None,
        shared_memory: bool = True,
    ) -> SyncResult:
        """One sync of ``weights`` into every endpoint; raises ``SyncError``. ``checksum``:
        "auto" (the default) has the commit vote compare per-bucket checksums, so garbled
        bytes cannot commit; None: the vote only proves every bucket arrived. ``timeouts``:
        this sync's deadlines where given (the coordinator's own stay as they are).
        ``delta``: send only the words changed since the last committed sync, where every
        endpoint holds exactly that version ("auto": and the delta is under half the whole
        bytes; ``delta_round.py``); a delta refused (at prepare, or by the vote) is followed
        by the whole buckets in the same call. It costs the trainer a second copy of the
        model (``SyncResult.delta.held_bytes``). ``adapter``: ``weights`` is a PEFT model, and
        only its LoRA matrices go, as the servers' adapter of that name (``sender/adapters.py``).
        ``shared_memory``: where every endpoint is on this host and maps this process's
        memory, the buckets go through it, not the group (``SyncResult.route`` says which
        way they went, ``why_not_shared`` why not); False: always the group."""
        spec = None
        if adapter is not None:
            spec, weights = peft_adapter(weights, adapter, self.version)
        options = SyncOptions(
            buffer_size_mb, transfer_format, checksum, flush_cache, weight_version, timeouts,
            delta, spec, shared_memory,
        )  # fmt: skip
        return await self.sync_source(WeightSource.of(weights), options)

    async def sync_source(self, source: WeightSource, options: SyncOptions) -> SyncResult:
        """``sync`` of ``source``, with its options as one value."""
        adapter = options.adapter.name if options.adapter is not None else None
        return await self._run(options, Solo(self, source, adapter=adapter))

    async def sync_sharded(
        self, weights: ShardedWeights, channel: TrainerChannel, **chosen: Any
    ) -> SyncResult:
        """The leader's side of a sharded sync (``ranks.py``; ``chosen``: ``sync``'s options,
        but ``transfer_format``, ignored: every pair's buckets are flattened): every trainer
        rank of ``channel`` sends its shards; the others run ``follower.follow`` meanwhile.
        Use ``twophase.sync_shards`` from every trainer rank instead.
        ``delta``: each pair a delta of the last committed sync's (``delta_round.py``)."""
        options = replace(SyncOptions(**chosen), transfer_format="flattened")
        ranks = Ranks(self, weights, channel, options, close_whole_side=self.whole_side.close)
        return await self._run(options, ranks)

    async def _run(self, options: SyncOptions, senders: Senders) -> SyncResult:
        """One sync's rounds, after the checks every sync makes."""
        delta = options.delta  # True, False or "auto", by identity: 0 and 1 are not choices
        if not (delta is True or delta is False or delta == "auto"):
            raise SyncError(
                Phase.SETUP, None, f"delta must be True, False or 'auto', not {delta!r}"
            )
        if not self.endpoints:
            raise SyncError(Phase.SETUP, None, "no inference endpoints registered")
        if self._lock.locked():
            raise SyncError(Phase.SETUP, None, "a sync is already running")
        if not 0 < options.buffer_size_mb <= MAX_BUFFER_SIZE_MB:  # also refuses NaN
            raise SyncError(
                Phase.SETUP, None, f"buffer_size_mb {options.buffer_size_mb} is not in (0, 1 TiB]"
            )
        try:
            self.resolved_master_address()  # found here, so the attempt's calls cannot fail
        except (ValueError, GroupJoinError) as exc:
            raise SyncError(Phase.SETUP, None, f"no master address: {exc}") from exc
        async with self._lock, aiohttp.ClientSession() as session:
            try:
                result = await run_rounds(self, session, senders, options)
            finally:
                self.progress.stop()
            self.last_result = result
            return result

    def committed(
        self, version: int, senders: Senders, follow_up: FollowUp | None, *, split: bool
    ) -> None:
        """A sync committed ``version`` (``split``: not at every endpoint): the next sync
        numbers from it, its buckets are the next delta's base, and the endpoints that did
        not confirm the apply are followed up."""
        self.version = version
        senders.committed(version, follow_up, split=split)
        if self.follow_up is not None:  # a newer commit supersedes the last one's follow-up
            self.follow_up.cancel()
        self.follow_up = follow_up
        if follow_up is not None:
            follow_up.start()

    def resolve_later(self, sync: UncertainSync) -> None:
        """Resolve ``sync``'s UNCERTAIN endpoints in the background (a newer one replaces
        an older resolution; the endpoints of the older one are resolved by their peers, or
        the next sync fails naming them)."""
        if self.resolver is not None:
            self.resolver.cancel()
        self.resolver = Resolver(sync, api_key=self.api_key)
        self.resolver.start()

    # -- the group's lifecycle ---------------------------------------------------------------

    def members(self) -> Members:
        """Who a group is formed for; a change means a new group."""
        where = (self.resolved_master_address(), self.master_port, self.group_name, self.backend)
        return (where, *((e.name, e.world_size) for e in self.endpoints))

    def group_config(self, world_size: int, twophase: bool, join_s: float) -> GroupConfig:
        """Rank 0's config; a per-attempt store prefix only where every endpoint speaks it.
        The store and the gloo device bind to the master address only."""
        master = self.resolved_master_address()
        return GroupConfig(
            master, self.master_port, world_size, 0, self.group_name, self.backend,
            join_s, uuid.uuid4().hex[:8] if twophase else None, self.device,
            bind_address=master,
        )  # fmt: skip

    def resolved_master_address(self) -> str:
        """The master address given, else the local address that routes to every endpoint
        (``ValueError`` when they are reached from different ones)."""
        if self.master_address is not None:
            return self.master_address
        return route_to_all((e.host, e.port) for e in self.endpoints)

    async def teardown(self, endpoints: EndpointSet) -> None:
        """Close the group and have every endpoint destroy its side."""
        if self.group.close():
            await endpoints.destroy_all()
        if at_rest_with_group(self.machine.state):
            self.machine.fire(Trigger.DESTROY, detail="group destroyed")

    def endpoint_set(self, session: aiohttp.ClientSession) -> EndpointSet:
        return EndpointSet(
            self.endpoints,
            session,
            group_name=self.group_name,
            slack_s=self.http_slack_s,
            cleanup_timeout_s=self.cleanup_timeout_s,
            api_key=self.api_key,
        )

    async def destroy_group(self) -> None:
        """Tear the group down now (every endpoint destroys its side); the next sync forms a
        fresh one."""
        if self._lock.locked():
            raise RuntimeError("a sync is running; destroy the group between syncs")
        async with aiohttp.ClientSession() as session:
            await self.teardown(self.endpoint_set(session))

    async def close(self) -> None:
        if self.follow_up is not None:
            self.follow_up.cancel()
        if self.resolver is not None:
            self.resolver.cancel()
        await self.whole_side.close()
        async with aiohttp.ClientSession() as session:
            await self.teardown(self.endpoint_set(session))
        self.group.shutdown()


def whole_coordinator(
    parent: SyncCoordinator, endpoints: Sequence[RemoteEndpoint]
) -> SyncCoordinator:
    """The coordinator of a mixed sharded round's whole part (``rounds.WholeSide``):
    ``parent``'s settings, on its ``whole_master_port``, for ``endpoints``."""
    child = SyncCoordinator(
        master_address=parent.master_address,
        master_port=parent.whole_master_port,
        group_name=parent.group_name,
        backend=parent.backend,
        device=str(parent.device),
        timeouts=Timeouts.of(parent.deadlines),
        group_factory=parent.group_factory,
        http_slack_s=parent.http_slack_s,
        cleanup_timeout_s=parent.cleanup_timeout_s,
        api_key=parent.api_key,
    )
    for endpoint in endpoints:
        child.add(endpoint)
    return child
