"""A reader-writer lock for threads, with deadlines, preferring writers.

Inference holds the read side while it computes; a staged apply takes the write side to swap
the new weights in. A waiting writer blocks new readers, so a steady stream of requests cannot
starve the apply; every acquire takes a timeout, so neither side can wait forever.

The lock also measures what a sync costs inference (``figures``): how long the write side was
held, and how many readers had to wait for it and for how long. It is the one place that sees
both sides, so the figures need no cooperation from the inference code that takes the lock.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

from twophase.errors import LockTimeout


@dataclass(frozen=True)
class LockFigures:
    """What the lock saw since its figures were last reset."""

    write_held_s: float = 0.0  # the write side held, in all
    read_waits: int = 0  # readers that found a writer inside or waiting, and waited
    read_wait_max_s: float = 0.0  # the longest of their waits


class RWLock:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False
        self._writers_waiting = 0
        # The figures, under ``_cond``. A reader still waiting counts with its wait so far,
        # so that a sync's figures include a reader not yet woken when they are read.
        self._held_s = 0.0
        self._write_since: float | None = None
        self._waits = 0
        self._wait_max_s = 0.0
        self._waiting: dict[int, float] = {}  # a waiting reader's token: since when
        self._tokens = itertools.count()

    @contextlib.contextmanager
    def read(self, timeout_s: float, *, counted: bool = True) -> Iterator[None]:
        """``counted``: a wait of this reader enters the figures (False for a reader that
        is not inference, such as a checksum)."""
        deadline = time.monotonic() + timeout_s
        with self._cond:
            if self._writer or self._writers_waiting:
                self._wait_to_read(deadline, timeout_s, counted)
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

    def _wait_to_read(self, deadline: float, timeout_s: float, counted: bool) -> None:
        token = next(self._tokens)
        if counted:
            self._waiting[token] = time.monotonic()
        try:
            while self._writer or self._writers_waiting:
                if not self._cond.wait(max(0.0, deadline - time.monotonic())):
                    raise LockTimeout(f"no read access within {timeout_s:g} s (weights updating)")
        finally:
            started = self._waiting.pop(token, None)  # moved on by a reset meanwhile
            if started is not None:
                self._waits += 1
                self._wait_max_s = max(self._wait_max_s, time.monotonic() - started)

    @contextlib.contextmanager
    def write(self, timeout_s: float) -> Iterator[None]:
        deadline = time.monotonic() + timeout_s
        with self._cond:
            self._writers_waiting += 1
            try:
                while self._writer or self._readers:
                    if not self._cond.wait(max(0.0, deadline - time.monotonic())):
                        raise LockTimeout(
                            f"no write access within {timeout_s:g} s "
                            f"({self._readers} readers still inside)"
                        )
            finally:
                self._writers_waiting -= 1
                self._cond.notify_all()  # readers held back by this writer may go on
            self._writer = True
            self._write_since = time.monotonic()
        try:
            yield
        finally:
            with self._cond:
                self._writer = False
                if self._write_since is not None:
                    self._held_s += time.monotonic() - self._write_since
                    self._write_since = None
                self._cond.notify_all()

    def figures(self, *, reset: bool = False) -> LockFigures:
        """The figures since the last reset, counting a write still held and readers still
        waiting as far as they got; ``reset``: start afresh from now."""
        with self._cond:
            now = time.monotonic()
            held = self._held_s
            if self._write_since is not None:
                held += now - self._write_since
            waits = list(self._waiting.values())
            figures = LockFigures(
                write_held_s=held,
                read_waits=self._waits + len(waits),
                read_wait_max_s=max([self._wait_max_s, *(now - since for since in waits)]),
            )
            if reset:
                self._held_s, self._waits, self._wait_max_s = 0.0, 0, 0.0
                if self._write_since is not None:
                    self._write_since = now
                # A reader still waiting goes on counting, from now, in the new figures.
                self._waiting = dict.fromkeys(self._waiting, now)
        return figures
