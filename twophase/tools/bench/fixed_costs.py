"""The costs ``core/cost.py`` adds to a sync's bytes, measured in the run that predicts with
them (issue 38), so that a prediction carries only what the model says, never a figure fitted
to the syncs it predicts:

- the protocol's steps, on the cluster itself: a Llama of about 0.3 MB (so the bytes cost
  nothing) synced by the same deployment as the syncs to predict (the trainer's ranks and
  hosts, the servers' kind and TP), ``CALIBRATION_SYNCS`` times in one bucket and as many in
  ``MANY_BUCKETS`` buckets; from the trainer's phases: an HTTP step (half of prepare, which is
  the capabilities and the prepare), a small collective (a quarter of the one-bucket transfer:
  the probe's two and the vote's two), a bucket (the difference the extra buckets make), the
  apply (complete less an HTTP step), the group's join, and the time outside the trainer's
  phases (the request to it, a sharded trainer's setup among its ranks);
- the links' efficiency: the share of the line rate a raw gloo transfer's payload gets from
  one host to another (``rawcast.py``, one message of about half a second's bytes, the median
  of three);
- the CPU's passes over the bytes, on this machine: a copy of a tensor-parallel rank's part
  into its shard, a delta's encode and patch at the density the sync reports
  (``at_density``);
- what grows with the sync's size (``cpu_costs``, from the calibration Llama and one of about
  85 MB synced by the same deployment on links fast enough that the cores set the time): the
  core-seconds the sync's processes spend together while the bytes move, a fixed part and a
  part per byte received (this machine's busy time, from ``/proc/stat``: the namespaced hosts
  share its cores, which past some line rate set the transfer's time), and the time before
  the group's phases per byte of the model (a gathered sync's gather).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, NamedTuple

import torch

from twophase.core.checksums import Checksummer
from twophase.core.cost import FixedCosts
from twophase.core.delta import apply_header, encode
from twophase.testing.netcluster import Cluster
from twophase.testing.netprocs import Deployment
from twophase.tools.bench.cluster_common import llama
from twophase.tools.bench.cpu_clock import CpuClock
from twophase.tools.bench.rawcast import raw_broadcast

CALIBRATION_LLAMA = {
    "vocab_size": 256,
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
}
CALIBRATION_SYNCS = 5
# The CPU's share of a transfer, per byte: the calibration Llama against one of about 85 MB
# at 8 layers (as many layers as the calibration's), whose transfers last long enough to time
# on the machine's clock; warmed up first (a process's first syncs fault in their buffers).
CPU_LLAMA = {
    "vocab_size": 2048, "hidden_size": 448, "intermediate_size": 1344,
    "num_hidden_layers": 8, "num_attention_heads": 8, "num_key_value_heads": 4,
}  # fmt: skip
CPU_WARMUPS = 2
CPU_SYNCS = 5
MANY_BUCKETS = 16
CPU_BYTES = 64 << 20  # the CPU measurements' tensors
BUCKET_MB = 4.0  # the CPU calibration's buckets: the cluster benches'
EFFICIENCY_S = 0.5  # the raw transfer's length at the line rate


def measure(
    deploy: Callable[[str], Deployment], *, layers: int = 2, gather: bool = False
) -> FixedCosts:
    """The fixed costs of syncs by the deployment ``deploy(model_dir)`` makes (the syncs to
    predict make theirs the same way, with their own model), with the CPU's rates.
    ``layers``: the calibration Llama's, as many as the Llama to predict has (a sharded
    sync's steps cost per tensor and pair); ``gather``: syncs gathered onto rank 0."""
    return _measure(deploy, delta=False, layers=layers, gather=gather)[0]


@dataclass(frozen=True)
class SizeCosts:
    """What a sync costs beyond the fixed costs, as its size grows (``cpu_costs``)."""

    cpu_s: float  # the transfer's core-seconds whatever its size
    cpu_byte_s: float  # and per byte the receiver ranks receive
    outside_byte_s: float  # the seconds before the group's phases per byte of the model


def cpu_costs(
    deploy: Callable[[str], Deployment],
    received: Callable[[Deployment], float],
    *,
    layers: int = 2,
    gather: bool = False,
) -> SizeCosts:
    """What a sync by ``deploy(model_dir)``'s deployment costs as its size grows: its
    transfer's core-seconds on this machine, and the time before its phases (a gathered
    sync's gather), from the calibration Llama and ``CPU_LLAMA`` at ``layers`` layers (the
    same tensors, larger), each synced by the same deployment (``received(deployment)``: its
    bytes, from its plan). Best measured on links fast enough that the cores set the time:
    the transfers are then as short as they can be, and long enough to time."""
    small = _sized(deploy, received, CALIBRATION_LLAMA, layers, gather)
    return size_costs(small, _sized(deploy, received, CPU_LLAMA, layers, gather))


def size_costs(small: Sized, large: Sized) -> SizeCosts:
    """``cpu_costs`` from its two syncs: the calibration Llama's (``small``, as
    ``sized_on`` measures it) and ``CPU_LLAMA``'s, at as many layers."""
    per_byte = max(0.0, (large.cpu_s - small.cpu_s) / (large.received - small.received))
    outside = max(0.0, (large.outside_s - small.outside_s) / (large.model - small.model))
    return SizeCosts(max(0.0, small.cpu_s - per_byte * small.received), per_byte, outside)


def large_sized(
    deploy: Callable[[str], Deployment],
    received: Callable[[Deployment], float],
    *,
    layers: int,
    gather: bool = False,
) -> Sized:
    """``cpu_costs``' sync of ``CPU_LLAMA`` at ``layers`` layers, by ``deploy``'s deployment."""
    return _sized(deploy, received, CPU_LLAMA, layers, gather)


class Sized(NamedTuple):
    """One calibration Llama's sync: its bytes, what its receiver ranks receive, the
    transfer's core-seconds and the time before the group's phases."""

    model: float
    received: float
    cpu_s: float
    outside_s: float


def _sized(
    deploy: Callable[[str], Deployment],
    received: Callable[[Deployment], float],
    config: dict[str, int],
    layers: int,
    gather: bool,
) -> Sized:
    """``sized_on`` a deployment of a ``config`` Llama at ``layers`` layers."""
    with llama(config | {"num_hidden_layers": layers}) as model, deploy(model) as deployment:
        deployment.register()
        return sized_on(deployment, received, gather=gather)


def sized_on(
    deployment: Deployment, received: Callable[[Deployment], float], *, gather: bool = False
) -> Sized:
    """For the Llama ``deployment`` syncs (registered), the medians over ``CPU_SYNCS`` syncs
    (after ``CPU_WARMUPS``) of the machine's busy core-seconds over the transfer
    (``_phases``) and of the time before the group's phases."""
    with CpuClock() as clock:
        nbytes = received(deployment)
        rest = clock.rest_rate()
        _phases(deployment, BUCKET_MB, gather=gather, syncs=CPU_WARMUPS)
        phases = _phases(deployment, BUCKET_MB, gather=gather, syncs=CPU_SYNCS,
                         clock=(clock, rest))  # fmt: skip
    model_bytes = deployment.model_bytes()
    return Sized(model_bytes, nbytes, phases["transfer_cpu"], phases["outside"])


def measure_with_delta(deploy: Callable[[str], Deployment]) -> tuple[FixedCosts, FixedCosts]:
    """``measure``'s, and a delta sync's: as many delta syncs of the same weights (nothing
    changed: the delta's own steps, its pack and its base's bookkeeping, cost the rest)."""
    whole, delta = _measure(deploy, delta=True)
    assert delta is not None
    return whole, delta


def _measure(
    deploy: Callable[[str], Deployment], *, delta: bool, layers: int = 2, gather: bool = False
) -> tuple[FixedCosts, FixedCosts | None]:
    with (
        llama(CALIBRATION_LLAMA | {"num_hidden_layers": layers}) as model,
        deploy(model) as deployment,
    ):
        deployment.register()
        return measure_on(deployment, delta=delta, gather=gather)


def calibration_llama(layers: int) -> AbstractContextManager[str]:
    """The calibration Llama at ``layers`` layers, made in a directory of its own: what
    ``measure_on`` and ``sized_on`` expect the deployment they are given to sync."""
    return llama(CALIBRATION_LLAMA | {"num_hidden_layers": layers})


def measure_on(
    deployment: Deployment, *, delta: bool = False, gather: bool = False
) -> tuple[FixedCosts, FixedCosts | None]:
    """``measure``'s (and, ``delta``, ``measure_with_delta``'s) costs from the syncs of
    ``deployment`` (registered, of the calibration Llama), on its cluster as it is now."""
    nbytes = deployment.model_bytes()
    _phases(deployment, 1024.0, gather=gather)  # the warm-up: the group forms
    one = _phases(deployment, 1024.0, gather=gather)
    many = _phases(deployment, nbytes / MANY_BUCKETS / 2**20, gather=gather)
    as_delta = _phases(deployment, 1024.0, delta=True) if delta else None
    bucket_s = max(0.0, (many["transfer"] - one["transfer"]) / (MANY_BUCKETS - 1))
    whole = _costs(one, bucket_s)
    return whole, None if as_delta is None else _costs(as_delta, bucket_s)


def _costs(phases: dict[str, float], bucket_s: float) -> FixedCosts:
    """The costs from one kind of sync's phases (a delta's prepare holds its pack)."""
    http_s = phases["prepare"] / 2
    return FixedCosts(
        http_s=http_s,
        collective_s=phases["transfer"] / 4,
        join_s=phases["group_join"],
        bucket_s=bucket_s,
        apply_s=max(0.0, phases["complete"] - http_s),
        setup_s=max(0.0, phases["outside"]),
    )


def link_efficiency(cluster: Cluster, src: str, dst: str, rate_bps: float) -> float:
    """The share of ``rate_bps`` a raw transfer's payload gets from ``src`` to ``dst``."""
    nbytes = max(8 << 20, int(rate_bps / 8 * EFFICIENCY_S))
    seconds = statistics.median(raw_broadcast(cluster, [src, dst], nbytes, 3))
    return min(1.0, nbytes / seconds / (rate_bps / 8))


def with_copy(fixed: FixedCosts, ranks: int) -> FixedCosts:
    """``fixed`` for servers that copy the received tensors into their own (a
    tensor-parallel module's shards, ``receiver/rank_model.swap_in``): at the rate of such a
    swap here, shared by the ``ranks`` that apply at once (the namespaced hosts share this
    machine's cores)."""
    return replace(fixed, copy_bytes_s=_rate(_copies().part_swap) / ranks)


def summary(fixed: FixedCosts) -> str:
    """The measured costs in a line."""
    said = (
        f"HTTP step {fixed.http_s * 1e3:.1f} ms, collective {fixed.collective_s * 1e3:.1f} ms, "
        f"bucket {fixed.bucket_s * 1e3:.2f} ms, apply {fixed.apply_s * 1e3:.1f} ms, join "
        f"{fixed.join_s * 1e3:.1f} ms, setup {fixed.setup_s * 1e3:.1f} ms"
    )
    if fixed.copy_bytes_s is not None:
        said += f"; a TP rank's copy {fixed.copy_bytes_s / 1e9:.1f} GB/s"
    if fixed.cpu_byte_s:
        said += (f"; CPU while the bytes move: {fixed.cpu_s * 1e3:.0f} core-ms and "
                 f"{fixed.cpu_byte_s * 1e9:.2f} core-ns a byte")  # fmt: skip
    return said


def _phases(
    deployment: Deployment,
    bucket_mb: float,
    delta: bool = False,
    gather: bool = False,
    syncs: int = CALIBRATION_SYNCS,
    clock: tuple[CpuClock, float] | None = None,
) -> dict[str, float]:
    """The median of each phase the trainer reports over ``syncs`` syncs, and of the time
    outside them (``outside``: the request's own, the trainer's setup); with ``clock`` (a
    clock and the cores' busy rate at rest), of the machine's core-seconds over the transfer
    phase beyond that rest (``transfer_cpu``), the phase placed by the trainer's account of
    its phases, which end with the apply just before its answer."""
    seen: list[dict[str, float]] = []
    for _ in range(syncs):
        status, reply, seconds = deployment.sync(
            bucket_mb=bucket_mb, timeout_s=600, delta=delta, gather=gather
        )
        answered = time.monotonic()
        if status != 200 or not reply.get("success"):
            raise RuntimeError(f"a calibration sync failed: {reply.get('message')}")
        phases = reply["phase_seconds"] | {"outside": seconds - reply["phase_seconds"]["total"]}
        if clock is not None:
            ended = answered - phases.get("complete", 0.0)
            started = ended - phases["transfer"]
            busy, rest = clock[0].busy_s(started, ended), clock[1]
            phases["transfer_cpu"] = busy - rest * (ended - started)
        seen.append(phases)
    return {k: statistics.median(s.get(k, 0.0) for s in seen) for k in seen[0]}


def _rate(job: Callable[[], Any]) -> float:
    """``CPU_BYTES`` over the best of three runs of ``job`` (after one to warm up)."""
    job()
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        job()
        best = min(best, time.perf_counter() - started)
    return CPU_BYTES / best


class _Copies:
    """Tensors of ``CPU_BYTES`` to time copies with (made when first timed, not on import:
    every ``twophase`` command imports the benches)."""

    def __init__(self) -> None:
        self.source = torch.randn(CPU_BYTES // 4 // 1024, 1024)
        self.columns = torch.empty(self.source.shape[0], self.source.shape[1] // 2)
        self.rows = torch.empty(self.source.shape[0] // 2, self.source.shape[1])
        self.scratch = torch.empty(self.columns.numel())

    def part_swap(self) -> None:
        """A TP rank's apply of whole received tensors (``swap_in``), for its part of each:
        the shard out to scratch, the received part (strided, for a split by columns) into
        the shard, the old shard into the received tensor's place (for a revert). Half of
        one tensor's columns and half of another's rows, as a Llama's layers split (the
        bytes kept: ``CPU_BYTES``)."""
        for shard, part in (
            (self.columns, self.source[:, : self.columns.shape[1]]),
            (self.rows, self.source[: self.rows.shape[0]]),
        ):
            old = self.scratch[: shard.numel()].view(shard.shape)
            old.copy_(shard)
            shard.copy_(part)
            part.copy_(old)


@cache
def _copies() -> _Copies:
    return _Copies()


def at_density(
    fixed: FixedCosts, density: float, *, pairs: bool, senders: int, receivers: int
) -> FixedCosts:
    """``fixed`` with a delta's encode and patch measured at ``density`` (their cost per
    byte grows with it, and the encoding changes: indices, then a bitmap), the receivers'
    patch as a sharded sync's pairs do it (``pairs``) or a broadcast's staging. The
    namespaced cluster's hosts share this machine's cores: the ``senders`` encoding at once,
    and the ``receivers`` ranks patching at once, each get that share of them."""
    delta = _Delta(density)
    patch = delta.patch_pair if pairs else delta.patch
    return replace(
        fixed,
        encode_bytes_s=_rate(delta.encode) / senders,
        patch_bytes_s=_rate(patch) / receivers,
    )


class _Delta:
    """A bucket of ``CPU_BYTES`` of bf16 and its next version, ``density`` of its words
    changed at random places."""

    def __init__(self, density: float) -> None:
        generator = torch.Generator().manual_seed(0)
        self.base = torch.randn(CPU_BYTES // 2, generator=generator).to(torch.bfloat16)
        self.new = self.base.clone()
        changed = torch.rand(self.base.numel(), generator=generator) < density
        self.new.view(torch.int16)[changed] ^= 1  # the lowest mantissa bit: always a change
        self.packed = torch.empty_like(self.new)
        self.patched = torch.empty_like(self.base)
        self.delta = encode(self.base.view(torch.uint8), self.new.view(torch.uint8), 2)

    def encode(self) -> None:
        """The sender, per bucket: pack it, checksum it, encode it against its base."""
        self.packed.copy_(self.new)
        _xxh3(self.packed)
        encode(self.base.view(torch.uint8), self.packed.view(torch.uint8), 2)

    def patch(self) -> None:
        """A receiver rank, per bucket (``core.delta.patch_bucket``): pack its base from its
        live weights, checksum it, patch it; then the new version's checksum for the vote."""
        self.patched.copy_(self.base)
        _xxh3(self.patched)
        apply_header(self.patched.view(torch.uint8), self.delta.payload, self.delta.header())
        _xxh3(self.patched)

    def patch_pair(self) -> None:
        """A receiver rank of a sharded sync, per bucket of a pair (``transport/pairs.py``):
        a fresh buffer, the base packed into it from the rank's shards, checksummed,
        patched, landed in the shards (a copy), and checksummed for the vote."""
        buffer = torch.zeros_like(self.base)
        buffer.copy_(self.base)
        _xxh3(buffer)
        apply_header(buffer.view(torch.uint8), self.delta.payload, self.delta.header())
        self.patched.copy_(buffer)
        _xxh3(self.patched)


def _xxh3(tensor: torch.Tensor) -> str:
    running = Checksummer("xxh3")  # "auto" on the host
    running.update(tensor.view(torch.uint8))
    return running.hexdigest()
