"""Real ``twophase serve`` processes on 127.0.0.1 for tests, and calls to them.

``LoggedProcess`` is how every test process starts (servers, trainers, peers, vLLM): from the
repository root, its output in a log file that goes with it. ``ServePool`` starts servers
(several at once: each takes seconds to import torch in its rank processes, so they start
side by side) and stops every one it started when closed, even when the test failed. The
``serve_processes`` fixture in ``conftest.py`` is one per test; a module that shares servers
opens one itself (``with ServePool() as pool``).
"""

from __future__ import annotations

import contextlib
import os
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
    "LoggedProcess",
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


class LoggedProcess:
    """A process started from the repository root, its output in a log file (a pipe nobody
    reads would fill up and block it). ``session``: in a session of its own, so that ``stop``
    ends its children too (vLLM's engine and workers). ``stop`` ends it (SIGTERM, then SIGKILL
    if it lingers) and removes the log; ``signal_stop`` and ``wait_stopped`` do the same in two
    steps, so that several stop side by side."""

    def __init__(
        self,
        argv: list[str],
        prefix: str,
        *,
        env: dict[str, str] | None = None,
        session: bool = False,
        stop_timeout_s: float = STOP_TIMEOUT_S,
    ) -> None:
        handle, name = tempfile.mkstemp(prefix=prefix, suffix=".log")
        self.log = Path(name)
        self.session, self.stop_timeout_s = session, stop_timeout_s
        with open(handle, "w") as log:
            self.process = subprocess.Popen(
                argv, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True,
                env=os.environ | env if env else None, start_new_session=session,
            )  # fmt: skip

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_healthy(self, url: str, *, timeout_s: float, what: str) -> None:
        wait_healthy(url, self.process, timeout_s=timeout_s, what=what, log=self.log)

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:]

    def signal_stop(self, sig: signal.Signals = signal.SIGTERM) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                if self.session:
                    os.killpg(self.process.pid, sig)
                else:
                    self.process.send_signal(sig)

    def wait_stopped(self) -> None:
        """After ``signal_stop``: wait for it, kill it if it lingers, remove the log."""
        try:
            self.process.wait(self.stop_timeout_s)
        except subprocess.TimeoutExpired:
            self.signal_stop(signal.SIGKILL)
            self.process.wait(10)
        finally:
            self.log.unlink(missing_ok=True)

    def stop(self) -> None:
        self.signal_stop()
        self.wait_stopped()


@contextlib.contextmanager
def logged_process(argv: list[str], prefix: str, **options: Any) -> Iterator[LoggedProcess]:
    """A ``LoggedProcess`` for a ``with`` block, stopped at its end."""
    process = LoggedProcess(argv, prefix, **options)
    try:
        yield process
    finally:
        process.stop()


@dataclass(frozen=True)
class ServeSpec:
    """One ``twophase serve``: its TP size and any further arguments."""

    tp: int = 2
    args: tuple[str, ...] = ()


def serve_argv(port: int, tp: int, *args: str) -> list[str]:
    return [
        sys.executable, "-m", "twophase.tools.cli", "serve",
        "--port", str(port), "--tp", str(tp), *args,
    ]  # fmt: skip


class ServePool:
    """Starts ``twophase serve`` processes and stops every one of them at ``close()``."""

    def __init__(self) -> None:
        self._running: dict[str, LoggedProcess] = {}
        self._specs: dict[str, ServeSpec] = {}

    def start(self, *specs: ServeSpec, port: int | None = None) -> list[str]:
        """Start one server per spec, side by side; return their URLs once all answer.
        ``port``: the one server's port (default: a free one each)."""
        started = {}
        for spec in specs:
            chosen = free_port() if port is None else port
            server = LoggedProcess(serve_argv(chosen, spec.tp, *spec.args), "twophase-serve-")
            started[f"http://127.0.0.1:{chosen}"] = server
            self._specs[f"http://127.0.0.1:{chosen}"] = spec
        self._running.update(started)
        for url, server in started.items():
            server.wait_healthy(url, timeout_s=START_TIMEOUT_S, what="twophase serve")
        return list(started)

    def __call__(self, *args: str, tp: int = 2) -> str:
        """Start one server; return its URL."""
        (url,) = self.start(ServeSpec(tp, args))
        return url

    def pid(self, url: str) -> int:
        """The server's front process (the one that answers HTTP)."""
        return self._running[url].pid

    def kill(self, url: str) -> None:
        """Kill the server and its rank workers (SIGKILL: no goodbye), and reap them."""
        server = self._running.pop(url)
        for pid in (*rank_pids(server.pid), server.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        server.wait_stopped()

    def restart(self, url: str) -> None:
        """``kill`` the server, then start it afresh on its port with the same arguments (a
        new incarnation, fresh weights)."""
        self.kill(url)
        self.start(self._specs[url], port=int(url.rsplit(":", 1)[1]))

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
def trainer_process(*args: str, wait: bool = True) -> Iterator[tuple[str, LoggedProcess]]:
    """One ``twophase trainer`` process for a ``with`` block; yields its URL (once it answers,
    unless ``wait`` is False) and the process."""
    port = free_port()
    command = [sys.executable, "-m", "twophase.tools.cli", "trainer", "--port", str(port), *args]
    url = f"http://127.0.0.1:{port}"
    with logged_process(command, "twophase-trainer-") as process:
        if wait:
            process.wait_healthy(url, timeout_s=30, what="twophase trainer")
        yield url, process


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


def trainer_digest_for(trainer: str, server: str) -> str:
    """The digest ``server`` should report holding the trainer's weights: the trainer's own,
    or, where the server's ranks hold shards (``tensor_parallel``), what the trainer computes
    for those ranks' layouts (``POST /weights_checksum``)."""
    status, body = get(f"{server}/weights_checksum")
    assert status == 200, body
    if not body.get("tensor_parallel"):
        status, body = get(f"{trainer}/weights_checksum")
    else:
        layouts = [rank["layout"] for rank in body["ranks"]]
        status, body = post(f"{trainer}/weights_checksum", {"layouts": layouts})
    assert status == 200, body
    return str(body["digest"])


def rank_pids(front_pid: int) -> list[int]:
    """The rank worker processes of a ``twophase serve`` (its children running a rank)."""
    children = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                command = cmdline.read()
        except (OSError, ValueError, IndexError):
            continue
        if parent == front_pid and b"spawn_main" in command:
            children.append(int(entry))
    return sorted(children)
