"""An HTTP proxy in front of one endpoint that records what the sender sends it: every request
is forwarded unchanged and answered with the endpoint's own answer, and each POST's route and
raw body bytes are kept in order. The sender talks to the proxy's port, so what is recorded is
the wire itself, whichever sender code sent it (``tests/test_wire_golden.py``).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import aiohttp
from aiohttp import web

from tests.helpers import free_port

# Headers the proxy sets itself (aiohttp fills them for the forwarded request and answer).
HOP_HEADERS = frozenset({"host", "content-length", "transfer-encoding", "connection"})


@dataclass
class WireRecorder:
    """``(route, body)`` of every POST forwarded to ``target`` (an ``http://host:port``)."""

    target: str
    posts: list[tuple[str, bytes]] = field(default_factory=list)
    port: int = 0

    async def forward(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        if request.method == "POST":
            self.posts.append((request.path, body))
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_HEADERS}
        # One session per call: a long prepare or complete never holds up another route.
        async with (
            aiohttp.ClientSession(auto_decompress=False) as session,
            session.request(
                request.method,
                self.target + request.path_qs,
                data=body or None,
                headers=headers,
                timeout=aiohttp.ClientTimeout(total=None),
            ) as answer,
        ):
            content = await answer.read()
            kept = {k: v for k, v in answer.headers.items() if k.lower() not in HOP_HEADERS}
            return web.Response(status=answer.status, body=content, headers=kept)


@contextlib.asynccontextmanager
async def recording(target: str) -> AsyncIterator[WireRecorder]:
    """A ``WireRecorder`` serving on 127.0.0.1 for the ``async with`` block."""
    recorder = WireRecorder(target.rstrip("/"))
    app = web.Application(client_max_size=1 << 30)
    app.router.add_route("*", "/{tail:.*}", recorder.forward)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
    await runner.setup()
    try:
        recorder.port = free_port()
        await web.TCPSite(runner, "127.0.0.1", recorder.port).start()
        yield recorder
    finally:
        await runner.cleanup()
