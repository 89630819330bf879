"""``GET /sync_state`` for a vLLM server running the twophase backend.

Each worker serves its own rank on ``TWOPHASE_STATE_PORT + rank`` (a small aiohttp app on the
receiver's loop, so it answers while vLLM is busy). Rank 0's app also answers for the whole
server: the combined state, with every rank's own under ``ranks``. The endpoint plugin
(``plugin``) puts the same answer on vLLM's own port. Each app also answers ``POST
/sync_outcome`` for its worker: the server's other workers are its peers in cooperative
termination (``worker.py``), so a worker whose vote's answer was lost learns from a sibling
that never cast its yes. No vLLM import here.
"""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
from aiohttp import web

from twophase.core.protocol import SyncOutcomeRequest
from twophase.core.routes import CAPABILITIES_ROUTE, OUTCOME_ROUTE, STATE_ROUTE
from twophase.core.table import least_advanced
from twophase.core.timing import VLLM_RANK_STATE_TIMEOUT_S
from twophase.http_common import parse, use_error_middleware
from twophase.receiver.endpoint import ReceiverEndpoint


def combine(ranks: list[dict[str, Any]]) -> dict[str, Any]:
    """One server's ``/sync_state`` from its ranks' (rank 0's fields, the combined state and
    progress, every rank under ``ranks``): ERROR if any rank is in ERROR or unreachable,
    else the least advanced rank's state; the least progress; the lowest weight version."""
    first = ranks[0]
    states = [r.get("state", "UNREACHABLE") for r in ranks]
    state = least_advanced(states)  # a server is as far as its least advanced rank
    versions = [int(r["weight_version"]) for r in ranks if r.get("weight_version") is not None]
    errors = [f"rank {i}: {r['last_error']}" for i, r in enumerate(ranks) if r.get("last_error")]
    # A rank that saw the commit vote pass saw it for every rank (one all-gather): the sender,
    # if its own answer was lost, takes that as the vote's outcome (sender/commit_vote.py).
    vote = first.get("vote")
    passed = [r["vote"] for r in ranks if (r.get("vote") or {}).get("outcome") == "passed"]
    if passed and (vote is None or vote.get("sync_id") == passed[0].get("sync_id")):
        vote = passed[0]
    return {
        **first,
        "state": state,
        "weight_version": min(versions) if versions else None,
        "buckets_received": min(r.get("buckets_received", 0) for r in ranks),
        "bytes_received": min(r.get("bytes_received", 0) for r in ranks),
        "last_error": "; ".join(errors) if errors else None,
        "vote": vote,
        "ranks": ranks,
    }


async def server_state(base_port: int, workers: int, own: dict[str, Any]) -> dict[str, Any]:
    """Rank 0's own state and every other rank's, fetched from its state port."""

    async def fetch(rank: int) -> dict[str, Any]:
        url = f"http://127.0.0.1:{base_port + rank}{STATE_ROUTE}?scope=rank"
        try:
            timeout = aiohttp.ClientTimeout(total=VLLM_RANK_STATE_TIMEOUT_S)
            async with aiohttp.ClientSession(timeout=timeout) as session, session.get(url) as r:
                data: dict[str, Any] = await r.json()
                return data
        except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
            return {"state": "UNREACHABLE", "last_error": f"rank {rank}: {exc!r}"}

    others = await asyncio.gather(*(fetch(rank) for rank in range(1, workers)))
    return combine([own, *others])


async def start_state_app(
    endpoint: ReceiverEndpoint,
    port: int,
    workers: int,
    server_needs: list[dict[str, Any]] | None = None,
) -> web.AppRunner:
    """Serve this rank's state on 127.0.0.1:``port`` (rank 0: the server's, for ``workers``;
    ``server_needs``: what each worker receives in a sharded sync, for its capabilities)."""
    is_first = endpoint.ranks[0].tp_rank == 0

    async def sync_state(request: web.Request) -> web.Response:
        own = (await endpoint.sync_state()).model_dump(mode="json")
        own["tp_rank"] = endpoint.ranks[0].tp_rank
        if request.query.get("scope") == "rank" or not is_first:
            return web.json_response(own)
        return web.json_response(await server_state(port, workers, own))

    async def capabilities(_: web.Request) -> web.Response:
        body = endpoint.capabilities().model_dump(mode="json")
        body["rank_needs"] = server_needs  # the server's workers, not this one alone
        return web.json_response({**body, "world_size": workers, "engine": "vllm"})

    async def outcome(request: web.Request) -> web.Response:
        body = await parse(request, SyncOutcomeRequest, state=endpoint.state.value)
        return web.json_response((await endpoint.peer_outcome(body)).model_dump(mode="json"))

    await endpoint.start()
    app = web.Application()
    use_error_middleware(app)
    app.router.add_get(STATE_ROUTE, sync_state)
    app.router.add_get(CAPABILITIES_ROUTE, capabilities)
    app.router.add_post(OUTCOME_ROUTE, outcome)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    return runner
