"""The rounds of one sync call, and what each one commits (``run_rounds``).

1. **The attempt** (``attempt.py``), with its senders (``Solo`` or ``Ranks``). It commits at
   its vote; its packed buckets become the next delta's base (``Senders.committed``).
2. **The buckets whole**, only where round 1's delta was refused (at prepare, or by the vote)
   and nothing of round 1 committed: the same buckets, whole, in the same call. Round 2's
   commit is the sync's.
3. **The whole part of a mixed sharded round**, only for a sharded sync with endpoints that
   take whole tensors only (a seed-protocol peer, a stock SGLang: no ``/sync_capabilities``):
   once round 1 or 2 committed, every trainer rank sends the leader its shards, and a
   one-sender sync of their own brings them the full tensors as the same version. A failure
   here is a split outcome: the sharded endpoints hold the new version (``committed_version``
   says so), the others their old one, and the next sync brings them up.

A sharded sync where no endpoint speaks twophase has round 3 alone (``whole_only``).

Round 3's one-sender sync has a coordinator and a group of its own (``WholeSide``), on a port
of its own (``SyncCoordinator(whole_master_port=...)``), kept across syncs: the sharded group
has the other trainer ranks in it and is formed afresh after any failure that touched it, and
a seed-protocol peer cannot join a second group under the same name.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from twophase.core.table import Phase
from twophase.errors import SyncError, TrainerGroupError
from twophase.sender.attempt import Attempt, Host, Senders
from twophase.sender.gathered import gather_full
from twophase.sender.plan import SyncOptions
from twophase.sender.ranks import NothingSharded, Ranks
from twophase.sender.result import SyncResult
from twophase.sender.weights import WeightSource

if TYPE_CHECKING:
    import aiohttp

    from twophase.sender.endpoints import RemoteEndpoint
    from twophase.sender.followup import FollowUp

log = logging.getLogger(__name__)
WHOLE_ONLY = "takes whole tensors only (it answers no /sync_capabilities)"


class RoundsHost(Host, Protocol):
    """What the rounds need of the coordinator beyond what an attempt does."""

    whole_side: WholeSide

    def committed(
        self, version: int, senders: Senders, follow_up: FollowUp | None, *, split: bool
    ) -> None:
        """``version`` is committed (``split``: not everywhere)."""


async def run_rounds(
    host: RoundsHost, session: aiohttp.ClientSession, senders: Senders, options: SyncOptions
) -> SyncResult:
    """One sync call: its rounds (see the module's docstring); raises ``SyncError``."""
    attempt = Attempt(host, host.endpoint_set(session), senders, options)
    try:
        try:
            result = await attempt.run()
        except NothingSharded:
            assert isinstance(senders, Ranks)
            result = await whole_only(host, senders, attempt.endpoints.endpoints, options)
        except SyncError as exc:
            if not attempt.retries_whole(exc):
                raise
            log.warning("delta refused (%s); sending the buckets whole", attempt.delta_refused)
            why = f"{attempt.delta_refused} ({exc})"
            whole = replace(options, delta=False)
            senders = senders.whole(why)
            attempt = Attempt(host, host.endpoint_set(session), senders, whole)
            attempt.refused_before = why
            result = await attempt.run()
        if isinstance(senders, Ranks) and senders.whole_endpoints:  # round 3
            endpoints = senders.whole_endpoints
            sharded = [e.name for e in host.endpoints if e not in endpoints]
            version = result.weight_version
            later = await send_whole(host, senders, endpoints, options, version, split=sharded)
            result.merge_later(later, {e.name: WHOLE_ONLY for e in endpoints})
    except SyncError as exc:
        if exc.committed_version is not None:  # past the commit point: it stands
            _committed(host, exc.committed_version, senders, attempt, options, split=True)
        raise
    _committed(host, result.weight_version, senders, attempt, options, split=False)
    return result


def _committed(
    host: RoundsHost,
    version: int,
    senders: Senders,
    attempt: Attempt,
    options: SyncOptions,
    *,
    split: bool,
) -> None:
    """The sync committed ``version``: of the weights (the coordinator's account), or of an
    adapter (its buckets its own delta base; the weights' version and delta base stay; the
    endpoints are asked again which adapters they hold before the next sync)."""
    if options.adapter is None:
        host.committed(version, senders, attempt.follow_up, split=split)
        return
    senders.committed(version, attempt.follow_up, split=split)  # the adapter's own base
    for endpoint in host.endpoints:
        endpoint.asked = False


async def whole_only(
    host: RoundsHost, ranks: Ranks, endpoints: Sequence[RemoteEndpoint], options: SyncOptions
) -> SyncResult:
    """No endpoint speaks twophase (stock SGLang servers, seed-protocol peers): the sync in
    the same call, every rank sending the leader its shards and the leader the full tensors,
    whole."""
    chosen = options.weight_version
    version = chosen if chosen is not None else host.version + 1
    keep = host.group.alive  # the sharded group is not touched
    try:
        await ranks.channel.end(None, ranks.step_s, version=version, gather=True, keep_group=keep)
    except TrainerGroupError:  # it names the rank and the step
        raise
    except Exception as exc:  # the trainer's group is dead: so is this sync
        cause = f"telling the other trainer ranks: {exc!r}"
        raise SyncError(Phase.SETUP, None, cause) from exc
    result = await send_whole(host, ranks, endpoints, options, version)
    result.whole_after = {e.name: WHOLE_ONLY for e in endpoints}
    return result


async def send_whole(
    host: RoundsHost,
    ranks: Ranks,
    endpoints: Sequence[RemoteEndpoint],
    options: SyncOptions,
    version: int,
    *,
    split: Sequence[str] | None = None,
) -> SyncResult:
    """Round 3: every trainer rank sends the leader its shards (``gather_full``: the
    followers wait in that gather, the leader's last word said so), a one-sender sync brings
    ``endpoints`` the full tensors as ``version``, and the followers hear how it ended
    (``SyncError``: it failed, or the shards did not come; ``split``: the sharded endpoints
    that committed ``version`` already, a split outcome)."""
    error: SyncError | None = None
    try:
        full = await gather_full(ranks.channel, ranks.specs, ranks.weights.shards)
        assert full is not None  # the leader's
        source = WeightSource(list(ranks.specs), lambda: iter(full))
        result = await host.whole_side.sync(endpoints, source, options, version)
    except SyncError as exc:
        error = exc
    except Exception as exc:  # whatever it was, the followers still hear how it ended
        error = SyncError(Phase.SETUP, None, f"sending the full tensors: {exc!r}")
        error.__cause__ = exc
    if error is not None and split is not None:  # the sharded part committed ``version``
        cause = (
            f"{error.cause}; the sharded part committed version {version} at "
            f"{', '.join(split)}: a split outcome, the next sync brings the others up"
        )
        error = SyncError(error.phase, error.endpoint, cause, timed_out=error.timed_out)
        error.committed_version = version
    try:
        await ranks.channel.end(error, ranks.step_s, version=version, keep_group=host.group.alive)
    except Exception as exc:  # a follower gone: the outcome stands
        log.warning("could not tell the other trainer ranks how the sync ended: %s", exc)
    if error is not None:
        raise error
    return result


class WholeCoordinator(Protocol):
    """The coordinator ``WholeSide`` keeps (a ``SyncCoordinator`` of its own)."""

    version: int
    endpoints: list[RemoteEndpoint]

    async def sync_source(self, source: WeightSource, options: SyncOptions) -> SyncResult: ...
    async def close(self) -> None: ...


class WholeSide:
    """The whole-only endpoints' own coordinator, kept while they stay the same (its group
    too). ``make(endpoints)``: a new one for them (the parent's settings, its own port)."""

    def __init__(self, make: Callable[[Sequence[RemoteEndpoint]], WholeCoordinator]) -> None:
        self.make = make
        self.coordinator: WholeCoordinator | None = None
        self.names: list[str] = []

    async def sync(
        self,
        endpoints: Sequence[RemoteEndpoint],
        source: WeightSource,
        options: SyncOptions,
        version: int,
    ) -> SyncResult:
        """The full tensors into ``endpoints`` as ``version``: whole, by broadcast."""
        names = [e.name for e in endpoints]
        if self.coordinator is None or self.names != names:
            await self.close()
            self.coordinator, self.names = self.make(endpoints), names
        child = self.coordinator
        child.version = version - 1  # the version it publishes is the sharded part's
        whole = replace(options, delta=False, weight_version=version, transfer_format=None)
        return await child.sync_source(source, whole)

    async def close(self) -> None:
        if self.coordinator is not None:
            await self.coordinator.close()
            self.coordinator, self.names = None, []
