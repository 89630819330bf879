"""Cooperative termination's rule, pure (specs/protocol.md, "Cooperative termination"): what
the answers about one sync decide. The same rule serves an endpoint that cast its yes and lost
the vote's answer (it asks its peers) and the trainer that resolves such endpoints (it asks
every endpoint of the sync). No I/O here.

Each answer is read as one of:

- ``committed``: the vote passed for every rank: commit;
- ``rolled_back``: it did not cast its yes (and now never will) or rolled back on a verdict:
  the vote cannot have passed: roll back;
- ``uncertain``: as uncertain; having said so, it commits only on a peer's commit;
- restarted: ``unknown`` from another incarnation than the one prepare named (a process that
  started since: whatever its predecessor held died with it), or, where prepare named none,
  from a process that started after this sync's prepare: it cannot hold the new version;
- dead: no answer, and the asker saw the process of the incarnation prepare named end (on
  the same host: ``twophase/processes.py``); as a restarted one, it cannot hold the new
  version;
- anything else (no answer, ``pending``, ``unknown`` from the incarnation prepare named: a live
  peer without a record) decides nothing.

Any committed: commit. Else any rolled back: roll back. Else every one uncertain, restarted
or dead: nobody alive can hold the new version, roll back. Else wait and ask again.
"""

from __future__ import annotations

import enum
import secrets
import time
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# What an endpoint answers about a sync (``/sync_outcome``); see ``PeerOutcome``'s use in
# ``protocol.py``.
PeerOutcome = Literal["committed", "rolled_back", "uncertain", "pending", "unknown"]


class ProcessRef(BaseModel):
    """The process an incarnation runs in, as a peer on the same host looks it up
    (``twophase/processes.py``): its host and pid namespace, its pid and its start time."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    space: str = Field(min_length=1, max_length=512)  # host, boot and pid namespace
    pid: int = Field(gt=0)
    start_ticks: int = Field(ge=0)  # clock ticks after boot: a reused pid has others


class Incarnation(BaseModel):
    """One run of an endpoint's process: drawn at start, never reused. An answer from
    another incarnation than the one a sync's prepare named comes from a process that
    started since, which cannot hold that sync's weights; a silent peer whose ``process``
    has ended (seen from its host) cannot hold them either."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str = Field(min_length=1, max_length=64)
    started_at: float = Field(ge=0, allow_inf_nan=False)  # wall clock, seconds since the epoch
    process: ProcessRef | None = None  # None: from an older endpoint, or not to be looked up

    @classmethod
    def draw(cls, process: ProcessRef | None = None) -> Incarnation:
        return cls(id=secrets.token_hex(8), started_at=time.time(), process=process)

    def describe(self) -> str:
        started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.started_at))
        return f"{self.id} (started {started})"


class UncertainStatus(BaseModel):
    """An endpoint that cast its yes and learned no verdict: since when, and whom it still
    waits for. Past ``uncertain_alert_s`` (the table's deadline) it is ``alerting``: its
    ``/health`` says degraded, and a trainer's next sync fails at once naming it."""

    model_config = ConfigDict(extra="ignore")

    sync_id: str
    waiting_for: list[str]
    rounds: int = 0  # how many times it asked its peers
    seconds: float = 0.0
    since: float = 0.0  # wall clock, seconds since the epoch
    alerting: bool = False
    aborts_recorded: list[str] = Field(default_factory=list)  # operators' aborts, not verdicts

    def describe(self) -> str:
        waits = ", ".join(self.waiting_for) or "nobody (deciding)"
        return (
            f"UNCERTAIN in sync {self.sync_id} for {self.seconds:.0f} s (its yes cast, the "
            f"vote's answer lost), waiting for {waits}"
        )


@dataclass(frozen=True)
class PeerAnswer:
    """One peer's answer: its outcome (None: no answer) and who answered."""

    outcome: PeerOutcome | None
    incarnation: Incarnation | None = None


class Verdict(enum.Enum):
    COMMIT = "commit"
    ROLL_BACK = "rollback"
    WAIT = "wait"


@dataclass(frozen=True)
class Reading:
    """What one round of answers decides, and why."""

    verdict: Verdict
    why: str
    decided_by: str | None = None  # the peer whose answer decided (commit or rollback)
    waiting_for: list[str] = field(default_factory=list)  # whose answer decided nothing


def restarted(answer: PeerAnswer, named: Incarnation | None, prepared_at: float) -> bool:
    """Whether ``answer`` comes from a process that started since the sync's prepare named
    ``named`` (None: prepare named none; then its start time, after ``prepared_at``)."""
    if answer.outcome != "unknown" or answer.incarnation is None:
        return False  # a record, or no answer: it speaks for itself, or decides nothing
    if named is not None:
        return answer.incarnation.id != named.id
    return answer.incarnation.started_at > prepared_at


def decide(
    answers: Mapping[str, PeerAnswer],
    named: Mapping[str, Incarnation | None],
    prepared_at: float,
    *,
    unasked: int = 0,
    dead: Collection[str] = (),
) -> Reading:
    """The rule of the module's docstring over one round of ``answers`` (by peer name);
    ``named``: each peer's incarnation as prepare named it; ``prepared_at``: the sync's
    prepare, wall clock; ``unasked``: endpoints of the sync that vote but serve no
    ``/sync_outcome`` (another engine's): each may have committed unseen, so "every peer
    uncertain or restarted" never holds while there is one; ``dead``: the peers that gave
    no answer and whose process the asker saw end."""
    committed = [name for name, a in answers.items() if a.outcome == "committed"]
    if committed:
        return Reading(Verdict.COMMIT, f"peer {committed[0]} committed", committed[0])
    rolled_back = [name for name, a in answers.items() if a.outcome == "rolled_back"]
    if rolled_back:
        why = f"peer {rolled_back[0]} did not cast its yes or rolled back"
        return Reading(Verdict.ROLL_BACK, why, rolled_back[0])
    gone = [n for n, a in answers.items() if restarted(a, named.get(n), prepared_at)]
    died = [n for n, a in answers.items() if a.outcome is None and n in dead]
    uncertain = [name for name, a in answers.items() if a.outcome == "uncertain"]
    waiting = [name for name in answers if name not in (*gone, *died, *uncertain)]
    if answers and not waiting and not unasked:
        if not gone and not died:
            why = "every peer is as uncertain: nobody committed"
        else:
            ended = []
            if gone:
                ended.append(f"{', '.join(gone)} restarted since the sync's prepare")
            if died:
                ended.append(f"{', '.join(died)} died since the sync's prepare")
            why = (
                " and ".join(ended)
                + " (cannot hold it)"
                + (f" and {', '.join(uncertain)} as uncertain" if uncertain else "")
                + ": nobody alive holds the new version"
            )
        return Reading(Verdict.ROLL_BACK, why)
    return Reading(Verdict.WAIT, "no answer decides yet", None, waiting)
