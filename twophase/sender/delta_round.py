"""One sync's buckets packed up front, sent whole or as a delta (issue 26).

A delta's payload sizes go into prepare (each receiver posts a receive of exactly that many
bytes), so a sync that may send a delta packs every bucket before prepare, into buffers kept
from one sync to the next, with each bucket's checksum; ``DeltaBase.plan`` then encodes them
against the last committed version. The same packed buckets serve a whole sync: the one a
sync falls back to in the same round when an endpoint refuses the delta (its prepare: 412)
or the vote fails on the patched result, and the one sent when no delta is worth it. Either
way the packed buckets become the next base once the sync commits. The cost: the trainer
holds two copies of the model (the base and this sync's buckets), reported as
``SyncResult.delta_held_bytes``.

Which endpoints take the delta: every endpoint must report (``SyncCapabilities.delta_base``)
exactly the sender's base: version, manifest, checksum algorithm and checksums. A broadcast
puts the same bytes on the wire for every member of the group, and an endpoint that needs
the whole buckets makes the round whole: over a broadcast the trainer's NIC sends the whole
bytes for it anyway, so the others lose nothing by taking them too.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal

import torch

from twophase.core.buckets import Manifest, pack
from twophase.core.checksums import Checksummer, checksums_digest
from twophase.core.protocol import (
    ChecksumAlgorithm,
    DeltaBaseInfo,
    DeltaBucket,
    DeltaPrepare,
    SyncCapabilities,
)
from twophase.core.table import Deadlines
from twophase.sender.delta_base import DeltaBase, DeltaPlan
from twophase.sender.weights import WeightSource
from twophase.transport.group import Group, Pending
from twophase.transport.transfer import BucketProgress, ManifestOrderSource, wait_all

log = logging.getLogger(__name__)

DeltaChoice = bool | Literal["auto"]


@dataclass
class DeltaFigures:
    """What a sync that could send a delta did: ``SyncResult``'s delta fields."""

    delta: bool  # the buckets went as a delta
    bytes_moved: int  # what went on the wire: the payloads, or the whole buckets
    full_bytes: int
    density: float | None  # changed words over all words (None: no base to compare with)
    why_whole: str | None  # why the buckets went whole (None: they went as a delta)
    held_bytes: int  # the trainer's memory for it: the base and this sync's packed buckets


class PackedRound:
    """Every bucket of one sync, packed, with its checksum, and the delta against the base."""

    def __init__(
        self,
        manifest: Manifest,
        buffers: list[torch.Tensor],
        checksum: ChecksumAlgorithm,
        checksums: list[str],
        plan: DeltaPlan,
    ) -> None:
        self.manifest, self.buffers, self.plan = manifest, buffers, plan
        self.checksum, self.checksums = checksum, checksums
        self.delta = False  # decided per attempt by ``decide``
        self.why_whole: str | None = plan.why

    def decide(
        self, choice: DeltaChoice, base: DeltaBase, offers: Mapping[str, SyncCapabilities | None]
    ) -> bool:
        """Whether this attempt sends the delta: ``choice`` (True: whenever every endpoint
        holds the base; "auto": then also only if under half the whole bytes)."""
        self.delta, self.why_whole = False, self.plan.why
        if choice is False:
            self.why_whole = "delta not asked for"
        elif self.plan.why is None:
            why = _endpoints_without(base, offers, self.checksum)
            if why is not None:
                self.why_whole = why
            elif choice == "auto" and not self.plan.worth_it():
                self.why_whole = (
                    f"the delta ({self.plan.delta_bytes} bytes) is not under half the "
                    f"whole ({self.plan.full_bytes} bytes)"
                )
            else:
                self.delta, self.why_whole = True, None
        return self.delta

    def fits(self, manifest: Manifest, checksum: ChecksumAlgorithm) -> bool:
        """These packed buckets serve a sync of ``manifest`` checked by ``checksum``."""
        return manifest.digest() == self.manifest.digest() and checksum == self.checksum

    def prepare_part(self) -> DeltaPrepare:
        assert self.delta and self.plan.base_version is not None
        return DeltaPrepare(
            base_version=self.plan.base_version,
            base_checksums=[c or "" for c in self.plan.base_checksums],
            buckets=[DeltaBucket.model_validate(e.header()) for e in self.plan.encoded],
        )

    def payloads(self) -> list[torch.Tensor]:
        """What goes on the wire per bucket: the delta's payload, or the whole bucket."""
        if self.delta:
            return [e.payload for e in self.plan.encoded]
        return [
            b[: bucket.nbytes]
            for b, bucket in zip(self.buffers, self.manifest.buckets, strict=True)
        ]

    def base_info(self, version: int) -> DeltaBaseInfo:
        """The base an endpoint that applied these buckets as ``version`` holds."""
        return DeltaBaseInfo(
            version=version,
            manifest_digest=self.manifest.digest(),
            checksum=self.checksum,
            checksums_digest=checksums_digest(self.checksums),
        )

    def figures(self, base: DeltaBase) -> DeltaFigures:
        plan = self.plan
        moved = plan.delta_bytes if self.delta else plan.full_bytes
        held = base.nbytes + sum(b.numel() for b in self.buffers)
        density = plan.density if plan.base_ok else None
        return DeltaFigures(self.delta, moved, plan.full_bytes, density, self.why_whole, held)


def _endpoints_without(
    base: DeltaBase, offers: Mapping[str, SyncCapabilities | None], checksum: ChecksumAlgorithm
) -> str | None:
    """Why some endpoint cannot take a delta against ``base`` (None: every one can)."""
    for name, offer in sorted(offers.items()):
        if offer is None or not offer.delta:
            return f"{name} does not take deltas (it gets every bucket whole)"
        held = offer.delta_base
        if held is None:
            return f"{name} holds no delta base (its next sync must be whole)"
        if held.version != base.version:
            return f"{name} serves version {held.version}, the base is version {base.version}"
        if held.checksum != checksum:
            return f"{name}'s base is known by {held.checksum} checksums, this sync's by {checksum}"
        if held.manifest_digest != base.manifest_digest:
            return f"{name} holds other tensors or buckets than the base"
        if held.checksums_digest != checksums_digest(base.checksums):
            return f"{name}'s version {held.version} hashed otherwise than the base"
    return None


def pack_round(
    manifest: Manifest,
    source: WeightSource,
    checksum: ChecksumAlgorithm,
    device: torch.device,
    reuse: list[torch.Tensor],
    base: DeltaBase,
) -> PackedRound:
    """Pack every bucket (into ``reuse``'s buffers where they fit), checksum it, and encode
    it against ``base``."""
    tensors = ManifestOrderSource(manifest, source.produce())
    buffers, checksums = [], []
    for index, bucket in enumerate(manifest.buckets):
        spare = reuse[index] if index < len(reuse) else None
        fits = spare is not None and spare.numel() == bucket.nbytes and spare.device == device
        buffer = spare if fits else torch.empty(bucket.nbytes, dtype=torch.uint8, device=device)
        assert buffer is not None
        running = Checksummer(checksum)
        pack(bucket, tensors.take(bucket, device), buffer, running.update)
        buffers.append(buffer)
        checksums.append(running.hexdigest())
    return PackedRound(manifest, buffers, checksum, checksums, base.plan(manifest, buffers))


def send_packed(
    group: Group,
    manifest: Manifest,
    payloads: list[torch.Tensor],
    checksums: list[str],
    deadlines: Deadlines,
    *,
    first_collective: bool,
    on_bucket: Callable[[BucketProgress], None] | None = None,
) -> list[str | None]:
    """Broadcast each bucket's payload (an empty one, an unchanged bucket's delta, is not
    sent: the receiver posts nothing for it either), one in flight while the next is
    posted; returns the new version's bucket checksums (what the vote compares)."""
    in_flight: tuple[int, list[Pending], float] | None = None

    def finish(index: int, pending: list[Pending], started: float) -> None:
        wait_all(pending)
        if on_bucket is not None:
            bucket = manifest.buckets[index]
            seconds = time.monotonic() - started
            nbytes = payloads[index].numel()
            done = BucketProgress(
                index, len(payloads), len(bucket.slots), nbytes, seconds, checksums[index]
            )
            on_bucket(done)

    for index, payload in enumerate(payloads):
        deadline = "first_byte" if first_collective else "progress"
        timeout_s = deadlines.first_byte if first_collective else deadlines.progress
        first_collective = False
        started = time.monotonic()
        what = f"bucket {index} ({deadline})"
        pending = (
            [group.start_broadcast(payload, timeout_s=timeout_s, what=what)]
            if payload.numel()
            else []
        )
        if in_flight is not None:
            finish(*in_flight)
        in_flight = (index, pending, started)
    if in_flight is not None:
        finish(*in_flight)
    return list(checksums)
