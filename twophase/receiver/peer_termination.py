"""Cooperative termination: an endpoint that cast its yes and learned no verdict asks the
other endpoints of the same sync how it ended (``POST /sync_outcome``, with the sync's token
from prepare), until their answers decide by the rule of ``core/termination.py``: a peer that
committed commits; one that did not cast its yes, or rolled back, rolls back; every peer as
uncertain, restarted since the sync's prepare (another incarnation answers: it cannot hold
the new version) or dead (silent, and its process seen gone from this host), rolls back.

Anything else (a peer unreachable, inside its vote still, or alive without a record of the
sync) decides nothing: the endpoint keeps its staged data, keeps serving the old weights, shows
UNCERTAIN with the peers it waits for, and asks again with backoff. Never a rollback on its
own after its yes. From outside, a verdict ends the wait (``resolve``): the trainer's, which
the endpoints' answers justify, or an operator's who accepted the risk of a split.
"""

from __future__ import annotations

import asyncio
import logging
import time
from asyncio import FIRST_COMPLETED
from dataclasses import dataclass, field
from typing import Any

from twophase.core.protocol import PeerAddress
from twophase.core.termination import PeerAnswer, UncertainStatus, Verdict, decide
from twophase.core.timing import PEER_FIRST_RETRY_S, PEER_MAX_RETRY_S
from twophase.errors import DeadlineExceeded, SyncFailed
from twophase.peer_outcomes import ask_peers, died_unanswered

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class OutsideVerdict:
    """A decision from outside the peers (``resolve``): whose, and which."""

    commit: bool
    by: str  # "the trainer (...)" or "an operator (...)"


@dataclass
class PeerResolution:
    """One attempt's cooperative termination: whom to ask (prepare's peers and token; empty
    from a seed or older sender) and how far it got."""

    peers: list[PeerAddress] = field(default_factory=list)
    token: str | None = None
    unasked: int = 0  # other endpoints of the sync that vote but cannot be asked
    told_uncertain: bool = False  # it told a peer it is uncertain: no commit on the sender alone
    confirmed_by: str | None = None  # the peer whose commit decided
    resolved_by: str | None = None  # the verdict from outside that decided commit
    waiting_for: list[str] = field(default_factory=list)  # whose answer is still missing
    rounds: int = 0
    since: float = 0.0  # monotonic
    since_wall: float = 0.0
    prepared_at: float = field(default_factory=time.time)  # wall clock: a restart is after it
    alert_after_s: float = float("inf")
    aborts_recorded: list[str] = field(default_factory=list)  # operators' aborts (no verdict)
    verdict: asyncio.Future[OutsideVerdict] | None = None

    def resolve(self, decision: OutsideVerdict) -> None:
        """A verdict from outside (the trainer's, or an operator's): it ends the wait."""
        if self.verdict is None:
            raise RuntimeError("the endpoint is not UNCERTAIN")
        if not self.verdict.done():
            self.verdict.set_result(decision)

    async def until_known(
        self, sync_id: str, sender_word: asyncio.Future[Any], alert_after_s: float, timeout_s: float
    ) -> None:
        """UNCERTAIN from now on, until the sender's word (``sender_word``), a peer or a
        verdict from outside decides: returns to commit, raises ``SyncFailed`` to roll back.
        With no peer to ask, no word within ``timeout_s`` raises (no other endpoint can hold
        the new version)."""
        self.since, self.since_wall = time.monotonic(), time.time()
        self.alert_after_s = alert_after_s
        self.verdict = asyncio.get_running_loop().create_future()
        log.warning(
            "sync %s: the commit vote's answer did not reach this endpoint: UNCERTAIN; asking "
            "the sender and %d peer(s)",
            sync_id,
            len(self.peers),
        )
        if self.peers and self.token is not None:
            await self.until_decided(sync_id, sender_word)
            return
        self.waiting_for = ["the sender"]
        either: set[asyncio.Future[Any]] = {sender_word, self.verdict}
        done, _ = await asyncio.wait(either, timeout=timeout_s, return_when=FIRST_COMPLETED)
        if self.verdict in done:
            self.take_verdict()
        elif not done:
            raise DeadlineExceeded(
                f"the commit vote's answer did not reach this endpoint, no peer was given to "
                f"ask, and no verdict from the sender came within {timeout_s:g} s: rolling "
                f"back (no other endpoint holds this sync)"
            )

    async def until_decided(self, sync_id: str, sender_word: asyncio.Future[Any]) -> None:
        """Ask the peers, with backoff, until an answer decides: returns to commit (the
        sender's word came first and this endpoint told no peer it is uncertain, or a peer
        committed: ``confirmed_by``); raises ``SyncFailed`` to roll back."""
        assert self.token is not None and self.verdict is not None
        delay = PEER_FIRST_RETRY_S
        named = {peer.name: peer.incarnation for peer in self.peers}
        while True:
            if self.take_verdict() or (sender_word.done() and not self.told_uncertain):
                return
            answers = await ask_peers(sync_id, self.token, self.peers)
            self.rounds += 1
            if self.take_verdict():  # a verdict that came meanwhile goes first
                return
            dead = died_unanswered(answers, named)
            reading = decide(answers, named, self.prepared_at, unasked=self.unasked, dead=dead)
            if reading.verdict is Verdict.COMMIT:
                self.confirmed_by = reading.decided_by
                log.warning("sync %s: peer %s committed: committing", sync_id, self.confirmed_by)
                return
            if reading.verdict is Verdict.ROLL_BACK:
                raise SyncFailed(_rollback_cause(reading.why, reading.decided_by, answers))
            self.waiting_for = reading.waiting_for
            # Wake for what has not come yet (a word already heard would wake it at once; the
            # verdict has not come: ``take_verdict`` just said so).
            pending: set[asyncio.Future[Any]] = {
                f for f in (sender_word, self.verdict) if not f.done()
            }
            await asyncio.wait(pending, timeout=delay, return_when=asyncio.FIRST_COMPLETED)
            delay = min(2 * delay, PEER_MAX_RETRY_S)

    def take_verdict(self) -> bool:
        """Take an outside verdict, if one came: True to commit (``resolved_by``), raises
        ``SyncFailed`` to roll back; False: none came."""
        if self.verdict is None or not self.verdict.done():
            return False
        decision = self.verdict.result()
        if not decision.commit:
            raise SyncFailed(f"{decision.by} decided: roll back")
        self.resolved_by = decision.by
        return True

    def status(self, sync_id: str) -> UncertainStatus:
        seconds = time.monotonic() - self.since
        return UncertainStatus(
            sync_id=sync_id,
            waiting_for=list(self.waiting_for),
            rounds=self.rounds,
            seconds=seconds,
            since=self.since_wall,
            alerting=seconds >= self.alert_after_s,
            aborts_recorded=list(self.aborts_recorded),
        )


def _rollback_cause(why: str, decided_by: str | None, answers: dict[str, PeerAnswer]) -> str:
    if decided_by is not None:
        return (
            f"the commit vote's answer was lost here; peer {decided_by} did not cast its yes "
            f"or rolled back, so the vote failed: rolling back"
        )
    if all(answer.outcome == "uncertain" for answer in answers.values()):
        return (
            "the commit vote's answer was lost here and at every peer (each as uncertain): "
            "nobody committed, rolling back"
        )
    return f"the commit vote's answer was lost here; {why}: rolling back"
