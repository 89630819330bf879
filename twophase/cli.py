"""The ``twophase`` command. Subcommands arrive with the parts they drive."""

from __future__ import annotations

import argparse

from twophase import __version__
from twophase.spec import markdown_table, mermaid_diagram


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="twophase", description="two-phase weight sync")
    parser.add_argument("--version", action="version", version=f"twophase {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    table = sub.add_parser("table", help="print the sync state machine's transition table")
    table.add_argument("--mermaid", action="store_true", help="print the mermaid diagram instead")
    args = parser.parse_args(argv)
    if args.command == "table":
        print(mermaid_diagram() if args.mermaid else markdown_table(), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
