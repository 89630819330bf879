"""Deltas per pair on the sharded path (issue 26 over issue 25's many senders).

A sharded sync moves each (sender rank, receiver rank) pair's buckets point to point, so a
delta is per pair too. A sharded sync that may send a delta has every trainer rank, once the
group has formed and before prepare, pack each of its pairs' buckets (the new version, with
their checksums: ``pack_pairs``) and encode each against its **base**: the same pairs'
buckets as the last sharded sync that committed (a ``DeltaBase`` keyed by receiver rank, kept
by each rank on its ``TrainerChannel``, so its memory is that rank's pairs' bytes). The leader
gathers every rank's ``PairSummary`` over the trainer channel and decides per endpoint
(``decide``, with ``core/delta_choice.py``'s rule):

- its pairs travel as a delta where it holds exactly the trainer's base: its capabilities'
  ``delta_base`` names the base's version, the pairs' layout (the plan and the bucket size:
  ``pairs_layout_digest``), the checksum algorithm and the digest of its pairs' base
  checksums (its TP ranks in order, each rank's senders in order, each pair's buckets);
- the other endpoints' pairs travel whole in the same round (nothing is broadcast: mixing
  is free).

Each pair of a delta endpoint carries its headers and base checksums in prepare
(``PairPart.delta``); the receiver rank packs each bucket's base from its live weights,
patches it, and the pair vote compares its checksum with the sender's new one, so a delta
applied to any other bytes fails the vote and rolls back. Once the sync commits everywhere,
every rank's packed buckets become its base (no copy); a sync that fails leaves every rank's
base as it was (the endpoints that committed a split outcome hold the new version, which the
next sync finds out from their capabilities and sends them whole).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import torch

from twophase.core.buckets import pack
from twophase.core.checksums import Checksummer
from twophase.core.delta import EncodedDelta, word_for
from twophase.core.delta_choice import (
    DeltaChoice,
    DeltaOffer,
    DeltaTakers,
    base_info,
    choose_takers,
)
from twophase.core.protocol import ChecksumAlgorithm, DeltaBucket, SyncCapabilities
from twophase.core.reshard import PairManifest
from twophase.core.table import Deadlines
from twophase.sender.delta_base import DeltaBase
from twophase.sender.delta_round import DeltaFigures
from twophase.transport.group import Group
from twophase.transport.pairs import Shards, bucket_moves, region, send_pairs


@dataclass(frozen=True)
class PairSummary:
    """One trainer rank's packed pairs, for the leader (sent over the trainer channel): per
    receiver rank, each bucket's new checksum and whole bytes, and, where the rank has a
    usable base, each bucket's base checksum and delta header."""

    sums: dict[int, list[str]]
    whole_bytes: dict[int, int]
    base_version: int | None  # None: no usable base, ``why_not`` says why
    why_not: str | None
    base_sums: dict[int, list[str]] = field(default_factory=dict)
    headers: dict[int, list[DeltaBucket]] = field(default_factory=dict)
    held_bytes: int = 0  # the base's and this sync's packed buckets

    def delta_bytes(self, receiver: int) -> int:
        return sum(h.nbytes for h in self.headers.get(receiver, ()))

    def words(self, receiver: int) -> tuple[int, int]:
        """Changed words and words of the pair to ``receiver``."""
        headers = self.headers.get(receiver, ())
        return sum(h.changed for h in headers), sum(h.bucket_nbytes // h.word for h in headers)


class PackedPairs:
    """One trainer rank's pairs of one sharded sync, packed before prepare: what goes on the
    wire to each receiver rank (the delta's payloads, or the buckets whole) and, once the
    sync committed, the rank's next base."""

    def __init__(
        self,
        layout_digest: str,
        checksum: ChecksumAlgorithm,
        buffers: dict[int, list[torch.Tensor]],
        sums: dict[int, list[str]],
        base: DeltaBase,
        encoded: dict[int, list[EncodedDelta]],
        why_not: str | None,
    ) -> None:
        self.layout_digest, self.checksum = layout_digest, checksum
        self.buffers, self.sums = buffers, sums
        self.base, self.encoded, self.why_not = base, encoded, why_not

    def fits(self, layout_digest: str, checksum: ChecksumAlgorithm | None) -> bool:
        """These packed pairs serve a sync of the same pairs checked by ``checksum``."""
        return layout_digest == self.layout_digest and checksum == self.checksum

    def summary(self) -> PairSummary:
        held = sum(b.numel() for buffers in self.buffers.values() for b in buffers)
        held += self.base.nbytes
        held += sum(  # a "whole" bucket's payload is its buffer (a view)
            e.payload.numel() for ds in self.encoded.values() for e in ds if e.kind != "whole"
        )
        whole = {r: sum(b.numel() for b in buffers) for r, buffers in self.buffers.items()}
        if self.why_not is not None:
            return PairSummary(dict(self.sums), whole, None, self.why_not, held_bytes=held)
        return PairSummary(
            dict(self.sums),
            whole,
            self.base.version,
            None,
            base_sums={r: [c or "" for c in self.base.sums(r)] for r in self.buffers},
            headers={r: [e.header() for e in encoded] for r, encoded in self.encoded.items()},
            held_bytes=held,
        )

    def drop_deltas(self, why: str) -> None:
        """The delta was refused: the pairs go whole from here (their encodings freed)."""
        self.encoded, self.why_not = {}, why

    def payload(self, pair: PairManifest, index: int, delta_to: frozenset[int]) -> torch.Tensor:
        """What bucket ``index`` of ``pair`` puts on the wire: its delta where the receiver
        rank takes one (``delta_to``), else the bucket whole."""
        if pair.receiver in delta_to:
            return self.encoded[pair.receiver][index].payload
        return self.buffers[pair.receiver][index]

    def adopt(self, version: int) -> DeltaBase:
        """The sync committed ``version``: these buckets become the rank's base (no copy)."""
        base = DeltaBase(device=None)
        base.commit(version, self.layout_digest, self.buffers, self.sums, self.checksum, copy=False)
        return base


def pack_pairs(
    mine: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    checksum: ChecksumAlgorithm,
    layout_digest: str,
    base: DeltaBase | None,
) -> PackedPairs:
    """Pack every bucket of this rank's pairs from ``shards`` (padding zeroed, so it never
    counts as a change), checksum it, and encode it against ``base`` where that base is of
    the same pairs. An encoding that fails (the base on another device, out of memory)
    leaves the pairs to go whole, saying why."""
    base = base if base is not None else DeltaBase(device=None)
    sizes = {pair.receiver: [b.nbytes for b in pair.manifest.buckets] for pair in mine}
    why_not = base.why_not(layout_digest, sizes, checksum)
    buffers: dict[int, list[torch.Tensor]] = {}
    sums: dict[int, list[str]] = {}
    encoded: dict[int, list[EncodedDelta]] = {}
    for pair in mine:
        out, hashes = buffers.setdefault(pair.receiver, []), sums.setdefault(pair.receiver, [])
        for index, bucket in enumerate(pair.manifest.buckets):
            sources = [region(shards, names[m.tensor], m.box) for m in bucket_moves(pair, index)]
            device = sources[0].device if sources else torch.device("cpu")
            buffer = torch.zeros(bucket.nbytes, dtype=torch.uint8, device=device)
            running = Checksummer(checksum)
            pack(bucket, sources, buffer, running.update)
            out.append(buffer)
            hashes.append(running.hexdigest())
            if why_not is not None:
                continue
            try:
                delta = base.encode(pair.receiver, index, buffer, word_for(bucket))
            except (ValueError, RuntimeError) as exc:  # whole, then
                why_not, encoded = f"encoding against the base: {exc}", {}
                continue
            encoded.setdefault(pair.receiver, []).append(delta)
    return PackedPairs(layout_digest, checksum, buffers, sums, base, encoded, why_not)


def send_mine(
    group: Group,
    mine: Sequence[PairManifest],
    shards: Shards,
    names: Sequence[str],
    *,
    packed: PackedPairs | None,
    delta_to: frozenset[int],
    senders: int,
    deadlines: Deadlines,
    checksum: ChecksumAlgorithm | None,
) -> dict[int, list[str | None]]:
    """A trainer rank's pairs: packed before prepare (a delta to the receiver ranks in
    ``delta_to``, the rest whole), else each bucket packed as its round comes; per receiver
    rank, its buckets' checksums (what the pair vote compares)."""
    payload = None if packed is None else partial(packed.payload, delta_to=delta_to)
    sent = send_pairs(
        group, mine, shards, names, receiver_offset=senders, deadlines=deadlines,
        algorithm=checksum, payload=payload,
    )  # fmt: skip
    if packed is None:
        return sent
    return {pair.receiver: list(packed.sums[pair.receiver]) for pair in mine}


@dataclass(frozen=True)
class EndpointRanks:
    """One endpoint of a sharded sync: its name, capabilities and receiver ranks."""

    name: str
    capabilities: SyncCapabilities | None
    receivers: range


@dataclass
class PairDecision(DeltaTakers):
    """Who takes the delta in a sharded sync (``DeltaTakers``), and the receiver ranks whose
    pairs travel as a delta."""

    delta_to: frozenset[int] = frozenset()

    def part_fields(self, summaries: Sequence[PairSummary], sender: int, receiver: int) -> Any:
        """The ``PairPart`` fields of the pair (``sender``, ``receiver``): its headers and
        base checksums where it travels as a delta, else none."""
        if receiver not in self.delta_to:
            return {}
        summary = summaries[sender]
        return {"delta": summary.headers[receiver], "base_checksums": summary.base_sums[receiver]}


def decide(
    choice: DeltaChoice,
    summaries: Sequence[PairSummary],
    endpoints: Sequence[EndpointRanks],
    layout_digest: str,
    checksum: ChecksumAlgorithm,
) -> PairDecision:
    """Which endpoints' pairs travel as a delta (``choice`` True: every endpoint that holds
    the trainer's base; "auto": those whose delta is also under half their whole bytes)."""
    versions = {s.base_version for s in summaries}
    why_not = next((s.why_not for s in summaries if s.why_not is not None), None)
    if why_not is None and len(versions) != 1:
        why_not = "the trainer ranks hold different bases"
    offers = []
    for endpoint in endpoints if why_not is None and choice is not False else ():
        (version,) = versions
        assert version is not None
        base = base_info(
            version, layout_digest, checksum, _ranks_sums(summaries, endpoint.receivers)
        )
        delta = sum(s.delta_bytes(r) for s in summaries for r in endpoint.receivers)
        whole = sum(s.whole_bytes.get(r, 0) for s in summaries for r in endpoint.receivers)
        offers.append(DeltaOffer(endpoint.name, endpoint.capabilities, base, delta, whole))
    takers = choose_takers(choice, offers, why_not)
    delta_to = frozenset(r for e in endpoints if e.name in takers.base_for for r in e.receivers)
    return PairDecision(takers.base_for, takers.whole_for, takers.why_whole, delta_to)


def _ranks_sums(summaries: Sequence[PairSummary], receivers: Iterable[int]) -> list[str]:
    """The base checksums of every pair into ``receivers``, in the order the receiver keeps
    them (its ranks in order, each rank's senders in order, each pair's buckets)."""
    return [c for r in receivers for s in summaries for c in s.base_sums.get(r, ())]


def figures(summaries: Sequence[PairSummary], decision: PairDecision) -> DeltaFigures:
    """``SyncResult.delta`` for a sharded sync: every pair's bytes, as sent."""
    full = sum(n for s in summaries for n in s.whole_bytes.values())
    moved = sum(
        s.delta_bytes(r) if r in decision.delta_to else n
        for s in summaries
        for r, n in s.whole_bytes.items()
    )
    counts = [s.words(r) for s in summaries for r in decision.delta_to]
    words = sum(n for _, n in counts)
    density = sum(c for c, _ in counts) / words if decision.delta_to and words else None
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
