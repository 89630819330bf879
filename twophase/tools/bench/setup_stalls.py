"""What a first sync's one-time setup costs work already running on the device (issue 37,
item 1: no inference over 50 ms at the first sync), each way of doing it measured in one run.

A thread runs small steps on the device back to back, each waited for (a stand-in for an
inference loop: a kernel on a stream of its own, then that stream's synchronize). While it
runs, this thread does one piece of setup; the row is the longest one step took that ended
while the setup ran, against the longest step before it started (the loop's own worst).
The setups, one bucket's size each:

- ``host staging, pinned 32 MiB at a time``: a slot of ``transport/host_staging.py``, what
  a group now makes as it forms (``cudaHostRegister`` a piece per call);
- ``torch's pinned host memory, one call``: what gloo's own CUDA path does the first time
  each bucket size comes (torch's caching host allocator: one ``cudaHostAlloc``);
- ``device staging, a fresh allocation``: a staged sync's receive buffer when the caching
  allocator holds no block for it (a ``cudaMalloc``), as at the first and second syncs.

On a GPU only; ``--device cpu`` prints nothing of it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import torch

from twophase.transport.host_staging import PIECE_BYTES, HostSlot

IDLE_S = 0.3  # the loop alone first: its own worst step
STEP_ELEMENTS = 1 << 20  # 4 MB of float32 per step: a few microseconds of a GPU's time


def worst_step_while(action: Callable[[], object], step: Callable[[], object]) -> dict[str, float]:
    """``step`` run back to back on a thread of its own while ``action`` runs here: the
    longest step that ended while ``action`` ran, the longest before it started, and how
    long ``action`` took (seconds)."""
    ended: list[tuple[float, float]] = []  # (when the step ended, how long it took)
    stop = threading.Event()
    failed: list[BaseException] = []

    def loop() -> None:
        try:
            while not stop.is_set():
                started = time.perf_counter()
                step()
                now = time.perf_counter()
                ended.append((now, now - started))
        except BaseException as exc:  # reported below, not lost in the thread
            failed.append(exc)

    thread = threading.Thread(target=loop, name="twophase-setup-stall-loop", daemon=True)
    thread.start()
    try:
        time.sleep(IDLE_S)
        began = time.perf_counter()
        action()
        finished = time.perf_counter()
        time.sleep(0.01)  # the step that waited through the action's end ends too
    finally:
        stop.set()
        thread.join(60)
    if failed:
        raise failed[0]
    idle = [took for at, took in ended if at < began]
    during = [took for at, took in ended if began <= at and at - took <= finished]
    return {
        "setup_s": finished - began,
        "worst_step_idle_s": max(idle, default=0.0),
        "worst_step_during_s": max(during, default=0.0),
        "steps_during": float(len(during)),
    }


def device_step(device: torch.device) -> Callable[[], None]:
    """One small kernel on a stream of its own, waited for (the loop's step on ``device``)."""
    stream = torch.cuda.Stream(device)  # type: ignore[no-untyped-call]
    work = torch.ones(STEP_ELEMENTS, device=device)

    def step() -> None:
        with torch.cuda.stream(stream):
            work.mul_(1.0)
        stream.synchronize()

    return step


def setup_stalls(device: torch.device, nbytes: int) -> list[dict[str, Any]]:
    """Each setup of a ``nbytes`` bucket against the device loop (the module's docstring);
    each row also counts the driver allocations the setup made (``driver_calls``), so a
    cache that answered instead shows as 0."""
    if device.index is None:
        device = torch.device("cuda", torch.cuda.current_device())
    torch.cuda.set_device(device)
    step = device_step(device)
    step()  # the loop's own first launch is not a setup's cost
    kept: list[object] = []  # each setup's memory, held until every row is measured

    def ours() -> None:
        kept.append(HostSlot(nbytes, device))

    def torch_pinned() -> None:  # rounded up to a power of two by torch's allocator
        kept.append(torch.empty(nbytes, dtype=torch.uint8, pin_memory=True))

    def device_staging() -> None:
        kept.append(torch.empty(nbytes, dtype=torch.uint8, device=device))

    def host_allocs() -> int:
        stats = getattr(torch.cuda, "host_memory_stats", None)  # torch 2.6 on
        return int(stats().get("num_host_alloc", 0)) if stats is not None else -1

    def segments() -> int:
        return int(torch.cuda.memory_stats(device).get("segment.all.allocated", 0))

    def registrations() -> int:  # a slot registers each of its pieces, one call each
        return -(-nbytes // PIECE_BYTES) * len(kept)

    setups: list[tuple[str, Callable[[], None], Callable[[], int]]] = [
        ("host staging, pinned 32 MiB at a time", ours, registrations),
        ("torch's pinned host memory, one call", torch_pinned, host_allocs),
        ("device staging, a fresh allocation", device_staging, segments),
    ]
    rows = []
    try:
        for name, action, count in setups:
            if action is device_staging:
                torch.cuda.empty_cache()  # before the clock: no cached block to answer
            before = count()
            figures = worst_step_while(action, step)
            rows.append(
                {"setup": name, "bytes": nbytes, "driver_calls": count() - before, **figures}
            )
    finally:
        kept.clear()
        host_empty_cache = getattr(torch._C, "_host_emptyCache", None)
        if host_empty_cache is not None:
            host_empty_cache()
        torch.cuda.empty_cache()
    return rows


def stalls_table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "what a first sync's setup of one bucket costs a loop of small kernels on the device "
        "(worst step during the setup, against the loop's own worst before it)",
        f"{'setup':<40} {'MB':>7} {'calls':>6} {'setup s':>8} {'worst ms':>9} {'idle ms':>8}",
    ]
    for row in rows:
        lines.append(
            f"{row['setup']:<40} {row['bytes'] / 1e6:>7.0f} {row['driver_calls']:>6} "
            f"{row['setup_s']:>8.3f} "
            f"{row['worst_step_during_s'] * 1e3:>9.1f} {row['worst_step_idle_s'] * 1e3:>8.1f}"
        )
    return "\n".join(lines)
