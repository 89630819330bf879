"""A vLLM server running the twophase backend, as one endpoint of a sync.

``VllmEndpoint`` is an ``Endpoint`` whose engine routes (``VllmRoutes``, as SGLang's are
``SglangRoutes``) translate the protocol's calls onto vLLM's RL routes (the mapping is in
``twophase.engines.vllm.wire``), so a ``SyncCoordinator`` drives it in the same round as
``twophase serve`` endpoints, with the same guards: its prepare answers only once every vLLM
worker posted its receive.

Its control plane is a ``VllmControl``: ``HttpVllmControl`` speaks the routes with aiohttp
(a server given by URL); ``ClientControl`` (``twophase.vllm``) wraps any of vLLM's own
``VLLMWeightSyncClient``s, for vLLM's trainer API.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import urlsplit

import aiohttp

from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
    SyncCapabilities,
    WireModel,
)
from twophase.engines.vllm.wire import Phase, marked_status, update_info
from twophase.errors import EndpointCallError
from twophase.sender.endpoints import Endpoint, wire
from twophase.sender.outcomes import peer_text
from twophase.sender.routes import (
    ABORT_ROUTE,
    CAPABILITIES_ROUTE,
    COMPLETE_ROUTE,
    DESTROY_ROUTE,
    INIT_ROUTE,
    PREPARE_ROUTE,
)


class VllmCallFailed(Exception):
    """One call to vLLM failed: the status twophase's worker meant (or vLLM's own), and why."""

    def __init__(self, status: int, message: str, *, timed_out: bool = False) -> None:
        super().__init__(message)
        self.status, self.message, self.timed_out = status, message, timed_out

    @classmethod
    def of(cls, status: int, text: str) -> VllmCallFailed:
        marked = marked_status(text)
        return cls(*marked) if marked is not None else cls(status, text)


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


@dataclass
class HttpVllmControl:
    """vLLM's RL routes over HTTP (``VLLM_SERVER_DEV_MODE=1``), with aiohttp. ``state_url``:
    where the backend's ``/sync_capabilities`` is (default: vLLM's own port, where the
    endpoint plugin serves it)."""

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
                    raise VllmCallFailed.of(response.status, _error_text(text))
                return await response.json(content_type=None) if text else {}
        except TimeoutError:
            raise VllmCallFailed(504, f"no answer within {timeout_s:g} s", timed_out=True) from None
        except aiohttp.ClientError as exc:
            raise VllmCallFailed(503, f"unreachable: {exc}") from None

    async def _post(self, route: str, body: dict[str, Any] | None, timeout_s: float) -> None:
        await self._request("POST", self.url.rstrip("/") + route, body, timeout_s)

    async def init(self, init_info: dict[str, Any], timeout_s: float) -> None:
        await self._post("/init_weight_transfer_engine", {"init_info": init_info}, timeout_s)

    async def start(self, timeout_s: float) -> None:
        await self._post("/start_weight_update", None, timeout_s)

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        await self._post("/update_weights", {"update_info": info}, timeout_s)

    async def finish(self, weight_version: str | None, timeout_s: float) -> None:
        body = {"weight_version": weight_version} if weight_version is not None else None
        await self._post("/finish_weight_update", body, timeout_s)

    async def shutdown(self, timeout_s: float) -> None:
        await self._post("/shutdown_weight_transfer_engine", None, timeout_s)

    async def flush_cache(self, timeout_s: float) -> None:
        await self._post("/reset_prefix_cache", None, timeout_s)

    async def capabilities(self, timeout_s: float) -> dict[str, Any] | None:
        base = (self.state_url or self.url).rstrip("/")
        try:
            data = await self._request("GET", base + CAPABILITIES_ROUTE, None, timeout_s)
            if isinstance(data, dict) and data.get("protocol") == "twophase":
                return data
        except VllmCallFailed:
            pass
        try:  # no endpoint plugin: vLLM's own record of the version the last sync published
            info = await self._request(
                "GET", self.url.rstrip("/") + "/weight_info", None, timeout_s
            )
            version = int(info["weight_version"])
        except (VllmCallFailed, KeyError, TypeError, ValueError):
            return None
        return SyncCapabilities(weight_version=version).model_dump(mode="json")


def _error_text(text: str) -> str:
    """vLLM's error body is ``{"error": {"message": ...}}``; FastAPI's ``{"detail": ...}``."""
    import json

    try:
        data = json.loads(text)
    except ValueError:
        return text
    if isinstance(data, dict):
        error = data.get("error")
        if isinstance(error, dict) and "message" in error:
            return str(error["message"])
        if "detail" in data:
            return str(data["detail"])
    return text


class VllmEndpoint(Endpoint):
    """An endpoint named after its vLLM control plane, its calls going through ``VllmRoutes``."""

    def __init__(self, control: VllmControl, world_size: int, *, flush_cache: bool = True) -> None:
        host, _, port = urlsplit(getattr(control, "url", "http://vllm:0")).netloc.rpartition(":")
        super().__init__(host or "vllm", int(port or 0), world_size)
        self.engine = self.routes = VllmRoutes(control, flush_cache)

    @property
    def name(self) -> str:
        return self.routes.control.name


class VllmRoutes:
    """The ``EngineRoutes`` of a vLLM server running the twophase backend. ``flush_cache``:
    reset vLLM's prefix cache after each sync (its entries hold the old weights' KV)."""

    def __init__(self, control: VllmControl, flush_cache: bool = True) -> None:
        self.control = control
        self.flush_prefix_cache = flush_cache
        self._version: int | None = None  # the version of the sync being prepared
        self._buckets = 0
        # Whether vLLM's update session is open on its workers. Kept exact, because a call
        # that vLLM itself refuses (a start while open, an update while closed) fails on
        # every worker, and vLLM then reads its workers' answers one call late from there on.
        self._session_open = False

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
    ) -> tuple[int, Any]:
        endpoint.requests += 1
        try:
            status, data = await self._translate(route, message, timeout_s)
        except VllmCallFailed as exc:
            status, data = exc.status, {"success": False, "message": exc.message}
            if exc.status == 409 and "committed" in exc.message:
                version = re.search(r"weight_version (\d+)", exc.message)
                data |= {"committed": True, "weight_version": int(version[1]) if version else None}
            elif status not in ok_statuses:
                raise EndpointCallError(
                    endpoint.name, route, f"HTTP {status}: {peer_text(exc.message)}", status,
                    timed_out=exc.timed_out,
                ) from None  # fmt: skip
        if status not in ok_statuses:
            raise endpoint.refusal(route, status, data)
        return status, data

    async def _translate(
        self, route: str, message: WireModel | None, timeout_s: float
    ) -> tuple[int, dict[str, Any]]:
        control = self.control
        if route == CAPABILITIES_ROUTE:
            said = await control.capabilities(timeout_s)
            if said is not None:
                return 200, said
            return 200, SyncCapabilities(weight_version=self._version).model_dump(mode="json")
        if route == INIT_ROUTE:
            assert message is not None
            await control.init(wire(message), timeout_s)
            return 200, {"success": True, "message": "every vLLM worker joined"}
        if route == PREPARE_ROUTE:
            assert isinstance(message, PrepareWeightsUpdateRequest)
            await self._begin(timeout_s)
            await self._update("prepare", message, timeout_s)
            self._version, self._buckets = message.weight_version, message.num_buckets
            return 200, {"status": "ready", "success": True, "message": "every worker posted"}
        if route == COMPLETE_ROUTE:
            assert isinstance(message, CompleteWeightsUpdateRequest)
            await self._update("complete", message, timeout_s)
            await self._finish(None if self._version is None else str(self._version), timeout_s)
            if self.flush_prefix_cache:
                await control.flush_cache(timeout_s)
            return 200, {
                "success": True,
                "num_buckets_received": self._buckets,
                "weight_version": self._version,
                "message": f"vLLM loaded weight version {self._version}",
            }
        if route == ABORT_ROUTE:
            assert isinstance(message, AbortWeightsUpdateRequest)
            await self._abort(message, timeout_s)
            return 200, {"success": True, "message": "aborted"}
        if route == DESTROY_ROUTE:
            if self._session_open:
                await self._finish(None, timeout_s)
            await control.shutdown(timeout_s)
            return 200, {"success": True, "message": "weight transfer shut down"}
        raise VllmCallFailed(404, f"{route} has no counterpart in vLLM's RL routes")

    async def _update(self, phase: Phase, message: WireModel, timeout_s: float) -> None:
        """A failed update ended the session on every worker (the twophase workers fail
        together, see ``twophase.engines.vllm.worker._agreed``)."""
        try:
            await self.control.update(update_info(phase, wire(message)), timeout_s)
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

    async def _abort(self, message: AbortWeightsUpdateRequest, timeout_s: float) -> None:
        """vLLM takes ``update_weights`` only inside a session: open one if none is."""
        if not self._session_open:
            await self._begin(timeout_s)
        await self._update("abort", message, timeout_s)
        await self._finish(None, timeout_s)
