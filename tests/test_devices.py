"""``--device`` (``tools/devices.py``): each rank's device from one option, every mistake one
line naming it, before any rank starts; and the commands refusing a device this machine lacks.
On a GPU machine, ``tests/test_cuda.py`` runs the servers there."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
import torch

from twophase.tools.devices import parse_devices

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


@pytest.mark.skipif(CUDA > 0, reason="this machine has a GPU: the refusal cannot be shown")
@pytest.mark.parametrize("command", ["serve", "trainer"])
def test_the_commands_refuse_a_cuda_device_this_machine_lacks_in_one_line(command: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "twophase", command, "--device", "cuda:0", "--port", "1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode != 0
    assert run.stderr.strip().splitlines()[-1] == (
        f"twophase {command}: --device cuda:0: this machine has no CUDA device"
    )
    assert "Traceback" not in run.stderr
