"""Past the commit point: complete at every endpoint (``complete_every_endpoint``), and what
the answers mean.

The sync is committed once its vote passed. An endpoint that does not confirm the apply in
time (no answer, a deadline: a stopped TP worker, a lost answer) is named in the result and
asked again here (``FollowUp``), in the background, with backoff, until each confirms or
``FOLLOW_UP_LIMIT_S`` passes; the trainer's ``/sync_state`` shows who is still awaited
(``to_json``). One that answers that its apply failed (502: it rolled back, its old weights
whole) fails the sync, naming who applied (and ends its follow-up); the committed version
stands, unless every endpoint answered so: then no server holds it, and the trainer's record
stays where the servers are.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

import aiohttp

from twophase.core.protocol import CompleteWeightsUpdateRequest
from twophase.core.table import Phase
from twophase.core.timing import FOLLOW_UP_FIRST_RETRY_S, FOLLOW_UP_LIMIT_S, FOLLOW_UP_MAX_RETRY_S
from twophase.endpoint_http import HttpPeer
from twophase.engines import registry
from twophase.errors import EndpointCallError, SyncError
from twophase.sender.endpoints import EndpointSet, RemoteEndpoint
from twophase.sender.plan import SyncPlan
from twophase.sender.result import EndpointPauses

log = logging.getLogger(__name__)


class FollowUp:
    """The endpoints of one committed sync that have not confirmed its apply."""

    def __init__(
        self,
        sync_id: str,
        weight_version: int,
        request: CompleteWeightsUpdateRequest,
        waiting: dict[RemoteEndpoint, str],
        *,
        call_timeout_s: float,
        api_key: str | None = None,
        limit_s: float = FOLLOW_UP_LIMIT_S,
    ) -> None:
        self.sync_id, self.weight_version, self.request = sync_id, weight_version, request
        self.waiting = dict(waiting)  # endpoint -> why it has not confirmed (last cause)
        self.confirmed: list[str] = []
        self.failed: dict[str, str] = {}  # said definitely that it rolled back
        self.call_timeout_s, self.api_key, self.limit_s = call_timeout_s, api_key, limit_s
        self.started = time.monotonic()
        self.gave_up = False
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"follow up {self.sync_id}")

    async def wait(self) -> None:
        if self._task is not None:
            await asyncio.shield(self._task)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        delay = FOLLOW_UP_FIRST_RETRY_S
        async with aiohttp.ClientSession() as session:
            while self.waiting:
                if time.monotonic() - self.started >= self.limit_s:
                    self.gave_up = True
                    log.error("sync %s: %s", self.sync_id, self.describe())
                    return
                await asyncio.sleep(delay)
                delay = min(2 * delay, FOLLOW_UP_MAX_RETRY_S)
                await asyncio.gather(*(self._ask(session, e) for e in list(self.waiting)))
        log.info("sync %s: every endpoint confirmed version %d", self.sync_id, self.weight_version)

    async def _ask(self, session: aiohttp.ClientSession, endpoint: RemoteEndpoint) -> None:
        # A client of its own: the endpoint's is bound to the running sync's session.
        client = registry.get_engine(endpoint.engine).connect(
            HttpPeer(endpoint.host, endpoint.port, endpoint.api_key)
        )
        client.connect(session, self.api_key)
        try:
            await client.complete(self.request, self.call_timeout_s)
        except EndpointCallError as exc:
            self.waiting[endpoint] = str(exc)
            if exc.status == 502:  # it answered that it rolled back: definite
                self.failed[endpoint.name] = str(exc)
                del self.waiting[endpoint]
            return
        del self.waiting[endpoint]
        self.confirmed.append(endpoint.name)
        log.info(
            "sync %s: %s confirmed version %d", self.sync_id, endpoint.name, self.weight_version
        )

    def describe(self) -> str:
        parts = [f"committed version {self.weight_version}"]
        if self.waiting:
            parts.append(
                f"{'gave up on' if self.gave_up else 'awaiting'} confirmation from "
                + ", ".join(e.name for e in self.waiting)
            )
        if self.failed:
            parts.append(f"{', '.join(self.failed)} failed to apply (old weights kept)")
        return "; ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "sync_id": self.sync_id,
            "weight_version": self.weight_version,
            "unconfirmed": {e.name: cause for e, cause in self.waiting.items()},
            "confirmed": list(self.confirmed),
            "failed": dict(self.failed),
            "gave_up": self.gave_up,
            "seconds": time.monotonic() - self.started,
        }


@dataclass
class Completion:
    """What the complete answers said."""

    pauses: EndpointPauses  # what the sync cost each endpoint's inference
    follow_up: FollowUp | None  # the endpoints that did not confirm the apply in time
    error: SyncError | None  # the endpoints that answered that they rolled back


async def complete_every_endpoint(
    endpoints: EndpointSet,
    plan: SyncPlan,
    request: CompleteWeightsUpdateRequest,
    *,
    apply_s: float,
    slack_s: float,
    api_key: str | None,
) -> Completion:
    outcome = await endpoints.complete_all(request, apply_s)
    failed = [f for f in outcome.failures if f.error.status == 502]
    waiting = {f.endpoint: str(f.error) for f in outcome.failures if f not in failed}
    follow_up = None
    if waiting:
        follow_up = FollowUp(
            plan.sync_id,
            plan.weight_version,
            request,
            waiting,
            call_timeout_s=apply_s + slack_s,
            api_key=api_key,
        )
        log.warning(
            "sync %s committed version %d; not yet confirmed by %s: following up",
            plan.sync_id,
            plan.weight_version,
            ", ".join(e.name for e in waiting),
        )
    error = None
    if failed:
        causes = "; ".join(str(f.error) for f in failed)
        if not outcome.answers and not waiting:
            where = f"every endpoint rolled back: version {plan.weight_version} is nowhere"
        else:
            applied = ", ".join(a.endpoint.name for a in outcome.answers) or "no endpoint"
            where = f"{applied} applied version {plan.weight_version}"
        error = SyncError(
            Phase.COMPLETE, failed[0].endpoint.name, f"{causes} (after the commit point: {where})"
        )
        if outcome.answers or waiting:  # a server holds it, or may: the version stands
            error.committed_version = plan.weight_version
    return Completion(EndpointPauses.of(outcome.answers), follow_up, error)
