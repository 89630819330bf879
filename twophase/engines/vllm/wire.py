"""What travels between the twophase trainer side and the twophase vLLM backend through vLLM's
RL routes, and the one convention for errors (no vLLM import: both sides use it).

vLLM gives a backend four calls (``init_weight_transfer_engine``, ``start_weight_update``,
``update_weights``, ``finish_weight_update``) that carry a dict and answer nothing but
success or failure. twophase's steps ride them:

    init_weight_transfer_engine {init_info: <InitWeightsUpdateGroupRequest>}   every worker joins
    start_weight_update                                                       vLLM's session opens
    update_weights {update_info: {"twophase": "prepare", "request": <prepare request>}}
        every worker validated the manifest and posted its receive: the answer is PREPARED
    (the trainer's probe, buckets and commit vote, over the sync group)
    update_weights {update_info: {"twophase": "complete", "request": <complete request>}}
        every worker loads its staged tensors between engine steps and publishes the version
    finish_weight_update {weight_version: "N"}                                vLLM's session closes
    update_weights {update_info: {"twophase": "abort", "request": <abort request>}}

A worker's error reaches the trainer only as text in vLLM's 500 answer, so a refusal starts
with ``[twophase 400]`` (the status it means); the endpoint plugin turns that back into the
status, and the trainer side reads it either way.
"""

from __future__ import annotations

import re
from typing import Any, Literal

PHASE_KEY = "twophase"
Phase = Literal["prepare", "complete", "abort"]
PHASES: tuple[Phase, ...] = ("prepare", "complete", "abort")
STATE_PORT_ENV = "TWOPHASE_STATE_PORT"
DEFAULT_STATE_PORT = 8100
_MARK = re.compile(r"\[twophase (\d{3})\] ?")


class BackendRefusal(ValueError):
    """A twophase step in a vLLM worker refused or failed; the text carries the status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"[twophase {status}] {message}")
        self.status, self.message = status, message


def update_info(phase: Phase, request: dict[str, Any]) -> dict[str, Any]:
    return {PHASE_KEY: phase, "request": request}


def marked_status(text: str) -> tuple[int, str] | None:
    """The status a refusal's text carries and its message, or None for text without one."""
    found = _MARK.search(text)
    if found is None:
        return None
    message = text[found.end() :]
    # vLLM wraps the worker's text: "... Worker failed with error '<text>', please check ..."
    message = re.sub(r"', please check the stack trace.*$", "", message, flags=re.S)
    return int(found.group(1)), message
