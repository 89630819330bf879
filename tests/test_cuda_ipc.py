"""The same-host route on a GPU (``transport/cuda_ipc.py``): what can be checked without a GPU
(the handle's and the signal's encoding, the wire's offer, a rank that cannot take it says so
without touching CUDA), then, on a GPU, a second process opening the trainer's buckets by
CUDA IPC and the commands syncing through them."""

from __future__ import annotations

import multiprocessing
import os
from typing import Any

import pytest
import torch
from pydantic import ValidationError

from tests.helpers import free_port, host_port, post
from tests.servers import digest, serve, trainer_digest_for, trainer_process
from twophase.core.protocol import SharedMemoryOffer
from twophase.transport import cuda_ipc
from twophase.transport.cuda_ipc import CudaHandle, CudaMaps, CudaPool
from twophase.transport.shared_offer import CudaProbe, Offer

GPUS = torch.cuda.device_count() if torch.cuda.is_available() else 0
needs_gpu = pytest.mark.skipif(GPUS < 1, reason="needs a CUDA GPU (none on this machine)")

HANDLE = CudaHandle(
    handle=b"\x02c" + bytes(range(64)),
    size=1 << 30,
    offset=512,
    ref_counter=b"/torch_123_456_0",
    ref_counter_offset=7,
    event=bytes(64),
    event_sync=True,
)


def test_a_handle_round_trips_through_its_encoding_and_garbage_is_refused() -> None:
    assert CudaHandle.decode(HANDLE.encode()) == HANDLE
    encoded = HANDLE.encode()
    with pytest.raises(ValueError):
        CudaHandle.decode(encoded[:20])  # cut inside a field
    with pytest.raises(ValueError):
        CudaHandle.decode(b"")


def test_a_signal_carries_its_bucket_and_its_buffers_handle() -> None:
    sent = cuda_ipc.signal(3, 2, 4096, HANDLE.encode(), torch.device("cpu"))
    assert sent.numel() == cuda_ipc.SIGNAL_BYTES
    index, generation, nbytes, handle = cuda_ipc.read_signal(sent)
    assert (index, generation, nbytes) == (3, 2, 4096)
    assert CudaHandle.decode(handle) == HANDLE
    garbled = sent.clone()
    garbled[24:26] = 255  # a handle length past the signal's end
    with pytest.raises(ValueError, match="runs past its end"):
        cuda_ipc.read_signal(garbled)


def test_a_signal_of_another_bucket_is_refused_before_anything_is_opened() -> None:
    offer = Offer("1-0000abcd", "00" * 16, cuda=CudaProbe("GPU-x", HANDLE.encode().hex()))
    sent = cuda_ipc.signal(1, 1, 4096, HANDLE.encode(), torch.device("cpu"))
    with pytest.raises(ValueError, match="names bucket 1 of 4096 bytes where bucket 2"):
        CudaMaps().take(offer, sent, 2, 4096)


def test_a_rank_on_the_cpu_or_in_the_trainers_process_does_not_take_cuda_memory() -> None:
    probe = CudaProbe("GPU-x", HANDLE.encode().hex())
    elsewhere = Offer("1-0000abcd", "00" * 16, cuda=probe)
    assert not cuda_ipc.opens(elsewhere, torch.device("cpu"))  # no CUDA call made
    assert not cuda_ipc.opens(Offer("1-0000abcd", "00" * 16), torch.device("cuda", 0))
    ours = Offer(f"{os.getpid()}-0000abcd", "00" * 16, cuda=probe)
    assert not cuda_ipc.opens(ours, torch.device("cuda", 0))


def test_the_wire_offer_carries_the_cuda_probe_and_refuses_a_malformed_one() -> None:
    offer = Offer("12-0000abcd", "ab" * 16, cuda=CudaProbe("GPU-1f2e", HANDLE.encode().hex()))
    wire = offer.to_wire()
    assert Offer.from_wire(SharedMemoryOffer.model_validate(wire.model_dump())) == offer
    plain = Offer("12-0000abcd", "ab" * 16).to_wire()
    assert "cuda" not in plain.model_dump(exclude_unset=True)  # an older endpoint's shape
    body: dict[str, Any] = wire.model_dump()
    for field, bad in [("device_uuid", "GPU/../x"), ("probe", "not hex")]:
        broken = {**body, "cuda": {**body["cuda"], field: bad}}
        with pytest.raises(ValidationError, match=field):
            SharedMemoryOffer.model_validate(broken)


# -- on a GPU ----------------------------------------------------------------------------------


def _open_in_another_process(offer: Offer, signal: bytes, nbytes: int, out: Any) -> None:
    """A second process: the probe, the bucket's bytes through its handle, what it holds."""
    try:
        device = torch.device("cuda", 0)
        maps = CudaMaps()
        opened = cuda_ipc.opens(offer, device)
        sent = torch.frombuffer(bytearray(signal), dtype=torch.uint8).to(device)
        # Bytes, not a tensor: a tensor on a queue travels as a file descriptor this process
        # must still hand over when the parent reads it, and it exits right after.
        data = maps.take(offer, sent, 0, nbytes).cpu().numpy().tobytes()
        held = maps.held()
        maps.close()
        out.put((opened, data, held, maps.held()))
    except BaseException as exc:
        out.put(repr(exc))


@needs_gpu
def test_another_process_opens_a_bucket_by_its_handle_and_releases_it() -> None:
    device = torch.device("cuda", 0)
    pool = CudaPool(device)
    offer = pool.offer()
    data = torch.randint(0, 256, (1 << 20,), dtype=torch.uint8, device=device)
    view, sent = pool.bucket(0, data.numel())
    view.copy_(data)
    torch.cuda.synchronize()
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    child = context.Process(
        target=_open_in_another_process,
        args=(offer, sent.cpu().numpy().tobytes(), data.numel(), out),
    )
    child.start()
    got = out.get(timeout=120)
    child.join(60)
    assert not isinstance(got, str), got
    opened, received, held, after = got
    assert opened, "the second process could not open the probe"
    assert received == data.cpu().numpy().tobytes()
    assert (held, after) == (1, 0)
    pool.close()
    assert pool.held_bytes() == 0


@needs_gpu
def test_trainer_and_server_on_one_gpu_sync_through_cuda_ipc() -> None:
    """``twophase trainer --device cuda:0`` and ``twophase serve --device cuda:0`` on one
    GPU: each sync goes through CUDA IPC (the trainer's answer says so) and the server ends
    on the trainer's weights, twice (the second sync writes the same buffers again)."""
    with (
        trainer_process("--device", "cuda:0") as (trainer, _),
        serve("--device", "cuda:0", tp=1) as server,
    ):
        host, port = host_port(server)
        status, body = post(
            f"{trainer}/add_inference_endpoint", {"host": host, "port": port, "world_size": 1}
        )
        assert status == 200, body
        master_port = free_port()
        for _ in range(2):
            status, body = post(f"{trainer}/train_step", {})
            assert status == 200, body
            status, body = post(
                f"{trainer}/sync_inference_weights",
                {"master_port": master_port, "buffer_size_mb": 1},
            )
            assert status == 200 and body["success"], body
            assert body["route"] == "shared memory", body.get("why_not_shared")
            # Packed on the GPU (a trainer packing on the host would checksum with xxh3 and
            # offer /dev/shm): its shared memory is CUDA IPC.
            assert body["checksum"] == "wsum64", body
            assert digest(server) == trainer_digest_for(trainer, server)
