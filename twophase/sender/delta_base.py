"""What a sender rank last synced, for a delta sync (issue 26): version N's bytes, bucket by
bucket, per receiver set: for one sender's broadcast the set is every endpoint (``ALL``), for a
sharded sync each receiver rank its own pair (``sender/pair_delta.py``).

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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import torch

from twophase.core.buckets import Manifest
from twophase.core.delta import EncodedDelta, encode, word_for
from twophase.core.delta_choice import not_worth_it
from twophase.core.protocol import ChecksumAlgorithm

ALL = -1  # the receiver set of one sender's broadcast: every endpoint
# Per receiver set, its buckets (or their checksums) in order; a plain list is ``ALL``'s.
Keyed = Mapping[int, Sequence[torch.Tensor]] | Sequence[torch.Tensor]
Sums = Mapping[int, Sequence[str | None]] | Sequence[str | None]


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

    def worth_it(self) -> bool:
        """``delta="auto"`` would send it: a base, and a delta under half the full bytes."""
        return self.base_ok and not_worth_it(self.delta_bytes, self.full_bytes) is None


class DeltaBase:
    """One sender rank's last committed buckets, per receiver set, on ``device`` (None:
    wherever they were packed), with their checksums and what they are known by: the
    version, the buckets' digest (a manifest's, or the pairs' layout) and the algorithm."""

    def __init__(self, device: torch.device | str | None = "cpu") -> None:
        self.device = torch.device(device) if device is not None else None
        self.version: int | None = None
        self.manifest_digest: str | None = None
        self.checksum: ChecksumAlgorithm | None = None
        self._buckets: dict[int, list[torch.Tensor]] = {}
        self._sums: dict[int, list[str | None]] = {}

    @property
    def nbytes(self) -> int:
        """The memory the base holds (reported: a delta sync costs a copy of the model)."""
        return sum(b.numel() for buckets in self._buckets.values() for b in buckets)

    def held(self, key: int = ALL) -> list[torch.Tensor]:
        return self._buckets.get(key, [])

    def sums(self, key: int = ALL) -> list[str | None]:
        return self._sums.get(key, [])

    def why_not(
        self,
        digest: str,
        sizes: Mapping[int, Sequence[int]],
        checksum: ChecksumAlgorithm | None = None,
    ) -> str | None:
        """Why buckets known by ``digest`` (``sizes``: per receiver set, each bucket's bytes;
        ``checksum``: their algorithm, where it must be the base's) cannot be encoded against
        this base (None: they can). A sharded sync's sets are receiver ranks (its texts)."""
        sharded = ALL not in sizes
        if self.version is None:
            return f"no committed {'sharded ' if sharded else ''}sync to be a base yet"
        if digest != self.manifest_digest:
            if sharded:
                return "the pairs differ from the base's (another plan or bucket size)"
            return (
                f"the base (version {self.version}) has other tensors or bucket boundaries "
                "than this sync"
            )
        if checksum is not None and checksum != self.checksum:
            return f"the base is known by {self.checksum} checksums, this sync's by {checksum}"
        for key, want in sizes.items():
            if [b.numel() for b in self.held(key)] != list(want):
                return f"the pair to receiver rank {key} differs from the base's"
        return None

    def encode(self, key: int, index: int, new: torch.Tensor, word: int) -> EncodedDelta:
        """Bucket ``index`` of receiver set ``key``'s new bytes against the base's."""
        return encode(self._buckets[key][index], new, word)

    def plan(self, manifest: Manifest, buffers: Sequence[torch.Tensor]) -> DeltaPlan:
        """Each of ``buffers`` (one sender's packed buckets, in manifest order) encoded against
        the base's bucket; without a usable base, a plan that says why."""
        full = sum(b.nbytes for b in manifest.buckets)
        why = self.why_not(manifest.digest(), {ALL: [b.nbytes for b in manifest.buckets]})
        if why is not None:
            return DeltaPlan(full, why=why)
        encoded = [
            self.encode(ALL, index, new[: bucket.nbytes], word_for(bucket))
            for index, (bucket, new) in enumerate(zip(manifest.buckets, buffers, strict=True))
        ]
        return DeltaPlan(full, self.version, list(self.sums()), encoded)

    def commit(
        self,
        version: int,
        manifest: Manifest | str,
        buffers: Keyed,
        checksums: Sums,
        checksum: ChecksumAlgorithm | None = None,
        *,
        copy: bool = True,
    ) -> list[torch.Tensor]:
        """The sync of ``buffers`` committed: they are the base now. ``copy``: copied into
        the base's own buffers (reused when the buckets are the same); else ``buffers``
        themselves become it (on the base's device, which nothing else writes from now on).
        Returns the buffers the caller may pack the next sync into: its own after a copy,
        else the base's that were replaced."""
        digest, keyed, sums = _keyed(manifest, buffers, checksums)
        given = [b for new in keyed.values() for b in new]
        spare = [b for held in self._buckets.values() for b in held]
        if copy or (self.device is not None and any(b.device != self.device for b in given)):
            mine = self._buckets
            if digest != self.manifest_digest or keyed.keys() != mine.keys():
                mine = {
                    k: [torch.empty_like(b, device=self.device) for b in new]
                    for k, new in keyed.items()
                }
            for key, new in keyed.items():
                for held, bucket in zip(mine[key], new, strict=True):
                    held.copy_(bucket)
            keyed, spare = mine, given
        self._buckets = keyed
        self.version, self.manifest_digest, self.checksum = version, digest, checksum
        self._sums = sums
        return spare

    def drop(self) -> None:
        """Forget the base (the next sync is full) and free its memory."""
        self.version, self.manifest_digest, self.checksum = None, None, None
        self._buckets, self._sums = {}, {}


def _keyed(
    manifest: Manifest | str,
    buffers: Keyed,
    checksums: Sums,
) -> tuple[str, dict[int, list[torch.Tensor]], dict[int, list[str | None]]]:
    """The buckets' digest, and the buffers and checksums per receiver set (a plain list:
    ``ALL``'s; sliced to a manifest's bucket sizes where one is given)."""
    if isinstance(manifest, str):  # already per receiver set
        assert isinstance(buffers, Mapping) and isinstance(checksums, Mapping)
        return (
            manifest,
            {k: list(b) for k, b in buffers.items()},
            {k: list(s) for k, s in checksums.items()},
        )
    if (
        isinstance(buffers, Mapping)
        or isinstance(checksums, Mapping)
        or not len(buffers) == len(checksums) == len(manifest.buckets)
    ):
        raise ValueError("one buffer and one checksum per bucket")
    mine = [b[: k.nbytes] for b, k in zip(buffers, manifest.buckets, strict=True)]
    return manifest.digest(), {ALL: mine}, {ALL: list(checksums)}
