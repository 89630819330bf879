"""twophase inside a real vLLM (the CPU build): the "twophase" weight-transfer backend.

One ``vllm serve`` process for the module (it takes about 30 s to start) with two TP workers
(each a receiver of its own), serving a tiny float32 Llama written here with
``transformers``; the trainer side is the same model, trained with a real optimizer. Every
check of tokens compares vLLM's greedy tokens with ``transformers``' greedy tokens at the
trainer's weights.

Skipped where vLLM is not installed (``make install-vllm``), except under
``TWOPHASE_REQUIRE_VLLM=1`` (CI), where a missing vLLM fails instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, cast

import pytest
import torch

if os.environ.get("TWOPHASE_REQUIRE_VLLM") != "1":
    pytest.importorskip("vllm", reason="vLLM is not installed: make install-vllm")
    pytest.importorskip("transformers", reason="transformers is not installed")

from vllm.distributed.weight_transfer.base import ModuleSource
from vllm.distributed.weight_transfer.clients import HTTPVLLMWeightSyncClient
from vllm.distributed.weight_transfer.factory import WeightTransferTrainerFactory

from tests.helpers import free_port, get, post, wait_until
from tests.servers import ROOT, ServePool, trainer_process, wait_state
from tests.vllm_servers import VllmServer
from twophase import SyncCoordinator, SyncError, Timeouts
from twophase.core.layouts import Box, layout_from_json
from twophase.core.table import Phase
from twophase.engines.vllm.applier import checkpoint_specs
from twophase.engines.vllm.vllm_client import HttpVllmControl
from twophase.errors import GroupError
from twophase.tools.hf import HFCausalLM
from twophase.transport.group import GroupConfig, SyncGroup
from twophase.vllm import TwophaseTrainerInitInfo, vllm_endpoint

PROMPTS = [[1, 5, 9, 33], [7, 7, 7], [100, 200, 300, 400, 2], [42]]
NEW_TOKENS = 8
RESTING = ("IDLE", "GROUP_READY", "DONE")
WORKERS = 2  # vLLM's TP workers: each one receives, and each must answer PREPARED


@pytest.fixture
def model_dir(vllm_model_dir: Path) -> Path:
    return vllm_model_dir


@pytest.fixture
def vllm(vllm_tp2: VllmServer) -> VllmServer:
    """The session's server (tests/conftest.py): test_vllm_adapters.py syncs into it too."""
    assert vllm_tp2.workers == WORKERS
    return vllm_tp2


def trainer_tokens(model: HFCausalLM) -> list[list[int]]:
    return [model.greedy(prompt, NEW_TOKENS) for prompt in PROMPTS]


def vllm_tokens(server: VllmServer) -> list[list[int]]:
    return [server.greedy(prompt, NEW_TOKENS) for prompt in PROMPTS]


def synced_model(model_dir: Path, server: VllmServer) -> HFCausalLM:
    """The trainer's model at the weights vLLM serves now (earlier tests synced others)."""
    model = HFCausalLM.from_pretrained(model_dir)
    coordinator = SyncCoordinator(master_port=free_port())
    coordinator.add(vllm_endpoint(server.url, WORKERS))

    async def sync() -> None:
        try:
            await coordinator.sync(model.module)
        finally:
            await coordinator.close()

    asyncio.run(sync())
    return model


# -- vLLM's own trainer API -------------------------------------------------------------------


def test_three_rounds_through_vllms_trainer_api(model_dir: Path, vllm: VllmServer) -> None:
    model = HFCausalLM.from_pretrained(model_dir)
    engine = WeightTransferTrainerFactory.trainer_init(
        TwophaseTrainerInitInfo(
            master_address="127.0.0.1", master_port=free_port(), world_size=1 + WORKERS
        ),
        client=HTTPVLLMWeightSyncClient(vllm.url),
        source=ModuleSource(model.module),
    )
    seen = [vllm_tokens(vllm)]
    try:
        version = vllm.sync_state()["weight_version"]
        for step in range(3):
            loss = model.train_step(step)
            started = time.monotonic()
            engine.send_weights()
            seconds = time.monotonic() - started
            result = engine.last_result
            assert result is not None and result.weight_version == version + 1
            version = result.weight_version
            tokens = vllm_tokens(vllm)
            assert tokens == trainer_tokens(model), f"round {step}: vLLM differs from the trainer"
            state = vllm.sync_state()
            assert state["weight_version"] == version and state["state"] in RESTING, state
            seen.append(tokens)
            print(
                f"round {step + 1}: loss {loss:.4f}, weight version {version}, "
                f"tokens equal on {len(PROMPTS)} prompts, {seconds:.2f} s; first: {tokens[0]}"
            )
    finally:
        engine.shutdown()
    assert seen[0] != seen[-1], "three training steps changed no greedy token"


# vLLM 0.33's trainer interface (tests/vllm_next.py): its ModuleSource, its engine base class.
NEXT_ROUND = """
import json, sys
from tests.vllm_next import overlaid
overlaid(sys.argv[1])
from vllm.distributed.weight_transfer import base
assert hasattr(base, "Shard") and not hasattr(base.WeightSource, "held_names"), "not 0.33's"
from functools import cached_property
from vllm.distributed.weight_transfer.base import ModuleSource, ParamMeta, WeightSource
from vllm.distributed.weight_transfer.clients import HTTPVLLMWeightSyncClient
from vllm.distributed.weight_transfer.factory import WeightTransferTrainerFactory
from twophase.engines.vllm.trainer import as_weight_source, unsendable
from twophase.tools.hf import HFCausalLM
from twophase.vllm import TwophaseTrainerInitInfo

class Elsewhere(WeightSource):  # rank 1 owns the one parameter: rank 0 cannot send it
    @cached_property
    def metadata(self):
        import torch
        return [ParamMeta("w", torch.float32, (2,), owners=(1,))]

    def iter_full(self):
        return iter(())

class LocalOnly(ModuleSource):  # pieces only (NCCL M2N's mode): twophase sends full tensors
    iter_full = WeightSource.iter_full

url, port, workers, model_dir = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
model = HFCausalLM.from_pretrained(model_dir)
model.train_step(11)
source = ModuleSource(model.module)
specs = as_weight_source(source).specs
info = TwophaseTrainerInitInfo(master_address="127.0.0.1", master_port=port, world_size=1 + workers)
engine = WeightTransferTrainerFactory.trainer_init(
    info, client=HTTPVLLMWeightSyncClient(url), source=source
)
try:
    engine.send_weights()
finally:
    engine.shutdown()
print(json.dumps({
    "specs": len(specs), "rank": engine.rank, "version": engine.last_result.weight_version,
    "elsewhere": unsendable(Elsewhere(), 0), "local": unsendable(LocalOnly(model.module), 0),
    "tokens": [model.greedy(p, int(sys.argv[6])) for p in json.loads(sys.argv[7])],
}))
"""


def test_one_round_through_vllm_033s_trainer_interface(
    model_dir: Path, vllm: VllmServer, tmp_path: Path
) -> None:
    """twophase's trainer engine on vLLM 0.33's ``weight_transfer`` package (from its wheel)
    against the real server: 0.33's ModuleSource read through ``metadata``/``iter_full``."""
    from tests.vllm_next import next_wheel, unpack

    wheel = next_wheel()
    if wheel is None or not wheel.is_file():
        pytest.skip("no vLLM 0.33 wheel: pip download --no-deps vllm==0.33.0 -d /tmp/v33")
    package = unpack(wheel, tmp_path)
    argv = [
        sys.executable, "-c", NEXT_ROUND, str(package), vllm.url, str(free_port()),
        str(WORKERS), str(model_dir), str(NEW_TOKENS), json.dumps(PROMPTS),
    ]  # fmt: skip
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-4000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said["specs"] > 0 and said["rank"] == 0
    assert said["version"] == vllm.sync_state()["weight_version"]
    assert said["elsewhere"] is not None and "owns 0 of 1" in said["elsewhere"]
    assert said["local"] is not None and "no iter_full" in said["local"]
    assert vllm_tokens(vllm) == said["tokens"]


def test_fsdp2_ranks_sync_through_vllm_033s_trainer_interface_each_sending_its_pieces(
    model_dir: Path, vllm: VllmServer, tmp_path: Path
) -> None:
    """vLLM 0.33's ``ModuleSource`` over an FSDP2 model says which rank owns what
    (``ParamMeta``: owners, mesh, ``Shard(0)``) and yields each rank's piece
    (``iter_local``): with ``sharded=True`` both trainer ranks call ``send_weights`` and each
    sends its own pieces into the workers' slices; vLLM then generates the trained model's
    tokens. Each rank is a process of its own (``tests/vllm_next_sharded.py``)."""
    from tests.vllm_next import next_wheel, unpack

    wheel = next_wheel()
    if wheel is None or not wheel.is_file():
        pytest.skip("no vLLM 0.33 wheel: pip download --no-deps vllm==0.33.0 -d /tmp/v33")
    package = unpack(wheel, tmp_path)
    store_port, master_port = free_port(), free_port()
    env = os.environ | {"PYTHONPATH": str(ROOT)}

    def rank_process(rank: int) -> subprocess.Popen[str]:
        argv = [
            sys.executable, "-m", "tests.vllm_next_sharded", str(package), str(rank),
            str(store_port), str(master_port), vllm.url, str(WORKERS), str(model_dir),
            str(NEW_TOKENS), json.dumps(PROMPTS),
        ]  # fmt: skip
        pipe = subprocess.PIPE
        return subprocess.Popen(argv, cwd=ROOT, stdout=pipe, stderr=pipe, text=True, env=env)

    ranks = [rank_process(rank) for rank in range(2)]
    outputs = [process.communicate(timeout=300) for process in ranks]
    assert [p.returncode for p in ranks] == [0, 0], [err[-3000:] for _, err in outputs]
    said = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert said[0]["version"] == vllm.sync_state()["weight_version"], said
    assert said[1]["version"] is None  # a follower: rank 0 has the result
    assert said[0]["tokens"] == said[1]["tokens"]
    assert vllm_tokens(vllm) == said[0]["tokens"]


# -- one round, a vLLM server and a twophase serve ----------------------------------------------


async def test_coordinator_syncs_vllm_and_twophase_serve_in_one_round(
    model_dir: Path, vllm: VllmServer
) -> None:
    model = HFCausalLM.from_pretrained(model_dir)
    model.train_step(7)
    with ServePool() as pool:
        serve_url = pool("--model", str(model_dir), tp=1)
        coordinator = SyncCoordinator(master_port=free_port())
        coordinator.add(vllm_endpoint(vllm.url, WORKERS))
        host, port = serve_url.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1)
        try:
            result = await coordinator.sync(model.module)
        finally:
            await coordinator.close()
        expected = trainer_tokens(model)
        assert vllm_tokens(vllm) == expected
        for prompt, tokens in zip(PROMPTS, expected, strict=True):
            status, body = post(f"{serve_url}/generate", {"prompt": prompt, "max_new_tokens": 8})
            assert status == 200 and body["tokens"] == tokens, body
        assert vllm.sync_state()["weight_version"] == result.weight_version
        assert get(f"{serve_url}/sync_state")[1]["weight_version"] == result.weight_version


async def test_a_delta_into_vllm_patches_the_kept_tensors_and_vllm_loads_them(
    model_dir: Path, vllm: VllmServer
) -> None:
    """With ``TWOPHASE_VLLM_DELTA=1`` each worker keeps the last sync's checkpoint tensors: a
    delta patches them, the vote checks the result, vLLM's reload loads it."""
    model = HFCausalLM.from_pretrained(model_dir)
    coordinator = SyncCoordinator(master_port=free_port())
    coordinator.add(vllm_endpoint(vllm.url, WORKERS))
    try:
        model.train_step(21)
        first = await coordinator.sync(model.module, delta=True)
        assert first.delta is not None and not first.delta.delta, first.delta
        model.train_step(22)
        second = await coordinator.sync(model.module, delta=True)
    finally:
        await coordinator.close()
    assert second.delta is not None and second.delta.delta, second.delta
    state = vllm.sync_state()
    assert state["weight_version"] == second.weight_version
    assert state["delta_base"]["version"] == second.weight_version, state
    assert vllm_tokens(vllm) == trainer_tokens(model)


# -- many senders: each worker receives only what its loaders read ---------------------------


def test_fsdp2_ranks_send_each_vllm_worker_only_what_its_loaders_read(
    model_dir: Path, vllm: VllmServer
) -> None:
    """Issue 25: each worker recorded at start what vLLM's own loaders read of each checkpoint
    tensor (its ``rank_needs``); two FSDP2 trainer ranks send each worker exactly that, point
    to point, and the loaders load the slices: vLLM generates the trainer's tokens, twice."""
    status, said = get(f"http://127.0.0.1:{vllm.state_port}/sync_capabilities")
    assert status == 200 and said["rank_layouts"] is None, said
    needs = [layout_from_json(rank) for rank in said["rank_needs"]]
    shapes = {spec.name: spec.shape for spec in checkpoint_specs(model_dir, torch.float32)}
    assert len(needs) == WORKERS and needs[0].keys() == needs[1].keys(), needs
    q = "model.layers.0.self_attn.q_proj.weight"
    rows = shapes[q][0]
    assert [n[q] for n in needs] == [
        [Box(((0, rows // 2), (0, shapes[q][1])))],
        [Box(((rows // 2, rows), (0, shapes[q][1])))],
    ]  # column-parallel: each worker half the rows
    whole_bytes = sum(4 * math.prod(shape) for shape in shapes.values())
    need_bytes = [
        sum(
            4 * (sum(box.numel for box in n[name]) if name in n else math.prod(shape))
            for name, shape in shapes.items()
        )
        for n in needs
    ]
    assert all(b < 0.75 * whole_bytes for b in need_bytes), (need_bytes, whole_bytes)

    trainer_args = ("--model", str(model_dir), "--ranks", "2", "--seed", "3")
    with trainer_process(*trainer_args, wait=False) as (trainer, process):
        process.wait_healthy(trainer, timeout_s=60, what="twophase trainer")
        host, port = vllm.url.removeprefix("http://").rsplit(":", 1)
        body = {"host": host, "port": int(port), "world_size": WORKERS, "engine": "vllm"}
        status, answer = post(f"{trainer}/add_inference_endpoint", body)
        assert status == 200, answer
        for step in range(2):
            status, answer = post(f"{trainer}/train_step", {})
            assert status == 200, answer
            # Deltas asked for: a worker keeps no base its slices could patch, so whole.
            sync_body = {"master_port": free_port(), "buffer_size_mb": 0.25, "delta": True}
            status, answer = post(f"{trainer}/sync_inference_weights", sync_body)
            assert status == 200 and answer["weight_version"], answer
            assert answer["delta"]["delta"] is False and "base" in answer["delta"]["why_whole"]
            senders = get(f"{trainer}/sync_state")[1]["sender_ranks"]
            assert [r["state"] for r in senders] == ["done"] * 2, senders
            # Each worker's moves cover exactly its needs (or its prepare is a 400): together,
            # every byte the senders sent.
            assert sum(r["bytes"] for r in senders) == sum(need_bytes), senders
            state = vllm.sync_state()
            assert state["weight_version"] == answer["weight_version"], state
            for prompt in PROMPTS:
                status, answer = post(
                    f"{trainer}/generate", {"prompt": prompt, "max_new_tokens": NEW_TOKENS}
                )
                assert status == 200, answer
                assert vllm.greedy(prompt, NEW_TOKENS) == answer["tokens"], (step, prompt)


# -- refused before a byte moves ---------------------------------------------------------------


@pytest.mark.parametrize("fault", ["unknown tensor", "wrong shape"])
async def test_bad_manifest_is_refused_before_any_byte_naming_the_tensor(
    model_dir: Path, vllm: VllmServer, fault: str
) -> None:
    before_tokens, before = vllm_tokens(vllm), vllm.sync_state()
    weights = {
        name: t.detach().clone()
        for name, t in HFCausalLM.from_pretrained(model_dir).module.state_dict().items()
    }
    if fault == "unknown tensor":
        bad = "model.layers.0.mlp.extra_proj.weight"
        weights[bad] = torch.zeros(4, 4)
    else:
        bad = "model.layers.1.self_attn.o_proj.weight"
        weights[bad] = weights[bad].t().contiguous()[:, :64].clone()
    coordinator = SyncCoordinator(master_port=free_port())
    coordinator.add(vllm_endpoint(vllm.url, WORKERS))
    try:
        with pytest.raises(SyncError) as caught:
            await coordinator.sync(list(weights.items()))
    finally:
        await coordinator.close()
    error = caught.value
    assert error.phase is Phase.PREPARE and bad in str(error) and "HTTP 400" in str(error), error
    after = vllm.sync_state()
    assert after["weight_version"] == before["weight_version"]
    new = after["history"][len(before["history"]) :]
    assert not any(record["dest"] in ("PREPARED", "RECEIVING") for record in new), new
    assert after["bytes_received"] == 0
    assert vllm_tokens(vllm) == before_tokens


def test_refusal_is_a_4xx_on_vllms_own_route(vllm: VllmServer) -> None:
    """Straight at vLLM's route: the endpoint plugin answers a twophase refusal with its
    4xx and its own words (vLLM alone would say 500); vLLM's other errors stay 500s."""
    before = vllm.sync_state()
    started = post(f"{vllm.url}/start_weight_update", {})
    assert started[0] == 200, started
    status, body = post(f"{vllm.url}/update_weights", {"update_info": {"twophase": "commit"}})
    assert status == 400, body
    assert body["message"].startswith("workers 0, 1: update_info.twophase must be one of"), body
    # Every worker failed it together and closed vLLM's session: vLLM reads every worker's
    # answer to the next calls in step (a worker answer left unread would come a call late).
    for route in ("start_weight_update", "finish_weight_update"):
        answered = post(f"{vllm.url}/{route}", {})
        assert answered[0] == 200, (route, answered)
    assert vllm.sync_state()["history"] == before["history"]


# -- the guard: no byte before every worker said PREPARED ------------------------------------


class _Recording:
    """Wall-clock times of the prepare answer and of every collective the trainer starts."""

    def __init__(self) -> None:
        self.prepared_at: float | None = None
        self.collectives: list[tuple[float, str]] = []


class _RecordingControl(HttpVllmControl):
    recording: _Recording

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        await super().update(info, timeout_s)
        if info.get("twophase") == "prepare":
            self.recording.prepared_at = time.time()


class _RecordingGroup:
    def __init__(self, group: Any, recording: _Recording) -> None:
        self._group, self._recording = group, recording

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._group, name)
        if name in ("broadcast", "start_broadcast", "all_gather_bytes"):

            def recorded(*args: Any, **kwargs: Any) -> Any:
                self._recording.collectives.append((time.time(), kwargs.get("what", name)))
                return attribute(*args, **kwargs)

            return recorded
        return attribute


async def test_no_collective_before_every_worker_answered_prepared(
    model_dir: Path, vllm: VllmServer
) -> None:
    recording = _Recording()

    def factory(config: GroupConfig, **kwargs: Any) -> Any:
        return _RecordingGroup(SyncGroup(config, **kwargs), recording)

    control = _RecordingControl(vllm.url)
    control.recording = recording
    coordinator = SyncCoordinator(master_port=free_port(), group_factory=factory)
    coordinator.add(vllm_endpoint(control, WORKERS))
    model = HFCausalLM.from_pretrained(model_dir)
    try:
        result = await coordinator.sync(model.module, buffer_size_mb=1)
    finally:
        await coordinator.close()
    assert recording.prepared_at is not None and recording.collectives
    first_collective = min(at for at, _ in recording.collectives)
    assert recording.prepared_at < first_collective, recording.collectives[:3]
    history = vllm.sync_state()["history"]
    prepared = [r for r in history if r["sync_id"] == result.sync_id and r["dest"] == "PREPARED"]
    assert prepared and prepared[0]["wall_time"] <= recording.prepared_at
    broadcasts = [what for _, what in recording.collectives if "bucket" in what]
    assert len(broadcasts) > 1, recording.collectives


class _VoteCutGroup:
    """The sender's group, broken inside the commit vote: it casts no ballot and closes,
    while every worker waits there with its yes cast."""

    def __init__(self, group: Any) -> None:
        self._group = group

    def __getattr__(self, name: str) -> Any:
        return getattr(self._group, name)

    def all_gather_bytes(self, data: bytes, *, timeout_s: float, what: str) -> list[bytes]:
        if what.startswith("vote"):
            time.sleep(0.5)  # every worker is inside the vote by now
            raise GroupError(f"{what}: cut by the test")
        return cast(list[bytes], self._group.all_gather_bytes(data, timeout_s=timeout_s, what=what))


class _PrepareControl(HttpVllmControl):
    """vLLM's control, keeping each prepare's request (its sync id and peer token)."""

    prepared: list[dict[str, Any]]

    async def update(self, info: dict[str, Any], timeout_s: float) -> None:
        if info.get("twophase") == "prepare":
            self.prepared.append(info["request"])
        await super().update(info, timeout_s)


def test_a_vote_broken_after_every_yes_rolls_every_worker_back_by_the_senders_verdict(
    model_dir: Path, vllm: VllmServer
) -> None:
    """The vote breaks with every worker's yes cast: each is UNCERTAIN until the sender,
    having heard from the server that no worker saw the vote pass, aborts with its verdict;
    then every worker rolls back (none stays UNCERTAIN) and the next round works. Each
    worker's state app answers its siblings' ``/sync_outcome`` (they are its peers), with
    the sync's token only."""
    before_tokens, before = vllm_tokens(vllm), vllm.sync_state()
    model = HFCausalLM.from_pretrained(model_dir)
    model.train_step(17)
    coordinator = SyncCoordinator(
        master_port=free_port(),
        group_factory=lambda config, **kwargs: _VoteCutGroup(SyncGroup(config, **kwargs)),
    )
    control = _PrepareControl(vllm.url)
    control.prepared = []
    coordinator.add(vllm_endpoint(control, WORKERS))

    async def sync() -> None:
        try:
            await coordinator.sync(model.module, buffer_size_mb=1)
        finally:
            await coordinator.close()

    with pytest.raises(SyncError, match="no endpoint saw the commit vote pass"):
        asyncio.run(sync())
    rested = vllm.wait_every_worker_in(RESTING)
    assert rested["weight_version"] == before["weight_version"]
    assert rested.get("uncertain") is None, rested
    new = [(r["source"], r["dest"]) for r in rested["history"][len(before["history"]) :]]
    assert ("UNCERTAIN", "ERROR") in new or ("RECEIVING", "ERROR") in new, new
    assert vllm_tokens(vllm) == before_tokens
    siblings = WORKERS - 1  # each worker asks the server's others (and the sender)
    assert f"asking the sender and {siblings} peer(s)" in vllm.log_tail(1_000_000)
    (prepared,) = control.prepared
    asked = {"sync_id": prepared["sync_id"], "token": prepared["peer_token"]}
    for worker in range(WORKERS):
        outcome = f"http://127.0.0.1:{vllm.state_port + worker}/sync_outcome"
        status, answer = post(outcome, asked)
        assert status == 200 and answer["outcome"] == "rolled_back", answer
        status, answer = post(outcome, asked | {"token": "f" * len(asked["token"])})
        assert status == 403, answer
    synced = synced_model(model_dir, vllm)
    assert vllm_tokens(vllm) == trainer_tokens(synced)


# -- a trainer killed mid-transfer -----------------------------------------------------------


def test_trainer_killed_mid_transfer_leaves_vllm_serving_old_weights(
    model_dir: Path, vllm: VllmServer
) -> None:
    before_tokens, before = vllm_tokens(vllm), vllm.sync_state()
    args = ("--model", str(model_dir), "--bucket-delay", "0.5")
    with trainer_process(*args, wait=False) as (url, trainer):
        trainer.wait_healthy(url, timeout_s=60, what="twophase trainer")
        assert post(f"{url}/train_step", {})[0] == 200
        endpoint = {"host": "127.0.0.1", "port": vllm.port, "world_size": WORKERS, "engine": "vllm"}
        assert post(f"{url}/add_inference_endpoint", endpoint)[0] == 200
        sync = {"master_port": free_port(), "buffer_size_mb": 0.5}

        def sync_until_killed() -> None:
            with contextlib.suppress(OSError):  # the trainer dies under the request
                post(f"{url}/sync_inference_weights", sync, timeout_s=120)

        threading.Thread(target=sync_until_killed, daemon=True).start()
        wait_until(
            lambda: vllm.sync_state()["state"] == "RECEIVING",
            timeout_s=60, interval_s=0.05, what="vLLM to receive",
        )  # fmt: skip
        trainer.signal_stop(signal.SIGKILL)
    assert vllm_tokens(vllm) == before_tokens  # serving all along, the old weights
    rested = vllm.wait_every_worker_in(RESTING)
    new = [(r["source"], r["dest"]) for r in rested["history"][len(before["history"]) :]]
    assert ("RECEIVING", "ERROR") in new, new
    assert rested["weight_version"] == before["weight_version"] and rested["last_error"]
    print("history after the kill:", " ".join(f"{s}->{d}" for s, d in new))
    print("last error:", rested["last_error"])
    model = synced_model(model_dir, vllm)  # the next round works
    assert vllm_tokens(vllm) == trainer_tokens(model)


def test_a_missed_deadline_rolls_every_worker_back_and_the_next_round_works(
    model_dir: Path, vllm: VllmServer
) -> None:
    """The trainer stalls between buckets past the workers' progress deadline: each worker
    gives up on its own, vLLM keeps serving the old weights, the trainer gets a SyncError.
    (Its hook runs once a bucket is done, while the next one is on the wire: small buckets,
    so that the one after is not yet sent when it stalls.)"""
    before_tokens, before = vllm_tokens(vllm), vllm.sync_state()
    model = HFCausalLM.from_pretrained(model_dir)
    model.train_step(11)
    coordinator = SyncCoordinator(
        master_port=free_port(),
        timeouts=Timeouts(progress=1.0),
        on_bucket=lambda _: time.sleep(2.5),
    )
    coordinator.add(vllm_endpoint(vllm.url, WORKERS))

    async def sync() -> None:
        try:
            await coordinator.sync(model.module, buffer_size_mb=0.25)
        finally:
            await coordinator.close()

    with pytest.raises(SyncError) as caught:
        asyncio.run(sync())
    assert caught.value.phase is Phase.TRANSFER, caught.value
    rested = wait_state(vllm.url, RESTING, timeout=30)
    assert rested["weight_version"] == before["weight_version"]
    new = rested["history"][len(before["history"]) :]
    assert any(r["dest"] == "ERROR" and r["trigger"] == "timeout" for r in new), new
    assert vllm_tokens(vllm) == before_tokens
    synced = synced_model(model_dir, vllm)
    assert vllm_tokens(vllm) == trainer_tokens(synced)


# -- the README's commands and snippet ------------------------------------------------------


def test_twophase_state_reads_a_vllm_server(vllm: VllmServer) -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "twophase.tools.cli", "state", vllm.url],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout  # fmt: skip
    state = vllm.sync_state()
    assert shown.startswith(f"receiver at {vllm.url}: {state['state']}"), shown
    assert f"weight version {state['weight_version']}" in shown, shown


def test_readme_vllm_trainer_snippet(model_dir: Path, vllm: VllmServer) -> None:
    """The README's trainer code, as written but for the server's URL and the ports."""
    (snippet,) = [
        block
        for block in re.findall(
            r"^```python\n(.*?)^```", (ROOT / "README.md").read_text(), re.M | re.S
        )
        if "twophase.vllm" in block
    ]
    snippet = snippet.replace("http://localhost:8000", vllm.url)
    snippet = snippet.replace("29600", str(free_port()))
    snippet = snippet.replace("world_size=2", f"world_size={1 + WORKERS}")
    model = HFCausalLM.from_pretrained(model_dir)
    steps = iter(range(100))
    namespace: dict[str, Any] = {
        "model": model.module,
        "train_step": lambda _: model.train_step(next(steps)),
        "num_steps": 2,
    }
    exec(compile(snippet, "README.md (vLLM trainer)", "exec"), namespace)
    namespace["engine"].shutdown()
    assert namespace["engine"].last_result.weight_version == vllm.sync_state()["weight_version"]
    assert vllm_tokens(vllm) == trainer_tokens(model)
