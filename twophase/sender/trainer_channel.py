"""The trainer ranks' own channel for a sharded sync: rank 0 (the leader, which runs the HTTP
protocol) tells the other trainer ranks (the followers) what to do, and they tell it what
they hold. It rides on the trainer's process group (the one its FSDP or DDP already uses),
as ``torch.distributed.checkpoint`` plans a save over it: every trainer rank calls the same
``sync``.

Every call is a collective of the trainer's group: blocking, bounded by that group's own
timeout, and failing at once when a trainer rank dies (gloo sees the peer go). The leader
sends a message at every step it takes, failure included, so a follower never waits on a
leader that has moved on.
"""

from __future__ import annotations

import asyncio
from typing import Any

import torch.distributed as dist

from twophase.errors import SyncError


class TrainerChannel:
    """Rank 0 of ``process_group`` (default: the default group) leads; the others follow."""

    def __init__(self, process_group: Any = None) -> None:
        self.group = process_group
        self.rank = dist.get_rank(process_group)
        self.size = dist.get_world_size(process_group)
        self.ended = False  # the leader told the followers how this sync ended

    @property
    def leader(self) -> bool:
        return self.rank == 0

    def gather(self, mine: Any) -> list[Any] | None:
        """Every rank's ``mine``, in rank order, on the leader (None elsewhere)."""
        out: list[Any] | None = [None] * self.size if self.leader else None
        dist.gather_object(mine, out, dst=self._global(0), group=self.group)
        return out

    def broadcast(self, message: Any = None) -> Any:
        """The leader's ``message``, on every rank."""
        box = [message]
        dist.broadcast_object_list(box, src=self._global(0), group=self.group)
        return box[0]

    async def tell(self, message: Any) -> None:
        """The leader's ``broadcast``, off its event loop."""
        await asyncio.to_thread(self.broadcast, message)

    async def end(self, error: SyncError | None) -> None:
        """The leader's last word on a sync: applied (None), or the error every rank raises."""
        said = None
        if error is not None:
            said = {"phase": error.phase.value, "endpoint": error.endpoint, "cause": error.cause}
        self.ended = True
        await self.tell({"step": "done", "error": said})

    def _global(self, rank: int) -> int:
        return rank if self.group is None else dist.get_global_rank(self.group, rank)
