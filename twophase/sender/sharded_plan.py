"""What every trainer rank computes a sync's plan of transfers from (``Inputs``: every
sender's holdings, every receiver rank's needs), and the one planning function (``plan_for``).
Pure: the leader and every follower compute the same from the same."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from twophase.core.adapters import adapter_layout, base_of
from twophase.core.buckets import Manifest, TensorSpec, plan_buckets
from twophase.core.layouts import Box, Layout, check_layout, layout_from_json
from twophase.core.protocol import ChecksumAlgorithm, SyncCapabilities
from twophase.core.reshard import (
    TransferPlan,
    pair_manifests,
    pairs_layout_digest,
    plan_transfers,
)
from twophase.core.table import Phase
from twophase.core.transfers import Transfers, broadcast_transfers
from twophase.errors import SyncError

PLANS_KEPT = 4  # the plans a process keeps: one per layout it syncs, a few at most
_PLANS: dict[tuple[object, ...], Transfers] = {}


def _frozen(layouts: Sequence[Layout]) -> tuple[object, ...]:
    return tuple(
        tuple(sorted((name, tuple(boxes)) for name, boxes in layout.items())) for layout in layouts
    )


@dataclass(frozen=True)
class Inputs:
    """What every trainer rank computes the plan from, its pairs' bucket size and checksum."""

    specs: list[TensorSpec]
    holdings: list[Layout]
    needs: list[Layout]
    buffer_size_mb: float
    checksum: ChecksumAlgorithm | None

    def transfers(self) -> Transfers:
        """The plan: every pair's moves and buckets. Made once per set of inputs in this
        process and kept (``PLANS_KEPT``): planning is pure and, at scale, slow (Qwen3-30B-A3B
        from 32 FSDP2 ranks into 32 receiver ranks: 17 s on one core), while an RL run syncs
        the same layouts every step."""
        key = self._key()
        kept = _PLANS.pop(key, None)
        if kept is None:
            names = [(s.name, s.shape) for s in self.specs]
            plan = plan_transfers(names, self.holdings, self.needs)
            pairs = pair_manifests(plan, self.specs, self.buffer_size_mb)
            kept = Transfers(plan.names, pairs, len(self.holdings), len(self.needs), plan)
        _PLANS[key] = kept  # the most recent last
        while len(_PLANS) > PLANS_KEPT:
            del _PLANS[next(iter(_PLANS))]
        return kept

    def _key(self) -> tuple[object, ...]:
        """Everything the plan depends on, hashable."""
        return (tuple(self.specs), _frozen(self.holdings), _frozen(self.needs), self.buffer_size_mb)

    def layout_digest(self, plan: TransferPlan) -> str:
        """What the pairs' buckets are known by (a delta's base holds for exactly these)."""
        return pairs_layout_digest(plan.digest(), self.buffer_size_mb)


def plan_for(
    specs: Sequence[TensorSpec],
    holdings: Sequence[Layout],
    needs: Sequence[Layout],
    buffer_size_mb: float,
    *,
    buckets: Manifest | None = None,
) -> Transfers:
    """The plan of any sync: who sends what to whom, in which buckets. One sender holding
    every tensor whole into receiver ranks that each need every tensor whole is a broadcast
    (``broadcast_transfers``: one manifest, today's digest), made without the resharding's
    cells; anything else is the resharding's plan (``Inputs.transfers``, kept per inputs).
    Both give the same buckets where both apply: a pair of whole tensors keeps their plain
    names, so its manifest is ``plan_buckets``' and its route a broadcast. ``buckets``: that
    manifest, where the caller made it already (``plan_buckets(specs, buffer_size_mb)``)."""
    whole = whole_layout(specs)
    distinct = {id(layout): layout for layout in (*holdings, *needs)}.values()  # once each
    if len(holdings) == 1 and all(_same(layout, whole) for layout in distinct):
        if buckets is None:
            buckets = plan_buckets(list(specs), buffer_size_mb)
        return broadcast_transfers(buckets, len(needs))
    return Inputs(list(specs), list(holdings), list(needs), buffer_size_mb, None).transfers()


def whole_layout(specs: Sequence[TensorSpec]) -> dict[str, list[Box]]:
    """Every tensor of ``specs`` whole: what one process holds, or a rank that needs all."""
    return {spec.name: [Box.whole(spec.shape)] for spec in specs}


def _same(layout: Layout, whole: dict[str, list[Box]]) -> bool:
    """``layout`` is ``whole`` (its boxes in any sequence type)."""
    return {name: list(boxes) for name, boxes in layout.items()} == whole


def receiver_needs(
    specs: Sequence[TensorSpec],
    tp: int,
    capabilities: SyncCapabilities | None,
    adapter: bool = False,
) -> list[Layout]:
    """Each of an endpoint's ``tp`` ranks' needs: every tensor whole, but for the parts a
    rank receives (``rank_needs``: a vLLM worker's, read off its loaders) or holds
    (``rank_layouts``: a tensor-parallel model's); ``SyncError`` when those do not fit the
    model (another model's layouts, or a rank count that differs). ``adapter``: ``specs``
    are an adapter's matrices, and a rank needs its part of each where it holds part of the
    weight they adapt (``core/adapters.adapter_layout``; an engine that reads adapters
    whole, vLLM, says it holds every weight whole)."""
    whole = whole_layout(specs)
    layouts, field = None, "rank_layouts"
    if capabilities is not None and capabilities.rank_needs and not adapter:
        layouts, field = capabilities.rank_needs, "rank_needs"
    elif capabilities is not None:
        layouts = capabilities.rank_layouts
    if layouts is None:
        return [whole] * tp
    if len(layouts) != tp:
        raise SyncError(Phase.CAPABILITIES, None, f"{field} lists {len(layouts)} ranks for TP {tp}")
    shapes = {spec.name: spec.shape for spec in specs}
    needs: list[Layout] = []
    for rank, data in enumerate(layouts):
        try:
            held = layout_from_json(data)
            if adapter:
                held = adapter_layout(held, base_of(specs), specs)
            check_layout(held, shapes, f"TP rank {rank}")
        except ValueError as exc:  # a ManifestError too
            raise SyncError(Phase.CAPABILITIES, None, f"{field}: {exc}") from exc
        needs.append(whole | held)
    return needs
