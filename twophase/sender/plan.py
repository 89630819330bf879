"""The plan of one sync, decided before anything changes: from what every endpoint speaks and
what the caller asked for, the transfer format, the checksum, the weight version, the warnings,
and the wire messages that follow from them. Pure: no I/O, no clock, no randomness.

An endpoint that answered ``/sync_capabilities`` speaks twophase; one that did not (``None``)
speaks only the seed protocol, and then everyone in the sync gets the seed protocol exactly:
per-tensor broadcasts, no probe, no vote, and no extension field in any message.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

import torch

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    AdapterSync,
    ChecksumAlgorithm,
    ChecksumChoice,
    CompleteWeightsUpdateRequest,
    InitWeightsUpdateGroupRequest,
    PrepareWeightsUpdateRequest,
    SyncCapabilities,
    Timeouts,
    TransferFormat,
)
from twophase.core.table import Deadlines, Phase
from twophase.errors import SyncError
from twophase.transport.group import GroupConfig

# What each endpoint speaks, by endpoint name: its capabilities, or None for seed-only.
Offers = Mapping[str, SyncCapabilities | None]


@dataclass(frozen=True)
class SyncOptions:
    """What the caller of ``SyncCoordinator.sync`` asked for."""

    buffer_size_mb: float = 1024.0
    transfer_format: TransferFormat | None = None  # None: flattened where every endpoint can
    # On by default: the commit vote compares checksums, so garbled bytes cannot commit.
    # "auto" picks wsum64 on CUDA (computed on the GPU), xxh3 on the host; None opts out
    # (then the vote only proves every bucket arrived).
    checksum: ChecksumChoice | None = "auto"
    flush_cache: bool = False
    weight_version: int | None = None  # None: one above the sender's and every endpoint's
    timeouts: Timeouts | None = None  # this sync's deadlines, over the sender's own
    # A delta against the last committed sync (``delta_round.py``): "auto" when it is under
    # half the whole bytes, True whenever every endpoint holds the base, False never.
    delta: bool | Literal["auto"] = False
    adapter: AdapterSync | None = None  # the weights are this LoRA adapter's matrices
    # Where every endpoint is on the trainer's host and maps its memory, the buckets go
    # through shared memory (``transport/shared_memory.py``); False: always the group.
    shared_memory: bool = True

    def deadlines(self, defaults: Deadlines) -> Deadlines:
        """This sync's deadlines: ``defaults`` (the sender's), with this sync's overrides.
        The sender's own stay as they are, so an override lasts one sync."""
        return self.timeouts.over(defaults) if self.timeouts else defaults


@dataclass(frozen=True)
class SyncPlan:
    sync_id: str
    weight_version: int
    # Every endpoint speaks twophase: per-attempt store prefix, probe, vote, extension fields.
    twophase: bool
    transfer_format: TransferFormat
    checksum: ChecksumAlgorithm | None  # what the commit vote compares
    warnings: tuple[str, ...]
    adapter: AdapterSync | None = None  # an adapter sync: ``weight_version`` is the adapter's

    @property
    def probe(self) -> bool:
        return self.twophase

    @property
    def vote(self) -> bool:
        return self.twophase

    def prepare_request(
        self, manifest: Manifest, group_name: str, deadlines: Deadlines
    ) -> PrepareWeightsUpdateRequest:
        """Only the fields set here go on the wire (``wire()`` drops unset ones), so a seed
        peer gets exactly the seed's three fields."""
        seed = PrepareWeightsUpdateRequest(
            num_buckets=len(manifest.buckets), buckets=manifest.to_wire(), group_name=group_name
        )
        if not self.twophase:
            return seed
        request = PrepareWeightsUpdateRequest(
            num_buckets=seed.num_buckets,
            buckets=seed.buckets,
            group_name=group_name,
            sync_id=self.sync_id,
            weight_version=self.weight_version,
            transfer_format=self.transfer_format,
            checksum=self.checksum,
            manifest_digest=manifest.digest(),
            timeouts=Timeouts.of(deadlines),
        )
        if self.adapter is not None:  # set only here: unset, it is not on the wire
            request.adapter = self.adapter
        return request

    def complete_request(
        self, group_name: str, flush_cache: bool, checksums: Sequence[str | None] = ()
    ) -> CompleteWeightsUpdateRequest:
        """The complete; with the bucket checksums the vote compared, so that an endpoint the
        vote's answer did not reach can check its own bytes against them before it commits
        on the sender's word (``VoteUncertain``)."""
        if not self.twophase:
            return CompleteWeightsUpdateRequest(group_name=group_name, flush_cache=flush_cache)
        sent = [c for c in checksums if c is not None]
        return CompleteWeightsUpdateRequest(
            group_name=group_name,
            flush_cache=flush_cache,
            sync_id=self.sync_id,
            bucket_checksums=sent if checksums and len(sent) == len(checksums) else None,
        )


def plan_sync(
    offers: Offers,
    options: SyncOptions,
    *,
    sync_id: str,
    last_version: int,
    device: torch.device,
    nccl_cumem_enable: str | None,
) -> SyncPlan:
    """The plan for one sync. ``last_version``: the sender's last synced version;
    ``nccl_cumem_enable``: this process's ``NCCL_CUMEM_ENABLE``."""
    spoken = [c for c in offers.values() if c is not None]
    twophase = len(spoken) == len(offers)
    warnings: list[str] = []
    if not twophase:
        seed_only = sorted(name for name, c in offers.items() if c is None)
        warnings.append(
            f"endpoints {', '.join(seed_only)} speak only the seed protocol: per-tensor format, "
            "no probe, no vote, for everyone in this sync"
        )
    # A different NCCL_CUMEM_ENABLE across ranks can hang or corrupt NCCL transfers.
    mine = nccl_cumem_enable
    warnings += [
        f"NCCL_CUMEM_ENABLE is {mine!r} here but {c.nccl_cumem_enable!r} at {name}"
        for name, c in offers.items()
        if c is not None and c.nccl_cumem_enable != mine
    ]
    # Without an explicit version, continue above every endpoint's (a restarted trainer).
    known = [c.weight_version or 0 for c in spoken]
    if options.adapter is not None:  # the adapter's: above every endpoint's of that name
        last_version, known = 0, adapter_versions(offers, options.adapter.name)
    version = (
        options.weight_version
        if options.weight_version is not None
        else max([last_version, *known]) + 1
    )
    return SyncPlan(
        sync_id=sync_id,
        weight_version=version,
        twophase=twophase,
        transfer_format=(options.transfer_format or "flattened") if twophase else "per_tensor",
        checksum=resolve_checksum(options.checksum, device, spoken) if twophase else None,
        warnings=tuple(warnings),
        adapter=options.adapter,
    )


def adapter_versions(offers: Offers, name: str) -> list[int]:
    """Each endpoint's version of adapter ``name`` (0: it has none); ``SyncError`` naming an
    endpoint that takes no adapters."""
    versions = []
    for endpoint, offer in offers.items():
        if offer is None or offer.adapters is None:
            why = "takes no adapters (its capabilities list none)"
            raise SyncError(Phase.CAPABILITIES, endpoint, f"{endpoint} {why}")
        held = offer.adapters.get(name)
        versions.append(held.version if held is not None else 0)
    return versions


def resolve_checksum(
    requested: ChecksumChoice | None, device: torch.device, spoken: Iterable[SyncCapabilities]
) -> ChecksumAlgorithm | None:
    """``auto``: the fastest checksum where the trainer's tensors are (wsum64 on CUDA, xxh3 on
    the host) if every endpoint speaks it, else crc32 (which every version speaks)."""
    if requested != "auto":
        return requested
    preferred: ChecksumAlgorithm = "wsum64" if device.type == "cuda" else "xxh3"
    return preferred if all(preferred in c.checksums for c in spoken) else "crc32"


def init_request(config: GroupConfig, rank_offset: int) -> InitWeightsUpdateGroupRequest:
    """An endpoint's init: the seed's six fields, and the attempt prefix, join deadline and
    largest bucket (its host staging's size) only when the group has an attempt (every
    endpoint speaks twophase)."""
    seed = {
        "master_address": config.master_address, "master_port": config.master_port,
        "rank_offset": rank_offset, "world_size": config.world_size,
        "group_name": config.group_name, "backend": config.backend,
    }  # fmt: skip
    if config.attempt is None:
        return InitWeightsUpdateGroupRequest.model_validate(seed)
    return InitWeightsUpdateGroupRequest.model_validate(
        seed
        | {"attempt": config.attempt, "timeout_s": config.timeout_s}
        | ({"staging_bytes": config.staging_bytes} if config.staging_bytes else {})
    )
