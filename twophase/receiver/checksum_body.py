"""The body of ``GET /weights_checksum``, over an endpoint's TP ranks, and what it should be.

A rank holding the whole model hashes every tensor (SHA-256 of its bytes); the ranks agree
when the model is the same on each. A tensor-parallel rank hashes its own part of each sharded
tensor, so the ranks' digests differ by design: the body then lists each rank's layout and
digests, and ``expected_checksums`` computes, from the full tensors (a trainer's), what every
rank of that layout should report, in the same body, so one ``digest`` compares with another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import torch

from twophase.core.layouts import Box, layout_json
from twophase.receiver.appliers import combined_digest, tensor_digests
from twophase.receiver.rankdata import WeightsChecksum

MAX_DIFFERING_NAMES = 10  # per rank, in /weights_checksum's account of ranks that disagree


def checksum_body(sums: list[WeightsChecksum]) -> dict[str, object]:
    """``GET /weights_checksum`` over every TP rank. Ranks that hold the whole model:
    ``digest`` means what it did, rank 0's, which is every rank's when they agree; when they
    do not, a digest of every rank's, so that it matches no model, and ``differing`` names
    tensors of each rank that differ from rank 0's. Ranks that hold parts of tensors
    (``tensor_parallel``): ``digest`` covers every rank's part (the digest of the ranks'
    digests), ``ranks_agree`` that every rank is at one version. ``digests``: each rank's, in
    TP order."""
    first = sums[0]
    combined = combined_digest({f"tp rank {r}": s.digest for r, s in enumerate(sums)})
    per_rank = {
        "digests": [s.digest for s in sums],
        "weight_versions": [s.weight_version for s in sums],
    }
    if any(s.layout is not None for s in sums):
        return {
            "weight_version": first.weight_version,
            "tensor_parallel": True,
            "digest": combined,
            "ranks_agree": all(s.weight_version == first.weight_version for s in sums),
            **per_rank,
            "ranks": [s.to_json() for s in sums],
        }
    agree = all(
        (s.weight_version, s.digest, s.adapters)
        == (first.weight_version, first.digest, first.adapters)
        for s in sums
    )
    body: dict[str, object] = first.to_json() | {"ranks_agree": agree, **per_rank}
    if not agree:
        body["digest"] = combined
        body["differing"] = {
            str(rank): sorted(
                name for name, sha in s.tensors.items() if first.tensors.get(name) != sha
            )[:MAX_DIFFERING_NAMES]
            for rank, s in enumerate(sums)
            if s.digest != first.digest
        }
    return body


def expected_checksums(
    version: int,
    tensors: Mapping[str, torch.Tensor],
    layouts: Sequence[Mapping[str, Sequence[Box]]],
) -> list[WeightsChecksum]:
    """What each TP rank holding ``layouts[r]`` of these full tensors reports (a tensor its
    layout does not name, it holds whole; one it names with no box, it holds none of)."""
    sums: list[WeightsChecksum] = []
    for layout in layouts:
        parts = {
            name: _part(tensor, layout[name]) if name in layout else tensor
            for name, tensor in tensors.items()
        }
        digests = tensor_digests(parts)
        sums.append(
            WeightsChecksum(version, digests, combined_digest(digests), layout_json(layout))
        )
    return sums


def _part(tensor: torch.Tensor, boxes: Sequence[Box]) -> torch.Tensor:
    if not boxes:
        return tensor.new_empty(0)
    if len(boxes) > 1:
        raise ValueError("a TP rank holds one box of each tensor")
    return tensor[boxes[0].index()]
