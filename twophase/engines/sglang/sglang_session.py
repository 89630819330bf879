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

One limit: the ranks stage one sync at a time, so a session holds one update call (SGLang's
trainers send a whole step's tensors in one call with ``names`` lists). A second call inside a
session is refused and the session rolled back, naming why: never a partial step. (Its bytes
are not drained: the rollback of a sync whose bytes moved ends the group, so the trainer's
broadcast fails at once rather than hanging, and it joins a new group.) The answers have
SGLang's shape (``{success, message}``; 400 for a refusal of begin/end, as SGLang answers).
"""

from __future__ import annotations

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
)
from twophase.engines.sglang.sglang_wire import UpdateWeightsFromDistributedRequest
from twophase.errors import RequestRejected, TwophaseError
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
    """An open begin … end: the staged call's group, its cache flag and version label, or
    why the session failed (then nothing is staged: it was rolled back)."""

    group_name: str | None = None  # set once a call is staged
    flush_cache: bool = True
    label: str | None = None
    failed: str | None = None


def answer(success: bool, message: str, status: int = 200) -> web.Response:
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
    """One update call inside the session: stage it (bytes in, not applied) or fail the
    session. ``drain``: the routes' drain of a refused request's bytes."""
    if session.failed is not None or session.group_name is not None:
        why = session.failed or (
            "this receiver stages one update call per session (send the step's tensors in one "
            "call, names as lists); the session is rolled back"
        )
        try:
            prepare = body.prepare(group, None)
        except ValidationError:
            prepare = None
        if session.group_name is not None and session.failed is None:
            # the staged call is rolled back (which ends the group: nothing to drain into);
            # failed first, so that an end arriving meanwhile answers the rollback
            session.group_name, session.failed = None, why
            await endpoint.abort(f"session rolled back: {why}")
        elif prepare is not None:  # the session failed before: at rest, drain the bytes
            await drain(endpoint, prepare, why)
        return answer(False, f"refused: {why}", 409)
    try:
        prepare = body.prepare(group, None)
    except ValidationError as exc:  # a dtype or a shape that cannot be received: no drain
        first = exc.errors()[0]
        where = ".".join(map(str, first["loc"])) or "body"
        session.failed = f"{where}: {first['msg']}"
        return answer(False, session.failed, 400)
    try:
        endpoint.validate(prepare)
    except RequestRejected as exc:
        session.failed = str(exc)
        await drain(endpoint, prepare, str(exc))
        raise
    started = await endpoint.prepare(prepare, origin="sglang")
    if not started.success:
        session.failed = started.message
        return answer(False, started.message, 502)
    try:
        await endpoint.wait_staged()
    except TwophaseError as exc:
        session.failed = str(exc)
        raise
    session.group_name, session.flush_cache = prepare.group_name, body.flush_cache
    session.label = body.weight_version
    return answer(
        True, f"{len(body.bucket()['names'])} tensors staged; end_weight_update applies them"
    )


async def end(
    endpoint: ReceiverEndpoint, request: web.Request, session: Session | None
) -> tuple[web.Response, str | None]:
    """Apply the session's staged call (all at once), or say why nothing was applied. The
    version label of the applied call, if it gave one."""
    await parse(request, EndWeightUpdateRequest, state=endpoint.state.value)
    if session is None:
        message = "no weight-update session is open; call begin_weight_update() first"
        return answer(False, message, 400), None
    if session.failed is not None:
        message = f"the session was rolled back, no weights changed: {session.failed}"
        return answer(False, message, 400), None
    if session.group_name is None:
        return answer(True, "Success (no update in the session)"), None
    try:
        done = await endpoint.complete(
            CompleteWeightsUpdateRequest(
                group_name=session.group_name, flush_cache=session.flush_cache
            )
        )
    except TwophaseError as exc:
        log.warning("end_weight_update: the session's sync failed: %s", exc)
        return answer(False, f"the session was rolled back, no weights changed: {exc}", 502), None
    return answer(True, f"Success: {done.message}"), session.label
