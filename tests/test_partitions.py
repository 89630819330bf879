"""Partitions across hosts: real ``twophase trainer`` and ``twophase serve`` processes, each on
its own network-namespace host, a link cut at a phase of a sync and healed below or above the
deadlines, a flapping link, a straggler on a 10x slower link.

After every case (``twophase.testing.partitions.run_case``): the attempt ended within the sum
of its deadlines plus the HTTP slack; once every server is at rest no two are on different
versions and each serves the trainer's weights of the version it reports; the failure is
named (the deadline or the peer); the next sync after healing succeeds. A few cases here keep
``make test`` short; ``make partition-matrix`` runs every phase x who is cut x heal time.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from tests.conftest import require_netns
from twophase.testing.netcluster import Cluster
from twophase.testing.netprocs import Deployment
from twophase.testing.partitions import CASE_TIMEOUTS, HTTP_SLACK_S, Case, run_case

# A cut longer than this fails the sync: the deadline that covers the phase, plus the slack the
# sender gives a request on top of it.
MUST_FAIL_AFTER_S = {
    "transfer": CASE_TIMEOUTS["progress"] + HTTP_SLACK_S,
    "vote": CASE_TIMEOUTS["progress"] + HTTP_SLACK_S,
    "join": CASE_TIMEOUTS["group_join"] + HTTP_SLACK_S,
}

CASES = [
    Case("transfer", "s1", 0.5),  # healed below the progress deadline: TCP carries on
    Case("transfer", "s1", 6.0),  # above: the progress deadline fires, every side rolls back
    Case("vote", "s2", 6.0),  # inside the commit vote: the uncertain vote holds
    Case("transfer", "trainer", 6.0),
    # Healed past the join's deadline plus the sender's HTTP slack (4 + 2 s): at 6 s, a request
    # sent as the link went dark can still be carried by TCP's retransmission in time.
    Case("join", "s2", 8.0),
    # The trainer cut inside the join: its failed join once held the store's port and the
    # sender's group thread past the heal, and the next sync failed its join.
    Case("join", "trainer", 8.0),
    Case("flap", "s1", 3.0),
    Case("slow", "s2", 0.0),  # a straggler: ends by its deadlines (here it succeeds)
]


@pytest.fixture(scope="module")
def deployed() -> Iterator[tuple[Cluster, Deployment, dict[int, str]]]:
    require_netns()
    with Cluster(["trainer", "s1", "s2"]) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}, size="small",
        trainer_args=("--bucket-delay", "0.05"),
    ) as deployment:  # fmt: skip
        deployment.register()
        status, reply, _ = deployment.sync(bucket_mb=0.25)
        assert status == 200 and reply["success"], reply
        digests = {int(reply["weight_version"]): deployment.digest("trainer")}
        yield cluster, deployment, digests


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.phase}-{c.victim}-{c.heal_after_s:g}s")
def test_a_partition_keeps_every_invariant(
    deployed: tuple[Cluster, Deployment, dict[int, str]], case: Case
) -> None:
    cluster, deployment, digests = deployed
    outcome = run_case(cluster, deployment, case, digests)
    assert outcome.problems == [], outcome.line()
    assert outcome.seconds <= outcome.bound_s and outcome.next_ok, outcome.line()
    if case.heal_after_s > MUST_FAIL_AFTER_S.get(case.phase, math.inf):
        # Cut past the phase's deadline and the HTTP slack while the sync ran: it must have
        # failed, and said so.
        assert outcome.cut and not outcome.success, outcome.line()
