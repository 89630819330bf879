"""A trainer process for ``test_vllm_across_hosts.py``: run on the trainer's host, it trains the
tiny Llama ``STEPS`` steps, syncs it into the vLLM server at ``URL`` (another host) with a
``SyncCoordinator`` whose master address is left to the route, and prints one JSON line: the
result's version and the trainer's greedy tokens for ``PROMPTS``.

    python -m tests.vllm_remote_trainer MODEL_DIR URL WORKERS STEPS
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from twophase import SyncCoordinator
from twophase.http_common import free_port
from twophase.tools.hf import HFCausalLM
from twophase.vllm import vllm_endpoint

PROMPTS = [[1, 5, 9, 33], [7, 7, 7], [100, 200, 300, 400, 2]]
NEW_TOKENS = 8


async def sync(model: HFCausalLM, url: str, workers: int) -> int:
    coordinator = SyncCoordinator(master_port=free_port())  # master address: the route
    coordinator.add(vllm_endpoint(url, workers))
    try:
        result = await coordinator.sync(model.module)
        return result.weight_version
    finally:
        await coordinator.close()


def main() -> None:
    model_dir, url, workers, steps = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    model = HFCausalLM.from_pretrained(Path(model_dir))
    for step in range(steps):
        model.train_step(step)
    version = asyncio.run(sync(model, url, workers))
    tokens = [model.greedy(prompt, NEW_TOKENS) for prompt in PROMPTS]
    print(json.dumps({"weight_version": version, "tokens": tokens}), flush=True)


if __name__ == "__main__":
    main()
