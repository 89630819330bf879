"""The sender's view of the inference endpoints.

``RemoteEndpoint``: one endpoint, its address, size and place in the group, what it said it
speaks, and its ``EndpointClient`` (the engine's: ``twophase.engines.registry``).

``EndpointSet``: every fan-out of a sync, done once, over the endpoints' clients (ask
capabilities, init, prepare, complete, abort, destroy, vote statuses). Each returns a
``FanOut``: per endpoint, the typed answer (``Answer``) or the ``EndpointCallError``
(``CallFailed``), so a caller reads outcomes instead of re-filtering lists of exceptions; an
abort returns what it found (``AbortReport``), so a split outcome is named. State-changing
calls get the deadline the caller gives plus ``slack_s`` (the endpoint enforces the deadline
itself, the slack covers the round trip); cleanup calls get ``cleanup_timeout_s``. What a
peer says enters an error message only through ``endpoint_http.peer_text``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import aiohttp

from twophase.client_protocol import EndpointClient
from twophase.core import protocol, sync_state
from twophase.core.table import Phase, without_group
from twophase.core.termination import Incarnation
from twophase.endpoint_http import HttpPeer
from twophase.engines import registry
from twophase.errors import EndpointCallError, SyncError
from twophase.sender.plan import SyncPlan
from twophase.sender.weights import WeightSource

log = logging.getLogger(__name__)
Result = TypeVar("Result")


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


@dataclass(frozen=True)
class Answer(Generic[Result]):
    """An endpoint answered, and the answer says it succeeded."""

    endpoint: RemoteEndpoint
    response: Result


@dataclass(frozen=True)
class CallFailed:
    """A call to an endpoint failed: an error status, no answer, or an answer saying no."""

    endpoint: RemoteEndpoint
    error: EndpointCallError

    @property
    def refused(self) -> bool:
        """A 4xx other than 409: the endpoint refused the request and changed nothing (bad
        input). A 409 says its state is not what the sender believes, so it is not a refusal."""
        status = self.error.status
        return status is not None and 400 <= status < 500 and status != 409

    @property
    def lost_group(self) -> bool:
        """A 409 from an endpoint that says it is IDLE: it has no group, though the sender
        kept one with it (the endpoint restarted, or tore its group down on its own)."""
        return self.error.status == 409 and without_group(self.error.state)

    def in_phase(self, phase: Phase) -> SyncError:
        """The sync's error: this call failed in ``phase``."""
        error = self.error
        return SyncError(phase, self.endpoint.name, error.cause, timed_out=error.timed_out)


@dataclass(frozen=True)
class FanOut(Generic[Result]):
    """One call to every endpoint: each one's outcome, in endpoint order."""

    outcomes: tuple[Answer[Result] | CallFailed, ...]

    @property
    def answers(self) -> list[Answer[Result]]:
        return [o for o in self.outcomes if isinstance(o, Answer)]

    @property
    def failures(self) -> list[CallFailed]:
        return [o for o in self.outcomes if isinstance(o, CallFailed)]

    @property
    def first_failure(self) -> CallFailed | None:
        failures = self.failures
        return failures[0] if failures else None


@dataclass(frozen=True)
class AbortReport:
    """What aborting the endpoints found. ``committed``: those that answered 409 because
    their commit vote had passed, with the version they commit (None: not said);
    ``unanswered``: those whose side is unknown (no answer, or another error)."""

    rolled_back: tuple[str, ...] = ()
    committed: tuple[tuple[str, int | None], ...] = ()
    unanswered: tuple[str, ...] = ()

    def describe(self) -> str:
        """E.g. "a:1 committed version 5; b:2 rolled back"."""
        parts = [
            f"{name} committed version {'(not said)' if version is None else version}"
            for name, version in self.committed
        ]
        if self.rolled_back:
            parts.append(f"{', '.join(self.rolled_back)} rolled back")
        if self.unanswered:
            parts.append(f"{', '.join(self.unanswered)} did not answer the abort")
        return "; ".join(parts)


class EndpointSet:
    """Every fan-out of one sync, over one HTTP session. Every call carries the endpoint's
    bearer token, or ``api_key`` (the sender's) where it has none."""

    def __init__(
        self,
        endpoints: Sequence[RemoteEndpoint],
        session: aiohttp.ClientSession,
        *,
        group_name: str,
        slack_s: float,
        cleanup_timeout_s: float,
        api_key: str | None = None,
    ) -> None:
        self.endpoints = tuple(endpoints)
        self._session, self._api_key = session, api_key
        self.group_name = group_name
        self.slack_s = slack_s
        self.cleanup_timeout_s = cleanup_timeout_s
        for endpoint in self.endpoints:
            endpoint.client.connect(session, api_key)

    @property
    def names(self) -> list[str]:
        return [e.name for e in self.endpoints]

    def subset(self, endpoints: Sequence[RemoteEndpoint]) -> EndpointSet:
        """These endpoints of this set, over the same session."""
        return EndpointSet(
            endpoints, self._session, group_name=self.group_name, slack_s=self.slack_s,
            cleanup_timeout_s=self.cleanup_timeout_s, api_key=self._api_key,
        )  # fmt: skip

    def new_sync(self) -> None:
        for endpoint in self.endpoints:
            endpoint.client.new_sync()

    def requests(self) -> dict[str, int]:
        """The calls sent to each endpoint in this sync."""
        return {e.name: e.client.requests for e in self.endpoints}

    def begin_sync(self, plan: SyncPlan, source: WeightSource | None) -> tuple[str, ...]:
        """Every client keeps what it needs of the planned sync; returns what the endpoints
        cannot guarantee (for the sync's warnings)."""
        return tuple(w for e in self.endpoints for w in e.client.begin_sync(plan, source))

    def assign_rank_offsets(self, first: int) -> int:
        """Each endpoint's first rank in the group; returns the world size (the trainer's
        ``first`` sender ranks from 0, then each endpoint's TP ranks in turn)."""
        offset = first
        for endpoint in self.endpoints:
            endpoint.rank_offset, offset = offset, offset + endpoint.world_size
        return offset

    async def _each(
        self,
        endpoints: Sequence[RemoteEndpoint],
        call: Callable[[RemoteEndpoint], Awaitable[Result]],
    ) -> FanOut[Result]:
        results = await asyncio.gather(*(call(e) for e in endpoints), return_exceptions=True)
        outcomes: list[Answer[Result] | CallFailed] = []
        for endpoint, result in zip(endpoints, results, strict=True):
            if isinstance(result, EndpointCallError):
                outcomes.append(CallFailed(endpoint, result))
            elif isinstance(result, BaseException):
                raise result  # a bug, not an endpoint's failure: do not hide it
            else:
                outcomes.append(Answer(endpoint, result))
        return FanOut(tuple(outcomes))

    # -- the calls of a sync ----------------------------------------------------------------

    async def ask_capabilities(
        self, *, again: bool, timeout_s: float
    ) -> FanOut[protocol.SyncCapabilities | None]:
        """What each endpoint speaks (``again``: also those asked before; while the group is
        kept the answer stands, so a steady-state sync costs two requests per endpoint)."""

        async def ask(endpoint: RemoteEndpoint) -> protocol.SyncCapabilities | None:
            if endpoint.asked and not again:
                return endpoint.capabilities
            capabilities = await endpoint.client.capabilities(timeout_s + self.slack_s)
            if capabilities is None:  # a seed-protocol peer, or another engine's
                await endpoint.discover(timeout_s + self.slack_s)
            endpoint.asked, endpoint.capabilities = True, capabilities
            return capabilities

        return await self._each(self.endpoints, ask)

    async def init_all(
        self,
        request_for: Callable[[RemoteEndpoint], protocol.InitWeightsUpdateGroupRequest],
        timeout_s: float,
    ) -> FanOut[protocol.SuccessResponse]:
        deadline = timeout_s + self.slack_s
        return await self._each(
            self.endpoints, lambda e: e.client.init_group(request_for(e), deadline)
        )

    async def prepare_all(
        self,
        request: protocol.PrepareWeightsUpdateRequest,
        timeout_s: float,
        adapt: Callable[
            [RemoteEndpoint, protocol.PrepareWeightsUpdateRequest],
            protocol.PrepareWeightsUpdateRequest,
        ]
        | None = None,
    ) -> FanOut[protocol.PrepareWeightsUpdateResponse]:
        """An answer is a success only if it says ``ready``. With a peer token, each endpoint
        is also told the other endpoints of the sync (those serving our routes), whom it asks
        how the sync ended if its vote's answer is lost (cooperative termination). ``adapt``:
        each endpoint's own request (a sharded sync's part of the plan)."""
        deadline = timeout_s + self.slack_s

        def request_for(endpoint: RemoteEndpoint) -> protocol.PrepareWeightsUpdateRequest:
            own = adapt(endpoint, request) if adapt is not None else request
            if own.peer_token is None:
                return own
            peers = [
                protocol.PeerAddress(
                    host=other.host, port=other.port, incarnation=other.incarnation
                )
                for other in self.endpoints
                if other is not endpoint and other.engine == registry.DEFAULT_ENGINE
            ]
            unasked = sum(
                other is not endpoint and other.engine != registry.DEFAULT_ENGINE
                for other in self.endpoints
            )
            return own.model_copy(update={"peers": peers, "unasked_voters": unasked})

        return await self._each(
            self.endpoints, lambda e: e.client.prepare(request_for(e), deadline)
        )

    async def complete_all(
        self, request: protocol.CompleteWeightsUpdateRequest, timeout_s: float
    ) -> FanOut[protocol.CompleteWeightsUpdateResponse]:
        deadline = timeout_s + self.slack_s
        return await self._each(self.endpoints, lambda e: e.client.complete(request, deadline))

    # -- cleanup: best effort, short deadlines ------------------------------------------------

    async def destroy_all(self, endpoints: Sequence[RemoteEndpoint] | None = None) -> None:
        """Every endpoint tears its group down (failures are ignored: it may have none)."""
        request = protocol.DestroyWeightsUpdateGroupRequest(group_name=self.group_name)
        chosen = self.endpoints if endpoints is None else endpoints
        await self._each(chosen, lambda e: e.client.destroy(request, self.cleanup_timeout_s))

    async def abort_all(
        self,
        reason: str,
        sync_id: str,
        endpoints: Sequence[RemoteEndpoint] | None = None,
        *,
        verdict_token: str | None = None,
    ) -> AbortReport:
        """Every endpoint (or those given) rolls back now; returns what each said. One past
        its commit point raises ``committed``: the report names it and its version.
        The seed protocol has no abort, so a seed-only endpoint gets its group destroyed
        instead (its receive then fails, and it applies nothing without a complete). The sync
        id lets an endpoint refuse that sync's prepare if the abort overtakes it.
        ``verdict_token``: the sync's token, where the sender knows its vote failed (or never
        ran): only then may an endpoint that cast its yes take the abort."""
        request = protocol.AbortWeightsUpdateRequest(
            group_name=self.group_name, sync_id=sync_id, reason=reason[:500]
        )
        if verdict_token is not None:
            request.verdict_token = verdict_token
        chosen = self.endpoints if endpoints is None else tuple(endpoints)
        timeout_s = self.cleanup_timeout_s
        outcome = await self._each(
            [e for e in chosen if e.speaks_twophase], lambda e: e.client.abort(request, timeout_s)
        )
        seed_only = [e for e in chosen if not e.speaks_twophase]
        if seed_only:
            await self.destroy_all(seed_only)
        failures = outcome.failures
        return AbortReport(
            rolled_back=tuple(
                [a.endpoint.name for a in outcome.answers] + [e.name for e in seed_only]
            ),
            committed=tuple(
                (f.endpoint.name, f.error.weight_version) for f in failures if f.error.committed
            ),
            unanswered=tuple(f.endpoint.name for f in failures if not f.error.committed),
        )

    async def vote_statuses(self, timeout_s: float) -> FanOut[sync_state.VoteStatus | None]:
        """What each endpoint saw of its running or last commit vote (its sync state; None
        where it says nothing of one)."""

        async def ask(endpoint: RemoteEndpoint) -> sync_state.VoteStatus | None:
            return (await endpoint.client.state(timeout_s + self.slack_s)).vote

        return await self._each(self.endpoints, ask)
