"""A trainer that drives SGLang's native weight-update protocol against a server URL, written
from SGLang's public source and PipelineRL's pattern (no SGLang code, no twophase sync code).

It is group rank 0: it hosts the ``TCPStore`` at ``master_address:master_port`` and joins the
gloo group under SGLang's keys (``sglang_wire.join_group``) while ``/init_weights_update_group``
is open. Then either, PipelineRL style, one ``/update_weights_from_distributed`` call per
parameter (the call on a thread, the broadcast from the calling thread while it is open;
``weight_version`` goes with the last call only, so the version is published after every
parameter), or one call with ``names`` lists while every tensor is broadcast in order (or one
flat uint8 buffer for ``load_format="flattened_bucket"``).

Every wait has a deadline (``timeout_s`` per call); a server that answers a failure while a
broadcast is still pending ends the wait at once, and the group is then dead (gloo cannot take
back a posted collective): later calls raise ``TrainerError`` until ``init_group`` again.
Answers come back as (status, JSON); transport failures and timeouts raise ``TrainerError``.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, TypeVar

import torch

from tests.peers.sglang_wire import (
    DEFAULT_GROUP,
    connect_store,
    dtype_name,
    join_group,
    pack_bucket,
    shutdown,
    start_broadcast,
)

T = TypeVar("T")
Answer = tuple[int, Any]
POLL_S = 0.002  # how often a wait looks at the open HTTP call
ANSWERED_GRACE_S = 1.0  # after a refusal, how long our pending send may still take


class TrainerError(RuntimeError):
    """No answer in time, a failed collective, or a call on a dead group."""


def spawn(fn: Callable[[], T]) -> Future[T]:
    """Run ``fn`` on a daemon thread (a stuck call must not keep the process alive)."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(fn())
        except BaseException as exc:  # handed to whoever reads the future
            future.set_exception(exc)

    threading.Thread(target=run, daemon=True).start()
    return future


class SGLangTrainer:
    """Rank 0 of a sync group with one SGLang-style server of ``tp_size`` ranks."""

    def __init__(
        self,
        url: str,
        *,
        master_port: int,
        master_address: str = "127.0.0.1",
        tp_size: int = 1,
        group_name: str = DEFAULT_GROUP,
        timeout_s: float = 30.0,
    ) -> None:
        self.url, self.master_address, self.master_port = (
            url.rstrip("/"),
            master_address,
            master_port,
        )
        self.tp_size, self.group_name, self.timeout_s = tp_size, group_name, timeout_s
        self.dead: str | None = None  # why the group is unusable, once it is
        self._group: Any = None
        self._store: Any = None

    # -- HTTP -------------------------------------------------------------------------------

    def post(self, route: str, body: dict[str, Any]) -> Answer:
        """POST JSON; (status, parsed JSON) for an error status too."""
        request = urllib.request.Request(
            f"{self.url}{route}", json.dumps(body).encode(), {"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s + 5) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"null")

    def _answer(self, call: Future[Answer], deadline: float, what: str) -> Answer:
        try:
            return call.result(timeout=max(deadline - time.monotonic(), 0.001))
        except FutureTimeout as exc:
            raise TrainerError(f"{what}: no answer within {self.timeout_s:g} s") from exc
        except OSError as exc:
            raise TrainerError(f"{what}: {exc}") from exc

    def _until(
        self, done: Callable[[], bool], call: Future[Answer], deadline: float, what: str
    ) -> bool:
        """Wait for our side (``done``) while ``call`` is open: False when the server answered
        without success first and ours is still pending ``ANSWERED_GRACE_S`` later (a server
        that refused after every byte arrived answers while our send is finishing),
        ``TrainerError`` past the deadline."""
        answered_at: float | None = None
        while not done():
            if call.done() and (call.exception() is not None or call.result()[0] != 200):
                answered_at = answered_at or time.monotonic()
                if time.monotonic() - answered_at > ANSWERED_GRACE_S:
                    self.dead = f"{what}: the server answered first; ours is still pending"
                    return False
            if time.monotonic() > deadline:
                self.dead = f"{what}: not done within {self.timeout_s:g} s"
                raise TrainerError(self.dead)
            time.sleep(POLL_S)
        return True

    # -- the protocol -----------------------------------------------------------------------

    def init_group(self, *, rank_offset: int = 1, world_size: int | None = None) -> Answer:
        """Host the store, POST ``/init_weights_update_group`` and join the group meanwhile
        (both block until every rank joined). World: this rank plus the server's TP ranks."""
        self.close()
        world = world_size if world_size is not None else 1 + self.tp_size
        deadline = time.monotonic() + self.timeout_s
        store = connect_store(
            self.master_address, self.master_port, world, master=True, timeout_s=self.timeout_s
        )
        body = {
            "master_address": self.master_address,
            "master_port": self.master_port,
            "rank_offset": rank_offset,
            "world_size": world,
            "group_name": self.group_name,
            "backend": "gloo",
        }
        call = spawn(lambda: self.post("/init_weights_update_group", body))
        joining = spawn(lambda: join_group(store, self.group_name, 0, world, self.timeout_s))
        joined = self._until(joining.done, call, deadline, "joining the group")
        answer = self._answer(call, deadline + 5, "init_weights_update_group")
        if joined:
            try:
                self._group, self._store, self.dead = joining.result(), store, None
            except RuntimeError as exc:
                raise TrainerError(f"joining the group: {exc}") from exc
        return answer

    def _send(self, body: dict[str, Any], tensors: list[torch.Tensor]) -> Answer:
        """One ``/update_weights_from_distributed`` call, broadcasting ``tensors`` in order
        while it is open."""
        if self._group is None or self.dead is not None:
            raise TrainerError(f"no usable group ({self.dead or 'init_group first'})")
        deadline = time.monotonic() + self.timeout_s
        call = spawn(lambda: self.post("/update_weights_from_distributed", body))
        for index, tensor in enumerate(tensors):
            what = f"broadcast {index + 1}/{len(tensors)}"
            left = max(deadline - time.monotonic(), 0.001)
            work = start_broadcast(self._group, tensor.detach().contiguous(), timeout_s=left)
            if not self._until(work.is_completed, call, deadline, what):
                break
            try:
                work.wait()
            except RuntimeError as exc:
                self.dead = f"{what}: {exc}"
                raise TrainerError(self.dead) from exc
        return self._answer(call, deadline + 5, "update_weights_from_distributed")

    def _body(self, items: list[tuple[str, torch.Tensor]]) -> dict[str, Any]:
        return {
            "names": [name for name, _ in items],
            "dtypes": [dtype_name(t.dtype) for _, t in items],
            "shapes": [list(t.shape) for _, t in items],
            "group_name": self.group_name,
        }

    def update_per_parameter(
        self,
        named_tensors: Iterable[tuple[str, torch.Tensor]],
        weight_version: str | None = None,
        *,
        single_fields: bool = True,
    ) -> list[Answer]:
        """One call per parameter (PipelineRL); stops at the first answer that is not a 200.
        ``single_fields``: the old ``name``/``dtype``/``shape`` body (PipelineRL's notes);
        otherwise one-element ``names`` lists (what a recent SGLang requires)."""
        items = list(named_tensors)
        answers = []
        for index, (name, tensor) in enumerate(items):
            body = self._body([(name, tensor)])
            if single_fields:
                body = {
                    "name": name,
                    "dtype": body["dtypes"][0],
                    "shape": body["shapes"][0],
                    "group_name": self.group_name,
                }
            if weight_version is not None and index == len(items) - 1:
                body["weight_version"] = weight_version
            answers.append(self._send(body, [tensor]))
            if answers[-1][0] != 200:
                break
        return answers

    def update_batched(
        self,
        named_tensors: Iterable[tuple[str, torch.Tensor]],
        weight_version: str | None = None,
        *,
        load_format: str | None = None,
    ) -> Answer:
        """One call with every name; each tensor broadcast in order, or one uint8 buffer for
        ``load_format="flattened_bucket"``."""
        items = list(named_tensors)
        body = self._body(items)
        if weight_version is not None:
            body["weight_version"] = weight_version
        if load_format is not None:
            body["load_format"] = load_format
        tensors = [t for _, t in items]
        if load_format == "flattened_bucket":
            tensors = [pack_bucket(tensors)]
        return self._send(body, tensors)

    def destroy_group(self) -> Answer:
        """POST ``/destroy_weights_update_group``, then release our side of the group."""
        deadline = time.monotonic() + self.timeout_s
        body = {"group_name": self.group_name}
        call = spawn(lambda: self.post("/destroy_weights_update_group", body))
        answer = self._answer(call, deadline, "destroy_weights_update_group")
        self.close()
        return answer

    def close(self) -> None:
        """Release the group and the store's port (idempotent)."""
        group, self._group, self._store = self._group, None, None
        if group is not None:
            shutdown(group)

    def __enter__(self) -> SGLangTrainer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def trained(step: int) -> torch.nn.Module:
    """The built-in tiny model (what ``twophase serve`` and the SGLang peer start from, seed
    0) after ``step + 1`` training steps: weights no server holds yet."""
    from twophase.testing.tiny_lm import ModelSize, TinyLM

    model = TinyLM(ModelSize.named("tiny"), seed=0)
    for k in range(step + 1):
        model.train_step(1000 + k)
    return model


def tensors(model: torch.nn.Module) -> list[tuple[str, torch.Tensor]]:
    return [(name, t.detach()) for name, t in model.state_dict().items()]
