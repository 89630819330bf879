"""SGLang's native weight-update routes on every twophase receiver, for SGLang-style trainers.

``POST /update_weights_from_distributed`` is one whole sync attempt of the seed protocol: the
request is validated against the model before any receive is posted, every rank receives the
tensors (one broadcast each, in order, while the call is open), and they are applied all at
once and the version published before the answer. The call's deadlines are the table's (a
trainer that never broadcasts, or dies mid-way, ends it with a 504 or 502 and the rollback).
A refused request's bytes are drained (received into scratch memory and dropped) where its
sizes are known and the group's trainer speaks this native protocol, so that its sender, which
broadcasts without waiting for the answer, is not left blocked; within a short deadline of its
own, and never in a two-phase trainer's group (``ReceiverEndpoint.drain``). A call's body may
be as big as a prepare's (it carries the same manifest). Its syncs show in ``/sync_state``
with sync ids ``sglang-...``.

``POST /begin_weight_update`` and ``/end_weight_update`` (SGLang 0.5.23's session) make the
update call between them one staged sync that end applies (``sglang_session.py``).

Also: ``GET /get_weight_version``, ``POST /update_weight_version`` (a label for the current
version), ``POST /weights_checker``, ``POST /pause_generation`` and ``/continue_generation``.
(``/init_weights_update_group`` and ``/destroy_weights_update_group`` are the seed's routes,
with the same fields.)
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from aiohttp import web
from pydantic import ValidationError

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
    problems,
)
from twophase.core.table import Request, accepts
from twophase.core.timing import CHECKER_RANKS_TIMEOUT_S, PAUSE_DEADLINE_S
from twophase.engines.sglang import sglang_session
from twophase.engines.sglang.sglang_checksums import checker_answer
from twophase.engines.sglang.sglang_session import answer
from twophase.engines.sglang.sglang_wire import (
    SGLANG_GROUP_NAME,
    CheckWeightsRequest,
    ContinueGenerationRequest,
    PauseGenerationRequest,
    UpdateWeightsFromDistributedRequest,
    UpdateWeightVersionRequest,
)
from twophase.errors import RequestRejected
from twophase.http_common import PAUSED, Pause, parse, use_error_middleware
from twophase.offload import BIG_MANIFEST_TENSORS, offload_if
from twophase.receiver.endpoint import NATIVE_ORIGIN, ReceiverEndpoint
from twophase.receiver.receiver_app import parse_manifest
from twophase.receiver.weight_checks import ACTIONS

log = logging.getLogger(__name__)
# A refused request's bytes are drained only up to this (the scratch memory it takes).
DRAIN_LIMIT_BYTES = 1 << 30


@dataclass
class NativeState:
    """What SGLang's routes keep beside the endpoint: a version label."""

    label: str | None = None  # the string an SGLang trainer named the current version by
    label_version: int = -1  # the endpoint version the label belongs to
    session: sglang_session.Session | None = None  # an open begin … end

    def current_label(self, version: int) -> str | None:
        """The label of ``version``, if a trainer named it."""
        return self.label if self.label is not None and self.label_version == version else None


NATIVE_KEY: web.AppKey[NativeState] = web.AppKey("twophase_sglang", NativeState)
ENDPOINT: web.AppKey[ReceiverEndpoint] = web.AppKey("twophase_sglang_endpoint", ReceiverEndpoint)


def add_sglang_routes(app: web.Application, endpoint: ReceiverEndpoint) -> None:
    from twophase.receiver.receiver_app import VERSION_LABEL_KEY

    native = app[NATIVE_KEY] = NativeState()
    app[ENDPOINT] = endpoint
    app[VERSION_LABEL_KEY] = lambda: native.current_label(endpoint.version)
    if PAUSED not in app:
        app[PAUSED] = Pause()
    use_error_middleware(app)  # a refusal answers its 4xx, a failed sync 502 or 504
    app.router.add_post("/update_weights_from_distributed", _update)
    app.router.add_post("/begin_weight_update", _begin)
    app.router.add_post("/end_weight_update", _end)
    app.router.add_post("/weights_checker", _check_weights)
    app.router.add_get("/get_weight_version", _get_version)
    app.router.add_post("/update_weight_version", _set_version)
    app.router.add_post("/pause_generation", _pause)
    app.router.add_post("/continue_generation", _continue)


async def _update(request: web.Request) -> web.Response:
    endpoint, native = request.app[ENDPOINT], request.app[NATIVE_KEY]
    # parse's 4xx bodies are {success: false, message} too: SGLang's shape
    body = await parse_manifest(request, endpoint, UpdateWeightsFromDistributedRequest)
    group = endpoint.group_name or SGLANG_GROUP_NAME
    if native.session is not None:  # inside begin … end: staged, applied by end
        return await sglang_session.update(endpoint, native.session, body, group, _drain)
    try:
        # One call is one sync with a version of its own, one above the last; SGLang's
        # ``weight_version`` is a label of its trainer's (a string), kept beside it.
        big = len(body.names or ()) >= BIG_MANIFEST_TENSORS
        prepare = await offload_if(big, body.prepare, group, None)
    except ValidationError as exc:  # a dtype or a shape that cannot be received: no drain
        return answer(False, problems(exc)[0], 400)
    try:
        await endpoint.check(prepare)
    except RequestRejected as exc:  # its trainer broadcasts anyway: take the bytes, drop them
        await _drain(endpoint, prepare, str(exc))
        raise
    prepared = await endpoint.prepare(prepare, origin=NATIVE_ORIGIN)
    if not prepared.success:
        return answer(False, prepared.message, 502)
    done = await endpoint.complete(
        CompleteWeightsUpdateRequest(group_name=prepare.group_name, flush_cache=body.flush_cache)
    )
    if body.weight_version is not None:
        native.label, native.label_version = body.weight_version, endpoint.version
    return answer(True, done.message)


async def _drain(
    endpoint: ReceiverEndpoint, prepare: PrepareWeightsUpdateRequest, why: str
) -> None:
    size = Manifest.from_wire(prepare.buckets, keep=False).total_bytes
    if size > DRAIN_LIMIT_BYTES:
        log.warning("refused request of %d bytes not drained (over %d)", size, DRAIN_LIMIT_BYTES)
        return
    await endpoint.drain(prepare, why)


async def _begin(request: web.Request) -> web.Response:
    native = request.app[NATIVE_KEY]
    response, native.session = await sglang_session.begin(
        request.app[ENDPOINT], request, native.session
    )
    return response


async def _end(request: web.Request) -> web.Response:
    endpoint, native = request.app[ENDPOINT], request.app[NATIVE_KEY]
    session = native.session
    response, label = await sglang_session.end(endpoint, request, session)
    if session is not None:
        native.session = None
    if label is not None:
        native.label, native.label_version = label, endpoint.version
    return response


async def _check_weights(request: web.Request) -> web.Response:
    """SGLang's ``/weights_checker``, in its format: ``checksum`` (every rank's tensors under
    the checkpoint's names), and the debugging actions ``snapshot``, ``compare`` and
    ``reset_tensors`` (``twophase.receiver.weight_checks``; reset weights are not served
    until a sync carries them). The debugging actions wait for a sync in progress to end
    (they take the endpoint's turn) and are refused in the middle of one."""
    endpoint = request.app[ENDPOINT]
    body = await parse(request, CheckWeightsRequest, state=endpoint.state.value)
    skip = body.skip_tensor_list or []
    if body.action == "checksum":
        sums = await endpoint.rank_set.weights_checksums(CHECKER_RANKS_TIMEOUT_S)
        return web.json_response(checker_answer([s.tensors for s in sums], skip))
    if body.action not in ACTIONS:
        message = f"unsupported action {body.action!r}: one of checksum, {', '.join(ACTIONS)}"
        return answer(False, message, 400)
    async with endpoint.turn():
        if not accepts(Request.CHECK_WEIGHTS, endpoint.state):
            message = f"a sync is in progress (state {endpoint.state.value}); try again after it"
            return answer(False, message, 409)
        if body.action == "reset_tensors":  # the weights change here: no delta against them
            endpoint.forget_delta_base("weights_checker reset tensors")
        reports = await endpoint.rank_set.check_weights(body.action, skip, CHECKER_RANKS_TIMEOUT_S)
    differing = [line for report in reports for line in report.differing]
    if differing:
        return answer(False, "check tensor equality failed:\n" + "\n".join(differing), 400)
    log.info("weights_checker %s: %s", body.action, "; ".join(r.message for r in reports))
    return answer(True, "Success.")


async def _get_version(request: web.Request) -> web.Response:
    endpoint, native = request.app[ENDPOINT], request.app[NATIVE_KEY]
    label = native.current_label(endpoint.version)
    return web.json_response(
        {"weight_version": label if label is not None else str(endpoint.version)}
    )


async def _set_version(request: web.Request) -> web.Response:
    endpoint, native = request.app[ENDPOINT], request.app[NATIVE_KEY]
    body = await parse(request, UpdateWeightVersionRequest, state=endpoint.state.value)
    native.label, native.label_version = body.new_version, endpoint.version
    return web.json_response({"success": True, "new_version": body.new_version})


async def _pause(request: web.Request) -> web.Response:
    endpoint = request.app[ENDPOINT]
    body = await parse(request, PauseGenerationRequest, state=endpoint.state.value)
    deadline_s = body.timeout_s or PAUSE_DEADLINE_S
    request.app[PAUSED].hold(f"paused by /pause_generation (mode {body.mode})", deadline_s)
    return answer(True, f"generation paused for at most {deadline_s:g} s")


async def _continue(request: web.Request) -> web.Response:
    await parse(request, ContinueGenerationRequest, state=request.app[ENDPOINT].state.value)
    request.app[PAUSED].release()
    return answer(True, "generation continued")
