"""Start real ``twophase serve`` processes on 127.0.0.1 for tests, and talk to them."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.peers.seed_trainer import post
from tests.test_group import free_port

ROOT = Path(__file__).resolve().parent.parent


def get(url: str, headers: dict[str, str] | None = None, timeout: float = 30) -> tuple[int, Any]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read()
            kind = response.headers.get("Content-Type", "")
            return response.status, json.loads(body) if "json" in kind else body.decode()
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def post_raw(url: str, data: bytes, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(
        url, data, {"Content-Type": "application/json"} | (headers or {})
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def wait_healthy(
    url: str,
    process: subprocess.Popen[Any],
    *,
    timeout_s: float,
    what: str,
    log: Path | None = None,
) -> None:
    """Wait until ``url/health`` answers 200; fail if the process exits or time runs out."""
    deadline = time.monotonic() + timeout_s
    while True:
        if process.poll() is not None:
            raise AssertionError(f"{what} exited: {log.read_text()[-3000:] if log else ''}")
        with contextlib.suppress(OSError):
            if get(f"{url}/health", timeout=2)[0] == 200:
                return
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not come up within {timeout_s:g} s")
        time.sleep(0.1)


@contextlib.contextmanager
def serve(*args: str, tp: int = 2) -> Iterator[str]:
    """A ``twophase serve`` process; yields its base URL; stops it (and its ranks) after."""
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "twophase.tools.cli",
        "serve",
        "--port",
        str(port),
        "--tp",
        str(tp),
        *args,
    ]
    # The log goes to a file: a pipe nobody reads would fill up and block the server.
    log = tempfile.NamedTemporaryFile(  # noqa: SIM115 (closed in finally)
        "w+", prefix="twophase-serve-", suffix=".log", delete=False
    )
    process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, process, timeout_s=90, what="serve", log=Path(log.name))
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
        log.close()
        os.unlink(log.name)


def state(url: str) -> dict[str, Any]:
    status, body = get(f"{url}/sync_state")
    assert status == 200, body
    return body  # type: ignore[no-any-return]


def wait_state(url: str, states: set[str], timeout: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        body = state(url)
        if body["state"] in states:
            return body
        if time.monotonic() > deadline:
            raise AssertionError(f"state {body['state']}, wanted {states}: {body}")
        time.sleep(0.05)


def digest(url: str) -> str:
    status, body = get(f"{url}/weights_checksum")
    assert status == 200, body
    return str(body["digest"])


__all__ = ["digest", "free_port", "get", "post", "post_raw", "serve", "state", "wait_state"]
