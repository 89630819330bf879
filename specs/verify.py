"""Check the Promela model exhaustively with spin (``make verify``).

    python specs/verify.py [--faults N]            # the model as it is: must find no error
    python specs/verify.py --mutant ROLE:STATE:TRIGGER:GUARD [...]
                                                    # drop guards: must find an error
    python specs/verify.py --model-mutant MUTANT_ABORT_AFTER_VOTE
                                                    # a rule of the model's own code
                                                    # broken (a -D define): must find an error
    python specs/verify.py --model senders.pml [--model-mutant MUTANT_EARLY_FOLLOWER]
                                                    # the sharded sync's two senders

Exits 0 when the outcome is the expected one, 1 otherwise, and prints spin's verdict; when
spin finds an error it replays the trail so the counterexample reads as a sequence of
transitions and faults. A search cut short (depth limit, memory) is a failure, never a pass.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SPECS = Path(__file__).resolve().parent
sys.path.insert(0, str(SPECS.parent))

from twophase.core.spec import _parse_mutation, promela_table  # noqa: E402

MODEL = "twophase.pml"
# pan's options: exhaustive search with state compression; no partial result is accepted.
PAN_CFLAGS = ["-O2", "-DSAFETY", "-DCOLLAPSE", "-DVECTORSZ=2048", "-DMEMLIM=22528"]
PAN_DEPTH = 1_000_000
# Rules of the model's own code that can be broken with a -D define (see twophase.pml).
MODEL_MUTANTS = (
    "MUTANT_ABORT_AFTER_VOTE",
    "MUTANT_UNCERTAIN_ROLLBACK",
    "MUTANT_UNILATERAL_ROLLBACK",
    "MUTANT_RESTARTED_COMMITTED",
    "MUTANT_DEATH_IGNORED",  # with --variant DEATH_SEEN
    "MUTANT_EARLY_FOLLOWER",  # senders.pml
)
# Variants of the model's world, each checked like the model itself (no error expected).
VARIANTS = ("DEATH_SEEN",)  # the receivers share a host: a dead peer is seen dead
MODELS = (MODEL, "senders.pml")  # the protocol; the sharded sync's leader and follower


def spin_defines(faults: int, model_mutants: list[str]) -> list[str]:
    return [f"-DMAXFAULTS={faults}", *(f"-D{name}" for name in model_mutants)]


def run_spin(workdir: Path, defines: list[str], model: str = MODEL) -> tuple[int, str]:
    """Build and run pan in ``workdir``; return (number of errors, pan's output)."""
    spin = subprocess.run(
        ["spin", "-a", *defines, model], cwd=workdir, capture_output=True, text=True
    )
    if spin.returncode != 0:
        raise SystemExit(f"spin could not parse the model:\n{spin.stdout}{spin.stderr}")
    subprocess.run(["cc", *PAN_CFLAGS, "-o", "pan", "pan.c"], cwd=workdir, check=True)
    result = subprocess.run(
        ["./pan", f"-m{PAN_DEPTH}"], cwd=workdir, capture_output=True, text=True
    )
    out = result.stdout + result.stderr
    if "max search depth too small" in out or "out of memory" in out.lower():
        raise SystemExit(f"spin's search was cut short; nothing was proved:\n{out}")
    match = re.search(r"errors: (\d+)", out)
    if match is None:
        raise SystemExit(f"pan did not report a result:\n{out}")
    return int(match.group(1)), out


def replay_trail(workdir: Path, defines: list[str], model: str = MODEL) -> str:
    """The counterexample: spin's replay of the trail, with the model's printf lines."""
    result = subprocess.run(
        ["spin", "-t", *defines, model], cwd=workdir, capture_output=True, text=True
    )
    lines = [ln.strip() for ln in result.stdout.splitlines() if ln.strip()]
    return "\n".join(ln for ln in lines if not ln.startswith(("spin: trail ends", "#processes")))


def summary(out: str) -> str:
    keep = (
        "State-vector",
        "states, stored",
        "elapsed time",
        "assertion violated",
        "invalid end state",
        "errors:",
    )
    return "\n".join(ln.strip() for ln in out.splitlines() if any(k in ln for k in keep))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--faults", type=int, default=2, help="faults injected per run (default 2)")
    parser.add_argument(
        "--mutant",
        action="append",
        default=[],
        type=_parse_mutation,
        metavar="ROLE:STATE:TRIGGER:GUARD",
        help="drop this guard; expect an error",
    )
    parser.add_argument(
        "--model-mutant",
        action="append",
        default=[],
        choices=MODEL_MUTANTS,
        help="build the model with this -D define (a broken rule); expect an error",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        choices=VARIANTS,
        help="build the model with this -D define (another world; no error expected)",
    )
    parser.add_argument("--model", default=MODEL, choices=MODELS, help=f"default {MODEL}")
    args = parser.parse_args(argv)
    if shutil.which("spin") is None:
        print("spin is not installed (Debian: apt-get install spin)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="twophase-spin-") as tmp:
        workdir = Path(tmp)
        shutil.copy(SPECS / args.model, workdir / args.model)
        if args.mutant:
            (workdir / "table.pml").write_text(promela_table(args.mutant))
        else:
            shutil.copy(SPECS / "table.pml", workdir / "table.pml")
        defines = spin_defines(args.faults, [*args.variant, *args.model_mutant])
        errors, out = run_spin(workdir, defines, args.model)
        print(summary(out))
        if errors:
            print("\ncounterexample (spin -t):\n" + replay_trail(workdir, defines, args.model))
    expected_errors = bool(args.mutant or args.model_mutant)
    if bool(errors) != expected_errors:
        what = (
            "the mutant passed: the model does not need that guard"
            if args.mutant or args.model_mutant
            else ("the model has an error")
        )
        print(f"FAIL: {what}", file=sys.stderr)
        return 1
    found = "spin found the expected violation"
    print("OK: " + (found if expected_errors else "no errors"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
