"""One rank of a sync, as its own process: the sender (rank 0) or a receiving rank's worker.

    python -m tests.peers.data_peer sender|receiver --port P --rank R --world-size W [...]

Prints lines the test reads: ``POSTED``, ``PROGRESS k``, then ``RESULT {json}`` or
``ERROR {json}`` (with the monotonic time the error surfaced, comparable across processes).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import sys
import time

import torch
import torch.distributed as dist

from tests.helpers import model_tensors
from twophase.core.buckets import (
    Bucket,
    TensorSpec,
    as_bytes,
    host_memoryview,
    plan_buckets,
    unpack,
)
from twophase.core.table import Deadlines
from twophase.receiver.rank_worker import RankWorker
from twophase.receiver.receive_job import ReceiveJob
from twophase.transport.checks import run_probe, run_vote
from twophase.transport.group import GroupConfig, SyncGroup
from twophase.transport.sending import send_buckets


def emit(kind: str, payload: object = None) -> None:
    print(kind if payload is None else f"{kind} {json.dumps(payload)}", flush=True)


def digest(tensors: dict[str, torch.Tensor]) -> str:
    h = hashlib.sha256()
    for name, tensor in tensors.items():
        h.update(name.encode())
        h.update(host_memoryview(as_bytes(tensor.contiguous())))
    return h.hexdigest()


class StagingSink:
    def __init__(self) -> None:
        self.tensors: dict[str, torch.Tensor] = {}

    def buffer_for(self, bucket: Bucket, device: torch.device, timeout_s: float) -> torch.Tensor:
        return torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)

    def received(self, bucket: Bucket, buffer: torch.Tensor, ready: object) -> None:
        self.tensors.update(unpack(bucket, buffer))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["sender", "receiver"])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--rank", type=int, required=True)
    parser.add_argument("--world-size", type=int, required=True)
    parser.add_argument("--format", default="flattened")
    parser.add_argument("--tensors", type=int, default=120)
    parser.add_argument("--bucket-mb", type=float, default=1.0)
    parser.add_argument("--bucket-delay", type=float, default=0.0)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--default-group", help="PORT:RANK:WORLD_SIZE of a default group")
    args = parser.parse_args()

    default_rank = None
    if args.default_group:
        port, rank, world = map(int, args.default_group.split(":"))
        # Its own store: with TORCHELASTIC_USE_AGENT_STORE=True set, a tcp:// init_method
        # would make every rank a store client and hang (the very trap the sync group avoids).
        store = dist.TCPStore(
            "127.0.0.1", port, world, is_master=rank == 0, timeout=datetime.timedelta(seconds=30)
        )
        dist.init_process_group(
            "gloo",
            store=store,
            rank=rank,
            world_size=world,
            timeout=datetime.timedelta(seconds=args.timeout),
        )
        default_rank = dist.get_rank()

    tensors = model_tensors(count=args.tensors)
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], args.bucket_mb)
    timeouts = Deadlines(first_byte=args.timeout, progress=args.timeout)
    config = GroupConfig("127.0.0.1", args.port, args.world_size, args.rank, timeout_s=args.timeout)
    try:
        if args.role == "sender":
            group = SyncGroup(config)

            def progress(done: object) -> None:
                emit("PROGRESS", getattr(done, "index", None))
                time.sleep(args.bucket_delay)

            run_probe(group, manifest, timeout_s=args.timeout)
            sent = send_buckets(
                group,
                manifest,
                iter(tensors.items()),
                transfer_format=args.format,
                deadlines=timeouts,
                first_collective=False,
                on_bucket=progress,
            )
            run_vote(group, sent, timeout_s=args.timeout)
            group.close()
            emit("RESULT", {"digest": digest(tensors), "buckets": len(manifest.buckets)})
            return
        worker = RankWorker(config)
        worker.joined.result(args.timeout + 5)
        sink = StagingSink()
        handle = worker.submit(
            ReceiveJob("s1", manifest, sink, timeouts, transfer_format=args.format)
        )
        handle.posted.result(args.timeout)
        emit("POSTED")
        handle.done.result(args.timeout * 3)
        result: dict[str, object] = {"digest": digest(sink.tensors), "count": len(sink.tensors)}
        if default_rank is not None:
            # The default group is untouched and still works after the sync.
            total = torch.tensor([float(default_rank)])
            dist.all_reduce(total)
            result |= {"default_rank": default_rank, "default_sum": total.item()}
            dist.destroy_process_group()
        worker.close()
        emit("RESULT", result)
    except Exception as exc:
        emit("ERROR", {"type": type(exc).__name__, "message": str(exc), "at": time.monotonic()})
        sys.exit(1)


if __name__ == "__main__":
    main()
