"""The machine built from the table: every (role, state, trigger) triple, history, asyncio."""

from __future__ import annotations

import asyncio
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twophase.core.machine import SyncMachine, wait_for_state
from twophase.core.table import GUARDS, TRANSITIONS, Role, State, Trigger, rows_for
from twophase.errors import GuardRejected, IllegalTransition, ProtocolError


class Guards:
    """A guard source whose answers the test sets (whatever the evidence)."""

    def __init__(self, values: dict[str, bool] | None = None) -> None:
        self.values = dict.fromkeys(GUARDS, True) | (values or {})

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        if name in GUARDS:
            return lambda evidence=None: self.values[name]
        raise AttributeError(name)


def expected_dest(
    role: Role, state: State, trigger: Trigger, values: dict[str, bool]
) -> State | None:
    for row in rows_for(state, trigger):
        if all(values[g] for g in row.guards_for(role)) and not any(values[g] for g in row.unless):
            return row.dest
    return None


@given(
    role=st.sampled_from(Role),
    state=st.sampled_from(State),
    trigger=st.sampled_from(Trigger),
    values=st.fixed_dictionaries({name: st.booleans() for name in GUARDS}),
    detail=st.sampled_from(["", "peer died"]),
)
def test_every_triple_goes_to_the_tables_destination_or_is_rejected_unchanged(
    role: Role, state: State, trigger: Trigger, values: dict[str, bool], detail: str
) -> None:
    machine = SyncMachine(role, Guards(values), initial=state)
    before = machine.history()
    rows = rows_for(state, trigger)
    dest = expected_dest(role, state, trigger, values)
    if rows and dest is not None and (detail or not rows[0].requires_detail):
        record = machine.fire(trigger, detail=detail)
        assert machine.state is dest
        assert (record.source, record.dest, record.trigger) == (state, dest, trigger)
        assert any(
            (row.source, row.trigger, row.dest) == (state, trigger, dest) for row in TRANSITIONS
        )
    else:
        with pytest.raises(ProtocolError) as caught:
            machine.fire(trigger, detail=detail)
        message = str(caught.value)
        assert role.value in message and state.value in message and trigger.value in message
        assert machine.state is state
        assert machine.history() == before
        if not rows:
            assert isinstance(caught.value, IllegalTransition)
        elif dest is None:
            assert isinstance(caught.value, GuardRejected)
            assert caught.value.failed_guards or any(values[g] for r in rows for g in r.unless)


def run_happy_path(machine: SyncMachine, sync_id: str) -> None:
    for trigger in (Trigger.PREPARE, Trigger.BEGIN_TRANSFER, Trigger.VOTE_PASSED, Trigger.APPLIED):
        machine.fire(trigger, sync_id=sync_id)


@pytest.mark.parametrize("role", list(Role))
def test_two_syncs_on_one_group_then_destroy(role: Role) -> None:
    machine = SyncMachine(role, Guards())
    machine.fire(Trigger.JOIN_GROUP)
    run_happy_path(machine, "s1")
    assert machine.state is State.DONE
    run_happy_path(machine, "s2")
    machine.fire(Trigger.DESTROY)
    assert machine.state is State.IDLE
    assert [r.sync_id for r in machine.history()][-2:] == ["s2", "s2"]


def test_the_sender_cannot_broadcast_until_every_endpoint_is_prepared_and_the_probe_passed() -> (
    None
):
    guards = Guards({"probe_ok": False})
    machine = SyncMachine(Role.SENDER, guards, initial=State.PREPARED)
    with pytest.raises(GuardRejected, match="probe_ok"):
        machine.fire(Trigger.BEGIN_TRANSFER)
    guards.values.update(probe_ok=True, all_endpoints_prepared=False)
    with pytest.raises(GuardRejected, match="all_endpoints_prepared"):
        machine.fire(Trigger.BEGIN_TRANSFER)
    assert machine.state is State.PREPARED


def test_the_receiver_cannot_apply_without_every_bucket() -> None:
    guards = Guards({"all_buckets_received": False})
    machine = SyncMachine(Role.RECEIVER, guards, initial=State.RECEIVING)
    with pytest.raises(GuardRejected, match="receiver: cannot 'vote_passed' in state RECEIVING"):
        machine.fire(Trigger.VOTE_PASSED)
    guards.values["all_buckets_received"] = True
    machine.fire(Trigger.VOTE_PASSED)
    assert machine.state is State.APPLYING


@pytest.mark.parametrize(("intact", "dest"), [(True, State.GROUP_READY), (False, State.IDLE)])
def test_rollback_keeps_the_group_only_if_it_is_intact(intact: bool, dest: State) -> None:
    machine = SyncMachine(Role.RECEIVER, Guards({"group_intact": intact}), initial=State.RECEIVING)
    machine.fire(Trigger.TIMEOUT, detail="progress deadline (120 s) expired after bucket 3/73")
    with pytest.raises(IllegalTransition, match="must say why"):
        machine.fire(Trigger.ROLLBACK)
    machine.fire(Trigger.ROLLBACK, detail="discarded 3 staged buckets")
    assert machine.state is dest


def test_history_records_every_field_and_the_first_cause_stays_the_error() -> None:
    times = iter(range(100))
    machine = SyncMachine(
        Role.RECEIVER, Guards(), clock=lambda: float(next(times)), wall_clock=lambda: 1.7e9
    )
    machine.fire(Trigger.JOIN_GROUP, detail="ranks 1..2 of 3")
    machine.fire(Trigger.PREPARE, sync_id="sync-7")
    machine.fire(Trigger.FAIL, detail="rank 1 worker: peer closed the connection")
    machine.fire(Trigger.ABORT, detail="abort requested")  # recorded; first cause stays
    records = machine.history()
    assert [(r.source, r.dest, r.trigger) for r in records] == [
        (State.IDLE, State.GROUP_READY, Trigger.JOIN_GROUP),
        (State.GROUP_READY, State.PREPARED, Trigger.PREPARE),
        (State.PREPARED, State.ERROR, Trigger.FAIL),
        (State.ERROR, State.ERROR, Trigger.ABORT),
    ]
    assert records[0].detail == "ranks 1..2 of 3" and records[0].sync_id is None
    assert [r.sync_id for r in records[1:]] == ["sync-7"] * 3
    assert [r.monotonic for r in records] == [0.0, 1.0, 2.0, 3.0]
    assert records[0].wall_time == 1.7e9
    assert machine.last_error == "fail: rank 1 worker: peer closed the connection"
    snapshot = machine.snapshot()
    assert snapshot["state"] == "ERROR" and snapshot["history"][-1]["trigger"] == "abort"


def test_history_is_bounded() -> None:
    machine = SyncMachine(Role.SENDER, Guards(), history_size=4)
    machine.fire(Trigger.JOIN_GROUP)
    for i in range(10):
        run_happy_path(machine, f"s{i}")
    assert len(machine.history()) == 4
    assert machine.history()[-1].sync_id == "s9"


def test_no_back_doors_on_the_model() -> None:
    machine = SyncMachine(Role.SENDER, Guards())
    model = machine._model
    assert not [name for name in dir(model) if name.startswith("to_")]
    assert not hasattr(model, "may_to_DONE")


def test_a_guard_source_lacking_a_guard_is_refused_at_construction() -> None:
    class Incomplete:
        def probe_ok(self) -> bool:
            return True

    with pytest.raises(TypeError, match="all_endpoints_prepared"):
        SyncMachine(Role.SENDER, Incomplete())
    assert any("all_ranks_posted" in row.guards_for(Role.RECEIVER) for row in TRANSITIONS)
    assert not any("all_ranks_posted" in row.guards_for(Role.SENDER) for row in TRANSITIONS)


def test_concurrent_fires_from_threads_take_exactly_one_row_each() -> None:
    machine = SyncMachine(Role.RECEIVER, Guards(), initial=State.RECEIVING)
    barrier = threading.Barrier(8)
    errors: list[BaseException] = []

    def worker(rank: int) -> None:
        barrier.wait()
        try:
            machine.fire(Trigger.FAIL, detail=f"rank {rank} failed")
        except BaseException as exc:  # pragma: no cover - a failure is reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(r,)) for r in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert not errors
    history = machine.history()
    assert len(history) == 8 and history[0].source is State.RECEIVING
    assert all(r.source is State.ERROR for r in history[1:])


async def test_wait_for_state_sees_a_transition_fired_from_another_thread() -> None:
    machine = SyncMachine(Role.RECEIVER, Guards(), initial=State.GROUP_READY)
    waiter = asyncio.create_task(wait_for_state(machine, {State.PREPARED}, timeout=5))
    await asyncio.sleep(0)
    thread = threading.Thread(target=machine.fire, args=(Trigger.PREPARE,))
    thread.start()
    assert await waiter is State.PREPARED
    thread.join(timeout=5)
    assert await wait_for_state(machine, {State.PREPARED}, timeout=0) is State.PREPARED


async def test_wait_for_state_times_out() -> None:
    machine = SyncMachine(Role.RECEIVER, Guards())
    with pytest.raises(TimeoutError):
        await wait_for_state(machine, {State.DONE}, timeout=0.05)
    assert machine._listeners == []


async def test_cancelling_a_task_waiting_on_a_transition_propagates_cancelled_error() -> None:
    machine = SyncMachine(Role.SENDER, Guards())
    waiter = asyncio.create_task(wait_for_state(machine, {State.DONE}, timeout=None))
    await asyncio.sleep(0.01)
    assert not waiter.done()
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert waiter.cancelled()
    assert machine._listeners == []  # the waiter unsubscribed on its way out
