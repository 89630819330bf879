"""The sender and the receiver in this process, as an engine embeds them: a ``ReceiverEndpoint``
over ``RankHost``s reached through ``LocalRank`` (ranks as threads), its routes on an aiohttp
app on 127.0.0.1, and ``SyncCoordinator``s. The factories remember what they made and close
all of it (``conftest.py``'s ``make_endpoint`` and ``make_sender`` fixtures), so a failed
assertion leaves no server, group or thread behind.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch
from aiohttp import web

from tests.helpers import free_port, host_port, wait_until_async
from twophase import (
    RESTING_STATES,
    LocalRank,
    ModuleApplier,
    RankHost,
    ReceiverEndpoint,
    SyncCoordinator,
    Timeouts,
    TwophaseError,
    add_receiver_routes,
)
from twophase.receiver.appliers import weights_checksum
from twophase.receiver.ranks import RankProxy
from twophase.testing.tiny_lm import ModelSize, TinyLM

MODEL_SIZE = ModelSize.named("tiny")
# Deadlines for tests that do not test deadlines: short enough that a hang fails fast, long
# enough for a loaded 2-core machine.
TEST_TIMEOUTS = Timeouts(group_join=20, prepare=5, first_byte=10, progress=10, apply=10)
CLOSE_TIMEOUT_S = 30.0


def module_digest(module: torch.nn.Module) -> str:
    """The ``/weights_checksum`` digest of a module's parameters."""
    return str(weights_checksum(dict(module.named_parameters()))["digest"])


@dataclass
class EmbeddedEndpoint:
    """One receiving endpoint in this process (``port`` None: made without HTTP routes)."""

    endpoint: ReceiverEndpoint
    hosts: list[RankHost]
    port: int | None

    @property
    def tp(self) -> int:
        return len(self.hosts)

    @property
    def url(self) -> str:
        assert self.port is not None, "this endpoint was made without HTTP routes"
        return f"http://127.0.0.1:{self.port}"

    @property
    def name(self) -> str:
        """As the sender names it in errors (``host:port``)."""
        return self.url.removeprefix("http://")

    def modules(self) -> list[torch.nn.Module]:
        """Each rank's module (for hosts built on ``ModuleApplier``)."""
        modules = []
        for host in self.hosts:
            assert isinstance(host.model.applier, ModuleApplier), host.model.applier
            modules.append(host.model.applier.module)
        return modules


class EndpointFactory:
    """``await make_endpoint(tp=2)``: a fresh endpoint, closed when the test ends."""

    def __init__(self) -> None:
        self._cleanup = contextlib.AsyncExitStack()

    async def __call__(
        self,
        tp: int = 1,
        *,
        modules: Sequence[torch.nn.Module] | None = None,
        hosts: Sequence[RankHost] | None = None,
        http: bool = True,
        **endpoint_options: Any,
    ) -> EmbeddedEndpoint:
        """``tp`` ranks over ``hosts``, or over ``modules`` (the built-in tiny model, one
        copy per rank, if neither is given); ``endpoint_options`` go to ``ReceiverEndpoint``."""
        if hosts is None:
            if modules is None:
                modules = [TinyLM(MODEL_SIZE, seed=0) for _ in range(tp)]
            hosts = [RankHost(ModuleApplier(m), tp_rank=r) for r, m in enumerate(modules)]
        ranks: list[RankProxy] = [LocalRank(host) for host in hosts]
        for rank in ranks:
            self._cleanup.callback(rank.close)
        endpoint = ReceiverEndpoint(ranks, **endpoint_options)
        self._cleanup.push_async_callback(_come_to_rest, endpoint)
        await endpoint.start()
        port = await self._serve(endpoint) if http else None
        return EmbeddedEndpoint(endpoint, list(hosts), port)

    async def _serve(self, endpoint: ReceiverEndpoint) -> int:
        app = web.Application()
        add_receiver_routes(app, endpoint)
        # A short shutdown: the test is over, handlers still waiting are cancelled.
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
        await runner.setup()
        self._cleanup.push_async_callback(runner.cleanup)
        port = free_port()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        return port

    async def close(self) -> None:
        await self._cleanup.aclose()


async def _come_to_rest(endpoint: ReceiverEndpoint) -> None:
    """A test that failed mid-sync leaves the endpoint there: abort, so its watchdog ends."""
    if endpoint.state in RESTING_STATES:
        return
    with contextlib.suppress(TwophaseError, asyncio.TimeoutError):
        await asyncio.wait_for(endpoint.abort("the test ended mid-sync"), CLOSE_TIMEOUT_S)


class SenderFactory:
    """``make_sender(**options)``: a ``SyncCoordinator`` on a free master port with
    ``TEST_TIMEOUTS`` unless ``options`` say else; each is closed (its group torn down on
    both sides) when the test ends."""

    def __init__(self) -> None:
        self._cleanup = contextlib.AsyncExitStack()

    def __call__(
        self, *endpoints: EmbeddedEndpoint | tuple[str, int, int], **options: Any
    ) -> SyncCoordinator:
        """``endpoints``: embedded ones, or (host, port, world size) of any other."""
        settings: dict[str, Any] = {"master_port": free_port(), "timeouts": TEST_TIMEOUTS}
        sender = SyncCoordinator(**(settings | options))
        self._cleanup.push_async_callback(_close_sender, sender)
        for endpoint in endpoints:
            if isinstance(endpoint, EmbeddedEndpoint):
                sender.add_endpoint(*host_port(endpoint.url), endpoint.tp)
            else:
                sender.add_endpoint(*endpoint)
        return sender

    async def close(self) -> None:
        await self._cleanup.aclose()


async def _close_sender(sender: SyncCoordinator) -> None:
    # A test that failed with a sync still running: that sync ends by its own deadlines.
    await wait_until_async(
        lambda: not sender.busy, timeout_s=CLOSE_TIMEOUT_S, what="the sender's sync to end"
    )
    await asyncio.wait_for(sender.close(), CLOSE_TIMEOUT_S)
