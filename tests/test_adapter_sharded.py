"""A sharded adapter sync (issue 36): two FSDP2 trainer processes, each holding only its
``fully_shard`` half of a PEFT Llama's LoRA matrices, call ``sync_shards(..., adapter=NAME)``
alike; the plan sends each rank of a real ``twophase serve --model DIR --tp 2`` only its part
of each matrix (a column-parallel layer's rows of B, a row-parallel layer's columns of A),
from the trainer ranks that hold it, and no trainer rank gathers a matrix. The server then
generates with the adapter what the trainer's PEFT model generates, its base weights and their
version untouched."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path
from typing import Any

import pytest

from tests.embedded import TEST_TIMEOUTS
from tests.helpers import free_port, get, host_port, post, run_processes
from tests.servers import ServePool

peft = pytest.importorskip("peft")
pytest.importorskip("transformers")

PROMPT = [3, 14, 15, 92, 65]
TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]


def _peft_model(directory: Path, seed: int) -> Any:
    import torch

    from twophase.tools.hf import HFCausalLM

    base = HFCausalLM.from_pretrained(directory).module
    torch.manual_seed(seed)
    config = peft.LoraConfig(r=8, lora_alpha=16, target_modules=TARGETS, init_lora_weights=False)
    return peft.get_peft_model(copy.deepcopy(base), config).eval()


def trainer_rank(
    rank: int, port: int, url: str, directory: Path, master_port: int, out: Any
) -> None:
    """One FSDP2 trainer rank: its half of the PEFT model (the same on both ranks before
    sharding), sharded, synced as adapter "policy" twice (the second at other matrices)."""
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    from twophase import SyncCoordinator
    from twophase.sender.sharded_sync import sync_shards

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    mesh = init_device_mesh("cpu", (2,))
    coordinator = None
    if rank == 0:
        coordinator = SyncCoordinator(master_port=master_port, timeouts=TEST_TIMEOUTS)
        coordinator.add_endpoint(*host_port(url), 2)
    try:
        for seed in (1, 2):
            model = _peft_model(directory, seed)
            fully_shard(model, mesh=mesh)
            local = {n: tuple(t.to_local().shape) for n, t in model.state_dict().items()}
            result = asyncio.run(sync_shards(coordinator, model, adapter="policy"))
            out[(rank, seed)] = {
                "version": None if result is None else result.weight_version,
                "bytes": None if result is None else result.total_bytes,
                "local": local,
            }
    finally:
        if coordinator is not None:
            asyncio.run(coordinator.close())
        dist.destroy_process_group()


@pytest.mark.timeout(300)
def test_two_fsdp2_ranks_sync_their_adapter_shards_into_each_tp_ranks_part(
    tmp_path: Path, serve_processes: ServePool
) -> None:
    import torch

    from twophase.tools.hf import HFCausalLM, write_tiny_llama

    directory = write_tiny_llama(tmp_path / "llama", seed=4)
    url = serve_processes("--model", str(directory), "--max-adapters", "2", tp=2)
    ask = {"prompt": PROMPT, "max_new_tokens": 6}
    plain = post(f"{url}/generate", ask)[1]["tokens"]
    results, exits = run_processes(trainer_rank, url, directory, free_port())
    assert exits == [0, 0], (exits, results)
    q_b = "base_model.model.model.layers.0.self_attn.q_proj.lora_B.default.weight"
    for version, seed in enumerate((1, 2), start=1):
        leader, follower = results[(0, seed)], results[(1, seed)]
        assert leader["version"] == version and follower["version"] is None, results
        model = _peft_model(directory, seed)
        # What each TP rank holds, and no more: its half of q, k and v's B (column-parallel)
        # and of o's A (row-parallel); every other matrix whole, on each rank.
        lora = {n: p for n, p in model.named_parameters() if p.requires_grad}
        halved = [n for n in lora if ("o_proj" in n) == ("lora_A" in n)]
        assert len(halved) * 2 == len(lora)
        assert leader["bytes"] == sum(
            p.numel() * p.element_size() * (1 if n in halved else 2) for n, p in lora.items()
        )
        # Each trainer rank held half of each matrix's rows: nothing was gathered.
        whole = model.state_dict()[q_b].shape[0]
        assert leader["local"][q_b][0] * 2 == whole == follower["local"][q_b][0] * 2
        if version == 2:  # the server holds this one now
            with torch.no_grad():
                want = HFCausalLM(model).greedy(PROMPT, 6)
            got = post(f"{url}/generate", ask | {"adapter": "policy"})[1]
            assert (got["tokens"], got["adapter_version"]) == (want, 2)
            assert want != plain
    state = get(f"{url}/sync_state")[1]
    assert state["weight_version"] == 0 and state["adapters"]["policy"]["version"] == 2
    assert post(f"{url}/generate", ask)[1]["tokens"] == plain  # the base model, untouched
