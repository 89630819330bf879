"""Real ``twophase serve`` processes on 127.0.0.1 for tests, and calls to them.

``ServePool`` starts servers (several at once: each takes seconds to import torch in its
rank processes, so they start side by side) and stops every one it started when closed, even
when the test failed. The ``serve_processes`` fixture in ``conftest.py`` is one per test;
a module that shares servers opens one itself (``with ServePool() as pool``).
"""

from __future__ import annotations

import contextlib
import signal
import subprocess
import sys
import tempfile
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from tests.helpers import free_port, get, post, post_raw, wait_until
from twophase.core.table import RESTING_STATES

ROOT = Path(__file__).resolve().parent.parent
START_TIMEOUT_S = 90.0
STOP_TIMEOUT_S = 15.0
RESTING = frozenset(state.value for state in RESTING_STATES)

__all__ = [
    "RESTING",
    "ROOT",
    "ServePool",
    "ServeSpec",
    "digest",
    "free_port",
    "get",
    "post",
    "post_raw",
    "serve",
    "state",
    "trainer_process",
    "wait_healthy",
    "wait_state",
]


def wait_healthy(
    url: str,
    process: subprocess.Popen[Any],
    *,
    timeout_s: float,
    what: str,
    log: Path | None = None,
) -> None:
    """Wait until ``url/health`` answers 200; fail at once if the process exits."""

    def healthy() -> bool:
        if process.poll() is not None:
            raise AssertionError(f"{what} exited: {log.read_text()[-3000:] if log else ''}")
        with contextlib.suppress(OSError):
            return get(f"{url}/health", timeout=2)[0] == 200
        return False

    wait_until(healthy, timeout_s=timeout_s, what=f"{what} at {url} to answer /health")


@dataclass(frozen=True)
class ServeSpec:
    """One ``twophase serve``: its TP size and any further arguments."""

    tp: int = 2
    args: tuple[str, ...] = ()


class ServeProcess:
    """One running ``twophase serve``; its output goes to a log file (a pipe nobody reads
    would fill up and block the server)."""

    def __init__(self, spec: ServeSpec) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [
            sys.executable, "-m", "twophase.tools.cli", "serve",
            "--port", str(self.port), "--tp", str(spec.tp), *spec.args,
        ]  # fmt: skip
        handle, name = tempfile.mkstemp(prefix="twophase-serve-", suffix=".log")
        self.log = Path(name)
        with open(handle, "w") as log:
            self.process = subprocess.Popen(
                command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True
            )

    def wait_healthy(self) -> None:
        wait_healthy(
            self.url, self.process, timeout_s=START_TIMEOUT_S, what="twophase serve", log=self.log
        )

    def signal_stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)

    def wait_stopped(self) -> None:
        """After ``signal_stop``: wait for it (its rank processes go with it), kill it if it
        lingers, and remove the log."""
        try:
            self.process.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)
        finally:
            self.log.unlink(missing_ok=True)


class ServePool:
    """Starts ``twophase serve`` processes and stops every one of them at ``close()``."""

    def __init__(self) -> None:
        self._running: dict[str, ServeProcess] = {}

    def start(self, *specs: ServeSpec) -> list[str]:
        """Start one server per spec, side by side; return their URLs once all answer."""
        started = [ServeProcess(spec) for spec in specs]
        self._running.update((server.url, server) for server in started)
        for server in started:
            server.wait_healthy()
        return [server.url for server in started]

    def __call__(self, *args: str, tp: int = 2) -> str:
        """Start one server; return its URL."""
        (url,) = self.start(ServeSpec(tp, args))
        return url

    def pid(self, url: str) -> int:
        """The server's front process (the one that answers HTTP)."""
        return self._running[url].process.pid

    def stop(self, *urls: str) -> None:
        servers = [self._running.pop(url) for url in urls]
        for server in servers:
            server.signal_stop()
        for server in servers:
            server.wait_stopped()

    def close(self) -> None:
        self.stop(*self._running)

    def __enter__(self) -> ServePool:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


@contextlib.contextmanager
def serve(*args: str, tp: int = 2) -> Iterator[str]:
    """One ``twophase serve`` process for a ``with`` block; yields its URL."""
    with ServePool() as pool:
        yield pool(*args, tp=tp)


@contextlib.contextmanager
def trainer_process(*args: str) -> Iterator[str]:
    """One ``twophase trainer`` process for a ``with`` block; yields its URL."""
    port = free_port()
    command = [sys.executable, "-m", "twophase.tools.cli", "trainer", "--port", str(port), *args]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, process, timeout_s=30, what="twophase trainer")
        yield url
    finally:
        process.terminate()
        process.wait(15)


def state(url: str) -> dict[str, Any]:
    status, body = get(f"{url}/sync_state")
    assert status == 200, body
    assert isinstance(body, dict), body
    return body


def wait_state(url: str, states: Collection[str], timeout: float = 30) -> dict[str, Any]:
    """The server's ``/sync_state`` once its state is one of ``states``."""

    last: dict[str, Any] = {}

    def reached() -> dict[str, Any] | None:
        last.update(state(url))
        return dict(last) if last["state"] in states else None

    try:
        return wait_until(reached, timeout_s=timeout, what=f"{url} to reach {sorted(states)}")
    except AssertionError as exc:
        raise AssertionError(f"{exc}: it is in {last.get('state')}: {last}") from None


def digest(url: str) -> str:
    status, body = get(f"{url}/weights_checksum")
    assert status == 200, body
    return str(body["digest"])
