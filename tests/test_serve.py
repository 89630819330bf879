"""``twophase serve --tp 2`` (rank worker processes) against a trainer written from the seeds."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers import free_port, get, post, post_raw
from tests.servers import ROOT, ServePool, digest, state, wait_state


def run_seed_trainer(url: str, *extra: str, world_size: int = 3) -> tuple[str, dict[str, Any]]:
    command = [sys.executable, "-m", "tests.peers.seed_trainer", url, str(free_port())]
    command += ["--world-size", str(world_size), *extra]
    out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120).stdout
    lines = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    return lines.get("DIGEST", ""), json.loads(lines.get("RESULT", "{}"))


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with ServePool() as pool:
        yield pool(tp=2)


def test_a_seed_trainer_syncs_into_serve_tp2(server: str) -> None:
    before = digest(server)
    trainer_digest, result = run_seed_trainer(server, "--train-steps", "2")
    status, body = result["complete"]
    assert status == 200 and body["success"], result
    assert body["num_buckets_received"] == result["buckets"] > 3
    assert digest(server) == trainer_digest != before
    final = state(server)
    assert final["state"] == "DONE" and final["weight_version"] >= 1
    assert [h["dest"] for h in final["history"]][-4:] == [
        "PREPARED",
        "RECEIVING",
        "APPLYING",
        "DONE",
    ]


def test_the_trainer_dying_half_way_rolls_back_to_the_old_weights(server: str) -> None:
    before, version = digest(server), state(server)["weight_version"]
    _, result = run_seed_trainer(server, "--train-steps", "3", "--die-after-buckets", "4")
    assert result == {}  # it died
    rolled = wait_state(server, {"IDLE"}, timeout=10)
    dests = [h["dest"] for h in rolled["history"]]
    assert dests[-2:] == ["ERROR", "IDLE"], dests
    assert rolled["last_error"] and "bucket" in rolled["last_error"], rolled["last_error"]
    assert digest(server) == before and rolled["weight_version"] == version
    trainer_digest, result = run_seed_trainer(server, "--train-steps", "3")
    assert result["complete"][0] == 200, result
    assert digest(server) == trainer_digest


def bad_inputs() -> list[tuple[str, str, Any, int, str]]:
    good = {"names": ["embed.weight"], "dtypes": ["bfloat16"], "shapes": [[256, 64]]}
    prep = "/prepare_weights_update"

    def prepare(**changes: Any) -> dict[str, Any]:
        return {"num_buckets": 1, "buckets": [good], "group_name": "weight_sync_group"} | changes

    return [
        ("malformed json", prep, b"{not json", 400, "malformed JSON"),
        ("not an object", prep, b"[1, 2]", 400, "must be a JSON object"),
        (
            "unknown dtype",
            prep,
            prepare(buckets=[good | {"dtypes": ["bfloat17"]}]),
            400,
            "bfloat17",
        ),
        ("negative shape", prep, prepare(buckets=[good | {"shapes": [[-1, 64]]}]), 400, "-1"),
        (
            "absurd shape",
            prep,
            prepare(buckets=[good | {"shapes": [[2**40, 2**40]]}]),
            400,
            "shape",
        ),
        ("num_buckets", prep, prepare(num_buckets=2), 400, "num_buckets"),
        ("missing field", prep, {"buckets": [good]}, 400, "num_buckets"),
        (
            "unknown name",
            prep,
            prepare(buckets=[good | {"names": ["nope.weight"]}]),
            400,
            "nope.weight: the model has no such tensor",
        ),
        (
            "shape differs",
            prep,
            prepare(buckets=[good | {"shapes": [[256, 65]]}]),
            400,
            "embed.weight: the model has bfloat16 [256, 64]",
        ),
        (
            "dtype differs",
            prep,
            prepare(buckets=[good | {"dtypes": ["float16"]}]),
            400,
            "the request says float16",
        ),
        (
            "bad port",
            "/init_weights_update_group",
            {"master_address": "x", "master_port": 0, "rank_offset": 1, "world_size": 3},
            400,
            "master_port",
        ),
        (
            "offset too big",
            "/init_weights_update_group",
            {
                "master_address": "127.0.0.1",
                "master_port": 29999,
                "rank_offset": 2,
                "world_size": 3,
            },
            400,
            "exceeds world_size",
        ),
        (
            "complete in wrong state",
            "/complete_weights_update",
            {"group_name": "weight_sync_group"},
            409,
            "cannot complete in state",
        ),
    ]


@pytest.mark.parametrize(
    ("what", "route", "body", "status", "message"), bad_inputs(), ids=[b[0] for b in bad_inputs()]
)
def test_bad_input_gets_a_4xx_naming_it_and_changes_nothing(
    server: str, what: str, route: str, body: Any, status: int, message: str
) -> None:
    before = state(server)
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    got_status, got = post_raw(server + route, data)
    assert got_status == status, got
    assert got["success"] is False and message in got["message"], got
    after = state(server)
    assert (after["state"], len(after["history"])) == (before["state"], len(before["history"]))


def test_prepare_without_a_group_is_refused_by_state(server: str) -> None:
    post(f"{server}/destroy_weights_update_group", {"group_name": "weight_sync_group"})
    status, body = post(
        f"{server}/prepare_weights_update",
        {
            "num_buckets": 1,
            "buckets": [{"names": ["embed.weight"], "dtypes": ["bfloat16"], "shapes": [[256, 64]]}],
            "group_name": "weight_sync_group",
        },
    )
    assert status == 409 and "cannot prepare in state IDLE" in body["message"], body


def test_routes_answer_in_their_documented_formats(server: str) -> None:
    status, info = get(f"{server}/model_info")
    assert status == 200 and info["params"][0] == {
        "name": "embed.weight",
        "dtype": "bfloat16",
        "shape": [256, 64],
    }
    assert {p["dtype"] for p in info["params"]} == {"bfloat16", "float32"}
    status, sums = get(f"{server}/weights_checksum")
    every_rank = {"ranks_agree", "digests", "weight_versions"}  # issue 16, finding 14
    held = {"adapters"}  # issue 36: it serves adapters (none held yet)
    assert set(sums) == {"weight_version", "tensors", "digest"} | every_rank | held
    assert sums["adapters"] == {}
    assert len(sums["tensors"]) == len(info["params"]) and sums["ranks_agree"] is True
    status, caps = get(f"{server}/sync_capabilities")
    assert caps["protocol"] == "twophase" and "flattened" in caps["transfer_formats"]
    status, text = get(f"{server}/metrics")
    assert (
        'twophase_syncs_total{outcome="success"}' in text and "# TYPE twophase_state gauge" in text
    )
    status, out = post(f"{server}/generate", {"prompt": [1, 2, 3], "max_new_tokens": 4})
    assert status == 200 and len(out["tokens"]) == 4 and "weight_version" in out


def test_an_api_key_guards_every_route_but_health(serve_processes: ServePool) -> None:
    url = serve_processes("--api-key", "s3cret", tp=1)
    assert get(f"{url}/health")[0] == 200
    assert get(f"{url}/sync_state")[0] == 401
    status, body = post(f"{url}/abort_weights_update", {})
    assert status == 401 and "bearer" in body["message"]
    assert get(f"{url}/sync_state", {"Authorization": "Bearer s3cret"})[0] == 200
