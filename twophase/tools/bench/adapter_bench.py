"""The adapter benchmark (``twophase bench --adapter``): an adapter sync against a whole sync of
the same model, in one run, side by side.

A Llama is made locally (``--adapter-model``: its hidden size and layers) and served by two
``twophase serve --model DIR`` processes on this host (TP 1, gloo on loopback). The trainer is
this process: the same Llama wrapped by PEFT with a rank-``--lora-rank`` adapter on q, k, v and
o (random, so that it changes the tokens), and a ``SyncCoordinator``. Per repeat: the whole
model's weights (what a trainer that merges its adapter syncs: the same bytes), then the
adapter alone (``sync(model, adapter=NAME)``); after each adapter sync every server generates
with the adapter, and its tokens must be the trainer's PEFT model's. Reported: bytes and time
of each (median), their ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
from pathlib import Path
from typing import Any

from twophase.http_common import free_port, request_json
from twophase.sender.adapters import peft_base_tensors
from twophase.sender.coordinator import SyncCoordinator
from twophase.tools.demo import Processes, wait_healthy
from twophase.tools.hf import HFCausalLM, write_tiny_llama

MODELS = {  # hidden size, layers: a Llama of about 4 MB, 60 MB and 300 MB in bf16
    "tiny": {"hidden_size": 128, "intermediate_size": 256, "num_hidden_layers": 2},
    "small": {"hidden_size": 512, "intermediate_size": 1408, "num_hidden_layers": 8},
    "medium": {"hidden_size": 1024, "intermediate_size": 2816, "num_hidden_layers": 12},
}
SHAPE = {"vocab_size": 8192, "num_attention_heads": 16, "num_key_value_heads": 8}
TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]
PROMPT = [5, 17, 42, 99, 7]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--adapter",
        action="store_true",
        help="an adapter sync (PEFT, q/k/v/o) against a whole sync of the same Llama, into two "
        "`serve --model` servers (adapter_bench.py)",
    )
    parser.add_argument("--lora-rank", type=int, default=16, help="--adapter: the adapter's rank")
    parser.add_argument(
        "--adapter-model", choices=sorted(MODELS), default="medium", help="--adapter: the Llama"
    )


def run(args: argparse.Namespace) -> int:
    config = SHAPE | MODELS[args.adapter_model]
    print(
        f"twophase bench --adapter: a Llama of {config['num_hidden_layers']} layers, hidden "
        f"{config['hidden_size']} (bf16), a rank-{args.lora_rank} adapter on q/k/v/o, two "
        f"servers; median of {args.repeats}; gloo on loopback",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="twophase-adapter-") as scratch:
        directory = write_tiny_llama(Path(scratch) / "llama", seed=0, config=config)
        procs = Processes()
        try:
            urls = []
            for index in range(2):
                port = free_port()
                procs.start(f"server-{index}", "serve", "--port", str(port), "--model",
                            str(directory), "--dtype", "bfloat16")  # fmt: skip
                urls.append(f"http://127.0.0.1:{port}")
            for url in urls:
                wait_healthy(url, timeout=300)
            row = asyncio.run(_measure(directory, urls, args))
        finally:
            procs.stop_all()
    print()
    print(
        f"{'whole MB':>9}{'adapter MB':>11}{'bytes':>8}{'whole s':>9}{'adapter s':>10}{'time':>7}"
    )
    print(
        f"{row['whole_bytes'] / 2**20:>9.1f}{row['adapter_bytes'] / 2**20:>11.2f}"
        f"{row['bytes_ratio']:>8.4f}{row['whole_s']:>9.2f}{row['adapter_s']:>10.3f}"
        f"{row['time_ratio']:>7.3f}"
    )
    met = "met" if row["bytes_ratio"] < 0.05 else "NOT met"
    print(f"target: the adapter sync moves under 5% of the whole bytes: ({met})")
    print(f"tokens with the adapter equal the trainer's after every sync: {row['tokens_equal']}")
    return 0 if row["tokens_equal"] else 1


async def _measure(directory: Path, urls: list[str], args: argparse.Namespace) -> dict[str, Any]:
    import peft
    import torch

    base = HFCausalLM.from_pretrained(directory, dtype=torch.bfloat16).module
    torch.manual_seed(1)
    lora = peft.LoraConfig(
        r=args.lora_rank, lora_alpha=2 * args.lora_rank, target_modules=TARGETS,
        init_lora_weights=False,
    )  # fmt: skip
    trainer = peft.get_peft_model(base, lora).eval()
    coordinator = SyncCoordinator(master_port=free_port())
    for url in urls:
        host, port = url.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1)
    whole_runs, adapter_runs, equal = [], [], True
    try:
        for _ in range(args.repeats + 1):  # the first: a warm-up (the group forms)
            whole_runs.append(await coordinator.sync(peft_base_tensors(trainer)))
            adapter_runs.append(await coordinator.sync(trainer, adapter="policy"))
            want = HFCausalLM(trainer).greedy(PROMPT, 8)
            for url in urls:
                body = {"prompt": PROMPT, "max_new_tokens": 8, "adapter": "policy"}
                status, got = await asyncio.to_thread(request_json, "POST", f"{url}/generate", body)
                equal = equal and status == 200 and got.get("tokens") == want
            with torch.no_grad():  # the next step's adapter
                for param in trainer.parameters():
                    if param.requires_grad:
                        param.add_(torch.randn_like(param) * 0.01)
    finally:
        await coordinator.close()
    whole_s = statistics.median(r.phase_seconds["total"] for r in whole_runs[1:])
    adapter_s = statistics.median(r.phase_seconds["total"] for r in adapter_runs[1:])
    whole_bytes, adapter_bytes = whole_runs[-1].total_bytes, adapter_runs[-1].total_bytes
    return {
        "whole_bytes": whole_bytes, "adapter_bytes": adapter_bytes,
        "bytes_ratio": adapter_bytes / whole_bytes, "whole_s": whole_s, "adapter_s": adapter_s,
        "time_ratio": adapter_s / whole_s, "tokens_equal": equal,
    }  # fmt: skip
