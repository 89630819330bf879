"""An inference server written from seed 000's pseudocode alone: the seed's four routes, a recv
thread doing one broadcast per tensor, no /sync_capabilities, no twophase sync code (only the
built-in model, so that both sides hold the same architecture), TP 1.

    python -m tests.peers.seed_receiver PORT
"""

from __future__ import annotations

import datetime
import hashlib
import sys
import threading
from typing import Any

import torch
import torch.distributed as dist
import torch.distributed.distributed_c10d as c10d
from aiohttp import web
from torch.distributed import PrefixStore, TCPStore

from twophase.testing.tiny_lm import ModelSize, TinyLM

model = TinyLM(ModelSize.named("tiny"), seed=0)
state: dict[str, Any] = {"pg": None, "thread": None, "received": {}, "error": None}


async def init_group(request: web.Request) -> web.Response:
    body = await request.json()
    rank, world = body["rank_offset"], body["world_size"]
    timeout = datetime.timedelta(seconds=30)

    def join() -> None:
        store = TCPStore(
            body["master_address"], body["master_port"], world, is_master=False, timeout=timeout
        )
        prefixed = PrefixStore(body["group_name"], store)
        pg, _ = c10d._new_process_group_helper(
            world,
            rank,
            [],
            body["backend"],
            prefixed,
            group_name=body["group_name"],
            timeout=timeout,
        )
        c10d._world.pg_group_ranks[pg] = {i: i for i in range(world)}
        state["pg"] = pg

    thread = threading.Thread(target=join)
    thread.start()
    thread.join(60)
    return web.json_response({"success": state["pg"] is not None, "message": "joined"})


async def prepare(request: web.Request) -> web.Response:
    body = await request.json()
    pg = state["pg"]
    if pg is None:
        return web.json_response({"status": "error", "message": "Process group not initialized"})
    state["received"], state["error"] = {}, None

    def recv_loop() -> None:
        try:
            for index, meta in enumerate(body["buckets"]):
                tensors = []
                for name, dtype, shape in zip(
                    meta["names"], meta["dtypes"], meta["shapes"], strict=True
                ):
                    tensor = torch.empty(shape, dtype=getattr(torch, dtype))
                    dist.broadcast(tensor, group_src=0, group=pg)
                    tensors.append((name, tensor))
                state["received"][index] = tensors
        except Exception as exc:
            state["error"] = str(exc)

    state["thread"] = threading.Thread(target=recv_loop)
    state["thread"].start()
    return web.json_response(
        {"status": "ready", "message": f"Started recv loop for {body['num_buckets']} buckets"}
    )


async def complete(request: web.Request) -> web.Response:
    thread = state["thread"]
    if thread is not None:
        thread.join(timeout=60)
        if thread.is_alive():
            return web.json_response({"success": False, "message": "Recv thread timed out"})
    if state["error"]:
        return web.json_response({"success": False, "message": state["error"]})
    params = dict(model.named_parameters())
    with torch.no_grad():
        for index in sorted(state["received"]):
            for name, tensor in state["received"][index]:
                params[name].copy_(tensor)
    count = len(state["received"])
    state["received"], state["thread"] = {}, None
    return web.json_response(
        {
            "success": True,
            "num_buckets_received": count,
            "message": f"Applied weights from {count} buckets",
        }
    )


async def destroy(request: web.Request) -> web.Response:
    state["pg"] = None
    return web.json_response({"success": True, "message": "destroyed"})


async def weights_checksum(request: web.Request) -> web.Response:
    lines = ""
    for name, tensor in sorted(model.named_parameters()):
        raw = tensor.detach().contiguous().reshape(-1).view(torch.uint8)
        lines += f"{name}:{hashlib.sha256(bytes(raw.tolist())).hexdigest()}\n"
    return web.json_response({"digest": hashlib.sha256(lines.encode()).hexdigest()})


app = web.Application()
app.router.add_post("/init_weights_update_group", init_group)
app.router.add_post("/prepare_weights_update", prepare)
app.router.add_post("/complete_weights_update", complete)
app.router.add_post("/destroy_weights_update_group", destroy)
app.router.add_get("/weights_checksum", weights_checksum)
app.router.add_get("/health", lambda _: web.json_response({"ok": True}))

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None)
