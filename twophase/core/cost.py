"""What a sync will cost on a cluster, from its plan of transfers (issue 38), pure.

The plan (``core/transfers.py``) says, before a byte moves, what every (sender rank, receiver
rank) pair moves and by which route. Placing the ranks on hosts gives the bytes through every
host's NICs (out and in) and through its internal links, and so the busiest of them and the
transfer's time; the protocol's other phases cost fixed round trips and collectives
(``FixedCosts``, measured here). How the bytes of a broadcast spread depends on the transport:

- gloo's broadcast is a binomial tree over the group's ranks (the root first, then the
  receiver ranks in order): rank ``v`` receives from ``v`` less its highest set bit, so the
  root sends ``ceil(log2 n)`` copies, all at once, and the other ranks forward a message once
  they hold all of it (measured: 3 copies out of the trainer's NIC into 4 ranks on 2 hosts,
  ``twophase bench --cluster --sharded``). Buckets pipeline down the tree, so the busiest NIC
  bounds the time, plus the last bucket's forwarding below the root's children (one message
  of 109 MB into 4 ranks on 2 hosts: 3 copies from the root, then 1 more, 4.09 units
  measured);
- NCCL's broadcast pipelines one copy along a ring (or tree): each host's NIC carries about
  one copy in and one out, whatever the number of ranks;
- point to point (a sharded sync, a mixed delta round), each pair's bytes cross the sender's
  and the receiver's NICs where their hosts differ, else the host's internal link.

A delta's buckets each carry the smallest of its encodings (``core/delta_sizes.py``) at the
delta's density (changed words over words). Each NIC carries payload at ``efficiency`` of its
line rate (measured: a raw transfer between two hosts, ``tools/bench/fixed_costs.py``).

Where the hosts share CPU cores (``Cluster.cores``: the namespaced cluster's hosts are one
machine's network namespaces), every process's work on the bytes (packing, checksums, the
sockets' copies, landing) draws on the same cores: past some line rate the transfer takes that
work's core-seconds over the cores, not the busiest NIC's time (measured at 5 gbit: a sharded
sync of 227 MB kept both cores 84% busy for 0.35 s where its busiest NIC needed 0.19 s).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from twophase.core.buckets import Manifest
from twophase.core.delta import word_for
from twophase.core.delta_sizes import INDEX_BYTES, sizes
from twophase.core.transfers import Route, Transfers

Transport = Literal["nccl", "gloo"]
PHASES = ("setup", "gather", "pack", "join", "prepare", "probe", "transfer", "vote", "apply")


@dataclass(frozen=True)
class Cluster:
    """Where the ranks run and what joins them: each trainer rank's and each receiver rank's
    host (receiver ranks in group order: every endpoint's TP ranks in turn), the bytes per
    second each host's NICs carry together in each direction, the bytes per second of a
    host's internal link (NVLink, PCIe, loopback), the transport, and the CPU cores every
    host shares where they share one machine's (None: each host has its own)."""

    trainer_hosts: tuple[str, ...]
    receiver_hosts: tuple[str, ...]
    nic_bytes_s: float
    link_bytes_s: float
    transport: Transport = "nccl"
    efficiency: float = 1.0  # the share of a NIC's line rate that carries payload
    cores: float | None = None

    def __post_init__(self) -> None:
        if not self.trainer_hosts or not self.receiver_hosts:
            raise ValueError("a cluster has at least one trainer rank and one receiver rank")
        if self.nic_bytes_s <= 0 or self.link_bytes_s <= 0:
            raise ValueError("NIC and link rates are positive")
        if self.cores is not None and self.cores <= 0:
            raise ValueError(f"shared cores must be positive, got {self.cores}")
        if not 0 < self.efficiency <= 1:
            raise ValueError(f"efficiency must be in (0, 1], got {self.efficiency}")

    @property
    def payload_bytes_s(self) -> float:
        """The payload bytes per second a NIC carries in one direction."""
        return self.nic_bytes_s * self.efficiency

    def hop_s(self, src: str, dst: str, nbytes: float) -> float:
        """One message's time from host ``src`` to host ``dst``, alone on the way."""
        return nbytes / (self.link_bytes_s if src == dst else self.payload_bytes_s)


@dataclass(frozen=True)
class FixedCosts:
    """What the protocol's steps cost besides the bytes: an HTTP round trip (with its
    handling), a small collective's latency, forming the group, and the per-bucket cost on
    each lane (a collective's launch and wait)."""

    http_s: float = 0.004
    collective_s: float = 0.001
    join_s: float = 0.15
    bucket_s: float = 0.0005
    apply_s: float = 0.002  # a staged apply's swap, per endpoint (the pause: about a ms)
    # An engine that copies the staged tensors into its own (vLLM's load_weights, a
    # tensor-parallel module's shards): the copy's rate on a receiver rank (None: a
    # zero-copy apply, twophase serve's).
    copy_bytes_s: float | None = None
    # The trainer's own steps before the group's (the control request, a sharded trainer's
    # plan among its ranks).
    setup_s: float = 0.0
    # A gathered sync's work per byte gathered besides the wire (``sender/gathered.py``,
    # ``TrainerChannel.gather``: each rank pickles its shards into a padded tensor, then rank
    # 0 copies every rank's out, unpickles them and assembles whole tensors).
    gather_byte_s: float = 1.5e-9
    # The core-seconds every process of a sync spends together while the bytes move (the
    # sender's pack and checksum, the sockets, the receiver's checksum and landing): a part
    # whatever the bytes (per tensor and pair) and a part per byte the receiver ranks
    # receive. With ``Cluster.cores``, over those cores, the least time the transfer takes.
    cpu_s: float = 0.0
    cpu_byte_s: float = 0.0
    # A delta sync packs and encodes every bucket before prepare (the sender, per whole byte
    # of its busiest rank), and each receiver rank patches its base (per whole byte it holds).
    encode_bytes_s: float = 2e9
    patch_bytes_s: float = 2e9


@dataclass
class Load:
    """The bytes through each host's NICs (out, in) and each host's internal link."""

    nic_out: dict[str, int] = field(default_factory=dict)
    nic_in: dict[str, int] = field(default_factory=dict)
    link: dict[str, int] = field(default_factory=dict)

    def add(self, where: dict[str, int], host: str, nbytes: float) -> None:
        where[host] = where.get(host, 0) + round(nbytes)

    def seconds(self, cluster: Cluster) -> dict[str, float]:
        """Each resource's time at its rate, by name (``host NIC out``, ``host link``)."""
        rate = cluster.payload_bytes_s
        out = {f"{h} NIC out": n / rate for h, n in self.nic_out.items()}
        out |= {f"{h} NIC in": n / rate for h, n in self.nic_in.items()}
        out |= {f"{h} link": n / cluster.link_bytes_s for h, n in self.link.items()}
        return out


@dataclass(frozen=True)
class Prediction:
    """A sync's predicted time per phase, the transfer's bottleneck and every resource's
    bytes."""

    phases: dict[str, float]
    bottleneck: str
    load: Load
    bytes_moved: int

    @property
    def total_s(self) -> float:
        return sum(self.phases.values())


def pair_bytes(transfers: Transfers, density: float | None = None) -> dict[tuple[int, int], float]:
    """What each pair puts on the wire: its buckets' bytes; a delta's, each bucket in its
    smallest encoding at ``density``."""
    out: dict[tuple[int, int], float] = {}
    for key, pair in transfers.pairs.items():
        delta = pair.delta and density is not None
        out[key] = delta_bytes(pair.manifest, density) if delta else pair.nbytes  # type: ignore[arg-type]
    return out


def delta_share(density: float, word: int) -> float:
    """A delta's bytes over the whole's at ``density`` for ``word``-byte words, in its
    smallest encoding (for plans too large to build buckets of)."""
    if not 0 <= density <= 1:
        raise ValueError(f"density must be in [0, 1], got {density}")
    return min(1.0, 1 / (8 * word) + density, density * (INDEX_BYTES + word) / word)


def delta_bytes(manifest: Manifest, density: float) -> int:
    """A delta's payload of ``manifest``'s buckets at ``density``: each bucket's smallest
    encoding (whole, a bitmap, or indices) of that share of its words changed."""
    if not 0 <= density <= 1:
        raise ValueError(f"density must be in [0, 1], got {density}")
    total = 0
    for bucket in manifest.buckets:
        word = word_for(bucket)
        words = bucket.payload_bytes // word
        total += min(sizes(words, round(density * words), word).values())
    return total


def load_of(moved: Mapping[tuple[int, int], float], route: Route, cluster: Cluster) -> Load:
    """The bytes through every NIC and link when each (sender, receiver) pair moves
    ``moved[pair]`` bytes by ``route`` (a broadcast: one sender, the same bytes to all)."""
    load = Load()
    senders, receivers = cluster.trainer_hosts, cluster.receiver_hosts
    if route == "point_to_point":
        for (sender, receiver), nbytes in moved.items():
            _one_copy(load, senders[sender], receivers[receiver], nbytes)
        return load
    copy = max(moved.values(), default=0.0)
    root = senders[0]
    ranks = [receivers[r] for _, r in sorted(moved)]
    if cluster.transport == "gloo":  # gloo's binomial tree, group rank 0 the root
        members = [root, *ranks]
        mask = 1
        while mask < len(members):
            for src in range(min(mask, len(members) - mask)):
                _one_copy(load, members[src], members[src + mask], copy)
            mask <<= 1
        return load
    remote = [h for h in ranks if h != root]
    if any(h == root for h in ranks):
        load.add(load.link, root, copy)
    hosts = list(dict.fromkeys(remote))  # NCCL: one copy along a ring through the hosts
    for i, host in enumerate(hosts):
        load.add(load.nic_in, host, copy)
        load.add(load.nic_out, root if i == 0 else hosts[i - 1], copy)
        if ranks.count(host) > 1:  # on to the host's other ranks over its link
            load.add(load.link, host, copy)
    return load


def _one_copy(load: Load, src: str, dst: str, nbytes: float) -> None:
    if src == dst:
        load.add(load.link, src, nbytes)
    else:
        load.add(load.nic_out, src, nbytes)
        load.add(load.nic_in, dst, nbytes)


@dataclass(frozen=True)
class Work:
    """What a sync does besides its pairs' bytes on the wire, each the busiest rank's share."""

    last_bucket_bytes: float = 0.0  # the largest bucket on the wire: a gloo tree forwards it last
    encoded_bytes: float = 0.0  # whole bytes the busiest sender packs and encodes (a delta)
    patched_bytes: float = 0.0  # whole bytes the busiest receiver rank patches (a delta)
    applied_bytes: float | None = None  # what the busiest receiver rank copies in (None: all)
    gathered: tuple[float, ...] = ()  # each trainer rank's bytes, gathered onto rank 0 first


def predict(
    transfers: Transfers,
    cluster: Cluster,
    fixed: FixedCosts | None = None,
    *,
    endpoints: int = 1,
    density: float | None = None,
    applied_bytes: float | None = None,
    gathered: Sequence[float] = (),
) -> Prediction:
    """The time of one sync of ``transfers`` on ``cluster`` (``endpoints``: the servers it
    goes to; their HTTP steps run side by side), per phase, and its bottleneck.
    ``applied_bytes``: what the busiest receiver rank copies in, where not all it received
    (a tensor-parallel rank keeps its part of whole tensors); ``gathered``: each trainer
    rank's bytes, gathered onto rank 0 before it broadcasts (``sync_gathered``)."""
    if len(cluster.trainer_hosts) < transfers.senders:
        raise ValueError(f"{transfers.senders} sender ranks, {len(cluster.trainer_hosts)} placed")
    if len(cluster.receiver_hosts) < transfers.receivers:
        raise ValueError(
            f"{transfers.receivers} receiver ranks, {len(cluster.receiver_hosts)} placed"
        )
    moved = pair_bytes(transfers, density)
    encoded: dict[int, int] = {}
    patched: dict[int, int] = {}
    for (sender, receiver), pair in transfers.pairs.items():
        if pair.delta and density is not None:
            patched[receiver] = patched.get(receiver, 0) + pair.nbytes
            if transfers.route == "point_to_point" or not encoded:  # a broadcast encodes once
                encoded[sender] = encoded.get(sender, 0) + pair.nbytes
    largest = max(
        (moved[key] / max(p.buckets, 1) for key, p in transfers.pairs.items()), default=0.0
    )
    work = Work(
        largest if transfers.route == "broadcast" else 0.0,
        max(encoded.values(), default=0),
        max(patched.values(), default=0),
        applied_bytes,
        tuple(gathered),
    )
    return estimate(
        moved, transfers.route, _lane_buckets(transfers), cluster, fixed, endpoints, work
    )


def estimate(
    moved: Mapping[tuple[int, int], float],
    route: Route,
    lane_buckets: int,
    cluster: Cluster,
    fixed: FixedCosts | None = None,
    endpoints: int = 1,
    work: Work | None = None,
) -> Prediction:
    """``predict`` from the pairs' bytes themselves (``lane_buckets``: the buckets on the
    longest lane), for plans too large to build (``core/cost_layouts.py``)."""
    fixed = fixed or FixedCosts()
    work = work or Work()
    load = load_of(moved, route, cluster)
    times = load.seconds(cluster)
    bottleneck = max(times, key=lambda k: times[k]) if times else "none"
    wire = max(times.values(), default=0.0)
    if route == "broadcast" and cluster.transport == "gloo":
        ranks = [cluster.receiver_hosts[r] for _, r in sorted(moved)]
        wire += tree_tail_s(cluster.trainer_hosts[0], ranks, work.last_bucket_bytes, cluster)
    cpu = cpu_s(sum(moved.values()), cluster, fixed)
    if cpu > wire:
        bottleneck = f"the {cluster.cores:g} shared cores"
        wire = cpu
    per_rank: dict[int, float] = {}
    for (_, receiver), nbytes in moved.items():
        per_rank[receiver] = per_rank.get(receiver, 0.0) + nbytes
    applied = work.applied_bytes
    if applied is None:
        applied = max(per_rank.values(), default=0.0)
    phases = {
        "setup": fixed.setup_s,
        "gather": gather_s(work.gathered, cluster, fixed),
        "pack": work.encoded_bytes / fixed.encode_bytes_s,
        "join": fixed.join_s,
        "prepare": 2 * fixed.http_s,  # capabilities, then prepare (every endpoint at once)
        "probe": 2 * fixed.collective_s,
        # A delta's patch runs as its buckets arrive: the slower of the two sets the pace.
        "transfer": max(wire, work.patched_bytes / fixed.patch_bytes_s)
        + lane_buckets * fixed.bucket_s,
        "vote": 2 * fixed.collective_s,
        "apply": fixed.http_s + fixed.apply_s * (1 if endpoints else 0),
    }
    if fixed.copy_bytes_s is not None:  # each rank copies what it keeps, side by side
        phases["apply"] += applied / fixed.copy_bytes_s
    return Prediction(phases, bottleneck, load, round(sum(moved.values())))


def cpu_s(received: float, cluster: Cluster, fixed: FixedCosts) -> float:
    """The least time the processes' work on ``received`` bytes (what the receiver ranks
    receive in all) takes on the cores the hosts share; 0 where they share none."""
    if cluster.cores is None:
        return 0.0
    return (fixed.cpu_s + fixed.cpu_byte_s * received) / cluster.cores


def tree_tail_s(root: str, ranks: Sequence[str], nbytes: float, cluster: Cluster) -> float:
    """How long the last ``nbytes`` message of a gloo broadcast from ``root`` to ``ranks``
    (group ranks 1..n) travels after the root has sent it: rank ``v`` holds it only once its
    parent (``v`` less its highest set bit) does, so the time is the longest chain of
    forwards below the root's children."""
    members = [root, *ranks]
    longest = 0.0
    for v in range(1, len(members)):
        chain, bits = 0.0, 0
        for bit in range(v.bit_length()):
            if v >> bit & 1:
                child = bits | 1 << bit
                if bits:  # the root's own send is in the load's time
                    chain += cluster.hop_s(members[bits], members[child], nbytes)
                bits = child
        longest = max(longest, chain)
    return longest


def gather_s(held: Sequence[float], cluster: Cluster, fixed: FixedCosts) -> float:
    """Every trainer rank's ``held`` bytes onto rank 0 (point to point), and the work on
    them besides (``FixedCosts.gather_byte_s``); 0 for no gather."""
    if not held:
        return 0.0
    moved = {(rank, 0): nbytes for rank, nbytes in enumerate(held) if rank}
    hosts = cluster.trainer_hosts
    on_trainer = Cluster(hosts, hosts, cluster.nic_bytes_s, cluster.link_bytes_s,
                         cluster.transport, cluster.efficiency)  # fmt: skip
    times = load_of(moved, "point_to_point", on_trainer).seconds(on_trainer)
    return max(times.values(), default=0.0) + fixed.gather_byte_s * sum(held)


def _lane_buckets(transfers: Transfers) -> int:
    """The rounds of buckets: every lane (a broadcast's one, each pair's) posts its bucket k
    in round k, side by side (``transport/transfer.py``), so the longest lane's count."""
    return max((p.buckets for p in transfers.pairs.values()), default=0)


def hosts_of(counts: Sequence[tuple[str, int]]) -> tuple[str, ...]:
    """Ranks placed in order: ``[("h1", 8), ("h2", 8)]`` gives 8 ranks on h1, then 8 on h2."""
    return tuple(host for host, count in counts for _ in range(count))
