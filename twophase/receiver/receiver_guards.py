"""The receiver's guards for its machine: the receiver's own and the ``unless`` ones (the
machine asks for no other; what each means is in ``core/table.py``'s ``GUARDS``). Each
forward guard decides from the evidence the endpoint hands ``fire`` (``ReceiverEvidence``:
every rank's answer for this sync id), never from a flag set the line before: a call site
that fires without it, or with evidence to the contrary, is refused. ``group_intact`` reads
what the endpoint did to its group (facts it keeps as it goes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from twophase.receiver.rankdata import ReceivedReport

# How the endpoint learned that the commit vote passed (``ReceiverAttempt.confirmation``): a
# rank saw it pass; the sender's complete, a peer that committed or a verdict from outside
# (``/resolve_sync``) after every rank's answer was lost; or, with no vote, the complete.
Confirmation = Literal["vote", "sender", "peer", "verdict", "complete_request"]


@dataclass(frozen=True)
class ReceiverEvidence:
    """What the ranks answered for the sync ``sync_id``: how many posted their receive, how
    many saw the transfer start (the probe passed, or the first bucket came), every rank's
    report once all its buckets are in (of ``buckets`` in the manifest), and how the
    endpoint learned the vote passed."""

    sync_id: str
    posted: int = 0
    started: int = 0
    reports: tuple[ReceivedReport, ...] = ()
    buckets: int = 0
    per_rank_buckets: tuple[int, ...] = ()  # a sharded sync: each rank's own count
    confirmed: Confirmation | None = None


def _evidence(evidence: object, sync_id: str | None) -> ReceiverEvidence | None:
    """The evidence, if it is the receiver's and for this endpoint's current sync."""
    if isinstance(evidence, ReceiverEvidence) and evidence.sync_id == sync_id:
        return evidence
    return None


@dataclass
class ReceiverGuards:
    """The receiver's guards; ``ranks``: the endpoint's TP ranks, every one of which must
    answer; ``sync_id``: the attempt's (evidence for another one does not count)."""

    ranks: int = 1
    sync_id: str | None = None
    has_group: bool = False
    receive_posted: bool = False  # a receive touched the group in this attempt

    def new_attempt(self, sync_id: str | None = None) -> None:
        self.sync_id, self.receive_posted = sync_id, False

    def all_ranks_posted(self, evidence: object = None) -> bool:
        seen = _evidence(evidence, self.sync_id)
        return seen is not None and seen.posted == self.ranks

    def probe_ok(self, evidence: object = None) -> bool:
        seen = _evidence(evidence, self.sync_id)
        return seen is not None and seen.started == self.ranks

    def all_buckets_received(self, evidence: object = None) -> bool:
        seen = _evidence(evidence, self.sync_id)
        if seen is None or len(seen.reports) != self.ranks:
            return False
        expected = seen.per_rank_buckets or (seen.buckets,) * self.ranks
        return len(expected) == self.ranks and all(
            report.buckets == len(report.checksums) == want
            for report, want in zip(seen.reports, expected, strict=True)
        )

    def all_buckets_confirmed(self, evidence: object = None) -> bool:
        seen = _evidence(evidence, self.sync_id)
        return seen is not None and seen.confirmed is not None

    def group_intact(self, evidence: object = None) -> bool:
        return self.has_group and not self.receive_posted
