"""Delta encoding of a bucket: bit-exact round trips at every density, word and dtype, the
smallest encoding chosen, NaN payloads and signed zeros seen as changes, malformed payloads
refused before a byte changes, and the density of a real AdamW step."""

from __future__ import annotations

import json
import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from twophase.core import delta
from twophase.core.buckets import TensorSpec, as_bytes, new_buffer, pack, plan_buckets, unpack
from twophase.core.delta_sizes import WORD_SIZES
from twophase.core.dtypes import DTYPE_NAMES, parse_dtype
from twophase.core.protocol import DeltaBucket

QUANTIZED = {"qint8", "qint32", "quint8", "quint4x2", "quint2x4"}
BYTE_DTYPES = [n for n in DTYPE_NAMES if n not in QUANTIZED]
DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
WORD_DTYPES = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def random_bytes(count: int, generator: torch.Generator) -> torch.Tensor:
    return torch.randint(0, 256, (count,), dtype=torch.uint8, generator=generator)


def changed_copy(
    base: torch.Tensor, word: int, positions: torch.Tensor, generator: torch.Generator
) -> torch.Tensor:
    """``base`` with the bits of exactly the words at ``positions`` changed."""
    new = base.clone()
    flips = random_bytes(positions.numel() * word, generator).view(WORD_DTYPES[word])
    flips = torch.where(flips == 0, torch.ones_like(flips), flips)
    words = new.view(WORD_DTYPES[word])
    words[positions] = words[positions] ^ flips
    return new


@st.composite
def bucket_pairs(draw: st.DrawFn) -> tuple[torch.Tensor, torch.Tensor, int, int]:
    """(base, new, word, changed): two versions of a uint8 bucket at a drawn density."""
    word = draw(st.sampled_from(WORD_SIZES))
    words = draw(st.integers(0, 4000))
    generator = torch.Generator().manual_seed(draw(st.integers(0, 2**32 - 1)))
    how = draw(st.sampled_from(["none", "one", "all", "sparse", "random"]))
    if how == "none" or words == 0:
        positions = torch.empty(0, dtype=torch.int64)
    elif how == "one":
        positions = torch.tensor([draw(st.integers(0, words - 1))])
    elif how == "all":
        positions = torch.arange(words)
    else:
        count = draw(st.integers(0, words if how == "random" else min(words, 40)))
        positions = torch.randperm(words, generator=generator)[:count]
    base = random_bytes(words * word, generator)
    return base, changed_copy(base, word, positions, generator), word, positions.numel()


@settings(max_examples=300, deadline=None)
@given(bucket_pairs(), st.sampled_from(DEVICES), st.integers(0, 7))
def test_round_trip_any_density_and_word(
    pair: tuple[torch.Tensor, torch.Tensor, int, int], device: str, offset: int
) -> None:
    base, new, word, changed = pair
    base, new = base.to(device), new.to(device)
    kept_base, kept_new = base.clone(), new.clone()
    encoded = delta.encode(base, new, word)
    assert torch.equal(base, kept_base) and torch.equal(new, kept_new)  # inputs untouched
    words = base.numel() // word
    assert (encoded.changed, encoded.words, encoded.word) == (changed, words, word)
    assert encoded.density == (changed / words if words else 0.0)
    assert encoded.density == delta.density(base, new, word)
    options = delta.sizes(words, changed, word)
    assert encoded.nbytes == options[encoded.kind] == min(options.values())
    assert options["whole"] == words * word
    assert options["bitmap"] == math.ceil(words / 8) + changed * word
    assert options["indices"] == changed * (4 + word)
    header = DeltaBucket.model_validate(json.loads(encoded.header().model_dump_json()))
    assert header.nbytes == delta.encoded_size(
        header.kind, header.changed, header.bucket_nbytes, header.word
    )
    # The receiver's payload lands at any byte offset of a larger receive buffer.
    received = torch.zeros(encoded.nbytes + offset, dtype=torch.uint8, device=device)
    received[offset:].copy_(encoded.payload)
    patched = base.clone()
    delta.apply_header(patched, received[offset:], header)
    assert torch.equal(patched, new)


@settings(max_examples=200, deadline=None)
@given(
    words=st.integers(0, 2**40),
    fraction=st.floats(0, 1),
    word=st.sampled_from(WORD_SIZES),
)
def test_the_smallest_encoding_is_chosen(words: int, fraction: float, word: int) -> None:
    changed = int(words * fraction)
    options = delta.sizes(words, changed, word)
    kind = delta.choose(words, changed, word)
    assert options[kind] == min(options.values())
    assert ("indices" in options) == (words < 2**31)
    if changed == 0:
        assert kind == ("whole" if words == 0 else "indices" if words < 2**31 else "bitmap")
    if changed == words and words:
        assert kind == "whole"  # a full change is never worth an index or a bit


def test_crossovers_between_encodings() -> None:
    # 1000 bf16 words: indices (6 bytes a change) below 125 + 2c, i.e. under 31.25 changes;
    # whole (2000 bytes) from 937.5 changes on.
    assert [delta.choose(1000, c, 2) for c in (0, 31, 32, 937, 938, 1000)] == [
        "indices",
        "indices",
        "bitmap",
        "bitmap",
        "whole",
        "whole",
    ]


@pytest.mark.parametrize("dtype_name", BYTE_DTYPES)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), fraction=st.sampled_from([0.0, 0.01, 0.3, 1.0]))
def test_every_dtype_in_a_packed_bucket(dtype_name: str, seed: int, fraction: float) -> None:
    dtype = parse_dtype(dtype_name)
    shapes = [(37,), (5, 3), (1,)]
    specs = [TensorSpec(f"t{i}", dtype_name, shape) for i, shape in enumerate(shapes)]
    specs.append(TensorSpec("norm", "float32", (3,)))
    (bucket,) = plan_buckets(specs, buffer_size_mb=1).buckets
    generator = torch.Generator().manual_seed(seed)
    versions = []
    for _ in range(2):
        tensors = {
            s.name: random_bytes(s.nbytes, generator).view(s.torch_dtype).view(s.shape)
            for s in specs
        }
        versions.append(tensors)
    base_tensors, new_tensors = versions
    # Keep each element of the new version where a coin says so: a partial change.
    for name, tensor in new_tensors.items():
        keep = torch.rand(tensor.numel(), generator=generator) >= fraction
        new_bytes = as_bytes(tensor).view(tensor.numel(), -1)
        new_bytes[keep] = as_bytes(base_tensors[name]).view(tensor.numel(), -1)[keep]
    base = pack(bucket, base_tensors, new_buffer(bucket)).clone()
    new = pack(bucket, new_tensors, new_buffer(bucket)).clone()
    assert delta.word_for(bucket) == min(dtype.itemsize, 8)  # its 53 elements outweigh "norm"
    for word in WORD_SIZES:
        encoded = delta.encode(base, new, word)
        patched = base.clone()
        delta.apply(patched, encoded.kind, encoded.changed, encoded.payload, word)
        for name, view in unpack(bucket, patched).items():
            assert view.dtype == (dtype if name != "norm" else torch.float32)
            assert torch.equal(as_bytes(view), as_bytes(new_tensors[name].contiguous())), name


def special_floats(dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor] | None:
    """(zero, -zero, nan, another nan) as bit patterns of ``dtype``; None where it has no
    signed zero or a single NaN (fnuz and e8m0 float8s, float4)."""
    ints = WORD_DTYPES[dtype.itemsize]
    try:
        one = torch.tensor([0.0, -0.0, math.nan], dtype=torch.float32).to(dtype).view(ints)
    except (RuntimeError, NotImplementedError):  # no conversion from float32 (float4)
        return None
    zero, negative_zero, nan = one.tolist()
    bits = 8 * dtype.itemsize
    # the low bit, the next one, the sign bit: as the signed integers of the int view
    candidates = [nan ^ 1, nan ^ 2, (nan ^ (1 << (bits - 1))) & ((1 << bits) - 1)]
    if ints is not torch.uint8:
        candidates = [c - (1 << bits) if c >= 1 << (bits - 1) else c for c in candidates]
    others = [c for c in candidates if c != nan]
    others = [
        c for c in others if torch.isnan(torch.tensor([c], dtype=ints).view(dtype).float()).item()
    ]
    if zero == negative_zero or not others:
        return None
    base = torch.tensor([zero, nan, 0, nan, negative_zero, nan], dtype=ints).view(dtype)
    new = torch.tensor([negative_zero, others[0], 0, nan, negative_zero, zero], dtype=ints)
    return base, new.view(dtype)


FLOATS = [
    n
    for n in BYTE_DTYPES
    if parse_dtype(n).is_floating_point
    and parse_dtype(n).itemsize in WORD_DTYPES
    and special_floats(parse_dtype(n)) is not None
]


def test_special_floats_cover_the_common_dtypes() -> None:
    assert {"float32", "float16", "bfloat16", "float64", "float8_e4m3fn", "float8_e5m2"} <= set(
        FLOATS
    )


@pytest.mark.parametrize("dtype_name", FLOATS)
@pytest.mark.parametrize("device", DEVICES)
def test_nan_payloads_and_signed_zeros_are_changes(dtype_name: str, device: str) -> None:
    dtype = parse_dtype(dtype_name)
    pair = special_floats(dtype)
    assert pair is not None
    base, new = (t.to(device) for t in pair)
    # As floats: 0.0 == -0.0 hides a change, NaN != NaN invents one.
    assert (base.float() != new.float()).tolist() == [False, True, False, True, False, True]
    word = dtype.itemsize
    mask = delta.changed_mask(base, new, word)
    assert mask.tolist() == [True, True, False, False, False, True]
    encoded = delta.encode(base, new, word)
    assert encoded.changed == 3
    patched = base.clone()
    delta.apply(as_bytes(patched), encoded.kind, encoded.changed, encoded.payload, word)
    assert torch.equal(as_bytes(patched), as_bytes(new))
    assert torch.signbit(patched.float()).tolist() == torch.signbit(new.float()).tolist()


def encoded_of_each_kind(word: int) -> list[tuple[torch.Tensor, delta.EncodedDelta]]:
    generator = torch.Generator().manual_seed(word)
    base = random_bytes(1024 * word, generator)
    out = []
    for count in (3, 300, 1024):
        new = changed_copy(base, word, torch.randperm(1024, generator=generator)[:count], generator)
        out.append((base, delta.encode(base, new, word)))
    assert [e.kind for _, e in out] == ["indices", "bitmap", "whole"]
    return out


@pytest.mark.parametrize("word", WORD_SIZES)
def test_a_payload_of_the_wrong_size_is_refused(word: int) -> None:
    for base, encoded in encoded_of_each_kind(word):
        for payload in (encoded.payload[:-1], torch.cat([encoded.payload, encoded.payload[:1]])):
            patched = base.clone()
            with pytest.raises(ValueError, match=r"payload has \d+ bytes"):
                delta.apply(patched, encoded.kind, encoded.changed, payload, word)
            assert torch.equal(patched, base)
        header = encoded.header().model_copy(update={"nbytes": encoded.nbytes + 1})
        with pytest.raises(ValueError, match="payload"):
            delta.apply_header(base.clone(), encoded.payload, header)
        with pytest.raises(ValueError, match="payload must be a 1-D uint8"):
            delta.apply(base.clone(), encoded.kind, encoded.changed, encoded.payload.char(), word)


@pytest.mark.parametrize("word", WORD_SIZES)
def test_a_base_of_the_wrong_size_is_refused(word: int) -> None:
    for base, encoded in encoded_of_each_kind(word):
        for wrong in (base[: -word * 8], torch.cat([base, base[: word * 8]])):
            kept = wrong.clone()
            with pytest.raises(ValueError, match="base has"):
                delta.apply_header(wrong, encoded.payload, encoded.header())
            assert torch.equal(wrong, kept)
            if encoded.kind != "indices":  # its size alone says the bucket's size
                with pytest.raises(ValueError):
                    delta.apply(wrong, encoded.kind, encoded.changed, encoded.payload, word)
        if word > 1:
            with pytest.raises(ValueError, match="whole number"):
                delta.apply(base[:-1], encoded.kind, encoded.changed, encoded.payload, word)
            with pytest.raises(ValueError, match="boundary"):
                delta.apply(base[1 : 1 + word], "whole", 1, base[:word], word)


def test_a_corrupt_payload_is_refused_before_a_byte_changes() -> None:
    (base, indices), (_, bitmap), _ = encoded_of_each_kind(2)
    # indices come first at w=2: the second index beyond the bucket, then out of order.
    for bad in (1 << 20, 0):
        payload = indices.payload.clone()
        payload[4:8].view(torch.int32).fill_(bad)
        patched = base.clone()
        with pytest.raises(ValueError, match="indices must ascend strictly"):
            delta.apply(patched, "indices", indices.changed, payload, 2)
        assert torch.equal(patched, base)
    payload = bitmap.payload.clone()
    payload[-1] ^= 1  # one word more or fewer marked than the header counts
    patched = base.clone()
    with pytest.raises(ValueError, match="the bitmap marks"):
        delta.apply(patched, "bitmap", bitmap.changed, payload, 2)
    assert torch.equal(patched, base)
    with pytest.raises(ValueError, match="unknown delta kind"):
        delta.apply(patched, "sparse", 0, payload, 2)
    with pytest.raises(ValueError, match="word must be one of"):
        delta.encode(base, base, 3)
    with pytest.raises(ValueError, match="two versions of the same bucket"):
        delta.encode(base, base[:-8], 2)


def test_the_word_is_the_widest_share_of_the_bytes() -> None:
    def word(*specs: tuple[str, tuple[int, ...]]) -> int:
        named = [TensorSpec(f"t{i}", d, s) for i, (d, s) in enumerate(specs)]
        (bucket,) = plan_buckets(named, buffer_size_mb=64).buckets
        return delta.word_for(bucket)

    assert word(("bfloat16", (4096, 4096)), ("float32", (4096,))) == 2
    assert word(("bfloat16", (8,)), ("float32", (4096,))) == 4
    assert word(("bool", (100,)), ("uint8", (10,))) == 1
    assert word(("complex128", (10,))) == 8
    assert word(("float8_e4m3fn", (64,)), ("bfloat16", (32,))) == 2  # a tie: the wider


def adamw_step_density(lr: float) -> tuple[float, delta.EncodedDelta]:
    """The density of one AdamW step of a bf16 linear layer, over its packed bucket."""
    torch.manual_seed(0)
    layer = torch.nn.Linear(256, 256).to(torch.bfloat16)
    optimizer = torch.optim.AdamW(layer.parameters(), lr=lr)
    (bucket,) = plan_buckets(
        [TensorSpec.of(n, p) for n, p in layer.named_parameters()], buffer_size_mb=1
    ).buckets
    word = delta.word_for(bucket)
    assert word == 2
    base = pack(bucket, dict(layer.named_parameters()), new_buffer(bucket)).clone()
    layer(torch.randn(64, 256, dtype=torch.bfloat16)).float().pow(2).mean().backward()
    optimizer.step()
    new = pack(bucket, dict(layer.named_parameters()), new_buffer(bucket)).clone()
    encoded = delta.encode(base, new, word)
    patched = base.clone()
    delta.apply(patched, encoded.kind, encoded.changed, encoded.payload, word)
    assert torch.equal(patched, new)
    return delta.density(base, new, word), encoded


def test_density_of_a_real_adamw_step() -> None:
    low, small = adamw_step_density(1e-6)
    high, large = adamw_step_density(1e-3)
    # Measured: 0.0085 at 1e-6 (only weights near zero have a bf16 ulp under 1e-6), 1.0 at
    # 1e-3 (every weight moves by about lr, several ulps).
    assert 0.002 < low < 0.05
    assert high > 0.95
    assert small.kind == "indices" and small.nbytes < 0.05 * small.bucket_nbytes
    assert large.kind == "whole"
