"""Rank 0's side of the sync group: the group, the TCPStores it hosted, the one thread every
collective of it runs on, and their lifecycle (form with a deadline, run work with a
deadline, close).

One thread, for the life of the coordinator: NCCL wants a group's collectives issued from one
thread in order, and a gloo collective blocked past its deadline must not block the event
loop. A store is kept per (address, port): its port stays bound while anything references
it, so a later attempt there reuses it under a new attempt prefix.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

import torch
from torch._C._distributed_c10d import TCPStore

from twophase.errors import DeadlineExceeded, GroupError
from twophase.transport.group import Group, GroupConfig, GroupFactory
from twophase.transport.shared_route import Pool, fits, new_pool
from twophase.transport.transfer import PackBuffers

log = logging.getLogger(__name__)
Result = TypeVar("Result")
# Who the group was formed for (address, group name, endpoints and their sizes): a group is
# reused only by a sync with the same members.
Members = tuple[Hashable, ...]


class SenderGroup:
    def __init__(self, factory: GroupFactory) -> None:
        self._factory = factory
        self._group: Group | None = None
        self._members: Members = ()
        self._stores: dict[tuple[str, int], TCPStore] = {}
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="twophase-sender-group")
        # The last join submitted to the thread; one that outlived its deadline (gloo's connect
        # to a peer behind a partition overruns it by seconds) may still hold the thread when
        # the next sync forms a group.
        self._joining: Future[Group] | None = None
        # Packed into on the group thread only, kept from one sync to the next.
        self.pack_buffers = PackBuffers()
        # The same-host route's segments: the group's, like the pack buffers (None: none).
        self._segments: Pool | None = None

    def segments(self, device: torch.device, sets: int) -> Pool:
        """The live group's shared-memory pool for buckets packed on ``device`` in ``sets``
        sets (made on first use, or anew for another device or count; closed with the
        group)."""
        if not fits(self._segments, device, sets):
            if self._segments is not None:
                self._segments.close()
            self._segments = new_pool(device, sets)
        assert self._segments is not None
        return self._segments

    def retire_segments(self, pool: Pool) -> None:
        """Close ``pool`` if it is still this group's: the next sync makes a fresh one (a
        server may serve from either of its sets)."""
        if self._segments is pool:
            pool.close()
            self._segments = None

    @property
    def held_segments(self) -> Pool | None:
        return self._segments

    @property
    def alive(self) -> bool:
        """A group exists and no collective on it failed."""
        return self._group is not None and self._group.dead is None

    @property
    def attempt(self) -> str | None:
        """The store prefix the live group was formed under (None: no group, or a
        seed-protocol one): what the other trainer ranks of a sharded sync name theirs by."""
        return self._group.config.attempt if self.alive and self._group is not None else None

    def usable(self, members: Members) -> bool:
        """Alive and formed for these members: the next sync may reuse it."""
        return self.alive and members == self._members

    async def form(
        self,
        config: GroupConfig,
        members: Members,
        *,
        deadline_s: float,
        alongside: Awaitable[Result],
    ) -> tuple[Result, Exception | None]:
        """Join as rank 0 on the group thread while ``alongside`` (the endpoints joining)
        runs; wait for the join at most ``deadline_s``. Returns what ``alongside`` returned
        and why the join failed (None: the group formed, and is now this object's)."""
        self.close()
        self._leave_stuck_join()
        where = (config.master_address, config.master_port)
        # With an attempt prefix, the store of an earlier attempt here is reused; the seed
        # protocol's fixed prefix needs a fresh one, so the old one is let go first (its port
        # stays bound while anything references it: "port is taken" at the next join).
        if config.attempt is None:
            self._stores.pop(where, None)
        reuse = self._stores.get(where) if config.attempt is not None else None
        self._joining = self._thread.submit(functools.partial(self._factory, config, store=reuse))
        joining = asyncio.wrap_future(self._joining)
        alongside_result = await alongside
        try:
            group = await _within(joining, deadline_s, "the group did not form")
        except Exception as exc:  # GroupJoinError, the deadline, or the factory's own error
            log.warning("rank 0 did not join %s: %s", config.describe(), exc)
            # A join that forms after its deadline is nobody's: close it when it does.
            self._joining.add_done_callback(_close_late_group)
            return alongside_result, exc
        if group.tcp_store is not None and config.attempt is not None:
            self._stores[where] = group.tcp_store  # for the next attempt here
        for warning in group.warnings:
            log.warning("%s", warning)
        self._group, self._members = group, members
        return alongside_result, None

    async def run(self, work: Callable[[Group], Result], *, deadline_s: float) -> Result:
        """Run ``work(group)`` on the group thread; ``DeadlineExceeded`` past ``deadline_s``
        (the work's own collectives have deadlines too; this one bounds the whole)."""
        group = self._group
        if group is None:
            raise GroupError("no sync group: form one first")
        loop = asyncio.get_running_loop()
        running = loop.run_in_executor(self._thread, work, group)
        return await _within(running, deadline_s, "the group's work did not finish")

    def _leave_stuck_join(self) -> None:
        """An earlier join still running on the group thread past its deadline would queue
        this one behind it while the peers wait for rank 0 in vain: leave that thread to end
        on its own (its connect's deadline frees it) and take a fresh one."""
        if self._joining is not None and not self._joining.done():
            log.warning("an earlier group join still runs: forming on a fresh thread")
            self._thread.shutdown(wait=False)
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="twophase-sender-group")

    def close(self) -> bool:
        """Close the group (idempotent); True if there was one. The store stays for reuse."""
        group, self._group, self._members = self._group, None, ()
        self.pack_buffers = PackBuffers()  # a send of the closed group may still read the old
        if self._segments is not None:  # its names go; a send still running keeps its map
            self._segments.close()
            self._segments = None
        if group is None:
            return False
        group.close()
        return True

    def shutdown(self) -> None:
        """Close the group and let the group thread go (it ends after its current work)."""
        self.close()
        self._thread.shutdown(wait=False)


def _close_late_group(joined: Future[Group]) -> None:
    if not joined.cancelled() and joined.exception() is None:
        joined.result().close()


async def _within(future: asyncio.Future[Result], deadline_s: float, what: str) -> Result:
    # asyncio.wait, not wait_for: the work's own CollectiveTimeout is also a TimeoutError,
    # and must stay what it is rather than be taken for this deadline.
    done, _ = await asyncio.wait({future}, timeout=deadline_s)
    if not done:
        future.cancel()  # the thread runs on until the work's own deadline frees it
        raise DeadlineExceeded(f"{what} within {deadline_s:g} s")
    return future.result()
