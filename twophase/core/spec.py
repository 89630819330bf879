"""Artefacts derived from ``table.py``: the state table in ``specs/protocol.md``, the mermaid
diagram ``specs/machine.mmd``, and the Promela transition functions ``specs/table.pml``
that the model in ``specs/twophase.pml`` must use for every state change.

``python -m twophase.core.spec write`` regenerates them; ``check`` exits 1 if any is stale (the
test suite runs the same check). ``promela --drop-guard ROLE:STATE:TRIGGER:GUARD`` prints a
mutant transition function without one guard, to show that the model check catches it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from twophase.core.table import (
    ACCEPTS,
    DEADLINES,
    FAILURE_TRIGGERS,
    GUARDS,
    TRANSITIONS,
    Role,
    State,
    Transition,
    Trigger,
)

SPECS_DIR = Path(__file__).resolve().parents[2] / "specs"

Mutation = tuple[Role, State, Trigger, str]


def _guard_text(row: Transition, role: Role) -> str:
    parts = list(row.guards_for(role)) + [f"not {name}" for name in row.unless]
    return " and ".join(parts) if parts else "-"


def markdown_table() -> str:
    """The transition table, the guards and the deadlines as markdown."""
    lines = [
        "| from | trigger | to | sender guard | receiver guard | meaning |",
        "|---|---|---|---|---|---|",
    ]
    failure_sources = {row.source for row in TRANSITIONS if row.trigger in FAILURE_TRIGGERS}
    for row in TRANSITIONS:
        if row.trigger in FAILURE_TRIGGERS:
            continue
        lines.append(
            f"| {row.source.value} | `{row.trigger.value}` | {row.dest.value} "
            f"| {_guard_text(row, Role.SENDER)} | {_guard_text(row, Role.RECEIVER)} | {row.why} |"
        )
    triggers = ", ".join(f"`{t.value}`" for t in FAILURE_TRIGGERS)
    sources = ", ".join(s.value for s in State if s in failure_sources)
    lines += [
        "",
        f"Failures: {triggers} lead from every state ({sources}) to ERROR and must say why; "
        "in ERROR they are recorded and the first cause stays the reported one. "
        "Every other (state, trigger) pair is rejected with a protocol error that names the "
        "role, the state and the trigger, and leaves the state unchanged.",
        "",
        "| guard | meaning |",
        "|---|---|",
        *(f"| `{name}` | {meaning} |" for name, meaning in GUARDS.items()),
        "",
        "| deadline | waits in | ends with | default (s) | what must happen |",
        "|---|---|---|---|---|",
        *(
            f"| `{d.name}` | {', '.join(s.value for s in d.waits_in)} | `{d.ends_with.value}` "
            f"| {d.seconds:g} | {d.meaning} |"
            for d in DEADLINES
        ),
        "",
        "| receiver request | taken in |",
        "|---|---|",
        *(
            f"| `{request.value}` | {', '.join(s.value for s in State if s in states)} |"
            for request, states in ACCEPTS.items()
        ),
        "",
        "In any other state the receiver answers a request 409 and changes nothing "
        "(`prepare_part`: a further part of a staged seed-protocol sync; `check_weights`: an "
        "engine's weights checker).",
    ]
    return "\n".join(lines) + "\n"


def mermaid_diagram() -> str:
    """A mermaid state diagram of the table (failure edges drawn once per source)."""
    lines = ["stateDiagram-v2", "    [*] --> IDLE"]
    drawn: set[tuple[State, State]] = set()
    for row in TRANSITIONS:
        if row.trigger in FAILURE_TRIGGERS:
            if (row.source, row.dest) in drawn:
                continue
            drawn.add((row.source, row.dest))
            label = " / ".join(t.value for t in FAILURE_TRIGGERS)
        else:
            guards = sorted(set(row.sender_guards) | set(row.receiver_guards))
            guards += [f"not {name}" for name in row.unless]
            label = row.trigger.value + (f" [{', '.join(guards)}]" if guards else "")
        lines.append(f"    {row.source.value} --> {row.dest.value}: {label}")
    return "\n".join(lines) + "\n"


def _promela_trigger(trigger: Trigger) -> str:
    return f"t_{trigger.value}"  # "timeout" is a Promela keyword, so every trigger gets a prefix


def _promela_fire(role: Role, mutations: Iterable[Mutation]) -> list[str]:
    dropped = {(s, t, g) for r, s, t, g in mutations if r is role}
    lines = [
        f"/* {role.value}: st = the table's destination, or ok = false if a guard is false; */",
        "/* any (state, trigger) pair the table lacks is an assertion failure.               */",
        f"inline {role.value}_fire(st, trig, ok) {{",
        "  ok = true;",
        "  if",
    ]
    pairs: dict[tuple[State, Trigger], list[Transition]] = {}
    for row in TRANSITIONS:
        pairs.setdefault((row.source, row.trigger), []).append(row)
    # Printed when spin replays a trail (never during the search), so counterexamples read well.
    who, args = ("sender", "") if role is Role.SENDER else ("receiver %d", ", i")
    for (source, trigger), rows in pairs.items():
        lines.append(f"  :: (st == {source.value} && trig == {_promela_trigger(trigger)}) ->")
        branches = []
        for row in rows:
            terms = [g for g in row.guards_for(role) if (source, trigger, g) not in dropped]
            terms += [f"!{name}" for name in row.unless]
            edge = f"{source.value} --{trigger.value}--> {row.dest.value}"
            trace = f'printf("{who}: {edge}\\n"{args})'
            branches.append((terms, f"st = {row.dest.value}; {trace}"))
        if len(branches) == 1 and not branches[0][0]:
            lines.append(f"     {branches[0][1]}")
            continue
        lines.append("     if")
        for terms, action in branches:
            lines.append(f"     :: ({' && '.join(terms) if terms else 'true'}) -> {action}")
        lines += ["     :: else -> ok = false", "     fi"]
    lines += ["  :: else -> assert(false)  /* not in the table */", "  fi", "}"]
    return lines


def promela_table(mutations: Iterable[Mutation] = ()) -> str:
    """The Promela include: the states, the triggers, and one fire() inline per role."""
    mutations = list(mutations)
    head = (
        "/* GENERATED from twophase/core/table.py by `python -m twophase.core.spec write`. "
        "Do not edit. */"
    )
    if mutations:
        head += (
            "\n/* MUTANT: guards dropped: "
            + ", ".join(f"{r.value}:{s.value}:{t.value}:{g}" for r, s, t, g in mutations)
            + " */"
        )
    lines = [
        head,
        "mtype:state = { " + ", ".join(s.value for s in State) + " };",
        "mtype:trigger = { " + ", ".join(_promela_trigger(t) for t in Trigger) + " };",
        "",
    ]
    for role in Role:
        lines += [*_promela_fire(role, mutations), ""]
    return "\n".join(lines)


def _begin(section: str) -> str:
    return f"<!-- BEGIN GENERATED: {section} (python -m twophase.core.spec write) -->"


def _end(section: str) -> str:
    return f"<!-- END GENERATED: {section} -->"


def protocol_doc(current: str) -> str:
    """``specs/protocol.md`` with its generated sections replaced."""
    bodies = {  # each generated section of the document, by name: its text now
        "state table": markdown_table(),
        "diagram": "```mermaid\n" + mermaid_diagram() + "```\n",
    }
    for section, body in bodies.items():
        start = current.index(_begin(section)) + len(_begin(section))
        end = current.index(_end(section))
        current = current[:start] + "\n\n" + body + "\n" + current[end:]
    return current


def expected_files(specs_dir: Path = SPECS_DIR) -> dict[Path, str]:
    """Every generated file, with the text it should have now."""
    doc = specs_dir / "protocol.md"
    return {
        doc: protocol_doc(doc.read_text()),
        specs_dir / "machine.mmd": mermaid_diagram(),
        specs_dir / "table.pml": promela_table(),
    }


def stale_files(specs_dir: Path = SPECS_DIR) -> list[Path]:
    return [
        path
        for path, text in expected_files(specs_dir).items()
        if not path.exists() or path.read_text() != text
    ]


def _parse_mutation(text: str) -> Mutation:
    role, state, trigger, guard = text.split(":")
    return Role(role), State(state), Trigger(trigger), guard


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m twophase.core.spec", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("write", help="regenerate the derived files in specs/")
    sub.add_parser("check", help="exit 1 if a derived file is stale")
    promela = sub.add_parser("promela", help="print the Promela transition functions")
    promela.add_argument(
        "--drop-guard",
        action="append",
        default=[],
        type=_parse_mutation,
        metavar="ROLE:STATE:TRIGGER:GUARD",
    )
    args = parser.parse_args(argv)
    if args.command == "write":
        for path, text in expected_files().items():
            path.write_text(text)
            print(f"wrote {path}")
        return 0
    if args.command == "check":
        stale = stale_files()
        for path in stale:
            print(f"stale: {path} (run: python -m twophase.core.spec write)", file=sys.stderr)
        return 1 if stale else 0
    sys.stdout.write(promela_table(args.drop_guard))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
