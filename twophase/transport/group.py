"""The sync process group: one custom torch.distributed group per sync, apart from any default
group the process already has (the trainer's FSDP world, the server's TP world).

Rendezvous is the seed-compatible one, the way SGLang's ``init_custom_process_group`` forms
it: a ``TCPStore`` at ``master_address:master_port`` with rank 0 as master, wrapped in
``PrefixStore(group_name)``, then the keys torch's own group helper uses
(``{group_name}/`` then ``{device}/``). We build the store ourselves, so torchrun's
``TORCHELASTIC_USE_AGENT_STORE=True`` cannot turn rank 0 into a client. We build the backend
object directly and never register it, so several ranks can live in one process (one thread
each), and ranks are always group ranks.

When both sides advertise it, the store prefix also carries a per-attempt id, so that a
retried group never meets a stale one.

On a GPU with gloo (which moves host memory only) every CUDA tensor goes through host staging
of our own (``host_staging.py``): pinned a piece at a time and kept from one sync to the next,
copied on the calling thread's stream a piece at a time.

Every collective takes a deadline. After any failure the group is dead: gloo and NCCL
groups cannot be reused after a failed or timed-out collective, so ``SyncGroup`` refuses
further work and must be replaced.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import json
import logging
import os
import socket
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import torch
from torch._C._distributed_c10d import (
    AllgatherOptions,
    BroadcastOptions,
    PrefixStore,
    ProcessGroupGloo,
    Store,
    TCPStore,
    Work,
)

from twophase.core.protocol import Backend
from twophase.core.timing import CLOCK_SLACK_S, GROUP_TIMEOUT_S, MIN_CONNECT_S, MIN_WAIT_S
from twophase.errors import CollectiveTimeout, GroupError, GroupJoinError, GroupJoinTimeout
from twophase.transport.address import bind_address_for
from twophase.transport.host_staging import STAGED_IN_FLIGHT, staging_for

log = logging.getLogger(__name__)

__all__ = [
    "Group",
    "GroupConfig",
    "GroupFactory",
    "Pending",
    "SyncGroup",
    "nccl_environment",
]


@dataclass(frozen=True)
class GroupConfig:
    """What a rank joins a sync group with: where the group's store is, its world size and
    this rank, the backend and device, and the per-attempt store prefix (our extension)."""

    master_address: str
    master_port: int
    world_size: int
    rank: int  # this rank's group rank (0 is the trainer)
    group_name: str = "weight_sync_group"
    backend: Backend = "gloo"
    timeout_s: float = GROUP_TIMEOUT_S  # the group's timeout: joining, and the ceiling of every op
    attempt: str | None = None  # our extension: a per-attempt store prefix
    device: torch.device = field(default_factory=lambda: torch.device("cpu"))
    # Where this rank's gloo device listens for its peers, and the address it advertises
    # (None: the local address that routes to the master; never the host name, which in many
    # containers resolves to 127.0.0.1). The trainer binds it to the master address.
    bind_address: str | None = None
    # Our extension: the largest bucket the trainer plans to send (0: not said). Where the
    # group's collectives go through host staging (gloo on a GPU), room for the buckets in
    # flight is made as the group forms, so the first sync pins nothing.
    staging_bytes: int = 0

    @property
    def store_prefix(self) -> str:
        return self.group_name if self.attempt is None else f"{self.group_name}/{self.attempt}"

    def describe(self) -> str:
        return (
            f"group {self.store_prefix!r} at {self.master_address}:{self.master_port}, "
            f"world_size {self.world_size}, rank {self.rank}, backend {self.backend}"
        )


class Pending(Protocol):
    """A collective in flight: ``wait()`` blocks until it completes or its deadline passes."""

    def wait(self) -> None: ...


class Group(Protocol):
    """What the sender, the probe, the transfer and a rank worker use of a sync group.

    ``SyncGroup`` (torch.distributed) and ``twophase.testing.SimGroup`` (in memory) both
    satisfy it. Every collective takes a deadline; after any failure ``dead`` says why and
    the group refuses further work.
    """

    @property
    def config(self) -> GroupConfig: ...

    @property
    def rank(self) -> int: ...

    @property
    def size(self) -> int: ...

    @property
    def dead(self) -> str | None: ...

    @property
    def warnings(self) -> list[str]: ...

    @property
    def tcp_store(self) -> TCPStore | None:
        """Rank 0's store, which the next attempt at the same address may reuse."""
        ...

    def broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> None: ...

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> Pending: ...

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]: ...

    def start_send(
        self, tensor: torch.Tensor, *, dst: int, tag: int, timeout_s: float, what: str
    ) -> Pending:
        """Point to point (a sharded sync's pairs, a mixed delta round): ``tag`` matches a
        send to the peer's ``start_recv``."""
        ...

    def start_recv(
        self, tensor: torch.Tensor, *, src: int, tag: int, timeout_s: float, what: str
    ) -> Pending: ...

    def close(self) -> None: ...


class GroupFactory(Protocol):
    """Joins a group (blocking, up to ``config.timeout_s``): ``SyncGroup`` itself, or the
    simulated network's ``group_factory``. ``store``: rank 0's store of an earlier attempt
    at the same address; ``handshake``: exchange each rank's view first."""

    def __call__(
        self, config: GroupConfig, *, handshake: bool | None = None, store: TCPStore | None = None
    ) -> Group: ...


def nccl_environment() -> dict[str, str | None]:
    """What must agree across ranks for NCCL: ``NCCL_CUMEM_ENABLE`` and the NCCL version."""
    version: str | None = None
    if torch.cuda.is_available():
        try:
            version = ".".join(str(v) for v in torch.cuda.nccl.version())  # type: ignore[no-untyped-call]
        except (AttributeError, RuntimeError):
            version = None
    return {"nccl_cumem_enable": os.environ.get("NCCL_CUMEM_ENABLE"), "nccl_version": version}


def _timedelta(seconds: float) -> datetime.timedelta:
    return datetime.timedelta(seconds=seconds)


STORE_BACKLOG = 1024


def _listen(config: GroupConfig) -> socket.socket:
    """Rank 0's store socket, bound to the master address only (TCPStore on its own would
    listen on every interface). An IPv4 address of the name is preferred where it has one."""
    try:
        found = socket.getaddrinfo(
            config.master_address, config.master_port, type=socket.SOCK_STREAM
        )
    except (socket.gaierror, UnicodeError) as exc:
        raise GroupJoinError(
            f"cannot resolve master_address {config.master_address!r}: {exc}"
        ) from exc
    family, _, _, _, address = min(found, key=lambda info: info[0] != socket.AF_INET)
    listener = socket.socket(family, socket.SOCK_STREAM)
    try:
        # As the store's own sockets do: a port whose last store left TIME_WAIT connections
        # behind can be bound again, while one another process listens on stays refused.
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(STORE_BACKLOG)
    except OSError as exc:
        listener.close()
        why = (
            f"port {config.master_port} is taken"
            if exc.errno == errno.EADDRINUSE
            else f"cannot listen on {config.master_address}:{config.master_port}"
        )
        raise GroupJoinError(
            f"{why}: cannot host the store for {config.describe()} ({exc.strerror or exc})"
        ) from exc
    return listener


def connect_store(config: GroupConfig) -> TCPStore:
    """Rank 0 hosts the store at the master address (``GroupJoinError`` if it cannot: the
    port taken, the address not this host's); any other rank connects to it. ``TCPStore`` as
    rank 0 creates it would listen on every interface, unauthenticated, so rank 0 binds the
    listening socket itself and hands it over (``master_listen_fd``)."""
    is_master = config.rank == 0
    listener = _listen(config) if is_master else None
    try:
        store = TCPStore(
            config.master_address,
            config.master_port,
            config.world_size,
            is_master=is_master,
            timeout=_timedelta(config.timeout_s),
            # A client must register with the master (a seed-style master waits for every
            # client to); our master does not wait here, the group's own join does.
            wait_for_workers=not is_master,
            master_listen_fd=listener.fileno() if listener is not None else None,
        )
    except (RuntimeError, OSError) as exc:
        if listener is not None:
            listener.close()
        text = str(exc)
        raise GroupJoinError(
            f"cannot reach the store master within {config.timeout_s:g} s for "
            f"{config.describe()}: {text.splitlines()[0] if text else type(exc).__name__}"
        ) from exc
    if listener is not None:
        # The store now owns the descriptor and closes it when it goes (measured on torch
        # 2.13): the Python object lets go of it, so it is neither closed under the store
        # nor closed twice.
        listener.detach()
    return store


def _handshake(store: Store, config: GroupConfig) -> dict[int, dict[str, object]]:
    """Our extension: every rank publishes its view (world size, NCCL environment) and reads
    everyone's, so a wrong world size or a missing peer is named instead of waited out."""
    mine = {"world_size": config.world_size, "backend": config.backend, **nccl_environment()}
    store.set(f"hello/{config.rank}", json.dumps(mine))
    keys = [f"hello/{r}" for r in range(config.world_size)]
    try:
        store.wait(keys, _timedelta(config.timeout_s))
    except RuntimeError as exc:
        missing = [k.split("/")[1] for k in keys if not store.check([k])]
        raise GroupJoinError(
            f"ranks {', '.join(missing)} never joined within {config.timeout_s:g} s "
            f"({config.describe()})"
        ) from exc
    views = {r: json.loads(store.get(f"hello/{r}")) for r in range(config.world_size)}
    for rank, view in views.items():
        if view["world_size"] != config.world_size:
            raise GroupJoinError(
                f"rank {rank} says world_size {view['world_size']}, rank {config.rank} says "
                f"{config.world_size} ({config.describe()})"
            )
        if view["backend"] != config.backend:
            raise GroupJoinError(
                f"rank {rank} uses backend {view['backend']}, rank {config.rank} uses "
                f"{config.backend}"
            )
    if store.add("hello/joined", 1) > config.world_size:
        raise GroupJoinError(f"more than world_size {config.world_size} ranks joined")
    return views


def nccl_differences(views: dict[int, dict[str, object]]) -> list[str]:
    """A line per NCCL setting on which the ranks disagree (reported, not fatal on CPU)."""
    lines = []
    for key in ("nccl_cumem_enable", "nccl_version"):
        values = {rank: view.get(key) for rank, view in views.items()}
        if len(set(map(str, values.values()))) > 1:
            lines.append(f"{key} differs across ranks: {values}")
    return lines


class GroupHandle:
    """What ``SyncGroup`` and ``SimGroup`` share: rank and size from the config, and a dead
    group's refusal of further work."""

    config: GroupConfig
    _dead: str | None

    @property
    def rank(self) -> int:
        return self.config.rank  # equal to pg.rank(); also valid after close

    @property
    def size(self) -> int:
        return self.config.world_size

    @property
    def dead(self) -> str | None:
        """Why the group is dead, or None while it is usable."""
        return self._dead

    def _check_alive(self, what: str) -> None:
        if self._dead is not None:
            raise GroupError(f"{what}: the group is dead ({self._dead}); form a new one")


class SyncGroup(GroupHandle):
    """One rank's handle on the sync group. Every collective takes a deadline in seconds."""

    def __init__(
        self, config: GroupConfig, *, handshake: bool | None = None, store: TCPStore | None = None
    ) -> None:
        """Join the group (blocks until every rank joined or ``config.timeout_s`` passed).

        ``handshake`` (default: on when ``config.attempt`` is set, i.e. when both sides
        speak our extension) exchanges each rank's view first, so that a wrong world size
        or a missing peer is named. Seed-protocol peers write no such keys.
        """
        self.config = config
        self._dead: str | None = None
        self._lock = threading.Lock()
        self.warnings: list[str] = []
        started = time.monotonic()
        # Rank 0 may pass the store of an earlier attempt at the same address: its port stays
        # bound while anything still references it, and the attempt prefix keeps keys apart.
        # Else rank 0 of an attempt-prefixed group takes the one hosted there (``_HOSTED``).
        self._hosted = store is None and config.rank == 0 and config.attempt is not None
        tcp_store: TCPStore | None = (
            _hosted_store(config) if self._hosted else store or connect_store(config)
        )
        assert tcp_store is not None
        self.tcp_store: TCPStore | None = tcp_store
        try:
            self._pg = self._join(PrefixStore(config.store_prefix, tcp_store), handshake, started)
        except BaseException as exc:
            # A store of its own (the seed protocol's fixed prefix: none shared) listens while
            # anything holds it, the failed join's frames too: let it go, or the next join
            # here finds its port taken.
            self.tcp_store = tcp_store = None
            traceback.clear_frames(exc.__traceback__)
            raise
        self._reserve_staging()

    def _reserve_staging(self) -> None:
        """Room in the host staging for ``STAGED_IN_FLIGHT`` buckets of the planned size,
        where this group stages (the first sync then pins nothing; see ``GroupConfig``)."""
        config = self.config
        if config.staging_bytes <= 0 or not self._stages(config.device):
            return
        started = time.monotonic()
        try:
            made = staging_for(config.device).reserve(config.staging_bytes, STAGED_IN_FLIGHT)
        except Exception as exc:  # a hint: the group formed, and a sync makes its own
            log.warning("rank %d: no host staging made as the group forms: %s", config.rank, exc)
            return
        log.info(
            "rank %d: host staging for %s: %d slot(s) of %d bytes made in %.3f s",
            config.rank, config.device, made, config.staging_bytes, time.monotonic() - started,
        )  # fmt: skip

    def _join(self, prefixed: Store, handshake: bool | None, started: float) -> Any:
        config = self.config
        use_handshake = config.attempt is not None if handshake is None else handshake
        if use_handshake:
            self.warnings = nccl_differences(_handshake(prefixed, config))
        # One deadline for the whole join: the backend's connect gets what the handshake left.
        left = max(MIN_CONNECT_S, config.timeout_s - (time.monotonic() - started))
        return self._create_backend(prefixed, left)

    def _create_backend(self, store: Store, connect_s: float) -> Any:
        # Any: torch's stubs for the backend classes lack their collectives.
        # The keys torch's _new_process_group_helper uses, so helper-built peers meet us.
        config = self.config
        group_store = PrefixStore(f"{config.group_name}/", store)
        device_kind = "cuda" if config.backend == "nccl" else "cpu"
        backend_store = PrefixStore(f"{device_kind}/", group_store)
        # The connect's deadline; every collective passes its own (see ``broadcast``).
        timeout = _timedelta(connect_s)
        try:
            if config.backend == "gloo":
                bind = bind_address_for(
                    config.master_address, config.master_port, config.bind_address
                )
                # Any: torch's stubs lack the gloo options class (``_Options`` at run time).
                gloo: Any = ProcessGroupGloo
                options = gloo._Options()
                options._devices = [gloo.create_device(hostname=bind)]
                options._timeout = timeout
                return gloo(backend_store, config.rank, config.world_size, options)
            # Only CUDA builds of torch have NCCL.
            from torch._C._distributed_c10d import ProcessGroupNCCL

            nccl_options = ProcessGroupNCCL.Options()
            nccl_options._timeout = _timedelta(config.timeout_s)  # NCCL: its watchdog's too
            return ProcessGroupNCCL(backend_store, config.rank, config.world_size, nccl_options)
        except RuntimeError as exc:
            # torch says a rank never came as a store "wait timeout" (or a connect one): the
            # deadline passed, and a peer that refused to join is why, not this rank.
            first = str(exc).splitlines()[0]
            kind = GroupJoinTimeout if "timeout" in first.lower() else GroupJoinError
            raise kind(
                f"group did not form within {config.timeout_s:g} s ({config.describe()}): {first}"
            ) from exc

    # -- collectives ----------------------------------------------------------------------

    def _run(self, what: str, work: Work, timeout_s: float, issued: float | None = None) -> None:
        """Wait for ``work``, issued at ``issued`` (monotonic; None: now) with ``timeout_s``.
        A failure at its deadline is a ``CollectiveTimeout``; one before it (a peer gone, a
        link reset) a ``GroupError``: told apart by the clock, not by the backend's text."""
        deadline = (time.monotonic() if issued is None else issued) + timeout_s
        try:
            completed = work.wait(_timedelta(max(MIN_WAIT_S, deadline - time.monotonic())))
        except RuntimeError as exc:
            text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            timed_out = time.monotonic() >= deadline - CLOCK_SLACK_S
            reason = f"{what}: {text} (deadline {timeout_s:g} s, {self.config.describe()})"
            self._dead = reason
            raise (CollectiveTimeout if timed_out else GroupError)(reason) from exc
        if completed is False:  # NCCL: an aborted collective returns without raising
            self._dead = f"{what}: aborted"
            raise GroupError(self._dead)

    def broadcast(self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str) -> None:
        """Broadcast ``tensor`` in place from group rank ``src`` (a uint8 view for odd dtypes)."""
        self.start_broadcast(tensor, src=src, timeout_s=timeout_s, what=what).wait()

    def start_broadcast(
        self, tensor: torch.Tensor, *, src: int = 0, timeout_s: float, what: str
    ) -> PendingCollective:
        """Issue a broadcast and return at once; ``wait()`` on the result applies the deadline.
        The caller may do other work (pack the next bucket) while the bytes are on the wire."""
        self._check_alive(what)
        options = BroadcastOptions()
        options.rootRank = src
        options.rootTensor = 0
        options.timeout = _timedelta(timeout_s)
        payload = tensor if tensor.dtype in _GLOO_NATIVE else tensor.reshape(-1).view(torch.uint8)
        root = self.rank == src

        def issue(wire: torch.Tensor) -> Work:
            work: Work = self._pg.broadcast([wire], options)
            return work

        return self._issue_through(what, timeout_s, payload, issue, sends=root, receives=not root)

    def start_send(
        self, tensor: torch.Tensor, *, dst: int, tag: int, timeout_s: float, what: str
    ) -> PendingCollective:
        """Send a contiguous uint8 ``tensor`` to group rank ``dst`` (point to point: the
        resharding path); ``wait()`` applies the deadline. ``tag`` matches it to the peer's
        ``start_recv`` (the pair's bucket index)."""
        self._check_alive(what)

        def issue(wire: torch.Tensor) -> Work:
            work: Work = self._pg.send([wire], dst, tag)
            return work

        return self._issue_through(what, timeout_s, tensor, issue, sends=True, receives=False)

    def start_recv(
        self, tensor: torch.Tensor, *, src: int, tag: int, timeout_s: float, what: str
    ) -> PendingCollective:
        """Receive into a contiguous uint8 ``tensor`` from group rank ``src``."""
        self._check_alive(what)

        def issue(wire: torch.Tensor) -> Work:
            work: Work = self._pg.recv([wire], src, tag)
            return work

        return self._issue_through(what, timeout_s, tensor, issue, sends=False, receives=True)

    def _stages(self, device: torch.device) -> bool:
        """Whether a tensor on ``device`` goes through host staging of our own
        (``host_staging.py``): a CUDA tensor on gloo, which moves host memory only (NCCL
        takes device memory)."""
        return self.config.backend == "gloo" and device.type == "cuda"

    def _issue_through(
        self,
        what: str,
        timeout_s: float,
        tensor: torch.Tensor,
        issue: Callable[[torch.Tensor], Work],
        *,
        sends: bool,
        receives: bool,
    ) -> PendingCollective:
        """``issue`` on ``tensor``, or, where it goes through the host, on a staging slot:
        filled from ``tensor`` first where this rank ``sends``; copied into ``tensor`` once
        the collective completed where it ``receives``. The slot goes back to the pool once
        the collective completed; never after a failure (the transport may still hold it)."""
        if not self._stages(tensor.device):
            return self._issue(what, timeout_s, issue, tensor)
        staging = staging_for(tensor.device)
        slot = staging.take(tensor.numel() * tensor.element_size())
        wire = slot.view_of(tensor)
        if sends:
            staging.to_host(wire, tensor)
        pending = self._issue(what, timeout_s, issue, wire)
        pending.holds = wire

        def completed() -> None:
            if receives:
                staging.to_device(tensor, wire)
            staging.give_back(slot)

        pending.then = completed
        return pending

    def _issue(
        self, what: str, timeout_s: float, issue: Callable[..., Work], *args: Any
    ) -> PendingCollective:
        """``issue(*args)``, the collective in flight (the group alive, checked first)."""
        try:
            work = issue(*args)
        except RuntimeError as exc:  # a peer already gone can fail the issue itself
            self._dead = f"{what}: {str(exc).splitlines()[0]} ({self.config.describe()})"
            raise GroupError(self._dead) from exc
        return PendingCollective(self, what, work, timeout_s)

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        """Every rank contributes ``len(data)`` bytes (equal on all ranks); returns all, by rank."""
        self._check_alive(what)
        # gloo gathers host memory (a CUDA tensor would go through a host copy of its own)
        device = self.config.device if self.config.backend == "nccl" else torch.device("cpu")
        mine = torch.tensor(list(data), dtype=torch.uint8, device=device)
        out = [torch.empty_like(mine) for _ in range(self.size)]
        options = AllgatherOptions()
        options.timeout = _timedelta(timeout_s)
        self._run(what, self._pg.allgather([out], [mine], options), timeout_s)
        return [bytes(t.cpu().tolist()) for t in out]

    def close(self) -> None:
        """Release the group and, on rank 0, the store's port, so the next attempt can host a
        fresh store there (idempotent). A blocked gloo collective is not freed by this; only
        its deadline or the peer's death frees it."""
        with self._lock:
            if self._dead is None:
                self._dead = "closed"
            pg, self._pg = self._pg, None
            if self._hosted:
                _release_hosted(self.config, self.tcp_store)
            # Rank 0's store listens until its last reference goes: a closed group keeps none.
            self.tcp_store = None
        if pg is not None:
            with contextlib.suppress(RuntimeError, AttributeError):
                pg.shutdown()


# The store rank 0 hosts at (address, port), from the first attempt-prefixed join there until
# a group that formed on it closes. A join that fails (a peer behind a partition) or still
# runs past its caller's deadline keeps its store, and its port, alive for a while (its peers,
# its thread, its error's traceback hold it): the next attempt there shares it, its attempt
# prefix keeping the keys apart, instead of finding the port taken.
_HOSTED: dict[tuple[str, int], TCPStore] = {}
_HOSTED_LOCK = threading.Lock()


def _hosted_store(config: GroupConfig) -> TCPStore:
    where = (config.master_address, config.master_port)
    with _HOSTED_LOCK:
        if where not in _HOSTED:
            _HOSTED[where] = connect_store(config)
        return _HOSTED[where]


def _release_hosted(config: GroupConfig, store: TCPStore | None) -> None:
    where = (config.master_address, config.master_port)
    with _HOSTED_LOCK:
        if store is not None and _HOSTED.get(where) is store:
            del _HOSTED[where]


class PendingCollective:
    """A collective in flight; ``wait()`` blocks until it completes or its deadline passes."""

    def __init__(self, group: SyncGroup, what: str, work: Work, timeout_s: float) -> None:
        self._group, self.what, self._work, self._timeout_s = group, what, work, timeout_s
        self._started = time.monotonic()
        self.holds: torch.Tensor | None = None  # what the transport reads or writes meanwhile
        self.then: Callable[[], object] | None = None  # after it completed (staging's copy back)

    def wait(self) -> None:
        # The deadline counts from the issue, not from the wait.
        self._group._run(self.what, self._work, self._timeout_s, issued=self._started)
        then, self.then = self.then, None  # once: a second wait must not copy or give back again
        if then is not None:
            then()


# dtypes gloo broadcasts natively; anything else (bf16 on old gloo, float8, sub-byte, bool,
# complex) travels as its bytes.
_GLOO_NATIVE = frozenset(
    {torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64}
)
