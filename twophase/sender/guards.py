"""The sender's guards: the facts its machine's rows ask about, set by the coordinator as they
arrive. Exactly the sender's guards of ``core.table`` (its rows' sender guards and ``unless``
guards; the machine asks for no others), and each one true only when its fact holds."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field


def _no_group() -> bool:
    return False


@dataclass
class SenderGuards:
    # Whether the sender's group exists and no collective on it failed.
    group_alive: Callable[[], bool] = _no_group
    expected: frozenset[str] = frozenset()  # the endpoints of this sync
    prepared: set[str] = field(default_factory=set)  # those that answered prepare ready
    probed: bool = False
    confirmed: bool = False
    # Something in this attempt may have changed the group: an endpoint posted a receive on
    # it, an endpoint's side is unknown, or the sender posted a collective.
    group_touched: bool = False

    def new_attempt(self, endpoints: Iterable[str]) -> None:
        self.expected = frozenset(endpoints)
        self.prepared = set()
        self.probed = self.confirmed = self.group_touched = False

    def all_endpoints_prepared(self) -> bool:
        return bool(self.expected) and self.prepared == self.expected

    def probe_ok(self) -> bool:
        return self.probed

    def all_buckets_confirmed(self) -> bool:
        return self.confirmed

    def group_intact(self) -> bool:
        return self.group_alive() and not self.group_touched
