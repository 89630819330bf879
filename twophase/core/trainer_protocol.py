"""The trainer's own small app (``twophase trainer``, ``sender/trainer_app.py``): add or remove an
inference endpoint, run a sync, and the sync's answer. Seed 000's trainer requests parse as
written. The types shared with the receiver's routes (hosts, ports, deadlines, formats) are
``protocol.py``'s."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from twophase.core.protocol import (
    DEFAULT_GROUP_NAME,
    MAX_BUFFER_SIZE_MB,
    ChecksumChoice,
    Host,
    Name,
    NonEmptyStr,
    Port,
    Timeouts,
    TransferFormat,
    WireModel,
)
from twophase.core.table import Phase

# How a sync's buckets went: through the trainer's shared memory (every server on its host)
# or through the sync group.
SyncRoute = Literal["shared memory", "group"]
SHARED_MEMORY: SyncRoute = "shared memory"
GROUP: SyncRoute = "group"

MAX_ENDPOINT_WORLD_SIZE = 4096  # TP ranks of one endpoint


class AddInferenceEndpointRequest(WireModel):
    host: Host
    port: Port
    world_size: int = Field(
        ge=1, le=MAX_ENDPOINT_WORLD_SIZE, description="the endpoint's TP size (its ranks)"
    )
    api_key: NonEmptyStr | None = Field(
        default=None,
        max_length=4096,
        description="the endpoint's bearer token (default: the trainer's own); never echoed",
    )
    engine: str = Field(
        default="twophase",
        max_length=64,
        description='a name in twophase.engines.registry: "vllm" (its RL routes), "sglang"',
    )


class RemoveInferenceEndpointRequest(WireModel):
    host: Host
    port: Port


class SyncInferenceWeightsRequest(WireModel):
    master_port: Port = 29600
    buffer_size_mb: float = Field(default=1024.0, gt=0, le=MAX_BUFFER_SIZE_MB, allow_inf_nan=False)
    master_address: Host | None = Field(
        default=None,
        description="where the servers reach the trainer; the group's store and the trainer's "
        "gloo device bind only there (None: the local address that routes to the endpoints; "
        "for endpoints on localhost, 127.0.0.1, the seed's localhost)",
    )
    group_name: NonEmptyStr = DEFAULT_GROUP_NAME
    flush_cache: bool = False
    transfer_format: TransferFormat | None = Field(
        default=None, description="None: flattened if every endpoint speaks it, else per_tensor"
    )
    checksum: ChecksumChoice | None = Field(
        default="auto", description="per-bucket checksums, compared in the commit vote; null: off"
    )
    timeouts: Timeouts | None = None
    delta: bool | Literal["auto"] = Field(
        default=False,
        description="send only the words changed since the last committed sync, where every "
        "endpoint holds it (auto: and under half the whole bytes); refused: whole, same round",
    )
    gather: bool = Field(
        default=False,
        description="a trainer of several ranks: rank 0 gathers the full tensors and sends "
        "them as one sender (today's way, to compare), not every rank its shards",
    )
    shared_memory: bool = Field(
        default=True,
        description="where every endpoint is on the trainer's host, the buckets go through "
        "shared memory (the answer's route says whether they did, why_not_shared why not); "
        "false: always through the group",
    )
    adapter: Name | None = Field(
        default=None,
        description="a trainer of a LoRA adapter (twophase trainer --lora-rank): sync the "
        "adapter alone, as the servers' adapter of this name (None: the base weights)",
    )


class EndpointResult(WireModel):
    host: str
    port: int
    success: bool
    phase: Phase | None = None  # the step that failed at this endpoint
    message: str = ""


class ShardChecksumsRequest(WireModel):
    """``POST /weights_checksum`` on the trainer: what a tensor-parallel endpoint whose ranks
    hold these parts of the trainer's weights should report (its ``GET /weights_checksum``
    lists them, ``ranks[i].layout``): per TP rank, per tensor, its boxes as ``[start, stop]``
    per dim (a tensor not named: held whole)."""

    layouts: list[dict[NonEmptyStr, list[list[list[int]]]]] = Field(min_length=1, max_length=1024)


class SyncInferenceWeightsResponse(WireModel):
    success: bool
    message: str = ""
    sync_id: str | None = None
    weight_version: int | None = None
    transfer_format: TransferFormat | None = None
    num_buckets: int = 0
    total_bytes: int = 0
    phase_seconds: dict[str, float] = Field(default_factory=dict)
    gbps: float | None = None
    endpoints: list[EndpointResult] = Field(default_factory=list)
    # Per endpoint (host:port), as its complete answer said; absent where it did not say.
    pause_ms: dict[str, float] = Field(default_factory=dict)
    generate_wait_ms: dict[str, float] = Field(default_factory=dict)
    # Past the commit point the sync is committed (at ``weight_version``), even where an
    # endpoint has not confirmed the apply yet (host:port -> why; followed up).
    committed: bool = False
    unconfirmed: dict[str, str] = Field(default_factory=dict)
    # What went on the wire: a delta's payloads, or every bucket whole (``delta``: the
    # delta's figures, where the sync could send one).
    bytes_moved: int = 0
    delta: dict[str, Any] | None = None
    # How the buckets went ("shared memory": every server on the trainer's host; "group")
    # and, by the group, why not by shared memory.
    route: SyncRoute = GROUP
    why_not_shared: str | None = None
    # A sharded sync's endpoints that took whole tensors from rank 0 once its sharded part
    # committed (host:port -> why: they answer no /sync_capabilities).
    whole_after: dict[str, str] = Field(default_factory=dict)
