"""twophase: two-phase weight sync from an RL trainer into running inference servers.

The public API. Inside an inference server (the receiver)::

    from twophase import ReceiverEndpoint, RankHost, LocalRank, ModuleApplier, add_receiver_routes

In the trainer (the sender)::

    from twophase import SyncCoordinator, SyncError, Timeouts
"""

from __future__ import annotations

import importlib
import warnings
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# Each public name, and the module it is imported from on first use (PEP 562): importing
# ``twophase`` (as vLLM's plugin loader does in every vLLM process) loads none of them.
_EXPORTS: dict[str, str] = {
    "SyncMachine": "twophase.core.machine",
    "TransitionRecord": "twophase.core.machine",
    "wait_for_state": "twophase.core.machine",
    "Timeouts": "twophase.core.protocol",
    "DEADLINES": "twophase.core.table",
    "Deadlines": "twophase.core.table",
    "Phase": "twophase.core.table",
    "RESTING_STATES": "twophase.core.table",
    "TRANSITIONS": "twophase.core.table",
    "Role": "twophase.core.table",
    "State": "twophase.core.table",
    "Trigger": "twophase.core.table",
    "DeadlineExceeded": "twophase.errors",
    "GuardRejected": "twophase.errors",
    "IllegalTransition": "twophase.errors",
    "ProtocolError": "twophase.errors",
    "RequestRejected": "twophase.errors",
    "SyncError": "twophase.errors",
    "SyncFailed": "twophase.errors",
    "TwophaseError": "twophase.errors",
    "ModuleApplier": "twophase.receiver.appliers",
    "WeightApplier": "twophase.receiver.appliers",
    "ReceiverEndpoint": "twophase.receiver.endpoint",
    "add_receiver_routes": "twophase.receiver.receiver_app",
    "build_receiver_app": "twophase.receiver.receiver_app",
    "RankHost": "twophase.receiver.rankhost",
    "LocalRank": "twophase.receiver.ranks",
    "ProcessRank": "twophase.receiver.ranks",
    "BlockingCoordinator": "twophase.sender.blocking",
    "SyncCoordinator": "twophase.sender.coordinator",
    "SyncResult": "twophase.sender.coordinator",
    "build_trainer_app": "twophase.sender.trainer_app",
    "WeightSource": "twophase.sender.weights",
}

if TYPE_CHECKING:
    from twophase.core.machine import SyncMachine, TransitionRecord, wait_for_state
    from twophase.core.protocol import Timeouts
    from twophase.core.table import (
        DEADLINES,
        RESTING_STATES,
        TRANSITIONS,
        Deadlines,
        Phase,
        Role,
        State,
        Trigger,
    )
    from twophase.errors import (
        DeadlineExceeded,
        GuardRejected,
        IllegalTransition,
        ProtocolError,
        RequestRejected,
        SyncError,
        SyncFailed,
        TwophaseError,
    )
    from twophase.receiver.appliers import ModuleApplier, WeightApplier
    from twophase.receiver.endpoint import ReceiverEndpoint
    from twophase.receiver.rankhost import RankHost
    from twophase.receiver.ranks import LocalRank, ProcessRank
    from twophase.receiver.receiver_app import add_receiver_routes, build_receiver_app
    from twophase.sender.blocking import BlockingCoordinator
    from twophase.sender.coordinator import SyncCoordinator, SyncResult
    from twophase.sender.trainer_app import build_trainer_app
    from twophase.sender.weights import WeightSource


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'twophase' has no attribute {name!r}")
    with warnings.catch_warnings():
        # torch's CPU wheel warns at import when numpy is absent; twophase never needs numpy.
        warnings.filterwarnings("ignore", message="Failed to initialize NumPy")
        value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once: the next access does not come here
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


__all__ = [
    "DEADLINES",
    "RESTING_STATES",
    "TRANSITIONS",
    "BlockingCoordinator",
    "DeadlineExceeded",
    "Deadlines",
    "GuardRejected",
    "IllegalTransition",
    "LocalRank",
    "ModuleApplier",
    "Phase",
    "ProcessRank",
    "ProtocolError",
    "RankHost",
    "ReceiverEndpoint",
    "RequestRejected",
    "Role",
    "State",
    "SyncCoordinator",
    "SyncError",
    "SyncFailed",
    "SyncMachine",
    "SyncResult",
    "Timeouts",
    "TransitionRecord",
    "Trigger",
    "TwophaseError",
    "WeightApplier",
    "WeightSource",
    "__version__",
    "add_receiver_routes",
    "build_receiver_app",
    "build_trainer_app",
    "wait_for_state",
]
