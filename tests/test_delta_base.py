"""The sender's delta base (issue 26): version N's packed buckets kept, version N+1's encoded
against them, and a receiver holding the base patched into exactly version N+1. The model is
a real one trained by a real AdamW step in bfloat16, the case deltas are for."""

from __future__ import annotations

import pytest
import torch

from twophase.core.buckets import Manifest, TensorSpec, new_buffer, pack, plan_buckets
from twophase.core.checksums import checksum, checksums_digest
from twophase.core.delta import apply_header
from twophase.core.delta_choice import not_worth_it
from twophase.core.protocol import ChecksumAlgorithm, DeltaBaseInfo, SyncCapabilities
from twophase.sender.delta_base import ALL, DeltaBase
from twophase.sender.delta_round import PackedRound, pack_round
from twophase.sender.weights import WeightSource

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


def commit(base: DeltaBase, version: int, manifest: Manifest, buffers: list[torch.Tensor]) -> None:
    base.commit(version, manifest.digest(), {ALL: buffers}, {ALL: sums(manifest, buffers)}, "crc32")


def packed_round(
    manifest: Manifest, module: torch.nn.Module, base: DeltaBase, checksum: ChecksumAlgorithm
) -> PackedRound:
    """The module's buckets packed and encoded against ``base``, as a delta sync does."""
    source = WeightSource.of(module)
    return pack_round(manifest, source, checksum, torch.device("cpu"), [], base)


def test_without_a_base_the_round_is_whole_and_says_why() -> None:
    module = model()
    manifest, _ = packed(module)
    round_ = packed_round(manifest, module, DeltaBase(), "crc32")
    summary = round_.summary()
    assert summary.base_version is None and summary.why_not == "no committed sync to be a base yet"
    figures = round_.figures()
    assert not figures.delta and figures.bytes_moved == figures.full_bytes
    assert figures.density is None and figures.why_whole == summary.why_not


@pytest.mark.parametrize(("lr", "worth"), [(1e-6, True), (1e-2, False)])
def test_a_real_step_encoded_against_the_base_patches_the_base_into_the_new_version(
    lr: float, worth: bool
) -> None:
    module = model()
    manifest, old = packed(module)
    base = DeltaBase()
    commit(base, 1, manifest, old)
    assert base.nbytes == sum(b.nbytes for b in manifest.buckets)

    step(module, lr)
    _, new = packed(module)
    round_ = packed_round(manifest, module, base, "crc32")
    summary, density = round_.summary(), round_.figures().density
    assert summary.why_not is None and summary.base_version == 1
    assert summary.base_sums[ALL] == sums(manifest, old) and round_.sums[ALL] == sums(manifest, new)
    delta_bytes, full_bytes = summary.delta_bytes(ALL), summary.whole_bytes[ALL]
    assert (not_worth_it(delta_bytes, full_bytes) is None) is worth, (density, delta_bytes)
    if worth:  # a small step changes few bf16 bits
        assert density is not None and 0 < density < 0.2 and delta_bytes < 0.5 * full_bytes
    # A receiver holding exactly the base, patched bucket by bucket, holds the new version.
    receiver = [buffer.clone() for buffer in old]
    for bucket, held, encoded in zip(manifest.buckets, receiver, round_.encoded[ALL], strict=True):
        apply_header(held[: bucket.nbytes], encoded.payload.clone(), encoded.header())
    assert sums(manifest, receiver) == sums(manifest, new)
    assert all(torch.equal(a, b) for a, b in zip(receiver, new, strict=True))


def test_another_manifest_is_not_encoded_against_the_base() -> None:
    module = model()
    manifest, buffers = packed(module)
    base = DeltaBase()
    commit(base, 3, manifest, buffers)
    tensors = {name: t.detach() for name, t in module.state_dict().items()}
    other = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], BUCKET_MB * 4)
    why = packed_round(other, module, base, "crc32").summary().why_not
    assert "other tensors or bucket boundaries" in (why or "")


def test_commit_reuses_the_base_buffers_and_drop_frees_them() -> None:
    module = model()
    manifest, buffers = packed(module)
    base = DeltaBase()
    commit(base, 1, manifest, buffers)
    held = [b.data_ptr() for b in base.held()]
    step(module, 1e-3)
    _, newer = packed(module)
    commit(base, 2, manifest, newer)
    assert [b.data_ptr() for b in base.held()] == held and base.version == 2
    # the base is the newest now
    assert packed_round(manifest, module, base, "crc32").figures().density == 0.0
    base.drop()
    assert base.nbytes == 0
    assert packed_round(manifest, module, base, "crc32").summary().why_not is not None
    with pytest.raises(ValueError, match="one buffer and one checksum per bucket"):
        base.commit(3, manifest.digest(), {ALL: newer[:-1]}, {ALL: []}, "crc32")


def test_who_takes_the_delta_and_whether_the_round_is_mixed() -> None:
    """Endpoints holding the base take the delta; one that does not takes the buckets whole
    in the same round, point to point over gloo; over NCCL (one broadcast: about one copy
    through the trainer's NIC) a mixed round would cost more, so the round goes whole."""
    module = model()
    manifest, buffers = packed(module)
    sums = [checksum(b, buf, "xxh3") for b, buf in zip(manifest.buckets, buffers, strict=True)]
    base = DeltaBase()
    base.commit(1, manifest.digest(), {ALL: buffers}, {ALL: sums}, "xxh3")
    step(module, 1e-6)
    manifest, buffers = packed(module)
    round_ = packed_round(manifest, module, base, "xxh3")
    summary = round_.summary()
    info = DeltaBaseInfo(
        version=1, manifest_digest=manifest.digest(), checksum="xxh3",
        checksums_digest=checksums_digest(sums),
    )  # fmt: skip
    held = SyncCapabilities(delta=True, delta_base=info, point_to_point=True)
    offers = {"a": held, "b": SyncCapabilities(delta=True, point_to_point=True)}
    ranks = {"a": 2, "b": 1}
    assert round_.decide(True, offers, ranks)
    assert set(round_.decision.base_for) == {"a"} and round_.point_to_point
    # The plan of transfers: a's two receiver ranks take the delta, b's one the whole.
    assert [p.delta for p in round_.transfers.from_sender(0)] == [True, True, False]
    assert "holds no delta base" in round_.decision.whole_for["b"]
    count = len(manifest.buckets)
    whole = [round_.payload(ALL, k, False).numel() for k in range(count)]
    assert whole == [b.nbytes for b in manifest.buckets]
    delta = sum(round_.payload(ALL, k, True).numel() for k in range(count))
    assert delta == summary.delta_bytes(ALL)
    sent = round_.figures().bytes_moved
    assert sent == 2 * summary.delta_bytes(ALL) + summary.whole_bytes[ALL]
    # An endpoint that cannot take a round point to point (a seed peer, an older one): the
    # round goes whole, by broadcast.
    assert not round_.decide(True, offers | {"c": None}, ranks | {"c": 1})
    assert "c cannot take a round point to point" in str(round_.decision.why_whole)
    assert "does not take deltas" in str(round_.decision.why_whole)
    assert not round_.decide(True, offers, ranks, backend="nccl")
    assert "more than one broadcast" in str(round_.decision.why_whole)
    assert round_.decide(True, {"a": held}, {"a": 2}, backend="nccl")
    assert not round_.point_to_point  # every endpoint holds the base: a broadcast
    assert not round_.decide(False, offers, ranks)
    assert round_.decision.why_whole == "delta not asked for"
