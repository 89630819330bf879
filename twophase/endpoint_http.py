"""An endpoint over HTTP, as the sender calls it; a leaf module (it imports neither
``twophase.sender`` nor ``twophase.engines``), so that engines build on it, not on the sender.

An ``HttpPeer``'s call fails only as ``EndpointCallError`` naming the endpoint, the route and
the cause (status and message, a timeout, a refused connection, an answer that does not
parse); what the endpoint said enters it only bounded (``peer_text``). Engines that speak HTTP
of their own (SGLang's native routes) call through one too. ``TwophaseClient`` (the
``twophase`` engine: ``twophase serve``, an embedded receiver, a seed-protocol peer) sends
only the fields that were set (``wire``), so a seed-only peer never sees an extension field.
"""

from __future__ import annotations

import asyncio
import json
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
from pydantic import ValidationError

from twophase.core import protocol, routes, sync_state
from twophase.errors import EndpointCallError

if TYPE_CHECKING:
    from twophase.client_protocol import PlannedSync, TensorSource

PEER_TEXT_LIMIT = 300  # characters of a peer's message kept in an error


def peer_text(text: object, limit: int = PEER_TEXT_LIMIT) -> str:
    """A peer's message as it may enter an error: control and format characters removed
    (no forged log lines, no terminal escapes), at most ``limit`` characters."""
    clean = "".join(c for c in str(text)[: 4 * limit] if unicodedata.category(c)[0] != "C")
    return clean if len(clean) <= limit else clean[:limit] + "..."


Model = TypeVar("Model", bound=protocol.WireModel)
# Every answer of the protocol is a small JSON object; one past this is refused unread.
MAX_ANSWER_BYTES = 1 << 20


def wire(message: protocol.WireModel) -> dict[str, Any]:
    """A request's JSON body: the fields that were set, and no others."""
    return message.model_dump(mode="json", exclude_unset=True)


@dataclass
class HttpPeer:
    """One endpoint over HTTP: its address, its bearer token (None: the sender's; never
    shown), the session of the current round, and the calls sent since ``requests`` was
    last reset."""

    host: str
    port: int
    api_key: str | None = field(default=None, repr=False)
    default_api_key: str | None = field(default=None, repr=False)
    session: aiohttp.ClientSession | None = field(default=None, repr=False)
    requests: int = 0

    @property
    def name(self) -> str:
        # An IPv6 literal (the only host with a colon) goes in brackets.
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    @property
    def url(self) -> str:
        return f"http://{self.name}"

    def headers(self) -> dict[str, str]:
        """The bearer token: this endpoint's own, else the sender's."""
        key = self.api_key or self.default_api_key
        return {"Authorization": f"Bearer {key}"} if key else {}

    async def request(
        self,
        method: str,
        route: str,
        body: dict[str, Any] | None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...] | None = (200,),
    ) -> tuple[int, Any]:
        """One HTTP call with a JSON body; (status, parsed JSON) for ``ok_statuses`` (any
        status where it is None), ``EndpointCallError`` otherwise. A timeout or an
        unreachable endpoint raises."""
        if self.session is None:
            raise RuntimeError(f"{self.name}: no HTTP session (connect() was not called)")
        self.requests += 1
        try:
            async with self.session.request(
                method,
                self.url + route,
                json=body,
                headers=self.headers(),
                timeout=aiohttp.ClientTimeout(total=timeout_s),
            ) as response:
                data = await self._read_json(response, route)
                if ok_statuses is not None and response.status not in ok_statuses:
                    raise self.refusal(route, response.status, data)
                return response.status, data
        except asyncio.TimeoutError:
            raise EndpointCallError(
                self.name, route, f"no answer within {timeout_s:g} s", timed_out=True
            ) from None
        except (aiohttp.ClientError, OSError) as exc:
            raise EndpointCallError(self.name, route, f"unreachable: {peer_text(exc)}") from None

    async def call(
        self, route: str, message: protocol.WireModel, answer: type[Model], timeout_s: float
    ) -> Model:
        """POST ``message`` to ``route``; its 200 answer parsed as ``answer``."""
        status, data = await self.request("POST", route, wire(message), timeout_s=timeout_s)
        return self.parse(route, status, data, answer)

    async def _read_json(self, response: aiohttp.ClientResponse, route: str) -> Any:
        """The answer's JSON (``{"message": text}`` for an answer that is not JSON), read up
        to ``MAX_ANSWER_BYTES``."""
        body = bytearray()
        async for chunk in response.content.iter_chunked(1 << 16):
            body += chunk
            if len(body) > MAX_ANSWER_BYTES:
                cause = f"HTTP {response.status}: an answer over {MAX_ANSWER_BYTES} bytes"
                raise EndpointCallError(self.name, route, cause, response.status)
        text = body.decode("utf-8", errors="replace")
        try:
            return json.loads(text) if text else {}
        except (json.JSONDecodeError, RecursionError):
            return {"message": text}

    def refusal(self, route: str, status: int, data: Any) -> EndpointCallError:
        """An error answer as an error: its message and the state it reports, bounded."""
        said = data.get("message", "") if isinstance(data, dict) else data
        state = data.get("state") if isinstance(data, dict) else None
        return EndpointCallError(
            self.name,
            route,
            f"HTTP {status}: {peer_text(said)}",
            status,
            peer_text(state, 40) if isinstance(state, str) else None,
        )

    def parse(self, route: str, status: int, data: Any, answer: type[Model]) -> Model:
        return parse_answer(self.name, route, status, data, answer)


def parse_answer(name: str, route: str, status: int, data: Any, answer: type[Model]) -> Model:
    """An endpoint's answer as ``answer``; ``EndpointCallError`` naming what is malformed."""
    try:
        return answer.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = peer_text(".".join(map(str, first["loc"])) or "body", 80)
        raise EndpointCallError(
            name, route, f"malformed answer: {where}: {first['msg']}", status
        ) from None


def succeeded(name: str, route: str, ok: bool, why_not: str, answer: Model) -> Model:
    """``answer`` if it says the call succeeded; an ``EndpointCallError`` otherwise (a 200
    whose body says no, as a seed peer answers)."""
    if not ok:
        raise EndpointCallError(name, route, why_not or "failed", 200)
    return answer


class AbortAnswer(protocol.WireModel):
    """An endpoint's answer to abort. A 409 with ``committed`` true: its commit vote had
    passed, so it commits ``weight_version`` whatever the sender says now."""

    committed: bool = False
    weight_version: int | None = None


class TwophaseClient:
    """The ``EndpointClient`` of a peer serving the protocol's routes."""

    def __init__(self, peer: HttpPeer) -> None:
        self.peer = peer
        self.name = peer.name

    @property
    def requests(self) -> int:
        return self.peer.requests

    def connect(self, session: aiohttp.ClientSession, api_key: str | None) -> None:
        self.peer.session, self.peer.default_api_key = session, api_key

    def new_sync(self) -> None:
        self.peer.requests = 0

    def begin_sync(self, plan: PlannedSync, source: TensorSource | None) -> tuple[str, ...]:
        return ()

    async def capabilities(self, timeout_s: float) -> protocol.SyncCapabilities | None:
        """A 404 or an answer of another protocol: seed-only (None)."""
        route = routes.CAPABILITIES_ROUTE
        status, data = await self.peer.request(
            "GET", route, None, timeout_s=timeout_s, ok_statuses=(200, 404)
        )
        ours = status == 200 and isinstance(data, dict) and data.get("protocol") == "twophase"
        return self.peer.parse(route, status, data, protocol.SyncCapabilities) if ours else None

    async def init_group(
        self, request: protocol.InitWeightsUpdateGroupRequest, timeout_s: float
    ) -> protocol.SuccessResponse:
        answer = await self.peer.call(
            routes.INIT_ROUTE, request, protocol.SuccessResponse, timeout_s
        )
        return succeeded(
            self.name, routes.INIT_ROUTE, answer.success, peer_text(answer.message), answer
        )

    async def prepare(
        self, request: protocol.PrepareWeightsUpdateRequest, timeout_s: float
    ) -> protocol.PrepareWeightsUpdateResponse:
        """An answer is a success only if it says ``ready``."""
        answer = await self.peer.call(
            routes.PREPARE_ROUTE, request, protocol.PrepareWeightsUpdateResponse, timeout_s
        )
        why_not = f"not ready: {peer_text(answer.message)}"
        return succeeded(self.name, routes.PREPARE_ROUTE, answer.status == "ready", why_not, answer)

    async def complete(
        self, request: protocol.CompleteWeightsUpdateRequest, timeout_s: float
    ) -> protocol.CompleteWeightsUpdateResponse:
        answer = await self.peer.call(
            routes.COMPLETE_ROUTE, request, protocol.CompleteWeightsUpdateResponse, timeout_s
        )
        why_not = peer_text(answer.message)
        return succeeded(self.name, routes.COMPLETE_ROUTE, answer.success, why_not, answer)

    async def abort(self, request: protocol.AbortWeightsUpdateRequest, timeout_s: float) -> None:
        """One past its commit point answers 409 ``committed`` and its version."""
        status, data = await self.peer.request(
            "POST", routes.ABORT_ROUTE, wire(request), timeout_s=timeout_s, ok_statuses=(200, 409)
        )
        if status == 200:
            return
        said = self.peer.parse(routes.ABORT_ROUTE, status, data, AbortAnswer)
        refusal = self.peer.refusal(routes.ABORT_ROUTE, status, data)
        if said.committed:
            refusal.committed, refusal.weight_version = True, said.weight_version
        raise refusal  # a 409 for another reason: its side is unknown

    async def destroy(
        self, request: protocol.DestroyWeightsUpdateGroupRequest, timeout_s: float
    ) -> None:
        await self.peer.request(
            "POST",
            routes.DESTROY_ROUTE,
            wire(request),
            timeout_s=timeout_s,
            ok_statuses=(200, 404, 409),
        )

    async def state(self, timeout_s: float) -> sync_state.SyncStateResponse:
        status, data = await self.peer.request("GET", routes.STATE_ROUTE, None, timeout_s=timeout_s)
        return self.peer.parse(routes.STATE_ROUTE, status, data, sync_state.SyncStateResponse)

    async def checksum(self, timeout_s: float) -> dict[str, str] | None:
        route = routes.WEIGHTS_CHECKSUM_ROUTE
        status, data = await self.peer.request(
            "GET", route, None, timeout_s=timeout_s, ok_statuses=(200, 404)
        )
        tensors = data.get("tensors") if status == 200 and isinstance(data, dict) else None
        return {str(k): str(v) for k, v in tensors.items()} if isinstance(tensors, dict) else None
