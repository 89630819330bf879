"""The same-host route (``transport/shared_memory.py``): a trainer and servers on one host move
the buckets through the trainer's shared memory, detected (host, and every rank maps the
probe segment), with the group's transfer where not, and the reason in the result; no name
is left in /dev/shm after a sync, good or failed."""

from __future__ import annotations

import asyncio
import os
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
import torch

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.helpers import free_port, wait_until, wait_until_async
from tests.servers import ServePool, digest, logged_process, serve_argv, wait_state
from twophase import RESTING_STATES, SyncError, processes
from twophase.core.protocol import SyncCapabilities
from twophase.errors import SharedMemoryError
from twophase.sender import solo
from twophase.sender.plan import SyncOptions, SyncPlan
from twophase.sender.same_host import SHARED_NOT_DELTA, why_not_shared
from twophase.testing import SimCluster
from twophase.testing.faults import Fault
from twophase.testing.tiny_lm import TinyLM
from twophase.transport import shared_memory as shm
from twophase.transport.shared_memory import Offer, SegmentMaps, SegmentPool

pytestmark = pytest.mark.skipif(not shm.SHM_DIR.is_dir(), reason="no /dev/shm here")


DEFAULT_OPTIONS = SyncOptions()


def ours() -> set[str]:
    return set(shm.our_segments())


def served(cluster: SimCluster) -> list[str]:
    """Every rank's weights' digest, endpoint by endpoint."""
    return [digest for endpoint in cluster.endpoints for digest in endpoint.digests()]


def trained(model: torch.nn.Module, seed: int) -> None:
    torch.manual_seed(seed)
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.add_(torch.randn_like(parameter))


def test_a_segment_outlives_its_name_and_a_signal_must_name_its_bucket() -> None:
    before = ours()
    pool = SegmentPool()
    offer = pool.offer()
    assert shm.opens(offer)
    assert not shm.opens(Offer(offer.pool, "0" * 32))  # the wrong token: not the same memory
    segment, sent = pool.bucket(0, 1000)
    segment.copy_(torch.arange(1000, dtype=torch.int64).to(torch.uint8))
    maps = SegmentMaps()
    taken = maps.take(offer.pool, sent, 0, 1000)
    pool.unname()  # the names go; both mappings stay
    assert ours() == before
    assert torch.equal(taken, segment)
    segment.fill_(7)  # the trainer's next sync writes the same memory
    assert int(maps.take(offer.pool, sent, 0, 1000)[5]) == 7
    with pytest.raises(ValueError, match="names bucket 0 of 1000 bytes where bucket 1"):
        maps.take(offer.pool, sent, 1, 1000)
    bigger, resent = pool.bucket(0, 5000)  # a larger bucket: a new segment, a new generation
    assert int(resent[1]) != int(sent[1]) and bigger.numel() == 5000
    assert maps.take(offer.pool, resent, 0, 5000).numel() == 5000
    pool.close()
    assert ours() == before


@pytest.mark.parametrize("mode", ["staged", "streaming"])
async def test_a_same_host_sync_goes_through_shared_memory_and_leaves_no_name(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, mode: str
) -> None:
    before = ours()
    endpoint = await make_endpoint(2, mode=mode)
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    for seed in (1, 2):  # the second sync writes the segments the first made
        trained(model, seed)
        result = await sender.sync(model, buffer_size_mb=0.05)
        assert result.route == "shared memory", result.why_not_shared
        assert result.num_buckets > 2
        for module in endpoint.modules():  # every TP rank, bit for bit
            assert module_digest(module) == module_digest(model)
        assert ours() == before
    forced = await sender.sync(model, buffer_size_mb=0.05, shared_memory=False)
    assert forced.route == "group"
    assert forced.why_not_shared == "turned off (SyncOptions.shared_memory)"


async def test_a_delta_auto_sync_on_the_trainers_host_goes_whole_through_shared_memory(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """delta="auto" where every endpoint is on the trainer's host takes the same-host route:
    a delta would save no wire there, and would cost a packed copy and a base of the
    model's size; the result says so, and the trainer keeps no base. delta=True still packs
    (its buckets go through the group, named) and its second sync sends a delta."""
    endpoint = await make_endpoint(2)
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    for seed in (1, 2):  # the second as the first: no base kept to send a delta against
        trained(model, seed)
        result = await sender.sync(model, buffer_size_mb=0.05, delta="auto")
        assert result.route == "shared memory", result.why_not_shared
        assert result.delta is not None and not result.delta.delta
        assert result.delta.why_whole == SHARED_NOT_DELTA
        assert result.delta.held_bytes == 0
        assert result.delta.bytes_moved == result.total_bytes
        assert 'whole: delta="auto" on the trainer\'s host' in result.describe()
        for module in endpoint.modules():
            assert module_digest(module) == module_digest(model)
    forced = [await sender.sync(model, buffer_size_mb=0.05, delta=True) for _ in range(2)]
    for result in forced:
        assert result.route == "group"
        assert result.why_not_shared is not None and "delta=True" in result.why_not_shared
    assert forced[1].delta is not None and forced[1].delta.delta
    for module in endpoint.modules():
        assert module_digest(module) == module_digest(model)


async def test_a_mixed_sync_names_the_endpoint_on_another_host(sim_cluster: SimCluster) -> None:
    await sim_cluster.add_endpoint(tp=2, same_host=True)
    elsewhere = await sim_cluster.add_endpoint(tp=1)  # a machine of its own
    sim_cluster.train_step()
    result = await sim_cluster.sync()
    assert result.route == "group"
    assert result.why_not_shared is not None
    assert f"{elsewhere.name} is on another host (sim-{elsewhere.name}" in result.why_not_shared
    assert set(served(sim_cluster)) == {sim_cluster.digest()}


@pytest.mark.parametrize(
    ("fault", "cause"),
    [
        (Fault("die", "bucket 2", rank=0), "bucket 2"),  # the trainer, segments mapped
        (Fault("die", "bucket 1", rank=2), "bucket 1"),  # a server rank
        (Fault("corrupt", "bucket 1", rank=1), "commit vote"),  # rank 1 cannot take it
        (Fault("fail", "vote", rank=2), "vote"),
    ],
    ids=["trainer-dies", "server-rank-dies", "garbled-signal", "vote-fails"],
)
async def test_a_fault_on_the_shared_route_rolls_back_and_leaves_no_name(
    sim_cluster: SimCluster, fault: Fault, cause: str
) -> None:
    """Every endpoint keeps the weights it had, every segment name is gone, and the next
    sync (faults cleared) goes through shared memory again."""
    before = ours()
    for _ in range(2):
        await sim_cluster.add_endpoint(tp=2, same_host=True)
    first = await sim_cluster.sync()  # the segments exist from here on
    assert first.route == "shared memory", first.why_not_shared
    held = served(sim_cluster)
    sim_cluster.train_step()
    sim_cluster.injector.add(fault)
    with pytest.raises(SyncError) as failed:
        await sim_cluster.sync()
    await sim_cluster.settle()
    assert cause in str(failed.value), failed.value
    assert served(sim_cluster) == held
    assert ours() == before
    sim_cluster.clear_faults()
    again = await sim_cluster.sync()
    assert again.route == "shared memory", again.why_not_shared
    assert set(served(sim_cluster)) == {sim_cluster.digest()}
    assert ours() == before


def test_a_trainer_killed_with_its_segments_mapped_leaves_the_server_whole_and_no_name(
    serve_processes: ServePool,
) -> None:
    """A real trainer process (a sleep before each tensor) killed by SIGKILL mid-transfer,
    its segments named and mapped: the server rolls back to the weights it had, its ranks
    remove the names, and /dev/shm holds nothing of that trainer."""
    url = serve_processes(tp=2)
    held = digest(url)
    command = [sys.executable, "-m", "tests.peers.slow_trainer", url, str(free_port()), "2"]
    with logged_process(command, "slow-trainer-") as trainer:
        mine = f"{shm.NAME_PREFIX}{trainer.pid}-"
        wait_until(
            lambda: any(n.startswith(mine) and not n.endswith("-probe") for n in ours()),
            timeout_s=60,
            what="the trainer's first bucket segment",
        )
        wait_state(url, {"RECEIVING"})
        os.kill(trainer.pid, signal.SIGKILL)
        trainer.wait_stopped()
    wait_state(url, {"IDLE", "GROUP_READY", "ERROR"}, timeout=60)
    wait_until(
        lambda: not any(n.startswith(mine) for n in ours()),
        timeout_s=30,
        what="the server's ranks to remove the dead trainer's names",
    )
    assert digest(url) == held


def private_shm_works() -> bool:
    """Whether this machine lets a process mount a /dev/shm of its own (root, mount
    namespaces): a server there is a container on the trainer's host."""
    command = ["unshare", "-m", "sh", "-c", "mount -t tmpfs tmpfs /dev/shm"]
    try:
        return subprocess.run(command, capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


async def test_a_server_with_a_private_dev_shm_takes_the_buckets_by_the_group_named(
    make_sender: SenderFactory,
) -> None:
    """A real ``twophase serve`` on the trainer's host (same host id) but with a /dev/shm of
    its own, as in another container: it cannot map the trainer's probe segment, the probe
    says so on every rank, and the sync goes through the group, naming why."""
    if not private_shm_works():
        pytest.skip("cannot mount a private /dev/shm here (needs root and mount namespaces)")
    port = free_port()
    script = f"mount -t tmpfs tmpfs /dev/shm && exec {shlex.join(serve_argv(port, 2))}"
    url = f"http://127.0.0.1:{port}"
    with logged_process(["unshare", "-m", "sh", "-c", script], "serve-private-shm-") as server:
        await asyncio.to_thread(server.wait_healthy, url, timeout_s=60, what="twophase serve")
        sender = make_sender(("127.0.0.1", port, 2))
        model = TinyLM(MODEL_SIZE, seed=0)
        trained(model, 3)
        result = await sender.sync(model, buffer_size_mb=0.05)
        assert result.route == "group"
        assert result.why_not_shared is not None
        assert "group ranks 1, 2 could not map the trainer's shared memory" in (
            result.why_not_shared
        )
        assert await asyncio.to_thread(digest, url) == module_digest(model)
        await sender.close()


def test_each_reason_not_to_offer_shared_memory_is_named() -> None:
    here = processes.this_host()
    takes = SyncCapabilities(host=here, shared_memory=True, cuda_ipc=True)
    plan = SyncPlan("s", 1, True, "flattened", "xxh3", ())
    cpu = torch.device("cpu")

    def why(
        options: SyncOptions = DEFAULT_OPTIONS,
        plan: SyncPlan = plan,
        offers: dict[str, SyncCapabilities | None] | None = None,
        device: torch.device = cpu,
        packed: bool = False,
        room: int = 10**9,
    ) -> str | None:
        chosen = {"a": takes} if offers is None else offers
        return why_not_shared(
            options, plan, chosen, device=device, packed=packed, need_bytes=1000,
            room_bytes=room,
        )  # fmt: skip

    assert why() is None
    assert why(SyncOptions(shared_memory=False)) == "turned off (SyncOptions.shared_memory)"
    assert "flattened" in str(why(plan=replace(plan, transfer_format="per_tensor")))
    assert "twophase" in str(why(plan=replace(plan, twophase=False)))
    assert "packed for a delta (delta=True)" in str(why(packed=True))
    gpu = torch.device("cuda", 0)  # a trainer on a GPU offers its CUDA memory instead
    assert why(device=gpu) is None
    no_ipc = SyncCapabilities(host=here, shared_memory=True)
    assert why(device=gpu, offers={"b": no_ipc}) == "b does not take CUDA memory (CUDA IPC)"
    assert why(device=gpu, room=10) == "cuda:0 has 0 MB free; the buckets need 0 MB"
    assert why(device=torch.device("meta")) == (
        "the trainer's tensors are on meta; shared memory carries host or CUDA memory"
    )
    assert why(offers={"a": takes, "b": None}) == "b does not take shared memory"
    other = SyncCapabilities(host="elsewhere", shared_memory=True)
    assert str(why(offers={"b": other})).startswith("b is on another host (elsewhere;")
    assert why(room=10) == "/dev/shm has 0 MB free; the buckets need 0 MB"


async def test_a_rank_that_cannot_take_a_bucket_fails_the_sync_at_once_and_rolls_back(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bucket 2's segment cannot be mapped at one rank (gone, as if removed under it): that
    rank fails and closes its group, the trainer and the other rank see it in milliseconds
    (not at their 10 s deadline), every rank keeps the weights it had, and no name is
    left."""
    before = ours()
    endpoint = await make_endpoint(2)
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    await sender.sync(model, buffer_size_mb=0.05)
    held = [module_digest(m) for m in endpoint.modules()]
    real = SegmentMaps.take
    failed: list[SegmentMaps] = []  # the one rank it fails at (the first at bucket 2)

    def gone_at_bucket_2(
        maps: SegmentMaps, pool: str, sent: torch.Tensor, index: int, nbytes: int, **how: int
    ) -> torch.Tensor:
        if index == 2 and (not failed or failed[0] is maps):
            failed.append(maps)
            raise FileNotFoundError(f"no segment for bucket {index}")
        return real(maps, pool, sent, index, nbytes, **how)

    monkeypatch.setattr(SegmentMaps, "take", gone_at_bucket_2)
    trained(model, 5)
    started = time.monotonic()
    with pytest.raises(SyncError):
        await sender.sync(model, buffer_size_mb=0.05)
    assert time.monotonic() - started < 5.0
    assert len(failed) == 1
    await wait_until_async(
        lambda: endpoint.endpoint.state in RESTING_STATES, timeout_s=10, what="the rollback"
    )
    assert [module_digest(m) for m in endpoint.modules()] == held
    assert ours() == before


def test_a_new_pool_removes_the_names_of_trainers_that_are_gone() -> None:
    """A trainer and its servers both killed mid-sync leave names nobody knows: the next
    pool on the host removes those whose trainer process is gone, and no other."""
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    gone = f"{shm.NAME_PREFIX}{int(dead.stdout)}-0123abcd-0-1"
    alive = f"{shm.NAME_PREFIX}{os.getpid()}-0123abcd-0-1"
    for name in (gone, alive):
        (shm.SHM_DIR / name).write_bytes(b"x")
    try:
        SegmentPool().close()
        assert gone not in ours() and alive in ours()
    finally:
        shm.unlink(gone)
        shm.unlink(alive)


TRAINER_IN_ITS_NAMESPACE = """
import sys
from twophase.transport.shared_memory import SegmentPool
pool = SegmentPool()
pool.bucket(0, 4096)
print(pool.pool, flush=True)
sys.stdin.read()
"""


def pid_namespaces_work() -> bool:
    command = ["unshare", "-p", "-f", "--mount-proc", "true"]
    try:
        return subprocess.run(command, capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def test_a_trainer_in_another_pid_namespace_keeps_its_names_until_it_dies() -> None:
    """A trainer in a pid namespace of its own (a container sharing this /dev/shm) at a pid
    no process has here: a new pool here leaves its names (its lock is held), and removes
    them, and the lock, once the trainer is killed."""
    if not pid_namespaces_work():
        pytest.skip("cannot make a pid namespace here (needs root)")
    pid_max = int(Path("/proc/sys/kernel/pid_max").read_text())
    pid = next(p for p in range(pid_max - 100, 1000, -1) if not processes.running(p))
    script = (
        f"echo {pid - 1} > /proc/sys/kernel/ns_last_pid && "
        f"{shlex.quote(sys.executable)} -c {shlex.quote(TRAINER_IN_ITS_NAMESPACE)}; true"
    )
    command = ["unshare", "-p", "-f", "--mount-proc", "sh", "-c", script]
    trainer = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        start_new_session=True,
    )  # fmt: skip
    try:
        assert trainer.stdout is not None
        pool = trainer.stdout.readline().strip()
        assert pool.startswith(f"{pid}-"), pool  # a pid that is not running here
        theirs = [n for n in ours() if n.startswith(f"{shm.NAME_PREFIX}{pool}-")]
        assert len(theirs) == 1 and not processes.running(pid)
        assert shm.sweep_dead() == []
        SegmentPool().close()
        assert set(theirs) <= ours()
    finally:
        os.killpg(trainer.pid, signal.SIGKILL)  # its namespace's init: every process in it
        trainer.wait(timeout=30)
    removed: list[str] = []

    def swept() -> bool:  # the lock goes with the last process of the namespace
        removed.extend(shm.sweep_dead())
        return not set(theirs) & ours()

    wait_until(swept, timeout_s=10, what="the dead trainer's names removed")
    assert set(theirs) <= set(removed)
    assert not shm.lock_path(pool).exists()


async def test_an_endpoint_that_takes_no_shared_memory_declines_an_offer_in_the_probe(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A trainer that offers anyway (its view of the endpoint stale): the endpoint's ranks
    answer no in the probe, every rank agrees, and the sync goes by the group, named."""
    endpoint = await make_endpoint(2, shared_memory=False)
    monkeypatch.setattr(solo, "why_not_shared", lambda *args, **kwargs: None)
    sender = make_sender(endpoint)
    model = TinyLM(MODEL_SIZE, seed=0)
    trained(model, 4)
    result = await sender.sync(model, buffer_size_mb=0.05)
    assert result.route == "group"
    assert "group ranks 1, 2 could not map" in str(result.why_not_shared)
    assert [module_digest(m) for m in endpoint.modules()] == [module_digest(model)] * 2


def test_a_closed_pool_makes_no_segment_and_a_full_dev_shm_leaves_no_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A send still running when its group closed gets an error, not a new name; a segment
    tmpfs has no room for is an error at creation (its pages are allocated then, never a
    SIGBUS at the pack), and leaves no name."""
    pool = SegmentPool()
    pool.close()
    before = ours()
    with pytest.raises(SharedMemoryError, match="pool is closed"):
        pool.bucket(0, 1000)
    assert ours() == before
    small = tmp_path / "shm"
    small.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(small)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    try:
        monkeypatch.setattr(shm, "SHM_DIR", small)
        tight = SegmentPool()
        with pytest.raises(SharedMemoryError, match="No space left"):
            tight.bucket(0, 4 << 20)
        assert shm.our_segments() == []
        tight.close()
        assert list(small.iterdir()) == []  # its lock too
    finally:
        subprocess.run(["umount", str(small)], check=False)
