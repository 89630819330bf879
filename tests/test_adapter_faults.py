"""Faults in adapter syncs (issue 36), over the simulated cluster: for each fault of the data
path and of HTTP, at each point, an adapter sync either commits everywhere or leaves every
server on the adapter's old version (or without the new name), every rank of a server on the
same version; and the next sync, faults cleared, brings every server to the trainer's."""

from __future__ import annotations

import copy
from typing import Any

import pytest
import torch

from twophase import SyncError
from twophase.testing import Fault, SimCluster, SimEndpoint

peft = pytest.importorskip("peft")

ADAPTER = "policy"
# (kind, point, where: a group rank for data faults, an endpoint index for HTTP ones)
FAULTS = [
    *(("fail", point, 2) for point in ("group join", "probe", "bucket 1", "vote")),
    *(("die", point, 1) for point in ("probe", "bucket 0", "vote")),
    ("corrupt", "bucket 1", 2),
    ("hang", "bucket 0", 1),
    ("lose", "vote", 2),
    *(("fail", point, 1) for point in ("prepare", "complete", "capabilities")),
    ("drop_response", "prepare", 0),
    ("drop_request", "complete", 1),
]


def _trainer(cluster: SimCluster) -> Any:
    torch.manual_seed(5)
    lora = peft.LoraConfig(
        r=4, lora_alpha=8, target_modules=["qkv", "out"], init_lora_weights=False
    )
    return peft.get_peft_model(copy.deepcopy(cluster.model), lora)


def _step(model: Any) -> None:
    with torch.no_grad():
        for param in model.parameters():
            if param.requires_grad:
                param.add_(0.01)


def _versions(endpoint: SimEndpoint) -> list[int]:
    """The adapter's version on each rank of ``endpoint`` (0: it holds none)."""
    out = []
    for host in endpoint.hosts:
        assert host.model.adapters is not None
        out.append(host.model.adapters.store.version(ADAPTER))
    return out


@pytest.mark.parametrize(("kind", "point", "where"), FAULTS, ids=lambda v: str(v))
async def test_a_fault_in_an_adapter_sync_never_leaves_a_mix(
    sim_cluster: SimCluster, kind: str, point: str, where: int
) -> None:
    servers = [await sim_cluster.add_endpoint(tp=2, max_adapters=2) for _ in range(2)]
    trainer = _trainer(sim_cluster)
    await sim_cluster.sync(trainer, adapter=ADAPTER)  # version 1 everywhere
    _step(trainer)
    if point in ("prepare", "complete", "capabilities"):
        sim_cluster.injector.add(Fault(kind, point, endpoint=servers[where].name))  # type: ignore[arg-type]
    else:
        sim_cluster.injector.add(Fault(kind, point, rank=where, seconds=0.5))  # type: ignore[arg-type]
    failed: SyncError | None = None
    try:
        await sim_cluster.sync(trainer, adapter=ADAPTER)
    except SyncError as exc:
        failed = exc
    await sim_cluster.settle(timeout_s=20)
    for server in servers:
        ranks = _versions(server)
        assert len(set(ranks)) == 1, f"{server.name}: ranks on versions {ranks}"
        said = server.endpoint.capabilities().adapters
        assert said is not None and said[ADAPTER].version == ranks[0]
        if failed is not None and failed.committed_version is None:
            assert ranks[0] == 1, f"{server.name}: the failed sync left version {ranks[0]}"
        assert server.endpoint.version == 0  # the base weights: untouched throughout
    sim_cluster.clear_faults()
    result = await sim_cluster.sync(trainer, adapter=ADAPTER)
    assert {tuple(_versions(s)) for s in servers} == {(result.weight_version,) * 2}


async def test_an_apply_that_fails_on_one_rank_is_taken_back_on_the_others(
    sim_cluster: SimCluster,
) -> None:
    server = await sim_cluster.add_endpoint(tp=2, max_adapters=2)
    trainer = _trainer(sim_cluster)
    await sim_cluster.sync(trainer, adapter=ADAPTER)
    _step(trainer)
    adapters = server.hosts[1].model.adapters
    assert adapters is not None

    def broken(*args: Any) -> None:
        raise RuntimeError("injected: the adapter's apply failed")

    adapters.apply = broken  # type: ignore[method-assign]
    with pytest.raises(SyncError, match="the adapter's apply failed"):
        await sim_cluster.sync(trainer, adapter=ADAPTER)
    await sim_cluster.settle(timeout_s=20)
    assert _versions(server) == [1, 1]  # rank 0 applied version 2, then took it back
