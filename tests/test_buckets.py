"""Bucket planning, the manifest digest, and flat pack/unpack for every dtype."""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from twophase.core import checksums
from twophase.core.buckets import (
    ALIGNMENT,
    BYTES_PER_MB,
    Manifest,
    TensorSpec,
    as_bytes,
    new_buffer,
    pack,
    plan_buckets,
    unpack,
)
from twophase.core.checksums import Checksummer, checksum, warm_wsum64
from twophase.core.dtypes import DTYPE_NAMES, parse_dtype
from twophase.errors import ManifestError

QUANTIZED = {"qint8", "qint32", "quint8", "quint4x2", "quint2x4"}
BYTE_DTYPES = [n for n in DTYPE_NAMES if n not in QUANTIZED]

specs_strategy = st.lists(
    st.builds(
        TensorSpec,
        name=st.just(""),
        dtype=st.sampled_from(["bfloat16", "float32", "int64", "bool", "float8_e4m3fn"]),
        shape=st.lists(st.integers(0, 300), max_size=3).map(tuple),
    ),
    min_size=1,
    max_size=40,
).map(lambda specs: [TensorSpec(f"t{i}", s.dtype, s.shape) for i, s in enumerate(specs)])


@settings(max_examples=200, deadline=None)
@given(specs=specs_strategy, budget_kb=st.integers(1, 400))
def test_planner_keeps_order_respects_the_budget_and_is_deterministic(
    specs: list[TensorSpec], budget_kb: int
) -> None:
    budget_mb = budget_kb / 1024
    manifest = plan_buckets(specs, budget_mb)
    assert manifest.specs == specs
    assert plan_buckets(specs, budget_mb) == manifest
    for bucket in manifest.buckets:
        # Over budget only when a single tensor alone is larger than the budget.
        assert bucket.nbytes <= budget_kb * 1024 + ALIGNMENT or len(bucket.slots) == 1
        for slot in bucket.slots:
            assert slot.offset % ALIGNMENT == 0
    # Greedy: no bucket could have taken the next bucket's first tensor.
    for this, nxt in zip(manifest.buckets, manifest.buckets[1:], strict=False):
        first = nxt.slots[0].spec
        last = this.slots[-1]
        grown = -(-(last.offset + last.spec.nbytes) // ALIGNMENT) * ALIGNMENT + first.nbytes
        assert grown > budget_kb * 1024


def test_a_tensor_larger_than_the_budget_gets_its_own_bucket() -> None:
    specs = [
        TensorSpec("small.a", "float32", (10,)),
        TensorSpec("huge", "float32", (BYTES_PER_MB,)),  # 4 MB
        TensorSpec("small.b", "float32", (10,)),
    ]
    manifest = plan_buckets(specs, buffer_size_mb=1)
    assert [b.names for b in manifest.buckets] == [["small.a"], ["huge"], ["small.b"]]


def test_planner_rejects_duplicates_quantized_and_nothing() -> None:
    with pytest.raises(ManifestError, match="w: the same name appears twice"):
        plan_buckets([TensorSpec("w", "float32", (1,))] * 2, 1)
    with pytest.raises(ManifestError, match="scales: dtype qint8 is quantized"):
        plan_buckets([TensorSpec("scales", "qint8", (4,))], 1)
    with pytest.raises(ManifestError, match="no tensors"):
        plan_buckets([], 1)


def make_tensor(dtype_name: str, shape: tuple[int, ...], seed: int) -> torch.Tensor:
    """A tensor of any dtype with seeded random bytes (so every bit pattern is exercised)."""
    dtype = parse_dtype(dtype_name)
    numel = 1
    for dim in shape:
        numel *= dim
    generator = torch.Generator().manual_seed(seed)
    raw = torch.randint(0, 256, (numel * dtype.itemsize,), dtype=torch.uint8, generator=generator)
    if dtype is torch.bool:
        raw = raw % 2
    return raw.view(dtype).view(shape)


def test_pack_unpack_is_byte_exact_for_every_dtype_and_views_do_not_copy() -> None:
    shapes = [(), (0,), (3,), (5, 7), (2, 3, 4)]
    tensors = {
        f"{name}.{i}": make_tensor(name, shape, seed=i)
        for name in BYTE_DTYPES
        for i, shape in enumerate(shapes)
    }
    manifest = plan_buckets([TensorSpec.of(n, t) for n, t in tensors.items()], buffer_size_mb=0.01)
    assert len(manifest.buckets) > 1
    for bucket in manifest.buckets:
        buffer = new_buffer(bucket)
        packed = pack(bucket, tensors, buffer)
        views = unpack(bucket, packed)
        assert list(views) == bucket.names
        for name, view in views.items():
            original = tensors[name]
            assert view.dtype is original.dtype and view.shape == original.shape
            assert torch.equal(as_bytes(view), as_bytes(original))
            if view.numel():
                base = buffer.data_ptr()
                assert base <= view.data_ptr() < base + buffer.numel()  # a view, not a copy


def test_pack_accepts_a_sequence_in_bucket_order_and_checks_each_tensor() -> None:
    specs = [TensorSpec("a", "float16", (4,)), TensorSpec("b", "int64", (2, 2))]
    (bucket,) = plan_buckets(specs, 1).buckets
    a, b = torch.ones(4, dtype=torch.float16), torch.arange(4).view(2, 2)
    views = unpack(bucket, pack(bucket, [a, b], new_buffer(bucket)))
    assert torch.equal(views["a"], a) and torch.equal(views["b"], b)
    with pytest.raises(ManifestError, match=r"b: planned as int64 \[2, 2\], got int64 \[4\]"):
        pack(bucket, [a, torch.arange(4)], new_buffer(bucket))
    with pytest.raises(ManifestError, match="a: planned as float16"):
        pack(bucket, [a.float(), b], new_buffer(bucket))


def sample_manifest() -> Manifest:
    return plan_buckets(
        [
            TensorSpec("embed", "bfloat16", (100, 8)),
            TensorSpec("q_proj", "bfloat16", (8, 8)),
            TensorSpec("norm", "float32", (8,)),
        ],
        buffer_size_mb=0.0016,
    )


def test_manifest_round_trips_through_the_wire_and_keeps_its_digest() -> None:
    manifest = sample_manifest()
    again = Manifest.from_wire(manifest.to_wire())
    assert again == manifest and again.digest() == manifest.digest()
    assert again.first_difference(manifest) is None


def changed_specs(kind: str) -> list[TensorSpec]:
    embed, q_proj, norm = sample_manifest().specs
    return {
        "shape": [embed, replace(q_proj, shape=(8, 4)), norm],
        "dtype": [embed, q_proj, replace(norm, dtype="float16")],
        "order": [embed, norm, q_proj],
        "missing": [embed, q_proj],
    }[kind]


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("shape", "q_proj: expected bfloat16 [8, 8], got bfloat16 [8, 4]"),
        ("dtype", "norm: expected float32 [8], got float16 [8]"),
        ("order", "order differs at position 1: expected q_proj, got norm"),
        ("missing", "norm: expected at position 2, missing at the peer"),
    ],
)
def test_a_different_manifest_changes_the_digest_and_is_named(kind: str, message: str) -> None:
    manifest = sample_manifest()
    other = plan_buckets(changed_specs(kind), buffer_size_mb=0.0016)
    assert other.digest() != manifest.digest()
    assert manifest.first_difference(other) == message


def test_a_different_bucket_boundary_changes_the_digest() -> None:
    manifest = sample_manifest()
    one_bucket = plan_buckets(manifest.specs, buffer_size_mb=1)
    assert len(one_bucket.buckets) < len(manifest.buckets)
    assert one_bucket.digest() != manifest.digest()
    assert manifest.first_difference(one_bucket) is not None


@pytest.mark.parametrize("algorithm", ["crc32", "sha256", "xxh3", "wsum64"])
def test_checksum_catches_a_flipped_byte_and_a_zeroed_buffer(algorithm: str) -> None:
    manifest = sample_manifest()
    bucket = manifest.buckets[0]
    tensors = {s.spec.name: make_tensor(s.spec.dtype, s.spec.shape, 1) for s in bucket.slots}
    buffer = pack(bucket, tensors, new_buffer(bucket).zero_())
    good = checksum(bucket, buffer, algorithm)  # type: ignore[arg-type]
    assert checksum(bucket, buffer.clone(), algorithm) == good  # type: ignore[arg-type]
    # Padding is not covered: a buffer with different padding bytes has the same checksum,
    # and so does the sender's running checksum over its tensors.
    padded = buffer.clone()
    padded[bucket.nbytes - 1] ^= 0xFF if bucket.nbytes > bucket.payload_bytes else 0
    assert checksum(bucket, padded, algorithm) == good  # type: ignore[arg-type]
    running = Checksummer(algorithm)  # type: ignore[arg-type]
    for slot in bucket.slots:
        running.update(tensors[slot.spec.name])
    assert running.hexdigest() == good
    flipped = buffer.clone()
    flipped[bucket.slots[-1].offset] ^= 0x01
    assert checksum(bucket, flipped, algorithm) != good  # type: ignore[arg-type]
    assert checksum(bucket, torch.zeros_like(buffer), algorithm) != good  # type: ignore[arg-type]


def _wsum64_reference(tensors: list[torch.Tensor], chunk_words: int) -> str:
    """wsum64 in plain Python integers, from its definition: per tensor, its byte count,
    then per chunk of little-endian 64-bit words the sum of word * weight mod 2^64 (weight
    i = (i + 1) * 0x9E3779B97F4A7C15 | 1, restarting per chunk; the 1-7 trailing bytes are
    one word each), all folded in order with FNV-1a."""
    mask, key = (1 << 64) - 1, 0x9E3779B97F4A7C15
    folded = 0xCBF29CE484222325

    def fold(value: int) -> None:
        nonlocal folded
        folded = ((folded ^ (value & mask)) * 0x100000001B3) & mask

    for tensor in tensors:
        raw = bytes(tensor.contiguous().reshape(-1).view(torch.uint8).tolist())
        fold(len(raw))
        body = len(raw) // 8 * 8
        words = [int.from_bytes(raw[i : i + 8], "little") for i in range(0, body, 8)]
        for start in range(0, len(words), chunk_words):
            chunk = words[start : start + chunk_words]
            fold(sum(w * (((i + 1) * key | 1) & mask) for i, w in enumerate(chunk)))
        if len(raw) > body:
            tail = raw[body:]
            fold(sum(b * (((i + 1) * key | 1) & mask) for i, b in enumerate(tail)))
    return f"{folded:016x}"


def test_wsum64_matches_its_definition_across_chunks_tails_and_unaligned_tensors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import twophase.core.checksums as checksums

    monkeypatch.setattr(checksums, "_WSUM_CHUNK_WORDS", 5)  # many chunks from small tensors
    monkeypatch.setattr(checksums, "_wsum_weights_by_device", {})
    generator = torch.Generator().manual_seed(3)
    big = torch.randint(-(2**62), 2**62, (40,), dtype=torch.int64, generator=generator)
    tensors = [
        big,  # products and sums that wrap mod 2^64
        torch.randint(0, 256, (13,), dtype=torch.uint8, generator=generator),  # tail only
        torch.randn(7, 3, generator=generator).to(torch.bfloat16),  # 42 bytes: words + tail
        torch.randint(0, 256, (97,), dtype=torch.uint8, generator=generator)[1:],  # unaligned
        torch.empty(0, dtype=torch.float32),
    ]
    running = Checksummer("wsum64")
    for tensor in tensors:
        running.update(tensor)
    assert running.hexdigest() == _wsum64_reference(tensors, chunk_words=5)


def test_wsum64_catches_swapped_words_and_reordered_tensors() -> None:
    words = torch.arange(1, 65, dtype=torch.int64)

    def digest(*tensors: torch.Tensor) -> str:
        running = Checksummer("wsum64")
        for tensor in tensors:
            running.update(tensor)
        return running.hexdigest()

    swapped = words.clone()
    swapped[[3, 4]] = swapped[[4, 3]]
    assert digest(words) != digest(swapped)
    a, b = words[:32], words[32:]
    assert digest(a, b) != digest(b, a)
    # the same bytes split at another tensor boundary are another bucket layout
    assert digest(a, b) != digest(words[:16], words[16:])


def test_warming_wsum64_leaves_its_weights_on_the_device() -> None:
    device = torch.device("cpu")
    checksums._wsum_weights_by_device.pop(device, None)
    warm_wsum64(device)
    assert checksums._wsum_weights_by_device[device].device == device
