"""A delta sync at the receiver: which base an endpoint holds, and whether a prepare's delta
fits it (the staging it is patched into: ``sinks.DeltaSink``).

**The base.** After a sync that committed with bucket checksums, the endpoint holds exactly
that version, whose buckets hashed to those checksums (the vote compared them with the
sender's): ``AppliedBase``. Anything else that touches the weights (a rollback, a streaming
or seed-protocol sync, SGLang's native routes, ``/weights_checker``'s reset) forgets it, so
the next sync is whole. A prepare's delta is refused (412, naming why, nothing changed)
unless it names exactly this base: version, manifest, checksum algorithm and checksums.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from twophase.core.checksums import checksums_digest
from twophase.core.delta_choice import base_info
from twophase.core.protocol import (
    ChecksumAlgorithm,
    DeltaBaseInfo,
    ShardedReceive,
)
from twophase.core.reshard import pairs_layout_digest


@dataclass(frozen=True)
class AppliedBase:
    """The version an endpoint serves, as a delta's base: its manifest and bucket checksums."""

    version: int
    manifest_digest: str
    checksum: ChecksumAlgorithm
    checksums: tuple[str, ...]

    def info(self) -> DeltaBaseInfo:
        return base_info(self.version, self.manifest_digest, self.checksum, self.checksums)

    @classmethod
    def of_sums(
        cls,
        version: int,
        digest: str,
        checksum: ChecksumAlgorithm | None,
        sums: Sequence[str | None],
    ) -> AppliedBase | None:
        """The base of ``version``, whose buckets (known by ``digest``) hashed to ``sums``
        (None: a sync without checksums to know it by)."""
        if checksum is None or not sums or any(s is None for s in sums):
            return None
        return cls(version, digest, checksum, tuple(s for s in sums if s is not None))


def base_refusal(
    held: AppliedBase | None,
    no_base_why: str,
    version: int,
    *,
    named_version: int,
    digests: Collection[str],
    algorithms: Collection[ChecksumAlgorithm | None],
    checksums: Sequence[str],
    checksums_digest_named: str | None = None,
    pairs: bool = False,
) -> str | None:
    """Why a delta cannot patch this endpoint's weights (None: it can): it must name exactly
    the base held (``named_version``; ``digests``, ``algorithms``: the buckets' digest and the
    checksum algorithm, as each place of the request says them; ``checksums``: the base's, in
    the order the base keeps them, and the digest of them the request names, if it does).
    ``pairs``: a sharded sync's pairs (their texts)."""
    if held is None:
        return f"delta: no base here ({no_base_why}); the next sync must be whole"
    if named_version != held.version or held.version != version:
        return f"delta against version {named_version}, but this endpoint serves version {version}"
    if any(digest != held.manifest_digest for digest in digests):
        what = "the pairs differ from the ones" if pairs else "the manifest differs from the one"
        return f"delta: {what} version {held.version} came in"
    if any(algorithm != held.checksum for algorithm in algorithms):
        return (
            f"delta: the base's checksums are {next(iter(algorithms))}, version "
            f"{held.version}'s here are {held.checksum}"
        )
    named = checksums_digest_named
    if tuple(checksums) == held.checksums and named in (None, checksums_digest(checksums)):
        return None
    if pairs:
        return (
            f"delta: version {held.version}'s pairs hashed otherwise here than the delta's "
            "base says"
        )
    pairs_of = enumerate(zip(checksums, held.checksums, strict=False))
    index, theirs, mine = next(((i, t, m) for i, (t, m) in pairs_of if t != m), (0, "", ""))
    return (
        f"delta: bucket {index} of version {held.version} hashed to {mine} here, "
        f"the delta's base to {theirs}"
    )


def pair_delta_refusal(
    sharded: ShardedReceive,
    checksum: ChecksumAlgorithm | None,
    base: AppliedBase | None,
    no_base_why: str,
    version: int,
) -> str | None:
    """Why this endpoint cannot patch its weights by a sharded sync's pair deltas (None: it
    can): they must name exactly the base it holds (its version, its pairs' layout, and every
    pair's base checksums, in the order it keeps them: its ranks, each rank's senders, each
    pair's buckets), checked by the same algorithm."""
    named = sharded.delta_base
    assert named is not None  # validated: a 400 without it
    if base is not None and any(part.delta is None for parts in sharded.ranks for part in parts):
        return "delta: every pair of an endpoint takes the delta, or none"
    layout = pairs_layout_digest(sharded.plan_digest, sharded.buffer_size_mb)
    theirs = [c for parts in sharded.ranks for part in parts for c in part.base_checksums or ()]
    return base_refusal(
        base, no_base_why, version, named_version=named.version,
        digests=[named.manifest_digest, layout], algorithms=[checksum, named.checksum],
        checksums=theirs,
        checksums_digest_named=named.checksums_digest, pairs=True,
    )  # fmt: skip
