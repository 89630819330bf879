"""``--device`` for ``twophase serve``, ``trainer`` and ``bench``: which device each rank's
weights live on. ``cpu``; ``cuda`` or ``cuda:N`` (a server's TP ranks on consecutive devices
from 0, or from N); or a comma-separated list, one device per rank (``cuda:2,cuda:3``).
Checked before any rank starts, so that a bad value is one line naming it, not a traceback in
a worker process."""

from __future__ import annotations

import re
from dataclasses import dataclass

import torch

from twophase.core.protocol import Backend

_DEVICE = re.compile(r"^(cpu|cuda)(?::(\d+))?$")


def parse_devices(spec: str, ranks: int, *, cuda_devices: int | None = None) -> list[str]:
    """One device per rank from ``spec`` (``ValueError`` naming what is wrong: an unknown
    kind, a list of another length than ``ranks``, a CUDA device this machine lacks, a
    device given to two ranks). ``cuda_devices``: how many CUDA devices there are (default:
    this machine's)."""
    if ranks < 1:
        raise ValueError(f"a device for each of {ranks} ranks: there must be one at least")
    entries = [entry.strip() for entry in spec.split(",")]
    parsed = []
    for entry in entries:
        match = _DEVICE.match(entry)
        if match is None:
            raise ValueError(f"--device {spec}: {entry!r} is not cpu, cuda or cuda:N")
        parsed.append((match.group(1), None if match.group(2) is None else int(match.group(2))))
    if len(parsed) == 1:
        kind, first = parsed[0]
        if kind == "cpu":
            if first is not None:
                raise ValueError(f"--device {spec}: the CPU has no index")
            return ["cpu"] * ranks
        parsed = [("cuda", (first or 0) + rank) for rank in range(ranks)]
    elif len(parsed) != ranks:
        raise ValueError(f"--device {spec}: {len(parsed)} devices for {ranks} ranks")
    devices = [kind if index is None else f"{kind}:{index}" for kind, index in parsed]
    cuda = [index or 0 for kind, index in parsed if kind == "cuda"]
    if cuda:
        count = torch.cuda.device_count() if cuda_devices is None else cuda_devices
        if count == 0:
            raise ValueError(f"--device {spec}: this machine has no CUDA device")
        missing = sorted({index for index in cuda if index >= count})
        if missing:
            raise ValueError(
                f"--device {spec}: no cuda:{missing[0]} (this machine has {count} CUDA "
                f"device{'s' if count > 1 else ''}: cuda:0 to cuda:{count - 1})"
            )
        if len(set(cuda)) < len(cuda):
            raise ValueError(f"--device {spec}: a CUDA device serves one rank, not two")
    return devices


@dataclass(frozen=True)
class BenchDevices:
    """Where ``twophase bench --device`` puts its trainer and its receivers, and the
    backend between them."""

    sender: str
    receivers: tuple[str, ...]
    backend: Backend


def bench_devices(spec: str, receivers: int, *, cuda_devices: int | None = None) -> BenchDevices:
    """``cpu``: everything on the CPU, gloo. ``cuda`` or ``cuda:N``: the trainer on N and
    each receiver on a device of its own after it, over NCCL, where there are enough
    devices; else all on N over gloo (one GPU cannot host two ranks of an NCCL group)."""
    first = parse_devices(spec, 1, cuda_devices=cuda_devices)[0]
    if first == "cpu":
        return BenchDevices("cpu", ("cpu",) * receivers, "gloo")
    count = torch.cuda.device_count() if cuda_devices is None else cuda_devices
    index = torch.device(first).index or 0
    if index + receivers < count:
        after = tuple(f"cuda:{index + 1 + r}" for r in range(receivers))
        return BenchDevices(f"cuda:{index}", after, "nccl")
    return BenchDevices(f"cuda:{index}", (f"cuda:{index}",) * receivers, "gloo")
