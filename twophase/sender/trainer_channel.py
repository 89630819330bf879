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
import datetime
import pickle
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist

from twophase.errors import SyncError

if TYPE_CHECKING:
    from twophase.sender.pair_delta import PairBase
    from twophase.transport.group import Group

# The leader's steps of a sharded sync wait this long for the other trainer ranks unless the
# caller gives a deadline (a follower that stopped, SIGSTOP or a hung host, would otherwise
# hold the leader for the trainer group's whole timeout, minutes).
LEADER_STEP_S = 30.0


class TrainerChannel:
    """Rank 0 of ``process_group`` (default: the default group) leads; the others follow.

    A message is pickled and sent as two collectives, its length and then its bytes. The
    leader's calls take a deadline (``timeout_s``): past it they raise, and the trainer's
    group is dead (gloo leaves it so), which is what a stalled rank means anyway; a follower
    waits for the leader's next word as long as the group's own timeout."""

    def __init__(
        self, process_group: Any = None, *, rank: int | None = None, size: int | None = None
    ) -> None:
        """``rank``, ``size``: this rank's place in a channel of another kind (a simulated
        one: ``twophase.testing.simtrainer``), in place of ``process_group``'s."""
        self.group = process_group
        self.rank = dist.get_rank(process_group) if rank is None else rank
        self.size = dist.get_world_size(process_group) if size is None else size
        self.ended = False  # the leader told the followers how this sync ended
        # This rank's last committed pairs, the base of a delta (``pair_delta.py``): kept
        # between syncs, so pass the same channel to every sync.
        self.pair_base: PairBase | None = None
        # The sharded sync's group, kept across syncs while the leader keeps its own: a
        # follower's (its side of the group), and on the leader, the store prefix each rank's
        # kept group was formed under (None: it keeps none), which the leader reuses only if
        # every rank names its own.
        self.sync_group: Group | None = None
        self.kept_by: list[str | None] = [None] * self.size

    @classmethod
    def of(cls, process_group: Any = None) -> TrainerChannel:
        """This process's channel over ``process_group`` (default: the default group), the
        same one for every sync while that group lives, so that the rank's delta base
        (``pair_base``) carries from one sync to the next."""
        key = (id(process_group), dist.get_rank(process_group), dist.get_world_size(process_group))
        channel = _CHANNELS.get(key)
        if channel is None or channel.group is not process_group:
            channel = _CHANNELS[key] = cls(process_group)
        return channel

    @property
    def leader(self) -> bool:
        return self.rank == 0

    def gather(self, mine: Any, timeout_s: float | None = None) -> list[Any] | None:
        """Every rank's ``mine``, in rank order, on the leader (None elsewhere)."""
        payload = pickle.dumps(mine)
        sizes = [torch.zeros(1, dtype=torch.int64) for _ in range(self.size)]
        self._wait(dist.all_gather(sizes, _length(payload), self.group, True), timeout_s)
        longest = int(max(size.item() for size in sizes))
        padded = torch.zeros(longest, dtype=torch.uint8)
        padded[: len(payload)] = torch.frombuffer(bytearray(payload), dtype=torch.uint8)
        out = [torch.empty(longest, dtype=torch.uint8) for _ in sizes] if self.leader else None
        work = dist.gather(padded, out, dst=self._global(0), group=self.group, async_op=True)
        self._wait(work, timeout_s)
        if out is None:
            return None
        return [
            pickle.loads(bytes(t[: int(n.item())].numpy())) for t, n in zip(out, sizes, strict=True)
        ]

    def broadcast(self, message: Any = None, timeout_s: float | None = None) -> Any:
        """The leader's ``message``, on every rank."""
        src = self._global(0)
        payload = pickle.dumps(message) if self.leader else b""
        size = _length(payload)
        self._wait(dist.broadcast(size, src=src, group=self.group, async_op=True), timeout_s)
        data = (
            torch.frombuffer(bytearray(payload), dtype=torch.uint8)
            if self.leader
            else torch.empty(int(size.item()), dtype=torch.uint8)
        )
        self._wait(dist.broadcast(data, src=src, group=self.group, async_op=True), timeout_s)
        return message if self.leader else pickle.loads(bytes(data.numpy()))

    async def tell(self, message: Any, timeout_s: float = LEADER_STEP_S) -> None:
        """The leader's ``broadcast``, off its event loop, within ``timeout_s``."""
        await asyncio.to_thread(self.broadcast, message, timeout_s)

    async def end(
        self,
        error: SyncError | None,
        timeout_s: float = LEADER_STEP_S,
        *,
        again: bool = False,
        version: int | None = None,
        gather: bool = False,
        keep_group: bool = False,
    ) -> None:
        """The leader's last word on an attempt: applied as ``version`` (``error`` None), or
        the error every rank raises; ``again``: another attempt follows in the same sync
        (the buckets whole, after a refused delta); ``gather``: applied, and every rank now
        sends the leader its shards (endpoints that take whole tensors only follow);
        ``keep_group``: every rank keeps the sync group for the next sync (else closes it)."""
        said = None
        if error is not None:
            said = {
                "phase": error.phase.value,
                "endpoint": error.endpoint,
                "cause": error.cause,
                "again": again,
                "committed_version": error.committed_version,
            }
        self.ended = not again
        done = {
            "step": "done",
            "error": said,
            "version": version,
            "gather": gather,
            "keep_group": keep_group,
        }
        await self.tell(done, timeout_s)

    def kept_group(self) -> str | None:
        """A follower: the store prefix of the sync group it keeps, if that is still alive."""
        group = self.sync_group
        return group.config.attempt if group is not None and group.dead is None else None

    def replace_group(self, group: Group | None) -> None:
        """A follower's kept sync group is now ``group`` (the one before is closed)."""
        if self.sync_group is not None and self.sync_group is not group:
            self.sync_group.close()
        self.sync_group = group

    def _wait(self, work: Any, timeout_s: float | None) -> None:
        if timeout_s is None:
            work.wait()
        else:
            work.wait(datetime.timedelta(seconds=timeout_s))

    def _global(self, rank: int) -> int:
        return rank if self.group is None else dist.get_global_rank(self.group, rank)


_CHANNELS: dict[tuple[int, int, int], TrainerChannel] = {}


def _length(payload: bytes) -> torch.Tensor:
    return torch.tensor([len(payload)], dtype=torch.int64)
