"""One TP rank of a receiving endpoint: its model (through the applier), its rank worker, its
staging, its read-write lock and the version its weights are at.

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

from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.protocol import BucketMetadata, ChecksumAlgorithm
from twophase.errors import (
    DeadlineExceeded,
    NotServing,
    RankDeadlineExceeded,
    RankStepError,
    TwophaseError,
    VoteUncertain,
)
from twophase.receiver.appliers import (
    ReferenceSwap,
    StagedLoader,
    WeightApplier,
    combined_digest,
    tensor_digests,
)
from twophase.receiver.rankdata import (
    AbortOutcome,
    ApplyMode,
    Generated,
    PauseReport,
    RankProgress,
    ReceivedReport,
    ReceiveSpec,
    WeightsChecksum,
)
from twophase.receiver.rwlock import RWLock
from twophase.receiver.sinks import StagedSink, StreamingSink
from twophase.receiver.worker import RankWorker, ReceiveHandle, ReceiveJob
from twophase.transport.group import GroupConfig

log = logging.getLogger(__name__)


class RankHost:
    def __init__(
        self,
        applier: WeightApplier,
        *,
        tp_rank: int = 0,
        device: str = "cpu",
        generate: Callable[[list[int], int], list[int]] | None = None,
        group_factory: Callable[..., Any] | None = None,
        keep_staging: bool = True,
    ) -> None:
        """``keep_staging``: keep a staged sync's buffers after it committed, for the next
        sync to receive into (as CUDA's caching allocator would); False frees them."""
        self.applier = applier
        self.keep_staging = keep_staging
        self._staging: list[torch.Tensor] = []  # buffers of the last committed staged sync
        # Zero-copy: the received buffers the model's storage lives in, and (between apply
        # and commit) the tensors the apply replaced, to put back if another rank fails.
        self._backing: list[torch.Tensor] = []
        self._replaced: dict[str, torch.Tensor] | None = None
        self.tp_rank = tp_rank
        self.device = torch.device(device)
        self.lock = RWLock()
        self.version = 0
        self.inconsistent: str | None = None  # why the weights are a mix, if they are
        self.paused: str | None = None  # a streaming sync in progress
        self._generate = generate
        self._group_factory = group_factory
        self._worker: RankWorker | None = None
        self._handle: ReceiveHandle | None = None
        self._sink: StagedSink | StreamingSink | None = None
        self._mode: ApplyMode = "staged"
        self._reverted_version: int | None = None  # set between apply and commit
        self._sync_id = ""  # the sync in progress, or the last one
        self._state_lock = threading.Lock()

    @property
    def model_buffers(self) -> list[torch.Tensor]:
        """The received buffers the model's storage lives in (zero-copy; empty before the
        first zero-copy sync, while the model holds its own tensors)."""
        return list(self._backing)

    @property
    def spare_buffers(self) -> list[torch.Tensor]:
        """Buffers kept for the next staged sync to receive into."""
        return list(self._staging)

    # -- model --------------------------------------------------------------------------

    def tensor_specs(self) -> list[TensorSpec]:
        return self.applier.specs()

    def weights_checksum(self, timeout_s: float) -> WeightsChecksum:
        with self.lock.read(timeout_s, counted=False):  # not inference: not in the figures
            tensors = tensor_digests(self.applier.state())
            return WeightsChecksum(self.version, tensors, combined_digest(tensors))

    def generate(self, prompt: list[int], max_new_tokens: int, timeout_s: float) -> Generated:
        if self._generate is None:
            raise NotServing("this rank has no generate hook")
        self.check_serving()
        with self.lock.read(timeout_s):
            self.check_serving()
            return Generated(self._generate(prompt, max_new_tokens), self.version)

    def check_serving(self) -> None:
        if self.inconsistent is not None:
            raise NotServing(
                f"weights inconsistent until a full sync succeeds: {self.inconsistent}"
            )
        if self.paused is not None:
            raise NotServing(f"inference paused: {self.paused}")

    # -- group --------------------------------------------------------------------------

    def join(self, config: GroupConfig, timeout_s: float) -> list[str]:
        """Start this rank's worker thread and wait until the group formed there (on this
        rank's device, whatever ``config`` says)."""
        self.destroy()
        group_config = replace(config, device=self.device)
        if self._group_factory is not None:
            worker = RankWorker(group_config, group_factory=self._group_factory)
        else:
            worker = RankWorker(group_config)
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
        self._staging = []
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close(timeout_s=0.5)  # a thread blocked in gloo ends at its deadline

    # -- one sync -------------------------------------------------------------------------

    def start_receive(self, spec: ReceiveSpec, timeout_s: float) -> None:
        """Post the receive; return once the worker is about to enter its first collective."""
        worker = self._usable_worker()
        manifest = Manifest.from_wire([BucketMetadata.model_validate(b) for b in spec.buckets])
        self._sync_id = spec.sync_id
        self.lock.figures(reset=True)  # this sync's pause is measured from here to commit
        sink: StagedSink | StreamingSink
        if spec.mode == "streaming":
            largest = max(b.nbytes for b in manifest.buckets)
            # Streaming is for models too big to stage: two buckets' buffers, no more.
            reuse, self._staging = self._staging, []
            sink = StreamingSink(self._load_one_bucket, largest, reuse=reuse)
            self.paused = f"streaming sync {spec.sync_id}"
        else:
            # Only a committed sync's buffers come back: after a failure a thread blocked in a
            # dead group may still write into its buffer.
            reuse, self._staging = self._staging, []
            sink = StagedSink(reuse=reuse)
        job = _receive_job(
            spec, manifest, sink, probe=spec.probe, vote=spec.vote, checksum=spec.checksum
        )
        with self._state_lock:
            self._sink, self._mode = sink, spec.mode
            self._handle = worker.submit(job)
        self._wait(self._handle.posted, timeout_s, "post its receive")

    def drain(self, spec: ReceiveSpec, timeout_s: float) -> None:
        """Receive a refused request's bytes into scratch memory and drop them, so that a
        sender that broadcasts without waiting for an answer is not left blocked. Nothing
        is applied and the buffers kept for the next sync stay where they are."""
        worker = self._usable_worker()
        manifest = Manifest.from_wire([BucketMetadata.model_validate(b) for b in spec.buckets])
        sink = StagedSink(reuse=[])
        job = _receive_job(spec, manifest, sink, probe=False, vote=False, checksum=None)
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

    def _load_one_bucket(self, tensors: Mapping[str, torch.Tensor]) -> None:
        with self.lock.write(60.0):  # readers are paused; this waits only for stragglers
            self.applier.load(tensors)

    def wait_transfer_started(self, timeout_s: float) -> None:
        self._wait(self._current().transfer_started, timeout_s, "see the first weight bytes")

    def wait_received(self, timeout_s: float) -> ReceivedReport:
        """Every bucket in and the vote passed; or every bucket in, the yes cast and the
        vote's answer lost (``vote_uncertain``: the staged data stays until the sender's
        verdict)."""
        handle = self._current()
        uncertain = False
        try:
            report = self._wait(handle.done, timeout_s, "receive every bucket")
        except RankStepError as exc:
            if not isinstance(exc.__cause__, VoteUncertain) or handle.uncertain_report is None:
                raise
            report, uncertain = handle.uncertain_report, True
        sink = self._sink
        return ReceivedReport(
            buckets=report.buckets,
            nbytes=report.nbytes,
            checksums=report.checksums,
            seconds=report.seconds,
            peak_extra_bytes=sink.counter.peak if sink is not None else 0,
            vote_uncertain=uncertain,
        )

    def progress(self) -> RankProgress:
        handle = self._handle
        if handle is None:
            return RankProgress()
        return RankProgress(handle.buckets_received, handle.bytes_received)

    def apply(self, version: int, timeout_s: float) -> None:
        """Staged, under the write lock: a zero-copy applier takes the received tensors as the
        model's storage (references swapped: the pause does not grow with the model's bytes);
        an engine that loads itself (``StagedLoader``) loads them; otherwise they are copied
        in, the old ones going into the staging buffers. Either way ``revert`` undoes it until
        ``commit`` (but for a ``StagedLoader``). Streaming: the weights are in already;
        publish them."""
        sink = self._sink
        if sink is None:
            raise RankStepError(f"tp rank {self.tp_rank}: nothing received to apply")
        if isinstance(sink, StagedSink):
            tensors = sink.take()
            with self.lock.write(timeout_s):
                if isinstance(self.applier, StagedLoader):
                    self.applier.load_staged(tensors)  # no way back: commit follows at once
                elif isinstance(self.applier, ReferenceSwap) and self.applier.zero_copy:
                    self._replaced = self.applier.rebind(tensors)  # no copy: references
                    self._reverted_version = self.version
                else:
                    swap_in(self.applier, tensors, self.device)
                    self._reverted_version = self.version
                self.version = version
        else:
            with self.lock.write(timeout_s):
                self.version = version
                self.inconsistent = None
        self.paused = None

    def commit(self, timeout_s: float) -> PauseReport:
        """Every rank of the endpoint applied: drop the old weights (their buffers stay, for
        the next sync to receive into, with ``keep_staging``). Returns what the sync cost
        inference here (a reader woken by the apply but not yet in counts its wait so far)."""
        self._reverted_version = None
        sink = self._sink
        if self._replaced is not None and isinstance(sink, StagedSink):
            # The model now lives (partly) in this sync's buffers. A buffer it no longer
            # uses at all is free for the next sync to receive into; one that still backs a
            # tensor this sync did not carry (a sync of part of the model) stays as it is.
            self._replaced = None
            used = {t.untyped_storage().data_ptr() for t in self.applier.state().values()}
            held = [*self._backing, *sink.buffers()]
            self._backing = [b for b in held if b.untyped_storage().data_ptr() in used]
            free = [b for b in held if b.untyped_storage().data_ptr() not in used]
            self._staging = free if self.keep_staging else []
        elif self.keep_staging and sink is not None:
            self._staging = sink.buffers()
        self._forget()
        figures = self.lock.figures(reset=True)
        return PauseReport(
            self._sync_id,
            self.version,
            figures.write_held_s,
            figures.read_waits,
            figures.read_wait_max_s,
        )

    def revert(self, timeout_s: float) -> None:
        """Another rank of the endpoint failed to apply: put the old weights back."""
        sink = self._sink
        replaced, self._replaced = self._replaced, None
        if isinstance(sink, StagedSink) and self._reverted_version is not None:
            with self.lock.write(timeout_s):
                if replaced is not None and isinstance(self.applier, ReferenceSwap):
                    self.applier.rebind(dict(reversed(replaced.items())))  # tied ones too
                else:
                    swap_in(self.applier, sink.take(), self.device)
                self.version = self._reverted_version
        self._reverted_version = None

    def discard(self, reason: str) -> None:
        """Drop the sync: staged data goes (an apply not yet committed is reverted first); a
        streaming sync that touched the model leaves it inconsistent (refusing to serve)
        until a full sync succeeds."""
        if self._reverted_version is not None:
            self.revert(60.0)
        sink = self._sink
        if isinstance(sink, StreamingSink) and sink.applied_any:
            self.inconsistent = (
                f"streaming sync failed after {sink.applied_buckets} buckets: {reason}"
            )
        self.paused = None
        self.abort(reason)
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
        outcome = handle.request_abort(reason, timeout_s)
        if outcome is AbortOutcome.ACCEPTED:
            handle.abort(reason)
            worker = self._worker
            if worker is not None and self._handle is handle and not handle.done.done():
                worker.abort(reason)
        return outcome

    def abort(self, reason: str) -> None:
        handle = self._handle
        if handle is not None:
            handle.abort(reason)
        if self._worker is not None and handle is not None and not handle.done.done():
            self._worker.abort(reason)

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


def _receive_job(
    spec: ReceiveSpec,
    manifest: Manifest,
    sink: StagedSink | StreamingSink,
    *,
    probe: bool,
    vote: bool,
    checksum: ChecksumAlgorithm | None,
) -> ReceiveJob:
    """The worker's job for ``spec``, into ``sink``."""
    return ReceiveJob(
        spec.sync_id,
        manifest,
        sink,
        spec.deadlines,
        transfer_format=spec.transfer_format,
        probe=probe,
        vote=vote,
        checksum=checksum,
    )


def swap_in(applier: WeightApplier, tensors: dict[str, torch.Tensor], device: torch.device) -> None:
    """Exchange model and staged contents, one tensor at a time (one tensor of extra
    memory). A failure part-way swaps the done ones back before raising."""
    current = applier.state()
    done: list[str] = []
    # One scratch buffer for the whole swap: a fresh clone per tensor costs page faults
    # (on CPU) or allocator churn (on CUDA) on top of the copies.
    largest = max((t.numel() * t.element_size() for t in tensors.values()), default=0)
    scratch = torch.empty(largest, dtype=torch.uint8, device=device)
    try:
        for name, staged in tensors.items():
            model = current[name].detach()
            old = scratch[: staged.numel() * staged.element_size()]
            old = old.view(staged.dtype).view(staged.shape)
            old.copy_(model)
            applier.load({name: staged})
            staged.copy_(old)
            done.append(name)
    except Exception:
        for name in done:
            old = tensors[name].clone()
            tensors[name].copy_(current[name].detach())
            applier.load({name: old})
        raise
