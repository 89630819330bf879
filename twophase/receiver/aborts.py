"""What an abort, a peer's question or a resolve means for an endpoint, as pure functions
of its facts (like ``validation.py``). The commit point is the vote (specs/protocol.md): an
abort is refused once the sync's vote passed or it is applying, is refused at rest (nothing to
abort), ends a prepare still in flight, is remembered for a sync whose prepare has not arrived
yet, and otherwise asks the ranks (a rank inside the vote answers once the vote has) and rolls
back.

A resolve (``POST /resolve_sync``) ends an UNCERTAIN sync by a verdict from outside, from one
of two callers: the trainer, with the sync's token, sending the verdict that the endpoints'
answers justify (``sender/resolver.py``, the rule of ``core/termination.py``); or an operator
who knows the missing peer is gone for good. The operator's decision is outside the no-split
guarantee (the peer might have committed after all), so it is taken only with
``accept_split_risk: true``, and the history says who decided.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable
from dataclasses import dataclass

from twophase.core.protocol import (
    ResolveSyncRequest,
    SuccessResponse,
    SyncOutcomeRequest,
    SyncOutcomeResponse,
)
from twophase.core.table import State, at_rest_with_group, past_commit
from twophase.core.termination import PeerOutcome
from twophase.core.timing import ABORT_RANKS_S
from twophase.errors import AbortRefused, RequestRejected
from twophase.receiver.peer_termination import OutsideVerdict
from twophase.receiver.rankdata import AbortOutcome
from twophase.receiver.rankset import RankSet
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.validation import check_abort


class AbortRecorded(SuccessResponse):
    """An abort at an endpoint that cast its yes and does not know the vote's answer: it is
    not a verdict (only the sender's, or a peer that saw the outcome, is). Recorded and
    answered 202; the endpoint resolves with the sender and its peers."""

    uncertain: bool = True


@dataclass(frozen=True)
class Answered:
    """Nothing to do here but answer ``message`` (the abort already holds, or is noted)."""

    message: str
    remember: str | None = None  # a sync id whose prepare must be refused if it comes
    fail_prepare: ReceiverAttempt | None = None  # an attempt whose prepare is in flight


@dataclass(frozen=True)
class RollBack:
    """Roll the attempt back; ``ask_ranks``: first ask every rank (it has a vote)."""

    attempt: ReceiverAttempt | None
    ask_ranks: bool


def decide(
    state: State,
    sync_id: str | None,
    current: ReceiverAttempt | None,
    previous: ReceiverAttempt | None,
) -> Answered | RollBack:
    """``sync_id``: the sync the caller means (None: whatever runs); ``current``: the attempt
    in progress; ``previous``: the last one that ended. Raises ``AbortRefused`` past the
    commit point, ``RequestRejected`` at rest."""
    if sync_id is not None and previous is not None and sync_id == previous.sync_id:
        if previous.is_published:
            raise refused(previous, "it committed")
        return Answered(f"sync {sync_id} was rolled back")
    if sync_id is not None and (current is None or sync_id != current.sync_id):
        return Answered(f"sync {sync_id} is not in progress; its prepare is refused", sync_id)
    if current is not None and at_rest_with_group(state):
        return Answered("the prepare in flight fails", fail_prepare=current)
    check_abort(state)
    if current is not None and past_commit(state):
        raise refused(current, "it is applying")
    return RollBack(current, ask_ranks=current is not None and current.has_vote)


def refused(attempt: ReceiverAttempt, why: str) -> AbortRefused:
    return AbortRefused(
        f"sync {attempt.sync_id} is past its commit point ({why}); it ends at weight version "
        f"{attempt.version}, or keeps the old weights if its apply fails",
        attempt.version,
    )


def recorded(attempt: ReceiverAttempt) -> AbortRecorded:
    return AbortRecorded(
        success=False,
        message=(
            f"abort recorded, not taken: this endpoint cast its yes in sync {attempt.sync_id}'s "
            f"commit vote and does not know its answer; it resolves with the sender and its "
            f"peers (UNCERTAIN in /sync_state)"
        ),
    )


def is_verdict(attempt: ReceiverAttempt, token: str | None) -> bool:
    """The sender's verdict that the vote failed: an abort carrying the sync's token."""
    return (
        token is not None
        and attempt.peer_token is not None
        and hmac.compare_digest(token.encode(), attempt.peer_token.encode())
    )


def check_peer_token(attempt: ReceiverAttempt, token: str) -> None:
    """A peer's question is answered only with the sync's token (403 otherwise)."""
    if not is_verdict(attempt, token):
        raise RequestRejected(403, f"wrong token for sync {attempt.sync_id}")


def running_outcome(attempt: ReceiverAttempt, state: State) -> PeerOutcome | None:
    """The running attempt's outcome where known without asking the ranks (None: ask)."""
    if attempt.vote_passed or past_commit(state):
        return "committed"
    if attempt.vote_uncertain:
        attempt.resolution.told_uncertain = True  # from now on only a peer's commit commits
        return "uncertain"
    return None


async def answer_peer(
    request: SyncOutcomeRequest,
    current: ReceiverAttempt | None,
    ended: Iterable[ReceiverAttempt],
    state: State,
    ranks: RankSet,
) -> SyncOutcomeResponse:
    """A peer's question about ``request.sync_id`` (``current``: the running attempt if it
    is that sync; ``ended``: the last attempts that ended). A peer asking about a sync this
    endpoint has not voted on yet means that vote cannot pass: its ranks are asked to abort
    first (then it never casts its yes, and says rolled_back)."""
    found = current or next((a for a in ended if a.sync_id == request.sync_id), None)
    if found is None or found.peer_token is None:
        return SyncOutcomeResponse(sync_id=request.sync_id, outcome="unknown")
    check_peer_token(found, request.token)
    outcome: PeerOutcome | None
    if current is None:  # it ended: the vote is a fact about every rank, even if apply failed
        outcome = "committed" if found.vote_passed else "rolled_back"
    elif (outcome := running_outcome(current, state)) is None:  # before or inside its vote
        why = f"peer asked how sync {current.sync_id} ended"
        bound = min(ABORT_RANKS_S, current.deadlines.progress)
        asked = await ranks.request_abort(why, bound, current.sync_id)
        if asked is AbortOutcome.COMMITTED:
            outcome = "committed"
        elif asked is AbortOutcome.ACCEPTED:
            outcome = "rolled_back"  # no rank will cast its yes: the vote cannot pass
        else:
            outcome = running_outcome(current, State.RECEIVING) or "pending"
    version = found.version if outcome == "committed" else None
    return SyncOutcomeResponse(sync_id=found.sync_id, outcome=outcome, weight_version=version)


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
        check_peer_token(attempt, request.token)
        return OutsideVerdict(commit, f"the trainer's verdict ({request.reason})")
    return OutsideVerdict(commit, f"an operator ({request.reason})")
