"""CUDA behaviour of the data path. Skipped with a reason on machines without a GPU; run them
on a GPU machine with ``make test`` (gloo over CUDA tensors on one GPU, NCCL needs two)."""

from __future__ import annotations

import dataclasses
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import torch

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.helpers import free_port, group_config, host_port, model_tensors, post
from tests.servers import digest, serve, trainer_digest_for, trainer_process
from twophase import ModuleApplier, RankHost
from twophase.core import checksums
from twophase.core.buckets import (
    Bucket,
    Manifest,
    TensorSpec,
    as_bytes,
    new_buffer,
    pack,
    plan_buckets,
    unpack,
)
from twophase.core.checksums import checksum
from twophase.core.table import Deadlines
from twophase.receiver.rank_worker import RankWorker
from twophase.receiver.receive_job import ReceiveJob
from twophase.testing.tiny_lm import TinyLM
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import SyncGroup
from twophase.transport.host_staging import STAGED_IN_FLIGHT, HostStaging, staging_for
from twophase.transport.sending import send_buckets

GPUS = torch.cuda.device_count() if torch.cuda.is_available() else 0
needs_gpu = pytest.mark.skipif(GPUS < 1, reason="needs a CUDA GPU (none on this machine)")
needs_two = pytest.mark.skipif(GPUS < 2, reason=f"needs 2 CUDA GPUs, this machine has {GPUS}")
TIMEOUTS = Deadlines(first_byte=30, progress=30)


class DeviceSink:
    """Records where each buffer was allocated and consumes it on another stream."""

    def __init__(self) -> None:
        self.current_devices: set[int] = set()
        self.copies: dict[str, torch.Tensor] = {}
        self.events = 0
        self.consumer = torch.cuda.Stream() if GPUS else None

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        self.current_devices.add(torch.cuda.current_device())
        return new_buffer(bucket, device)

    def received(self, bucket: Bucket, buffer: torch.Tensor, ready: object) -> None:
        assert isinstance(ready, torch.cuda.Event)
        self.events += 1
        assert self.consumer is not None
        with torch.cuda.stream(self.consumer):
            self.consumer.wait_event(ready)  # never assume stream order
            for name, view in unpack(bucket, buffer).items():
                self.copies[name] = view.to("cpu", non_blocking=False)


def sync_once(device: torch.device, backend: str) -> tuple[DeviceSink, dict[str, torch.Tensor]]:
    tensors = {n: t.to(device) for n, t in model_tensors(count=40).items()}
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=1)
    port = free_port()
    sender_device = torch.device("cuda", 0)
    with ThreadPoolExecutor(1) as pool:
        sender = pool.submit(
            SyncGroup, group_config(port, 0, 2, backend=backend, device=sender_device)
        )
        worker = RankWorker(group_config(port, 1, 2, backend=backend, device=device))
        group = sender.result(60)
    sink = DeviceSink()
    wire = Manifest.from_wire(manifest.to_wire())
    try:
        handle = worker.submit(ReceiveJob("s", wire, sink, TIMEOUTS))
        handle.posted.result(30)
        run_probe(group, manifest, timeout_s=30)
        sent = send_buckets(
            group,
            manifest,
            iter(tensors.items()),
            transfer_format="flattened",
            deadlines=TIMEOUTS,
            first_collective=False,
        )
        run_vote(group, sent, timeout_s=30)
        handle.done.result(60)
    finally:
        worker.close()
        group.close()
    return sink, tensors


@needs_gpu
def test_gloo_over_cuda_tensors_hands_over_with_an_event() -> None:
    sink, tensors = sync_once(torch.device("cuda", 0), "gloo")
    specs = [TensorSpec.of(n, t) for n, t in tensors.items()]
    assert sink.events == len(plan_buckets(specs, 1).buckets)  # one event per bucket
    for name, tensor in tensors.items():
        assert torch.equal(as_bytes(sink.copies[name].contiguous()), as_bytes(tensor.cpu())), name


def point_to_point(device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """One gloo send of 1 MiB from group rank 0 to rank 1, each end a thread on ``device``:
    what was sent, what landed."""
    port = free_port()
    configs = [group_config(port, r, 2, backend="gloo", device=device) for r in range(2)]
    with ThreadPoolExecutor(2) as pool:
        sender, receiver = (f.result(60) for f in [pool.submit(SyncGroup, c) for c in configs])
    try:
        data = torch.randint(0, 256, (1 << 20,), dtype=torch.uint8, device=device)
        into = torch.zeros_like(data)
        with ThreadPoolExecutor(2) as pool:
            sent = pool.submit(
                lambda: sender.start_send(data, dst=1, tag=3, timeout_s=30, what="send").wait()
            )
            got = pool.submit(
                lambda: receiver.start_recv(into, src=0, tag=3, timeout_s=30, what="recv").wait()
            )
            sent.result(60)
            got.result(60)
    finally:
        sender.close()
        receiver.close()
    return data, into


@needs_gpu
def test_gloo_point_to_point_moves_cuda_tensors_through_host_copies() -> None:
    """gloo's send and recv take host memory only (its collectives stage CUDA tensors
    themselves): a mixed delta round or a sharded sync over gloo on one GPU sends each CUDA
    payload through a host copy, and it lands on the device."""
    data, into = point_to_point(torch.device("cuda", 0))
    torch.cuda.synchronize()
    assert into.device.type == "cuda" and torch.equal(into, data)


@needs_gpu
def test_gloo_staging_is_page_locked_and_moves_cuda_bytes_a_piece_at_a_time() -> None:
    """gloo's host staging of our own: a slot is pinned a piece at a time (so copies from it
    are asynchronous DMA), and the paced copies land every byte both ways."""
    staging = HostStaging(torch.device("cuda", 0), piece_bytes=1 << 20)
    nbytes = 5 * (1 << 20) + 3
    slot = staging.take(nbytes)
    assert slot.pinned and slot.buffer.is_pinned()
    data = torch.randint(0, 256, (nbytes,), dtype=torch.uint8, device="cuda:0")
    host = slot.view_of(data)
    staging.to_host(host, data)
    assert torch.equal(host, data.cpu())
    into = torch.zeros_like(data)
    staging.to_device(into, host)
    assert torch.equal(into, data)  # landed on return: no synchronize needed
    staging.give_back(slot)
    staging.clear()
    assert not slot._unpin.alive  # unpinned once let go


@needs_gpu
def test_a_gloo_sync_of_cuda_tensors_goes_through_staging_and_gives_every_slot_back() -> None:
    """The trainer's and the receiver's gloo collectives on CUDA tensors take slots of the
    process's staging (none of gloo's own pinned copies), and a completed sync leaves every
    slot in the pool for the next: from the second sync on nothing is pinned."""
    staging = staging_for(torch.device("cuda", 0))
    staging.clear()
    made = staging.slots_made
    sink, tensors = sync_once(torch.device("cuda", 0), "gloo")
    assert staging.slots_made > made
    assert staging.free == staging.slots_made - made  # every slot back, none lost
    for name, tensor in tensors.items():
        assert torch.equal(as_bytes(sink.copies[name].contiguous()), as_bytes(tensor.cpu())), name


@needs_gpu
def test_a_gloo_group_on_a_gpu_pins_room_for_the_planned_buckets_as_it_forms() -> None:
    """A group told the largest bucket (``staging_bytes``, the trainer's init says it) makes
    and pins ``STAGED_IN_FLIGHT`` slots of it as it forms: the first sync pins nothing."""
    staging = staging_for(torch.device("cuda", 0))
    assert staging_for(torch.device("cuda")) is staging  # no index: the current device's
    staging.clear()
    made = staging.slots_made
    config = group_config(free_port(), 0, 1, device=torch.device("cuda", 0))
    group = SyncGroup(dataclasses.replace(config, staging_bytes=3 << 20))
    try:
        assert staging.slots_made - made == STAGED_IN_FLIGHT
        slots = [staging.take(3 << 20) for _ in range(STAGED_IN_FLIGHT)]
        assert staging.slots_made - made == STAGED_IN_FLIGHT  # taken from the room made
        assert all(slot.pinned and slot.buffer.is_pinned() for slot in slots)
        for slot in slots:
            staging.give_back(slot)
    finally:
        group.close()
        staging.clear()


@needs_gpu
def test_a_rank_worker_readies_wsum64_on_its_device_before_its_group_forms() -> None:
    """The checksum's weights and kernels are set up on the rank's device as the group forms,
    not inside the first sync."""
    device = torch.device("cuda", 0)
    checksums._wsum_weights_by_device.pop(device, None)
    worker = RankWorker(group_config(free_port(), 0, 1, device=device))
    try:
        worker.joined.result(60)
        assert checksums._wsum_weights_by_device[device].device == device
    finally:
        worker.close()


@needs_two
def test_the_worker_thread_allocates_on_its_ranks_device_not_cuda_0() -> None:
    sink, _ = sync_once(torch.device("cuda", 1), "gloo")
    assert sink.current_devices == {1}


@needs_two
def test_an_nccl_pair_syncs_byte_exact() -> None:
    sink, tensors = sync_once(torch.device("cuda", 1), "nccl")
    for name, tensor in tensors.items():
        assert torch.equal(as_bytes(sink.copies[name].contiguous()), as_bytes(tensor.cpu())), name


@needs_gpu
def test_pack_and_unpack_a_1_gib_bucket_on_the_gpu(capsys: pytest.CaptureFixture[str]) -> None:
    device = torch.device("cuda", 0)
    specs = [TensorSpec(f"w{i}", "bfloat16", (4096, 4096)) for i in range(32)]  # 1 GiB
    (bucket,) = plan_buckets(specs, buffer_size_mb=1024).buckets
    tensors = [torch.randn(s.shape, dtype=torch.bfloat16, device=device) for s in specs]
    buffer = new_buffer(bucket, device)
    pack(bucket, tensors, buffer)  # warm up
    torch.cuda.synchronize()
    started = time.perf_counter()
    pack(bucket, tensors, buffer)
    torch.cuda.synchronize()
    pack_s = time.perf_counter() - started
    views = unpack(bucket, buffer)
    assert all(views[s.name].data_ptr() >= buffer.data_ptr() for s in specs)  # views, no copy
    assert torch.equal(views["w7"], tensors[7])
    # A pack reads and writes every byte once: 2 GiB of memory traffic.
    with capsys.disabled():
        print(
            f"\npack 1 GiB on {torch.cuda.get_device_name(0)}: {pack_s * 1e3:.1f} ms, "
            f"{2 * bucket.nbytes / pack_s / 1e9:.0f} GB/s of memory traffic"
        )


@needs_gpu
def test_wsum64_on_the_gpu_equals_the_host_and_reads_back_one_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    device = torch.device("cuda", 0)
    specs = [TensorSpec(f"w{i}", "bfloat16", (4096, 4096)) for i in range(32)]  # 1 GiB
    (bucket,) = plan_buckets(specs, buffer_size_mb=1024).buckets
    tensors = [torch.randn(s.shape, dtype=torch.bfloat16, device=device) for s in specs]
    buffer = pack(bucket, tensors, new_buffer(bucket, device))
    on_gpu = checksum(bucket, buffer, "wsum64")  # warm up (weights built on the device)
    torch.cuda.synchronize()
    started = time.perf_counter()
    on_gpu = checksum(bucket, buffer, "wsum64")
    gpu_s = time.perf_counter() - started
    assert on_gpu == checksum(bucket, buffer.cpu(), "wsum64")
    started = time.perf_counter()
    checksum(bucket, buffer, "crc32")
    crc_s = time.perf_counter() - started
    with capsys.disabled():
        print(
            f"\nchecksum of 1 GiB on {torch.cuda.get_device_name(0)}: wsum64 {gpu_s * 1e3:.1f} "
            f"ms ({bucket.nbytes / gpu_s / 1e9:.0f} GB/s), crc32 via the host {crc_s * 1e3:.0f} ms"
        )


@needs_gpu
async def test_delta_syncs_patch_cuda_weights_bit_for_bit(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """Issue 26 on a GPU: the trainer packs and encodes on the device (wsum64 checksums
    there), the rank copies its live CUDA weights into staging, patches them by the payload
    and checksums the result on the device; every sync ends bit for bit on the trainer's."""
    device = torch.device("cuda", 0)
    trainer = TinyLM(MODEL_SIZE, seed=0).to(device=device, dtype=torch.bfloat16)
    optimizer = torch.optim.AdamW(trainer.parameters(), lr=1e-5)
    served = TinyLM(MODEL_SIZE, seed=0).to(device=device, dtype=torch.bfloat16)
    endpoint = await make_endpoint(hosts=[RankHost(ModuleApplier(served), device="cuda:0")])
    sender = make_sender(endpoint, device="cuda:0")  # gloo over CUDA tensors: one GPU
    await sender.sync(trainer, buffer_size_mb=0.25, delta=True)
    for step in range(3):
        data = torch.tensor([list(f"step {step}: a cuda delta".encode())], device=device)
        logits = trainer(data[:, :-1]).float()
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), data[0, 1:])
        optimizer.zero_grad()
        loss.backward()  # type: ignore[no-untyped-call]
        optimizer.step()
        result = await sender.sync(trainer, buffer_size_mb=0.25, delta=True)
        assert result.delta is not None and result.delta.delta, result.delta
        assert result.checksum == "wsum64"
        assert module_digest(served) == module_digest(trainer), step


@needs_gpu
def test_serve_and_trainer_on_cuda_sync_through_the_commands() -> None:
    """Issue 37's tools on a GPU, as a new user runs them: ``twophase trainer --device
    cuda:0`` and ``twophase serve --device cuda`` (its TP ranks on consecutive devices where
    there are two GPUs; else one rank), a train step, then a sync; the server ends on the
    trainer's weights and generates from them."""
    tp = 2 if GPUS >= 2 else 1
    with (
        trainer_process("--device", "cuda:0") as (trainer, _),
        serve("--device", "cuda", tp=tp) as server,
    ):
        host, port = host_port(server)
        status, body = post(
            f"{trainer}/add_inference_endpoint", {"host": host, "port": port, "world_size": tp}
        )
        assert status == 200, body
        status, body = post(f"{trainer}/train_step", {})
        assert status == 200, body
        status, body = post(
            f"{trainer}/sync_inference_weights", {"master_port": free_port(), "buffer_size_mb": 1}
        )
        assert status == 200 and body["success"], body
        assert digest(server) == trainer_digest_for(trainer, server)
        status, body = post(f"{server}/generate", {"prompt": [1, 2], "max_new_tokens": 2})
        assert status == 200 and body["weight_version"] == 1, body
