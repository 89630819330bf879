"""What an abort request means for an endpoint, as a pure function of its facts (like
``validation.py``). The commit point is the vote (specs/protocol.md): an abort is refused
once the sync's vote passed or it is applying, is refused at rest (nothing to abort), ends a
prepare still in flight, is remembered for a sync whose prepare has not arrived yet, and
otherwise asks the ranks (a rank inside the vote answers once the vote has) and rolls back.
"""

from __future__ import annotations

from dataclasses import dataclass

from twophase.core.table import State
from twophase.errors import AbortRefused
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.validation import check_abort


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
    if current is not None and state in (State.GROUP_READY, State.DONE):
        return Answered("the prepare in flight fails", fail_prepare=current)
    check_abort(state)
    if current is not None and state is State.APPLYING:
        raise refused(current, "it is applying")
    return RollBack(current, ask_ranks=current is not None and current.has_vote)


def refused(attempt: ReceiverAttempt, why: str) -> AbortRefused:
    return AbortRefused(
        f"sync {attempt.sync_id} is past its commit point ({why}); it ends at weight version "
        f"{attempt.version}, or keeps the old weights if its apply fails",
        attempt.version,
    )
