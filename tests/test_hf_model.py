"""Hugging Face causal LMs: ``twophase tiny-llama``, ``HFCausalLM`` (a real AdamW step, greedy
decoding), and ``twophase trainer --model DIR`` syncing into ``twophase serve --model DIR`` as
real processes, the server's greedy tokens then equal to the trainer's."""

from __future__ import annotations

import argparse
import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

pytest.importorskip(
    "transformers", reason="transformers is not installed (pip install 'twophase[hf]')"
)

from tests.helpers import free_port, get, host_port, post
from tests.servers import ROOT, ServePool, digest, trainer_digest_for, trainer_process
from twophase.errors import RequestRejected
from twophase.tools import trainer_cli as trainer_tool
from twophase.tools.hf import HFCausalLM, write_tiny_llama

PROMPTS = ([1, 2, 3], [100, 200, 300, 400], [7])
NEW_TOKENS = 12


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), seed=0)


def test_write_tiny_llama_round_trips_through_from_pretrained(
    model_dir: Path, tmp_path: Path
) -> None:
    config = json.loads((model_dir / "config.json").read_text())
    assert config["architectures"] == ["LlamaForCausalLM"]
    assert config.get("dtype", config.get("torch_dtype")) == "float32"
    assert (config["vocab_size"], config["hidden_size"], config["num_hidden_layers"]) == (
        512,
        128,
        2,
    )
    assert (model_dir / "model.safetensors").is_file()

    state = HFCausalLM.from_pretrained(model_dir).module.state_dict()
    assert {"model.layers.0.self_attn.q_proj.weight", "lm_head.weight"} <= set(state)
    assert all(t.dtype is torch.float32 for t in state.values())
    again = HFCausalLM.from_pretrained(write_tiny_llama(tmp_path / "same", seed=0))
    other = HFCausalLM.from_pretrained(write_tiny_llama(tmp_path / "other", seed=1))
    assert all(torch.equal(state[n], t) for n, t in again.module.state_dict().items())
    assert not torch.equal(state["lm_head.weight"], other.module.state_dict()["lm_head.weight"])


def test_train_step_is_a_real_optimizer_step_that_lowers_the_loss(model_dir: Path) -> None:
    model = HFCausalLM.from_pretrained(model_dir)
    twin = HFCausalLM.from_pretrained(model_dir)
    before = {n: t.clone() for n, t in model.module.state_dict().items()}
    tokens_before = model.greedy(PROMPTS[0], NEW_TOKENS)
    losses = [model.train_step(step) for step in range(10)]
    after = model.module.state_dict()
    assert all(not torch.equal(before[n], after[n]) for n in before), "a weight did not move"
    assert losses[-1] < losses[0] - 0.1, losses
    assert model.greedy(PROMPTS[0], NEW_TOKENS) != tokens_before
    # The batch is (seed, step)'s alone: a second trainer from the same files takes the same step.
    assert twin.train_step(0) == losses[0]
    assert torch.equal(twin.batch(3), model.batch(3))


def test_greedy_is_transformers_greedy_and_refuses_what_the_model_cannot_take(
    model_dir: Path,
) -> None:
    model = HFCausalLM.from_pretrained(model_dir)
    model.train_step(0)
    config = copy.deepcopy(model.module.generation_config)
    # No stop at the end-of-sequence token: greedy() always gives max_new_tokens.
    config.eos_token_id, config.pad_token_id = None, 0
    config.do_sample, config.max_new_tokens = False, NEW_TOKENS
    for prompt in PROMPTS:
        out = model.module.generate(torch.tensor([prompt]), generation_config=config)
        assert model.greedy(prompt, NEW_TOKENS) == out[0, len(prompt) :].tolist()
    with pytest.raises(RequestRejected, match=r"prompt\[1\]: token 512 is outside"):
        model.greedy([1, 512], 4)
    with pytest.raises(RequestRejected, match="exceed the model's 256 positions"):
        model.greedy([1] * 250, 10)


def test_the_trainer_names_a_directory_without_a_model() -> None:
    args = argparse.Namespace(
        model="/nonexistent/model", size="tiny", seed=0, backend="gloo", bucket_delay=0.0,
        api_key=None,
    )  # fmt: skip
    with pytest.raises(SystemExit, match=r"no config\.json there"):
        trainer_tool.build_app(args)


# -- real processes -------------------------------------------------------------------------------


def generate(url: str, prompt: list[int]) -> list[int]:
    status, body = post(f"{url}/generate", {"prompt": prompt, "max_new_tokens": NEW_TOKENS})
    assert status == 200, body
    tokens: list[int] = body["tokens"]
    return tokens


def all_tokens(url: str) -> list[list[int]]:
    return [generate(url, prompt) for prompt in PROMPTS]


def sync(trainer: str, **extra: Any) -> dict[str, Any]:
    body = {"master_port": free_port(), "buffer_size_mb": 0.25, **extra}
    status, answer = post(f"{trainer}/sync_inference_weights", body)
    assert status == 200, answer
    assert isinstance(answer, dict)
    return answer


@pytest.mark.parametrize("ranks", ["1", "2"], ids=["one-process", "fsdp2-two-ranks"])
def test_trainer_model_syncs_into_serve_model_and_both_generate_the_same_tokens(
    tmp_path: Path, serve_processes: ServePool, ranks: str
) -> None:
    """With ``--ranks 2`` the trainer is FSDP2 over two processes, each sending only its own
    shards (issue 25): the same tokens, the same digests, as one process."""
    written = subprocess.run(
        [sys.executable, "-m", "twophase.tools.cli", "tiny-llama", str(tmp_path / "m"),
         "--seed", "4"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert written.returncode == 0, written.stderr
    model = written.stdout.strip()
    assert Path(model, "config.json").is_file()

    # The trainer starts while the server does: both take seconds to import transformers.
    trainer_args = ("--model", model, "--seed", "4", "--ranks", ranks)
    with trainer_process(*trainer_args, wait=False) as (trainer, process):
        server = serve_processes("--model", model, tp=2)
        process.wait_healthy(trainer, timeout_s=60, what="twophase trainer")
        initial = all_tokens(trainer)
        assert all_tokens(server) == initial  # the same files: the same greedy tokens
        assert digest(server) == trainer_digest_for(trainer, server)
        status, refused = post(f"{trainer}/generate", {"prompt": [512], "max_new_tokens": 2})
        assert status == 400 and "outside the vocabulary" in refused["message"]
        status, refused = post(f"{server}/generate", {"prompt": [512], "max_new_tokens": 2})
        assert status == 400 and "outside the vocabulary" in refused["message"]

        host, port = host_port(server)
        status, body = post(
            f"{trainer}/add_inference_endpoint", {"host": host, "port": port, "world_size": 2}
        )
        assert status == 200, body
        seen = [initial]
        for version in (1, 2):
            for _ in range(2):
                status, body = post(f"{trainer}/train_step", {})
                assert status == 200 and body["loss"] > 0, body
            trained = all_tokens(trainer)
            assert trained != seen[-1], "two AdamW steps changed no greedy token"
            assert all_tokens(server) == seen[-1]  # not synced yet: the old weights' tokens
            assert sync(trainer)["weight_version"] == version
            senders = get(f"{trainer}/sync_state")[1]["sender_ranks"]
            assert [r["state"] for r in senders] == (["done"] * 2 if ranks == "2" else [])
            assert all(r["bytes"] > 0 for r in senders), senders  # each sent its own shards
            assert all_tokens(server) == trained
            assert digest(server) == trainer_digest_for(trainer, server)
            status, body = post(f"{server}/generate", {"prompt": [1], "max_new_tokens": 1})
            assert status == 200 and body["weight_version"] == version
            seen.append(trained)

        # Today's way, asked for: rank 0 gathers the full tensors and sends them as one
        # sender (one process holds them all already).
        for _ in range(2):
            assert post(f"{trainer}/train_step", {})[0] == 200
        trained = all_tokens(trainer)
        assert sync(trainer, gather=True)["weight_version"] == 3
        assert all_tokens(server) == trained
        assert digest(server) == trainer_digest_for(trainer, server)
