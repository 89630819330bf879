"""Whether an endpoint takes a delta, and which: what its capabilities and ``/sync_state`` say
of the base it holds, and prepare's check that a delta patches exactly that base (refused
with 412 naming why not: the sender then sends the buckets whole, in the same call)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from twophase.core.buckets import Manifest
from twophase.core.protocol import DeltaBaseInfo, PrepareWeightsUpdateRequest
from twophase.errors import RequestRejected
from twophase.receiver.delta_receive import base_refusal, pair_delta_refusal

if TYPE_CHECKING:
    from twophase.receiver.endpoint_core import EndpointCore


def takes_deltas(core: EndpointCore) -> bool:
    """A sync may patch the weights by a delta: a staged receive (a streaming one applies as
    it goes: no base to keep). A tensor-parallel endpoint's ranks hold parts of tensors: it
    takes a delta per pair (a sharded sync), not a broadcast one."""
    return core.delta and core.mode == "staged"


def held_base(core: EndpointCore) -> tuple[DeltaBaseInfo | None, str | None]:
    """The base held, else why none (None, None: this endpoint takes whole buckets)."""
    if not takes_deltas(core):
        return None, None
    base = core.delta_base
    return (base.info(), None) if base is not None else (None, core.no_delta_base)


def check_delta(
    core: EndpointCore, request: PrepareWeightsUpdateRequest, manifest: Manifest
) -> None:
    """A prepare's delta (a broadcast's, or a sharded sync's per pair) patches exactly the
    base this endpoint holds, or is refused (nothing changed): 400 where the request cannot
    carry a delta, 412 where this endpoint does not hold that base or takes no delta at all
    (the sender's record of it is stale: whole, then)."""
    delta, sharded = request.delta, request.sharded
    if delta is None and (sharded is None or not sharded.has_delta):
        return
    if not takes_deltas(core):
        off = "deltas are off here" if not core.delta else f"{core.mode} mode"
        raise RequestRejected(412, f"delta: this endpoint takes whole buckets only ({off})")
    if delta is None:  # a sharded sync's: the pairs'
        assert sharded is not None
        if core.receives_slices:
            raise RequestRejected(
                412, "delta: this endpoint's ranks receive parts of tensors they load whole; "
                "its pairs go whole",
            )  # fmt: skip
        layouts = core.rank_layouts
        several = sorted({name for lay in layouts for name, b in lay.items() if len(b) > 1})
        if several:  # a rank patches its one box of a tensor (``rankhost._live_shards``)
            raise RequestRejected(
                412, f"delta: a rank here holds several parts of {several[0]}: whole, then"
            )
        base, why_none, version = core.delta_base, core.no_delta_base, core.version
        why = pair_delta_refusal(sharded, request.checksum, base, why_none, version)
        if why is not None:
            raise RequestRejected(412, why)
        return
    if sharded is not None or request.sync_id is None or request.checksum is None:
        raise RequestRejected(
            400, "delta: needs a sync_id and checksums, and a broadcast (a sharded sync's "
            "deltas are per pair)",
        )  # fmt: skip
    if any(core.rank_layouts):
        raise RequestRejected(
            412, "delta: this endpoint's ranks hold parts of tensors; it takes a delta per "
            "pair (a sharded sync), not a broadcast one",
        )  # fmt: skip
    why = base_refusal(
        core.delta_base, core.no_delta_base, core.version, named_version=delta.base_version,
        digests=[manifest.digest()], algorithms=[request.checksum],
        checksums=delta.base_checksums,
    )  # fmt: skip
    if why is not None:
        raise RequestRejected(412, why)
    for index, (bucket, header) in enumerate(zip(manifest.buckets, delta.buckets, strict=True)):
        if header.bucket_nbytes != bucket.nbytes:
            said = header.bucket_nbytes
            why = f"delta: bucket {index} has {bucket.nbytes} bytes, its delta says {said}"
            raise RequestRejected(412, why)
