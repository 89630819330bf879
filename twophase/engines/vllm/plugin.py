"""twophase's hooks into vLLM, found through its entry points (pyproject.toml):

- ``register`` (``vllm.general_plugins``, run in every vLLM process): the backend "twophase"
  in vLLM's worker and trainer factories, so ``--weight-transfer-config '{"backend":
  "twophase"}'`` works without importing anything.
- ``TwophaseRoutes`` (``vllm.endpoint_plugins``, loaded only when ``VLLM_PLUGINS`` names
  "twophase"): ``GET /sync_state`` and ``/sync_capabilities`` on vLLM's own port (read from
  the workers' state apps), a refusal of a twophase step answered with the 4xx it means
  rather than vLLM's generic 500, and the adapters the workers committed served under their
  names (``adapters.ServedAdapters``: after each RL call, and before ``/v1/models``).
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

    from twophase.engines.vllm.adapters import ServedAdapters

NAME = "twophase"
MODELS_ROUTE = "/v1/models"
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

    def __init__(self) -> None:
        self.served: ServedAdapters | None = None  # with vLLM's OpenAI server's models

    def attach_router(self, app: FastAPI) -> None:
        from fastapi.responses import JSONResponse

        async def proxy(route: str) -> JSONResponse:
            body, status = await state_app(route)
            return JSONResponse(body, status_code=status)

        @app.get(STATE_ROUTE)
        async def sync_state() -> JSONResponse:
            return await proxy(STATE_ROUTE)

        @app.get(CAPABILITIES_ROUTE)
        async def sync_capabilities() -> JSONResponse:
            return await proxy(CAPABILITIES_ROUTE)

        app.middleware("http")(refusal_status)
        app.middleware("http")(self.adapters_current)

    async def init_state(self, engine_client: Any, state: Any, args: Namespace) -> None:
        models = getattr(state, "openai_serving_models", None)
        if models is not None and getattr(args, "enable_lora", False):
            from twophase.engines.vllm.adapters import ServedAdapters  # only with LoRA on

            self.served = ServedAdapters(models)

    async def adapters_current(
        self, request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        """The public adapter names at the versions the workers committed: before
        ``/v1/models`` answers, and after each RL call that succeeded (so an adapter sync's
        trainer sees the new version served once its sync returned)."""
        path = request.url.path
        if self.served is not None and path == MODELS_ROUTE:
            await self.refresh_adapters()
        response = await call_next(request)
        if self.served is not None and path in RL_ROUTES and response.status_code < 400:
            await self.refresh_adapters()
        return response

    async def refresh_adapters(self) -> None:
        body, status = await state_app(STATE_ROUTE)
        held = body.get("adapters") if status == 200 else None
        if self.served is not None and isinstance(held, dict):
            self.served.refresh({name: int(adapter["version"]) for name, adapter in held.items()})


async def state_app(route: str) -> tuple[dict[str, Any], int]:
    """The workers' state app's answer to ``route`` (rank 0's: the server's), and its status;
    503 where it does not answer."""
    import aiohttp

    port = int(os.environ.get(STATE_PORT_ENV, DEFAULT_STATE_PORT))
    url = f"http://127.0.0.1:{port}{route}"
    try:
        timeout = aiohttp.ClientTimeout(total=VLLM_STATE_TIMEOUT_S)
        async with aiohttp.ClientSession(timeout=timeout) as s, s.get(url) as response:
            return await response.json(), response.status
    except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
        return {"success": False, "message": f"twophase state app at {url}: {exc!r}"}, 503


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
