"""specs/ against the Python table: generated files are current, the Promela model cannot
drift from the table, and spin proves the model (and catches a missing guard)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from twophase.core.spec import SPECS_DIR, mermaid_diagram, promela_table, stale_files
from twophase.core.table import TRANSITIONS, Role, State, Trigger

MODEL = SPECS_DIR / "twophase.pml"
GENERATED = SPECS_DIR / "table.pml"
needs_spin = pytest.mark.skipif(
    shutil.which("spin") is None, reason="spin is not installed (apt-get install spin)"
)
# .ci/run sets this: ``make verify`` runs right after ``make test`` and checks the same models
# (with two faults) and the same mutants, so CI does not run them twice (about 100 s).
in_make_verify = pytest.mark.skipif(
    os.environ.get("TWOPHASE_SPIN_IN_VERIFY") == "1",
    reason="make verify runs this check right after, with more faults (.ci/run)",
)


def test_generated_specs_are_current() -> None:
    assert stale_files() == [], "run: python -m twophase.core.spec write"


def test_the_promela_transition_functions_are_exactly_the_table() -> None:
    text = GENERATED.read_text()
    states = re.search(r"mtype:state = \{ (.*) \};", text)
    triggers = re.search(r"mtype:trigger = \{ (.*) \};", text)
    assert states and states.group(1).split(", ") == [s.value for s in State]
    assert triggers and triggers.group(1).split(", ") == [f"t_{t.value}" for t in Trigger]
    for role in Role:
        body = text.split(f"inline {role.value}_fire")[1].split("\n}\n")[0]
        edges = set(re.findall(r'printf\("[^:]*: (\w+) --(\w+)--> (\w+)', body))
        assert edges == {(r.source.value, r.trigger.value, r.dest.value) for r in TRANSITIONS}


def test_the_model_changes_state_only_through_the_generated_fire_functions() -> None:
    text = MODEL.read_text()
    code = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    state_names = "|".join(s.value for s in State)
    assignments = re.findall(rf"(\w+(?:\[\w+\])?)\s*=\s*({state_names})\b", code)
    # The only direct assignments are initial states: the sender's declaration, a receiver
    # restarted (a new process, not a transition of the old one's machine), and init putting
    # every receiver in IDLE before any process runs.
    assert assignments == [("st", "IDLE"), ("rst[i]", "IDLE"), ("rst[i]", "IDLE")]
    assert re.search(r"mtype:state st = IDLE;", code)
    used = set(re.findall(r"\b(sender|receiver)_fire\(\s*[\w\[\]]+,\s*t_(\w+)", code))
    triggers = {t.value for t in Trigger}
    assert used and all(trigger in triggers for _, trigger in used)
    # Every trigger the table has is exercised by the model, on one side or the other.
    assert {trigger for _, trigger in used} == triggers


def test_the_diagram_has_every_non_failure_edge() -> None:
    diagram = mermaid_diagram()
    for row in TRANSITIONS:
        assert f"{row.source.value} --> {row.dest.value}" in diagram


def test_a_mutant_table_differs_only_by_the_dropped_guard() -> None:
    mutation = (Role.SENDER, State.PREPARED, Trigger.BEGIN_TRANSFER, "probe_ok")
    mutant = promela_table([mutation])
    assert "(all_endpoints_prepared && probe_ok) -> st = RECEIVING" in promela_table()
    assert "(all_endpoints_prepared) -> st = RECEIVING" in mutant


def verify(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SPECS_DIR / "verify.py"), *args],
        capture_output=True,
        text=True,
        timeout=240,
    )


@needs_spin
@in_make_verify
def test_spin_finds_no_error_in_the_model() -> None:
    result = verify("--faults", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "errors: 0" in result.stdout


@needs_spin
@in_make_verify
def test_spin_catches_the_missing_prepared_to_receiving_guard() -> None:
    result = verify(
        "--faults",
        "1",
        "--mutant",
        "sender:PREPARED:begin_transfer:all_endpoints_prepared",
        "--mutant",
        "sender:PREPARED:begin_transfer:probe_ok",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "assertion violated" in result.stdout
    assert "sender: PREPARED --begin_transfer--> RECEIVING" in result.stdout


@needs_spin
@in_make_verify
def test_the_two_sender_model_holds_and_catches_a_follower_that_sends_before_go() -> None:
    """specs/senders.pml (issue 25): no sender's byte before the receiver is PREPARED, a
    commit only with every sender's bytes and a passed vote; a follower that sends as soon
    as it joined (before every endpoint reported PREPARED) is caught. With one fault here
    (seconds); ``make verify`` checks it with two (a minute), in CI too."""
    result = verify("--model", "senders.pml", "--faults", "1")
    assert result.returncode == 0 and "errors: 0" in result.stdout, result.stdout + result.stderr
    result = verify(
        "--model", "senders.pml", "--faults", "1", "--model-mutant", "MUTANT_EARLY_FOLLOWER"
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "assertion violated prepared[a]" in result.stdout, result.stdout


@needs_spin
def test_a_recorded_pass_is_reused_only_for_the_same_inputs(tmp_path: Path) -> None:
    """``verify.py --reuse``: a pass is written down with its inputs' digest; the same search
    is then skipped, and searched again once the digest differs (here: as if the model had
    changed since)."""
    record = tmp_path / "verified.json"
    args = ("--model", "senders.pml", "--faults", "1", "--reuse", "--record", str(record))
    first = verify(*args)
    assert first.returncode == 0 and "states, stored" in first.stdout, first.stdout
    entry = json.loads(record.read_text())["senders.pml -DMAXFAULTS=1"]
    assert entry["errors"] == 0 and entry["states_stored"] > 0
    again = verify(*args)
    assert again.returncode == 0 and "not searched again" in again.stdout, again.stdout
    assert "states, stored" not in again.stdout
    record.write_text(json.dumps({"senders.pml -DMAXFAULTS=1": entry | {"sha256": "0" * 64}}))
    changed = verify(*args)
    assert "searched on other inputs" in changed.stdout and "states, stored" in changed.stdout
    assert json.loads(record.read_text())["senders.pml -DMAXFAULTS=1"]["sha256"] == entry["sha256"]


@needs_spin
def test_a_recorded_mutant_is_reused_only_while_it_is_caught(tmp_path: Path) -> None:
    """A mutant's search is written down with its error; its record is reused where the
    mutant is expected, never to pass the model as it is (a record of errors is no pass)."""
    record = tmp_path / "verified.json"
    mutant = ("--model", "senders.pml", "--faults", "1", "--model-mutant", "MUTANT_EARLY_FOLLOWER")
    first = verify(*mutant, "--reuse", "--record", str(record))
    assert first.returncode == 0 and "assertion violated" in first.stdout, first.stdout
    name = "senders.pml -DMAXFAULTS=1 -DMUTANT_EARLY_FOLLOWER"
    assert json.loads(record.read_text())[name]["errors"] > 0
    again = verify(*mutant, "--reuse", "--record", str(record))
    assert again.returncode == 0 and "not searched again" in again.stdout, again.stdout
    # The same inputs named as the model's own search: its record says errors, so it searches.
    entry = json.loads(record.read_text())[name]
    record.write_text(json.dumps({"senders.pml -DMAXFAULTS=1": entry}))
    plain = verify("--model", "senders.pml", "--faults", "1", "--reuse", "--record", str(record))
    assert "not searched again" not in plain.stdout and "states, stored" in plain.stdout


# The searches make verify reuses (the model's, and a mutant's: two faults each).
REUSED_SEARCHES = ((2, []), (2, ["MUTANT_RESTARTED_COMMITTED"]))


@needs_spin
@pytest.mark.parametrize(("faults", "defines"), REUSED_SEARCHES)
def test_the_two_fault_searches_are_recorded_for_the_model_as_it_is(
    faults: int, defines: list[str]
) -> None:
    """``make verify`` reuses specs/verified.json's two-fault searches: a change to the
    model or the table without those searches run again (and their record committed) fails
    here, in seconds, rather than costing CI a 15-minute search it was not meant to need."""
    sys.path.insert(0, str(SPECS_DIR))
    try:
        import verify as verify_module
    finally:
        sys.path.remove(str(SPECS_DIR))
    name = verify_module.search_name("twophase.pml", verify_module.spin_defines(faults, defines))
    entry = verify_module.recorded(name)
    assert entry is not None, f"specs/verified.json has no {name}: run make verify"
    now = verify_module.current_digest("twophase.pml", faults, defines)
    assert entry["sha256"] == now, (
        "the model or the table changed since its two-fault searches: run make verify, "
        "commit specs/verified.json"
    )
    assert (entry["errors"] > 0) == bool(defines)


def test_specs_directory_has_the_three_artefacts() -> None:
    for name in (
        "protocol.md",
        "machine.mmd",
        "twophase.pml",
        "senders.pml",
        "table.pml",
        "verify.py",
    ):
        assert (SPECS_DIR / name).is_file(), name
    assert Path(SPECS_DIR / "protocol.md").read_text().count("sequenceDiagram") >= 3


def test_the_readme_shows_the_current_state_diagram() -> None:
    readme = (SPECS_DIR.parent / "README.md").read_text()
    block = readme.split("```mermaid\n", 1)[1].split("```", 1)[0]
    assert block.strip() == (SPECS_DIR / "machine.mmd").read_text().strip()


def test_every_mutant_snippet_and_test_is_current() -> None:
    """``make mutants`` edits exact snippets and runs named tests: after a move or a rename,
    the list is out of date (found here in a second, not in a 20-minute run)."""
    sys.path.insert(0, str(SPECS_DIR))
    try:
        import mutants
    finally:
        sys.path.remove(str(SPECS_DIR))
    root = SPECS_DIR.parent
    assert mutants.snippet_problems(mutants.MUTANTS, root) == []
    for mutant in mutants.MUTANTS:
        for node in mutant.tests:
            path, _, name = node.partition("::")
            test_name = name.split("[")[0]
            text = (root / path).read_text()
            assert re.search(rf"^(async )?def {re.escape(test_name)}\(", text, re.M), (
                f"{mutant.name}: no test {node}"
            )
