"""A server that adopts the trainer's segments (``StagedSink.adopts``): its model serves from
the trainer's shared memory itself, with no copy of its own, and the trainer never writes a
segment while a server may serve from it (two sets, ``SegmentPool``). Checked where it
matters: the weights a server serves while the trainer writes the next sync's buckets."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import torch

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from twophase import ModuleApplier, SyncError
from twophase.core.buckets import TensorSpec, plan_buckets
from twophase.receiver.rank_model import RankModel
from twophase.receiver.sinks import StagedSink
from twophase.sender.same_host import SharedRoute
from twophase.testing.tiny_lm import TinyLM
from twophase.transport import shared_memory as shm
from twophase.transport.shared_route import fits
from twophase.transport.transfer import BucketProgress

pytestmark = pytest.mark.skipif(not shm.SHM_DIR.is_dir(), reason="no /dev/shm here")


def backing_file(tensor: torch.Tensor) -> str | None:
    """The trainer's segment this process maps ``tensor``'s memory from (None: memory of
    its own: the heap, anonymous memory)."""
    address = tensor.untyped_storage().data_ptr()
    for line in Path("/proc/self/maps").read_text().splitlines():
        span, *rest = line.split(maxsplit=5)
        low, high = (int(part, 16) for part in span.split("-"))
        if low <= address < high and len(rest) == 5:
            path = rest[4].removesuffix(" (deleted)")
            return path if path.startswith(f"/dev/shm/{shm.NAME_PREFIX}") else None
    return None


def trained(model: torch.nn.Module, seed: int) -> None:
    torch.manual_seed(seed)
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.add_(torch.randn_like(parameter))


def first_weight(module: torch.nn.Module) -> torch.Tensor:
    return next(module.parameters())


async def test_a_server_serves_from_the_trainers_segments_never_written_under_it(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """Four syncs: each leaves the server's weights in the trainer's segments (no copy of
    its own), the two sets in turn; while the trainer writes each next sync's buckets, the
    server still serves the last sync's weights bit for bit."""
    endpoint = await make_endpoint(1)
    (module,) = endpoint.modules()
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    during: list[str] = []

    def look(progress: BucketProgress) -> None:  # on the trainer's group thread
        if progress.index == 1:
            during.append(module_digest(module))

    sender.on_bucket = look
    files: list[str | None] = []
    served: list[str] = [module_digest(module)]
    for seed in range(1, 5):
        trained(model, seed)
        result = await sender.sync(model, buffer_size_mb=0.05)
        assert result.route == "shared memory", result.why_not_shared
        assert module_digest(module) == module_digest(model)
        files.append(backing_file(first_weight(module)))
        served.append(module_digest(module))
    assert during == served[:-1]  # each sync's transfer left the weights served alone
    assert all(f is not None for f in files)
    assert files[0] == files[2] and files[1] == files[3] and files[0] != files[1], files


async def test_a_failed_sync_retires_the_pool_and_the_weights_served_stay_whole(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """An abort mid-transfer: the server keeps serving the last sync's weights from the
    trainer's segments; the next sync makes a new pool (a server may serve from either set
    of the old one) and does not write under them either."""
    endpoint = await make_endpoint(1)
    (module,) = endpoint.modules()
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    trained(model, 1)
    await sender.sync(model, buffer_size_mb=0.05)
    held = module_digest(module)
    first_file = backing_file(first_weight(module))
    loop = asyncio.get_running_loop()
    during: list[str] = []

    def abort_at_bucket_1(progress: BucketProgress) -> None:
        if progress.index == 1:
            future = asyncio.run_coroutine_threadsafe(endpoint.endpoint.abort("a test"), loop)
            future.result(10)

    sender.on_bucket = abort_at_bucket_1
    trained(model, 2)
    with pytest.raises(SyncError):
        await sender.sync(model, buffer_size_mb=0.05)
    assert module_digest(module) == held
    assert backing_file(first_weight(module)) == first_file

    def look(progress: BucketProgress) -> None:
        if progress.index == 1:
            during.append(module_digest(module))

    sender.on_bucket = look
    result = await sender.sync(model, buffer_size_mb=0.05)
    assert result.route == "shared memory", result.why_not_shared
    assert during == [held]
    assert module_digest(module) == module_digest(model)
    new_file = backing_file(first_weight(module))
    assert new_file is not None and first_file is not None
    pool_of = lambda path: path.split("-")[1:3]  # noqa: E731 (twophase-<pid>-<id>-...)
    assert pool_of(new_file) != pool_of(first_file)


async def test_a_streaming_sync_moves_the_weights_out_of_the_trainers_memory_first(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """A streaming sync writes the weights in place: after an adopted sync the server copies
    them into its own memory before it, so the trainer's next write of that set (two syncs
    later) never lands under the weights it serves."""
    endpoint = await make_endpoint(1)
    (module,) = endpoint.modules()
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    trained(model, 1)
    await sender.sync(model, buffer_size_mb=0.05)  # adopted: set 0
    assert backing_file(first_weight(module)) is not None
    endpoint.endpoint.mode = "streaming"
    trained(model, 2)
    result = await sender.sync(model, buffer_size_mb=0.05)  # set 1, copied in place
    assert result.route == "shared memory", result.why_not_shared
    assert backing_file(first_weight(module)) is None  # its own memory now
    streamed = module_digest(module)
    assert streamed == module_digest(model)
    endpoint.endpoint.mode = "staged"
    during: list[str] = []
    sender.on_bucket = lambda p: during.append(module_digest(module)) if p.index == 1 else None
    trained(model, 3)
    await sender.sync(model, buffer_size_mb=0.05)  # set 0 again
    assert during == [streamed]
    assert module_digest(module) == module_digest(model)


def test_own_weights_copies_what_a_sync_does_not_carry() -> None:
    """The model's tensors in an adopted segment are copied out into its own memory, but
    those ``keep`` names (a sync that carries them and adopts the other set), values kept."""
    module = torch.nn.Module()
    module.a = torch.nn.Parameter(torch.zeros(4))
    module.b = torch.nn.Parameter(torch.zeros(4))
    model = RankModel(ModuleApplier(module), device=torch.device("cpu"))
    specs = [TensorSpec.of("a", module.a), TensorSpec.of("b", module.b)]
    (bucket,) = plan_buckets(specs, buffer_size_mb=1).buckets
    pool = shm.SegmentPool()
    try:
        segment, sent = pool.bucket(0, bucket.nbytes)
        segment.copy_(torch.arange(bucket.nbytes, dtype=torch.uint8))
        taken = shm.SegmentMaps().take(pool.pool, sent, 0, bucket.nbytes)
        sink = StagedSink(adopts=True)
        sink.adopt(bucket, taken)
        model.apply(sink, 1, timeout_s=5)
        model.commit(sink)
        assert backing_file(module.a) is not None and backing_file(module.b) is not None
        values = {name: p.detach().clone() for name, p in module.named_parameters()}
        model.own_weights(5, keep={"b"})
        assert backing_file(module.a) is None and backing_file(module.b) is not None
        model.own_weights(5)
        assert backing_file(module.b) is None
        for name, parameter in module.named_parameters():
            assert torch.equal(parameter.detach(), values[name])
    finally:
        pool.close()


def test_a_pool_is_written_again_only_once_its_last_sync_settled_where_servers_serve() -> None:
    """The trainer's side of the rule: a confirmed weights sync makes its set the served
    one; an adapter's sync (no server adopts it) leaves the served set as it was; any other
    outcome retires the pool; and a pool whose sync never settled (cancelled) is not reused."""
    cpu = torch.device("cpu")
    pool = shm.SegmentPool()
    try:
        retired: list[object] = []
        route = SharedRoute(offer=pool.offer(), pool=pool, why_not=None)
        route.written = True
        pool.bucket(0, 64)
        assert not fits(pool, cpu, 2)  # written, not settled: never written again
        route.ended(True, retired.append, weights=True)
        assert (pool.live, pool.writing, fits(pool, cpu, 2)) == (0, 1, True)
        pool.bucket(0, 64)  # an adapter's sync writes set 1; the servers stay on set 0
        route.ended(True, retired.append, weights=False)
        assert (pool.live, pool.writing, retired) == (0, 1, [])
        pool.bucket(0, 64)
        route.ended(False, retired.append, weights=True)
        assert retired == [pool]
    finally:
        pool.close()


def test_a_reset_moves_the_weights_out_of_the_trainers_segment_first() -> None:
    """``/weights_checker``'s reset writes the weights in place: the trainer's segment (which
    other servers may serve from) keeps its bytes."""
    module = torch.nn.Module()
    module.a = torch.nn.Parameter(torch.zeros(4))
    model = RankModel(ModuleApplier(module), device=torch.device("cpu"))
    (bucket,) = plan_buckets([TensorSpec.of("a", module.a)], buffer_size_mb=1).buckets
    pool = shm.SegmentPool()
    try:
        segment, sent = pool.bucket(0, bucket.nbytes)
        segment.fill_(0)
        sink = StagedSink(adopts=True)
        sink.adopt(bucket, shm.SegmentMaps().take(pool.pool, sent, 0, bucket.nbytes))
        model.apply(sink, 1, timeout_s=5)
        model.commit(sink)
        assert backing_file(module.a) is not None
        model.check_weights("reset_tensors", [], timeout_s=5)
        assert backing_file(module.a) is None
        assert not module.a.detach().eq(0).all()  # reset: random now
        assert int(segment.count_nonzero()) == 0  # the trainer's bytes untouched
    finally:
        pool.close()
