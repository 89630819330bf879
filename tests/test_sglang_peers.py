"""The SGLang peers themselves (``tests/peers/sglang_*``): the trainer peer syncs the server
peer both ways (a call per parameter, one batched call, a flattened bucket) and the weights
and version arrive; ``--partial`` really loads half and still says success; refusals are
SGLang's (400 with ``success: false``, no collective); the server accepts twophase's own
rank-0 group (the store keys match), which the sender tests rely on.
"""

from __future__ import annotations

import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
import torch

from tests.helpers import free_port, get, post
from tests.peers.sglang_server import serve_peer
from tests.peers.sglang_trainer import SGLangTrainer
from tests.peers.sglang_wire import engine_checksum, gpu_checksum, model_checksums
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.transport.group import GroupConfig, SyncGroup

TIMEOUT_S = 10.0


@pytest.fixture(scope="module")
def servers() -> Iterator[dict[str, str]]:
    """A plain server and a ``--partial`` one, for the whole module (each test trains its own
    step, so every sync carries weights the server does not hold yet)."""
    with serve_peer() as plain, serve_peer("--partial") as partial:
        yield {"plain": plain, "partial": partial}


def trained(step: int) -> TinyLM:
    model = TinyLM(ModelSize.named("tiny"), seed=0)  # the servers' own start
    model.train_step(step)
    return model


def checksums(url: str) -> dict[str, Any]:
    status, body = post(f"{url}/weights_checker", {"action": "checksum"})
    assert status == 200 and body["success"], body
    (rank,) = body["ranks"]
    assert rank["per_gpu_checksum"] == gpu_checksum(rank["checksums"])
    assert body["per_engine_checksum"] == engine_checksum([rank["per_gpu_checksum"]])
    return dict(rank["checksums"])


def version(url: str) -> str:
    status, body = get(f"{url}/get_weight_version")
    assert status == 200, body
    return str(body["weight_version"])


def status_of(url: str, method: str = "GET") -> int:
    request = urllib.request.Request(url, b"{}" if method == "POST" else None, method=method)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return exc.code


@pytest.mark.parametrize("single_fields", [True, False], ids=["name-dtype-shape", "names-lists"])
def test_per_parameter_sync(servers: dict[str, str], single_fields: bool) -> None:
    url, model = servers["plain"], trained(10 + single_fields)
    expected = model_checksums(model.named_parameters())
    assert checksums(url) != expected
    with SGLangTrainer(url, master_port=free_port(), timeout_s=TIMEOUT_S) as trainer:
        assert trainer.init_group()[0] == 200
        answers = trainer.update_per_parameter(
            model.named_parameters(), f"p{single_fields}", single_fields=single_fields
        )
        assert len(answers) == len(expected)
        assert all(status == 200 and body["success"] for status, body in answers), answers
        assert answers[-1][1]["message"].endswith(f"Weight version updated to p{single_fields}.")
        assert checksums(url) == expected
        assert version(url) == f"p{single_fields}"
        assert trainer.destroy_group()[0] == 200


def test_batched_sync_then_flattened_bucket(servers: dict[str, str]) -> None:
    url = servers["plain"]
    with SGLangTrainer(url, master_port=free_port(), timeout_s=TIMEOUT_S) as trainer:
        assert trainer.init_group()[0] == 200
        for step, load_format in ((20, None), (21, "flattened_bucket")):
            model = trained(step)
            status, body = trainer.update_batched(
                model.named_parameters(), f"b{step}", load_format=load_format
            )
            assert status == 200 and body["success"], body
            assert checksums(url) == model_checksums(model.named_parameters())
            assert version(url) == f"b{step}"
        status, body = get(f"{url}/model_info")
        assert status == 200 and body["weight_version"] == "b21"
        assert trainer.destroy_group()[0] == 200


def test_partial_server_loads_half_and_says_success(servers: dict[str, str]) -> None:
    url, model = servers["partial"], trained(30)
    before, expected = checksums(url), model_checksums(model.named_parameters())
    names = [name for name, _ in model.named_parameters()]
    with SGLangTrainer(url, master_port=free_port(), timeout_s=TIMEOUT_S) as trainer:
        assert trainer.init_group()[0] == 200
        status, body = trainer.update_batched(model.named_parameters(), "half")
        assert status == 200 and body["success"], body
        after = checksums(url)
        half = len(names) // 2
        assert all(after[n] == expected[n] for n in names[:half])
        assert all(after[n] == before[n] != expected[n] for n in names[half:])
        assert version(url) == "half"  # the version says all is well: only a checksum tells
        trainer.destroy_group()


def test_a_failed_load_answers_400_and_the_group_lives_on(servers: dict[str, str]) -> None:
    url, model = servers["plain"], trained(40)
    with SGLangTrainer(url, master_port=free_port(), timeout_s=TIMEOUT_S) as trainer:
        assert trainer.init_group()[0] == 200
        # Every byte arrives, then the load fails on the unknown name (SGLang's order).
        status, body = trainer.update_batched([("no.such.weight", torch.zeros(3))], "never")
        assert status == 400 and not body["success"] and "no.such.weight" in body["message"]
        assert trainer.dead is None and version(url) != "never"
        assert trainer.update_batched(model.named_parameters())[0] == 200
        assert checksums(url) == model_checksums(model.named_parameters())
        # A dtype SGLang cannot read is refused before any receive: the trainer is not held
        # by its posted broadcast (its group is then dead on its side).
        started = time.monotonic()
        bad = {"names": ["head.weight"], "dtypes": ["torch.bfloat16"], "shapes": [[256, 64]]}
        status, body = trainer._send(bad, [model.head.weight])
        assert status == 400 and not body["success"]
        assert time.monotonic() - started < TIMEOUT_S / 2
        assert trainer.destroy_group()[0] == 200  # the server's side never posted a receive


def test_refusals_and_the_routes_sglang_has(servers: dict[str, str]) -> None:
    url = servers["plain"]
    assert post(f"{url}/destroy_weights_update_group", {"group_name": "nope"}) == (
        400,
        {"success": False, "message": "The group to be destroyed does not exist."},
    )
    status, body = post(
        f"{url}/update_weights_from_distributed",
        {"names": ["w"], "dtypes": ["bfloat16"], "shapes": [[2]], "group_name": "nope"},
    )
    assert status == 400 and not body["success"] and "init_weights_update_group" in body["message"]
    for bad in ({"names": ["x"]}, {"names": "x", "dtypes": [], "shapes": []}, [1]):
        status, body = post(f"{url}/update_weights_from_distributed", bad)  # type: ignore[arg-type]
        assert status == 400 and body["object"] == "error" and body["code"] == 400, body
    status, body = post(f"{url}/init_weights_update_group", {"master_address": "127.0.0.1"})
    assert status == 400 and "master_port" in body["message"]
    assert post(f"{url}/update_weight_version", {"new_version": "v9"})[1]["new_version"] == "v9"
    assert version(url) == "v9"
    assert post(f"{url}/pause_generation", {"mode": "retract"})[1]["status"] == "ok"
    assert post(f"{url}/continue_generation", {})[1]["status"] == "ok"
    assert status_of(f"{url}/health") == 200
    assert status_of(f"{url}/sync_capabilities") == 404
    assert status_of(f"{url}/prepare_weights_update", "POST") == 404


def test_twophase_group_as_rank_0(servers: dict[str, str]) -> None:
    """twophase's ``SyncGroup`` (seed keys, no attempt prefix) is a rank 0 the server joins."""
    url, model = servers["plain"], trained(50)
    port = free_port()
    answers: list[tuple[int, Any]] = []
    body = {"master_address": "127.0.0.1", "master_port": port, "rank_offset": 1}
    body |= {"world_size": 2, "group_name": "weight_update_group", "backend": "gloo"}
    call = threading.Thread(
        target=lambda: answers.append(post(f"{url}/init_weights_update_group", body))
    )
    call.start()
    config = GroupConfig("127.0.0.1", port, 2, 0, "weight_update_group", timeout_s=TIMEOUT_S)
    group = SyncGroup(config)
    try:
        call.join(TIMEOUT_S)
        assert answers and answers[0][0] == 200, answers
        weight = model.head.weight.detach()
        update = {"names": ["head.weight"], "dtypes": ["bfloat16"], "shapes": [[256, 64]]}
        call = threading.Thread(
            target=lambda: answers.append(post(f"{url}/update_weights_from_distributed", update))
        )
        call.start()
        group.broadcast(weight, timeout_s=TIMEOUT_S, what="head.weight")
        call.join(TIMEOUT_S)
        assert answers[1][0] == 200, answers
        assert checksums(url)["head.weight"] == model_checksums([("w", weight)])["w"]
        assert post(f"{url}/destroy_weights_update_group", {})[0] == 200
    finally:
        group.close()
