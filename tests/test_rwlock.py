"""The weights' read-write lock (``twophase.receiver.rwlock``), on its own, with threads.

What it promises: readers share it; a writer has it alone; a waiting writer holds back new
readers, so a stream of inference requests cannot starve an apply; every acquire has a
deadline and raises ``LockTimeout`` (a ``DeadlineExceeded``) when it passes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor

import pytest

from tests.helpers import wait_until
from twophase.errors import DeadlineExceeded, LockTimeout
from twophase.receiver.rwlock import RWLock

WAIT_S = 10.0  # every wait of these tests on another thread; none should come near it


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(8, thread_name_prefix="rwlock-test") as executor:
        yield executor


class Reader:
    """Takes the read side, says so (``inside``), and holds it until ``release``."""

    def __init__(self, lock: RWLock) -> None:
        self.lock = lock
        self.inside = threading.Event()
        self.release = threading.Event()

    def __call__(self) -> None:
        with self.lock.read(WAIT_S):
            self.inside.set()
            assert self.release.wait(WAIT_S)


class Writer(Reader):
    """Takes the write side, says so (``inside``), and holds it until ``release``."""

    def __call__(self) -> None:
        with self.lock.write(WAIT_S):
            self.inside.set()
            assert self.release.wait(WAIT_S)


def read_now(lock: RWLock) -> bool:
    """Whether a reader would get in right now (a zero deadline: no waiting)."""
    try:
        with lock.read(0):
            return True
    except LockTimeout:
        return False


def test_readers_hold_the_lock_together(pool: ThreadPoolExecutor) -> None:
    lock = RWLock()
    readers = 4
    # Every reader waits inside the lock for all the others: only if they share it do they
    # all get past the barrier.
    all_inside = threading.Barrier(readers, timeout=WAIT_S)

    def reader() -> None:
        with lock.read(WAIT_S):
            all_inside.wait()

    for future in [pool.submit(reader) for _ in range(readers)]:
        future.result(WAIT_S)


def test_a_writer_holding_the_lock_keeps_readers_and_writers_out(
    pool: ThreadPoolExecutor,
) -> None:
    lock = RWLock()
    writer = Writer(lock)
    writing = pool.submit(writer)
    assert writer.inside.wait(WAIT_S)
    assert not read_now(lock)
    with pytest.raises(LockTimeout), lock.write(0.05):
        pass
    writer.release.set()
    writing.result(WAIT_S)
    assert read_now(lock)
    with lock.write(0):  # free again: no waiting needed
        pass


def test_a_writer_waits_for_the_readers_inside_and_none_gets_in_meanwhile(
    pool: ThreadPoolExecutor,
) -> None:
    lock = RWLock()
    reader = Reader(lock)
    reading = pool.submit(reader)
    assert reader.inside.wait(WAIT_S)
    writer_inside = threading.Event()

    def writer() -> None:
        with lock.write(WAIT_S):
            writer_inside.set()

    writing = pool.submit(writer)
    # The writer is waiting once it holds new readers back.
    wait_until(lambda: not read_now(lock), timeout_s=WAIT_S, what="the writer to wait")
    assert not writer_inside.is_set()  # the reader is still inside
    reader.release.set()
    reading.result(WAIT_S)
    writing.result(WAIT_S)
    assert writer_inside.is_set()
    assert read_now(lock)  # and once it is done, readers get in again


class Relay:
    """Readers pass the lock on: each one inside stays until a later one is inside too."""

    def __init__(self) -> None:
        self.arrivals = 0
        self._changed = threading.Condition()

    def visit(self, stop: threading.Event) -> None:
        with self._changed:
            self.arrivals += 1
            me = self.arrivals
            self._changed.notify_all()
            # 50 ms at most: a reader held back by a waiting writer never comes.
            self._changed.wait_for(lambda: self.arrivals > me or stop.is_set(), timeout=0.05)


def test_a_stream_of_readers_does_not_starve_a_waiting_writer(pool: ThreadPoolExecutor) -> None:
    """Some reader is always inside: a lock that let new readers in while a writer waits
    would never let the writer in."""
    lock = RWLock()
    relay = Relay()
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            try:
                with lock.read(0.05):
                    relay.visit(stop)
            except LockTimeout:
                continue  # held back by the waiting writer

    readers = [pool.submit(reader) for _ in range(3)]
    try:
        wait_until(lambda: relay.arrivals > 20, timeout_s=WAIT_S, what="the readers to stream")
        with lock.write(timeout_s=2.0):  # a LockTimeout here: the writer starved
            before = relay.arrivals
        wait_until(lambda: relay.arrivals > before + 5, timeout_s=WAIT_S, what="readers to resume")
    finally:
        stop.set()
    for future in readers:
        future.result(WAIT_S)


def test_a_waiting_writer_holds_back_new_readers(pool: ThreadPoolExecutor) -> None:
    lock = RWLock()
    reader = Reader(lock)
    reading = pool.submit(reader)
    assert reader.inside.wait(WAIT_S)
    assert read_now(lock)  # readers share the lock while no writer waits
    writing: Future[None] = pool.submit(_write_once, lock)
    wait_until(lambda: not read_now(lock), timeout_s=WAIT_S, what="new readers to be held back")
    reader.release.set()
    reading.result(WAIT_S)
    writing.result(WAIT_S)


def _write_once(lock: RWLock) -> None:
    with lock.write(WAIT_S):
        pass


def test_a_read_past_its_deadline_raises_lock_timeout(pool: ThreadPoolExecutor) -> None:
    lock = RWLock()
    writer = Writer(lock)
    writing = pool.submit(writer)
    assert writer.inside.wait(WAIT_S)
    started = time.monotonic()
    with (
        pytest.raises(LockTimeout, match=r"no read access within 0\.1 s") as raised,
        lock.read(0.1),
    ):
        pass
    assert 0.09 <= time.monotonic() - started < WAIT_S
    assert isinstance(raised.value, DeadlineExceeded) and isinstance(raised.value, TimeoutError)
    writer.release.set()
    writing.result(WAIT_S)


def test_a_write_past_its_deadline_raises_and_stops_holding_readers_back(
    pool: ThreadPoolExecutor,
) -> None:
    lock = RWLock()
    reader = Reader(lock)
    reading = pool.submit(reader)
    assert reader.inside.wait(WAIT_S)
    with (
        pytest.raises(LockTimeout, match=r"no write access within 0\.1 s \(1 readers"),
        lock.write(0.1),
    ):
        pass
    assert read_now(lock)  # the writer that gave up no longer holds new readers back
    reader.release.set()
    reading.result(WAIT_S)
