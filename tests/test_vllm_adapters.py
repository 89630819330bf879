"""Adapter syncs into a real vLLM (the CPU build, ``--enable-lora``): the twophase backend takes
a PEFT adapter's matrices alone under the two phases, every worker holds the new version at
once (no file in between), vLLM's OpenAI server serves it under its name and ``/v1/models``
lists it; a request that started on one version finishes on it; a version vLLM cannot serve
fails the sync on every worker, leaving the old one served.

The server is the session's (``vllm_tp2``: two TP workers, float32, ``--max-lora-rank 8``),
shared with tests/test_vllm.py; each test first syncs known base weights into it. Every check
of tokens compares vLLM's greedy tokens with ``transformers`` + PEFT's at the trainer's weights.
vLLM's CPU LoRA kernels give a token of a request without an adapter the adapter in the last
slot; the twophase backend corrects that in each worker, and one test holds it to that.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
import signal
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import torch

if os.environ.get("TWOPHASE_REQUIRE_VLLM") != "1":
    pytest.importorskip("vllm", reason="vLLM is not installed: make install-vllm")
    pytest.importorskip("peft", reason="PEFT is not installed: pip install 'twophase[hf]'")

import peft

from tests.helpers import free_port, get, post, wait_until
from tests.servers import trainer_process
from tests.vllm_servers import VllmServer
from twophase import SyncCoordinator, SyncError
from twophase.tools.hf import HFCausalLM
from twophase.vllm import vllm_endpoint

pytestmark = pytest.mark.timeout(600)

WORKERS = 2
PROMPT = [1, 5, 9, 33]
TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]
RESTING = ("IDLE", "GROUP_READY", "DONE")


def _peft(base: torch.nn.Module, rank: int = 8, seed: int = 1) -> Any:
    """A PEFT model over a copy of ``base``, its adapter random (B not zero)."""
    torch.manual_seed(seed)
    config = peft.LoraConfig(
        r=rank, lora_alpha=2 * rank, target_modules=TARGETS, init_lora_weights=False
    )
    return peft.get_peft_model(copy.deepcopy(base), config).eval()


def _step(model: Any) -> None:
    with torch.no_grad():
        for param in model.parameters():
            if param.requires_grad:
                param.add_(torch.randn_like(param) * 0.05)


def _want(model: Any, tokens: int = 8) -> list[int]:
    with torch.no_grad():
        return HFCausalLM(model).greedy(PROMPT, tokens)


def _served(server: VllmServer, model: str, tokens: int = 8) -> list[int]:
    body = {"model": model, "prompt": PROMPT, "max_tokens": tokens, "temperature": 0,
            "return_token_ids": True, "ignore_eos": True}  # fmt: skip
    status, answer = post(f"{server.url}/v1/completions", body, timeout_s=120)
    assert status == 200, answer
    assert answer["model"] == model  # the public name, not vLLM's name for the version
    tokens_out: list[int] = answer["choices"][0]["token_ids"]
    return tokens_out


class Trainer:
    """One coordinator into the server, its base weights synced first (earlier tests left
    others), and a PEFT model over them."""

    def __init__(self, model_dir: Path, server: VllmServer) -> None:
        self.server = server
        self.base = HFCausalLM.from_pretrained(model_dir).module
        self.coordinator = SyncCoordinator(master_port=free_port())
        self.coordinator.add(vllm_endpoint(server.url, WORKERS))
        self.loop = asyncio.new_event_loop()
        self.run(self.coordinator.sync(self.base))

    def run(self, coro: Any) -> Any:
        return self.loop.run_until_complete(coro)

    def sync(self, model: Any, name: str) -> Any:
        return self.run(self.coordinator.sync(model, adapter=name))

    def close(self) -> None:
        self.run(self.coordinator.close())
        self.loop.close()


@pytest.fixture
def trainer(vllm_model_dir: Path, vllm_tp2: VllmServer) -> Any:
    made = Trainer(vllm_model_dir, vllm_tp2)
    yield made
    made.close()


def test_adapter_syncs_into_every_vllm_worker_and_vllm_serves_it_by_name(trainer: Trainer) -> None:
    server, base = trainer.server, trainer.base
    plain = _served(server, str(server.model))
    assert plain == _want(base)
    weights_version = server.sync_state()["weight_version"]
    policy = _peft(base)
    model_bytes = sum(t.numel() * t.element_size() for t in base.state_dict().values())
    for version in (1, 2):
        result = trainer.sync(policy, "policy")
        assert result.weight_version >= version  # the adapter's (an earlier test's may be higher)
        adapter_bytes = sum(p.numel() * p.element_size() for p in policy.parameters()
                            if p.requires_grad)  # fmt: skip
        assert result.total_bytes == adapter_bytes < model_bytes / 10
        want = _want(policy)
        assert want != plain, "the adapter changes nothing: the test would prove nothing"
        assert _served(server, "policy") == want
        assert _served(server, str(server.model)) == plain  # the base model, untouched
        state = server.sync_state()
        assert state["weight_version"] == weights_version
        assert state["adapters"]["policy"]["version"] == result.weight_version
        _, models = get(f"{server.url}/v1/models")
        cards = {card["id"]: card for card in models["data"]}
        assert cards["policy"]["root"] == f"twophase://policy/{result.weight_version}"
        _step(policy)


def test_a_request_that_started_on_a_version_finishes_on_it(trainer: Trainer) -> None:
    """A long request on "policy" at version N is frozen mid-generation (vLLM's ``/pause``,
    mode keep), N + 1 is synced and committed, generation resumes: the request's tokens are
    all N's, and the next request's all N + 1's. vLLM reloads N after the sync (it drops every
    adapter after a weight update): from the worker's memory."""
    server, base = trainer.server, trainer.base
    policy = _peft(base, seed=5)
    trainer.sync(policy, "policy")
    long = 100
    old = _want(policy, long)
    _step(policy)
    new = _want(policy, long)
    assert old != new
    got: dict[str, list[int]] = {}

    def ask() -> None:
        got["tokens"] = _served(server, "policy", long)

    for _attempt in range(3):
        asking = threading.Thread(target=ask)
        asking.start()
        _until_running(server)
        assert post(f"{server.url}/pause?mode=keep", {})[0] == 200
        if _running(server) >= 1:
            break
        post(f"{server.url}/resume", {})  # it finished before the pause: again
        asking.join(120)
    else:
        pytest.fail("no request was still running when vLLM paused, in three tries")
    try:
        trainer.sync(policy, "policy")
    finally:
        assert post(f"{server.url}/resume", {})[0] == 200
    asking.join(120)
    assert got["tokens"] == old  # all of it on the version it started on
    assert _served(server, "policy", long) == new


def test_an_adapter_vllm_cannot_serve_is_refused_at_prepare_and_the_old_one_stays(
    trainer: Trainer,
) -> None:
    """Rank 16 over the server's ``--max-lora-rank 8``: every worker refuses it at prepare
    (a 400 naming why, before any byte), and "policy" stays at its version."""
    server, base = trainer.server, trainer.base
    policy = _peft(base, seed=7)
    held = trainer.sync(policy, "policy").weight_version
    before = _served(server, "policy")
    with pytest.raises(
        SyncError, match=r"HTTP 400: .*LoRA rank 16 is greater than max_lora_rank 8"
    ):
        trainer.sync(_peft(base, rank=16, seed=8), "policy")
    assert server.sync_state()["adapters"]["policy"]["version"] == held
    assert _served(server, "policy") == before


def test_requests_without_an_adapter_get_the_base_model_beside_adapters_in_every_slot(
    trainer: Trainer,
) -> None:
    """Two adapters in vLLM's two slots, then base-model requests alone and beside adapter
    requests in one batch: each gets its own model's tokens (vLLM's CPU kernels alone gave
    the base requests the last slot's adapter)."""
    server, base = trainer.server, trainer.base
    plain = _want(base)
    first, second = _peft(base, seed=11), _peft(base, seed=12)
    trainer.sync(first, "policy")
    trainer.sync(second, "other")
    want = {"policy": _want(first), "other": _want(second), str(server.model): plain}
    assert len({tuple(tokens) for tokens in want.values()}) == 3
    for name in ("policy", "other"):  # one in each slot
        assert _served(server, name) == want[name]
    assert _served(server, str(server.model)) == plain
    got: dict[str, list[int]] = {}

    def ask(name: str) -> None:
        got[name] = _served(server, name)

    together = [threading.Thread(target=ask, args=(name,)) for name in want]
    for thread in together:
        thread.start()
    for thread in together:
        thread.join(120)
    assert got == want


def test_a_trainer_killed_inside_an_adapter_sync_leaves_every_worker_on_the_old_version(
    vllm_model_dir: Path, vllm_tp2: VllmServer
) -> None:
    """``twophase trainer --lora-rank 8`` syncs its base weights, then adapter "policy", then is
    killed (SIGKILL) while the next version's buckets arrive: every worker rolls back, vLLM
    serves "policy" at the version before, token for token, and its base weights as they were."""
    server = vllm_tp2
    args = ("--model", str(vllm_model_dir), "--lora-rank", "8", "--bucket-delay", "0.5")
    with trainer_process(*args, wait=False) as (url, trainer):
        trainer.wait_healthy(url, timeout_s=60, what="twophase trainer")
        endpoint = {"host": "127.0.0.1", "port": server.port, "world_size": WORKERS,
                    "engine": "vllm"}  # fmt: skip
        assert post(f"{url}/add_inference_endpoint", endpoint)[0] == 200
        port = free_port()
        whole = post(f"{url}/sync_inference_weights", {"master_port": port}, timeout_s=120)
        assert whole[0] == 200, whole
        assert post(f"{url}/train_step", {})[0] == 200
        sync = {"master_port": port, "adapter": "policy", "buffer_size_mb": 0.01}
        status, held = post(f"{url}/sync_inference_weights", sync, timeout_s=120)
        assert status == 200, held
        before_tokens, before = _served(server, "policy"), server.sync_state()
        assert post(f"{url}/train_step", {})[0] == 200

        def sync_until_killed() -> None:
            with contextlib.suppress(OSError):  # the trainer dies under the request
                post(f"{url}/sync_inference_weights", sync, timeout_s=120)

        threading.Thread(target=sync_until_killed, daemon=True).start()
        wait_until(
            lambda: server.sync_state()["state"] == "RECEIVING",
            timeout_s=60, interval_s=0.05, what="vLLM to receive",
        )  # fmt: skip
        trainer.signal_stop(signal.SIGKILL)
    rested = server.wait_every_worker_in(RESTING)
    new = [(r["source"], r["dest"]) for r in rested["history"][len(before["history"]) :]]
    assert ("RECEIVING", "ERROR") in new, new
    assert rested["adapters"] == before["adapters"], rested["adapters"]
    assert rested["adapters"]["policy"]["version"] == held["weight_version"]
    assert rested["weight_version"] == before["weight_version"]
    assert _served(server, "policy") == before_tokens


def _running(server: VllmServer) -> float:
    _, text = get(f"{server.url}/metrics")
    found = [
        line for line in str(text).splitlines() if line.startswith("vllm:num_requests_running")
    ]
    return sum(float(line.rsplit(" ", 1)[1]) for line in found)


def _until_running(server: VllmServer, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while _running(server) < 1:
        assert time.monotonic() < deadline, "the request never started"
        time.sleep(0.005)
