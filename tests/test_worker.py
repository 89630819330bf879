"""The rank worker, the probe and the sender's broadcast loop over real gloo, ranks as threads
(each rank its own group object and, on the receiving side, its own dedicated thread)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import torch

from tests.helpers import free_port, group_config, model_tensors
from twophase.core.buckets import (
    Bucket,
    Manifest,
    TensorSpec,
    as_bytes,
    new_buffer,
    plan_buckets,
    unpack,
)
from twophase.core.checksums import checksum
from twophase.core.table import Deadlines
from twophase.errors import (
    GroupError,
    GroupNotConnected,
    ProbeMismatch,
    TransferAborted,
    VoteFailed,
)
from twophase.receiver.rank_worker import RankWorker
from twophase.receiver.receive_job import ReceiveHandle, ReceiveJob
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import SyncGroup
from twophase.transport.sending import send_buckets
from twophase.transport.transfer import BucketProgress, PackBuffers

TIMEOUTS = Deadlines(first_byte=10, progress=10)


class CollectingSink:
    """A staged sink: a fresh buffer per bucket, kept by index."""

    def __init__(self, on_received: Any = None) -> None:
        self.buffers: dict[int, torch.Tensor] = {}
        self.buckets: dict[int, Bucket] = {}
        self.threads: set[str] = set()
        self._on_received = on_received

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        self.threads.add(threading.current_thread().name)
        return new_buffer(bucket, device)

    def received(self, bucket: Bucket, buffer: torch.Tensor, ready: object) -> None:
        assert ready is None  # CPU: no stream, no event
        self.buffers[bucket.index] = buffer
        self.buckets[bucket.index] = bucket
        if self._on_received is not None:
            self._on_received(bucket)

    def tensors(self) -> dict[str, torch.Tensor]:
        out: dict[str, torch.Tensor] = {}
        for index in sorted(self.buffers):
            out.update(unpack(self.buckets[index], self.buffers[index]))
        return out


def wire_copy(manifest: Manifest) -> Manifest:
    """What a receiver builds from the prepare request alone."""
    return Manifest.from_wire(manifest.to_wire())


def start_workers(port: int, world_size: int, **changes: Any) -> list[RankWorker]:
    return [
        RankWorker(group_config(port, rank, world_size, **changes)) for rank in range(1, world_size)
    ]


def sender_group(port: int, world_size: int, **changes: Any) -> SyncGroup:
    return SyncGroup(group_config(port, 0, world_size, **changes))


def assert_same(got: dict[str, torch.Tensor], want: dict[str, torch.Tensor]) -> None:
    assert list(got) == list(want)
    for name, tensor in want.items():
        assert got[name].dtype is tensor.dtype and got[name].shape == tensor.shape, name
        assert torch.equal(as_bytes(got[name].contiguous()), as_bytes(tensor)), name


@pytest.mark.parametrize("transfer_format", ["flattened", "per_tensor"])
def test_three_rank_workers_receive_every_byte_with_probe_and_checksums(
    transfer_format: str,
) -> None:
    tensors = model_tensors(count=120)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    assert len(manifest.buckets) >= 4
    port = free_port()
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(sender_group, port, 4, attempt="a1")
        workers = start_workers(port, 4, attempt="a1")
        group = sender.result(30)
    for worker in workers:
        worker.joined.result(30)
    sinks = [CollectingSink() for _ in workers]
    handles = [
        worker.submit(
            ReceiveJob(
                "s1",
                wire_copy(manifest),
                sink,
                TIMEOUTS,
                transfer_format=transfer_format,  # type: ignore[arg-type]
                checksum="crc32",
            )
        )
        for worker, sink in zip(workers, sinks, strict=True)
    ]
    for handle in handles:
        handle.posted.result(10)  # every worker posted before the sender moves a byte
    progress: list[BucketProgress] = []
    run_probe(group, manifest, timeout_s=10)
    pool = PackBuffers()
    sent = send_buckets(
        group,
        manifest,
        iter(tensors.items()),
        transfer_format=transfer_format,  # type: ignore[arg-type]
        deadlines=TIMEOUTS,
        checksum="crc32",
        first_collective=False,
        on_bucket=progress.append,
        buffers=pool,
    )
    run_vote(group, sent, timeout_s=10)
    assert [p.index for p in progress] == list(range(len(manifest.buckets)))
    assert progress[0].describe().startswith(f"Broadcasting bucket 1/{len(manifest.buckets)} (")
    for worker, sink, handle in zip(workers, sinks, handles, strict=True):
        report = handle.done.result(30)
        assert report.checksums == sent
        assert (handle.buckets_received, handle.bytes_received) == (
            len(manifest.buckets),
            manifest.total_bytes,
        )
        assert sink.threads == {worker.thread.name}  # every collective on the rank's thread
        assert_same(sink.tensors(), tensors)
        assert [checksum(sink.buckets[i], sink.buffers[i], "crc32") for i in sink.buffers] == sent
    # The group lives on: a second sync on the same workers, without the probe this time.
    second = [
        w.submit(
            ReceiveJob(
                "s2", wire_copy(manifest), CollectingSink(), TIMEOUTS, probe=False, vote=False
            )
        )
        for w in workers
    ]
    packed_into = [b.data_ptr() for b in pool.held]
    send_buckets(
        group, manifest, iter(tensors.items()), transfer_format="flattened", deadlines=TIMEOUTS,
        buffers=pool,
    )  # fmt: skip
    # A flattened send packs into the buffers of the one before: no fresh memory in steady
    # state (the per-tensor format packs nothing).
    assert len(pool.held) == min(2, len(manifest.buckets))
    if transfer_format == "flattened":
        assert [b.data_ptr() for b in pool.held] == packed_into
    else:
        assert packed_into == []
    for handle in second:
        assert handle.done.result(30).sync_id == "s2"
    for worker in workers:
        worker.close()
        assert not worker.thread.is_alive()
    group.close()


def test_the_worker_times_out_when_the_sender_never_sends_and_its_thread_ends() -> None:
    tensors = model_tensors(count=10)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    port = free_port()
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(sender_group, port, 2)
        (worker,) = start_workers(port, 2)
        group = sender.result(30)
    worker.joined.result(30)
    for probe, error in [(True, GroupNotConnected), (False, GroupError)]:
        if not probe:  # a fresh group: the first one died with the first timeout
            with ThreadPoolExecutor(1) as pool:
                sender = pool.submit(sender_group, (port := free_port()), 2, attempt="again")
                (worker,) = start_workers(port, 2, attempt="again")
                group = sender.result(30)
            worker.joined.result(30)
        timeouts = Deadlines(first_byte=1.0, progress=5.0)
        job = ReceiveJob("s", wire_copy(manifest), CollectingSink(), timeouts, probe=probe)
        started = time.monotonic()
        handle = worker.submit(job)
        with pytest.raises(error) as raised:
            handle.done.result(10)
        elapsed = time.monotonic() - started
        assert 0.9 <= elapsed < 1.0 + 1.5, elapsed  # the deadline plus small slack
        if probe:
            assert "group not connected" in str(raised.value)
            assert "within 1 s" in str(raised.value)
        worker.thread.join(5)
        assert not worker.thread.is_alive()  # the thread is free, the dead group closed
        assert worker.dead_reason is not None
        group.close()


def test_a_probe_mismatch_is_named_on_every_rank_and_the_group_survives() -> None:
    tensors = model_tensors(count=30)
    specs = [TensorSpec.of(n, t) for n, t in tensors.items()]
    manifest = plan_buckets(specs, buffer_size_mb=1)
    wrong_shape = list(specs)
    wrong_shape[7] = TensorSpec(specs[7].name, specs[7].dtype, (99,))
    swapped = list(specs)
    swapped[3], swapped[4] = swapped[4], swapped[3]
    expected = [plan_buckets(s, buffer_size_mb=1) for s in (specs, wrong_shape, swapped)]
    port = free_port()
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(sender_group, port, 4, attempt="a1")
        workers = start_workers(port, 4, attempt="a1")
        group = sender.result(30)
    handles = [
        w.submit(ReceiveJob("s1", m, CollectingSink(), TIMEOUTS))
        for w, m in zip(workers, expected, strict=True)
    ]
    started = time.monotonic()
    with pytest.raises(ProbeMismatch) as raised:
        run_probe(group, manifest, timeout_s=10)
    assert time.monotonic() - started < 5
    message = str(raised.value)
    assert (
        f"{specs[7].name}: the trainer sends {specs[7].describe()}, "
        f"rank 2 expects {specs[7].dtype} [99]" in message
    )
    assert (
        f"order differs at position 3: the trainer sends {specs[3].name}, "
        f"rank 3 expects {specs[4].name}" in message
    )
    assert "rank 1" not in message
    assert raised.value.findings.keys() == {2, 3}
    for handle in handles[1:]:
        with pytest.raises(ProbeMismatch, match=specs[7].name):
            handle.done.result(10)
    assert handles[0].done.exception(10) is not None  # rank 1 agreed, but the sync is off
    # Every collective completed: the group is intact and the next sync works.
    retry = [
        w.submit(ReceiveJob("s2", wire_copy(manifest), CollectingSink(), TIMEOUTS)) for w in workers
    ]
    run_probe(group, manifest, timeout_s=10)
    send_buckets(
        group,
        manifest,
        iter(tensors.items()),
        transfer_format="flattened",
        deadlines=TIMEOUTS,
        first_collective=False,
    )
    run_vote(group, [None] * len(manifest.buckets), timeout_s=10)
    for handle in retry:
        handle.done.result(30)
    for worker in workers:
        worker.close()
    group.close()


def test_an_abort_flag_stops_the_hand_over_and_the_group_is_closed() -> None:
    tensors = model_tensors(count=60)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=0.5)
    assert len(manifest.buckets) >= 4
    port = free_port()
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(sender_group, port, 2)
        (worker,) = start_workers(port, 2)
        group = sender.result(30)
    holder: list[ReceiveHandle] = []

    def abort_after_bucket_1(bucket: Bucket) -> None:
        if bucket.index == 1:
            holder[0].abort("operator abort")

    sink = CollectingSink(on_received=abort_after_bucket_1)
    holder.append(worker.submit(ReceiveJob("s1", wire_copy(manifest), sink, TIMEOUTS, probe=False)))
    with pytest.raises(GroupError):  # the receiver closes its end; the sender sees it
        send_buckets(
            group,
            manifest,
            iter(tensors.items()),
            transfer_format="flattened",
            deadlines=Deadlines(first_byte=5, progress=5),
        )
    with pytest.raises(TransferAborted, match="operator abort"):
        holder[0].done.result(10)
    assert sorted(sink.buffers) == [0, 1]  # nothing handed over after the flag
    worker.thread.join(5)
    assert not worker.thread.is_alive()
    group.close()


def test_the_sender_checks_its_source_follows_the_manifest() -> None:
    tensors = model_tensors(count=5)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    port = free_port()
    group = SyncGroup(group_config(port, 0, 1))
    shuffled = list(tensors.items())
    shuffled[0], shuffled[1] = shuffled[1], shuffled[0]
    with pytest.raises(ValueError, match=r"gave layers\.1\.w where the manifest has layers\.0\.w"):
        send_buckets(group, manifest, shuffled, transfer_format="flattened", deadlines=TIMEOUTS)
    with pytest.raises(ValueError, match=r"ended before layers\.3\.w"):
        send_buckets(
            group,
            manifest,
            list(tensors.items())[:3],
            transfer_format="per_tensor",
            deadlines=TIMEOUTS,
        )
    group.close()


def test_the_commit_vote_fails_on_every_rank_when_checksums_differ() -> None:
    tensors = model_tensors(count=20)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    port = free_port()
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(sender_group, port, 3)
        workers = start_workers(port, 3)
        group = sender.result(30)
    handles = [
        w.submit(ReceiveJob("s", wire_copy(manifest), CollectingSink(), TIMEOUTS, checksum="crc32"))
        for w in workers
    ]
    run_probe(group, manifest, timeout_s=10)
    sent = send_buckets(
        group, manifest, iter(tensors.items()), transfer_format="flattened",
        deadlines=TIMEOUTS, checksum="crc32", first_collective=False,
    )  # fmt: skip
    garbled = ["00000000", *sent[1:]]  # as if the wire had moved other bytes than were packed
    with pytest.raises(VoteFailed, match="ranks 1, 2 received bytes that differ"):
        run_vote(group, garbled, timeout_s=10)
    for handle in handles:
        with pytest.raises(VoteFailed):
            handle.done.result(10)
    for worker in workers:
        assert worker.alive  # every collective completed: the group is kept
        worker.close()
    group.close()
