"""The ``twophase`` command. Subcommands arrive with the parts they drive."""

from __future__ import annotations

import argparse
import json
import urllib.request

from twophase import __version__
from twophase import demo as demo_module
from twophase import serve as serve_module
from twophase import trainer as trainer_module
from twophase.spec import markdown_table, mermaid_diagram


def show_state(url: str, api_key: str | None, last: int) -> int:
    """Fetch ``/sync_state`` and print it for a person: state, progress, transitions, error."""
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    request = urllib.request.Request(url.rstrip("/") + "/sync_state", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            body = json.loads(response.read())
    except (OSError, ValueError) as exc:
        print(f"cannot read {url}/sync_state: {exc}")
        return 1
    print(
        f"{body.get('role', '?')} at {url}: {body['state']}  (sync {body.get('sync_id')}, "
        f"weight version {body.get('weight_version')})"
    )
    if body.get("buckets_total"):
        print(
            f"  progress: bucket {body['buckets_received']}/{body['buckets_total']}, "
            f"{body['bytes_received'] / 2**20:.1f} of {body['bytes_total'] / 2**20:.1f} MB"
        )
    for endpoint in body.get("endpoints", []):
        print(
            f"  endpoint {endpoint['host']}:{endpoint['port']} tp={endpoint['world_size']} "
            f"ranks from {endpoint['rank_offset']}"
        )
    history = body.get("history", [])[-last:]
    if history:
        print("  last transitions:")
        t0 = history[0]["wall_time"]
        for h in history:
            print(
                f"    +{h['wall_time'] - t0:7.3f}s {h['source']:>11} -> {h['dest']:<11} "
                f"{h['trigger']:<15} {h['detail']}"
            )
    if body.get("last_error"):
        print(f"  last error: {body['last_error']}")
    return 0


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
    bench = sub.add_parser("bench", help="benchmark the sync methods side by side")
    bench.add_argument(
        "bench_args", nargs=argparse.REMAINDER, help="see python -m twophase.bench -h"
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
        return show_state(args.url, args.api_key, args.last)
    elif args.command == "bench":
        from twophase.bench import main as bench_main

        return bench_main(args.bench_args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
