"""The delta benchmark (``twophase bench --delta``): a whole sync against a delta sync of the same
training step, in one run, side by side.

The model is the benchmark's (``bench_model.realistic_specs``: a decoder-only transformer in
bf16 with fp32 norms, about ``size_mb``), its matrices scaled to std 0.02 and its norms at 1,
made ``torch.nn.Parameter``s and stepped by a real ``torch.optim.AdamW`` at each learning rate.
The gradients are random normal (a forward and backward pass of this shape would dominate the
run on a CPU host, and Adam normalizes the gradient's scale away: how many bf16 words an update
changes depends on the learning rate and the weights, not on the gradient's size). The receiver
is a ``bench_receiver`` process of TP 1 on this host (gloo on loopback).

Per repeat and learning rate: a step, then a delta sync (``delta=True``) of it; a step, then a
whole sync (``delta=False``) of it; then the same weights again with ``delta=True``, to give
the next delta its base (not timed). Reported: the density, the bytes each moved, and the time
of each (median), and their ratios. On loopback the time is the CPU's (pack, encode,
checksums), not the wire's; across hosts, where the bytes decide the time, the ratio of bytes
is the one that carries over.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
from typing import Any

import torch

from twophase.sender.weights import WeightSource
from twophase.tools.bench.local_cluster import BenchCluster

LEARNING_RATES = (1e-6, 1e-5)
INIT_STD = 0.02  # the weights' scale, as an LLM's initialization and trained weights have


class SteppedModel:
    """The benchmark's tensors as parameters, stepped by AdamW on random gradients."""

    def __init__(self, tensors: dict[str, torch.Tensor], lr: float, seed: int = 0) -> None:
        # At an LLM's scale (std 0.02, norms at 1): a bf16 word's step is its magnitude's,
        # so the scale sets how many words an update of ``lr`` changes.
        self.params = {
            n: torch.nn.Parameter(t * INIT_STD if t.dim() > 1 else torch.ones_like(t))
            for n, t in tensors.items()
        }
        self.optimizer = torch.optim.AdamW(self.params.values(), lr=lr)
        self.generator = torch.Generator().manual_seed(seed)

    def step(self) -> None:
        for param in self.params.values():
            grad = torch.randn(param.shape, generator=self.generator)
            param.grad = grad.to(param.dtype)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)

    def source(self, specs: Any) -> WeightSource:
        return WeightSource(specs, lambda: ((n, p.detach()) for n, p in self.params.items()))


async def measure(size_mb: float, args: argparse.Namespace) -> list[dict[str, Any]]:
    """Per learning rate, ``--repeats`` delta and whole syncs into one receiver: a row each."""
    rows = []
    bucket_mb = args.bucket_mb
    async with BenchCluster(size_mb, args.tensors, 1, bucket_mb) as cluster:
        initial = dict(cluster.tensors)  # each learning rate starts from the same weights
        for lr in LEARNING_RATES:
            model = SteppedModel(initial, lr)
            sync = cluster.coordinator.sync
            source = model.source(cluster.specs)
            await sync(source, buffer_size_mb=bucket_mb, delta=True)  # the first base
            delta_s, whole_s, moved, density = [], [], [], []
            for _ in range(args.repeats):
                model.step()
                delta = await sync(source, buffer_size_mb=bucket_mb, delta=True)
                assert delta.delta is not None and delta.delta.delta, delta.delta
                delta_s.append(delta.phase_seconds["total"])
                moved.append(delta.bytes_moved)
                density.append(delta.delta.density or 0.0)
                model.step()
                whole = await sync(source, buffer_size_mb=bucket_mb, delta=False)
                whole_s.append(whole.phase_seconds["total"])
                await sync(source, buffer_size_mb=bucket_mb, delta=True)  # the next base
            # The digests compare the receiver against the stepped weights, not the initial ones.
            cluster.tensors = {n: p.detach() for n, p in model.params.items()}
            if not await cluster.digests_equal():
                raise RuntimeError("the receiver's weights differ from the trainer's")
            row = delta_row(lr, cluster.nbytes, density, moved, delta_s, whole_s)
            rows.append({"size_mb": size_mb, **row})
    return rows


def delta_row(
    lr: float,
    full: int,
    density: list[float],
    moved: list[int],
    delta_s: list[float],
    whole_s: list[float],
) -> dict[str, Any]:
    """The medians of a learning rate's repeats, and the delta's ratios to the whole sync."""
    delta, whole, bytes_moved = (statistics.median(x) for x in (delta_s, whole_s, moved))
    return {
        "lr": lr,
        "density": statistics.median(density),
        "full_bytes": full,
        "delta_bytes": int(bytes_moved),
        "bytes_ratio": bytes_moved / full,
        "whole_s": whole,
        "delta_s": delta,
        "time_ratio": delta / whole,
    }


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        f"{'MB':>7} {'lr':>7} {'density':>8} {'delta MB':>9} {'bytes':>6} "
        f"{'whole s':>8} {'delta s':>8} {'time':>6}"
    ]
    for r in rows:
        lines.append(
            f"{r['size_mb']:>7g} {r['lr']:>7.0e} {r['density']:>8.4f} "
            f"{r['delta_bytes'] / 2**20:>9.1f} {r['bytes_ratio']:>6.3f} "
            f"{r['whole_s']:>8.2f} {r['delta_s']:>8.2f} {r['time_ratio']:>6.2f}"
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    print(
        f"twophase bench --delta: AdamW steps on bf16 weights, {args.tensors} tensors, "
        f"{args.bucket_mb:g} MB buckets, median of {args.repeats}; gloo on loopback",
        flush=True,
    )
    rows: list[dict[str, Any]] = []
    for size in args.sizes:
        rows += asyncio.run(measure(size, args))
        print(f"  {size:g} MB done", flush=True)
    print()
    print(table(rows))
    target = [r for r in rows if r["lr"] == 1e-6]
    for r in target:
        ok = "met" if r["bytes_ratio"] < 0.15 else "NOT met"
        print(
            f"target (lr 1e-6, {r['size_mb']:g} MB): the delta moves under 15% of the whole "
            f"bytes: {100 * r['bytes_ratio']:.1f}% ({ok})"
        )
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"delta": rows}, f, indent=2)
        print(f"wrote {args.json}")
    return 0
