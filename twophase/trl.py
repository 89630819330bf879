"""TRL's trainers through twophase: ``TwophaseVLLMClient`` and a one-line opt-in.

    import twophase.trl
    twophase.trl.install()  # GRPOTrainer & co. now sync their vLLM server with twophase

TRL's ``VLLMClient`` joins vLLM's NCCL weight-transfer engine (CUDA only). This subclass keeps
its generation calls and replaces the weight sync: each ``update_named_params`` (one per
trainer sync) is one twophase round into a vLLM server running the "twophase" backend
(``--weight-transfer-config '{"backend": "twophase"}'``): prepare answered by every worker,
probe, buckets, commit vote, apply between engine steps; on a failure every worker rolls back
and vLLM keeps serving the old weights. TRL's iterator is always drained afterwards, so the
other processes' gathers (FSDP, ZeRO-3) complete whatever happened here.

Tensors are cast to the dtype the server serves (read from ``/server_info``) by default: TRL
trains float32 while vLLM usually serves bfloat16, and twophase refuses a dtype that differs
from the model's. ``on_failure="warn"``: a refused sync is logged and the step trains on (the
server keeps its old weights; the next sync retries); "raise" (the default) raises SyncError.

A PEFT model (``GRPOTrainer(..., peft_config=...)``) syncs its LoRA matrices alone, never
merged into the base: ``install`` replaces TRL's ``VLLMGeneration.sync_weights`` (which merges
the adapter and sends the whole model) with one adapter sync (``update_adapter``) into a server
started with ``--enable-lora``, and TRL's generation requests then name that adapter. The
server's base weights must be the ones the trainer's PEFT model wraps (as loaded: version 0),
or the sync is refused with a 412. ``merge_peft=True`` keeps TRL's merged sync.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import sys
import threading
from collections.abc import Iterator
from typing import Any, Literal

import torch

try:
    from trl.generation.vllm_client import VLLMClient
except ImportError as exc:  # said once, with the way to install it
    raise ImportError(f"twophase.trl needs TRL: pip install 'twophase[trl]' ({exc})") from exc

from twophase.core.buckets import TensorSpec
from twophase.core.dtypes import dtype_name, normalize_dtype_name, parse_dtype
from twophase.core.timing import TRL_ROUND_TIMEOUT_S
from twophase.engines.vllm.vllm_client import vllm_endpoint
from twophase.errors import SyncError
from twophase.sender.blocking import BlockingCoordinator
from twophase.sender.result import SyncResult
from twophase.sender.weights import WeightSource

__all__ = ["TwophaseVLLMClient", "install", "uninstall"]
logger = logging.getLogger(__name__)

OnFailure = Literal["raise", "warn"]
BACKEND = "twophase"
# Where TRL looks ``VLLMClient`` up when it builds one (modules imported later read the first).
OPTIONS = ("on_failure", "cast", "bucket_size_mb", "master_address", "adapter", "merge_peft")
CLIENT_MODULES = (
    "trl.generation.vllm_client",
    "trl.generation.vllm_generation",
    "trl.experimental.online_dpo.online_dpo_trainer",
)


class _Drained:
    """TRL's one-shot iterator, shared by the round (on twophase's group thread) and the
    drain afterwards (here): a lock keeps the two from stepping it at once."""

    def __init__(self, pairs: Iterator[tuple[str, torch.Tensor]]) -> None:
        self._pairs, self._lock = pairs, threading.Lock()

    def __iter__(self) -> Iterator[tuple[str, torch.Tensor]]:
        return self

    def __next__(self) -> tuple[str, torch.Tensor]:
        with self._lock:
            return next(self._pairs)

    def drain(self) -> None:
        for _ in self:
            pass


class TwophaseVLLMClient(VLLMClient):
    """TRL's ``VLLMClient`` whose weight sync is a twophase round (see the module docstring).
    ``cast``: send floating-point tensors at the served dtype; ``bucket_size_mb``: the
    buckets' byte budget; ``master_address``: the address vLLM's workers reach this trainer
    at (default: the route to the server)."""

    on_failure: OnFailure = "raise"
    cast: bool = True
    bucket_size_mb: float = 1024.0
    master_address: str | None = None
    adapter: str | None = None  # a PEFT model's served adapter name (None: PEFT's own name)
    merge_peft: bool = False  # True: a PEFT model syncs merged, as TRL's own client does

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        for option in OPTIONS:
            if option in kwargs:
                setattr(self, option, kwargs.pop(option))
        if self.on_failure not in ("raise", "warn"):
            raise ValueError(f"on_failure {self.on_failure!r}: 'raise' or 'warn'")
        super().__init__(*args, **kwargs)
        self.sender: BlockingCoordinator | None = None
        self.served_dtype: torch.dtype | None = None
        self.last_result: SyncResult | None = None
        self.last_error: SyncError | None = None
        self._batch: list[tuple[str, torch.Tensor]] | None = None  # inside weight_update()

    def init_communicator(self, device: torch.device | str | int = 0) -> None:
        """Check the server runs the twophase backend, read its dtype and world size, and
        set up the sender (the group forms at the first sync)."""
        info = self.get_server_info()
        transfer = info.get("weight_transfer_config") or {}
        if transfer.get("backend") != BACKEND:
            raise RuntimeError(
                f"the vLLM server at {self.base_url} runs weight-transfer backend "
                f"{transfer.get('backend')!r}; start it with --weight-transfer-config "
                f'\'{{"backend": "{BACKEND}"}}\''
            )
        self.served_dtype = parse_dtype(normalize_dtype_name(str(info["model_config"]["dtype"])))
        workers = self.get_world_size()
        # TRL passes the trainer's device (an int: a CUDA index, as TRL's own client reads it)
        where = torch.device("cuda", device) if isinstance(device, int) else torch.device(device)
        if where.type == "cuda" and not torch.cuda.is_available():
            where = torch.device("cpu")
        self.close_communicator()
        self.sender = BlockingCoordinator(
            master_address=self.master_address,
            master_port=self.group_port,
            backend="nccl" if where.type == "cuda" else "gloo",
            device=str(where),
        )
        self.sender.coordinator.add(vllm_endpoint(self.base_url, workers))
        logger.info(
            "twophase: syncing into %s (%d vLLM workers)%s",
            self.base_url, workers,
            f", tensors cast to the served dtype {self.served_dtype}" if self.cast else "",
        )  # fmt: skip
        atexit.register(self.close_communicator)

    @contextlib.contextmanager
    def weight_update(self) -> Iterator[None]:
        """Several ``update_named_param(s)`` calls as one round, sent on exit."""
        self._batch = []
        try:
            yield
            batch = self._batch
        finally:
            self._batch = None
        metadata = [(n, str(t.dtype).removeprefix("torch."), list(t.shape)) for n, t in batch]
        self.update_named_params(metadata, iter(batch))

    def update_named_params(
        self, metadata: list[tuple[str, str, list[int]]], named_params: Iterator[tuple[str, Any]]
    ) -> None:
        """One twophase round of ``named_params`` (announced by ``metadata``, TRL's
        ``(name, dtype, shape)``); the iterator is drained afterwards whatever happened."""
        if self._batch is not None:  # inside weight_update(): sent on its exit
            self._batch.extend((n, t.detach()) for n, t in named_params)
            return
        pairs = _Drained(iter(named_params))
        try:
            self._round(metadata, pairs)
        finally:
            pairs.drain()

    def _round(self, metadata: list[tuple[str, str, list[int]]], pairs: _Drained) -> None:
        target = self.served_dtype if self.cast else None

        def wire_dtype(name: str) -> torch.dtype:
            dtype = parse_dtype(name)
            return target if target is not None and dtype.is_floating_point else dtype

        dtypes = {name: wire_dtype(dtype) for name, dtype, _ in metadata}
        specs = [TensorSpec(n, dtype_name(dtypes[n]), tuple(s)) for n, _, s in metadata]

        def produce() -> Iterator[tuple[str, torch.Tensor]]:
            return ((n, t.detach().to(dtypes.get(n, t.dtype))) for n, t in pairs)

        self._synced(WeightSource(specs, produce))

    def update_adapter(self, model: Any) -> None:
        """One twophase round of the PEFT ``model``'s LoRA matrices alone, as the server's
        adapter ``adapter`` (default: the PEFT adapter's own name); TRL's generation requests
        name it from then on (a request on the base model goes on naming the base)."""
        name = self.adapter or str(model.active_adapter)
        if self._synced(model, adapter=name):
            self.model = name

    def _synced(self, weights: Any, **options: Any) -> bool:
        """One round; False where it was refused and ``on_failure`` is "warn"."""
        if self.sender is None:
            raise RuntimeError("init_communicator() was not called")
        try:
            self.last_result = self.sender.sync(
                weights, buffer_size_mb=self.bucket_size_mb, timeout_s=TRL_ROUND_TIMEOUT_S,
                **options,
            )  # fmt: skip
            self.last_error = None
            return True
        except SyncError as exc:
            self.last_error = exc
            if self.on_failure == "raise":
                raise
            logger.warning(
                "twophase: weight sync refused (%s); vLLM keeps serving what it served, "
                "training goes on, the next sync retries", exc,
            )  # fmt: skip
            return False

    def close_communicator(self) -> None:
        sender, self.sender = getattr(self, "sender", None), None
        if sender is not None:
            sender.close()


def _sync_weights(generation: Any) -> None:
    """TRL's ``VLLMGeneration.sync_weights``, but a PEFT model synced into a twophase server
    sends its adapter alone (``update_adapter``): gathered where ZeRO-3 partitions it, sent by
    the main process. Under FSDP (its LoRA matrices sharded) and in colocate mode, TRL's own
    merged sync runs."""
    from accelerate.utils import is_peft_model

    client, model = getattr(generation, "vllm_client", None), generation.model
    if (
        generation.mode != "server"
        or not isinstance(client, TwophaseVLLMClient)
        or client.merge_peft
        or not is_peft_model(model)
        or generation._dist.is_fsdp
    ):
        _ORIGINAL_SYNC["sync_weights"](generation)
        return
    lora = [param for param in model.parameters() if param.requires_grad]
    with generation._dist.gather_params(lora):
        if generation.accelerator.is_main_process:
            client.update_adapter(generation.accelerator.unwrap_model(model))


_ORIGINAL: dict[str, Any] = {}
_ORIGINAL_SYNC: dict[str, Any] = {}


def install(*, on_failure: OnFailure = "raise", cast: bool = True, **options: Any) -> type:
    """Make every TRL trainer that builds a ``VLLMClient`` build a ``TwophaseVLLMClient``
    with these options (``bucket_size_mb``, ``master_address``, ``adapter``, ``merge_peft``),
    and sync a PEFT model's adapter alone (``_sync_weights``); returns the class used."""
    import importlib

    generation = importlib.import_module("trl.generation.vllm_generation")
    defaults = {"on_failure": on_failure, "cast": cast, **options}
    unknown = set(defaults) - set(OPTIONS)
    if unknown:
        raise TypeError(f"install() got unknown options {sorted(unknown)}")
    client = type("TwophaseVLLMClient", (TwophaseVLLMClient,), defaults)
    for name in CLIENT_MODULES:
        module: Any = sys.modules.get(name)
        if module is not None and hasattr(module, "VLLMClient"):
            _ORIGINAL.setdefault(name, module.VLLMClient)
            module.VLLMClient = client
    _ORIGINAL_SYNC.setdefault("sync_weights", generation.VLLMGeneration.sync_weights)
    generation.VLLMGeneration.sync_weights = _sync_weights
    return client


def uninstall() -> None:
    """TRL's own ``VLLMClient`` back where ``install`` replaced it."""
    for name, original in _ORIGINAL.items():
        module: Any = sys.modules[name]
        module.VLLMClient = original
    _ORIGINAL.clear()
    if "sync_weights" in _ORIGINAL_SYNC:
        generation: Any = sys.modules["trl.generation.vllm_generation"]
        generation.VLLMGeneration.sync_weights = _ORIGINAL_SYNC.pop("sync_weights")
