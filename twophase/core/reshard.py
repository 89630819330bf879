"""The resharding plan, as a pure function: which boxes of which tensors each (sender rank,
receiver rank) pair moves, so that every receiver rank gets exactly what it needs.

``plan_transfers(tensors, holdings, needs)``: ``tensors`` names every tensor and its shape (in
the manifest's order), ``holdings[s]`` what sender rank ``s`` holds, ``needs[r]`` what receiver
rank ``r`` needs (``layouts.py``). Each needed element is sent to a receiver rank exactly once,
only by a sender that holds it; where several senders hold the same elements (replicas), the
pieces go to the least loaded of them so far (by elements; ties to the lowest rank), so the
bytes spread across the senders' links. The plan is deterministic: every rank that computes
it from the same inputs gets the same plan, and ``TransferPlan.digest`` is what prepare and
the probe compare.

How: within each needed box, the boundaries of every sender box that meets it cut it into
cells; each cell is held by a set of senders and goes to one of them; the cells a sender
sends to a receiver are merged back into as few boxes as adjacency allows.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from twophase.core.buckets import Manifest, TensorSpec, plan_buckets
from twophase.core.layouts import Box, Layout, check_layout
from twophase.core.protocol import DeltaBucket, PairPart
from twophase.errors import ManifestError

PLAN_FORMAT = "twophase-reshard-plan-1"


@dataclass(frozen=True, order=True)
class Move:
    """One box of one tensor, from a sender rank to a receiver rank."""

    tensor: int  # the tensor's index in the manifest's order
    box: Box


@dataclass(frozen=True)
class TransferPlan:
    """For each (sender rank, receiver rank) pair with anything to move, its moves in
    manifest order; ``names``: the tensors, in that order."""

    names: tuple[str, ...]
    pairs: Mapping[tuple[int, int], tuple[Move, ...]]
    sent_elements: Mapping[int, int] = field(default_factory=dict)  # per sender rank

    def moves(self, sender: int, receiver: int) -> tuple[Move, ...]:
        return self.pairs.get((sender, receiver), ())

    def parts(
        self,
        receiver: int,
        delta_fields: Callable[[int, int], dict[str, Any]] = lambda s, r: {},
    ) -> list[PairPart]:
        """Receiver rank ``receiver``'s part of the plan, as its endpoint's prepare carries
        it: one entry per sender with moves for it, by sender (``delta_fields(sender,
        receiver)``: the pair's delta headers and base checksums, if it travels as one)."""
        return [
            PairPart.model_validate(
                {
                    "sender": sender,
                    "moves": [(self.names[m.tensor], list(m.box.ranges)) for m in moves],
                    **delta_fields(sender, receiver),
                }
            )
            for (sender, to), moves in sorted(self.pairs.items())
            if to == receiver and moves
        ]

    def digest(self) -> str:
        """SHA-256 of the plan's canonical text (what every rank must agree on)."""
        known: str | None = self.__dict__.get("_digest")
        if known is not None:
            return known
        h = hashlib.sha256(PLAN_FORMAT.encode())
        for (sender, receiver), moves in sorted(self.pairs.items()):
            h.update(f"\n{sender}->{receiver}".encode())
            for move in moves:
                h.update(f"\n{self.names[move.tensor]}{move.box.describe()}".encode())
        self.__dict__["_digest"] = digest = h.hexdigest()
        return digest


def plan_transfers(
    tensors: Sequence[tuple[str, Sequence[int]]],
    holdings: Sequence[Layout],
    needs: Sequence[Layout],
) -> TransferPlan:
    """The plan (see the module's docstring). ``ManifestError`` naming the first problem: a
    box outside its tensor, two boxes of one rank overlapping, or a needed element no sender
    holds."""
    shapes = {name: tuple(shape) for name, shape in tensors}
    if len(shapes) != len(tensors):
        raise ManifestError("a tensor is named twice in the manifest")
    for s, held in enumerate(holdings):
        check_layout(held, shapes, f"sender rank {s}")
    for r, needed in enumerate(needs):
        check_layout(needed, shapes, f"receiver rank {r}")
    load = [0] * len(holdings)
    cells: dict[tuple[int, int], list[Move]] = {}
    for index, (name, _) in enumerate(tensors):
        held_by = [(s, box) for s, held in enumerate(holdings) for box in held.get(name, ())]
        for r, needed in enumerate(needs):
            for want in needed.get(name, ()):
                for cell, senders in _cells(want, held_by):
                    if not senders:
                        raise ManifestError(
                            f"receiver rank {r} needs {name}{cell.describe()}, which no sender "
                            f"rank holds"
                        )
                    sender = min(senders, key=lambda s: (load[s], s))
                    load[sender] += cell.numel
                    cells.setdefault((sender, r), []).append(Move(index, cell))
    pairs = {pair: tuple(_merged(moves)) for pair, moves in sorted(cells.items())}
    return TransferPlan(tuple(name for name, _ in tensors), pairs, dict(enumerate(load)))


@dataclass(frozen=True)
class PairManifest:
    """One pair's buckets, and the move each of their pieces is (in order): one transfer of
    a plan (``core/transfers.py``). A piece is a box of a tensor packed as a tensor of the
    box's shape, named by it (``w[0:2, 0:3]``): a pair's buckets are an ordinary manifest,
    both ends building it from the same moves."""

    sender: int
    receiver: int
    manifest: Manifest
    moves: tuple[Move, ...]
    delta: bool = False  # its encoding: whole, or a delta of the last committed version

    @property
    def buckets(self) -> int:
        return len(self.manifest.buckets)

    @property
    def nbytes(self) -> int:
        """The pair's bytes whole (a delta's payload sizes are the encoder's to say)."""
        return self.manifest.total_bytes


def pair_manifest(
    sender: int,
    receiver: int,
    moves: Sequence[Move],
    specs: Sequence[TensorSpec],
    buffer_size_mb: float,
) -> PairManifest:
    """The buckets of one pair's ``moves`` (``specs``: the tensors ``Move.tensor`` indexes).
    A whole tensor keeps its plain name: a plan of whole tensors has today's manifest."""
    pieces = [
        TensorSpec(_piece_name(specs[m.tensor], m.box), specs[m.tensor].dtype, m.box.shape)
        for m in moves
    ]
    return PairManifest(sender, receiver, plan_buckets(pieces, buffer_size_mb), tuple(moves))


def _piece_name(spec: TensorSpec, box: Box) -> str:
    """A piece is named by its tensor and box (``w[0:2, 0:3]``), a whole tensor by its name."""
    return spec.name if box == Box.whole(spec.shape) else f"{spec.name}{box.describe()}"


def pairs_layout_digest(plan_digest: str, buffer_size_mb: float) -> str:
    """What a sharded sync's pair buckets are known by (the plan, and the bucket size that
    cut each pair's pieces into buckets): a delta's base holds for exactly these buckets."""
    return hashlib.sha256(f"{plan_digest}\n{buffer_size_mb!r}".encode()).hexdigest()[:32]


@dataclass(frozen=True)
class PairDelta:
    """How one pair's buckets travel in a delta sync: each bucket's encoding (its prepare
    header) and the checksum of the base it patches."""

    headers: tuple[DeltaBucket, ...]
    base_checksums: tuple[str, ...]


def pair_manifests(
    plan: TransferPlan, specs: Sequence[TensorSpec], buffer_size_mb: float
) -> dict[tuple[int, int], PairManifest]:
    """Every pair's buckets (``specs``: the plan's tensors, in its order, with dtypes)."""
    if tuple(spec.name for spec in specs) != plan.names:
        raise ManifestError("the specs do not name the plan's tensors in its order")
    return {
        (sender, receiver): pair_manifest(sender, receiver, moves, specs, buffer_size_mb)
        for (sender, receiver), moves in plan.pairs.items()
    }


def _cells(want: Box, held_by: Sequence[tuple[int, Box]]) -> list[tuple[Box, list[int]]]:
    """``want`` cut at every boundary of the sender boxes that meet it; each cell with the
    senders that hold all of it (in rank order), in row-major order."""
    meeting = [(s, common) for s, box in held_by if (common := box.intersect(want)) is not None]
    cuts = []
    for dim, (start, stop) in enumerate(want.ranges):
        points = {start, stop}
        for _, box in meeting:
            points.update(box.ranges[dim])
        cuts.append(sorted(points))
    out: list[tuple[Box, list[int]]] = []
    for spans in itertools.product(*(itertools.pairwise(points) for points in cuts)):
        cell = Box(tuple(spans))
        if cell.empty:
            continue
        senders = sorted({s for s, box in meeting if box.contains(cell)})
        out.append((cell, senders))
    return out


def _merged(moves: list[Move]) -> list[Move]:
    """The same elements in fewer boxes: two boxes of a tensor that differ in one dim only,
    where they touch, become one; repeated until none do. In manifest, then box, order."""
    by_tensor: dict[int, list[Box]] = {}
    for move in moves:
        by_tensor.setdefault(move.tensor, []).append(move.box)
    out: list[Move] = []
    for tensor in sorted(by_tensor):
        boxes = sorted(by_tensor[tensor])
        changed = True
        while changed:
            changed = False
            for i, j in itertools.combinations(range(len(boxes)), 2):
                joined = _join(boxes[i], boxes[j])
                if joined is not None:
                    boxes = sorted([*boxes[:i], *boxes[i + 1 : j], *boxes[j + 1 :], joined])
                    changed = True
                    break
        out.extend(Move(tensor, box) for box in boxes)
    return out


def _join(a: Box, b: Box) -> Box | None:
    """``a`` and ``b`` as one box, if they differ in exactly one dim and touch there."""
    differ = [d for d, (x, y) in enumerate(zip(a.ranges, b.ranges, strict=True)) if x != y]
    if len(differ) != 1:
        return None
    d = differ[0]
    (a0, a1), (b0, b1) = a.ranges[d], b.ranges[d]
    if a1 != b0 and b1 != a0:
        return None
    ranges = list(a.ranges)
    ranges[d] = (min(a0, b0), max(a1, b1))
    return Box(tuple(ranges))
