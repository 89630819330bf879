"""Moving a resharding plan (``core/reshard.py``) point to point: every (sender rank, receiver
rank) pair its own stream of buckets, all pairs at once.

A pair's moves become *pieces*: a box of a tensor, packed as a tensor of the box's shape and
named by it (``w[0:2, 0:3]``), so a pair's buckets are ordinary manifests and the packing,
alignment and checksums are the broadcast path's. Each pair is a lane of ``run_lanes``
(``transfer.py``): a sender's side is the one send path of every sync (``sending.py``:
``send_pairs`` packs each bucket from the rank's shards), packing bucket k+1 of every pair
while bucket k of every pair is on the wire; a receiver posts bucket k+1 from every sender
before it unpacks bucket k into its shards (its side is the receiver's one bucket loop,
``landing.py``, each pair a lane landing in the rank's shards: ``PairLanding``). A peer
that dies fails the waits on the pairs it is part of within milliseconds on gloo, and its
deadline bounds every other wait.

Ranks: the plan's sender rank ``s`` is group rank ``s``; its receiver rank ``r`` is group
rank ``receiver_offset + r`` (the trainer's ranks come first in the sync group).

On the trainer's host, each sender rank may pack its pairs' buckets into shared memory of its
own (``SegmentPool``: one segment per bucket, bucket k of the pair to the receiver of group
rank g at index ``pair_segment(g, k)``) and send each bucket's signal in place of its bytes;
the receiver lands the bucket from the segment the signal names (``SharedPairs``). The group
rank, not the plan's receiver rank: an endpoint numbers its ranks' pairs from 0 (a vLLM
worker is an endpoint of one rank), the group numbers every receiver once. A plan sent by one
broadcast packs its one set of buckets at ``pair_segment(BROADCAST_SEGMENTS, k)`` (group rank 0
is the sender, never a receiver), broadcasts each signal, and every receiver rank lands the
bucket from that one segment.

A delta sync sends each pair's buckets as a delta of the last committed sync's:
the sender packs and encodes them before prepare (``sender/delta_round.py``) and sends the
payloads; the receiver packs each bucket's base from its own live weights, patches it, and
lands the result as it would a whole bucket, checksummed for the pair vote.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import torch

from twophase.core.buckets import Bucket, Manifest, unpack
from twophase.core.delta import patch_bucket
from twophase.core.layouts import Box
from twophase.core.protocol import ChecksumAlgorithm
from twophase.core.reshard import Move, PairDelta, PairManifest
from twophase.core.table import Deadlines
from twophase.errors import ManifestError, SharedMemoryError
from twophase.transport.group import Group
from twophase.transport.landing import InLane, Landed, receive_lanes
from twophase.transport.shared_memory import SegmentMaps, empty_signal
from twophase.transport.shared_offer import Offer
from twophase.transport.transfer import Lane, PackBuffers, skips_empty

# What one rank holds (a sender) or fills (a receiver) of each tensor: the global box each of
# its local tensors covers.
Shards = Mapping[str, Sequence[tuple[Box, torch.Tensor]]]
PAIR_BUCKETS = 1 << 20  # how many buckets a pair may have: its segments' index space
BROADCAST_SEGMENTS = 0  # where a broadcast's one set of buckets is: group rank 0's place


def pair_segment(group_rank: int, index: int, *, broadcast: bool = False) -> int:
    """Where bucket ``index`` of a sender's pair to the receiver of group rank ``group_rank``
    is in the sender's pool: both ends know it, the sender from its plan and offset, the
    receiver from its group. ``broadcast``: the plan's one set, for every receiver rank."""
    if index >= PAIR_BUCKETS:
        raise ManifestError(f"a pair of over {PAIR_BUCKETS} buckets cannot go by shared memory")
    return (BROADCAST_SEGMENTS if broadcast else group_rank) * PAIR_BUCKETS + index


@dataclass
class SharedPairs:
    """A receiver rank's view of the sender ranks' shared memory: each sender's offer (by
    sender rank) and this rank's mappings of its pool, for the life of its group."""

    offers: Mapping[int, Offer]
    maps: dict[int, SegmentMaps] = field(default_factory=dict)

    def take(
        self, pair: PairManifest, index: int, sent: torch.Tensor, group_rank: int, broadcast: bool
    ) -> torch.Tensor:
        """Bucket ``index`` of ``pair`` to this rank (``group_rank``; ``broadcast``: the
        plan's one set), where its signal ``sent`` says it is."""
        nbytes = pair.manifest.buckets[index].nbytes
        offer = self.offers[pair.sender]
        maps = self.maps.setdefault(pair.sender, SegmentMaps())
        try:
            segment = pair_segment(group_rank, index, broadcast=broadcast)
            return maps.take(offer.pool, sent, segment, nbytes)
        except (OSError, ValueError) as exc:
            where = f"bucket {index + 1} from sender {pair.sender}"
            raise SharedMemoryError(f"{where}: {exc}") from exc

    def lane(self, pair: PairManifest, group_rank: int, broadcast: bool) -> PairSegments:
        """``pair``'s buckets to this rank as ``receive_lanes`` takes them from shared memory."""
        return PairSegments(self, pair, group_rank, broadcast)

    def close(self) -> None:
        for maps in self.maps.values():
            maps.close()
        self.maps = {}


@dataclass(frozen=True)
class PairSegments:
    """One pair's buckets in its sender's shared memory (``SharedPairs.lane``)."""

    shared: SharedPairs
    pair: PairManifest
    group_rank: int
    broadcast: bool

    def signal(self) -> torch.Tensor:
        return empty_signal()

    def take(self, bucket: Bucket, sent: torch.Tensor) -> torch.Tensor:
        return self.shared.take(self.pair, bucket.index, sent, self.group_rank, self.broadcast)


def region(shards: Shards, name: str, box: Box) -> torch.Tensor:
    """The part of a rank's local tensors that holds ``box`` of tensor ``name`` (a view)."""
    for held, tensor in shards.get(name, ()):
        if held.contains(box):
            return tensor[box.relative_to(held).index()]
    raise ManifestError(f"this rank holds no shard of {name} containing {box.describe()}")


def shard_finding(declared: Mapping[str, Sequence[Box]], shards: Shards) -> str | None:
    """How this rank's tensors differ from the layout it declared (None: they do not): the
    probe's finding, so a rank that holds other shards than the plan was made from is named
    before a byte moves."""
    for name, boxes in declared.items():
        held = [(box, tuple(tensor.shape)) for box, tensor in shards.get(name, ())]
        if sorted(box for box, _ in held) != sorted(boxes):
            have = ", ".join(box.describe() for box, _ in held) or "nothing"
            want = ", ".join(box.describe() for box in boxes) or "nothing"
            return f"{name}: declared {want}, holds {have}"
        for box, shape in held:
            if shape != box.shape:
                return f"{name}{box.describe()}: its tensor is {list(shape)}, not {list(box.shape)}"
    return None


def one_broadcast(pairs: Sequence[PairManifest]) -> None:
    """``ManifestError`` unless every pair carries the same buckets (one sender, the same
    moves, the same encoding): what one broadcast can carry."""
    first = pairs[0] if pairs else None
    if first is None or any(
        (p.sender, p.moves, p.delta) != (first.sender, first.moves, first.delta) for p in pairs
    ):
        raise ManifestError("a broadcast carries one set of buckets: these pairs differ")


def receive_pairs(
    group: Group,
    pairs: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    *,
    deadlines: Deadlines,
    algorithm: ChecksumAlgorithm | None = None,
    check: Callable[[str], None] | None = None,
    landed: Callable[[int], None] | None = None,
    deltas: Mapping[int, PairDelta] | None = None,
    base: Shards | None = None,
    broadcast: bool = False,
    shared: SharedPairs | None = None,
) -> dict[int, list[str | None]]:
    """This receiver's side of every pair in ``pairs``, one lane each (``receive_lanes``):
    every piece copied into its region of ``shards``; per sender rank, its buckets'
    checksums. ``check(where)`` around each receive, ``landed(nbytes)`` after each bucket
    is in (progress). ``deltas``: the pairs (by sender rank) whose buckets come as a delta
    of ``base`` (this rank's live weights): each bucket is packed from ``base``, patched by
    its payload, then landed. ``broadcast``: this rank's one pair comes by the one sender's
    broadcast (``send_pairs``). ``shared``: every sender's buckets are in its shared
    memory; each signal says where (a broadcast's: in the one set every receiver rank lands
    from)."""
    deltas = deltas or {}
    if deltas and (base is None or algorithm is None):
        raise ManifestError("a delta needs the weights it patches and bucket checksums")
    if shared is not None and deltas:
        raise ManifestError("shared memory carries a pair's whole buckets")
    if broadcast:
        one_broadcast(pairs)  # this rank's one pair
    device = shards_device(shards)
    lanes = []
    routes = _lanes(pairs, frozenset(deltas), broadcast=broadcast)
    for pair, route in zip(pairs, routes, strict=True):
        delta, patch = deltas.get(pair.sender), None
        if delta is not None:
            patch = PairPatch(pair, delta, base or {}, names, algorithm, device)
        lanes.append(
            InLane(
                route,
                PairLanding(pair, shards, names, device),
                delta=patch,
                segments=None if shared is None else shared.lane(pair, group.rank, broadcast),
                name=f" from sender {pair.sender}",
            )
        )

    def counted(bucket: Landed) -> None:
        if landed is not None:
            landed(bucket.moved)

    sums = receive_lanes(
        group, lanes, deadlines=deadlines, algorithm=algorithm, check=check, landed=counted
    )
    return {pair.sender: got for pair, got in zip(pairs, sums, strict=True)}


@dataclass(frozen=True)
class PairLanding:
    """A pair's buckets, each received into scratch (or read where it is in the sender's
    shared memory) and copied piece by piece into this rank's ``shards``. Two scratch
    buffers, taken in turn: bucket k+1 is received while k is copied out, and k is out
    before k+2 is posted (fresh memory per bucket costs a page fault per 4 KiB)."""

    pair: PairManifest
    shards: Shards
    names: Sequence[str]
    device: torch.device
    scratch: PackBuffers = field(default_factory=PackBuffers)

    @property
    def manifest(self) -> Manifest:
        return self.pair.manifest

    def buffer(self, bucket: Bucket, timeout_s: float) -> torch.Tensor:
        slot = self.scratch.get(bucket.index % 2, self.manifest.largest_bucket, self.device)
        return slot[: bucket.nbytes]

    def wire(self, bucket: Bucket, buffer: torch.Tensor) -> list[torch.Tensor]:
        return [buffer]

    def from_segment(
        self, bucket: Bucket, segment: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        return segment, False  # its pieces are copied out of it as it lands

    def land(
        self, bucket: Bucket, held: torch.Tensor, ready: torch.cuda.Event | None, adopted: bool
    ) -> None:
        _land(self.pair, bucket.index, held, self.shards, self.names)


@dataclass(frozen=True)
class PairPatch:
    """A pair's buckets as deltas of ``base`` (this rank's live weights, by the same boxes)."""

    pair: PairManifest
    delta: PairDelta
    base: Shards
    names: Sequence[str]
    algorithm: ChecksumAlgorithm | None
    device: torch.device  # where the payloads land

    def payload(self, bucket: Bucket) -> torch.Tensor:
        nbytes = self.delta.headers[bucket.index].nbytes
        return torch.empty(nbytes, dtype=torch.uint8, device=self.device)

    def patch(
        self, bucket: Bucket, payload: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        assert self.algorithm is not None  # receive_pairs refuses a delta without one
        return _patched(
            self.pair, bucket.index, payload, self.delta, self.base, self.names, self.algorithm
        )


def _lanes(pairs: Sequence[PairManifest], deltas: frozenset[int], *, broadcast: bool) -> list[Lane]:
    """One lane per pair, point to point with its sender rank; ``broadcast``: the one pair's
    buckets, one broadcast lane. Which payloads are off the wire: ``skips_empty``, as the
    sender's lanes (``sending.py``)."""
    if broadcast:
        (pair,) = pairs
        what = "bucket {number}/{count} by broadcast"
        skip = skips_empty("broadcast", pair.sender in deltas)
        return [Lane(len(pair.manifest.buckets), "broadcast", 0, what, skip)]
    lanes = []
    for p in pairs:
        what = f"bucket {{number}}/{{count}} from sender {p.sender}"
        skip = skips_empty("point_to_point", p.sender in deltas)
        lanes.append(Lane(len(p.manifest.buckets), "point_to_point", p.sender, what, skip))
    return lanes


def bucket_moves(pair: PairManifest, index: int) -> tuple[Move, ...]:
    """The moves bucket ``index`` of ``pair`` carries, in its slots' order."""
    bucket = pair.manifest.buckets[index]
    first = sum(len(b.slots) for b in pair.manifest.buckets[:index])
    return pair.moves[first : first + len(bucket.slots)]


def _patched(
    pair: PairManifest,
    index: int,
    payload: torch.Tensor,
    delta: PairDelta,
    base: Shards,
    names: Sequence[str],
    algorithm: ChecksumAlgorithm,
) -> tuple[torch.Tensor, bool]:
    """Bucket ``index`` of ``pair`` in its new version, packed from ``base`` and patched by
    ``payload``; and whether ``base`` held the delta's base (``delta.patch_bucket``)."""
    bucket = pair.manifest.buckets[index]
    buffer = torch.zeros(bucket.nbytes, dtype=torch.uint8, device=payload.device)
    sources = [region(base, names[m.tensor], m.box) for m in bucket_moves(pair, index)]
    header, base_sum = delta.headers[index], delta.base_checksums[index]
    where = f"bucket {index} from sender {pair.sender}"
    return buffer, patch_bucket(
        bucket, sources, buffer, payload, header, base_sum, where, algorithm
    )


def _land(
    pair: PairManifest, index: int, buffer: torch.Tensor, shards: Shards, names: Sequence[str]
) -> None:
    """Copy bucket ``index`` of ``pair`` from ``buffer`` into the receiver's shards."""
    bucket = pair.manifest.buckets[index]
    views = unpack(bucket, buffer)
    for slot, move in zip(bucket.slots, bucket_moves(pair, index), strict=True):
        region(shards, names[move.tensor], move.box).copy_(views[slot.spec.name])


def shards_device(shards: Shards) -> torch.device:
    for held in shards.values():
        for _, tensor in held:
            return tensor.device
    return torch.device("cpu")
