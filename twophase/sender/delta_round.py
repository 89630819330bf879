"""A sync's buckets packed up front and sent whole or as a delta (issue 26), by one sender
broadcasting or by each trainer rank of a sharded sync.

A delta's payload sizes go into prepare (each receiver posts a receive of exactly that many
bytes), so each sender rank packs every bucket before prepare, with its checksum, and encodes
it against its ``DeltaBase``: the same buckets of the last sync that committed, per receiver
set (every endpoint, ``ALL``, for a broadcast; each receiver rank's pair for a sharded sync).
The same packed buckets serve a whole sync: after a refused delta (a prepare's 412, a vote
failed on the patched result), or where no delta is worth it. Once the sync commits they
become the next base (no copy); a failed sync leaves the base as it was. The cost: the
trainer holds two copies of the model, reported as ``SyncResult.delta_held_bytes``.

An endpoint takes the delta (``choose``, with ``core/delta_choice.py``'s rule) where it reports
(``SyncCapabilities.delta_base``) exactly the sender's base: version, the buckets' digest (a
manifest's, or the pairs' layout: ``pairs_layout_digest``), checksum algorithm and checksums
(a sharded endpoint's: its TP ranks in order, each rank's senders, each pair's buckets). The
others take the buckets whole in the same round: free for a sharded sync, whose pairs go
point to point anyway. A broadcast that only some endpoints take goes point to point, each
receiver rank its own endpoint's bytes: the trainer's NIC carries the whole once per rank
that takes it and the delta once per rank that takes that, where a broadcast of the whole
would carry ``ceil(log2(ranks + 1))`` copies with gloo (a binomial tree, measured: ``twophase
bench --cluster``) and about one with NCCL (a ring); ``core/cost.py`` predicts either. A
receiver patches exactly the base it holds
and the vote compares the result's checksum with the sender's: a delta applied to any other
bytes fails the vote and rolls back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

import torch

from twophase.core import delta_choice
from twophase.core.buckets import Bucket, Manifest, pack
from twophase.core.checksums import Checksummer
from twophase.core.delta import EncodedDelta, word_for
from twophase.core.delta_choice import DeltaChoice, base_info, not_worth_it
from twophase.core.protocol import (
    ChecksumAlgorithm,
    DeltaBaseInfo,
    DeltaBucket,
    DeltaPrepare,
    SyncCapabilities,
)
from twophase.core.reshard import PairManifest
from twophase.core.table import Deadlines
from twophase.core.transfers import Transfers, broadcast_transfers
from twophase.sender.delta_base import ALL, DeltaBase
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group
from twophase.transport.pairs import Shards, bucket_moves, region
from twophase.transport.sending import send_pairs, send_transfers
from twophase.transport.shared_memory import SegmentPool
from twophase.transport.transfer import BucketProgress, ManifestOrderSource


@dataclass
class DeltaFigures:
    """What a sync that could send a delta did: ``SyncResult``'s delta fields."""

    delta: bool  # the buckets went as a delta
    # What went on the wire: the payloads, or the whole buckets (a point-to-point round:
    # what rank 0 sent to every receiver rank, each its own).
    bytes_moved: int
    full_bytes: int
    density: float | None  # changed words over all words (None: no base to compare with)
    why_whole: str | None  # why the buckets went whole (None: they went as a delta)
    held_bytes: int  # the trainer's memory for it: the base and this sync's packed buckets
    # A mixed round: the endpoints that took the buckets whole, and why (the others took the
    # delta).
    whole_for: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class PackSummary:
    """One sender rank's packed buckets, for the choice (a sharded sync's leader gathers every
    rank's over the trainer channel): per receiver set, its whole bytes and, where the rank
    has a usable base, each bucket's base checksum and delta header."""

    whole_bytes: dict[int, int]
    base_version: int | None  # None: no usable base, ``why_not`` says why
    why_not: str | None
    base_sums: dict[int, list[str]] = field(default_factory=dict)
    headers: dict[int, list[DeltaBucket]] = field(default_factory=dict)
    held_bytes: int = 0  # the base's and this sync's packed buckets

    def delta_bytes(self, key: int) -> int:
        return sum(h.nbytes for h in self.headers.get(key, ()))

    def only(self, key: int) -> PackSummary:
        """Receiver set ``key``'s alone (a broadcast: one set went, to every rank at once)."""
        return replace(
            self,
            whole_bytes={key: self.whole_bytes[key]},
            base_sums={k: v for k, v in self.base_sums.items() if k == key},
            headers={k: v for k, v in self.headers.items() if k == key},
        )

    def words(self, key: int) -> tuple[int, int]:
        """Changed words and words of receiver set ``key``'s buckets."""
        headers = self.headers.get(key, ())
        return sum(h.changed for h in headers), sum(h.bucket_nbytes // h.word for h in headers)


@dataclass
class Packed:
    """One sender rank's buckets of one sync, packed before prepare, per receiver set, with
    their checksums and their encodings against the base (none where it was not usable,
    ``why_not`` saying why): what goes on the wire to each (the delta's payloads, or the
    buckets whole) and, once the sync committed, the rank's next base."""

    digest: str  # what the buckets are known by: a manifest's, or the pairs' layout
    checksum: ChecksumAlgorithm
    buffers: dict[int, list[torch.Tensor]]
    sums: dict[int, list[str]]
    base: DeltaBase
    encoded: dict[int, list[EncodedDelta]]
    why_not: str | None

    def fits(self, digest: str, checksum: ChecksumAlgorithm | None) -> bool:
        """These packed buckets serve a sync of the same buckets checked by ``checksum``."""
        return digest == self.digest and checksum == self.checksum

    def summary(self) -> PackSummary:
        held = sum(b.numel() for buffers in self.buffers.values() for b in buffers)
        held += self.base.nbytes
        held += sum(  # a "whole" bucket's payload is its buffer (a view)
            e.payload.numel() for ds in self.encoded.values() for e in ds if e.kind != "whole"
        )
        whole = {r: sum(b.numel() for b in buffers) for r, buffers in self.buffers.items()}
        if self.why_not is not None:
            return PackSummary(whole, None, self.why_not, held_bytes=held)
        return PackSummary(
            whole,
            self.base.version,
            None,
            base_sums={r: [c or "" for c in self.base.sums(r)] for r in self.buffers},
            headers={r: [e.header() for e in encoded] for r, encoded in self.encoded.items()},
            held_bytes=held,
        )

    def drop_deltas(self, why: str) -> None:
        """The delta was refused: the buckets go whole from here (their encodings freed)."""
        self.encoded, self.why_not = {}, why

    def payload(self, key: int, index: int, delta: bool) -> torch.Tensor:
        """What bucket ``index`` of receiver set ``key`` puts on the wire: its delta's
        payload (an empty one: unchanged, not sent), else the bucket whole."""
        return self.encoded[key][index].payload if delta else self.buffers[key][index]

    def commit(self, version: int, base: DeltaBase) -> list[torch.Tensor]:
        """The sync committed ``version``: these buckets become ``base`` (no copy). Returns
        the base's buffers they replaced, to pack the next sync into."""
        return base.commit(version, self.digest, self.buffers, self.sums, self.checksum, copy=False)

    def adopt(self, version: int) -> DeltaBase:
        """The sync committed ``version``: these buckets become a base of their own."""
        base = DeltaBase(device=None)
        self.commit(version, base)
        return base


# Bucket ``index`` of receiver set ``key``: the tensors it packs, and the buffer it goes in.
Filling = Callable[[int, int, Bucket], tuple[Sequence[torch.Tensor], torch.Tensor]]


def pack_sets(
    buckets: Mapping[int, Sequence[Bucket]],
    fill: Filling,
    checksum: ChecksumAlgorithm,
    digest: str,
    base: DeltaBase | None,
) -> Packed:
    """Pack every bucket of every receiver set (``fill`` gives its tensors and buffer, in
    order), checksum it, and encode it against ``base`` where that base is of the same
    buckets (``digest``). An encoding that fails (the base on another device, out of
    memory) leaves the buckets to go whole, saying why."""
    base = base if base is not None else DeltaBase(device=None)
    sizes = {key: [b.nbytes for b in each] for key, each in buckets.items()}
    why_not = base.why_not(digest, sizes, checksum)
    buffers: dict[int, list[torch.Tensor]] = {}
    sums: dict[int, list[str]] = {}
    encoded: dict[int, list[EncodedDelta]] = {}
    for key, each in buckets.items():
        out, hashes = buffers.setdefault(key, []), sums.setdefault(key, [])
        for index, bucket in enumerate(each):
            tensors, buffer = fill(key, index, bucket)
            running = Checksummer(checksum)
            pack(bucket, tensors, buffer, running.update)
            out.append(buffer)
            hashes.append(running.hexdigest())
            if why_not is not None:
                continue
            try:
                delta = base.encode(key, index, buffer, word_for(bucket))
            except (ValueError, RuntimeError) as exc:  # whole, then
                why_not, encoded = f"encoding against the base: {exc}", {}
                continue
            encoded.setdefault(key, []).append(delta)
    return Packed(digest, checksum, buffers, sums, base, encoded, why_not)


@dataclass(frozen=True)
class EndpointRanks:
    """One endpoint as the choice sees it: its name, capabilities and receiver sets, and a
    reason of the sender's own to send it whole (or None)."""

    name: str
    capabilities: SyncCapabilities | None
    receivers: Sequence[int]
    refusal: str | None = None


@dataclass
class Decision:
    """Who takes the delta: the endpoints that do (with the base each holds) and their
    receiver sets, why the others go whole, and, when none takes it, why the sync is whole."""

    base_for: dict[str, DeltaBaseInfo] = field(default_factory=dict)
    whole_for: dict[str, str] = field(default_factory=dict)
    why_whole: str | None = None
    delta_to: frozenset[int] = frozenset()

    def part_fields(self, summaries: Sequence[PackSummary], sender: int, receiver: int) -> Any:
        """The ``PairPart`` fields of the pair (``sender``, ``receiver``): its headers and
        base checksums where it travels as a delta, else none."""
        if receiver not in self.delta_to:
            return {}
        summary = summaries[sender]
        return {"delta": summary.headers[receiver], "base_checksums": summary.base_sums[receiver]}


def choose(
    choice: DeltaChoice,
    summaries: Sequence[PackSummary],
    endpoints: Sequence[EndpointRanks],
    digest: str,
    checksum: ChecksumAlgorithm,
    why_not: str | None = None,
) -> Decision:
    """Which endpoints' buckets travel as a delta (``choice`` True: every endpoint that holds
    the sender's base; "auto": those whose delta is also under half their whole bytes);
    ``why_not``: the sender's own reason to send every endpoint the whole, if any."""
    if choice is False:
        return Decision(why_whole="delta not asked for")
    versions = {s.base_version for s in summaries}
    why_not = why_not or next((s.why_not for s in summaries if s.why_not is not None), None)
    if why_not is None and len(versions) != 1:
        why_not = "the trainer ranks hold different bases"
    if why_not is not None:
        return Decision(why_whole=why_not)
    (version,) = versions
    assert version is not None
    decision = Decision()
    for endpoint in endpoints:
        name, keys = endpoint.name, endpoint.receivers
        sums = [c for r in keys for s in summaries for c in s.base_sums.get(r, ())]
        base = base_info(version, digest, checksum, sums)
        why = endpoint.refusal or delta_choice.why_not_held(name, endpoint.capabilities, base)
        if why is None and choice == "auto":
            delta = sum(s.delta_bytes(r) for s in summaries for r in keys)
            whole = sum(s.whole_bytes.get(r, 0) for s in summaries for r in keys)
            why = not_worth_it(delta, whole, f"{name}'s")
        if why is None:
            decision.base_for[name] = base
            decision.delta_to |= frozenset(keys)
        else:
            decision.whole_for[name] = why
    if not decision.base_for:
        decision.why_whole = "; ".join(decision.whole_for.values())
    return decision


def figures(
    summaries: Sequence[PackSummary], decision: Decision, moved: int | None = None
) -> DeltaFigures:
    """``SyncResult.delta``: every receiver set's bytes, as sent (``moved``: what went on the
    wire, where it is not that: a point-to-point broadcast round's, each rank its own)."""
    full = sum(n for s in summaries for n in s.whole_bytes.values())
    if moved is None:
        moved = sum(
            s.delta_bytes(r) if r in decision.delta_to else n
            for s in summaries
            for r, n in s.whole_bytes.items()
        )
    counts = [s.words(r) for s in summaries for r in s.headers]
    words = sum(n for _, n in counts)
    density = sum(c for c, _ in counts) / words if words else None
    held = sum(s.held_bytes for s in summaries)
    return DeltaFigures(
        bool(decision.delta_to),
        moved,
        full,
        density,
        decision.why_whole,
        held,
        dict(decision.whole_for) if decision.delta_to else {},
    )


@dataclass
class PackedRound(Packed):
    """One sender's buckets of one sync (its one receiver set: ``ALL``), and, per attempt,
    who takes the delta and the plan of transfers that follows (each receiver rank's
    encoding, and so the route: point to point in a mixed round, else one broadcast)."""

    manifest: Manifest
    decision: Decision = field(init=False)
    transfers: Transfers = field(init=False)

    def __post_init__(self) -> None:
        self.decision = Decision(why_whole=self.why_not)
        self.transfers = broadcast_transfers(self.manifest, 0)

    @property
    def delta(self) -> bool:
        """Some endpoint takes this attempt's buckets as a delta."""
        return bool(self.decision.delta_to)

    @property
    def point_to_point(self) -> bool:
        """Each receiver rank gets its own bytes (a mixed round), not one broadcast."""
        return self.transfers.route == "point_to_point"

    def decide(
        self,
        choice: DeltaChoice,
        offers: Mapping[str, SyncCapabilities | None],
        ranks: Mapping[str, int],
        backend: str = "gloo",
    ) -> bool:
        """Who takes the delta in this attempt (``choice``: as ``choose``; "auto" also only
        if the delta is under half the whole bytes); ``ranks``: each endpoint's ranks.
        Returns whether any endpoint does."""
        summary = self.summary()
        why_not = summary.why_not
        if why_not is None and choice == "auto":
            why_not = not_worth_it(summary.delta_bytes(ALL), summary.whole_bytes[ALL])
        endpoints = []
        for name, offer in sorted(offers.items()):
            parts = offer is not None and bool(offer.rank_layouts)  # its ranks hold parts
            tp = f"{name} is tensor-parallel: it takes deltas per pair (a sharded sync) only"
            endpoints.append(EndpointRanks(name, offer, (ALL,), tp if parts else None))
        decision = choose(choice, [summary], endpoints, self.digest, self.checksum, why_not)
        each_rank = [name for name, count in ranks.items() for _ in range(count)]  # in order
        taking = [r for r, name in enumerate(each_rank) if name in decision.base_for]
        whole = broadcast_transfers(self.manifest, sum(ranks.values()))
        self.decision, self.transfers = decision, whole.with_delta(taking)
        if decision.delta_to and decision.whole_for:  # mixed: each rank its own bytes
            why = self._why_not_mixed(offers, backend)
            if why is not None:
                why_whole = f"{'; '.join(decision.whole_for.values())}; {why}"
                self.decision, self.transfers = Decision(why_whole=why_whole), whole
        return self.delta

    def _why_not_mixed(
        self, offers: Mapping[str, SyncCapabilities | None], backend: str
    ) -> str | None:
        """Why this round cannot go point to point (None: it can): an endpoint that does not
        take it (an older one would wait for a broadcast), or NCCL, whose one broadcast
        costs the trainer's NIC less."""
        older = sorted(
            name for name, offer in offers.items() if not offer or not offer.point_to_point
        )
        if older:
            return f"{', '.join(older)} cannot take a round point to point: a broadcast, whole"
        sent = self.sent_bytes()
        if backend == "nccl" and sent >= self.summary().whole_bytes[ALL]:
            return (
                f"sending each rank its own bytes ({sent}) would cost more than one broadcast "
                "of the whole"
            )
        return None

    def sent_bytes(self) -> int:
        """What a point-to-point round sends in all: each receiver rank's bytes."""
        summary = self.summary()
        return sum(
            summary.delta_bytes(ALL) if pair.delta else summary.whole_bytes[ALL]
            for pair in self.transfers.from_sender(0)
        )

    def prepare_part(self) -> DeltaPrepare:
        summary = self.summary()
        assert self.delta and summary.base_version is not None
        return DeltaPrepare(
            base_version=summary.base_version,
            base_checksums=summary.base_sums[ALL],
            buckets=summary.headers[ALL],
        )

    def send(
        self,
        group: Group,
        deadlines: Deadlines,
        first_collective: bool,
        on_bucket: Callable[[BucketProgress], None],
    ) -> list[str | None]:
        """Send the packed buckets as the plan of transfers routes them (``send_transfers``):
        by broadcast, one lane, each bucket's delta payload (an empty one, an unchanged
        bucket, not sent) or the whole bucket; in a mixed round one lane per receiver rank,
        point to point. Returns the new version's bucket checksums (what the vote compares)."""
        pairs = self.transfers.from_sender(0)
        sums = send_transfers(
            group, pairs, receiver_offset=1, deadlines=deadlines, device=group.config.device,
            packed=self._bucket, broadcast=not self.point_to_point,
            first_collective=first_collective, on_bucket=on_bucket, by_index=True,
        )  # fmt: skip
        return sums[pairs[0].receiver] if pairs else []

    def _bucket(self, pair: PairManifest, index: int) -> tuple[torch.Tensor, str | None]:
        return self.payload(ALL, index, pair.delta), self.sums[ALL][index]

    def base_info(self, version: int) -> DeltaBaseInfo:
        """The base an endpoint that applied these buckets as ``version`` holds."""
        return base_info(version, self.digest, self.checksum, self.sums[ALL])

    def figures(self) -> DeltaFigures:
        moved = self.sent_bytes() if self.point_to_point else None
        return figures([self.summary()], self.decision, moved)


def pack_round(
    manifest: Manifest,
    source: WeightSource,
    checksum: ChecksumAlgorithm,
    device: torch.device,
    reuse: list[torch.Tensor],
    base: DeltaBase,
) -> PackedRound:
    """Pack one sender's every bucket (into ``reuse``'s buffers where they fit), checksum it,
    and encode it against ``base``."""
    tensors = ManifestOrderSource(source.produce())

    def fill(key: int, index: int, bucket: Bucket) -> tuple[list[torch.Tensor], torch.Tensor]:
        spare = reuse[index] if index < len(reuse) else None
        fits = spare is not None and spare.numel() == bucket.nbytes and spare.device == device
        buffer = spare if fits else torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)
        assert buffer is not None
        return tensors.take(bucket, device), buffer

    packed = pack_sets({ALL: manifest.buckets}, fill, checksum, manifest.digest(), base)
    return PackedRound(**vars(packed), manifest=manifest)


def pack_pairs(
    mine: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    checksum: ChecksumAlgorithm,
    layout_digest: str,
    base: DeltaBase | None,
) -> Packed:
    """Pack every bucket of this rank's pairs from ``shards`` (padding zeroed, so it never
    counts as a change), one receiver set per receiver rank, and encode it against ``base``."""
    by_receiver = {pair.receiver: pair for pair in mine}

    def fill(key: int, index: int, bucket: Bucket) -> tuple[list[torch.Tensor], torch.Tensor]:
        pair = by_receiver[key]
        sources = [region(shards, names[m.tensor], m.box) for m in bucket_moves(pair, index)]
        device = sources[0].device if sources else torch.device("cpu")
        return sources, torch.zeros(bucket.nbytes, dtype=torch.uint8, device=device)

    buckets = {r: pair.manifest.buckets for r, pair in by_receiver.items()}
    return pack_sets(buckets, fill, checksum, layout_digest, base)


def send_mine(
    group: Group,
    mine: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    *,
    packed: Packed | None,
    delta_to: frozenset[int],
    senders: int,
    deadlines: Deadlines,
    checksum: ChecksumAlgorithm | None,
    broadcast: bool = False,
    pool: SegmentPool | None = None,
    on_bucket: Callable[[BucketProgress], None] | None = None,
) -> dict[int, list[str | None]]:
    """A trainer rank's pairs: packed before prepare (a delta to the receiver ranks in
    ``delta_to``, the rest whole), else each bucket packed as its round comes; per receiver
    rank, its buckets' checksums (what the pair vote compares). ``broadcast``: the one
    sender's pairs are the same bytes, sent once by broadcast (``send_pairs``). ``pool``:
    every bucket through this rank's shared memory (``send_pairs``). ``on_bucket`` after
    each round is on the wire."""
    bucket = None if packed is None else partial(_pair_bucket, packed, delta_to)
    if broadcast:  # every pair the same encoding: as the pairs say it
        mine = [replace(p, delta=p.receiver in delta_to) for p in mine]
    return send_pairs(
        group, mine, shards, names, receiver_offset=senders, deadlines=deadlines,
        algorithm=checksum, packed=bucket, broadcast=broadcast, pool=pool, on_bucket=on_bucket,
    )  # fmt: skip


def _pair_bucket(
    packed: Packed, delta_to: frozenset[int], pair: PairManifest, index: int
) -> tuple[torch.Tensor, str | None]:
    key = pair.receiver
    return packed.payload(key, index, key in delta_to), packed.sums[key][index]
