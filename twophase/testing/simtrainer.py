"""A simulated trainer of M ranks for a sharded sync: the ranks are threads of one
process, their own group (``SimTrainerChannel``: the trainer channel's gather and broadcast,
in memory) and each holding ``Shard(0)`` of every tensor of a ``SimCluster``'s model, as
FSDP2's ``fully_shard`` does. Every rank runs the real ``sync_parts`` (the leader, rank 0,
with the cluster's coordinator; the followers with the simulated network's groups), so the
sharded path runs whole over the simulated group, with faults injected at any rank.

    trainer = SimShardedTrainer(cluster, senders=2)
    result = await trainer.sync(delta=True)       # every rank's outcome in trainer.outcomes
"""

from __future__ import annotations

import asyncio
import math
import pickle
import threading
import time
from collections.abc import Callable
from typing import Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box, Layout
from twophase.errors import SyncError
from twophase.sender.result import SyncResult
from twophase.sender.sharded_sync import sync_parts
from twophase.sender.trainer_channel import TrainerChannel, step_of
from twophase.testing.simcluster import SimCluster

# A follower waits this long for the leader's next word (a real one: the trainer group's
# timeout); a leader that died or moved on fails it long before.
FOLLOWER_WAIT_S = 30.0


class SimTrainerHub:
    """The trainer ranks' group: each collective matched by its sequence number on every
    rank, as on a real group."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.cond = threading.Condition()
        self.slots: dict[int, dict[int, bytes]] = {}
        self.dead: dict[int, str] = {}


class SimTrainerChannel(TrainerChannel):
    """``TrainerChannel`` over a ``SimTrainerHub``: the same messages (pickled, as they
    travel), the same deadlines."""

    def __init__(self, hub: SimTrainerHub, rank: int) -> None:  # no torch.distributed
        super().__init__(None, rank=rank, size=hub.size)
        self._hub = hub
        self._seq = 0

    def gather(self, mine: Any, timeout_s: float | None = None) -> list[Any] | None:
        contributions = self._failing_as_gloo(
            "gather",
            lambda: self._collective(pickle.dumps(mine), timeout_s, everyone=self.leader),
            timeout_s,
        )
        if not self.leader:
            return None
        return [pickle.loads(contributions[rank]) for rank in range(self.size)]

    def broadcast(self, message: Any = None, timeout_s: float | None = None) -> Any:
        payload = pickle.dumps(message) if self.leader else None
        if self.leader:
            self.step = step_of(message)
        contributions = self._failing_as_gloo(
            "broadcast", lambda: self._collective(payload, timeout_s, everyone=False), timeout_s
        )
        if not self.leader:
            self.step = step_of(pickle.loads(contributions[0]))
        return message if self.leader else pickle.loads(contributions[0])

    def _failing_as_gloo(
        self, kind: str, run: Callable[[], dict[int, bytes]], timeout_s: float | None
    ) -> dict[int, bytes]:
        """A failed collective raises what the real channel's does (``TrainerGroupError``)."""
        began = time.monotonic()
        try:
            return run()
        except RuntimeError as exc:
            raise self._failure(kind, exc, timeout_s, time.monotonic() - began) from exc

    def _collective(
        self, mine: bytes | None, timeout_s: float | None, *, everyone: bool
    ) -> dict[int, bytes]:
        """Post ``mine`` (None: nothing), then wait for every rank's (``everyone``) or the
        leader's contribution; a rank gone fails the wait at once, as gloo does."""
        hub, bound = self._hub, timeout_s if timeout_s is not None else FOLLOWER_WAIT_S
        self._seq += 1
        deadline = time.monotonic() + bound
        with hub.cond:
            slot = hub.slots.setdefault(self._seq, {})
            if mine is not None:
                slot[self.rank] = mine
                hub.cond.notify_all()
            if not everyone and self.leader:
                return slot
            while not (len(slot) == self.size if everyone else 0 in slot):
                gone = [r for r in hub.dead if r != self.rank]
                if gone:
                    raise RuntimeError(f"trainer rank {gone[0]} is gone: {hub.dead[gone[0]]}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RuntimeError(f"trainer rank {self.rank}: timed out after {bound:g} s")
                hub.cond.wait(left)
            return slot


def shard0_boxes(shape: tuple[int, ...], senders: int) -> list[Box | None]:
    """Each rank's box of a tensor sharded on dim 0 as ``torch.chunk`` cuts it (None: the
    rank holds none of it)."""
    rows = shape[0]
    chunk = math.ceil(rows / senders) if rows else 0
    boxes: list[Box | None] = []
    for rank in range(senders):
        start, stop = min(rows, rank * chunk), min(rows, (rank + 1) * chunk)
        if stop <= start:
            boxes.append(None)
            continue
        boxes.append(Box(((start, stop), *((0, n) for n in shape[1:]))))
    return boxes


class SimShardedTrainer:
    """``senders`` trainer ranks over ``cluster``'s endpoints, each holding ``Shard(0)`` of
    every tensor of the cluster's model. ``outcomes``: how each rank's last sync ended
    (None: applied, else its error's text)."""

    def __init__(self, cluster: SimCluster, senders: int) -> None:
        self.cluster, self.senders = cluster, senders
        hub = SimTrainerHub(senders)
        self.channels = [SimTrainerChannel(hub, rank) for rank in range(senders)]
        self.outcomes: list[str | None] = []

    def parts(self) -> tuple[list[TensorSpec], list[Layout], list[dict[str, Any]]]:
        """Every tensor's spec, and each rank's declared boxes and its tensors for them (views
        of the cluster's model: what that rank holds)."""
        tensors = {n: t.detach() for n, t in self.cluster.model.state_dict().items()}
        specs = [TensorSpec.of(name, tensor) for name, tensor in tensors.items()]
        declared: list[dict[str, list[Box]]] = [{} for _ in range(self.senders)]
        shards: list[dict[str, list[tuple[Box, torch.Tensor]]]] = [{} for _ in range(self.senders)]
        for name, tensor in tensors.items():
            for rank, box in enumerate(shard0_boxes(tuple(tensor.shape), self.senders)):
                declared[rank][name] = [box] if box is not None else []
                if box is not None:
                    shards[rank][name] = [(box, tensor[box.index()])]
        layouts: list[Layout] = list(declared)
        return specs, layouts, shards

    async def sync(
        self, *, wrong_layout: int | None = None, unsaid: int | None = None, **options: Any
    ) -> SyncResult:
        """One sharded sync from every rank at once. ``wrong_layout``: that rank holds rank
        0's part of the first tensor instead of its own (what it declared). ``unsaid``: that
        rank could not read its holdings (it says why instead)."""
        specs, layouts, shards = self.parts()
        declared: list[Layout | str] = list(layouts)
        if wrong_layout is not None:
            first = specs[0].name
            shards[wrong_layout] = dict(shards[wrong_layout]) | {first: shards[0][first]}
        if unsaid is not None:
            declared[unsaid] = "iter_local did not yield w"
        for index, endpoint in enumerate(self.cluster.endpoints):  # group ranks, as planned
            endpoint.rank_offset = self.senders + sum(e.tp for e in self.cluster.endpoints[:index])
        outcomes: list[str | None] = [None] * self.senders
        factory = self.cluster.network.group_factory

        def follower(rank: int) -> None:
            try:
                asyncio.run(
                    sync_parts(
                        None, declared[rank], shards[rank], specs, self.channels[rank],
                        group_factory=factory, **options,
                    )
                )  # fmt: skip
            except (SyncError, RuntimeError) as exc:
                outcomes[rank] = str(exc)

        threads = [
            threading.Thread(target=follower, args=(rank,), name=f"sim-trainer-{rank}")
            for rank in range(1, self.senders)
        ]
        for thread in threads:
            thread.start()
        try:
            result = await sync_parts(
                self.cluster.sender, declared[0], shards[0], specs, self.channels[0], **options
            )
        except SyncError as exc:
            outcomes[0] = str(exc)
            raise
        finally:
            for thread in threads:
                await asyncio.to_thread(thread.join, FOLLOWER_WAIT_S)
            self.outcomes = outcomes
        assert result is not None
        return result
