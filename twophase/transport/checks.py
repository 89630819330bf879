"""The probe and the commit vote: every rank contributes evidence, all ranks gather all of it,
and every rank reaches the same verdict (pass, or an error naming the ranks that differ).

``Evidence`` is one rank's part (its bytes, encoded as the wire has always carried them: older
peers decode them) and how all parts are judged; ``check`` gathers and judges, and maps a failed
collective to ``GroupNotConnected`` one way for the four checks: one sender's probe and vote
(every rank the same bytes: a digest each), a sharded sync's (many senders, every pair its own
bytes: JSON of the plan, of each pair's checksums). A probe that does not complete by its
deadline means the group is not connected (a rank on the wrong device, under a wrong store
prefix, with a wrong world size): it is reported as such.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Literal

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
PairSums = Mapping[int, Sequence[str | None]]  # the peer rank -> its buckets' checksums


@dataclass(frozen=True)
class Evidence:
    """This rank's part of a check, and how every rank judges all the parts."""

    step: Literal["probe", "commit vote"]  # as a failed collective's error names it
    what: str  # the all-gather's name, as errors and fault points see it
    mine: bytes
    judge: Callable[[list[bytes]], None]  # every rank's part, by rank: returns or raises
    same_size: bool = False  # every rank's part has one length: one all-gather, no sizes first


def check(group: Group, evidence: Evidence, *, timeout_s: float) -> None:
    """Gather every rank's evidence and judge it: the same verdict on every rank. A collective
    that fails is ``GroupNotConnected``: a probe that times out, not connected; else broken."""
    try:
        if evidence.same_size:
            parts = group.all_gather_bytes(evidence.mine, timeout_s=timeout_s, what=evidence.what)
        else:
            parts = _gather_variable(group, evidence.mine, timeout_s, evidence.what)
        evidence.judge(parts)
    except GroupError as exc:
        if isinstance(exc, CollectiveTimeout) and evidence.step == "probe":
            raise GroupNotConnected(
                f"group not connected: the probe did not complete within {timeout_s:g} s "
                f"({group.config.describe()}); check every rank's master address and port, "
                f"group name, world size and device"
            ) from exc
        raise GroupNotConnected(f"group broke during the {evidence.step}: {exc}") from exc


def _gather_variable(group: Group, data: bytes, timeout_s: float, what: str) -> list[bytes]:
    """All-gather byte strings of different lengths (lengths first, then padded data)."""
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


def run_probe(
    group: Group, manifest: Manifest, *, timeout_s: float, shared: bool | None = None
) -> list[int]:
    """Return when every rank expects the same manifest (the SHA-256 of it, gathered). Else
    rank 0 (the trainer) broadcasts its manifest and every rank's first difference is gathered:
    ``ProbeMismatch`` names each disagreeing rank's tensor (rather than a hang on a mismatched
    broadcast); ``GroupNotConnected`` if the collective does not complete by ``timeout_s``.

    ``shared``: the trainer offered its shared memory (``shared_memory.py``), and whether this
    rank maps it; every rank's answer rides on its digest, and the ranks that do not map it
    are returned, the same list on every rank (empty: the buckets go through shared memory).
    None: not offered (the digest alone, as every peer's probe has always been)."""
    digest = bytes.fromhex(manifest.digest())
    mine = digest if shared is None else digest + (b"\1" if shared else b"\0")
    missing: list[int] = []

    def judge(parts: list[bytes]) -> None:
        _judge_manifests(group, manifest, timeout_s, [part[: len(digest)] for part in parts])
        if shared is not None:
            missing.extend(rank for rank, part in enumerate(parts) if part[-1:] != b"\1")

    evidence = Evidence("probe", "probe: manifest digests", mine, judge, same_size=True)
    check(group, evidence, timeout_s=timeout_s)
    return missing


def _judge_manifests(
    group: Group, manifest: Manifest, timeout_s: float, digests: list[bytes]
) -> None:
    if len(set(digests)) == 1:
        return
    # Slow path, only on a mismatch (every rank sees it): each compares with the trainer's.
    reference = _broadcast_manifest(group, manifest, timeout_s)
    finding = b""
    if group.rank != 0:
        who = f"rank {group.rank}"
        text = reference.first_difference(
            manifest, expected="the trainer sends", got=f"{who} expects", peer=who
        )
        finding = (text or "").encode()
    reports = _gather_variable(group, finding, timeout_s, "probe")
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


def run_vote(group: Group, checksums: list[str | None], *, timeout_s: float) -> None:
    """The commit vote: every rank contributes the digest of its per-bucket checksums (or, with
    checksums off, of the bucket count). All equal to the sender's: every rank holds every
    bucket intact, and the sender may complete every endpoint. Raises ``VoteFailed`` naming
    the ranks that differ, or ``GroupNotConnected`` if the collective fails."""
    text = "\n".join(c if c is not None else "-" for c in checksums)
    mine = hashlib.sha256(f"{len(checksums)}\n{text}".encode()).digest()
    evidence = Evidence("commit vote", "vote", mine, _judge_votes, same_size=True)
    check(group, evidence, timeout_s=timeout_s)


def _judge_votes(votes: list[bytes]) -> None:
    differing = [rank for rank, vote in enumerate(votes) if vote != votes[0]]
    if differing:
        raise VoteFailed(
            "commit vote failed: ranks "
            + ", ".join(map(str, differing))
            + " received bytes that differ from what the sender sent (bucket checksums differ)"
        )


def run_plan_probe(
    group: Group,
    plan_digest: str,
    finding: str | None,
    *,
    timeout_s: float,
    shared: bool | None = None,
) -> list[int]:
    """Every rank agrees on the plan and holds what it declared, or ``ProbeMismatch`` naming
    each rank that does not (``GroupNotConnected`` if the collective does not complete).

    ``shared``: the sender ranks offered their shared memory, and whether this rank takes
    it (a sender: its pool is there; a receiver: it maps every sender's); the ranks that do
    not are returned, the same list on every rank (empty: every pair goes through shared
    memory). None: not offered (the key stays off the wire, as every peer's has been)."""
    said: dict[str, object] = {"plan": plan_digest, "finding": finding or ""}
    if shared is not None:
        said["shared"] = shared
    missing: list[int] = []

    def judge(parts: list[bytes]) -> None:
        answers = _judge_plans(parts)
        if shared is not None:
            missing.extend(r for r, a in enumerate(answers) if a.get("shared") is not True)

    check(group, Evidence("probe", "probe", json.dumps(said).encode(), judge), timeout_s=timeout_s)
    return missing


def _judge_plans(parts: list[bytes]) -> list[dict[str, object]]:
    answers = [json.loads(raw) for raw in parts]
    findings = {
        rank: f"rank {rank}: {a['finding']}" for rank, a in enumerate(answers) if a["finding"]
    }
    leader = answers[0]["plan"]
    for rank, answer in enumerate(answers):
        if answer["plan"] != leader and rank not in findings:
            findings[rank] = f"rank {rank}: computed another plan than rank 0 (its inputs differ)"
    if findings:
        raise ProbeMismatch(findings, "probe: the sharded sync's ranks disagree")
    return answers


def run_pair_vote(
    group: Group,
    *,
    senders: int,
    sent: PairSums | None = None,
    received: PairSums | None = None,
    timeout_s: float,
) -> None:
    """The commit vote: a sender passes ``sent`` (per receiver rank), a receiver
    ``received`` (per sender rank); group ranks below ``senders`` are the senders, the rest
    receiver ranks in order. Passes on every rank or on none: ``VoteFailed`` naming the
    pairs whose ends differ; ``GroupNotConnected`` if the collective fails (the answer is then
    not known here)."""
    role, sums = ("sent", sent) if sent is not None else ("received", received or {})
    mine = json.dumps({role: {str(peer): list(v) for peer, v in sums.items()}}).encode()
    judge = partial(_judge_pairs, senders)
    check(group, Evidence("commit vote", "vote", mine, judge), timeout_s=timeout_s)


def _judge_pairs(senders: int, parts: list[bytes]) -> None:
    answers = [json.loads(raw) for raw in parts]
    differing = []
    for r, answer in enumerate(answers[senders:]):
        got = answer.get("received", {})
        for s, sender in enumerate(answers[:senders]):
            want = sender.get("sent", {}).get(str(r), [])
            have = got.get(str(s), [])
            if want != have:
                differing.append(_difference(s, r, want, have))
    if differing:
        raise VoteFailed("commit vote failed: " + "; ".join(differing))


def _difference(sender: int, receiver: int, want: list[str | None], have: list[str | None]) -> str:
    pair = f"sender rank {sender} -> receiver rank {receiver}"
    if len(want) != len(have):
        return f"{pair}: {len(have)} buckets received of {len(want)} sent"
    first = next(i for i, (a, b) in enumerate(zip(want, have, strict=True)) if a != b)
    return f"{pair}: bucket {first + 1} checksum {have[first]} != sent {want[first]}"
