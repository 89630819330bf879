"""What a rank joins a sync group with: where the group's store is, its world size and this
rank, the backend and device, and the per-attempt store prefix (our extension)."""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from twophase.core.protocol import Backend
from twophase.core.timing import GROUP_TIMEOUT_S


@dataclass(frozen=True)
class GroupConfig:
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

    @property
    def store_prefix(self) -> str:
        return self.group_name if self.attempt is None else f"{self.group_name}/{self.attempt}"

    def describe(self) -> str:
        return (
            f"group {self.store_prefix!r} at {self.master_address}:{self.master_port}, "
            f"world_size {self.world_size}, rank {self.rank}, backend {self.backend}"
        )
