"""The SGLang peer server's engine side: its groups, each call's receive and load, and the
published version, as SGLang's scheduler and model runner behave (see ``sglang_server``).
Groups are joined, and every collective runs, on one dedicated thread, each with a deadline.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import torch

from tests.peers.sglang_wire import (
    broadcast,
    bucket_offsets,
    connect_store,
    join_group,
    parse_dtype,
    shutdown,
    unpack_bucket,
)

LOAD_FAILED = (
    "Failed to update parameter online: {}. The full weights of the ModelRunner are "
    "partially updated. Please discard the whole weights."
)


class SGLangPeer:
    """The server's state: the model, the groups by name and the published version. Groups
    are joined, and every collective runs, on one dedicated thread; each has a deadline."""

    def __init__(self, model: torch.nn.Module, *, partial: bool, timeout_s: float) -> None:
        self.model, self.partial, self.timeout_s = model, partial, timeout_s
        self.groups: dict[str, Any] = {}
        self.weight_version = "default"
        self.paused = False
        self.snapshot: dict[str, torch.Tensor] | None = None
        self.lock = asyncio.Lock()  # SGLang's model-update writer lock: one update at a time
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="sglang-peer-group")

    async def on_group_thread(self, fn: Any, *args: Any) -> Any:
        return await asyncio.wrap_future(self._thread.submit(fn, *args))

    def named_tensors(self) -> list[tuple[str, torch.Tensor]]:
        return [*self.model.named_parameters(), *self.model.named_buffers()]

    async def init_group(self, body: dict[str, Any]) -> tuple[bool, str]:
        if body["backend"] != "gloo":  # a CPU peer: no NCCL
            backend = body["backend"]
            return False, f"Failed to initialize custom process group: no {backend!r} here."
        name = body["group_name"]

        def join() -> None:
            world = body["world_size"]
            address, port = body["master_address"], body["master_port"]
            store = connect_store(address, port, world, master=False, timeout_s=self.timeout_s)
            # tp_rank 0 of TP 1: the group rank is rank_offset itself
            group = join_group(store, name, body["rank_offset"], world, self.timeout_s)
            if name in self.groups:  # SGLang overwrites a group of the same name
                shutdown(self.groups[name])
            self.groups[name] = group

        try:
            await self.on_group_thread(join)
        except (RuntimeError, ValueError, OSError) as exc:
            return False, f"Failed to initialize custom process group: {exc}."
        return True, "Succeeded to initialize custom process group."

    def _receive(
        self, group: Any, dtypes: list[torch.dtype], shapes: list[list[int]], flat: bool
    ) -> list[torch.Tensor]:
        deadline = time.monotonic() + self.timeout_s  # for the whole call, not per tensor
        if flat:
            buffer = torch.empty(bucket_offsets(dtypes, shapes)[-1], dtype=torch.uint8)
            broadcast(group, buffer, timeout_s=deadline - time.monotonic())
            return unpack_bucket(buffer, dtypes, shapes)
        received = []
        for dtype, shape in zip(dtypes, shapes, strict=True):
            tensor = torch.empty(shape, dtype=dtype)
            broadcast(group, tensor, timeout_s=deadline - time.monotonic())
            received.append(tensor)
        return received

    def _load(self, names: list[str], tensors: list[torch.Tensor]) -> None:
        count = len(names) // 2 if self.partial else len(names)
        params = dict(self.named_tensors())
        with torch.no_grad():
            for name, tensor in list(zip(names, tensors, strict=True))[:count]:
                if name not in params:
                    raise KeyError(name)
                if params[name].shape != tensor.shape:
                    raise ValueError(f"{name}: shape {list(tensor.shape)} is not the model's")
                params[name].copy_(tensor)  # a dtype other than the parameter's is cast

    async def update(self, body: dict[str, Any]) -> tuple[bool, str]:
        name = body["group_name"]
        group = self.groups.get(name)
        if group is None:
            return False, (
                f"Group {name} not in {list(self.groups)}. "
                "Please call `init_weights_update_group` first."
            )
        try:
            dtypes = [parse_dtype(d) for d in body["dtypes"]]
        except ValueError as exc:
            return False, LOAD_FAILED.format(exc)
        flat = body["load_format"] == "flattened_bucket"
        try:
            received = await self.on_group_thread(
                self._receive, group, dtypes, body["shapes"], flat
            )
        except (RuntimeError, ValueError) as exc:
            # gloo cannot reuse a group after a failed collective
            if self.groups.get(name) is group:
                del self.groups[name]
                await self.on_group_thread(shutdown, group)
            return False, LOAD_FAILED.format(exc)
        try:
            self._load(body["names"], received)
        except (KeyError, ValueError) as exc:
            return False, LOAD_FAILED.format(exc)
        return True, "Succeeded to update parameter online."

    async def destroy(self, name: str) -> tuple[bool, str]:
        group = self.groups.pop(name, None)
        if group is None:
            return False, "The group to be destroyed does not exist."
        await self.on_group_thread(shutdown, group)
        return True, "Succeeded to destroy custom process group."

    async def close(self) -> None:
        for name in list(self.groups):
            await self.on_group_thread(shutdown, self.groups.pop(name))
        self._thread.shutdown(wait=False)
