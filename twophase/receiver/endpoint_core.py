"""The state of one receiving endpoint, and its one failure path.

``EndpointCore`` holds what every part of the endpoint shares: the machine and its guards,
the ranks, the attempt in progress and the last one that ended, the locks, and the failure
path every step takes (``phase`` -> ``fail`` -> ``roll_back``: record the cause, end the
attempt, discard on every rank, tear the group down if a receive touched it, come to rest).
The layers over it make ``ReceiverEndpoint``: the commit and complete (``commit.py``), the
steps (``endpoint.py``). Below it: whether the endpoint takes a delta, what its capabilities
and ``/sync_state`` say of the base it holds, and prepare's check that a delta patches
exactly that base (refused with 412 naming why not: the sender then sends it whole).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import enum
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field

from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.layouts import Box
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    AdapterHeld,
    DeltaBaseInfo,
    PrepareWeightsUpdateRequest,
    Timeouts,
)
from twophase.core.table import Role, State, Trigger, can_fire, in_attempt, in_sync
from twophase.core.termination import Incarnation
from twophase.errors import DeadlineExceeded, ProtocolError, RequestRejected, SyncFailed
from twophase.processes import this_host, this_process
from twophase.receiver.appliers import WeightApplier
from twophase.receiver.delta_receive import AppliedBase, base_refusal, pair_delta_refusal
from twophase.receiver.pauses import PauseStats
from twophase.receiver.rankdata import ApplyMode, ReceivedReport
from twophase.receiver.ranks import RankProxy
from twophase.receiver.rankset import RankSet
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.receiver_guards import ReceiverEvidence, ReceiverGuards
from twophase.receiver.validation import MasterAllowlist, ModelTensors

log = logging.getLogger(__name__)


@dataclass
class EndpointStats:
    """What ``/metrics`` exports: syncs by outcome, the last good sync's phases, bytes
    received, peak staging bytes, what syncs cost inference (``pauses.py``)."""

    syncs: dict[str, int] = field(default_factory=lambda: {"success": 0, "failure": 0})
    phase_seconds: dict[str, float] = field(default_factory=dict)
    bytes_received: int = 0
    peak_extra_bytes: int = 0
    pauses: PauseStats = field(default_factory=PauseStats)  # recorded by the rank set's commit

    def record_failure(self, state: State) -> None:
        """A failure in ``state``: a sync failed if one was running."""
        if in_attempt(state):
            self.syncs["failure"] += 1

    def record_success(
        self, attempt: ReceiverAttempt, reports: list[ReceivedReport], apply_s: float
    ) -> None:
        self.syncs["success"] += 1
        self.bytes_received += attempt.manifest.total_bytes
        self.peak_extra_bytes = max(r.peak_extra_bytes for r in reports)
        self.phase_seconds = {
            "receive": max(r.seconds for r in reports),
            "apply": apply_s,
            "total": time.monotonic() - attempt.started,
        }


class GroupTrainer(enum.Enum):
    """What the trainer that owns the endpoint's group speaks, as far as the endpoint can
    tell; it decides whether a refused native call's bytes are drained (only a native trainer
    broadcasts as it calls, so only its broadcast needs draining)."""

    # An init with a per-attempt store prefix (twophase's sender sends one to every peer that
    # advertises it), or a group a two-phase prepare came in on: its trainer posts nothing
    # before this endpoint says "ready", and a drain would only steal its group.
    TWO_PHASE = "two-phase"
    # An init without one and no two-phase prepare since: an SGLang-style trainer, which
    # broadcasts while its /update_weights_from_distributed call is open.
    NATIVE = "native"


class EndpointCore:
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
        bind_address: str | None = None,
        delta: bool = True,
        max_adapters: int = 0,
        host: str | None = None,
        shared_memory: bool = True,
    ) -> None:
        """``specs`` (or ``applier``, or else rank 0 at ``start()``) say what the model has;
        prepare validates every request against them before any collective.
        ``allowed_masters``: the only master addresses an init may make the ranks connect to
        (IPs, CIDR networks, host names; None: any, the API key being the guard).
        ``bind_address``: the local address every rank's gloo device binds and advertises
        (None: the one that routes to the master). ``delta``: whether a sync may patch the
        weights by a delta (its ranks' appliers hold the checkpoint's tensors whole).
        ``max_adapters``: how many LoRA adapters its ranks may hold (0: they serve none).
        ``host``: the machine it says it is on (None: this one, ``this_host``);
        ``shared_memory``: whether a trainer on that host may hand it the buckets through
        shared memory (``transport/shared_memory.py``)."""
        self.ranks = list(ranks)
        # This run of the endpoint: a peer that asks about a sync after a restart learns from
        # it that the process the sync's prepare reached is gone (``core/termination.py``).
        self.incarnation = Incarnation.draw(this_process())
        self.stats = EndpointStats()
        # Its commit records the pause.
        self.rank_set = RankSet(self.ranks, self.stats.pauses, bind_address=bind_address)
        self.mode = mode
        self.memory_budget_mb = memory_budget_mb
        self.deadlines = (timeouts or Timeouts()).over()  # a sync's own override these
        self.flush_cache = flush_cache
        self.allowed_masters = (
            MasterAllowlist.parse(allowed_masters) if allowed_masters is not None else None
        )
        self.guards = ReceiverGuards(ranks=len(self.ranks))
        self.machine = SyncMachine(Role.RECEIVER, self.guards)
        self.version = 0
        self.adapters: dict[str, AdapterHeld] = {}  # the LoRA adapters committed, by name
        self.max_adapters = max_adapters
        self.host = host if host is not None else this_host()
        self.takes_shared_memory = shared_memory
        self.model = ModelTensors(specs or (applier.specs() if applier else []), applier)
        self.group_name: str | None = None  # the sync group this endpoint is in (None: none)
        self.attempt: ReceiverAttempt | None = None
        # The last attempt that ended (committed or rolled back), for a complete or an abort
        # that comes after its end: they get its outcome.
        self.previous: ReceiverAttempt | None = None
        # Syncs aborted before their prepare arrived (a delayed prepare must not start them).
        self.aborted_ids: collections.deque[str] = collections.deque(maxlen=64)
        self.group_trainer: GroupTrainer | None = None  # None: no group
        # The last attempts that ended, for a peer asking how one ended (``/sync_outcome``).
        self.ended: collections.deque[ReceiverAttempt] = collections.deque(maxlen=64)
        self.behind: set[asyncio.Task[None]] = set()  # rollbacks an abort answered before
        self.step = asyncio.Lock()  # one mutating step at a time (abort does not wait)
        # Set while a refused native call's bytes are drained (without ``step``): the steps
        # that use the group wait for it, within the drain's own deadline.
        self.draining: asyncio.Event | None = None
        self.rolling_back = asyncio.Lock()
        # What each rank holds of a tensor-parallel model's tensors, and what it receives of
        # each tensor in a sharded sync: what it holds, or less (a vLLM worker loads whole
        # tensors through loaders that read part of each). Read at start; all empty: every
        # rank holds and receives the whole model.
        self.rank_layouts: list[dict[str, list[Box]]] = [{} for _ in self.ranks]
        self.rank_needs: list[dict[str, list[Box]]] = self.rank_layouts
        # The base a delta sync may patch (``delta_receive.py``), else why there is none.
        self.delta = delta
        self.delta_base: AppliedBase | None = None
        self.no_delta_base = "no sync with checksums applied since the endpoint started"
        self.adapter_bases: dict[str, AppliedBase] = {}  # each adapter's, by name

    async def start(self) -> None:
        if not self.model.names:
            self.model.learn(await self.rank_set.tensor_specs())
        self.rank_layouts = await self.rank_set.layouts()
        self.rank_needs = await self.rank_set.needs()

    @property
    def receives_slices(self) -> bool:
        """Its ranks receive parts of tensors they load whole (``rank_needs`` less than what
        they hold): a sharded sync's pairs go whole into them (their base would be the
        parts)."""
        return self.rank_needs != self.rank_layouts

    @property
    def state(self) -> State:
        return self.machine.state

    def forget_delta_base(self, why: str) -> None:
        """Something other than a delta-capable sync touched (or may have touched) the
        weights: the next sync must be whole."""
        if self.delta_base is not None:
            log.info("receiver: no delta base any more: %s", why)
        self.delta_base, self.no_delta_base = None, why

    def keep_delta_base(self, attempt: ReceiverAttempt, reports: Sequence[ReceivedReport]) -> None:
        """A sync committed: the base the next delta may patch, if this one leaves one: a
        staged sync of the whole model with a vote and bucket checksums; a broadcast into
        ranks that hold every tensor whole, or a sharded sync (its pairs' buckets)."""
        receive, sharded = attempt.receive, attempt.receive.sharded
        if not self.delta or (any(self.rank_layouts) and sharded is None):
            self.forget_delta_base("this endpoint takes whole buckets only")
            return
        if sharded is not None and self.receives_slices:
            self.forget_delta_base(f"sync {attempt.sync_id} sent parts of tensors loaded whole")
            return
        if not attempt.has_vote or receive.mode != "staged":
            self.forget_delta_base(f"sync {attempt.sync_id} was not a staged sync with a vote")
            return
        if {spec.name for spec in attempt.manifest.specs} != self.model.names:
            # A vLLM worker keeps only a whole model's tensors as its base: so do all.
            self.forget_delta_base(f"sync {attempt.sync_id} carried part of the model")
            return
        digest, sums = attempt.manifest.digest(), reports[0].checksums
        if sharded is not None:  # every rank's pairs, in rank order (``delta_round.py``)
            digest, sums = sharded.layout_digest, [c for r in reports for c in r.checksums]
        base = AppliedBase.of_sums(attempt.version, digest, receive.checksum, sums)
        if base is None:
            self.forget_delta_base(f"sync {attempt.sync_id} had no bucket checksums")
        self.delta_base = base

    def keep_adapter_base(
        self, attempt: ReceiverAttempt, reports: Sequence[ReceivedReport]
    ) -> AppliedBase | None:
        """An adapter sync committed: its buckets are the base its next delta may patch,
        where a whole broadcast with a vote and checksums, into ranks that hold the adapter
        whole, left one (the weights' base is not touched)."""
        receive = attempt.receive
        assert receive.adapter is not None
        name, base = receive.adapter.name, None
        whole = not any(self.rank_layouts) and receive.sharded is None
        if self.delta and whole and attempt.has_vote and receive.mode == "staged":
            sums = reports[0].checksums
            digest = attempt.manifest.digest()
            base = AppliedBase.of_sums(attempt.version, digest, receive.checksum, sums)
        if base is None:
            self.adapter_bases.pop(name, None)
        else:
            self.adapter_bases[name] = base
        return base

    async def destroy_group(self, why: str) -> None:
        await self.tear_down_group()
        self.machine.fire(Trigger.DESTROY, detail=why)

    async def tear_down_group(self) -> None:
        self.guards.has_group = False
        self.group_name = None
        self.group_trainer = None
        await self.rank_set.destroy()

    @property
    def sync_id(self) -> str | None:  # the sync in progress, if one is
        return self.attempt.sync_id if self.attempt is not None else None

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """A request's step: one at a time (``step``), and after any rollback in flight has
        come to rest, so the step sees the state it leaves, not ERROR on its way there (a
        watchdog may be rolling back when a new init arrives), and after a drain in flight
        has ended (bounded by its own deadline). The lock order is always ``step``, then
        ``rolling_back``."""
        while True:
            draining = self.draining
            if draining is not None:
                await draining.wait()
            await self.step.acquire()
            if self.draining is None:
                break
            self.step.release()  # another drain began meanwhile: wait for it too
        try:
            async with self.rolling_back:
                pass
            yield
        finally:
            self.step.release()

    @contextlib.asynccontextmanager
    async def phase(self, what: str) -> AsyncIterator[None]:
        """A phase whose failure rolls the endpoint back and raises ``SyncFailed``."""
        try:
            yield
        except Exception as exc:
            timed_out = isinstance(exc, DeadlineExceeded)
            raise await self.fail(f"{what}: {exc}", timed_out=timed_out) from exc

    async def fail(self, cause: str, *, timed_out: bool = False) -> SyncFailed:
        """The one failure path: record ``cause``, roll back, and return the error to raise."""
        await self.roll_back(Trigger.TIMEOUT if timed_out else Trigger.FAIL, cause)
        return SyncFailed(self.machine.last_error or cause, timed_out=timed_out)

    async def roll_back_by(
        self,
        deadline: float,
        trigger: Trigger,
        cause: str,
        *,
        only_from: frozenset[State],
        attempt: ReceiverAttempt | None,
    ) -> bool:
        """``roll_back`` of ``attempt``, waited for until ``deadline`` (monotonic); past it
        the rollback finishes behind (a stuck rank), and never touches a later attempt.
        Returns whether it finished in time."""
        rollback = asyncio.ensure_future(
            self.roll_back(trigger, cause, only_from=only_from, only_attempt=attempt)
        )
        left = max(deadline - time.monotonic(), 0.0)
        done, _ = await asyncio.wait({rollback}, timeout=left)
        if not done:
            self.behind.add(rollback)
            rollback.add_done_callback(self.behind.discard)
        return bool(done)

    def transfer_started(self, attempt: ReceiverAttempt, started: int) -> None:
        """The attempt's watchdog saw weight bytes move (PREPARED -> RECEIVING)."""
        if self.attempt is attempt and can_fire(self.state, Trigger.BEGIN_TRANSFER):
            evidence = ReceiverEvidence(attempt.sync_id, started=started)
            self.machine.fire(
                Trigger.BEGIN_TRANSFER, evidence=evidence, detail="weight bytes moving"
            )

    async def watch_failed(self, attempt: ReceiverAttempt, trigger: Trigger, cause: str) -> None:
        """The attempt's watchdog saw it fail (a deadline, a rank's error): roll back."""
        if self.attempt is attempt and in_sync(self.state):
            await self.roll_back(trigger, cause)

    def ended_attempt(self, attempt: ReceiverAttempt) -> None:
        self.previous = attempt
        if attempt not in self.ended:
            self.ended.append(attempt)

    async def roll_back(
        self,
        trigger: Trigger,
        cause: str,
        *,
        only_from: frozenset[State] | None = None,
        only_attempt: ReceiverAttempt | None = None,
    ) -> None:
        """Record the cause, end the attempt, discard the sync on every rank, tear the group
        down if a receive touched it, and come to rest (GROUP_READY or IDLE). Never raises.
        ``only_from``: do nothing unless the state is one of these when the turn comes (an
        abort must not land on a sync that reached its commit point meanwhile)."""
        # One at a time: a failure and an abort may race, and each must see the state left.
        async with self.rolling_back:
            if only_from is not None and self.state not in only_from:
                return
            if only_attempt is not None and self.attempt is not only_attempt:
                return  # that attempt ended meanwhile; another one runs
            log.warning("receiver: %s: %s", trigger.value, cause)
            self.stats.record_failure(self.state)
            try:
                self.machine.fire(trigger, detail=cause)
            except ProtocolError:
                return
            attempt, self.attempt = self.attempt, None
            if attempt is not None:  # a complete waiting on it fails now, with this cause
                attempt.end(self.machine.last_error or cause)
                self.ended_attempt(attempt)
            self.forget_delta_base(f"a sync rolled back: {cause}")
            await self.rank_set.discard(cause)
            if not self.guards.group_intact():
                await self.tear_down_group()
            self.machine.fire(
                Trigger.ROLLBACK, detail="staged data discarded; serving the last good weights"
            )


def takes_deltas(core: EndpointCore) -> bool:
    """A sync may patch the weights by a delta: a staged receive (a streaming one applies as
    it goes: no base to keep). A tensor-parallel endpoint's ranks hold parts of tensors: it
    takes a delta per pair (a sharded sync), not a broadcast one."""
    return core.delta and core.mode == "staged"


def held_base(core: EndpointCore) -> tuple[DeltaBaseInfo | None, str | None]:
    """The base held, else why none (None, None: this endpoint takes whole buckets)."""
    if not takes_deltas(core):
        return None, None
    base = core.delta_base
    return (base.info(), None) if base is not None else (None, core.no_delta_base)


def check_delta(
    core: EndpointCore, request: PrepareWeightsUpdateRequest, manifest: Manifest
) -> None:
    """A prepare's delta (a broadcast's, or a sharded sync's per pair) patches exactly the
    base this endpoint holds, or is refused (nothing changed): 400 where the request cannot
    carry a delta, 412 where this endpoint does not hold that base or takes no delta at all
    (the sender's record of it is stale: whole, then)."""
    delta, sharded = request.delta, request.sharded
    if delta is None and (sharded is None or not sharded.has_delta):
        return
    if not takes_deltas(core):
        off = "deltas are off here" if not core.delta else f"{core.mode} mode"
        raise RequestRejected(412, f"delta: this endpoint takes whole buckets only ({off})")
    if delta is None:  # a sharded sync's: the pairs'
        assert sharded is not None
        if core.receives_slices:
            raise RequestRejected(
                412, "delta: this endpoint's ranks receive parts of tensors they load whole; "
                "its pairs go whole",
            )  # fmt: skip
        layouts = core.rank_layouts
        several = sorted({name for lay in layouts for name, b in lay.items() if len(b) > 1})
        if several:  # a rank patches its one box of a tensor (``rankhost._live_shards``)
            raise RequestRejected(
                412, f"delta: a rank here holds several parts of {several[0]}: whole, then"
            )
        base, why_none, version = core.delta_base, core.no_delta_base, core.version
        why = pair_delta_refusal(sharded, request.checksum, base, why_none, version)
        if why is not None:
            raise RequestRejected(412, why)
        return
    if sharded is not None or request.sync_id is None or request.checksum is None:
        raise RequestRejected(
            400, "delta: needs a sync_id and checksums, and a broadcast (a sharded sync's "
            "deltas are per pair)",
        )  # fmt: skip
    if any(core.rank_layouts):
        raise RequestRejected(
            412, "delta: this endpoint's ranks hold parts of tensors; it takes a delta per "
            "pair (a sharded sync), not a broadcast one",
        )  # fmt: skip
    base, why_none, version = core.delta_base, core.no_delta_base, core.version
    if request.adapter is not None:  # the adapter's own base, at its own version
        name = request.adapter.name
        base, held = core.adapter_bases.get(name), core.adapters.get(name)
        why_none = f"no whole sync with checksums of adapter {name!r} kept"
        version = held.version if held is not None else 0
    why = base_refusal(
        base, why_none, version, named_version=delta.base_version,
        digests=[manifest.digest()], algorithms=[request.checksum],
        checksums=delta.base_checksums,
    )  # fmt: skip
    if why is not None:
        raise RequestRejected(412, why)
    for index, (bucket, header) in enumerate(zip(manifest.buckets, delta.buckets, strict=True)):
        if header.bucket_nbytes != bucket.nbytes:
            said = header.bucket_nbytes
            why = f"delta: bucket {index} has {bucket.nbytes} bytes, its delta says {said}"
            raise RequestRejected(412, why)
