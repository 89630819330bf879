"""``make gpu-check`` on a lent GPU box: a CUDA torch, no network, none of our packages
(DESIGN.md section 12). Its own file: the recipe runs ``tests/test_devices.py`` and the CUDA
tests, and must not run itself."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_make_gpu_check_runs_on_a_bare_python_from_carried_wheels(tmp_path: Path) -> None:
    """A lent GPU box has a CUDA torch and no network (DESIGN.md section 12): ``make
    gpu-wheels`` fetches here what its image lacks, ``make gpu-check GPU_PY=python3`` puts
    them on the path and runs the checks from the checkout, no venv. Rehearsed on the CPU
    (``GPU_DEVICE=cpu``, a short bench): the wheels come for this Python, the checks import
    them from the site, and the bench measures the same-device route beside the group."""
    wheels, site, report = tmp_path / "wheels", tmp_path / "site", tmp_path / "gpu.json"
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    make = ["make", "--no-print-directory", "-C", str(ROOT), f"GPU_WHEELS={wheels}"]
    fetch = subprocess.run(
        [*make, "gpu-wheels", f"GPU_PYTHON_VERSION={version}", f"PYTHON={sys.executable}"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert fetch.returncode == 0, fetch.stderr[-3000:]
    assert {w.name.split("-")[0].lower() for w in wheels.glob("*.whl")} >= {
        "pydantic", "pydantic_core", "transitions", "pytest_asyncio"
    }  # fmt: skip
    short = "--sizes 8 --receivers 1 --repeats 1 --tensors 20 --load-seconds 0.3"
    check = subprocess.run(
        [*make, "gpu-check", f"GPU_PY={sys.executable}", "GPU_DEVICE=cpu", f"GPU_SITE={site}",
         f"GPU_JSON={report}", f"GPU_BENCH={short}"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    output = check.stdout + check.stderr
    assert check.returncode == 0, output[-3000:]
    assert re.search(r"\d+ passed, \d+ skipped", output), output[-3000:]
    where = subprocess.run(
        [sys.executable, "-c", "import pydantic, transitions; print(pydantic.__file__)"],
        env={"PYTHONPATH": f"{site}:{ROOT}", "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert where.stdout.startswith(str(site)), where
    runs = {(r["method"], r["variant"]) for r in json.loads(report.read_text())["runs"]}
    assert {
        ("flattened", "staged"),
        ("shared_memory", "staged"),
        ("raw_broadcast", "reused buffer"),
    } <= runs
