"""twophase through vLLM's own trainer API (``twophase.vllm`` re-exports it): change one
class, keep the rest.

    from vllm.distributed.weight_transfer.base import ModuleSource
    from vllm.distributed.weight_transfer.clients import HTTPVLLMWeightSyncClient
    from vllm.distributed.weight_transfer.factory import WeightTransferTrainerFactory
    from twophase.vllm import TwophaseTrainerInitInfo

    engine = WeightTransferTrainerFactory.trainer_init(
        TwophaseTrainerInitInfo(master_address="127.0.0.1", master_port=29600, world_size=2),
        client=HTTPVLLMWeightSyncClient("http://127.0.0.1:8000"),
        source=ModuleSource(model),
    )
    engine.send_weights()  # one two-phase round; SyncError (phase, cause) if it failed

``send_weights`` is a ``SyncCoordinator`` round with the vLLM server as its one endpoint
(``VllmClient`` over the given client): prepare answered by every worker before any byte
moves, probe, buckets, commit vote, load between engine steps, version published; on any
failure every worker rolls back and vLLM keeps serving the old weights.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

import torch
from typing_extensions import Self
from vllm.distributed.weight_transfer.base import (
    TrainerInitInfo,
    TrainerWeightTransferEngine,
    VLLMWeightSyncClient,
)
from vllm.distributed.weight_transfer.base import WeightSource as VllmWeightSource

from twophase.core.buckets import TensorSpec
from twophase.core.dtypes import dtype_name
from twophase.core.layouts import Layout
from twophase.core.protocol import Backend, Timeouts
from twophase.core.timing import VLLM_CALL_TIMEOUT_S, VLLM_HTTP_SLACK_S
from twophase.engines.vllm.plugin import register
from twophase.engines.vllm.sharded_source import source_shards
from twophase.engines.vllm.vllm_client import HttpVllmControl, VllmCallFailed, vllm_endpoint
from twophase.errors import ManifestError
from twophase.sender.blocking import BlockingCoordinator
from twophase.sender.result import SyncResult
from twophase.sender.sharded_sync import sync_parts
from twophase.sender.trainer_channel import TrainerChannel
from twophase.sender.weights import WeightSource

__all__ = [
    "ClientControl",
    "HttpVllmControl",
    "TwophaseTrainerInitInfo",
    "TwophaseTrainerWeightTransferEngine",
    "as_weight_source",
    "vllm_endpoint",
]
T = TypeVar("T")


def _default_group_backend() -> Backend:
    return "nccl" if torch.cuda.is_available() else "gloo"


@dataclass
class TwophaseTrainerInitInfo(TrainerInitInfo):
    """Constructed like vLLM's NCCL one; the rest is optional. ``world_size``: 1 (this
    trainer) + every vLLM worker. ``timeouts``: the deadlines' overrides in seconds
    (``group_join``, ``prepare``, ``first_byte``, ``progress``, ``apply``)."""

    backend: ClassVar[str] = "twophase"

    master_address: str
    master_port: int
    world_size: int
    rank: int = field(default=0, kw_only=True)
    group_backend: Backend = field(default_factory=_default_group_backend)
    bucket_size_mb: float = 1024.0
    checksum: str | None = "auto"
    timeouts: dict[str, float] | None = None
    flush_cache: bool = True  # reset vLLM's prefix cache after a sync (old weights' KV)
    call_timeout_s: float = VLLM_CALL_TIMEOUT_S  # bound on one control call through the client
    # Every trainer rank calls ``send_weights`` and sends the pieces its source's
    # ``iter_local`` yields (vLLM 0.33's interface), point to point: no rank gathers a full
    # tensor. ``world_size`` then counts every trainer rank (the default process group's)
    # and every worker.
    sharded: bool = False


class ClientControl:
    """A ``VllmControl`` over any of vLLM's ``VLLMWeightSyncClient``s (blocking calls, run
    on threads). Where the client has a ``base_url`` (the HTTP one) the backend's version is
    read from there, and the prefix cache reset there."""

    def __init__(self, client: VLLMWeightSyncClient) -> None:
        self.client = client
        base_url = getattr(client, "base_url", None)
        self.http = HttpVllmControl(base_url) if isinstance(base_url, str) else None
        self.name = self.http.name if self.http else f"vllm:{type(client).__name__}"

    async def _run(self, timeout_s: float, call: Callable[..., Any], *args: Any) -> None:
        try:
            await asyncio.wait_for(asyncio.to_thread(call, *args), timeout_s)
        except TimeoutError:
            raise VllmCallFailed.no_answer(timeout_s) from None
        except Exception as exc:
            response = getattr(exc, "response", None)  # requests' HTTPError
            if response is not None:
                raise VllmCallFailed.of(response.status_code, response.text) from None
            raise VllmCallFailed.of(502, f"{type(exc).__name__}: {exc}") from None

    async def init(self, init_info: dict[str, Any], timeout_s: float) -> None:
        await self._run(timeout_s, self.client.init_weight_transfer_engine, init_info)

    async def start(self, timeout_s: float) -> None:
        await self._run(timeout_s, self.client.start_weight_update)

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        await self._run(timeout_s, self.client.update_weights, info)

    async def finish(self, weight_version: str | None, timeout_s: float) -> None:
        await self._run(timeout_s, self.client.finish_weight_update, weight_version)

    async def shutdown(self, timeout_s: float) -> None:
        shutdown = getattr(self.client, "shutdown_weight_transfer_engine", None)
        if shutdown is not None:
            await self._run(timeout_s, shutdown)

    async def flush_cache(self, timeout_s: float) -> None:
        if self.http is not None:
            await self.http.flush_cache(timeout_s)

    async def capabilities(self, timeout_s: float) -> dict[str, Any] | None:
        return await self.http.capabilities(timeout_s) if self.http is not None else None

    async def sync_state(self, timeout_s: float) -> dict[str, Any] | None:
        return await self.http.sync_state(timeout_s) if self.http is not None else None


def source_metadata(source: VllmWeightSource) -> list[Any]:
    """The source's ``ParamMeta``s: a method up to vLLM 0.32, a cached property from 0.33."""
    metadata = source.metadata
    return list(metadata() if callable(metadata) else metadata)


def full_tensors(source: VllmWeightSource) -> Iterator[tuple[str, torch.Tensor]]:
    """One fresh pass of full tensors: ``iter_full()`` from vLLM 0.33, ``iter(source)`` before."""
    iter_full = getattr(source, "iter_full", None)
    return iter_full() if iter_full is not None else iter(source)


def unsendable(source: VllmWeightSource, rank: int) -> str | None:
    """Why the sender (trainer rank ``rank``) cannot send the whole model from ``source``,
    or None. twophase's sender broadcasts every tensor itself, so it must own (0.33:
    ``owned_names``; 0.32: ``held_names``) every parameter, as full tensors (0.33:
    ``iter_full``)."""
    names = [m.name for m in source_metadata(source)]
    implements_full = getattr(source, "implements_iter_full", None)
    if implements_full is not None and not implements_full():
        return f"{type(source).__name__} has no iter_full (twophase sends full tensors)"
    owned_names = getattr(source, "owned_names", None)
    if owned_names is not None:
        held: Any = owned_names(rank)
    else:
        held_names = getattr(source, "held_names", None)
        held = held_names() if held_names is not None else None
    missing = [] if held is None else [n for n in names if n not in set(held)]
    if missing:
        return (
            f"trainer rank {rank} owns {len(names) - len(missing)} of {len(names)} parameters "
            f"(first missing: {missing[0]}); twophase's sender must own every one"
        )
    return None


def as_weight_source(source: VllmWeightSource) -> WeightSource:
    """vLLM's ``WeightSource`` (metadata up front, tensors on demand) as twophase's, for
    vLLM 0.32's interface (``metadata()``, ``iter(source)``) and 0.33's (``metadata``
    cached, ``iter_full()``)."""
    specs = [
        TensorSpec(m.name, dtype_name(m.dtype), tuple(m.shape)) for m in source_metadata(source)
    ]

    def produce() -> Iterator[tuple[str, torch.Tensor]]:
        return ((name, tensor.detach()) for name, tensor in full_tensors(source))

    return WeightSource(specs, produce)


class TwophaseTrainerWeightTransferEngine(TrainerWeightTransferEngine[TwophaseTrainerInitInfo]):
    init_info_cls = TwophaseTrainerInitInfo

    def __init__(
        self,
        info: TwophaseTrainerInitInfo,
        *,
        client: VLLMWeightSyncClient,
        source: VllmWeightSource | None = None,
    ) -> None:
        base_init: Any = super().__init__
        if "rank" in inspect.signature(base_init).parameters:  # vLLM 0.33 keeps the rank
            base_init(client=client, source=source, is_sender=info.is_sender, rank=info.rank)
        else:
            base_init(client=client, source=source, is_sender=info.is_sender)
        self.info = info
        self.last_result: SyncResult | None = None
        self.sender: BlockingCoordinator | None = None
        # The trainer ranks' own group, for a sharded sync's steps (None: one sender).
        self.channel = TrainerChannel.of() if info.sharded else None
        senders = self.channel.size if self.channel is not None else 1
        if self.channel is not None and self.channel.rank != info.rank:
            raise ValueError(
                f"rank {info.rank} is rank {self.channel.rank} of the default process group: "
                "a sharded trainer's ranks must be the group's"
            )
        if info.world_size - senders < 1:
            raise ValueError(
                f"world_size {info.world_size}: {senders} trainer ranks + at least 1 worker"
            )
        if self.is_sender:
            timeouts = Timeouts(**info.timeouts) if info.timeouts else None
            self.sender = BlockingCoordinator(
                master_address=info.master_address,
                master_port=info.master_port,
                backend=info.group_backend,
                timeouts=timeouts,
                http_slack_s=VLLM_HTTP_SLACK_S,
            )
            control = ClientControl(client)
            self.sender.coordinator.add(
                vllm_endpoint(control, info.world_size - senders, flush_cache=info.flush_cache)
            )

    @classmethod
    def trainer_init(
        cls,
        init_info: TwophaseTrainerInitInfo,
        *,
        client: VLLMWeightSyncClient,
        source: VllmWeightSource | None = None,
    ) -> Self:
        if source is None:
            raise ValueError("the twophase trainer engine needs a WeightSource to send")
        if init_info.world_size < 2:
            raise ValueError(f"world_size {init_info.world_size}: 1 trainer + at least 1 worker")
        if init_info.sharded:
            implements_local = getattr(source, "implements_iter_local", None)
            if implements_local is None or not implements_local():
                raise ValueError(
                    f"sharded: {type(source).__name__} has no iter_local (vLLM 0.33's "
                    "interface: each rank's pieces)"
                )
        elif init_info.is_sender and (why := unsendable(source, init_info.rank)) is not None:
            raise ValueError(f"the twophase trainer engine cannot send this source: {why}")
        return cls(init_info, client=client, source=source)

    def send_weights(self) -> None:
        """One round; raises ``SyncError`` naming the phase and the cause (every worker was
        rolled back first). Non-sender ranks only walk the source (its gathers)."""
        assert self.source is not None
        if self.channel is not None:
            self._send_pieces(self.channel)
            return
        if self.sender is None:
            for _ in full_tensors(self.source):
                pass
            return
        checksum: Any = self.info.checksum
        self.last_result = self.sender.sync(
            as_weight_source(self.source),
            buffer_size_mb=self.info.bucket_size_mb,
            checksum=checksum,
            timeout_s=self.info.call_timeout_s * 4,
        )

    def _send_pieces(self, channel: TrainerChannel) -> None:
        """Every trainer rank: its pieces (``sharded_source.py``) into a sharded sync; rank 0
        runs it (``SyncError`` on every rank alike if it fails)."""
        assert self.source is not None
        local: Any = self.source
        declared: Layout | str
        try:
            declared, shards, specs = source_shards(
                source_metadata(self.source), local.iter_local(), self.info.rank
            )
        except ManifestError as exc:  # said to the leader, which fails every rank alike
            declared, shards, specs = str(exc), {}, []
        checksum: Any = self.info.checksum
        leader = self.sender.coordinator if self.sender is not None else None
        work = sync_parts(
            leader, declared, shards, specs, channel,
            buffer_size_mb=self.info.bucket_size_mb, checksum=checksum,
        )  # fmt: skip
        if self.sender is None:
            asyncio.run(work)
            return
        self.last_result = self.sender.run(work, self.info.call_timeout_s * 4)

    def shutdown(self) -> None:
        if self.sender is not None:
            self.sender.close()
            self.sender = None


# Importing this module is enough for vLLM's factories to know the backend (a vLLM process
# registers it through the entry point; a trainer script may not load vLLM's plugins).
register()
