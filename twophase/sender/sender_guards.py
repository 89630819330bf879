"""The sender's guards: exactly the sender's guards of ``core.table`` (its rows' sender guards
and ``unless`` guards; the machine asks for no others). Each forward guard decides from the
evidence the attempt hands ``fire`` (``SenderEvidence``: every endpoint's prepare answer for
this sync id, the probe's result, the vote's outcome), never from a flag set the line before:
a call site that fires without the evidence, or with evidence to the contrary, is refused.
``group_intact`` reads what the attempt did to the group so far (a fact it keeps as it goes)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from twophase.core.protocol import VoteOutcome


def _no_group() -> bool:
    return False


@dataclass(frozen=True)
class PrepareAnswers:
    """Every endpoint's answer to the prepare of ``sync_id``: its status by endpoint name
    ("ready" or "error"); an endpoint that gave no answer is absent."""

    sync_id: str
    status: Mapping[str, str]


@dataclass(frozen=True)
class ProbeResult:
    """The probe's result: ``required`` where every endpoint speaks twophase (the seed
    protocol has no probe); ``passed``: the collective returned, every rank's digest equal."""

    required: bool
    passed: bool


NO_PROBE = ProbeResult(required=False, passed=False)  # the seed protocol: nothing to pass


@dataclass(frozen=True)
class VoteResult:
    """The commit vote's outcome (``required`` where every endpoint speaks twophase; None
    without a vote), and how many of the manifest's buckets the sender sent."""

    required: bool
    outcome: VoteOutcome | None
    buckets_sent: int
    buckets_total: int


@dataclass(frozen=True)
class SenderEvidence:
    prepare: PrepareAnswers | None = None
    probe: ProbeResult | None = None
    vote: VoteResult | None = None


def _evidence(evidence: object) -> SenderEvidence:
    return evidence if isinstance(evidence, SenderEvidence) else SenderEvidence()


@dataclass
class SenderGuards:
    # Whether the sender's group exists and no collective on it failed.
    group_alive: Callable[[], bool] = _no_group
    expected: frozenset[str] = frozenset()  # the endpoints of this sync
    sync_id: str | None = None  # this sync's id: answers to another one do not count
    # Something in this attempt may have changed the group: an endpoint posted a receive on
    # it, an endpoint's side is unknown, or the sender posted a collective.
    group_touched: bool = False

    def new_attempt(self, endpoints: Iterable[str], sync_id: str | None = None) -> None:
        self.expected, self.sync_id = frozenset(endpoints), sync_id
        self.group_touched = False

    def all_endpoints_prepared(self, evidence: object = None) -> bool:
        answers = _evidence(evidence).prepare
        if answers is None or answers.sync_id != self.sync_id:
            return False
        prepared = {name for name, status in answers.status.items() if status == "ready"}
        return bool(self.expected) and prepared == self.expected

    def probe_ok(self, evidence: object = None) -> bool:
        probe = _evidence(evidence).probe
        return probe is not None and (probe.passed or not probe.required)

    def all_buckets_confirmed(self, evidence: object = None) -> bool:
        vote = _evidence(evidence).vote
        if vote is None:
            return False
        if vote.required:
            return vote.outcome == "passed"
        return vote.buckets_total > 0 and vote.buckets_sent == vote.buckets_total

    def group_intact(self, evidence: object = None) -> bool:
        return self.group_alive() and not self.group_touched
