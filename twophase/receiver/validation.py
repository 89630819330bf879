"""What the endpoint checks before it acts, as pure functions of the request and the
endpoint's facts. Each returns a validated value or raises ``RequestRejected`` (a 4xx whose
message says what is wrong); none changes anything.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from twophase.core.buckets import BYTES_PER_MB, Manifest, TensorSpec
from twophase.core.layouts import Box, Layout
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    InitWeightsUpdateGroupRequest,
    PairPart,
    PrepareWeightsUpdateRequest,
    ShardedReceive,
    SharedMemoryOffer,
    check_host,
)
from twophase.core.reshard import Move, PairDelta, PairManifest, pair_manifest, pairs_layout_digest
from twophase.core.table import Request, State, accepts, past_commit
from twophase.errors import ManifestError, RequestRejected, first_few
from twophase.receiver.adapters import AdapterRoom
from twophase.receiver.appliers import WeightApplier, spec_mismatch
from twophase.receiver.rankdata import ApplyMode, ReceivedReport, ShardedSpec
from twophase.transport.shared_offer import Offer

NO_ADAPTERS = AdapterRoom({}, 0, {})
_HINTS = {
    State.IDLE: "no group; call /init_weights_update_group first",
    State.PREPARED: "a sync is prepared; complete or abort it",
    State.RECEIVING: "a sync is receiving; complete or abort it",
    State.APPLYING: "a sync is applying",
    State.GROUP_READY: "no sync prepared; call /prepare_weights_update first",
    State.DONE: "no sync prepared; call /prepare_weights_update first",
    State.ERROR: "rolling back",
}


@dataclass(frozen=True)
class ValidPrepare:
    """A prepare request that passed every check: its manifest and the version it publishes."""

    manifest: Manifest
    version: int
    sharded: ShardedSpec | None = None  # each TP rank's pairs of a many-sender sync


class ModelTensors:
    """What the model can load: the applier's verdict where one was given, else an exact
    match (name, dtype, shape) with the model's tensor specs."""

    def __init__(self, specs: list[TensorSpec], applier: WeightApplier | None = None) -> None:
        self._applier = applier
        self.learn(specs)

    @property
    def names(self) -> set[str]:
        """Every tensor the model has."""
        return set(self._specs)

    @property
    def specs(self) -> Mapping[str, TensorSpec]:
        return self._specs

    def learn(self, specs: list[TensorSpec]) -> None:
        self._specs = {s.name: s for s in specs}
        self._accepted: set[str] = set()

    def problems(self, manifest: Manifest) -> list[str]:
        """Why each tensor of ``manifest`` that cannot load cannot (empty: all can). That a
        manifest loads is kept (by digest, the last few): the model's layout does not change
        under it, and most syncs repeat the manifest of the one before. A refusal is not kept
        (its problems may be a million strings)."""
        digest = manifest.digest()
        if digest in self._accepted:
            return []
        verdict = [p for spec in manifest.specs if (p := self.problem(spec))]
        if not verdict:
            if len(self._accepted) >= 8:
                self._accepted.clear()
            self._accepted.add(digest)
        return verdict

    def problem(self, spec: TensorSpec) -> str | None:
        """Why a received tensor of this spec cannot load (None: it can)."""
        if self._applier is not None:
            return self._applier.accepts(spec)
        return spec_mismatch(self._specs.get(spec.name), spec)


IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class MasterAllowlist:
    """The master addresses ``/init_weights_update_group`` may make the ranks connect to: IP
    networks (an IP is a network of one) and host names. An IP literal is allowed when a
    network holds it, a name when it is listed (compared as written, case aside: it is never
    resolved here, so the check cannot disagree with where the group connects later)."""

    networks: tuple[IPNetwork, ...]
    names: frozenset[str]

    @classmethod
    def parse(cls, entries: Iterable[str]) -> MasterAllowlist:
        """From IPs, CIDR networks and host names; ``ValueError`` naming a bad entry."""
        networks: list[IPNetwork] = []
        names: set[str] = set()
        for entry in (e.strip() for e in entries):
            if not entry:
                continue
            try:
                networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                try:
                    names.add(_host_key(check_host(entry)))
                except ValueError:
                    raise ValueError(
                        f"allowed master {entry[:80]!r} is not an IP, a CIDR network or a host name"
                    ) from None
        return cls(tuple(networks), frozenset(names))

    def allows(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return _host_key(address) in self.names
        return any(ip in network for network in self.networks)

    def describe(self) -> str:
        entries = [str(n) for n in self.networks] + sorted(self.names)
        return ", ".join(entries) if entries else "none"


def _host_key(name: str) -> str:
    return name.lower().removesuffix(".")


def check_group_name(group: str | None, requested: str) -> None:
    """``group``: the name of the group this endpoint is in (None: no group yet)."""
    if group is not None and requested != group:
        raise RequestRejected(400, f"group_name {requested!r} does not match the group {group!r}")


def check_join(
    request: InitWeightsUpdateGroupRequest, tp: int, allowed: MasterAllowlist | None
) -> None:
    """A 403 for a master the endpoint may not connect to (``allowed`` None: any)."""
    address = request.master_address
    if allowed is not None and not allowed.allows(address):
        raise RequestRejected(
            403,
            f"master_address {address!r} is not an allowed master (allowed: "
            f"{allowed.describe()}); the ranks connect to nothing else",
        )
    if request.rank_offset + tp > request.world_size:
        raise RequestRejected(
            400,
            f"rank_offset {request.rank_offset} + tp size {tp} exceeds world_size "
            f"{request.world_size}",
        )


def check_no_sync_running(state: State, request: Request) -> None:
    """A group may change only between syncs (and not while a failed one rolls back):
    ``request`` is the init or destroy of one."""
    if not accepts(request, state):
        raise RequestRejected(409, f"a sync is in progress (state {state.value}); abort it first")


def validate_prepare(
    request: PrepareWeightsUpdateRequest,
    *,
    state: State,
    version: int,
    group: str | None,
    problems: Callable[[Manifest], list[str]],
    mode: ApplyMode,
    memory_budget_mb: float | None,
    aborted: Collection[str] = (),
    manifest: Manifest | None = None,
    tp: int = 1,
    needs: Sequence[Mapping[str, Sequence[Box]]] = (),
    layouts: Sequence[Layout] = (),
    adapters: AdapterRoom = NO_ADAPTERS,
) -> ValidPrepare:
    """Everything prepare checks before touching anything. ``version``: the endpoint's
    published version; ``problems``: why the model cannot take each tensor it cannot
    (an adapter sync: ``adapters`` says);
    ``aborted``: syncs aborted before their prepare arrived; ``manifest``: the request's,
    from an earlier check of it that passed (the model's verdict on it holds; the state's
    checks are made again); ``needs``: what each tensor-parallel rank holds (a sharded
    sync's moves must cover exactly that; ``layouts``: what each holds, which an adapter's
    parts follow)."""
    check_group_name(group, request.group_name)
    if request.sync_id is not None and request.sync_id in aborted:
        raise RequestRejected(409, f"sync {request.sync_id} was aborted before its prepare came")
    if not accepts(Request.PREPARE, state):
        raise RequestRejected(409, f"cannot prepare in state {state.value}: {_HINTS[state]}")
    new = request.weight_version if request.weight_version is not None else version + 1
    if request.adapter is not None:  # the adapter's version; the weights' stays
        new, problems = adapters.admit(request, version, mode)
    elif new <= version:
        raise RequestRejected(
            409, f"stale weight_version {new}: this endpoint already has version {version}"
        )
    if manifest is None:
        manifest = _loadable_manifest(request, problems)
    sharded = None
    if request.sharded is not None:
        if mode != "staged":
            raise RequestRejected(400, f"sharded: a {mode} receive takes whole tensors only")
        if request.sync_id is None:
            raise RequestRejected(400, "sharded: needs a sync_id (the probe and the vote)")
        if request.sharded.has_delta and (
            request.checksum is None or request.sharded.delta_base is None
        ):
            raise RequestRejected(
                400, "sharded: a delta needs bucket checksums and the base it patches (delta_base)"
            )
        if request.adapter is not None:  # its matrices' parts, after the weights'
            needs = adapters.needs(layouts, manifest.specs)
        sharded = validate_sharded(request.sharded, manifest.specs, tp, needs)
    needed, extra = _receive_bytes(request, manifest, sharded, mode)
    budget = memory_budget_mb * BYTES_PER_MB if memory_budget_mb is not None else None
    if budget is not None and needed > budget:
        raise RequestRejected(
            413,
            f"{mode} receive needs {needed / BYTES_PER_MB:.1f} MB, over the memory "
            f"budget of {memory_budget_mb:g} MB",
        )
    if budget is not None and needed + extra > budget:  # whole, it fits: the sender's retry
        raise RequestRejected(
            412,
            f"delta: its payload buffers take the receive to {(needed + extra) / BYTES_PER_MB:.1f}"
            f" MB, over the memory budget of {memory_budget_mb:g} MB; whole, it fits",
        )
    if request.point_to_point and (
        request.transfer_format != "flattened" or request.sharded or request.sync_id is None
    ):
        raise RequestRejected(
            400, "point_to_point: needs a sync_id and flattened buckets, not a sharded plan"
        )
    if request.shared_memory and (
        request.transfer_format != "flattened"
        or request.sharded
        or request.delta
        or request.point_to_point
        or request.sync_id is None
    ):
        raise RequestRejected(
            400,
            "shared_memory: carries one sender's whole flattened buckets with a sync_id "
            "(not a sharded plan, a delta or a point-to-point round)",
        )
    manifest.remember()
    return ValidPrepare(manifest, new, sharded)


def _receive_bytes(
    request: PrepareWeightsUpdateRequest,
    manifest: Manifest,
    sharded: ShardedSpec | None,
    mode: ApplyMode,
) -> tuple[int, int]:
    """What a receive holds at its peak on a rank: whole, and the more a delta takes (its
    payloads in flight beside the buckets they patch)."""
    if sharded is not None:  # each rank: the part it holds, and two buckets per pair in flight
        per_rank = [
            (
                sum(p.manifest.total_bytes + 2 * p.manifest.largest_bucket for p in pairs),
                sum(2 * p.manifest.largest_bucket for p in pairs if p.sender in deltas),
            )
            for pairs, deltas in zip(sharded.pairs, sharded.deltas, strict=True)
        ]
        return max(whole for whole, _ in per_rank), max(extra for _, extra in per_rank)
    if mode == "staged":  # a delta: the two payloads in flight (``DeltaSink``)
        payloads = request.delta.buckets if request.delta is not None else []
        extra = 2 * max((b.nbytes for b in payloads), default=0)
        return sum(b.nbytes for b in manifest.buckets), extra
    return 2 * manifest.largest_bucket, 0


def validate_part(
    request: PrepareWeightsUpdateRequest,
    *,
    state: State,
    group: str | None,
    staged: Manifest | None,
    problems: Callable[[Manifest], list[str]],
    mode: ApplyMode,
    memory_budget_mb: float | None,
) -> Manifest:
    """A further part of the staged seed-protocol sync in progress (``staged``: its parts so
    far, every bucket in; None: no such sync): its manifest, if it can join them."""
    check_group_name(group, request.group_name)
    if not accepts(Request.PREPARE_PART, state) or staged is None:
        raise RequestRejected(409, f"no staged sync to add to in state {state.value}")
    if mode != "staged":
        raise RequestRejected(409, f"a sync received in {mode} mode cannot take further parts")
    manifest = _loadable_manifest(request, problems)
    again = sorted({spec.name for spec in staged.specs} & {spec.name for spec in manifest.specs})
    if again:
        raise RequestRejected(400, f"already staged in this sync: {first_few(again, 3, ', ')}")
    needed = sum(b.nbytes for b in (*staged.buckets, *manifest.buckets))
    if memory_budget_mb is not None and needed > memory_budget_mb * BYTES_PER_MB:
        raise RequestRejected(
            413,
            f"staged receive needs {needed / BYTES_PER_MB:.1f} MB with this part, over the "
            f"memory budget of {memory_budget_mb:g} MB",
        )
    return manifest


def _loadable_manifest(
    request: PrepareWeightsUpdateRequest, problems: Callable[[Manifest], list[str]]
) -> Manifest:
    """The request's manifest, if every tensor of it can load (``RequestRejected`` else)."""
    try:
        manifest = Manifest.from_wire(request.buckets, keep=False)
    except ManifestError as exc:
        raise RequestRejected(400, str(exc)) from exc
    refused = problems(manifest)
    if refused:
        raise RequestRejected(400, first_few(refused, 3))
    if request.manifest_digest is not None and request.manifest_digest != manifest.digest():
        raise RequestRejected(400, "manifest_digest does not match the buckets sent")
    return manifest


def check_complete(
    request: CompleteWeightsUpdateRequest, *, state: State, group: str | None, sync_id: str | None
) -> None:
    """``sync_id``: the sync in progress (None: none is)."""
    check_group_name(group, request.group_name)
    if sync_id is None or not accepts(Request.COMPLETE, state):
        raise RequestRejected(409, f"cannot complete in state {state.value}: {_HINTS[state]}")
    if request.sync_id is not None and request.sync_id != sync_id:
        raise RequestRejected(
            409, f"sync_id {request.sync_id!r} is not the sync in progress ({sync_id!r})"
        )


def check_abort(state: State) -> None:
    """An abort of the sync in progress: refused past the commit point, and at rest."""
    if past_commit(state):
        raise RequestRejected(
            409, "the sync is past its commit point (APPLYING); it cannot be aborted"
        )
    if not accepts(Request.ABORT, state):
        raise RequestRejected(409, f"nothing to abort in state {state.value}: no sync runs")


def checksum_mismatch(
    expected: Sequence[str] | None, reports: Sequence[ReceivedReport]
) -> str | None:
    """Why the buckets the ranks received are not the ones the sender sent (None: they are,
    or the sender sent no checksums)."""
    if expected is None:
        return None
    for rank, report in enumerate(reports):
        got = report.checksums
        if len(expected) != len(got):
            return f"bucket_checksums has {len(expected)} entries for {len(got)} buckets"
        for index, (want, have) in enumerate(zip(expected, got, strict=True)):
            if have is None:
                return "bucket_checksums sent, but prepare asked for no checksum"
            if want != have:
                return f"tp rank {rank}: bucket {index} checksum {have} != expected {want}"
    return None


def validate_sharded(
    sharded: ShardedReceive,
    specs: Sequence[TensorSpec],
    tp: int,
    needs: Sequence[Mapping[str, Sequence[Box]]] = (),
) -> ShardedSpec:
    """Each TP rank's pairs (``PairManifest.receiver``: the TP rank), if every rank's moves
    name known tensors, lie within them and cover exactly what the rank holds, each element
    once: ``needs[r]``, the boxes a tensor-parallel rank holds of each sharded tensor (a tensor
    it does not name, or every tensor where ``needs`` is empty: whole). ``RequestRejected``
    naming the first that does not."""
    if len(sharded.ranks) != tp:
        raise RequestRejected(400, f"sharded: {len(sharded.ranks)} ranks' parts for {tp} TP ranks")
    index = {spec.name: i for i, spec in enumerate(specs)}
    out: list[tuple[PairManifest, ...]] = []
    deltas: list[dict[int, PairDelta]] = []
    for rank, parts in enumerate(sharded.ranks):
        covered: dict[str, list[Box]] = {spec.name: [] for spec in specs}
        by_sender: dict[int, list[Move]] = {}
        for part in parts:
            if part.sender >= sharded.senders or part.sender in by_sender:
                raise _bad_rank(
                    rank,
                    f"sender {part.sender} (of {sharded.senders}) is not a sender, or is "
                    "listed twice",
                )
            moves = by_sender[part.sender] = []
            for name, ranges in part.moves:
                where = index.get(name)
                if where is None:
                    raise _bad_rank(rank, f"no tensor {name!r}")
                box = Box(tuple((int(a), int(b)) for a, b in ranges))
                if not box.within(specs[where].shape) or box.empty:
                    shape = list(specs[where].shape)
                    raise _bad_rank(rank, f"{name}{box.describe()} is not within {shape}")
                covered[name].append(box)
                moves.append(Move(where, box))
        _check_cover(rank, covered, specs, needs[rank] if needs else {})
        mb = sharded.buffer_size_mb
        pairs = tuple(pair_manifest(s, rank, moves, specs, mb) for s, moves in by_sender.items())
        out.append(pairs)
        deltas.append(_pair_deltas(rank, parts, pairs))
    if sharded.broadcast:
        _check_broadcast(sharded)
    offers = sharded.shared_memory
    if offers is not None:
        _check_shared(sharded, offers)
    layout = pairs_layout_digest(sharded.plan_digest, sharded.buffer_size_mb)
    shared = None if offers is None else tuple(Offer.from_wire(o) for o in offers)
    return ShardedSpec(
        sharded.senders, sharded.plan_digest, tuple(out), tuple(specs), tuple(deltas), layout,
        sharded.broadcast, shared,
    )  # fmt: skip


def _check_shared(sharded: ShardedReceive, offers: Sequence[SharedMemoryOffer]) -> None:
    """Shared memory for a sharded sync: one offer per sender rank, of host memory, for
    whole pairs (point to point, or one sender's broadcast)."""
    if len(offers) != sharded.senders:
        raise RequestRejected(
            400, f"sharded: {len(offers)} shared_memory offers for {sharded.senders} senders"
        )
    if sharded.has_delta or any(o.cuda or o.adopt for o in offers):
        raise RequestRejected(
            400,
            "sharded: shared_memory carries whole pairs in host memory (not a delta, CUDA "
            "memory or adopted segments)",
        )


def _check_broadcast(sharded: ShardedReceive) -> None:
    """A broadcast plan: one sender, and every rank the same part of it (one broadcast
    carries the same bytes to each)."""
    if sharded.senders != 1:
        raise RequestRejected(400, f"sharded: a broadcast has one sender, not {sharded.senders}")
    first = sharded.ranks[0] if sharded.ranks else []
    for rank, parts in enumerate(sharded.ranks):
        if parts != first:
            raise _bad_rank(rank, "its part differs from rank 0's: a broadcast sends one")


def _pair_deltas(
    rank: int, parts: Sequence[PairPart], pairs: Sequence[PairManifest]
) -> dict[int, PairDelta]:
    """The rank's pairs that come as a delta, by sender rank, if each names one encoding
    per bucket of the pair, of the bucket's size."""
    out: dict[int, PairDelta] = {}
    for part, pair in zip(parts, pairs, strict=True):
        if part.delta is None or part.base_checksums is None:
            continue
        buckets = pair.manifest.buckets
        if len(part.delta) != len(buckets):
            raise _bad_rank(
                rank,
                f"sender {part.sender}'s delta has {len(part.delta)} encodings for "
                f"{len(buckets)} buckets",
            )
        for index, (header, bucket) in enumerate(zip(part.delta, buckets, strict=True)):
            if header.bucket_nbytes != bucket.nbytes:
                raise _bad_rank(
                    rank,
                    f"sender {part.sender}'s bucket {index} has {bucket.nbytes} bytes, "
                    f"its delta says {header.bucket_nbytes}",
                )
        out[part.sender] = PairDelta(tuple(part.delta), tuple(part.base_checksums))
    return out


def _check_cover(
    rank: int,
    covered: dict[str, list[Box]],
    specs: Sequence[TensorSpec],
    need: Mapping[str, Sequence[Box]],
) -> None:
    """Every tensor as the rank holds it (whole, or its boxes of it), each element once:
    disjoint boxes, each inside what the rank holds, whose sizes add up to it."""
    for spec in specs:
        boxes = covered[spec.name]
        held = need.get(spec.name, [Box.whole(spec.shape)])
        for i, box in enumerate(boxes):
            if not any(part.contains(box) for part in held):
                holds = ", ".join(b.describe() for b in held) or "none"
                where = f"{spec.name}{box.describe()}"
                raise _bad_rank(rank, f"{where} is not part of what this rank holds ({holds})")
            for other in boxes[:i]:
                if box.intersect(other) is not None:
                    raise _bad_rank(rank, f"{spec.name}{box.describe()} is sent twice")
        if sum(box.numel for box in boxes) != sum(part.numel for part in held):
            raise _bad_rank(rank, f"the moves do not cover all this rank holds of {spec.name}")


def _bad_rank(rank: int, why: str) -> RequestRejected:
    return RequestRejected(400, f"sharded: rank {rank}: {why}")
