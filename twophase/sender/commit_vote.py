"""The sender's side of the commit vote: cast it, and when it breaks after the sender's yes,
find out what it said.

The vote is one all-gather (``run_vote``, or a sharded sync's ``run_pair_vote``). If the
sender's connection breaks inside it after its contribution went out (or its deadline passes
there), the others may have completed it and seen it pass, committing on it; or it may have
failed for everyone. The sender must not guess: reporting a failure (and aborting) while
endpoints committed would misreport the sync, and completing while it failed would be worse.
So it asks every endpoint what it saw of this sync's vote (``/sync_state`` ``vote``), waiting
while any is still inside it (each is bounded by its own vote deadline), as a two-phase
commit's cooperative termination does:

- one endpoint saw it pass: the vote passed for every rank (an all-gather answers everyone
  alike); the sender goes on to complete every endpoint, and those whose answer was lost too
  commit on that complete (``receiver/receiver_attempt.py``);
- none did, and every endpoint answered: nobody committed; the sync fails, as before;
- an endpoint does not answer: it may have committed unseen; the sync fails, and the abort
  that follows names it if it did (its 409).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from twophase.core.protocol import VoteOutcome
from twophase.core.table import Deadlines, Phase
from twophase.core.timing import VOTE_POLL_S
from twophase.errors import SyncError, TwophaseError, VoteFailed
from twophase.sender.endpoints import EndpointSet
from twophase.sender.sender_group import SenderGroup
from twophase.transport.group import Group

log = logging.getLogger(__name__)


@dataclass
class VoteKnowledge:
    """Whether the sender's yes went out and the vote's answer is not known: then a failure
    is no verdict, and the abort that follows must not carry one."""

    unknown: bool = False


async def cast(
    group: SenderGroup,
    endpoints: EndpointSet,
    sync_id: str,
    ballot: Callable[[Group], None],
    *,
    deadlines: Deadlines,
    slack_s: float,
    knowledge: VoteKnowledge,
) -> VoteOutcome:
    """The vote (``ballot``: this rank's part of it, on the group's thread): "passed" (the
    ballot returns only when every rank confirmed every bucket), or ``SyncError``.
    ``VoteFailed`` came back the same to every rank: a verdict. Any other failure leaves the
    answer unknown here (the group broke, or the deadline passed, after the sender's yes
    went out): the endpoints are asked, and if one saw it pass, the sync goes on to complete
    (on a group that is gone: the next sync forms a new one)."""
    knowledge.unknown = True
    try:
        await group.run(ballot, deadline_s=deadlines.progress + slack_s)
    except VoteFailed as exc:
        knowledge.unknown = False
        raise SyncError(Phase.TRANSFER, None, str(exc)) from exc
    except TwophaseError as exc:
        uncertain = f"the commit vote broke after the sender's yes: {exc}"
        log.warning("%s; asking the endpoints what they saw", uncertain)
        group.close()  # broken inside a collective: never used again
        finding = await find_vote_outcome(
            endpoints,
            sync_id,
            deadline_s=deadlines.progress + slack_s,
            call_timeout_s=deadlines.prepare,
        )
        if not finding.passed:
            # Every endpoint answered and none saw it pass: nobody committed or will (a
            # verdict). One silent or still inside: the sender does not know (no verdict).
            knowledge.unknown = bool(finding.silent)
            raise SyncError(Phase.TRANSFER, None, f"{uncertain}; {finding.describe()}") from exc
        log.warning("%s: completing every endpoint", finding.describe())  # for every rank
    knowledge.unknown = False
    return "passed"


@dataclass(frozen=True)
class VoteFinding:
    passed: bool
    seen_by: tuple[str, ...]  # the endpoints that saw it pass (passed) or answered (failed)
    silent: tuple[str, ...]  # endpoints that did not answer, or said nothing of this sync

    def describe(self) -> str:
        if self.passed:
            return f"the commit vote passed (seen by {', '.join(self.seen_by)})"
        silent = f"; no answer from {', '.join(self.silent)}" if self.silent else ""
        return f"no endpoint saw the commit vote pass{silent}"


async def find_vote_outcome(
    endpoints: EndpointSet, sync_id: str, *, deadline_s: float, call_timeout_s: float
) -> VoteFinding:
    """Ask every endpoint until one saw the vote pass, or none is still inside it, or
    ``deadline_s`` passes (then what is known so far)."""
    until = time.monotonic() + deadline_s
    while True:
        statuses = await endpoints.vote_statuses(call_timeout_s)
        outcomes: dict[str, str] = {}
        for answer in statuses.answers:
            vote = answer.response
            if vote is not None and vote.sync_id == sync_id:
                outcomes[answer.endpoint.name] = vote.outcome
        passed = tuple(name for name, outcome in outcomes.items() if outcome == "passed")
        if passed:
            return VoteFinding(True, passed, ())
        pending = [name for name, outcome in outcomes.items() if outcome == "pending"]
        silent = tuple(e.name for e in endpoints.endpoints if e.name not in outcomes)
        if not pending or time.monotonic() >= until:
            return VoteFinding(False, tuple(outcomes), silent + tuple(pending))
        await asyncio.sleep(VOTE_POLL_S)
