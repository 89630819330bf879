"""A stock SGLang 0.5.23, run for real on CPU (``make install-sglang``), both ways.

- twophase → SGLang: ``twophase trainer --model DIR`` syncs the real server (``engine:
  "sglang"``) three rounds; SGLang's greedy tokens (``/generate`` with ``input_ids``,
  temperature 0) equal the trainer's (transformers') each time; its ``/weights_checker``
  checksums are compared by the sender (fused ``qkv_proj``/``gate_up_proj`` included).
- SGLang → twophase: SGLang's own trainer flow (``tests/peers/sglang_real_trainer.py``, run
  in SGLang's venv: ``init_custom_process_group``, begin, the update call with the broadcast,
  end) into ``twophase serve --model DIR``, three rounds, tokens equal transformers'.
- Faults against the real server: a wrong tensor name, a trainer killed mid-broadcast.

Skipped without ``.venv-sglang``, unless ``TWOPHASE_REQUIRE_SGLANG=1`` (CI), which fails.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("transformers", reason="transformers is not installed")

from safetensors.torch import load_file, save_file

from tests.helpers import free_port, get, post
from tests.servers import ROOT, LoggedProcess, ServePool, trainer_process
from twophase.tools.hf import HFCausalLM, write_tiny_llama

VENV = ROOT / ".venv-sglang"
PYTHON = VENV / "bin" / "python"
STUB = VENV / "stub"
TRAINER = ROOT / "tests" / "peers" / "sglang_real_trainer.py"
PROMPTS = ([1, 2, 3], [100, 200, 300, 400], [7])
NEW_TOKENS = 12
START_TIMEOUT_S = 300.0
ENV = {"SGLANG_USE_CPU_ENGINE": "1", "LD_LIBRARY_PATH": str(STUB)}


@pytest.fixture(scope="module")
def sglang_python() -> Path:
    if not (PYTHON.exists() and (STUB / "libcuda.so.1").exists()):
        why = f"no SGLang venv at {VENV} (make install-sglang)"
        if os.environ.get("TWOPHASE_REQUIRE_SGLANG") == "1":
            pytest.fail(f"{why}, and TWOPHASE_REQUIRE_SGLANG=1")
        pytest.skip(why)
    return PYTHON


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), seed=0)


@pytest.fixture(scope="module")
def sglang_url(sglang_python: Path, model_dir: Path) -> Iterator[str]:
    """One real SGLang server for the module (float32, a small KV cache to save memory)."""
    port = free_port()
    argv = [
        str(sglang_python), "-m", "sglang.launch_server", "--model-path", str(model_dir),
        "--device", "cpu", "--port", str(port), "--host", "127.0.0.1",
        "--skip-tokenizer-init", "--dtype", "float32", "--mem-fraction-static", "0.1",
        "--disable-cuda-graph", "--max-total-tokens", "2048",
    ]  # fmt: skip
    server = LoggedProcess(argv, "sglang-", env=ENV, session=True, stop_timeout_s=30)
    url = f"http://127.0.0.1:{port}"
    try:
        server.wait_healthy(url, timeout_s=START_TIMEOUT_S, what="SGLang")
        yield url
    finally:
        server.stop()


def sglang_greedy(url: str, prompt: list[int]) -> list[int]:
    sampling = {"temperature": 0, "max_new_tokens": NEW_TOKENS, "ignore_eos": True}
    status, body = post(f"{url}/generate", {"input_ids": prompt, "sampling_params": sampling})
    assert status == 200, body
    return list(body["output_ids"])


def twophase_greedy(url: str, prompt: list[int]) -> list[int]:
    status, body = post(f"{url}/generate", {"prompt": prompt, "max_new_tokens": NEW_TOKENS})
    assert status == 200, body
    return list(body["tokens"])


def sync(trainer: str) -> tuple[int, dict[str, Any]]:
    body = {"master_port": free_port(), "buffer_size_mb": 0.25}
    status, answer = post(f"{trainer}/sync_inference_weights", body, timeout_s=180)
    return status, answer


def add_sglang(trainer: str, sglang_url: str) -> None:
    host, port = sglang_url.removeprefix("http://").rsplit(":", 1)
    body = {"host": host, "port": int(port), "world_size": 1, "engine": "sglang"}
    status, answer = post(f"{trainer}/add_inference_endpoint", body)
    assert status == 200, answer


# -- twophase → stock SGLang ----------------------------------------------------------------------


def test_twophase_trainer_syncs_stock_sglang_three_rounds(sglang_url: str, model_dir: Path) -> None:
    with trainer_process("--model", str(model_dir), wait=False) as (trainer, process):
        process.wait_healthy(trainer, timeout_s=120, what="twophase trainer")
        add_sglang(trainer, sglang_url)
        for prompt in PROMPTS:  # the same files: the same greedy tokens
            assert sglang_greedy(sglang_url, prompt) == twophase_greedy(trainer, prompt)
        for round_ in range(1, 4):
            status, body = post(f"{trainer}/train_step", {})
            assert status == 200, body
            expected = [twophase_greedy(trainer, p) for p in PROMPTS]
            status, answer = sync(trainer)
            assert status == 200, answer
            assert [sglang_greedy(sglang_url, p) for p in PROMPTS] == expected, round_
            version = answer["weight_version"]
            assert get(f"{sglang_url}/model_info")[1]["weight_version"] == str(version)
        log = process.log_tail(200_000)
        assert "no rollback on its side" in log, log[-3000:]  # what SGLang lacks, said
        assert log.count("15 served tensors checked") == 3, log[-3000:]  # fused ones too


def test_a_sharded_trainer_brings_stock_sglang_whole_tensors_in_the_same_call(
    sglang_url: str, model_dir: Path
) -> None:
    """Issue 25's mixed round: ``twophase trainer --ranks 2`` (FSDP2) sends its shards point
    to point into ``twophase serve --model --tp 2``, and stock SGLang, which takes whole
    tensors only, gets them from rank 0 in the same call, over a group of its own, as the
    same version. Both generate the trainer's tokens, twice."""
    with (
        ServePool() as pool,
        trainer_process("--model", str(model_dir), "--ranks", "2", wait=False) as (
            trainer,
            process,
        ),
    ):
        serve_url = pool("--model", str(model_dir), tp=2)
        process.wait_healthy(trainer, timeout_s=120, what="twophase trainer")
        add_sglang(trainer, sglang_url)
        host, port = serve_url.removeprefix("http://").rsplit(":", 1)
        body = {"host": host, "port": int(port), "world_size": 2}
        status, answer = post(f"{trainer}/add_inference_endpoint", body)
        assert status == 200, answer
        # The sharded groups' port; SGLang's group is on the next one: both free, chosen once
        # every process of the test has started (and taken the ports it takes).
        master_port = free_port_pair()
        for round_ in range(2):
            status, body = post(f"{trainer}/train_step", {})
            assert status == 200, body
            expected = [twophase_greedy(trainer, p) for p in PROMPTS]
            request = {"master_port": master_port, "buffer_size_mb": 0.25}
            status, answer = post(f"{trainer}/sync_inference_weights", request, timeout_s=180)
            assert status == 200, answer
            assert list(answer["whole_after"]) == [sglang_url.removeprefix("http://")], answer
            senders = get(f"{trainer}/sync_state")[1]["sender_ranks"]
            assert [r["state"] for r in senders] == ["done"] * 2, senders  # sharded part
            assert [sglang_greedy(sglang_url, p) for p in PROMPTS] == expected, round_
            assert [twophase_greedy(serve_url, p) for p in PROMPTS] == expected, round_
            version = answer["weight_version"]
            assert get(f"{sglang_url}/model_info")[1]["weight_version"] == str(version)
            assert get(f"{serve_url}/sync_state")[1]["weight_version"] == version


def free_port_pair() -> int:
    """A port that nothing listens on, nor on the port after it, right now."""
    for _ in range(100):
        port = free_port()
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise AssertionError("no two consecutive free ports in 100 tries")


# -- SGLang 0.5.23's own trainer flow → twophase serve ----------------------------------------


def run_sglang_trainer(
    url: str, *rounds: Path, extra: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """SGLang's trainer flow in SGLang's venv; its answers, one per call."""
    argv = [str(PYTHON), str(TRAINER), url, str(free_port()), *map(str, rounds), *extra]
    done = subprocess.run(
        argv, cwd=ROOT, env=os.environ | ENV, capture_output=True, text=True, timeout=300
    )
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert answers, done.stderr[-3000:]
    return answers


def trained_round(model: HFCausalLM, step: int, where: Path) -> Path:
    model.train_step(step)
    path = where / f"round-{step}.safetensors"
    save_file({n: t.detach().contiguous() for n, t in model.module.state_dict().items()}, path)
    return path


@pytest.fixture(scope="module")
def serve_url(sglang_python: Path, model_dir: Path) -> Iterator[str]:
    with ServePool() as pool:
        yield pool("--model", str(model_dir), tp=1)


def test_sglang_trainer_flow_into_twophase_serve_three_rounds(
    serve_url: str, model_dir: Path, tmp_path: Path
) -> None:
    """Each round: a session of three update calls (one per bucket, as SGLang's trainers
    call), applied at end as one sync."""
    model = HFCausalLM.from_pretrained(model_dir)
    for step in range(1, 4):
        path = trained_round(model, step, tmp_path)
        version = get(f"{serve_url}/sync_state")[1]["weight_version"]
        answers = run_sglang_trainer(serve_url, path, extra=("--calls", "3"))
        routes = [a["route"] for a in answers]
        assert routes == [
            "/init_weights_update_group", "/begin_weight_update",
            *["/update_weights_from_distributed"] * 3, "/end_weight_update",
            "/destroy_weights_update_group",
        ], answers  # fmt: skip
        assert all(a["status"] == 200 and a["body"]["success"] for a in answers), answers
        assert [twophase_greedy(serve_url, p) for p in PROMPTS] == [
            model.greedy(p, NEW_TOKENS) for p in PROMPTS
        ], step
        assert get(f"{serve_url}/model_info")[1]["weight_version"] == f"round-{step}"
        assert get(f"{serve_url}/sync_state")[1]["weight_version"] == version + 1  # one sync


def test_a_failed_call_rolls_the_whole_session_back(
    serve_url: str, model_dir: Path, tmp_path: Path
) -> None:
    """The second of three calls names a tensor the model lacks: the first call's staged
    bytes go too, end says so, nothing is served; the next session goes in whole."""
    before = [twophase_greedy(serve_url, p) for p in PROMPTS]
    version = get(f"{serve_url}/model_info")[1]["version"]
    model = HFCausalLM.from_pretrained(model_dir)
    path = trained_round(model, 7, tmp_path)
    names = list(load_file(path))
    second = names[-(-len(names) // 3)]  # the first tensor of the second call
    rename = ("--calls", "3", "--rename", f"{second}={second}_typo")
    answers = run_sglang_trainer(serve_url, path, extra=rename)
    updates = [a for a in answers if a["route"] == "/update_weights_from_distributed"]
    assert updates[0]["status"] == 200, answers  # staged, then rolled back with the rest
    assert updates[1]["status"] == 400 and f"{second}_typo" in updates[1]["body"]["message"]
    end = next(a for a in answers if a["route"] == "/end_weight_update")
    assert end["status"] == 400 and end["body"]["success"] is False, end
    assert "rolled back" in end["body"]["message"] and f"{second}_typo" in end["body"]["message"]
    assert [twophase_greedy(serve_url, p) for p in PROMPTS] == before  # nothing applied
    assert get(f"{serve_url}/model_info")[1]["version"] == version
    answers = run_sglang_trainer(serve_url, path, extra=("--calls", "3"))  # then it works
    end = next(a for a in answers if a["route"] == "/end_weight_update")
    assert end["status"] == 200, answers
    assert [twophase_greedy(serve_url, p) for p in PROMPTS] == [
        model.greedy(p, NEW_TOKENS) for p in PROMPTS
    ]


# -- faults against the real SGLang ---------------------------------------------------------------


async def test_a_wrong_tensor_name_fails_the_sync_named(sglang_url: str, model_dir: Path) -> None:
    """SGLang 0.5.23 answers success for a tensor it has no parameter for (it logs and drops
    it); the sender's /weights_checker comparison names it and fails the sync."""
    from twophase import SyncCoordinator, SyncError

    model = HFCausalLM.from_pretrained(model_dir)
    model.train_step(11)
    state = {n: t.detach().clone() for n, t in model.module.state_dict().items()}
    wrong = [
        ("model.norm_typo.weight" if n == "model.norm.weight" else n, t) for n, t in state.items()
    ]
    host, port = sglang_url.removeprefix("http://").rsplit(":", 1)
    # A coordinator per sync: after a failure past the commit point the sender's group
    # keeps its master port (reported to the lead); a new trainer process would be fresh too.
    for weights, fails in ((wrong, True), (list(state.items()), False)):
        coordinator = SyncCoordinator(master_port=free_port())
        coordinator.add_endpoint(host, int(port), 1, engine="sglang")
        try:
            if fails:
                with pytest.raises(SyncError) as caught:
                    await coordinator.sync(weights)
                assert "model.norm_typo.weight" in str(caught.value), caught.value
                assert "no parameter there" in str(caught.value), caught.value
            else:
                result = await coordinator.sync(weights)  # the right names: it works
                assert any("no rollback on its side" in w for w in result.warnings), result
        finally:
            await coordinator.close()
    assert [sglang_greedy(sglang_url, p) for p in PROMPTS] == [
        model.greedy(p, NEW_TOKENS) for p in PROMPTS
    ]


def test_a_trainer_killed_mid_broadcast_leaves_sglang_serving_and_the_next_sync_works(
    sglang_url: str, model_dir: Path
) -> None:
    before = [sglang_greedy(sglang_url, p) for p in PROMPTS]
    args = ("--model", str(model_dir), "--bucket-delay", "0.5")
    with trainer_process(*args, wait=False) as (trainer, process):
        process.wait_healthy(trainer, timeout_s=120, what="twophase trainer")
        add_sglang(trainer, sglang_url)
        post(f"{trainer}/train_step", {})

        def sync_until_killed() -> None:
            with contextlib.suppress(OSError):  # the trainer dies under its answer
                sync(trainer)

        syncing = threading.Thread(target=sync_until_killed, daemon=True)
        syncing.start()
        time.sleep(3.0)  # some of its per-tensor broadcasts are out, most are not
        os.kill(process.pid, signal.SIGKILL)
        syncing.join(60)
    # SGLang receives every tensor before it loads any: the old weights still serve.
    assert [sglang_greedy(sglang_url, p) for p in PROMPTS] == before
    with trainer_process("--model", str(model_dir), wait=False) as (trainer, process):
        process.wait_healthy(trainer, timeout_s=120, what="twophase trainer")
        add_sglang(trainer, sglang_url)
        post(f"{trainer}/train_step", {})
        expected = [twophase_greedy(trainer, p) for p in PROMPTS]
        status, body = sync(trainer)
        assert status == 200, (body, process.log_tail())
        assert [sglang_greedy(sglang_url, p) for p in PROMPTS] == expected
