"""SGLang's native weight-update protocol, both ways.

Into twophase: an SGLang-style trainer (``tests/peers/sglang_trainer.py``: PipelineRL's one
call per parameter, and the batched ``names`` lists) syncs ``twophase serve --tp 2`` through
``/init_weights_update_group`` and ``/update_weights_from_distributed``. Out of twophase:
twophase's sender syncs a stock-SGLang peer (``tests/peers/sglang_server.py``) beside a
``twophase serve``, in one round.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest
import torch

from tests.embedded import TEST_TIMEOUTS, EndpointFactory, module_digest
from tests.helpers import free_port, get, post
from tests.peers.sglang_server import serve_peer
from tests.peers.sglang_trainer import Answer, SGLangTrainer, TrainerError, tensors, trained
from tests.servers import ROOT, ServePool, digest, wait_state
from twophase import SyncCoordinator, SyncError
from twophase.core.table import Phase
from twophase.receiver.appliers import weights_checksum

TIMEOUT_S = 20.0
TP = 2


@pytest.fixture(scope="module")
def serve_url() -> Iterator[str]:
    """One ``twophase serve --tp 2`` (the built-in tiny model, seed 0) for the module."""
    with ServePool() as pool:
        yield pool("--rank-threads", tp=TP)


def model_digest(model: torch.nn.Module) -> str:
    return str(weights_checksum(dict(tensors(model)))["digest"])


def sync_state(url: str) -> dict[str, Any]:
    status, body = get(f"{url}/sync_state")
    assert status == 200, body
    return dict(body)


@pytest.fixture
def trainer(serve_url: str) -> Iterator[SGLangTrainer]:
    with SGLangTrainer(
        serve_url, master_port=free_port(), tp_size=TP, timeout_s=TIMEOUT_S
    ) as sglang_trainer:
        status, answer = sglang_trainer.init_group()
        assert status == 200 and answer["success"], answer
        yield sglang_trainer


# -- an SGLang-style trainer into twophase ----------------------------------------------------


def test_a_pipelinerl_style_trainer_syncs_one_call_per_parameter(
    serve_url: str, trainer: SGLangTrainer
) -> None:
    model = trained(1)
    before = sync_state(serve_url)["weight_version"]
    answers = trainer.update_per_parameter(tensors(model), weight_version="step-1")
    assert all(status == 200 and body["success"] for status, body in answers), answers
    assert digest(serve_url) == model_digest(model)
    state = sync_state(serve_url)
    assert state["weight_version"] == before + len(answers)  # one call, one sync
    assert get(f"{serve_url}/get_weight_version")[1] == {"weight_version": "step-1"}
    ours = [r for r in state["history"] if r["dest"] == "PREPARED"][-len(answers) :]
    assert all(r["sync_id"].startswith("sglang-") and "via sglang" in r["detail"] for r in ours)


def test_a_batched_trainer_syncs_in_one_call(serve_url: str, trainer: SGLangTrainer) -> None:
    model = trained(2)
    before = sync_state(serve_url)["weight_version"]
    status, body = trainer.update_batched(tensors(model), weight_version="step-2")
    assert status == 200 and body["success"], body
    assert digest(serve_url) == model_digest(model)
    assert sync_state(serve_url)["weight_version"] == before + 1


BAD = {
    "unknown name": ("layers.0.nonexistent.weight", None, None),
    "wrong shape": (None, None, [3, 3]),
    "wrong dtype": (None, torch.float16, None),
}


@pytest.mark.parametrize("fault", sorted(BAD))
def test_a_bad_request_is_refused_naming_it_and_its_bytes_drained(
    serve_url: str, trainer: SGLangTrainer, fault: str
) -> None:
    """Refused before any receive is posted; its bytes are received into scratch memory and
    dropped, so the trainer, which broadcasts without waiting, finishes its broadcast and
    reads the 400 at once; the old weights stay; the group stays usable."""
    items = tensors(trained(3))
    name, dtype, shape = BAD[fault]
    first_name, first = items[0]
    bad = first.to(dtype) if dtype is not None else first
    bad = torch.zeros(shape, dtype=bad.dtype) if shape is not None else bad
    items[0] = (name or first_name, bad)
    before = digest(serve_url)
    started = time.monotonic()
    status, body = trainer.update_batched(items)
    assert time.monotonic() - started < TIMEOUT_S / 2  # not left blocked
    assert status == 400 and body["success"] is False, body
    assert (name or first_name) in body["message"], body
    assert trainer.dead is None  # every byte drained: the group is intact
    assert digest(serve_url) == before
    good = trained(4)
    status, body = trainer.update_batched(tensors(good))
    assert status == 200, body
    assert digest(serve_url) == model_digest(good)


def test_a_wrong_group_name_or_missing_fields_is_refused(
    serve_url: str, trainer: SGLangTrainer
) -> None:
    before = digest(serve_url)
    url = f"{serve_url}/update_weights_from_distributed"
    status, body = post(url, {"names": ["embed.weight"], "dtypes": ["float32"]})
    assert status == 400 and "shapes" in body["message"], body
    status, body = post(url, {"name": "embed.weight", "group_name": "other"})
    assert status == 400 and "dtype" in body["message"], body
    items = tensors(trained(5))[:1]
    request = {
        "names": [items[0][0]],
        "dtypes": ["float32"],
        "shapes": [list(items[0][1].shape)],
        "group_name": "not_this_group",
    }
    status, body = post(url, request)
    assert status == 400 and "not_this_group" in body["message"], body
    assert digest(serve_url) == before


def test_a_trainer_that_dies_mid_transfer_ends_the_call_and_the_next_sync_works(
    serve_url: str,
) -> None:
    port = free_port()
    script = f"""
import os, threading, time
from tests.peers.sglang_trainer import SGLangTrainer, spawn
from tests.peers.sglang_wire import start_broadcast, dtype_name
from tests.peers.sglang_trainer import tensors, trained
trainer = SGLangTrainer({serve_url!r}, master_port={port}, tp_size={TP}, timeout_s=20)
assert trainer.init_group()[0] == 200
items = tensors(trained(6))
body = trainer._body(items)
spawn(lambda: trainer.post("/update_weights_from_distributed", body))
start_broadcast(trainer._group, items[0][1].contiguous(), timeout_s=20).wait()
time.sleep(0.5)
os._exit(3)  # dead half way: one tensor of {len(tensors(trained(6)))} sent
"""
    before = digest(serve_url)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 3, done.stderr[-2000:]
    rested = wait_state(serve_url, ("IDLE", "GROUP_READY", "DONE"), timeout=60)
    assert digest(serve_url) == before
    last = [(r["source"], r["dest"]) for r in rested["history"][-3:]]
    assert ("RECEIVING", "ERROR") in last or ("PREPARED", "ERROR") in last, last
    with SGLangTrainer(serve_url, master_port=free_port(), tp_size=TP) as fresh:
        assert fresh.init_group()[0] == 200
        model = trained(7)
        status, body = fresh.update_batched(tensors(model))
        assert status == 200, body
    assert digest(serve_url) == model_digest(model)


# -- twophase's sender into a stock SGLang server ---------------------------------------------


async def test_the_sender_syncs_an_sglang_server_and_twophase_serve_in_one_round(
    serve_url: str,
) -> None:
    with serve_peer() as peer:
        coordinator = SyncCoordinator(master_port=free_port())
        host, port = peer.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1)  # found by itself: SGLang's routes
        host, port = serve_url.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), TP)
        try:
            for round_ in range(3):
                model = trained(10 + round_)
                result = await coordinator.sync(model)
                expected = model_digest(model)
                assert digest(serve_url) == expected
                assert get(f"{peer}/get_weight_version")[1]["weight_version"] == str(
                    result.weight_version
                )
                assert any("SGLang's native protocol" in w for w in result.warnings), result
        finally:
            await coordinator.close()
        _, body = post(f"{peer}/weights_checker", {"action": "checksum"})
        served = body["ranks"][0]["checksums"]
        from twophase.engines.sglang.sglang_checksums import tensor_checksum

        assert all(served[n] == tensor_checksum(t) for n, t in tensors(model)), "peer differs"


async def test_a_partial_load_is_caught_by_the_checksum_comparison() -> None:
    with serve_peer("--partial") as peer:
        coordinator = SyncCoordinator(master_port=free_port())
        host, port = peer.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1, engine="sglang")  # declared
        try:
            with pytest.raises(SyncError) as caught:
                await coordinator.sync(trained(20))
        finally:
            await coordinator.close()
    error = caught.value
    assert error.phase is Phase.COMPLETE and "/weights_checker" in str(error), error
    assert "differ from the trainer's" in str(error), error


async def test_the_sender_brackets_with_sessions_where_the_server_has_them() -> None:
    """SGLang 0.5.23's shape (the peer's ``--sessions``): begin, the update, end, three rounds;
    the version read from /model_info (no /get_weight_version there)."""
    with serve_peer("--sessions") as peer:
        coordinator = SyncCoordinator(master_port=free_port())
        host, port = peer.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1)  # found by itself, through /model_info
        try:
            for round_ in range(3):
                result = await coordinator.sync(trained(30 + round_))
                info = get(f"{peer}/model_info")[1]
                assert info["weight_version"] == str(result.weight_version)
        finally:
            await coordinator.close()
        status, body = post(f"{peer}/end_weight_update", {})
        assert status == 400, body  # every session of the sender's was ended


async def test_an_end_weight_update_that_fails_fails_the_sync_named() -> None:
    """Each time, past the commit point: the next sync on the same fixed master port forms its
    group again (the failed sync's store let go of the port) and fails the same way."""
    with serve_peer("--sessions", "--end-fails") as peer:
        coordinator = SyncCoordinator(master_port=free_port())
        host, port = peer.removeprefix("http://").rsplit(":", 1)
        coordinator.add_endpoint(host, int(port), 1, engine="sglang")
        try:
            for step in (40, 41):
                with pytest.raises(SyncError) as caught:
                    await coordinator.sync(trained(step))
                assert caught.value.phase is Phase.COMPLETE, caught.value
                assert "/end_weight_update failed" in str(caught.value), caught.value
        finally:
            await coordinator.close()


def test_a_session_of_many_calls_is_one_staged_sync_applied_at_end(
    serve_url: str, trainer: SGLangTrainer
) -> None:
    """SGLang 0.5.23's begin … end is one staged sync, however many update calls it holds (its
    trainers call once per bucket): each call stages beside the ones before, nothing is
    served before end, and end applies them all at once, as one version."""
    before, version = digest(serve_url), sync_state(serve_url)["weight_version"]
    model = trained(50)
    named = list(tensors(model))
    thirds = [named[i::3] for i in range(3)]
    assert trainer.post("/begin_weight_update", {})[0] == 200
    for i, part in enumerate(thirds):
        status, body = trainer.update_batched(part, f"step-{i}")
        assert status == 200 and body["success"], body
        assert f"call {i + 1} of the session" in body["message"], body
        assert digest(serve_url) == before  # staged: not served before end
        state = sync_state(serve_url)
        assert state["state"] == "RECEIVING" and state["weight_version"] == version, state
        assert state["buckets_received"] == state["buckets_total"] == i + 1, state
    status, end = trainer.post("/end_weight_update", {})
    assert status == 200 and end["success"] and "3 update call(s)" in end["message"], end
    assert digest(serve_url) == model_digest(model)
    assert sync_state(serve_url)["weight_version"] == version + 1  # one sync, one version
    assert get(f"{serve_url}/model_info")[1]["weight_version"] == "step-2"  # the last label


def test_a_refused_call_after_staged_ones_rolls_the_whole_session_back(
    serve_url: str, trainer: SGLangTrainer
) -> None:
    """A call that cannot stage (here a tensor already staged in the session) after staged
    ones rolls back the whole session: its calls' bytes are gone (the group ends with them:
    that call's broadcast fails at once), end says so, and nothing of any call is served."""
    before, version = digest(serve_url), sync_state(serve_url)["weight_version"]
    model = trained(51)
    first, second = list(tensors(model))[:2]
    assert trainer.post("/begin_weight_update", {})[0] == 200
    status, body = trainer.update_batched([first])
    assert status == 200 and body["success"], body
    with pytest.raises(TrainerError, match="broadcast"):  # the group ended: at once
        trainer.update_batched([second, first])
    status, end = trainer.post("/end_weight_update", {})
    assert status == 400 and "rolled back" in end["message"], end
    assert f"already staged in this sync: {first[0]}" in end["message"], end
    assert digest(serve_url) == before and sync_state(serve_url)["weight_version"] == version

    with SGLangTrainer(
        serve_url, master_port=free_port(), tp_size=TP, timeout_s=TIMEOUT_S
    ) as again:  # a new group, and the session's calls all go in
        assert again.init_group()[0] == 200
        assert again.post("/begin_weight_update", {})[0] == 200
        assert again.update_batched([first])[0] == 200
        assert again.update_batched([second], "session-1")[0] == 200
        status, end = again.post("/end_weight_update", {})
        assert status == 200 and end["success"], end
    assert sync_state(serve_url)["weight_version"] == version + 1
    assert get(f"{serve_url}/model_info")[1]["weight_version"] == "session-1"


async def test_a_session_whose_end_never_comes_rolls_back_at_the_progress_deadline(
    make_endpoint: EndpointFactory,
) -> None:
    """Between the calls of a session and its end at most the progress deadline passes: a
    trainer that stages and never ends leaves no sync hanging, and nothing applied."""
    embedded = await make_endpoint(tp=TP, timeouts=TEST_TIMEOUTS.model_copy(update={"progress": 2}))
    before = module_digest(embedded.modules()[0])
    url = embedded.url

    def stage_and_walk_away() -> tuple[dict[str, Any], Answer]:
        with SGLangTrainer(url, master_port=free_port(), tp_size=TP, timeout_s=TIMEOUT_S) as t:
            assert t.init_group()[0] == 200
            assert t.post("/begin_weight_update", {})[0] == 200
            assert t.update_batched(list(tensors(trained(52)))[:1])[0] == 200
            state = wait_state(url, {"IDLE", "GROUP_READY"}, timeout=10)
            return state, t.post("/end_weight_update", {})

    state, (status, end) = await asyncio.to_thread(stage_and_walk_away)
    assert "no complete request within 2 s" in state["last_error"], state
    assert status == 400 and "rolled back" in end["message"], end
    assert module_digest(embedded.modules()[0]) == before


# -- /weights_checker's debugging actions -------------------------------------------------


def test_weights_checker_snapshot_reset_update_compare_as_sglangs_rl_tooling_does(
    serve_url: str, trainer: SGLangTrainer
) -> None:
    """snapshot, reset_tensors, a session carrying every tensor, compare: equal (the update
    rewrote every tensor). Reset weights are refused to inference, not served as noise, until
    a sync carries them; a sync that leaves some out leaves compare naming them."""
    model = trained(60)
    checker = f"{serve_url}/weights_checker"
    assert post(checker, {"action": "compare"})[0] == 400  # no snapshot yet
    unknown = post(checker, {"action": "defragment"})
    assert unknown[0] == 400 and "unsupported action 'defragment'" in unknown[1]["message"]
    named = tensors(model)
    first, rest = named[:1], named[1:]

    def session(parts: list[tuple[str, torch.Tensor]]) -> None:
        assert trainer.post("/begin_weight_update", {})[0] == 200
        status, body = trainer.update_batched(parts)
        assert status == 200 and body["success"], body
        assert trainer.post("/end_weight_update", {})[0] == 200

    session(named)  # the weights the snapshot will hold
    assert post(checker, {"action": "snapshot"})[1]["success"]
    status, body = post(checker, {"action": "reset_tensors"})
    assert status == 200 and body["success"], body
    assert digest(serve_url) != model_digest(model)
    status, refused = post(f"{serve_url}/generate", {"prompt": [1, 2], "max_new_tokens": 2})
    assert status == 503 and "reset_tensors" in refused["message"], refused
    session(rest)  # one tensor left out: still random, still not served
    assert post(f"{serve_url}/generate", {"prompt": [1, 2], "max_new_tokens": 2})[0] == 503
    status, compared = post(checker, {"action": "compare"})
    assert status == 400 and compared["success"] is False, compared
    assert f"name={first[0][0]} " in compared["message"], compared
    assert compared["message"].count("name=") == TP, compared  # that tensor, on each rank
    session(first)  # now every reset tensor is carried: served again
    assert post(f"{serve_url}/generate", {"prompt": [1, 2], "max_new_tokens": 2})[0] == 200

    assert post(checker, {"action": "snapshot"})[1]["success"]  # skip_tensor_list: not reset
    skip = {"action": "reset_tensors", "skip_tensor_list": [first[0][0]]}
    assert post(checker, skip)[0] == 200
    session(rest)
    assert post(checker, {"action": "compare"})[0] == 200  # every tensor rewritten
    assert digest(serve_url) == model_digest(model)
    status, served = post(f"{serve_url}/generate", {"prompt": [1, 2], "max_new_tokens": 2})
    assert status == 200, served
