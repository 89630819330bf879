"""A vLLM server running the twophase backend, as one endpoint of a sync.

``VllmClient`` is the ``EndpointClient`` of such a server: the protocol's calls go onto
vLLM's RL routes (the mapping is in ``wire``), so a ``SyncCoordinator`` drives it in the same
round as ``twophase serve`` endpoints, with the same guards: its prepare answers only once
every vLLM worker posted its receive.

Its control plane is a ``VllmControl``: ``HttpVllmControl`` speaks the routes with aiohttp
(a server given by URL); ``ClientControl`` (``twophase.vllm``) wraps any of vLLM's own
``VLLMWeightSyncClient``s, for vLLM's trainer API. A failed call raises ``VllmCallFailed``
carrying the worker's ``Refusal`` (status, message, ``committed`` and the version).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar
from urllib.parse import urlsplit

import aiohttp
from pydantic import ValidationError

from twophase import endpoint_http
from twophase.core import protocol, routes, sync_state
from twophase.endpoint_http import HttpPeer, parse_answer, peer_text
from twophase.engines.registry import Engine
from twophase.engines.vllm import vllm_wire as wire
from twophase.engines.vllm.vllm_wire import Phase, Refusal, carried_refusal, update_info
from twophase.errors import EndpointCallError

if TYPE_CHECKING:
    from twophase.client_protocol import PlannedSync, TensorSource
    from twophase.sender.endpoints import RemoteEndpoint

T = TypeVar("T")


class VllmCallFailed(Exception):
    """One call to vLLM failed: the worker's refusal, or vLLM's own status and text."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        timed_out: bool = False,
        committed: bool = False,
        weight_version: int | None = None,
    ) -> None:
        super().__init__(message)
        self.refusal = Refusal(
            status=status,
            message=message,
            timed_out=timed_out,
            committed=committed,
            weight_version=weight_version,
        )

    @classmethod
    def no_answer(cls, timeout_s: float) -> VllmCallFailed:
        return cls(504, f"no answer within {timeout_s:g} s", timed_out=True)

    @classmethod
    def of(cls, status: int, text: str) -> VllmCallFailed:
        """vLLM's error answer (its body, or an exception's text): the refusal it carries
        (the endpoint plugin's ``refusal``, or the worker's inside vLLM's message), else its
        status and message (vLLM's ``{"error": {"message": ...}}``, FastAPI's ``{"detail":
        ...}``, or the text as it is)."""
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        body = data if isinstance(data, dict) else {}
        error = body.get("error")
        message = text
        if isinstance(error, dict) and "message" in error:
            message = str(error["message"])
        elif "detail" in body:
            message = str(body["detail"])
        try:
            refusal = Refusal.model_validate(body["refusal"]) if "refusal" in body else None
        except ValidationError:
            refusal = None
        refusal = refusal or carried_refusal(message)
        if refusal is None:
            return cls(status, message)
        return cls(**refusal.model_dump(exclude={"twophase_refusal"}))


class VllmControl(Protocol):
    """vLLM's weight-transfer control plane, each call bounded by ``timeout_s``; a failure
    raises ``VllmCallFailed``."""

    @property
    def name(self) -> str: ...

    async def init(self, init_info: dict[str, Any], timeout_s: float) -> None: ...
    async def start(self, timeout_s: float) -> None: ...
    async def update(self, info: dict[str, Any], timeout_s: float) -> None: ...
    async def finish(self, weight_version: str | None, timeout_s: float) -> None: ...
    async def shutdown(self, timeout_s: float) -> None: ...
    async def flush_cache(self, timeout_s: float) -> None: ...

    async def capabilities(self, timeout_s: float) -> dict[str, Any] | None:
        """What the twophase backend says of itself (its version, its world size), or None
        where this control plane cannot ask."""
        ...

    async def sync_state(self, timeout_s: float) -> dict[str, Any] | None:
        """The backend's ``/sync_state`` (None where this control plane cannot ask)."""
        ...


@dataclass
class HttpVllmControl:
    """vLLM's RL routes over HTTP (``VLLM_SERVER_DEV_MODE=1``), with aiohttp. ``state_url``:
    where the backend's ``/sync_state`` and ``/sync_capabilities`` are (default: vLLM's own
    port, where the endpoint plugin serves them)."""

    url: str
    state_url: str | None = None
    api_key: str | None = field(default=None, repr=False)

    @property
    def name(self) -> str:
        return f"vllm@{urlsplit(self.url).netloc}"

    async def _request(
        self, method: str, url: str, body: dict[str, Any] | None, timeout_s: float
    ) -> Any:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            async with (
                aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout_s)) as session,
                session.request(method, url, json=body, headers=headers) as response,
            ):
                text = await response.text()
                if response.status != 200:
                    raise VllmCallFailed.of(response.status, text)
                return await response.json(content_type=None) if text else {}
        except TimeoutError:
            raise VllmCallFailed.no_answer(timeout_s) from None
        except aiohttp.ClientError as exc:
            raise VllmCallFailed(503, f"unreachable: {exc}") from None

    async def _post(self, route: str, body: dict[str, Any] | None, timeout_s: float) -> None:
        await self._request("POST", self.url.rstrip("/") + route, body, timeout_s)

    async def init(self, init_info: dict[str, Any], timeout_s: float) -> None:
        await self._post(wire.INIT_ENGINE_ROUTE, {"init_info": init_info}, timeout_s)

    async def start(self, timeout_s: float) -> None:
        await self._post(wire.START_ROUTE, None, timeout_s)

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        await self._post(wire.UPDATE_ROUTE, {"update_info": info}, timeout_s)

    async def finish(self, weight_version: str | None, timeout_s: float) -> None:
        body = {"weight_version": weight_version} if weight_version is not None else None
        await self._post(wire.FINISH_ROUTE, body, timeout_s)

    async def shutdown(self, timeout_s: float) -> None:
        await self._post(wire.SHUTDOWN_ROUTE, None, timeout_s)

    async def flush_cache(self, timeout_s: float) -> None:
        await self._post(wire.RESET_CACHE_ROUTE, None, timeout_s)

    async def _state_app(self, route: str, timeout_s: float) -> dict[str, Any] | None:
        base = (self.state_url or self.url).rstrip("/")
        try:
            data = await self._request("GET", base + route, None, timeout_s)
        except VllmCallFailed:
            return None
        return data if isinstance(data, dict) else None

    async def capabilities(self, timeout_s: float) -> dict[str, Any] | None:
        said = await self._state_app(routes.CAPABILITIES_ROUTE, timeout_s)
        if said is not None and said.get("protocol") == "twophase":
            return said
        try:  # no endpoint plugin: vLLM's own record of the version the last sync published
            url = self.url.rstrip("/") + wire.WEIGHT_INFO_ROUTE
            version = int((await self._request("GET", url, None, timeout_s))["weight_version"])
        except (VllmCallFailed, KeyError, TypeError, ValueError):
            return None
        return protocol.SyncCapabilities(weight_version=version).model_dump(mode="json")

    async def sync_state(self, timeout_s: float) -> dict[str, Any] | None:
        return await self._state_app(routes.STATE_ROUTE, timeout_s)


class VllmClient:
    """The ``EndpointClient`` of a vLLM server running the twophase backend. ``flush_cache``:
    reset vLLM's prefix cache after each sync (its entries hold the old weights' KV)."""

    def __init__(self, control: VllmControl, flush_cache: bool = True) -> None:
        self.control = control
        self.flush_prefix_cache = flush_cache
        self.requests = 0  # calls made since new_sync
        self._version: int | None = None  # the version of the sync being prepared
        self._adapter = False  # that sync carries an adapter (its version is the adapter's)
        self._buckets = 0
        # Whether vLLM's update session is open on its workers. Kept exact, because a call
        # that vLLM itself refuses (a start while open, an update while closed) fails on
        # every worker, and vLLM then reads its workers' answers one call late from there on.
        self._session_open = False

    @property
    def name(self) -> str:
        return self.control.name

    def connect(self, session: aiohttp.ClientSession, api_key: str | None) -> None:
        """Its control plane has its own connection and token."""

    def new_sync(self) -> None:
        self.requests = 0

    def begin_sync(self, plan: PlannedSync, source: TensorSource | None) -> tuple[str, ...]:
        return ()

    async def _call(self, route: str, call: Awaitable[T]) -> T:
        """One protocol call; vLLM's failure as the ``EndpointCallError`` that carries it."""
        self.requests += 1
        try:
            return await call
        except VllmCallFailed as exc:
            refusal = exc.refusal
            raise EndpointCallError(
                self.name, route, f"HTTP {refusal.status}: {peer_text(refusal.message)}",
                refusal.status, timed_out=refusal.timed_out, committed=refusal.committed,
                weight_version=refusal.weight_version,
            ) from None  # fmt: skip

    async def capabilities(self, timeout_s: float) -> protocol.SyncCapabilities | None:
        said = await self._call(routes.CAPABILITIES_ROUTE, self.control.capabilities(timeout_s))
        if said is None:
            return protocol.SyncCapabilities(weight_version=self._version)
        route = routes.CAPABILITIES_ROUTE
        return parse_answer(self.name, route, 200, said, protocol.SyncCapabilities)

    async def init_group(
        self, request: protocol.InitWeightsUpdateGroupRequest, timeout_s: float
    ) -> protocol.SuccessResponse:
        await self._call(
            routes.INIT_ROUTE, self.control.init(endpoint_http.wire(request), timeout_s)
        )
        return protocol.SuccessResponse(success=True, message="every vLLM worker joined")

    async def prepare(
        self, request: protocol.PrepareWeightsUpdateRequest, timeout_s: float
    ) -> protocol.PrepareWeightsUpdateResponse:
        async def prepare() -> None:
            await self._begin(timeout_s)
            await self._update("prepare", request, timeout_s)

        await self._call(routes.PREPARE_ROUTE, prepare())
        self._version, self._buckets = request.weight_version, request.num_buckets
        self._adapter = request.adapter is not None
        return protocol.PrepareWeightsUpdateResponse(
            status="ready", success=True, message="every worker posted"
        )

    async def complete(
        self, request: protocol.CompleteWeightsUpdateRequest, timeout_s: float
    ) -> protocol.CompleteWeightsUpdateResponse:
        async def complete() -> None:
            await self._update("complete", request, timeout_s)
            if self._adapter:  # the model's weights and their cached KV stay what they were
                await self._finish(None, timeout_s)
                return
            await self._finish(None if self._version is None else str(self._version), timeout_s)
            if self.flush_prefix_cache:
                await self.control.flush_cache(timeout_s)

        await self._call(routes.COMPLETE_ROUTE, complete())
        what = "adapter" if self._adapter else "weight"
        return protocol.CompleteWeightsUpdateResponse(
            success=True,
            num_buckets_received=self._buckets,
            weight_version=self._version,
            message=f"vLLM loaded {what} version {self._version}",
        )

    async def abort(self, request: protocol.AbortWeightsUpdateRequest, timeout_s: float) -> None:
        """vLLM takes ``update_weights`` only inside a session: open one if none is."""

        async def abort() -> None:
            if not self._session_open:
                await self._begin(timeout_s)
            await self._update("abort", request, timeout_s)
            await self._finish(None, timeout_s)

        await self._call(routes.ABORT_ROUTE, abort())

    async def destroy(
        self, request: protocol.DestroyWeightsUpdateGroupRequest, timeout_s: float
    ) -> None:
        async def destroy() -> None:
            if self._session_open:
                await self._finish(None, timeout_s)
            await self.control.shutdown(timeout_s)

        await self._call(routes.DESTROY_ROUTE, destroy())

    async def state(self, timeout_s: float) -> sync_state.SyncStateResponse:
        said = await self._call(routes.STATE_ROUTE, self.control.sync_state(timeout_s))
        if said is None:
            raise EndpointCallError(self.name, routes.STATE_ROUTE, "no /sync_state on this server")
        return parse_answer(self.name, routes.STATE_ROUTE, 200, said, sync_state.SyncStateResponse)

    async def checksum(self, timeout_s: float) -> dict[str, str] | None:
        return None  # vLLM's model holds fused, sharded parameters: nothing by checkpoint name

    async def _update(self, phase: Phase, message: protocol.WireModel, timeout_s: float) -> None:
        """A failed update ended the session on every worker (the twophase workers fail
        together, see ``twophase.engines.vllm.worker._agreed``)."""
        try:
            await self.control.update(update_info(phase, endpoint_http.wire(message)), timeout_s)
        except VllmCallFailed:
            self._session_open = False
            raise

    async def _finish(self, weight_version: str | None, timeout_s: float) -> None:
        self._session_open = False  # closed even if the call fails: nothing is left to close
        await self.control.finish(weight_version, timeout_s)

    async def _begin(self, timeout_s: float) -> None:
        """Open vLLM's update session (one a dead trainer left open was closed by the
        workers when this trainer's init arrived)."""
        if self._session_open:
            await self._finish(None, timeout_s)
        await self.control.start(timeout_s)
        self._session_open = True


def vllm_endpoint(
    url_or_control: str | VllmControl, world_size: int, *, flush_cache: bool = True
) -> RemoteEndpoint:
    """A vLLM server running the twophase backend (``world_size``: its workers), by its URL or
    its control plane, as an endpoint for ``SyncCoordinator.add``: named after its control
    plane, driven through vLLM's RL routes in the same rounds as the other endpoints.
    ``flush_cache``: reset vLLM's prefix cache after each sync (its entries hold the old
    weights' KV)."""
    from twophase.sender.endpoints import RemoteEndpoint

    control = HttpVllmControl(url_or_control) if isinstance(url_or_control, str) else url_or_control
    host, _, port = urlsplit(getattr(control, "url", "http://vllm:0")).netloc.rpartition(":")
    client = VllmClient(control, flush_cache)
    return RemoteEndpoint(host or "vllm", int(port or 0), world_size, engine="vllm", client=client)


def _connect(peer: HttpPeer) -> VllmClient:
    return VllmClient(HttpVllmControl(peer.url, api_key=peer.api_key))


ENGINE = Engine("vllm", connect=_connect)
