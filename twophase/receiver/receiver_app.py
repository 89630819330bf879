"""The receiver's HTTP routes, on any aiohttp app: the seed's four, plus our state, abort,
capabilities, model info, checksums, health, metrics and (optionally) generate.

    app = web.Application()
    add_receiver_routes(app, endpoint)

Bad input is a 4xx with ``{"success": false, "message": ..., "state": ...}`` and changes
nothing; a step that failed at run time is a 502 (504 when a deadline passed) after the
endpoint rolled back. Every POST takes JSON only (415); a body is at most 1 MiB, except a
prepare's, which carries the manifest (``manifest_limit_bytes``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, Field

from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    CompleteWeightsUpdateRequest,
    DestroyWeightsUpdateGroupRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    ResolveSyncRequest,
    SyncOutcomeRequest,
)
from twophase.core.routes import (
    ABORT_ROUTE,
    CAPABILITIES_ROUTE,
    COMPLETE_ROUTE,
    DESTROY_ROUTE,
    GENERATE_ROUTE,
    HEALTH_ROUTE,
    INIT_ROUTE,
    MODEL_INFO_ROUTE,
    OUTCOME_ROUTE,
    PREPARE_ROUTE,
    RESOLVE_ROUTE,
    STATE_ROUTE,
    WEIGHTS_CHECKSUM_ROUTE,
)
from twophase.core.timing import HEALTH_DEADLINE_S, STEP_TIMEOUT_S
from twophase.engines import registry
from twophase.errors import LockTimeout, RankStepError
from twophase.http_common import (
    ERROR_FIELDS,
    ERROR_STATE,
    PAUSED,
    REQUEST_LIMIT_BYTES,
    Pause,
    app_middlewares,
    error,
    parse,
    reply,
    use_error_middleware,
)
from twophase.metrics import ReceiverMetrics, add_metrics_route
from twophase.receiver.aborts import AbortRecorded
from twophase.receiver.appliers import model_info
from twophase.receiver.checksum_body import checksum_body
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankdata import Generation

M = TypeVar("M", bound=BaseModel)
ENDPOINT_KEY: web.AppKey[ReceiverEndpoint] = web.AppKey("twophase_endpoint", ReceiverEndpoint)
# An engine's name for the current version (SGLang's trainers label versions with strings):
# /model_info's weight_version is that label where set, else the version, as SGLang gives it.
VERSION_LABEL_KEY: web.AppKey[Callable[[], str | None]] = web.AppKey("twophase_version_label")
# What an error answer of a route carries besides (the seed's answer shapes): a prepare's
# status, and a complete's count of buckets (a failed complete received nothing usable).
ROUTE_ERROR_FIELDS: dict[str, dict[str, Any]] = {
    PREPARE_ROUTE: {"status": "error"},
    COMPLETE_ROUTE: {"num_buckets_received": 0},
}
# A prepare's body carries the manifest (about 70 bytes a tensor): 64 MiB holds some 900 k
# tensors, where the 1 MiB of every other route held some 14 k.
MANIFEST_LIMIT_BYTES = 64 << 20


def manifest_limit_bytes(memory_budget_mb: float | None) -> int:
    """How big a prepare's body may be: ``MANIFEST_LIMIT_BYTES``, or the endpoint's memory
    budget where that is smaller (a request may not hold more than the receive would), and
    never below the limit of every other route."""
    if memory_budget_mb is None:
        return MANIFEST_LIMIT_BYTES
    budget = int(memory_budget_mb * (1 << 20))
    return max(REQUEST_LIMIT_BYTES, min(MANIFEST_LIMIT_BYTES, budget))


async def parse_manifest(request: web.Request, endpoint: ReceiverEndpoint, model: type[M]) -> M:
    """A body that carries a manifest (a prepare, a native update call) as ``model``, up to
    ``manifest_limit_bytes`` of the endpoint's budget."""
    limit = manifest_limit_bytes(endpoint.memory_budget_mb)
    return await parse(request, model, state=endpoint.state.value, max_bytes=limit)


Token = Annotated[int, Field(ge=0, description="a token id; the model bounds it above")]


class GenerateRequest(BaseModel):
    prompt: list[Token] = Field(min_length=1, max_length=4096)
    max_new_tokens: int = Field(default=16, ge=1, le=1024)
    adapter: str | None = Field(default=None, min_length=1, max_length=256)  # None: the base


def add_receiver_routes(
    app: web.Application, endpoint: ReceiverEndpoint, *, generate: bool = False
) -> None:
    app[ENDPOINT_KEY] = endpoint
    app[PAUSED] = Pause()

    def state() -> str | None:
        return endpoint.state.value

    app[ERROR_STATE] = state
    app[ERROR_FIELDS] = ROUTE_ERROR_FIELDS
    use_error_middleware(app)  # a refusal is its 4xx, a failed step 502/504, on any app
    app.router.add_routes(_ROUTES)
    add_metrics_route(app, ReceiverMetrics(endpoint))
    for add_routes in registry.server_routes():  # engines' own (SGLang's, for its trainers)
        add_routes(app, endpoint)
    if generate:
        app.router.add_post(GENERATE_ROUTE, _generate)


def build_receiver_app(
    endpoint: ReceiverEndpoint, *, api_key: str | None = None, generate: bool = False
) -> web.Application:
    app = web.Application(middlewares=app_middlewares(api_key))
    add_receiver_routes(app, endpoint, generate=generate)

    async def start(_: web.Application) -> None:
        await endpoint.start()

    app.on_startup.append(start)
    return app


# The protocol's routes, each on its handler (``/generate`` only where a server asks for it).
_ROUTES = web.RouteTableDef()


def _endpoint(request: web.Request) -> ReceiverEndpoint:
    return request.app[ENDPOINT_KEY]


async def _request(request: web.Request, model: type[M]) -> tuple[ReceiverEndpoint, M]:
    """The endpoint, and the request's body as ``model`` (a 4xx naming the problem)."""
    endpoint = _endpoint(request)
    return endpoint, await parse(request, model, state=endpoint.state.value)


def _step(
    model: type[M], call: Callable[[ReceiverEndpoint, M], Awaitable[BaseModel]]
) -> Callable[[web.Request], Awaitable[web.Response]]:
    """A route that parses its body as ``model`` and replies with the endpoint's answer."""

    async def handle(request: web.Request) -> web.Response:
        endpoint, body = await _request(request, model)
        return reply(await call(endpoint, body))

    return handle


_ROUTES.post(INIT_ROUTE)(_step(InitWeightsUpdateGroupRequest, ReceiverEndpoint.init_group))
_ROUTES.post(COMPLETE_ROUTE)(_step(CompleteWeightsUpdateRequest, ReceiverEndpoint.complete))
_ROUTES.post(DESTROY_ROUTE)(
    _step(DestroyWeightsUpdateGroupRequest, lambda ep, body: ep.destroy(body.group_name))
)
# A peer endpoint of the same sync asks how it ended here (guarded by its token).
_ROUTES.post(OUTCOME_ROUTE)(_step(SyncOutcomeRequest, ReceiverEndpoint.peer_outcome))


@_ROUTES.post(PREPARE_ROUTE)
async def _prepare(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse_manifest(request, endpoint, PrepareWeightsUpdateRequest)
    result = await endpoint.prepare(body)
    return reply(result, 200 if result.success else 502)


@_ROUTES.post(ABORT_ROUTE)
async def _abort(request: web.Request) -> web.Response:
    endpoint, body = await _request(request, AbortWeightsUpdateRequest)
    # Past the commit point: a 409 saying ``committed`` and the version (error_middleware).
    # Voted yes with the answer unknown, and no verdict: recorded, not taken (202).
    answer = await endpoint.abort(body.reason, body.sync_id, body.verdict_token)
    return reply(answer, 202 if isinstance(answer, AbortRecorded) else 200)


@_ROUTES.post(RESOLVE_ROUTE)
async def _resolve_sync(request: web.Request) -> web.Response:
    """End an UNCERTAIN sync by the trainer's verdict or an operator's (``endpoint.resolve``)."""
    endpoint, body = await _request(request, ResolveSyncRequest)
    return reply(endpoint.resolve(body))


@_ROUTES.get(STATE_ROUTE)
async def _sync_state(request: web.Request) -> web.Response:
    state = await _endpoint(request).sync_state()
    paused = request.app[PAUSED].status()
    return reply(state.model_copy(update={"generation_paused": paused}) if paused else state)


@_ROUTES.get(CAPABILITIES_ROUTE)
async def _capabilities(request: web.Request) -> web.Response:
    """What the endpoint speaks; 503 naming the ranks while any is down, so that a sender
    learns before it forms a group that this endpoint cannot take a sync."""
    endpoint = _endpoint(request)
    down = endpoint.rank_set.problems()
    if down:
        return error(503, f"cannot take a sync: {'; '.join(down)}", endpoint.state.value)
    return reply(endpoint.capabilities())


@_ROUTES.get(MODEL_INFO_ROUTE)
async def _model_info(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    specs = await endpoint.rank_set.tensor_specs()
    label = request.app[VERSION_LABEL_KEY]() if VERSION_LABEL_KEY in request.app else None
    return web.json_response(
        {
            "weight_version": label if label is not None else str(endpoint.version),
            "version": endpoint.version,  # twophase's number, whatever the label
            "params": model_info(specs),
        }
    )


@_ROUTES.get(WEIGHTS_CHECKSUM_ROUTE)
async def _weights_checksum(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    try:
        sums = await endpoint.rank_set.weights_checksums(STEP_TIMEOUT_S)
    except (LockTimeout, RankStepError) as exc:
        return error(503, str(exc), endpoint.state.value)
    return web.json_response(checksum_body(sums))


@_ROUTES.get(HEALTH_ROUTE)
async def _health(request: web.Request) -> web.Response:
    """200 while every rank answers within ``HEALTH_DEADLINE_S``; else 503 naming those that
    do not. ``degraded``: UNCERTAIN in a sync past its ``uncertain_alert`` deadline (it serves
    the old weights, whole, but refuses every sync until resolved): which, since when, and
    whom it waits for."""
    endpoint = _endpoint(request)
    down = await endpoint.rank_set.health(HEALTH_DEADLINE_S)
    body: dict[str, Any] = {
        "healthy": not down,
        "state": endpoint.state.value,
        "weight_version": endpoint.version,
        "incarnation": endpoint.incarnation.model_dump(),
    }
    if down:
        body["problems"] = down
    uncertain = endpoint.uncertain()
    if uncertain is not None and uncertain.alerting:
        body["degraded"] = uncertain.describe()
        body["uncertain"] = uncertain.model_dump()
    return web.json_response(body, status=503 if down else 200)


async def _generate(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, GenerateRequest)
    paused = request.app[PAUSED].reason
    if paused is not None:
        return error(503, paused, endpoint.state.value)
    # The model's own bounds (a token past its vocabulary) are a 4xx, weights that cannot
    # serve now a 503 (error_middleware).
    asked = Generation(body.prompt, body.max_new_tokens, body.adapter)
    result = await endpoint.rank_set.generate(asked, STEP_TIMEOUT_S)
    return web.json_response(result.to_json())
