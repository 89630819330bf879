"""What many test modules share: HTTP calls to a local server, waiting for a condition with a
deadline, and the data-path fixtures (rank threads, a group config, a mix of tensors).

The free port and the JSON request are the package's own (``twophase.http_common``), so the
tests talk HTTP the way the command-line tools do.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import torch

from twophase.core.buckets import TensorSpec
from twophase.http_common import free_port, request_json
from twophase.transport.group import GroupConfig, SyncGroup

__all__ = [
    "MIXED_DTYPES",
    "free_port",
    "get",
    "group_config",
    "host_port",
    "model_tensors",
    "post",
    "post_raw",
    "request_json",
    "run_processes",
    "run_ranks",
    "wait_until",
    "wait_until_async",
]

T = TypeVar("T")
POLL_INTERVAL_S = 0.02

# -- HTTP ---------------------------------------------------------------------------------------


def post(
    url: str, body: dict[str, Any], *, api_key: str | None = None, timeout_s: float = 60.0
) -> tuple[int, Any]:
    """POST a JSON body; (status, parsed JSON), for a 4xx or 5xx too."""
    return request_json("POST", url, body, api_key=api_key, timeout_s=timeout_s)


def post_raw(url: str, data: bytes, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """POST bytes as they are (malformed JSON, say); (status, parsed JSON answer)."""
    request = urllib.request.Request(
        url, data, {"Content-Type": "application/json"} | (headers or {})
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def get(url: str, headers: dict[str, str] | None = None, timeout: float = 30) -> tuple[int, Any]:
    """GET; (status, parsed JSON) for a JSON answer, (status, text) for any other (metrics)."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read()
            kind = response.headers.get("Content-Type", "")
            return response.status, json.loads(body) if "json" in kind else body.decode()
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def host_port(url: str) -> tuple[str, int]:
    """``http://host:port`` as (host, port), as ``SyncCoordinator.add_endpoint`` takes them."""
    host, port = url.removeprefix("http://").rsplit(":", 1)
    return host, int(port)


# -- waiting ------------------------------------------------------------------------------------


def _timed_out(what: str, timeout_s: float, last: object) -> AssertionError:
    return AssertionError(f"waited {timeout_s:g} s for {what}; last seen: {last!r}")


def wait_until(
    predicate: Callable[[], T | None],
    *,
    timeout_s: float,
    what: str,
    interval_s: float = POLL_INTERVAL_S,
) -> T:
    """Poll ``predicate`` until it returns something true, and return that; an
    ``AssertionError`` naming ``what`` (and the last value seen) once ``timeout_s`` passed."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise _timed_out(what, timeout_s, value)
        time.sleep(interval_s)


async def wait_until_async(
    predicate: Callable[[], T | Awaitable[T | None] | None],
    *,
    timeout_s: float,
    what: str,
    interval_s: float = POLL_INTERVAL_S,
) -> T:
    """``wait_until`` for a test running on the event loop: the loop keeps running between
    polls, and ``predicate`` may be a coroutine function."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    while True:
        answer = predicate()
        value = await answer if isinstance(answer, Awaitable) else answer
        if value:
            return value
        if loop.time() >= deadline:
            raise _timed_out(what, timeout_s, value)
        await asyncio.sleep(interval_s)


# -- the data path: ranks as threads, a mix of tensors -------------------------------------------

MIXED_DTYPES = ["bfloat16", "float16", "float32", "int64", "bool", "float8_e4m3fn", "float8_e5m2"]


def run_ranks(world_size: int, body: Callable[[int], Any], timeout: float = 60) -> dict[int, Any]:
    """Run ``body(rank)`` in one thread per rank; return each rank's result or exception."""
    results: dict[int, Any] = {}

    def target(rank: int) -> None:
        try:
            results[rank] = body(rank)
        except BaseException as exc:  # collected and asserted on by the test
            results[rank] = exc

    threads = [threading.Thread(target=target, args=(r,), daemon=True) for r in range(world_size)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout)
    assert not any(t.is_alive() for t in threads), "a rank thread is still blocked"
    return results


def run_processes(
    target: Callable[..., None], *args: Any, ranks: int = 2, timeout_s: float = 240.0
) -> tuple[dict[Any, Any], list[int | None]]:
    """``ranks`` spawned processes of ``target(rank, port, *args, out)`` (a trainer's ranks):
    ``port`` for their torch.distributed rendezvous, ``out`` a shared dict they report into.
    Returns what they reported and their exit codes once all ended; one still running after
    ``timeout_s`` is killed, and fails the test."""
    spawn = multiprocessing.get_context("spawn")
    with spawn.Manager() as manager:
        out = manager.dict()
        port = free_port()
        processes = [
            spawn.Process(target=target, args=(rank, port, *args, out)) for rank in range(ranks)
        ]
        for process in processes:
            process.start()
        deadline = time.monotonic() + timeout_s
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
        stuck = [process for process in processes if process.is_alive()]
        for process in stuck:
            process.kill()
            process.join()
        reported = dict(out)
    assert not stuck, f"trainer ranks still running after {timeout_s:g} s: {reported}"
    return reported, [process.exitcode for process in processes]


def model_tensors(count: int = 120, seed: int = 0) -> dict[str, torch.Tensor]:
    """Mixed dtypes and sizes, scalars to about 1 MB, with seeded random bytes."""
    generator = torch.Generator().manual_seed(seed)
    tensors = {}
    for i in range(count):
        dtype = MIXED_DTYPES[i % len(MIXED_DTYPES)]
        shape: tuple[int, ...] = [(), (7,), (33, 5), (256, 512), (3, 4, 5)][i % 5]
        spec = TensorSpec(f"layers.{i}.w", dtype, shape)
        raw = torch.randint(0, 256, (spec.nbytes,), dtype=torch.uint8, generator=generator)
        if dtype == "bool":
            raw %= 2
        tensors[spec.name] = raw.view(spec.torch_dtype).view(shape)
    return tensors


def group_config(port: int, rank: int, world_size: int, **changes: Any) -> GroupConfig:
    """A group on 127.0.0.1:``port`` with a 20 s join deadline unless ``changes`` say else."""
    return GroupConfig("127.0.0.1", port, world_size, rank, **({"timeout_s": 20.0} | changes))


class GarblingGroup:
    """A receiving rank's group whose received buckets arrive with byte ``flip`` flipped
    while ``garbling`` is set (class attributes: a subclass or a test sets them): the
    commit vote must fail, and nothing may be applied."""

    garbling = True
    flip = 0

    def __init__(self, config: GroupConfig, **kwargs: Any) -> None:
        self._group = SyncGroup(config, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._group, name)

    def start_broadcast(self, tensor: torch.Tensor, **kwargs: Any) -> Any:
        pending = self._group.start_broadcast(tensor, **kwargs)
        if not (self.garbling and kwargs.get("what", "").startswith("bucket")):
            return pending
        flip = self.flip

        class Garbled:
            def wait(self) -> None:
                pending.wait()
                tensor.view(-1).view(torch.uint8)[flip] ^= 0xFF

        return Garbled()


def process_ended(pid: int) -> bool:
    """The process has ended (no longer there, or a zombie not yet reaped)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return True
