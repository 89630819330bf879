"""The data path across real processes: 1 sender and 3 receiving ranks over gloo."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from typing import Any

import pytest

from tests.helpers import free_port
from tests.servers import ROOT


def spawn(role: str, port: int, rank: int, *extra: str, env: dict[str, str] | None = None) -> Any:
    command = [sys.executable, "-m", "tests.peers.data_peer", role]
    command += ["--port", str(port), "--rank", str(rank), "--world-size", "4", *extra]
    return subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=(os.environ | (env or {})),
    )


def outcome(process: Any, timeout: float = 60) -> tuple[str, dict[str, Any]]:
    """The peer's final RESULT or ERROR line, parsed."""
    out, _ = process.communicate(timeout=timeout)
    for line in reversed(out.splitlines()):
        kind, _, payload = line.partition(" ")
        if kind in ("RESULT", "ERROR"):
            return kind, json.loads(payload)
    raise AssertionError(f"no result from the peer: {out!r}")


@pytest.mark.parametrize("transfer_format", ["flattened", "per_tensor"])
def test_one_sender_three_receiver_processes_byte_exact(transfer_format: str) -> None:
    port = free_port()
    extra = ("--format", transfer_format)
    receivers = [spawn("receiver", port, rank, *extra) for rank in (1, 2, 3)]
    sender = spawn("sender", port, 0, *extra)
    kind, sent = outcome(sender)
    assert kind == "RESULT", sent
    assert sent["buckets"] > 3
    for receiver in receivers:
        kind, got = outcome(receiver)
        assert kind == "RESULT", got
        assert got == {"digest": sent["digest"], "count": 120}


def test_a_default_group_with_other_ranks_and_torchelastic_agent_store_set() -> None:
    """Each receiver already has a default group in which its rank differs from its sync-group
    rank (like an inference server's TP world), and torchrun's agent-store variable is set."""
    port, default_port = free_port(), free_port()
    env = {"TORCHELASTIC_USE_AGENT_STORE": "True"}
    receivers = [
        spawn("receiver", port, rank, "--default-group", f"{default_port}:{3 - rank}:3", env=env)
        for rank in (1, 2, 3)
    ]
    sender = spawn("sender", port, 0, env=env)
    kind, sent = outcome(sender)
    assert kind == "RESULT", sent
    for rank, receiver in zip((1, 2, 3), receivers, strict=True):
        kind, got = outcome(receiver)
        assert kind == "RESULT", got
        assert got["digest"] == sent["digest"]
        assert got["default_rank"] == 3 - rank  # sync rank and default rank differ
        assert got["default_sum"] == 0 + 1 + 2  # the default group still works afterwards


def test_killing_the_sender_mid_transfer_is_seen_by_every_receiver_within_2_s() -> None:
    port = free_port()
    # Large slow buckets, and a 30 s deadline: only the peer's death can end the wait early.
    extra = ("--bucket-mb", "0.25", "--timeout", "30")
    receivers = [spawn("receiver", port, rank, *extra) for rank in (1, 2, 3)]
    sender = spawn("sender", port, 0, *extra, "--bucket-delay", "0.3")
    assert sender.stdout is not None
    for line in sender.stdout:
        if line.startswith("PROGRESS 2"):
            break
    else:
        raise AssertionError("the sender never reached bucket 2")
    sender.send_signal(signal.SIGKILL)
    killed_at = time.monotonic()
    sender.wait(10)
    for receiver in receivers:
        kind, got = outcome(receiver, timeout=20)
        assert kind == "ERROR", got
        assert got["at"] - killed_at < 2.0, got
        assert "bucket" in got["message"], got  # names where it was
