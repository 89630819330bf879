"""A stock SGLang server as an endpoint: its native protocol, driven by twophase's sender.

SGLang has no prepare: its ``/update_weights_from_distributed`` posts the receive itself and
answers once the tensors are in and loaded, so the call must be open while the trainer
broadcasts. The sender treats such an endpoint as a seed-protocol one (one broadcast per
tensor, no probe, no vote, for everyone in that sync) and ``SglangClient`` maps two steps:

- prepare: ``/begin_weight_update`` where the server has it (SGLang 0.5.23 refuses updates
  outside such a session; a 404 means an older server without sessions), then the update call
  for the whole manifest starts in the background; the endpoint counts as ready unless the
  call fails within ``SGLANG_EARLY_ANSWER_S`` (a refusal);
- complete: the call's answer, within the apply deadline, then ``/end_weight_update`` (its
  failure fails the sync, named); then ``/weights_checker``, where the server has it,
  compared with checksums computed from the trainer's tensors as SGLang's served (fused)
  parameters hold them (``sglang_checksums.py``), so that a silent partial load is caught.

What such an endpoint does not have is said in the log and in ``SyncResult.warnings``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from twophase.core import protocol, routes
from twophase.core.timing import (
    CHECKER_CALL_TIMEOUT_S,
    SGLANG_EARLY_ANSWER_S,
    SGLANG_SESSION_TIMEOUT_S,
)
from twophase.endpoint_http import HttpPeer, TwophaseClient
from twophase.engines.registry import Engine
from twophase.engines.sglang.sglang_checksums import (
    comparable_checksums,
    compare,
    reference_checksums,
)
from twophase.errors import EndpointCallError

if TYPE_CHECKING:
    from aiohttp import web

    from twophase.client_protocol import PlannedSync, TensorSource
    from twophase.receiver.endpoint import ReceiverEndpoint

log = logging.getLogger(__name__)
UPDATE_ROUTE = "/update_weights_from_distributed"
CHECKER_ROUTE = "/weights_checker"
BEGIN_ROUTE, END_ROUTE = "/begin_weight_update", "/end_weight_update"  # SGLang 0.5.23's session
VERSION_ROUTES = ("/get_weight_version", "/model_info")  # where SGLang tells its version
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
    body: dict[str, Any] = {
        key: [x for bucket in request.buckets for x in getattr(bucket, key)]
        for key in ("names", "dtypes", "shapes")
    }
    body.update(group_name=request.group_name, flush_cache=True)
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
        self.source: TensorSource | None = None
        self.open_call: NativeCall | None = None
        self.session_open = False  # a /begin_weight_update of ours not yet ended
        self.has_sessions: bool | None = None  # None: not asked yet

    def begin_sync(self, plan: PlannedSync, source: TensorSource | None) -> tuple[str, ...]:
        self.version, self.source = plan.weight_version, source
        return (LIMITATIONS.format(name=self.name),)

    async def init_group(
        self, request: protocol.InitWeightsUpdateGroupRequest, timeout_s: float
    ) -> protocol.SuccessResponse:
        """Join; a 400 (SGLang still holds a group of that name, from a trainer that died or
        a sync that failed) destroys that group and joins again, once."""
        try:
            return await super().init_group(request, timeout_s)
        except EndpointCallError as exc:
            if exc.status != 400:
                raise
            log.warning("%s: %s; destroying its old group and joining again", self.name, exc)
        stale = protocol.DestroyWeightsUpdateGroupRequest(group_name=request.group_name)
        await super().destroy(stale, timeout_s)
        return await super().init_group(request, timeout_s)

    async def prepare(
        self, request: protocol.PrepareWeightsUpdateRequest, timeout_s: float
    ) -> protocol.PrepareWeightsUpdateResponse:
        """Open the update call; ready unless it is refused at once."""
        await self.cancel()
        await self._begin_session(min(timeout_s, SGLANG_SESSION_TIMEOUT_S))
        version = request.weight_version if request.weight_version is not None else self.version
        body = update_body(request, version)
        call = self._post(UPDATE_ROUTE, body, timeout_s)
        task = asyncio.create_task(call, name=f"{self.name} {UPDATE_ROUTE}")
        self.open_call = NativeCall(task, body["names"], version)
        done, _ = await asyncio.wait({task}, timeout=SGLANG_EARLY_ANSWER_S)
        if done:  # answered at once: a refusal (nothing was received), or a zero-tensor sync
            status, data = task.result()
            self.open_call = None
            if status != 200 or not _succeeded(data):
                await self._end_session_quietly()
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
        except TimeoutError:  # wait_for cancelled the call
            await self._end_session_quietly()
            cause = f"{UPDATE_ROUTE}: no answer in {timeout_s:g} s"
            raise EndpointCallError(
                self.name, routes.COMPLETE_ROUTE, cause, timed_out=True
            ) from None
        if status != 200 or not _succeeded(data):
            await self._end_session_quietly()
            # 502 as the sender reads it past the commit point: this endpoint's apply failed
            # (a definite answer, not one still to confirm). SGLang's own status is in the text.
            refused = self.peer.refusal(routes.COMPLETE_ROUTE, status, data)
            refused.status = 502
            raise refused
        await self._end_session(min(timeout_s, SGLANG_SESSION_TIMEOUT_S))
        mismatch = await self._check_weights(pending.names)
        if mismatch is not None:
            raise EndpointCallError(self.name, routes.COMPLETE_ROUTE, mismatch, status=502)
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
        await self._end_session_quietly()

    async def _begin_session(self, timeout_s: float) -> None:
        """Open SGLang's weight-update session where the server has one: told by its answer
        (404: none, the update call alone is the update), not by a version string."""
        if self.has_sessions is False:
            return
        status, data = await self._post(BEGIN_ROUTE, {}, timeout_s)
        if status == 404:
            self.has_sessions = False
            log.info("%s has no %s: its updates are not bracketed", self.name, BEGIN_ROUTE)
            return
        if status == 400:  # SGLang's one refusal: a session is open (a trainer died in it)
            log.warning(
                "%s: %s refused (%s): ending the session left open, then beginning again",
                self.name, BEGIN_ROUTE, _said(data),
            )  # fmt: skip
            await self._post(END_ROUTE, {}, timeout_s)
            status, data = await self._post(BEGIN_ROUTE, {}, timeout_s)
        if status != 200 or not _succeeded(data):
            raise self.peer.refusal(BEGIN_ROUTE, status if status != 200 else 400, data)
        self.has_sessions, self.session_open = True, True

    async def _post(self, route: str, body: dict[str, Any], timeout_s: float) -> tuple[int, Any]:
        """A call to SGLang's own route: every status answered, for the caller to read."""
        return await self.peer.request("POST", route, body, timeout_s=timeout_s, ok_statuses=None)

    async def _end_session(self, timeout_s: float) -> None:
        """Close the session of this sync; its failure fails the sync (SGLang finalizes the
        loaded weights there)."""
        if not self.session_open:
            return
        self.session_open = False
        status, data = await self._post(END_ROUTE, {}, timeout_s)
        if status != 200 or not _succeeded(data):
            cause = f"{END_ROUTE} failed (HTTP {status}): {_said(data)}"
            raise EndpointCallError(self.name, routes.COMPLETE_ROUTE, cause, status=502)

    async def _end_session_quietly(self) -> None:
        """A failed sync still closes its session, so that the next one can begin; SGLang has
        no rollback, so whatever it loaded stays (said in the sync's warnings)."""
        try:
            await self._end_session(SGLANG_SESSION_TIMEOUT_S)
        except EndpointCallError as exc:
            log.warning("%s: closing the failed sync's session: %s", self.name, exc)

    async def checksum(self, timeout_s: float) -> dict[str, str] | None:
        """``/weights_checker``'s per-tensor checksums where they compare with the trainer's
        (None: the server has no such route, or its checksums are not by checkpoint name)."""
        status, data = await self._post(CHECKER_ROUTE, {"action": "checksum"}, timeout_s)
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
            served = await self.checksum(CHECKER_CALL_TIMEOUT_S)
        except EndpointCallError as exc:
            if exc.status is None:
                log.warning("%s: %s (%s): its load is not checked", self.name, CHECKER_ROUTE, exc)
                return None
            return f"{CHECKER_ROUTE} answered HTTP {exc.status}: {exc.cause}"
        if served is None:
            log.warning(
                "%s: %s gives no per-tensor checksums of whole tensors (an older SGLang, or "
                "TP > 1): its load is not checked", self.name, CHECKER_ROUTE,
            )  # fmt: skip
            return None
        source = self.source  # what the weights_checker must show: a second pass over them
        reference = await asyncio.to_thread(lambda: reference_checksums(source.produce()))
        checked = compare(served, reference, names)
        if checked.unchecked:
            log.warning(
                "%s: %d synced tensors are parts of fused parameters not synced whole, so "
                "not checked (first: %s)",
                self.name, len(checked.unchecked), ", ".join(checked.unchecked[:3]),
            )  # fmt: skip
        log.info("%s: %d served tensors checked", self.name, len(checked.checked))
        return checked.mismatch(CHECKER_ROUTE)


def _said(data: Any) -> Any:
    return data.get("message") if isinstance(data, dict) else data


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
