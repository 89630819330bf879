"""The receiver's rank worker: one dedicated thread per receiving rank, for the life of the group.

Why a thread of its own: a new Python thread's current CUDA device is device 0, not the
rank's; a communicator created there binds to the wrong GPU. So this thread sets its device
first, creates its own CUDA stream, creates the group, and then runs every collective of the
group and nothing else. The asyncio side talks to it through futures.

One sync is a ``ReceiveJob``; each bucket is handed to its sink with a recorded CUDA event (on
CPU: no stream, no event, same code), and bucket k+1's receive is posted before bucket k is
checksummed and handed over. That bucket loop is ``transport/landing.py``'s, one for every
sync: a whole-model sync's one lane lands in its sink (``bucket_lane.py``), a sharded sync's
pairs in the rank's shards (``transport/pairs.py``).

The commit point is the vote: once this rank has cast its yes, an abort can no longer take
effect here (``request_abort`` waits for the vote's answer and reports COMMITTED if it passed);
an abort that comes before the yes makes this rank withhold its vote, so the vote fails for
every rank (see specs/protocol.md, "The commit point is the vote").

Deadlines bound the wait for the first byte and each wait after it. An abort sets an
out-of-band flag: an aborted NCCL collective returns without raising, with partial data, so
the flag is checked after every receive and nothing received after it is handed over. After
any failure except a failed probe or vote (where every collective completed) the group is dead:
the worker closes it and its thread ends.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial

import torch

from twophase.core.checksums import warm_wsum64
from twophase.core.timing import WORKER_CLOSE_S
from twophase.errors import (
    GroupError,
    GroupNotConnected,
    ProbeMismatch,
    TransferAborted,
    VoteFailed,
    VoteUncertain,
)
from twophase.offload import drop_tracebacks
from twophase.receiver.bucket_lane import bucket_lane
from twophase.receiver.rankdata import ReceivedReport, ShardedSpec
from twophase.receiver.receive_job import ReceiveHandle, ReceiveJob
from twophase.receiver.sinks import ShardSink, StreamingSink
from twophase.transport.checks import run_pair_vote, run_plan_probe, run_probe, run_vote
from twophase.transport.group import Group, GroupConfig, GroupFactory, SyncGroup
from twophase.transport.landing import Landed, receive_lanes
from twophase.transport.pairs import SharedPairs, receive_pairs
from twophase.transport.shared_offer import Offer
from twophase.transport.shared_route import RouteMaps, forget, opens
from twophase.transport.transfer import BucketProgress

log = logging.getLogger(__name__)
_worker_ids = itertools.count()
_STOP = object()


class RankWorker:
    """The dedicated thread of one receiving rank. ``joined`` resolves when the group formed."""

    def __init__(
        self,
        config: GroupConfig,
        *,
        group_factory: GroupFactory = SyncGroup,
    ) -> None:
        """``group_factory`` builds the group in the worker thread (``twophase.testing``
        passes its in-memory group here)."""
        self.config = config
        self._group_factory = group_factory
        self.joined: Future[Group] = Future()
        self._jobs: queue.Queue[object] = queue.Queue()
        self._group: Group | None = None
        self._current: ReceiveHandle | None = None
        self._maps = RouteMaps()  # a trainer's shared memory, mapped for the group's life
        self.thread = threading.Thread(
            target=self._main,
            name=f"twophase-rank{config.rank}-{next(_worker_ids)}",
            daemon=True,
        )
        self.thread.start()

    # -- called from any thread ------------------------------------------------------------

    def submit(self, job: ReceiveJob) -> ReceiveHandle:
        handle = ReceiveHandle(job)
        if not self.alive:
            handle.fail(GroupError(f"rank worker is gone: {self.dead_reason}"))
            return handle
        self._jobs.put(handle)
        return handle

    def abort(self, reason: str) -> None:
        """Abort the running job. A gloo collective already blocked is only freed by its
        deadline or the peer's death; NCCL's abort frees it (and returns partial data,
        which the flag makes the worker discard)."""
        handle = self._current
        if handle is not None:
            handle.abort(reason)
        group = self._group
        if group is not None and self.config.backend == "nccl":
            group.close()

    def close(self, timeout_s: float = WORKER_CLOSE_S) -> None:
        """Stop the thread after the running job and close the group."""
        self._jobs.put(_STOP)
        if self._current is not None:
            self.abort("worker closed")
        self.thread.join(timeout_s)

    @property
    def alive(self) -> bool:
        return self.thread.is_alive() and self.dead_reason is None

    @property
    def dead_reason(self) -> str | None:
        if self.joined.done() and self.joined.exception() is not None:
            return f"group join failed: {self.joined.exception()}"
        return self._group.dead if self._group is not None else None

    # -- the worker thread -----------------------------------------------------------------

    def _main(self) -> None:
        try:
            stream = self._device_stream()
        except BaseException as exc:  # a device this process cannot use: the join says so
            self.joined.set_exception(exc)
            return
        with torch.cuda.stream(stream) if stream is not None else contextlib.nullcontext():
            try:
                if stream is not None:  # so the first sync initialises nothing on the device
                    warm_wsum64(self.config.device)
                self._group = self._group_factory(self.config)
            except BaseException as exc:
                self.joined.set_exception(exc)
                return
            self.joined.set_result(self._group)
            try:
                self._serve(self._group, stream)
            finally:
                self._group.close()
                self._maps.close()
                self._fail_queued()

    def _device_stream(self) -> torch.cuda.Stream | None:
        """On a GPU: this thread's device set (a new thread's is device 0; ``cuda`` with no
        index means that one) and its own stream, at the lowest priority (CUDA's range is
        [greatest, 0]), so the server's inference kernels go before the receive's copies."""
        device = self.config.device
        if device.type != "cuda":
            return None
        index = device.index if device.index is not None else torch.cuda.current_device()
        torch.cuda.set_device(index)
        return torch.cuda.Stream(index, priority=0)  # type: ignore[no-untyped-call]

    def _serve(self, group: Group, stream: torch.cuda.Stream | None) -> None:
        while group.dead is None:
            item = self._jobs.get()
            if item is _STOP:
                return
            assert isinstance(item, ReceiveHandle)
            self._current = item
            try:
                report = self._receive(group, item, stream)
            except BaseException as exc:
                # Tracebacks hold this job's frames, and through them the process group; a
                # group kept alive keeps its sockets open, so peers would not see it go.
                drop_tracebacks(exc)
                self._maps.close()  # a trainer that failed may never send again
                if not isinstance(exc, (ProbeMismatch, VoteFailed)):
                    # The group cannot be trusted after a failed or abandoned collective.
                    group.close()
                item.fail(exc)
                log.warning("rank %d: sync %s failed: %s", group.rank, item.job.sync_id, exc)
            else:
                item.done.set_result(report)
            finally:
                self._current = None

    def _fail_queued(self) -> None:
        while True:
            try:
                item = self._jobs.get_nowait()
            except queue.Empty:
                return
            if isinstance(item, ReceiveHandle):
                item.fail(GroupError(f"rank worker is gone: {self.dead_reason}"))

    def _receive(
        self, group: Group, handle: ReceiveHandle, stream: torch.cuda.Stream | None
    ) -> ReceivedReport:
        """``_receive_once``, then the names of the trainer's segments removed."""
        job = handle.job
        offers: tuple[Offer, ...] = ()  # the trainer's (a sharded sync: each sender rank's)
        if job.sharded is not None and job.sharded.shared is not None:
            offers = job.sharded.shared
        elif job.shared_memory is not None:
            offers = (job.shared_memory,)
        # Whether this rank maps the trainer's shared memory (None: none offered).
        device = self.config.device
        maps = all(opens(offer, device) for offer in offers) if offers else None
        try:
            return self._receive_once(group, handle, stream, maps)
        finally:
            # However the job ended, no rank opens the trainer's segments after it (its vote
            # passed: every rank mapped them; it failed: the sync did), and a trainer that
            # died cannot unlink them. Only a rank that read the pool's token there does so.
            for offer in offers if maps else ():
                forget(offer)

    def _receive_once(
        self,
        group: Group,
        handle: ReceiveHandle,
        stream: torch.cuda.Stream | None,
        maps: bool | None,
    ) -> ReceivedReport:
        """The probe, every bucket (``_receive_buckets``) or this rank's pairs of a sharded
        sync (``_receive_pairs``: the plan probe, the pair vote), the commit vote. ``maps``:
        whether this rank maps the trainer's shared memory (None: none was offered)."""
        job, sharded = handle.job, handle.job.sharded
        started, timeout_s = time.monotonic(), job.deadlines.progress
        self._check(handle, "before the first collective")
        handle.posted.set_result(None)  # the next thing this thread does is a collective
        if sharded is not None:
            missing = run_plan_probe(
                group, sharded.plan_digest, None, timeout_s=job.deadlines.first_byte,
                shared=maps,
            )  # fmt: skip
            handle.transfer_started.set_result(None)
            shared = None
            if sharded.shared is not None and not missing:  # every rank maps every sender's
                shared = SharedPairs(dict(enumerate(sharded.shared)), self._maps.pairs)
            sums = self._receive_pairs(group, handle, sharded, shared, stream)
            checksums = [c for sender in sorted(sums) for c in sums[sender]]
            nbytes = handle.bytes_received
            ballot = partial(run_pair_vote, group, senders=sharded.senders, received=sums)
        else:
            via: Offer | None = None  # the trainer's shared memory, where every rank maps it
            if job.probe:
                offer = job.shared_memory
                missing = run_probe(
                    group, job.manifest, timeout_s=job.deadlines.first_byte, shared=maps
                )
                via = offer if offer is not None and not missing else None
                handle.transfer_started.set_result(None)
            checksums = self._receive_buckets(group, handle, stream, via)
            nbytes = job.manifest.total_bytes
            ballot = partial(run_vote, group, checksums)
        seconds = time.monotonic() - started
        report = ReceivedReport(len(checksums), nbytes, checksums, seconds, sync_id=job.sync_id)
        if job.vote or sharded is not None:
            self._vote(handle, report, partial(ballot, timeout_s=timeout_s))
        return report

    def _receive_buckets(
        self,
        group: Group,
        handle: ReceiveHandle,
        stream: torch.cuda.Stream | None,
        via: Offer | None = None,
    ) -> list[str | None]:
        """A broadcast sync's buckets, one lane (``bucket_lane``): by broadcast, or from rank
        0 alone (a point-to-point round); whole (either format) or as a delta; or, ``via``
        the trainer's shared memory, each bucket's signal by broadcast and its bytes copied
        from the segment the signal names (or staged in that segment itself: adopted).
        Returns their checksums."""
        job = handle.job

        def landed(bucket: Landed) -> None:
            if not handle.transfer_started.done():  # no probe: the first bucket is in
                handle.transfer_started.set_result(None)
            handle.buckets_received += 1
            handle.bytes_received += bucket.moved
            progress = BucketProgress.done(job.manifest, bucket.posted, bucket.moved, bucket.digest)
            log.debug("rank %d: %s", self.config.rank, progress.describe("Received"))

        lane = bucket_lane(job, self.config.device, stream, via, self._maps)
        (checksums,) = receive_lanes(
            group, [lane], deadlines=job.deadlines, algorithm=job.checksum,
            check=lambda where: self._check(handle, where), landed=landed, stream=stream,
            first_collective=not job.probe,
        )  # fmt: skip
        if stream is not None and isinstance(job.sink, StreamingSink):
            # A streaming sink loaded each bucket into the model on this stream; the apply
            # publishes the weights from another thread (a vote's checksum readback waited
            # for them, a sync without one did not). This stream alone, not the device.
            stream.synchronize()
        return checksums

    def _receive_pairs(
        self,
        group: Group,
        handle: ReceiveHandle,
        sharded: ShardedSpec,
        shared: SharedPairs | None,
        stream: torch.cuda.Stream | None,
    ) -> dict[int, list[str | None]]:
        """This rank's pairs of a sharded sync: every sender's pieces into the job's
        ``ShardSink`` at once (``shared``: from each sender rank's shared memory); per
        sender rank, its buckets' checksums. On a GPU the sink's tensors are ready once the
        event recorded after the last copy (on ``stream``) is."""
        sink = handle.job.sink
        assert isinstance(sink, ShardSink)
        (pairs,) = sharded.pairs  # this rank's alone (``ReceiveSpec.for_rank``)
        names = tuple(spec.name for spec in sharded.specs)  # what ``Move.tensor`` indexes

        def landed(nbytes: int) -> None:
            handle.buckets_received += 1
            handle.bytes_received += nbytes

        sums = receive_pairs(
            group, pairs, sink.shards, names, deadlines=handle.job.deadlines,
            algorithm=handle.job.checksum, check=lambda where: self._check(handle, where),
            landed=landed, deltas=sharded.deltas[0] if sharded.deltas else {}, base=sink.base,
            broadcast=sharded.broadcast, shared=shared,
        )  # fmt: skip
        if stream is not None:
            sink.ready = torch.cuda.Event()  # type: ignore[no-untyped-call]
            sink.ready.record(stream)
        return sums

    @staticmethod
    def _vote(handle: ReceiveHandle, report: ReceivedReport, cast: Callable[[], None]) -> None:
        """Cast this rank's yes (``cast``: the vote's collective), unless an abort came first;
        the answer is the commit point. A group that breaks inside the vote leaves the answer
        unknown here (``VoteUncertain``: the others may have seen it pass); a vote that came
        back with differing checksums failed for everyone (``VoteFailed``)."""
        if not handle.enter_vote():
            raise TransferAborted(f"aborted before the commit vote: {handle.aborted}")
        try:
            cast()
        except GroupNotConnected as exc:
            handle.vote_uncertain(report)
            raise VoteUncertain(
                f"the group broke inside the commit vote, after this rank's yes: {exc}"
            ) from exc
        except BaseException:
            handle.vote_answered(False)
            raise
        handle.vote_answered(True)

    @staticmethod
    def _check(handle: ReceiveHandle, where: str) -> None:
        if handle.aborted is not None:
            raise TransferAborted(f"aborted {where}: {handle.aborted}")
