"""A stock SGLang server as an endpoint: its native protocol, driven by twophase's sender.

SGLang has no prepare: its ``/update_weights_from_distributed`` posts the receive itself and
answers once the tensors are in and loaded, so the call must be open while the trainer
broadcasts. The sender treats such an endpoint as a seed-protocol one (one broadcast per
tensor, no probe, no vote, for everyone in that sync) and ``SglangClient`` maps two steps:

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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import torch

from twophase.core import protocol, routes
from twophase.engines.registry import Engine
from twophase.errors import EndpointCallError
from twophase.sender.http_client import HttpPeer, TwophaseClient

if TYPE_CHECKING:
    from aiohttp import web

    from twophase.receiver.endpoint import ReceiverEndpoint
    from twophase.sender.plan import SyncPlan
    from twophase.sender.weights import WeightSource

log = logging.getLogger(__name__)
UPDATE_ROUTE = "/update_weights_from_distributed"
CHECKER_ROUTE = "/weights_checker"
VERSION_ROUTES = ("/get_weight_version", "/model_info")  # where SGLang tells its version
EARLY_ANSWER_S = 0.5  # a refusal comes at once; a call still open after this is receiving
CHECKER_TIMEOUT_S = 60.0
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


def update_body(
    request: protocol.PrepareWeightsUpdateRequest, version: int | None
) -> dict[str, Any]:
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


class SglangClient(TwophaseClient):
    """The ``EndpointClient`` of a stock SGLang server: prepare and complete are its update
    call (open during the broadcast), destroy also drops that call; every other call goes to
    the route of the same name. Per sync (``begin_sync``): the version the sync publishes
    there, and the weights whose checksums its ``/weights_checker`` must show."""

    def __init__(self, peer: HttpPeer) -> None:
        super().__init__(peer)
        self.version: int | None = None
        self.source: WeightSource | None = None
        self.open_call: NativeCall | None = None

    def begin_sync(self, plan: SyncPlan, source: WeightSource) -> tuple[str, ...]:
        self.version, self.source = plan.weight_version, source
        return (LIMITATIONS.format(name=self.name),)

    async def prepare(
        self, request: protocol.PrepareWeightsUpdateRequest, timeout_s: float
    ) -> protocol.PrepareWeightsUpdateResponse:
        """Open the update call; ready unless it is refused at once."""
        await self.cancel()
        version = request.weight_version if request.weight_version is not None else self.version
        body = update_body(request, version)
        call = self.peer.request("POST", UPDATE_ROUTE, body, timeout_s=timeout_s, ok_statuses=None)
        task = asyncio.create_task(call, name=f"{self.name} {UPDATE_ROUTE}")
        self.open_call = NativeCall(task, body["names"], version)
        done, _ = await asyncio.wait({task}, timeout=EARLY_ANSWER_S)
        if done:  # answered at once: a refusal (nothing was received), or a zero-tensor sync
            status, data = task.result()
            self.open_call = None
            if status != 200 or not _succeeded(data):
                raise self.peer.refusal(
                    routes.PREPARE_ROUTE, status if status != 200 else 400, data
                )
        message = f"{UPDATE_ROUTE} open"
        return protocol.PrepareWeightsUpdateResponse(status="ready", success=True, message=message)

    async def complete(
        self, request: protocol.CompleteWeightsUpdateRequest, timeout_s: float
    ) -> protocol.CompleteWeightsUpdateResponse:
        """The update call's answer, then the checksums."""
        pending, self.open_call = self.open_call, None
        if pending is None:
            raise EndpointCallError(
                self.name, routes.COMPLETE_ROUTE, f"no {UPDATE_ROUTE} call is open"
            )
        try:
            status, data = await asyncio.wait_for(pending.task, timeout_s)
        except TimeoutError:
            pending.task.cancel()
            cause = f"{UPDATE_ROUTE}: no answer in {timeout_s:g} s"
            raise EndpointCallError(
                self.name, routes.COMPLETE_ROUTE, cause, timed_out=True
            ) from None
        if status != 200 or not _succeeded(data):
            raise self.peer.refusal(routes.COMPLETE_ROUTE, status if status != 200 else 502, data)
        mismatch = await self._check_weights(pending.names)
        if mismatch is not None:
            raise EndpointCallError(self.name, routes.COMPLETE_ROUTE, mismatch)
        said = data.get("message", "loaded") if isinstance(data, dict) else "loaded"
        return protocol.CompleteWeightsUpdateResponse(
            success=True,
            num_buckets_received=1,
            weight_version=pending.weight_version,
            message=str(said),
        )

    async def destroy(
        self, request: protocol.DestroyWeightsUpdateGroupRequest, timeout_s: float
    ) -> None:
        await self.cancel()  # an open update call ends with the group
        await super().destroy(request, timeout_s)

    async def cancel(self) -> None:
        """Drop an open update call (the sync failed, or a new one starts)."""
        pending, self.open_call = self.open_call, None
        if pending is not None and not pending.task.done():
            pending.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pending.task

    async def checksum(self, timeout_s: float) -> dict[str, str] | None:
        """``/weights_checker``'s per-tensor checksums where they compare with the trainer's
        (None: the server has no such route, or its checksums are not by checkpoint name)."""
        status, data = await self.peer.request(
            "POST", CHECKER_ROUTE, {"action": "checksum"}, timeout_s=timeout_s, ok_statuses=None
        )
        if status == 404:
            log.warning("%s has no %s: its load is not checked", self.name, CHECKER_ROUTE)
            return None
        if status != 200:
            raise self.peer.refusal(CHECKER_ROUTE, status, data)
        return comparable_checksums(data)

    async def _check_weights(self, names: list[str]) -> str | None:
        """Compare the server's checksums with the trainer's of the synced tensors; a
        sentence naming what differs, or None. A server without them (or a sync without
        weights to compare) is not checked, and the log says so."""
        if self.source is None:
            return None
        try:
            served = await self.checksum(CHECKER_TIMEOUT_S)
        except EndpointCallError as exc:
            if exc.status is None:
                log.warning("%s: %s (%s): its load is not checked", self.name, CHECKER_ROUTE, exc)
                return None
            return f"{CHECKER_ROUTE} answered HTTP {exc.status}: {exc.cause}"
        if served is not None and not any(n in served for n in names):
            served = None  # the served model's own names (fused): nothing to compare by name
        if served is None:
            log.warning(
                "%s: %s gives no per-tensor checksums of unsharded checkpoint tensors (an "
                "older SGLang, or TP > 1, or fused names): its load is not checked",
                self.name, CHECKER_ROUTE,
            )  # fmt: skip
            return None
        source = self.source  # what the weights_checker must show: a second pass over them
        reference = await asyncio.to_thread(lambda: reference_checksums(source))
        return compare(served, reference, names)


def reference_checksums(source: WeightSource) -> dict[str, str]:
    """The trainer's checksum of every tensor it syncs, as ``/weights_checker`` shows them."""
    return {name: tensor_checksum(tensor) for name, tensor in source.produce()}


def compare(
    served: Mapping[str, str], reference: Mapping[str, str], names: list[str]
) -> str | None:
    """What differs between the server's checksums and the trainer's, in a sentence."""
    checked = [n for n in names if n in served]
    differ = [n for n in checked if served[n] != reference.get(n)]
    if not differ:
        log.info("%d synced tensors checked equal", len(checked))
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


async def detect(peer: HttpPeer, timeout_s: float) -> bool:
    """A stock SGLang server tells its weight version (a seed-protocol peer cannot):
    ``/get_weight_version`` in 2025's releases, ``/model_info`` in later ones."""
    for route in VERSION_ROUTES:
        try:
            status, data = await peer.request(
                "GET", route, None, timeout_s=timeout_s, ok_statuses=None
            )
        except EndpointCallError:
            return False
        if status == 200 and isinstance(data, dict) and "weight_version" in data:
            log.warning(LIMITATIONS.format(name=peer.name))
            return True
    return False


def _add_server_routes(app: web.Application, endpoint: ReceiverEndpoint) -> None:
    from twophase.engines.sglang.sglang_routes import add_sglang_routes

    add_sglang_routes(app, endpoint)


ENGINE = Engine("sglang", connect=SglangClient, detect=detect, add_server_routes=_add_server_routes)
