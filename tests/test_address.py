"""Which address a rank binds: the one it is told, else the local address that routes to the
master, never the host name (``twophase.transport.address``). Across real hosts:
tests/test_netcluster.py."""

from __future__ import annotations

import pytest

from twophase.errors import GroupJoinError
from twophase.transport.address import bind_address_for, route_to, route_to_all


def test_the_route_to_a_loopback_master_is_loopback() -> None:
    assert route_to("127.0.0.1", 29600) == "127.0.0.1"
    assert route_to("localhost", 29600) == "127.0.0.1"


def test_an_address_given_wins_over_the_route() -> None:
    assert bind_address_for("127.0.0.1", 29600, "10.9.8.7") == "10.9.8.7"
    assert bind_address_for("127.0.0.1", 29600, None) == "127.0.0.1"


def test_a_master_that_does_not_resolve_is_named() -> None:
    with pytest.raises(GroupJoinError, match=r"cannot resolve 'no-such-host\.invalid'"):
        route_to("no-such-host.invalid", 29600)


def test_the_trainers_address_is_the_one_route_to_every_endpoint() -> None:
    assert route_to_all([("127.0.0.1", 30000), ("localhost", 30001)]) == "127.0.0.1"
    with pytest.raises(ValueError, match="give master_address"):
        route_to_all([])
