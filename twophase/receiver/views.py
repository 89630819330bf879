"""What an endpoint shows: its capabilities and its ``/sync_state``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from twophase.core.layouts import Box, layout_json
from twophase.core.machine import SyncMachine
from twophase.core.protocol import DeltaBaseInfo, SyncCapabilities, VoteOutcome
from twophase.core.sync_state import SyncStateResponse, VoteStatus
from twophase.receiver.rankdata import RankProgress
from twophase.receiver.rankset import RankSet
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.transport.group import nccl_environment


def capabilities(
    version: int,
    rank_layouts: Sequence[Mapping[str, Sequence[Box]]] = (),
    delta_base: DeltaBaseInfo | None = None,
    delta: bool = False,
    rank_needs: Sequence[Mapping[str, Sequence[Box]]] | None = None,
) -> SyncCapabilities:
    env = nccl_environment()
    return SyncCapabilities(
        nccl_cumem_enable=env["nccl_cumem_enable"],
        nccl_version=env["nccl_version"],
        weight_version=version,
        rank_layouts=[layout_json(layout) for layout in rank_layouts]
        if any(rank_layouts)
        else None,
        rank_needs=[layout_json(needs) for needs in rank_needs]
        if rank_needs and any(rank_needs)
        else None,
        delta=delta,
        delta_base=delta_base,
        point_to_point=True,
    )


async def sync_state(
    machine: SyncMachine,
    version: int,
    attempt: ReceiverAttempt | None,
    ranks: RankSet,
    previous: ReceiverAttempt | None = None,
    delta_base: DeltaBaseInfo | None = None,
    no_delta_base: str | None = None,
) -> SyncStateResponse:
    """The machine's state and history, the running attempt's progress (the least of the
    ranks'), if one runs, and what this endpoint saw of the running (else the last) attempt's
    commit vote."""
    snapshot = machine.snapshot()
    progress = await ranks.progress() if attempt is not None else RankProgress()
    return SyncStateResponse(
        role="receiver",
        state=snapshot["state"],
        sync_id=snapshot["sync_id"],
        weight_version=version,
        buckets_received=progress.buckets,
        buckets_total=len(attempt.manifest.buckets) if attempt else 0,
        bytes_received=progress.nbytes,
        bytes_total=attempt.wire_bytes if attempt else 0,
        history=snapshot["history"],
        last_error=snapshot["last_error"],
        last_pause=ranks.pauses.last,
        vote=vote_status(attempt, previous),
        uncertain=attempt.uncertain_status() if attempt is not None else None,
        delta_base=delta_base,
        no_delta_base=no_delta_base if delta_base is None else None,
    )


def vote_status(
    attempt: ReceiverAttempt | None, previous: ReceiverAttempt | None
) -> VoteStatus | None:
    """The running attempt's vote as far as it got; or how the last one's ended ("passed"
    even if this endpoint then failed to apply: the vote is a fact about every rank)."""
    outcome: VoteOutcome
    if attempt is not None and attempt.has_vote:
        outcome = "pending"
        if attempt.vote_passed:
            outcome = "passed"
        elif attempt.vote_uncertain:
            outcome = "uncertain"
        return VoteStatus(sync_id=attempt.sync_id, outcome=outcome)
    if previous is not None and previous.has_vote:
        outcome = "passed" if previous.vote_passed else "failed"
        return VoteStatus(sync_id=previous.sync_id, outcome=outcome)
    return None
