"""What a fan-out to the endpoints comes back with: per endpoint, the parsed answer or the
failure (``FanOut``), so a caller reads outcomes instead of re-filtering lists of exceptions;
and what aborting them found (``AbortReport``), so a split outcome is named.

What a peer says can enter an error message only through ``peer_text``: bounded, and with
no control character, so an endpoint cannot flood or forge the trainer's errors and logs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from twophase.core.table import without_group

# Defined with the HTTP client (a leaf, for the engines); named here too, where they were.
from twophase.endpoint_http import PEER_TEXT_LIMIT as PEER_TEXT_LIMIT
from twophase.endpoint_http import peer_text as peer_text
from twophase.errors import EndpointCallError

if TYPE_CHECKING:
    from twophase.sender.remote_endpoint import RemoteEndpoint

Result = TypeVar("Result")


@dataclass(frozen=True)
class Answer(Generic[Result]):
    """An endpoint answered, and the answer says it succeeded."""

    endpoint: RemoteEndpoint
    response: Result


@dataclass(frozen=True)
class CallFailed:
    """A call to an endpoint failed: an error status, no answer, or an answer saying no."""

    endpoint: RemoteEndpoint
    error: EndpointCallError

    @property
    def refused(self) -> bool:
        """A 4xx other than 409: the endpoint refused the request and changed nothing (bad
        input). A 409 says its state is not what the sender believes, so it is not a refusal."""
        status = self.error.status
        return status is not None and 400 <= status < 500 and status != 409

    @property
    def lost_group(self) -> bool:
        """A 409 from an endpoint that says it is IDLE: it has no group, though the sender
        kept one with it (the endpoint restarted, or tore its group down on its own)."""
        return self.error.status == 409 and without_group(self.error.state)


@dataclass(frozen=True)
class FanOut(Generic[Result]):
    """One call to every endpoint: each one's outcome, in endpoint order."""

    outcomes: tuple[Answer[Result] | CallFailed, ...]

    @property
    def answers(self) -> list[Answer[Result]]:
        return [o for o in self.outcomes if isinstance(o, Answer)]

    @property
    def failures(self) -> list[CallFailed]:
        return [o for o in self.outcomes if isinstance(o, CallFailed)]

    @property
    def first_failure(self) -> CallFailed | None:
        failures = self.failures
        return failures[0] if failures else None


@dataclass(frozen=True)
class AbortReport:
    """What aborting the endpoints found. ``committed``: those that answered 409 because
    their commit vote had passed, with the version they commit (None: not said);
    ``unanswered``: those whose side is unknown (no answer, or another error)."""

    rolled_back: tuple[str, ...] = ()
    committed: tuple[tuple[str, int | None], ...] = ()
    unanswered: tuple[str, ...] = ()

    def describe(self) -> str:
        """E.g. "a:1 committed version 5; b:2 rolled back"."""
        parts = [
            f"{name} committed version {'(not said)' if version is None else version}"
            for name, version in self.committed
        ]
        if self.rolled_back:
            parts.append(f"{', '.join(self.rolled_back)} rolled back")
        if self.unanswered:
            parts.append(f"{', '.join(self.unanswered)} did not answer the abort")
        return "; ".join(parts)
