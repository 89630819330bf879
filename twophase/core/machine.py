"""The sync state machine for one role, built from ``table.TRANSITIONS`` with ``transitions``.

A synchronous core: ``fire()`` is quick, takes a lock, never blocks on I/O and never
awaits, so it may be called from the asyncio loop or from a rank's worker thread. Timeouts
and I/O live outside (the caller fires ``Trigger.TIMEOUT`` when a ``table.Deadline``
expires). ``wait_for_state`` is the asyncio adapter: it waits on plain futures, so a
cancelled waiter sees ``CancelledError`` (transitions' AsyncMachine swallows it, #704).
"""

from __future__ import annotations

import asyncio
import collections
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any

from transitions import EventData, Machine

from twophase.core.table import (
    FAILURE_TRIGGERS,
    TRANSITIONS,
    Role,
    State,
    Transition,
    Trigger,
    rows_for,
)
from twophase.errors import GuardRejected, IllegalTransition

DEFAULT_HISTORY_SIZE = 256


@dataclass(frozen=True)
class TransitionRecord:
    """One recorded transition, as served by ``GET /sync_state``."""

    source: State
    dest: State
    trigger: Trigger
    monotonic: float
    wall_time: float
    sync_id: str | None
    detail: str

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(source=self.source.value, dest=self.dest.value, trigger=self.trigger.value)
        return data


class _Model:
    """The object ``transitions`` drives. Plain on purpose (a pydantic model breaks it, #635)."""

    state: State


Listener = Callable[[TransitionRecord], None]


class SyncMachine:
    """One role's machine. ``guards`` is any object with a bool method per guard name, taking
    the evidence its caller gave ``fire`` (the probe's result, the vote's outcome, every
    endpoint's or rank's answer): a guard decides from that evidence, so a call site that
    fires without it, or with evidence to the contrary, is refused by the table.

    Every ``fire`` either takes exactly one row of the table and records it, or raises a
    ``ProtocolError`` (``IllegalTransition`` or ``GuardRejected``) and changes nothing.
    """

    def __init__(
        self,
        role: Role,
        guards: object,
        *,
        initial: State = State.IDLE,
        history_size: int = DEFAULT_HISTORY_SIZE,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        self.role = role
        self._guard_source = guards
        self._clock = clock
        self._wall_clock = wall_clock
        self._lock = threading.RLock()
        self._history: collections.deque[TransitionRecord] = collections.deque(maxlen=history_size)
        self._listeners: list[Listener] = []
        self._guard_results: dict[str, bool] = {}
        self._pending: tuple[str | None, str] = (None, "")
        self.sync_id: str | None = None
        self.last_error: str | None = None
        self._check_guard_source()
        self._model = _Model()
        self._machine = Machine(
            model=self._model,
            states=list(State),
            initial=initial,
            transitions=[self._row_for_transitions(row) for row in TRANSITIONS],
            auto_transitions=False,
            send_event=True,
            after_state_change=self._record,
        )

    # -- construction -----------------------------------------------------------------------

    def _check_guard_source(self) -> None:
        needed = {name for row in TRANSITIONS for name in (*row.guards_for(self.role), *row.unless)}
        missing = sorted(
            name for name in needed if not callable(getattr(self._guard_source, name, None))
        )
        if missing:
            raise TypeError(
                f"{self.role.value} guard source lacks guard methods: {', '.join(missing)}"
            )

    def _row_for_transitions(self, row: Transition) -> dict[str, Any]:
        return {
            "trigger": row.trigger.value,
            "source": row.source,
            "dest": row.dest,
            "conditions": [partial(self._guard_holds, name) for name in row.guards_for(self.role)],
            "unless": [partial(self._guard_holds, name) for name in row.unless],
        }

    def _guard_holds(self, name: str, _event: EventData) -> bool:
        # transitions evaluates the guards (``conditions``/``unless`` of the rows built from the
        # table); the values are read from the guard source once per fire, in fire(), so that
        # every row transitions tries sees the same facts and a refusal names exactly the
        # guards that were false (a guard read twice could change between the two reads).
        return self._guard_results[name]

    # -- the API ----------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self._model.state

    def fire(
        self,
        trigger: Trigger,
        *,
        evidence: object = None,
        sync_id: str | None = None,
        detail: str = "",
    ) -> TransitionRecord:
        """Take the table's row for (state, trigger), or raise ProtocolError and change nothing.
        ``evidence``: what the row's guards decide from (each role's guard source says which
        type it reads); None where the row has no guard that needs any."""
        with self._lock:
            source = self.state
            rows = rows_for(source, trigger)
            if not rows:
                raise IllegalTransition(
                    self.role.value, source.value, trigger.value, "no such transition"
                )
            if rows[0].requires_detail and not detail:
                raise IllegalTransition(
                    self.role.value,
                    source.value,
                    trigger.value,
                    "a failure or rollback must say why",
                )
            names = {n for row in rows for n in (*row.guards_for(self.role), *row.unless)}
            self._guard_results = {n: bool(getattr(self._guard_source, n)(evidence)) for n in names}
            self._pending = (sync_id, detail)
            taken = self._model.trigger(trigger.value)  # type: ignore[attr-defined]
            if not taken:
                failed = tuple(
                    n
                    for row in rows
                    for n in row.guards_for(self.role)
                    if not self._guard_results[n]
                )
                raise GuardRejected(self.role.value, source.value, trigger.value, failed)
            record = self._history[-1]
            listeners = list(self._listeners)
        for listener in listeners:
            listener(record)
        return record

    def history(self) -> list[TransitionRecord]:
        with self._lock:
            return list(self._history)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every transition, from the firing thread. Keep it trivial.

        Returns a function that unsubscribes.
        """
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            return {
                "role": self.role.value,
                "state": self.state.value,
                "sync_id": self.sync_id,
                "last_error": self.last_error,
                "history": [r.to_json() for r in self._history],
            }

    # -- the one callback -------------------------------------------------------------------

    def _record(self, event: EventData) -> None:
        assert event.transition is not None  # after_state_change always runs in a transition
        sync_id, detail = self._pending
        trigger = Trigger(event.event.name)
        source = State(event.transition.source)
        if sync_id is not None:
            self.sync_id = sync_id
        # A failure from ERROR itself is a further cause; the first one stays the reported one.
        if trigger in FAILURE_TRIGGERS and source is not State.ERROR:
            self.last_error = f"{trigger.value}: {detail}"
        self._history.append(
            TransitionRecord(
                source=source,
                dest=State(event.transition.dest),
                trigger=trigger,
                monotonic=self._clock(),
                wall_time=self._wall_clock(),
                sync_id=self.sync_id,
                detail=detail,
            )
        )


async def wait_for_state(
    machine: SyncMachine, states: Iterable[State], *, timeout: float | None
) -> State:
    """Wait until ``machine`` is in one of ``states``; return that state.

    Raises ``TimeoutError`` after ``timeout`` seconds. Cancelling the waiting task raises
    ``CancelledError`` in it, as asyncio code expects.
    """
    wanted = frozenset(states)
    loop = asyncio.get_running_loop()
    future: asyncio.Future[State] = loop.create_future()

    def resolve(state: State) -> None:
        if not future.done():
            future.set_result(state)

    def on_transition(record: TransitionRecord) -> None:
        if record.dest in wanted:
            loop.call_soon_threadsafe(resolve, record.dest)

    unsubscribe = machine.subscribe(on_transition)
    try:
        current = machine.state
        if current in wanted:
            return current
        return await asyncio.wait_for(future, timeout)
    finally:
        unsubscribe()
