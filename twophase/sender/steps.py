"""What the leader of a sharded sync tells the other trainer ranks over the trainer channel,
one typed message per step (``ranks.py`` says them, ``follower.py`` acts on them), in the
order the leader takes them:

- ``Join``: the plan's inputs and the group config (None: reuse the kept group);
- ``Pack``: pack and encode your pairs, and say what they came to (a sync that may send a
  delta);
- ``Go``: every endpoint reported PREPARED: probe, send your pairs, vote;
- ``Done``: how the attempt ended, and whether every rank keeps the group.

A trainer tool's own commands (``{"cmd": ...}`` dicts) ride the same channel; ``step_of``
names either.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from twophase.core.table import Deadlines, Phase
from twophase.errors import SyncError

if TYPE_CHECKING:
    from twophase.sender.sharded_plan import Inputs
    from twophase.transport.group import GroupConfig


@dataclass(frozen=True)
class Join:
    step: ClassVar[str] = "join"
    config: GroupConfig | None  # None: every rank reuses the group it kept
    inputs: Inputs
    deadlines: Deadlines


@dataclass(frozen=True)
class Pack:
    step: ClassVar[str] = "pack"


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
