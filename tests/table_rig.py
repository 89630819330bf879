"""The rig of ``test_table_rows.py``: the real sender (``SyncCoordinator``) and the real receiver
(``ReceiverEndpoint``, one ``RankHost`` over ``LocalRank``, its routes on 127.0.0.1) in this
process, over real gloo groups, with faults a test arms.

Faults sit where real ones arise: in the rank's group (a join refused or hung, a connection
dropped or hung in the probe, a garbled bucket, a group that dies), in the engine's loader, in
a rank that cannot post its receive. The sender's group only orders events, never fails: where
both sides see one fault (a broken group, a failed vote), the sender sees it after the endpoint
has recorded its own cause and rolled back, so each side records one deterministic row instead
of racing the sender's abort.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any

import pytest
import torch

from tests.embedded import EmbeddedEndpoint, EndpointFactory, SenderFactory
from tests.helpers import request_json, wait_until
from twophase import (
    RESTING_STATES,
    ModuleApplier,
    RankHost,
    State,
    SyncCoordinator,
    SyncError,
    Timeouts,
    TransitionRecord,
    Trigger,
    wait_for_state,
)
from twophase.errors import GroupError, GroupJoinError, RankDeadlineExceeded, TwophaseError
from twophase.receiver.rankdata import ReceiveSpec
from twophase.transport.group import Group, GroupConfig, Pending, SyncGroup

Row = tuple[State, Trigger, State]
# Every wait of the rig on the other side: far above any deadline a scenario uses.
REST_TIMEOUT_S = 15.0
# Small buckets: the tiny module goes in several, so a scenario can act between two.
BUFFER_SIZE_MB = 1100 / 2**20


class Fault(Enum):
    """What can go wrong on the endpoint's rank (each one-shot unless said otherwise)."""

    JOIN_REFUSED = "the rank's group join fails at once"
    JOIN_HANGS = "the rank's group join hangs past its deadline"
    GROUP_DIES = "the rank's group is dead (until cleared)"
    GROUP_DIES_AFTER_NEXT_JOIN = "the rank's next group dies as soon as it formed"
    POST_STUCK = "the rank cannot post its receive before the prepare deadline"
    PROBE_DROPS = "the rank's connection drops during the probe"
    PROBE_HANGS = "the rank hangs in the probe past the first-byte deadline"
    BUCKET_GARBLED = "bucket 0 arrives garbled at the rank"
    APPLY_RAISES = "the engine's loader raises in apply"


class Tiny(torch.nn.Module):
    """The model both sides hold: three small layers, a few buckets at BUFFER_SIZE_MB."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.layers = torch.nn.Sequential(*(torch.nn.Linear(16, 16) for _ in range(3)))
        generator = torch.Generator().manual_seed(seed)
        with torch.no_grad():
            for parameter in self.parameters():
                parameter.copy_(torch.randn(parameter.shape, generator=generator))

    def step(self) -> None:
        """What training does between syncs: new weights."""
        with torch.no_grad():
            for parameter in self.parameters():
                parameter.add_(0.01)


class Rig:
    """One scenario's sender, endpoint, trainer model and armed faults."""

    def __init__(self) -> None:
        self.faults: set[Fault] = set()
        self.trainer = Tiny(seed=1)
        self.released = threading.Event()  # frees a hung join once the scenario is past it
        # Runs in the sender's group thread before its next all-gather (the probe's first).
        self.before_next_gather: Callable[[], None] | None = None
        self._receiver: EmbeddedEndpoint | None = None
        self._sender: SyncCoordinator | None = None

    @classmethod
    async def build(
        cls, make_endpoint: EndpointFactory, make_sender: SenderFactory, timeouts: Timeouts
    ) -> Rig:
        rig = cls()
        host = _FaultyHost(rig, _FaultyApplier(rig, Tiny(seed=0)), group_factory=rig._rank_group)
        rig._receiver = await make_endpoint(hosts=[host])
        rig._sender = make_sender(
            rig._receiver,
            timeouts=timeouts,
            group_factory=rig._trainer_group,
            http_slack_s=1.0,
            cleanup_timeout_s=2.0,
        )
        return rig

    @property
    def receiver(self) -> EmbeddedEndpoint:
        assert self._receiver is not None
        return self._receiver

    @property
    def sender(self) -> SyncCoordinator:
        assert self._sender is not None
        return self._sender

    def consume(self, fault: Fault) -> bool:
        """Whether the one-shot ``fault`` is armed; asking disarms it."""
        armed = fault in self.faults
        self.faults.discard(fault)
        return armed

    # -- driving --------------------------------------------------------------------------------

    async def sync(self, weights: Iterable[tuple[str, torch.Tensor]] | None = None) -> None:
        """A sync that must succeed, and leave the endpoint with the trainer's weights."""
        self.trainer.step()
        await self.sender.sync(weights or self.trainer, buffer_size_mb=BUFFER_SIZE_MB)
        (served,) = self.receiver.modules()
        assert _same(served.state_dict().values(), self.trainer.state_dict().values())

    async def failed_sync(self, weights: Iterable[tuple[str, torch.Tensor]] | None = None) -> None:
        """A sync that must fail, after which both sides come to rest with the old weights."""
        (served,) = self.receiver.modules()
        before = [t.clone() for t in served.state_dict().values()]
        self.trainer.step()
        with pytest.raises(SyncError):
            await self.sender.sync(weights or self.trainer, buffer_size_mb=BUFFER_SIZE_MB)
        await self.rest()
        assert _same(before, served.state_dict().values())

    async def rest(self) -> None:
        machine = self.receiver.endpoint.machine
        await wait_for_state(machine, RESTING_STATES, timeout=REST_TIMEOUT_S)

    def abort_receiver(self, *, expect_status: int = 200) -> None:
        """``POST /abort_weights_update``, as an operator would (blocking: from a thread)."""
        url = f"{self.receiver.url}/abort_weights_update"
        status, body = request_json("POST", url, {"reason": "operator abort"}, timeout_s=10)
        assert status == expect_status, body

    def wait_receiver(self, states: Iterable[State] = RESTING_STATES) -> None:
        """Block (in a thread of the sender or of a rank) until the endpoint is in ``states``."""
        wanted = frozenset(states)
        wait_until(
            lambda: self.receiver.endpoint.state in wanted,
            timeout_s=REST_TIMEOUT_S,
            what=f"the endpoint to reach {sorted(s.value for s in wanted)}",
        )

    def rows(self) -> tuple[list[Row], list[Row]]:
        """Every transition each side recorded: (sender's, receiver's)."""
        return _rows(self.sender.machine.history()), _rows(self.receiver.endpoint.machine.history())

    # -- the two sides' groups ----------------------------------------------------------------

    def _trainer_group(
        self, config: GroupConfig, *, handshake: bool | None = None, store: Any = None
    ) -> Group:
        group = _TrainerGroup(SyncGroup(config, handshake=handshake, store=store), self)
        if self.consume(Fault.GROUP_DIES_AFTER_NEXT_JOIN):  # both ends have formed by now
            self.faults.add(Fault.GROUP_DIES)
        return group

    def _rank_group(self, config: GroupConfig, *, handshake: bool | None = None) -> Group:
        if self.consume(Fault.JOIN_REFUSED):
            raise GroupJoinError("injected: the store refused the connection")
        if self.consume(Fault.JOIN_HANGS):
            self.released.wait(REST_TIMEOUT_S)
            raise GroupJoinError("injected: the join hung")
        return _RankGroup(SyncGroup(config, handshake=handshake), self)


def _same(these: Iterable[torch.Tensor], those: Iterable[torch.Tensor]) -> bool:
    return all(torch.equal(a, b) for a, b in zip(these, those, strict=True))


def _rows(history: Iterable[TransitionRecord]) -> list[Row]:
    return [(record.source, record.trigger, record.dest) for record in history]


class _DelegatingGroup:
    """A real group, every member passed through; subclasses hook in."""

    def __init__(self, inner: SyncGroup, rig: Rig) -> None:
        self.inner, self.rig = inner, rig

    @property
    def config(self) -> GroupConfig:
        return self.inner.config

    @property
    def rank(self) -> int:
        return self.inner.rank

    @property
    def size(self) -> int:
        return self.inner.size

    @property
    def dead(self) -> str | None:
        return self.inner.dead

    @property
    def warnings(self) -> list[str]:
        return self.inner.warnings

    @property
    def tcp_store(self) -> Any:
        return self.inner.tcp_store

    def broadcast(self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str) -> None:
        self.start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what).wait()

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> Pending:
        return self.inner.start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what)

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        return self.inner.all_gather_bytes(data, timeout_s=timeout_s, what=what)

    def close(self) -> None:
        self.inner.close()


class _Then:
    """A collective in flight; ``after`` runs once it completed (or ``failed`` if it failed)."""

    def __init__(self, pending: Pending, after: Callable[[], None], failed: Callable[[], None]):
        self.pending, self.after, self.failed = pending, after, failed

    def wait(self) -> None:
        try:
            self.pending.wait()
        except TwophaseError:
            self.failed()
            raise
        self.after()


class _TrainerGroup(_DelegatingGroup):
    """Rank 0. A hook may run before its next all-gather (``Rig.before_next_gather``); a collective
    that failed, or an all-gather whose ranks disagree (a failed vote), returns only once the
    endpoint has come to rest on its own."""

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> Pending:
        pending = super().start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what)
        return _Then(pending, after=_nothing, failed=self.rig.wait_receiver)

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        hook, self.rig.before_next_gather = self.rig.before_next_gather, None
        if hook is not None:
            hook()
        try:
            gathered = super().all_gather_bytes(data, timeout_s=timeout_s, what=what)
        except TwophaseError:
            self.rig.wait_receiver()
            raise
        if len(set(gathered)) > 1:
            self.rig.wait_receiver()
        return gathered


class _RankGroup(_DelegatingGroup):
    """The endpoint's rank: the group faults strike here."""

    @property
    def dead(self) -> str | None:
        if Fault.GROUP_DIES in self.rig.faults:
            return "injected: the rank lost its connection"
        return self.inner.dead

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        if self.rig.consume(Fault.PROBE_DROPS):
            raise GroupError("injected: connection reset by peer")
        if self.rig.consume(Fault.PROBE_HANGS):
            # Until the endpoint, once prepared, gives up at its deadline and rests.
            self.rig.wait_receiver({State.PREPARED})
            self.rig.wait_receiver()
            raise GroupError("injected: the hung collective ended")
        return super().all_gather_bytes(data, timeout_s=timeout_s, what=what)

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> Pending:
        pending = super().start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what)
        if self.rig.consume(Fault.BUCKET_GARBLED):
            return _Then(pending, after=lambda: _garble(tensor), failed=_nothing)
        return pending


def _garble(tensor: torch.Tensor) -> None:
    flat = tensor.reshape(-1).view(torch.uint8)
    flat[0] ^= 0xFF


def _nothing() -> None:
    pass


class _FaultyApplier(ModuleApplier):
    def __init__(self, rig: Rig, module: torch.nn.Module) -> None:
        super().__init__(module)
        self.rig = rig

    def load(self, tensors: Any) -> None:
        if self.rig.consume(Fault.APPLY_RAISES):
            raise RuntimeError("injected: the engine's loader raised")
        super().load(tensors)

    def rebind(self, tensors: Any) -> dict[str, Any]:
        if self.rig.consume(Fault.APPLY_RAISES):
            raise RuntimeError("injected: the zero-copy apply raised")
        return super().rebind(tensors)


class _FaultyHost(RankHost):
    def __init__(self, rig: Rig, applier: ModuleApplier, **options: Any) -> None:
        super().__init__(applier, **options)
        self.rig = rig

    def start_receive(self, spec: ReceiveSpec, timeout_s: float) -> None:
        if self.rig.consume(Fault.POST_STUCK):
            # As RankHost answers when its worker does not post in time.
            threading.Event().wait(timeout_s)
            raise RankDeadlineExceeded(
                f"tp rank {self.tp_rank} did not post its receive within {timeout_s:g} s"
            )
        super().start_receive(spec, timeout_s)
