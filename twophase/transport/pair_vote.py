"""The probe and the commit vote of a sharded sync (many senders, every pair its own bytes).

Broadcast's vote compares every rank's checksums with rank 0's; here each receiver rank holds
other bytes, so each rank contributes what it knows of its pairs: a sender the checksums of
the buckets it sent to each receiver rank, a receiver those it received from each sender
rank. All ranks gather all of it and reach the same verdict: every pair's two ends agree.

The probe first: every rank contributes the plan's digest (every rank computes the plan from
the same declared layouts) and, where its own tensors do not match what it declared, a
finding that says how; any disagreement fails the sync on every rank before a weight byte
moves, naming the rank.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from twophase.errors import (
    CollectiveTimeout,
    GroupError,
    GroupNotConnected,
    ProbeMismatch,
    VoteFailed,
)
from twophase.transport.group import Group
from twophase.transport.probe import all_gather_variable

PairSums = Mapping[int, Sequence[str | None]]  # the peer rank -> its buckets' checksums


def run_plan_probe(
    group: Group, plan_digest: str, finding: str | None, *, timeout_s: float
) -> None:
    """Every rank agrees on the plan and holds what it declared, or ``ProbeMismatch`` naming
    each rank that does not (``GroupNotConnected`` if the collective does not complete)."""
    mine = json.dumps({"plan": plan_digest, "finding": finding or ""}).encode()
    try:
        answers = [json.loads(raw) for raw in all_gather_variable(group, mine, timeout_s)]
    except CollectiveTimeout as exc:
        raise GroupNotConnected(
            f"group not connected: the probe did not complete within {timeout_s:g} s "
            f"({group.config.describe()})"
        ) from exc
    except GroupError as exc:
        raise GroupNotConnected(f"group broke during the probe: {exc}") from exc
    findings = {
        rank: f"rank {rank}: {a['finding']}" for rank, a in enumerate(answers) if a["finding"]
    }
    leader = answers[0]["plan"]
    for rank, answer in enumerate(answers):
        if answer["plan"] != leader and rank not in findings:
            findings[rank] = f"rank {rank}: computed another plan than rank 0 (its inputs differ)"
    if findings:
        raise ProbeMismatch(findings, "probe: the sharded sync's ranks disagree")


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
    try:
        answers = [json.loads(raw) for raw in all_gather_variable(group, mine, timeout_s, "vote")]
    except GroupError as exc:
        raise GroupNotConnected(f"group broke during the commit vote: {exc}") from exc
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
