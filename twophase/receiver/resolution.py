"""A request to resolve an UNCERTAIN sync (``POST /resolve_sync``): what it means, as a pure
function of the endpoint's facts, like ``aborts.py`` (the verdict it carries, or the 4xx that
refuses it, nothing changed), and its verdict handed to the waiting attempt.

Two kinds of caller: the trainer, with the sync's token, sending the verdict that the
endpoints' answers justify (``sender/resolver.py``, the rule of ``core/termination.py``); and
an operator who knows the missing peer is gone for good. The operator's decision is outside
the no-split guarantee (the peer might have committed after all), so it is taken only with
``accept_split_risk: true``, and the history says who decided.
"""

from __future__ import annotations

import logging

from twophase.core.protocol import ResolveSyncRequest, SuccessResponse
from twophase.core.table import State
from twophase.errors import RequestRejected
from twophase.receiver.aborts import is_verdict
from twophase.receiver.peer_termination import OutsideVerdict
from twophase.receiver.receiver_attempt import ReceiverAttempt

log = logging.getLogger(__name__)


def outside_verdict(
    request: ResolveSyncRequest, attempt: ReceiverAttempt | None, state: State
) -> OutsideVerdict:
    """The verdict of ``request`` for the running ``attempt`` (in ``state``); raises
    ``RequestRejected`` unless that attempt is UNCERTAIN in ``request.sync_id``."""
    if request.token is None and not request.accept_split_risk:
        raise RequestRejected(
            400,
            "accept_split_risk must be true: an operator's decision may leave this server on "
            "another version than a peer that is alive after all; send it only once the "
            "missing peers are known gone for good",
        )
    if attempt is None or attempt.sync_id != request.sync_id:
        running = f"sync {attempt.sync_id} runs" if attempt is not None else "no sync runs"
        raise RequestRejected(
            409,
            f"sync {request.sync_id} is not in progress here ({running}, state "
            f"{state.value}): nothing to resolve",
        )
    if not attempt.vote_uncertain:
        raise RequestRejected(
            409,
            f"sync {attempt.sync_id} is not UNCERTAIN here (state {state.value}): it decides "
            f"by itself; resolve only an endpoint that cast its yes and lost the vote's answer",
        )
    earlier = attempt.resolution.verdict
    if earlier is not None and earlier.done():
        raise RequestRejected(
            409, f"sync {attempt.sync_id} was resolved already, by {earlier.result().by}"
        )
    commit = request.decision == "commit"
    if request.token is not None:
        if not is_verdict(attempt, request.token):
            raise RequestRejected(403, f"wrong token for sync {attempt.sync_id}")
        return OutsideVerdict(commit, f"the trainer's verdict ({request.reason})")
    return OutsideVerdict(commit, f"an operator ({request.reason})")


def resolve(
    request: ResolveSyncRequest, attempt: ReceiverAttempt | None, state: State
) -> SuccessResponse:
    """End the UNCERTAIN sync ``request.sync_id`` by a verdict from outside: the trainer's
    (the sync's token: the endpoints' answers justify it) or an operator's
    (``accept_split_risk``). Refused (4xx, nothing changed) unless ``attempt`` is UNCERTAIN
    in that very sync."""
    decision = outside_verdict(request, attempt, state)
    assert attempt is not None  # outside_verdict refuses a request without one
    log.warning(
        "sync %s: resolved from outside: %s (%s)", attempt.sync_id, request.decision, decision.by
    )
    attempt.resolution.resolve(decision)
    return SuccessResponse(
        success=True, message=f"sync {attempt.sync_id}: {request.decision} by {decision.by}"
    )
