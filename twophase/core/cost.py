"""What a sync will cost on a cluster, from its plan of transfers (issue 38), pure.

The plan (``core/transfers.py``) says, before a byte moves, what every (sender rank, receiver
rank) pair moves and by which route. Placing the ranks on hosts gives the bytes through every
host's NICs (out and in) and through its internal links, and so the busiest of them and the
transfer's time; the protocol's other phases cost fixed round trips and collectives
(``FixedCosts``, measured here). How the bytes of a broadcast spread depends on the transport:

- gloo's broadcast is a binomial tree over the group's ranks (the root first, then the
  receiver ranks in order): in round k, each rank below ``2**k`` that holds the bytes sends
  them to the rank ``2**k`` above it, so the root sends ``ceil(log2 n)`` copies and some
  receivers forward (measured: 3 copies out of the trainer's NIC into 4 ranks on 2 hosts,
  ``twophase bench --cluster --sharded``);
- NCCL's broadcast pipelines one copy along a ring (or tree): each host's NIC carries about
  one copy in and one out, whatever the number of ranks;
- point to point (a sharded sync, a mixed delta round), each pair's bytes cross the sender's
  and the receiver's NICs where their hosts differ, else the host's internal link.

A delta's pairs carry their bytes times the delta's density (changed words over words; the
encoding's indices and bitmaps are not counted).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from twophase.core.transfers import Route, Transfers

Transport = Literal["nccl", "gloo"]
PHASES = ("join", "prepare", "probe", "transfer", "vote", "apply")


@dataclass(frozen=True)
class Cluster:
    """Where the ranks run and what joins them: each trainer rank's and each receiver rank's
    host (receiver ranks in group order: every endpoint's TP ranks in turn), the bytes per
    second each host's NICs carry together in each direction, the bytes per second of a
    host's internal link (NVLink, PCIe, loopback), and the transport."""

    trainer_hosts: tuple[str, ...]
    receiver_hosts: tuple[str, ...]
    nic_bytes_s: float
    link_bytes_s: float
    transport: Transport = "nccl"

    def __post_init__(self) -> None:
        if not self.trainer_hosts or not self.receiver_hosts:
            raise ValueError("a cluster has at least one trainer rank and one receiver rank")
        if self.nic_bytes_s <= 0 or self.link_bytes_s <= 0:
            raise ValueError("NIC and link rates are positive")


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
    # An engine that copies the staged tensors into its own (vLLM's load_weights): the
    # copy's rate on a receiver rank (None: a zero-copy apply, twophase serve's).
    copy_bytes_s: float | None = None


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
        out = {f"{h} NIC out": n / cluster.nic_bytes_s for h, n in self.nic_out.items()}
        out |= {f"{h} NIC in": n / cluster.nic_bytes_s for h, n in self.nic_in.items()}
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
    """What each pair puts on the wire: its buckets' bytes, a delta's times ``density``."""
    out: dict[tuple[int, int], float] = {}
    for key, pair in transfers.pairs.items():
        scale = density if pair.delta and density is not None else 1.0
        out[key] = pair.nbytes * scale
    return out


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


def predict(
    transfers: Transfers,
    cluster: Cluster,
    fixed: FixedCosts | None = None,
    *,
    endpoints: int = 1,
    density: float | None = None,
) -> Prediction:
    """The time of one sync of ``transfers`` on ``cluster`` (``endpoints``: the servers it
    goes to; their HTTP steps run side by side), per phase, and its bottleneck."""
    if len(cluster.trainer_hosts) < transfers.senders:
        raise ValueError(f"{transfers.senders} sender ranks, {len(cluster.trainer_hosts)} placed")
    if len(cluster.receiver_hosts) < transfers.receivers:
        raise ValueError(
            f"{transfers.receivers} receiver ranks, {len(cluster.receiver_hosts)} placed"
        )
    moved = pair_bytes(transfers, density)
    return estimate(moved, transfers.route, _lane_buckets(transfers), cluster, fixed, endpoints)


def estimate(
    moved: Mapping[tuple[int, int], float],
    route: Route,
    lane_buckets: int,
    cluster: Cluster,
    fixed: FixedCosts | None = None,
    endpoints: int = 1,
) -> Prediction:
    """``predict`` from the pairs' bytes themselves (``lane_buckets``: the buckets on the
    longest lane), for plans too large to build (``core/cost_layouts.py``)."""
    fixed = fixed or FixedCosts()
    load = load_of(moved, route, cluster)
    times = load.seconds(cluster)
    bottleneck = max(times, key=lambda k: times[k]) if times else "none"
    phases = {
        "join": fixed.join_s,
        "prepare": 2 * fixed.http_s,  # capabilities, then prepare (every endpoint at once)
        "probe": 2 * fixed.collective_s,
        "transfer": max(times.values(), default=0.0) + lane_buckets * fixed.bucket_s,
        "vote": 2 * fixed.collective_s,
        "apply": fixed.http_s + fixed.apply_s * (1 if endpoints else 0),
    }
    if fixed.copy_bytes_s is not None:  # each rank copies what it received, side by side
        per_rank: dict[int, float] = {}
        for (_, receiver), nbytes in moved.items():
            per_rank[receiver] = per_rank.get(receiver, 0.0) + nbytes
        phases["apply"] += max(per_rank.values(), default=0.0) / fixed.copy_bytes_s
    return Prediction(phases, bottleneck, load, round(sum(moved.values())))


def _lane_buckets(transfers: Transfers) -> int:
    """The buckets on the longest lane: a broadcast's one lane, else the busiest sender's
    pairs (a sender's pairs go one after another)."""
    if transfers.route == "broadcast":
        return max((p.buckets for p in transfers.pairs.values()), default=0)
    per_sender: dict[int, int] = {}
    for (sender, _), pair in transfers.pairs.items():
        per_sender[sender] = per_sender.get(sender, 0) + pair.buckets
    return max(per_sender.values(), default=0)


def hosts_of(counts: Sequence[tuple[str, int]]) -> tuple[str, ...]:
    """Ranks placed in order: ``[("h1", 8), ("h2", 8)]`` gives 8 ranks on h1, then 8 on h2."""
    return tuple(host for host, count in counts for _ in range(count))
