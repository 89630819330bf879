"""twophase: two-phase weight sync from an RL trainer into running inference servers."""

import warnings

# torch's CPU wheel warns at import when numpy is absent; twophase never needs numpy.
warnings.filterwarnings("ignore", message="Failed to initialize NumPy")

from twophase.core.machine import SyncMachine, TransitionRecord, wait_for_state
from twophase.core.table import DEADLINES, TRANSITIONS, Role, State, Trigger
from twophase.errors import GuardRejected, IllegalTransition, ProtocolError, TwophaseError

__version__ = "0.1.0"

__all__ = [
    "DEADLINES",
    "TRANSITIONS",
    "GuardRejected",
    "IllegalTransition",
    "ProtocolError",
    "Role",
    "State",
    "SyncMachine",
    "TransitionRecord",
    "Trigger",
    "TwophaseError",
    "wait_for_state",
]
