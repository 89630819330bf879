"""What both sides' aiohttp apps share: JSON parsing into wire models with clear 400s, bearer
token auth, JSON-only mutating routes, bounds on how big a request may be and how long it may
take to arrive, and JSON responses (their metrics: ``twophase.metrics``); and for the
command-line tools, a blocking JSON request and a free local port.

What is bounded, and where: a request's headers must arrive within ``read_timeout_s`` of the
connection opening (or of the previous answer on a kept-alive connection), else aiohttp's
keep-alive timer closes the connection unanswered (``run_until_signalled``; an app served by
an engine's own runner gets its runner's ``keepalive_timeout``); its body must arrive within
``read_timeout_s`` of the handler's start (``parse``: 408; a big one is parsed off the event
loop, see ``twophase.offload``) and be at most
``REQUEST_LIMIT_BYTES`` unless its route allows more (413). A body left unread (refused with
408, 413 or 415, or by a route that takes none) is drained for at most aiohttp's lingering
time (10 s) after the answer, then the connection closes. Not bounded here: how long a handler
runs (each step has its own deadline), how slowly a client reads an answer (answers are
small), and how many connections are open at once.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import signal
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from aiohttp import web
from aiohttp.typedefs import Middleware
from pydantic import BaseModel, ValidationError

from twophase.core import protocol
from twophase.core.protocol import ErrorResponse
from twophase.core.routes import OPEN_ROUTES, committed_version, error_status
from twophase.core.sync_state import GenerationPause
from twophase.core.timing import PAUSE_DEADLINE_S, READ_TIMEOUT_S, TOOL_REQUEST_TIMEOUT_S
from twophase.errors import first_few
from twophase.offload import BIG_BODY_BYTES, mark_big_body, offload_if, release_after_big_bodies

M = TypeVar("M", bound=BaseModel)
log = logging.getLogger(__name__)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
JSON = "application/json"
# Methods that change nothing: every other one must carry JSON (a browser sends text/plain,
# a form or no type at all cross-site without asking first; it cannot send JSON that way).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
REQUEST_LIMIT_BYTES = 1 << 20  # a request body, unless its route allows more
# The app's own read deadline (``run_until_signalled`` sets it; READ_TIMEOUT_S otherwise).
READ_TIMEOUT: web.AppKey[float] = web.AppKey("twophase_read_timeout_s", float)
MAX_PROBLEMS = 5  # a 400 names this many of a body's problems, and counts the rest


class Pause:
    """Why generation is held off on an app (None: it is not), and until when: an engine's
    routes hold it (SGLang's ``/pause_generation``, until ``/continue_generation``), the
    receiver's ``/generate`` reads it. Every pause ends by its deadline at the latest (a
    trainer that paused and died must not hold generation off for good): generation then
    resumes, with a log line saying so."""

    def __init__(self) -> None:
        self._reason: str | None = None
        self._since = self._until = 0.0
        self._expiry: asyncio.TimerHandle | None = None

    def hold(self, reason: str, deadline_s: float = PAUSE_DEADLINE_S) -> None:
        """Hold generation off for at most ``deadline_s`` (a pause in force is replaced)."""
        self.release()
        self._reason, self._since = reason, time.monotonic()
        self._until = self._since + deadline_s
        self._expiry = asyncio.get_running_loop().call_later(deadline_s, self._expire)

    def release(self) -> None:
        if self._expiry is not None:
            self._expiry.cancel()
        self._reason, self._expiry = None, None

    def _expire(self) -> None:
        log.warning(
            "generation resumes: the pause (%s) reached its deadline of %.3g s without "
            "/continue_generation",
            self._reason,
            self._until - self._since,
        )
        self.release()  # its timer too, where it is called before it (late, on a busy loop)

    @property
    def reason(self) -> str | None:
        if self._reason is not None and time.monotonic() >= self._until:
            self._expire()  # its timer is late (a busy loop): the deadline holds anyway
        return self._reason

    def status(self) -> GenerationPause | None:
        """The pause in force, as ``/sync_state`` shows it (None: generation runs)."""
        reason = self.reason
        if reason is None:
            return None
        now = time.monotonic()
        return GenerationPause(
            reason=reason, paused_for_s=now - self._since, ends_in_s=max(0.0, self._until - now)
        )


PAUSED: web.AppKey[Pause] = web.AppKey("twophase_paused", Pause)
# What an app's error answers report as its state (the receiver: its endpoint's), and the
# fields an error answer of a route carries besides (a prepare's ``status``: "error").
ERROR_STATE: web.AppKey[Callable[[], str | None]] = web.AppKey("twophase_error_state")
ERROR_FIELDS: web.AppKey[dict[str, dict[str, Any]]] = web.AppKey("twophase_error_fields")


def _json_error(
    kind: Callable[..., web.HTTPException], message: str, state: str | None, *args: int
) -> web.HTTPException:
    """An aiohttp HTTP error of ``kind`` (``args``: what its constructor needs besides the
    body) whose body is our ``ErrorResponse``."""
    text = ErrorResponse(message=message, state=state).model_dump_json()
    return kind(*args, text=text, content_type=JSON)


def _bad_request(message: str, state: str | None) -> web.HTTPException:
    return _json_error(web.HTTPBadRequest, message, state)


def content_type_problem(request: web.BaseRequest) -> str | None:
    """Why a request may not change anything (None: it is safe, or it carries JSON)."""
    if request.method in SAFE_METHODS or request.content_type == JSON:
        return None
    sent = request.headers.get("Content-Type")
    if sent is None:
        return f"Content-Type must be {JSON}; the request sent none"
    return f"Content-Type must be {JSON}, not {sent[:100]!r}"


@web.middleware
async def json_only(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every mutating route takes JSON only: 415 naming what was sent otherwise."""
    problem = content_type_problem(request)
    if problem is not None:
        return error(415, problem)
    return await handler(request)


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """The protocol's exceptions as answers, on every app: the status ``error_status`` gives,
    the message, the state the app reports (``ERROR_STATE``), the route's own fields
    (``ERROR_FIELDS``), and for an abort past the commit point ``committed`` and the version.
    Any other exception passes through (aiohttp's 500)."""
    try:
        return await handler(request)
    except Exception as exc:
        status = error_status(exc)
        if status is None:
            raise
        app = request.app
        state = app[ERROR_STATE]() if ERROR_STATE in app else None
        body = ErrorResponse(message=str(exc), state=state).model_dump(mode="json")
        body |= app.get(ERROR_FIELDS, {}).get(request.path, {})
        version = committed_version(exc)
        if version is not None:
            body |= {"committed": True, "weight_version": version}
        return web.json_response(body, status=status)


def app_middlewares(api_key: str | None) -> list[Middleware]:
    """Every app's middlewares, outermost first: memory given back after a big body, the
    bearer token, JSON only, and the protocol's exceptions as their statuses."""
    return [release_after_big_bodies, auth_middleware(api_key), json_only, error_middleware]


def use_error_middleware(app: web.Application) -> None:
    """Put ``error_middleware`` on ``app`` once (an engine's own app that the receiver's routes
    are added to gets it too: it answers only the protocol's exceptions)."""
    if error_middleware not in app.middlewares:
        app.middlewares.append(error_middleware)


async def read_body(
    request: web.Request, *, max_bytes: int = REQUEST_LIMIT_BYTES, state: str | None = None
) -> bytes:
    """The request's body: at most ``max_bytes`` (413 otherwise), arrived within the app's
    read deadline of the handler's start (408 otherwise)."""
    timeout_s = request.app.get(READ_TIMEOUT, READ_TIMEOUT_S)
    too_large = f"the body of {request.path} is over its limit of {max_bytes} bytes"
    if request.content_length is not None and request.content_length > max_bytes:
        raise _json_error(
            web.HTTPRequestEntityTooLarge, too_large, state, max_bytes, request.content_length
        )
    sized = request.clone(client_max_size=max_bytes)
    try:
        return await asyncio.wait_for(sized.read(), timeout_s)
    except asyncio.TimeoutError:
        message = f"the request body did not arrive within {timeout_s:g} s"
        raise _json_error(web.HTTPRequestTimeout, message, state) from None
    except web.HTTPRequestEntityTooLarge as exc:
        raise _json_error(
            web.HTTPRequestEntityTooLarge, too_large, state, max_bytes, max_bytes + 1
        ) from exc


async def parse(
    request: web.Request,
    model: type[M],
    *,
    state: str | None = None,
    max_bytes: int = REQUEST_LIMIT_BYTES,
) -> M:
    """The request body as ``model``; a 4xx naming the problem otherwise (never a 500): 415
    for a body that is not JSON, 413 over ``max_bytes``, 408 for one too slow to arrive, 400
    for anything else. Checks the content type itself, so that the receiver's routes hold
    on an engine's own app too."""
    problem = content_type_problem(request)
    if problem is not None:
        raise _json_error(web.HTTPUnsupportedMediaType, problem, state)
    raw = await read_body(request, max_bytes=max_bytes, state=state)
    big = len(raw) >= BIG_BODY_BYTES
    if big:  # parsed off the loop, and its memory given back after the request
        mark_big_body(request)
    return await offload_if(big, decode, raw, model, state)


def decode(raw: bytes, model: type[M], state: str | None = None) -> M:
    """``raw`` JSON as ``model``; a 400 naming the problem otherwise."""
    if not raw.strip():
        data: object = {}
    else:
        try:
            data = json.loads(raw)
        except ValueError as exc:  # malformed, bad UTF-8, an integer of 4300+ digits
            raise _bad_request(f"malformed JSON: {exc}", state) from None
        except RecursionError:
            raise _bad_request("malformed JSON: nested too deeply", state) from None
    if not isinstance(data, dict):
        raise _bad_request(f"the body must be a JSON object, got {type(data).__name__}", state)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = first_few(protocol.problems(exc), MAX_PROBLEMS)
        raise _bad_request(f"invalid {model.__name__}: {problems}", state) from None


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
            # surrogateescape: a header of bytes that are not UTF-8 compares unequal, no 500
            sent = given.encode("utf-8", "surrogateescape")
            if not hmac.compare_digest(sent, f"Bearer {api_key}".encode()):
                return error(401, "missing or wrong bearer token (Authorization: Bearer <key>)")
        return await handler(request)

    return check


async def run_until_signalled(
    app: web.Application,
    host: str,
    port: int,
    banner: str,
    *,
    read_timeout_s: float = READ_TIMEOUT_S,
) -> None:
    """Serve ``app`` at host:port until SIGINT or SIGTERM, then clean the app up.
    ``read_timeout_s``: how long a request's headers, and then its body, may take to arrive
    (aiohttp's keep-alive timer closes a connection still waiting for its headers then; it is
    also how long an idle kept-alive connection stays open)."""
    app[READ_TIMEOUT] = read_timeout_s
    runner = web.AppRunner(app, handle_signals=False, keepalive_timeout=read_timeout_s)
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
    timeout_s: float = TOOL_REQUEST_TIMEOUT_S,
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
