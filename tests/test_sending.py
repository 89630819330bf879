"""The sender's one send path (``twophase.transport.sending.send_transfers``), over a real gloo
group: a one-rank trainer's broadcast and a sharded rank's pairs are the same function, so
what one sends the other sends alike (the same buckets, the same checksums, the same empty
payloads off the wire) and the receiver's one bucket loop lands either."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from tests.helpers import free_port, group_config, run_ranks
from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.core.layouts import Box
from twophase.core.table import Deadlines
from twophase.core.transfers import broadcast_transfers
from twophase.errors import ManifestError
from twophase.transport.group import SyncGroup
from twophase.transport.pairs import receive_pairs
from twophase.transport.sending import send_buckets, send_pairs, send_transfers
from twophase.transport.transfer import BucketProgress, PackBuffers

# An empty tensor alone in its bucket: a bucket of no bytes, which a whole broadcast still
# sends (the seed's receivers post it) and a point-to-point lane leaves off on both ends.
SPECS = [
    TensorSpec("empty", "float32", (0, 4)),
    TensorSpec("w", "bfloat16", (6, 5)),
    TensorSpec("b", "float32", (7,)),
]
DEADLINES = Deadlines(first_byte=10, progress=10)
BUCKET_MB = 0.00005  # one tensor per bucket


def model() -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(7)
    return {
        s.name: torch.randint(0, 1000, s.shape, generator=generator).to(s.torch_dtype)
        for s in SPECS
    }


def test_the_model_plans_a_bucket_of_no_bytes() -> None:
    """What the tests below rely on: the empty tensor's bucket carries nothing."""
    manifest = plan_buckets(SPECS, BUCKET_MB)
    assert [b.nbytes for b in manifest.buckets] == [0, 64, 64]


@pytest.mark.parametrize("broadcast", [True, False], ids=["broadcast", "point-to-point"])
def test_one_sender_lands_every_bucket_on_two_ranks_and_both_ends_agree(broadcast: bool) -> None:
    """One sender into two ranks that need every tensor whole, by one broadcast and pair by
    pair: every rank holds the model bit for bit, a bucket of no bytes included, both ends
    of every pair agree on its checksums, and the sender reports every round once."""
    full = model()
    manifest = plan_buckets(SPECS, BUCKET_MB)
    pairs = broadcast_transfers(manifest, 2).from_sender(0)
    names = [s.name for s in SPECS]
    port = free_port()
    rounds: list[BucketProgress] = []

    def body(rank: int) -> Any:
        group = SyncGroup(group_config(port, rank, 3))
        try:
            if rank == 0:
                shards = {n: [(Box.whole(t.shape), t)] for n, t in full.items()}

                def regions(pair: Any, k: int) -> list[torch.Tensor]:
                    return [shards[name][0][1] for name in pair.manifest.buckets[k].names]

                return send_transfers(
                    group, pairs, receiver_offset=1, deadlines=DEADLINES,
                    device=torch.device("cpu"), tensors=regions, algorithm="crc32",
                    broadcast=broadcast, on_bucket=rounds.append,
                )  # fmt: skip
            mine = [p for p in pairs if p.receiver == rank - 1]
            held = {n: [(Box.whole(t.shape), torch.zeros_like(t))] for n, t in full.items()}
            sums = receive_pairs(
                group, mine, held, names, deadlines=DEADLINES, algorithm="crc32",
                broadcast=broadcast,
            )  # fmt: skip
            return held, sums
        finally:
            group.close()

    results = run_ranks(3, body, timeout=60)
    sent = results[0]
    assert not isinstance(sent, BaseException), sent
    for receiver in (0, 1):
        got = results[receiver + 1]
        assert not isinstance(got, BaseException), got
        held, sums = got
        for name, tensor in full.items():
            assert torch.equal(held[name][0][1], tensor), (receiver, name)
        assert sums[0] == sent[receiver] and len(sums[0]) == 3, (sums, sent)
    assert [r.index for r in rounds] == [0, 1, 2]
    copies = 1 if broadcast else 2  # a round's bytes: every lane's
    assert [r.nbytes for r in rounds] == [copies * b.payload_bytes for b in manifest.buckets]


def test_a_one_rank_trainers_send_and_a_sharded_ranks_broadcast_send_the_same_checksums() -> None:
    """The same model sent twice over one group, once as a one-rank trainer sends it (from
    its source, in manifest order) and once as a sharded rank's broadcast pair (from its
    shards): the same checksums, bucket for bucket, as the one receiver computes them."""
    full = model()
    manifest = plan_buckets(SPECS, BUCKET_MB)
    (pair,) = broadcast_transfers(manifest, 1).from_sender(0)
    names = [s.name for s in SPECS]
    port = free_port()

    def body(rank: int) -> Any:
        group = SyncGroup(group_config(port, rank, 2))
        try:
            if rank == 0:
                shards = {n: [(Box.whole(t.shape), t)] for n, t in full.items()}
                from_source = send_buckets(
                    group, manifest, iter(full.items()), transfer_format="flattened",
                    deadlines=DEADLINES, checksum="xxh3", buffers=PackBuffers(),
                )  # fmt: skip
                from_shards = send_pairs(
                    group, [pair], shards, names, receiver_offset=1, deadlines=DEADLINES,
                    algorithm="xxh3", broadcast=True,
                )  # fmt: skip
                return from_source, from_shards[0]
            got = []
            for _ in range(2):
                held = {n: [(Box.whole(t.shape), torch.zeros_like(t))] for n, t in full.items()}
                sums = receive_pairs(
                    group, [pair], held, names, deadlines=DEADLINES, algorithm="xxh3",
                    broadcast=True,
                )  # fmt: skip
                got.append(sums[0])
            return got
        finally:
            group.close()

    results = run_ranks(2, body, timeout=60)
    assert not any(isinstance(r, BaseException) for r in results.values()), results
    from_source, from_shards = results[0]
    assert from_source == from_shards == results[1][0] == results[1][1]
    assert all(s is not None for s in from_source) and len(from_source) == 3


def test_a_send_is_packed_before_or_during_never_both_nor_neither() -> None:
    """Refused before any collective (no group is touched: ``None`` stands in for it)."""
    manifest = plan_buckets(SPECS, BUCKET_MB)
    pairs = broadcast_transfers(manifest, 1).from_sender(0)
    cpu = torch.device("cpu")

    def packed(pair: Any, k: int) -> tuple[torch.Tensor, str | None]:
        return torch.empty(0, dtype=torch.uint8), None

    def regions(pair: Any, k: int) -> list[torch.Tensor]:
        return []

    calls: list[dict[str, Any]] = [
        {},
        {"tensors": regions, "packed": packed},
        {"packed": packed, "transfer_format": "per_tensor", "broadcast": True},
        {"tensors": regions, "transfer_format": "per_tensor"},  # point to point
    ]
    for extra in calls:
        with pytest.raises(ManifestError):
            send_transfers(
                None,  # type: ignore[arg-type]
                pairs, receiver_offset=1, deadlines=DEADLINES, device=cpu, **extra,
            )  # fmt: skip
