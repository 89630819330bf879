"""What the sender last synced, for a delta sync (issue 26): version N's bytes, bucket by bucket.

A delta is only as safe as its base. The sender keeps a copy of every bucket of the last sync
that committed (packed as the bytes went on the wire, on the trainer's host or device; its
bytes are reported), with the buckets' checksums. For the next sync it encodes each new bucket
against that copy (``core.delta``: indices, bitmap or whole, per bucket) and the prepare names
the base (its version and checksums), so that a receiver applies a delta only on exactly that
base. The base holds for one manifest (the same tensors and bucket boundaries: the manifest's
digest); another manifest, or no base yet, means a full sync.

    base = DeltaBase()
    plan = base.plan(manifest, buffers)        # no usable base: plan.why says why
    if plan.worth_it():                        # "auto": a base, and under half the full bytes
        ...send plan.encoded[k].payload per bucket...
    base.commit(version, manifest, buffers, checksums)   # once the sync committed
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import torch

from twophase.core.buckets import Manifest
from twophase.core.delta import EncodedDelta, encode, word_for

AUTO_RATIO = 0.5  # "auto" sends a delta when it is smaller than this share of the full bytes


@dataclass
class DeltaPlan:
    """One sync's buckets against the base: each bucket's encoding (empty where there is no
    usable base, ``why`` saying why), and the figures a result reports."""

    full_bytes: int
    base_version: int | None = None
    base_checksums: list[str | None] = field(default_factory=list)
    encoded: list[EncodedDelta] = field(default_factory=list)
    why: str | None = None  # no usable base: why not

    @property
    def base_ok(self) -> bool:
        return self.why is None

    @property
    def delta_bytes(self) -> int:
        """The bytes a delta sync moves (every bucket's payload)."""
        return sum(e.nbytes for e in self.encoded) if self.base_ok else self.full_bytes

    @property
    def density(self) -> float:
        """Changed words over all words, across the buckets (1.0 without a base)."""
        words = sum(e.words for e in self.encoded)
        return sum(e.changed for e in self.encoded) / words if self.base_ok and words else 1.0

    def worth_it(self, ratio: float = AUTO_RATIO) -> bool:
        """A delta is smaller than ``ratio`` of the full bytes (``delta="auto"``)."""
        return self.base_ok and self.delta_bytes < ratio * self.full_bytes


class DeltaBase:
    """The last committed sync's packed buckets, on ``device``."""

    def __init__(self, device: torch.device | str = "cpu") -> None:
        self.device = torch.device(device)
        self.version: int | None = None
        self.manifest_digest: str | None = None
        self.checksums: list[str | None] = []
        self._buckets: list[torch.Tensor] = []

    @property
    def nbytes(self) -> int:
        """The memory the base holds (reported: a delta sync costs a copy of the model)."""
        return sum(b.numel() for b in self._buckets)

    def why_not(self, manifest: Manifest) -> str | None:
        """Why ``manifest``'s buckets cannot be encoded against this base (None: they can)."""
        if self.version is None:
            return "no committed sync to be a base yet"
        if manifest.digest() != self.manifest_digest:
            return (
                f"the base (version {self.version}) has other tensors or bucket boundaries "
                "than this sync"
            )
        return None

    def plan(self, manifest: Manifest, buffers: Sequence[torch.Tensor]) -> DeltaPlan:
        """Each of ``buffers`` (this sync's packed buckets, in manifest order) encoded against
        the base's bucket; without a usable base, a plan that says why."""
        full = sum(b.nbytes for b in manifest.buckets)
        why = self.why_not(manifest)
        if why is not None:
            return DeltaPlan(full, why=why)
        if len(buffers) != len(manifest.buckets):
            raise ValueError(f"{len(buffers)} buffers for {len(manifest.buckets)} buckets")
        encoded = [
            encode(base, new[: bucket.nbytes], word_for(bucket))
            for bucket, base, new in zip(manifest.buckets, self._buckets, buffers, strict=True)
        ]
        return DeltaPlan(full, self.version, list(self.checksums), encoded)

    def commit(
        self,
        version: int,
        manifest: Manifest,
        buffers: Sequence[torch.Tensor],
        checksums: Sequence[str | None],
    ) -> None:
        """The sync of ``buffers`` committed: they are the base now (copied into the base's
        own buffers, reused when the manifest is the same)."""
        _one_each(manifest, buffers, checksums)
        reuse = manifest.digest() == self.manifest_digest
        if not reuse:
            self._buckets = [
                torch.empty(b.nbytes, dtype=torch.uint8, device=self.device)
                for b in manifest.buckets
            ]
        for bucket, mine, new in zip(manifest.buckets, self._buckets, buffers, strict=True):
            mine.copy_(new[: bucket.nbytes])
        self.version, self.manifest_digest = version, manifest.digest()
        self.checksums = list(checksums)

    def adopt(
        self,
        version: int,
        manifest: Manifest,
        buffers: Sequence[torch.Tensor],
        checksums: Sequence[str | None],
    ) -> list[torch.Tensor]:
        """As ``commit``, without the copy: ``buffers`` (one per bucket, on the base's
        device, which nothing else writes from now on) become the base; returns the base's
        buffers they replace, for the next sync to pack into."""
        _one_each(manifest, buffers, checksums)
        if any(b.device != self.device for b in buffers):
            self.commit(version, manifest, buffers, checksums)
            return list(buffers)
        replaced, self._buckets = (
            self._buckets,
            [b[: bucket.nbytes] for b, bucket in zip(buffers, manifest.buckets, strict=True)],
        )
        self.version, self.manifest_digest = version, manifest.digest()
        self.checksums = list(checksums)
        return replaced

    def drop(self) -> None:
        """Forget the base (the next sync is full) and free its memory."""
        self.version, self.manifest_digest, self.checksums, self._buckets = None, None, [], []


def _one_each(
    manifest: Manifest, buffers: Sequence[torch.Tensor], checksums: Sequence[str | None]
) -> None:
    if len(buffers) != len(manifest.buckets) or len(checksums) != len(buffers):
        raise ValueError("one buffer and one checksum per bucket")
