"""One TP rank of a receiving endpoint: its model (``rank_model.py``: the weights, their lock,
their version, the buffers kept between syncs), its rank worker and the sync in progress.

A ``RankHost`` does the rank's part of each endpoint step, synchronously and with a deadline.
It lives wherever the rank's weights live: in the server process (one per rank, called from
threads) or in a worker process per rank (called over a pipe, see ``ranks.py``), as real
engines do. Its methods take and return picklable values (``rankdata.py``) for that reason,
and raise ``twophase.errors`` types (a missed deadline is a ``RankDeadlineExceeded``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import replace
from typing import Any

import torch

from twophase.core.adapters import adapter_layout
from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.layouts import Box
from twophase.core.protocol import AdapterSync, BucketMetadata
from twophase.core.timing import DISCARD_REVERT_S, STREAMING_LOAD_WAIT_S, WORKER_CLOSE_ON_DESTROY_S
from twophase.errors import (
    DeadlineExceeded,
    NotServing,
    RankDeadlineExceeded,
    RankStepError,
    TwophaseError,
    VoteUncertain,
)
from twophase.receiver.adapters import AdapterHolder, RankAdapters
from twophase.receiver.appliers import ModuleApplier, WeightApplier
from twophase.receiver.rank_model import RankModel
from twophase.receiver.rank_worker import RankWorker
from twophase.receiver.rankdata import (
    AbortOutcome,
    Generated,
    Generation,
    PauseReport,
    RankProgress,
    ReceivedReport,
    ReceiveSpec,
    WeightsChecksum,
)
from twophase.receiver.receive_job import ReceiveHandle, ReceiveJob
from twophase.receiver.rwlock import RWLock
from twophase.receiver.sinks import DeltaSink, ShardSink, StagedSink, StreamingSink
from twophase.receiver.weight_checks import CheckReport
from twophase.transport.group import GroupConfig, GroupFactory, SyncGroup

log = logging.getLogger(__name__)


class RankHost:
    """One rank's part of each endpoint step: its ``model`` (weights, lock, version), its
    worker thread (the group, the collectives) and the sync in progress."""

    def __init__(
        self,
        applier: WeightApplier,
        *,
        tp_rank: int = 0,
        device: str = "cpu",
        generate: Callable[[list[int], int], list[int]] | None = None,
        group_factory: Callable[..., Any] | None = None,
        keep_staging: bool = True,
        agree: Callable[[str | None, tuple[int, int], int], str | None] | None = None,
        keep_delta_source: bool = False,
        max_adapters: int = 0,
        adapters: AdapterHolder | None = None,
    ) -> None:
        """``keep_staging``, ``agree``, ``keep_delta_source``: see ``RankModel``;
        ``max_adapters``: how many LoRA adapters it may hold over the applier's module (0:
        it serves none); ``adapters``: instead, an engine's that serves them itself."""
        self.tp_rank = tp_rank
        self.model = RankModel(
            applier,
            device=torch.device(device),
            generate=generate,
            keep_staging=keep_staging,
            agree=agree,
            keep_delta_source=keep_delta_source,
            adapters=adapters if adapters is not None else _adapters(applier, max_adapters),
        )
        self._group_factory: GroupFactory = group_factory or SyncGroup
        self._worker: RankWorker | None = None
        self._handle: ReceiveHandle | None = None
        self._sink: StagedSink | StreamingSink | None = None
        self._adapter: AdapterSync | None = None  # the sync in progress carries an adapter
        self._sync_id = ""  # the sync in progress, or the last one
        self._earlier = RankProgress()  # what the sync's parts before this one received
        self._state_lock = threading.Lock()

    @property
    def lock(self) -> RWLock:
        """The read-write lock inference reads the weights under (the README's embedding)."""
        return self.model.lock

    # -- model (the ops ``ranks.py`` calls by name) --------------------------------------

    def tensor_specs(self) -> list[TensorSpec]:
        return self.model.applier.specs()

    def tensor_layout(self) -> dict[str, list[Box]]:
        return self.model.layout()

    def tensor_needs(self) -> dict[str, list[Box]]:
        return self.model.needs()

    def weights_checksum(self, timeout_s: float) -> WeightsChecksum:
        return self.model.weights_checksum(timeout_s)

    def generate(self, asked: Generation, timeout_s: float, turn: int = 0) -> Generated:
        return self.model.generate(asked, timeout_s, turn)

    def ping(self) -> int:
        """This rank's TP index, at once: that the rank answers at all (``/health``); a rank
        whose tensor-parallel group failed answers that it cannot serve."""
        if self.model.tp_failed is not None:
            raise NotServing(self.model.tp_failed)
        return self.tp_rank

    def check_weights(self, action: str, skip: list[str], timeout_s: float) -> CheckReport:
        return self.model.check_weights(action, skip, timeout_s)

    # -- group --------------------------------------------------------------------------

    def join(self, config: GroupConfig, timeout_s: float) -> list[str]:
        """Start this rank's worker thread and wait until the group formed there (on this
        rank's device, whatever ``config`` says)."""
        self.destroy()
        group_config = replace(config, device=self.model.device)
        worker = RankWorker(group_config, group_factory=self._group_factory)
        self._worker = worker
        try:
            group = worker.joined.result(timeout_s)
        except FutureTimeout:
            worker.close(0)
            raise RankDeadlineExceeded(
                f"tp rank {self.tp_rank}: group did not form within {timeout_s:g} s"
            ) from None
        return list(group.warnings)

    def group_alive(self) -> bool:
        return self._worker is not None and self._worker.alive

    def destroy(self) -> None:
        self.model.take_spare_buffers()  # and dropped
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close(timeout_s=WORKER_CLOSE_ON_DESTROY_S)  # gloo: ends at its deadline

    # -- one sync -------------------------------------------------------------------------

    def start_receive(self, spec: ReceiveSpec, timeout_s: float) -> None:
        """Post the receive; return once the worker is about to enter its first collective.
        A further part (``spec.part``) receives into the staging of the sync in progress. A
        sharded sync's ``spec`` carries this rank's part alone (``ReceiveSpec.for_rank``)."""
        worker = self._usable_worker()
        manifest = Manifest.from_wire([BucketMetadata.model_validate(b) for b in spec.buckets])
        sink = self._further_part(spec) if spec.part else self._new_sink(spec, manifest)
        job = ReceiveJob(
            spec.sync_id,
            manifest,
            sink,
            spec.deadlines,
            transfer_format=spec.transfer_format,
            probe=spec.probe,
            vote=spec.vote,
            checksum=spec.checksum,
            sharded=spec.sharded,  # this rank's part alone (``ReceiveSpec.for_rank``)
            point_to_point=spec.point_to_point,
            shared_memory=spec.shared_memory,
        )
        with self._state_lock:
            if spec.part:  # the parts before: counted in the progress
                self._earlier = self.progress()
            self._sink, self._adapter = sink, spec.adapter
            self._handle = worker.submit(job)
        self._wait(self._handle.posted, timeout_s, "post its receive")

    def _new_sink(self, spec: ReceiveSpec, manifest: Manifest) -> StagedSink | StreamingSink:
        self._sync_id = spec.sync_id
        self._earlier = RankProgress()
        self.model.lock.figures(reset=True)  # this sync's pause: from here to commit
        return _sink_for(self.model, spec, manifest, f"tp rank {self.tp_rank}")

    def _further_part(self, spec: ReceiveSpec) -> StagedSink:
        """The staging a further part of the sync in progress lands in: that sync's, once
        its parts so far are all in."""
        sink, handle = self._sink, self._handle
        if not isinstance(sink, StagedSink) or handle is None or self._sync_id != spec.sync_id:
            raise RankStepError(
                f"tp rank {self.tp_rank}: no staged sync {spec.sync_id} to add a part to"
            )
        if not handle.done.done() or handle.done.exception() is not None:
            raise RankStepError(
                f"tp rank {self.tp_rank}: the parts of sync {spec.sync_id} so far are not in"
            )
        return sink

    def drain(self, spec: ReceiveSpec, timeout_s: float) -> None:
        """Receive a refused request's bytes into scratch memory and drop them, so that a
        sender that broadcasts without waiting for an answer is not left blocked. Nothing
        is applied and the buffers kept for the next sync stay where they are."""
        worker = self._usable_worker()
        buckets = [BucketMetadata.model_validate(b) for b in spec.buckets]
        manifest = Manifest.from_wire(buckets, keep=False)  # a refused request's: not kept
        sink = StagedSink()
        job = ReceiveJob(
            spec.sync_id,
            manifest,
            sink,
            spec.deadlines,
            spec.transfer_format,
            probe=False,
            vote=False,
        )
        handle = worker.submit(job)
        try:
            self._wait(handle.done, timeout_s, "drain a refused request's bytes")
        finally:
            sink.discard()

    def _usable_worker(self) -> RankWorker:
        worker = self._worker
        if worker is None or not worker.alive:
            reason = worker.dead_reason if worker is not None else "no group"
            raise RankStepError(f"tp rank {self.tp_rank}: no usable group ({reason})")
        return worker

    def wait_transfer_started(self, timeout_s: float) -> None:
        self._wait(self._current().transfer_started, timeout_s, "see the first weight bytes")

    def wait_received(self, timeout_s: float) -> ReceivedReport:
        """Every bucket in and the vote passed; or every bucket in, the yes cast and the
        vote's answer lost (``vote_uncertain``: the staged data stays until the sender's
        verdict)."""
        handle = self._current()
        uncertain = False
        try:
            report: ReceivedReport = self._wait(handle.done, timeout_s, "receive every bucket")
        except RankStepError as exc:
            if not isinstance(exc.__cause__, VoteUncertain) or handle.uncertain_report is None:
                raise
            report, uncertain = handle.uncertain_report, True
        sink = self._sink
        peak = sink.counter.peak if sink is not None else 0
        return replace(report, peak_extra_bytes=peak, vote_uncertain=uncertain)

    def progress(self) -> RankProgress:
        handle, earlier = self._handle, self._earlier
        if handle is None:
            return RankProgress()
        return RankProgress(
            earlier.buckets + handle.buckets_received, earlier.nbytes + handle.bytes_received
        )

    def apply(self, version: int, timeout_s: float) -> None:
        """Put the received weights in (see ``RankModel.apply``)."""
        sink = self._sink
        if sink is None:
            raise RankStepError(f"tp rank {self.tp_rank}: nothing received to apply")
        self.model.apply(sink, version, timeout_s, self._adapter)

    def commit(self, timeout_s: float) -> PauseReport:
        """Every rank of the endpoint applied: keep the new weights. Returns what the sync
        cost inference here (a reader woken by the apply but not yet in counts its wait so
        far)."""
        self.model.commit(self._sink)
        self._forget()
        figures = self.model.lock.figures(reset=True)
        return PauseReport(
            self._sync_id,
            self.model.version,
            figures.write_held_s,
            figures.read_waits,
            figures.read_wait_max_s,
        )

    def discard(self, reason: str) -> None:
        """Drop the sync: staged data goes (an apply not yet committed is reverted first); a
        streaming sync that touched the model leaves it inconsistent (refusing to serve)
        until a full sync succeeds."""
        if self.model.applied_uncommitted:
            self.model.revert(self._sink, DISCARD_REVERT_S)
        sink = self._sink
        if isinstance(sink, StreamingSink) and sink.applied_any:
            self.model.inconsistent = (
                f"streaming sync failed after {sink.applied_buckets} buckets: {reason}"
            )
        self.model.paused = None
        self._abort(self._handle, reason)
        self._forget()

    def request_abort(
        self, reason: str, timeout_s: float, sync_id: str | None = None
    ) -> AbortOutcome:
        """An abort that respects the commit point (the vote): see ``ReceiveHandle``. With
        ``sync_id``, only that sync's receive: a request that arrives late (a stopped rank,
        a busy thread pool) never touches a later sync."""
        handle = self._handle
        if handle is None or (sync_id is not None and handle.job.sync_id != sync_id):
            return AbortOutcome.ACCEPTED  # nothing of that sync runs here: nothing to refuse
        outcome = handle.request_abort(reason, timeout_s)  # ACCEPTED: the handle's flag is set
        if outcome is AbortOutcome.ACCEPTED:
            self._abort(handle, reason)
        return outcome

    def _abort(self, handle: ReceiveHandle | None, reason: str) -> None:
        """Abort ``handle``'s job, and the worker's collective while that job still runs."""
        if handle is None:
            return
        handle.abort(reason)
        worker = self._worker
        if worker is not None and self._handle is handle and not handle.done.done():
            worker.abort(reason)

    def _forget(self) -> None:
        with self._state_lock:
            if self._sink is not None:
                self._sink.discard()
            self._sink = None
            self._handle = None

    def _current(self) -> ReceiveHandle:
        handle = self._handle
        if handle is None:
            raise RankStepError(f"tp rank {self.tp_rank}: no receive in progress")
        return handle

    def _wait(self, future: Future[Any], timeout_s: float, what: str) -> Any:
        # The worker's own error first: from Python 3.11 concurrent.futures.TimeoutError is
        # TimeoutError, a base of DeadlineExceeded, so a worker's CollectiveTimeout (the bucket
        # that timed out) would otherwise pass for this wait's deadline and lose its cause.
        try:
            return future.result(timeout_s)
        except TwophaseError as exc:
            # Name the rank; a missed deadline stays one (the endpoint fires ``timeout``).
            kind = RankDeadlineExceeded if isinstance(exc, DeadlineExceeded) else RankStepError
            raise kind(f"tp rank {self.tp_rank}: {exc}") from exc
        except FutureTimeout:
            raise RankDeadlineExceeded(
                f"tp rank {self.tp_rank} did not {what} within {timeout_s:g} s"
            ) from None


def _sink_for(
    model: RankModel, spec: ReceiveSpec, manifest: Manifest, who: str
) -> StagedSink | StreamingSink:
    """The sink for ``spec`` on ``model``'s rank (``who`` names the rank in errors): a sharded
    sync's pieces assembled in place (with pair deltas, the live weights they patch as its
    base); a broadcast's delta patched bucket by bucket; a streaming sync's two buffers;
    otherwise every bucket staged, into the buffers the last committed sync left."""
    # Only a committed sync's buffers come back: after a failure a thread blocked in a dead
    # group may still write into its buffer.
    # An adapter's matrices live on in their staging: never in the weights' spare buffers
    # (a view of a bucket of the model would keep all of it, and the weights' next sync
    # would lose its staging).
    reuse = model.take_spare_buffers() if spec.adapter is None else []
    sharded = spec.sharded
    # A delta's (a broadcast's or the pairs'): the weights it patches.
    current: Mapping[str, torch.Tensor] | None = None
    if spec.adapter is not None and spec.delta is not None:  # the adapter's matrices now
        name = spec.adapter.name
        current = model.adapters.tensors(name) if model.adapters is not None else None
        if current is None:
            raise RankStepError(f"{who}: no adapter {name!r} here for a delta to patch")
    elif spec.delta is not None or (sharded is not None and sharded.deltas and sharded.deltas[0]):
        current = model.delta_base_tensors()
        if current is None:
            raise RankStepError(
                f"{who}: a delta needs the weights it patches (an engine that loads itself: "
                "the last sync's, kept)"
            )
    if sharded is not None:
        needs = model.needs()
        if spec.adapter is not None:  # its matrices' parts follow the weights' held
            base = {tensor.name: tensor for tensor in model.applier.specs()}
            needs = adapter_layout(model.layout(), base, sharded.specs)
        sink = ShardSink(sharded.specs, model.device, needs)
        if current is not None:  # the box of each tensor this rank holds (read only)
            sink.base = {
                name: [
                    (box, tensor) for box in needs.get(name, [Box.whole(tuple(tensor.shape))])[:1]
                ]
                for name, tensor in current.items()
            }  # one part each (prepare checked)
        return sink
    if spec.delta is not None:
        assert current is not None
        if model.layout() or spec.checksum is None:
            raise RankStepError(
                f"{who}: a delta of a broadcast needs the model's tensors whole, by their "
                "checkpoint names, and bucket checksums"
            )
        delta = spec.delta
        return DeltaSink(current, delta.buckets, delta.base_checksums, spec.checksum, reuse=reuse)
    if spec.mode == "streaming":
        largest = manifest.largest_bucket
        # Streaming is for models too big to stage: two buckets' buffers, no more. It writes
        # the weights in place: none may be in the trainer's shared memory then.
        model.own_weights(STREAMING_LOAD_WAIT_S)
        model.paused = f"streaming sync {spec.sync_id}"
        return StreamingSink(model.load_one_bucket, largest, reuse=reuse)
    if spec.adapter is not None:  # its own tensors: the weights stay where they are
        return StagedSink(reuse=reuse)
    # The weights of a model that takes staged tensors as its storage, in host memory, may
    # be staged in the trainer's shared memory itself (``StagedSink.adopts``); what this
    # sync does not carry then leaves the trainer's older set first. A model that copies
    # staged tensors in writes its weights in place: none may be in the trainer's memory.
    adopts = model.takes_storage and model.device.type == "cpu"
    offer = spec.shared_memory
    if adopts and offer is not None and offer.adoptable:
        model.own_weights(STREAMING_LOAD_WAIT_S, keep={s.name for s in manifest.specs})
    elif not model.takes_storage:
        model.own_weights(STREAMING_LOAD_WAIT_S)
    return StagedSink(reuse=reuse, adopts=adopts)


def _adapters(applier: WeightApplier, limit: int) -> RankAdapters | None:
    """The rank's adapters over its module (``limit`` 0: none)."""
    if limit <= 0:
        return None
    if not isinstance(applier, ModuleApplier):
        raise ValueError(f"adapters need a module's applier, not a {type(applier).__name__}")
    return RankAdapters.for_applier(applier, limit)
