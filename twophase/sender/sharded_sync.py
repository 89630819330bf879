"""``sync_shards``: a sharded sync, called by every trainer rank alike (as every rank calls
``torch.distributed.checkpoint.save``). No rank gathers a full tensor: each sends the shards
it holds (``ranks.py``), read off its DTensors (FSDP2's ``fully_shard``,
``distribute_tensor``) or, for a plain tensor, the whole of it.

Rank 0 of the trainer's group needs the ``SyncCoordinator`` (its endpoints, its master
address and port) and returns the ``SyncResult``; the other ranks pass None and return None
once the sync applied. On every rank a failure raises the same ``SyncError``; where the
trainer's own group fails (a trainer rank died or stalled), each rank that lives raises its
``TrainerGroupError``, a ``SyncError`` naming the rank and the step.

``delta=True`` or ``"auto"`` sends each pair as a delta of the last committed sync's
(``delta_round.py``); each rank keeps that base on its ``TrainerChannel``, by default the
process's one for the trainer's group (``TrainerChannel.of``), so it carries across calls.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box, Layout, dtensor_layout
from twophase.core.table import Phase
from twophase.core.timing import LEADER_STEP_S
from twophase.errors import SyncError
from twophase.sender.adapters import peft_adapter
from twophase.sender.follower import FollowerSync, follow
from twophase.sender.gathered import gather_full
from twophase.sender.ranks import ShardedWeights
from twophase.sender.result import SyncResult
from twophase.sender.trainer_channel import TrainerChannel
from twophase.transport.group import GroupFactory, SyncGroup
from twophase.transport.pairs import Shards

if TYPE_CHECKING:
    from twophase.sender.coordinator import SyncCoordinator

log = logging.getLogger(__name__)


def local_shards(
    weights: torch.nn.Module | Iterable[tuple[str, torch.Tensor]],
) -> tuple[dict[str, list[Box]], Shards, list[TensorSpec]]:
    """What this rank holds: its box of each tensor (declared to the others), its local
    tensor for that box, and every tensor's full spec."""
    from torch.distributed.tensor import DTensor

    named = weights.state_dict().items() if isinstance(weights, torch.nn.Module) else weights
    tensors = [(name, tensor.detach()) for name, tensor in named]
    declared = dtensor_layout(tensors)
    shards: dict[str, list[tuple[Box, torch.Tensor]]] = {}
    for name, tensor in tensors:
        local = tensor.to_local() if isinstance(tensor, DTensor) else tensor
        shards[name] = [(box, local) for box in declared[name]]
    specs = [TensorSpec.of(name, tensor) for name, tensor in tensors]  # a DTensor's: full
    return declared, shards, specs


async def sync_shards(
    coordinator: SyncCoordinator | None,
    weights: torch.nn.Module | Iterable[tuple[str, torch.Tensor]],
    *,
    channel: TrainerChannel | None = None,
    **options: Any,
) -> SyncResult | None:
    """One sharded sync; every trainer rank calls it (``options``: ``sync_sharded``'s, and
    ``adapter``: ``weights`` is a PEFT model whose LoRA matrices alone go, as the servers'
    adapter of that name, each rank sending its shards of them)."""
    name = options.pop("adapter", None)
    if name is not None:
        base_version = coordinator.version if coordinator is not None else None
        options["adapter"], weights = peft_adapter(weights, name, base_version)
    declared, shards, specs = local_shards(weights)
    return await sync_parts(
        coordinator, declared, shards, specs, channel or TrainerChannel.of(), **options
    )


async def sync_gathered(
    coordinator: SyncCoordinator | None,
    weights: torch.nn.Module | Iterable[tuple[str, torch.Tensor]],
    *,
    channel: TrainerChannel | None = None,
    **options: Any,
) -> SyncResult | None:
    """Every trainer rank sends rank 0 its shards over the trainer's group, and rank 0 syncs
    the full tensors as one sender (``SyncCoordinator.sync``, ``options`` its): what a sharded
    sync is measured against (``twophase bench --cluster --sharded``). Rank 0 returns the
    ``SyncResult`` (and raises its ``SyncError``); the others return None once they sent."""
    _, shards, specs = local_shards(weights)
    channel = channel or TrainerChannel.of()
    channel.step = "shards"
    full = await gather_full(channel, specs, shards)
    if not channel.leader:
        return None
    if coordinator is None:
        raise ValueError("trainer rank 0 runs the sync: it needs the SyncCoordinator")
    assert full is not None
    # Endpoints that take whole tensors only are in this sync's group: not in a kept one
    # of a mixed sharded round's (``rounds.WholeSide``).
    await coordinator.whole_side.close()
    return await coordinator.sync(full, **options)


async def sync_parts(
    coordinator: SyncCoordinator | None,
    declared: Layout | str,
    shards: Shards,
    specs: list[TensorSpec],
    channel: TrainerChannel,
    *,
    group_factory: GroupFactory = SyncGroup,
    **options: Any,
) -> SyncResult | None:
    """``sync_shards`` of the parts this rank holds: ``declared`` (the boxes it says it
    holds; a text: why this rank could not say, which fails the sync on every rank alike),
    ``shards`` (its tensors for them), ``specs`` (every tensor whole).
    ``group_factory``: how a follower joins the sync group (the leader's: its
    coordinator's)."""
    # The leader waits a bounded time for every rank's holdings (a stalled rank fails it),
    # and the group each rank kept from the last sync (the leader reuses it if all did).
    bound = LEADER_STEP_S if channel.leader else None
    channel.step = "holdings"  # names the gather's failure: a trainer rank gone before the sync
    told = await asyncio.to_thread(channel.gather, (declared, channel.kept_group()), bound)
    if not channel.leader:
        kept = FollowerSync()  # its packed pairs, for every attempt of this sync
        held = {} if isinstance(declared, str) else declared  # a text: the leader fails it
        while True:
            failed = await asyncio.to_thread(follow, channel, shards, held, kept, group_factory)
            if failed is None:
                return None
            if not failed.again:
                raise failed.error()
    if coordinator is None:
        raise ValueError("trainer rank 0 runs the sync: it needs the SyncCoordinator")
    assert told is not None
    holdings = [held for held, _ in told]
    channel.kept_by = [kept for _, kept in told]
    channel.ended = False
    try:
        unsaid = [f"trainer rank {r}: {w}" for r, w in enumerate(holdings) if isinstance(w, str)]
        if unsaid:
            raise SyncError(Phase.SETUP, None, "; ".join(unsaid))
        return await coordinator.sync_sharded(
            ShardedWeights(specs, holdings, shards), channel, **options
        )
    except Exception as exc:
        if not channel.ended:  # it failed before its attempt began: tell the others
            said = exc if isinstance(exc, SyncError) else SyncError(Phase.SETUP, None, repr(exc))
            try:
                await channel.end(said)
            except Exception as lost:  # the trainer's group is gone: this failure stands
                log.warning("could not tell the other trainer ranks the sync failed: %s", lost)
        raise
