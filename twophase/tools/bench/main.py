"""The benchmark: sync the same weights several ways in one run, side by side, as ratios.

Each receiver is an inference server of TP 1 in a process of its own (``bench_receiver``); the
sender is this process. Every method moves the same tensors over loopback (gloo; NCCL between
GPUs of their own with ``--device cuda``):

- ``raw_broadcast``: the limit, one broadcast of every byte from one pre-filled buffer;
- ``flattened``: a whole twophase sync through the real ``SyncCoordinator`` and the real
  receiver routes: prepare, probe, pipelined flat buckets, crc32 commit vote, complete and
  apply; once with staged apply (the default) and once streaming;
- ``per_tensor``: the same, in the seed's one-broadcast-per-tensor format;
- ``shared_memory``: the flattened sync as a trainer on the receivers' host makes it by
  default: every bucket through the trainer's shared memory, only a signal per bucket on the
  group (``transport/shared_memory.py``; on a GPU that the receivers share, each bucket's
  flattened CUDA buffer opened by CUDA IPC, ``transport/cuda_ipc.py``); the other twophase
  methods are made to use the group (where the receivers have GPUs of their own, the
  trainer's GPU memory is not theirs to open: no such variant);
- ``per_param_http``: per parameter, one HTTP call, its broadcast and a group barrier (seeds
  003/004, TRL's ``update_named_param``).

The clock runs from the sender's start until the last receiver holds every byte (the limit)
or has the weights in its model (every other method); processes share ``CLOCK_MONOTONIC``.
Methods are interleaved per repeat, so drift hits all alike, and the median is reported.
On a GPU the run ends with what each way of a first sync's one-time setup (pinned host
staging, a device allocation) costs small kernels already running there (``setup_stalls.py``).

    twophase bench --sizes 64,256,1024 --receivers 1,3 --json bench.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import sys
from collections.abc import Callable
from dataclasses import asdict
from functools import partial
from typing import Any, cast

import torch

from twophase.core.buckets import BYTES_PER_MB
from twophase.core.protocol import ChecksumChoice, TransferFormat
from twophase.tools.bench import (
    across_hosts,
    adapter_bench,
    delta_bench,
    delta_cluster,
    sharded_cluster,
    sharded_local,
)
from twophase.tools.bench.latency import latency_table, latency_targets
from twophase.tools.bench.local_cluster import (
    BenchCluster,
    RouteNotTaken,
    Sample,
    first_sync_latency,
    measure_latency,
)
from twophase.tools.bench.plot import plot_bench, plot_path
from twophase.tools.bench.report import Run, pass_costs, pause_targets, report_targets, table
from twophase.tools.bench.setup_stalls import setup_stalls, stalls_table
from twophase.tools.devices import BenchDevices, bench_devices

# (method, variant) in the order they run in each repeat. The limit into a reused buffer is
# the reference for ratios (the wire alone); into a fresh buffer it also pays for fresh memory,
# as a receiver that holds no model-size buffer between syncs (staged mode) must.
VARIANTS: tuple[tuple[str, str | None], ...] = (
    ("raw_broadcast", "fresh buffer"),
    ("raw_broadcast", "reused buffer"),
    ("flattened", "staged"),
    ("shared_memory", "staged"),
    ("per_tensor", "staged"),
    ("flattened", "streaming"),
    ("per_param_http", None),
)
METHODS = tuple(dict.fromkeys(method for method, _ in VARIANTS))


# Generate latency under load: threads per receiver, tokens per call, window seconds.
LOAD_THREADS = 3
LOAD_TOKENS = 4
LOAD_SECONDS = 2.0


async def measure(
    size_mb: float, receivers: int, args: argparse.Namespace, devices: BenchDevices
) -> tuple[list[Run], list[dict[str, Any]]]:
    """Every variant of ``--methods`` at one size and receiver count, ``--repeats`` times,
    interleaved; then, unless ``--load-threads 0``, generate latency idle and during syncs
    (``measure_latency``). ``devices``: where the trainer and receivers run."""
    checksum: ChecksumChoice | None = None if args.checksum == "none" else args.checksum
    where = f"  {size_mb:g} MB, {receivers} receivers"
    async with BenchCluster(
        size_mb, args.tensors, receivers, args.bucket_mb, checksum, devices
    ) as cluster:
        # Warm-up: forms the group (4 requests); under load, the first sync's row.
        first_sync = partial(_sample, cluster, ("flattened", "staged"))
        first: list[dict[str, Any]] = []
        if args.load_threads > 0:
            load = {"threads": args.load_threads, "tokens": LOAD_TOKENS}
            first.append(
                await first_sync_latency(cluster, first_sync, **load, seconds=args.load_seconds)
            )
        else:
            await first_sync()
        await cluster.raw_broadcast()  # warm-up: the baselines' connections
        variants = [v for v in VARIANTS if v[0] in args.methods]
        if not same_device(devices):  # a trainer's GPU is shared only with its own GPU's ranks
            variants = [v for v in variants if v[0] != "shared_memory"]
        samples: dict[tuple[str, str | None], list[Sample]] = {v: [] for v in variants}
        shared = ("shared_memory", "staged")
        if shared in variants:
            # In a block of its own, first: the receivers adopt its segments as their
            # weights, and keep no staging of their own after it, so a sync by the group
            # right after one would receive into fresh memory. Two staged syncs by the group
            # after the block bring back the group's steady state (weights in one set of
            # buffers, the next sync's staging in another).
            variants.remove(shared)
            # The first two make the trainer's two sets of segments (each sync writes the
            # set no receiver serves from): warm-ups.
            try:
                for _ in range(2 + args.repeats):
                    samples[shared].append(await _sample(cluster, shared))
                samples[shared] = samples[shared][2:]
            except RouteNotTaken as exc:
                # On a GPU the driver may refuse CUDA IPC (no ptrace, a sandbox): the route
                # falls back to the group, named, and the rest of the bench still runs.
                if devices.sender == "cpu":
                    raise  # host memory on one host: the route must be taken
                print(f"{where}: shared_memory not measured: {exc}", flush=True)
                del samples[shared]
            for _ in range(2):
                await _sample(cluster, ("flattened", "staged"))
        last_mode: str | None = "staged"  # the warm-up's
        for repeat in range(args.repeats):
            for variant in variants:
                if variant[1] == "staged" and last_mode != "staged":
                    # Staged in its steady state: receiving into the buffers of the previous
                    # staged sync (a streaming sync releases them).
                    await _sample(cluster, variant)
                last_mode = variant[1] if variant[1] in ("staged", "streaming") else last_mode
                samples[variant].append(await _sample(cluster, variant))
            print(f"{where}: repeat {repeat + 1}/{args.repeats} done", flush=True)
        latency: list[dict[str, Any]] = []
        if args.load_threads > 0:
            latency = first + await measure_latency(
                cluster, threads=args.load_threads, tokens=LOAD_TOKENS, seconds=args.load_seconds
            )
            print(f"{where}: generate latency under load done", flush=True)
        if not await cluster.digests_equal():
            raise RuntimeError("a receiver's weights differ from the sender's after the runs")
        buckets = len(cluster.manifest.buckets)
        largest = cluster.manifest.largest_bucket
        runs = [
            _run(method, mode, cluster, values, buckets, largest)
            for (method, mode), values in samples.items()
        ]
        return runs, latency


def same_device(devices: BenchDevices) -> bool:
    """Whether the same-host route can carry this bench's syncs: host memory on the CPU; on a
    GPU, CUDA IPC of the trainer's flattened buckets, which a rank takes only where its own
    device is the trainer's (``transport/cuda_ipc.py``)."""
    return all(device == devices.sender for device in devices.receivers)


async def _sample(cluster: BenchCluster, variant: tuple[str, str | None]) -> Sample:
    """One run of ``variant`` (method, mode or buffer)."""
    method, mode = variant
    if method == "raw_broadcast":
        return await cluster.raw_broadcast(reuse=mode == "reused buffer")
    if method == "per_param_http":
        return await cluster.per_param_http()
    assert mode is not None
    if method == "shared_memory":
        return await cluster.twophase("flattened", mode, shared=True)
    return await cluster.twophase(cast(TransferFormat, method), mode)


def _run(
    method: str,
    mode: str | None,
    cluster: BenchCluster,
    samples: list[Sample],
    buckets: int,
    largest_bucket: int,
) -> Run:
    seconds = statistics.median(s.seconds for s in samples)
    return Run(
        method=method,
        variant=mode,
        size_mb=cluster.size_mb,
        receivers=cluster.receivers,
        seconds=seconds,
        gbps=cluster.nbytes / seconds / 1e9,
        transfer_seconds=statistics.median(s.transfer_s for s in samples),
        http_requests=samples[-1].http_requests,
        peak_extra_mb=max(s.peak_extra_bytes for s in samples) / BYTES_PER_MB,
        tensors=len(cluster.specs),
        buckets={"raw_broadcast": 1, "per_param_http": len(cluster.specs)}.get(method, buckets),
        bucket_mb=largest_bucket / BYTES_PER_MB,
        model_mb=cluster.nbytes / BYTES_PER_MB,
        samples=[s.seconds for s in samples],
    )


def _numbers(kind: type[float] | type[int], what: str) -> Callable[[str], list[Any]]:
    """An argparse type: comma-separated numbers of ``kind``, e.g. ``64,256,1024``."""

    def parse(text: str) -> list[Any]:
        try:
            return [kind(part) for part in text.split(",")]
        except ValueError:
            raise argparse.ArgumentTypeError(f"not comma-separated {what}: {text!r}") from None

    return parse


def _positive_mb(text: str) -> float:
    """An argparse type: a finite number of megabytes above 0, at most a TiB."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= 1 << 20:
        raise argparse.ArgumentTypeError(f"not a size in MB above 0 and at most 1048576: {text!r}")
    return value


def _methods(text: str) -> tuple[str, ...]:
    methods = tuple(text.split(","))
    if unknown := set(methods) - set(METHODS):
        raise argparse.ArgumentTypeError(
            f"unknown methods {sorted(unknown)}; choose from {', '.join(METHODS)}"
        )
    return methods


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--sizes",
        type=_numbers(float, "numbers"),
        default=[64.0, 256.0, 1024.0],
        help="model sizes in MB, comma separated (default: 64,256,1024)",
    )
    parser.add_argument(
        "--receivers",
        type=_numbers(int, "whole numbers"),
        default=[1, 3],
        help="receiving ranks, comma separated (default: 1,3)",
    )
    parser.add_argument("--tensors", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bucket-mb", type=float, default=64)
    parser.add_argument(
        "--setup-stall-mb",
        type=_positive_mb,
        default=1024,
        help="on a GPU: the bucket size whose one-time setup is measured against kernels "
        "running on the device (the trainer's default bucket: 1024)",
    )
    parser.add_argument(
        "--checksum", choices=["auto", "crc32", "sha256", "xxh3", "wsum64", "none"], default="auto"
    )
    parser.add_argument(
        "--methods", type=_methods, default=METHODS, help="a subset of " + ",".join(METHODS)
    )
    parser.add_argument(
        "--load-threads",
        type=int,
        default=LOAD_THREADS,
        help="generate latency under load: threads calling generate in each receiver "
        f"(default {LOAD_THREADS}; 0 skips the measurement)",
    )
    parser.add_argument(
        "--load-seconds",
        type=float,
        default=LOAD_SECONDS,
        help=f"each latency window, idle and per apply method (default {LOAD_SECONDS:g})",
    )
    parser.add_argument("--json", help="also write the runs as JSON to this path")
    parser.add_argument(
        "--device",
        default="cpu",
        metavar="DEV",
        help="where the weights live: cpu (default), cuda or cuda:N (the trainer there, each "
        "receiver on a GPU of its own after it over NCCL where there are enough, else all on "
        "it over gloo)",
    )
    parser.add_argument(
        "--cluster",
        action="store_true",
        help="between hosts (network namespaces, needs root): the sync methods and a raw "
        "broadcast against the line-rate limit, for 1 and 3 receivers",
    )
    parser.add_argument(
        "--sharded",
        action="store_true",
        help="on this host: two FSDP2 trainer ranks into a TP 2 server, through shared memory "
        "against the group (sharded_local.py); with --cluster: M trainer hosts (FSDP2, one "
        "rank each) into two TP 2 servers, sharded against today's broadcast, M = 1, 2, 4; "
        "with --cluster --delta: two trainer ranks, each pair a delta",
    )
    parser.add_argument(
        "--delta",
        action="store_true",
        help="a delta sync against a whole one of the same AdamW step, at each of --sizes, "
        "learning rates 1e-6 and 1e-5 (delta_bench.py); with --cluster, between hosts "
        "(delta_cluster.py)",
    )
    parser.add_argument(
        "--max-senders", type=int, default=4, help="--sharded: the largest M (1, 2 or 4)"
    )
    parser.add_argument(
        "--link-rate",
        default="1gbit",
        help="--cluster: every host's line rate (tbf); --cluster --sharded: a comma-separated "
        "list runs each (1gbit,200mbit)",
    )
    parser.add_argument(
        "--cluster-size",
        default=None,
        help="--cluster: the built-in model's size (default medium); --cluster --sharded: the "
        "Llama's, medium (109 MB) or small (30 MB), or both (medium,small); --sharded alone: "
        "tiny, small, medium or large (453 MB, the default)",
    )
    adapter_bench.add_arguments(parser)
    parser.add_argument(
        "--plot",
        type=plot_path,
        metavar="PATH",
        help="also draw sync time and the apply's pause against size into this figure "
        "(.png, .svg, .pdf; needs matplotlib: pip install 'twophase[plot]')",
    )


def main(argv: list[str] | None = None) -> int:
    """``python -m twophase.tools.bench.main``: the same as ``twophase bench``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


def run(args: argparse.Namespace) -> int:
    if args.adapter:
        return adapter_bench.run(args)
    if args.delta:
        return delta_cluster.run(args) if args.cluster else delta_bench.run(args)
    if args.cluster and args.sharded:
        return sharded_cluster.run(args)
    if args.sharded:
        return sharded_local.run(args)
    if args.cluster:
        return across_hosts.run(args)
    sizes: list[float] = args.sizes
    receiver_counts: list[int] = args.receivers
    try:
        placed = [bench_devices(args.device, n) for n in receiver_counts]
    except ValueError as exc:
        raise SystemExit(f"twophase bench: {exc}") from None
    where = "; ".join(
        f"{n} receivers: trainer on {d.sender}, receivers on {','.join(d.receivers)}, {d.backend}"
        for n, d in zip(receiver_counts, placed, strict=True)
    )
    print(
        f"twophase bench: {args.tensors} tensors, {args.bucket_mb:g} MB buckets, "
        f"checksum {args.checksum}, median of {args.repeats}; over loopback ({where}), "
        f"{torch.get_num_threads()} torch threads",
        flush=True,
    )
    runs: list[Run] = []
    latency: list[dict[str, Any]] = []
    for receivers, devices in zip(receiver_counts, placed, strict=True):
        for size in sizes:
            measured, loaded = asyncio.run(measure(size, receivers, args, devices))
            runs += measured
            latency += loaded
    print()
    print(table(runs))
    if latency:
        print()
        print(latency_table(latency))
    costs = pass_costs()
    pauses = pause_targets(sizes, args.tensors, placed[0].sender)
    targets = report_targets(runs) + pauses + latency_targets(latency)
    print()
    print("\n".join(t["line"] for t in targets))
    print(
        "\nwhat each extra pass over the bytes costs here (GB/s, one core): "
        + ", ".join(f"{name} {gbps:.2f}" for name, gbps in costs.items())
    )
    stalls = measure_setup_stalls(placed[0].sender, args.setup_stall_mb)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "runs": [asdict(r) for r in runs],
                    "latency": latency,
                    "targets": targets,
                    "pass_gbps": costs,
                    "setup_stalls": stalls,
                },
                f,
                indent=2,
            )
        print(f"wrote {args.json}")
    if args.plot:
        plot_bench(runs, pauses, args.plot)
        print(f"wrote {args.plot}")
    return 0


def measure_setup_stalls(device: str, bucket_mb: float) -> list[dict[str, Any]]:
    """On a GPU: what each way of a first sync's setup costs work on the device
    (``setup_stalls.py``), printed; a failure to measure is printed, not raised (the run's
    other figures are written all the same). On the CPU: nothing."""
    if not device.startswith("cuda"):
        return []
    try:
        rows = setup_stalls(torch.device(device), int(bucket_mb * BYTES_PER_MB))
    except (RuntimeError, OSError) as exc:
        print(f"\nsetup stalls: not measured: {exc}")
        return []
    print()
    print(stalls_table(rows))
    return rows


if __name__ == "__main__":
    sys.exit(main())
