"""How an endpoint reaches its TP ranks: in this process (a thread pool per rank) or in a worker
process per rank over a pipe, as real engines run their TP workers. Both expose one async
``call(method, *args, timeout_s=)`` on a ``RankHost``, with a deadline on every call.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import multiprocessing as mp
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError, ThreadPoolExecutor
from multiprocessing.connection import Connection
from typing import Any, Protocol

from twophase.errors import LockTimeout, NotServing, RankStepError
from twophase.receiver.rankhost import RankHost

log = logging.getLogger(__name__)
# Slack on top of a host method's own deadline before the caller gives up on the call.
CALL_SLACK_S = 5.0
_ERRORS: dict[str, type[Exception]] = {"NotServing": NotServing, "LockTimeout": LockTimeout}


class RankProxy(Protocol):
    tp_rank: int

    async def call(self, method: str, *args: Any, timeout_s: float) -> Any: ...

    def alive(self) -> str | None:
        """None while the rank is reachable; otherwise why not."""
        ...

    def close(self) -> None: ...


class LocalRank:
    """A rank in this process; its host's blocking methods run on the rank's own pool."""

    def __init__(self, host: RankHost) -> None:
        self.host = host
        self.tp_rank = host.tp_rank
        self._pool = ThreadPoolExecutor(16, thread_name_prefix=f"twophase-tp{host.tp_rank}")

    async def call(self, method: str, *args: Any, timeout_s: float) -> Any:
        future = self._pool.submit(getattr(self.host, method), *args)
        return await _await(future, timeout_s, self.tp_rank, method)

    def alive(self) -> str | None:
        return None

    def close(self) -> None:
        self.host.destroy()
        self._pool.shutdown(wait=False, cancel_futures=True)


async def _await(future: Future[Any], timeout_s: float, tp_rank: int, method: str) -> Any:
    try:
        return await asyncio.wait_for(asyncio.wrap_future(future), timeout_s + CALL_SLACK_S)
    except asyncio.TimeoutError:
        raise RankStepError(
            f"tp rank {tp_rank}: {method} did not return within {timeout_s + CALL_SLACK_S:g} s"
        ) from None


def _rank_process_main(conn: Connection, factory: Callable[[int], RankHost], tp_rank: int) -> None:
    """The worker process of one rank: build the host, then serve calls concurrently."""
    logging.basicConfig(level=logging.WARNING, format=f"tp{tp_rank} %(levelname)s %(message)s")
    host = factory(tp_rank)
    send_lock = threading.Lock()
    pool = ThreadPoolExecutor(16, thread_name_prefix=f"twophase-tp{tp_rank}")

    def reply(message: tuple[Any, ...]) -> None:
        with send_lock:
            conn.send(message)

    def run(call_id: int, method: str, args: tuple[Any, ...]) -> None:
        try:
            reply((call_id, True, getattr(host, method)(*args)))
        except Exception as exc:
            reply((call_id, False, (type(exc).__name__, str(exc))))

    reply((0, True, "ready"))
    while True:
        try:
            call_id, method, args = conn.recv()
        except (EOFError, OSError):
            break  # the front process is gone: so is this rank
        if method == "_exit":
            break
        pool.submit(run, call_id, method, args)
    # Exit now, like a TP worker whose server died: threads still blocked in a collective or
    # a wait would otherwise keep this process, and its group connections, alive until their
    # deadlines, and the trainer would wait that long to see the endpoint gone.
    with contextlib.suppress(Exception):
        host.destroy()
    os._exit(0)


class ProcessRank:
    """A rank in a worker process of its own (spawned), reached over a pipe."""

    def __init__(
        self, factory: Callable[[int], RankHost], tp_rank: int, start_timeout_s: float = 120
    ) -> None:
        self.tp_rank = tp_rank
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self.process = ctx.Process(
            target=_rank_process_main, args=(child, factory, tp_rank), daemon=True,
            name=f"twophase-tp{tp_rank}",
        )  # fmt: skip
        self.process.start()
        child.close()
        self._ids = itertools.count(1)
        self._pending: dict[int, Future[Any]] = {0: Future()}
        self._lock = threading.Lock()
        self._gone: str | None = None
        self._reader = threading.Thread(target=self._read, daemon=True, name=f"tp{tp_rank}-pipe")
        self._reader.start()
        try:
            self._pending_ready().result(start_timeout_s)
        except Exception as exc:
            self.close()
            raise RankStepError(f"tp rank {tp_rank}: worker process did not start: {exc}") from exc

    def _pending_ready(self) -> Future[Any]:
        return self._pending[0]

    def _read(self) -> None:
        while True:
            try:
                call_id, ok, value = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                future = self._pending.pop(call_id, None)
            if future is None:
                continue
            # The caller may have given up (a cancelled future): the reply is dropped, and
            # this thread, which serves every call of the rank, must live on.
            with contextlib.suppress(InvalidStateError):
                if ok:
                    future.set_result(value)
                else:
                    kind, message = value
                    future.set_exception(_ERRORS.get(kind, RankStepError)(message))
        self.process.join(1)
        self._fail_all(
            f"tp rank {self.tp_rank}: worker process died (exit code {self.process.exitcode})"
        )

    def _fail_all(self, reason: str) -> None:
        with self._lock:
            self._gone = self._gone or reason
            pending, self._pending = self._pending, {}
        for future in pending.values():
            with contextlib.suppress(InvalidStateError):
                future.set_exception(RankStepError(reason))

    async def call(self, method: str, *args: Any, timeout_s: float) -> Any:
        future: Future[Any] = Future()
        with self._lock:
            if self._gone is not None:
                raise RankStepError(self._gone)
            call_id = next(self._ids)
            self._pending[call_id] = future
            try:
                self._conn.send((call_id, method, args))
            except (OSError, ValueError) as exc:
                self._pending.pop(call_id, None)
                raise RankStepError(f"tp rank {self.tp_rank}: pipe broken: {exc}") from exc
        return await _await(future, timeout_s, self.tp_rank, method)

    def alive(self) -> str | None:
        return self._gone if self._gone is not None else (
            None if self.process.is_alive() else f"tp rank {self.tp_rank}: worker process exited"
        )  # fmt: skip

    def close(self) -> None:
        with self._lock:
            self._gone = self._gone or "closed"
            with contextlib.suppress(OSError, ValueError):
                self._conn.send((0, "_exit", ()))
        self.process.join(3)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(3)
