"""This machine's busy core-seconds over time, sampled from ``/proc/stat`` in a thread, so
that a bench can ask afterwards how busy the cores were over any span it timed (the CPU's
share of a sync on the namespaced cluster, whose hosts share this machine's cores)."""

from __future__ import annotations

import bisect
import os
import threading
import time
from collections.abc import Callable
from types import TracebackType

SAMPLE_S = 0.005
REST_S = 1.0  # how long the machine's busy time at rest is measured
_TICKS_S = os.sysconf("SC_CLK_TCK")


def busy_core_seconds() -> float:
    """Every core's time outside idle and I/O wait since boot, in seconds."""
    with open("/proc/stat") as stat:
        fields = [int(v) for v in stat.readline().split()[1:]]
    return (sum(fields) - fields[3] - fields[4]) / _TICKS_S


class CpuClock:
    """Samples (``time.monotonic()``, ``busy_core_seconds()``) every ``SAMPLE_S`` while
    entered."""

    def __init__(self, read: Callable[[], float] = busy_core_seconds) -> None:
        """``read``: the busy core-seconds so far (the machine's; a test passes its own)."""
        self._read = read
        self._times: list[float] = []
        self._busy: list[float] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, name="cpu-clock", daemon=True)

    def __enter__(self) -> CpuClock:
        self._take()
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._stop.set()
        self._thread.join(timeout=1.0)

    def _take(self) -> None:
        busy = self._read()
        with self._lock:
            self._times.append(time.monotonic())
            self._busy.append(busy)

    def _sample(self) -> None:
        while not self._stop.wait(SAMPLE_S):
            self._take()

    def busy_s(self, started: float, ended: float) -> float:
        """The busy core-seconds between two ``time.monotonic()`` readings, interpolated
        between the samples around them."""
        if ended < started:
            raise ValueError(f"the span ends ({ended}) before it starts ({started})")
        return self._at(ended) - self._at(started)

    def rest_rate(self, seconds: float = REST_S) -> float:
        """The cores' busy time per second over the next ``seconds``, nothing asked of them."""
        started = time.monotonic()
        time.sleep(seconds)
        return self.busy_s(started, time.monotonic()) / seconds

    def _at(self, when: float) -> float:
        with self._lock:  # the sampler appends to both lists: read them as one
            return self._interpolated(when)

    def _interpolated(self, when: float) -> float:
        times, busy = self._times, self._busy
        if when <= times[0]:
            return busy[0]
        i = bisect.bisect_left(times, when)
        if i >= len(times):
            return busy[-1]
        share = (when - times[i - 1]) / (times[i] - times[i - 1])
        return busy[i - 1] + share * (busy[i] - busy[i - 1])
