"""SGLang 0.5.23's weight-update session on every twophase receiver: ``/begin_weight_update``
… ``/end_weight_update`` is ONE staged sync.

SGLang's trainers open a session, call ``/update_weights_from_distributed`` (broadcasting while
the call is open) and close it. Here the update call inside a session is validated before any
receive is posted, receives every tensor into staging and answers once the bytes are in; the
weights stay the old ones until ``/end_weight_update``, which applies and publishes them all
at once. A failure in any call of the session (a refusal, a lost broadcast, a missed deadline)
rolls the whole session back, and end answers that (``success: false``); so does an end that
does not come within the progress deadline after the last byte (the sync's own watchdog).
Outside a session an update call keeps its own meaning (one call, one sync).

Every update call inside a session stages beside the calls before it (SGLang's trainers
call once per bucket): each is validated against the model and the calls before it (a tensor
sent twice is refused) before its receive is posted, and its bytes land in the same staging.
A refused call after a staged one rolls the whole session back, which ends the group (its
bytes cannot be drained into a sync already holding staged data): the trainer's broadcast
fails at once rather than hanging, and it joins a new group. Between calls, and between the
last call and end, at most the progress deadline may pass. The answers have SGLang's shape
(``{success, message}``; 400 for a refusal of begin/end, as SGLang answers).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal

from aiohttp import web
from pydantic import ValidationError

from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
    WireModel,
    problems,
)
from twophase.core.table import in_sync
from twophase.engines.sglang.sglang_wire import UpdateWeightsFromDistributedRequest
from twophase.errors import RequestRejected, SyncFailed, TwophaseError
from twophase.http_common import parse
from twophase.receiver.endpoint import ReceiverEndpoint

log = logging.getLogger(__name__)
Drain = Callable[[ReceiverEndpoint, PrepareWeightsUpdateRequest, str], Awaitable[None]]


class BeginWeightUpdateRequest(WireModel):
    selector: Literal["target", "draft", "all"] = "all"


class EndWeightUpdateRequest(WireModel):
    pass


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


async def begin(
    endpoint: ReceiverEndpoint, request: web.Request, session: Session | None
) -> tuple[web.Response, Session | None]:
    await parse(request, BeginWeightUpdateRequest, state=endpoint.state.value)
    if session is not None:
        message = "a weight-update session is already open; call end_weight_update() first"
        return answer(False, message, 400), session
    return answer(True, "Success"), Session()


async def update(
    endpoint: ReceiverEndpoint,
    session: Session,
    body: UpdateWeightsFromDistributedRequest,
    group: str,
    drain: Drain,
) -> web.Response:
    """One update call inside the session: stage it beside the calls before it (bytes in,
    not applied) or fail the session. ``drain``: the routes' drain of a refused request's
    bytes (at rest only: before any call of the session was staged)."""
    _notice_end(endpoint, session)
    if session.failed is not None:  # rolled back already: at rest, drain the bytes
        why = f"the session was rolled back: {session.failed}"
        with contextlib.suppress(ValidationError):  # sizes that cannot be received: no drain
            await drain(endpoint, body.prepare(group, None), why)
        return answer(False, f"refused: {why}", 409)
    try:
        prepare = body.prepare(group, None)
    except ValidationError as exc:  # a dtype or a shape that cannot be received: no drain
        problem = problems(exc)[0]
        await _fail(endpoint, session, problem)
        return answer(False, problem, 400)
    try:
        if session.group_name is None:
            await _stage_first(endpoint, prepare, drain)
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


async def _stage_first(
    endpoint: ReceiverEndpoint, prepare: PrepareWeightsUpdateRequest, drain: Drain
) -> None:
    """The session's first call: a new seed-protocol sync (a refusal's bytes drained)."""
    try:
        endpoint.validate(prepare)
    except RequestRejected as exc:
        await drain(endpoint, prepare, str(exc))
        raise
    started = await endpoint.prepare(prepare, origin="sglang")
    if not started.success:
        raise SyncFailed(started.message)


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


async def end(
    endpoint: ReceiverEndpoint, request: web.Request, session: Session | None
) -> tuple[web.Response, str | None]:
    """Apply the session's staged calls (all at once), or say why nothing was applied. The
    last version label its calls gave, if any did."""
    await parse(request, EndWeightUpdateRequest, state=endpoint.state.value)
    if session is None:
        message = "no weight-update session is open; call begin_weight_update() first"
        return answer(False, message, 400), None
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
