"""``--device`` (``tools/devices.py``): each rank's device from one option, every mistake one
line naming it, before any rank starts; and the commands refusing a device this machine lacks.
On a GPU machine, ``tests/test_cuda.py`` runs the servers there."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
import torch

from twophase.tools.bench.main import same_device
from twophase.tools.devices import BenchDevices, bench_devices, parse_devices

CUDA = torch.cuda.device_count() if torch.cuda.is_available() else 0


def test_one_device_names_every_ranks_and_cuda_counts_on_from_its_index() -> None:
    assert parse_devices("cpu", 3) == ["cpu", "cpu", "cpu"]
    assert parse_devices("cuda", 2, cuda_devices=4) == ["cuda:0", "cuda:1"]
    assert parse_devices("cuda:2", 2, cuda_devices=4) == ["cuda:2", "cuda:3"]
    assert parse_devices(" cuda:3, cuda:1", 2, cuda_devices=4) == ["cuda:3", "cuda:1"]
    assert parse_devices("cpu,cuda:0", 2, cuda_devices=1) == ["cpu", "cuda:0"]


@pytest.mark.parametrize(
    ("spec", "ranks", "said"),
    [
        ("gpu", 1, "'gpu' is not cpu, cuda or cuda:N"),
        ("cuda:-1", 1, "is not cpu, cuda or cuda:N"),
        ("cpu:1", 1, "the CPU has no index"),
        ("cuda:0,cuda:1", 3, "2 devices for 3 ranks"),
        ("cuda:1", 2, "no cuda:2 (this machine has 2 CUDA devices: cuda:0 to cuda:1)"),
        ("cuda:0,cuda:0", 2, "a CUDA device serves one rank, not two"),
    ],
)
def test_a_bad_device_is_refused_naming_what_is_wrong(spec: str, ranks: int, said: str) -> None:
    with pytest.raises(ValueError, match=f"--device {spec}: .*{re.escape(said)}"):
        parse_devices(spec, ranks, cuda_devices=2)


def test_cuda_on_a_machine_without_it_says_so() -> None:
    with pytest.raises(ValueError, match="this machine has no CUDA device"):
        parse_devices("cuda", 1, cuda_devices=0)


def test_the_bench_puts_each_receiver_on_a_gpu_of_its_own_over_nccl_where_it_can() -> None:
    """Three receivers: with four GPUs, the trainer on cuda:0 and one each after it over
    NCCL; from cuda:1 there are too few, so all share cuda:1 over gloo (an NCCL group cannot
    have two ranks on one device); on the CPU, gloo."""
    assert bench_devices("cpu", 3) == BenchDevices("cpu", ("cpu",) * 3, "gloo")
    assert bench_devices("cuda", 3, cuda_devices=4) == BenchDevices(
        "cuda:0", ("cuda:1", "cuda:2", "cuda:3"), "nccl"
    )
    assert bench_devices("cuda:1", 3, cuda_devices=4) == BenchDevices(
        "cuda:1", ("cuda:1",) * 3, "gloo"
    )
    assert bench_devices("cuda", 1, cuda_devices=1) == BenchDevices("cuda:0", ("cuda:0",), "gloo")
    with pytest.raises(ValueError, match="no cuda:4"):
        bench_devices("cuda:4", 1, cuda_devices=4)


def test_the_bench_takes_the_same_device_route_only_where_the_receivers_share_the_trainers() -> (
    None
):
    """Host memory on the CPU; on one GPU, CUDA IPC of the trainer's buckets; receivers on
    GPUs of their own cannot open the trainer's (no shared_memory variant there)."""
    assert same_device(bench_devices("cpu", 3))
    assert same_device(bench_devices("cuda", 1, cuda_devices=1))
    assert same_device(bench_devices("cuda:1", 3, cuda_devices=4))
    assert not same_device(bench_devices("cuda", 3, cuda_devices=4))


@pytest.mark.skipif(CUDA > 0, reason="this machine has a GPU: the refusal cannot be shown")
@pytest.mark.parametrize(
    "argv",
    [("serve", "--port", "1"), ("trainer", "--port", "1"), ("bench", "--sizes", "1")],
    ids=["serve", "trainer", "bench"],
)
def test_the_commands_refuse_a_cuda_device_this_machine_lacks_in_one_line(
    argv: tuple[str, ...],
) -> None:
    command = argv[0]
    run = subprocess.run(
        [sys.executable, "-m", "twophase", *argv, "--device", "cuda:0"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode != 0
    assert run.stderr.strip().splitlines()[-1] == (
        f"twophase {command}: --device cuda:0: this machine has no CUDA device"
    )
    assert "Traceback" not in run.stderr
