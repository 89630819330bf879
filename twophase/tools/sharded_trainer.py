"""``twophase trainer --model DIR --ranks M``: a Hugging Face causal LM trained with FSDP2
(``fully_shard``, gloo on CPU) over M processes, synced without gathering: every rank sends
its own shards (``sender/sharded_sync.py``). A sync asked to ``gather`` does it today's way
instead: rank 0 gathers the full tensors and sends them as one sender.

This process is trainer rank 0: it serves the trainer's control app and starts ranks 1..M-1
as processes of their own. Everything that touches the sharded model is collective (every
FSDP2 forward all-gathers parameters), so rank 0 tells the other ranks each command over the
trainer's group, and every rank runs it: a train step, greedy decoding for ``/generate``, a
sync, the full tensors for ``/weights_checksum`` (the only place they are gathered), stop.
The other ranks follow until rank 0 says stop, or until rank 0 is gone (their next
collective fails at once).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import logging
import multiprocessing
import os
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import torch
import torch.distributed as dist
from aiohttp import web
from torch._C._distributed_c10d import ProcessGroupGloo, Store, TCPStore

from twophase.core.timing import LEADER_STEP_S
from twophase.http_common import free_port
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.result import SyncResult
from twophase.sender.sharded_sync import sync_gathered, sync_shards
from twophase.sender.trainer_app import build_trainer_app
from twophase.sender.trainer_channel import TrainerChannel
from twophase.tools.common import add_train_routes, serve_trainer
from twophase.tools.hf import HFCausalLM, check_model_dir
from twophase.transport.address import route_to

log = logging.getLogger(__name__)
TRAINER_GROUP_TIMEOUT_S = 300.0
STOP_S = 10.0  # the other ranks' stop, then their exit, are waited for this long
BOUND_GLOO = "twophase_gloo"  # gloo with its device bound to the route to rank 0


@dataclass(frozen=True)
class ModelArgs:
    """What every rank loads: the model directory, the seed of its batches, its dtype (the
    weights train and sync in it) and the learning rate (None: the default)."""

    directory: str
    seed: int = 0
    dtype: str = "float32"
    lr: float | None = None

    @classmethod
    def of(cls, args: argparse.Namespace) -> ModelArgs:
        return cls(args.model, args.seed, args.dtype or "float32", args.lr)


class ShardedModel:
    """One rank's FSDP2-sharded model and the commands every rank runs alike."""

    def __init__(self, model: ModelArgs) -> None:
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.fsdp import fully_shard

        options: dict[str, Any] = {"lr": model.lr} if model.lr is not None else {}
        dtype = getattr(torch, model.dtype)
        self.hf = HFCausalLM.from_pretrained(
            model.directory, seed=model.seed, dtype=dtype, **options
        )
        mesh = init_device_mesh("cpu", (dist.get_world_size(),))
        for layer in getattr(getattr(self.hf.module, "model", None), "layers", []):
            fully_shard(layer, mesh=mesh)
        fully_shard(self.hf.module, mesh=mesh)
        self.steps = 0

    def run(self, command: dict[str, Any], channel: TrainerChannel) -> Any:
        """Run ``command`` on this rank (every rank runs the same one)."""
        kind = command["cmd"]
        if kind == "train":
            loss = self.hf.train_step(self.steps)
            self.steps += 1
            return loss
        if kind == "generate":
            return self.hf.greedy(command["prompt"], command["max_new_tokens"])
        if kind == "full":
            return {n: t.full_tensor() for n, t in self.hf.module.state_dict().items()}
        if kind == "sync":
            how, options = chosen_sync(command["options"])
            return asyncio.run(how(None, self.hf.module, channel=channel, **options))
        raise ValueError(f"unknown command {kind!r}")


def chosen_sync(
    options: dict[str, Any],
) -> tuple[Callable[..., Coroutine[Any, Any, SyncResult | None]], dict[str, Any]]:
    """The sync every rank runs for ``options`` (``gather``: today's way, rank 0 sending the
    full tensors; else each rank its shards), and the options it takes."""
    rest = dict(options)
    return (sync_gathered if rest.pop("gather", False) else sync_shards), rest


def _init(rank: int, world: int, address: str, port: int) -> None:
    """The trainer ranks' group (rank 0 hosts its store at ``address:port``). Its timeout
    bounds every collective of the trainer's (a rank that stopped answering fails the others'
    next one then; a rank that died, at once). Each rank's gloo device binds the local address
    that routes to rank 0, not the one its host name resolves to (often 127.0.0.1: the ranks
    on other hosts could never reach it)."""
    timeout = datetime.timedelta(seconds=TRAINER_GROUP_TIMEOUT_S)
    bind = route_to(address, port)

    def bound_gloo(store: Store, rank: int, size: int, timeout: datetime.timedelta) -> Any:
        gloo: Any = ProcessGroupGloo  # torch's stubs lack the options class
        options = gloo._Options()
        options._devices = [gloo.create_device(hostname=bind)]
        options._timeout = timeout
        return gloo(store, rank, size, options)

    if BOUND_GLOO not in dist.Backend.backend_list:
        dist.Backend.register_backend(BOUND_GLOO, bound_gloo, devices=["cpu"])
    store = TCPStore(address, port, world, is_master=rank == 0, timeout=timeout)
    dist.init_process_group(BOUND_GLOO, store=store, rank=rank, world_size=world, timeout=timeout)


def _follower(rank: int, world: int, address: str, port: int, model_args: ModelArgs) -> None:
    """Trainer rank ``rank`` > 0: run what rank 0 says until it says stop (or is gone)."""
    _init(rank, world, address, port)
    channel = TrainerChannel()
    model = ShardedModel(model_args)
    try:
        while True:
            command = channel.broadcast()
            if command["cmd"] == "stop":
                return
            try:
                model.run(command, channel)
            except Exception as exc:  # the same failure is rank 0's to report
                log.warning("trainer rank %d: %s failed: %s", rank, command["cmd"], exc)
    finally:
        dist.destroy_process_group()


class Commands:
    """Rank 0's side of the commands: each told to every rank and run here, on one thread of
    its own, whole even if the request that asked for it goes away (a command told but not
    run here would leave the ranks out of step: their next collectives would not match)."""

    def __init__(self, channel: TrainerChannel, model: ShardedModel) -> None:
        self.channel, self.model = channel, model
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="twophase-trainer-ranks")

    async def everywhere(self, command: dict[str, Any]) -> Any:
        def tell_and_run() -> Any:
            self.channel.broadcast(command, LEADER_STEP_S)
            return self.model.run(command, self.channel)

        return await asyncio.shield(asyncio.wrap_future(self._thread.submit(tell_and_run)))

    async def sync(self, coordinator: SyncCoordinator, options: dict[str, Any]) -> SyncResult:
        """Every rank syncs its shards (rank 0 runs the protocol), whole whatever happens to
        the request."""

        async def both() -> SyncResult:
            command = {"cmd": "sync", "options": options}
            told = self._thread.submit(self.channel.broadcast, command, LEADER_STEP_S)
            await asyncio.wrap_future(told)
            how, rest = chosen_sync(options)
            result = await how(coordinator, self.model.hf.module, channel=self.channel, **rest)
            assert result is not None  # rank 0 has the result
            return result

        return await asyncio.shield(asyncio.ensure_future(both()))

    def stop(self, timeout_s: float) -> None:
        """Tell the other ranks to stop, unless a command still runs past ``timeout_s``."""
        try:
            self._thread.submit(self.channel.broadcast, {"cmd": "stop"}, timeout_s).result(
                timeout_s
            )
        except Exception as exc:  # busy or gone: they are stopped by force
            log.warning("could not tell the other trainer ranks to stop: %r", exc)
        self._thread.shutdown(wait=False)


def build_app(
    args: argparse.Namespace, commands: Commands
) -> tuple[web.Application, SyncCoordinator]:
    coordinator = SyncCoordinator(backend="gloo")
    model = commands.model

    async def sync(**options: Any) -> SyncResult:
        return await commands.sync(coordinator, options)

    async def full_tensors() -> dict[str, torch.Tensor]:
        full: dict[str, torch.Tensor] = await commands.everywhere({"cmd": "full"})
        return full

    app = build_trainer_app(
        coordinator,
        weights=lambda: model.hf.module,
        api_key=args.api_key,
        sync=sync,
        full_tensors=full_tensors,
    )

    async def train_step() -> float:
        loss: float = await commands.everywhere({"cmd": "train"})
        return loss

    async def generate(prompt: list[int], max_new_tokens: int) -> list[int]:
        command = {"cmd": "generate", "prompt": prompt, "max_new_tokens": max_new_tokens}
        tokens: list[int] = await commands.everywhere(command)
        return tokens

    add_train_routes(app, coordinator, train_step, generate, lambda: model.steps)
    return app, coordinator


class _NoWaitExecutor(ThreadPoolExecutor):
    """The loop's default executor, let go without waiting at the loop's end: a channel call
    of an abandoned sync may still be blocked in a collective (the process ends anyway)."""

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait=False, cancel_futures=cancel_futures)


async def _serve(args: argparse.Namespace, commands: Commands) -> None:
    asyncio.get_running_loop().set_default_executor(_NoWaitExecutor())
    await serve_trainer(*build_app(args, commands), args, f"model={args.model} ranks={args.ranks}")


def run(args: argparse.Namespace) -> None:
    """Rank 0 here; ranks 1..M-1 in processes of their own. Ends the process: a collective
    still blocked when the app stops would otherwise hold it until the group's timeout."""
    if not getattr(args, "model", None):
        raise SystemExit("twophase trainer: --ranks needs --model DIR (FSDP2 needs one dtype)")
    check_model_dir(args.model, "twophase trainer")
    if args.rank is not None:  # one rank per process, each started on its own host
        if not 0 <= args.rank < args.ranks or args.dist_port is None:
            raise SystemExit("twophase trainer: --rank R needs 0 <= R < --ranks and --dist-port")
        if args.rank > 0:
            _follower(args.rank, args.ranks, args.dist_addr, args.dist_port, ModelArgs.of(args))
            logging.shutdown()
            os._exit(0)
    address = args.dist_addr if args.rank is not None else "127.0.0.1"
    port = args.dist_port or free_port()
    spawn = multiprocessing.get_context("spawn")
    local = range(1, args.ranks) if args.rank is None else range(0)
    others = [
        spawn.Process(
            target=_follower,
            args=(r, args.ranks, address, port, ModelArgs.of(args)),
            daemon=True,
        )
        for r in local
    ]
    for process in others:
        process.start()
    _init(0, args.ranks, address, port)
    commands = Commands(TrainerChannel(), ShardedModel(ModelArgs.of(args)))
    try:
        asyncio.run(_serve(args, commands))
        commands.stop(STOP_S)
    finally:
        for process in others:
            process.join(STOP_S)
            if process.is_alive():
                process.kill()
        logging.shutdown()
        os._exit(0)
