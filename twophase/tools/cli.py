"""The ``twophase`` command. Subcommands arrive with the parts they drive."""

from __future__ import annotations

import argparse

from twophase import __version__
from twophase.core.spec import markdown_table, mermaid_diagram
from twophase.tools import control_cli
from twophase.tools import demo as demo_module
from twophase.tools import serve as serve_module
from twophase.tools import trainer as trainer_module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="twophase", description="two-phase weight sync")
    parser.add_argument("--version", action="version", version=f"twophase {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    table = sub.add_parser("table", help="print the sync state machine's transition table")
    table.add_argument("--mermaid", action="store_true", help="print the mermaid diagram instead")
    serve = sub.add_parser("serve", help="run an inference server over the built-in model")
    serve_module.add_arguments(serve)
    demo = sub.add_parser("demo", help="the end-to-end demo: a trainer, two servers, a fault")
    demo_module.add_arguments(demo)
    trainer = sub.add_parser("trainer", help="run a trainer over the built-in model")
    trainer_module.add_arguments(trainer)
    state = sub.add_parser("state", help="print a side's /sync_state readably")
    state.add_argument("url", help="e.g. http://127.0.0.1:30000")
    state.add_argument("--api-key", default=None)
    state.add_argument("--last", type=int, default=8, help="how many transitions to show")
    sync = sub.add_parser("sync", help="ask a running trainer to sync its endpoints now")
    control_cli.add_sync_arguments(sync)
    bench = sub.add_parser("bench", help="benchmark the sync methods side by side")
    bench.add_argument(
        "bench_args", nargs=argparse.REMAINDER, help="see python -m twophase.tools.bench.main -h"
    )
    args = parser.parse_args(argv)
    if args.command == "table":
        print(mermaid_diagram() if args.mermaid else markdown_table(), end="")
    elif args.command == "serve":
        return serve_module.main(args)
    elif args.command == "demo":
        return demo_module.main(args)
    elif args.command == "trainer":
        return trainer_module.main(args)
    elif args.command == "state":
        return control_cli.show_state(args.url, args.api_key, args.last)
    elif args.command == "sync":
        return control_cli.run_sync(args)
    elif args.command == "bench":
        from twophase.tools.bench.main import main as bench_main

        return bench_main(args.bench_args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
