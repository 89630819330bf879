"""One rank of a raw gloo broadcast between hosts (``twophase bench --cluster``'s limit).

    python -m twophase.tools.bench.rawcast MASTER PORT WORLD RANK NBYTES REPEATS

Each repeat: a barrier, rank 0 broadcasts NBYTES from one pre-filled buffer, every rank
notes when it holds them (``CLOCK_MONOTONIC``, one clock for every namespace of a machine);
rank 0 gathers the times and prints one JSON line per repeat: the seconds from its start to
the last rank's end. The device binds the local address that routes to the master.
"""

from __future__ import annotations

import json
import struct
import sys
import time

import torch

from twophase.transport.group import GroupConfig, SyncGroup

TIMEOUT_S = 300.0


def main(argv: list[str]) -> int:
    master, port, world, rank, nbytes, repeats = argv
    config = GroupConfig(
        master, int(port), int(world), int(rank), group_name="bench_rawcast", timeout_s=120.0
    )
    group = SyncGroup(config)
    try:
        buffer = torch.zeros(int(nbytes), dtype=torch.uint8)
        if group.rank == 0:
            buffer.fill_(7)
        for _ in range(int(repeats)):
            group.all_gather_bytes(b"\0", timeout_s=TIMEOUT_S, what="barrier")
            started = time.monotonic()
            group.broadcast(buffer, src=0, timeout_s=TIMEOUT_S, what="rawcast")
            ended = time.monotonic()
            times = group.all_gather_bytes(
                struct.pack("<dd", started, ended), timeout_s=TIMEOUT_S, what="times"
            )
            if group.rank == 0:
                spans = [struct.unpack("<dd", t) for t in times]
                seconds = max(end for _, end in spans) - spans[0][0]
                print(json.dumps({"seconds": seconds}), flush=True)
        if group.rank != 0 and int(buffer[-1]) != 7:
            raise SystemExit("rawcast: the bytes did not arrive")
    finally:
        group.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
