"""The receiving endpoint: one machine for the endpoint, one ``RankHost`` per TP rank.

Usable from Python without HTTP (``receiver_http.py`` puts routes on it). Each public step
validates first and raises ``RequestRejected`` (a 4xx, nothing changed) for bad input or a
request in the wrong state; an operational failure fires ``fail``/``timeout`` on the machine,
rolls back (staged data discarded, the group torn down if a receive touched it) and raises
``SyncFailed`` with the cause. The old weights keep serving throughout.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from twophase.core.buckets import BYTES_PER_MB, Manifest, TensorSpec
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    SyncCapabilities,
    SyncStateResponse,
    Timeouts,
)
from twophase.core.table import Role, State, Trigger
from twophase.errors import ManifestError, ProtocolError, RankStepError, RequestRejected, SyncFailed
from twophase.receiver.apply import WeightApplier, spec_mismatch
from twophase.receiver.rankhost import ApplyMode, ReceiveSpec
from twophase.receiver.ranks import RankProxy
from twophase.transport.group import nccl_environment

log = logging.getLogger(__name__)
IN_SYNC = (State.PREPARED, State.RECEIVING)


@dataclass
class _Guards:
    """The receiver's guard values for the machine, set by the endpoint as facts arrive."""

    has_group: bool = False
    ranks_posted: bool = False
    transfer_started: bool = False
    buckets_received: bool = False
    receive_posted: bool = False  # a receive touched the group in this attempt

    def new_attempt(self) -> None:
        self.ranks_posted = self.transfer_started = self.buckets_received = False
        self.receive_posted = False

    def all_ranks_posted(self) -> bool:
        return self.ranks_posted

    def probe_ok(self) -> bool:
        return self.transfer_started

    def all_buckets_received(self) -> bool:
        return self.buckets_received

    def group_intact(self) -> bool:
        return self.has_group and not self.receive_posted

    # Sender-side guards: never true on a receiver.
    def all_endpoints_prepared(self) -> bool:
        return False

    def all_buckets_confirmed(self) -> bool:
        return False


@dataclass
class _Sync:
    sync_id: str
    version: int
    manifest: Manifest
    deadlines: dict[str, float]
    received: asyncio.Future[list[dict[str, Any]]] = field(default_factory=asyncio.Future)
    monitor: asyncio.Task[None] | None = None
    complete_requested: asyncio.Event = field(default_factory=asyncio.Event)
    started: float = field(default_factory=time.monotonic)


@dataclass
class EndpointStats:
    """What ``/metrics`` exports."""

    syncs: dict[str, int] = field(default_factory=lambda: {"success": 0, "failure": 0})
    phase_seconds: dict[str, float] = field(default_factory=dict)
    bytes_received: int = 0
    peak_extra_bytes: int = 0


class ReceiverEndpoint:
    def __init__(
        self,
        ranks: list[RankProxy],
        *,
        mode: ApplyMode = "staged",
        memory_budget_mb: float | None = None,
        timeouts: Timeouts | None = None,
        flush_cache: Callable[[], Awaitable[None] | None] | None = None,
        specs: list[TensorSpec] | None = None,
        applier: WeightApplier | None = None,
    ) -> None:
        """``specs`` (or ``applier``, or else rank 0 at ``start()``) say what the model has;
        prepare validates every request against them before any collective."""
        self.ranks = ranks
        self.mode = mode
        self.memory_budget_mb = memory_budget_mb
        self.default_timeouts = (timeouts or Timeouts()).resolved()
        self.flush_cache = flush_cache
        self._guards = _Guards()
        self.machine = SyncMachine(Role.RECEIVER, self._guards)
        self.version = 0
        self.stats = EndpointStats()
        self._specs = {s.name: s for s in (specs or (applier.specs() if applier else []))}
        self._applier = applier
        self._group: InitWeightsUpdateGroupRequest | None = None
        self._sync: _Sync | None = None
        self._step = asyncio.Lock()  # one mutating step at a time (abort does not wait)
        self._rolling_back = asyncio.Lock()
        self._ids = itertools.count(1)

    async def start(self) -> None:
        if not self._specs:
            info = await self.ranks[0].call("model_info", timeout_s=30)
            self._specs = {
                i["name"]: TensorSpec(i["name"], i["dtype"], tuple(i["shape"])) for i in info
            }

    @property
    def state(self) -> State:
        return self.machine.state

    def capabilities(self) -> SyncCapabilities:
        env = nccl_environment()
        return SyncCapabilities(
            nccl_cumem_enable=env["nccl_cumem_enable"],
            nccl_version=env["nccl_version"],
            weight_version=self.version,
        )

    # -- group ------------------------------------------------------------------------------

    async def init_group(self, request: InitWeightsUpdateGroupRequest) -> SuccessResponse:
        tp = len(self.ranks)
        if request.rank_offset + tp > request.world_size:
            raise RequestRejected(
                400,
                f"rank_offset {request.rank_offset} + tp size {tp} exceeds world_size "
                f"{request.world_size}",
            )
        async with self._step:
            if self.state in (*IN_SYNC, State.APPLYING):
                raise RequestRejected(
                    409, f"a sync is in progress (state {self.state.value}); abort it first"
                )
            if self.state in (State.GROUP_READY, State.DONE):  # a restarted trainer: start over
                await self._destroy_ranks()
                self.machine.fire(
                    Trigger.DESTROY, detail="replaced by a new init_weights_update_group"
                )
            self._guards.new_attempt()
            deadline = request.timeout_s or self.default_timeouts["group_join"]
            configs = [
                {
                    "master_address": request.master_address,
                    "master_port": request.master_port,
                    "world_size": request.world_size,
                    "rank": request.rank_offset + r,
                    "group_name": request.group_name,
                    "backend": request.backend,
                    "timeout_s": deadline,
                    "attempt": request.attempt,
                }
                for r in range(tp)
            ]
            results = await asyncio.gather(
                *(
                    rank.call("join", c, deadline, timeout_s=deadline)
                    for rank, c in zip(self.ranks, configs, strict=True)
                ),
                return_exceptions=True,
            )
            errors = [f"{r}" for r in results if isinstance(r, BaseException)]
            if errors:
                self._guards.receive_posted = True  # a half-formed group is not kept
                await self._fail_and_roll_back(
                    Trigger.FAIL, "group join failed: " + "; ".join(errors)
                )
                raise SyncFailed("group join failed: " + "; ".join(errors))
            self._group = request
            self._guards.has_group = True
            self.machine.fire(
                Trigger.JOIN_GROUP, detail=f"ranks {configs[0]['rank']}..{configs[-1]['rank']}"
            )
            warnings = sorted({w for r in results if isinstance(r, list) for w in r})
            message = "group joined" + (f"; warnings: {'; '.join(warnings)}" if warnings else "")
            return SuccessResponse(success=True, message=message)

    async def destroy(self, group_name: str) -> SuccessResponse:
        self._check_group_name(group_name)
        async with self._step:
            if self.state in (*IN_SYNC, State.APPLYING):
                raise RequestRejected(
                    409, f"a sync is in progress (state {self.state.value}); abort it first"
                )
            if self.state is State.IDLE:
                return SuccessResponse(success=True, message="no group")
            await self._destroy_ranks()
            self.machine.fire(Trigger.DESTROY, detail="destroy_weights_update_group")
            self._group = None
            return SuccessResponse(success=True, message="group destroyed")

    async def _destroy_ranks(self) -> None:
        self._guards.has_group = False
        await asyncio.gather(
            *(r.call("destroy", timeout_s=10) for r in self.ranks), return_exceptions=True
        )

    # -- prepare ------------------------------------------------------------------------------

    def _check_group_name(self, group_name: str) -> None:
        if self._group is not None and group_name != self._group.group_name:
            raise RequestRejected(
                400,
                f"group_name {group_name!r} does not match the group {self._group.group_name!r}",
            )

    def validate(self, request: PrepareWeightsUpdateRequest) -> tuple[Manifest, int]:
        """Everything prepare checks before touching anything; returns the manifest and the
        version this sync will publish."""
        self._check_group_name(request.group_name)
        if self.state not in (State.GROUP_READY, State.DONE):
            raise RequestRejected(
                409, f"cannot prepare in state {self.state.value}: {_hint(self.state)}"
            )
        version = request.weight_version if request.weight_version is not None else self.version + 1
        if version <= self.version:
            raise RequestRejected(
                409,
                f"stale weight_version {version}: this endpoint already has version {self.version}",
            )
        try:
            manifest = Manifest.from_wire(request.buckets)
        except ManifestError as exc:
            raise RequestRejected(400, str(exc)) from exc
        problems = [p for spec in manifest.specs if (p := self._problem(spec))]
        if problems:
            more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
            raise RequestRejected(400, "; ".join(problems[:3]) + more)
        if request.manifest_digest is not None and request.manifest_digest != manifest.digest():
            raise RequestRejected(400, "manifest_digest does not match the buckets sent")
        needed = (
            sum(b.nbytes for b in manifest.buckets)
            if self.mode == "staged"
            else 2 * max(b.nbytes for b in manifest.buckets)
        )
        if self.memory_budget_mb is not None and needed > self.memory_budget_mb * BYTES_PER_MB:
            raise RequestRejected(
                413,
                f"{self.mode} receive needs {needed / BYTES_PER_MB:.1f} MB, over the memory "
                f"budget of {self.memory_budget_mb:g} MB",
            )
        return manifest, version

    def _problem(self, spec: TensorSpec) -> str | None:
        if self._applier is not None:
            return self._applier.accepts(spec)
        return spec_mismatch(self._specs.get(spec.name), spec)

    async def prepare(self, request: PrepareWeightsUpdateRequest) -> PrepareWeightsUpdateResponse:
        manifest, version = self.validate(request)
        async with self._step:
            manifest, version = self.validate(request)  # the state may have moved meanwhile
            ours = request.sync_id is not None  # a twophase sender: probe and vote
            deadlines = self.default_timeouts | (
                request.timeouts.resolved() if request.timeouts else {}
            )
            sync = _Sync(
                request.sync_id or f"seed-{next(self._ids)}-{uuid.uuid4().hex[:6]}",
                version,
                manifest,
                deadlines,
            )
            spec = ReceiveSpec(
                sync.sync_id,
                [b.model_dump() for b in request.buckets],
                request.transfer_format,
                probe=ours,
                vote=ours,
                checksum=request.checksum,
                first_byte_s=deadlines["first_byte"],
                progress_s=deadlines["progress"],
                mode=self.mode,
            )
            self._sync = sync
            self._guards.new_attempt()
            self._guards.receive_posted = True
            results = await asyncio.gather(
                *(
                    r.call(
                        "start_receive", spec, deadlines["prepare"], timeout_s=deadlines["prepare"]
                    )
                    for r in self.ranks
                ),
                return_exceptions=True,
            )
            errors = [str(r) for r in results if isinstance(r, BaseException)]
            if errors:
                await self._fail_and_roll_back(Trigger.FAIL, "prepare failed: " + "; ".join(errors))
                return PrepareWeightsUpdateResponse(
                    status="error", success=False, message=self.machine.last_error or ""
                )
            self._guards.ranks_posted = True
            self.machine.fire(
                Trigger.PREPARE,
                sync_id=sync.sync_id,
                detail=f"version {version}, {len(manifest.buckets)} buckets",
            )
            sync.monitor = asyncio.create_task(self._watch(sync))
            return PrepareWeightsUpdateResponse(
                status="ready",
                success=True,
                message=f"every rank posted its receive for sync {sync.sync_id}",
            )

    async def _watch(self, sync: _Sync) -> None:
        """Follow the transfer on every rank: PREPARED → RECEIVING when bytes move, then hold
        the ranks' reports for complete. Any rank's failure rolls the endpoint back."""
        d = sync.deadlines
        try:
            await self._all("wait_transfer_started", d["first_byte"])
            if self._sync is sync and self.state is State.PREPARED:
                self._guards.transfer_started = True
                self.machine.fire(Trigger.BEGIN_TRANSFER, detail="weight bytes moving")
            cap = d["first_byte"] + d["progress"] * (len(sync.manifest.buckets) + 2)
            reports = await self._all("wait_received", cap)
            self._guards.buckets_received = True
            sync.received.set_result(reports)
            # Every bucket is in; the complete request must follow within the progress
            # deadline, or this endpoint rolls back on its own (a lost complete never leaves
            # it stuck in RECEIVING).
            try:
                await asyncio.wait_for(sync.complete_requested.wait(), d["progress"])
            except asyncio.TimeoutError:
                raise RankStepError(
                    f"no complete request within {d['progress']:g} s after the last bucket"
                ) from None
        except Exception as exc:
            if not sync.received.done():
                sync.received.set_exception(exc)
                sync.received.exception()  # retrieved: complete may never come for it
            if self._sync is sync and self.state in IN_SYNC:
                # Deadline misses say "within N s" or "timed out" (also across processes).
                timed_out = "within" in str(exc) or "timed out" in str(exc).lower()
                await self._fail_and_roll_back(
                    Trigger.TIMEOUT if timed_out else Trigger.FAIL, str(exc)
                )

    async def _all(self, method: str, *args: Any) -> list[Any]:
        deadline = args[-1]
        results = await asyncio.gather(
            *(r.call(method, *args, timeout_s=deadline) for r in self.ranks), return_exceptions=True
        )
        errors = [r for r in results if isinstance(r, BaseException)]
        if errors:
            raise RankStepError("; ".join(map(str, errors)))
        return list(results)

    # -- complete -----------------------------------------------------------------------------

    async def complete(
        self, request: CompleteWeightsUpdateRequest
    ) -> CompleteWeightsUpdateResponse:
        self._check_group_name(request.group_name)
        sync = self._sync
        if sync is None or self.state not in IN_SYNC:
            raise RequestRejected(
                409, f"cannot complete in state {self.state.value}: {_hint(self.state)}"
            )
        if request.sync_id is not None and request.sync_id != sync.sync_id:
            raise RequestRejected(
                409, f"sync_id {request.sync_id!r} is not the sync in progress ({sync.sync_id!r})"
            )
        sync.complete_requested.set()
        try:
            reports = await asyncio.wait_for(asyncio.shield(sync.received), sync.deadlines["apply"])
        except asyncio.TimeoutError:
            await self._fail_and_roll_back(
                Trigger.TIMEOUT,
                f"not every bucket arrived within the apply deadline {sync.deadlines['apply']:g} s",
            )
            raise SyncFailed(self.machine.last_error or "", timed_out=True) from None
        except Exception:
            raise SyncFailed(self.machine.last_error or "the receive failed") from None
        async with self._step:
            if self._sync is not sync or self.state is not State.RECEIVING:
                ended = f"sync ended in state {self.state.value}"
                raise SyncFailed(self.machine.last_error or ended)
            bad = _checksum_mismatch(request.bucket_checksums, reports)
            if bad:
                await self._fail_and_roll_back(Trigger.FAIL, bad)
                raise SyncFailed(bad)
            self.machine.fire(Trigger.COMPLETE, detail="every bucket received on every rank")
            started = time.monotonic()
            try:
                await self._all("apply", sync.version, sync.deadlines["apply"])
            except Exception as exc:
                # All or nothing across TP ranks: the ranks that applied swap back (the
                # rollback's discard reverts an apply that was not committed).
                await self._fail_and_roll_back(Trigger.FAIL, f"apply failed: {exc}")
                raise SyncFailed(self.machine.last_error or str(exc)) from exc
            await self._all("commit", sync.deadlines["apply"])
            self.version = sync.version
            self._guards.new_attempt()  # the sync ended well: the group is intact again
            self.machine.fire(Trigger.APPLIED, detail=f"weight version {sync.version} published")
            self._record_success(sync, reports, time.monotonic() - started)
            self._sync = None
        if request.flush_cache and self.flush_cache is not None:
            result = self.flush_cache()
            if result is not None:
                await result
        return CompleteWeightsUpdateResponse(
            success=True,
            num_buckets_received=len(sync.manifest.buckets),
            message=f"weight version {sync.version} applied",
            weight_version=sync.version,
        )

    def _record_success(self, sync: _Sync, reports: list[dict[str, Any]], apply_s: float) -> None:
        self.stats.syncs["success"] += 1
        self.stats.bytes_received += sync.manifest.total_bytes
        self.stats.peak_extra_bytes = max(r["peak_extra_bytes"] for r in reports)
        self.stats.phase_seconds = {
            "receive": max(r["seconds"] for r in reports),
            "apply": apply_s,
            "total": time.monotonic() - sync.started,
        }

    # -- abort and rollback ---------------------------------------------------------------

    async def abort(self, reason: str, sync_id: str | None = None) -> SuccessResponse:
        sync = self._sync
        if sync_id is not None and (sync is None or sync.sync_id != sync_id):
            raise RequestRejected(409, f"sync_id {sync_id!r} is not the sync in progress")
        if self.state is State.APPLYING:
            raise RequestRejected(
                409, "the sync is past its commit point (APPLYING); it cannot be aborted"
            )
        await self._fail_and_roll_back(Trigger.ABORT, reason)
        return SuccessResponse(success=True, message=f"aborted; now {self.state.value}")

    async def _fail_and_roll_back(self, trigger: Trigger, cause: str) -> None:
        """Record the cause, discard the sync on every rank, tear the group down if a receive
        touched it, and come to rest (GROUP_READY or IDLE). Never raises."""
        # One rollback at a time: a rank's failure and an abort request can race here, and
        # each rollback must see the state the previous one left.
        async with self._rolling_back:
            await self._fail_and_roll_back_locked(trigger, cause)

    async def _fail_and_roll_back_locked(self, trigger: Trigger, cause: str) -> None:
        log.warning("receiver: %s: %s", trigger.value, cause)
        if self.state in (*IN_SYNC, State.APPLYING):
            self.stats.syncs["failure"] += 1
        try:
            self.machine.fire(trigger, detail=cause)
        except ProtocolError:
            return
        sync, self._sync = self._sync, None
        if (
            sync is not None
            and sync.monitor is not None
            and sync.monitor is not asyncio.current_task()
        ):
            sync.monitor.cancel()
        await asyncio.gather(
            *(r.call("discard", cause, timeout_s=10) for r in self.ranks), return_exceptions=True
        )
        if not self._guards.group_intact():
            await self._destroy_ranks()
            self._group = None
        self.machine.fire(
            Trigger.ROLLBACK, detail="staged data discarded; serving the last good weights"
        )

    # -- views --------------------------------------------------------------------------------

    async def sync_state(self) -> SyncStateResponse:
        snapshot = self.machine.snapshot()
        sync = self._sync
        progress = await asyncio.gather(
            *(r.call("progress", timeout_s=2) for r in self.ranks), return_exceptions=True
        )
        counts = [p for p in progress if isinstance(p, dict)]
        return SyncStateResponse(
            role="receiver",
            state=snapshot["state"],
            sync_id=snapshot["sync_id"],
            weight_version=self.version,
            buckets_received=min((p["buckets"] for p in counts), default=0) if sync else 0,
            buckets_total=len(sync.manifest.buckets) if sync else 0,
            bytes_received=min((p["bytes"] for p in counts), default=0) if sync else 0,
            bytes_total=sync.manifest.total_bytes if sync else 0,
            history=snapshot["history"],
            last_error=snapshot["last_error"],
        )


def _hint(state: State) -> str:
    return {
        State.IDLE: "no group; call /init_weights_update_group first",
        State.PREPARED: "a sync is prepared; complete or abort it",
        State.RECEIVING: "a sync is receiving; complete or abort it",
        State.APPLYING: "a sync is applying",
        State.GROUP_READY: "no sync prepared; call /prepare_weights_update first",
        State.DONE: "no sync prepared; call /prepare_weights_update first",
        State.ERROR: "rolling back",
    }[state]


def _checksum_mismatch(expected: list[str] | None, reports: list[dict[str, Any]]) -> str | None:
    if expected is None:
        return None
    for rank, report in enumerate(reports):
        got = report["checksums"]
        if len(expected) != len(got):
            return f"bucket_checksums has {len(expected)} entries for {len(got)} buckets"
        for index, (want, have) in enumerate(zip(expected, got, strict=True)):
            if have is None:
                return "bucket_checksums sent, but prepare asked for no checksum"
            if want != have:
                return f"tp rank {rank}: bucket {index} checksum {have} != expected {want}"
    return None
