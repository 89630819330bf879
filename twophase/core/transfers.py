"""A sync as a plan of transfers, pure: for each (sender rank, receiver rank) pair, what it
moves (its boxes, ``core/reshard.py``), its buckets, its encoding (whole, or a delta against
the last committed version) and its route.

One trainer rank broadcasting the whole model is the plan with one sender whose every pair
moves every tensor whole (``broadcast_transfers``): its pairs share one manifest, today's
(plain tensor names, today's digest), and its route is one collective broadcast. Many trainer
ranks each sending their shards is the plan the resharding computes (``Inputs.transfers``),
point to point. A mixed delta round (some receiver ranks take the delta, the others the whole
buckets) is the one-sender plan with point-to-point routes: each receiver rank's bytes are its
own.

The route follows from the plan: one collective broadcast where one sender feeds every
receiver rank the same bytes, whole or all the same delta; point to point otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Literal

from twophase.core.buckets import Manifest
from twophase.core.layouts import Box
from twophase.core.reshard import Move, PairManifest, TransferPlan

Route = Literal["broadcast", "point_to_point"]


@dataclass(frozen=True)
class Transfers:
    """Every pair of one sync, by (sender rank, receiver rank); ``names``: the tensors, in
    the manifest's order; ``plan``: the moves, whose digest every rank must agree on (a
    sharded sync's probe compares it; None for one sender, whose probe compares the
    manifest)."""

    names: tuple[str, ...]
    pairs: Mapping[tuple[int, int], PairManifest]
    senders: int
    receivers: int
    plan: TransferPlan | None = None
    # Sent pair by pair whatever the plan allows (an endpoint that takes no broadcast of it).
    pairwise: bool = False

    @property
    def route(self) -> Route:
        """One broadcast where one sender feeds every receiver rank the same bytes (every
        pair the same buckets, every pair whole or every pair a delta); else point to
        point."""
        if self.senders != 1 or self.pairwise:
            return "point_to_point"
        pairs = list(self.pairs.values())
        same = all(p.manifest is pairs[0].manifest or p.moves == pairs[0].moves for p in pairs)
        one_encoding = len({p.delta for p in pairs}) <= 1
        return "broadcast" if same and one_encoding else "point_to_point"

    def from_sender(self, sender: int) -> list[PairManifest]:
        """The pairs ``sender`` sends, by receiver rank."""
        return [p for (s, _), p in sorted(self.pairs.items()) if s == sender]

    def moved(self) -> tuple[int, int]:
        """The buckets and bytes that reach the receiver ranks, together (whole sizes): a
        broadcast's one copy reaches every receiver rank, so it counts once per rank."""
        pairs = self.pairs.values()
        return sum(p.buckets for p in pairs), sum(p.nbytes for p in pairs)

    def sent(self) -> tuple[int, int]:
        """The buckets and bytes the sender ranks put through the group, together (whole
        sizes): a broadcast's one copy once (the group gives every receiver rank its copy),
        each point-to-point pair's own. What a sync's result counts, whichever the route."""
        if self.route == "broadcast" and self.pairs:
            first = next(iter(self.pairs.values()))
            return first.buckets, first.nbytes
        return self.moved()

    def with_delta(self, receivers: Iterable[int]) -> Transfers:
        """The same plan, the pairs into ``receivers`` travelling as a delta."""
        takers = frozenset(receivers)
        pairs = {key: replace(p, delta=p.receiver in takers) for key, p in self.pairs.items()}
        return replace(self, pairs=pairs)


def broadcast_transfers(manifest: Manifest, receivers: int) -> Transfers:
    """One sender, every receiver rank taking every tensor whole: every pair's buckets are
    ``manifest`` (one object: the same bytes to every rank), its route one broadcast."""
    moves = tuple(Move(i, Box.whole(spec.shape)) for i, spec in enumerate(manifest.specs))
    pairs = {(0, r): PairManifest(0, r, manifest, moves) for r in range(receivers)}
    return Transfers(tuple(spec.name for spec in manifest.specs), pairs, 1, receivers)
