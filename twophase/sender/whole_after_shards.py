"""A mixed sharded round (issue 25): endpoints that cannot take slices (a seed-protocol peer,
a stock SGLang server driven by its native routes: neither answers ``/sync_capabilities``)
get whole tensors from trainer rank 0 in the same call, as a one-sender sync gives them.

The sharded part runs first, into the endpoints that speak twophase. Once it committed,
every trainer rank sends the leader its shards over the trainer channel (the leader's last
word on the sharded part says so), the leader assembles the full tensors
(``assemble_tensors``), and an ordinary one-sender sync brings them to the other endpoints as
the same version.

That sync has a coordinator and a group of its own (``WholeSide``), on a port of its own
(``SyncCoordinator(whole_master_port=...)``), kept across syncs: the sharded group has the
other trainer ranks in it and is formed afresh after any failure that touched it, and a
seed-protocol peer cannot join a second group under the same name. Those endpoints speak
only the seed protocol, which has no vote: they are as safe as a one-sender sync makes them
today. A failure there is a split outcome (``split_error``): the sharded endpoints hold the
new version, the others their old one, and the next sync brings them up.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.core.protocol import Timeouts
from twophase.core.table import Phase
from twophase.errors import SyncError
from twophase.sender.plan import SyncOptions
from twophase.sender.result import SyncResult
from twophase.sender.sender_attempt import SenderAttempt
from twophase.sender.weights import WeightSource
from twophase.transport.pairs import Shards

if TYPE_CHECKING:
    from twophase.sender.coordinator import SyncCoordinator
    from twophase.sender.endpoints import RemoteEndpoint
    from twophase.sender.trainer_channel import TrainerChannel

log = logging.getLogger(__name__)
WHOLE_ONLY = "takes whole tensors only (it answers no /sync_capabilities)"


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


async def send_whole(
    sender: SyncCoordinator,
    channel: TrainerChannel,
    specs: Sequence[TensorSpec],
    shards: Shards,
    endpoints: Sequence[RemoteEndpoint],
    options: SyncOptions,
    version: int,
) -> SyncResult:
    """The leader's side: every trainer rank sends it its shards (``gather_full``: the
    followers wait in that gather, the leader's last word said so), and a one-sender sync
    brings ``endpoints`` the full tensors as ``version`` (``SyncError``: it failed, or the
    shards did not come)."""
    full = await gather_full(channel, specs, shards)
    assert full is not None  # the leader's
    try:
        return await sender.whole_side.sync(endpoints, specs, full, options, version)
    except SyncError:
        raise
    except Exception as exc:  # whatever it was, the followers still hear how it ended
        raise SyncError(Phase.SETUP, None, f"sending the full tensors: {exc!r}") from exc


def split_error(error: SyncError, version: int, sharded: Sequence[str]) -> SyncError:
    """The whole part failed after the sharded part committed ``version``."""
    split = SyncError(
        error.phase,
        error.endpoint,
        f"{error.cause}; the sharded part committed version {version} at "
        f"{', '.join(sharded)}: a split outcome, the next sync brings the others up",
        timed_out=error.timed_out,
    )
    split.committed_version = version
    return split


class WholeSide:
    """The whole-only endpoints' own coordinator, kept while they stay the same (its group
    too, on ``parent.whole_master_port``)."""

    def __init__(self, parent: SyncCoordinator) -> None:
        self.parent = parent
        self.coordinator: SyncCoordinator | None = None

    def _for(self, endpoints: Sequence[RemoteEndpoint]) -> SyncCoordinator:
        from twophase.sender.coordinator import SyncCoordinator

        current, parent = self.coordinator, self.parent
        if current is not None and (
            [e.name for e in current.endpoints] == [e.name for e in endpoints]
            and current.master_address == parent.master_address
            and current.master_port == parent.whole_master_port
        ):
            return current
        child = SyncCoordinator(
            master_address=parent.master_address,
            master_port=parent.whole_master_port,
            group_name=parent.group_name,
            backend=parent.backend,
            device=str(parent.device),
            timeouts=Timeouts.of(parent.deadlines),
            group_factory=parent.group_factory,
            http_slack_s=parent.http_slack_s,
            cleanup_timeout_s=parent.cleanup_timeout_s,
            api_key=parent.api_key,
        )
        for endpoint in endpoints:
            child.add(endpoint)
        self.coordinator = child
        return child

    async def sync(
        self,
        endpoints: Sequence[RemoteEndpoint],
        specs: Sequence[TensorSpec],
        full: list[tuple[str, torch.Tensor]],
        options: SyncOptions,
        version: int,
    ) -> SyncResult:
        """The full tensors into ``endpoints`` as ``version``: whole, by broadcast."""
        previous = self.coordinator
        child = self._for(endpoints)
        if previous is not None and previous is not child:
            await previous.close()
        child.version = version - 1  # the version it publishes is the sharded part's
        whole = replace(options, delta=False, weight_version=version, transfer_format=None)
        source = WeightSource(list(specs), lambda: iter(full))
        return await child.run_attempt(
            list(specs), whole, lambda chosen: SenderAttempt(child, chosen, source, whole)
        )

    async def close(self) -> None:
        if self.coordinator is not None:
            await self.coordinator.close()
            self.coordinator = None
