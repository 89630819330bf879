"""Asking endpoints how a sync ended for them (``POST /sync_outcome``, with the sync's token):
what an UNCERTAIN receiver asks its peers (``receiver/peer_termination.py``) and what the
trainer asks every endpoint to resolve one (``sender/resolver.py``)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping

import aiohttp

from twophase.core.protocol import PeerAddress, SyncOutcomeRequest, SyncOutcomeResponse
from twophase.core.routes import OUTCOME_ROUTE
from twophase.core.termination import Incarnation, PeerAnswer
from twophase.core.timing import PEER_ASK_TIMEOUT_S
from twophase.endpoint_http import HttpPeer
from twophase.processes import gone

log = logging.getLogger(__name__)


async def ask_peers(
    sync_id: str, token: str, peers: list[PeerAddress], *, timeout_s: float = PEER_ASK_TIMEOUT_S
) -> dict[str, PeerAnswer]:
    """Ask every peer at once how ``sync_id`` ended for it (by peer name)."""
    body = SyncOutcomeRequest(sync_id=sync_id, token=token).model_dump()
    limit = aiohttp.ClientTimeout(total=timeout_s)
    async with aiohttp.ClientSession(timeout=limit) as session:

        async def ask(peer: PeerAddress) -> PeerAnswer:
            url = HttpPeer(peer.host, peer.port).url + OUTCOME_ROUTE
            try:
                async with session.post(url, json=body) as response:
                    if response.status != 200:
                        log.warning(
                            "peer %s answered %d for sync %s", peer.name, response.status, sync_id
                        )
                        return PeerAnswer(None)
                    answer = SyncOutcomeResponse.model_validate(await response.json())
            except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
                log.info("peer %s did not answer for sync %s: %s", peer.name, sync_id, exc)
                return PeerAnswer(None)
            if answer.sync_id != sync_id:
                return PeerAnswer(None)
            return PeerAnswer(answer.outcome, answer.incarnation)

        said = await asyncio.gather(*(ask(peer) for peer in peers))
    return {peer.name: answer for peer, answer in zip(peers, said, strict=True)}


def died_unanswered(
    answers: Mapping[str, PeerAnswer], named: Mapping[str, Incarnation | None]
) -> frozenset[str]:
    """The peers that did not answer and whose process, as prepare named it, has certainly
    ended (seen from this host: ``twophase/processes.py``)."""
    silent = (name for name, answer in answers.items() if answer.outcome is None)
    dead = frozenset(name for name in silent if (who := named.get(name)) and gone(who.process))
    for name in dead:
        log.warning("peer %s did not answer and its process has ended", name)
    return dead
