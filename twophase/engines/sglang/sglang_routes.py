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

``POST /begin_weight_update`` … ``/end_weight_update`` (SGLang 0.5.23's session) is ONE staged
sync. SGLang's trainers open a session, call ``/update_weights_from_distributed`` once per bucket
(broadcasting while the call is open) and close it. Here each update call is validated against
the model and the calls before it (a tensor sent twice is refused) before its receive is
posted, receives into the session's one staging and answers once its bytes are in; the
weights stay the old ones until ``/end_weight_update`` applies and publishes them all at once.
Between calls, and between the last call and end, at most the progress deadline may pass.

A failure in any call (a refusal, a lost broadcast, a missed deadline) rolls the whole session
back, and end answers that (``success: false``). A refused call after a staged one ends the
group too (its bytes cannot be drained into a sync already holding staged data): the trainer's
broadcast fails at once rather than hanging, and it joins a new group. Outside a session an
update call keeps its own meaning (one call, one sync). The answers have SGLang's shape
(``{success, message}``; 400 for a refusal of begin/end, as SGLang answers).

Also: ``GET /get_weight_version``, ``POST /update_weight_version`` (a label for the current
version), ``POST /weights_checker``, ``POST /pause_generation`` and ``/continue_generation``.
(``/init_weights_update_group`` and ``/destroy_weights_update_group`` are the seed's routes,
with the same fields.)
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass

from aiohttp import web
from pydantic import ValidationError

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    problems,
)
from twophase.core.table import Request, accepts, in_sync
from twophase.core.timing import CHECKER_RANKS_TIMEOUT_S, PAUSE_DEADLINE_S
from twophase.engines.sglang.sglang_checksums import checker_answer
from twophase.engines.sglang.sglang_wire import (
    SGLANG_GROUP_NAME,
    BeginWeightUpdateRequest,
    CheckWeightsRequest,
    ContinueGenerationRequest,
    EndWeightUpdateRequest,
    PauseGenerationRequest,
    UpdateWeightsFromDistributedRequest,
    UpdateWeightVersionRequest,
)
from twophase.errors import RequestRejected, SyncFailed, TwophaseError
from twophase.http_common import PAUSED, Pause, parse, use_error_middleware
from twophase.offload import BIG_MANIFEST_TENSORS, offload_if
from twophase.receiver.endpoint import NATIVE_ORIGIN, ReceiverEndpoint
from twophase.receiver.receiver_app import parse_manifest
from twophase.receiver.weight_checks import ACTIONS

log = logging.getLogger(__name__)
# A refused request's bytes are drained only up to this (the scratch memory it takes).
DRAIN_LIMIT_BYTES = 1 << 30


@dataclass
class Session:
    """An open begin … end: the staged calls' group, whether any asked for a cache flush,
    the last version label given, or why the session failed (then nothing is staged: it
    was rolled back)."""

    group_name: str | None = None  # set once a call is staged
    sync_id: str | None = None  # the endpoint's sync the calls are staged in
    calls: int = 0  # update calls staged
    flush_cache: bool = False
    label: str | None = None
    failed: str | None = None

    def staged(
        self, body: UpdateWeightsFromDistributedRequest, group: str, sync_id: str | None
    ) -> None:
        self.group_name, self.sync_id, self.calls = group, sync_id, self.calls + 1
        self.flush_cache = self.flush_cache or body.flush_cache
        self.label = body.weight_version or self.label


def answer(success: bool, message: str, status: int = 200) -> web.Response:
    """SGLang's answer shape: ``{success, message}``."""
    return web.json_response({"success": success, "message": message}, status=status)


@dataclass
class NativeState:
    """What SGLang's routes keep beside the endpoint: a version label."""

    label: str | None = None  # the string an SGLang trainer named the current version by
    label_version: int = -1  # the endpoint version the label belongs to
    session: Session | None = None  # an open begin … end

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
        return await _session_update(endpoint, native.session, body, group)
    try:
        # One call is one sync with a version of its own, one above the last; SGLang's
        # ``weight_version`` is a label of its trainer's (a string), kept beside it.
        big = len(body.names or ()) >= BIG_MANIFEST_TENSORS
        prepare = await offload_if(big, body.prepare, group, None)
    except ValidationError as exc:  # a dtype or a shape that cannot be received: no drain
        return answer(False, problems(exc)[0], 400)
    prepared = await _start(endpoint, prepare)
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
    await parse(request, BeginWeightUpdateRequest, state=request.app[ENDPOINT].state.value)
    if native.session is not None:
        message = "a weight-update session is already open; call end_weight_update() first"
        return answer(False, message, 400)
    native.session = Session()
    return answer(True, "Success")


async def _end(request: web.Request) -> web.Response:
    endpoint, native = request.app[ENDPOINT], request.app[NATIVE_KEY]
    await parse(request, EndWeightUpdateRequest, state=endpoint.state.value)
    if native.session is None:
        message = "no weight-update session is open; call begin_weight_update() first"
        return answer(False, message, 400)
    response, label = await _apply(endpoint, native.session)
    native.session = None
    if label is not None:
        native.label, native.label_version = label, endpoint.version
    return response


async def _session_update(
    endpoint: ReceiverEndpoint,
    session: Session,
    body: UpdateWeightsFromDistributedRequest,
    group: str,
) -> web.Response:
    """One update call inside the session: stage it beside the calls before it (bytes in,
    not applied) or fail the session (a refused request's bytes drained at rest only:
    before any call of the session was staged)."""
    _notice_end(endpoint, session)
    if session.failed is not None:  # rolled back already: at rest, drain the bytes
        why = f"the session was rolled back: {session.failed}"
        with contextlib.suppress(ValidationError):  # sizes that cannot be received: no drain
            await _drain(endpoint, body.prepare(group, None), why)
        return answer(False, f"refused: {why}", 409)
    try:
        prepare = body.prepare(group, None)
    except ValidationError as exc:  # a dtype or a shape that cannot be received: no drain
        problem = problems(exc)[0]
        await _fail(endpoint, session, problem)
        return answer(False, problem, 400)
    try:
        if session.group_name is None:  # the session's first call: its sync starts
            started = await _start(endpoint, prepare)
            if not started.success:
                raise SyncFailed(started.message)
        else:
            await endpoint.stage_part(prepare)
        await endpoint.wait_staged()
    except TwophaseError as exc:
        await _fail(endpoint, session, str(exc))
        raise
    session.staged(body, prepare.group_name, endpoint.sync_id)
    tensors = len(body.bucket()["names"])
    return answer(
        True,
        f"{tensors} tensors staged (call {session.calls} of the session); "
        "end_weight_update applies them all",
    )


async def _start(
    endpoint: ReceiverEndpoint, prepare: PrepareWeightsUpdateRequest
) -> PrepareWeightsUpdateResponse:
    """A native call's new seed-protocol sync: validated, then prepared."""
    try:
        await endpoint.check(prepare)
    except RequestRejected as exc:  # its trainer broadcasts anyway: take the bytes, drop them
        await _drain(endpoint, prepare, str(exc))
        raise
    return await endpoint.prepare(prepare, origin=NATIVE_ORIGIN)


def _notice_end(endpoint: ReceiverEndpoint, session: Session) -> None:
    """The session's sync ended on its own (a deadline between calls, a rank's failure, an
    abort): the session failed with it."""
    if session.group_name is not None and endpoint.sync_id != session.sync_id:
        why = endpoint.machine.last_error or f"sync {session.sync_id} ended"
        session.group_name, session.failed = None, why


async def _fail(endpoint: ReceiverEndpoint, session: Session, why: str) -> None:
    """The session failed: what it staged is rolled back (which ends the group)."""
    staged, session.group_name, session.failed = session.group_name, None, why
    if staged is not None and in_sync(endpoint.state):
        await endpoint.abort(f"session rolled back: {why}")


async def _apply(endpoint: ReceiverEndpoint, session: Session) -> tuple[web.Response, str | None]:
    """Apply the session's staged calls (all at once), or say why nothing was applied. The
    last version label its calls gave, if any did."""
    _notice_end(endpoint, session)
    if session.failed is not None:
        message = f"the session was rolled back, no weights changed: {session.failed}"
        return answer(False, message, 400), None
    if session.group_name is None:
        return answer(True, "Success (no update in the session)"), None
    calls = f"{session.calls} update call(s)"
    try:
        done = await endpoint.complete(
            CompleteWeightsUpdateRequest(
                group_name=session.group_name, flush_cache=session.flush_cache
            )
        )
    except TwophaseError as exc:
        log.warning("end_weight_update: the session's sync failed: %s", exc)
        message = f"the session ({calls}) was rolled back, no weights changed: {exc}"
        return answer(False, message, 502), None
    return answer(True, f"Success: {calls}; {done.message}"), session.label


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
