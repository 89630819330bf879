"""How an endpoint reaches its TP ranks: in this process (a thread pool per rank) or in a worker
process per rank over a pipe, as real engines run their TP workers.

``RankProxy`` is how an endpoint asks a rank for one ``RankHost`` operation, with a deadline:
``call(deadline_s, RankHost.<op>, *args)`` (``LocalRank``, ``ProcessRank``), so an operation is
picked by an attribute mypy checks, never by a name in a string. Results are ``rankdata``
values; a failure arrives as the exception the host raised (pickled whole across the pipe),
and a call that outlives its deadline raises ``RankDeadlineExceeded``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import multiprocessing as mp
import os
import pickle
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError, ThreadPoolExecutor
from multiprocessing.connection import Connection
from typing import Any, Concatenate, ParamSpec, TypeVar, cast

from twophase.core.timing import RANK_CALL_SLACK_S, RANK_START_TIMEOUT_S
from twophase.errors import RankDeadlineExceeded, RankStepError, TwophaseError
from twophase.receiver.rankhost import RankHost

log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")


class RankProxy(ABC):
    """One TP rank, reached for ``RankHost``'s operations (``LocalRank``: in this process;
    ``ProcessRank``: over a pipe)."""

    tp_rank: int

    @abstractmethod
    async def call(
        self,
        deadline_s: float,
        op: Callable[Concatenate[RankHost, P], R],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> R:
        """Run ``op`` on the rank's host; give up ``RANK_CALL_SLACK_S`` after ``deadline_s``."""

    @abstractmethod
    def alive(self) -> str | None:
        """None while the rank is reachable; otherwise why not."""

    @abstractmethod
    def close(self) -> None: ...


def _invoke(
    host: RankHost, op: Callable[Concatenate[RankHost, P], R], *args: P.args, **kwargs: P.kwargs
) -> R:
    """Run one operation on ``host``; a failure leaves as a ``TwophaseError`` (one of another
    library becomes a ``RankStepError`` with its text: it may not survive pickling)."""
    # ``op`` is RankHost's function, checked where the proxy names it; the host's own method
    # of that operation runs, so a subclass that overrides one is honoured.
    method: Callable[P, R] = getattr(host, op.__name__)
    try:
        return method(*args, **kwargs)
    except TwophaseError:
        raise
    except Exception as exc:
        kind = RankDeadlineExceeded if isinstance(exc, TimeoutError) else RankStepError
        raise kind(str(exc) or type(exc).__name__) from exc


async def _await(
    future: Future[Any], deadline_s: float, tp_rank: int, op: Callable[..., Any]
) -> Any:
    limit_s = deadline_s + RANK_CALL_SLACK_S
    # asyncio.wait, not wait_for: a DeadlineExceeded the host raised is a TimeoutError too,
    # and must arrive as itself, not as this call's own expiry.
    waiting = asyncio.wrap_future(future)
    try:
        done, _ = await asyncio.wait({waiting}, timeout=limit_s)
    finally:
        if not waiting.done():
            waiting.cancel()
    if not done:
        raise RankDeadlineExceeded(
            f"tp rank {tp_rank}: {op.__name__} did not return within {limit_s:g} s"
        )
    return waiting.result()


class LocalRank(RankProxy):
    """A rank in this process; its host's blocking methods run on the rank's own pool."""

    def __init__(self, host: RankHost) -> None:
        self.host = host
        self.tp_rank = host.tp_rank
        self._pool = ThreadPoolExecutor(16, thread_name_prefix=f"twophase-tp{host.tp_rank}")

    async def call(
        self,
        deadline_s: float,
        op: Callable[Concatenate[RankHost, P], R],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> R:
        future = self._pool.submit(lambda: _invoke(self.host, op, *args, **kwargs))
        return cast(R, await _await(future, deadline_s, self.tp_rank, op))

    def alive(self) -> str | None:
        return None

    def close(self) -> None:
        self.host.destroy()
        self._pool.shutdown(wait=False, cancel_futures=True)


def _rank_process_main(conn: Connection, factory: Callable[[int], RankHost], tp_rank: int) -> None:
    """The worker process of one rank: build the host, then serve calls concurrently."""
    logging.basicConfig(level=logging.WARNING, format=f"tp{tp_rank} %(levelname)s %(message)s")
    host = factory(tp_rank)
    send_lock = threading.Lock()
    pool = ThreadPoolExecutor(16, thread_name_prefix=f"twophase-tp{tp_rank}")

    def reply(message: tuple[int, bool, object]) -> None:
        with send_lock:
            conn.send(message)

    def run(
        call_id: int, op: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> None:
        message: tuple[int, bool, object]
        try:
            message = (call_id, True, _invoke(host, op, *args, **kwargs))
        except TwophaseError as exc:  # every one survives pickling (tests/test_ranks.py)
            message = (call_id, False, exc)
        try:
            reply(message)
        except (pickle.PicklingError, TypeError, AttributeError) as exc:  # nothing was sent
            reason = f"tp rank {tp_rank}: {op.__name__}: the reply does not pickle: {exc}"
            reply((call_id, False, RankStepError(reason)))

    reply((0, True, None))  # ready
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            break  # the front process is gone: so is this rank
        if message is None:  # asked to exit
            break
        pool.submit(run, *message)
    # Exit now, like a TP worker whose server died: threads still blocked in a collective or
    # a wait would otherwise keep this process, and its group connections, alive until their
    # deadlines, and the trainer would wait that long to see the endpoint gone.
    with contextlib.suppress(Exception):
        host.destroy()
    os._exit(0)


class ProcessRank(RankProxy):
    """A rank in a worker process of its own (spawned), reached over a pipe."""

    def __init__(
        self,
        factory: Callable[[int], RankHost],
        tp_rank: int,
        start_timeout_s: float = RANK_START_TIMEOUT_S,
        *,
        wait: bool = True,
    ) -> None:
        """``wait=False``: return once the process is started, and let ``wait_started`` wait
        for its host to be built (tensor-parallel ranks build theirs together)."""
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
        ready: Future[Any] = Future()
        self._pending: dict[int, Future[Any]] = {0: ready}
        self._lock = threading.Lock()
        self._gone: str | None = None
        self._reader = threading.Thread(target=self._read, daemon=True, name=f"tp{tp_rank}-pipe")
        self._reader.start()
        self._ready, self._start_timeout_s = ready, start_timeout_s
        if wait:
            self.wait_started()

    def wait_started(self) -> None:
        """Wait for the worker's host to be built; ``RankStepError`` (the process closed) if
        it failed or took longer than the start timeout."""
        try:
            self._ready.result(self._start_timeout_s)
        except Exception as exc:
            self.close()
            raise RankStepError(
                f"tp rank {self.tp_rank}: worker process did not start: {exc}"
            ) from exc

    def _read(self) -> None:
        while True:
            try:
                call_id, ok, value = self._conn.recv()
            except (EOFError, OSError):
                break
            except Exception:  # a reply that does not unpickle: its caller meets its deadline
                log.exception("tp rank %d: unreadable reply from the worker process", self.tp_rank)
                continue
            with self._lock:
                future = self._pending.pop(call_id, None)
            if future is None:
                continue
            # The caller may have given up (a cancelled future): the reply is dropped, and
            # this thread, which serves every call of the rank, must live on.
            with contextlib.suppress(InvalidStateError):
                if ok:
                    future.set_result(value)
                elif isinstance(value, BaseException):
                    future.set_exception(value)
                else:
                    future.set_exception(RankStepError(f"tp rank {self.tp_rank}: {value!r}"))
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

    async def call(
        self,
        deadline_s: float,
        op: Callable[Concatenate[RankHost, P], R],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> R:
        future: Future[Any] = Future()
        with self._lock:
            if self._gone is not None:
                raise RankStepError(self._gone)
            call_id = next(self._ids)
            self._pending[call_id] = future
            try:
                self._conn.send((call_id, op, args, kwargs))
            except (OSError, ValueError) as exc:
                self._pending.pop(call_id, None)
                raise RankStepError(f"tp rank {self.tp_rank}: pipe broken: {exc}") from exc
        try:  # what comes back over the pipe is what ``op`` returned in the worker process
            return cast(R, await _await(future, deadline_s, self.tp_rank, op))
        finally:  # a call given up on (a stopped worker's) leaves no entry behind
            with self._lock:
                self._pending.pop(call_id, None)

    def alive(self) -> str | None:
        return self._gone if self._gone is not None else (
            None if self.process.is_alive() else f"tp rank {self.tp_rank}: worker process exited"
        )  # fmt: skip

    def close(self) -> None:
        with self._lock:
            self._gone = self._gone or "closed"
            with contextlib.suppress(OSError, ValueError):
                self._conn.send(None)
        self.process.join(3)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(3)
