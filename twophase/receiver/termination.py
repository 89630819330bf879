"""Cooperative termination: an endpoint that cast its yes and learned no verdict asks the
other endpoints of the same sync how it ended for them (``POST /sync_outcome``, with the
sync's token from prepare), until one answer decides:

- a peer committed (its vote passed): the vote passed for every rank, commit;
- a peer did not cast its yes, or rolled back on a verdict: the vote cannot have passed, roll
  back;
- every peer answered, each as uncertain as this endpoint: the vote's answer reached no
  endpoint, so nobody committed; and each of them, having said so, no longer commits on the
  sender's word alone (``SyncAttempt.told_uncertain``): roll back.

Anything else (a peer unreachable, inside its vote still, or without a record of the sync)
decides nothing: the endpoint keeps its staged data, keeps serving the old weights, shows
UNCERTAIN with the peers it waits for, and asks again with backoff. Never a rollback on its
own after its yes.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import aiohttp

from twophase.core.protocol import (
    PeerAddress,
    PeerOutcome,
    SyncOutcomeRequest,
    SyncOutcomeResponse,
)
from twophase.core.routes import OUTCOME_ROUTE

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
