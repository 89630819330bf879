"""twophase inside a real vLLM on a host of its own: the vLLM server (two TP workers) in one
network namespace, the trainer in another, each bound only to its host's address; the group
forms on the addresses that route between them (the trainer gives none), and vLLM then serves
the trainer's weights. Before issue 22 a rank advertised what the host name resolved to
(127.0.0.1 here) and such a group never formed.

Needs root (namespaces) and vLLM: skipped without them, failed instead under
``TWOPHASE_REQUIRE_NETNS=1`` / ``TWOPHASE_REQUIRE_VLLM=1`` (CI).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

if os.environ.get("TWOPHASE_REQUIRE_VLLM") != "1":
    pytest.importorskip("vllm", reason="vLLM is not installed: make install-vllm")
    pytest.importorskip("transformers", reason="transformers is not installed")

from tests.helpers import get, post, wait_until
from tests.vllm_remote_trainer import NEW_TOKENS, PROMPTS
from tests.vllm_servers import START_TIMEOUT_S, vllm_command
from twophase.testing.netcluster import Cluster
from twophase.tools.hf import write_tiny_llama

WORKERS = 2
VLLM_PORT, STATE_PORT = 8000, 8001
TRAINER_TIMEOUT_S = 240.0


def vllm_greedy(url: str, model: Path, prompt: list[int]) -> list[int]:
    body = {"model": str(model), "prompt": prompt, "max_tokens": NEW_TOKENS, "temperature": 0,
            "return_token_ids": True, "ignore_eos": True}  # fmt: skip
    status, answer = post(f"{url}/v1/completions", body, timeout_s=60)
    assert status == 200, answer
    return list(answer["choices"][0]["token_ids"])


def test_a_trainer_on_one_host_syncs_vllm_on_another(
    netcluster: Callable[..., Cluster], tmp_path: Path
) -> None:
    model = write_tiny_llama(tmp_path / "tiny-llama", seed=0)
    cluster = netcluster(["trainer", "vllm"])
    address = cluster.address("vllm")
    env, argv = vllm_command(model, VLLM_PORT, STATE_PORT, WORKERS, host=address)
    log = Path(tempfile.mkstemp(prefix="twophase-vllm-host-", suffix=".log")[1])
    with log.open("w") as out:
        cluster.popen("vllm", argv, env=os.environ | env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://{address}:{VLLM_PORT}"

    def healthy() -> bool:
        try:
            return get(f"{url}/health", timeout=2)[0] == 200
        except OSError:
            return False

    try:
        wait_until(healthy, timeout_s=START_TIMEOUT_S, interval_s=1, what="vLLM on its host")
    except AssertionError:
        raise AssertionError(log.read_text()[-4000:]) from None
    before = [vllm_greedy(url, model, p) for p in PROMPTS]
    trainer = cluster.run(
        "trainer",
        [sys.executable, "-m", "tests.vllm_remote_trainer", str(model), url, str(WORKERS), "3"],
        timeout_s=TRAINER_TIMEOUT_S,
        check=False,
    )
    assert trainer.returncode == 0, f"{trainer.stderr[-4000:]}\n{log.read_text()[-3000:]}"
    reply = json.loads(trainer.stdout.strip().splitlines()[-1])
    state = get(f"{url}/sync_state")[1]
    assert isinstance(state, dict)
    assert state["weight_version"] == reply["weight_version"] >= 1, state
    after = [vllm_greedy(url, model, p) for p in PROMPTS]
    assert after == reply["tokens"], "vLLM on its host does not serve the trainer's weights"
    assert after != before, "the sync changed nothing that greedy decoding shows"
