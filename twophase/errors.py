"""The exceptions twophase raises. Each one names what went wrong and where."""

from __future__ import annotations


class TwophaseError(Exception):
    """Base class of every error this library raises on purpose."""


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


class SyncError(TwophaseError):
    """A sync failed; every endpoint was aborted and rolled back (before the commit point)."""

    def __init__(self, phase: str, endpoint: str | None, cause: str) -> None:
        where = f" at {endpoint}" if endpoint else ""
        super().__init__(f"sync failed in {phase}{where}: {cause}")
        self.phase, self.endpoint, self.cause = phase, endpoint, cause
