"""What a vLLM worker's model can load, and the load itself, run between engine steps.

vLLM's model holds fused, TP-sharded parameters (``qkv_proj``, ``gate_up_proj``) under other
names than the checkpoint tensors a trainer sends; its ``load_weights`` maps checkpoint names
onto them. So the receiver validates a manifest against the *checkpoint*: the names, full
shapes and dtypes in the model directory's safetensors headers, at the dtype vLLM serves.

The load must not race a forward pass, and vLLM runs forward passes on the worker's own
thread; so ``VllmApplier.load_staged`` hands the load to that thread (``EngineThreadGate``),
which runs it inside the weight-update call vLLM makes between engine steps.
"""

from __future__ import annotations

import json
import queue
import struct
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Any

import torch

from twophase.core.buckets import TensorSpec
from twophase.core.dtypes import dtype_name
from twophase.core.layouts import Box
from twophase.core.timing import VLLM_GATE_POLL_S, VLLM_LOAD_TIMEOUT_S
from twophase.engines.vllm.slices import pieces
from twophase.errors import DeadlineExceeded, RequestRejected
from twophase.receiver.appliers import spec_mismatch

# safetensors' dtype codes, for the ones a checkpoint of an LLM holds.
SAFETENSORS_DTYPES = {
    "F64": torch.float64,
    "F32": torch.float32,
    "F16": torch.float16,
    "BF16": torch.bfloat16,
    "I64": torch.int64,
    "I32": torch.int32,
    "I16": torch.int16,
    "I8": torch.int8,
    "U8": torch.uint8,
    "BOOL": torch.bool,
}
MAX_HEADER_BYTES = 100 << 20  # safetensors' own limit


def safetensors_header(path: Path) -> dict[str, Any]:
    """The JSON header of one safetensors file (names, dtypes, shapes), read without the data."""
    with path.open("rb") as f:
        (length,) = struct.unpack("<Q", f.read(8))
        if length > MAX_HEADER_BYTES:
            raise ValueError(f"{path}: a safetensors header of {length} bytes")
        header: dict[str, Any] = json.loads(f.read(length))
    header.pop("__metadata__", None)
    return header


def checkpoint_specs(directory: str | Path, served_dtype: torch.dtype) -> list[TensorSpec]:
    """Every floating tensor of the checkpoint in ``directory``, at the dtype vLLM serves it
    in (vLLM casts on load; a trainer sends what it trains at that dtype); other tensors as
    stored. In file and header order."""
    files = sorted(Path(directory).glob("*.safetensors"))
    if not files:
        raise FileNotFoundError(f"{directory}: no *.safetensors checkpoint to validate against")
    specs: list[TensorSpec] = []
    for path in files:
        for name, entry in safetensors_header(path).items():
            stored = SAFETENSORS_DTYPES.get(entry["dtype"])
            if stored is None:
                continue  # a packed or quantized layout: not something a sync carries
            dtype = served_dtype if stored.is_floating_point else stored
            specs.append(TensorSpec(name, dtype_name(dtype), tuple(entry["shape"])))
    return specs


class EngineThreadGate:
    """Work that must run on the engine's own thread, handed over from another.

    ``call`` (any thread) queues a function and waits for it; ``serve_until`` (the engine's
    thread, inside a weight-update call) runs what is queued until a future is done. A call
    whose deadline passes before its function started is withdrawn: it never runs late."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[Callable[[], None], Future[None]]] = queue.Queue()

    def call(self, work: Callable[[], None], timeout_s: float, what: str) -> None:
        done: Future[None] = Future()
        self._jobs.put((work, done))
        try:
            done.result(timeout_s)
        except FutureTimeout:
            if done.cancel():  # not started: it never will be
                raise DeadlineExceeded(
                    f"{what}: vLLM made no weight-update call within {timeout_s:g} s to run it "
                    "between engine steps"
                ) from None
            done.result()  # started just now: it finishes (a load is not interruptible)

    def serve_until(self, finished: Future[Any], timeout_s: float) -> None:
        """Run queued work on this thread until ``finished`` is done (or the deadline)."""
        deadline = time.monotonic() + timeout_s
        while not finished.done() and time.monotonic() < deadline:
            try:
                work, done = self._jobs.get(timeout=VLLM_GATE_POLL_S)
            except queue.Empty:
                continue
            if not done.set_running_or_notify_cancel():
                continue  # withdrawn by its caller's deadline
            try:
                work()
            except BaseException as exc:
                done.set_exception(exc)
            else:
                done.set_result(None)


class VllmApplier:
    """The receiver's applier for one vLLM worker: validates against the checkpoint, loads
    with the model's own ``load_weights`` on the engine's thread."""

    def __init__(
        self,
        model: torch.nn.Module,
        specs: list[TensorSpec],
        gate: EngineThreadGate,
        reload: Callable[[Iterator[tuple[str, torch.Tensor]]], None],
        *,
        load_timeout_s: float = VLLM_LOAD_TIMEOUT_S,
        needs: Mapping[str, Sequence[Box]] | None = None,
    ) -> None:
        """``reload``: the engine's in-place load of checkpoint-format tensors (vLLM's
        ``reload_weights``: its ``load_weights`` between layerwise set-up and processing).
        ``needs``: the part of a tensor this worker's loaders read (``slices.py``), which
        is all a sharded sync sends it; any other tensor whole."""
        self.model = model
        self._needs = {name: list(boxes) for name, boxes in (needs or {}).items()}
        self.reload = reload
        self._specs = specs
        self._by_name = {spec.name: spec for spec in specs}
        self.gate = gate
        self.load_timeout_s = load_timeout_s
        self.loads = 0  # staged syncs loaded, for tests and logs

    def specs(self) -> list[TensorSpec]:
        return list(self._specs)

    def accepts(self, spec: TensorSpec) -> str | None:
        problem = spec_mismatch(self._by_name.get(spec.name), spec)
        if problem is not None and spec.name not in self._by_name:
            return f"{spec.name}: not a tensor of this model's checkpoint (vLLM cannot load it)"
        return problem

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        # Streaming applies each bucket as it arrives, on the receive thread, while vLLM runs
        # forward passes on its own: it could serve a half-loaded model. Refused at prepare.
        raise RequestRejected(400, "the vLLM backend applies staged syncs only (mode=staged)")

    def needs(self) -> dict[str, list[Box]]:
        return dict(self._needs)

    def load_staged(self, tensors: Mapping[str, torch.Tensor]) -> None:
        """Load on the engine's thread. A tensor received in part (a sharded sync) goes to
        its loader as the full tensor it stands for (``slices.pieces``)."""

        def run() -> None:
            with torch.no_grad():
                self.reload(pieces(tensors, self._needs, self._specs))
            self.loads += 1

        self.gate.call(run, self.load_timeout_s, f"loading {len(tensors)} tensors")

    def state(self) -> Mapping[str, torch.Tensor]:
        return {name: t.detach() for name, t in self.model.state_dict().items()}
