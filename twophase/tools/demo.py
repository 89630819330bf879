"""``twophase demo``: the whole story on 127.0.0.1, with real processes.

A trainer (``twophase trainer``) and two inference servers (``twophase serve --tp 2`` and
``--tp 1``). A few rounds of train step → sync → generate, with the trainer's per-bucket
progress; a table per sync. Then a fault on purpose: a server is killed mid-transfer. The other
server's ``/sync_state`` shows the rollback, it still serves the old weights, the killed server
is restarted, and the next sync succeeds. Exits non-zero if any check fails; every process it
started is stopped, also on Ctrl-C.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from twophase.core.table import RESTING_STATES, Phase, State
from twophase.http_common import free_port, request_json
from twophase.testing.netcluster import kill_session, stop_sessions

PROMPT = {"prompt": [84, 119, 111, 32, 112, 104, 97, 115, 101], "max_new_tokens": 8}
# Where a rollback leaves an endpoint: resting, without the new weights.
ROLLED_BACK = frozenset(s.value for s in RESTING_STATES - {State.DONE})
RESTING = frozenset(s.value for s in RESTING_STATES)


Sync = Callable[[], tuple[int, Any]]  # one sync: (HTTP status, the trainer's answer)


class DemoFailed(Exception):
    pass


class Processes:
    """Every process the demo starts, stopped on exit whatever happens."""

    def __init__(self) -> None:
        self.running: dict[str, subprocess.Popen[str]] = {}

    def start(self, name: str, *args: str, echo: bool = False) -> subprocess.Popen[str]:
        command = [sys.executable, "-m", "twophase.tools.cli", *args]
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        self.running[name] = process
        threading.Thread(target=self._pump, args=(name, process, echo), daemon=True).start()
        return process

    @staticmethod
    def _pump(name: str, process: subprocess.Popen[str], echo: bool) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            if echo and "Broadcasting bucket" in line:
                print(f"    {name}: {line.split('INFO ', 1)[-1].rstrip()}", flush=True)

    def kill(self, name: str) -> None:
        kill_session(self.running.pop(name))

    def stop_all(self) -> None:
        running, self.running = list(self.running.values()), {}
        stop_sessions(running)


def wait_healthy(url: str, timeout: float = 120) -> None:
    """Wait until ``url``'s ``/health`` answers 200 (raises ``DemoFailed`` after ``timeout``)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError):
            if request_json("GET", f"{url}/health", timeout_s=2)[0] == 200:
                return
        time.sleep(0.2)
    raise DemoFailed(f"{url} did not come up within {timeout:g} s")


def check(condition: bool, what: str) -> None:
    print(f"  {'ok  ' if condition else 'FAIL'} {what}", flush=True)
    if not condition:
        raise DemoFailed(what)


@contextlib.contextmanager
def cluster(
    size: str, bucket_delay: float, *, echo: bool = True
) -> Iterator[tuple[Processes, str, list[tuple[str, int, int]]]]:
    """A trainer and two servers (TP 2, TP 1) on 127.0.0.1, the servers registered with the
    trainer, stopped on exit; ``echo``: print the trainer's per-bucket progress."""
    procs = Processes()
    try:
        trainer_port = free_port()
        servers = [(f"server-tp{tp}", free_port(), tp) for tp in (2, 1)]
        for name, port, tp in servers:
            procs.start(name, "serve", "--port", str(port), "--tp", str(tp), "--size", size)
        procs.start("trainer", "trainer", "--port", str(trainer_port), "--size", size,
                    "--bucket-delay", str(bucket_delay), echo=echo)  # fmt: skip
        trainer = f"http://127.0.0.1:{trainer_port}"
        for url in [trainer] + [f"http://127.0.0.1:{port}" for _, port, _ in servers]:
            wait_healthy(url)
        for name, port, tp in servers:
            status, _ = request_json(
                "POST",
                f"{trainer}/add_inference_endpoint",
                {"host": "127.0.0.1", "port": port, "world_size": tp},
            )
            check(status == 200, f"trainer: added {name} (127.0.0.1:{port}, {tp} ranks)")
        yield procs, trainer, servers
    finally:
        procs.stop_all()


def run(args: argparse.Namespace) -> int:
    print(
        "twophase demo: a trainer and two inference servers (TP 2 and TP 1), "
        f"model size {args.size}\n"
    )
    with cluster(args.size, args.bucket_delay) as (procs, trainer, servers):
        urls = {name: f"http://127.0.0.1:{port}" for name, port, _ in servers}
        master_port = free_port()
        sync_body = {
            "master_port": master_port,
            "master_address": "127.0.0.1",
            "buffer_size_mb": args.bucket_mb,
        }
        sync = functools.partial(
            request_json, "POST", f"{trainer}/sync_inference_weights", sync_body
        )
        play_rounds(args.rounds, "sync", trainer, urls, sync)
        if args.bucket_delay > 0:
            print(f"(transfer includes the demo's {args.bucket_delay:g} s pause per bucket, so "
                  "that progress is visible; `make bench` measures speed)")  # fmt: skip
        _fault(procs, trainer, servers, urls, sync, args)
    print("\ndemo passed: every check held, every process stopped")
    return 0


def play_rounds(rounds: int, what: str, trainer: str, urls: dict[str, str], sync: Sync) -> None:
    """``rounds`` rounds of a train step, a ``sync`` (``what`` it is) and a generation on
    every server (``urls``: by name), each checked; then the table of the syncs."""
    rows = []
    for round_ in range(1, rounds + 1):
        print(f"\nround {round_}: train step, {what}, generate")
        request_json("POST", f"{trainer}/train_step", {}, timeout_s=60)
        status, result = sync()
        check(
            status == 200 and bool(result.get("success")),
            f"sync of version {result.get('weight_version')}: {result.get('message')}",
        )
        equal = digests_equal(trainer, urls)
        check(all(equal), "every server's weights digest equals the trainer's")
        for name, url in urls.items():
            _, out = request_json("POST", f"{url}/generate", PROMPT)
            print(
                f"    {name} generates {out['tokens']} with weight version {out['weight_version']}"
            )
        rows.append(_row(result, equal))
    _print_table(rows)


def _digest(url: str) -> Any:
    return request_json("GET", f"{url}/weights_checksum")[1]["digest"]


def digests_equal(trainer: str, urls: dict[str, str]) -> list[bool]:
    """Whether each server's weights digest is the trainer's."""
    want = _digest(trainer)
    return [_digest(url) == want for url in urls.values()]


def fault_mid_transfer(
    survivor: str, url: str, trainer: str, sync: Sync, fault: Callable[[], None]
) -> None:
    """A train step and a ``sync`` that meets ``fault`` once the buckets are on the wire
    (``survivor``, at ``url``, holds two): the trainer reports the failure, and the survivor
    rolls back and still holds and serves its old weights, whole."""
    _, before = request_json("POST", f"{url}/generate", PROMPT)
    old_digest = _digest(url)
    request_json("POST", f"{trainer}/train_step", {}, timeout_s=60)
    outcome: dict[str, Any] = {}
    syncing = threading.Thread(target=lambda: outcome.update(reply=sync()))
    started = time.monotonic()
    syncing.start()
    deadline = time.monotonic() + 60
    while (
        request_json("GET", f"{url}/sync_state")[1]["buckets_received"] < 2
        and time.monotonic() < deadline
    ):
        time.sleep(0.01)
    fault()
    syncing.join(120)
    status, reply = outcome["reply"]
    check(status == 502 and not reply["success"],
          f"the trainer reports the failure in {time.monotonic() - started:.1f} s: "
          f"{reply['message'][:150]}")  # fmt: skip
    state = _wait_rest(url)
    trail = " -> ".join(h["dest"] for h in state["history"][-4:])
    check(state["state"] in ROLLED_BACK,
          f"{survivor} rolled back ({trail}); cause: {str(state['last_error'])[:120]}")  # fmt: skip
    check(_digest(url) == old_digest, f"{survivor} still holds the old weights, whole")
    _, after = request_json("POST", f"{url}/generate", PROMPT)
    serves = f"version {after['weight_version']}: {after['tokens']}"
    check(after == before, f"{survivor} still serves {serves}")


SHOWN_PHASES = (Phase.GROUP_JOIN, Phase.PREPARE, Phase.TRANSFER, Phase.COMPLETE)


def _row(result: dict[str, Any], equal: list[bool]) -> list[str]:
    phases = result.get("phase_seconds", {})
    return [
        str(result.get("weight_version")), str(result.get("num_buckets")),
        f"{result.get('total_bytes', 0) / 2**20:.1f}",
        *(f"{phases.get(p, 0):.3f}" for p in (*SHOWN_PHASES, "total")),
        f"{result.get('gbps') or 0:.2f}", "yes" if all(equal) else "NO",
    ]  # fmt: skip


def _print_table(rows: list[list[str]]) -> None:
    head = [
        "version",
        "buckets",
        "MB",
        "group s",
        "prepare s",
        "transfer s",
        "complete s",
        "total s",
        "GB/s",
        "digests equal",
    ]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print("\n" + "  ".join(h.rjust(w) for h, w in zip(head, widths, strict=True)))
    for row in rows:
        print("  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)))


def _fault(procs: Processes, trainer: str, servers: list[tuple[str, int, int]],
           urls: dict[str, str], sync: Sync, args: argparse.Namespace) -> None:  # fmt: skip
    victim, port, tp = servers[1]
    print(f"\nfault on purpose: {victim} is killed while the buckets are on the wire")
    survivor = servers[0][0]
    fault_mid_transfer(survivor, urls[survivor], trainer, sync, lambda: procs.kill(victim))
    print(f"\n{victim} restarts on the same port; the next sync")
    procs.start(victim, "serve", "--port", str(port), "--tp", str(tp), "--size", args.size)
    wait_healthy(urls[victim])
    status, result = sync()
    check(
        status == 200 and result["success"],
        f"sync of version {result.get('weight_version')} succeeds",
    )
    check(all(digests_equal(trainer, urls)), "every server's weights digest equals the trainer's")


def _wait_rest(url: str, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        state: dict[str, Any] = request_json("GET", f"{url}/sync_state")[1]
        if state["state"] in RESTING or time.monotonic() > deadline:
            return state
        time.sleep(0.05)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", default="small", help="built-in model size (default: small)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bucket-mb", type=float, default=0.5)
    parser.add_argument(
        "--bucket-delay",
        type=float,
        default=0.05,
        help="trainer pause per bucket, so progress is visible",
    )


def main(
    args: argparse.Namespace,
    story: Callable[[argparse.Namespace], int] = run,
    name: str = "demo",
    cleaned: str = "every process stopped",
) -> int:
    """Run the demo's ``story`` (this one's, or ``cluster_demo``'s): 1 if a check failed,
    130 on Ctrl-C, ``cleaned`` up either way."""
    try:
        return story(args)
    except DemoFailed as exc:
        print(f"\n{name} FAILED: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"\ninterrupted; {cleaned}", file=sys.stderr)
        return 130
