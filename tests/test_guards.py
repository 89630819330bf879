"""Guards decide from evidence: each role's real guard source, in a real machine, is handed
evidence to the contrary for every guarded forward row of the table and refuses the row
(state and history unchanged, an error naming the role, state and trigger), and takes it with
the evidence that holds. A call site that fires a row before the fact it guards (no probe
result, a failed vote, an endpoint or rank that did not answer) is refused by the table.

The rollback rows are guarded too (``group_intact``), but in pairs that cover every case
(kept, or torn down: ``unless``); their guard reads what the attempt did to the group, and
contrary facts take the other row of the pair (checked last)."""

from __future__ import annotations

import pytest

from twophase.core.machine import SyncMachine
from twophase.core.table import TRANSITIONS, Role, State, Trigger
from twophase.errors import GuardRejected
from twophase.receiver.rankdata import ReceivedReport
from twophase.receiver.receiver_guards import ReceiverEvidence, ReceiverGuards
from twophase.sender.sender_guards import (
    NO_PROBE,
    PrepareAnswers,
    ProbeResult,
    SenderEvidence,
    SenderGuards,
    VoteResult,
)

ENDPOINTS = ("a:1", "b:2")
SYNC = "s1"
RANKS = 2
BUCKETS = 3

ALL_READY = PrepareAnswers(SYNC, dict.fromkeys(ENDPOINTS, "ready"))
PASSED = ProbeResult(required=True, passed=True)
VOTED = VoteResult(required=True, outcome="passed", buckets_sent=BUCKETS, buckets_total=BUCKETS)


def report(buckets: int = BUCKETS, *, received: int = BUCKETS) -> ReceivedReport:
    return ReceivedReport(buckets, 1024, ["c"] * received, 0.1, 0)


EVERY_REPORT = tuple(report() for _ in range(RANKS))

# For each role's guarded forward trigger: the evidence that holds, and evidence to the
# contrary (each with what is wrong in it).
Evidence = object
CASES: dict[tuple[Role, Trigger], tuple[Evidence, list[tuple[str, Evidence]]]] = {
    (Role.SENDER, Trigger.PREPARE): (
        SenderEvidence(prepare=ALL_READY),
        [
            ("no evidence", None),
            ("no prepare answers", SenderEvidence(probe=PASSED)),
            ("one endpoint did not answer", SenderEvidence(
                prepare=PrepareAnswers(SYNC, {"a:1": "ready"}))),
            ("one endpoint answered error", SenderEvidence(
                prepare=PrepareAnswers(SYNC, {"a:1": "ready", "b:2": "error"}))),
            ("answers to another sync", SenderEvidence(
                prepare=PrepareAnswers("s0", dict.fromkeys(ENDPOINTS, "ready")))),
        ],
    ),
    (Role.SENDER, Trigger.BEGIN_TRANSFER): (
        SenderEvidence(prepare=ALL_READY, probe=PASSED),
        [
            ("no evidence", None),
            ("no probe result", SenderEvidence(prepare=ALL_READY)),
            ("the probe failed", SenderEvidence(
                prepare=ALL_READY, probe=ProbeResult(required=True, passed=False))),
            ("an endpoint not prepared", SenderEvidence(
                prepare=PrepareAnswers(SYNC, {"b:2": "ready"}), probe=PASSED)),
        ],
    ),
    (Role.SENDER, Trigger.VOTE_PASSED): (
        SenderEvidence(vote=VOTED),
        [
            ("no evidence", None),
            ("no vote outcome", SenderEvidence(prepare=ALL_READY, probe=PASSED)),
            ("the vote failed", SenderEvidence(vote=VoteResult(True, "failed", BUCKETS, BUCKETS))),
            ("the vote uncertain", SenderEvidence(
                vote=VoteResult(True, "uncertain", BUCKETS, BUCKETS))),
            ("a vote required, none held", SenderEvidence(
                vote=VoteResult(True, None, BUCKETS, BUCKETS))),
            ("seed: a bucket not sent", SenderEvidence(
                vote=VoteResult(False, None, BUCKETS - 1, BUCKETS))),
            ("seed: nothing sent", SenderEvidence(vote=VoteResult(False, None, 0, 0))),
        ],
    ),
    (Role.RECEIVER, Trigger.PREPARE): (
        ReceiverEvidence(SYNC, posted=RANKS),
        [
            ("no evidence", None),
            ("a rank did not post", ReceiverEvidence(SYNC, posted=RANKS - 1)),
            ("another sync's ranks", ReceiverEvidence("s0", posted=RANKS)),
            ("the sender's evidence", SenderEvidence(prepare=ALL_READY)),
        ],
    ),
    (Role.RECEIVER, Trigger.BEGIN_TRANSFER): (
        ReceiverEvidence(SYNC, started=RANKS),
        [
            ("no evidence", None),
            ("a rank's transfer did not start", ReceiverEvidence(SYNC, started=RANKS - 1)),
            ("posted, not started", ReceiverEvidence(SYNC, posted=RANKS)),
            ("another sync's ranks", ReceiverEvidence("s0", started=RANKS)),
        ],
    ),
    (Role.RECEIVER, Trigger.VOTE_PASSED): (
        ReceiverEvidence(SYNC, reports=EVERY_REPORT, buckets=BUCKETS, confirmed="vote"),
        [
            ("no evidence", None),
            ("the vote not confirmed", ReceiverEvidence(
                SYNC, reports=EVERY_REPORT, buckets=BUCKETS, confirmed=None)),
            ("a rank's report missing", ReceiverEvidence(
                SYNC, reports=EVERY_REPORT[:1], buckets=BUCKETS, confirmed="vote")),
            ("a rank missed a bucket", ReceiverEvidence(
                SYNC, reports=(report(), report(received=BUCKETS - 1)), buckets=BUCKETS,
                confirmed="vote")),
            ("reports of another manifest", ReceiverEvidence(
                SYNC, reports=EVERY_REPORT, buckets=BUCKETS + 1, confirmed="vote")),
            ("another sync's reports", ReceiverEvidence(
                "s0", reports=EVERY_REPORT, buckets=BUCKETS, confirmed="vote")),
        ],
    ),
}  # fmt: skip

GUARDED_FORWARD = {
    (role, row.source, row.trigger)
    for role in Role
    for row in TRANSITIONS
    if row.guards_for(role) and row.trigger is not Trigger.ROLLBACK
}


def guards_for(role: Role) -> SenderGuards | ReceiverGuards:
    """The role's real guard source, in an attempt at sync ``SYNC`` with a live group."""
    if role is Role.SENDER:
        sender = SenderGuards(group_alive=lambda: True)
        sender.new_attempt(ENDPOINTS, SYNC)
        return sender
    receiver = ReceiverGuards(ranks=RANKS, has_group=True)
    receiver.new_attempt(SYNC)
    return receiver


def machine_for(role: Role, state: State) -> SyncMachine:
    return SyncMachine(role, guards_for(role), initial=state)


def test_every_guarded_forward_row_of_both_roles_has_contrary_evidence_here() -> None:
    assert {(role, trigger) for role, _, trigger in GUARDED_FORWARD} == set(CASES)


@pytest.mark.parametrize(
    ("role", "source", "trigger"),
    sorted(GUARDED_FORWARD, key=lambda c: (c[0].value, c[1].value, c[2].value)),
    ids=lambda v: v.value,
)
def test_contrary_evidence_is_refused_and_changes_nothing(
    role: Role, source: State, trigger: Trigger
) -> None:
    holds, contrary = CASES[(role, trigger)]
    for why, evidence in contrary:
        machine = machine_for(role, source)
        with pytest.raises(GuardRejected) as refused:
            machine.fire(trigger, evidence=evidence, sync_id=SYNC, detail=why)
        error = refused.value
        assert (error.role, error.state, error.trigger) == (
            role.value,
            source.value,
            trigger.value,
        ), why
        assert f"cannot {trigger.value!r} in state {source.value}" in str(error), why
        assert error.failed_guards, why
        assert machine.state is source and machine.history() == [], why
    machine = machine_for(role, source)
    record = machine.fire(trigger, evidence=holds, sync_id=SYNC, detail="the evidence holds")
    (row,) = [r for r in TRANSITIONS if r.source is source and r.trigger is trigger]
    assert (record.source, record.trigger, record.dest) == (source, trigger, row.dest)
    assert machine.state is row.dest


def test_the_seed_protocol_has_no_probe_and_no_vote_and_its_evidence_says_so() -> None:
    sender = machine_for(Role.SENDER, State.PREPARED)
    sender.fire(Trigger.BEGIN_TRANSFER, evidence=SenderEvidence(ALL_READY, NO_PROBE))
    every_bucket_sent = VoteResult(False, None, BUCKETS, BUCKETS)
    sender.fire(Trigger.VOTE_PASSED, evidence=SenderEvidence(vote=every_bucket_sent))
    assert sender.state is State.APPLYING
    receiver = machine_for(Role.RECEIVER, State.RECEIVING)
    complete_came = ReceiverEvidence(
        SYNC, reports=EVERY_REPORT, buckets=BUCKETS, confirmed="complete_request"
    )
    receiver.fire(Trigger.VOTE_PASSED, evidence=complete_came)
    assert receiver.state is State.APPLYING


@pytest.mark.parametrize("role", list(Role), ids=lambda r: r.value)
def test_the_rollback_keeps_the_group_only_when_nothing_touched_it(role: Role) -> None:
    for touched, dest in ((False, State.GROUP_READY), (True, State.IDLE)):
        guards = guards_for(role)
        machine = SyncMachine(role, guards, initial=State.ERROR)
        if isinstance(guards, SenderGuards):
            guards.group_touched = touched
        else:
            assert isinstance(guards, ReceiverGuards)
            guards.receive_posted = touched
        assert machine.fire(Trigger.ROLLBACK, detail="rolled back").dest is dest
