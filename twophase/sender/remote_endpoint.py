"""One inference endpoint as the sender knows it (``RemoteEndpoint``): its address, size and
place in the group, what it said it speaks, and its ``EndpointClient`` (the engine's:
``twophase.engines.registry``)."""

from __future__ import annotations

from twophase.client_protocol import EndpointClient
from twophase.core import protocol
from twophase.core.termination import Incarnation
from twophase.engines import registry
from twophase.sender.http_client import HttpPeer


class RemoteEndpoint:
    """One endpoint. ``engine``: the registry's name of what it runs; ``client``: that
    engine's client for it (made from the address unless given). ``api_key``: its own bearer
    token (None: the sender's); never shown."""

    def __init__(
        self,
        host: str,
        port: int,
        world_size: int,
        api_key: str | None = None,
        *,
        asked: bool = False,
        capabilities: protocol.SyncCapabilities | None = None,
        engine: str = registry.DEFAULT_ENGINE,
        client: EndpointClient | None = None,
    ) -> None:
        self.host, self.port, self.world_size, self.api_key = host, port, world_size, api_key
        self.rank_offset = 0  # set when the group is planned
        self.asked = asked  # whether its capabilities were asked
        self.capabilities = capabilities  # None: seed-only (or not asked yet)
        self.engine = engine
        self.peer = HttpPeer(host, port, api_key)
        self.url = self.peer.url
        self.client = (
            client if client is not None else registry.get_engine(engine).connect(self.peer)
        )

    def __repr__(self) -> str:
        return (
            f"RemoteEndpoint({self.name!r}, world_size={self.world_size}, engine={self.engine!r})"
        )

    @property
    def name(self) -> str:
        return self.client.name

    @property
    def incarnation(self) -> Incarnation | None:
        """The run of its process that its capabilities came from (None: not said)."""
        return self.capabilities.incarnation if self.capabilities is not None else None

    @property
    def speaks_twophase(self) -> bool | None:
        """None until asked; then whether it said it speaks the protocol's extensions."""
        return self.capabilities is not None if self.asked else None

    async def discover(self, timeout_s: float) -> None:
        """An endpoint of the default engine that does not speak twophase may be another
        engine's (a stock SGLang server): the registry's engines are asked to claim it."""
        if self.engine != registry.DEFAULT_ENGINE:
            return
        engine = await registry.detect(self.peer, timeout_s)
        if engine is not None:
            self.engine, self.client = engine.name, engine.connect(self.peer)
