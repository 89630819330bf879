"""A raw gloo broadcast between the namespaced cluster's hosts, one message, no protocol:
what the links carry at best, beside the syncs (``twophase bench --cluster``) and for the
links' efficiency (``fixed_costs.py``)."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import time
from collections.abc import Sequence

import torch

from twophase.testing.netcluster import Cluster
from twophase.transport.group import GroupConfig, SyncGroup

RAW_PORT = 29700
RAW_TIMEOUT_S = 300.0


def raw_broadcast(cluster: Cluster, hosts: Sequence[str], nbytes: int, repeats: int) -> list[float]:
    """Seconds per repeat of a raw gloo broadcast of ``nbytes`` in one message from
    ``hosts[0]`` to the others (a rank each)."""
    master = cluster.address(hosts[0])
    procs = []
    for rank, host in enumerate(hosts):
        argv = [sys.executable, "-m", "twophase.tools.bench.rawcast", master, str(RAW_PORT),
                str(len(hosts)), str(rank), str(nbytes), str(repeats)]  # fmt: skip
        procs.append(
            cluster.popen(host, argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        )
    outputs = [p.communicate(timeout=600) for p in procs]
    for proc, (_, err) in zip(procs, outputs, strict=True):
        if proc.returncode != 0:
            raise RuntimeError(f"rawcast failed: {err[-2000:]}")
    return [json.loads(line)["seconds"] for line in outputs[0][0].splitlines() if line.strip()]


def rawcast(argv: list[str]) -> int:
    """One rank of ``raw_broadcast``, in a process of its own on its host::

        python -m twophase.tools.bench.rawcast MASTER PORT WORLD RANK NBYTES REPEATS

    Each repeat: a barrier, rank 0 broadcasts NBYTES from one pre-filled buffer, every rank
    notes when it holds them (``CLOCK_MONOTONIC``, one clock for every namespace of a
    machine); rank 0 gathers the times and prints one JSON line per repeat: the seconds from
    its start to the last rank's end. The device binds the local address that routes to the
    master."""
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
            group.all_gather_bytes(b"\0", timeout_s=RAW_TIMEOUT_S, what="barrier")
            started = time.monotonic()
            group.broadcast(buffer, src=0, timeout_s=RAW_TIMEOUT_S, what="rawcast")
            ended = time.monotonic()
            times = group.all_gather_bytes(
                struct.pack("<dd", started, ended), timeout_s=RAW_TIMEOUT_S, what="times"
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
    raise SystemExit(rawcast(sys.argv[1:]))
