"""The sender: the trainer's sync coordinator (rank 0 of every sync group).

One sync: ask each endpoint what it speaks → (form the group, joining while every endpoint's
init runs) → prepare every endpoint in parallel → the machine's guard: no byte moves before
every endpoint reported PREPARED → probe → pipelined buckets → commit vote → complete every
endpoint → DONE. Any failure before the commit point aborts every endpoint, tears the group
down (the next sync forms a fresh one under a new store prefix) and raises ``SyncError``
naming the endpoint, the phase and the cause. Every collective runs on the coordinator's
own group thread, and every wait has a deadline.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
import uuid
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import torch
from torch._C._distributed_c10d import TCPStore

from twophase.core.buckets import Manifest, plan_buckets
from twophase.core.machine import SyncMachine
from twophase.core.protocol import (
    Backend,
    ChecksumAlgorithm,
    ChecksumChoice,
    Timeouts,
    TransferFormat,
)
from twophase.core.table import Role, State, Trigger
from twophase.errors import EndpointCallError, SyncError, TwophaseError
from twophase.sender.endpoints import Endpoint, abort_all, destroy_all
from twophase.sender.plan import ask_capabilities, nccl_warnings, resolve_checksum
from twophase.sender.weights import WeightSource
from twophase.transport.group import GroupConfig, SyncGroup
from twophase.transport.probe import run_probe, run_vote
from twophase.transport.transfer import BucketProgress, TransferTimeouts, send_buckets

__all__ = ["SyncCoordinator", "SyncError", "SyncResult"]

log = logging.getLogger("twophase.sender.coordinator")
# An endpoint answers by its own deadline (the same one, sent in the request); this covers
# the round trip. Cleanup calls (abort, destroy) get a short fixed deadline of their own.
HTTP_SLACK_S = 2.0
CLEANUP_TIMEOUT_S = 3.0


@dataclass
class SyncResult:
    sync_id: str
    weight_version: int
    transfer_format: TransferFormat
    num_buckets: int
    total_bytes: int
    phase_seconds: dict[str, float]
    requests_per_endpoint: dict[str, int]
    warnings: list[str] = field(default_factory=list)
    checksum: ChecksumAlgorithm | None = None  # what the commit vote compared

    @property
    def gbps(self) -> float:
        seconds = self.phase_seconds.get("transfer", 0.0)
        return self.total_bytes / seconds / 1e9 if seconds > 0 else 0.0


class _Guards:
    def __init__(self) -> None:
        self.prepared: set[str] = set()
        self.expected: set[str] = set()
        self.probed = False
        self.confirmed = False
        self.group_kept = False

    def all_endpoints_prepared(self) -> bool:
        return bool(self.expected) and self.prepared == self.expected

    def probe_ok(self) -> bool:
        return self.probed

    def all_buckets_confirmed(self) -> bool:
        return self.confirmed

    def group_intact(self) -> bool:
        return self.group_kept

    def all_ranks_posted(self) -> bool:
        return False

    def all_buckets_received(self) -> bool:
        return False


class SyncCoordinator:
    """Asyncio-first. ``BlockingCoordinator`` wraps it for plain training scripts."""

    def __init__(
        self,
        *,
        master_address: str = "127.0.0.1",
        master_port: int = 29600,
        group_name: str = "weight_sync_group",
        backend: Backend = "gloo",
        device: str = "cpu",
        timeouts: Timeouts | None = None,
        on_bucket: Callable[[BucketProgress], None] | None = None,
        progress_bar: bool = False,
        group_factory: Callable[..., SyncGroup] = SyncGroup,
        http_slack_s: float = HTTP_SLACK_S,
        cleanup_timeout_s: float = CLEANUP_TIMEOUT_S,
    ) -> None:
        self.master_address, self.master_port = master_address, master_port
        self.group_name, self.backend, self.device = group_name, backend, torch.device(device)
        self.timeouts = (timeouts or Timeouts()).resolved()
        self.on_bucket = on_bucket
        self.progress_bar = progress_bar
        self._group_factory = group_factory
        self.http_slack_s = http_slack_s
        self.cleanup_timeout_s = cleanup_timeout_s
        self.endpoints: list[Endpoint] = []
        self._guards = _Guards()
        self.machine = SyncMachine(Role.SENDER, self._guards)
        self.version = 0
        self.last_result: SyncResult | None = None
        self._group: SyncGroup | None = None
        self._group_members: tuple[object, ...] = ()
        self._stores: dict[tuple[str, int], TCPStore] = {}
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="twophase-sender-group")
        self._lock = asyncio.Lock()

    # -- endpoints -------------------------------------------------------------------------

    def add_endpoint(
        self, host: str, port: int, world_size: int, api_key: str | None = None
    ) -> Endpoint:
        if any(e.host == host and e.port == port for e in self.endpoints):
            raise ValueError(f"endpoint {host}:{port} is already registered")
        endpoint = Endpoint(host, port, world_size, api_key)
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
        # On by default: the commit vote compares checksums, so garbled bytes cannot commit.
        # "auto" picks wsum64 on CUDA (computed on the GPU), xxh3 on the host; None opts out
        # (then the vote only proves every bucket arrived).
        checksum: ChecksumChoice | None = "auto",
        flush_cache: bool = False,
        weight_version: int | None = None,
    ) -> SyncResult:
        if not self.endpoints:
            raise SyncError("setup", None, "no inference endpoints registered")
        if self._lock.locked():
            raise SyncError("setup", None, "a sync is already running")
        async with self._lock, aiohttp.ClientSession() as session:
            return await self._sync(
                session,
                WeightSource.of(weights),
                buffer_size_mb,
                transfer_format,
                checksum,
                flush_cache,
                weight_version,
            )

    async def _sync(
        self,
        session: aiohttp.ClientSession,
        source: WeightSource,
        buffer_size_mb: float,
        requested_format: TransferFormat | None,
        requested_checksum: ChecksumChoice | None,
        flush_cache: bool,
        weight_version: int | None,
    ) -> SyncResult:
        started = time.monotonic()
        phases: dict[str, float] = {}
        sync_id = uuid.uuid4().hex[:12]
        for endpoint in self.endpoints:
            endpoint.requests = 0
        manifest = plan_buckets(source.specs, buffer_size_mb)
        ours = await ask_capabilities(
            session,
            self.endpoints,
            again=not self._group_usable(),
            timeout_s=self.timeouts["prepare"] + self.http_slack_s,
        )
        # Without an explicit version, continue above every endpoint's (a restarted trainer).
        known = [e.capabilities.get("weight_version") or 0 for e in self.endpoints]
        version = weight_version if weight_version is not None else max(self.version, *known) + 1
        fmt: TransferFormat = (requested_format or "flattened") if ours else "per_tensor"
        checksum = resolve_checksum(requested_checksum, self.device, self.endpoints)
        if not ours:
            seed_only = [e.name for e in self.endpoints if not e.speaks_twophase]
            log.warning(
                "endpoints %s speak only the seed protocol: per-tensor format, no probe, "
                "no vote, for everyone in this sync",
                ", ".join(seed_only),
            )
            checksum = None
        warnings = nccl_warnings(self.endpoints)
        mark = time.monotonic()
        await self._ensure_group(session, ours)
        phases["group"] = time.monotonic() - mark
        d = self.timeouts
        try:
            mark = time.monotonic()
            await self._prepare_all(session, manifest, sync_id, version, fmt, checksum, ours)
            phases["prepare"] = time.monotonic() - mark
            mark = time.monotonic()
            await self._transfer(manifest, source, fmt, checksum, ours)
            phases["transfer"] = time.monotonic() - mark
        except SyncError as exc:
            await self._abort_all(session, f"sync {sync_id} failed in {exc.phase}: {exc.cause}")
            await self._fail(exc)
            raise
        # The commit point: every rank of every endpoint holds every bucket.
        mark = time.monotonic()
        body: dict[str, Any] = {"group_name": self.group_name, "flush_cache": flush_cache}
        if ours:
            body["sync_id"] = sync_id
        results = await asyncio.gather(
            *(
                e.call(
                    session,
                    "POST",
                    "/complete_weights_update",
                    body,
                    timeout_s=d["apply"] + self.http_slack_s,
                )
                for e in self.endpoints
            ),
            return_exceptions=True,
        )
        failed = [
            (e, r)
            for e, r in zip(self.endpoints, results, strict=True)
            if isinstance(r, BaseException)
        ]
        if failed:
            applied = [
                e.name
                for e, r in zip(self.endpoints, results, strict=True)
                if not isinstance(r, BaseException)
            ]
            cause = (
                "; ".join(str(r) for _, r in failed)
                + f" (after the commit point: {', '.join(applied) or 'no endpoint'} "
                f"applied version {version})"
            )
            error = SyncError("complete", failed[0][0].name, cause)
            await self._fail(error)
            raise error
        phases["complete"] = time.monotonic() - mark
        self.machine.fire(Trigger.APPLIED, detail=f"every endpoint applied version {version}")
        self.version = version
        phases["total"] = time.monotonic() - started
        result = SyncResult(
            sync_id,
            version,
            fmt,
            len(manifest.buckets),
            manifest.total_bytes,
            phases,
            {e.name: e.requests for e in self.endpoints},
            warnings,
            checksum,
        )
        self.last_result = result
        log.info(
            "sync %s: version %d, %d buckets, %.1f MB, %.2f s, %.2f GB/s",
            sync_id,
            version,
            result.num_buckets,
            result.total_bytes / 2**20,
            phases["total"],
            result.gbps,
        )
        return result

    # -- the group -------------------------------------------------------------------------

    async def _ensure_group(self, session: aiohttp.ClientSession, ours: bool) -> None:
        if self._group_usable():
            return
        await self._teardown(session)
        members = self._members()
        offset = 1
        for endpoint in self.endpoints:
            endpoint.rank_offset, offset = offset, offset + endpoint.world_size
        deadline = self.timeouts["group_join"]
        attempt = uuid.uuid4().hex[:8] if ours else None
        config = GroupConfig(
            self.master_address,
            self.master_port,
            offset,
            0,
            self.group_name,
            self.backend,
            deadline,
            attempt,
            self.device,
        )
        loop = asyncio.get_running_loop()
        # With an attempt prefix, the store of an earlier attempt on this port is reused; the
        # seed protocol's fixed prefix needs a fresh one.
        reuse = self._stores.get((self.master_address, self.master_port)) if attempt else None
        joining = loop.run_in_executor(
            self._thread, functools.partial(self._group_factory, config, store=reuse)
        )

        async def init(endpoint: Endpoint) -> None:
            body: dict[str, Any] = {
                "master_address": self.master_address, "master_port": self.master_port,
                "rank_offset": endpoint.rank_offset, "world_size": offset,
                "group_name": self.group_name, "backend": self.backend,
            }  # fmt: skip
            if attempt is not None:
                body |= {"attempt": attempt, "timeout_s": deadline}
            await endpoint.call(
                session,
                "POST",
                "/init_weights_update_group",
                body,
                timeout_s=deadline + self.http_slack_s,
            )

        inits = await asyncio.gather(*(init(e) for e in self.endpoints), return_exceptions=True)
        try:
            group = await asyncio.wait_for(joining, deadline + self.http_slack_s)
        except Exception as exc:
            failed = [
                (e, r)
                for e, r in zip(self.endpoints, inits, strict=True)
                if isinstance(r, BaseException)
            ]
            who = failed[0][0].name if failed else None
            cause = str(failed[0][1]) if failed else str(exc)
            await self._destroy_all(session)
            error = SyncError("group_join", who, cause)
            await self._fail(error, fire_only=True)
            raise error from exc
        failed = [
            (e, r)
            for e, r in zip(self.endpoints, inits, strict=True)
            if isinstance(r, BaseException)
        ]
        if failed:  # the group formed, yet an endpoint says it failed: do not trust it
            group.close()
            await self._destroy_all(session)
            error = SyncError("group_join", failed[0][0].name, str(failed[0][1]))
            await self._fail(error, fire_only=True)
            raise error
        if group.tcp_store is not None:
            self._stores[(self.master_address, self.master_port)] = group.tcp_store
        for warning in group.warnings:
            log.warning("%s", warning)
        self._group, self._group_members = group, members
        self.machine.fire(Trigger.JOIN_GROUP, detail=f"world size {offset}, attempt {attempt}")

    def _members(self) -> tuple[object, ...]:
        where = (self.master_address, self.master_port, self.group_name, self.backend)
        return (where, *((e.name, e.world_size) for e in self.endpoints))

    def _group_usable(self) -> bool:
        group = self._group
        return group is not None and group.dead is None and self._members() == self._group_members

    async def _teardown(self, session: aiohttp.ClientSession) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.close()
            await self._destroy_all(session)
        if self.machine.state in (State.GROUP_READY, State.DONE):
            self.machine.fire(Trigger.DESTROY, detail="group replaced")

    async def _destroy_all(self, session: aiohttp.ClientSession) -> None:
        await destroy_all(session, self.endpoints, self.group_name, self.cleanup_timeout_s)

    # -- prepare, transfer ---------------------------------------------------------------

    async def _prepare_all(
        self,
        session: aiohttp.ClientSession,
        manifest: Manifest,
        sync_id: str,
        version: int,
        fmt: TransferFormat,
        checksum: ChecksumAlgorithm | None,
        ours: bool,
    ) -> None:
        body: dict[str, Any] = {
            "num_buckets": len(manifest.buckets),
            "buckets": [b.model_dump() for b in manifest.to_wire()],
            "group_name": self.group_name,
        }
        if ours:
            body |= {
                "sync_id": sync_id,
                "weight_version": version,
                "transfer_format": fmt,
                "checksum": checksum,
                "manifest_digest": manifest.digest(),
                "timeouts": self.timeouts,
            }
        self._guards.expected = {e.name for e in self.endpoints}
        self._guards.prepared = set()
        self._guards.probed = self._guards.confirmed = False

        async def prepare(endpoint: Endpoint) -> None:
            try:
                _, data = await endpoint.call(
                    session,
                    "POST",
                    "/prepare_weights_update",
                    body,
                    timeout_s=self.timeouts["prepare"] + self.http_slack_s,
                )
            except EndpointCallError as exc:
                raise SyncError("prepare", endpoint.name, exc.cause) from exc
            if data.get("status") != "ready":
                raise SyncError("prepare", endpoint.name, f"not ready: {data.get('message')}")
            self._guards.prepared.add(endpoint.name)

        results = await asyncio.gather(
            *(prepare(e) for e in self.endpoints), return_exceptions=True
        )
        errors = [r for r in results if isinstance(r, BaseException)]
        if errors:
            raise (
                errors[0]
                if isinstance(errors[0], SyncError)
                else SyncError("prepare", None, str(errors[0]))
            )
        # The guard: this raises unless every endpoint reported PREPARED for this sync.
        self.machine.fire(
            Trigger.PREPARE, sync_id=sync_id, detail=f"{len(self.endpoints)} endpoints ready"
        )

    async def _transfer(
        self,
        manifest: Manifest,
        source: WeightSource,
        fmt: TransferFormat,
        checksum: ChecksumAlgorithm | None,
        ours: bool,
    ) -> None:
        group = self._group
        assert group is not None
        d = self.timeouts
        timeouts = TransferTimeouts(d["first_byte"], d["progress"])
        loop = asyncio.get_running_loop()
        if ours:
            try:
                await loop.run_in_executor(
                    self._thread, lambda: run_probe(group, manifest, timeout_s=d["first_byte"])
                )
            except TwophaseError as exc:
                raise SyncError("probe", None, str(exc)) from exc
        self._guards.probed = True
        self.machine.fire(Trigger.BEGIN_TRANSFER, detail=f"{len(manifest.buckets)} buckets, {fmt}")

        def progress(done: BucketProgress) -> None:
            log.info("%s", done.describe())
            if self.progress_bar:
                done.draw_bar()
            if self.on_bucket is not None:
                self.on_bucket(done)

        def send() -> None:
            sent = send_buckets(
                group,
                manifest,
                source.produce(),
                transfer_format=fmt,
                timeouts=timeouts,
                checksum=checksum,
                first_collective=not ours,
                on_bucket=progress,
            )
            if ours:
                run_vote(group, sent, timeout_s=d["progress"])

        cap = d["first_byte"] + d["progress"] * (len(manifest.buckets) + 2)
        try:
            await asyncio.wait_for(loop.run_in_executor(self._thread, send), cap)
        except (TwophaseError, asyncio.TimeoutError, ValueError) as exc:
            raise SyncError("transfer", None, str(exc) or "deadline passed") from exc
        self._guards.confirmed = True
        self.machine.fire(
            Trigger.COMPLETE, detail="every rank confirmed every bucket (commit point)"
        )

    # -- failure ---------------------------------------------------------------------------

    async def _abort_all(self, session: aiohttp.ClientSession, reason: str) -> None:
        await abort_all(session, self.endpoints, self.group_name, reason, self.cleanup_timeout_s)

    async def _fail(self, error: SyncError, *, fire_only: bool = False) -> None:
        """ERROR with the cause, then rollback; the group is torn down, so the next sync
        forms a fresh one under a new store prefix."""
        log.error("%s", error)
        self.machine.fire(Trigger.FAIL, detail=str(error))
        if not fire_only and self._group is not None:
            self._group.close()
        self._group = None
        self._guards.group_kept = False
        self.machine.fire(Trigger.ROLLBACK, detail="group torn down; the next sync starts fresh")

    async def destroy_group(self) -> None:
        """Tear the group down now (every endpoint destroys its side); the next sync forms a
        fresh one."""
        if self._lock.locked():
            raise RuntimeError("a sync is running; destroy the group between syncs")
        async with aiohttp.ClientSession() as session:
            await self._teardown(session)

    async def close(self) -> None:
        async with aiohttp.ClientSession() as session:
            await self._teardown(session)
        self._thread.shutdown(wait=False)
