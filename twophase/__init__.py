"""twophase: two-phase weight sync from an RL trainer into running inference servers.

The public API. Inside an inference server (the receiver)::

    from twophase import ReceiverEndpoint, RankHost, LocalRank, ModuleApplier, add_receiver_routes

In the trainer (the sender)::

    from twophase import SyncCoordinator, SyncError, Timeouts

and, where every trainer rank holds shards, ``sync_shards`` (or ``sync_gathered``) on each
rank; an engine of one's own: ``register_engine``, its ``Engine`` giving ``EndpointClient``s.
The test harness is ``twophase.testing``. The state machine itself (``SyncMachine``,
``DEADLINES``, the guards, ...) is in ``twophase.core.machine`` and ``twophase.core.table``;
the few of its names exported here (``State``, ``Phase``, ``TRANSITIONS``, ...) are read from
the top level by code outside the package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from twophase.lazy_exports import lazy_exports

__version__ = "0.1.0"

# Each public name, and the module it is imported from on first use (PEP 562): importing
# ``twophase`` (as vLLM's plugin loader does in every vLLM process) loads none of them.
_EXPORTS: dict[str, str] = {
    "EndpointClient": "twophase.client_protocol",
    "HttpPeer": "twophase.endpoint_http",
    "TransitionRecord": "twophase.core.machine",
    "wait_for_state": "twophase.core.machine",
    "Timeouts": "twophase.core.protocol",
    "Deadlines": "twophase.core.table",
    "Phase": "twophase.core.table",
    "RESTING_STATES": "twophase.core.table",
    "TRANSITIONS": "twophase.core.table",
    "Role": "twophase.core.table",
    "State": "twophase.core.table",
    "Trigger": "twophase.core.table",
    "DeadlineExceeded": "twophase.errors",
    "EndpointCallError": "twophase.errors",
    "GuardRejected": "twophase.errors",
    "IllegalTransition": "twophase.errors",
    "ProtocolError": "twophase.errors",
    "RequestRejected": "twophase.errors",
    "SyncError": "twophase.errors",
    "SyncFailed": "twophase.errors",
    "TrainerGroupError": "twophase.errors",
    "TwophaseError": "twophase.errors",
    "Engine": "twophase.engines.registry",
    "register_engine": "twophase.engines.registry",
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
    "SyncOptions": "twophase.sender.plan",
    "sync_gathered": "twophase.sender.sharded_sync",
    "sync_shards": "twophase.sender.sharded_sync",
    "build_trainer_app": "twophase.sender.trainer_app",
    "TrainerChannel": "twophase.sender.trainer_channel",
    "WeightSource": "twophase.sender.weights",
}

if TYPE_CHECKING:
    from twophase.client_protocol import EndpointClient
    from twophase.core.machine import TransitionRecord, wait_for_state
    from twophase.core.protocol import Timeouts
    from twophase.core.table import (
        RESTING_STATES,
        TRANSITIONS,
        Deadlines,
        Phase,
        Role,
        State,
        Trigger,
    )
    from twophase.endpoint_http import HttpPeer
    from twophase.engines.registry import Engine, register_engine
    from twophase.errors import (
        DeadlineExceeded,
        EndpointCallError,
        GuardRejected,
        IllegalTransition,
        ProtocolError,
        RequestRejected,
        SyncError,
        SyncFailed,
        TrainerGroupError,
        TwophaseError,
    )
    from twophase.receiver.appliers import ModuleApplier, WeightApplier
    from twophase.receiver.endpoint import ReceiverEndpoint
    from twophase.receiver.rankhost import RankHost
    from twophase.receiver.ranks import LocalRank, ProcessRank
    from twophase.receiver.receiver_app import add_receiver_routes, build_receiver_app
    from twophase.sender.blocking import BlockingCoordinator
    from twophase.sender.coordinator import SyncCoordinator, SyncResult
    from twophase.sender.plan import SyncOptions
    from twophase.sender.sharded_sync import sync_gathered, sync_shards
    from twophase.sender.trainer_app import build_trainer_app
    from twophase.sender.trainer_channel import TrainerChannel
    from twophase.sender.weights import WeightSource


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)


__all__ = [
    "RESTING_STATES",
    "TRANSITIONS",
    "BlockingCoordinator",
    "DeadlineExceeded",
    "Deadlines",
    "EndpointCallError",
    "EndpointClient",
    "Engine",
    "GuardRejected",
    "HttpPeer",
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
    "SyncOptions",
    "SyncResult",
    "Timeouts",
    "TrainerChannel",
    "TrainerGroupError",
    "TransitionRecord",
    "Trigger",
    "TwophaseError",
    "WeightApplier",
    "WeightSource",
    "__version__",
    "add_receiver_routes",
    "build_receiver_app",
    "build_trainer_app",
    "register_engine",
    "sync_gathered",
    "sync_shards",
    "wait_for_state",
]
