"""The receiving rank's one bucket loop (``twophase.transport.landing.receive_lanes``) over a
real gloo group: two senders' lanes at once, each bucket landed once, in order, with the
sender's bytes and checksums; an abort seen after a bucket lands nothing received after it; a
delta whose base this rank does not hold is named in its checksum, which fails the vote."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import torch

from tests.helpers import free_port, group_config, run_ranks
from twophase.core.buckets import Bucket, Manifest, TensorSpec, pack, plan_buckets
from twophase.core.checksums import checksum
from twophase.core.table import Deadlines
from twophase.errors import TransferAborted
from twophase.transport.group import SyncGroup
from twophase.transport.landing import InLane, Landed, receive_lanes
from twophase.transport.transfer import Lane, run_lanes

DEADLINES = Deadlines(first_byte=10, progress=3)
RECEIVER = 1  # group rank 1 receives; ranks 0 and 2 each send one lane to it
SENDERS = (0, 2)


def manifest_of(sender: int) -> Manifest:
    """A different manifest per sender (3 and 2 buckets)."""
    count = 3 if sender == 0 else 2
    specs = [TensorSpec(f"s{sender}.w{i}", "float32", (64,)) for i in range(count)]
    return plan_buckets(specs, buffer_size_mb=0.0002)  # one tensor per bucket


def bucket_bytes(sender: int, bucket: Bucket) -> torch.Tensor:
    """What ``sender`` packs into ``bucket``: its tensors filled by sender and index."""
    tensors = [
        torch.full(slot.spec.shape, float(100 * sender + bucket.index + 1)) for slot in bucket.slots
    ]
    return pack(bucket, tensors, torch.zeros(bucket.nbytes, dtype=torch.uint8))


@dataclass
class Recording:
    """A landing that keeps a copy of every bucket it is handed."""

    manifest: Manifest
    landed: list[tuple[int, torch.Tensor]] = field(default_factory=list)

    def buffer(self, bucket: Bucket, timeout_s: float) -> torch.Tensor:
        return torch.empty(bucket.nbytes, dtype=torch.uint8)

    def wire(self, bucket: Bucket, buffer: torch.Tensor) -> list[torch.Tensor]:
        return [buffer]

    def from_segment(
        self, bucket: Bucket, segment: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        raise AssertionError("no lane of these tests comes from shared memory")

    def land(
        self, bucket: Bucket, held: torch.Tensor, ready: torch.cuda.Event | None, adopted: bool
    ) -> None:
        assert not adopted and ready is None  # host memory, no stream
        self.landed.append((bucket.index, held.clone()))


@dataclass
class Unpatchable:
    """A delta lane whose base this rank does not hold: the payload is taken as the bytes."""

    def payload(self, bucket: Bucket) -> torch.Tensor:
        return torch.empty(bucket.nbytes, dtype=torch.uint8)

    def patch(
        self, bucket: Bucket, payload: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        return payload, False


def send(group: SyncGroup, sender: int) -> list[str]:
    """``sender``'s buckets point to point to the receiver; their checksums."""
    manifest = manifest_of(sender)
    packed = [bucket_bytes(sender, b) for b in manifest.buckets]
    lane = Lane(len(manifest.buckets), "point_to_point", RECEIVER)
    run_lanes(
        group, [lane], lambda _, k, __: [packed[k]], lambda _: None, sending=True,
        deadlines=DEADLINES,
    )  # fmt: skip
    return [checksum(b, packed[b.index], "xxh3") for b in manifest.buckets]


def run(
    check: Callable[[str], None] | None = None, *, delta_from: int | None = None
) -> tuple[dict[int, object], dict[int, Recording], list[Landed]]:
    port = free_port()
    recordings = {s: Recording(manifest_of(s)) for s in SENDERS}
    progress: list[Landed] = []

    def body(rank: int) -> object:
        group = SyncGroup(group_config(port, rank, 3))
        try:
            if rank != RECEIVER:
                return send(group, rank)
            lanes = [
                InLane(
                    Lane(len(recordings[s].manifest.buckets), "point_to_point", s),
                    recordings[s],
                    delta=Unpatchable() if s == delta_from else None,
                    name=f" from sender {s}",
                )
                for s in SENDERS
            ]
            return receive_lanes(
                group, lanes, deadlines=DEADLINES, algorithm="xxh3", check=check,
                landed=progress.append,
            )  # fmt: skip
        finally:
            group.close()

    return run_ranks(3, body), recordings, progress


def test_two_senders_lanes_land_every_bucket_once_in_order_with_the_senders_checksums() -> None:
    results, recordings, progress = run()
    received = results[RECEIVER]
    assert isinstance(received, list), received
    for lane, sender in enumerate(SENDERS):
        assert received[lane] == results[sender]  # the two ends of the lane agree
        manifest = manifest_of(sender)
        landed = recordings[sender].landed
        assert [index for index, _ in landed] == [b.index for b in manifest.buckets]
        for (index, held), bucket in zip(landed, manifest.buckets, strict=True):
            assert torch.equal(held, bucket_bytes(sender, bucket)), (sender, index)
    assert len(progress) == 5 and all(p.moved == 256 for p in progress)


def test_an_abort_seen_after_a_bucket_lands_nothing_received_after_it() -> None:
    def abort_after_second(where: str) -> None:
        if where == "after bucket 2 from sender 0":
            raise TransferAborted(f"aborted {where}: operator")

    results, recordings, _ = run(abort_after_second)
    assert isinstance(results[RECEIVER], TransferAborted), results[RECEIVER]
    assert "after bucket 2 from sender 0" in str(results[RECEIVER])
    assert [index for index, _ in recordings[0].landed] == [0]  # bucket 2 (index 1): not landed


def test_a_delta_whose_base_is_not_held_here_names_it_in_its_checksum() -> None:
    results, recordings, _ = run(delta_from=2)
    received = results[RECEIVER]
    assert isinstance(received, list), received
    assert received[0] == results[0]  # the whole lane is unharmed
    assert all(c is not None and c.startswith("not the delta's base (") for c in received[1])
    assert len(recordings[2].landed) == 2
