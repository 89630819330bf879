"""The transition table as a graph: reachability, the ends of an attempt, rollback, deadlines."""

from __future__ import annotations

from collections import deque

from twophase.core.protocol import Timeouts
from twophase.core.table import (
    ATTEMPT_ENDS,
    DEADLINES,
    FAILURE_TRIGGERS,
    GUARDS,
    RESTING_STATES,
    TRANSITIONS,
    Deadlines,
    Role,
    State,
    Trigger,
    rows_for,
)

# The states a sync attempt passes through between its start (prepare) and its end.
IN_ATTEMPT = frozenset({State.PREPARED, State.RECEIVING, State.APPLYING})


def successors(state: State) -> set[State]:
    return {row.dest for row in TRANSITIONS if row.source is state}


def reachable_from(start: State, *, within: frozenset[State] | None = None) -> set[State]:
    seen, queue = {start}, deque([start])
    while queue:
        for nxt in successors(queue.popleft()):
            if nxt not in seen:
                seen.add(nxt)
                if within is None or nxt in within:
                    queue.append(nxt)
    return seen


def test_every_state_is_reachable_from_idle() -> None:
    assert reachable_from(State.IDLE) == set(State)


def test_the_happy_path_is_in_the_table() -> None:
    path = [
        (State.IDLE, Trigger.JOIN_GROUP, State.GROUP_READY),
        (State.GROUP_READY, Trigger.PREPARE, State.PREPARED),
        (State.PREPARED, Trigger.BEGIN_TRANSFER, State.RECEIVING),
        (State.RECEIVING, Trigger.VOTE_PASSED, State.APPLYING),
        (State.APPLYING, Trigger.APPLIED, State.DONE),
        (State.DONE, Trigger.PREPARE, State.PREPARED),
        (State.DONE, Trigger.DESTROY, State.IDLE),
    ]
    for source, trigger, dest in path:
        assert [row.dest for row in rows_for(source, trigger)] == [dest]


def test_done_and_error_are_the_only_ends_of_an_attempt() -> None:
    # Leaving the attempt's states leads only to DONE or ERROR ...
    for state in IN_ATTEMPT:
        for nxt in successors(state):
            assert nxt in IN_ATTEMPT or nxt in ATTEMPT_ENDS, (state, nxt)
    # ... there is no cycle inside an attempt, so every attempt ends ...
    for state in IN_ATTEMPT:
        for nxt in successors(state) & IN_ATTEMPT:
            assert state not in reachable_from(nxt, within=IN_ATTEMPT), (state, nxt)
    # ... and both ends can be reached from every state of an attempt.
    for state in IN_ATTEMPT:
        assert reachable_from(state, within=IN_ATTEMPT) >= ATTEMPT_ENDS


def test_an_attempt_starts_only_from_a_resting_state_with_a_group() -> None:
    entries = {
        row.source for row in TRANSITIONS if row.dest in IN_ATTEMPT and row.source not in IN_ATTEMPT
    }
    assert entries == {State.GROUP_READY, State.DONE}


def test_every_failure_trigger_leads_every_state_to_error_and_needs_a_cause() -> None:
    for state in State:
        for trigger in FAILURE_TRIGGERS:
            rows = rows_for(state, trigger)
            assert [row.dest for row in rows] == [State.ERROR]
            assert rows[0].requires_detail


def test_error_is_left_only_by_rollback_or_destroy_into_a_resting_state() -> None:
    exits = {
        (row.trigger, row.dest)
        for row in TRANSITIONS
        if row.source is State.ERROR and row.dest is not State.ERROR
    }
    assert exits == {
        (Trigger.ROLLBACK, State.GROUP_READY),
        (Trigger.ROLLBACK, State.IDLE),
        (Trigger.DESTROY, State.IDLE),
    }
    assert all(dest in RESTING_STATES for _, dest in exits)
    for row in rows_for(State.ERROR, Trigger.ROLLBACK):
        assert row.requires_detail


def test_rollback_rows_are_told_apart_by_group_intact_for_both_roles() -> None:
    keep, teardown = rows_for(State.ERROR, Trigger.ROLLBACK)
    for role in Role:
        assert keep.guards_for(role) == ("group_intact",) and keep.dest is State.GROUP_READY
        assert teardown.unless == ("group_intact",) and teardown.dest is State.IDLE


def test_the_role_guards_are_the_ones_the_protocol_requires() -> None:
    (begin,) = rows_for(State.PREPARED, Trigger.BEGIN_TRANSFER)
    assert set(begin.sender_guards) == {"all_endpoints_prepared", "probe_ok"}
    (complete,) = rows_for(State.RECEIVING, Trigger.VOTE_PASSED)
    # The commit point on both sides: every bucket in, and the commit vote passed.
    assert complete.sender_guards == ("all_buckets_confirmed",)
    assert complete.receiver_guards == ("all_buckets_received", "all_buckets_confirmed")
    for row in TRANSITIONS:
        for name in (*row.sender_guards, *row.receiver_guards, *row.unless):
            assert name in GUARDS


def test_no_auto_shortcuts_only_destroy_leads_home_from_outside_an_attempt() -> None:
    # A (state, trigger) pair has rows only where the table says so: e.g. IDLE cannot prepare.
    assert rows_for(State.IDLE, Trigger.PREPARE) == ()
    assert rows_for(State.PREPARED, Trigger.DESTROY) == ()
    assert rows_for(State.RECEIVING, Trigger.PREPARE) == ()


def test_every_waiting_state_has_a_deadline_and_the_wire_can_override_each() -> None:
    for state in (State.IDLE, State.GROUP_READY, State.PREPARED, State.RECEIVING, State.APPLYING):
        assert any(state in deadline.waits_in for deadline in DEADLINES), state
    for deadline in DEADLINES:
        assert deadline.seconds > 0
        assert any(row.trigger is deadline.ends_with for row in TRANSITIONS)
    assert set(Timeouts.model_fields) == {d.name for d in DEADLINES}
    resolved = Timeouts(progress=7.5).over()
    assert resolved.progress == 7.5
    assert resolved.apply == next(d.seconds for d in DEADLINES if d.name == "apply")


def test_one_deadlines_value_from_the_table_and_the_wire_converts_to_it() -> None:
    defaults = Deadlines()
    assert defaults.as_dict() == {d.name: d.seconds for d in DEADLINES}
    base = Deadlines(prepare=3.0, apply=9.0)
    # The wire's overrides win where given; the rest is the base's (the sender's, the
    # endpoint's), not the table's.
    assert Timeouts(progress=7.5).over(base) == Deadlines(prepare=3.0, progress=7.5, apply=9.0)
    assert Timeouts.of(base).over() == base  # every one set on the wire: a round trip
    # The transfer's overall limit: the first collective's deadline, then one progress
    # deadline per bucket and one for the vote.
    assert Deadlines(first_byte=2.0, progress=0.5).transfer_limit(4) == 2.0 + 0.5 * 5
