"""The table and the code cannot drift apart: the real sender and the real receiver (in this
process, gloo groups in threads, a tiny module; see ``table_rig.py``) are driven through every
row of ``TRANSITIONS`` their code can take, and what their machines record is checked:

- every recorded transition is a row of the table, and a row this file lists as reachable for
  that role (a row listed unreachable that fires is drift too);
- each scenario takes the rows it is about;
- together the scenarios take every reachable row of each role, and every other row of the
  table is listed as unreachable for that role with the reason.

A new row, a row that stops firing, or a row that starts firing fails here.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import pytest
import torch

from tests.embedded import EndpointFactory, SenderFactory
from tests.table_rig import Fault, Rig, Row
from twophase import RESTING_STATES, TRANSITIONS, Role, State, Timeouts, Trigger
from twophase.transport.transfer import BucketProgress

S, T = State, Trigger
ALL_ROWS: frozenset[Row] = frozenset((r.source, r.trigger, r.dest) for r in TRANSITIONS)
FAILURES = (T.FAIL, T.TIMEOUT, T.ABORT)

FORWARD: frozenset[Row] = frozenset({
    (S.IDLE, T.JOIN_GROUP, S.GROUP_READY),
    (S.GROUP_READY, T.PREPARE, S.PREPARED),
    (S.DONE, T.PREPARE, S.PREPARED),
    (S.PREPARED, T.BEGIN_TRANSFER, S.RECEIVING),
    (S.RECEIVING, T.VOTE_PASSED, S.APPLYING),
    (S.APPLYING, T.APPLIED, S.DONE),
})  # fmt: skip

# Rows a role's code never takes, and why. Everything else of the table it takes.
UNREACHABLE: dict[Role, dict[Row, str]] = {
    Role.SENDER: {
        **{
            (state, T.TIMEOUT, S.ERROR): "the sender records any failed sync as fail; a missed "
            "deadline is named in the cause"
            for state in State
        },
        **{
            (state, T.ABORT, S.ERROR): "nothing aborts the sender; it aborts its endpoints"
            for state in State
        },
        (S.ERROR, T.FAIL, S.ERROR): "the sender fires fail once per failed sync, then rolls "
        "back in the same step",
        (S.ERROR, T.DESTROY, S.IDLE): "the sender never rests in ERROR, and destroy_group "
        "refuses while a sync runs",
    },
    Role.RECEIVER: {
        **{
            (state, T.ABORT, S.ERROR): "an abort at rest is refused with a 409 (one during a "
            "prepare fails that prepare)"
            for state in RESTING_STATES
        },
        (S.APPLYING, T.ABORT, S.ERROR): "abort is refused with a 409 past the commit point",
        **{
            (S.ERROR, trigger, S.ERROR): "each cause is fired under the rollback lock, and a "
            "rollback leaves ERROR before the next cause gets in"
            for trigger in FAILURES
        },
        (S.ERROR, T.ROLLBACK, S.GROUP_READY): "the receiver fails only while joining (no "
        "group yet) or once a receive was posted on its group, so it never keeps the group",
        (S.ERROR, T.DESTROY, S.IDLE): "ERROR lasts only inside a rollback; only a destroy "
        "racing one could take this row",
    },
}
REACHABLE: dict[Role, frozenset[Row]] = {
    role: ALL_ROWS - unreachable.keys() for role, unreachable in UNREACHABLE.items()
}

# Every scenario's deadlines: short, so that the ones that expire do so quickly, and no
# shorter, or a loaded 2-core machine misses them with no fault.
TIMEOUTS = Timeouts(group_join=5, prepare=2, first_byte=1, progress=1, apply=2)


def _extra_tensor(rig: Rig) -> list[tuple[str, torch.Tensor]]:
    """The trainer's weights and a name the endpoint's model lacks: every endpoint refuses
    prepare with a 400 and changes nothing."""
    return [*rig.trainer.named_parameters(), ("not_in_the_model.weight", torch.zeros(4))]


# -- the scenarios ------------------------------------------------------------------------------


async def good_syncs_then_destroy(rig: Rig) -> None:
    await rig.sync()  # from GROUP_READY
    await rig.sync()  # from DONE
    await rig.sender.destroy_group()


async def refused_prepare_keeps_the_group(rig: Rig) -> None:
    await rig.failed_sync(_extra_tensor(rig))  # the group is kept: ERROR -> GROUP_READY
    await rig.sender.destroy_group()  # both sides destroy from GROUP_READY
    await rig.sync()
    await rig.failed_sync(_extra_tensor(rig))  # from DONE, and the group kept again
    await rig.sync()  # on the kept group


async def abort_at_rest_is_refused(rig: Rig) -> None:
    async def refused() -> None:
        before = rig.receiver.endpoint.machine.history()
        await asyncio.to_thread(rig.abort_receiver, expect_status=409)
        assert rig.receiver.endpoint.machine.history() == before

    await refused()  # IDLE
    await rig.failed_sync(_extra_tensor(rig))  # the endpoint joins, refuses prepare: GROUP_READY
    await refused()
    await rig.sync()
    await refused()  # DONE


async def abort_at_prepared(rig: Rig) -> None:
    # The sender then fails in the probe or, if its probe met the rank's, at bucket 0.
    rig.before_next_gather = rig.abort_receiver  # answered once the endpoint rolled back
    await rig.failed_sync()


async def abort_at_receiving(rig: Rig) -> None:
    def abort_after_bucket_0(progress: BucketProgress) -> None:
        if progress.index == 0:
            rig.wait_receiver({S.RECEIVING})
            rig.abort_receiver()

    rig.sender.on_bucket = abort_after_bucket_0
    await rig.failed_sync()


async def sender_stalls_mid_transfer(rig: Rig) -> None:
    def stall_after_bucket_0(progress: BucketProgress) -> None:
        if progress.index == 0:
            rig.wait_receiver()  # the endpoint's progress deadline passes meanwhile

    rig.sender.on_bucket = stall_after_bucket_0
    await rig.failed_sync()


async def rank_group_dies(rig: Rig) -> None:
    await rig.sync()
    rig.faults.add(Fault.GROUP_DIES)
    await rig.failed_sync()  # prepare from DONE fails
    rig.faults.discard(Fault.GROUP_DIES)
    rig.faults.add(Fault.GROUP_DIES_AFTER_NEXT_JOIN)
    await rig.failed_sync()  # prepare right after the join fails
    rig.faults.clear()
    await rig.sync()


async def rank_cannot_post_in_time(rig: Rig) -> None:
    rig.faults.add(Fault.POST_STUCK)
    await rig.failed_sync()  # from GROUP_READY
    await rig.sync()
    rig.faults.add(Fault.POST_STUCK)
    await rig.failed_sync()  # from DONE


async def rank_join_refused_then_hung(rig: Rig) -> None:
    rig.faults.add(Fault.JOIN_REFUSED)
    await rig.failed_sync()
    rig.faults.add(Fault.JOIN_HANGS)
    await rig.failed_sync()
    rig.released.set()


async def probe_connection_drops(rig: Rig) -> None:
    rig.faults.add(Fault.PROBE_DROPS)
    await rig.failed_sync()


async def rank_hangs_in_the_probe(rig: Rig) -> None:
    rig.faults.add(Fault.PROBE_HANGS)
    await rig.failed_sync()


async def garbled_bucket_fails_the_vote(rig: Rig) -> None:
    rig.faults.add(Fault.BUCKET_GARBLED)
    await rig.failed_sync()


async def apply_raises(rig: Rig) -> None:
    rig.faults.add(Fault.APPLY_RAISES)
    await rig.failed_sync()


async def apply_misses_its_deadline(rig: Rig) -> None:
    """A long inference request holds the read lock past the apply deadline."""
    (host,) = rig.receiver.hosts
    inside = threading.Event()

    errors: list[BaseException] = []

    def generate() -> None:
        try:
            with host.model.lock.read(timeout_s=5):
                inside.set()
                rig.wait_receiver({S.APPLYING})  # apply waits for the write lock ...
                rig.wait_receiver()  # ... past its deadline; the endpoint rolls back
        except BaseException as exc:  # reported on the test's side
            errors.append(exc)

    # A thread of its own, not the loop's executor (whose few workers the rig's calls share):
    # the reader must hold the lock before the sync starts, or the sync has nothing to miss.
    reader = threading.Thread(target=generate, daemon=True)
    reader.start()
    assert await asyncio.to_thread(inside.wait, 5), "the reader did not take the read lock"
    await rig.failed_sync()
    await asyncio.to_thread(reader.join, 20)
    assert not reader.is_alive() and not errors, errors


@dataclass(frozen=True)
class Scenario:
    drive: Callable[[Rig], Awaitable[None]]
    takes: dict[Role, frozenset[Row]]  # the rows this scenario is about
    timeouts: Timeouts = field(default_factory=lambda: TIMEOUTS)

    @property
    def name(self) -> str:
        return self.drive.__name__


def _fails(*states: State, trigger: Trigger = T.FAIL) -> frozenset[Row]:
    return frozenset((state, trigger, S.ERROR) for state in states)


HAPPY_PATH = FORWARD | {(S.DONE, T.DESTROY, S.IDLE)}
SCENARIOS = [
    Scenario(good_syncs_then_destroy, {role: HAPPY_PATH for role in Role}),
    Scenario(
        refused_prepare_keeps_the_group,
        {
            Role.SENDER: _fails(S.GROUP_READY, S.DONE)
            | {(S.ERROR, T.ROLLBACK, S.GROUP_READY), (S.GROUP_READY, T.DESTROY, S.IDLE)},
            Role.RECEIVER: frozenset({(S.GROUP_READY, T.DESTROY, S.IDLE)}),
        },
    ),
    Scenario(abort_at_rest_is_refused, {}),
    Scenario(abort_at_prepared, {Role.RECEIVER: _fails(S.PREPARED, trigger=T.ABORT)}),
    Scenario(
        abort_at_receiving,
        {Role.SENDER: _fails(S.RECEIVING), Role.RECEIVER: _fails(S.RECEIVING, trigger=T.ABORT)},
    ),
    Scenario(sender_stalls_mid_transfer, {Role.RECEIVER: _fails(S.RECEIVING, trigger=T.TIMEOUT)}),
    Scenario(
        rank_group_dies,
        {role: _fails(S.DONE, S.GROUP_READY) for role in Role},
    ),
    Scenario(
        rank_cannot_post_in_time,
        {Role.RECEIVER: _fails(S.GROUP_READY, S.DONE, trigger=T.TIMEOUT)},
        Timeouts(group_join=5, prepare=1, first_byte=1, progress=1, apply=2),
    ),
    Scenario(
        rank_join_refused_then_hung,
        {
            Role.SENDER: _fails(S.IDLE),
            Role.RECEIVER: _fails(S.IDLE) | _fails(S.IDLE, trigger=T.TIMEOUT),
        },
        Timeouts(group_join=1, prepare=2, first_byte=1, progress=1, apply=2),
    ),
    Scenario(probe_connection_drops, {role: _fails(S.PREPARED) for role in Role}),
    Scenario(
        rank_hangs_in_the_probe,
        {Role.SENDER: _fails(S.PREPARED), Role.RECEIVER: _fails(S.PREPARED, trigger=T.TIMEOUT)},
    ),
    Scenario(garbled_bucket_fails_the_vote, {role: _fails(S.RECEIVING) for role in Role}),
    Scenario(apply_raises, {role: _fails(S.APPLYING) for role in Role}),
    Scenario(
        apply_misses_its_deadline,
        {Role.SENDER: _fails(S.APPLYING), Role.RECEIVER: _fails(S.APPLYING, trigger=T.TIMEOUT)},
        Timeouts(group_join=5, prepare=2, first_byte=1, progress=1, apply=1),
    ),
]


@dataclass
class Ledger:
    """What each scenario recorded, per role, over this test session."""

    taken: dict[str, dict[Role, set[Row]]] = field(default_factory=dict)

    def union(self, role: Role) -> set[Row]:
        return {row for rows in self.taken.values() for row in rows[role]}


@pytest.fixture(scope="module")
def ledger() -> Ledger:
    return Ledger()


async def run(
    scenario: Scenario, make_endpoint: EndpointFactory, make_sender: SenderFactory, ledger: Ledger
) -> None:
    """Drive ``scenario`` on a fresh rig, record what both sides took, and check it."""
    rig = await Rig.build(make_endpoint, make_sender, scenario.timeouts)
    try:
        await scenario.drive(rig)
        await rig.rest()
    finally:
        rig.released.set()
        sender_rows, receiver_rows = rig.rows()
        taken = {Role.SENDER: set(sender_rows), Role.RECEIVER: set(receiver_rows)}
        ledger.taken[scenario.name] = taken
    for role, rows in taken.items():
        assert rows <= ALL_ROWS, f"{role.value}: not rows of the table: {rows - ALL_ROWS}"
        assert rows <= REACHABLE[role], f"{role.value} took rows listed unreachable: " + "; ".join(
            f"{_show(r)} ({UNREACHABLE[role][r]})" for r in rows - REACHABLE[role]
        )
        missing = scenario.takes.get(role, frozenset()) - rows
        assert not missing, f"{role.value} did not take {_shows(missing)}; it took {_shows(rows)}"


def _show(row: Row) -> str:
    source, trigger, dest = row
    return f"{source.value} --{trigger.value}--> {dest.value}"


def _shows(rows: set[Row] | frozenset[Row]) -> str:
    return ", ".join(sorted(map(_show, rows)))


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
async def test_a_scenario_takes_its_rows_and_only_table_rows(
    scenario: Scenario, make_endpoint: EndpointFactory, make_sender: SenderFactory, ledger: Ledger
) -> None:
    await run(scenario, make_endpoint, make_sender, ledger)


async def test_the_scenarios_take_every_reachable_row_of_each_role(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, ledger: Ledger
) -> None:
    for scenario in SCENARIOS:  # those not run yet (this test run on its own)
        if scenario.name not in ledger.taken:
            await run(scenario, make_endpoint, make_sender, ledger)
    for role in Role:
        assert ledger.union(role) == REACHABLE[role], (
            f"{role.value}: rows no scenario took: {_shows(REACHABLE[role] - ledger.union(role))}"
        )


def test_each_unreachable_row_is_a_row_of_the_table_with_a_one_line_reason() -> None:
    for role in Role:
        unreachable = UNREACHABLE[role]
        assert unreachable.keys() <= ALL_ROWS, _shows(unreachable.keys() - ALL_ROWS)
        assert all(reason.strip() and "\n" not in reason for reason in unreachable.values())
        by_design = {row for s in SCENARIOS for row in s.takes.get(role, frozenset())}
        assert by_design <= REACHABLE[role], _shows(by_design - REACHABLE[role])
