"""One trainer rank on vLLM 0.33's trainer interface, sharded (``test_vllm.py`` runs two, each a
process of its own with 0.33's ``weight_transfer`` package overlaid, ``tests/vllm_next.py``):

    python -m tests.vllm_next_sharded PACKAGE RANK STORE_PORT MASTER_PORT URL WORKERS MODEL
        NEW_TOKENS PROMPTS_JSON

The Hugging Face model in MODEL, FSDP2 over the two ranks (gloo), one train step; then vLLM's
own ``ModuleSource`` through twophase's trainer engine with ``sharded=True``: each rank sends
the pieces its ``iter_local`` yields. Prints this rank's result and the trained model's greedy
tokens as one JSON line.
"""

from __future__ import annotations

import json
import sys


def main() -> None:
    package, rank, store_port, master_port, url, workers, model, new_tokens, prompts = sys.argv[1:]
    from tests.vllm_next import overlaid

    overlaid(package)
    import torch.distributed as dist

    init = f"tcp://127.0.0.1:{store_port}"
    dist.init_process_group("gloo", init_method=init, rank=int(rank), world_size=2)
    from vllm.distributed.weight_transfer.base import ModuleSource
    from vllm.distributed.weight_transfer.clients import HTTPVLLMWeightSyncClient
    from vllm.distributed.weight_transfer.factory import WeightTransferTrainerFactory

    from twophase.tools.sharded_trainer import ModelArgs, ShardedModel
    from twophase.vllm import TwophaseTrainerInitInfo

    sharded = ShardedModel(ModelArgs(model, 0, "float32", None))
    sharded.hf.train_step(13)
    info = TwophaseTrainerInitInfo(
        master_address="127.0.0.1",
        master_port=int(master_port),
        world_size=2 + int(workers),
        rank=int(rank),
        sharded=True,
    )
    engine = WeightTransferTrainerFactory.trainer_init(
        info, client=HTTPVLLMWeightSyncClient(url), source=ModuleSource(sharded.hf.module)
    )
    try:
        engine.send_weights()
    finally:
        engine.shutdown()
    tokens = [sharded.hf.greedy(p, int(new_tokens)) for p in json.loads(prompts)]
    result = engine.last_result
    said = {
        "rank": int(rank),
        "version": None if result is None else result.weight_version,
        "total_bytes": None if result is None else result.total_bytes,
        "tokens": tokens,
    }
    print(json.dumps(said), flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
