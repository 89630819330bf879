"""The ``twophase`` engine: a peer that serves the protocol's own routes, driven by
``TwophaseClient`` over an ``HttpPeer`` (both in the leaf module ``twophase.endpoint_http``)."""

from __future__ import annotations

from twophase.endpoint_http import TwophaseClient
from twophase.engines.registry import Engine

ENGINE = Engine("twophase", connect=TwophaseClient)
