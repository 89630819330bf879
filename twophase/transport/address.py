"""Which local address a rank binds and advertises: the one that routes to its peer.

A gloo device made from the host name binds (and advertises to its peers) the address the
host name resolves to, which in many containers, and on the namespaced hosts of
``twophase.testing.netcluster``, is 127.0.0.1: a peer on another host then dials its own
loopback and the group never forms. So a rank binds to the address it is told (a
``--bind-address`` where a host has several NICs), else to the local address the kernel
would send from to reach the master: a UDP socket ``connect``-ed to the master sends
nothing, and ``getsockname()`` names that address. Never the host name, never an
environment variable.
"""

from __future__ import annotations

import socket
from collections.abc import Iterable

from twophase.errors import GroupJoinError


def route_to(host: str, port: int) -> str:
    """The local address this host sends from to reach ``host:port`` (nothing is sent).
    ``GroupJoinError`` when ``host`` does not resolve or no route leads there."""
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_DGRAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise GroupJoinError(f"cannot resolve {host!r}: {exc}") from exc
    # An IPv4 address of the name first, as the store's listener prefers.
    family, _, _, _, address = min(found, key=lambda info: info[0] != socket.AF_INET)
    with socket.socket(family, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(address)
        except OSError as exc:
            raise GroupJoinError(
                f"no route from this host to {host}:{port} ({exc.strerror or exc})"
            ) from exc
        local: str = probe.getsockname()[0]
    return local


def bind_address_for(master_address: str, master_port: int, told: str | None) -> str:
    """The address a rank's gloo device binds: ``told`` where given, else the route to the
    master."""
    return told if told else route_to(master_address, master_port)


def route_to_all(peers: Iterable[tuple[str, int]]) -> str:
    """The one local address that routes to every peer: the trainer's master address when
    none is given. ``ValueError`` naming them when the peers are reached from different
    addresses (then the caller must say which: ``master_address``), or when there are none."""
    routes = {f"{host}:{port}": route_to(host, port) for host, port in peers}
    addresses = set(routes.values())
    if len(addresses) == 1:
        return addresses.pop()
    if not routes:
        raise ValueError("no peers to find a route to: give master_address")
    seen = ", ".join(f"{peer} via {local}" for peer, local in sorted(routes.items()))
    raise ValueError(
        f"the endpoints are reached from different local addresses ({seen}): "
        "give master_address, an address every one of them reaches"
    )
