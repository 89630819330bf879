"""Past the commit point the sync is committed: endpoints that did not confirm the apply in
time (a stopped TP worker, a lost answer) are named in the result and asked again here, in
the background, with backoff, until each confirms or ``FOLLOW_UP_LIMIT_S`` passes. The
trainer's ``/sync_state`` shows who is still awaited (``to_json``).

A definite refusal (the endpoint says it rolled back: its apply failed) ends the follow-up of
that endpoint: it keeps its old weights whole, and that is what the record says.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import aiohttp

from twophase.core.protocol import CompleteWeightsUpdateRequest
from twophase.core.timing import FOLLOW_UP_FIRST_RETRY_S, FOLLOW_UP_LIMIT_S, FOLLOW_UP_MAX_RETRY_S
from twophase.engines import registry
from twophase.errors import EndpointCallError
from twophase.sender.endpoints import RemoteEndpoint
from twophase.sender.http_client import HttpPeer

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

    @property
    def done(self) -> bool:
        return self._task is not None and self._task.done()

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
