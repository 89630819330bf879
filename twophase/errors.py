"""Every exception twophase raises on purpose, under ``TwophaseError``. Each names what went
wrong and where; callers tell them apart by type, never by message text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from twophase.core.table import Phase


class TwophaseError(Exception):
    """Base class of every error this library raises on purpose."""

    def __reduce__(self) -> tuple[Any, ...]:
        # Errors cross a rank's process pipe as themselves. Subclasses take constructor
        # arguments of their own, so rebuild from ``args`` and attributes, not ``__init__``.
        return (_restore, (type(self), self.args, self.__dict__))


def _restore(cls: type[TwophaseError], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


def first_few(problems: Sequence[str], most: int, sep: str = "; ") -> str:
    """The first ``most`` of ``problems`` joined, and a count of the rest: how a message
    names many problems."""
    more = f" (and {len(problems) - most} more)" if len(problems) > most else ""
    return sep.join(problems[:most]) + more


class DeadlineExceeded(TwophaseError, TimeoutError):
    """A wait passed its deadline. The machine records these as ``timeout``, not ``fail``."""


class ProtocolError(TwophaseError):
    """A trigger was fired in a state where the table does not allow it.

    The state is left unchanged. The message names the role, the state and the
    trigger so that a log line alone says what happened.
    """

    def __init__(self, role: str, state: str, trigger: str, reason: str) -> None:
        self.role = role
        self.state = state
        self.trigger = trigger
        self.reason = reason
        super().__init__(f"{role}: cannot {trigger!r} in state {state}: {reason}")


class IllegalTransition(ProtocolError):
    """No row of the table has this (role, state, trigger)."""


class GuardRejected(ProtocolError):
    """A row exists, but a guard on it is false right now."""

    def __init__(self, role: str, state: str, trigger: str, failed_guards: tuple[str, ...]) -> None:
        self.failed_guards = failed_guards
        super().__init__(role, state, trigger, "guard not satisfied: " + ", ".join(failed_guards))


class RequestRejected(TwophaseError):
    """Bad input or a request in the wrong state: a 4xx, and nothing was changed."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class AbortRefused(RequestRejected):
    """An abort that came after the endpoint's commit point (its vote passed, or it is
    applying): a 409, nothing changed, and the sync ends at ``weight_version``."""

    def __init__(self, message: str, weight_version: int) -> None:
        super().__init__(409, message)
        self.weight_version = weight_version


class SyncFailed(TwophaseError):
    """A receiver step failed; the endpoint recorded the cause and rolled back."""

    def __init__(self, message: str, *, timed_out: bool = False) -> None:
        super().__init__(message)
        self.timed_out = timed_out


class SyncError(TwophaseError):
    """A sync failed; every endpoint was aborted and rolled back (before the commit point)."""

    def __init__(
        self, phase: Phase, endpoint: str | None, cause: str, *, timed_out: bool = False
    ) -> None:
        where = f" at {endpoint}" if endpoint else ""
        super().__init__(f"sync failed in {phase}{where}: {cause}")
        self.phase, self.endpoint, self.cause = phase, endpoint, cause
        self.timed_out = timed_out  # a deadline passed: the machine records ``timeout``

    # Past the commit point (an endpoint's apply failed after the vote passed): the version
    # the sync committed, which the others apply and the next sync numbers from.
    committed_version: int | None = None


class TrainerGroupError(SyncError):
    """A collective of the trainer ranks' own channel failed (``trainer_channel.py``): a
    trainer rank died or stalled, and the trainer's process group is dead. ``rank``: this
    rank; ``step``: what the collective was for (the sync's step: "holdings", "join", ...)."""

    def __init__(
        self, phase: Phase, cause: str, *, rank: int, step: str | None, timed_out: bool = False
    ) -> None:
        super().__init__(phase, None, cause, timed_out=timed_out)
        self.rank, self.step = rank, step


class EndpointCallError(TwophaseError):
    """One call from the sender to an endpoint failed (status, timeout or refused): the one
    error every ``EndpointClient`` raises, its outcome in fields. ``route``: the call, as the
    protocol names it; ``state``: the endpoint's state as its error answer reported it (None:
    not reported); ``committed``: an abort came past the endpoint's commit point (its vote
    passed), so it ends at ``weight_version`` (None: not said) whatever the sender says now."""

    def __init__(
        self,
        endpoint: str,
        route: str,
        cause: str,
        status: int | None = None,
        state: str | None = None,
        *,
        timed_out: bool = False,
        committed: bool = False,
        weight_version: int | None = None,
    ) -> None:
        super().__init__(f"{endpoint} {route}: {cause}")
        self.endpoint, self.route, self.cause, self.status = endpoint, route, cause, status
        self.state = state
        self.timed_out = timed_out  # no answer within the call's deadline
        self.committed, self.weight_version = committed, weight_version


class ManifestError(TwophaseError, ValueError):
    """A manifest, a bucket layout or a tensor spec is invalid."""


class NotServing(TwophaseError):
    """The rank refuses inference: weights are inconsistent, or paused for a streaming sync."""


class RankStepError(TwophaseError):
    """A step of a TP rank failed; the message says which rank and which step."""


class RankDeadlineExceeded(RankStepError, DeadlineExceeded):
    """A step of a TP rank did not finish by its deadline."""


class LockTimeout(DeadlineExceeded):
    """The weights' read-write lock was not acquired in time."""


class GroupError(TwophaseError):
    """The group could not be formed, or a collective on it failed; the group is dead."""


class GroupJoinError(GroupError):
    """Creating the group failed: the message says which (port taken, peer missing, ...)."""


class GroupJoinTimeout(GroupJoinError, DeadlineExceeded):
    """The group did not form by its deadline: some rank never joined."""


class CollectiveTimeout(GroupError, DeadlineExceeded):
    """A collective did not complete by its deadline."""


class TransferAborted(TwophaseError):
    """The transfer was aborted out of band; nothing received after the flag is used."""


class SharedMemoryError(TwophaseError):
    """A bucket could not be taken from the trainer's shared memory (its segment is gone, or
    its signal names another): the sync fails and rolls back like any broken transfer."""


class ProbeError(TwophaseError):
    """The probe failed; the transfer must not start."""


class ProbeMismatch(ProbeError):
    """Ranks expect different manifests (every collective completed; the message names each
    disagreeing rank's first differing tensor)."""

    def __init__(
        self,
        findings: dict[int, str],
        what: str = "manifest mismatch between trainer and receivers",
    ) -> None:
        self.findings = findings
        lines = [text for _, text in sorted(findings.items())]
        super().__init__(f"{what}: " + "; ".join(lines))


class GroupNotConnected(ProbeError):
    """The probe did not complete by its deadline, or a peer vanished during it."""


class VoteFailed(ProbeError):
    """After the last bucket, some rank's received bytes do not match what the sender sent."""


class VoteUncertain(ProbeError):
    """This rank cast its yes, but the group broke before the vote's answer reached it: the
    vote may have passed for the others. Not a failure yet: the endpoint waits for the
    sender's verdict (its complete: passed; its abort: failed) within the apply deadline."""
