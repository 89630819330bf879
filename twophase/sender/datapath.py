"""The sender's collectives, each run on the sender group's thread and bounded by a deadline:
the probe, the buckets, the commit vote. A failure comes back as ``SyncError`` naming its
phase: "probe", or "transfer" for the buckets and the vote that confirms them."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from twophase.core.buckets import Manifest
from twophase.core.protocol import VoteOutcome
from twophase.core.table import Deadlines, Phase
from twophase.errors import SyncError, TwophaseError, VoteFailed, VoteUncertain
from twophase.sender.delta_round import PackedRound
from twophase.sender.plan import SyncPlan
from twophase.sender.sender_group import SenderGroup
from twophase.sender.sender_guards import ProbeResult
from twophase.sender.weights import WeightSource
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import Group
from twophase.transport.transfer import BucketProgress, send_buckets

log = logging.getLogger(__name__)


async def probe(
    group: SenderGroup, manifest: Manifest, *, deadline_s: float, slack_s: float
) -> ProbeResult:
    """Every rank expects this manifest (the result: passed), or the probe names the
    difference (``SyncError``)."""
    try:
        await group.run(
            lambda g: run_probe(g, manifest, timeout_s=deadline_s), deadline_s=deadline_s + slack_s
        )
    except TwophaseError as exc:
        raise SyncError(Phase.PROBE, None, str(exc), timed_out=_missed(exc)) from exc
    return ProbeResult(required=True, passed=True)  # run_probe returns only on a match


async def send(
    group: SenderGroup,
    manifest: Manifest,
    plan: SyncPlan,
    deadlines: Deadlines,
    on_bucket: Callable[[BucketProgress], None],
    source: WeightSource | PackedRound,
    group_ranks: Sequence[int] = (),
) -> list[str | None]:
    """Every bucket, pipelined: produced from a ``WeightSource`` and packed as its round
    comes, or packed before prepare (a ``PackedRound``: ``PackedRound.send``; in a mixed
    round, point to point to each receiver rank's group rank, ``group_ranks``). Returns each
    bucket's checksum (None: checksums off). The whole is bounded by the first-byte deadline
    plus one progress deadline per bucket."""
    first = not plan.probe

    def move(g: Group) -> list[str | None]:
        if isinstance(source, PackedRound):
            return source.send(g, deadlines, first, on_bucket, group_ranks)
        return send_buckets(
            g, manifest, source.produce(), transfer_format=plan.transfer_format,
            deadlines=deadlines, checksum=plan.checksum, first_collective=first,
            on_bucket=on_bucket, buffers=group.pack_buffers,
        )  # fmt: skip

    cap = deadlines.transfer_limit(len(manifest.buckets))
    try:
        return await group.run(move, deadline_s=cap)
    except (TwophaseError, ValueError) as exc:  # ValueError: a source that breaks the manifest
        raise SyncError(Phase.TRANSFER, None, str(exc), timed_out=_missed(exc)) from exc


async def vote(
    group: SenderGroup, ballot: Callable[[Group], None], *, deadline_s: float, slack_s: float
) -> VoteOutcome:
    """The commit vote (``ballot``: this rank's part of it, ``run_vote`` or a sharded sync's
    ``run_pair_vote``): every rank holds every bucket intact. ``VoteFailed`` came back the
    same to every rank: a ``SyncError``. Any other failure leaves the answer unknown here (the
    group broke, or the deadline passed, after the sender's yes went out): ``VoteUncertain``,
    for the attempt to ask the endpoints (``commit_vote.py``)."""
    try:
        await group.run(ballot, deadline_s=deadline_s + slack_s)
    except VoteFailed as exc:
        raise SyncError(Phase.TRANSFER, None, str(exc)) from exc
    except TwophaseError as exc:
        raise VoteUncertain(f"the commit vote broke after the sender's yes: {exc}") from exc
    return "passed"  # the ballot returns only when every rank confirmed every bucket


def checksum_ballot(checksums: list[str | None], timeout_s: float) -> Callable[[Group], None]:
    """The broadcast sync's ballot: every rank's bucket checksums equal the sender's."""
    return lambda g: run_vote(g, checksums, timeout_s=timeout_s)


def progress_reporter(
    on_bucket: Callable[[BucketProgress], None] | None, progress_bar: bool
) -> Callable[[BucketProgress], None]:
    """Log each bucket sent (the seeds' log line), draw the bar, call the caller's hook."""

    def report(done: BucketProgress) -> None:
        log.info("%s", done.describe())
        if progress_bar:
            done.draw_bar()
        if on_bucket is not None:
            on_bucket(done)

    return report


def _missed(exc: BaseException) -> bool:
    """A deadline passed (a collective's, or the group thread's): ``timeout``, not ``fail``."""
    return isinstance(exc, TimeoutError)
