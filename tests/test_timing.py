"""The library's fixed bounds, backoffs and polling periods live in ``core/timing.py`` (a
sync's own deadlines in ``core/table.py``): no other module of the library names a number of
seconds at its top level (issue 35). The tools and the test harness keep their own settings."""

from __future__ import annotations

import ast
from pathlib import Path

import twophase.core.timing as timing

PACKAGE = Path(__file__).resolve().parent.parent / "twophase"
HARNESS = ("tools/", "testing/")
# Files being rewritten elsewhere (issue 35, items 1-4): their constants move to
# ``core/timing.py`` with that work. Empty this list as they do.
NOT_YET: frozenset[str] = frozenset()


def seconds_constants(source: str) -> list[str]:
    """Top-level names ending in ``_S`` bound to a number literal."""
    found = []
    for node in ast.parse(source).body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if not (isinstance(value, ast.Constant) and isinstance(value.value, (int, float))):
            continue
        found += [t.id for t in targets if isinstance(t, ast.Name) and t.id.endswith("_S")]
    return found


def test_no_library_module_outside_core_defines_a_number_of_seconds() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.startswith(("core/", *HARNESS)) or name in NOT_YET:
            continue
        found += [f"{name}: {c}" for c in seconds_constants(path.read_text())]
    assert found == [], "define it in twophase/core/timing.py: " + ", ".join(found)


def test_the_excluded_files_exist() -> None:
    assert all((PACKAGE / name).is_file() for name in NOT_YET)


def test_every_timing_constant_is_a_positive_number_of_seconds() -> None:
    names = [n for n in vars(timing) if n.isupper()]
    assert names and all(n.endswith("_S") for n in names), names
    assert all(getattr(timing, n) > 0 for n in names)


def test_the_check_finds_a_constant() -> None:
    assert seconds_constants("A_S = 1.0\nB_S: float = 2\nC = 3\nD_S = (1, 2)\n") == ["A_S", "B_S"]
