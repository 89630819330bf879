"""A twophase trainer that syncs the built-in model into one server slowly (a sleep before
each tensor), so that a test can kill it mid-transfer with its shared memory mapped.

As a process: ``python -m tests.peers.slow_trainer URL MASTER_PORT TP [--delay S]``; prints
``PID n`` first, ``RESULT {json}`` at the end (if it lives that long).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from collections.abc import Iterator

import torch

from twophase import SyncCoordinator, Timeouts
from twophase.core.buckets import TensorSpec
from twophase.sender.weights import WeightSource
from twophase.testing.tiny_lm import ModelSize, TinyLM


def slowly(model: torch.nn.Module, delay_s: float) -> WeightSource:
    """The model's tensors, each after ``delay_s``."""
    pairs = [(name, tensor.detach()) for name, tensor in model.state_dict().items()]

    def produce() -> Iterator[tuple[str, torch.Tensor]]:
        for name, tensor in pairs:
            time.sleep(delay_s)
            yield name, tensor

    return WeightSource([TensorSpec.of(name, tensor) for name, tensor in pairs], produce)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("master_port", type=int)
    parser.add_argument("tp", type=int)
    parser.add_argument("--delay", type=float, default=0.2)
    args = parser.parse_args()
    print(f"PID {os.getpid()}", flush=True)
    timeouts = Timeouts(group_join=20, prepare=10, first_byte=30, progress=30, apply=10)
    sender = SyncCoordinator(master_port=args.master_port, timeouts=timeouts)
    host, port = args.url.removeprefix("http://").rsplit(":", 1)
    sender.add_endpoint(host, int(port), args.tp)
    model = TinyLM(ModelSize.named("tiny"), seed=0)
    model.train_step(0)
    result = await sender.sync(slowly(model, args.delay), buffer_size_mb=0.01)
    print("RESULT " + json.dumps({"route": result.route, "why": result.why_not_shared}), flush=True)
    await sender.close()


if __name__ == "__main__":
    asyncio.run(main())
