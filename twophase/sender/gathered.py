"""Every trainer rank's shards to the leader, as whole tensors: what a sharded sync's endpoints
that take whole tensors only are sent (``rounds.py``), and today's way for a trainer of
several ranks (``sync_gathered``). The gather rides on the trainer channel and moves the whole
model to rank 0."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.core.table import Phase
from twophase.errors import SyncError
from twophase.sender.trainer_channel import TrainerChannel
from twophase.transport.pairs import Shards


def host_shards(shards: Shards) -> dict[str, list[tuple[Box, torch.Tensor]]] | str:
    """This rank's shards on the host, what it sends the leader over the trainer channel (a
    text saying why not, where they could not be read: the gather is entered all the same,
    so the ranks stay in step)."""
    try:
        return {
            name: [(box, tensor.detach().to("cpu")) for box, tensor in held]
            for name, held in shards.items()
        }
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"


def assemble_tensors(
    specs: Sequence[TensorSpec], every_rank: list[Any]
) -> list[tuple[str, torch.Tensor]]:
    """Every tensor whole, from every trainer rank's shards (``host_shards``, by rank),
    emptying ``every_rank`` as it goes (one copy of the model at a time, not two);
    ``ValueError`` naming a rank that could not send its shards, or a tensor whose elements
    the ranks do not hold exactly once (a replica's same box counts once)."""
    failed = [(rank, why) for rank, why in enumerate(every_rank) if isinstance(why, str)]
    if failed:
        raise ValueError("; ".join(f"trainer rank {rank}: {why}" for rank, why in failed))
    out = []
    for spec in specs:
        full = torch.empty(spec.shape, dtype=spec.torch_dtype)
        boxes: list[Box] = []
        for shards in every_rank:
            for box, tensor in shards.pop(spec.name, ()):
                if box in boxes:  # a replica: the same elements again
                    continue
                if any(box.intersect(other) is not None for other in boxes):
                    raise ValueError(f"{spec.name}: the trainer ranks' boxes overlap at {box}")
                boxes.append(box)
                full[box.index()] = tensor
        covered = sum(box.numel for box in boxes)
        if covered != full.numel():
            raise ValueError(
                f"{spec.name}: the trainer ranks hold {covered} of its {full.numel()} elements"
            )
        out.append((spec.name, full))
    return out


async def gather_full(
    channel: TrainerChannel, specs: Sequence[TensorSpec], shards: Shards
) -> list[tuple[str, torch.Tensor]] | None:
    """Every trainer rank sends the leader its shards over the trainer channel; the leader
    gets every tensor whole (``SyncError``: the gather failed, or the shards did not make
    the tensors), the others None. The gather moves the whole model: the trainer group's own
    timeout bounds it (a rank that died fails it at once), not a step's."""
    try:
        every = await asyncio.to_thread(channel.gather, host_shards(shards))
        if every is None:
            return None
        return await asyncio.to_thread(assemble_tensors, specs, every)
    except SyncError:  # the trainer's group failed: it names the rank and the step
        raise
    except Exception as exc:
        raise SyncError(Phase.SETUP, None, f"gathering the full tensors: {exc!r}") from exc
