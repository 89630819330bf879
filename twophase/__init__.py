"""twophase: two-phase weight sync from an RL trainer into running inference servers.

The public API. Inside an inference server (the receiver)::

    from twophase import ReceiverEndpoint, RankHost, LocalRank, ModuleApplier, add_receiver_routes

In the trainer (the sender)::

    from twophase import SyncCoordinator, SyncError, Timeouts
"""

import warnings

__version__ = "0.1.0"

# torch's CPU wheel warns at import when numpy is absent; twophase never needs numpy.
warnings.filterwarnings("ignore", message="Failed to initialize NumPy")

from twophase.core.machine import SyncMachine, TransitionRecord, wait_for_state
from twophase.core.protocol import Timeouts
from twophase.core.table import DEADLINES, RESTING_STATES, TRANSITIONS, Role, State, Trigger
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
from twophase.receiver.http import add_receiver_routes, build_receiver_app
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import LocalRank, ProcessRank
from twophase.sender.blocking import BlockingCoordinator
from twophase.sender.coordinator import SyncCoordinator, SyncResult
from twophase.sender.http import build_trainer_app
from twophase.sender.weights import WeightSource

__all__ = [
    "DEADLINES",
    "RESTING_STATES",
    "TRANSITIONS",
    "BlockingCoordinator",
    "DeadlineExceeded",
    "GuardRejected",
    "IllegalTransition",
    "LocalRank",
    "ModuleApplier",
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
