"""gloo's host staging of our own (``twophase.transport.host_staging``): on this machine
without a GPU nothing is pinned, but the pool, the paced copies and ``SyncGroup``'s staged
collectives run as they do on a GPU (a group that stages CPU tensors, over real gloo). The
pinning and the CUDA copies themselves are tests/test_cuda.py's."""

from __future__ import annotations

import threading
import time

import pytest
import torch

import twophase.transport.group as group_module
import twophase.transport.host_staging as host_staging
from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.helpers import free_port, group_config, run_ranks
from twophase import ModuleApplier, RankHost
from twophase.errors import CollectiveTimeout
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.group import SyncGroup
from twophase.transport.host_staging import (
    KEPT_SLOTS,
    PAGE_BYTES,
    STAGED_IN_FLIGHT,
    HostSlot,
    HostStaging,
)


class StagingGroup(SyncGroup):
    """Stages every tensor, as a gloo group on a GPU stages its CUDA tensors."""

    def _stages(self, device: torch.device) -> bool:
        return True


@pytest.fixture
def staging(monkeypatch: pytest.MonkeyPatch) -> HostStaging:
    """A pool of its own for the test (the process's is shared by every group)."""
    pool = HostStaging(torch.device("cpu"), piece_bytes=PAGE_BYTES)
    monkeypatch.setattr(group_module, "staging_for", lambda device: pool)
    return pool


def test_a_slot_starts_on_a_page_and_views_any_dtype_and_shape() -> None:
    slot = HostSlot(10_000, torch.device("cpu"))
    assert slot.buffer.data_ptr() % PAGE_BYTES == 0
    assert slot.capacity == 3 * PAGE_BYTES and not slot.pinned
    like = torch.empty(3, 5, dtype=torch.bfloat16)
    view = slot.view_of(like)
    assert (view.dtype, view.shape, view.data_ptr()) == (
        like.dtype,
        like.shape,
        slot.buffer.data_ptr(),
    )
    with pytest.raises(ValueError, match="do not fit"):
        slot.view_of(torch.empty(4 * PAGE_BYTES, dtype=torch.uint8))


def test_the_pool_gives_the_smallest_free_slot_that_fits_and_makes_one_only_when_none_does() -> (
    None
):
    pool = HostStaging(torch.device("cpu"))
    small, large = pool.take(100), pool.take(3 * PAGE_BYTES)
    assert pool.slots_made == 2
    pool.give_back(large)
    pool.give_back(small)
    assert pool.take(50) is small  # the smallest that fits, not the first given back
    assert pool.take(50) is large  # the small one is taken: the large one fits too
    assert pool.slots_made == 2
    pool.take(50)
    assert pool.slots_made == 3  # none free: a new one


def test_the_pool_keeps_a_bounded_number_of_free_slots_dropping_the_smallest() -> None:
    pool = HostStaging(torch.device("cpu"))
    slots = [pool.take((i + 1) * PAGE_BYTES) for i in range(KEPT_SLOTS + 2)]
    for slot in slots:
        pool.give_back(slot)
    assert pool.take(1).capacity == 3 * PAGE_BYTES  # the two smallest went


@pytest.mark.parametrize("nbytes", [0, 1, PAGE_BYTES, 5 * PAGE_BYTES + 7])
def test_the_paced_copies_move_every_byte_a_piece_at_a_time(nbytes: int) -> None:
    pool = HostStaging(torch.device("cpu"), piece_bytes=PAGE_BYTES)
    tensor = torch.randint(0, 256, (nbytes,), dtype=torch.uint8)
    slot = pool.take(nbytes)
    host = slot.view_of(tensor)
    pool.to_host(host, tensor)
    assert torch.equal(host, tensor)
    into = torch.zeros_like(tensor)
    pool.to_device(into, host)
    assert torch.equal(into, tensor)


def test_a_tensor_that_is_not_contiguous_is_refused() -> None:
    pool = HostStaging(torch.device("cpu"))
    strided = torch.zeros(8, 2, dtype=torch.uint8)[:, 0]
    with pytest.raises(ValueError, match="contiguous"):
        pool.to_host(pool.take(8).view_of(strided.contiguous()), strided)


def test_staged_broadcasts_and_point_to_point_land_exact_and_the_second_round_makes_no_slot(
    staging: HostStaging,
) -> None:
    port = free_port()
    sources = {
        "weights": torch.randn(1000, dtype=torch.float32),  # gloo's own dtype
        "odd": torch.randn(3, 333, dtype=torch.bfloat16),  # moves as bytes
        "bytes": torch.randint(0, 256, (5 * PAGE_BYTES + 3,), dtype=torch.uint8),
    }
    made_after: list[int] = []
    between = threading.Barrier(2)

    def one_round(group: StagingGroup, rank: int) -> dict[str, torch.Tensor]:
        got = {}
        for name, source in sources.items():
            tensor = source.clone() if rank == 0 else torch.zeros_like(source)
            group.broadcast(tensor, timeout_s=10, what=name)
            got[name] = tensor
        data = sources["bytes"]
        if rank == 0:
            group.start_send(data, dst=1, tag=7, timeout_s=10, what="send").wait()
        else:
            into = torch.zeros_like(data)
            group.start_recv(into, src=0, tag=7, timeout_s=10, what="recv").wait()
            got["point_to_point"] = into
        return got

    def body(rank: int) -> list[dict[str, torch.Tensor]]:
        group = StagingGroup(group_config(port, rank, 2))
        try:
            rounds = []
            for _ in range(2):
                rounds.append(one_round(group, rank))
                between.wait(10)  # every slot of the round given back
                if rank == 0:
                    made_after.append(staging.slots_made)
                between.wait(10)
            return rounds
        finally:
            group.close()

    results = run_ranks(2, body)
    for rank in (0, 1):
        assert not isinstance(results[rank], BaseException), results[rank]
    for got in results[1]:
        for name, source in sources.items():
            assert torch.equal(got[name].view(torch.uint8), source.view(torch.uint8)), name
        assert torch.equal(got["point_to_point"], sources["bytes"])
    assert made_after[0] > 0 and made_after[1] == made_after[0]  # nothing new the second time


def test_a_failed_staged_collectives_slot_is_never_given_back(staging: HostStaging) -> None:
    port = free_port()
    release = threading.Event()

    def body(rank: int) -> object:
        group = StagingGroup(group_config(port, rank, 2))
        try:
            if rank == 0:
                release.wait(10)  # joined, but never sends
                return None
            with pytest.raises(CollectiveTimeout, match="bucket 0"):
                group.broadcast(torch.empty(64, dtype=torch.uint8), timeout_s=0.5, what="bucket 0")
            return staging.slots_made, staging.free
        finally:
            release.set()
            group.close()

    results = run_ranks(2, body)
    assert results[1] == (1, 0)  # the slot was made for the receive, and kept out of the pool


def test_a_staged_collective_waited_twice_gives_its_slot_back_once(staging: HostStaging) -> None:
    port = free_port()

    def body(rank: int) -> int:
        group = StagingGroup(group_config(port, rank, 2))
        try:
            pending = group.start_broadcast(torch.ones(16), timeout_s=10, what="twice")
            pending.wait()
            pending.wait()
            return 0
        finally:
            group.close()

    results = run_ranks(2, body)
    assert results == {0: 0, 1: 0}
    assert staging.free == staging.slots_made  # every slot back, and only once


def test_reserve_makes_only_the_slots_missing_for_that_size() -> None:
    pool = HostStaging(torch.device("cpu"))
    pool.give_back(pool.take(PAGE_BYTES))  # too small for what is reserved next
    assert pool.reserve(3 * PAGE_BYTES, 2) == 2
    assert (pool.slots_made, pool.free) == (3, 3)
    assert pool.reserve(3 * PAGE_BYTES, 2) == 0  # there already
    assert pool.reserve(2 * PAGE_BYTES, 3) == 1  # the two fit a smaller size too
    first, second = pool.take(3 * PAGE_BYTES), pool.take(3 * PAGE_BYTES)
    assert first.capacity >= 3 * PAGE_BYTES and second.capacity >= 3 * PAGE_BYTES
    free = pool.free
    assert pool.reserve(1, 2 * KEPT_SLOTS) == KEPT_SLOTS - free  # never past the bound
    assert pool.free == KEPT_SLOTS


def test_a_staging_group_makes_room_for_two_buckets_of_the_planned_size_as_it_forms(
    staging: HostStaging,
) -> None:
    port = free_port()
    first = StagingGroup(group_config(port, 0, 1, staging_bytes=5 * PAGE_BYTES))
    try:
        assert (staging.slots_made, staging.free) == (STAGED_IN_FLIGHT, STAGED_IN_FLIGHT)
        assert staging.bytes_made == STAGED_IN_FLIGHT * 5 * PAGE_BYTES
    finally:
        first.close()
    plain = SyncGroup(group_config(free_port(), 0, 1, staging_bytes=5 * PAGE_BYTES))
    plain.close()  # on the CPU a plain group stages nothing, so it makes nothing
    again = StagingGroup(group_config(free_port(), 0, 1, staging_bytes=5 * PAGE_BYTES))
    again.close()  # the pool has the room already
    assert staging.slots_made == STAGED_IN_FLIGHT


def test_a_planned_size_the_host_cannot_spare_makes_nothing_as_the_group_forms(
    staging: HostStaging, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(host_staging, "available_host_bytes", lambda: 64 * PAGE_BYTES)
    group = StagingGroup(group_config(free_port(), 0, 1, staging_bytes=32 * PAGE_BYTES))
    group.close()
    assert staging.slots_made == 0
    assert "no host staging made as the group forms" in caplog.text


def test_a_reservation_that_fails_leaves_the_group_formed_and_working(
    staging: HostStaging, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def refuse(nbytes: int, count: int) -> int:
        raise OSError(12, "Cannot allocate memory")

    monkeypatch.setattr(staging, "reserve", refuse)
    port = free_port()

    def body(rank: int) -> torch.Tensor:
        group = StagingGroup(group_config(port, rank, 2, staging_bytes=4 * PAGE_BYTES))
        try:
            tensor = torch.arange(16.0) if rank == 0 else torch.zeros(16)
            group.broadcast(tensor, timeout_s=10, what="after a refused reservation")
            return tensor
        finally:
            group.close()

    results = run_ranks(2, body)
    assert torch.equal(results[1], torch.arange(16.0)), results[1]
    assert "no host staging made as the group forms: [Errno 12]" in caplog.text


async def test_a_receivers_first_sync_stages_in_the_room_made_as_its_group_formed(
    staging: HostStaging,
    monkeypatch: pytest.MonkeyPatch,
    make_endpoint: EndpointFactory,
    make_sender: SenderFactory,
) -> None:
    """The trainer says its largest bucket at init; the receiving rank's group (one that
    stages, as gloo does on a GPU) makes room for the buckets in flight as it forms, and
    neither the first sync nor the next makes a slot."""
    free_at_take: list[int] = []  # how many slots waited in the pool at each take
    take = staging.take

    def counted_take(nbytes: int) -> HostSlot:
        free_at_take.append(staging.free)
        return take(nbytes)

    monkeypatch.setattr(staging, "take", counted_take)
    module = TinyLM(MODEL_SIZE, seed=0)
    host = RankHost(ModuleApplier(module), group_factory=StagingGroup)
    endpoint = await make_endpoint(hosts=[host])
    sender = make_sender(endpoint)
    for step in (1, 2):
        trainer = TinyLM(MODEL_SIZE, seed=0)
        trainer.train_step(step)
        await sender.sync(trainer, buffer_size_mb=0.25, shared_memory=False)
        assert module_digest(module) == module_digest(trainer)
        assert staging.slots_made == STAGED_IN_FLIGHT, step
        assert staging.free == STAGED_IN_FLIGHT  # every one back
    assert len(free_at_take) >= 2 and min(free_at_take) >= 1, free_at_take


def test_a_slot_lets_its_memory_go_with_its_last_reference() -> None:
    def resident() -> int:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * PAGE_BYTES

    before = resident()
    slot = HostSlot(256 << 20, torch.device("cpu"))
    view = slot.view_of(torch.empty(1 << 20, dtype=torch.uint8))
    assert resident() - before > 200 << 20  # faulted in as it was made
    del slot
    assert resident() - before > 200 << 20  # a view still holds it
    del view
    assert resident() - before < 64 << 20


def test_making_a_slot_lets_the_processs_other_threads_run() -> None:
    """A slot's pages are faulted in a piece at a time by torch, which releases the GIL (the
    mmap module's MAP_POPULATE held it for the whole map: a serving process's every other
    thread stopped while a group made its staging)."""
    gaps: list[float] = []
    stop = threading.Event()

    def other_thread() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    thread = threading.Thread(target=other_thread)
    thread.start()
    try:
        time.sleep(0.05)
        started = time.perf_counter()
        slot = HostSlot(512 << 20, torch.device("cpu"))
        took = time.perf_counter() - started
    finally:
        stop.set()
        thread.join(10)
    assert slot.capacity == 512 << 20
    assert max(gaps) < took / 2, (max(gaps), took)  # held through the whole making: ~took
