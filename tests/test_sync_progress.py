"""Progress where a person waits: the trainer's ``/sync_state`` counts a running sync's
buckets off, and ``twophase sync`` shows that while it waits (a bar on a terminal, one line
per bucket otherwise), against a real ``twophase trainer`` and ``twophase serve``."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import threading
from typing import Any

import pytest

from tests.helpers import free_port, get, host_port, wait_until
from tests.servers import ROOT, ServePool, trainer_process
from twophase.tools.sync_progress import Bar, BucketLines, display_for, run_with_progress

pytestmark = pytest.mark.timeout(180)
LINE = re.compile(r"^bucket (\d+)/(\d+): ([\d.]+) of ([\d.]+) MB")


def progress(sent: int, sizes: list[int], seconds: float = 0.5) -> dict[str, Any]:
    return {
        "running": sent < len(sizes), "sync_id": "s1", "buckets_sent": sent,
        "buckets_total": len(sizes), "bytes_sent": sum(sizes[:sent]),
        "bytes_total": sum(sizes), "transfer_seconds": seconds, "bucket_bytes": sizes,
    }  # fmt: skip


def test_lines_account_for_every_bucket_even_those_between_two_polls() -> None:
    out = io.StringIO()
    lines = BucketLines(out)
    sizes = [2**20, 2**20, 2**21, 2**19]
    for sent in (1, 1, 3, 4):  # a poll saw nothing new; the next one, two buckets more
        lines.show(progress(sent, sizes))
    shown = out.getvalue().splitlines()
    assert [m.groups() for m in map(LINE.match, shown) if m] == [
        ("1", "4", "1.0", "4.5"),
        ("2", "4", "2.0", "4.5"),
        ("3", "4", "4.0", "4.5"),
        ("4", "4", "4.5", "4.5"),
    ]
    assert "GB/s, ETA" in shown[0] and shown[-1].endswith("ETA 0.0 s")


def test_a_terminal_gets_a_bar_and_the_answer_comes_back() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    display = display_for(out)
    assert isinstance(display, Bar) and isinstance(display_for(io.StringIO()), BucketLines)
    sizes = [2**20] * 4
    polls = iter([progress(1, sizes), progress(3, sizes)])
    polled = threading.Event()

    def request() -> tuple[int, Any]:  # answers once the watcher polled twice
        assert polled.wait(10)
        return 200, {"success": True, "sync_id": "s1"}

    def poll() -> dict[str, Any]:
        seen = next(polls, None)
        if seen is None:  # both shown: the sync may answer
            polled.set()
            return progress(4, sizes)
        return seen

    answer = run_with_progress(request, poll, display)
    assert answer == (200, {"success": True, "sync_id": "s1"})
    drawn = out.getvalue()
    assert "bucket 4/4" in drawn and "4.0/4.0 MB" in drawn and "GB/s" in drawn, drawn


def test_twophase_sync_prints_a_line_per_bucket_while_the_trainer_shows_its_progress() -> None:
    with ServePool() as pool, trainer_process("--bucket-delay", "0.1") as (trainer, _):
        host, port = host_port(pool(tp=2))
        command = [
            sys.executable, "-m", "twophase.tools.cli", "sync", trainer,
            "--add", f"{host}:{port}:2", "--master-port", str(free_port()), "--bucket-mb", "0.05",
        ]  # fmt: skip
        sync = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        try:
            # While it runs, the trainer's state counts the buckets off.
            running = wait_until(
                lambda: (
                    (p := get(f"{trainer}/sync_state")[1]["progress"])
                    and p["running"]
                    and p["buckets_sent"] >= 1
                    and p
                ),
                timeout_s=60,
                what="the trainer to show a running sync's progress",
            )
            output, _ = sync.communicate(timeout=120)
        finally:
            if sync.poll() is None:
                sync.kill()
        assert sync.returncode == 0, output
        assert 1 <= running["buckets_sent"] < running["buckets_total"], running
        assert running["bytes_sent"] <= running["bytes_total"] == sum(running["bucket_bytes"])

        done = get(f"{trainer}/sync_state")[1]
        final = done["progress"]
        assert not final["running"] and final["sync_id"] == done["last_result"]["sync_id"]
        total = done["last_result"]["num_buckets"]
        assert final["buckets_sent"] == final["buckets_total"] == total > 2
        assert final["bytes_sent"] == final["bytes_total"] == done["last_result"]["total_bytes"]
        assert set(done["last_result"]["pause_ms"]) <= {f"{host}:{port}"}

    lines = [m.groups() for m in map(LINE.match, output.splitlines()) if m]
    assert [(k, n) for k, n, _, _ in lines] == [(str(k), str(total)) for k in range(1, total + 1)]
    megabytes = [float(mb) for _, _, mb, _ in lines]
    assert megabytes == sorted(megabytes) and megabytes[-1] == float(lines[-1][3])
    assert "\r" not in output  # no bar redrawn in place into a pipe
    assert f"synced version 1: {total} buckets" in output, output
