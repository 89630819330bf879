"""The ``twophase`` engine: a peer that serves the protocol's own routes, driven by
``TwophaseClient`` over an ``HttpPeer`` (both in the leaf module ``twophase.endpoint_http``,
named here too for the sender's modules)."""

from __future__ import annotations

from twophase.endpoint_http import (
    MAX_ANSWER_BYTES,
    AbortAnswer,
    HttpPeer,
    TwophaseClient,
    parse_answer,
    succeeded,
    wire,
)
from twophase.engines.registry import Engine

__all__ = [
    "ENGINE",
    "MAX_ANSWER_BYTES",
    "AbortAnswer",
    "HttpPeer",
    "TwophaseClient",
    "parse_answer",
    "succeeded",
    "wire",
]

ENGINE = Engine("twophase", connect=TwophaseClient)
