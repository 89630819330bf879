"""Simulated peers and a fault injector, shipped so integrators can test their own engines.

- ``SimNetwork`` / ``SimGroup``: an in-memory sync group with ``SyncGroup``'s interface;
- ``FaultInjector`` / ``Fault``: fail, hang, delay, corrupt or kill a rank at a chosen point,
  and drop, duplicate or delay HTTP requests and responses;
- ``SimEndpoint`` / ``SimCluster``: the real receiver and the real sender over them.
"""

from twophase.testing.faults import (
    DATA_KINDS,
    DATA_POINTS,
    HTTP_KINDS,
    HTTP_POINTS,
    Fault,
    FaultInjector,
)
from twophase.testing.simcluster import SIM_TIMEOUTS, SimCluster, SimEndpoint
from twophase.testing.simgroup import SimGroup, SimNetwork

__all__ = [
    "DATA_KINDS",
    "DATA_POINTS",
    "HTTP_KINDS",
    "HTTP_POINTS",
    "SIM_TIMEOUTS",
    "Fault",
    "FaultInjector",
    "SimCluster",
    "SimEndpoint",
    "SimGroup",
    "SimNetwork",
]
