"""The "twophase" weight-transfer backend inside a vLLM worker (one per TP rank).

Each worker holds a whole twophase receiver for its rank: a ``ReceiverEndpoint`` with one
``RankHost`` (its own receive thread, device and CUDA stream, the shared state machine, staged
apply), run on a private event loop thread, and a small aiohttp app with its ``/sync_state``
on ``TWOPHASE_STATE_PORT + rank``. vLLM's calls (see ``vllm_wire.py``) drive its steps:

- ``update_weights`` "prepare" returns once this rank validated the manifest against the
  checkpoint and posted its receive (PREPARED): vLLM answers the trainer only when every
  worker did, so no weight byte leaves the trainer before that answer.
- the bytes then arrive on the receive thread while vLLM keeps serving the old weights;
- ``update_weights`` "complete" runs on the worker's own thread, between engine steps: it
  waits for this rank's commit vote, then loads the staged tensors with the model's
  ``load_weights`` there (``EngineThreadGate``) and publishes the version.

A dead trainer, an abort or a missed deadline rolls the rank back on its own (the watchdog of
the receiver); the model is untouched until the vote passed.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import threading
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast

import torch
from aiohttp import web
from pydantic import ValidationError
from vllm.distributed.weight_transfer.base import (
    WeightTransferEngine,
    WeightTransferInitInfo,
    WeightTransferUpdateInfo,
)

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import layout_json
from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    CompleteWeightsUpdateRequest,
    InitWeightsUpdateGroupRequest,
    PeerAddress,
    PrepareWeightsUpdateRequest,
    WireModel,
    problems,
)
from twophase.core.routes import committed_version, error_status
from twophase.core.table import in_sync
from twophase.core.timing import VLLM_STEP_SLACK_S
from twophase.engines.vllm.adapters import WorkerAdapters
from twophase.engines.vllm.applier import EngineThreadGate, VllmApplier, checkpoint_specs
from twophase.engines.vllm.slices import RecordedNeeds, record_needs
from twophase.engines.vllm.state import start_state_app
from twophase.engines.vllm.vllm_wire import (
    DEFAULT_STATE_PORT,
    DELTA_ENV,
    PHASE_KEY,
    PHASES,
    SLICES_ENV,
    STATE_PORT_ENV,
    BackendRefusal,
    Refusal,
)
from twophase.errors import TwophaseError
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank

if TYPE_CHECKING:
    from vllm.config import VllmConfig
    from vllm.config.weight_transfer import WeightTransferConfig

log = logging.getLogger(__name__)
T = TypeVar("T")
M = TypeVar("M", bound=WireModel)


@dataclass
class TwophaseInitInfo(WeightTransferInitInfo):
    """The worker's init info: an ``init_weights_update_group`` request, as a dict."""

    request: dict[str, Any] = field(default_factory=dict)


@dataclass
class TwophaseUpdateInfo(WeightTransferUpdateInfo):
    phase: str = ""
    request: dict[str, Any] = field(default_factory=dict)


def _causes(failures: list[tuple[Refusal, int]], workers: int) -> str:
    """Each distinct cause once, with the workers that gave it."""
    if workers == 1:
        return failures[0][0].message
    by_cause: dict[str, list[str]] = {}
    for refusal, rank in failures:
        by_cause.setdefault(refusal.message, []).append(str(rank))
    return "; ".join(
        f"worker{'s' if len(ranks) > 1 else ''} {', '.join(ranks)}: {message}"
        for message, ranks in by_cause.items()
    )


def _creating_worker() -> Any:
    """The vLLM worker creating this engine (``Worker.load_model`` up the stack), whose
    update-session flag ``_agreed`` keeps equal on every worker; None if not found."""
    frame = inspect.currentframe()
    for _ in range(8):
        if frame is None:
            break
        candidate = frame.f_locals.get("self")
        if candidate is not None and hasattr(candidate, "_weight_update_active"):
            return candidate
        frame = frame.f_back
    log.warning("twophase: vLLM's worker not found: a failure with TP > 1 may desync vLLM's RPCs")
    return None


def _parse(model: type[M], data: Any, what: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise BackendRefusal.of(400, f"{what}: {problems(exc)[0]}") from None


class TwophaseWeightTransferEngine(WeightTransferEngine[TwophaseInitInfo, TwophaseUpdateInfo]):
    init_info_cls = TwophaseInitInfo
    update_info_cls = TwophaseUpdateInfo
    supports_draft_weight_update = False

    def __init__(
        self,
        config: WeightTransferConfig,
        vllm_config: VllmConfig,
        device: torch.device,
        model: torch.nn.Module,
    ) -> None:
        super().__init__(config, vllm_config, device, model)
        parallel = self.parallel_config
        # One rank per worker across data-parallel replicas, as vLLM's own backends count.
        self.worker_rank = parallel.data_parallel_index * parallel.world_size + parallel.rank
        self.workers = parallel.world_size
        self.gate = EngineThreadGate()
        served = cast(torch.dtype, self.model_config.dtype)  # resolved by vLLM by now
        specs = checkpoint_specs(self.model_config.model, served)
        # What this worker's loaders read of each checkpoint tensor: a sharded sync sends it
        # only that (``slices.py``); every worker's, for the server's capabilities.
        self.needs = self._record_needs(model, specs, device)
        gathered = self._server_gather(layout_json(self.needs.boxes))
        self.server_needs = gathered if any(gathered) else None  # None: all take every one whole
        self.applier = VllmApplier(model, specs, self.gate, self._reload, needs=self.needs.boxes)
        # Deltas patch the last sync's checkpoint tensors, kept between syncs: one
        # more copy of the model per worker, so only where asked for.
        self.delta = os.environ.get(DELTA_ENV, "") == "1"
        self._is_last = parallel.rank == parallel.world_size - 1
        self._vllm_worker = _creating_worker()
        self.adapters = self._lora_adapters()
        host = RankHost(
            self.applier,
            tp_rank=self.worker_rank,
            device=str(device),
            keep_delta_source=self.delta,
            adapters=self.adapters,
        )
        # The receiver's coroutines run on a loop of their own thread.
        self._loop = asyncio.new_event_loop()
        name = f"twophase-vllm-{self.worker_rank}"
        threading.Thread(target=self._loop.run_forever, name=name, daemon=True).start()
        self.endpoint = self._run(self._make_endpoint(host), VLLM_STEP_SLACK_S)
        base_port = int(os.environ.get(STATE_PORT_ENV, DEFAULT_STATE_PORT))
        self.state_port = base_port + self.worker_rank
        self._state_runner: web.AppRunner | None = None
        try:
            self._state_runner = self._run(
                start_state_app(self.endpoint, self.state_port, self.workers, self.server_needs),
                VLLM_STEP_SLACK_S,
            )
        except OSError as exc:  # the state app is a view: vLLM serves without it
            log.warning("twophase: no /sync_state on port %d: %s", self.state_port, exc)
        log.info(
            "twophase backend: worker %d of %d, %d checkpoint tensors (%s), /sync_state on port %d",
            self.worker_rank,
            self.workers,
            len(specs),
            self.needs.summary(),
            self.state_port,
        )

    def _lora_adapters(self) -> WorkerAdapters | None:
        """With ``--enable-lora``: adapter syncs into vLLM's LoRA manager, as many adapters
        as one batch may serve (``--max-loras``)."""
        lora_config = self.vllm_config.lora_config
        runner = getattr(self._vllm_worker, "model_runner", None)
        manager = getattr(runner, "lora_manager", None)
        if lora_config is None or manager is None:
            return None
        return WorkerAdapters(manager, lora_config.max_loras)

    def _record_needs(
        self, model: torch.nn.Module, specs: list[TensorSpec], device: torch.device
    ) -> RecordedNeeds:
        """One worker of several: what its loaders read (``record_needs``); alone, or where
        recording fails as a whole, every tensor whole."""
        if self.workers == 1 or os.environ.get(SLICES_ENV, "1") == "0":
            return RecordedNeeds()
        try:
            return record_needs(model, self.model_config, specs, device)
        except Exception as exc:  # the server serves: every tensor whole
            why = f"{type(exc).__name__}: {exc}"
            log.warning("twophase: could not record the loaders' slices: %s", why)
            return RecordedNeeds(whole={"*": why})

    def _server_gather(self, mine: Any) -> list[Any]:
        """Every worker of this server's ``mine``, in worker order. Gathered over vLLM's world
        group, as every worker of every data-parallel replica is in each such call (vLLM
        starts them together, and sends each RL call to every replica), then this replica's
        part of it (``replica_part``)."""
        if self.workers == 1:
            return [mine]
        from vllm.distributed.parallel_state import get_world_group

        group = get_world_group().cpu_group
        everyone: list[Any] = [None] * torch.distributed.get_world_size(group)
        torch.distributed.all_gather_object(everyone, mine, group=group)
        return replica_part(everyone, self.workers, self.parallel_config.data_parallel_index)

    def _reload(self, weights: Iterator[tuple[str, torch.Tensor]]) -> None:
        from vllm.model_executor.model_loader.reload.inplace import reload_weights

        reload_weights(self.vllm_config, self.model, weights, None, is_checkpoint_format=True)

    async def _make_endpoint(self, host: RankHost) -> ReceiverEndpoint:
        # Created on its loop (its locks belong there); staged only, see VllmApplier.load. A
        # delta patches the last sync's staged tensors and vLLM's reload loads the result.
        return ReceiverEndpoint(
            [LocalRank(host)],
            mode="staged",
            applier=self.applier,
            delta=self.delta,
            max_adapters=self.adapters.store.limit if self.adapters is not None else 0,
        )

    # -- vLLM's calls ----------------------------------------------------------------------

    def parse_init_info(self, init_dict: dict[str, Any]) -> TwophaseInitInfo:
        return TwophaseInitInfo(request=dict(init_dict))

    def init_transfer_engine(self, init_info: TwophaseInitInfo) -> None:
        # A new trainer: an update session a dead one left open in vLLM is over (its sync
        # rolled back here on its own), or vLLM would refuse the new trainer's first start.
        if not in_sync(self.endpoint.state):
            self._end_vllm_session()
        self._agreed(lambda: self._init(init_info))

    def _init(self, init_info: TwophaseInitInfo) -> None:
        request = _parse(InitWeightsUpdateGroupRequest, init_info.request, "init_info")
        # This worker is rank ``worker_rank`` of the server: its group rank follows from it.
        mine = request.model_copy(update={"rank_offset": request.rank_offset + self.worker_rank})
        deadline = (request.timeout_s or self.endpoint.deadlines.group_join) + 5
        self._step(self.endpoint.init_group(mine), deadline)

    def start_weight_update(self) -> None:
        """vLLM's session opens; twophase's sync starts at "prepare"."""

    def finish_weight_update(self) -> None:
        """vLLM's session closes; the weights were published at "complete" (or never)."""

    def update_weights(self, update_info: dict[str, Any]) -> None:
        self._agreed(lambda: self._update(update_info))

    def _update(self, update_info: dict[str, Any]) -> None:
        phase = update_info.get(PHASE_KEY)
        if phase not in PHASES:
            raise BackendRefusal.of(
                400, f"update_info.{PHASE_KEY} must be one of {list(PHASES)}, not {phase!r}"
            )
        request = update_info.get("request", {})
        if phase == "prepare":
            self._prepare(_parse(PrepareWeightsUpdateRequest, request, "prepare"))
        elif phase == "complete":
            self._complete(_parse(CompleteWeightsUpdateRequest, request, "complete"))
        else:
            self._abort(_parse(AbortWeightsUpdateRequest, request, "abort"))

    def receive_weights(self, update_info: TwophaseUpdateInfo) -> None:
        self.update_weights({PHASE_KEY: update_info.phase, "request": update_info.request})

    def shutdown(self) -> None:
        try:
            self._step(
                self.endpoint.destroy(self.endpoint.group_name or "default"), VLLM_STEP_SLACK_S
            )
        except (BackendRefusal, TimeoutError) as exc:
            log.warning("twophase: shutdown: %s", exc)

    # -- one outcome for every worker -------------------------------------------------------

    def _agreed(self, step: Callable[[], None]) -> None:
        """Run ``step`` on every worker and fail together, the last worker raising.

        vLLM's executor reads its workers' answers in rank order and stops at the first
        failure, leaving the others' answers queued: every later call would then read one of
        them, one call late. So the workers share their outcomes first (over vLLM's own CPU
        group: every worker is inside this same call), only the last one raises, naming every
        worker's cause, and the others end vLLM's update session as it does for the one that
        raised."""
        failure: tuple[Refusal, int] | None = None
        try:
            step()
        except BackendRefusal as exc:
            failure = (exc.refusal, self.worker_rank)
        except Exception as exc:
            failure = (
                Refusal(status=500, message=f"{type(exc).__name__}: {exc}"),
                self.worker_rank,
            )
        failures = [outcome for outcome in self._server_gather(failure) if outcome is not None]
        if not failures:
            return
        if self._is_last:
            first = failures[0][0]
            raise BackendRefusal(
                first.model_copy(update={"message": _causes(failures, self.workers)})
            )
        self._end_vllm_session()

    def _end_vllm_session(self) -> None:
        worker = self._vllm_worker
        if worker is not None and getattr(worker, "_weight_update_active", False):
            worker._weight_update_active = False
            self.reset_weight_update_target()

    # -- the steps -------------------------------------------------------------------------

    def _prepare(self, request: PrepareWeightsUpdateRequest) -> None:
        if request.adapter is not None and self.adapters is not None:
            why = self.adapters.refusal(request.adapter)
            if why is not None:
                raise BackendRefusal.of(400, why)
        if request.sharded is not None:  # the server's part: this worker's is its own
            parts = request.sharded.ranks
            if len(parts) != self.workers:
                raise BackendRefusal.of(
                    400, f"sharded: {len(parts)} ranks' parts for {self.workers} vLLM workers"
                )
            own = parts[self.parallel_config.rank]  # its place among this server's workers
            mine = request.sharded.model_copy(update={"ranks": [own]})
            request = request.model_copy(update={"sharded": mine})
        if request.peer_token is not None:  # the sender's peers, and this server's workers
            request = request.model_copy(
                update={"peers": [*(request.peers or []), *self._siblings()]}
            )
        deadline = self.endpoint.deadlines.prepare + VLLM_STEP_SLACK_S
        answer = self._step(self.endpoint.prepare(request), deadline)
        if answer.status != "ready":
            raise BackendRefusal.of(502, answer.message)

    def _siblings(self) -> list[PeerAddress]:
        """This server's other workers, where their state apps answer ``/sync_outcome``: the
        sender names the server as one endpoint, so only the workers know each other."""
        first = self.worker_rank - self.parallel_config.rank  # this replica's worker 0
        base = self.state_port - self.worker_rank
        return [
            PeerAddress(host="127.0.0.1", port=base + rank)
            for rank in range(first, first + self.workers)
            if rank != self.worker_rank
        ]

    def _complete(self, request: CompleteWeightsUpdateRequest) -> None:
        """Wait for the vote and load here, on the engine's thread, between engine steps."""
        deadline = self.endpoint.deadlines.apply * 2 + VLLM_STEP_SLACK_S
        coro = self._catching(self.endpoint.complete(request))
        future = asyncio.run_coroutine_threadsafe(coro, self._loop)
        self.gate.serve_until(future, deadline)
        future.result(VLLM_STEP_SLACK_S)

    def _abort(self, request: AbortWeightsUpdateRequest) -> None:
        abort = self.endpoint.abort(request.reason, request.sync_id, request.verdict_token)
        self._step(abort, VLLM_STEP_SLACK_S * 3)

    def _step(self, coro: Coroutine[Any, Any, T], timeout_s: float) -> T:
        return self._run(self._catching(coro), timeout_s)

    def _run(self, coro: Coroutine[Any, Any, T], timeout_s: float) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout_s)

    @staticmethod
    async def _catching(coro: Coroutine[Any, Any, T]) -> T:
        """twophase's errors as ``BackendRefusal``: a ``Refusal`` with the status
        ``error_status`` gives (502 for any other of twophase's errors), and for an abort past
        the commit point ``committed`` and the version."""
        try:
            return await coro
        except TwophaseError as exc:
            version = committed_version(exc)
            refusal = Refusal(
                status=error_status(exc) or 502,
                message=str(exc),
                committed=version is not None,
                weight_version=version,
            )
            raise BackendRefusal(refusal) from None


def replica_part(everyone: list[Any], workers: int, replica: int) -> list[Any]:
    """The part of a gather over vLLM's world group that is one server's: data-parallel
    replica ``replica``'s ``workers`` workers (vLLM numbers a replica's workers
    contiguously); all of it where the group is that server's alone."""
    if len(everyone) == workers:
        return everyone
    if len(everyone) % workers or not 0 <= replica < len(everyone) // workers:
        raise ValueError(
            f"a world of {len(everyone)} workers is not replicas of {workers}, or has no "
            f"replica {replica}"
        )
    return everyone[replica * workers : (replica + 1) * workers]
