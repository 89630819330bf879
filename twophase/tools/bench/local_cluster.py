"""The benchmark's receivers on this host: N receiver processes of TP 1 (``receiver.py``), a
``SyncCoordinator`` over them, and, for the baselines, a plain gloo group with them; each sync
method as one ``Sample`` (``main.py`` runs them side by side)."""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing as mp
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any

import aiohttp
import torch

from twophase.core.buckets import plan_buckets
from twophase.core.protocol import ChecksumChoice, TransferFormat
from twophase.core.trainer_protocol import SHARED_MEMORY
from twophase.http_common import free_port
from twophase.receiver.appliers import weights_checksum
from twophase.sender.coordinator import SyncCoordinator, SyncResult
from twophase.sender.weights import WeightSource
from twophase.tools.bench.bench_model import make_tensors, realistic_specs
from twophase.tools.bench.latency import (
    FIRST_SYNC,
    SYNC_KINDS,
    Call,
    split_calls,
    summarize,
)
from twophase.tools.bench.receiver import barrier, receiver_main
from twophase.tools.devices import BenchDevices
from twophase.transport.group import GroupConfig, SyncGroup

TIMEOUT_S = 300.0


@dataclass(frozen=True)
class Sample:
    seconds: float  # until every receiver has the weights
    transfer_s: float  # of which moving the bytes (probe, buckets and vote for twophase)
    http_requests: int
    peak_extra_bytes: int  # the receivers' largest


class BenchCluster:
    """N receiver processes, a ``SyncCoordinator`` over them, and the baselines' group."""

    def __init__(
        self,
        size_mb: float,
        tensors: int,
        receivers: int,
        bucket_mb: float,
        checksum: ChecksumChoice | None = "auto",
        devices: BenchDevices | None = None,
    ) -> None:
        self.specs = realistic_specs(size_mb, tensors)
        self.size_mb, self.receivers, self.bucket_mb = size_mb, receivers, bucket_mb
        self.devices = devices or BenchDevices("cpu", ("cpu",) * receivers, "gloo")
        self.tensors = {
            name: tensor.to(self.devices.sender)
            for name, tensor in make_tensors(self.specs).items()
        }
        self.manifest = plan_buckets(self.specs, bucket_mb)
        self.nbytes = sum(s.nbytes for s in self.specs)
        self.urls: list[str] = []
        self._procs: list[Any] = []
        self._flat: torch.Tensor | None = None
        self._group: SyncGroup | None = None
        self._session: aiohttp.ClientSession | None = None
        self.coordinator = SyncCoordinator(
            master_port=free_port(),
            backend=self.devices.backend,
            device=self.devices.sender,
        )
        self.checksum = checksum

    async def __aenter__(self) -> BenchCluster:
        ctx = mp.get_context("spawn")
        ports = ctx.Queue()
        for device in self.devices.receivers:
            proc = ctx.Process(
                target=receiver_main,
                args=(self.size_mb, len(self.specs), ports, device),
                daemon=True,
            )
            proc.start()
            self._procs.append(proc)
        for _ in range(self.receivers):
            port = await asyncio.to_thread(ports.get, True, 180)
            self.urls.append(f"http://127.0.0.1:{port}")
            self.coordinator.add_endpoint("127.0.0.1", port, 1)
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT_S))
        await self._join_baseline_group()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.coordinator.destroy_group()
        await self.coordinator.close()
        if self._session is not None:
            await self._session.close()
        if self._group is not None:
            self._group.close()
        for proc in self._procs:
            proc.terminate()
        for proc in self._procs:
            proc.join(10)

    async def sync_once(self) -> float:
        """One flattened sync in the receivers' current mode; the longest read-lock wait it
        caused at any receiver, in ms (``measure_latency``)."""
        result = await self._sync("flattened")
        return max(result.generate_wait_ms.values(), default=0.0)

    async def _sync(self, fmt: TransferFormat, shared: bool = False) -> SyncResult:
        """One sync; through the group unless ``shared`` (then through shared memory, or
        ``RuntimeError`` naming why not: the receivers are on this host)."""
        source = WeightSource(self.specs, lambda: iter(self.tensors.items()))
        result = await self.coordinator.sync(
            source, buffer_size_mb=self.bucket_mb, transfer_format=fmt, checksum=self.checksum,
            shared_memory=shared,
        )  # fmt: skip
        if shared and result.route != SHARED_MEMORY:
            raise RouteNotTaken(f"the sync went by the group: {result.why_not_shared}")
        return result

    async def _post(self, url: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
        assert self._session is not None
        async with self._session.post(url + path, json=body) as response:
            if response.status != 200:
                raise RuntimeError(f"{url}{path}: {response.status} {await response.text()}")
            result: dict[str, Any] = await response.json()
            return result

    async def post_all(self, path: str, body: dict[str, Any]) -> list[dict[str, Any]]:
        """``body`` posted to ``path`` at every receiver; their answers."""
        return list(await asyncio.gather(*(self._post(u, path, body) for u in self.urls)))

    async def _join_baseline_group(self) -> None:
        port, world = free_port(), self.receivers + 1
        config = GroupConfig(
            "127.0.0.1", port, world, 0, group_name="bench_baseline",
            backend=self.devices.backend,
            device=torch.device(self.devices.sender),
        )  # fmt: skip
        joining = asyncio.create_task(asyncio.to_thread(SyncGroup, config))
        await asyncio.gather(
            *(
                self._post(url, "/bench/join", {**asdict(config), "rank": i + 1, "device": device})
                for i, (url, device) in enumerate(
                    zip(self.urls, self.devices.receivers, strict=True)
                )
            )
        )
        self._group = await joining

    async def _drain(self, started: float) -> Sample:
        reports = await self.post_all("/bench/drain", {})
        errors = [r["error"] for r in reports if r["error"]]
        if errors:
            raise RuntimeError(f"a receiver failed: {errors}")
        seconds = max(r["done_at"] for r in reports) - started
        peak = max(r["peak_extra_bytes"] for r in reports)
        return Sample(seconds, seconds, 0, peak)

    # -- the methods ------------------------------------------------------------------------

    async def raw_broadcast(self, reuse: bool = False) -> Sample:
        if self._flat is None:
            self._flat = torch.cat([t.reshape(-1).view(torch.uint8) for t in self.tensors.values()])
        assert self._group is not None
        await self.post_all("/bench/raw", {"nbytes": self._flat.numel(), "reuse": reuse})
        started = time.monotonic()
        self._group.broadcast(self._flat, timeout_s=TIMEOUT_S, what="raw")
        return await self._drain(started)

    async def per_param_http(self) -> Sample:
        assert self._group is not None
        started = time.monotonic()
        for name, tensor in self.tensors.items():
            body = {"name": name, "dtype": str(tensor.dtype), "shape": list(tensor.shape)}
            await self.post_all("/update_named_param", body)
            self._group.broadcast(tensor, timeout_s=TIMEOUT_S, what=name)
            barrier(self._group)
        sample = await self._drain(started)
        requests = len(self.tensors) * self.receivers
        return Sample(sample.seconds, sample.transfer_s, requests, sample.peak_extra_bytes)

    async def twophase(self, fmt: TransferFormat, mode: str, shared: bool = False) -> Sample:
        """A whole twophase sync in ``mode``: through the group, or ``shared`` memory."""
        await self.post_all("/bench/mode", {"mode": mode})
        result = await self._sync(fmt, shared)
        assert self._session is not None
        peaks = []
        for url in self.urls:
            async with self._session.get(url + "/bench/stats") as response:
                peaks.append((await response.json())["peak_extra_bytes"])
        return Sample(
            result.phase_seconds["total"],
            result.phase_seconds["transfer"],
            sum(result.requests_per_endpoint.values()),
            max(peaks),
        )

    async def digests_equal(self) -> bool:
        """Every receiver's model now holds exactly the sender's tensors."""
        assert self._session is not None
        expected = weights_checksum(self.tensors)["digest"]
        for url in self.urls:
            async with self._session.get(url + "/weights_checksum") as response:
                if (await response.json())["digest"] != expected:
                    return False
        return True


class RouteNotTaken(RuntimeError):
    """A sync asked to go through shared memory went by the group (the reason named)."""


@contextlib.asynccontextmanager
async def under_load(
    cluster: BenchCluster, *, threads: int, tokens: int, seconds: float
) -> AsyncIterator[list[Call]]:
    """Every receiver generating on ``threads`` threads while the body runs (started a
    moment before it); the list it yields holds their calls once the body is over."""
    calls: list[Call] = []
    await cluster.post_all("/bench/load/start", {"threads": threads, "tokens": tokens})
    try:
        await asyncio.sleep(min(0.5, seconds))  # the threads get going
        yield calls
    finally:
        reports = await cluster.post_all("/bench/load/stop", {})
        calls.extend(Call(**c) for report in reports for c in report["calls"])


def latency_row(
    cluster: BenchCluster, label: str, calls: list[Call], lock_wait_ms: float | None
) -> dict[str, Any]:
    """One row of the latency table: ``calls`` summarized, where they were measured."""
    where = {"size_mb": cluster.size_mb, "receivers": cluster.receivers}
    return {**summarize(label, calls), **where, "lock_wait_ms": lock_wait_ms}


async def first_sync_latency(
    cluster: BenchCluster,
    first_sync: Callable[[], Awaitable[object]],
    *,
    threads: int,
    tokens: int,
    seconds: float,
) -> dict[str, Any]:
    """``first_sync`` (the run's first: the group forms inside it, and every first-time
    allocation happens there) under the same load as ``measure_latency``'s: one row, the
    calls that overlapped it."""
    async with under_load(cluster, threads=threads, tokens=tokens, seconds=seconds) as calls:
        started = time.monotonic()
        await first_sync()
        span = (started, time.monotonic())
    _, during = split_calls(calls, span, [span])
    return latency_row(cluster, FIRST_SYNC, during, None)


async def measure_latency(
    cluster: BenchCluster, *, threads: int, tokens: int, seconds: float
) -> list[dict[str, Any]]:
    """Load every receiver with ``threads`` generating threads; an idle window of ``seconds``,
    then for each of ``SYNC_KINDS`` syncs back to back for ``seconds`` (two at least). One
    row per window: the calls, those refused, p50/p99 of the served, the longest lock wait."""
    windows: dict[str, tuple[list[tuple[float, float]], float]] = {}
    try:
        async with under_load(cluster, threads=threads, tokens=tokens, seconds=seconds) as calls:
            idle = (time.monotonic(), time.monotonic() + seconds)
            await asyncio.sleep(seconds)
            for label, mode, zero_copy in SYNC_KINDS:
                await cluster.post_all("/bench/mode", {"mode": mode, "zero_copy": zero_copy})
                await cluster.sync_once()  # into this mode's steady state; not counted
                spans: list[tuple[float, float]] = []
                longest_wait = 0.0
                until = time.monotonic() + seconds
                while len(spans) < 2 or time.monotonic() < until:
                    started = time.monotonic()
                    longest_wait = max(longest_wait, await cluster.sync_once())
                    spans.append((started, time.monotonic()))
                windows[label] = (spans, longest_wait)
    finally:
        await cluster.post_all("/bench/mode", {"mode": "staged", "zero_copy": True})
    quiet, _ = split_calls(calls, idle, [])
    rows = [latency_row(cluster, "idle", quiet, None)]
    for label, (spans, longest_wait) in windows.items():
        _, during = split_calls(calls, idle, spans)
        rows.append(latency_row(cluster, label, during, longest_wait))
    return rows
