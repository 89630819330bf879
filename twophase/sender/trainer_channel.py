"""The trainer ranks' own channel for a sharded sync: rank 0 (the leader, which runs the HTTP
protocol) tells the other trainer ranks (the followers) what to do, and they tell it what
they hold. It rides on the trainer's process group (the one its FSDP or DDP already uses),
as ``torch.distributed.checkpoint`` plans a save over it: every trainer rank calls the same
``sync``.

Every call is a collective of the trainer's group: blocking, bounded by that group's own
timeout, and failing at once when a trainer rank dies (gloo sees the peer go). The leader
sends a message at every step it takes, failure included, so a follower never waits on a
leader that has moved on. A collective that fails raises ``TrainerGroupError`` (a
``SyncError``) on the rank it failed on, naming that rank, the other ranks, the step it was
for and gloo's cause: a dead trainer rank fails the sync on every rank that lives with the
same kind of error as any other failure.

What the leader tells the followers is one typed message per step, in the order it takes
them (``Join``, ``Pack``, ``Go``, ``Done``: ``ranks.py`` says them, ``follower.py`` acts on
them); a trainer tool's own commands (``{"cmd": ...}`` dicts) ride the same channel;
``step_of`` names either.
"""

from __future__ import annotations

import asyncio
import datetime
import pickle
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import torch
import torch.distributed as dist

from twophase.core.table import FOLLOWER_STEPS, Deadlines, Phase
from twophase.core.timing import LEADER_STEP_S
from twophase.errors import SyncError, TrainerGroupError

if TYPE_CHECKING:
    from twophase.sender.delta_base import DeltaBase
    from twophase.sender.delta_round import PackSummary
    from twophase.sender.sharded_plan import Inputs
    from twophase.transport.group import Group, GroupConfig
    from twophase.transport.shared_memory import SegmentPool
    from twophase.transport.shared_offer import Offer


@dataclass(frozen=True)
class Join:
    step: ClassVar[str] = "join"
    config: GroupConfig | None  # None: every rank reuses the group it kept
    inputs: Inputs
    deadlines: Deadlines


@dataclass(frozen=True)
class Pack:
    """Once the group formed, before prepare: each rank packs and encodes its pairs
    (``pairs``: a sync that may send a delta) and offers its shared memory (``shared``: on
    the trainer's host), and answers ``PackAnswer``."""

    step: ClassVar[str] = "pack"
    pairs: bool = True
    shared: bool = False


@dataclass(frozen=True)
class PackAnswer:
    """A rank's answer to ``Pack``: what its packed pairs came to (or why it could not pack
    them; None: not asked), and its shared memory's offer (or why none; None: not asked)."""

    summary: PackSummary | str | None
    offer: Offer | str | None


@dataclass(frozen=True)
class Go:
    step: ClassVar[str] = "go"
    delta_to: frozenset[int] = frozenset()  # the receiver ranks whose pairs go as a delta


@dataclass(frozen=True)
class Failed:
    """The error every rank raises, as the leader's ``Done`` carries it."""

    phase: Phase
    endpoint: str | None
    cause: str
    committed_version: int | None = None
    again: bool = False  # another attempt follows in the same sync (the pairs whole)

    @classmethod
    def of(cls, error: SyncError, *, again: bool = False) -> Failed:
        return cls(error.phase, error.endpoint, error.cause, error.committed_version, again)

    def error(self) -> SyncError:
        failed = SyncError(self.phase, self.endpoint, self.cause)
        failed.committed_version = self.committed_version
        return failed


@dataclass(frozen=True)
class Done:
    """The leader's last word on an attempt: applied as ``version`` (``failed`` None), or the
    failure; ``gather``: applied, and every rank now sends the leader its shards (endpoints
    that take whole tensors only follow); ``keep_group``: every rank keeps the sync group."""

    step: ClassVar[str] = "done"
    failed: Failed | None
    version: int | None = None
    gather: bool = False
    keep_group: bool = False


Step = Join | Pack | Go | Done


def step_of(message: Any) -> str | None:
    """The step a leader's message says: a sync's typed step, a trainer tool's ``"cmd"``."""
    if isinstance(message, Join | Pack | Go | Done):
        return message.step
    if isinstance(message, dict) and message.get("cmd") is not None:
        return str(message["cmd"])
    return None


class TrainerChannel:
    """Rank 0 of ``process_group`` (default: the default group) leads; the others follow.

    A message is pickled and sent as two collectives, its length and then its bytes. The
    leader's calls take a deadline (``timeout_s``): past it they raise, and the trainer's
    group is dead (gloo leaves it so), which is what a stalled rank means anyway; a follower
    waits for the leader's next word as long as the group's own timeout. Any failure of a
    collective raises ``TrainerGroupError`` naming this rank and ``step``."""

    def __init__(
        self, process_group: Any = None, *, rank: int | None = None, size: int | None = None
    ) -> None:
        """``rank``, ``size``: this rank's place in a channel of another kind (a simulated
        one: ``twophase.testing.simtrainer``), in place of ``process_group``'s."""
        self.group = process_group
        self.rank = dist.get_rank(process_group) if rank is None else rank
        self.size = dist.get_world_size(process_group) if size is None else size
        self.ended = False  # the leader told the followers how this sync ended
        # This rank's last committed pairs, the base of a delta (``delta_round.py``): kept
        # between syncs, so pass the same channel to every sync.
        self.pair_base: DeltaBase | None = None
        # The sharded sync's group, kept across syncs while the leader keeps its own: a
        # follower's (its side of the group), and on the leader, the store prefix each rank's
        # kept group was formed under (None: it keeps none), which the leader reuses only if
        # every rank names its own.
        self.sync_group: Group | None = None
        # A follower's shared memory for its pairs (``shared_pairs.py``): its group's, closed
        # with it.
        self.segments: SegmentPool | None = None
        self.kept_by: list[str | None] = [None] * self.size
        # The step of the sync this rank is at, which names a failed collective: the
        # leader's last word said or heard ("join", "pack", "go", "done"; a trainer tool's
        # "cmd"), or what a caller is about to gather ("holdings", "shards").
        self.step: str | None = None

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
        """Every rank's ``mine``, in rank order, on the leader (None elsewhere), for
        ``self.step``."""
        payload = pickle.dumps(mine)
        sizes = [torch.zeros(1, dtype=torch.int64) for _ in range(self.size)]
        length = _length(payload)
        self._run("gather", lambda: dist.all_gather(sizes, length, self.group, True), timeout_s)
        longest = int(max(size.item() for size in sizes))
        padded = torch.zeros(longest, dtype=torch.uint8)
        padded[: len(payload)] = torch.frombuffer(bytearray(payload), dtype=torch.uint8)
        out = [torch.empty(longest, dtype=torch.uint8) for _ in sizes] if self.leader else None
        dst = self._global(0)
        self._run(
            "gather",
            lambda: dist.gather(padded, out, dst=dst, group=self.group, async_op=True),
            timeout_s,
        )
        if out is None:
            return None
        return [
            pickle.loads(bytes(t[: int(n.item())].numpy())) for t, n in zip(out, sizes, strict=True)
        ]

    def broadcast(self, message: Any = None, timeout_s: float | None = None) -> Any:
        """The leader's ``message``, on every rank; its step (``steps.step_of``) becomes
        ``self.step``."""
        src = self._global(0)
        payload = pickle.dumps(message) if self.leader else b""
        if self.leader:
            self.step = step_of(message)
        size = _length(payload)
        self._run(
            "broadcast",
            lambda: dist.broadcast(size, src=src, group=self.group, async_op=True),
            timeout_s,
        )
        data = (
            torch.frombuffer(bytearray(payload), dtype=torch.uint8)
            if self.leader
            else torch.empty(int(size.item()), dtype=torch.uint8)
        )
        self._run(
            "broadcast",
            lambda: dist.broadcast(data, src=src, group=self.group, async_op=True),
            timeout_s,
        )
        if self.leader:
            return message
        heard = pickle.loads(bytes(data.numpy()))
        self.step = step_of(heard)
        return heard

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
        self.ended = not again
        failed = None if error is None else Failed.of(error, again=again)
        done = Done(failed, version, gather, keep_group)
        await self.tell(done, timeout_s)
        if gather:  # every rank's next collective: the gather of its shards
            self.step = "shards"

    def kept_group(self) -> str | None:
        """A follower: the store prefix of the sync group it keeps, if that is still alive."""
        group = self.sync_group
        return group.config.attempt if group is not None and group.dead is None else None

    def replace_group(self, group: Group | None) -> None:
        """A follower's kept sync group is now ``group`` (the one before is closed)."""
        if self.sync_group is not None and self.sync_group is not group:
            self.sync_group.close()
            if self.segments is not None:
                self.segments.close()
                self.segments = None
        self.sync_group = group

    def _run(self, kind: str, start: Callable[[], Any], timeout_s: float | None) -> None:
        """Start one collective of the trainer's group and wait for it (``timeout_s`` None:
        as long as the group's own timeout); any failure is a ``TrainerGroupError``."""
        began = time.monotonic()
        try:
            work = start()
            if timeout_s is None:
                work.wait()
            else:
                work.wait(datetime.timedelta(seconds=timeout_s))
        except Exception as exc:
            raise self._failure(kind, exc, timeout_s, time.monotonic() - began) from exc

    def _failure(
        self, kind: str, exc: Exception, timeout_s: float | None, took_s: float
    ) -> TrainerGroupError:
        """What a failed ``kind`` collective at ``self.step`` means, said from this rank."""
        step, others = self.step, _ranks(r for r in range(self.size) if r != self.rank)
        named = repr(step) if step is not None else "a message"
        said_in, waited_in = FOLLOWER_STEPS.get(step or "", (Phase.SETUP, Phase.SETUP))
        if kind == "gather" and self.leader:
            what, phase = f"gathering {named} from {others}", said_in
        elif kind == "gather":
            what, phase = f"sending {named} to trainer rank 0", said_in
        elif self.leader:
            what, phase = f"telling {named} to {others}", said_in
        else:
            word = f"word after {step!r}" if step is not None else "first word"
            what, phase = f"waiting for trainer rank 0's {word}", waited_in
        # gloo says a timeout in words only: a wait that ran to its deadline, or its own.
        said = str(exc)
        timed_out = (timeout_s is not None and took_s >= timeout_s) or "timed out" in said.lower()
        late = f" (timed out after {took_s:.3g} s)" if timed_out else ""
        cause = (
            f"trainer rank {self.rank}: the trainer group failed {what}{late}: "
            f"{type(exc).__name__}: {said}"
        )
        return TrainerGroupError(phase, cause, rank=self.rank, step=step, timed_out=timed_out)

    def _global(self, rank: int) -> int:
        return rank if self.group is None else dist.get_global_rank(self.group, rank)


_CHANNELS: dict[tuple[int, int, int], TrainerChannel] = {}


def _length(payload: bytes) -> torch.Tensor:
    return torch.tensor([len(payload)], dtype=torch.int64)


def _ranks(ranks: Any) -> str:
    """Trainer ranks, as a message names them."""
    listed = list(ranks)
    if len(listed) == 1:
        return f"trainer rank {listed[0]}"
    if len(listed) <= 4:
        return "trainer ranks " + ", ".join(map(str, listed))
    return f"the other {len(listed)} trainer ranks"
