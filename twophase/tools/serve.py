"""``twophase serve``: an inference server over the built-in model, with the receiver's routes.

Each TP rank runs in a worker process of its own (``--tp N``), holding its own copy of the
weights, its rank worker thread and its staging, the way real engines run TP workers; the
HTTP front process holds the endpoint's machine. ``--rank-threads`` runs the ranks as threads
of the front process instead. ``--model DIR`` serves a Hugging Face causal LM from DIR (float32,
greedy ``/generate``; needs transformers) in place of the built-in model: tensor-parallel for
real over the rank processes (``tp_model``: each rank holds its shard, and generation runs on
every rank), a full copy per rank with ``--rank-threads``. The built-in model is a full copy
on every rank.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import os
from collections.abc import Callable, Sequence

import torch

from twophase.core.dtypes import parse_dtype
from twophase.core.protocol import Timeouts
from twophase.core.timing import READ_TIMEOUT_S
from twophase.http_common import free_port, run_until_signalled, setup_cli_logging
from twophase.offload import map_big_allocations
from twophase.receiver.adapters import DEFAULT_MAX_ADAPTERS
from twophase.receiver.appliers import ModuleApplier
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankdata import ApplyMode
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank, ProcessRank, RankProxy
from twophase.receiver.receiver_app import build_receiver_app
from twophase.receiver.validation import MasterAllowlist
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.tools.common import add_model_arguments
from twophase.tools.devices import parse_devices
from twophase.tools.hf import HFCausalLM, check_model_dir  # transformers: imported lazily
from twophase.tools.tp_model import agree, check_divisible, join_tp_group, shard_module, tp_plan_of


def builtin_host(
    tp_rank: int,
    *,
    size: str,
    seed: int,
    device: str = "cpu",
    dtype: str | None = None,
    max_adapters: int = 0,
) -> RankHost:
    """One rank of the built-in model (module level, so worker processes can build it);
    ``dtype``: every tensor cast to it (None: the model's own, bf16 with fp32 norms);
    ``max_adapters``: the LoRA adapters it may hold."""
    model = TinyLM(ModelSize.named(size), seed=seed).to(device)
    if dtype is not None:
        model = model.to(parse_dtype(dtype))
    applier = ModuleApplier(model)
    return RankHost(
        applier, tp_rank=tp_rank, device=device, generate=model.generate, max_adapters=max_adapters
    )


def hf_host(
    tp_rank: int,
    *,
    directory: str,
    seed: int,
    device: str = "cpu",
    tp: int = 1,
    tp_port: int | None = None,
    dtype: str | None = None,
    max_adapters: int = 0,
) -> RankHost:
    """One rank of a Hugging Face model from ``directory`` (module level, like ``builtin_host``):
    its state_dict names are the checkpoint names a sync carries, so the default applier loads
    them. With ``tp_port``, this rank joins the other ``tp`` ranks' group (a store on that
    port) and keeps only its shard of the model (``tp_model``); generation then runs on every
    rank at once."""
    if tp_port is not None:
        join_tp_group(tp_rank, tp, tp_port, device=device)
    model = HFCausalLM.from_pretrained(
        directory, seed=seed, device=device, dtype=parse_dtype(dtype or "float32")
    )
    if tp_port is not None:
        check_divisible(model.module, tp)
        shard_module(model.module, tp_plan_of(model.module), torch.device(device).type)
        if not model.applier().sharded:  # the plan matched no module: nothing was split
            raise ValueError(f"{directory}: its tensor-parallel plan split no tensor")
    return RankHost(
        model.applier(),
        tp_rank=tp_rank,
        device=device,
        generate=model.greedy,
        agree=agree if tp_port is not None else None,
        max_adapters=max_adapters,
    )


def on_device(tp_rank: int, *, make: Callable[..., RankHost], devices: Sequence[str]) -> RankHost:
    """Rank ``tp_rank`` made by ``make`` on its own device, ``devices[tp_rank]`` (module
    level: a worker process unpickles it)."""
    return make(tp_rank, device=devices[tp_rank])


def make_ranks(
    tp: int,
    *,
    size: str,
    seed: int,
    threads: bool = False,
    model: str | None = None,
    dtype: str | None = None,
    max_adapters: int = 0,
    devices: Sequence[str] | None = None,
) -> list[RankProxy]:
    """The server's ``tp`` ranks (``devices``: each one's, from ``parse_devices``; default
    all on the CPU)."""
    # A Hugging Face model over TP rank processes is tensor-parallel for real; as threads of
    # one process (one default group per process) each rank holds a full copy.
    sharded = bool(model) and tp > 1 and not threads
    made: Callable[..., RankHost] = (
        functools.partial(
            hf_host,
            directory=model,
            seed=seed,
            tp=tp,
            dtype=dtype,
            tp_port=free_port() if sharded else None,
            max_adapters=max_adapters,
        )
        if model
        else functools.partial(
            builtin_host, size=size, seed=seed, dtype=dtype, max_adapters=max_adapters
        )
    )
    factory: Callable[[int], RankHost] = functools.partial(
        on_device, make=made, devices=tuple(devices or ["cpu"] * tp)
    )
    if threads:
        return [LocalRank(factory(r)) for r in range(tp)]
    ranks: list[ProcessRank] = []
    try:
        for r in range(tp):  # tensor-parallel ranks build their hosts together
            ranks.append(ProcessRank(factory, r, wait=not sharded))
        for rank in ranks:
            rank.wait_started()
    except BaseException:
        for rank in ranks:
            rank.close()
        raise
    return list(ranks)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_model_arguments(
        parser,
        port=30000,
        dtype_help="model's weights to this (the trainer's --dtype: a sync carries them as "
        "they are",
        model_help="",
    )
    parser.add_argument(
        "--bind-address",
        default=None,
        metavar="ADDR",
        help="the local address the ranks' sync group binds and advertises to its peers "
        "(default: the one that routes to the trainer's master address; give it where the "
        "host has several NICs)",
    )
    parser.add_argument("--tp", type=int, default=1, help="TP ranks, one worker process each")
    parser.add_argument("--mode", choices=["staged", "streaming"], default="staged")
    parser.add_argument("--memory-budget-mb", type=float, default=None)
    parser.add_argument(
        "--allow-master",
        action="append",
        metavar="ADDR[,ADDR...]",
        help="the only master addresses /init_weights_update_group may make the ranks connect "
        "to: IPs, CIDR networks, host names; repeatable (or TWOPHASE_ALLOWED_MASTERS; "
        "default: any, the API key being the guard)",
    )
    parser.add_argument(
        "--read-timeout",
        type=float,
        default=READ_TIMEOUT_S,
        metavar="S",
        help=f"seconds a request's headers, then its body, may take to arrive "
        f"(default {READ_TIMEOUT_S:g})",
    )
    parser.add_argument(
        "--rank-threads", action="store_true", help="run ranks as threads, not processes"
    )
    parser.add_argument(
        "--max-adapters",
        type=int,
        default=DEFAULT_MAX_ADAPTERS,
        metavar="N",
        help='LoRA adapters a sync may bring, each by name (/generate\'s "adapter"); 0: none '
        f"(default {DEFAULT_MAX_ADAPTERS})",
    )


def allowed_masters(values: list[str] | None) -> list[str] | None:
    """The ``--allow-master`` values, else ``TWOPHASE_ALLOWED_MASTERS`` (each a comma-separated
    list), as one list; None: neither names any. Exits naming a bad entry."""
    values = values or [os.environ.get("TWOPHASE_ALLOWED_MASTERS", "")]
    entries = [entry.strip() for value in values for entry in value.split(",") if entry.strip()]
    try:
        MasterAllowlist.parse(entries)
    except ValueError as exc:
        raise SystemExit(f"twophase serve: {exc}") from None
    return entries or None


async def serve(args: argparse.Namespace) -> None:
    mode: ApplyMode = args.mode
    masters = allowed_masters(args.allow_master)
    model = getattr(args, "model", None)
    if model:
        check_model_dir(model, "twophase serve")  # here, not in a rank process's traceback
    try:
        devices = parse_devices(args.device, args.tp)
    except ValueError as exc:
        raise SystemExit(f"twophase serve: {exc}") from None
    ranks = make_ranks(
        args.tp, size=args.size, seed=args.seed, threads=args.rank_threads, model=model,
        dtype=args.dtype, max_adapters=args.max_adapters, devices=devices,
    )  # fmt: skip
    if not args.rank_threads:  # this process holds no weights: its big blocks are requests'
        map_big_allocations()
    try:
        endpoint = ReceiverEndpoint(
            ranks,
            mode=mode,
            memory_budget_mb=args.memory_budget_mb,
            timeouts=Timeouts(),
            allowed_masters=masters,
            bind_address=args.bind_address,
            max_adapters=args.max_adapters,
        )
        app = build_receiver_app(endpoint, api_key=args.api_key, generate=True)
        what = f"model={model}" if model else f"size={args.size}"
        banner = (
            f"twophase serve: http://{args.host}:{args.port} tp={args.tp} mode={mode} {what} "
            f"devices={','.join(devices)} "
            f"masters={','.join(masters) if masters else 'any'}"
        )
        await run_until_signalled(
            app, args.host, args.port, banner, read_timeout_s=args.read_timeout
        )
    finally:
        for rank in ranks:
            rank.close()


def main(args: argparse.Namespace) -> int:
    setup_cli_logging("serve")
    asyncio.run(serve(args))
    return 0
