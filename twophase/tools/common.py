"""What several ``twophase`` commands share: their options, and a trainer's own routes."""

from __future__ import annotations

import argparse
import os
from collections.abc import Awaitable, Callable

from aiohttp import web

from twophase.core import routes
from twophase.http_common import parse, run_until_signalled
from twophase.receiver.receiver_app import GenerateRequest
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.trainer_app import TRAIN_LOCK


def add_api_key(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--api-key", default=os.environ.get("TWOPHASE_API_KEY"), help="or TWOPHASE_API_KEY"
    )


def add_model_arguments(
    parser: argparse.ArgumentParser, *, port: int, dtype_help: str, model_help: str
) -> None:
    """The bind address and port, and the model: the built-in one's size and seed, its dtype,
    or ``--model DIR`` (``twophase serve`` and ``twophase trainer``)."""
    parser.add_argument("--host", default="127.0.0.1", help="bind address (default: loopback only)")
    parser.add_argument("--port", type=int, default=port)
    parser.add_argument(
        "--size", default="tiny", help="built-in model size: tiny, small, medium, large"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--dtype",
        choices=["float32", "bfloat16"],
        default=None,
        help=f"cast the {dtype_help}; default: the built-in model's own, bf16 with fp32 norms; "
        "--model's float32)",
    )
    parser.add_argument(
        "--model",
        metavar="DIR",
        help="a Hugging Face causal LM in a local directory (needs transformers), in place of "
        f"the built-in model{model_help}",
    )
    parser.add_argument(
        "--device",
        default="cpu",
        metavar="DEV",
        help="where the weights live: cpu (default), cuda, cuda:N, or one device per rank "
        "(cuda:0,cuda:1); a server's TP ranks take consecutive devices from cuda:N",
    )
    add_api_key(parser)


def add_train_routes(
    app: web.Application,
    coordinator: SyncCoordinator,
    train_step: Callable[[], Awaitable[float]],
    generate: Callable[[list[int], int], Awaitable[list[int]]] | None,
    steps: Callable[[], int],
) -> None:
    """``POST /train_step`` (refused while a sync runs) and, with ``generate``, ``POST
    /generate``, each under the train lock: never from weights half way through a step."""

    async def train(request: web.Request) -> web.Response:
        lock = request.app[TRAIN_LOCK]
        if coordinator.busy or lock.locked():
            return web.json_response({"success": False, "message": "a sync is running"}, status=409)
        async with lock:
            loss = await train_step()
        return web.json_response({"success": True, "step": steps(), "loss": loss})

    async def generate_route(request: web.Request) -> web.Response:
        assert generate is not None
        body = await parse(request, GenerateRequest)
        async with request.app[TRAIN_LOCK]:
            # A prompt past the model's bounds: its 4xx (the app's error middleware).
            tokens = await generate(body.prompt, body.max_new_tokens)
        return web.json_response({"tokens": tokens, "step": steps()})

    app.router.add_post("/train_step", train)
    if generate is not None:
        app.router.add_post(routes.GENERATE_ROUTE, generate_route)


async def serve_trainer(
    app: web.Application, coordinator: SyncCoordinator, args: argparse.Namespace, what: str
) -> None:
    """Serve a trainer's ``app`` at ``--host:--port`` until a signal, then close its
    ``coordinator``; ``what``: the model, for the banner."""
    banner = f"twophase trainer: http://{args.host}:{args.port} {what}"
    try:
        await run_until_signalled(app, args.host, args.port, banner)
    finally:
        await coordinator.close()
