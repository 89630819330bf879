"""The receiver's guard values for its machine, set by the endpoint as facts arrive. The
machine asks only for the receiver's own guards and the ``unless`` ones (see
``core/machine.py``); what each means is in ``core/table.py``'s ``GUARDS``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ReceiverGuards:
    """The receiver's guards for its machine (the receiver's own, and ``unless`` ones: the
    machine asks for no other), from facts the endpoint sets as they arrive."""

    has_group: bool = False
    ranks_posted: bool = False
    transfer_started: bool = False
    buckets_received: bool = False
    buckets_confirmed: bool = False  # the vote passed on every rank (seed: complete came)
    receive_posted: bool = False  # a receive touched the group in this attempt

    def new_attempt(self) -> None:
        self.ranks_posted = self.transfer_started = self.buckets_received = False
        self.buckets_confirmed = self.receive_posted = False

    def all_ranks_posted(self) -> bool:
        return self.ranks_posted

    def probe_ok(self) -> bool:
        return self.transfer_started

    def all_buckets_received(self) -> bool:
        return self.buckets_received

    def all_buckets_confirmed(self) -> bool:
        return self.buckets_confirmed

    def group_intact(self) -> bool:
        return self.has_group and not self.receive_posted
