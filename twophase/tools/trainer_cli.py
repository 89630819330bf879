"""``twophase trainer``: a trainer over the built-in model with the sender's control app, plus
``POST /train_step`` (one deterministic SGD step), so that each sync carries new weights.
With ``--model DIR`` it trains a Hugging Face causal LM from DIR instead (one AdamW step per
``/train_step``), syncs it under its checkpoint names, and answers ``POST /generate``
(``{"prompt": [ids], "max_new_tokens": n}`` -> ``{"tokens": [...], "step": k}``: greedy tokens
with the trainer's weights, to compare with a server's).

With ``--ranks M`` (and ``--model``) it trains with FSDP2 over M processes and syncs every
rank's shards, gathering nothing (``sharded_trainer.py``).

    twophase trainer --port 8990 &
    curl -X POST localhost:8990/add_inference_endpoint -H "Content-Type: application/json" \
        -d '{"host": "localhost", "port": 30000, "world_size": 4}'
    curl -X POST localhost:8990/sync_inference_weights -H "Content-Type: application/json" \
        -d '{"master_port": 29600, "buffer_size_mb": 1024}'
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import time
from collections.abc import Callable
from typing import Any

import torch
from aiohttp import web

from twophase.core.dtypes import parse_dtype
from twophase.http_common import setup_cli_logging
from twophase.sender.adapters import peft_base_tensors
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.result import SyncResult
from twophase.sender.trainer_app import build_trainer_app
from twophase.sender.weights import WeightSource
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.tools.common import add_model_arguments, add_train_routes, serve_trainer
from twophase.tools.devices import parse_devices
from twophase.tools.hf import (  # transformers and peft: imported lazily
    DEFAULT_LR,
    HFCausalLM,
    check_model_dir,
    with_lora,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_model_arguments(
        parser,
        port=8990,
        dtype_help="weights to this: they train and sync in it (the servers' --dtype",
        model_help="; adds POST /generate",
    )
    parser.add_argument(
        "--lr",
        type=float,
        default=None,
        help="the train step's learning rate (default: the built-in model's SGD 0.05, "
        "--model's AdamW 1e-3)",
    )
    parser.add_argument(
        "--ranks",
        type=int,
        default=1,
        metavar="M",
        help="train --model with FSDP2 over M processes (gloo on CPU) and sync every rank's "
        "shards without gathering (default 1: one process, one sender)",
    )
    parser.add_argument(
        "--dist-port", type=int, default=None, help="the trainer ranks' own group's port"
    )
    parser.add_argument(
        "--rank",
        type=int,
        default=None,
        metavar="R",
        help="one rank per process, each started on its own host (as torchrun does): this "
        "process is trainer rank R of --ranks; rank 0 serves the HTTP app and hosts the "
        "ranks' group at --dist-addr:--dist-port (default: rank 0 starts every rank here)",
    )
    parser.add_argument(
        "--dist-addr",
        default="127.0.0.1",
        metavar="ADDR",
        help="with --rank: rank 0's address, which every trainer rank reaches",
    )
    parser.add_argument(
        "--lora-rank",
        type=int,
        default=None,
        metavar="R",
        help="--model: train a rank-R LoRA adapter on q, k, v and o (PEFT) instead of the whole "
        'model; a sync with "adapter": NAME sends it alone, one without sends the base weights',
    )
    parser.add_argument("--backend", choices=["gloo", "nccl"], default="gloo")
    parser.add_argument(
        "--bucket-delay", type=float, default=0.0, help="pause after each bucket (demos only)"
    )


def build_app(args: argparse.Namespace) -> tuple[web.Application, SyncCoordinator]:
    module, train, generate = _load_model(args)
    delay = args.bucket_delay
    coordinator = SyncCoordinator(
        backend=args.backend,
        device=trainer_device(args),  # packed there: CUDA IPC, wsum64 (a CPU one copies out)
        on_bucket=(lambda _: time.sleep(delay)) if delay > 0 else None,
    )
    if getattr(args, "lora_rank", None) is None:
        app = build_trainer_app(coordinator, weights=lambda: module, api_key=args.api_key)
    else:  # the base weights under their checkpoint names; an adapter sync sends the adapter

        async def sync(*, gather: bool = False, **options: Any) -> SyncResult:
            if options.get("adapter") is not None:
                return await coordinator.sync(module, **options)
            return await coordinator.sync(peft_base_tensors(module), **options)

        app = build_trainer_app(
            coordinator,
            weights=lambda: WeightSource.of(peft_base_tensors(module)),
            api_key=args.api_key,
            sync=sync,
        )
    steps = {"done": 0}

    async def train_step() -> float:
        loss = await asyncio.to_thread(train, steps["done"])
        steps["done"] += 1
        return loss

    async def generate_tokens(prompt: list[int], max_new_tokens: int) -> list[int]:
        assert generate is not None
        return await asyncio.to_thread(generate, prompt, max_new_tokens)

    add_train_routes(
        app, coordinator, train_step, generate_tokens if generate else None, lambda: steps["done"]
    )
    return app, coordinator


Generate = Callable[[list[int], int], list[int]]


def _load_model(
    args: argparse.Namespace,
) -> tuple[torch.nn.Module, Callable[[int], float], Generate | None]:
    """The module to sync, its train step and (for ``--model``) its greedy decoding."""
    dtype, lr = getattr(args, "dtype", None), getattr(args, "lr", None)
    device = trainer_device(args)
    if getattr(args, "model", None):
        check_model_dir(args.model, "twophase trainer")
        hf = HFCausalLM.from_pretrained(
            args.model,
            seed=args.seed,
            lr=DEFAULT_LR if lr is None else lr,
            device=device,
            dtype=parse_dtype(dtype or "float32"),
        )
        if getattr(args, "lora_rank", None) is not None:
            hf.module = with_lora(hf.module, args.lora_rank)
        return hf.module, hf.train_step, hf.greedy
    model = TinyLM(ModelSize.named(args.size), seed=args.seed).to(device)
    if dtype is not None:
        model = model.to(parse_dtype(dtype))
    if lr is None:
        return model, model.train_step, None
    return model, functools.partial(model.train_step, lr=lr), None


def trainer_device(args: argparse.Namespace) -> str:
    """The trainer's one device, from ``--device`` (``SystemExit`` naming a bad one)."""
    try:
        return parse_devices(getattr(args, "device", "cpu"), 1)[0]
    except ValueError as exc:
        raise SystemExit(f"twophase trainer: {exc}") from None


async def run(args: argparse.Namespace) -> None:
    what = f"model={args.model}" if getattr(args, "model", None) else f"size={args.size}"
    await serve_trainer(*build_app(args), args, what)


def main(args: argparse.Namespace) -> int:
    setup_cli_logging("trainer")
    if getattr(args, "lora_rank", None) is not None and (not args.model or args.ranks > 1):
        raise SystemExit("twophase trainer: --lora-rank needs --model, on one rank (for now)")
    if args.ranks > 1 or args.rank is not None:
        from twophase.tools import sharded_trainer

        if trainer_device(args) != "cpu":  # its FSDP2 mesh and gloo group are the CPU's
            raise SystemExit("twophase trainer: --ranks/--rank train on the CPU for now")

        sharded_trainer.run(args)
        return 0
    asyncio.run(run(args))
    return 0
