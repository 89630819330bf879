"""Wire models: the seed requests parse as written; every listed bad input names its field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch
from pydantic import BaseModel, ValidationError

from twophase.core.dtypes import DTYPE_NAMES, dtype_name, normalize_dtype_name, parse_dtype
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    DestroyWeightsUpdateGroupRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SuccessResponse,
    Timeouts,
)
from twophase.core.sync_state import SyncStateResponse
from twophase.core.trainer_protocol import AddInferenceEndpointRequest, SyncInferenceWeightsRequest

FIXTURES = Path(__file__).parent / "fixtures"

SEED_MESSAGES: dict[str, type[BaseModel]] = {
    "seed_000_prepare_request.json": PrepareWeightsUpdateRequest,
    "seed_000_prepare_response.json": PrepareWeightsUpdateResponse,
    "seed_000_complete_request.json": CompleteWeightsUpdateRequest,
    "seed_000_complete_response.json": CompleteWeightsUpdateResponse,
    "seed_000_add_endpoint_request.json": AddInferenceEndpointRequest,
    "seed_000_sync_request.json": SyncInferenceWeightsRequest,
    "seed_001_init_request.json": InitWeightsUpdateGroupRequest,
    "seed_001_init_response.json": SuccessResponse,
    "seed_001_prepare_request.json": PrepareWeightsUpdateRequest,
    "seed_001_prepare_response.json": PrepareWeightsUpdateResponse,
    "seed_001_complete_request.json": CompleteWeightsUpdateRequest,
    "seed_001_complete_response.json": CompleteWeightsUpdateResponse,
    "seed_001_destroy_request.json": DestroyWeightsUpdateGroupRequest,
}


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / name).read_text())
    return data


def test_every_fixture_is_covered() -> None:
    assert {p.name for p in FIXTURES.glob("*.json")} == set(SEED_MESSAGES)


@pytest.mark.parametrize(("name", "model"), SEED_MESSAGES.items())
def test_seed_messages_parse_and_keep_every_field(name: str, model: type[BaseModel]) -> None:
    data = load(name)
    parsed = model.model_validate(data)
    dumped = parsed.model_dump()
    for key, value in data.items():
        assert dumped[key] == value, key


def test_seed_000_prepare_response_without_success_gets_it_from_status() -> None:
    assert PrepareWeightsUpdateResponse.model_validate({"status": "ready"}).success is True
    assert PrepareWeightsUpdateResponse.model_validate({"status": "error"}).success is False


def test_extensions_default_to_the_seed_behaviour() -> None:
    prepare = PrepareWeightsUpdateRequest.model_validate(load("seed_001_prepare_request.json"))
    assert prepare.transfer_format == "per_tensor"
    assert prepare.sync_id is None and prepare.weight_version is None
    assert prepare.checksum is None and prepare.timeouts is None
    init = InitWeightsUpdateGroupRequest.model_validate(load("seed_001_init_request.json"))
    assert init.attempt is None and init.timeout_s is None
    complete = CompleteWeightsUpdateRequest.model_validate(load("seed_000_complete_request.json"))
    assert complete.sync_id is None and complete.bucket_checksums is None
    sync = SyncInferenceWeightsRequest.model_validate(load("seed_000_sync_request.json"))
    # No master_address: the trainer binds the local address that routes to its endpoints
    # (127.0.0.1 for endpoints on localhost: the seed's "localhost"), never a fixed name.
    assert (sync.master_address, sync.group_name, sync.transfer_format) == (
        None,
        "weight_sync_group",
        None,
    )


def test_extensions_parse_when_given() -> None:
    data = load("seed_001_prepare_request.json") | {
        "sync_id": "sync-3",
        "weight_version": 3,
        "transfer_format": "flattened",
        "checksum": "crc32",
        "timeouts": {"first_byte": 5, "progress": 30},
    }
    prepare = PrepareWeightsUpdateRequest.model_validate(data)
    assert prepare.timeouts is not None and prepare.timeouts.over().first_byte == 5


def bad_prepare(**bucket_changes: Any) -> dict[str, Any]:
    data = load("seed_001_prepare_request.json")
    data["buckets"][0].update(bucket_changes)
    return data


def with_changes(name: str, **changes: Any) -> dict[str, Any]:
    return load(name) | changes


# (model, payload, text that must appear in the error: the field, and what is wrong with it)
BAD_INPUTS: list[tuple[str, type[BaseModel], dict[str, Any], tuple[str, ...]]] = [
    (
        "unknown dtype",
        PrepareWeightsUpdateRequest,
        bad_prepare(dtypes=["bfloat16", "bfloat17", "bfloat16"]),
        ("buckets.0.dtypes.1", "bfloat17"),
    ),
    (
        "negative dimension",
        PrepareWeightsUpdateRequest,
        bad_prepare(shapes=[[151936, -2048], [4096, 2048], [128]]),
        ("buckets.0.shapes.0", "negative"),
    ),
    (
        "absurd shape",
        PrepareWeightsUpdateRequest,
        bad_prepare(shapes=[[2**30, 2**30], [4096, 2048], [128]]),
        ("buckets.0.shapes.0", "elements"),
    ),
    (
        "num_buckets mismatch",
        PrepareWeightsUpdateRequest,
        with_changes("seed_001_prepare_request.json", num_buckets=73),
        ("num_buckets", "len(buckets)"),
    ),
    (
        "lengths differ in a bucket",
        PrepareWeightsUpdateRequest,
        bad_prepare(dtypes=["bfloat16", "bfloat16"]),
        ("buckets.0", "names=3", "dtypes=2"),
    ),
    (
        "duplicate name across buckets",
        PrepareWeightsUpdateRequest,
        bad_prepare(
            names=["model.embed_tokens.weight", "model.layers.0.mlp.experts.gate_proj", "x"]
        ),
        ("names", "duplicate", "model.layers.0.mlp.experts.gate_proj"),
    ),
    (
        "empty name",
        PrepareWeightsUpdateRequest,
        bad_prepare(names=["model.embed_tokens.weight", "", "x"]),
        ("buckets.0.names.1",),
    ),
    (
        "empty bucket",
        PrepareWeightsUpdateRequest,
        bad_prepare(names=[], dtypes=[], shapes=[]),
        ("buckets.0.names",),
    ),
    (
        "port 0",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", master_port=0),
        ("master_port",),
    ),
    (
        "port 65536",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", master_port=65536),
        ("master_port",),
    ),
    (
        "world_size 1",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", world_size=1),
        ("world_size",),
    ),
    (
        "rank_offset 0",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", rank_offset=0),
        ("rank_offset",),
    ),
    (
        "rank_offset outside the world",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", rank_offset=5),
        ("rank_offset", "world_size"),
    ),
    (
        "negative staging_bytes",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", staging_bytes=-1),
        ("staging_bytes",),
    ),
    (
        "staging_bytes over a TiB",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", staging_bytes=(1 << 40) + 1),
        ("staging_bytes",),
    ),
    (
        "unknown backend",
        InitWeightsUpdateGroupRequest,
        with_changes("seed_001_init_request.json", backend="mpi"),
        ("backend",),
    ),
    (
        "missing group_name",
        PrepareWeightsUpdateRequest,
        {k: v for k, v in load("seed_001_prepare_request.json").items() if k != "group_name"},
        ("group_name",),
    ),
    (
        "endpoint port",
        AddInferenceEndpointRequest,
        with_changes("seed_000_add_endpoint_request.json", port=70000),
        ("port",),
    ),
    (
        "endpoint world_size 0",
        AddInferenceEndpointRequest,
        with_changes("seed_000_add_endpoint_request.json", world_size=0),
        ("world_size",),
    ),
    (
        "buffer size 0",
        SyncInferenceWeightsRequest,
        with_changes("seed_000_sync_request.json", buffer_size_mb=0),
        ("buffer_size_mb",),
    ),
    (
        "negative timeout",
        PrepareWeightsUpdateRequest,
        with_changes("seed_001_prepare_request.json", timeouts={"progress": -1}),
        ("timeouts.progress",),
    ),
]


@pytest.mark.parametrize(
    ("model", "payload", "needles"),
    [case[1:] for case in BAD_INPUTS],
    ids=[case[0] for case in BAD_INPUTS],
)
def test_bad_input_is_rejected_naming_the_field(
    model: type[BaseModel], payload: dict[str, Any], needles: tuple[str, ...]
) -> None:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(payload)
    message = str(caught.value)
    for needle in needles:
        assert needle in message, f"{needle!r} not in {message}"


def test_every_torch_dtype_has_a_wire_name_that_round_trips() -> None:
    all_dtypes = {v for v in vars(torch).values() if isinstance(v, torch.dtype)}
    assert {parse_dtype(n) for n in DTYPE_NAMES} == all_dtypes
    for dtype in all_dtypes:
        name = dtype_name(dtype)
        assert parse_dtype(name) is dtype
        assert normalize_dtype_name(f"torch.{name}") == name
    for name in ("float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz"):
        assert name in DTYPE_NAMES


def test_dtype_aliases_normalise_to_canonical_names() -> None:
    bucket = {
        "names": ["a", "b", "c"],
        "dtypes": ["torch.bfloat16", "half", "long"],
        "shapes": [[1]] * 3,
    }
    prepare = PrepareWeightsUpdateRequest(num_buckets=1, buckets=[bucket], group_name="g")  # type: ignore[list-item]
    assert prepare.buckets[0].dtypes == ["bfloat16", "float16", "int64"]


def test_scalars_and_empty_tensors_are_valid_shapes() -> None:
    bucket = {"names": ["scale", "empty"], "dtypes": ["float32", "float32"], "shapes": [[], [0, 4]]}
    prepare = PrepareWeightsUpdateRequest(num_buckets=1, buckets=[bucket], group_name="g")  # type: ignore[list-item]
    assert prepare.buckets[0].shapes == [[], [0, 4]]


def test_sync_state_response_carries_the_machine_snapshot() -> None:
    from twophase.core.machine import SyncMachine
    from twophase.core.table import GUARDS, Role, Trigger

    class AllTrue:
        def __getattr__(self, name: str) -> Any:
            if name in GUARDS:
                return lambda: True
            raise AttributeError(name)

    machine = SyncMachine(Role.RECEIVER, AllTrue())
    machine.fire(Trigger.JOIN_GROUP)
    state = SyncStateResponse.model_validate(machine.snapshot() | {"weight_version": 0})
    assert state.state == "GROUP_READY" and state.history[0].trigger == "join_group"
    assert Timeouts().over().group_join > 0
