"""A sender rank's one send path, for every kind of sync (``send_transfers``).

Whatever the sync, a sender rank sends its pairs of the plan of transfers
(``core/transfers.py``): one trainer rank broadcasting the whole model sends the one pair
every receiver rank shares, by one broadcast; a mixed delta round, each receiver rank its own
pair point to point; a trainer rank of a sharded sync, each of its pairs point to point (or,
where the plan's one sender feeds every receiver rank the same bytes, one broadcast). Each
pair is a lane of ``run_lanes`` (``transfer.py``): bucket k+1 of every lane is packed while
bucket k of every lane is on the wire.

Bucket k of a pair goes in one of two ways:

- packed before prepare (``packed``: a delta's payload, or the bucket whole, with the new
  version's checksum; ``sender/delta_round.py``);
- packed as its round comes from its tensors (``tensors``: a one-rank trainer's source, pulled
  lazily in manifest order, or the regions of a rank's shards): into the trainer's shared
  memory (``pool``: its signal on the wire), into one of two buffers taken in turn (bucket k
  into slot k % 2: k-1 is on the wire, k-2 was waited for; fresh host memory costs a page
  fault per 4 KiB on first touch), or as the tensors themselves (the seed protocol's
  per_tensor format), checksummed as each tensor is copied (from cache, not a second pass).

So the sender's capabilities (the routes, shared memory or CUDA IPC, the pack buffers,
checksums, deltas, progress) are written once, for every sync.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import torch

from twophase.core.buckets import Manifest, pack
from twophase.core.checksums import Checksummer
from twophase.core.protocol import ChecksumAlgorithm, TransferFormat
from twophase.core.reshard import PairManifest
from twophase.core.table import Deadlines
from twophase.core.transfers import broadcast_transfers
from twophase.errors import ManifestError
from twophase.transport.group import Group
from twophase.transport.pairs import (
    Shards,
    bucket_moves,
    one_broadcast,
    pair_segment,
    region,
    shards_device,
)
from twophase.transport.shared_route import Pool
from twophase.transport.transfer import (
    BucketProgress,
    Lane,
    ManifestOrderSource,
    PackBuffers,
    Posted,
    run_lanes,
    skips_empty,
)

# Bucket k of a pair: its tensors in slot order (packed here as its round comes).
BucketTensors = Callable[[PairManifest, int], Sequence[torch.Tensor]]
# Bucket k of a pair, packed before: what goes on the wire, and the new version's checksum.
Prepacked = Callable[[PairManifest, int], tuple[torch.Tensor, str | None]]


def send_transfers(
    group: Group,
    pairs: Sequence[PairManifest],
    *,
    receiver_offset: int,
    deadlines: Deadlines,
    device: torch.device,
    tensors: BucketTensors | None = None,
    packed: Prepacked | None = None,
    algorithm: ChecksumAlgorithm | None = None,
    broadcast: bool = False,
    pool: Pool | None = None,
    buffers: PackBuffers | None = None,
    transfer_format: TransferFormat = "flattened",
    first_collective: bool = True,
    on_bucket: Callable[[BucketProgress], None] | None = None,
    check: Callable[[str], None] | None = None,
    by_index: bool = False,
) -> dict[int, list[str | None]]:
    """This sender rank's side of ``pairs`` (all of one sender), one lane each; per receiver
    rank, the checksums of its buckets (None: checksums off).

    Each bucket is ``packed(pair, k)`` (before prepare) or packed now from ``tensors(pair,
    k)`` on ``device`` (exactly one of the two). The plan's receiver rank r is group rank
    ``receiver_offset + r``. ``broadcast``: every pair is the same buckets (the plan's
    route, ``Transfers.route``), packed once and sent by one broadcast. ``pool``: every
    receiver rank maps it (the trainer's host): each bucket is packed into its segment there
    (``pair_segment``) and only its signal is sent. ``buffers``: the two pack buffers to
    keep from one sync to the next (one lane's: a broadcast's; a send of several lanes packs
    each into its own); discarded after a failed send, whose collective may still read
    them. ``transfer_format`` per_tensor: the seed's one broadcast per tensor.
    ``first_collective``: no probe came before, so the first round waits for the first
    byte. ``on_bucket`` after every round is on the wire: its bytes (each lane's weights,
    or a delta's payload). ``check(where)`` between rounds (an abort raises there).
    ``by_index``: buckets are named by index in errors and fault points ("bucket 0"), as a
    one-sender sync always named them; else by number of count ("bucket 1/7")."""
    if (tensors is None) == (packed is None):
        raise ManifestError("a bucket is packed before the send or during it: one of the two")
    every = pairs
    if broadcast:
        one_broadcast(pairs)
        pairs = pairs[:1]
    if packed is not None and (pool is not None or transfer_format != "flattened"):
        raise ManifestError("buckets packed before the send go flattened, through the group")
    if transfer_format == "per_tensor" and not broadcast:
        raise ManifestError("the per_tensor format is one broadcast per tensor")
    sums: dict[int, list[str | None]] = {p.receiver: [] for p in pairs}
    kept = buffers is not None and len(pairs) == 1
    scratch = [buffers] if buffers is not None and kept else [PackBuffers() for _ in pairs]

    def packed_now(pair: PairManifest, i: int, k: int) -> tuple[list[torch.Tensor], str | None]:
        assert tensors is not None
        bucket = pair.manifest.buckets[k]
        ready = tensors(pair, k)
        running = Checksummer(algorithm) if algorithm else None
        update = running.update if running is not None else None
        if pool is not None:  # the bytes into the segment, its signal on the wire
            segment = pair_segment(receiver_offset + pair.receiver, k, broadcast=broadcast)
            buffer, signal = pool.bucket(segment, bucket.nbytes)
            pack(bucket, ready, buffer, update)
            payload = [signal]
        elif transfer_format == "flattened":
            buffer = scratch[i].get(k % 2, pair.manifest.largest_bucket, device)
            payload = [pack(bucket, ready, buffer, update)]
        else:
            for tensor in ready:
                if update is not None:
                    update(tensor)
            payload = list(ready)
        return payload, running.hexdigest() if running is not None else None

    moved: dict[tuple[int, int], int] = {}  # (lane, k): what the bucket's payload carries

    def payload(i: int, k: int, _: float) -> list[torch.Tensor]:
        pair = pairs[i]
        if packed is not None:
            wire, digest = packed(pair, k)
            out = [wire]
            moved[i, k] = wire.numel() if pair.delta else pair.manifest.buckets[k].payload_bytes
        else:
            out, digest = packed_now(pair, i, k)
            moved[i, k] = pair.manifest.buckets[k].payload_bytes
        sums[pair.receiver].append(digest)
        return out

    def done(round_: list[Posted]) -> None:
        k = round_[0].index
        nbytes = sum(moved.pop((p.lane, p.index)) for p in round_)
        if on_bucket is not None:
            manifest = pairs[round_[0].lane].manifest
            digest = sums[pairs[round_[0].lane].receiver][k]
            on_bucket(BucketProgress.done(manifest, round_[0], nbytes, digest))

    lanes = sending_lanes(pairs, receiver_offset, broadcast=broadcast, by_index=by_index)
    try:
        run_lanes(
            group, lanes, payload, done, sending=True, deadlines=deadlines,
            first_collective=first_collective, check=check,
        )  # fmt: skip
    except BaseException:
        if kept and buffers is not None:
            buffers.discard()  # a collective of the failed send may still read them
        raise
    if broadcast:  # one set of buckets, every receiver rank's
        return {p.receiver: list(sums[pairs[0].receiver]) for p in every}
    return sums


def sending_lanes(
    pairs: Sequence[PairManifest], receiver_offset: int, *, broadcast: bool, by_index: bool
) -> list[Lane]:
    """One lane per pair, point to point with its receiver rank (group rank
    ``receiver_offset`` on); ``broadcast``: the one pair's buckets, one broadcast lane."""
    if broadcast:
        (pair,) = pairs
        what = "bucket {index} ({deadline})" if by_index else "bucket {number}/{count} by broadcast"
        skip = skips_empty("broadcast", pair.delta)
        return [Lane(len(pair.manifest.buckets), "broadcast", 0, what, skip)]
    lanes = []
    for p in pairs:
        peer = receiver_offset + p.receiver
        if by_index:
            what = f"bucket {{index}} to rank {peer} ({{deadline}})"
        else:
            what = f"bucket {{number}}/{{count}} to receiver {p.receiver}"
        skip = skips_empty("point_to_point", p.delta)
        lanes.append(Lane(len(p.manifest.buckets), "point_to_point", peer, what, skip))
    return lanes


def send_pairs(
    group: Group,
    pairs: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    *,
    receiver_offset: int,
    deadlines: Deadlines,
    algorithm: ChecksumAlgorithm | None = None,
    check: Callable[[str], None] | None = None,
    packed: Prepacked | None = None,
    broadcast: bool = False,
    pool: Pool | None = None,
    on_bucket: Callable[[BucketProgress], None] | None = None,
) -> dict[int, list[str | None]]:
    """A trainer rank's pairs of a sharded sync through ``send_transfers``: each bucket
    ``packed`` before (a delta's payload, or whole), else packed as its round comes from
    the regions of ``shards`` its moves name (``names``: the plan's tensors)."""

    def regions(pair: PairManifest, k: int) -> list[torch.Tensor]:
        return [region(shards, names[m.tensor], m.box) for m in bucket_moves(pair, k)]

    return send_transfers(
        group, pairs, receiver_offset=receiver_offset, deadlines=deadlines,
        device=shards_device(shards), tensors=None if packed is not None else regions,
        packed=packed, algorithm=algorithm, broadcast=broadcast, pool=pool, check=check,
        on_bucket=on_bucket,
    )  # fmt: skip


def send_buckets(
    group: Group,
    manifest: Manifest,
    tensors: Iterable[tuple[str, torch.Tensor]],
    *,
    transfer_format: TransferFormat,
    deadlines: Deadlines,
    checksum: ChecksumAlgorithm | None = None,
    first_collective: bool = True,
    on_bucket: Callable[[BucketProgress], None] | None = None,
    buffers: PackBuffers | None = None,
    segments: Pool | None = None,
) -> list[str | None]:
    """Broadcast every bucket of ``manifest`` from this rank (group rank 0), each produced
    from ``tensors`` (in manifest order) and packed as its round comes; return each bucket's
    checksum. The one pair of ``broadcast_transfers`` through ``send_transfers``.

    ``first_collective`` is False when the probe already ran (then every bucket gets the
    progress deadline). ``buffers``: the pack buffers to reuse (the flattened format); fresh
    ones otherwise. ``segments``: every rank maps this pool (the same host): each bucket is
    packed into its segment and only its signal is broadcast.
    """
    device = group.config.device
    source = ManifestOrderSource(tensors)
    (pair,) = broadcast_transfers(manifest, 1).from_sender(0)
    sums = send_transfers(
        group, [pair], receiver_offset=1, deadlines=deadlines, device=device,
        tensors=lambda p, k: source.take(p.manifest.buckets[k], device), algorithm=checksum,
        broadcast=True, pool=segments, buffers=buffers if buffers is not None else PackBuffers(),
        transfer_format=transfer_format, first_collective=first_collective,
        on_bucket=on_bucket, by_index=True,
    )  # fmt: skip
    return sums[pair.receiver]
