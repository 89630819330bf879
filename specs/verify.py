"""Check the Promela model exhaustively with spin (``make verify``).

    python specs/verify.py [--faults N]            # the model as it is: must find no error
    python specs/verify.py --mutant ROLE:STATE:TRIGGER:GUARD [...]
                                                    # drop guards: must find an error
    python specs/verify.py --model-mutant MUTANT_ABORT_AFTER_VOTE
                                                    # a rule of the model's own code
                                                    # broken (a -D define): must find an error
    python specs/verify.py --model senders.pml [--model-mutant MUTANT_EARLY_FOLLOWER]
                                                    # the sharded sync's two senders
    python specs/verify.py --faults 2 --reuse       # no search where specs/verified.json
                                                    # holds the expected outcome of these
                                                    # exact inputs

Exits 0 when the outcome is the expected one, 1 otherwise, and prints spin's verdict; when
spin finds an error it replays the trail so the counterexample reads as a sequence of
transitions and faults. A search cut short (depth limit, memory) is a failure, never a pass.

Where ``--reuse`` is given, a search that ends as expected (the model as it is: no error;
a mutant: an error, the mutant caught) is written down in ``specs/verified.json``: what was
searched (the model, its variants and mutants, the fault bound), the SHA-256 of everything
the search depends on (the model's text, the table's as staged, mutations included, the
defines, pan's options, spin's version), its outcome and what it took; and the search is
skipped where that record's digest is the digest of the inputs now: the same search of the
same text by the same spin visits the same states, so its outcome still holds. Any change to
the model or the table (``make spec``) changes the digest: the search runs again, and its
outcome is written down, to commit with the change. ``make verify`` reuses the two-fault
searches this way (the model's: 15 minutes, 21 GB; MUTANT_RESTARTED_COMMITTED's: 4 minutes);
every one-fault search it runs.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SPECS = Path(__file__).resolve().parent
sys.path.insert(0, str(SPECS.parent))

from twophase.core.spec import Mutation, _parse_mutation, promela_table  # noqa: E402

MODEL = "twophase.pml"
# pan's options: exhaustive search with state compression; no partial result is accepted.
PAN_CFLAGS = ["-DSAFETY", "-DCOLLAPSE", "-DVECTORSZ=2048", "-DMEMLIM=22528"]
# gcc takes about 65 s to compile pan.c at -O2 and 7 s at -O0, whose pan searches about 1.7x
# slower (measured here: one fault, 28.8 M states, 40 s against 67 s): -O2 pays only for the
# long searches, those of two faults (minutes to a quarter of an hour).
LONG_SEARCH_FAULTS = 2
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
RECORD = SPECS / "verified.json"  # searches that ended as expected, by inputs (``--reuse``)


def spin_defines(faults: int, model_mutants: list[str]) -> list[str]:
    return [f"-DMAXFAULTS={faults}", *(f"-D{name}" for name in model_mutants)]


def pan_cflags(faults: int) -> list[str]:
    return ["-O2" if faults >= LONG_SEARCH_FAULTS else "-O0", *PAN_CFLAGS]


def run_spin(
    workdir: Path, defines: list[str], model: str = MODEL, faults: int = 1
) -> tuple[int, str]:
    """Build and run pan in ``workdir``; return (number of errors, pan's output)."""
    spin = subprocess.run(
        ["spin", "-a", *defines, model], cwd=workdir, capture_output=True, text=True
    )
    if spin.returncode != 0:
        raise SystemExit(f"spin could not parse the model:\n{spin.stdout}{spin.stderr}")
    subprocess.run(["cc", *pan_cflags(faults), "-o", "pan", "pan.c"], cwd=workdir, check=True)
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


def spin_version() -> str:
    done = subprocess.run(["spin", "-V"], capture_output=True, text=True)
    return done.stdout.strip()


def inputs_digest(workdir: Path, model: str, defines: list[str], faults: int) -> str:
    """SHA-256 of everything a search's outcome depends on: the model's and the table's
    text (as copied into ``workdir``), the defines, pan's options and spin's version."""
    h = hashlib.sha256()
    for part in (
        (workdir / model).read_text(),
        (workdir / "table.pml").read_text(),
        " ".join(defines),
        " ".join(pan_cflags(faults)),
        str(PAN_DEPTH),
        spin_version(),
    ):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def search_name(model: str, defines: list[str]) -> str:
    """What a record entry names: the model and its defines (``twophase.pml -DMAXFAULTS=2``)."""
    return " ".join([model, *defines])


def recorded(name: str, record: Path = RECORD) -> dict[str, object] | None:
    if not record.exists():
        return None
    entry = json.loads(record.read_text()).get(name)
    return entry if isinstance(entry, dict) else None


def stage(workdir: Path, model: str, mutations: list[Mutation]) -> None:
    """``model`` and its table into ``workdir``: specs/' table, or one without ``mutations``'
    guards."""
    shutil.copy(SPECS / model, workdir / model)
    if mutations:
        (workdir / "table.pml").write_text(promela_table(mutations))
    else:
        shutil.copy(SPECS / "table.pml", workdir / "table.pml")


def current_digest(model: str, faults: int, variants: list[str]) -> str:
    """The digest of the inputs of the search of ``model`` as it is in specs/ now."""
    with tempfile.TemporaryDirectory(prefix="twophase-spin-") as tmp:
        stage(Path(tmp), model, [])
        return inputs_digest(Path(tmp), model, spin_defines(faults, variants), faults)


def write_record(name: str, digest: str, out: str, errors: int, record: Path = RECORD) -> None:
    """Search ``name`` on inputs ``digest`` ended as expected with ``errors`` (0: a pass;
    more: a mutant caught), with what pan reported."""
    every = json.loads(record.read_text()) if record.exists() else {}
    states = re.search(r"([\d.e+]+) states, stored", out)
    seconds = re.search(r"elapsed time ([\d.e+]+) seconds", out)
    every[name] = {
        "sha256": digest,
        "errors": errors,
        "states_stored": int(float(states.group(1))) if states else None,
        "seconds": float(seconds.group(1)) if seconds else None,
        "spin": spin_version(),
        "date": datetime.date.today().isoformat(),
    }
    record.write_text(json.dumps(dict(sorted(every.items())), indent=2) + "\n")


def _holds(entry: dict[str, object], digest: str, expected_errors: bool) -> bool:
    """A record of these inputs whose outcome is the one expected now."""
    errors = entry.get("errors")
    caught = isinstance(errors, int) and errors > 0
    return entry.get("sha256") == digest and isinstance(errors, int) and caught == expected_errors


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
    parser.add_argument(
        "--reuse",
        action="store_true",
        help=f"no search where {RECORD.name} holds the expected outcome of these exact "
        "inputs; an expected outcome is written there",
    )
    parser.add_argument("--record", type=Path, default=RECORD, help=f"default specs/{RECORD.name}")
    args = parser.parse_args(argv)
    if shutil.which("spin") is None:
        print("spin is not installed (Debian: apt-get install spin)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="twophase-spin-") as tmp:
        workdir = Path(tmp)
        stage(workdir, args.model, args.mutant)
        defines = spin_defines(args.faults, [*args.variant, *args.model_mutant])
        expected_errors = bool(args.mutant or args.model_mutant)
        name, digest = (
            search_name(args.model, defines),
            inputs_digest(workdir, args.model, defines, args.faults),
        )
        before = recorded(name, args.record) if args.reuse else None
        if before is not None and _holds(before, digest, expected_errors):
            outcome = "the expected violation" if expected_errors else "no errors"
            print(
                f"OK: {outcome}: {name} was searched on these exact inputs (sha256 "
                f"{digest[:12]}) on {before.get('date')}: {before.get('errors')} errors, "
                f"{before.get('states_stored')} states, {before.get('seconds')} s "
                f"({args.record.name}); not searched again"
            )
            return 0
        if before is not None:
            print(f"{args.record.name}: {name} was searched on other inputs; searching now")
        errors, out = run_spin(workdir, defines, args.model, args.faults)
        print(summary(out))
        if errors:
            print("\ncounterexample (spin -t):\n" + replay_trail(workdir, defines, args.model))
        if args.reuse and bool(errors) == expected_errors:
            write_record(name, digest, out, errors, args.record)
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
