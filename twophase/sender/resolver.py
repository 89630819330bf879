"""The trainer resolves the endpoints a sync left UNCERTAIN (each cast its yes and lost the
vote's answer, and so did the trainer).

The trainer can reach every endpoint, where the endpoints may not reach each other. After a
sync whose vote's answer it lost, it asks every endpoint of that sync how it ended
(``/sync_outcome``, with the sync's token), in the background with backoff, reads the answers
by the same rule as the endpoints (``core/termination.py``: the incarnations prepare named
tell a restarted endpoint), and sends every endpoint still UNCERTAIN the verdict they justify
(``/resolve_sync`` with the token). A decision, once reached, stands: the rule reaches commit
only when the vote passed, and rollback only when it cannot have passed or no endpoint alive
can commit. The next sync runs a round at once for an endpoint that says it is UNCERTAIN in
this sync (``settle_uncertain``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import aiohttp

from twophase.core.protocol import (
    PeerAddress,
    PrepareWeightsUpdateResponse,
    ResolveSyncRequest,
    SuccessResponse,
)
from twophase.core.routes import PREPARE_ROUTE, RESOLVE_ROUTE
from twophase.core.table import Phase
from twophase.core.termination import (
    Incarnation,
    PeerAnswer,
    Reading,
    UncertainStatus,
    Verdict,
    decide,
)
from twophase.core.timing import (
    RESOLVE_CALL_TIMEOUT_S,
    RESOLVE_FIRST_RETRY_S,
    RESOLVE_LIMIT_S,
    RESOLVE_MAX_RETRY_S,
    RESOLVE_POLL_S,
    RESOLVE_SETTLE_S,
)
from twophase.endpoint_http import HttpPeer
from twophase.engines import registry
from twophase.errors import EndpointCallError, SyncError
from twophase.peer_outcomes import ask_peers, died_unanswered
from twophase.sender.endpoints import Answer, CallFailed, EndpointSet, FanOut, RemoteEndpoint

log = logging.getLogger(__name__)
STILL_OPEN = ("uncertain", "pending")  # answers of endpoints that have not ended the sync
DECISIONS = ("commit", "rollback")


@dataclass(frozen=True)
class UncertainSync:
    """What the trainer keeps of a sync whose vote's answer it lost: its id and token, when
    it was prepared (wall clock), and its endpoints with the incarnation prepare named."""

    sync_id: str
    token: str
    prepared_at: float
    endpoints: tuple[RemoteEndpoint, ...]
    named: dict[str, Incarnation | None]


class Resolver:
    """One uncertain sync's resolution by the trainer (``start``: in the background)."""

    def __init__(
        self, sync: UncertainSync, *, api_key: str | None, limit_s: float = RESOLVE_LIMIT_S
    ) -> None:
        self.sync, self.api_key, self.limit_s = sync, api_key, limit_s
        self.decided: Reading | None = None  # once reached, it stands
        self.last: Reading | None = None
        self.open: list[str] = []  # endpoints still uncertain or inside the vote
        self.verdicts_sent: dict[str, str] = {}  # endpoint -> what its resolve answered
        self.rounds = 0
        self.started = time.monotonic()
        self._task: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()

    @property
    def sync_id(self) -> str:
        return self.sync.sync_id

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"resolve {self.sync_id}")

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    @property
    def finished(self) -> bool:
        """Decided, and no endpoint of the sync is still open."""
        return self.decided is not None and not self.open

    async def _run(self) -> None:
        delay = RESOLVE_FIRST_RETRY_S
        while time.monotonic() - self.started < self.limit_s:
            try:
                await self.round()
            except Exception:  # a bug must not end the resolution silently
                log.exception("sync %s: a resolution round failed", self.sync_id)
            if self.finished:
                log.warning("sync %s resolved by the trainer: %s", self.sync_id, self.describe())
                return
            await asyncio.sleep(delay)
            delay = min(2 * delay, RESOLVE_MAX_RETRY_S)
        log.error("sync %s: gave up resolving: %s", self.sync_id, self.describe())

    async def round(self) -> Reading:
        """Ask every endpoint once, decide by the rule, and send the verdict (once decided)
        to each endpoint that is still uncertain."""
        async with self._lock:
            answers = await self._ask()
            self.rounds += 1
            named = self.sync.named
            dead = died_unanswered(answers, named)
            reading = decide(answers, named, self.sync.prepared_at, dead=dead)
            self.last = reading
            if self.decided is None and reading.verdict is not Verdict.WAIT:
                self.decided = reading
                log.warning(
                    "sync %s: the endpoints' answers decide %s (%s)",
                    self.sync_id,
                    reading.verdict.value,
                    reading.why,
                )
            # Not ended yet: uncertain, inside the vote, or ours and silent (it may be either).
            ours = {e.name for e in self.sync.endpoints if e.engine == registry.DEFAULT_ENGINE}
            self.open = [
                name
                for name, a in answers.items()
                if a.outcome in STILL_OPEN or (a.outcome is None and name in ours)
            ]
            uncertain = [name for name, a in answers.items() if a.outcome == "uncertain"]
            if self.decided is not None and uncertain:
                await self._send_verdict(self.decided, uncertain)
            return reading

    async def _ask(self) -> dict[str, PeerAnswer]:
        """Every endpoint's answer; one that does not serve twophase's routes gives none
        (it may hold the new version unseen: it never lets the rule roll back)."""
        ours = [e for e in self.sync.endpoints if e.engine == registry.DEFAULT_ENGINE]
        addresses = [PeerAddress(host=e.host, port=e.port) for e in ours]
        said = await ask_peers(
            self.sync_id, self.sync.token, addresses, timeout_s=RESOLVE_CALL_TIMEOUT_S
        )
        by_name = {e.name: said[a.name] for e, a in zip(ours, addresses, strict=True)}
        return {e.name: by_name.get(e.name, PeerAnswer(None)) for e in self.sync.endpoints}

    async def _send_verdict(self, reading: Reading, names: list[str]) -> None:
        decision: Literal["commit", "rollback"] = (
            "commit" if reading.verdict is Verdict.COMMIT else "rollback"
        )
        request = ResolveSyncRequest(
            sync_id=self.sync_id, decision=decision, token=self.sync.token, reason=reading.why
        )
        chosen = [e for e in self.sync.endpoints if e.name in names]
        async with aiohttp.ClientSession() as session:

            async def send(endpoint: RemoteEndpoint) -> None:
                peer = HttpPeer(endpoint.host, endpoint.port, endpoint.api_key, self.api_key)
                peer.session = session
                try:
                    await peer.call(RESOLVE_ROUTE, request, SuccessResponse, RESOLVE_CALL_TIMEOUT_S)
                except EndpointCallError as exc:
                    self.verdicts_sent[endpoint.name] = f"refused: {exc.cause}"
                    return
                self.verdicts_sent[endpoint.name] = decision

            await asyncio.gather(*(send(endpoint) for endpoint in chosen))

    def describe(self) -> str:
        reading = self.decided or self.last
        if reading is None:
            return "not asked yet"
        said = f"{reading.verdict.value}: {reading.why}"
        if self.decided is None and reading.waiting_for:
            said += f"; no answer that decides from {', '.join(reading.waiting_for)}"
        if self.open:
            said += f"; still open at {', '.join(self.open)}"
        return said

    def to_json(self) -> dict[str, Any]:
        reading = self.decided or self.last
        return {
            "sync_id": self.sync_id,
            "decided": self.decided.verdict.value if self.decided is not None else None,
            "why": reading.why if reading is not None else None,
            "open": list(self.open),
            "verdicts_sent": dict(self.verdicts_sent),
            "rounds": self.rounds,
            "seconds": time.monotonic() - self.started,
        }


async def settle_uncertain(
    endpoints: EndpointSet, resolver: Resolver | None, *, timeout_s: float
) -> None:
    """Before a sync, with every endpoint's capabilities asked: an endpoint UNCERTAIN in an
    earlier sync would refuse this one (409 at prepare). If the trainer holds that sync's
    record (``resolver``), one resolution round runs now and, if the answers decided, the
    sync waits up to ``RESOLVE_SETTLE_S`` for the endpoints to act on the verdict; an endpoint still
    UNCERTAIN then fails the sync at once, naming it, the sync and the peers it waits for."""
    stuck = _uncertain(endpoints.endpoints)
    if not stuck:
        return
    if resolver is not None and any(said.sync_id == resolver.sync_id for _, said in stuck):
        await resolver.round()
        # Wait only for those sent a verdict: nothing else will move them (fail at once).
        sent = {name for name, said in resolver.verdicts_sent.items() if said in DECISIONS}
        moving = any(endpoint.name in sent for endpoint, _ in stuck)
        until = time.monotonic() + (RESOLVE_SETTLE_S if moving else 0.0)
        while stuck and time.monotonic() < until:
            await asyncio.sleep(RESOLVE_POLL_S)
            chosen = endpoints.subset([endpoint for endpoint, _ in stuck])
            left = max(RESOLVE_POLL_S, until - time.monotonic())
            await chosen.ask_capabilities(again=True, timeout_s=min(timeout_s, left))
            stuck = _uncertain(endpoints.endpoints)
    if stuck:
        endpoint, said = stuck[0]
        raise SyncError(
            Phase.CAPABILITIES,
            endpoint.name,
            f"{said.describe()}; it refuses every sync until that one is resolved. Once the "
            f"peers it waits for are known gone for good: twophase resolve {endpoint.url} "
            f"--sync-id {said.sync_id} --decision rollback --accept-split-risk",
        )


def _uncertain(
    endpoints: Sequence[RemoteEndpoint],
) -> list[tuple[RemoteEndpoint, UncertainStatus]]:
    said = [(endpoint, endpoint.capabilities) for endpoint in endpoints]
    return [(e, c.uncertain) for e, c in said if c is not None and c.uncertain is not None]


def same_incarnations(
    prepared: FanOut[PrepareWeightsUpdateResponse],
) -> FanOut[PrepareWeightsUpdateResponse]:
    """Prepare's answers, where an endpoint that answered from another run of its process
    than the one its capabilities came from (it restarted in between: the peer lists named
    its predecessor) is a failure, before any byte moves."""
    outcomes: list[Answer[PrepareWeightsUpdateResponse] | CallFailed] = []
    for outcome in prepared.outcomes:
        named = outcome.endpoint.incarnation
        said = outcome.response.incarnation if isinstance(outcome, Answer) else None
        if named is not None and said is not None and said.id != named.id:
            cause = (
                f"restarted since its capabilities were asked (now incarnation "
                f"{said.describe()}, asked {named.describe()})"
            )
            outcome = CallFailed(
                outcome.endpoint, EndpointCallError(outcome.endpoint.name, PREPARE_ROUTE, cause)
            )
        outcomes.append(outcome)
    return FanOut(tuple(outcomes))
