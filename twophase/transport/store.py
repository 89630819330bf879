"""Rank 0's rendezvous store, bound to the master address only.

``TCPStore`` as rank 0 creates it would listen on every interface, unauthenticated; the group
needs it only where its peers reach it. So rank 0 creates the listening socket itself, bound
to (master_address, master_port), and hands it to the store (``master_listen_fd``). Every
other rank is a client of it.
"""

from __future__ import annotations

import datetime
import errno
import socket
from typing import TYPE_CHECKING

from torch._C._distributed_c10d import TCPStore

from twophase.errors import GroupJoinError

if TYPE_CHECKING:
    from twophase.transport.group_config import GroupConfig

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
    port taken, the address not this host's); any other rank connects to it."""
    is_master = config.rank == 0
    listener = _listen(config) if is_master else None
    try:
        store = TCPStore(
            config.master_address,
            config.master_port,
            config.world_size,
            is_master=is_master,
            timeout=datetime.timedelta(seconds=config.timeout_s),
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
