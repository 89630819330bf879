"""The receiver's HTTP routes, on any aiohttp app: the seed's four, plus our state, abort,
capabilities, model info, checksums, health, metrics and (optionally) generate.

    app = web.Application()
    add_receiver_routes(app, endpoint)

Bad input is a 4xx with ``{"success": false, "message": ..., "state": ...}`` and changes
nothing; a step that failed at run time is a 502 (504 when a deadline passed) after the
endpoint rolled back.
"""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel, Field

from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    CompleteWeightsUpdateRequest,
    DestroyWeightsUpdateGroupRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
)
from twophase.core.table import State
from twophase.errors import LockTimeout, NotServing, RankStepError, RequestRejected, SyncFailed
from twophase.http_common import auth_middleware, error, parse, prometheus, reply
from twophase.receiver.endpoint import ReceiverEndpoint

ENDPOINT_KEY: web.AppKey[ReceiverEndpoint] = web.AppKey("twophase_endpoint", ReceiverEndpoint)
STEP_TIMEOUT_S = 30.0


class GenerateRequest(BaseModel):
    prompt: list[int] = Field(min_length=1, max_length=4096)
    max_new_tokens: int = Field(default=16, ge=1, le=1024)


def add_receiver_routes(
    app: web.Application, endpoint: ReceiverEndpoint, *, generate: bool = False
) -> None:
    app[ENDPOINT_KEY] = endpoint
    app.router.add_post("/init_weights_update_group", _init)
    app.router.add_post("/prepare_weights_update", _prepare)
    app.router.add_post("/complete_weights_update", _complete)
    app.router.add_post("/destroy_weights_update_group", _destroy)
    app.router.add_post("/abort_weights_update", _abort)
    app.router.add_get("/sync_state", _sync_state)
    app.router.add_get("/sync_capabilities", _capabilities)
    app.router.add_get("/model_info", _model_info)
    app.router.add_get("/weights_checksum", _weights_checksum)
    app.router.add_get("/health", _health)
    app.router.add_get("/metrics", _metrics)
    if generate:
        app.router.add_post("/generate", _generate)


def build_receiver_app(
    endpoint: ReceiverEndpoint, *, api_key: str | None = None, generate: bool = False
) -> web.Application:
    app = web.Application(middlewares=[auth_middleware(api_key)])
    add_receiver_routes(app, endpoint, generate=generate)

    async def start(_: web.Application) -> None:
        await endpoint.start()

    app.on_startup.append(start)
    return app


def _endpoint(request: web.Request) -> ReceiverEndpoint:
    return request.app[ENDPOINT_KEY]


def _failed(endpoint: ReceiverEndpoint, exc: SyncFailed, extra: dict[str, object]) -> web.Response:
    body = {"success": False, "message": str(exc), "state": endpoint.state.value, **extra}
    return web.json_response(body, status=504 if exc.timed_out else 502)


async def _init(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, InitWeightsUpdateGroupRequest, state=endpoint.state.value)
    try:
        return reply(await endpoint.init_group(body))
    except RequestRejected as exc:
        return error(exc.status, str(exc), endpoint.state.value)
    except SyncFailed as exc:
        return _failed(endpoint, exc, {})


async def _prepare(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, PrepareWeightsUpdateRequest, state=endpoint.state.value)
    try:
        result = await endpoint.prepare(body)
    except RequestRejected as exc:
        return web.json_response(
            {
                "status": "error",
                "success": False,
                "message": str(exc),
                "state": endpoint.state.value,
            },
            status=exc.status,
        )
    return reply(result, 200 if result.success else 502)


async def _complete(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, CompleteWeightsUpdateRequest, state=endpoint.state.value)
    try:
        return reply(await endpoint.complete(body))
    except RequestRejected as exc:
        return error(exc.status, str(exc), endpoint.state.value)
    except SyncFailed as exc:
        return _failed(endpoint, exc, {"num_buckets_received": 0})


async def _destroy(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, DestroyWeightsUpdateGroupRequest, state=endpoint.state.value)
    try:
        return reply(await endpoint.destroy(body.group_name))
    except RequestRejected as exc:
        return error(exc.status, str(exc), endpoint.state.value)


async def _abort(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, AbortWeightsUpdateRequest, state=endpoint.state.value)
    try:
        return reply(await endpoint.abort(body.reason, body.sync_id))
    except RequestRejected as exc:
        return error(exc.status, str(exc), endpoint.state.value)


async def _sync_state(request: web.Request) -> web.Response:
    return reply(await _endpoint(request).sync_state())


async def _capabilities(request: web.Request) -> web.Response:
    return reply(_endpoint(request).capabilities())


async def _model_info(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    params = await endpoint.ranks[0].call("model_info", timeout_s=STEP_TIMEOUT_S)
    return web.json_response({"weight_version": endpoint.version, "params": params})


async def _weights_checksum(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    try:
        result = await endpoint.ranks[0].call(
            "weights_checksum", STEP_TIMEOUT_S, timeout_s=STEP_TIMEOUT_S
        )
    except (LockTimeout, RankStepError) as exc:
        return error(503, str(exc), endpoint.state.value)
    return web.json_response(result)


async def _health(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    down = [reason for rank in endpoint.ranks if (reason := rank.alive()) is not None]
    body = {"healthy": not down, "state": endpoint.state.value, "weight_version": endpoint.version}
    return web.json_response(
        body | ({"problems": down} if down else {}), status=503 if down else 200
    )


async def _metrics(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    stats = endpoint.stats
    rows: list[tuple[str, str, str, dict[str, str], float]] = [
        ("twophase_syncs_total", "counter", "Syncs by outcome.", {"outcome": k}, v)
        for k, v in stats.syncs.items()
    ]
    rows += [
        (
            "twophase_last_sync_phase_seconds",
            "gauge",
            "Seconds per phase of the last good sync.",
            {"phase": k},
            v,
        )
        for k, v in stats.phase_seconds.items()
    ]
    rows += [
        (
            "twophase_received_bytes_total",
            "counter",
            "Weight bytes received in good syncs.",
            {},
            stats.bytes_received,
        ),
        (
            "twophase_peak_extra_bytes",
            "gauge",
            "Peak staging bytes of the last good sync.",
            {},
            stats.peak_extra_bytes,
        ),
        ("twophase_weight_version", "gauge", "The published weight version.", {}, endpoint.version),
    ]
    rows += [
        (
            "twophase_state",
            "gauge",
            "1 for the current sync state.",
            {"state": s.value},
            float(endpoint.state is s),
        )
        for s in State
    ]
    return web.Response(text=prometheus(rows), content_type="text/plain", charset="utf-8")


async def _generate(request: web.Request) -> web.Response:
    endpoint = _endpoint(request)
    body = await parse(request, GenerateRequest)
    try:
        result = await endpoint.ranks[0].call(
            "generate", body.prompt, body.max_new_tokens, STEP_TIMEOUT_S, timeout_s=STEP_TIMEOUT_S
        )
    except (NotServing, LockTimeout) as exc:
        return error(503, str(exc), endpoint.state.value)
    return web.json_response(result)
