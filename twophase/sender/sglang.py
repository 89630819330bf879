"""A stock SGLang server as an endpoint: its native protocol, driven by twophase's sender.

SGLang has no prepare: its ``/update_weights_from_distributed`` posts the receive itself and
answers once the tensors are in and loaded, so the call must be open while the trainer
broadcasts. The sender treats such an endpoint as a seed-protocol one (one broadcast per
tensor, no probe, no vote, for everyone in that sync) and maps two steps:

- prepare: the update call for the whole manifest starts in the background; the endpoint
  counts as ready unless the call fails within ``EARLY_ANSWER_S`` (a refusal);
- complete: the call's answer, within the apply deadline; then ``/weights_checker``, where
  the server has it, compared with the trainer's own checksums, so that a silent partial
  load is caught and reported.

What such an endpoint does not have is said in the log and in ``SyncResult.warnings``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import aiohttp
import torch

from twophase.core.protocol import PrepareWeightsUpdateRequest, WireModel
from twophase.errors import EndpointCallError
from twophase.sender.routes import COMPLETE_ROUTE, DESTROY_ROUTE, PREPARE_ROUTE

if TYPE_CHECKING:
    from twophase.sender.endpoints import Endpoint

log = logging.getLogger("twophase.sender.sglang")
UPDATE_ROUTE = "/update_weights_from_distributed"
CHECKER_ROUTE = "/weights_checker"
VERSION_ROUTES = ("/get_weight_version", "/model_info")  # where SGLang tells its version
EARLY_ANSWER_S = 0.5  # a refusal comes at once; a call still open after this is receiving
LIMITATIONS = (
    "{name} speaks only SGLang's native protocol: no readiness before the bytes (its receive "
    "is posted by the update call itself), no probe, no commit vote, and no rollback on its "
    "side (a failure half way may leave it with part of the new weights); its load is "
    "checked after the sync with /weights_checker where it has one"
)


@dataclass
class NativeCall:
    """The update call of one sync, open while the trainer broadcasts."""

    task: asyncio.Task[tuple[int, Any]]
    names: list[str] = field(default_factory=list)
    weight_version: int | None = None


def update_body(request: PrepareWeightsUpdateRequest, version: int | None) -> dict[str, Any]:
    """SGLang's request for every tensor of a prepare, in the order they are broadcast."""
    names = [n for bucket in request.buckets for n in bucket.names]
    dtypes = [d for bucket in request.buckets for d in bucket.dtypes]
    shapes = [s for bucket in request.buckets for s in bucket.shapes]
    body: dict[str, Any] = {
        "names": names,
        "dtypes": dtypes,
        "shapes": shapes,
        "group_name": request.group_name,
        "flush_cache": True,
    }
    if version is not None:
        body["weight_version"] = str(version)
    return body


@dataclass
class SglangRoutes:
    """The ``EngineRoutes`` of a stock SGLang server: prepare and complete become its update
    call (open during the broadcast), destroy also drops that call; every other call goes to
    the route of the same name. ``version``: the version the current sync publishes there;
    ``reference``: the trainer's checksums its ``/weights_checker`` must show."""

    version: int | None = None
    reference: dict[str, str] | None = field(default=None, repr=False)
    open_call: NativeCall | None = field(default=None, repr=False)

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
        if route == PREPARE_ROUTE:
            assert isinstance(message, PrepareWeightsUpdateRequest)
            status, data = await self.start_update(
                endpoint, session, message, timeout_s=timeout_s, api_key=api_key
            )
        elif route == COMPLETE_ROUTE:
            status, data = await self.finish_update(
                endpoint, session, timeout_s=timeout_s, api_key=api_key
            )
        else:
            if route == DESTROY_ROUTE:
                await self.cancel()  # an open update call ends with the group
            return await endpoint.raw_call(
                session, method, route, as_wire(message),
                timeout_s=timeout_s, ok_statuses=ok_statuses, api_key=api_key,
            )  # fmt: skip
        if status not in ok_statuses:
            raise endpoint.refusal(route, status, data)
        return status, data

    async def start_update(
        self,
        endpoint: Endpoint,
        session: aiohttp.ClientSession,
        request: PrepareWeightsUpdateRequest,
        *,
        timeout_s: float,
        api_key: str | None,
    ) -> tuple[int, dict[str, Any]]:
        """Prepare: open the update call; answer as a prepare would."""
        await self.cancel()
        version = request.weight_version if request.weight_version is not None else self.version
        body = update_body(request, version)

        async def call() -> tuple[int, Any]:
            return await endpoint.raw_call(
                session, "POST", UPDATE_ROUTE, body, timeout_s=timeout_s, api_key=api_key
            )

        task = asyncio.create_task(call(), name=f"{endpoint.name} {UPDATE_ROUTE}")
        self.open_call = NativeCall(task, body["names"], version)
        done, _ = await asyncio.wait({task}, timeout=EARLY_ANSWER_S)
        if done:  # answered at once: a refusal (nothing was received), or a zero-tensor sync
            status, data = task.result()
            self.open_call = None
            if status != 200 or not _succeeded(data):
                return status if status != 200 else 400, _failure(data)
        return 200, {"status": "ready", "success": True, "message": f"{UPDATE_ROUTE} open"}

    async def finish_update(
        self,
        endpoint: Endpoint,
        session: aiohttp.ClientSession,
        *,
        timeout_s: float,
        api_key: str | None,
    ) -> tuple[int, dict[str, Any]]:
        """Complete: the update call's answer, then the checksums."""
        pending, self.open_call = self.open_call, None
        if pending is None:
            return 409, {"success": False, "message": f"no {UPDATE_ROUTE} call is open"}
        try:
            status, data = await asyncio.wait_for(pending.task, timeout_s)
        except TimeoutError:
            pending.task.cancel()
            message = f"{UPDATE_ROUTE}: no answer in {timeout_s:g} s"
            return 504, {"success": False, "message": message}
        if status != 200 or not _succeeded(data):
            return status if status != 200 else 502, _failure(data)
        mismatch = await check_weights(
            endpoint, session, self.reference, pending.names, api_key=api_key
        )
        if mismatch is not None:
            return 502, {"success": False, "message": mismatch}
        return 200, {
            "success": True,
            "num_buckets_received": 1,
            "weight_version": pending.weight_version,
            "message": str(data.get("message", "loaded")) if isinstance(data, dict) else "loaded",
        }

    async def cancel(self) -> None:
        """Drop an open update call (the sync failed, or a new one starts)."""
        pending, self.open_call = self.open_call, None
        if pending is not None and not pending.task.done():
            pending.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pending.task


def routes_of(endpoint: Endpoint) -> SglangRoutes | None:
    """The endpoint's SGLang routes, if it is a stock SGLang server."""
    return endpoint.engine if isinstance(endpoint.engine, SglangRoutes) else None


def native(endpoints: Iterable[Endpoint]) -> list[tuple[Endpoint, SglangRoutes]]:
    """Every stock SGLang server among ``endpoints``, with its routes."""
    return [(e, routes) for e in endpoints if (routes := routes_of(e)) is not None]


async def check_weights(
    endpoint: Endpoint,
    session: aiohttp.ClientSession,
    reference: Mapping[str, str] | None,
    names: list[str],
    *,
    api_key: str | None,
) -> str | None:
    """Compare the server's ``/weights_checker`` with the trainer's checksums of the synced
    tensors; a sentence naming what differs, or None. A server without the route (or a sync
    without reference checksums) is not checked, and the log says so."""
    if reference is None:
        return None
    try:
        status, data = await endpoint.raw_call(
            session, "POST", CHECKER_ROUTE, {"action": "checksum"}, timeout_s=60, api_key=api_key
        )
    except EndpointCallError as exc:
        log.warning(
            "%s: %s unreachable (%s): its load is not checked", endpoint.name, CHECKER_ROUTE, exc
        )
        return None
    if status == 404:
        log.warning("%s has no %s: its load is not checked", endpoint.name, CHECKER_ROUTE)
        return None
    if status != 200:
        return f"{CHECKER_ROUTE} answered HTTP {status}: {str(data)[:200]}"
    served = comparable_checksums(data)
    if served is not None and not any(n in served for n in names):
        served = None  # the served model's own names (fused): nothing to compare by name
    if served is None:
        log.warning(
            "%s: %s gives no per-tensor checksums of unsharded checkpoint tensors (an older "
            "SGLang, or TP > 1, or fused names): its load is not checked",
            endpoint.name, CHECKER_ROUTE,
        )  # fmt: skip
        return None
    checked = [n for n in names if n in served]
    differ = [n for n in checked if served[n] != reference.get(n)]
    if not differ:
        log.info("%s: %d synced tensors checked equal", endpoint.name, len(checked))
        return None
    return (
        f"{CHECKER_ROUTE}: {len(differ)} of {len(checked)} synced tensors differ from the "
        f"trainer's (first: {', '.join(differ[:3])}): a partial or wrong load"
    )


def comparable_checksums(data: Any) -> dict[str, str] | None:
    """SGLang's per-tensor checksums where they can be compared with the trainer's: a
    server whose every rank holds the whole tensors (TP 1), under the checkpoint's names."""
    ranks = data.get("ranks") if isinstance(data, dict) else None
    if not isinstance(ranks, list) or not ranks:
        return None
    merged: dict[str, str] = {}
    for rank in ranks:
        info = rank.get("parallelism_info", {}) if isinstance(rank, dict) else {}
        checksums = rank.get("checksums") if isinstance(rank, dict) else None
        if not isinstance(checksums, dict) or info.get("tp_size", 1) != 1:
            return None
        merged.update({str(k): str(v) for k, v in checksums.items()})
    return merged


def tensor_checksum(tensor: torch.Tensor) -> str:
    """One tensor's checksum as SGLang's ``/weights_checker`` computes it for a tensor in
    host memory: the first 16 hex digits of the SHA-256 of its raw bytes. (On a GPU SGLang
    hashes with a kernel of its own, which the trainer cannot reproduce.)"""
    from twophase.receiver.appliers import tensor_sha256

    return tensor_sha256(tensor)[:16]


def _succeeded(data: Any) -> bool:
    return not isinstance(data, dict) or data.get("success", True) is not False


def _failure(data: Any) -> dict[str, Any]:
    message = data.get("message", data) if isinstance(data, dict) else data
    return {"status": "error", "success": False, "message": str(message)}


def as_wire(message: WireModel | None) -> dict[str, Any] | None:
    return None if message is None else message.model_dump(mode="json", exclude_unset=True)
