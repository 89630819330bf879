"""``twophase trainer``: a trainer over the built-in model with the sender's control app, plus
``POST /train_step`` (one deterministic SGD step), so that each sync carries new weights.

    twophase trainer --port 8990 &
    curl -X POST localhost:8990/add_inference_endpoint -H "Content-Type: application/json" \
        -d '{"host": "localhost", "port": 30000, "world_size": 4}'
    curl -X POST localhost:8990/sync_inference_weights -H "Content-Type: application/json" \
        -d '{"master_port": 29600, "buffer_size_mb": 1024}'
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time

from aiohttp import web

from twophase.http_common import run_until_signalled, setup_cli_logging
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.http import TRAIN_LOCK, build_trainer_app
from twophase.tools.model import ModelSize, TinyLM


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="bind address (default: loopback only)")
    parser.add_argument("--port", type=int, default=8990)
    parser.add_argument(
        "--size", default="tiny", help="built-in model size: tiny, small, medium, large"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--backend", choices=["gloo", "nccl"], default="gloo")
    parser.add_argument(
        "--bucket-delay", type=float, default=0.0, help="pause after each bucket (demos only)"
    )
    parser.add_argument(
        "--api-key", default=os.environ.get("TWOPHASE_API_KEY"), help="or TWOPHASE_API_KEY"
    )


def build_app(args: argparse.Namespace) -> tuple[web.Application, SyncCoordinator]:
    model = TinyLM(ModelSize.named(args.size), seed=args.seed)
    delay = args.bucket_delay
    coordinator = SyncCoordinator(
        backend=args.backend, on_bucket=(lambda _: time.sleep(delay)) if delay > 0 else None
    )
    app = build_trainer_app(coordinator, weights=lambda: model, api_key=args.api_key)
    steps = {"done": 0}

    async def train_step(request: web.Request) -> web.Response:
        lock = request.app[TRAIN_LOCK]
        if coordinator.busy or lock.locked():
            return web.json_response({"success": False, "message": "a sync is running"}, status=409)
        async with lock:
            loss = await asyncio.to_thread(model.train_step, steps["done"])
            steps["done"] += 1
        return web.json_response({"success": True, "step": steps["done"], "loss": loss})

    app.router.add_post("/train_step", train_step)
    return app, coordinator


async def run(args: argparse.Namespace) -> None:
    app, coordinator = build_app(args)
    banner = f"twophase trainer: http://{args.host}:{args.port} size={args.size}"
    try:
        await run_until_signalled(app, args.host, args.port, banner)
    finally:
        await coordinator.close()


def main(args: argparse.Namespace) -> int:
    setup_cli_logging("trainer")
    asyncio.run(run(args))
    return 0
