"""The fault injector: which fault fires, at which rank or endpoint, at which point.

Points on the data path (consulted by the simulated group and the apply wrapper):
``group join``, ``probe``, ``bucket`` (any) or ``bucket K``, ``vote`` (the checksum check),
``apply``. Points on HTTP (consulted by the endpoint's middleware): ``init``, ``prepare``,
``complete``, ``destroy``, ``abort``, ``capabilities``, ``outcome`` (a peer's question how a
sync ended).

Kinds: ``fail``, ``hang``, ``delay``, ``corrupt`` (flip bytes), ``die`` (the peer vanishes),
``lose`` (the collective completes for the others, then this rank's connection breaks before
its answer arrives: in the vote, a yes cast and the answer lost), ``partition`` (this rank's
link goes dark at the point and heals ``seconds`` later: its collectives meanwhile stall, and
one whose deadline comes first times out, as over a cut TCP link); and for HTTP also
``drop_request``, ``drop_response``, ``duplicate``, ``late``.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, get_args

from twophase.core import routes

FaultKind = Literal[
    "fail", "hang", "delay", "corrupt", "die", "lose", "partition",
    "drop_request", "drop_response", "duplicate", "late",
]  # fmt: skip
DataPoint = Literal["group join", "probe", "bucket", "vote", "apply"]  # and "bucket K"
HttpPoint = Literal["init", "prepare", "complete", "destroy", "abort", "capabilities", "outcome"]
DATA_POINTS: tuple[DataPoint, ...] = get_args(DataPoint)
HTTP_POINTS: tuple[HttpPoint, ...] = get_args(HttpPoint)
DATA_KINDS: tuple[FaultKind, ...] = (
    "fail", "hang", "delay", "corrupt", "die", "lose", "partition",
)  # fmt: skip
HTTP_KINDS: tuple[FaultKind, ...] = (
    "fail", "hang", "delay", "die", "drop_request", "drop_response", "duplicate", "late",
)  # fmt: skip
_BUCKET_K = re.compile(r"bucket (0|[1-9][0-9]*)")
ROUTE_POINTS = {
    routes.INIT_ROUTE: "init",
    routes.PREPARE_ROUTE: "prepare",
    routes.COMPLETE_ROUTE: "complete",
    routes.DESTROY_ROUTE: "destroy",
    routes.ABORT_ROUTE: "abort",
    routes.CAPABILITIES_ROUTE: "capabilities",
    routes.OUTCOME_ROUTE: "outcome",
}


@dataclass(frozen=True)
class Fault:
    """A fault to inject. ``kind`` and ``point`` are checked here: a misspelt one (say
    ``Fault("fial", "bucket3")``) is a ``ValueError`` now, not a fault that never fires."""

    kind: FaultKind
    point: DataPoint | HttpPoint | str  # str: "bucket K" only
    rank: int | None = None  # a group rank (data points); None: any rank
    endpoint: str | None = None  # "host:port" (HTTP points, and ``die``); None: any
    seconds: float = 0.1  # for delay and late; for partition, until the link heals
    times: int = 1  # how often it fires before it is spent; 0: every time

    def __post_init__(self) -> None:
        on_data = self.point in DATA_POINTS or _BUCKET_K.fullmatch(self.point) is not None
        if not on_data and self.point not in HTTP_POINTS:
            raise ValueError(
                f"fault point {self.point!r} is none of {', '.join(DATA_POINTS)}, "
                f"'bucket K' (K = 0, 1, ...), {', '.join(HTTP_POINTS)}"
            )
        kinds = DATA_KINDS if on_data else HTTP_KINDS
        if self.kind not in kinds:
            where = "a data-path" if on_data else "an HTTP"
            raise ValueError(
                f"fault kind {self.kind!r} does not exist at {where} point "
                f"({self.point!r}): one of {', '.join(kinds)}"
            )
        if self.times < 0 or self.seconds < 0:
            raise ValueError(f"times ({self.times}) and seconds ({self.seconds}) must be >= 0")

    def describe(self) -> str:
        where = f" rank {self.rank}" if self.rank is not None else ""
        where += f" {self.endpoint}" if self.endpoint else ""
        return f"{self.kind} at {self.point}{where}"


def point_of(what: str) -> str:
    """A collective's description as a point: 'bucket 3 tensor x' → 'bucket 3'."""
    if what.startswith("probe"):
        return "probe"
    if what.startswith("bucket"):  # "bucket 3/7 to receiver 1" (a pair's): "bucket 3"
        return " ".join(what.split()[:2]).split("/")[0]
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
