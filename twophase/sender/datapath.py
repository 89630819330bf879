"""The sender's collectives, each run on the sender group's thread and bounded by a deadline
(``run``): a failure comes back as ``SyncError`` naming its phase, "probe", or "transfer" for
the buckets. The commit vote has its own handling of failure (``commit_vote.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from twophase.core.buckets import Manifest
from twophase.core.table import Deadlines, Phase
from twophase.errors import SyncError, TwophaseError
from twophase.sender.delta_round import PackedRound
from twophase.sender.plan import SyncPlan
from twophase.sender.sender_group import SenderGroup
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group
from twophase.transport.sending import send_buckets
from twophase.transport.shared_route import Pool
from twophase.transport.transfer import BucketProgress

Result = TypeVar("Result")


async def run(
    group: SenderGroup, phase: Phase, work: Callable[[Group], Result], *, deadline_s: float
) -> Result:
    """``work`` on the group's thread within ``deadline_s``; its failure (``ValueError``: a
    source that breaks the manifest) is a ``SyncError`` in ``phase`` (``timeout`` where a
    deadline passed, a collective's or the group thread's)."""
    try:
        return await group.run(work, deadline_s=deadline_s)
    except (TwophaseError, ValueError) as exc:
        missed = isinstance(exc, TimeoutError)
        raise SyncError(phase, None, str(exc), timed_out=missed) from exc


async def send(
    group: SenderGroup,
    manifest: Manifest,
    plan: SyncPlan,
    deadlines: Deadlines,
    on_bucket: Callable[[BucketProgress], None],
    source: WeightSource | PackedRound,
    segments: Pool | None = None,
) -> list[str | None]:
    """Every bucket, pipelined: produced from a ``WeightSource`` and packed as its round
    comes, or packed before prepare (a ``PackedRound``: ``PackedRound.send``; in a mixed
    round, point to point to each receiver rank). Returns each bucket's checksum (None:
    checksums off). The whole is bounded by the first-byte deadline plus one progress
    deadline per bucket. ``segments``: every rank maps this pool (the
    same host), the buckets go through it."""
    first = not plan.probe

    def move(g: Group) -> list[str | None]:
        if isinstance(source, PackedRound):
            return source.send(g, deadlines, first, on_bucket)
        return send_buckets(
            g, manifest, source.produce(), transfer_format=plan.transfer_format,
            deadlines=deadlines, checksum=plan.checksum, first_collective=first,
            on_bucket=on_bucket, buffers=group.pack_buffers, segments=segments,
        )  # fmt: skip

    cap = deadlines.transfer_limit(len(manifest.buckets))
    return await run(group, Phase.TRANSFER, move, deadline_s=cap)
