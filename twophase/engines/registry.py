"""The one registry of engines, by name, loaded lazily (as vLLM's weight-transfer factory
registers its backends): a name maps to where its ``Engine`` is, and the module is imported
the first time the engine is asked for. The sender (``SyncCoordinator.add_endpoint(...,
engine=name)`` and the discovery of an endpoint that lacks ``/sync_capabilities``), the
receiver's routes (``add_receiver_routes``: each engine's native routes on every receiver) and
the command line (``twophase sync --engine``) consult it.

Adding an engine: a folder ``twophase/engines/<name>/`` whose module defines ``ENGINE =
Engine(...)`` (at least ``connect``: an ``EndpointClient`` for an endpoint at an address),
and one line in ``ENGINES`` below (or ``register_engine`` from outside the package).
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aiohttp import web

    from twophase.client_protocol import EndpointClient
    from twophase.endpoint_http import HttpPeer
    from twophase.receiver.endpoint import ReceiverEndpoint

DEFAULT_ENGINE = "twophase"

# name -> (module, attribute): the whole registry.
ENGINES: dict[str, tuple[str, str]] = {
    "twophase": ("twophase.sender.http_client", "ENGINE"),
    "sglang": ("twophase.engines.sglang.sglang_client", "ENGINE"),
    "vllm": ("twophase.engines.vllm.vllm_client", "ENGINE"),
}
_loaded: dict[str, Engine] = {}


@dataclass(frozen=True)
class Engine:
    """What an engine gives twophase.

    ``connect``: the client of an endpoint of this engine at an HTTP address (the sender).
    ``detect``: whether an endpoint that does not answer ``/sync_capabilities`` is one of this
    engine's (the sender then drives it with this engine's client).
    ``add_server_routes``: the engine's native routes on every twophase receiver, for the
    engine's own trainers."""

    name: str
    connect: Callable[[HttpPeer], EndpointClient]
    detect: Callable[[HttpPeer, float], Awaitable[bool]] | None = None
    add_server_routes: Callable[[web.Application, ReceiverEndpoint], None] | None = None


def register_engine(name: str, module: str, attribute: str = "ENGINE") -> None:
    """Register (or replace) an engine; its module is imported when it is first asked for."""
    ENGINES[name] = (module, attribute)
    _loaded.pop(name, None)


def unregister_engine(name: str) -> None:
    ENGINES.pop(name, None)
    _loaded.pop(name, None)


def engine_names() -> tuple[str, ...]:
    return tuple(ENGINES)


def get_engine(name: str) -> Engine:
    """The engine registered as ``name``; ``ValueError`` naming the known ones otherwise."""
    if name not in _loaded:
        if name not in ENGINES:
            known = ", ".join(sorted(ENGINES))
            raise ValueError(f"no engine {name!r} (registered: {known})")
        module, attribute = ENGINES[name]
        engine = getattr(importlib.import_module(module), attribute)
        if not isinstance(engine, Engine):
            raise TypeError(f"{module}.{attribute} is not an Engine")
        _loaded[name] = engine
    return _loaded[name]


def server_routes() -> list[Callable[[web.Application, ReceiverEndpoint], None]]:
    """What adds each engine's native routes to a receiver's app (engines that have some)."""
    adders = (get_engine(name).add_server_routes for name in ENGINES)
    return [add for add in adders if add is not None]


async def detect(peer: HttpPeer, timeout_s: float) -> Engine | None:
    """The engine that claims an endpoint without ``/sync_capabilities`` (None: none does:
    a seed-protocol peer)."""
    for name in ENGINES:
        engine = get_engine(name)
        if engine.detect is not None and await engine.detect(peer, timeout_s):
            return engine
    return None
