"""The ``twophase`` command. Each subcommand's module declares its arguments
(``add_arguments``) and the function that runs it; this module only wires them together."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass

from twophase import __version__
from twophase.core.spec import markdown_table, mermaid_diagram
from twophase.tools import control_cli, demo, hf, plan, serve
from twophase.tools import trainer_cli as trainer
from twophase.tools.bench import main as bench


@dataclass(frozen=True)
class Subcommand:
    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def _add_table_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mermaid", action="store_true", help="print the mermaid diagram instead")


def _print_table(args: argparse.Namespace) -> int:
    print(mermaid_diagram() if args.mermaid else markdown_table(), end="")
    return 0


def _add_tiny_llama_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", metavar="DIR", help="where to write it (created if missing)")
    parser.add_argument("--seed", type=int, default=0, help="the weights' seed (default 0)")
    parser.add_argument(
        "--tokenizer", action="store_true", help="also a word-level tokenizer (w4 ... w511)"
    )


def _tiny_llama(args: argparse.Namespace) -> int:
    try:
        print(hf.write_tiny_llama(args.directory, seed=args.seed))
        if args.tokenizer:
            hf.write_word_tokenizer(args.directory)
    except RuntimeError as exc:  # transformers is missing: say how to install it
        raise SystemExit(f"twophase tiny-llama: {exc}") from None
    return 0


SUBCOMMANDS = (
    Subcommand(
        "table",
        "print the sync state machine's transition table",
        _add_table_arguments,
        _print_table,
    ),
    Subcommand(
        "serve",
        "run an inference server over the built-in model (or --model DIR)",
        serve.add_arguments,
        serve.main,
    ),
    Subcommand(
        "trainer",
        "run a trainer over the built-in model (or --model DIR)",
        trainer.add_arguments,
        trainer.main,
    ),
    Subcommand(
        "tiny-llama",
        "write a tiny Llama (Hugging Face format, float32) to DIR; needs transformers",
        _add_tiny_llama_arguments,
        _tiny_llama,
    ),
    Subcommand(
        "demo",
        "the end-to-end demo: a trainer, two servers, a fault",
        demo.add_arguments,
        demo.main,
    ),
    Subcommand(
        "state",
        "print a side's /sync_state readably",
        control_cli.add_state_arguments,
        control_cli.show_state,
    ),
    Subcommand(
        "sync",
        "ask a running trainer to sync its endpoints now",
        control_cli.add_sync_arguments,
        control_cli.run_sync,
    ),
    Subcommand(
        "resolve",
        "end a server's UNCERTAIN sync by an operator's decision (--accept-split-risk)",
        control_cli.add_resolve_arguments,
        control_cli.resolve,
    ),
    Subcommand("bench", "benchmark the sync methods side by side", bench.add_arguments, bench.run),
    Subcommand(
        "plan",
        "predict what a sync costs on a cluster (a config.json, or --preset)",
        plan.add_arguments,
        plan.main,
    ),
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="twophase", description="two-phase weight sync")
    parser.add_argument("--version", action="version", version=f"twophase {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in SUBCOMMANDS:
        subparser = sub.add_parser(command.name, help=command.help, description=command.help)
        command.add_arguments(subparser)
        subparser.set_defaults(func=command.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.func
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
