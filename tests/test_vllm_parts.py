"""The parts of the vLLM backend that need no vLLM: the wire convention, the combined
``/sync_state``, the checkpoint's specs, the engine-thread gate, and ``VllmClient``'s
translation against a fake control plane. (``test_vllm.py`` runs the real thing.)"""

from __future__ import annotations

import json
import struct
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
import torch

from twophase.core.buckets import TensorSpec
from twophase.core.protocol import (
    AbortWeightsUpdateRequest,
    BucketMetadata,
    CompleteWeightsUpdateRequest,
    PrepareWeightsUpdateRequest,
)
from twophase.engines.vllm.applier import EngineThreadGate, VllmApplier, checkpoint_specs
from twophase.engines.vllm.state import combine
from twophase.engines.vllm.vllm_client import VllmCallFailed, VllmClient
from twophase.engines.vllm.vllm_wire import BackendRefusal, Refusal, carried_refusal
from twophase.errors import DeadlineExceeded, EndpointCallError


def test_a_refusal_keeps_its_status_through_vllms_wrapping() -> None:
    refusal = BackendRefusal.of(400, "lm_head.weight: the model has float32 [512, 128]")
    wrapped = (
        f"Call to collective_rpc method failed: Worker failed with error '{refusal}', please "
        "check the stack trace above for the root cause"
    )
    carried = carried_refusal(wrapped)
    assert carried is not None
    assert (carried.status, carried.message) == (
        400,
        "lm_head.weight: the model has float32 [512, 128]",
    )
    assert carried_refusal("Worker failed with error 'boom'") is None
    assert carried_refusal('Worker failed with error \'{"not": "ours"}\'') is None


def test_a_commit_crosses_vllms_boundary_as_fields() -> None:
    """An abort past the commit point: ``committed`` and the version travel as fields of
    the refusal, through vLLM's wrapping and through the endpoint plugin's answer."""
    refusal = Refusal(status=409, message="its vote passed", committed=True, weight_version=4)
    wrapped = f"Worker failed with error '{BackendRefusal(refusal)}', please check"
    assert carried_refusal(wrapped) == refusal
    plugin_answer = json.dumps({"error": {"message": "x"}, "refusal": refusal.model_dump()})
    failed = VllmCallFailed.of(409, plugin_answer).refusal
    assert failed.committed and failed.weight_version == 4 and failed.status == 409


def _rank(state: str, version: int, received: int = 0, error: str | None = None) -> dict[str, Any]:
    return {
        "state": state,
        "weight_version": version,
        "buckets_received": received,
        "bytes_received": received * 10,
        "last_error": error,
    }


def test_a_server_is_as_far_as_its_least_advanced_rank() -> None:
    combined = combine([_rank("RECEIVING", 3, 5), _rank("PREPARED", 3, 0)])
    assert combined["state"] == "PREPARED" and combined["buckets_received"] == 0
    assert len(combined["ranks"]) == 2
    assert combine([_rank("DONE", 4), _rank("DONE", 4)])["state"] == "DONE"


def test_a_rank_in_error_or_unreachable_makes_the_server_error() -> None:
    failed = combine([_rank("IDLE", 3), _rank("ERROR", 2, error="peer died")])
    assert failed["state"] == "ERROR" and failed["weight_version"] == 2
    assert failed["last_error"] == "rank 1: peer died"
    gone = combine([_rank("IDLE", 3), {"state": "UNREACHABLE", "last_error": "refused"}])
    assert gone["state"] == "ERROR" and "rank 1: refused" in gone["last_error"]


def test_a_rank_that_saw_the_vote_pass_speaks_for_the_server() -> None:
    """One all-gather answers every rank alike: a sender whose own answer was lost asks the
    server, and one rank's "passed" is the server's (``sender/commit_vote.py``)."""
    lost = {**_rank("RECEIVING", 3), "vote": {"sync_id": "s4", "outcome": "uncertain"}}
    seen = {**_rank("DONE", 4), "vote": {"sync_id": "s4", "outcome": "passed"}}
    assert combine([lost, seen])["vote"] == {"sync_id": "s4", "outcome": "passed"}
    assert combine([lost, lost])["vote"]["outcome"] == "uncertain"
    older = {**_rank("DONE", 3), "vote": {"sync_id": "s3", "outcome": "passed"}}
    assert combine([lost, older])["vote"]["sync_id"] == "s4"  # not another sync's


def _write_safetensors(path: Path, tensors: dict[str, tuple[str, list[int]]]) -> None:
    header: dict[str, Any] = {"__metadata__": {"format": "pt"}}
    offset = 0
    for name, (dtype, shape) in tensors.items():
        size = 4 * int(torch.tensor(shape).prod()) if shape else 4
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + size]}
        offset += size
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + bytes(offset))


def test_checkpoint_specs_are_at_the_served_dtype(tmp_path: Path) -> None:
    _write_safetensors(
        tmp_path / "model.safetensors",
        {"a.weight": ("BF16", [4, 2]), "b.index": ("I64", [3]), "q.packed": ("F8_E4M3", [2])},
    )
    specs = checkpoint_specs(tmp_path, torch.float32)
    assert specs == [
        TensorSpec("a.weight", "float32", (4, 2)),
        TensorSpec("b.index", "int64", (3,)),
    ]
    with pytest.raises(FileNotFoundError, match=r"no \*\.safetensors"):
        checkpoint_specs(tmp_path / "missing", torch.float32)


def test_the_applier_names_what_vllm_cannot_load() -> None:
    specs = [TensorSpec("w", "float32", (4, 2))]
    applier = VllmApplier(torch.nn.Linear(2, 4), specs, EngineThreadGate(), lambda _: None)
    assert applier.accepts(TensorSpec("w", "float32", (4, 2))) is None
    assert "w: the model has float32 [4, 2]" in (
        applier.accepts(TensorSpec("w", "float32", (2, 4))) or ""
    )
    assert "x: not a tensor of this model's checkpoint" in (
        applier.accepts(TensorSpec("x", "float32", (1,))) or ""
    )


def test_the_gate_runs_work_on_the_serving_thread() -> None:
    gate, ran_on = EngineThreadGate(), []
    done: Future[None] = Future()

    def caller() -> None:
        gate.call(lambda: ran_on.append(threading.current_thread().name), 5, "load")
        done.set_result(None)

    threading.Thread(target=caller, name="receiver").start()
    gate.serve_until(done, 5)
    assert ran_on == [threading.current_thread().name]


def test_work_nobody_served_is_withdrawn_at_its_deadline() -> None:
    gate, ran = EngineThreadGate(), []
    with pytest.raises(DeadlineExceeded, match=r"no weight-update call within 0\.05 s"):
        gate.call(lambda: ran.append(1), 0.05, "loading 3 tensors")
    finished: Future[None] = Future()
    finished.set_result(None)
    gate.serve_until(finished, 0.1)
    time.sleep(0.05)
    assert ran == []  # it never runs late


class FakeControl:
    """vLLM's control plane as a list of calls; ``fail`` makes the named call fail once."""

    name = "vllm@fake:1"

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.fail: dict[str, VllmCallFailed] = {}

    async def _record(self, call: str) -> None:
        self.calls.append(call)
        if call in self.fail:
            raise self.fail.pop(call)

    async def init(self, init_info: dict[str, Any], timeout_s: float) -> None:
        await self._record("init")

    async def start(self, timeout_s: float) -> None:
        await self._record("start")

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        await self._record(f"update:{info['twophase']}")

    async def finish(self, weight_version: str | None, timeout_s: float) -> None:
        await self._record(f"finish:{weight_version}")

    async def shutdown(self, timeout_s: float) -> None:
        await self._record("shutdown")

    async def flush_cache(self, timeout_s: float) -> None:
        await self._record("flush")

    async def capabilities(self, timeout_s: float) -> dict[str, Any] | None:
        return None

    async def sync_state(self, timeout_s: float) -> dict[str, Any] | None:
        return None


PREPARE = PrepareWeightsUpdateRequest(
    num_buckets=1,
    buckets=[BucketMetadata(names=["w"], dtypes=["float32"], shapes=[[2]])],
    group_name="g",
    weight_version=4,
)


async def test_a_round_maps_onto_vllms_calls() -> None:
    control = FakeControl()
    client = VllmClient(control)
    await client.prepare(PREPARE, 5)
    answer = await client.complete(CompleteWeightsUpdateRequest(group_name="g"), 5)
    assert control.calls == ["start", "update:prepare", "update:complete", "finish:4", "flush"]
    assert answer.weight_version == 4 and answer.num_buckets_received == 1


async def test_vllms_update_session_is_tracked_exactly() -> None:
    """A refused prepare closed the session on every worker: the abort that follows opens
    one (vLLM refuses an update outside a session) and closes it again."""
    control = FakeControl()
    client = VllmClient(control)
    control.fail["update:prepare"] = VllmCallFailed(400, "w: the model has no such tensor")
    with pytest.raises(EndpointCallError):
        await client.prepare(PREPARE, 5)
    await client.abort(AbortWeightsUpdateRequest(), 5)
    await client.prepare(PREPARE, 5)
    assert control.calls == [
        "start", "update:prepare",
        "start", "update:abort", "finish:None",
        "start", "update:prepare",
    ]  # fmt: skip


async def test_a_refused_prepare_is_an_endpoint_error_with_its_status() -> None:
    control = FakeControl()
    control.fail["update:prepare"] = VllmCallFailed(400, "w: the model has no such tensor")
    with pytest.raises(
        EndpointCallError, match="HTTP 400: w: the model has no such tensor"
    ) as caught:
        await VllmClient(control).prepare(PREPARE, 5)
    assert caught.value.status == 400


async def test_an_abort_past_the_commit_point_reports_the_version() -> None:
    control = FakeControl()
    control.fail["update:abort"] = VllmCallFailed(
        409, "refused: its commit vote passed", committed=True, weight_version=4
    )
    with pytest.raises(EndpointCallError) as caught:
        await VllmClient(control).abort(AbortWeightsUpdateRequest(), 5)
    answer = caught.value
    assert answer.status == 409 and answer.committed is True and answer.weight_version == 4
