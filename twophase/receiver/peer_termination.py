"""Cooperative termination: an endpoint that cast its yes and learned no verdict asks the
other endpoints of the same sync how it ended for them (``POST /sync_outcome``, with the
sync's token from prepare), until one answer decides:

- a peer committed (its vote passed): the vote passed for every rank, commit;
- a peer did not cast its yes, or rolled back on a verdict: the vote cannot have passed, roll
  back;
- every peer answered, each as uncertain as this endpoint: the vote's answer reached no
  endpoint, so nobody committed; and each of them, having said so, no longer commits on the
  sender's word alone (``ReceiverAttempt.told_uncertain``): roll back.

Anything else (a peer unreachable, inside its vote still, or without a record of the sync)
decides nothing: the endpoint keeps its staged data, keeps serving the old weights, shows
UNCERTAIN with the peers it waits for, and asks again with backoff. Never a rollback on its
own after its yes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from twophase.core.protocol import PeerAddress, PeerOutcome, SyncOutcomeRequest, SyncOutcomeResponse
from twophase.core.routes import OUTCOME_ROUTE
from twophase.core.sync_state import UncertainStatus
from twophase.errors import SyncFailed

log = logging.getLogger(__name__)
ASK_TIMEOUT_S = 2.0  # one question to one peer
FIRST_RETRY_S = 0.2  # the backoff between rounds starts here, doubles, and stops at
MAX_RETRY_S = 5.0


@dataclass(frozen=True)
class PeerRound:
    """One round of questions: each peer's answer (None: no answer)."""

    answers: dict[str, PeerOutcome | None]

    def of(self, outcome: PeerOutcome) -> list[str]:
        return [name for name, said in self.answers.items() if said == outcome]

    @property
    def committed(self) -> list[str]:
        return self.of("committed")

    @property
    def rolled_back(self) -> list[str]:
        return self.of("rolled_back")

    @property
    def all_uncertain(self) -> bool:
        return bool(self.answers) and all(o == "uncertain" for o in self.answers.values())

    @property
    def waiting_for(self) -> list[str]:
        """The peers whose answer decided nothing (unreachable, pending, no record)."""
        return [name for name, said in self.answers.items() if said != "uncertain"]


async def ask_peers(
    sync_id: str, token: str, peers: list[PeerAddress], *, timeout_s: float = ASK_TIMEOUT_S
) -> PeerRound:
    """Ask every peer at once how ``sync_id`` ended for it."""
    body = SyncOutcomeRequest(sync_id=sync_id, token=token).model_dump()
    limit = aiohttp.ClientTimeout(total=timeout_s)
    async with aiohttp.ClientSession(timeout=limit) as session:

        async def ask(peer: PeerAddress) -> PeerOutcome | None:
            url = f"http://{_url_host(peer.host)}:{peer.port}{OUTCOME_ROUTE}"
            try:
                async with session.post(url, json=body) as response:
                    if response.status != 200:
                        log.warning(
                            "peer %s answered %d for sync %s", peer.name, response.status, sync_id
                        )
                        return None
                    answer = SyncOutcomeResponse.model_validate(await response.json())
            except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
                log.info("peer %s did not answer for sync %s: %s", peer.name, sync_id, exc)
                return None
            return answer.outcome if answer.sync_id == sync_id else None

        said = await asyncio.gather(*(ask(peer) for peer in peers))
    return PeerRound({peer.name: outcome for peer, outcome in zip(peers, said, strict=True)})


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


@dataclass
class PeerResolution:
    """One attempt's cooperative termination: whom to ask (prepare's peers and token; empty
    from a seed or older sender) and how far it got."""

    peers: list[PeerAddress] = field(default_factory=list)
    token: str | None = None
    told_uncertain: bool = False  # it told a peer it is uncertain: no commit on the sender alone
    confirmed_by: str | None = None  # the peer whose commit decided
    waiting_for: list[str] = field(default_factory=list)  # whose answer is still missing
    rounds: int = 0
    since: float = 0.0
    aborts_recorded: list[str] = field(default_factory=list)  # operators' aborts (no verdict)

    async def until_decided(self, sync_id: str, sender_word: asyncio.Future[Any]) -> None:
        """Ask the peers, with backoff, until an answer decides: returns to commit (the
        sender's word came first and this endpoint told no peer it is uncertain, or a peer
        committed: ``confirmed_by``); raises ``SyncFailed`` to roll back."""
        assert self.token is not None
        delay = FIRST_RETRY_S
        while True:
            if sender_word.done() and not self.told_uncertain:
                return
            found = await ask_peers(sync_id, self.token, self.peers)
            self.rounds += 1
            if found.committed:
                self.confirmed_by = found.committed[0]
                log.warning("sync %s: peer %s committed: committing", sync_id, self.confirmed_by)
                return
            if found.rolled_back:
                raise SyncFailed(
                    f"the commit vote's answer was lost here; peer {found.rolled_back[0]} did "
                    f"not cast its yes or rolled back, so the vote failed: rolling back"
                )
            if found.all_uncertain:
                raise SyncFailed(
                    "the commit vote's answer was lost here and at every peer (each as "
                    "uncertain): nobody committed, rolling back"
                )
            self.waiting_for = found.waiting_for
            await asyncio.wait({sender_word}, timeout=delay)
            delay = min(2 * delay, MAX_RETRY_S)

    def status(self, sync_id: str) -> UncertainStatus:
        return UncertainStatus(
            sync_id=sync_id,
            waiting_for=list(self.waiting_for),
            rounds=self.rounds,
            seconds=time.monotonic() - self.since,
            aborts_recorded=list(self.aborts_recorded),
        )
