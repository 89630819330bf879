"""Aborts at every state, concurrent inference during a staged sync, and streaming mode."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers import free_port, get, post
from tests.servers import ROOT, ServePool, digest, state, wait_state

PROMPT = {"prompt": [5, 6, 7, 8], "max_new_tokens": 6}


class SlowTrainer:
    """The seed trainer as a process, slowed between buckets so a test can act mid-transfer."""

    def __init__(self, url: str, *extra: str, steps: int = 1, delay: float = 0.3) -> None:
        command = [sys.executable, "-m", "tests.peers.seed_trainer", url, str(free_port())]
        command += ["--train-steps", str(steps), "--bucket-delay", str(delay), *extra]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        self.lines: list[str] = []

    def wait_for(self, prefix: str) -> str:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.strip())
            if line.startswith(prefix):
                return line.strip()
        raise AssertionError(f"trainer ended before {prefix!r}: {self.lines}")

    def result(self) -> dict[str, Any]:
        out, _ = self.process.communicate(timeout=60)
        for line in [*self.lines, *out.splitlines()]:
            if line.startswith("RESULT "):
                return json.loads(line[7:])  # type: ignore[no-any-return]
        return {}


def full_sync(url: str, steps: int, *extra: str) -> str:
    trainer = SlowTrainer(url, *extra, steps=steps, delay=0)
    trainer_digest = trainer.wait_for("DIGEST").split()[1]
    result = trainer.result()
    assert result["complete"][0] == 200, result
    return trainer_digest


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with ServePool() as pool:
        yield pool(tp=2)


def abort(url: str) -> tuple[int, Any]:
    return post(f"{url}/abort_weights_update", {"reason": "test abort"})


@pytest.mark.parametrize("where", ["PREPARED", "RECEIVING"])
def test_an_abort_in_a_sync_rolls_back_and_the_next_sync_succeeds(server: str, where: str) -> None:
    full_sync(server, steps=1)  # a known starting point: DONE at some version
    before, version = digest(server), state(server)["weight_version"]
    trainer = SlowTrainer(server, steps=5, delay=0.5)
    if where == "RECEIVING":
        trainer.wait_for("BUCKET 1")
    else:
        wait_state(server, {"PREPARED", "RECEIVING"})
    status, body = abort(server)
    assert status == 200, body
    trainer.process.kill()
    trainer.process.wait(10)
    rolled = wait_state(server, {"IDLE", "GROUP_READY"})
    assert "abort" in [h["trigger"] for h in rolled["history"]]
    assert digest(server) == before and state(server)["weight_version"] == version
    assert full_sync(server, steps=7) == digest(server)  # the next sync works


def test_an_abort_at_rest_is_refused_and_changes_nothing(server: str) -> None:
    """Issue 16, finding 8: an empty abort moved DONE to GROUP_READY."""
    full_sync(server, steps=1)
    before, was = digest(server), state(server)
    status, body = abort(server)
    assert status == 409 and "nothing to abort" in body["message"], body
    now = state(server)
    assert (now["state"], now["weight_version"], now["history"]) == (
        "DONE",
        was["weight_version"],
        was["history"],
    )
    assert digest(server) == before
    assert full_sync(server, steps=7) == digest(server)  # the next sync works


def test_generate_never_sees_mixed_weights_during_a_staged_sync(server: str) -> None:
    full_sync(server, steps=2)
    old_version = state(server)["weight_version"]
    status, old = post(f"{server}/generate", PROMPT)
    assert status == 200 and old["weight_version"] == old_version
    answers: list[dict[str, Any]] = []
    stop = threading.Event()

    def hammer() -> None:
        while not stop.is_set():
            status, body = post(f"{server}/generate", PROMPT)
            if status == 200:
                answers.append(body)

    threads = [threading.Thread(target=hammer) for _ in range(4)]
    for thread in threads:
        thread.start()
    try:
        full_sync(server, steps=9)
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
    status, new = post(f"{server}/generate", PROMPT)
    assert new["weight_version"] == old_version + 1 and new["tokens"] != old["tokens"]
    expected = {old_version: old["tokens"], old_version + 1: new["tokens"]}
    assert len(answers) > 10
    assert {a["weight_version"] for a in answers} <= set(expected)
    for answer in answers:
        assert answer["tokens"] == expected[answer["weight_version"]], answer


def test_streaming_mode_stays_within_two_buckets_and_refuses_after_a_midway_failure(
    serve_processes: ServePool,
) -> None:
    url = serve_processes("--mode", "streaming", tp=1)
    world = ("--world-size", "2", "--bucket-mb", "0.05")
    full_sync(url, 1, *world)
    status, metrics = get(f"{url}/metrics")
    peak = next(
        float(line.split()[-1])
        for line in metrics.splitlines()
        if line.startswith("twophase_peak_extra_bytes")
    )
    status, info = get(f"{url}/model_info")
    model_bytes = sum(
        2 * _numel(p["shape"]) if p["dtype"] == "bfloat16" else 4 * _numel(p["shape"])
        for p in info["params"]
    )
    largest_bucket = 0.05 * 1024 * 1024 + 64 * 16  # the trainer's budget, plus alignment
    assert 0 < peak <= 2 * largest_bucket, (peak, model_bytes)
    assert peak < model_bytes / 2  # far below a staged copy of the model
    # Kill the trainer mid-way: weights are a mix now, so the server refuses to serve.
    dying = SlowTrainer(url, *world, "--die-after-buckets", "3", steps=4, delay=0)
    dying.result()
    failed = wait_state(url, {"IDLE"})
    assert "streaming" in (failed["last_error"] or "") or failed["last_error"]
    status, body = post(f"{url}/generate", PROMPT)
    assert status == 503 and "inconsistent" in body["message"], body
    trainer_digest = full_sync(url, 5, *world)
    assert digest(url) == trainer_digest
    assert post(f"{url}/generate", PROMPT)[0] == 200


def _numel(shape: list[int]) -> int:
    out = 1
    for n in shape:
        out *= n
    return out
