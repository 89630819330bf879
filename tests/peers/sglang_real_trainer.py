"""SGLang 0.5.23's own trainer flow, run with SGLang's venv (``.venv-sglang``) against any server
that speaks SGLang's routes: the group joined with ``sglang.srt.utils.init_custom_process_group``
(gloo, rank 0), then per round ``/begin_weight_update``, ``--calls`` update calls (each
``/update_weights_from_distributed`` open while its tensors are broadcast: one call per bucket,
as SGLang's RL trainers do), ``/end_weight_update``. One JSON line per answer on stdout (a
broadcast that fails is reported as route ``broadcast``, and the round goes on to end).
Standard library, torch, safetensors and SGLang only (twophase is not installed there).

    python sglang_real_trainer.py URL MASTER_PORT ROUND.safetensors [ROUND.safetensors ...]
        [--calls N] [--rename OLD=NEW] [--die-after N]
"""

from __future__ import annotations

import argparse
import json
import os
import threading
import urllib.error
import urllib.request
from datetime import timedelta
from pathlib import Path
from typing import Any

import torch
import torch.distributed as dist
from safetensors.torch import load_file
from sglang.srt.utils import init_custom_process_group

GROUP = "weight_update_group"


def post(url: str, body: dict[str, Any], timeout_s: float = 120.0) -> tuple[int, Any]:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"null")


def report(route: str, status: int, body: Any) -> None:
    print(json.dumps({"route": route, "status": status, "body": body}), flush=True)


def in_thread(url: str, body: dict[str, Any], into: list[tuple[int, Any]]) -> threading.Thread:
    thread = threading.Thread(target=lambda: into.append(post(url, body)), daemon=True)
    thread.start()
    return thread


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("master_port", type=int)
    parser.add_argument("rounds", nargs="+")
    parser.add_argument("--calls", type=int, default=1, help="update calls per session")
    parser.add_argument("--rename", default=None, help="OLD=NEW: send tensor OLD as NEW")
    parser.add_argument("--die-after", type=int, default=None, help="exit after N broadcasts")
    args = parser.parse_args()

    answer: list[tuple[int, Any]] = []
    init = {
        "master_address": "127.0.0.1", "master_port": args.master_port, "rank_offset": 1,
        "world_size": 2, "group_name": GROUP, "backend": "gloo",
    }  # fmt: skip
    joining = in_thread(f"{args.url}/init_weights_update_group", init, answer)
    group = init_custom_process_group(
        backend="gloo", init_method=f"tcp://127.0.0.1:{args.master_port}",
        world_size=2, rank=0, group_name=GROUP, timeout=timedelta(seconds=60),
    )  # fmt: skip
    joining.join(120)
    report("/init_weights_update_group", *answer.pop())
    try:
        send(args, group, answer)
    finally:
        destroy = {"group_name": GROUP}
        report(
            "/destroy_weights_update_group",
            *post(f"{args.url}/destroy_weights_update_group", destroy),
        )
        dist.destroy_process_group(group)


def send(args: argparse.Namespace, group: Any, answer: list[tuple[int, Any]]) -> None:
    """Every round: begin, the update call open while each tensor is broadcast, end."""

    sent = 0
    for path in args.rounds:
        tensors = load_file(path)
        names = list(tensors)
        if args.rename:
            old, new = args.rename.split("=", 1)
            names = [new if n == old else n for n in names]
        report("/begin_weight_update", *post(f"{args.url}/begin_weight_update", {}))
        chunk = -(-len(names) // args.calls)
        for start in range(0, len(names), chunk):
            part = list(tensors.values())[start : start + chunk]
            body = {
                "names": names[start : start + chunk],
                "dtypes": [str(t.dtype).removeprefix("torch.") for t in part],
                "shapes": [list(t.shape) for t in part],
                "group_name": GROUP, "flush_cache": True, "weight_version": Path(path).stem,
            }  # fmt: skip
            updating = in_thread(f"{args.url}/update_weights_from_distributed", body, answer)
            try:
                for tensor in part:
                    if args.die_after is not None and sent == args.die_after:
                        os._exit(3)  # a trainer killed mid-broadcast
                    dist.broadcast(tensor.contiguous(), src=0, group=group)
                    sent += 1
            except RuntimeError as exc:  # the server ended the group
                report("broadcast", 0, {"error": str(exc)[:300]})
            updating.join(180)
            report("/update_weights_from_distributed", *(answer.pop() if answer else (0, None)))
        report("/end_weight_update", *post(f"{args.url}/end_weight_update", {}))


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
