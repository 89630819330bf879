"""Whether an endpoint takes a delta, and which: what its capabilities and ``/sync_state`` say
of the base it holds, and prepare's check that a delta patches exactly that base (refused
with 412 naming why not: the sender then sends the buckets whole, in the same call)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from twophase.core.buckets import Manifest
from twophase.core.protocol import (
    ChecksumAlgorithm,
    DeltaBaseInfo,
    PrepareWeightsUpdateRequest,
    ShardedReceive,
)
from twophase.errors import RequestRejected
from twophase.receiver.delta_receive import delta_refusal, pair_delta_refusal

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


def check_broadcast(
    core: EndpointCore, request: PrepareWeightsUpdateRequest, manifest: Manifest
) -> None:
    """A broadcast's delta patches exactly the base this endpoint holds, or is refused
    (nothing changed): 400 where the request cannot carry a delta, 412 where this endpoint
    does not hold that base or takes no delta at all."""
    if not takes_deltas(core):  # 412: the sender's record of it is stale; whole, then
        raise RequestRejected(412, _whole_only(core))
    if request.sharded is not None or request.sync_id is None or request.checksum is None:
        raise RequestRejected(
            400, "delta: needs a sync_id and checksums, and a broadcast (a sharded sync's "
            "deltas are per pair)",
        )  # fmt: skip
    if any(core.rank_layouts):
        raise RequestRejected(
            412, "delta: this endpoint's ranks hold parts of tensors; it takes a delta per "
            "pair (a sharded sync), not a broadcast one",
        )  # fmt: skip
    why = delta_refusal(request, manifest, core.delta_base, core.no_delta_base, core.version)
    if why is not None:
        raise RequestRejected(412, why)


def check_pairs(
    core: EndpointCore, sharded: ShardedReceive, checksum: ChecksumAlgorithm | None
) -> None:
    """A sharded sync's pairs patch exactly the base this endpoint holds (412 naming why
    not)."""
    if not takes_deltas(core):
        raise RequestRejected(412, _whole_only(core))
    if core.receives_slices:
        raise RequestRejected(
            412, "delta: this endpoint's ranks receive parts of tensors they load whole; "
            "its pairs go whole",
        )  # fmt: skip
    several = sorted(
        {name for layout in core.rank_layouts for name, b in layout.items() if len(b) > 1}
    )
    if several:  # a rank patches its one box of a tensor (``new_sink._live_shards``)
        raise RequestRejected(
            412, f"delta: a rank here holds several parts of {several[0]}: whole, then"
        )
    why = pair_delta_refusal(sharded, checksum, core.delta_base, core.no_delta_base, core.version)
    if why is not None:
        raise RequestRejected(412, why)


def _whole_only(core: EndpointCore) -> str:
    why = "deltas are off here" if not core.delta else f"{core.mode} mode"
    return f"delta: this endpoint takes whole buckets only ({why})"
