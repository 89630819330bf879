"""The fault injector: which fault fires, at which rank or endpoint, at which point.

Points on the data path (consulted by the simulated group and the apply wrapper):
``group join``, ``probe``, ``bucket`` (any) or ``bucket K``, ``vote`` (the checksum check),
``apply``. Points on HTTP (consulted by the endpoint's middleware): ``init``, ``prepare``,
``complete``, ``destroy``, ``abort``, ``capabilities``.

Kinds: ``fail``, ``hang``, ``delay``, ``corrupt`` (flip bytes), ``die`` (the peer vanishes),
``lose`` (the collective completes for the others, then this rank's connection breaks before
its answer arrives: in the vote, a yes cast and the answer lost); and for HTTP also
``drop_request``, ``drop_response``, ``duplicate``, ``late``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from twophase.core import routes

DATA_POINTS = ("group join", "probe", "bucket", "vote", "apply")
HTTP_POINTS = ("init", "prepare", "complete", "destroy", "abort", "capabilities")
DATA_KINDS = ("fail", "hang", "delay", "corrupt", "die", "lose")
HTTP_KINDS = ("fail", "hang", "delay", "die", "drop_request", "drop_response", "duplicate", "late")
ROUTE_POINTS = {
    routes.INIT_ROUTE: "init",
    routes.PREPARE_ROUTE: "prepare",
    routes.COMPLETE_ROUTE: "complete",
    routes.DESTROY_ROUTE: "destroy",
    routes.ABORT_ROUTE: "abort",
    routes.CAPABILITIES_ROUTE: "capabilities",
}


@dataclass(frozen=True)
class Fault:
    kind: str
    point: str
    rank: int | None = None  # a group rank (data points); None: any rank
    endpoint: str | None = None  # "host:port" (HTTP points, and ``die``); None: any
    seconds: float = 0.1  # for delay and late
    times: int = 1  # how often it fires before it is spent; 0: every time

    def describe(self) -> str:
        where = f" rank {self.rank}" if self.rank is not None else ""
        where += f" {self.endpoint}" if self.endpoint else ""
        return f"{self.kind} at {self.point}{where}"


def point_of(what: str) -> str:
    """A collective's description as a point: 'bucket 3 tensor x' → 'bucket 3'."""
    if what.startswith("probe"):
        return "probe"
    if what.startswith("bucket"):
        return " ".join(what.split()[:2])
    return what.split(":")[0]


def _matches(fault_point: str, point: str) -> bool:
    return fault_point == point or (fault_point == "bucket" and point.startswith("bucket "))


@dataclass
class _Armed:
    fault: Fault
    remaining: int  # firings left (unused when ``fault.times`` is 0: every time)


class FaultInjector:
    def __init__(self) -> None:
        self._faults: list[_Armed] = []
        self._lock = threading.Lock()
        self.fired: list[str] = []

    def add(self, fault: Fault) -> None:
        with self._lock:
            self._faults.append(_Armed(fault, fault.times))

    def clear(self) -> None:
        with self._lock:
            self._faults.clear()

    @property
    def armed(self) -> list[Fault]:
        with self._lock:
            return [armed.fault for armed in self._faults]

    def action(self, rank: int, point: str) -> Fault | None:
        """The data-path fault for this rank at this point, if one is armed (and spend it)."""
        return self._take(
            lambda f: f.rank in (None, rank) and f.endpoint is None, point, f"rank {rank}"
        )

    def http_action(self, endpoint: str, point: str) -> Fault | None:
        return self._take(
            lambda f: f.endpoint in (None, endpoint) and f.rank is None, point, endpoint
        )

    def _take(self, who: Callable[[Fault], bool], point: str, label: str) -> Fault | None:
        with self._lock:
            for armed in self._faults:
                fault = armed.fault
                if not _matches(fault.point, point) or not who(fault):
                    continue
                if fault.times:
                    if armed.remaining <= 0:
                        continue
                    armed.remaining -= 1
                self.fired.append(f"{fault.describe()} ({label})")
                return fault
        return None
