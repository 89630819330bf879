"""The zero-copy staged apply: the buckets a sync receives into become the model's storage
(a reference swap under the write lock), the storage they replace receives the next sync, a
rollback leaves the old storage in place, and the copy path stays for fixed-address appliers.
Through the group (``GROUP``): through the same host's shared memory a server adopts the
trainer's segments instead (tests/test_shared_memory_adopt.py)."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.helpers import GarblingGroup
from twophase import ModuleApplier, RankHost, SyncError
from twophase.testing.tiny_lm import TinyLM

GROUP = {"shared_memory": False}


def storages(tensors: Any) -> set[int]:
    return {t.untyped_storage().data_ptr() for t in tensors}


def trained(step: int) -> TinyLM:
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(step)
    return model


async def test_the_received_buckets_become_the_models_storage(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    endpoint = await make_endpoint(tp=2)
    modules = endpoint.modules()
    same_objects = [dict(m.named_parameters()) for m in modules]
    sender = make_sender(endpoint)
    trainer = trained(1)
    await sender.sync(trainer, buffer_size_mb=0.25, **GROUP)
    for host, module, before in zip(endpoint.hosts, modules, same_objects, strict=True):
        assert module_digest(module) == module_digest(trainer)
        assert dict(module.named_parameters()) == before  # the Parameter objects stay
        assert host.model.model_buffers and storages(module.parameters()) <= storages(
            host.model.model_buffers
        ), "a parameter is not a view of a received bucket"


async def test_memory_stays_at_one_extra_model_over_20_syncs(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    """Two sets of buffers take turns: the model's storage and the next receive's."""
    endpoint = await make_endpoint()
    host, module = endpoint.hosts[0], endpoint.modules()[0]
    model_bytes = sum(t.numel() * t.element_size() for t in module.state_dict().values())
    sender = make_sender(endpoint)
    seen: list[frozenset[int]] = []
    for step in range(20):
        trainer = trained(step)
        await sender.sync(trainer, buffer_size_mb=0.25, **GROUP)
        assert module_digest(module) == module_digest(trainer)
        held = host.model.model_buffers + host.model.spare_buffers
        held_bytes = sum(t.numel() for t in held)
        assert held_bytes <= 2 * model_bytes * 1.05, (step, held_bytes, model_bytes)
        seen.append(frozenset(storages(host.model.model_buffers)))
    assert all(seen[k] == seen[k - 2] for k in range(3, 20)), "not double-buffered"
    assert seen[-1] != seen[-2]


@pytest.mark.parametrize("shared", [False, True], ids=["group", "adopted"])
async def test_a_sync_of_part_of_the_model_leaves_the_rest_where_it_lives(
    make_endpoint: EndpointFactory, make_sender: SenderFactory, shared: bool
) -> None:
    """One tensor per sync (as an SGLang-style trainer sends them): a buffer that still backs
    a tensor the sync did not carry is never handed out to receive into; through shared
    memory, a segment the server still serves a tensor from is never written under it."""
    endpoint = await make_endpoint()
    module = endpoint.modules()[0]
    sender = make_sender(endpoint)
    for step in range(3):
        trainer = trained(step)
        for name, tensor in trainer.state_dict().items():
            await sender.sync([(name, tensor)], buffer_size_mb=0.25, shared_memory=shared)
        assert module_digest(module) == module_digest(trainer), step


async def test_a_failed_vote_leaves_the_old_storage_in_place_bit_for_bit(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    endpoint = await make_endpoint()
    module = endpoint.modules()[0]
    sender = make_sender(endpoint)
    # The model lives in received buckets.
    await sender.sync(trained(1), buffer_size_mb=0.25, **GROUP)
    garbling = [RankHost(ModuleApplier(module), group_factory=GarblingGroup)]
    bad = await make_endpoint(hosts=garbling)
    before = {n: t.detach().clone() for n, t in module.state_dict().items()}
    where = storages(module.parameters())
    with pytest.raises(SyncError) as caught:
        # Through the group (its bytes garbled there), not the same host's shared memory.
        await make_sender(bad).sync(trained(2), buffer_size_mb=0.25, shared_memory=False)
    assert "commit vote failed" in str(caught.value), caught.value
    assert storages(module.parameters()) == where
    assert all(torch.equal(before[n], t) for n, t in module.state_dict().items())


async def test_the_copy_path_keeps_fixed_addresses(
    make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    module = TinyLM(MODEL_SIZE, seed=0)
    fixed = [RankHost(ModuleApplier(module, zero_copy=False))]
    endpoint = await make_endpoint(hosts=fixed)
    addresses = {n: p.data_ptr() for n, p in module.named_parameters()}
    trainer = trained(3)
    await make_sender(endpoint).sync(trainer, buffer_size_mb=0.25)
    assert module_digest(module) == module_digest(trainer)
    assert {n: p.data_ptr() for n, p in module.named_parameters()} == addresses
    assert not fixed[0].model.model_buffers
