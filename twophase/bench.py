"""The benchmark: sync the same bytes several ways in one run, side by side, and report ratios.

Methods (each rank a real process, gloo over loopback):

- ``raw_broadcast``: the limit, one broadcast of all the bytes in one pre-filled buffer;
- ``flattened``: twophase, probe then pipelined flat buckets into a receiving rank worker;
- ``per_tensor``: twophase with the seed's one-broadcast-per-tensor format.

Timing mirrors the protocol: receivers post their receive and say so, the sender starts the
clock, and the clock stops when the last receiver has every bucket in hand (the processes share
``CLOCK_MONOTONIC``). Each method is repeated and the median is reported.

    python -m twophase.bench --sizes 256 --receivers 2 --tensors 500
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import socket
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from typing import Any

import torch

from twophase.buckets import BYTES_PER_MB, Bucket, Manifest, TensorSpec, plan_buckets
from twophase.group import GroupConfig, SyncGroup
from twophase.probe import run_probe, run_vote
from twophase.transfer import TransferFormat, TransferTimeouts, send_buckets
from twophase.worker import RankWorker, ReceiveJob

METHODS = ("raw_broadcast", "flattened", "per_tensor")
TIMEOUTS = TransferTimeouts(first_byte_s=120, progress_s=120)


def realistic_specs(size_mb: float, tensors: int = 500) -> list[TensorSpec]:
    """A decoder-only transformer in bf16 (fp32 norms): embedding, per layer q/k/v/o, gate/up/
    down and two norms, a final norm and an LM head, sized to about ``size_mb``."""
    layers = max(1, (tensors - 3) // 9)
    params = size_mb * BYTES_PER_MB / 2
    # per layer 4 h^2 (attention) + 3 * h * 8h/3 (MLP) = 12 h^2, plus 2 * vocab * h, vocab = 8h.
    hidden = max(64, int(math.sqrt(params / (12 * layers + 16))) // 64 * 64)
    mlp = hidden * 8 // 3 // 64 * 64
    per_layer = 4 * hidden * hidden + 3 * hidden * mlp + 4 * hidden  # fp32 norms: 2 x 2 slots
    # The vocabulary absorbs the rounding, so the model has about size_mb.
    vocab = max(64, int((params - layers * per_layer) / (2 * hidden)) // 64 * 64)
    specs = [TensorSpec("embed_tokens.weight", "bfloat16", (vocab, hidden))]
    for i in range(layers):
        p = f"layers.{i}."
        specs += [
            TensorSpec(p + "input_layernorm.weight", "float32", (hidden,)),
            TensorSpec(p + "self_attn.q_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.k_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.v_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.o_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "post_attention_layernorm.weight", "float32", (hidden,)),
            TensorSpec(p + "mlp.gate_proj.weight", "bfloat16", (mlp, hidden)),
            TensorSpec(p + "mlp.up_proj.weight", "bfloat16", (mlp, hidden)),
            TensorSpec(p + "mlp.down_proj.weight", "bfloat16", (hidden, mlp)),
        ]
        if len(specs) + (layers - i - 1) * 9 + 2 < tensors:  # fill up with a QK-norm
            specs.append(TensorSpec(p + "self_attn.q_norm.weight", "float32", (hidden // 8,)))
    specs += [
        TensorSpec("norm.weight", "float32", (hidden,)),
        TensorSpec("lm_head.weight", "bfloat16", (vocab, hidden)),
    ]
    return specs


def make_tensors(specs: list[TensorSpec]) -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(0)
    return {s.name: torch.randn(s.shape, generator=generator).to(s.torch_dtype) for s in specs}


@dataclass(frozen=True)
class Run:
    method: str
    size_mb: float
    receivers: int
    seconds: float
    gbps: float
    tensors: int
    buckets: int
    http_requests: int
    peak_extra_mb: float | None


class _KeepSink:
    """Staged receive: a fresh buffer per bucket, kept until the job ends."""

    def __init__(self) -> None:
        self.kept: list[torch.Tensor] = []

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        return torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)

    def received(self, bucket: Bucket, buffer: torch.Tensor, ready: object) -> None:
        self.kept.append(buffer)


def _plan(method: str, specs: list[TensorSpec], bucket_mb: float) -> Manifest:
    if method == "raw_broadcast":
        total = sum(s.nbytes for s in specs)
        return plan_buckets([TensorSpec("all", "uint8", (total,))], buffer_size_mb=1e9)
    return plan_buckets(specs, bucket_mb)


def _receiver(
    rank: int, world: int, port: int, jobs: list[tuple[str, float]], bucket_mb: float, q: Any
) -> None:
    worker = RankWorker(GroupConfig("127.0.0.1", port, world, rank, timeout_s=120))
    worker.joined.result(130)
    for method, size_mb in jobs:
        manifest = _plan(method, realistic_specs(size_mb, q.tensors), bucket_mb)
        fmt: TransferFormat = "per_tensor" if method == "per_tensor" else "flattened"
        job = ReceiveJob(
            method, manifest, _KeepSink(), TIMEOUTS, transfer_format=fmt,
            probe=method != "raw_broadcast", vote=method != "raw_broadcast",
        )  # fmt: skip
        handle = worker.submit(job)
        handle.posted.result(130)
        q.posted.put(rank)
        handle.done.result(600)
        q.done.put(time.monotonic())
    worker.close()


class _Channels:
    def __init__(self, ctx: Any, tensors: int) -> None:
        self.posted, self.done, self.tensors = ctx.Queue(), ctx.Queue(), tensors


def _sender(
    world: int, port: int, jobs: list[tuple[str, float]], bucket_mb: float, q: Any
) -> list[float]:
    group = SyncGroup(GroupConfig("127.0.0.1", port, world, 0, timeout_s=120))
    cache: dict[float, dict[str, torch.Tensor]] = {}
    seconds = []
    for method, size_mb in jobs:
        specs = realistic_specs(size_mb, q.tensors)
        tensors = cache.setdefault(size_mb, make_tensors(specs))
        manifest = _plan(method, specs, bucket_mb)
        flat = None
        if method == "raw_broadcast":  # the limit: bytes already in one buffer
            flat = torch.cat([t.reshape(-1).view(torch.uint8) for t in tensors.values()])
        for _ in range(world - 1):
            q.posted.get(timeout=130)
        started = time.monotonic()
        if flat is not None:
            group.broadcast(flat, timeout_s=600, what="raw")
        else:
            run_probe(group, manifest, timeout_s=120)
            sent = send_buckets(
                group,
                manifest,
                iter(tensors.items()),
                transfer_format="per_tensor" if method == "per_tensor" else "flattened",
                timeouts=TIMEOUTS,
                first_collective=False,
            )
            run_vote(group, sent, timeout_s=120)
        ended = max(q.done.get(timeout=600) for _ in range(world - 1))
        seconds.append(ended - started)
    group.close()
    return seconds


def measure(
    sizes: list[float], receivers: int, repeats: int, tensors: int, bucket_mb: float,
    methods: tuple[str, ...] = METHODS,
) -> list[Run]:  # fmt: skip
    """Run every method at every size, interleaved per repeat so drift hits all alike."""
    jobs = [(m, s) for s in sizes for _ in range(repeats) for m in methods]
    ctx = mp.get_context("spawn")
    channels = _Channels(ctx, tensors)
    port = _free_port()
    world = receivers + 1
    procs = [
        ctx.Process(target=_receiver, args=(r, world, port, jobs, bucket_mb, channels), daemon=True)
        for r in range(1, world)
    ]
    for proc in procs:
        proc.start()
    try:
        seconds = _sender(world, port, jobs, bucket_mb, channels)
    finally:
        for proc in procs:
            proc.join(30)
            if proc.is_alive():
                proc.kill()
    by_key: dict[tuple[str, float], list[float]] = {}
    for (method, size), s in zip(jobs, seconds, strict=True):
        by_key.setdefault((method, size), []).append(s)
    runs = []
    for (method, size), values in by_key.items():
        specs = realistic_specs(size, tensors)
        nbytes = sum(s.nbytes for s in specs)
        median = statistics.median(values)
        runs.append(
            Run(method, size, receivers, median, nbytes / median / 1e9, len(specs),
                len(_plan(method, specs, bucket_mb).buckets), 0, None)
        )  # fmt: skip
    return runs


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def table(runs: list[Run]) -> str:
    limits = {(r.size_mb, r.receivers): r.seconds for r in runs if r.method == "raw_broadcast"}
    lines = [
        f"{'method':<15}{'MB':>7}{'recv':>5}{'tensors':>8}{'buckets':>8}"
        f"{'seconds':>9}{'GB/s':>7}{'x limit':>8}"
    ]
    for r in runs:
        limit = limits.get((r.size_mb, r.receivers))
        ratio = f"{r.seconds / limit:.2f}" if limit else "-"
        lines.append(
            f"{r.method:<15}{r.size_mb:>7g}{r.receivers:>5}{r.tensors:>8}{r.buckets:>8}"
            f"{r.seconds:>9.3f}{r.gbps:>7.2f}{ratio:>8}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="256", help="model sizes in MB, comma separated")
    parser.add_argument("--receivers", default="2", help="receiving ranks, comma separated")
    parser.add_argument("--tensors", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bucket-mb", type=float, default=64)
    parser.add_argument("--json", help="also write the runs as JSON to this path")
    args = parser.parse_args(argv)
    sizes = [float(s) for s in args.sizes.split(",")]
    runs: list[Run] = []
    for receivers in (int(r) for r in args.receivers.split(",")):
        runs += measure(sizes, receivers, args.repeats, args.tensors, args.bucket_mb)
    print(table(runs))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"runs": [asdict(r) for r in runs]}, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
