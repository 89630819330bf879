"""The public API (issue 35, item 7): what the README tells users to import comes from
``twophase`` (or ``twophase.testing``, the test harness), never from a module deeper in; and
every name either package exports resolves.

Two modules are integrations, not deep paths, and may be imported as such: ``twophase.vllm``
(vLLM's plugin and trainer API: it imports vLLM) and ``twophase.trl`` (``install()`` patches
TRL). A name the README writes in prose as ``twophase.X`` or ``twophase.testing.X`` must
resolve too.
"""

from __future__ import annotations

import ast
import importlib
import re

import pytest

import twophase
import twophase.testing
from tests.servers import ROOT

README = ROOT / "README.md"
FENCED = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`([^`\n]+)`")
PUBLIC = ("twophase", "twophase.testing")
INTEGRATIONS = ("twophase.vllm", "twophase.trl")  # import third-party libraries: not here
# A dotted name, not a file's (``specs/twophase.pml``).
DOTTED = re.compile(r"(?<![/\w])twophase(?:\.[A-Za-z_]\w*)+")


def python_blocks() -> list[str]:
    return [b.group(2) for b in FENCED.finditer(README.read_text()) if b.group(1) == "python"]


def twophase_imports(code: str) -> list[str]:
    """Every ``twophase`` module a snippet imports from."""
    found = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return [m for m in found if m == "twophase" or m.startswith("twophase.")]


def test_the_readmes_snippets_import_only_from_the_package_root_or_its_harness() -> None:
    imports = [m for block in python_blocks() for m in twophase_imports(block)]
    assert "twophase" in imports  # the reader works: the receiver's and the sender's snippets
    deep = [m for m in imports if m not in PUBLIC + INTEGRATIONS]
    assert not deep, f"the README imports from deep modules: {deep}"


def test_the_readmes_prose_names_only_public_names() -> None:
    """``twophase.X`` in the README's inline code: X is exported by ``twophase`` (or is
    ``testing`` and then a name it exports), or is an integration's."""
    prose = FENCED.sub("", README.read_text())
    named = {m for span in INLINE.findall(prose) for m in DOTTED.findall(span)}
    wrong = []
    for dotted in sorted(named):
        if dotted.startswith(INTEGRATIONS):
            continue
        parts = dotted.split(".")[1:]
        if parts[0] == "testing":
            ok = len(parts) == 1 or parts[1] in twophase.testing.__all__
        else:
            ok = parts[0] in twophase.__all__
        if not ok:
            wrong.append(dotted)
    assert not wrong, f"the README names deep paths: {wrong}"


@pytest.mark.parametrize("package", PUBLIC)
def test_every_exported_name_resolves(package: str) -> None:
    module = importlib.import_module(package)
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert not missing, missing
    assert sorted(module.__all__) == sorted(set(module.__all__))  # each once


def test_what_the_readme_tells_users_to_call_is_at_the_root() -> None:
    wanted = {
        "sync_shards", "sync_gathered", "TrainerChannel", "register_engine", "Engine",
        "EndpointClient", "EndpointCallError", "SyncOptions", "WeightSource",
        "SyncCoordinator", "BlockingCoordinator", "SyncError", "Timeouts",
    }  # fmt: skip
    assert wanted <= set(twophase.__all__), wanted - set(twophase.__all__)
    assert {"Cluster", "Deployment", "SimCluster"} <= set(twophase.testing.__all__)
