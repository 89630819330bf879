"""The GPU check in one command, for whoever has a CUDA GPU: the CUDA tests, then the bench on
the device (``make gpu-check`` runs this).

Run as a script, ``python3 twophase/tools/gpu_check.py``, from the checkout's root: it uses the
standard library alone, so it runs where none of twophase's packages are installed yet (a
lent GPU box with a CUDA torch and no network, DESIGN.md section 12) and where ``make`` is not.
``--wheels DIR`` installs the wheels carried there (``make gpu-wheels``) into ``--site``, which
goes first on the path of everything it starts, with the checkout. Both steps run whatever
the first one's outcome (the bench's figures are worth having when a test fails); the exit
status is the first failure's.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ("tests/test_cuda.py", "tests/test_cuda_ipc.py", "tests/test_devices.py")
BENCH = "--sizes 1024,4096 --receivers 1 --repeats 2"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gpu_check", description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheels", type=Path, help="install these wheels into --site first")
    parser.add_argument("--site", type=Path, default=Path("/tmp/twophase-gpu-site"))
    parser.add_argument("--device", default="cuda", help="the bench's --device (cpu rehearses)")
    parser.add_argument("--bench", default=BENCH, help=f"the bench's other options ({BENCH})")
    parser.add_argument("--json", type=Path, default=Path("gpu-check.json"))
    args = parser.parse_args(argv)
    env = dict(os.environ)
    path = [str(ROOT)]
    if args.wheels is not None:
        wheels = sorted(str(w) for w in args.wheels.glob("*.whl"))
        if not wheels:
            print(f"gpu_check: no wheels in {args.wheels} (make gpu-wheels)", file=sys.stderr)
            return 2
        install = [sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps"]
        install += ["--no-compile", "--no-cache-dir", "--upgrade", "--target", str(args.site)]
        if status := step("install the carried wheels", [*install, *wheels], env):
            return status
        path.insert(0, str(args.site))
    env["PYTHONPATH"] = os.pathsep.join([*path, *filter(None, [env.get("PYTHONPATH")])])
    pytest = [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", *TESTS]
    bench = [sys.executable, "-m", "twophase", "bench", "--device", args.device]
    bench += [*shlex.split(args.bench), "--json", str(args.json.resolve())]
    statuses = [step("the CUDA tests", pytest, env), step("the bench", bench, env)]
    return next((s for s in statuses if s), 0)


def step(what: str, argv: list[str], env: dict[str, str]) -> int:
    """Run ``argv`` from the checkout's root, its output straight through; its exit status."""
    print(f"gpu_check: {what}: {shlex.join(argv)}", flush=True)
    started = time.monotonic()
    status = subprocess.run(argv, cwd=ROOT, env=env, check=False).returncode
    print(f"gpu_check: {what}: exit {status} in {time.monotonic() - started:.0f} s", flush=True)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
