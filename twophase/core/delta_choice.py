"""Who takes a delta (issue 26), the rule's parts (``sender/delta_round.py``'s ``choose``
applies them): an endpoint takes the delta where it holds exactly the base the sender encoded
against (its capabilities' ``delta_base``: version, buckets, checksum algorithm and
checksums) and, for ``delta="auto"``, where its delta is also under ``AUTO_RATIO`` of its
whole bytes. The others take the buckets whole, each with the reason why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from twophase.core.checksums import checksums_digest
from twophase.core.protocol import ChecksumAlgorithm, DeltaBaseInfo, SyncCapabilities

DeltaChoice = bool | Literal["auto"]
AUTO_RATIO = 0.5  # "auto" sends a delta when it is smaller than this share of the full bytes


def base_info(
    version: int, digest: str, checksum: ChecksumAlgorithm, sums: Sequence[str | None]
) -> DeltaBaseInfo:
    """The base of ``version``, whose buckets (known by ``digest``) hashed to ``sums``."""
    return DeltaBaseInfo(
        version=version, manifest_digest=digest, checksum=checksum,
        checksums_digest=checksums_digest(sums),
    )  # fmt: skip


def not_worth_it(delta_bytes: int, whole_bytes: int, whose: str = "the") -> str | None:
    """Why "auto" sends no delta of ``delta_bytes`` (None: it is under half the whole)."""
    if delta_bytes < AUTO_RATIO * whole_bytes:
        return None
    return f"{whose} delta ({delta_bytes} bytes) is not under half the whole ({whole_bytes} bytes)"


def why_not_held(name: str, offer: SyncCapabilities | None, base: DeltaBaseInfo) -> str | None:
    """Why endpoint ``name`` cannot take a delta against ``base`` (None: it can)."""
    if offer is None or not offer.delta:
        return f"{name} does not take deltas (it gets every bucket whole)"
    held = offer.delta_base
    if held is None:
        return f"{name} holds no delta base (its next sync must be whole)"
    if held.version != base.version:
        return f"{name} serves version {held.version}, the base is version {base.version}"
    if held.checksum != base.checksum:
        return (
            f"{name}'s base is known by {held.checksum} checksums, this sync's by {base.checksum}"
        )
    if held.manifest_digest != base.manifest_digest:
        return f"{name} holds other tensors or buckets than the base"
    if held.checksums_digest != base.checksums_digest:
        return f"{name}'s version {held.version} hashed otherwise than the base"
    return None
