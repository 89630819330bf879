"""An in-memory sync group: it satisfies ``twophase.transport.group.Group``, as ``SyncGroup`` does.

Ranks are threads of one process; a ``SimNetwork`` pairs the groups that name the same
address, port and store prefix, the way a TCPStore rendezvous would. Collectives are matched
by their sequence number on each rank, as in gloo and NCCL, so a rank that skips or reorders
a collective desynchronises exactly as it would on a real group. Every wait has the caller's
deadline. A ``FaultInjector`` decides, per rank and per point, whether a collective fails,
hangs, is delayed, arrives corrupted, or whether the rank dies.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

import torch

from twophase.core.buckets import as_bytes, host_memoryview
from twophase.errors import CollectiveTimeout, GroupError, GroupJoinError
from twophase.testing.faults import FaultInjector, point_of
from twophase.transport.group import GroupConfig, GroupHandle


@dataclass
class _Slot:
    kind: str
    root_data: bytes | None = None
    contributions: dict[int, bytes] = field(default_factory=dict)


class SimHub:
    """The shared state of one simulated group."""

    def __init__(
        self, world_size: int, injector: FaultInjector, attempt: str | None = None
    ) -> None:
        self.world_size = world_size
        self.attempt = attempt  # the sender's attempt this group was formed for
        self.injector = injector
        self.cond = threading.Condition()
        self.slots: dict[int, _Slot] = {}
        self.joined: set[int] = set()
        self.dead: dict[int, str] = {}
        self.data_ops: list[tuple[int, str, float]] = []  # (rank, what, when): for the guard check
        self.endpoint_names: set[str] = set()  # who took part (tags given by the factory)
        self.cut_until: dict[int, float] = {}  # rank -> when its partitioned link heals
        # Point to point: (src, dst, tag, n) -> the bytes of src's n-th send to dst by tag.
        self.mailbox: dict[tuple[int, int, int, int], bytes] = {}

    def kill(self, rank: int, reason: str) -> None:
        with self.cond:
            self.dead.setdefault(rank, reason)
            self.cond.notify_all()


class SimNetwork:
    """Where simulated groups meet (one per test). ``group_factory`` (a
    ``transport.group.GroupFactory``) plugs into the sender and the rank workers in place of
    ``SyncGroup``."""

    def __init__(self, injector: FaultInjector | None = None) -> None:
        self.injector = injector or FaultInjector()
        self._hubs: dict[tuple[str, int, str], SimHub] = {}
        self._lock = threading.Lock()

    def hub(self, config: GroupConfig) -> SimHub:
        key = (config.master_address, config.master_port, config.store_prefix)
        with self._lock:
            hub = self._hubs.get(key)
            # A full or broken hub belongs to an earlier group: a new group gets a fresh one.
            if hub is None or hub.dead or len(hub.joined) >= hub.world_size:
                hub = SimHub(config.world_size, self.injector, config.attempt)
                self._hubs[key] = hub
            return hub

    def group_factory(self, config: GroupConfig, *, tag: str | None = None, **_: Any) -> SimGroup:
        return SimGroup(config, self, tag)

    def hubs(self) -> list[SimHub]:
        with self._lock:
            return list(self._hubs.values())


class _Pending:
    def __init__(self, wait: Any) -> None:
        self._wait = wait

    def wait(self) -> None:
        self._wait()


class SimGroup(GroupHandle):
    def __init__(self, config: GroupConfig, network: SimNetwork, tag: str | None = None) -> None:
        self.config = config
        self.warnings: list[str] = []
        self.tcp_store = None
        self._dead: str | None = None
        self._seq = 0
        # Sends and receives by (peer, tag): the n-th send matches the peer's n-th receive.
        self._sent: dict[tuple[int, int], int] = {}
        self._received: dict[tuple[int, int], int] = {}
        injector = network.injector
        action = injector.action(config.rank, "group join")
        if action is not None and action.kind in ("fail", "die"):
            raise GroupJoinError(f"injected {action.kind} at group join (rank {config.rank})")
        if action is not None and action.kind == "hang":  # never joins; gives up at its deadline
            time.sleep(config.timeout_s)
            raise GroupJoinError(f"injected hang at group join (rank {config.rank})")
        hub = network.hub(config)
        self._hub = hub
        deadline = time.monotonic() + config.timeout_s
        with hub.cond:
            hub.joined.add(config.rank)
            if tag is not None:
                hub.endpoint_names.add(tag)
            hub.cond.notify_all()
            while len(hub.joined) < hub.world_size:
                left = deadline - time.monotonic()
                if left <= 0:
                    missing = sorted(set(range(hub.world_size)) - hub.joined)
                    raise GroupJoinError(
                        f"ranks {', '.join(map(str, missing))} never joined within "
                        f"{config.timeout_s:g} s ({config.describe()})"
                    )
                hub.cond.wait(left)

    # -- the Group protocol --------------------------------------------------------------

    def close(self) -> None:
        if self._dead is None:
            self._dead = "closed"
        self._hub.kill(self.rank, "closed its group")

    def broadcast(self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str) -> None:
        self.start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what).wait()

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> _Pending:
        seq = self._begin(what)
        view = as_bytes(tensor.reshape(-1) if tensor.is_contiguous() else tensor.contiguous())
        hub = self._hub
        action = hub.injector.action(self.rank, point_of(what))
        started = time.monotonic()
        if what.startswith("bucket"):
            with hub.cond:
                hub.data_ops.append((self.rank, what, time.monotonic()))
        if self.rank == src:
            if self._blocked(action, timeout_s, started):
                return _Pending(lambda: self._hang(what, timeout_s, started))
            self._apply_delay_or_fail(action, what)
            with hub.cond:
                hub.slots.setdefault(seq, _Slot("broadcast")).root_data = _bytes(view)
                hub.cond.notify_all()
            return _Pending(lambda: self._lose_answer(action, what))

        def wait() -> None:
            self._arrive(action, what, timeout_s, started)
            data = self._await(
                seq, what, timeout_s, started, lambda slot: slot.root_data is not None, src
            )
            self._deliver(view, data, action, what)

        return _Pending(wait)

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        seq = self._begin(what)
        hub = self._hub
        action = hub.injector.action(self.rank, point_of(what))
        started = time.monotonic()
        self._arrive(action, what, timeout_s, started)
        mine = (
            bytes(b ^ 0xFF for b in data)
            if action is not None and action.kind == "corrupt"
            else data
        )
        with hub.cond:
            hub.slots.setdefault(seq, _Slot("all_gather")).contributions[self.rank] = mine
            hub.cond.notify_all()
        self._await(
            seq,
            what,
            timeout_s,
            started,
            lambda slot: len(slot.contributions) == hub.world_size,
            None,
        )
        self._lose_answer(action, what)
        slot = hub.slots[seq]
        return [slot.contributions[r] for r in range(hub.world_size)]

    def start_send(
        self, tensor: torch.Tensor, *, dst: int, tag: int, timeout_s: float, what: str
    ) -> _Pending:
        """Eager, as gloo's: the bytes are posted at once; ``wait()`` returns once they are."""
        self._check_alive(what)
        hub = self._hub
        action = hub.injector.action(self.rank, point_of(what))
        started = time.monotonic()
        with hub.cond:
            hub.data_ops.append((self.rank, what, time.monotonic()))
        if self._blocked(action, timeout_s, started):
            return _Pending(lambda: self._hang(what, timeout_s, started))
        self._apply_delay_or_fail(action, what)
        n = self._sent[(dst, tag)] = self._sent.get((dst, tag), 0) + 1
        data = _bytes(as_bytes(tensor.reshape(-1)))
        with hub.cond:
            hub.mailbox[(self.rank, dst, tag, n)] = data
            hub.cond.notify_all()
        return _Pending(lambda: self._lose_answer(action, what))

    def start_recv(
        self, tensor: torch.Tensor, *, src: int, tag: int, timeout_s: float, what: str
    ) -> _Pending:
        self._check_alive(what)
        mailbox = self._hub.mailbox
        action = self._hub.injector.action(self.rank, point_of(what))
        started = time.monotonic()
        n = self._received[(src, tag)] = self._received.get((src, tag), 0) + 1
        key = (src, self.rank, tag, n)
        view = as_bytes(tensor.reshape(-1))

        def wait() -> None:
            self._arrive(action, what, timeout_s, started)
            data = self._wait_for(lambda: mailbox.pop(key, None), src, what, timeout_s, started)
            if len(data) != view.numel():
                self._dead = f"{what}: {len(data)} bytes sent, {view.numel()} expected"
                raise GroupError(f"{what}: size mismatch ({self._dead})")
            self._deliver(view, data, action, what)

        return _Pending(wait)

    def _deliver(self, view: torch.Tensor, data: bytes, action: Any, what: str) -> None:
        """``data`` into ``view``, its middle byte flipped where the action is ``corrupt``."""
        payload = (
            torch.frombuffer(bytearray(data), dtype=torch.uint8)
            if data
            else torch.empty(0, dtype=torch.uint8)
        )
        if action is not None and action.kind == "corrupt" and payload.numel():
            payload[payload.numel() // 2] ^= 0xFF
        view.copy_(payload)
        self._lose_answer(action, what)

    def _lose_answer(self, action: Any, what: str) -> None:
        """``lose``: the collective completed for every other rank, and this rank's
        connection breaks before it learns so (in a vote: its yes is in, the answer lost)."""
        if action is not None and action.kind == "lose":
            self._dead = f"{what}: its connection broke"
            raise GroupError(f"{what}: injected: the connection broke before the answer came")

    # -- internals -------------------------------------------------------------------------

    def _begin(self, what: str) -> int:
        self._check_alive(what)
        self._seq += 1
        return self._seq

    def _apply_delay_or_fail(self, action: Any, what: str) -> None:
        if action is None:
            return
        if action.kind == "delay":
            time.sleep(action.seconds)
        elif action.kind == "fail":
            self._dead = f"{what}: injected failure"
            raise GroupError(f"{what}: injected failure ({self.config.describe()})")
        elif action.kind == "die":
            self._dead = f"{what}: this rank died"
            self._hub.kill(self.rank, f"rank {self.rank} died at {what}")
            raise GroupError(f"{what}: injected death of rank {self.rank}")

    def _blocked(self, action: Any, timeout_s: float, started: float) -> bool:
        """The collective cannot complete before its deadline: a ``hang``, or a cut link."""
        return (action is not None and action.kind == "hang") or self._cut_past(
            action, timeout_s, started
        )

    def _arrive(self, action: Any, what: str, timeout_s: float, started: float) -> None:
        """This rank reaches the collective: it times out (``_blocked``), or the action's
        delay or failure happens."""
        if self._blocked(action, timeout_s, started):
            self._hang(what, timeout_s, started)
        self._apply_delay_or_fail(action, what)

    def _cut_past(self, action: Any, timeout_s: float, started: float) -> bool:
        """A ``partition`` cuts this rank's link from now for ``action.seconds``. While it is
        cut, a collective waits for the heal; True when the heal comes after its deadline
        (the collective then times out, as one over a dark TCP link does)."""
        hub = self._hub
        with hub.cond:
            if action is not None and action.kind == "partition":
                heals = time.monotonic() + action.seconds
                hub.cut_until[self.rank] = max(hub.cut_until.get(self.rank, 0.0), heals)
            heals = hub.cut_until.get(self.rank, 0.0)
        dark_s = heals - time.monotonic()
        if dark_s <= 0:
            return False
        if dark_s >= timeout_s - (time.monotonic() - started):
            return True
        time.sleep(dark_s)
        return False

    def _hang(self, what: str, timeout_s: float, started: float) -> NoReturn:
        time.sleep(max(0.0, timeout_s - (time.monotonic() - started)))
        self._dead = f"{what}: timed out"
        raise CollectiveTimeout(
            f"{what}: timed out (deadline {timeout_s:g} s, {self.config.describe()})"
        )

    def _await(
        self, seq: int, what: str, timeout_s: float, started: float, ready: Any, src: int | None
    ) -> bytes:
        slots = self._hub.slots

        def take() -> bytes | None:
            slot = slots.get(seq)
            return (slot.root_data or b"") if slot is not None and ready(slot) else None

        return self._wait_for(take, src, what, timeout_s, started)

    def _wait_for(
        self,
        take: Callable[[], bytes | None],
        src: int | None,
        what: str,
        timeout_s: float,
        started: float,
    ) -> bytes:
        """``take()``'s bytes once it has them (under the hub's lock); a peer gone first
        (``src``, else any other rank) or the deadline fails the wait, and this group."""
        hub = self._hub
        with hub.cond:
            while True:
                data = take()
                if data is not None:
                    return data
                gone = [r for r in hub.dead if r != self.rank and (src is None or r == src)]
                if gone:
                    self._dead = f"{what}: {hub.dead[gone[0]]}"
                    cause = hub.dead[gone[0]]
                    raise GroupError(
                        f"{what}: connection closed by peer: {cause} ({self.config.describe()})"
                    )
                left = timeout_s - (time.monotonic() - started)
                if left <= 0:
                    self._hang(what, timeout_s, started)
                hub.cond.wait(left)


def _bytes(view: torch.Tensor) -> bytes:
    return bytes(host_memoryview(view.cpu().contiguous()))
