"""One rank of a sync group, as its own process: either seed-style (the way SGLang's
init_custom_process_group forms the group, written from the seed documents) or ours.

    python group_peer.py seed|ours PORT RANK WORLD_SIZE
Rank 0 broadcasts arange(8); every rank prints what it holds afterwards.
"""

from __future__ import annotations

import datetime
import os
import sys

import torch
import torch.distributed as dist
import torch.distributed.distributed_c10d as c10d
from torch.distributed import PrefixStore, TCPStore

TIMEOUT = datetime.timedelta(seconds=20)


def seed_style(port: int, rank: int, world_size: int) -> torch.Tensor:
    store = TCPStore("127.0.0.1", port, world_size, is_master=(rank == 0), timeout=TIMEOUT)
    prefixed = PrefixStore("weight_sync_group", store)
    pg, _ = c10d._new_process_group_helper(
        world_size, rank, [], "gloo", prefixed, group_name="weight_sync_group", timeout=TIMEOUT
    )
    c10d._world.pg_group_ranks[pg] = {i: i for i in range(world_size)}
    tensor = torch.arange(8, dtype=torch.float32) if rank == 0 else torch.zeros(8)
    dist.broadcast(tensor, group_src=0, group=pg)
    return tensor


def ours(port: int, rank: int, world_size: int) -> torch.Tensor:
    from twophase.transport.group import GroupConfig, SyncGroup

    group = SyncGroup(GroupConfig("127.0.0.1", port, world_size, rank, timeout_s=20))
    tensor = torch.arange(8, dtype=torch.float32) if rank == 0 else torch.zeros(8)
    group.broadcast(tensor, timeout_s=20, what="interop")
    group.close()
    return tensor


if __name__ == "__main__":
    kind, port, rank, world_size = sys.argv[1], *map(int, sys.argv[2:5])
    result = (seed_style if kind == "seed" else ours)(port, rank, world_size)
    print("RESULT", result.tolist(), flush=True)
    # The seed style never destroys its group (nor does SGLang); torch may then abort in the
    # group's destructor at interpreter exit ("terminate called without an active
    # exception"). The result is out: leave without running destructors.
    os._exit(0)
