"""The sync group over real gloo, ranks as threads in this process (each its own group object)."""

from __future__ import annotations

import socket
import threading
import time

import pytest
import torch

from tests.helpers import free_port, group_config, model_tensors, run_ranks
from twophase.core.buckets import (
    Manifest,
    TensorSpec,
    as_bytes,
    new_buffer,
    pack,
    plan_buckets,
    unpack,
)
from twophase.errors import CollectiveTimeout, GroupError, GroupJoinError, GroupJoinTimeout
from twophase.transport.group import SyncGroup


@pytest.mark.parametrize("transfer_format", ["flattened", "per_tensor"])
@pytest.mark.parametrize("attempt", [None, "attempt-1"])
def test_one_sender_three_receivers_byte_exact(transfer_format: str, attempt: str | None) -> None:
    tensors = model_tensors()
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    assert len(manifest.buckets) > 3
    port = free_port()

    def body(rank: int) -> dict[str, torch.Tensor]:
        group = SyncGroup(group_config(port, rank, 4, attempt=attempt))
        assert (group.rank, group.size) == (rank, 4)
        # Every rank computes the layout from the wire metadata alone.
        plan = Manifest.from_wire(manifest.to_wire())
        received: dict[str, torch.Tensor] = {}
        for bucket in plan.buckets:
            if transfer_format == "flattened":
                buffer = new_buffer(bucket)
                if rank == 0:
                    pack(bucket, tensors, buffer)
                group.broadcast(buffer, timeout_s=10, what=f"bucket {bucket.index}")
                received.update(unpack(bucket, buffer))
            else:
                for slot in bucket.slots:
                    t = (
                        tensors[slot.spec.name].clone()
                        if rank == 0
                        else torch.empty(slot.spec.shape, dtype=slot.spec.torch_dtype)
                    )
                    group.broadcast(t, timeout_s=10, what=slot.spec.name)
                    received[slot.spec.name] = t
        group.close()
        return received

    results = run_ranks(4, body)
    for rank in range(1, 4):
        got = results[rank]
        assert not isinstance(got, BaseException), got
        assert list(got) == list(tensors)
        for name, tensor in tensors.items():
            assert got[name].dtype is tensor.dtype and got[name].shape == tensor.shape
            assert torch.equal(as_bytes(got[name].contiguous()), as_bytes(tensor)), name


def test_a_receiver_whose_sender_never_sends_raises_within_its_deadline() -> None:
    port = free_port()
    release = threading.Event()

    def body(rank: int) -> object:
        group = SyncGroup(group_config(port, rank, 2))
        if rank == 0:
            release.wait(10)  # joined, but never sends
            return None
        started = time.monotonic()
        with pytest.raises(CollectiveTimeout, match="bucket 0"):
            group.broadcast(torch.empty(16, dtype=torch.uint8), timeout_s=1.0, what="bucket 0")
        elapsed = time.monotonic() - started
        release.set()
        assert group.dead is not None
        with pytest.raises(Exception, match="the group is dead"):
            group.broadcast(torch.empty(1), timeout_s=1, what="again")
        return elapsed

    results = run_ranks(2, body)
    elapsed = results[1]
    assert isinstance(elapsed, float), elapsed
    assert 0.9 <= elapsed < 1.0 + 1.5  # the deadline plus small slack; the thread is free


def test_a_sender_gone_before_the_deadline_is_a_group_error_not_a_timeout() -> None:
    # Told apart by the clock: a failure well before the deadline is the peer, not the deadline.
    port = free_port()

    def body(rank: int) -> object:
        group = SyncGroup(group_config(port, rank, 2))
        if rank == 0:
            time.sleep(0.3)
            group.close()  # its sockets close: the receiver's collective fails at once
            return None
        started = time.monotonic()
        with pytest.raises(GroupError) as raised:
            group.broadcast(torch.empty(16, dtype=torch.uint8), timeout_s=20.0, what="bucket 0")
        assert not isinstance(raised.value, CollectiveTimeout), raised.value
        assert group.dead is not None
        return time.monotonic() - started

    results = run_ranks(2, body)
    elapsed = results[1]
    assert isinstance(elapsed, float), elapsed
    assert elapsed < 10.0  # long before the 20 s deadline


def test_the_group_forms_with_torchelastic_use_agent_store_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TORCHELASTIC_USE_AGENT_STORE", "True")
    port = free_port()

    def body(rank: int) -> bytes:
        group = SyncGroup(group_config(port, rank, 3))
        got = group.all_gather_bytes(bytes([rank]) * 4, timeout_s=10, what="probe")
        group.close()
        return b"".join(got)

    results = run_ranks(3, body)
    assert all(results[r] == b"\x00" * 4 + b"\x01" * 4 + b"\x02" * 4 for r in range(3)), results


def test_a_taken_port_is_reported_as_such() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(GroupJoinError, match=f"port {port} is taken"):
            SyncGroup(group_config(port, 0, 2))


def test_a_seed_protocol_join_nobody_came_to_frees_its_port_for_the_next() -> None:
    """Rank 0 hosts a store of its own for a seed-protocol group (no attempt prefix to share
    one): a join that timed out lets it go, so the next join there is not "port taken"."""
    port = free_port()
    for _ in range(2):
        with pytest.raises(GroupJoinTimeout, match="group did not form within 1 s"):
            SyncGroup(group_config(port, 0, 2, timeout_s=1))


def test_a_wrong_world_size_is_named_not_waited_out() -> None:
    port = free_port()

    def body(rank: int) -> object:
        world_size = 3 if rank < 2 else 4  # rank 2 believes in a bigger world
        cfg = group_config(port, rank, world_size, attempt="a1", timeout_s=5)
        return SyncGroup(cfg)

    started = time.monotonic()
    results = run_ranks(3, body)
    assert all(isinstance(r, GroupJoinError) for r in results.values()), results
    # The ranks that agree name the odd one out; the odd one names the rank it waited for.
    assert "rank 2 says world_size 4, rank 0 says 3" in str(results[0])
    assert "rank 2 says world_size 4, rank 1 says 3" in str(results[1])
    assert "ranks 3 never joined within 5 s" in str(results[2])
    assert time.monotonic() - started < 15


def test_a_peer_that_never_joins_is_named_within_the_deadline() -> None:
    port = free_port()

    def body(rank: int) -> object:
        return SyncGroup(group_config(port, rank, 3, attempt="a1", timeout_s=2))

    started = time.monotonic()
    results = run_ranks(2, body)  # rank 2 never comes
    assert all(isinstance(r, GroupJoinError) for r in results.values()), results
    assert "ranks 2 never joined" in str(results[0])
    assert time.monotonic() - started < 10
