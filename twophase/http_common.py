"""What both sides' aiohttp apps share: JSON parsing into wire models with clear 400s, bearer
token auth, JSON responses and Prometheus text; and for the command-line tools, a blocking
JSON request and a free local port."""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import signal
import socket
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from twophase.core.protocol import ErrorResponse

M = TypeVar("M", bound=BaseModel)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
OPEN_ROUTES = frozenset({"/health"})


class BadRequest(web.HTTPBadRequest):
    def __init__(self, message: str, state: str | None = None) -> None:
        super().__init__(
            text=ErrorResponse(message=message, state=state).model_dump_json(),
            content_type="application/json",
        )


async def parse(request: web.Request, model: type[M], *, state: str | None = None) -> M:
    """The request body as ``model``; a 400 naming the problem otherwise (never a 500)."""
    raw = await request.read()
    if not raw.strip():
        data: object = {}
    else:
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise BadRequest(f"malformed JSON: {exc}", state) from None
    if not isinstance(data, dict):
        raise BadRequest(f"the body must be a JSON object, got {type(data).__name__}", state)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or 'body'}: {e['msg']}" for e in exc.errors()
        )
        raise BadRequest(f"invalid {model.__name__}: {problems}", state) from None


def reply(model: BaseModel, status: int = 200) -> web.Response:
    return web.json_response(model.model_dump(mode="json"), status=status)


def error(status: int, message: str, state: str | None = None) -> web.Response:
    return reply(ErrorResponse(message=message, state=state), status)


def auth_middleware(api_key: str | None) -> Callable[..., Awaitable[web.StreamResponse]]:
    """Every route but ``/health`` needs ``Authorization: Bearer <key>`` when a key is set."""

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        if api_key is not None and request.path not in OPEN_ROUTES:
            given = request.headers.get("Authorization", "")
            if not hmac.compare_digest(given.encode(), f"Bearer {api_key}".encode()):
                return error(401, "missing or wrong bearer token (Authorization: Bearer <key>)")
        return await handler(request)

    return check


def prometheus(metrics: list[tuple[str, str, str, dict[str, str], float]]) -> str:
    """(name, type, help, labels, value) rows as Prometheus text format."""
    lines: list[str] = []
    seen: set[str] = set()
    for name, kind, text, labels, value in metrics:
        if name not in seen:
            lines += [f"# HELP {name} {text}", f"# TYPE {name} {kind}"]
            seen.add(name)
        label = ",".join(f'{k}="{v}"' for k, v in labels.items())
        lines.append(f"{name}{{{label}}} {value}" if label else f"{name} {value}")
    return "\n".join(lines) + "\n"


async def run_until_signalled(app: web.Application, host: str, port: int, banner: str) -> None:
    """Serve ``app`` at host:port until SIGINT or SIGTERM, then clean the app up."""
    runner = web.AppRunner(app, handle_signals=False)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    print(banner, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()


def setup_cli_logging(name: str) -> None:
    """INFO for twophase; per-request access lines and ``transitions`` callbacks are noise."""
    logging.basicConfig(level=logging.INFO, format=f"%(asctime)s {name} %(levelname)s %(message)s")
    for noisy in ("aiohttp.access", "transitions"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def request_json(
    method: str,
    url: str,
    body: dict[str, Any] | None = None,
    *,
    api_key: str | None = None,
    timeout_s: float = 120.0,
) -> tuple[int, Any]:
    """A blocking JSON request (for the command-line tools); a 4xx or 5xx still returns its
    status and the JSON that says why."""
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data, headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
