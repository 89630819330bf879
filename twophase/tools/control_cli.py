"""Commands that talk to a running trainer or server: ``twophase state``, ``twophase sync``
(which shows the sync's progress while it runs: ``sync_progress.py``) and ``twophase resolve``
(an operator ends a server's UNCERTAIN sync)."""

from __future__ import annotations

import argparse
import sys

from twophase.core import routes
from twophase.core.trainer_protocol import SHARED_MEMORY
from twophase.engines.registry import DEFAULT_ENGINE, engine_names
from twophase.http_common import request_json
from twophase.tools.common import add_api_key
from twophase.tools.sync_progress import display_for, read_progress, run_with_progress


def add_state_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="e.g. http://127.0.0.1:30000")
    add_api_key(parser)
    parser.add_argument("--last", type=int, default=8, help="how many transitions to show")


def show_state(args: argparse.Namespace) -> int:
    """Fetch ``/sync_state`` and print it for a person: state, progress, transitions, error."""
    url, api_key, last = args.url, args.api_key, args.last
    try:
        status, body = request_json(
            "GET", url.rstrip("/") + routes.STATE_ROUTE, api_key=api_key, timeout_s=10
        )
    except (OSError, ValueError) as exc:
        print(f"cannot read {url}/sync_state: {exc}")
        return 1
    if status != 200:
        print(f"cannot read {url}/sync_state: HTTP {status}: {body.get('message', body)}")
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
    progress = body.get("progress")  # a trainer's running sync
    if isinstance(progress, dict) and progress.get("running"):
        print(
            f"  progress: bucket {progress['buckets_sent']}/{progress['buckets_total']} sent, "
            f"{progress['bytes_sent'] / 2**20:.1f} of {progress['bytes_total'] / 2**20:.1f} MB"
        )
    pause = body.get("last_pause")  # a receiver's last good sync
    if isinstance(pause, dict):
        print(
            f"  last sync's pause: {pause['pause_ms']:.2f} ms (version "
            f"{pause['weight_version']}); {pause['generate_waits']} generate requests "
            f"waited, the longest {pause['generate_wait_ms']:.2f} ms"
        )
    for endpoint in body.get("endpoints", []):
        print(
            f"  endpoint {endpoint['host']}:{endpoint['port']} tp={endpoint['world_size']} "
            f"ranks from {endpoint['rank_offset']}"
        )
    ranks = body.get("ranks", [])  # a vLLM server's workers, each its own machine
    for rank in ranks if len(ranks) > 1 else []:
        version = rank.get("weight_version")
        print(f"  tp rank {rank.get('tp_rank', '?')}: {rank['state']}, weight version {version}")
    history = body.get("history", [])[-last:]
    if history:
        print("  last transitions:")
        t0 = history[0]["wall_time"]
        for h in history:
            print(
                f"    +{h['wall_time'] - t0:7.3f}s {h['source']:>11} -> {h['dest']:<11} "
                f"{h['trigger']:<15} {h['detail']}"
            )
    uncertain = body.get("uncertain")
    if isinstance(uncertain, dict):
        waits = ", ".join(uncertain.get("waiting_for", [])) or "nobody (deciding)"
        print(
            f"  UNCERTAIN in sync {uncertain['sync_id']} for {uncertain['seconds']:.0f} s, "
            f"waiting for {waits}" + (" (past its alert deadline)" if uncertain["alerting"] else "")
        )
    if body.get("last_error"):
        print(f"  last error: {body['last_error']}")
    return 0


def add_resolve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="the UNCERTAIN server, e.g. http://127.0.0.1:30000")
    parser.add_argument("--sync-id", required=True, help="the sync it is UNCERTAIN in")
    parser.add_argument("--decision", choices=["commit", "rollback"], required=True)
    parser.add_argument(
        "--accept-split-risk",
        action="store_true",
        help="required: the peers it waits for are known gone for good (if one is alive and "
        "decided otherwise, the servers end on different versions)",
    )
    parser.add_argument("--reason", default="resolved by an operator (twophase resolve)")
    add_api_key(parser)


def resolve(args: argparse.Namespace) -> int:
    """``POST /resolve_sync``: the server takes the decision (refused without
    ``--accept-split-risk``, or unless it is UNCERTAIN in that sync). Exit 1 on a refusal."""
    body = {
        "sync_id": args.sync_id,
        "decision": args.decision,
        "accept_split_risk": args.accept_split_risk,
        "reason": args.reason,
    }
    url = args.url.rstrip("/") + routes.RESOLVE_ROUTE
    try:
        status, reply = request_json("POST", url, body, api_key=args.api_key, timeout_s=10)
    except (OSError, ValueError) as exc:
        print(f"cannot reach {url}: {exc}")
        return 1
    print(
        f"{'resolved' if status == 200 else f'refused ({status})'}: {reply.get('message', reply)}"
    )
    return 0 if status == 200 else 1


def add_sync_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="the trainer's control app, e.g. http://127.0.0.1:8990")
    parser.add_argument(
        "--add",
        action="append",
        default=[],
        metavar="HOST:PORT:TP",
        help="register an inference endpoint first (repeatable)",
    )
    parser.add_argument(
        "--engine",
        choices=engine_names(),
        default=DEFAULT_ENGINE,
        help="what the endpoints given with --add run (twophase.engines.registry)",
    )
    parser.add_argument(
        "--master-address",
        default=None,
        help="where the servers reach the trainer (default: the trainer's local address that "
        "routes to its endpoints)",
    )
    parser.add_argument("--master-port", type=int, default=29600)
    parser.add_argument("--bucket-mb", type=float, default=1024.0)
    parser.add_argument("--format", choices=["flattened", "per_tensor"], default=None)
    parser.add_argument(
        "--checksum", choices=["auto", "crc32", "sha256", "xxh3", "wsum64", "none"], default="auto"
    )
    add_api_key(parser)
    parser.add_argument(
        "--delta",
        choices=["auto", "on", "off"],
        default="off",
        help="send only the words changed since the last committed sync where every server "
        "holds it (auto: and under half the whole bytes); default off",
    )
    parser.add_argument(
        "--no-shared-memory",
        action="store_true",
        help="through the group even where every server is on the trainer's host",
    )
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds to wait for it")


def run_sync(args: argparse.Namespace) -> int:
    """Register endpoints (``--add``), ask for one sync, print what it did. Exit 1 on failure."""
    base = args.url.rstrip("/")
    try:
        for spec in args.add:
            host, port, tp = spec.rsplit(":", 2)
            body = {"host": host, "port": int(port), "world_size": int(tp), "engine": args.engine}
            status, reply = request_json(
                "POST", base + routes.ADD_ENDPOINT_ROUTE, body, api_key=args.api_key, timeout_s=10
            )
            if status != 200:
                print(f"cannot add {spec}: {status} {reply.get('message', reply)}")
                return 1
        request = {
            "master_address": args.master_address,
            "master_port": args.master_port,
            "buffer_size_mb": args.bucket_mb,
            "transfer_format": args.format,
            "checksum": None if args.checksum == "none" else args.checksum,
            "delta": {"auto": "auto", "on": True, "off": False}[args.delta],
            "shared_memory": not args.no_shared_memory,
        }
        status, reply = run_with_progress(
            lambda: request_json(
                "POST",
                base + routes.SYNC_ROUTE,
                request,
                api_key=args.api_key,
                timeout_s=args.timeout,
            ),
            lambda: read_progress(base, args.api_key),
            display_for(sys.stdout),
        )
    except (OSError, ValueError) as exc:
        print(f"cannot reach {base}: {exc}")
        return 1
    if status != 200 or not reply.get("success"):
        print(f"sync failed ({status}): {reply.get('message', reply)}")
        for endpoint in reply.get("endpoints", []):
            if not endpoint.get("success"):
                print(f"  {endpoint['host']}:{endpoint['port']}: {endpoint.get('message')}")
        return 1
    phases = ", ".join(f"{k} {v:.3f}s" for k, v in reply.get("phase_seconds", {}).items())
    print(
        f"synced version {reply['weight_version']}: {reply['num_buckets']} buckets "
        f"({reply['transfer_format']}), {reply['total_bytes'] / 2**20:.1f} MB, "
        f"{reply.get('gbps') or 0:.2f} GB/s; {phases}"
    )
    if reply.get("route") == SHARED_MEMORY:
        print("  through shared memory (the trainer and every server on one host)")
    elif reply.get("why_not_shared"):
        print(f"  through the group; not shared memory: {reply['why_not_shared']}")
    delta = reply.get("delta")
    if delta is not None:
        said = (
            f"a delta, {delta['bytes_moved'] / 2**20:.1f} MB moved (density {delta['density']:.4f})"
            if delta["delta"]
            else f"whole: {delta['why_whole']}"
        )
        print(f"  {said}")
    pauses, waits = reply.get("pause_ms", {}), reply.get("generate_wait_ms", {})
    for endpoint in reply.get("endpoints", []):
        host = endpoint["host"]
        name = f"[{host}]:{endpoint['port']}" if ":" in host else f"{host}:{endpoint['port']}"
        pause = f", pause {pauses[name]:.2f} ms" if name in pauses else ""
        wait = f", generate waited up to {waits[name]:.2f} ms" if waits.get(name) else ""
        print(f"  {name}: applied{pause}{wait}")
    return 0
