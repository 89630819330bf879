"""Simulated peers: endpoints that run the real receiver (machine, validation, rank workers,
staging, apply, HTTP routes on 127.0.0.1) and a trainer that runs the real sender, all over an
in-memory group with faults injected where asked.

    cluster = SimCluster(injector)
    await cluster.add_endpoint(tp=2)
    cluster.injector.add(Fault("die", "bucket 1", rank=2))
    await cluster.sync()            # raises SyncError; every endpoint rolled back
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import torch
from aiohttp import web

from twophase.core.protocol import Timeouts
from twophase.core.table import RESTING_STATES
from twophase.http_common import free_port
from twophase.receiver.appliers import ModuleApplier, weights_checksum
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankdata import ApplyMode
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank, RankProxy
from twophase.receiver.receiver_app import build_receiver_app
from twophase.sender.coordinator import SyncCoordinator, SyncResult
from twophase.testing.faults import ROUTE_POINTS, FaultInjector
from twophase.testing.simgroup import SimNetwork
from twophase.testing.tiny_lm import ModelSize, TinyLM

SIM_SIZE = ModelSize(hidden=16, layers=1, heads=2)
# An aiohttp handler, as a middleware receives it.
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
# Short deadlines: a hang costs about a second, so hypothesis can run hundreds; not shorter,
# or a loaded 2-core machine misses them with no fault at all.
SIM_TIMEOUTS = Timeouts(group_join=2.0, prepare=1.5, first_byte=1.0, progress=1.0, apply=1.5)
# The sync after faults are cleared must succeed: its deadlines are the ones a loaded 2-core
# machine running twelve ranks meets with room (no fault is left to hang it).
RECOVERY_TIMEOUTS = Timeouts(group_join=4.0, prepare=3.0, first_byte=3.0, progress=3.0, apply=3.0)


class FaultyApplier(ModuleApplier):
    """The default applier, with the ``apply`` point wired to the injector."""

    def __init__(
        self, module: torch.nn.Module, injector: FaultInjector, rank: Callable[[], int]
    ) -> None:
        super().__init__(module)
        self._injector, self._rank = injector, rank

    def _apply_point(self) -> None:
        action = self._injector.action(self._rank(), "apply")
        if action is not None and action.kind in ("fail", "die", "corrupt"):
            raise RuntimeError(f"injected {action.kind} at apply")
        if action is not None and action.kind in ("hang", "delay"):
            time.sleep(action.seconds if action.kind == "delay" else 5.0)

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:  # the copy path
        self._apply_point()
        super().load(tensors)

    def rebind(self, tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        self._apply_point()  # the zero-copy path: a fault before any reference moved
        return super().rebind(tensors)


def _drop(request: web.Request) -> None:
    if request.transport is not None:
        request.transport.abort()
    raise ConnectionResetError("injected: connection dropped")


class SimEndpoint:
    """One inference endpoint: ``tp`` ranks (threads), each with its own model copy; on a
    machine of its own unless ``same_host`` (then a trainer here may hand it the buckets
    through shared memory)."""

    def __init__(
        self,
        network: SimNetwork,
        tp: int,
        mode: ApplyMode = "staged",
        max_adapters: int = 0,
        seed: int = 0,
        port: int | None = None,
        same_host: bool = False,
    ) -> None:
        self.network, self.tp, self.mode = network, tp, mode
        self.same_host = same_host
        self.max_adapters = max_adapters  # the LoRA adapters it may hold (0: none)
        self.port = free_port() if port is None else port
        self.name = f"127.0.0.1:{self.port}"
        self.models = [TinyLM(SIM_SIZE, seed=seed) for _ in range(tp)]
        self.hosts: list[RankHost] = []
        for index, model in enumerate(self.models):
            host: RankHost = RankHost(
                FaultyApplier(model, network.injector, functools.partial(self._group_rank, index)),
                tp_rank=index,
                group_factory=functools.partial(network.group_factory, tag=self.name),
                max_adapters=max_adapters,
            )
            self.hosts.append(host)
        ranks: list[RankProxy] = [LocalRank(h) for h in self.hosts]
        self.endpoint = ReceiverEndpoint(
            ranks, mode=mode, timeouts=SIM_TIMEOUTS, max_adapters=max_adapters,
            host=None if same_host else f"sim-{self.name}",
        )  # fmt: skip
        self.rank_offset = 0
        self.vanished = False
        self._runner: web.AppRunner | None = None

    def _group_rank(self, index: int) -> int:
        return self.rank_offset + index

    def vanish(self) -> None:
        self.vanished = True

    async def start(self) -> None:
        app = build_receiver_app(self.endpoint)
        app.middlewares.insert(0, self._faults)
        # A stop cancels handlers still in flight (an injected hang sleeps 30 s) at once.
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        await self.endpoint.start()

    @web.middleware
    async def _faults(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """HTTP faults at this endpoint: fail, hang, delay/late, drop the request or the
        response, deliver it twice, or the endpoint vanishes (``die``) until faults are
        cleared."""
        if self.vanished:
            _drop(request)
        point = ROUTE_POINTS.get(request.path)
        action = self.network.injector.http_action(self.name, point) if point else None
        if action is None:
            return await handler(request)
        kind = action.kind
        if kind == "die":
            self.vanish()
        if kind in ("die", "drop_request"):
            _drop(request)
        if kind == "fail":
            return web.json_response(
                {"success": False, "status": "error", "message": f"injected failure at {point}"},
                status=500,
            )
        if kind == "hang":
            await asyncio.sleep(30)
        if kind in ("delay", "late"):
            await asyncio.sleep(action.seconds)
        response: web.StreamResponse = await handler(request)
        if kind == "duplicate":
            response = await handler(request)
        if kind == "drop_response":
            _drop(request)
        return response

    def digests(self) -> list[str]:
        return [str(weights_checksum(dict(m.named_parameters()))["digest"]) for m in self.models]

    async def stop(self) -> None:
        attempt = self.endpoint.attempt
        if attempt is not None:  # its tasks end with its process (an UNCERTAIN one's too)
            attempt.end("the endpoint's process stopped")
        if self._runner is not None:
            await self._runner.cleanup()
        for host in self.hosts:
            host.destroy()


class SimCluster:
    """One simulated trainer (the real sender) and any number of simulated endpoints."""

    def __init__(
        self, injector: FaultInjector | None = None, *, timeouts: Timeouts = SIM_TIMEOUTS
    ) -> None:
        self.network = SimNetwork(injector)
        self.injector = self.network.injector
        self.model = TinyLM(SIM_SIZE, seed=0)
        self.steps = 0
        self.endpoints: list[SimEndpoint] = []
        self.sender = SyncCoordinator(
            master_port=free_port(), timeouts=timeouts, group_factory=self.network.group_factory,
            http_slack_s=0.25, cleanup_timeout_s=0.3,
        )  # fmt: skip

    async def add_endpoint(
        self,
        tp: int = 1,
        mode: ApplyMode = "staged",
        max_adapters: int = 0,
        same_host: bool = False,
    ) -> SimEndpoint:
        endpoint = SimEndpoint(
            self.network, tp, mode, max_adapters=max_adapters, same_host=same_host
        )
        await endpoint.start()
        self.endpoints.append(endpoint)
        self.sender.add_endpoint("127.0.0.1", endpoint.port, tp)
        return endpoint

    async def restart(self, endpoint: SimEndpoint) -> SimEndpoint:
        """``endpoint``'s process killed and started afresh on its port: a new incarnation,
        the initial weights, no record of any sync (the sender keeps it registered)."""
        await endpoint.stop()
        again = SimEndpoint(
            self.network, endpoint.tp, endpoint.mode, endpoint.max_adapters,
            port=endpoint.port, same_host=endpoint.same_host,
        )  # fmt: skip
        again.rank_offset = endpoint.rank_offset
        await again.start()
        self.endpoints[self.endpoints.index(endpoint)] = again
        return again

    async def remove_endpoint(self, endpoint: SimEndpoint) -> None:
        self.sender.remove_endpoint("127.0.0.1", endpoint.port)
        self.endpoints.remove(endpoint)
        await endpoint.stop()

    def train_step(self) -> None:
        self.model.train_step(self.steps)
        self.steps += 1

    def digest(self) -> str:
        return str(weights_checksum(dict(self.model.named_parameters()))["digest"])

    async def sync(self, weights: Any = None, **kwargs: Any) -> SyncResult:
        """A sync of the trainer's model (or ``weights``: a PEFT model's, for an adapter)."""
        for endpoint in self.endpoints:  # rank offsets as the sender will plan them
            endpoint.rank_offset = 1 + sum(
                e.tp for e in self.endpoints[: self.endpoints.index(endpoint)]
            )
        chosen = self.model if weights is None else weights
        return await self.sender.sync(chosen, **({"buffer_size_mb": 0.004} | kwargs))

    def clear_faults(self) -> None:
        self.injector.clear()
        for endpoint in self.endpoints:
            endpoint.vanished = False

    async def settle(self, timeout_s: float = 5.0) -> None:
        """Wait until no endpoint is mid-sync (background rollbacks finish)."""
        deadline = asyncio.get_running_loop().time() + timeout_s
        while any(e.endpoint.state not in RESTING_STATES for e in self.endpoints):
            if asyncio.get_running_loop().time() > deadline:
                states = {e.name: e.endpoint.state.value for e in self.endpoints}
                raise AssertionError(
                    f"endpoints did not come to rest within {timeout_s:g} s: {states}"
                )
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        await self.sender.close()
        for endpoint in list(self.endpoints):
            await endpoint.stop()
