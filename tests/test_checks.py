"""The probe's and the vote's bytes on the wire, pinned (older peers decode them), and the one
mapping of a failed collective (``transport/checks.py``)."""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any

import pytest

from tests.helpers import free_port, run_ranks
from twophase.core.buckets import Manifest, TensorSpec, plan_buckets
from twophase.errors import GroupNotConnected, ProbeMismatch
from twophase.testing import SimNetwork
from twophase.testing.simgroup import SimGroup
from twophase.transport.checks import run_pair_vote, run_plan_probe, run_probe, run_vote
from twophase.transport.group import GroupConfig

SPECS = [TensorSpec("a", "float32", (4, 4)), TensorSpec("b", "float32", (8,))]


def recorded(group: SimGroup) -> list[tuple[str, Any]]:
    """Every collective ``group`` runs from now on: (its name, the bytes it contributes)."""
    calls: list[tuple[str, Any]] = []
    gather, broadcast = group.all_gather_bytes, group.broadcast

    def all_gather_bytes(data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        calls.append((what, data))
        return gather(data, timeout_s=timeout_s, what=what)

    def broadcast_recorded(tensor: Any, *, src: int = 0, timeout_s: float, what: str) -> None:
        broadcast(tensor, src=src, timeout_s=timeout_s, what=what)
        calls.append((what, bytes(tensor.cpu().numpy().tobytes())))

    group.all_gather_bytes = all_gather_bytes  # type: ignore[method-assign]
    group.broadcast = broadcast_recorded  # type: ignore[method-assign]
    return calls


def alone() -> SimGroup:
    return SimNetwork().group_factory(GroupConfig("127.0.0.1", free_port(), 1, 0))


def size(data: bytes) -> bytes:
    return len(data).to_bytes(8, "little")


def test_each_check_contributes_the_bytes_it_always_has() -> None:
    manifest = plan_buckets(SPECS, 1)
    group = alone()
    calls = recorded(group)
    run_probe(group, manifest, timeout_s=5)
    run_vote(group, ["c1", None], timeout_s=5)
    run_plan_probe(group, "d0", None, timeout_s=5)
    run_pair_vote(group, senders=1, sent={0: ["c1", None]}, timeout_s=5)
    plan = b'{"plan": "d0", "finding": ""}'
    pairs = b'{"sent": {"0": ["c1", null]}}'
    assert calls == [
        ("probe: manifest digests", bytes.fromhex(manifest.digest())),
        ("vote", hashlib.sha256(b"2\nc1\n-").digest()),
        ("probe: sizes", size(plan)),
        ("probe: contributions", plan),
        ("vote: sizes", size(pairs)),
        ("vote: contributions", pairs),
    ]


def test_a_probe_mismatch_broadcasts_the_trainers_manifest_and_gathers_each_finding() -> None:
    """Rank 1 expects ``b`` as another shape: rank 0's manifest goes to it (size, then JSON)
    and the findings are gathered (sizes, then each padded to the longest)."""
    theirs = plan_buckets([SPECS[0], TensorSpec("b", "float32", (9,))], 1)
    manifests = {0: plan_buckets(SPECS, 1), 1: theirs}
    network, port = SimNetwork(), free_port()
    calls: dict[int, list[tuple[str, Any]]] = {}

    def probe(rank: int) -> None:
        group = network.group_factory(GroupConfig("127.0.0.1", port, 2, rank, timeout_s=10))
        calls[rank] = recorded(group)
        try:
            run_probe(group, Manifest.from_wire(manifests[rank].to_wire()), timeout_s=10)
        finally:
            group.close()

    results = run_ranks(2, probe, timeout=30)
    assert all(isinstance(results[r], ProbeMismatch) for r in range(2)), results
    finding = results[1].findings[1].encode()
    wire = json.dumps([b.model_dump() for b in manifests[0].to_wire()]).encode()
    for rank in range(2):
        assert [what for what, _ in calls[rank]] == [
            "probe: manifest digests", "probe: manifest size", "probe: manifest",
            "probe: sizes", "probe: contributions",
        ]  # fmt: skip
        assert calls[rank][1][1] == len(wire).to_bytes(8, "little")  # an int64 tensor
        assert calls[rank][2][1] == wire
        assert calls[rank][3][1] == size(finding if rank else b"")
        assert calls[rank][4][1] == (finding if rank else b"\0" * len(finding))


NOT_CONNECTED = "group not connected: the probe did not complete within 0.3 s"
BROKE = "group broke during the commit vote"


@pytest.mark.parametrize(
    ("check", "message"),
    [
        (lambda g: run_probe(g, plan_buckets(SPECS, 1), timeout_s=0.3), NOT_CONNECTED),
        (lambda g: run_plan_probe(g, "d0", None, timeout_s=0.3), NOT_CONNECTED),
        (lambda g: run_vote(g, ["c1"], timeout_s=0.3), BROKE),
        (lambda g: run_pair_vote(g, senders=1, sent={}, timeout_s=0.3), BROKE),
    ],
)
def test_a_check_the_other_rank_never_joins_is_group_not_connected(
    check: Any, message: str
) -> None:
    """A probe that times out: the group is not connected; a vote: it broke (it was
    connected at the probe)."""
    network, port = SimNetwork(), free_port()

    def body(rank: int) -> None:
        group = network.group_factory(GroupConfig("127.0.0.1", port, 2, rank, timeout_s=10))
        try:
            if rank == 0:
                check(group)
            else:
                time.sleep(1.0)  # joined, but never in the check: rank 0 times out
        finally:
            group.close()

    error = run_ranks(2, body, timeout=30)[0]
    assert isinstance(error, GroupNotConnected) and str(error).startswith(message), error
