"""What a sender rank last synced, for a delta sync (issue 26): version N's bytes, bucket by
bucket, per receiver set: for one sender's broadcast the set is every endpoint (``ALL``), for a
sharded sync each receiver rank its own pair (``sender/delta_round.py``).

A delta is only as safe as its base. The sender keeps every bucket of the last sync that
committed (packed as the bytes went on the wire, on the trainer's host or device; its bytes
are reported), with the buckets' checksums. The next sync encodes each new bucket against it
(``core.delta``: indices, bitmap or whole, per bucket) and the prepare names the base (its
version and checksums), so that a receiver applies a delta only on exactly that base. The
base holds for one set of buckets (the same tensors and bucket boundaries: their digest);
other buckets, or no base yet, mean a full sync.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import torch

from twophase.core.delta import EncodedDelta, encode
from twophase.core.protocol import ChecksumAlgorithm

ALL = -1  # the receiver set of one sender's broadcast: every endpoint


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
        checksum: ChecksumAlgorithm,
    ) -> str | None:
        """Why buckets known by ``digest`` (``sizes``: per receiver set, each bucket's bytes;
        ``checksum``: their algorithm) cannot be encoded against this base (None: they can).
        A sharded sync's sets are receiver ranks (its texts)."""
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
        if checksum != self.checksum:
            return f"the base is known by {self.checksum} checksums, this sync's by {checksum}"
        for key, want in sizes.items():
            if [b.numel() for b in self.held(key)] != list(want):
                return f"the pair to receiver rank {key} differs from the base's"
        return None

    def encode(self, key: int, index: int, new: torch.Tensor, word: int) -> EncodedDelta:
        """Bucket ``index`` of receiver set ``key``'s new bytes against the base's."""
        return encode(self._buckets[key][index], new, word)

    def commit(
        self,
        version: int,
        digest: str,
        buffers: Mapping[int, Sequence[torch.Tensor]],
        checksums: Mapping[int, Sequence[str | None]],
        checksum: ChecksumAlgorithm,
        *,
        copy: bool = True,
    ) -> list[torch.Tensor]:
        """The sync of ``buffers`` (per receiver set, known by ``digest``) committed: they are
        the base now. ``copy``: copied into the base's own buffers (reused when the buckets
        are the same); else ``buffers`` themselves become it (on the base's device, which
        nothing else writes from now on). Returns the buffers the caller may pack the next
        sync into: its own after a copy, else the base's that were replaced."""
        keyed = {k: list(b) for k, b in buffers.items()}
        if keyed.keys() != checksums.keys() or any(
            len(b) != len(checksums[k]) for k, b in keyed.items()
        ):
            raise ValueError("one buffer and one checksum per bucket")
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
        self._sums = {k: list(s) for k, s in checksums.items()}
        return spare

    def drop(self) -> None:
        """Forget the base (the next sync is full) and free its memory."""
        self.version, self.manifest_digest, self.checksum = None, None, None
        self._buckets, self._sums = {}, {}
