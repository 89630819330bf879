"""Partitions of real processes on a ``netcluster``: cut a host's link at a phase of a sync,
heal it after a while, and check what the protocol promises.

A case is (phase, who is cut, heal after). The cut is placed by watching the trainer's
``/sync_state`` (its state, and how many buckets went out) from outside the hosts:

    join      at once: the sync's first requests and the group's join meet a dark link
    prepare   when the trainer's group is ready (it sends prepare next)
    transfer  when a third of the buckets went out
    vote      when the last bucket went out (the commit vote follows)
    complete  when the trainer reached APPLYING (past the commit point: complete goes out)
    flap      when the first bucket went out, the link flaps (down/up every 0.3 s) until healed
    slow      before the sync the victim's link goes 10x slower than the others', for good

The failed phase is the one the trainer reports (where the cut landed, which may be later
than aimed at on a fast sync). After the case, ``check`` holds the invariants: the attempt
ended within its deadlines plus the HTTP slack; once every server is at rest no two are on
different versions and each one's weights digest is the trainer's for that version; the
next sync (after healing) succeeds; a failure is named (the deadline, or the peer).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from twophase.core.table import RESTING_STATES
from twophase.core.timing import HTTP_SLACK_S
from twophase.testing.netcluster import Cluster
from twophase.testing.netprocs import Deployment

RESTING = frozenset(s.value for s in RESTING_STATES)
PHASES = ("join", "prepare", "transfer", "vote", "complete", "flap", "slow")
# Short deadlines, so every case ends in seconds.
CASE_TIMEOUTS = {"group_join": 4.0, "prepare": 4.0, "first_byte": 4.0, "progress": 2.0,
                 "apply": 6.0}  # fmt: skip
CLEANUP_S = 3.0 * 2  # the sender's cleanup: abort and destroy, each bounded
FLAP_PERIOD_S = 0.6
SLOW_FACTOR = 10
DEADLINE_WORDS = ("deadline", "timed out", "timeout", *CASE_TIMEOUTS)


@dataclass(frozen=True)
class Case:
    phase: str
    victim: str  # a host name
    heal_after_s: float

    def label(self) -> str:
        return f"{self.phase:<9} {self.victim:<8} heal {self.heal_after_s:>4.1f} s"


@dataclass
class Outcome:
    case: Case
    success: bool = False
    failed_phase: str | None = None
    message: str = ""
    seconds: float = 0.0
    bound_s: float = 0.0
    next_ok: bool = False
    next_seconds: float = 0.0
    cut: bool = False  # whether the cut came while the sync ran (a fast phase can be missed)
    problems: list[str] = field(default_factory=list)

    def line(self) -> str:
        end = "DONE" if self.success else f"ERROR in {self.failed_phase}"
        if not self.cut:
            end += " (no cut: the phase passed before it)"
        then = "next sync ok" if self.next_ok else "NEXT SYNC FAILED"
        verdict = "ok" if not self.problems else "; ".join(self.problems)
        return (
            f"{self.case.label()}: {end:<22} in {self.seconds:5.2f} s (bound {self.bound_s:4.1f})"
            f", {then} ({self.next_seconds:.2f} s): {verdict}"
        )


def _bound_s(timeouts: dict[str, float]) -> float:
    """Every deadline of an attempt in a row, an HTTP slack per request phase, the cleanup."""
    return sum(timeouts.values()) + 4 * HTTP_SLACK_S + CLEANUP_S


def _wait_for(predicate: Callable[[dict[str, Any]], bool], deployment: Deployment,
              stop: threading.Event, timeout_s: float) -> bool:  # fmt: skip
    deadline = time.monotonic() + timeout_s
    while not stop.is_set() and time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError, RuntimeError):
            if predicate(deployment.state(deployment.trainer_host, timeout_s=1)):
                return True
        time.sleep(0.005)
    return False


def _progress(state: dict[str, Any]) -> tuple[int, int]:
    progress = state.get("progress") or {}
    return int(progress.get("buckets_sent", 0)), int(progress.get("buckets_total", 0) or 1)


def _running(state: dict[str, Any]) -> bool:
    return bool((state.get("progress") or {}).get("running"))


# When to cut, seen in the trainer's /sync_state of the sync that runs (not the last one's).
TRIGGERS: dict[str, Callable[[dict[str, Any]], bool]] = {
    "join": lambda s: _running(s) and s["state"] in ("IDLE", "ERROR"),
    "prepare": lambda s: _running(s) and s["state"] in ("GROUP_READY", "PREPARED", "RECEIVING"),
    "transfer": lambda s: s["state"] == "RECEIVING" and _progress(s)[0] * 3 >= _progress(s)[1],
    "flap": lambda s: s["state"] == "RECEIVING" and _progress(s)[0] >= 1,
    "vote": lambda s: s["state"] == "RECEIVING" and _progress(s)[0] >= _progress(s)[1],
    "complete": lambda s: _running(s) and s["state"] == "APPLYING",
}


class Injector:
    """Cuts the victim's link when the case's moment comes, heals it ``heal_after_s`` later."""

    def __init__(self, cluster: Cluster, deployment: Deployment, case: Case) -> None:
        self.cluster, self.deployment, self.case = cluster, deployment, case
        self.stop = threading.Event()
        self.cut_at: float | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def _run(self) -> None:
        case = self.case
        if self.cut_at is None:
            if not _wait_for(TRIGGERS[case.phase], self.deployment, self.stop, 60):
                return
            self.cut_at = time.monotonic()
            if case.phase == "flap":
                with self.cluster.flap(case.victim, FLAP_PERIOD_S):
                    self.stop.wait(case.heal_after_s)
                return
            self.cluster.cut(case.victim)
        self.stop.wait(max(0.0, self.cut_at + case.heal_after_s - time.monotonic()))
        self.cluster.heal(case.victim)

    def finish(self) -> None:
        """Wait for the heal (the case's own time), make sure the link is up and the trainer
        reaches every server again (a neighbour entry that failed during the cut answers
        "unreachable" for a while after the link is back)."""
        if self.cut_at is None:  # the sync ended before its moment came: nothing to wait for
            self.stop.set()
        self.thread.join(self.case.heal_after_s + 70)
        self.stop.set()
        self.cluster.heal(self.case.victim)
        self.cluster.wait_link(self.case.victim)
        self.deployment.wait_reachable()


def settle(deployment: Deployment, timeout_s: float) -> dict[str, tuple[str, int]]:
    """Every server's (state, version) once all are at rest (every watchdog fired)."""
    deadline = time.monotonic() + timeout_s
    seen: dict[str, tuple[str, int]] = {}
    while True:
        for name in deployment.servers:
            with contextlib.suppress(OSError, ValueError, RuntimeError):
                state = deployment.state(name, timeout_s=2)
                seen[name] = (state["state"], int(state["weight_version"]))
        if len(seen) == len(deployment.servers) and all(s in RESTING for s, _ in seen.values()):
            return seen
        if time.monotonic() > deadline:
            return seen
        time.sleep(0.1)


def run_case(
    cluster: Cluster,
    deployment: Deployment,
    case: Case,
    digests: dict[int, str],
    *,
    timeouts: dict[str, float] | None = None,
    bucket_mb: float = 0.25,
    rate: str = "1gbit",
) -> Outcome:
    """One case: train, sync with the fault, check, heal, sync again, check again.
    ``digests``: the trainer's digest per version, filled in as syncs succeed."""
    timeouts = timeouts or CASE_TIMEOUTS
    outcome = Outcome(case, bound_s=_bound_s(timeouts))
    deployment.train_step()
    want = deployment.digest(deployment.trainer_host)
    version = int(deployment.state(deployment.trainer_host)["weight_version"]) + 1
    injector = Injector(cluster, deployment, case)
    if case.phase == "slow":
        cluster.set_rate(case.victim, _slower(rate))
        injector.cut_at = time.monotonic()  # its "cut": the slow link, for the whole sync
    else:
        injector.start()
    # A join is only in a sync that forms a new group: a new master port makes one.
    port = deployment.next_master_port() if case.phase == "join" else None
    status, reply, seconds = deployment.sync(
        timeouts=timeouts, bucket_mb=bucket_mb, master_port=port
    )
    outcome.seconds = seconds
    outcome.cut = injector.cut_at is not None and injector.cut_at < time.monotonic()
    outcome.success = status == 200 and bool(reply.get("success"))
    outcome.message = str(reply.get("message", ""))
    outcome.failed_phase = _failed_phase(reply)
    if outcome.success:
        digests[version] = want
    if case.phase == "slow":
        cluster.set_rate(case.victim, rate)
    else:
        injector.finish()
    if seconds > outcome.bound_s:
        outcome.problems.append(f"took {seconds:.1f} s > bound {outcome.bound_s:.1f} s")
    _check_settled(deployment, outcome, digests, timeouts)
    if not outcome.success:
        _check_named(deployment, outcome)
    # The next sync after healing: the same weights, must succeed.
    status, reply, outcome.next_seconds = deployment.sync(timeouts=timeouts, bucket_mb=bucket_mb)
    outcome.next_ok = status == 200 and bool(reply.get("success"))
    if outcome.next_ok:
        digests[int(reply.get("weight_version", version))] = want
    else:
        outcome.problems.append(f"next sync failed: {reply.get('message')}")
    _check_settled(deployment, outcome, digests, timeouts)
    return outcome


def _slower(rate: str) -> str:
    digits = "".join(c for c in rate if c.isdigit() or c == ".")
    return f"{float(digits) / SLOW_FACTOR:g}{rate[len(digits) :]}"


def _failed_phase(reply: dict[str, Any]) -> str | None:
    """The phase the trainer names: the failed endpoint's, else the message's "phase: ..."."""
    for result in reply.get("endpoints") or []:
        if result.get("phase"):
            return str(result["phase"])
    if reply.get("success"):
        return None
    message = str(reply.get("message", "")).split(":", 1)[0]
    return message.removeprefix("sync failed in ").split(" at ")[0][:24] or None


def _check_settled(
    deployment: Deployment, outcome: Outcome, digests: dict[int, str], timeouts: dict[str, float]
) -> None:
    settled = settle(deployment, _bound_s(timeouts) + 10)
    unsettled = [n for n, (s, _) in settled.items() if s not in RESTING]
    if unsettled or len(settled) != len(deployment.servers):
        outcome.problems.append(f"not at rest: {settled}")
        return
    versions = {v for _, v in settled.values()}
    if len(versions) > 1:
        outcome.problems.append(f"servers on different versions: {settled}")
    for name, (_, version) in settled.items():
        want = digests.get(version)
        if want is not None and deployment.digest(name) != want:
            outcome.problems.append(f"{name}: weights are not the trainer's version {version}")


def _check_named(deployment: Deployment, outcome: Outcome) -> None:
    """The trainer's answer and ``/sync_state`` name the deadline or the peer that failed."""
    victim = deployment.cluster.address(outcome.case.victim)
    trainer = deployment.state(deployment.trainer_host)
    text = f"{outcome.message} {trainer.get('last_error') or ''}".lower()
    if outcome.case.victim == deployment.trainer_host:
        named = any(word in text for word in DEADLINE_WORDS) or "198.18." in text
    else:
        named = victim in text or any(word in text for word in DEADLINE_WORDS)
    if not named:
        outcome.problems.append(f"the failure names neither peer nor deadline: {text[:200]}")


def matrix(victims: tuple[str, ...], heals: tuple[float, ...]) -> list[Case]:
    """Every phase x victim x heal time, then a flap and a straggler per server."""
    cases = [
        Case(phase, victim, heal)
        for phase in ("join", "prepare", "transfer", "vote", "complete")
        for victim in victims
        for heal in heals
    ]
    servers = [v for v in victims if v != "trainer"]
    cases += [Case("flap", v, 3.0) for v in servers]
    cases += [Case("slow", v, 0.0) for v in servers]
    return cases
