"""twophase's hooks into vLLM, found through its entry points (pyproject.toml):

- ``register`` (``vllm.general_plugins``, run in every vLLM process): the backend "twophase"
  in vLLM's worker and trainer factories, so ``--weight-transfer-config '{"backend":
  "twophase"}'`` works without importing anything.
- ``TwophaseRoutes`` (``vllm.endpoint_plugins``, loaded only when ``VLLM_PLUGINS`` names
  "twophase"): ``GET /sync_state`` and ``/sync_capabilities`` on vLLM's own port (read from
  the workers' state apps), and a refusal of a twophase step answered with the 4xx it means
  rather than vLLM's generic 500.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from twophase.core.routes import CAPABILITIES_ROUTE, STATE_ROUTE
from twophase.core.timing import VLLM_STATE_TIMEOUT_S
from twophase.engines.vllm.vllm_wire import (
    DEFAULT_STATE_PORT,
    RL_ROUTES,
    STATE_PORT_ENV,
    carried_refusal,
)

if TYPE_CHECKING:
    from argparse import Namespace

    from fastapi import FastAPI, Request, Response

NAME = "twophase"
SUPPORTED_VLLM = "0.32 and 0.33"  # the versions run (0.33: its trainer side; see the README)


def register() -> None:
    """Register the backend in both factories (idempotent: vLLM may call this repeatedly).
    Loads nothing of twophase's: each factory imports its engine when vLLM creates one."""
    try:
        from vllm.distributed.weight_transfer.factory import (
            WeightTransferEngineFactory,
            WeightTransferTrainerFactory,
        )
    except ImportError as exc:  # a vLLM before the weight-transfer factories, or one past them
        import vllm

        raise RuntimeError(
            f"twophase's weight-transfer backend needs vLLM's weight-transfer factories "
            f"(vLLM {SUPPORTED_VLLM}); this is vLLM {getattr(vllm, '__version__', '?')}: {exc}"
        ) from exc

    if NAME not in WeightTransferEngineFactory._registry:
        WeightTransferEngineFactory.register_engine(
            NAME, "twophase.engines.vllm.worker", "TwophaseWeightTransferEngine"
        )
    if NAME not in WeightTransferTrainerFactory._registry:
        WeightTransferTrainerFactory.register_engine(
            NAME, "twophase.engines.vllm.trainer", "TwophaseTrainerWeightTransferEngine"
        )


class TwophaseRoutes:
    """The endpoint plugin (see the module docstring)."""

    name = NAME
    required_tasks = None

    def attach_router(self, app: FastAPI) -> None:
        import aiohttp
        from fastapi.responses import JSONResponse

        async def proxy(route: str) -> JSONResponse:
            port = int(os.environ.get(STATE_PORT_ENV, DEFAULT_STATE_PORT))
            url = f"http://127.0.0.1:{port}{route}"
            try:
                timeout = aiohttp.ClientTimeout(total=VLLM_STATE_TIMEOUT_S)
                async with aiohttp.ClientSession(timeout=timeout) as s, s.get(url) as response:
                    return JSONResponse(await response.json(), status_code=response.status)
            except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
                return JSONResponse(
                    {"success": False, "message": f"twophase state app at {url}: {exc!r}"},
                    status_code=503,
                )

        @app.get(STATE_ROUTE)
        async def sync_state() -> JSONResponse:
            return await proxy(STATE_ROUTE)

        @app.get(CAPABILITIES_ROUTE)
        async def sync_capabilities() -> JSONResponse:
            return await proxy(CAPABILITIES_ROUTE)

        app.middleware("http")(refusal_status)

    async def init_state(self, engine_client: Any, state: Any, args: Namespace) -> None:
        return None


async def refusal_status(
    request: Request, call_next: Callable[[Request], Awaitable[Response]]
) -> Response:
    """A twophase refusal leaves vLLM's RL route as an exception whose text carries a
    ``Refusal`` (vLLM's outermost handler would make it a 500): answer with the status it
    means (``core.routes.error_status``, decided in the worker), its message, and the refusal
    itself (``committed``, the version). Everything else passes through untouched."""
    if request.url.path not in RL_ROUTES:
        return await call_next(request)
    try:
        return await call_next(request)
    except Exception as exc:
        refusal = carried_refusal(str(exc))
        if refusal is None:
            raise
    from fastapi.responses import JSONResponse

    status, message = refusal.status, refusal.message
    error = {"message": message, "type": "TwophaseRefusal", "param": None, "code": status}
    body = {"success": False, "message": message, "error": error, "refusal": refusal.model_dump()}
    return JSONResponse(body, status)


def endpoint_plugin() -> TwophaseRoutes:
    return TwophaseRoutes()
