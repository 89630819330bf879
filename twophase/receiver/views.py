"""What an endpoint shows: its capabilities and its ``/sync_state``."""

from __future__ import annotations

from twophase.core.machine import SyncMachine
from twophase.core.protocol import SyncCapabilities, SyncStateResponse
from twophase.receiver.attempt import SyncAttempt
from twophase.receiver.rankdata import RankProgress
from twophase.receiver.rankset import RankSet
from twophase.transport.group import nccl_environment


def capabilities(version: int) -> SyncCapabilities:
    env = nccl_environment()
    return SyncCapabilities(
        nccl_cumem_enable=env["nccl_cumem_enable"],
        nccl_version=env["nccl_version"],
        weight_version=version,
    )


async def sync_state(
    machine: SyncMachine, version: int, attempt: SyncAttempt | None, ranks: RankSet
) -> SyncStateResponse:
    """The machine's state and history, and the running attempt's progress (the least of the
    ranks'), if one runs."""
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
        bytes_total=attempt.manifest.total_bytes if attempt else 0,
        history=snapshot["history"],
        last_error=snapshot["last_error"],
        last_pause=ranks.pauses.last,
    )
