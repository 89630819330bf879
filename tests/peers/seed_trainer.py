"""A trainer written from the seed documents alone (000, 001): its own TCPStore, a custom gloo
group formed the way SGLang's init_custom_process_group forms it, the seed's JSON, one
broadcast per tensor in bucket order, no twophase extensions and no twophase sync code (only
the built-in model, so both sides hold the same architecture).

As a process: ``python -m tests.peers.seed_trainer URL MASTER_PORT [--train-steps K]
[--die-after-buckets N] [--bucket-mb MB] [--bucket-delay S]``; prints ``BUCKET k`` as it goes and
``RESULT {json}`` at the end.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import threading
import time
import urllib.request
from typing import Any

import torch
import torch.distributed as dist
import torch.distributed.distributed_c10d as c10d
from torch.distributed import PrefixStore, TCPStore

TIMEOUT = datetime.timedelta(seconds=30)


def post(url: str, body: dict[str, Any], timeout: float = 60) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def init_group(url: str, port: int, world_size: int) -> Any:
    """POST init to the server while joining the group ourselves (both block until all join)."""
    answer: dict[str, Any] = {}

    def call() -> None:
        answer["reply"] = post(
            f"{url}/init_weights_update_group",
            {
                "master_address": "127.0.0.1",
                "master_port": port,
                "rank_offset": 1,
                "world_size": world_size,
                "group_name": "weight_sync_group",
                "backend": "gloo",
            },
        )

    thread = threading.Thread(target=call)
    thread.start()
    store = TCPStore("127.0.0.1", port, world_size, is_master=True, timeout=TIMEOUT)
    prefixed = PrefixStore("weight_sync_group", store)
    pg, _ = c10d._new_process_group_helper(
        world_size, 0, [], "gloo", prefixed, group_name="weight_sync_group", timeout=TIMEOUT
    )
    c10d._world.pg_group_ranks[pg] = {i: i for i in range(world_size)}
    thread.join(60)
    status, body = answer["reply"]
    assert status == 200 and body["success"], (status, body)
    return pg, store


def buckets_of(params: list[tuple[str, torch.Tensor]], bucket_mb: float) -> list[list[Any]]:
    buckets: list[list[Any]] = [[]]
    size = 0
    for name, tensor in params:
        nbytes = tensor.numel() * tensor.element_size()
        if buckets[-1] and size + nbytes > bucket_mb * 1024 * 1024:
            buckets.append([])
            size = 0
        buckets[-1].append((name, tensor))
        size += nbytes
    return buckets


def sync(
    url: str,
    pg: Any,
    params: list[tuple[str, torch.Tensor]],
    *,
    bucket_mb: float = 0.05,
    die_after_buckets: int | None = None,
    bucket_delay: float = 0.0,
) -> dict[str, Any]:
    buckets = buckets_of(params, bucket_mb)
    meta = [
        {
            "names": [n for n, _ in b],
            "dtypes": [str(t.dtype).replace("torch.", "") for _, t in b],
            "shapes": [list(t.shape) for _, t in b],
        }
        for b in buckets
    ]
    status, body = post(
        f"{url}/prepare_weights_update",
        {"num_buckets": len(buckets), "buckets": meta, "group_name": "weight_sync_group"},
    )
    if body.get("status") != "ready":
        return {"prepare": [status, body]}
    for index, bucket in enumerate(buckets):
        if die_after_buckets is not None and index == die_after_buckets:
            print("DYING", flush=True)
            os._exit(3)
        for _, tensor in bucket:
            dist.broadcast(tensor.detach().contiguous(), group_src=0, group=pg)
        print(f"BUCKET {index}", flush=True)
        time.sleep(bucket_delay)
    status, body = post(
        f"{url}/complete_weights_update", {"group_name": "weight_sync_group", "flush_cache": False}
    )
    return {"complete": [status, body], "buckets": len(buckets)}


def weights_digest(params: list[tuple[str, torch.Tensor]]) -> str:
    """The documented /weights_checksum digest, computed independently of twophase."""
    import hashlib

    lines = ""
    for name, tensor in sorted(params):
        raw = tensor.detach().cpu().contiguous().reshape(-1).view(torch.uint8)
        lines += f"{name}:{hashlib.sha256(bytes(raw.tolist())).hexdigest()}\n"
    return hashlib.sha256(lines.encode()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("master_port", type=int)
    parser.add_argument("--world-size", type=int, default=3)
    parser.add_argument("--train-steps", type=int, default=1)
    parser.add_argument("--die-after-buckets", type=int)
    parser.add_argument("--bucket-mb", type=float, default=0.05)
    parser.add_argument("--bucket-delay", type=float, default=0.0)
    args = parser.parse_args()
    from twophase.testing.tiny_lm import ModelSize, TinyLM  # the same model the server runs

    model = TinyLM(ModelSize.named("tiny"), seed=0)
    for step in range(args.train_steps):
        model.train_step(step)
    pg, _store = init_group(args.url, args.master_port, args.world_size)
    params = list(model.named_parameters())
    print("DIGEST " + weights_digest(params), flush=True)
    result = sync(
        args.url,
        pg,
        params,
        bucket_mb=args.bucket_mb,
        die_after_buckets=args.die_after_buckets,
        bucket_delay=args.bucket_delay,
    )
    print("RESULT " + json.dumps(result), flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
