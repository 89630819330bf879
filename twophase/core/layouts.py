"""What part of each checkpoint tensor a rank holds (a sender) or needs (a receiver), as boxes.

A ``Box`` is a rectangular region of a tensor: one ``[start, stop)`` range per dimension. The
whole tensor is one box; a slice (a dim, an offset, a length: ``Box.along``) is a box that is
whole in every other dimension; a fused parameter's part of a checkpoint tensor may be
several boxes. Boxes intersect into boxes, so a sender's shard and a receiver's shard meet in
one box whatever dims each is split along (FSDP2's ``Shard(0)`` on the trainer, ``Shard(1)``
of a row-wise parallel layer on the server).

``placement_boxes`` derives a rank's box from ``torch.distributed.tensor`` placements over a
device mesh, with torch's own chunking (``Shard(d)`` over ``k`` ranks: chunks of
``ceil(n / k)`` rows, the last ones shorter or empty); ``dtensor_layout`` reads it off a
DTensor. Placements a sender cannot send as they are (``Partial``: unreduced sums) are refused.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import torch

from twophase.errors import ManifestError


@dataclass(frozen=True, order=True)
class Box:
    """A region of a tensor: ``ranges[d] = (start, stop)`` for every dim ``d``."""

    ranges: tuple[tuple[int, int], ...]

    @classmethod
    def whole(cls, shape: Sequence[int]) -> Box:
        return cls(tuple((0, n) for n in shape))

    @classmethod
    def along(cls, shape: Sequence[int], dim: int, offset: int, length: int) -> Box:
        """``length`` entries from ``offset`` along ``dim``, whole in every other dim."""
        ranges = [(0, n) for n in shape]
        ranges[dim] = (offset, offset + length)
        return cls(tuple(ranges))

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(stop - start for start, stop in self.ranges)

    @property
    def numel(self) -> int:
        return math.prod(self.shape)

    @property
    def empty(self) -> bool:
        return self.numel == 0

    def intersect(self, other: Box) -> Box | None:
        """The common region (None: none, or an empty one)."""
        ranges = tuple(
            (max(a, c), min(b, d)) for (a, b), (c, d) in zip(self.ranges, other.ranges, strict=True)
        )
        found = Box(ranges)
        return None if any(start >= stop for start, stop in ranges) else found

    def contains(self, other: Box) -> bool:
        return all(
            a <= c and d <= b for (a, b), (c, d) in zip(self.ranges, other.ranges, strict=True)
        )

    def within(self, shape: Sequence[int]) -> bool:
        return len(self.ranges) == len(shape) and all(
            0 <= start <= stop <= n for (start, stop), n in zip(self.ranges, shape, strict=True)
        )

    def index(self) -> tuple[slice, ...]:
        """The box as an index into the whole tensor."""
        return tuple(slice(start, stop) for start, stop in self.ranges)

    def relative_to(self, outer: Box) -> Box:
        """This box in the coordinates of ``outer`` (which contains it): where it lies in a
        shard that holds ``outer``."""
        return Box(
            tuple(
                (start - base, stop - base)
                for (start, stop), (base, _) in zip(self.ranges, outer.ranges, strict=True)
            )
        )

    def describe(self) -> str:
        return "[" + ", ".join(f"{start}:{stop}" for start, stop in self.ranges) + "]"


# A rank's part of every tensor it holds or needs: name -> boxes (disjoint).
Layout = Mapping[str, Sequence[Box]]


def shard_range(size: int, parts: int, index: int) -> tuple[int, int]:
    """Shard ``index`` of ``parts`` of a dim of ``size``, as ``torch.chunk`` (and DTensor's
    ``Shard``) cut it: ``ceil(size / parts)`` per shard, the last ones shorter or empty."""
    if not 0 <= index < parts:
        raise ValueError(f"shard index {index} out of range for {parts} shards")
    chunk = -(-size // parts) if size else 0
    start = min(index * chunk, size)
    return start, min(start + chunk, size)


def placement_boxes(
    shape: Sequence[int],
    mesh_shape: Sequence[int],
    placements: Sequence[object],
    coordinate: Sequence[int],
) -> Box:
    """The box of a tensor of ``shape`` that the rank at ``coordinate`` of a device mesh of
    ``mesh_shape`` holds under ``placements`` (one per mesh dim: ``Shard(d)`` or
    ``Replicate()``; several mesh dims sharding the same tensor dim nest, in mesh order, as
    DTensor's do)."""
    from torch.distributed.tensor import Replicate, Shard

    if not len(mesh_shape) == len(placements) == len(coordinate):
        raise ManifestError("mesh shape, placements and coordinate differ in length")
    ranges = [(0, n) for n in shape]
    for size, placement, at in zip(mesh_shape, placements, coordinate, strict=True):
        if isinstance(placement, Replicate):
            continue
        if type(placement) is not Shard:  # _StridedShard, Partial, custom: not sendable here
            raise ManifestError(f"placement {placement} cannot be sent as it is")
        dim = placement.dim % len(shape)
        start, stop = ranges[dim]
        lo, hi = shard_range(stop - start, size, at)
        ranges[dim] = (start + lo, start + hi)
    return Box(tuple(ranges))


def dtensor_layout(named: Iterable[tuple[str, torch.Tensor]]) -> dict[str, list[Box]]:
    """What this rank holds of each named tensor: a DTensor's box from its placements and
    this rank's mesh coordinate; a plain tensor whole. A rank outside a DTensor's mesh holds
    none of it."""
    from torch.distributed.tensor import DTensor

    layout: dict[str, list[Box]] = {}
    for name, tensor in named:
        if not isinstance(tensor, DTensor):
            layout[name] = [Box.whole(tensor.shape)]
            continue
        mesh = tensor.device_mesh
        coordinate = mesh.get_coordinate()
        if coordinate is None:
            layout[name] = []
            continue
        box = placement_boxes(tensor.shape, mesh.shape, tensor.placements, coordinate)
        layout[name] = [] if box.empty else [box]
    return layout


def layout_json(layout: Mapping[str, Sequence[Box]]) -> dict[str, list[list[list[int]]]]:
    """A layout as JSON: per tensor, its boxes, each ``[start, stop]`` per dim."""
    return {
        name: [[list(r) for r in box.ranges] for box in boxes] for name, boxes in layout.items()
    }


def layout_from_json(data: Mapping[str, Sequence[Sequence[Sequence[int]]]]) -> dict[str, list[Box]]:
    """``layout_json``'s inverse; ``ManifestError`` naming a range that is not a pair."""
    layout: dict[str, list[Box]] = {}
    for name, boxes in data.items():
        bad = next((r for box in boxes for r in box if len(r) != 2), None)
        if bad is not None:
            raise ManifestError(f"{name}: range {list(bad)} is not [start, stop]")
        layout[name] = [Box(tuple((int(a), int(b)) for a, b in box)) for box in boxes]
    return layout


def check_layout(layout: Layout, shapes: Mapping[str, Sequence[int]], who: str) -> None:
    """Every box names a known tensor, lies within it, and no two of a tensor overlap
    (``ManifestError`` naming the first that does not)."""
    for name, boxes in layout.items():
        shape = shapes.get(name)
        if shape is None:
            raise ManifestError(f"{who}: no tensor {name!r} in the manifest")
        for i, box in enumerate(boxes):
            if not box.within(shape):
                raise ManifestError(
                    f"{who}: {name} box {box.describe()} is outside its shape {list(shape)}"
                )
            for other in boxes[:i]:
                if box.intersect(other) is not None:
                    raise ManifestError(
                        f"{who}: {name} boxes {other.describe()} and {box.describe()} overlap"
                    )
