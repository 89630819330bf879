"""The probe: one small collective before any weight byte moves.

Every rank contributes the SHA-256 of the manifest it expects. If all agree, the transfer may
start. If not, rank 0 (the trainer) broadcasts its manifest, every rank names its first
difference, and all ranks learn every rank's finding, so the trainer's error and each
receiver's ``/sync_state`` name the tensor instead of hanging on a mismatched broadcast.

A probe that does not complete by its deadline means the group is not connected (a rank on the
wrong device, under a wrong store prefix, with a wrong world size): it is reported as such.
"""

from __future__ import annotations

import hashlib
import json

import torch

from twophase.core.buckets import Manifest
from twophase.core.protocol import BucketMetadata
from twophase.errors import (
    CollectiveTimeout,
    GroupError,
    GroupNotConnected,
    ProbeMismatch,
    VoteFailed,
)
from twophase.transport.group import Group

_LENGTH_BYTES = 8


def run_probe(group: Group, manifest: Manifest, *, timeout_s: float) -> None:
    """Run the probe on this rank; return when every rank expects the same manifest.

    Raises ``ProbeMismatch`` naming each disagreeing rank's first differing tensor, or
    ``GroupNotConnected`` when the collective does not complete by ``timeout_s``.
    """
    try:
        digests = group.all_gather_bytes(
            bytes.fromhex(manifest.digest()), timeout_s=timeout_s, what="probe: manifest digests"
        )
        if len(set(digests)) == 1:
            return
        # Slow path, only on a mismatch: every rank compares against the trainer's manifest.
        reference = _broadcast_manifest(group, manifest, timeout_s)
        finding = b""
        if group.rank != 0:
            who = f"rank {group.rank}"
            text = reference.first_difference(
                manifest, expected="the trainer sends", got=f"{who} expects", peer=who
            )
            finding = (text or "").encode()
        reports = all_gather_variable(group, finding, timeout_s)
    except CollectiveTimeout as exc:
        raise GroupNotConnected(
            f"group not connected: the probe did not complete within {timeout_s:g} s "
            f"({group.config.describe()}); check every rank's master address and port, "
            f"group name, world size and device"
        ) from exc
    except GroupError as exc:
        raise GroupNotConnected(f"group broke during the probe: {exc}") from exc
    findings = {rank: text.decode() for rank, text in enumerate(reports) if text}
    if not findings:  # digests differ but no tensor does: the bucket boundaries differ
        findings = {
            rank: f"rank {rank}: same tensors, different bucket boundaries"
            for rank, digest in enumerate(digests)
            if digest != digests[0]
        }
    raise ProbeMismatch(findings)


def _broadcast_manifest(group: Group, manifest: Manifest, timeout_s: float) -> Manifest:
    """Rank 0's manifest, on every rank (size first, then the JSON bytes)."""
    payload = json.dumps([b.model_dump() for b in manifest.to_wire()]).encode()
    device = group.config.device
    size = len(payload) if group.rank == 0 else 0
    length = torch.tensor([size], dtype=torch.int64, device=device)
    group.broadcast(length, timeout_s=timeout_s, what="probe: manifest size")
    data = torch.zeros(int(length.item()), dtype=torch.uint8)
    if group.rank == 0:
        data.copy_(torch.frombuffer(bytearray(payload), dtype=torch.uint8))
    data = data.to(device)
    group.broadcast(data, timeout_s=timeout_s, what="probe: manifest")
    text = bytes(data.cpu().tolist())
    buckets = [BucketMetadata.model_validate(b) for b in json.loads(text)]
    return Manifest.from_wire(buckets)


def all_gather_variable(
    group: Group, data: bytes, timeout_s: float, what: str = "probe"
) -> list[bytes]:
    """All-gather byte strings of different lengths (lengths first, then padded data);
    ``what``: the step they belong to (the probe, the pair vote), as errors name it."""
    lengths = group.all_gather_bytes(
        len(data).to_bytes(_LENGTH_BYTES, "little"), timeout_s=timeout_s, what=f"{what}: sizes"
    )
    sizes = [int.from_bytes(raw, "little") for raw in lengths]
    longest = max(sizes)
    if longest == 0:
        return [b""] * len(sizes)
    padded = group.all_gather_bytes(
        data.ljust(longest, b"\0"), timeout_s=timeout_s, what=f"{what}: contributions"
    )
    return [raw[:size] for raw, size in zip(padded, sizes, strict=True)]


def run_vote(group: Group, checksums: list[str | None], *, timeout_s: float) -> None:
    """The commit vote: every rank contributes the digest of its per-bucket checksums (or, with
    checksums off, of the bucket count). All equal to the sender's: every rank holds every
    bucket intact, and the sender may complete every endpoint. Raises ``VoteFailed`` naming
    the ranks that differ, or ``GroupNotConnected`` if the collective fails."""
    text = "\n".join(c if c is not None else "-" for c in checksums)
    mine = hashlib.sha256(f"{len(checksums)}\n{text}".encode()).digest()
    try:
        votes = group.all_gather_bytes(mine, timeout_s=timeout_s, what="vote")
    except GroupError as exc:
        raise GroupNotConnected(f"group broke during the commit vote: {exc}") from exc
    differing = [rank for rank, vote in enumerate(votes) if vote != votes[0]]
    if differing:
        raise VoteFailed(
            "commit vote failed: ranks "
            + ", ".join(map(str, differing))
            + " received bytes that differ from what the sender sent (bucket checksums differ)"
        )
