"""The sender's delta base (issue 26): version N's packed buckets kept, version N+1's encoded
against them, and a receiver holding the base patched into exactly version N+1. The model is
a real one trained by a real AdamW step in bfloat16, the case deltas are for."""

from __future__ import annotations

import pytest
import torch

from twophase.core.buckets import Manifest, TensorSpec, new_buffer, pack, plan_buckets
from twophase.core.checksums import checksum, checksums_digest
from twophase.core.delta import apply_header
from twophase.core.protocol import DeltaBaseInfo, SyncCapabilities
from twophase.sender.delta_base import DeltaBase
from twophase.sender.delta_round import PackedRound

BUCKET_MB = 0.25


def model(seed: int = 0) -> torch.nn.Module:
    torch.manual_seed(seed)
    layers = torch.nn.Sequential(
        torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 256),
        torch.nn.LayerNorm(256),
    )  # fmt: skip
    return layers.to(torch.bfloat16)


def packed(module: torch.nn.Module) -> tuple[Manifest, list[torch.Tensor]]:
    tensors = {name: t.detach() for name, t in module.state_dict().items()}
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], BUCKET_MB)
    buffers = []
    for bucket in manifest.buckets:
        buffers.append(pack(bucket, tensors, new_buffer(bucket)))
    return manifest, buffers


def step(module: torch.nn.Module, lr: float) -> None:
    """One real AdamW step on a random batch (bf16 weights, as an RL trainer's copy)."""
    optimizer = torch.optim.AdamW(module.parameters(), lr=lr)
    batch = torch.randn(32, 256, dtype=torch.bfloat16, generator=torch.Generator().manual_seed(1))
    loss = module(batch).float().pow(2).mean()
    loss.backward()  # type: ignore[no-untyped-call]
    optimizer.step()


def sums(manifest: Manifest, buffers: list[torch.Tensor]) -> list[str | None]:
    return [checksum(b, buf, "crc32") for b, buf in zip(manifest.buckets, buffers, strict=True)]


def test_without_a_base_the_plan_is_full_and_says_why() -> None:
    manifest, buffers = packed(model())
    plan = DeltaBase().plan(manifest, buffers)
    assert not plan.base_ok and plan.why == "no committed sync to be a base yet"
    assert plan.delta_bytes == plan.full_bytes and plan.density == 1.0 and not plan.worth_it()


@pytest.mark.parametrize(("lr", "worth"), [(1e-6, True), (1e-2, False)])
def test_a_real_step_encoded_against_the_base_patches_the_base_into_the_new_version(
    lr: float, worth: bool
) -> None:
    module = model()
    manifest, old = packed(module)
    base = DeltaBase()
    base.commit(1, manifest, old, sums(manifest, old))
    assert base.nbytes == sum(b.nbytes for b in manifest.buckets)

    step(module, lr)
    _, new = packed(module)
    plan = base.plan(manifest, new)
    assert plan.base_ok and plan.base_version == 1 and plan.base_checksums == sums(manifest, old)
    assert plan.worth_it() is worth, (plan.density, plan.delta_bytes, plan.full_bytes)
    if worth:  # a small step changes few bf16 bits
        assert 0 < plan.density < 0.2 and plan.delta_bytes < 0.5 * plan.full_bytes
    # A receiver holding exactly the base, patched bucket by bucket, holds the new version.
    receiver = [buffer.clone() for buffer in old]
    for bucket, held, encoded in zip(manifest.buckets, receiver, plan.encoded, strict=True):
        apply_header(held[: bucket.nbytes], encoded.payload.clone(), encoded.header())
    assert sums(manifest, receiver) == sums(manifest, new)
    assert all(torch.equal(a, b) for a, b in zip(receiver, new, strict=True))


def test_another_manifest_is_not_encoded_against_the_base() -> None:
    module = model()
    manifest, buffers = packed(module)
    base = DeltaBase()
    base.commit(3, manifest, buffers, sums(manifest, buffers))
    tensors = {name: t.detach() for name, t in module.state_dict().items()}
    other = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], BUCKET_MB * 4)
    plan = base.plan(other, [pack(b, tensors, new_buffer(b)) for b in other.buckets])
    assert not plan.base_ok and "other tensors or bucket boundaries" in (plan.why or "")


def test_commit_reuses_the_base_buffers_and_drop_frees_them() -> None:
    module = model()
    manifest, buffers = packed(module)
    base = DeltaBase()
    base.commit(1, manifest, buffers, sums(manifest, buffers))
    held = [b.data_ptr() for b in base.held()]
    step(module, 1e-3)
    _, newer = packed(module)
    base.commit(2, manifest, newer, sums(manifest, newer))
    assert [b.data_ptr() for b in base.held()] == held and base.version == 2
    assert base.plan(manifest, newer).density == 0.0  # the base is the newest now
    base.drop()
    assert base.nbytes == 0 and not base.plan(manifest, newer).base_ok
    with pytest.raises(ValueError, match="one buffer and one checksum per bucket"):
        base.commit(3, manifest, newer[:-1], [])


def test_who_takes_the_delta_and_whether_the_round_is_mixed() -> None:
    """Endpoints holding the base take the delta; one that does not takes the buckets whole
    in the same round, point to point over gloo; over NCCL (one broadcast: about one copy
    through the trainer's NIC) a mixed round would cost more, so the round goes whole."""
    module = model()
    manifest, buffers = packed(module)
    sums = [checksum(b, buf, "xxh3") for b, buf in zip(manifest.buckets, buffers, strict=True)]
    base = DeltaBase()
    base.commit(1, manifest, buffers, sums)
    step(module, 1e-6)
    manifest, buffers = packed(module)
    new = [checksum(b, buf, "xxh3") for b, buf in zip(manifest.buckets, buffers, strict=True)]
    round_ = PackedRound(manifest, buffers, "xxh3", new, base.plan(manifest, buffers))
    info = DeltaBaseInfo(
        version=1, manifest_digest=manifest.digest(), checksum="xxh3",
        checksums_digest=checksums_digest(sums),
    )  # fmt: skip
    held = SyncCapabilities(delta=True, delta_base=info, point_to_point=True)
    offers = {"a": held, "b": SyncCapabilities(delta=True, point_to_point=True)}
    ranks = {"a": 2, "b": 1}
    assert round_.decide(True, base, offers, ranks)
    assert round_.delta_to == {"a"} and round_.point_to_point
    # The plan of transfers: a's two receiver ranks take the delta, b's one the whole.
    assert [p.delta for p in round_.transfers.from_sender(0)] == [True, True, False]
    assert "holds no delta base" in round_.whole_for["b"]
    assert [p.numel() for p in round_.payloads(False)] == [b.nbytes for b in manifest.buckets]
    assert sum(p.numel() for p in round_.payloads(True)) == round_.plan.delta_bytes
    sent = round_.figures(base, ranks).bytes_moved
    assert sent == 2 * round_.plan.delta_bytes + round_.plan.full_bytes
    # An endpoint that cannot take a round point to point (a seed peer, an older one): the
    # round goes whole, by broadcast.
    assert not round_.decide(True, base, offers | {"c": None}, ranks | {"c": 1})
    assert "c cannot take a round point to point" in str(round_.why_whole)
    assert "does not take deltas" in str(round_.why_whole)
    assert not round_.decide(True, base, offers, ranks, backend="nccl")
    assert "more than one broadcast" in str(round_.why_whole)
    assert round_.decide(True, base, {"a": held}, {"a": 2}, backend="nccl")
    assert not round_.point_to_point  # every endpoint holds the base: a broadcast
    assert not round_.decide(False, base, offers, ranks)
    assert round_.why_whole == "delta not asked for"
