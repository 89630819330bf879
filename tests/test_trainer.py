"""``twophase trainer`` and its control app, ``twophase sync``, and the blocking wrapper. (The
seed's curl sequence and ``twophase state`` run as the README shows them: tests/test_readme.py.)"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from tests.embedded import SenderFactory
from tests.helpers import free_port, get, host_port, post
from tests.servers import ROOT, ServePool, digest, state, trainer_process
from twophase.sender.blocking import BlockingCoordinator
from twophase.sender.trainer_app import TRAIN_LOCK, build_trainer_app
from twophase.testing.tiny_lm import ModelSize, TinyLM


def twophase_cli(*args: str, timeout_s: float = 120) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "twophase.tools.cli", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout_s)


def test_twophase_sync_registers_endpoints_and_syncs_from_the_command_line(
    serve_processes: ServePool,
) -> None:
    server = serve_processes(tp=2)
    with trainer_process() as (trainer, _):
        refused = twophase_cli("sync", trainer, "--master-port", str(free_port()))
        assert refused.returncode == 1
        assert "sync failed (400)" in refused.stdout and "add_inference_endpoint" in refused.stdout
        host, port = host_port(server)
        done = twophase_cli(
            "sync", trainer, "--add", f"{host}:{port}:2", "--master-port", str(free_port()),
            "--bucket-mb", "0.1",
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
        assert "synced version 1" in done.stdout and "flattened" in done.stdout
        assert "through shared memory" in done.stdout  # the trainer and server share a host
        assert digest(server) == get(f"{trainer}/weights_checksum")[1]["digest"]
        assert post(f"{trainer}/train_step", {})[0] == 200
        group = twophase_cli("sync", trainer, "--master-port", str(free_port()),
                             "--bucket-mb", "0.1", "--no-shared-memory")  # fmt: skip
        assert group.returncode == 0, group.stdout + group.stderr
        assert "synced version 2" in group.stdout, group.stdout
        assert "not shared memory: turned off (SyncOptions.shared_memory)" in group.stdout
        assert digest(server) == get(f"{trainer}/weights_checksum")[1]["digest"]


def test_twophase_sync_sends_a_delta_from_the_command_line(serve_processes: ServePool) -> None:
    """``--delta on``: the first sync makes the trainer's base (whole, saying why), a train
    step later the next sends only the changed words; the server ends on the trainer's."""
    server = serve_processes(tp=2)
    host, port = host_port(server)
    with trainer_process() as (trainer, _):
        group = ["--master-port", str(free_port()), "--bucket-mb", "0.1", "--delta", "on"]
        first = twophase_cli("sync", trainer, "--add", f"{host}:{port}:2", *group)
        assert first.returncode == 0, first.stdout + first.stderr
        assert "whole: no committed sync" in first.stdout, first.stdout
        assert post(f"{trainer}/train_step", {})[0] == 200
        second = twophase_cli("sync", trainer, *group)
        assert second.returncode == 0, second.stdout + second.stderr
        assert "a delta, " in second.stdout, second.stdout
        assert digest(server) == get(f"{trainer}/weights_checksum")[1]["digest"]


@pytest.fixture
async def control(make_sender: SenderFactory) -> Any:
    coordinator = make_sender()
    model = TinyLM(ModelSize.named("tiny"))
    app = build_trainer_app(coordinator, weights=lambda: model)
    async with TestClient(TestServer(app)) as client:
        yield client, app


async def test_the_control_app_refuses_bad_input_and_a_concurrent_sync(control: Any) -> None:
    client, app = control
    json_type = {"Content-Type": "application/json"}
    response = await client.post("/add_inference_endpoint", data=b"{oops", headers=json_type)
    assert response.status == 400 and "malformed JSON" in (await response.json())["message"]
    response = await client.post("/add_inference_endpoint", json={"host": "h", "port": 1})
    assert response.status == 400 and "world_size" in (await response.json())["message"]
    response = await client.post("/sync_inference_weights", json={"master_port": 29999})
    assert response.status == 400 and "no inference endpoints" in (await response.json())["message"]
    response = await client.post(
        "/add_inference_endpoint", json={"host": "h", "port": 1, "world_size": 2}
    )
    assert response.status == 200
    response = await client.post(
        "/add_inference_endpoint", json={"host": "h", "port": 1, "world_size": 2}
    )
    assert response.status == 409
    async with app[TRAIN_LOCK]:  # a sync (or train step) is running
        response = await client.post("/sync_inference_weights", json={"master_port": 29999})
        assert response.status == 409
    response = await client.post("/sync_inference_weights", json={"buffer_size_mb": -1})
    assert response.status == 400 and "buffer_size_mb" in (await response.json())["message"]
    response = await client.post("/remove_inference_endpoint", json={"host": "x", "port": 2})
    assert response.status == 404
    response = await client.post("/remove_inference_endpoint", json={"host": "h", "port": 1})
    assert response.status == 200
    response = await client.get("/model_info")
    assert (await response.json())["params"][0]["name"] == "embed.weight"


def test_the_blocking_wrapper_in_a_plain_training_loop(serve_processes: ServePool) -> None:
    server = serve_processes(tp=1)
    sender = BlockingCoordinator(master_port=free_port())
    try:
        sender.add_endpoint(*host_port(server), world_size=1)
        model = TinyLM(ModelSize.named("tiny"))
        for step in range(2):
            model.train_step(step)
            result = sender.sync(model, buffer_size_mb=0.05, timeout_s=120)
            assert result.weight_version == step + 1
        assert state(server)["weight_version"] == 2
    finally:
        sender.close()
