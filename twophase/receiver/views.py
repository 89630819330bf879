"""What an endpoint shows: its capabilities and its ``/sync_state``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from twophase.core.layouts import Box, layout_json
from twophase.core.protocol import RankBoxes, SyncCapabilities, VoteOutcome
from twophase.core.sync_state import SyncStateResponse, VoteStatus
from twophase.core.termination import UncertainStatus
from twophase.receiver.delta_checks import held_base, takes_deltas
from twophase.receiver.endpoint_core import EndpointCore
from twophase.receiver.rankdata import RankProgress
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.transport.group import nccl_environment


def capabilities(core: EndpointCore) -> SyncCapabilities:
    env = nccl_environment()
    return SyncCapabilities(
        nccl_cumem_enable=env["nccl_cumem_enable"],
        nccl_version=env["nccl_version"],
        weight_version=core.version,
        rank_layouts=_boxes(core.rank_layouts),
        rank_needs=_boxes(core.rank_needs) if core.receives_slices else None,
        delta=takes_deltas(core),
        delta_base=held_base(core)[0],
        point_to_point=True,
        incarnation=core.incarnation,
        uncertain=uncertain(core.attempt),
    )


def _boxes(layouts: Sequence[Mapping[str, Sequence[Box]]]) -> RankBoxes | None:
    """Each rank's boxes on the wire (None: every rank holds every tensor whole)."""
    return [layout_json(layout) for layout in layouts] if any(layouts) else None


def uncertain(attempt: ReceiverAttempt | None) -> UncertainStatus | None:
    """The sync ``attempt`` is UNCERTAIN in, and whom it waits for (None: it is not)."""
    return attempt.uncertain_status() if attempt is not None else None


async def sync_state(core: EndpointCore) -> SyncStateResponse:
    """The machine's state and history, the running attempt's progress (the least of the
    ranks'), if one runs, and what this endpoint saw of the running (else the last) attempt's
    commit vote."""
    snapshot, attempt = core.machine.snapshot(), core.attempt
    progress = await core.rank_set.progress() if attempt is not None else RankProgress()
    delta_base, no_delta_base = held_base(core)
    return SyncStateResponse(
        role="receiver",
        state=snapshot["state"],
        sync_id=snapshot["sync_id"],
        weight_version=core.version,
        buckets_received=progress.buckets,
        buckets_total=len(attempt.manifest.buckets) if attempt else 0,
        bytes_received=progress.nbytes,
        bytes_total=attempt.wire_bytes if attempt else 0,
        history=snapshot["history"],
        last_error=snapshot["last_error"],
        last_pause=core.rank_set.pauses.last,
        vote=vote_status(attempt, core.previous),
        uncertain=uncertain(attempt),
        delta_base=delta_base,
        no_delta_base=no_delta_base if delta_base is None else None,
        incarnation=core.incarnation,
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
