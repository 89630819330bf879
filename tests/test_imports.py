"""The package's layering, read from the source with ``ast``: every ``import`` of a
``twophase`` module counts, at module level, under ``if TYPE_CHECKING:`` and inside functions
alike (a cycle hidden behind ``TYPE_CHECKING`` or a local import is still a cycle of design).

Asserted here (issue 35, item 7): the engine registry and the sender's HTTP client are in no
cycle (engines depend on the leaf modules of the client protocol, ``twophase.client_protocol``
and ``twophase.endpoint_http``, which import neither ``twophase.sender`` nor
``twophase.engines``); ``twophase.testing`` imports nothing of ``twophase.tools``. Every other
cycle is printed (``pytest -s``), to be removed by the sender's refactor; once it lands, the
last test asserts there are none.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "twophase"
LEAVES = ("twophase.client_protocol", "twophase.endpoint_http")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(tree: ast.AST, here: str, is_package: bool) -> Iterator[str]:
    """Every ``twophase`` module ``tree`` imports (``from m import name`` counts ``m.name``
    where that is a module, else ``m``)."""
    package = here if is_package else here.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


Graph = dict[str, set[str]]


def import_graph() -> Graph:
    """Module → the ``twophase`` modules it imports (only modules that exist)."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: Graph = {name: set() for name in paths}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(), str(path))
        for target in imported(tree, name, path.name == "__init__.py"):
            if target in paths and target != name:
                graph[name].add(target)
    return graph


def reachable(graph: Graph, start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for target in graph[todo.pop()] - seen:
            seen.add(target)
            todo.append(target)
    return seen


def cycles() -> list[list[str]]:
    """Each group of two or more modules that all reach one another (each holds a cycle),
    sorted. Packages' ``__init__`` (the root's lazy table, ``twophase.testing``'s re-exports)
    are left out: a package importing its own children is no cycle of design."""
    graph = import_graph()
    packages = {n for n in graph if (PACKAGE.parent / n.replace(".", "/") / "__init__.py").exists()}
    graph = {m: targets - packages for m, targets in graph.items() if m not in packages}
    reach = {m: reachable(graph, m) for m in graph}
    groups = {
        tuple(sorted({m} | {o for o in reach[m] if m in reach[o]}))
        for m in graph if m in reach[m]
    }  # fmt: skip
    return sorted(list(g) for g in groups)


@pytest.fixture(scope="module")
def graph() -> Graph:
    return import_graph()


def test_the_graph_sees_type_checking_and_local_imports(graph: Graph) -> None:
    """The reader itself: an import under ``TYPE_CHECKING`` and one inside a function count."""
    code = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from twophase.errors import X\n"
    )
    code += "def f():\n    import twophase.core.table\n"
    found = set(imported(ast.parse(code), "twophase.x", False))
    assert {"twophase.errors", "twophase.core.table"} <= found
    assert "twophase.client_protocol" in graph["twophase.engines.registry"]


def test_the_client_protocol_leaves_import_neither_sender_nor_engines(
    graph: Graph,
) -> None:
    for leaf in LEAVES:
        reached = reachable(graph, leaf)
        deep = sorted(m for m in reached if m.startswith(("twophase.sender", "twophase.engines")))
        assert not deep, f"{leaf} reaches {deep}"


def test_the_registry_and_the_sglang_client_import_nothing_of_the_sender(graph: Graph) -> None:
    """They build on the leaves. (Left: ``vllm/trainer.py`` is the trainer side and drives
    the sender; ``vllm_client.vllm_endpoint`` makes the sender's ``RemoteEndpoint``.)"""
    for module in ("twophase.engines.registry", "twophase.engines.sglang.sglang_client"):
        sender = sorted(t for t in graph[module] if t.startswith("twophase.sender"))
        assert not sender, (module, sender)


def test_the_engine_registry_and_the_senders_http_client_are_in_no_cycle() -> None:
    found = cycles()
    print("\nimport cycles left in twophase/:")
    for group in found:
        print("  " + " <-> ".join(group))
    for module in ("twophase.engines.registry", "twophase.sender.http_client"):
        assert not any(module in group for group in found), (module, found)
    engines_and_sender = [
        g for g in found
        if any(m.startswith("twophase.engines") for m in g)
        and any(m.startswith("twophase.sender") for m in g)
    ]  # fmt: skip
    assert not engines_and_sender, engines_and_sender


def test_testing_imports_nothing_of_tools(graph: Graph) -> None:
    testing = [n for n in graph if n.startswith("twophase.testing")]
    used = sorted((m, t) for m in testing for t in graph[m] if t.startswith("twophase.tools"))
    assert not used, used


def test_there_is_no_import_cycle_in_twophase() -> None:
    assert cycles() == []
