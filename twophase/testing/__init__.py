"""Simulated peers, a fault injector and a cluster on one machine, shipped so integrators can
test their own engines.

- ``SimNetwork`` / ``SimGroup``: an in-memory sync group with ``SyncGroup``'s interface;
- ``FaultInjector`` / ``Fault``: fail, hang, delay, corrupt or kill a rank at a chosen point,
  and drop, duplicate or delay HTTP requests and responses;
- ``SimEndpoint`` / ``SimCluster``: the real receiver and the real sender over them;
- ``Cluster``: hosts in network namespaces, with line rates and partitions (root, ``ip``,
  ``tc``); ``Deployment``: ``twophase trainer`` and ``twophase serve`` on its hosts;
- ``TinyLM`` / ``ModelSize``: the built-in tiny model that ``twophase serve`` and ``twophase
  trainer`` share.

Each name is imported from its module on first use (PEP 562), so that a process that needs one
(``twophase serve`` needs the tiny model) does not load the simulated cluster with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from twophase.lazy_exports import lazy_exports

_EXPORTS: dict[str, str] = {
    "DATA_KINDS": "twophase.testing.faults",
    "DATA_POINTS": "twophase.testing.faults",
    "HTTP_KINDS": "twophase.testing.faults",
    "HTTP_POINTS": "twophase.testing.faults",
    "Fault": "twophase.testing.faults",
    "FaultInjector": "twophase.testing.faults",
    "Cluster": "twophase.testing.netcluster",
    "Deployment": "twophase.testing.netprocs",
    "SIM_TIMEOUTS": "twophase.testing.simcluster",
    "SimCluster": "twophase.testing.simcluster",
    "SimEndpoint": "twophase.testing.simcluster",
    "SimGroup": "twophase.testing.simgroup",
    "SimNetwork": "twophase.testing.simgroup",
    "ModelSize": "twophase.testing.tiny_lm",
    "TinyLM": "twophase.testing.tiny_lm",
}

if TYPE_CHECKING:
    from twophase.testing.faults import (
        DATA_KINDS,
        DATA_POINTS,
        HTTP_KINDS,
        HTTP_POINTS,
        Fault,
        FaultInjector,
    )
    from twophase.testing.netcluster import Cluster
    from twophase.testing.netprocs import Deployment
    from twophase.testing.simcluster import SIM_TIMEOUTS, SimCluster, SimEndpoint
    from twophase.testing.simgroup import SimGroup, SimNetwork
    from twophase.testing.tiny_lm import ModelSize, TinyLM


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)


__all__ = [
    "DATA_KINDS",
    "DATA_POINTS",
    "HTTP_KINDS",
    "HTTP_POINTS",
    "SIM_TIMEOUTS",
    "Cluster",
    "Deployment",
    "Fault",
    "FaultInjector",
    "ModelSize",
    "SimCluster",
    "SimEndpoint",
    "SimGroup",
    "SimNetwork",
    "TinyLM",
]
