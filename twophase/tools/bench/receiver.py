"""A benchmark receiver: one inference server of TP 1, in a process of its own.

It serves the real receiver routes (a ``ReceiverEndpoint`` over a ``RankHost`` over the
benchmark model), and, for the baselines, the pattern of seeds 003/004 and TRL's
``update_named_param``: ``POST /update_named_param`` tells a collective thread to receive one
named tensor by broadcast, enter a group barrier, and copy it into the model under the write
lock; the request returns at once.

Bench-only routes: ``/bench/join`` (the baselines' group), ``/bench/raw`` (receive N bytes
into one buffer, fresh or reused: the limit), ``/bench/drain`` (wait until the collective thread
is idle; when it finished, and its peak extra bytes), ``/bench/mode`` (staged or streaming) and
``/bench/stats``; ``/bench/load/start`` and ``/bench/load/stop`` (threads calling generate
continuously, and the calls they made: ``latency.py``).
"""

from __future__ import annotations

import asyncio
import os
import queue
import threading
import time
from concurrent.futures import Future
from dataclasses import asdict
from typing import Any

import torch
from aiohttp import web

from twophase.core.dtypes import parse_dtype
from twophase.core.protocol import Timeouts
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankdata import Generated, Generation
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank
from twophase.receiver.receiver_app import build_receiver_app
from twophase.receiver.sinks import LiveBytes
from twophase.tools.bench.bench_model import DictApplier, bench_generate, realistic_specs
from twophase.tools.bench.latency import GenerateLoad
from twophase.transport.group import GroupConfig, SyncGroup

COLLECTIVE_TIMEOUT_S = 300.0


class BaselineReceiver:
    """One thread runs the baselines' collectives, one job at a time, in arrival order."""

    def __init__(self, host: RankHost, applier: DictApplier) -> None:
        self.host, self.applier = host, applier
        self.device = next(iter(applier.tensors.values())).device  # the model's
        self.counter = LiveBytes()
        self.done_at = 0.0
        self.error: str | None = None
        self._jobs: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self._pending = 0
        self._idle = threading.Condition()
        self._group: SyncGroup | None = None
        self._raw_buffer: torch.Tensor | None = None
        threading.Thread(target=self._main, name="bench-baseline", daemon=True).start()

    def submit(self, *job: Any) -> Future[None]:
        done: Future[None] = Future()
        with self._idle:
            self._pending += 1
        self._jobs.put((done, *job))
        return done

    def drain(self, timeout_s: float) -> dict[str, Any]:
        with self._idle:
            if not self._idle.wait_for(lambda: self._pending == 0, timeout_s):
                raise TimeoutError(f"{self._pending} baseline jobs still pending")
            report = {
                "done_at": self.done_at,
                "peak_extra_bytes": self.counter.peak,
                "error": self.error,
            }
            # A fresh count per run: torch may hold the last buffer until the next
            # collective, and that buffer is not the next run's cost.
            self.counter, self.error = LiveBytes(), None
            return report

    def _main(self) -> None:
        while True:
            done, kind, *args = self._jobs.get()
            try:
                getattr(self, "_" + kind)(*args)
                done.set_result(None)
            except Exception as exc:  # reported by drain; the bench fails loudly on it
                self.error = f"{kind}: {exc}"
                done.set_exception(exc)
            with self._idle:
                self.done_at = time.monotonic()
                self._pending -= 1
                self._idle.notify_all()

    def _join(self, config: GroupConfig) -> None:
        if self._group is not None:
            self._group.close()
        self._group = SyncGroup(config)

    def _raw(self, nbytes: int, reuse: bool) -> None:
        """Fresh: a new buffer per run, as a receiver that does not hold a model-size buffer
        between syncs must (staged mode's memory). Reused: one buffer kept across runs, so
        the run pays no page faults: the wire alone."""
        assert self._group is not None, "join first"
        if not reuse:
            buffer = self.counter.track(torch.empty(nbytes, dtype=torch.uint8, device=self.device))
        else:
            if self._raw_buffer is None or self._raw_buffer.numel() != nbytes:
                self._raw_buffer = torch.empty(nbytes, dtype=torch.uint8, device=self.device)
            buffer = self._raw_buffer
            self.counter.peak = max(self.counter.peak, nbytes)
        self._group.broadcast(buffer, timeout_s=COLLECTIVE_TIMEOUT_S, what="raw")
        self._landed()

    def _landed(self) -> None:
        """On a GPU, wait until the bytes are on the device: gloo's wait only orders this
        thread's stream after its last copy (a twophase sync's clock includes that copy, its
        checksum reads the bucket)."""
        if self.device.type == "cuda":
            torch.cuda.current_stream(self.device).synchronize()

    def _param(self, name: str, dtype: str, shape: tuple[int, ...]) -> None:
        assert self._group is not None, "join first"
        tensor = self.counter.track(
            torch.empty(shape, dtype=parse_dtype(dtype), device=self.device)
        )
        self._group.broadcast(tensor, timeout_s=COLLECTIVE_TIMEOUT_S, what=name)
        barrier(self._group)
        with self.host.model.lock.write(COLLECTIVE_TIMEOUT_S):
            self.applier.load({name: tensor})
        self._landed()


def barrier(group: SyncGroup) -> None:
    """The group barrier TRL's client and workers enter after each parameter's broadcast."""
    group.all_gather_bytes(b"\0", timeout_s=COLLECTIVE_TIMEOUT_S, what="barrier")


def build_app(
    size_mb: float, tensors: int, device: str = "cpu"
) -> tuple[web.Application, LocalRank]:
    specs = realistic_specs(size_mb, tensors)
    applier = DictApplier(
        {s.name: torch.zeros(s.shape, dtype=s.torch_dtype, device=device) for s in specs}
    )
    host = RankHost(applier, device=device, generate=bench_generate(applier))
    rank = LocalRank(host)
    loads: list[GenerateLoad] = []
    endpoint = ReceiverEndpoint([rank], applier=applier, timeouts=Timeouts())
    baseline = BaselineReceiver(host, applier)
    app = build_receiver_app(endpoint)

    async def join(request: web.Request) -> web.Response:
        body = await request.json()
        config = GroupConfig(**body | {"device": torch.device(body.get("device", "cpu"))})
        await asyncio.wrap_future(baseline.submit("join", config))
        return web.json_response({"success": True})

    async def update_named_param(request: web.Request) -> web.Response:
        body = await request.json()
        baseline.submit("param", body["name"], body["dtype"].split(".")[-1], tuple(body["shape"]))
        return web.json_response({"success": True})  # fire and forget, as in seed 004

    async def raw(request: web.Request) -> web.Response:
        body = await request.json()
        baseline.submit("raw", int(body["nbytes"]), bool(body.get("reuse", False)))
        return web.json_response({"success": True})

    async def drain(request: web.Request) -> web.Response:
        report = await asyncio.to_thread(baseline.drain, COLLECTIVE_TIMEOUT_S)
        return web.json_response(report)

    async def mode(request: web.Request) -> web.Response:
        body = await request.json()
        endpoint.mode = body["mode"]
        applier.zero_copy = bool(body.get("zero_copy", True))
        return web.json_response({"success": True})

    async def load_start(request: web.Request) -> web.Response:
        body = await request.json()

        def generate(prompt: list[int], tokens: int) -> Generated:
            return host.generate(Generation(prompt, tokens), COLLECTIVE_TIMEOUT_S)

        loads.append(GenerateLoad(generate, int(body["threads"]), int(body["tokens"])))
        return web.json_response({"success": True})

    async def load_stop(request: web.Request) -> web.Response:
        calls = await asyncio.to_thread(loads.pop().stop) if loads else []
        return web.json_response({"calls": [asdict(c) for c in calls]})

    async def stats(request: web.Request) -> web.Response:
        return web.json_response({"peak_extra_bytes": endpoint.stats.peak_extra_bytes})

    app.router.add_post("/bench/join", join)
    app.router.add_post("/update_named_param", update_named_param)
    app.router.add_post("/bench/raw", raw)
    app.router.add_post("/bench/drain", drain)
    app.router.add_post("/bench/mode", mode)
    app.router.add_get("/bench/stats", stats)
    app.router.add_post("/bench/load/start", load_start)
    app.router.add_post("/bench/load/stop", load_stop)
    return app, rank


async def _serve(size_mb: float, tensors: int, ports: Any, device: str) -> None:
    app, rank = build_app(size_mb, tensors, device)
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    ports.put(runner.addresses[0][1])
    parent = os.getppid()
    try:
        while os.getppid() == parent:  # the bench died: do not outlive it
            await asyncio.sleep(0.5)
    finally:
        rank.close()
        await runner.cleanup()


def receiver_main(size_mb: float, tensors: int, ports: Any, device: str = "cpu") -> None:
    """The process entry point; puts the HTTP port on ``ports`` once serving. ``device``:
    where its model lives."""
    asyncio.run(_serve(size_mb, tensors, ports, device))
