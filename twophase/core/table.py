"""The sync state machine, as data. Everything that affects the machine lives in this file.

Both roles (the trainer's sender and the inference server's receiver) build their machine
from ``TRANSITIONS``; where the roles differ, a row says so through its per-role guards.
The machine in ``machine.py``, the diagram and table in ``specs/``, and the Promela model's
transition function are all derived from this module; nothing else defines a transition.
The rest of the package asks the state rules here (``in_sync``, ``accepts``, ...) rather than
compare against ``State`` members itself; fixed bounds that are not a sync's deadlines (an
abort's answer, a retry's backoff) live beside it in ``timing.py``.

States, from the point of view of one sync attempt::

    IDLE -> GROUP_READY -> PREPARED -> RECEIVING -> APPLYING -> DONE
                 \\____________\\___________\\___________\\________-> ERROR -> (rollback)

On the sender the same names describe the sync as a whole: PREPARED means every endpoint
reported PREPARED; RECEIVING means weight bytes are on the wire; APPLYING means the sender
has passed the commit point and is completing every endpoint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from enum import Enum


class Role(str, Enum):
    SENDER = "sender"
    RECEIVER = "receiver"


class State(str, Enum):
    IDLE = "IDLE"
    GROUP_READY = "GROUP_READY"
    PREPARED = "PREPARED"
    RECEIVING = "RECEIVING"
    APPLYING = "APPLYING"
    DONE = "DONE"
    ERROR = "ERROR"


class Trigger(str, Enum):
    JOIN_GROUP = "join_group"
    PREPARE = "prepare"
    BEGIN_TRANSFER = "begin_transfer"
    # Every bucket is in and the commit vote passed: the commit point (the later request
    # /complete_weights_update only reports the outcome; on the seed protocol it is the vote).
    VOTE_PASSED = "vote_passed"
    APPLIED = "applied"
    FAIL = "fail"
    TIMEOUT = "timeout"
    ABORT = "abort"
    ROLLBACK = "rollback"
    DESTROY = "destroy"


class Phase(str, Enum):
    """The sender's steps of one sync, as ``SyncError.phase``, the phase clock's keys and
    ``/sync_state`` name them (the JSON holds the value). One name per step: a failure and
    the seconds spent are reported under the same one."""

    def __str__(self) -> str:  # in messages and f-strings: the value, as on the wire
        return self.value

    SETUP = "setup"  # the arguments of ``sync()``, before anything is sent
    CAPABILITIES = "capabilities"
    PACK = "pack"  # a sync that may send a delta packs every bucket before prepare
    GROUP_JOIN = "group_join"
    PREPARE = "prepare"
    PROBE = "probe"
    TRANSFER = "transfer"  # the buckets and the commit vote
    COMPLETE = "complete"


# A follower's role in a sharded sync (a trainer rank other than 0: no machine of its own, it
# does what the leader tells it, ``sender/trainer_channel.py``): for each step the leader says, the
# phase a failure of saying it (or of the gather that follows) is reported in, and the phase
# the leader is in while the follower waits for its word after that step.
FOLLOWER_STEPS: dict[str, tuple[Phase, Phase]] = {
    "join": (Phase.GROUP_JOIN, Phase.GROUP_JOIN),  # join the group (or reuse the kept one)
    "pack": (Phase.PACK, Phase.PACK),  # pack and encode its pairs, say what they came to
    "go": (Phase.PREPARE, Phase.TRANSFER),  # every endpoint PREPARED: probe, pairs, vote
}


# What each guard means. A guard is evaluated by the role's guard source (an object with
# a method of this name returning bool, deciding from the evidence handed to ``fire``: the
# probe's result, the vote's outcome, every endpoint's or rank's answer); the table only
# names it.
GUARDS: dict[str, str] = {
    "all_endpoints_prepared": "every endpoint reported PREPARED for this sync id",
    "all_ranks_posted": "every TP rank's worker is about to enter its first receive",
    "probe_ok": (
        "the probe collective completed and every rank's manifest digest matched "
        "(a sync that negotiated the seed protocol has no probe, and this guard holds)"
    ),
    "all_buckets_confirmed": (
        "the commit vote passed: every rank of every endpoint confirmed every bucket "
        "(received and verified) in the vote collective (a receiver: on every one of its "
        "ranks). On the seed protocol, which has no vote: the sender sent every bucket, and "
        "the receiver got the complete request"
    ),
    "all_buckets_received": "every bucket of the manifest arrived (and verified, if checksummed)",
    "group_intact": (
        "a group exists and the failure did not touch it (no rank had posted a receive on "
        "it), so it can be kept"
    ),
}

# States in which an endpoint rests between attempts; rollback and destroy lead here.
RESTING_STATES: frozenset[State] = frozenset({State.IDLE, State.GROUP_READY, State.DONE})
# At rest with a group: where a prepare starts the next attempt (``_check_table`` holds this
# to the prepare rows' sources).
GROUP_AT_REST: frozenset[State] = frozenset({State.GROUP_READY, State.DONE})
# A sync runs and has not reached its commit point: it may complete, or be rolled back.
IN_SYNC: frozenset[State] = frozenset({State.PREPARED, State.RECEIVING})
# Past the commit point: the sync ends at its version (or the old one if its apply fails).
PAST_COMMIT: frozenset[State] = frozenset({State.APPLYING})
# The states of an attempt in the order it passes them up to its commit: how far along a
# state is (a server of many ranks is as far as its least advanced one).
ATTEMPT_ORDER: tuple[State, ...] = (
    State.IDLE,
    State.GROUP_READY,
    State.PREPARED,
    State.RECEIVING,
    State.APPLYING,
)
# The two ends of a sync attempt.
ATTEMPT_ENDS: frozenset[State] = frozenset({State.DONE, State.ERROR})
# Triggers that record a failure; their rows all lead to ERROR and require a cause.
FAILURE_TRIGGERS: tuple[Trigger, ...] = (Trigger.FAIL, Trigger.TIMEOUT, Trigger.ABORT)


@dataclass(frozen=True)
class Transition:
    """One row: in ``source``, ``trigger`` leads to ``dest`` if the role's guards hold."""

    source: State
    trigger: Trigger
    dest: State
    why: str
    sender_guards: tuple[str, ...] = ()
    receiver_guards: tuple[str, ...] = ()
    # Guards that must be false for this row (used to pick between two rollback rows).
    unless: tuple[str, ...] = ()
    # A failure or rollback must say why; the machine refuses an empty detail.
    requires_detail: bool = False

    def guards_for(self, role: Role) -> tuple[str, ...]:
        return self.sender_guards if role is Role.SENDER else self.receiver_guards


def _failure_rows() -> tuple[Transition, ...]:
    """fail/timeout/abort from every state lead to ERROR (ERROR to itself: a further cause
    arriving while rolling back is recorded, and the first cause stays the reported one)."""
    rows = []
    for source in State:
        for trigger in FAILURE_TRIGGERS:
            rows.append(
                Transition(
                    source,
                    trigger,
                    State.ERROR,
                    why=f"{trigger.value} recorded" + (" again" if source is State.ERROR else ""),
                    requires_detail=True,
                )
            )
    return tuple(rows)


S, T = State, Trigger

TRANSITIONS: tuple[Transition, ...] = (
    Transition(S.IDLE, T.JOIN_GROUP, S.GROUP_READY, why="the sync process group formed"),
    *(
        Transition(
            source,
            T.PREPARE,
            S.PREPARED,
            why=why,
            sender_guards=("all_endpoints_prepared",),
            receiver_guards=("all_ranks_posted",),
        )
        for source, why in (
            (S.GROUP_READY, "prepare accepted"),
            (S.DONE, "next sync on the same group"),
        )
    ),
    Transition(
        S.PREPARED,
        T.BEGIN_TRANSFER,
        S.RECEIVING,
        why="probe passed; weight bytes on the wire",
        sender_guards=("all_endpoints_prepared", "probe_ok"),
        receiver_guards=("probe_ok",),
    ),
    Transition(
        S.RECEIVING,
        T.VOTE_PASSED,
        S.APPLYING,
        why="every bucket is in and the commit vote passed (the commit point)",
        sender_guards=("all_buckets_confirmed",),
        receiver_guards=("all_buckets_received", "all_buckets_confirmed"),
    ),
    Transition(S.APPLYING, T.APPLIED, S.DONE, why="new weights applied and published"),
    *_failure_rows(),
    Transition(
        S.ERROR,
        T.ROLLBACK,
        S.GROUP_READY,
        why="staged data discarded; the group is untouched and kept",
        sender_guards=("group_intact",),
        receiver_guards=("group_intact",),
        requires_detail=True,
    ),
    Transition(
        S.ERROR,
        T.ROLLBACK,
        S.IDLE,
        why="staged data discarded; the group may be broken and was torn down",
        unless=("group_intact",),
        requires_detail=True,
    ),
    Transition(S.GROUP_READY, T.DESTROY, S.IDLE, why="group destroyed on request"),
    Transition(S.DONE, T.DESTROY, S.IDLE, why="group destroyed on request"),
    Transition(S.ERROR, T.DESTROY, S.IDLE, why="group destroyed on request; staged data discarded"),
)


@dataclass(frozen=True)
class Deadline:
    """How long an endpoint may wait in ``waits_in`` for ``ends_with`` before it fires timeout.

    The code doing the wait enforces it (no timer runs inside the machine); expiry fires
    ``Trigger.TIMEOUT`` with a detail naming the deadline. Callers may override seconds per
    sync (the wire's optional ``timeouts`` field).
    """

    name: str
    waits_in: tuple[State, ...]
    ends_with: Trigger
    seconds: float
    meaning: str


DEADLINES: tuple[Deadline, ...] = (
    Deadline(
        "group_join", (S.IDLE,), T.JOIN_GROUP, 120.0, "every rank joins the sync process group"
    ),
    Deadline(
        "prepare",
        (S.GROUP_READY, S.DONE),
        T.PREPARE,
        60.0,
        "receiver: every rank worker posts; sender: every endpoint reports PREPARED",
    ),
    Deadline(
        "first_byte",
        (S.PREPARED,),
        T.BEGIN_TRANSFER,
        60.0,
        "the probe completes and the first weight byte moves",
    ),
    Deadline(
        "progress",
        (S.RECEIVING,),
        T.VOTE_PASSED,
        120.0,
        "the next bucket arrives (restarts at every bucket), then complete is requested",
    ),
    Deadline("apply", (S.APPLYING,), T.APPLIED, 120.0, "the new weights are applied and published"),
    Deadline(
        "uncertain_alert",
        (S.RECEIVING,),
        T.VOTE_PASSED,
        60.0,
        "an UNCERTAIN endpoint (its yes cast, the vote's answer lost) is resolved; past this "
        "it alerts (/health degraded, /metrics, the trainer's next sync fails naming it) and "
        "waits on: no trigger fires, it never rolls back on its own after its yes",
    ),
)

DEADLINES_BY_NAME: dict[str, Deadline] = {d.name: d for d in DEADLINES}


@dataclass(frozen=True)
class Deadlines:
    """One value of every deadline, in seconds: the table's ``DEADLINES`` (an attribute per
    row, its default the row's seconds; ``_check_table`` holds the two together). The wire's
    ``Timeouts`` converts to it at the boundary; inside the package deadlines are this."""

    group_join: float = DEADLINES_BY_NAME["group_join"].seconds
    prepare: float = DEADLINES_BY_NAME["prepare"].seconds
    first_byte: float = DEADLINES_BY_NAME["first_byte"].seconds
    progress: float = DEADLINES_BY_NAME["progress"].seconds
    apply: float = DEADLINES_BY_NAME["apply"].seconds
    uncertain_alert: float = DEADLINES_BY_NAME["uncertain_alert"].seconds

    def transfer_limit(self, n_buckets: int) -> float:
        """The most a whole transfer of ``n_buckets`` may take: the sum of the deadlines of
        its collectives. The first collective (the probe, or bucket 0 without one) has
        ``first_byte``; every later one has ``progress``: the ``n_buckets`` buckets and the
        commit vote after them (with a probe), fewer without. So no sync whose every
        collective keeps its own deadline reaches this limit; it is the backstop over them,
        for the sender's group thread, the receiver's watchdog and a drain alike."""
        return self.first_byte + self.progress * (n_buckets + 1)

    def for_collective(self, first: bool) -> tuple[str, float]:
        """One collective of the data path's deadline, by name and seconds: the first of a
        sync (the probe, or bucket 0 without one) waits for the first byte, every later one
        for progress."""
        return ("first_byte", self.first_byte) if first else ("progress", self.progress)

    def as_dict(self) -> dict[str, float]:
        return {f.name: float(getattr(self, f.name)) for f in fields(self)}


class Request(str, Enum):
    """The receiver's requests whose answer depends on its state (``ACCEPTS``)."""

    INIT_GROUP = "init_group"
    DESTROY_GROUP = "destroy_group"
    PREPARE = "prepare"
    PREPARE_PART = "prepare_part"  # a further part of a staged seed-protocol sync
    COMPLETE = "complete"
    ABORT = "abort"
    CHECK_WEIGHTS = "check_weights"  # an engine's weights checker: it reads the weights


# The states in which each request is taken; in any other, the receiver answers 409 and
# changes nothing. A group changes only between syncs (never while a failed one rolls back);
# an abort is refused at rest (nothing runs) and past the commit point.
ACCEPTS: dict[Request, frozenset[State]] = {
    Request.INIT_GROUP: RESTING_STATES,
    Request.DESTROY_GROUP: RESTING_STATES,
    Request.PREPARE: GROUP_AT_REST,
    Request.PREPARE_PART: frozenset({State.RECEIVING}),
    Request.COMPLETE: IN_SYNC,
    Request.ABORT: IN_SYNC | {State.ERROR},
    Request.CHECK_WEIGHTS: RESTING_STATES,
}


def accepts(request: Request, state: State) -> bool:
    """Whether the receiver takes ``request`` in ``state`` (else a 409, nothing changed)."""
    return state in ACCEPTS[request]


def in_sync(state: State) -> bool:
    """A sync runs and has not reached its commit point."""
    return state in IN_SYNC


def past_commit(state: State) -> bool:
    """A sync passed its commit point and is applying: it can no longer be aborted."""
    return state in PAST_COMMIT


def in_attempt(state: State) -> bool:
    """A sync runs, before or past its commit point (neither at rest nor rolling back)."""
    return state in IN_SYNC or state in PAST_COMMIT


def at_rest_with_group(state: State) -> bool:
    """Between attempts, holding a group: the next prepare may come."""
    return state in GROUP_AT_REST


def without_group(state: State | str | None) -> bool:
    """No group (IDLE; joining one is the only way on). ``state`` may be the wire's value."""
    return state == State.IDLE


def can_fire(state: State, trigger: Trigger) -> bool:
    """Whether the table has a row for ``trigger`` in ``state`` (its guards aside)."""
    return bool(rows_for(state, trigger))


def least_advanced(states: Sequence[str]) -> str:
    """One state for many ranks, from their ``/sync_state`` values: ERROR if any rank is in
    ERROR or did not answer (a value that names no state), else the state they share, else
    the least advanced along ``ATTEMPT_ORDER`` (the first value if none is on it)."""
    known = {s.value for s in State}
    if any(s == State.ERROR.value or s not in known for s in states):
        return State.ERROR.value
    if len(set(states)) == 1:
        return states[0]
    order = [s.value for s in ATTEMPT_ORDER]
    return min((s for s in states if s in order), key=order.index, default=states[0])


def rows_for(source: State, trigger: Trigger) -> tuple[Transition, ...]:
    """The rows for (source, trigger), in table order (the first whose guards hold wins)."""
    return tuple(row for row in TRANSITIONS if row.source is source and row.trigger is trigger)


def _check_table() -> None:
    """Reject a malformed table at import time, so a bad edit cannot ship."""
    if [f.name for f in fields(Deadlines)] != [d.name for d in DEADLINES]:
        raise ValueError("Deadlines must have exactly one attribute per row of DEADLINES")
    for row in TRANSITIONS:
        for name in (*row.sender_guards, *row.receiver_guards, *row.unless):
            if name not in GUARDS:
                raise ValueError(f"table row {row}: unknown guard {name!r}")
    if {row.source for row in TRANSITIONS if row.trigger is Trigger.PREPARE} != GROUP_AT_REST:
        raise ValueError("GROUP_AT_REST must be the states a prepare row leaves")
    if set(ACCEPTS) != set(Request):
        raise ValueError("ACCEPTS must name the states of every Request")
    seen: dict[tuple[State, Trigger], list[Transition]] = {}
    for row in TRANSITIONS:
        seen.setdefault((row.source, row.trigger), []).append(row)
    for (source, trigger), rows in seen.items():
        # Two rows for one (state, trigger) must be told apart by guards, never by order alone.
        if len(rows) > 1 and not all(
            r.sender_guards or r.receiver_guards or r.unless for r in rows
        ):
            raise ValueError(f"ambiguous rows for ({source.value}, {trigger.value})")


_check_table()
