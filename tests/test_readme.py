"""The README's commands and its two Python snippets, run, so that one that breaks fails CI.

The commands are read from README.md itself: every line of its ```bash blocks (continuations
joined, comments dropped) and every inline `twophase ...` span of its prose. Each must have an
entry in ``SHORT_FORMS`` saying how it runs here: as written but on ports of the test's own
(30000, 8990 and 29600 in the README), shortened where it would take minutes, or not here,
naming what runs it instead. A command added to the README without an entry fails
``test_every_readme_command_has_a_short_form``. The snippets run with the built-in tiny model,
on this process's CPU, against the ``twophase serve`` processes the commands started.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import logging
import os
import re
import shlex
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from tests.helpers import free_port
from tests.servers import ROOT, digest, get, wait_healthy
from twophase.receiver.appliers import weights_checksum
from twophase.sender.coordinator import SyncCoordinator
from twophase.sender.weights import WeightSource
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.tools.cli import SUBCOMMANDS
from twophase.tools.cli import main as cli_main

pytestmark = pytest.mark.timeout(240)

README = ROOT / "README.md"
FENCED = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE_COMMAND = re.compile(r"`((?:\.venv/bin/)?twophase [^`]+)`")
SERVER_PORT, TRAINER_PORT, MASTER_PORT = "30000", "8990", "29600"  # as the README writes them


# -- what the README shows --------------------------------------------------------------------


def readme_commands() -> list[str]:
    """Every command README.md shows, in order, each as ``shlex.join`` of its words."""
    text = README.read_text()
    found: list[tuple[int, str]] = []
    for block in FENCED.finditer(text):
        if block.group(1) != "bash":
            continue
        for line in block.group(2).replace("\\\n", " ").splitlines():
            if words := shlex.split(line, comments=True):
                found.append((block.start(), as_written(words)))
    prose = FENCED.sub(lambda block: " " * len(block.group(0)), text)  # positions kept
    found += [
        (m.start(), as_written(shlex.split(m.group(1)))) for m in INLINE_COMMAND.finditer(prose)
    ]
    return list(dict.fromkeys(command for _, command in sorted(found, key=lambda f: f[0])))


def as_written(words: list[str]) -> str:
    """One command as the table's key: its words ``shlex.join``-ed, a trailing ``&`` bare."""
    if words[-1] == "&":
        return shlex.join(words[:-1]) + " &"
    return shlex.join(words)


def readme_snippets() -> dict[str, str]:
    """The README's Python blocks: the receiver's embedding and the sender's training loop."""
    blocks = [b.group(2) for b in FENCED.finditer(README.read_text()) if b.group(1) == "python"]
    # The vLLM trainer's snippet runs in tests/test_vllm.py, against a real vLLM server.
    blocks = [b for b in blocks if "twophase.vllm" not in b]
    # The TRL example runs in tests/test_trl.py, against a real vLLM server.
    blocks = [b for b in blocks if "twophase.trl" not in b]
    receiver = [b for b in blocks if "add_receiver_routes(" in b]
    sender = [b for b in blocks if "SyncCoordinator(" in b]
    assert len(blocks) == 2 and len(receiver) == len(sender) == 1, (
        "the README's Python snippets changed: teach this test to run the new one"
    )
    return {"receiver": receiver[0], "sender": sender[0]}


# -- how each runs here -----------------------------------------------------------------------


class Scene:
    """The processes the README's commands start, on ports of the test's own."""

    def __init__(self, logs: Path) -> None:
        self.logs = logs
        self.master_port = free_port()
        self.ports: dict[str, int] = {}
        self.processes: dict[str, subprocess.Popen[bytes]] = {}

    def port(self, name: str) -> int:
        return self.ports.setdefault(name, free_port())

    def rewrite(self, words: list[str], server: str | None) -> list[str]:
        """The README's ports replaced by ours; ``server`` names what 30000 means."""
        ports = {TRAINER_PORT: self.port("trainer"), MASTER_PORT: self.master_port}
        if server is not None:
            ports[SERVER_PORT] = self.port(server)
        pattern = re.compile(r"\b(" + "|".join(ports) + r")\b")
        rewritten = [pattern.sub(lambda m: str(ports[m.group(1)]), w) for w in words]
        assert not any(re.search(rf"\b{SERVER_PORT}\b", w) for w in rewritten), words
        return rewritten

    def start(self, name: str, argv: list[str]) -> None:
        with (self.logs / f"{name}.log").open("wb") as log:
            self.processes[name] = subprocess.Popen(
                argv, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )

    def url(self, name: str) -> str:
        """The base URL of server ``name``, once it answers ``/health``."""
        if name not in self.processes:  # a snippet's test, run on its own
            command, step = next(
                (c, s) for c, s in SHORT_FORMS.items() if isinstance(s, Start) and s.name == name
            )
            step.run(self, command)
        url = f"http://127.0.0.1:{self.port(name)}"
        log = self.logs / f"{name}.log"
        wait_healthy(url, self.processes[name], timeout_s=90, what=name, log=log)
        return url

    def await_servers(self, command: str, server: str | None) -> None:
        """Wait for the servers ``command`` talks to: ``server`` and the trainer it names."""
        for name in (server, "trainer" if TRAINER_PORT in command else None):
            if name is not None:
                self.url(name)

    def stop_all(self) -> None:
        for process in self.processes.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes.values():
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(5)


@dataclass(frozen=True)
class Covered:
    """Not run by this test: ``by`` runs it."""

    by: str

    def run(self, scene: Scene, command: str) -> None:
        pass


@dataclass(frozen=True)
class Start:
    """A server left running in the background until the module ends, named ``name``;
    ``extra`` words are appended to the command."""

    name: str
    extra: tuple[str, ...] = ()

    def run(self, scene: Scene, command: str) -> None:
        words = [w for w in shlex.split(command) if w != "&"]
        scene.start(self.name, [*twophase_argv(scene.rewrite(words, self.name)), *self.extra])


@dataclass(frozen=True)
class Request:
    """A ``curl`` line, sent with urllib; ``server`` is the one its port 30000 means. It must
    answer 200, and not ``"success": false``."""

    server: str | None = None

    def run(self, scene: Scene, command: str) -> None:
        scene.await_servers(command, self.server)
        status, body = curl(scene.rewrite(shlex.split(command), self.server))
        assert status == 200 and succeeded(body), (command, status, body)


@dataclass(frozen=True)
class Run:
    """Run to its end: exit status 0 and ``expect`` in the output. ``shorten`` replaces words
    (a benchmark of minutes in seconds); ``first`` are curl lines sent before. ``make X`` runs
    the Makefile's recipe for X."""

    expect: str
    server: str | None = None
    shorten: tuple[tuple[str, str], ...] = ()
    first: tuple[str, ...] = ()

    def run(self, scene: Scene, command: str) -> None:
        scene.await_servers(command, self.server)
        for line in self.first:
            status, body = curl(scene.rewrite(shlex.split(line), self.server))
            assert status == 200, (line, status, body)
        words = shlex.split(command)
        text = shlex.join(make_recipe(words[1]) if words[0] == "make" else words)
        for long, short in self.shorten:
            assert long in text, f"{command}: {long!r} is no longer there"
            text = text.replace(long, short)
        argv = twophase_argv(scene.rewrite(shlex.split(text), self.server))
        done = subprocess.run(argv, cwd=scene.logs, capture_output=True, text=True, timeout=120)
        output = done.stdout + done.stderr
        assert done.returncode == 0 and self.expect in output, (command, output[-3000:])


@dataclass(frozen=True)
class Declared:
    """A command named in prose, not run: its subcommand and every option it names exist."""

    def run(self, scene: Scene, command: str) -> None:
        words = shlex.split(command)
        subcommands = {s.name: s for s in SUBCOMMANDS}
        assert words[1] in subcommands, command
        parser = argparse.ArgumentParser()
        subcommands[words[1]].add_arguments(parser)
        usage = parser.format_usage()
        assert all(w in usage for w in words[2:] if w.startswith("--")), (command, usage)


SHORT_FORMS: dict[str, Covered | Start | Request | Run | Declared] = {
    "make demo": Covered(".ci/run (make demo, on a fresh machine)"),
    "make test": Covered(".ci/run; it runs this very test"),
    # Root only (network namespaces): the same code runs, shorter, in tests/test_partitions.py
    # and tests/test_netcluster.py, which CI (root, TWOPHASE_REQUIRE_NETNS=1) runs.
    "make cluster-demo": Covered("tests/test_netcluster.py, tests/test_partitions.py (root)"),
    "make partition-matrix": Covered("tests/test_partitions.py: a subset of the cases (root)"),
    "make soak-faults": Covered("make soak-faults itself (minutes; root for its second half)"),
    "twophase trainer --model DIR --ranks 2 --rank 0 --dist-addr ADDR --dist-port 29500": (
        Covered("tests/test_sharded_sync.py: a trainer rank per host (root)")
    ),
    "twophase serve --model DIR --tp 2": Covered("tests/test_tp_serve.py, tests/test_hf_model.py"),
    "twophase trainer --device cuda:0": Covered(
        "tests/test_cuda.py (a GPU); tests/test_devices.py: the refusal where there is none"
    ),
    "twophase serve --device cuda --tp 2": Covered(
        "tests/test_cuda.py (a GPU); tests/test_devices.py: the refusal where there is none"
    ),
    "twophase bench --device cuda": Covered(
        "make gpu-check (a GPU); tests/test_devices.py: the refusal where there is none"
    ),
    "twophase bench --cluster --sharded": Covered(
        "tests/test_sharded_sync.py (the syncs across hosts it times; root)"
    ),
    ".venv/bin/twophase bench --cluster --sharded --link-rate 5gbit,1gbit,200mbit "
    "--cluster-size medium,small --repeats 1": Covered(
        "tests/test_netcluster.py: the same bench, one rate, the small Llama, one trainer rank, "
        "each sync's prediction checked (root)"
    ),
    ".venv/bin/twophase bench --cluster --link-rate 1gbit --bucket-mb 4": Covered(
        "tests/test_netcluster.py (the sync across hosts it times; root)"
    ),
    "twophase serve --bind-address 10.0.0.5": Declared(),
    "twophase bench --cluster": Declared(),
    ".venv/bin/twophase serve --port 30000 --tp 2 --mode staged": Start("tp2"),
    "curl -s localhost:30000/sync_state": Request("tp2"),
    "curl -s -X POST localhost:30000/generate -H 'Content-Type: application/json' -d "
    '\'{"prompt": [1, 2, 3], "max_new_tokens": 8}\'': Request("tp2"),
    "twophase serve": Declared(),
    "twophase sync http://localhost:8990 --add localhost:30000:4 --master-port 29600": Run(
        "synced version",
        server="tp4",
        # the curl lines above registered the server; --add registers it again
        first=(
            "curl -X POST localhost:8990/remove_inference_endpoint "
            "-H 'Content-Type: application/json' "
            '-d \'{"host": "localhost", "port": 30000}\'',
        ),
    ),
    "twophase trainer": Declared(),
    # four ranks as threads of one process: it starts in seconds, not four torch imports
    "twophase serve --port 30000 --tp 4 &": Start("tp4", ("--rank-threads",)),
    "twophase trainer --port 8990 &": Start("trainer"),
    "curl -X POST http://localhost:8990/add_inference_endpoint -H 'Content-Type: application/json' "
    '-d \'{"host": "localhost", "port": 30000, "world_size": 4}\'': Request("tp4"),
    "curl -X POST http://localhost:8990/sync_inference_weights -H 'Content-Type: application/json' "
    '-d \'{"master_port": 29600, "buffer_size_mb": 1024}\'': Request(),
    "curl -X POST localhost:8990/train_step -H 'Content-Type: application/json'": Request(),
    "twophase state http://localhost:8990": Run("sender at http://localhost:"),
    # Run for real against an UNCERTAIN endpoint in tests/test_liveness.py.
    "twophase resolve URL --sync-id ID --decision rollback --accept-split-risk": Declared(),
    "twophase resolve": Declared(),
    "twophase serve --mode": Declared(),
    "twophase serve --read-timeout": Declared(),
    "twophase serve --read-timeout S": Declared(),
    "twophase table": Run("| IDLE | `join_group` | GROUP_READY |"),
    # the Makefile's recipe on one small size, one receiver, one repeat, fewer tensors
    "make bench": Run(
        "wrote ",
        shorten=(
            ("--sizes 64,256,1024", "--sizes 8"),
            ("--receivers 1,3", "--receivers 1 --repeats 1 --tensors 100 --load-seconds 0.3"),
        ),
    ),
    "twophase bench --delta --sizes 256,1024": Run(
        "target (lr 1e-6, 4 MB)",
        shorten=(("--sizes 256,1024", "--sizes 4 --repeats 1 --tensors 20"),),
    ),
    "twophase bench --sizes 1024 --receivers 1 --methods flattened,shared_memory "
    "--load-threads 0": Run(
        "shared_memory (staged)",
        shorten=(("--sizes 1024", "--sizes 8 --repeats 1 --tensors 20"),),
    ),
    "twophase bench --sharded": Run(
        "shared memory is",
        shorten=(("--sharded", "--sharded --cluster-size tiny --repeats 1 --bucket-mb 1"),),
    ),
    "twophase bench --adapter": Run(
        "tokens with the adapter equal the trainer's after every sync: True",
        shorten=(("--adapter", "--adapter --adapter-model tiny --repeats 1"),),
    ),
    "twophase serve --max-adapters N": Declared(),
    "twophase trainer --model DIR --lora-rank R": Covered(
        "tests/test_adapter_sync.py (a LoRA trainer into serve, tokens compared)"
    ),
    "twophase bench --cluster --delta": Covered(
        "tests/test_netcluster.py (a delta sync across hosts, bf16; root)"
    ),
    "twophase bench --cluster --delta --sharded": Covered(
        "tests/test_sharded_sync.py (per-pair delta syncs across hosts into TP 2 servers; root)"
    ),
    "twophase trainer --model DIR --dtype bfloat16 --lr LR": Covered(
        "tests/test_netcluster.py (the built-in model in bf16 with --lr; root)"
    ),
    "twophase serve --model DIR --dtype bfloat16": Covered(
        "tests/test_netcluster.py (the built-in model in bf16; root)"
    ),
    "twophase sync --no-shared-memory": Covered(
        "tests/test_trainer.py (a sync through the group where shared memory was at hand)"
    ),
    "twophase sync URL --delta on": Covered("tests/test_trainer.py (twophase sync --delta on)"),
    "twophase demo --help": Run("--bucket-delay"),
    "make install-vllm": Covered(".ci/run (it installs vLLM before make test)"),
    "twophase tiny-llama /tmp/tiny-llama": Run(
        "twophase-readme-tiny-llama",
        shorten=(("/tmp/tiny-llama", "/tmp/twophase-readme-tiny-llama"),),
    ),
    "VLLM_SERVER_DEV_MODE=1 VLLM_PLUGINS=twophase TWOPHASE_STATE_PORT=8100 .venv/bin/python -m "
    "vllm.entrypoints.openai.api_server --model /tmp/tiny-llama --port 8000 "
    "--enable-lora --max-lora-rank 8 --max-loras 2 "
    '--weight-transfer-config \'{"backend": "twophase"}\' --skip-tokenizer-init --enforce-eager '
    "--dtype float32 --max-model-len 128 --gpu-memory-utilization 0.1": Covered(
        "tests/test_vllm.py and tests/test_vllm_adapters.py: their vLLM server is this very "
        "line (tests/vllm_servers.py)"
    ),
    "pip install 'twophase[trl]' torch==2.13.0": Covered(
        ".ci/run (it installs TRL into the venv before make test)"
    ),
    "twophase tiny-llama /tmp/tiny-llama --tokenizer": Run(
        "twophase-readme-tiny-llama-tokenizer",
        shorten=(("/tmp/tiny-llama", "/tmp/twophase-readme-tiny-llama-tokenizer"),),
    ),
    "VLLM_SERVER_DEV_MODE=1 VLLM_PLUGINS=twophase .venv/bin/python -m "
    "vllm.entrypoints.openai.api_server --model /tmp/tiny-llama --port 8000 "
    "--enable-lora --max-lora-rank 8 --max-loras 2 "
    '--weight-transfer-config \'{"backend": "twophase"}\' --logprobs-mode processed_logprobs '
    "--max-logprobs -1 --enforce-eager --dtype bfloat16 --max-model-len 128 "
    "--gpu-memory-utilization 0.1": Covered(
        "tests/test_trl.py: its vLLM server is this very line (tests/vllm_servers.py)"
    ),
    "twophase plan --preset all": Run(
        "qwen3-30b-a3b", shorten=(("--preset all", "--preset qwen3-30b-a3b"),)
    ),
    "twophase plan --config config.json --trainer-hosts 4 --servers 4 --tp 8": Covered(
        "tests/test_plan.py (a written model's config.json, across two hosts)"
    ),
    "twophase state http://localhost:8000": Covered(
        "tests/test_vllm.py::test_twophase_state_reads_a_vllm_server"
    ),
    "twophase trainer --model DIR": Covered(
        "tests/test_vllm.py::test_trainer_killed_mid_transfer_leaves_vllm_serving_old_weights"
    ),
    "twophase trainer --model DIR --ranks 2": Covered(
        "tests/test_hf_model.py (fsdp2-two-ranks), tests/test_sharded_sync.py (across hosts)"
    ),
    "twophase serve --model DIR": Covered(
        "tests/test_vllm.py::test_coordinator_syncs_vllm_and_twophase_serve_in_one_round"
    ),
}


def twophase_argv(words: list[str]) -> list[str]:
    """``twophase ...`` as the console script this environment installed, else ``-m``."""
    assert words[0] in ("twophase", ".venv/bin/twophase"), words
    script = Path(sys.executable).with_name("twophase")
    program = [str(script)] if script.exists() else [sys.executable, "-m", "twophase"]
    return [*program, *words[1:]]


def make_recipe(target: str) -> list[str]:
    """The words of the Makefile's one-line ``twophase`` recipe for ``target``."""
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(rf"^{target}:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert recipe is not None, f"no make target {target}"
    lines = recipe.group(1).strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("$(VENV)/bin/twophase "), lines
    return ["twophase", *shlex.split(lines[0])[1:]]


def curl(words: list[str]) -> tuple[int, bytes]:
    """A README ``curl`` line (the flags it uses: -s, -X, -H, -d), through urllib."""
    assert words[0] == "curl", words
    method, data, url = None, None, None
    # curl's default for -d; the README's JSON lines set their own
    headers = {"Content-Type": "application/x-www-form-urlencoded"}
    rest = iter(words[1:])
    for word in rest:
        if word == "-X":
            method = next(rest)
        elif word == "-H":
            key, value = next(rest).split(":", 1)
            headers[key.strip()] = value.strip()
        elif word == "-d":
            data = next(rest).encode()
        elif word != "-s":
            assert not word.startswith("-") and url is None, f"curl flag {word} is new here"
            url = word if "://" in word else f"http://{word}"
    assert url is not None, words
    request = urllib.request.Request(url, data, headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def succeeded(body: bytes) -> bool:
    """A JSON object that says ``"success": false`` did not succeed; anything else did."""
    with contextlib.suppress(ValueError):
        answer = json.loads(body)
        return not isinstance(answer, dict) or answer.get("success") is not False
    return True


@pytest.fixture(scope="module")
def scene(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scene]:
    scene = Scene(tmp_path_factory.mktemp("readme"))
    try:
        yield scene
    finally:
        scene.stop_all()


# -- the tests --------------------------------------------------------------------------------


def test_every_readme_command_has_a_short_form() -> None:
    commands = readme_commands()
    missing = [c for c in commands if c not in SHORT_FORMS]
    assert not missing, f"README commands without an entry in SHORT_FORMS: {missing}"
    stale = [c for c in SHORT_FORMS if c not in commands]
    assert not stale, f"SHORT_FORMS entries the README no longer shows: {stale}"


def test_every_readme_command_runs(scene: Scene, capsys: pytest.CaptureFixture[str]) -> None:
    for command in readme_commands():
        SHORT_FORMS[command].run(scene, command)
    # What the seed's sequence ("works as written") and then `twophase sync` leave behind: the
    # server holds the trainer's weights of version 2; the endpoint was added anew, so the last
    # sync formed a new group (init, prepare, complete).
    trainer, server = scene.url("trainer"), scene.url("tp4")
    assert digest(server) == get(f"{trainer}/weights_checksum")[1]["digest"]
    sender = get(f"{trainer}/sync_state")[1]
    assert sender["state"] == "DONE" and sender["weight_version"] == 2, sender
    assert [e["requests_last_sync"] for e in sender["endpoints"]] == [3]
    capsys.readouterr()
    assert cli_main(["state", trainer]) == cli_main(["state", server]) == 0
    shown = capsys.readouterr().out
    assert f"sender at {trainer}: DONE" in shown and "APPLYING -> DONE" in shown, shown
    assert "applied" in shown and f"receiver at {server}: DONE" in shown, shown
    assert "weight version 2" in shown, shown


async def test_the_receiver_snippet_embeds_an_endpoint_that_takes_a_sync() -> None:
    code = readme_snippets()["receiver"]
    # the test's model lives on this process's CPU
    assert 'device="cuda:0"' in code
    code = code.replace('device="cuda:0"', 'device="cpu"')
    model, prompt = TinyLM(ModelSize.named("tiny"), seed=0), [1, 2, 3]
    namespace: dict[str, Any] = {"model": model, "prompt": prompt}
    exec(compile(code, "README.md: the receiver", "exec"), namespace)
    assert len(namespace["tokens"]) == 16  # the new tokens
    trainer = TinyLM(ModelSize.named("tiny"), seed=0)
    trainer.train_step(0)
    expected = weights_checksum(dict(WeightSource.of(trainer).produce()))["digest"]
    sender = SyncCoordinator(master_port=free_port())
    async with TestClient(TestServer(namespace["app"])) as client:
        sender.add_endpoint("127.0.0.1", int(client.server.port or 0), world_size=1)
        try:
            result = await sender.sync(trainer, buffer_size_mb=0.05)
            response = await client.get("/weights_checksum")
            assert (await response.json())["digest"] == expected
        finally:
            await sender.destroy_group()
            await sender.close()
    assert result.weight_version == namespace["endpoint"].version == 1


async def test_the_sender_snippet_syncs_a_training_loop_into_two_servers(
    scene: Scene, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    tp4, tp2 = scene.url("tp4"), scene.url("tp2")
    code = readme_snippets()["sender"]
    master_port = free_port()
    for old, new in {
        # one machine, its CPU, gloo, and the two servers the commands started
        'master_address="10.0.0.1"': 'master_address="127.0.0.1"',
        "master_port=29600": f"master_port={master_port}",
        'backend="nccl"': 'backend="gloo"',
        'device="cuda:0"': 'device="cpu"',
        'add_endpoint("10.0.0.5", 30000': f'add_endpoint("127.0.0.1", {tp4.rsplit(":", 1)[1]}',
        'add_endpoint("10.0.0.6", 30000': f'add_endpoint("127.0.0.1", {tp2.rsplit(":", 1)[1]}',
    }.items():
        assert old in code, f"the README's sender snippet no longer has {old!r}"
        code = code.replace(old, new)
    model = TinyLM(ModelSize.named("tiny"), seed=0)
    steps = iter(range(100))
    namespace: dict[str, Any] = {
        "model": model,
        "num_steps": 2,
        "train_step": lambda m: m.train_step(next(steps)),
        "log": logging.getLogger("readme.sender"),
    }
    compiled = compile(code, "README.md: the sender", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    try:
        running = eval(compiled, namespace)  # a coroutine: the snippet awaits at top level
        await running
    finally:
        await namespace["sender"].destroy_group()
        await namespace["sender"].close()
    assert not [r for r in caplog.records if r.name == "readme.sender"], caplog.text
    assert len(capsys.readouterr().out.strip().splitlines()) == 2  # one line per sync
    expected = weights_checksum(dict(WeightSource.of(model).produce()))["digest"]
    assert digest(tp4) == digest(tp2) == expected
    version = namespace["result"].weight_version
    # the second sync kept the group: prepare and complete, whatever the bucket count
    assert list(namespace["result"].requests_per_endpoint.values()) == [2, 2]
    assert get(f"{tp4}/sync_state")[1]["weight_version"] == version
    assert get(f"{tp2}/sync_state")[1]["weight_version"] == version
