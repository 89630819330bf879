"""A reader-writer lock for threads, with deadlines, preferring writers.

Inference holds the read side while it computes; a staged apply takes the write side to swap
the new weights in. A waiting writer blocks new readers, so a steady stream of requests cannot
starve the apply; every acquire takes a timeout, so neither side can wait forever.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator

from twophase.errors import LockTimeout


class RWLock:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False
        self._writers_waiting = 0

    @contextlib.contextmanager
    def read(self, timeout_s: float) -> Iterator[None]:
        deadline = time.monotonic() + timeout_s
        with self._cond:
            while self._writer or self._writers_waiting:
                if not self._cond.wait(max(0.0, deadline - time.monotonic())):
                    raise LockTimeout(f"no read access within {timeout_s:g} s (weights updating)")
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

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
        try:
            yield
        finally:
            with self._cond:
                self._writer = False
                self._cond.notify_all()
