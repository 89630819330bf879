"""The trainer's control app (aiohttp, embeddable): register endpoints, run a sync, see state.

    app = build_trainer_app(coordinator, weights=lambda: model)

A sync request while one runs gets 409; bad input gets 400; a failed sync gets 502 with the
endpoint, the phase and the cause, after every endpoint was rolled back. With an API key,
every route but ``/health`` needs it, and the coordinator sends it to every endpoint that
was registered without a key of its own (one key across trainer and servers just works).
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

import torch
from aiohttp import web

from twophase.core import routes
from twophase.core.layouts import check_layout, layout_from_json
from twophase.core.trainer_protocol import (
    AddInferenceEndpointRequest,
    EndpointResult,
    RemoveInferenceEndpointRequest,
    ShardChecksumsRequest,
    SyncInferenceWeightsRequest,
    SyncInferenceWeightsResponse,
)
from twophase.engines.registry import engine_names
from twophase.errors import GroupJoinError, ManifestError, SyncError
from twophase.http_common import (
    ERROR_STATE,
    app_middlewares,
    error,
    parse,
    reply,
)
from twophase.metrics import SenderMetrics, add_metrics_route
from twophase.receiver.appliers import model_info, weights_checksum
from twophase.receiver.checksum_body import checksum_body, expected_checksums
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.result import SyncResult
from twophase.sender.weights import WeightSource

Weights = Callable[[], torch.nn.Module | WeightSource]
# How a sync runs: ``coordinator.sync(weights(), **options)`` unless the app was given another
# (a trainer of several ranks syncs collectively: ``tools/sharded_trainer.py``).
SyncRunner = Callable[..., Awaitable[SyncResult]]
# The full tensors, for ``/weights_checksum`` (a sharded trainer gathers them to answer it).
FullTensors = Callable[[], Awaitable[dict[str, torch.Tensor]]]
COORDINATOR: web.AppKey[SyncCoordinator] = web.AppKey("twophase_coordinator", SyncCoordinator)
WEIGHTS: web.AppKey[Weights] = web.AppKey("twophase_weights")
TRAIN_LOCK: web.AppKey[asyncio.Lock] = web.AppKey("twophase_train_lock", asyncio.Lock)
OUTCOMES: web.AppKey[dict[str, int]] = web.AppKey("twophase_outcomes", dict)
SYNC: web.AppKey[SyncRunner] = web.AppKey("twophase_sync")
FULL_TENSORS: web.AppKey[FullTensors] = web.AppKey("twophase_full_tensors")


def build_trainer_app(
    coordinator: SyncCoordinator,
    *,
    weights: Weights,
    api_key: str | None = None,
    sync: SyncRunner | None = None,
    full_tensors: FullTensors | None = None,
) -> web.Application:
    app = web.Application(middlewares=app_middlewares(api_key))
    app[ERROR_STATE] = lambda: coordinator.machine.state.value
    if coordinator.api_key is None:  # the servers' key, unless the coordinator has its own
        coordinator.api_key = api_key
    app[COORDINATOR] = coordinator
    app[WEIGHTS] = weights
    app[TRAIN_LOCK] = asyncio.Lock()  # a train step and a sync never overlap
    app[OUTCOMES] = {"success": 0, "failure": 0}

    async def sync_weights(*, gather: bool = False, **options: Any) -> SyncResult:
        return await coordinator.sync(weights(), **options)  # one rank: it holds them all

    async def tensors() -> dict[str, torch.Tensor]:
        return dict(WeightSource.of(weights()).produce())

    app[SYNC] = sync or sync_weights
    app[FULL_TENSORS] = full_tensors or tensors
    app.router.add_post(routes.ADD_ENDPOINT_ROUTE, _add)
    app.router.add_post(routes.REMOVE_ENDPOINT_ROUTE, _remove)
    app.router.add_post(routes.SYNC_ROUTE, _sync)
    app.router.add_get(routes.STATE_ROUTE, _state)
    app.router.add_get(routes.MODEL_INFO_ROUTE, _model_info)
    app.router.add_get(routes.WEIGHTS_CHECKSUM_ROUTE, _checksum)
    app.router.add_post(routes.WEIGHTS_CHECKSUM_ROUTE, _shard_checksums)
    add_metrics_route(app, SenderMetrics(coordinator, app[OUTCOMES]))
    app.router.add_get(routes.HEALTH_ROUTE, _health)
    return app


async def _health(request: web.Request) -> web.Response:
    return web.json_response(
        {"healthy": True, "state": request.app[COORDINATOR].machine.state.value}
    )


async def _add(request: web.Request) -> web.Response:
    body = await parse(request, AddInferenceEndpointRequest)
    coordinator = request.app[COORDINATOR]
    if body.engine not in engine_names():
        known = ", ".join(engine_names())
        problem = f"engine: no engine {body.engine!r} (registered: {known})"
        return error(400, f"invalid AddInferenceEndpointRequest: {problem}")
    try:
        coordinator.add_endpoint(
            body.host, body.port, body.world_size, body.api_key, engine=body.engine
        )
    except ValueError as exc:
        return error(409, str(exc))
    return web.json_response({"success": True, "message": f"added {body.host}:{body.port}"})


async def _remove(request: web.Request) -> web.Response:
    body = await parse(request, RemoveInferenceEndpointRequest)
    try:
        request.app[COORDINATOR].remove_endpoint(body.host, body.port)
    except KeyError as exc:
        return error(404, str(exc.args[0]))
    except RuntimeError as exc:
        return error(409, str(exc))
    return web.json_response({"success": True, "message": f"removed {body.host}:{body.port}"})


async def _sync(request: web.Request) -> web.Response:
    coordinator = request.app[COORDINATOR]
    body = await parse(request, SyncInferenceWeightsRequest)
    lock = request.app[TRAIN_LOCK]
    if coordinator.busy or lock.locked():
        return error(409, "a sync (or a train step) is running", coordinator.machine.state.value)
    if not coordinator.endpoints:
        return error(400, "no inference endpoints: POST /add_inference_endpoint first")
    coordinator.master_address, coordinator.master_port = body.master_address, body.master_port
    try:  # none given: the local address that routes to the endpoints
        coordinator.resolved_master_address()
    except (ValueError, GroupJoinError) as exc:
        return error(400, f"master_address: {exc}")
    coordinator.group_name = body.group_name
    async with lock:
        try:
            result = await request.app[SYNC](
                buffer_size_mb=body.buffer_size_mb,
                transfer_format=body.transfer_format,
                checksum=body.checksum,
                flush_cache=body.flush_cache,
                timeouts=body.timeouts,  # this sync's only
                **({"delta": body.delta} if body.delta is not False else {}),
                **({"gather": True} if body.gather else {}),
                **({"shared_memory": False} if not body.shared_memory else {}),
                **({"adapter": body.adapter} if body.adapter is not None else {}),
            )
        except SyncError as exc:
            request.app[OUTCOMES]["failure"] += 1
            results = [
                EndpointResult(
                    host=e.host, port=e.port, success=e.name != exc.endpoint,
                    phase=exc.phase if e.name == exc.endpoint else None,
                    message=exc.cause if e.name == exc.endpoint else "",
                )
                for e in coordinator.endpoints
            ]  # fmt: skip
            failed = SyncInferenceWeightsResponse(
                success=False,
                message=str(exc),
                endpoints=results,
                committed=exc.committed_version is not None,
                weight_version=exc.committed_version,
            )
            return reply(failed, 502)
    request.app[OUTCOMES]["success"] += 1
    message = f"version {result.weight_version} synced to {len(coordinator.endpoints)} endpoints"
    if result.unconfirmed:
        message += f"; not yet confirmed by {', '.join(result.unconfirmed)}"
    endpoints = [
        EndpointResult(
            host=e.host,
            port=e.port,
            success=e.name not in result.unconfirmed,
            message=result.unconfirmed.get(e.name, ""),
        )
        for e in coordinator.endpoints
    ]
    return reply(
        SyncInferenceWeightsResponse(
            success=True,
            message=message,
            endpoints=endpoints,
            whole_after=result.whole_after,
            **_result_json(result),
        )
    )


def _result_json(result: SyncResult) -> dict[str, Any]:
    """A committed sync's result as the trainer's answers show it (the sync's reply, and
    ``/sync_state``'s last result); ``delta`` None: it could not send one, or was off."""
    return {
        "sync_id": result.sync_id,
        "weight_version": result.weight_version,
        "transfer_format": result.transfer_format,
        "num_buckets": result.num_buckets,
        "total_bytes": result.total_bytes,
        "phase_seconds": result.phase_seconds,
        "gbps": result.gbps,
        "checksum": result.checksum,
        "pause_ms": result.pause_ms,
        "generate_wait_ms": result.generate_wait_ms,
        "committed": True,
        "unconfirmed": result.unconfirmed,
        "bytes_moved": result.bytes_moved,
        "delta": dataclasses.asdict(result.delta) if result.delta is not None else None,
        "route": result.route,
        "why_not_shared": result.why_not_shared,
    }


async def _state(request: web.Request) -> web.Response:
    coordinator = request.app[COORDINATOR]
    snapshot = coordinator.machine.snapshot()
    result = coordinator.last_result
    endpoints = [
        {
            "host": e.host,
            "port": e.port,
            "world_size": e.world_size,
            "rank_offset": e.rank_offset,
            "speaks_twophase": e.speaks_twophase,
            "requests_last_sync": e.client.requests,
        }
        for e in coordinator.endpoints
    ]
    last = None
    if result is not None:
        last = _result_json(result) | {
            "requests_per_endpoint": result.requests_per_endpoint,
            "warnings": result.warnings,
        }
    body = snapshot | {"weight_version": coordinator.version, "endpoints": endpoints}
    # How far the running sync got (the last one's once it ended; null before the first).
    progress = coordinator.progress.current
    body["progress"] = progress.to_json() if progress is not None else None
    # Past the commit point: who has not confirmed the apply yet, followed up in the background.
    follow_up = coordinator.follow_up
    body["follow_up"] = follow_up.to_json() if follow_up is not None else None
    # The last sync whose vote's answer was lost: how the trainer is resolving its endpoints.
    resolver = coordinator.resolver
    body["resolution"] = resolver.to_json() if resolver is not None else None
    # A sharded sync's trainer ranks: what each sends, and how far the sync got.
    body["sender_ranks"] = [rank.to_json() for rank in coordinator.sender_ranks]
    # What a delta sync would patch: the last committed sync's buckets, and their memory.
    base = coordinator.delta_base
    body["delta_base"] = (
        {"version": base.version, "bytes": base.nbytes} if base.version is not None else None
    )
    return web.json_response(body | {"last_result": last})


async def _model_info(request: web.Request) -> web.Response:
    source = WeightSource.of(request.app[WEIGHTS]())
    version = request.app[COORDINATOR].version
    return web.json_response({"weight_version": version, "params": model_info(source.specs)})


async def _checksum(request: web.Request) -> web.Response:
    async with request.app[TRAIN_LOCK]:
        tensors = await request.app[FULL_TENSORS]()
    version = request.app[COORDINATOR].version
    return web.json_response({"weight_version": version, **weights_checksum(tensors)})


async def _shard_checksums(request: web.Request) -> web.Response:
    """What a tensor-parallel endpoint holding these parts of the weights should report at
    ``GET /weights_checksum`` (the same body, so its ``digest`` compares); 400 naming a
    tensor or box the model does not have."""
    body = await parse(request, ShardChecksumsRequest)
    async with request.app[TRAIN_LOCK]:
        tensors = await request.app[FULL_TENSORS]()
    shapes = {name: tuple(t.shape) for name, t in tensors.items()}
    try:
        layouts = [layout_from_json(layout) for layout in body.layouts]
        for rank, layout in enumerate(layouts):
            check_layout(layout, shapes, f"layouts[{rank}]")
            if any(len(boxes) > 1 for boxes in layout.values()):
                raise ManifestError(f"layouts[{rank}]: a TP rank holds one box of each tensor")
    except ManifestError as exc:
        return error(400, str(exc))
    version = request.app[COORDINATOR].version
    return web.json_response(checksum_body(expected_checksums(version, tensors, layouts)))
