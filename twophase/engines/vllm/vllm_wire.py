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

A worker's failure reaches the trainer only as the text of an exception: vLLM carries
``str(exc)`` from the worker to its API process and wraps it in a sentence of its own. So a
twophase step's failure is raised as ``BackendRefusal`` whose text is the JSON of a
``Refusal`` (the status it means, its message, and for an abort past the commit point
``committed`` and the version): the endpoint plugin answers with that status and the
refusal itself, and the trainer side reads it from either (``carried_refusal``).
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

PHASE_KEY = "twophase"
Phase = Literal["prepare", "complete", "abort"]
PHASES: tuple[Phase, ...] = ("prepare", "complete", "abort")
STATE_PORT_ENV = "TWOPHASE_STATE_PORT"
DEFAULT_STATE_PORT = 8100
# "1": each worker keeps the last sync's checkpoint tensors (one more copy of the model) so
# that a sync may send a delta against them (``sync(..., delta=...)``).
DELTA_ENV = "TWOPHASE_VLLM_DELTA"
# "0": a worker of several takes every tensor whole in a sharded sync (its loaders' slices
# are not recorded).
SLICES_ENV = "TWOPHASE_VLLM_SLICES"
# vLLM's RL routes (``VLLM_SERVER_DEV_MODE=1``), and two more of its own.
INIT_ENGINE_ROUTE = "/init_weight_transfer_engine"
START_ROUTE = "/start_weight_update"
UPDATE_ROUTE = "/update_weights"
FINISH_ROUTE = "/finish_weight_update"
SHUTDOWN_ROUTE = "/shutdown_weight_transfer_engine"
RESET_CACHE_ROUTE = "/reset_prefix_cache"
WEIGHT_INFO_ROUTE = "/weight_info"
# The routes a refusal can leave through (the endpoint plugin answers its status).
RL_ROUTES = frozenset({INIT_ENGINE_ROUTE, START_ROUTE, UPDATE_ROUTE, FINISH_ROUTE, SHUTDOWN_ROUTE})


class Refusal(BaseModel):
    """How a twophase step in a vLLM worker failed, as it crosses vLLM's boundaries.
    ``twophase_refusal`` tags the JSON as one of ours; ``timed_out``: the trainer side had no
    answer within its call's deadline (a worker's own deadline is its status, 504)."""

    twophase_refusal: Literal[1] = 1
    status: int
    message: str
    timed_out: bool = False
    committed: bool = False
    weight_version: int | None = None


class BackendRefusal(ValueError):
    """A twophase step in a vLLM worker refused or failed; its text is ``refusal``'s JSON."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.model_dump_json())
        self.refusal = refusal

    @classmethod
    def of(cls, status: int, message: str) -> BackendRefusal:
        return cls(Refusal(status=status, message=message))

    def __reduce__(self) -> tuple[Any, ...]:
        return (BackendRefusal, (self.refusal,))


def update_info(phase: Phase, request: dict[str, Any]) -> dict[str, Any]:
    return {PHASE_KEY: phase, "request": request}


def carried_refusal(text: str) -> Refusal | None:
    """The ``Refusal`` that ``text`` carries (vLLM's wrapping around it: "Worker failed with
    error '<the JSON>', please check ..."), or None for text that carries none: the first JSON
    object in it that is a ``Refusal``."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            return Refusal.model_validate(decoder.raw_decode(text, start)[0])
        except (ValueError, ValidationError):  # not JSON there, or not a refusal
            start = text.find("{", start + 1)
    return None
