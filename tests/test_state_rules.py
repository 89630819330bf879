"""The state rules live in ``core/table.py``: the rest of the package asks its helpers and
compares nothing against a ``State`` member itself (issue 35)."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest

from twophase.core.table import (
    ACCEPTS,
    ATTEMPT_ORDER,
    FAILURE_TRIGGERS,
    GROUP_AT_REST,
    IN_SYNC,
    RESTING_STATES,
    TRANSITIONS,
    Request,
    State,
    Trigger,
    accepts,
    at_rest_with_group,
    can_fire,
    in_attempt,
    in_sync,
    least_advanced,
    past_commit,
    without_group,
)

PACKAGE = Path(__file__).resolve().parent.parent / "twophase"
# Files being rewritten elsewhere (issue 35, items 1-4): their comparisons move to the
# helpers with that work. Empty this list as they do.
NOT_YET: frozenset[str] = frozenset()


def _is_member(node: ast.expr) -> bool:
    """``State.X`` or ``State.X.value``."""
    if isinstance(node, ast.Attribute) and node.attr == "value":
        node = node.value
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "State"
    )


def _names_a_member(node: ast.expr) -> bool:
    """A member, or a tuple, list or set literal holding one (``in (State.X, ...)``)."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_names_a_member(e) for e in node.elts)
    if isinstance(node, ast.Starred):
        return _names_a_member(node.value)
    return _is_member(node)


def state_comparisons(source: str) -> list[int]:
    """The lines of ``source`` that compare against a ``State`` member directly."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Compare)
        and any(_names_a_member(operand) for operand in (node.left, *node.comparators))
    ]


def test_no_module_outside_core_compares_against_a_state_member() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.startswith("core/") or name in NOT_YET:
            continue
        found += [f"{name}:{line}" for line in state_comparisons(path.read_text())]
    assert found == [], "ask core/table.py's helpers instead: " + ", ".join(found)


def test_the_excluded_files_exist() -> None:
    """A file renamed or rewritten away leaves the list: it must not hide another."""
    assert all((PACKAGE / name).is_file() for name in NOT_YET)


@pytest.mark.parametrize(
    "source",
    [
        "x is State.IDLE",
        "x is not State.APPLYING",
        "x in (State.GROUP_READY, State.DONE)",
        "x not in [State.ERROR, y]",
        "x in (*IN_SYNC, State.APPLYING)",
        "x == State.IDLE.value",
    ],
)
def test_the_check_finds_each_form_of_comparison(source: str) -> None:
    assert state_comparisons(source) == [1]


def test_the_check_leaves_other_uses_alone() -> None:
    assert state_comparisons("f(State.IDLE)\nx in IN_SYNC\ny = {State.DONE: 1}\n") == []


def test_the_rules_as_they_were_spelled_before_the_table_held_them() -> None:
    for state in State:
        assert in_sync(state) is (state in (State.PREPARED, State.RECEIVING))
        assert past_commit(state) is (state is State.APPLYING)
        assert in_attempt(state) is (state in (*IN_SYNC, State.APPLYING))
        assert at_rest_with_group(state) is (state in (State.GROUP_READY, State.DONE))
        assert without_group(state) is (state is State.IDLE)
        assert without_group(state.value) is (state is State.IDLE)
        running = state in (*IN_SYNC, State.APPLYING, State.ERROR)
        assert accepts(Request.INIT_GROUP, state) is not running
        assert accepts(Request.DESTROY_GROUP, state) is not running
        assert accepts(Request.CHECK_WEIGHTS, state) is (state in RESTING_STATES)
        assert accepts(Request.PREPARE, state) is (state in (State.GROUP_READY, State.DONE))
        assert accepts(Request.PREPARE_PART, state) is (state is State.RECEIVING)
        assert accepts(Request.COMPLETE, state) is (state in IN_SYNC)
        abortable = state is not State.APPLYING and state not in RESTING_STATES
        assert accepts(Request.ABORT, state) is abortable
        assert can_fire(state, Trigger.BEGIN_TRANSFER) is (state is State.PREPARED)
        assert can_fire(state, Trigger.VOTE_PASSED) is (state is State.RECEIVING)
    assert without_group(None) is False
    assert set(ACCEPTS) == set(Request)
    assert GROUP_AT_REST < RESTING_STATES


def test_a_server_is_as_far_as_its_least_advanced_rank() -> None:
    assert least_advanced(["RECEIVING", "PREPARED"]) == "PREPARED"
    assert least_advanced(["DONE", "DONE"]) == "DONE"
    assert least_advanced(["DONE", "PREPARED"]) == "PREPARED"
    assert least_advanced(["IDLE", "ERROR"]) == "ERROR"
    assert least_advanced(["IDLE", "UNREACHABLE"]) == "ERROR"
    # Each state of the order leads to the next by a row of the table that is no failure.
    for here, there in itertools.pairwise(ATTEMPT_ORDER):
        assert any(
            row.source is here and row.dest is there and row.trigger not in FAILURE_TRIGGERS
            for row in TRANSITIONS
        ), (here, there)


def test_a_followers_role_names_every_step_the_leader_says_before_done() -> None:
    """The table's ``FOLLOWER_STEPS`` and the typed steps of the trainer channel agree: every
    step before ``Done`` has the phases a failure at it is reported in."""
    from twophase.core.table import FOLLOWER_STEPS
    from twophase.sender.trainer_channel import Done, Go, Join, Pack

    assert set(FOLLOWER_STEPS) == {Join.step, Pack.step, Go.step}
    assert Done.step not in FOLLOWER_STEPS
