"""The sender's view of one inference endpoint: its address, its size, and HTTP calls to it
with a deadline each. Every failure comes back as ``EndpointCallError`` naming the endpoint,
the route and the cause (status and message, a timeout, or a refused connection)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from twophase.errors import EndpointCallError


@dataclass
class Endpoint:
    host: str
    port: int
    world_size: int
    api_key: str | None = None
    rank_offset: int = 0  # set when the group is planned
    speaks_twophase: bool | None = None  # None until /sync_capabilities was asked
    capabilities: dict[str, Any] = field(default_factory=dict)
    last_state: str = "unknown"
    requests: int = 0  # HTTP requests sent in the current sync

    @property
    def name(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    async def call(
        self,
        session: aiohttp.ClientSession,
        method: str,
        route: str,
        body: dict[str, Any] | None = None,
        *,
        timeout_s: float,
        ok_statuses: tuple[int, ...] = (200,),
    ) -> tuple[int, Any]:
        """One HTTP call; returns (status, parsed JSON) for ``ok_statuses``, raises otherwise."""
        self.requests += 1
        try:
            async with session.request(
                method,
                self.url + route,
                json=body,
                headers=self.headers(),
                timeout=aiohttp.ClientTimeout(total=timeout_s),
            ) as response:
                text = await response.text()
                try:
                    data = json.loads(text) if text else {}
                except json.JSONDecodeError:
                    data = {"message": text[:200]}
                if response.status not in ok_statuses:
                    message = data.get("message", text[:200]) if isinstance(data, dict) else text
                    raise EndpointCallError(
                        self.name, route, f"HTTP {response.status}: {message}", response.status
                    )
                return response.status, data
        except asyncio.TimeoutError:
            raise EndpointCallError(self.name, route, f"no answer within {timeout_s:g} s") from None
        except aiohttp.ClientError as exc:
            raise EndpointCallError(self.name, route, f"unreachable: {exc}") from None


async def destroy_all(
    session: aiohttp.ClientSession, endpoints: list[Endpoint], group_name: str, timeout_s: float
) -> None:
    """Best effort: every endpoint tears its group down (errors are ignored)."""
    body = {"group_name": group_name}
    route = "/destroy_weights_update_group"
    ok = (200, 404, 409)
    calls = (
        e.call(session, "POST", route, body, timeout_s=timeout_s, ok_statuses=ok) for e in endpoints
    )
    await asyncio.gather(*calls, return_exceptions=True)


async def abort_all(
    session: aiohttp.ClientSession,
    endpoints: list[Endpoint],
    group_name: str,
    reason: str,
    timeout_s: float,
) -> None:
    """Best effort: every endpoint rolls back now. The seed protocol has no abort, so a
    seed-only endpoint gets its group destroyed instead (its receive then fails)."""
    body = {"group_name": group_name, "reason": reason[:500]}
    ours = [e for e in endpoints if e.speaks_twophase]
    calls = (
        e.call(session, "POST", "/abort_weights_update", body, timeout_s=timeout_s) for e in ours
    )
    await asyncio.gather(*calls, return_exceptions=True)
    seed_only = [e for e in endpoints if not e.speaks_twophase]
    if seed_only:
        await destroy_all(session, seed_only, group_name, timeout_s)
