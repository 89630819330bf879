"""The sender's view of the inference endpoints.

``Endpoint``: one endpoint's address and size, and one HTTP call to it with a deadline and
its bearer token. Every failure comes back as ``EndpointCallError`` naming the endpoint, the
route and the cause (status and message, a timeout, a refused connection, an answer that
does not parse); what the endpoint said enters it only bounded (``outcomes.peer_text``).

``EndpointSet``: every fan-out of a sync, done once (ask capabilities, init, prepare,
complete, abort, destroy). Each returns a ``FanOut`` (``outcomes``): per endpoint, the parsed
answer or the failure.

Requests are the ``core.protocol`` models, sent with only the fields that were set
(``wire``), so a seed-only peer never sees an extension field.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import aiohttp
from pydantic import ValidationError

from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    DestroyWeightsUpdateGroupRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    SyncCapabilities,
    SyncStateResponse,
    VoteStatus,
    WireModel,
)
from twophase.errors import EndpointCallError
from twophase.sender import sglang
from twophase.sender.outcomes import (
    AbortAnswer,
    AbortReport,
    Answer,
    CallFailed,
    FanOut,
    peer_text,
)
from twophase.sender.routes import (
    ABORT_ROUTE,
    CAPABILITIES_ROUTE,
    COMPLETE_ROUTE,
    DESTROY_ROUTE,
    INIT_ROUTE,
    PREPARE_ROUTE,
    STATE_ROUTE,
)

log = logging.getLogger("twophase.sender")
Model = TypeVar("Model", bound=WireModel)
Result = TypeVar("Result")

# Every answer of the protocol is a small JSON object; one past this is refused unread.
MAX_ANSWER_BYTES = 1 << 20


def wire(message: WireModel) -> dict[str, Any]:
    """A request's JSON body: the fields that were set, and no others."""
    return message.model_dump(mode="json", exclude_unset=True)


class EngineRoutes(Protocol):
    """An engine with routes of its own: each call of the protocol, translated onto them.
    Answers as the protocol's route would, and raises ``EndpointCallError`` as
    ``Endpoint.raw_call`` does (``ok_statuses`` as there)."""

    async def call(
        self,
        endpoint: Endpoint,
        session: aiohttp.ClientSession,
        method: str,
        route: str,
        message: WireModel | None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...],
        api_key: str | None,
    ) -> tuple[int, Any]: ...


@dataclass
class Endpoint:
    host: str
    port: int
    world_size: int
    # This endpoint's bearer token (None: the sender's own). Never shown: not in repr.
    api_key: str | None = field(default=None, repr=False)
    rank_offset: int = 0  # set when the group is planned
    asked: bool = False  # whether /sync_capabilities was asked
    capabilities: SyncCapabilities | None = None  # None: seed-only (or not asked yet)
    requests: int = 0  # HTTP requests sent in the current sync
    # An engine with routes of its own, onto which the protocol's calls are translated (None:
    # it serves the protocol's routes): a stock SGLang server (declared, or found by its
    # native routes: sender/sglang.py), a vLLM server (sender/vllm_endpoint.py).
    engine: EngineRoutes | None = field(default=None, repr=False)

    @property
    def native(self) -> bool:
        """A stock SGLang server, driven by its native update call."""
        return sglang.routes_of(self) is not None

    @property
    def _netloc(self) -> str:
        # An IPv6 literal (the only host with a colon) goes in brackets.
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    @property
    def name(self) -> str:
        return self._netloc

    @property
    def url(self) -> str:
        return f"http://{self._netloc}"

    @property
    def speaks_twophase(self) -> bool | None:
        """None until asked; then whether it answered ``/sync_capabilities``."""
        return self.capabilities is not None if self.asked else None

    def headers(self, default_api_key: str | None = None) -> dict[str, str]:
        """The bearer token: this endpoint's own, else ``default_api_key`` (the sender's)."""
        key = self.api_key or default_api_key
        return {"Authorization": f"Bearer {key}"} if key else {}

    async def call(
        self,
        session: aiohttp.ClientSession,
        method: str,
        route: str,
        message: WireModel | None = None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...] = (200,),
        api_key: str | None = None,
    ) -> tuple[int, Any]:
        """One call of the protocol; returns (status, parsed JSON) for ``ok_statuses``,
        raises otherwise. ``api_key``: the token to send where this endpoint has none of its
        own. To an engine with routes of its own, the call is translated onto them."""
        if self.engine is not None:
            return await self.engine.call(
                self, session, method, route, message,
                timeout_s=timeout_s, ok_statuses=ok_statuses, api_key=api_key,
            )  # fmt: skip
        return await self.raw_call(
            session, method, route, wire(message) if message is not None else None,
            timeout_s=timeout_s, ok_statuses=ok_statuses, api_key=api_key,
        )  # fmt: skip

    async def raw_call(
        self,
        session: aiohttp.ClientSession,
        method: str,
        route: str,
        body: dict[str, Any] | None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...] | None = None,
        api_key: str | None = None,
    ) -> tuple[int, Any]:
        """One HTTP call with a JSON body; (status, parsed JSON), for any status where
        ``ok_statuses`` is None. A timeout or an unreachable endpoint raises."""
        self.requests += 1
        try:
            async with session.request(
                method,
                self.url + route,
                json=body,
                headers=self.headers(api_key),
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


def parse_answer(
    endpoint: Endpoint, route: str, status: int, data: Any, answer: type[Model]
) -> Model:
    try:
        return answer.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = peer_text(".".join(map(str, first["loc"])) or "body", 80)
        raise EndpointCallError(
            endpoint.name, route, f"malformed answer: {where}: {first['msg']}", status
        ) from None


class EndpointSet:
    """Every fan-out of one sync, over one HTTP session. Calls that change state get the
    deadline the caller gives plus ``slack_s`` (the endpoint enforces the deadline itself,
    the slack covers the round trip); cleanup calls get ``cleanup_timeout_s``. Every call
    carries the endpoint's bearer token, or ``api_key`` (the sender's) where it has none."""

    def __init__(
        self,
        endpoints: Sequence[Endpoint],
        session: aiohttp.ClientSession,
        *,
        group_name: str,
        slack_s: float,
        cleanup_timeout_s: float,
        api_key: str | None = None,
    ) -> None:
        self.endpoints = tuple(endpoints)
        self._session = session
        self.group_name = group_name
        self.slack_s = slack_s
        self.cleanup_timeout_s = cleanup_timeout_s
        self._api_key = api_key

    @property
    def names(self) -> list[str]:
        return [e.name for e in self.endpoints]

    def new_sync(self) -> None:
        for endpoint in self.endpoints:
            endpoint.requests = 0

    def assign_rank_offsets(self) -> int:
        """Each endpoint's first rank in the group; returns the world size (rank 0 is the
        trainer, then each endpoint's TP ranks in turn)."""
        offset = 1
        for endpoint in self.endpoints:
            endpoint.rank_offset, offset = offset, offset + endpoint.world_size
        return offset

    async def _each(
        self,
        endpoints: Sequence[Endpoint],
        call: Callable[[Endpoint], Awaitable[Result]],
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

    async def _call(
        self,
        endpoint: Endpoint,
        method: str,
        route: str,
        message: WireModel | None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...] = (200,),
    ) -> tuple[int, Any]:
        return await endpoint.call(
            self._session,
            method,
            route,
            message,
            timeout_s=timeout_s,
            ok_statuses=ok_statuses,
            api_key=self._api_key,
        )

    async def _post(
        self,
        endpoint: Endpoint,
        route: str,
        message: WireModel,
        answer: type[Model],
        timeout_s: float,
    ) -> Model:
        """A state-changing call (the caller's deadline plus the slack), its answer parsed."""
        status, data = await self._call(
            endpoint, "POST", route, message, timeout_s=timeout_s + self.slack_s
        )
        return parse_answer(endpoint, route, status, data, answer)

    # -- the calls of a sync ----------------------------------------------------------------

    async def ask_capabilities(
        self, *, again: bool, timeout_s: float
    ) -> FanOut[SyncCapabilities | None]:
        """What each endpoint speaks (``again``: also those asked before; while the group is
        kept the answer stands, so a steady-state sync costs two requests per endpoint).
        A 404 or an answer of another protocol: seed-only (None)."""

        async def ask(endpoint: Endpoint) -> SyncCapabilities | None:
            if endpoint.asked and not again:
                return endpoint.capabilities
            status, data = await self._call(
                endpoint,
                "GET",
                CAPABILITIES_ROUTE,
                None,
                timeout_s=timeout_s + self.slack_s,
                ok_statuses=(200, 404),
            )
            ours = status == 200 and isinstance(data, dict) and data.get("protocol") == "twophase"
            capabilities = (
                parse_answer(endpoint, CAPABILITIES_ROUTE, status, data, SyncCapabilities)
                if ours
                else None
            )
            unknown = capabilities is None and endpoint.engine is None
            if unknown and await self._speaks_sglang(endpoint, timeout_s):  # or a seed peer
                endpoint.engine = sglang.SglangRoutes()
            endpoint.asked, endpoint.capabilities = True, capabilities
            return capabilities

        return await self._each(self.endpoints, ask)

    async def _speaks_sglang(self, endpoint: Endpoint, timeout_s: float) -> bool:
        """A stock SGLang server tells its weight version (a seed-protocol peer cannot):
        ``/get_weight_version`` in 2025's releases, ``/model_info`` in later ones."""
        for route in sglang.VERSION_ROUTES:
            try:
                status, data = await endpoint.raw_call(
                    self._session, "GET", route, None,
                    timeout_s=timeout_s + self.slack_s, api_key=self._api_key,
                )  # fmt: skip
            except EndpointCallError:
                return False
            if status == 200 and isinstance(data, dict) and "weight_version" in data:
                log.warning(sglang.LIMITATIONS.format(name=endpoint.name))
                return True
        return False

    async def init_all(
        self, request_for: Callable[[Endpoint], InitWeightsUpdateGroupRequest], timeout_s: float
    ) -> FanOut[SuccessResponse]:
        async def init(endpoint: Endpoint) -> SuccessResponse:
            answer = await self._post(
                endpoint, INIT_ROUTE, request_for(endpoint), SuccessResponse, timeout_s
            )
            why_not = peer_text(answer.message)
            return _succeeded(endpoint, INIT_ROUTE, answer.success, why_not, answer)

        return await self._each(self.endpoints, init)

    async def prepare_all(
        self, request: PrepareWeightsUpdateRequest, timeout_s: float
    ) -> FanOut[PrepareWeightsUpdateResponse]:
        """An answer is a success only if it says ``ready``."""

        async def prepare(endpoint: Endpoint) -> PrepareWeightsUpdateResponse:
            answer = await self._post(
                endpoint, PREPARE_ROUTE, request, PrepareWeightsUpdateResponse, timeout_s
            )
            ready = answer.status == "ready"
            why_not = f"not ready: {peer_text(answer.message)}"
            return _succeeded(endpoint, PREPARE_ROUTE, ready, why_not, answer)

        return await self._each(self.endpoints, prepare)

    async def complete_all(
        self, request: CompleteWeightsUpdateRequest, timeout_s: float
    ) -> FanOut[CompleteWeightsUpdateResponse]:
        async def complete(endpoint: Endpoint) -> CompleteWeightsUpdateResponse:
            answer = await self._post(
                endpoint, COMPLETE_ROUTE, request, CompleteWeightsUpdateResponse, timeout_s
            )
            why_not = peer_text(answer.message)
            return _succeeded(endpoint, COMPLETE_ROUTE, answer.success, why_not, answer)

        return await self._each(self.endpoints, complete)

    # -- cleanup: best effort, short deadlines ------------------------------------------------

    async def destroy_all(self, endpoints: Sequence[Endpoint] | None = None) -> None:
        """Every endpoint tears its group down (failures are ignored: it may have none)."""
        request = DestroyWeightsUpdateGroupRequest(group_name=self.group_name)

        async def destroy(endpoint: Endpoint) -> None:
            await self._call(
                endpoint,
                "POST",
                DESTROY_ROUTE,
                request,
                timeout_s=self.cleanup_timeout_s,
                ok_statuses=(200, 404, 409),
            )

        await self._each(self.endpoints if endpoints is None else endpoints, destroy)

    async def abort_all(
        self, reason: str, sync_id: str, endpoints: Sequence[Endpoint] | None = None
    ) -> AbortReport:
        """Every endpoint (or those given) rolls back now; returns what each said. One past
        its commit point answers 409 ``committed``: the report names it and its version.
        The seed protocol has no abort, so a seed-only endpoint gets its group destroyed
        instead (its receive then fails, and it applies nothing without a complete). The sync id
        lets an endpoint refuse that sync's prepare if the abort overtakes it."""
        request = AbortWeightsUpdateRequest(
            group_name=self.group_name, sync_id=sync_id, reason=reason[:500]
        )
        chosen = self.endpoints if endpoints is None else tuple(endpoints)

        async def abort(endpoint: Endpoint) -> AbortAnswer:
            status, data = await self._call(
                endpoint,
                "POST",
                ABORT_ROUTE,
                request,
                timeout_s=self.cleanup_timeout_s,
                ok_statuses=(200, 409),
            )
            if status == 200:
                return AbortAnswer()
            answer = parse_answer(endpoint, ABORT_ROUTE, status, data, AbortAnswer)
            if not answer.committed:  # a 409 for another reason: its side is unknown
                raise endpoint.refusal(ABORT_ROUTE, status, data)
            return answer

        outcome = await self._each([e for e in chosen if e.speaks_twophase], abort)
        seed_only = [e for e in chosen if not e.speaks_twophase]
        if seed_only:
            await self.destroy_all(seed_only)
        answered = outcome.answers
        return AbortReport(
            rolled_back=tuple(
                [a.endpoint.name for a in answered if not a.response.committed]
                + [e.name for e in seed_only]
            ),
            committed=tuple(
                (a.endpoint.name, a.response.weight_version)
                for a in answered
                if a.response.committed
            ),
            unanswered=tuple(f.endpoint.name for f in outcome.failures),
        )

    async def vote_statuses(self, timeout_s: float) -> FanOut[VoteStatus | None]:
        """What each endpoint saw of its running or last commit vote (its ``/sync_state``;
        None where it says nothing of one)."""

        async def ask(endpoint: Endpoint) -> VoteStatus | None:
            status, data = await endpoint.raw_call(
                self._session, "GET", STATE_ROUTE, None,
                timeout_s=timeout_s + self.slack_s, ok_statuses=(200,), api_key=self._api_key,
            )  # fmt: skip
            return parse_answer(endpoint, STATE_ROUTE, status, data, SyncStateResponse).vote

        return await self._each(self.endpoints, ask)


def _succeeded(endpoint: Endpoint, route: str, ok: bool, why_not: str, answer: Model) -> Model:
    """``answer`` if it says the call succeeded; an ``EndpointCallError`` otherwise (a 200
    whose body says no, as a seed peer answers)."""
    if not ok:
        raise EndpointCallError(endpoint.name, route, why_not or "failed", 200)
    return answer
