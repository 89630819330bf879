"""A follower's part of a sharded sync (trainer rank > 0; ``ranks.py`` for the leader): each
step as the leader says it over the trainer channel (``trainer_channel.py``), in the order the
leader takes them, so every collective of the trainer's group matches:

- ``Join``: the plan's inputs and this rank's group config; it joins the sync group (no
  config: it reuses the group it kept from the last sync; a second ``Join`` in one attempt:
  the leader formed the group afresh, and so does this rank);
- ``Pack`` (a sync that may send a delta, or one on the trainer's host): it packs and
  encodes its pairs (``delta_round.py``) and gives the leader what they came to (a text
  saying why not, if it could not), whether or not it joined; and offers its shared memory
  for its pairs (``shared_pairs.py``);
- ``Go``: every endpoint reported PREPARED: the probe, its pairs (the receiver ranks in
  ``delta_to`` get the delta), the pair vote;
- ``Done``: how the attempt ended, and whether every rank keeps the group for the next sync
  (the leader keeps its own: applied, or failed before anything touched the group).
  Applied as a version: its packed pairs become its base.
  Failed with ``again``: another attempt follows in the same sync (the pairs whole, after a
  refused delta), and its packed pairs serve that one too.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

from twophase.core.layouts import Layout
from twophase.core.reshard import PairManifest, TransferPlan
from twophase.core.table import Deadlines
from twophase.errors import TrainerGroupError, TwophaseError
from twophase.sender.delta_round import Packed, PackSummary, pack_pairs, send_mine
from twophase.sender.gathered import host_shards
from twophase.sender.sharded_plan import Inputs
from twophase.sender.shared_pairs import RankOffer, rank_offer
from twophase.sender.trainer_channel import (
    Done,
    Failed,
    Go,
    Join,
    Pack,
    PackAnswer,
    Step,
    TrainerChannel,
)
from twophase.transport.checks import run_pair_vote, run_plan_probe
from twophase.transport.group import Group, GroupConfig, GroupFactory, SyncGroup
from twophase.transport.pairs import Shards, shard_finding
from twophase.transport.shared_memory import SegmentPool
from twophase.transport.shared_offer import Offer

log = logging.getLogger(__name__)


@dataclass
class FollowerSync:
    """What one follower keeps across the attempts of one sync: its packed pairs, and
    whether this attempt offered its shared memory."""

    packed: Packed | None = None
    offered: bool = False


def follow(
    channel: TrainerChannel,
    shards: Shards,
    declared: Layout,
    kept: FollowerSync,
    group_factory: GroupFactory = SyncGroup,
) -> Failed | None:
    """A follower's part of one attempt (``channel.rank`` > 0). Returns None if it applied,
    else the leader's failure (its phase, endpoint, cause, and whether another attempt
    follows). ``group_factory``: how it joins the sync group."""
    message: Step | None = channel.broadcast()
    joined: Joined | None = None
    try:
        # A second Join comes where the leader formed the group afresh within the attempt
        # (an endpoint had lost the kept one).
        while isinstance(message, Join | Pack):
            if isinstance(message, Join):
                joined, kept.offered = _join(channel, message, group_factory), False
            else:
                assert joined is not None, "the leader packs only after the group"
                summary = _pack(channel, joined, shards, kept) if message.pairs else None
                offer = _offer(channel, shards) if message.shared else None
                kept.offered = isinstance(offer, Offer)
                channel.gather(PackAnswer(summary, offer))
            message = channel.broadcast()
        if isinstance(message, Go):
            go, message = message, None
            group = channel.sync_group
            if joined is None or group is None:
                raise RuntimeError("it is in no sync group")
            pool = channel.segments if kept.offered else None
            try:
                _run(group, joined, shards, declared, kept.packed, go.delta_to, pool)
            finally:
                if pool is not None:  # every receiver rank mapped its segments, or failed
                    pool.unname()
    except TrainerGroupError:  # the trainer's group failed: no last word can come
        raise
    except Exception as exc:  # the leader's last word still comes: this rank reads it
        log.warning("trainer rank %d: the sharded sync failed here: %r", channel.rank, exc)
    return _ended(channel, message, kept, shards)


@dataclass(frozen=True)
class Joined:
    """What the leader's "join" gave this rank: the plan's inputs, the plan, its pairs, the
    deadlines."""

    inputs: Inputs
    plan: TransferPlan
    mine: list[PairManifest]
    deadlines: Deadlines


def _join(channel: TrainerChannel, message: Join, factory: GroupFactory) -> Joined:
    """The group the leader names: the one this rank kept (``config`` None), else a fresh
    one it joins now (the kept one is closed). A failed join leaves it in none: its pairs'
    receivers then fail the sync by their deadlines."""
    inputs = message.inputs
    transfers = inputs.transfers()
    assert transfers.plan is not None
    mine = transfers.from_sender(channel.rank)
    joined = Joined(inputs, transfers.plan, mine, message.deadlines)
    if message.config is None:
        if channel.kept_group() is None:
            log.warning("trainer rank %d: the leader reuses a group it no longer has", channel.rank)
        return joined
    channel.replace_group(None)
    config: GroupConfig = dataclasses.replace(message.config, rank=channel.rank)
    try:
        channel.replace_group(factory(config))
    except TwophaseError as exc:
        log.warning("trainer rank %d did not join the sync group: %s", channel.rank, exc)
    return joined


def _pack(
    channel: TrainerChannel, joined: Joined, shards: Shards, kept: FollowerSync
) -> PackSummary | str:
    """This rank's pairs packed (kept from the attempt before where they fit): what they
    came to, or why they could not be."""
    rank = channel.rank
    if channel.sync_group is None:
        return f"trainer rank {rank} did not join the sync group"
    checksum, digest = joined.inputs.checksum, joined.inputs.layout_digest(joined.plan)
    if checksum is None:
        return "a sharded delta needs checksums"
    try:  # whatever fails, the leader's gather must still be answered
        if kept.packed is None or not kept.packed.fits(digest, checksum):
            base = channel.pair_base
            names = joined.plan.names
            kept.packed = pack_pairs(joined.mine, shards, names, checksum, digest, base)
        return kept.packed.summary()
    except Exception as exc:
        return f"trainer rank {rank}: packing its pairs: {exc!r}"


def _offer(channel: TrainerChannel, shards: Shards) -> RankOffer:
    """This rank's shared memory for its pairs, offered (its group's pool, made once)."""

    def pool() -> SegmentPool:
        if channel.segments is None or channel.segments.closed:
            channel.segments = SegmentPool(sets=1)
        return channel.segments

    if channel.sync_group is None:
        return f"trainer rank {channel.rank} did not join the sync group"
    return rank_offer(channel.rank, shards, pool)


def _run(
    group: Group,
    joined: Joined,
    shards: Shards,
    declared: Layout,
    packed: Packed | None,
    delta_to: frozenset[int],
    pool: SegmentPool | None = None,
) -> None:
    """The follower's data path: the probe, its pairs (``pool``: offered, through it where
    every rank maps every trainer rank's), the vote."""
    inputs, plan, deadlines = joined.inputs, joined.plan, joined.deadlines
    senders = len(inputs.holdings)
    finding = shard_finding(declared, shards)
    offered = None if pool is None else True
    missing = run_plan_probe(
        group, plan.digest(), finding, timeout_s=deadlines.first_byte, shared=offered
    )
    sent = send_mine(
        group, joined.mine, shards, plan.names, packed=packed, delta_to=delta_to,
        senders=senders, deadlines=deadlines, checksum=inputs.checksum,
        pool=pool if pool is not None and not missing else None,
    )  # fmt: skip
    run_pair_vote(group, senders=senders, sent=sent, timeout_s=deadlines.progress)


def _ended(
    channel: TrainerChannel, message: Step | None, kept: FollowerSync, shards: Shards
) -> Failed | None:
    """Skip to the leader's last word on the attempt: the group stays where the leader keeps
    its own (else it goes); applied, the packed pairs become this rank's base, and where the
    leader says so, it gets this rank's shards (endpoints that take whole tensors only
    follow: ``rounds.py``)."""
    done = _last_word(channel, message)
    if not done.keep_group or channel.kept_group() is None:
        channel.replace_group(None)
    failed, version = done.failed, done.version
    if failed is None and kept.packed is not None and version is not None:
        channel.pair_base = kept.packed.adopt(version)
    if failed is None and done.gather:  # then the whole part's outcome
        channel.step = "shards"
        channel.gather(host_shards(shards))
        failed = _last_word(channel, channel.broadcast()).failed
    elif failed is not None and failed.again and kept.packed is not None:
        kept.packed.drop_deltas("the delta was refused")
    return failed


def _last_word(channel: TrainerChannel, message: Step | None) -> Done:
    while not isinstance(message, Done):
        message = channel.broadcast()
    return message
