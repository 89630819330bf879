"""Every fan-out from an endpoint to its TP ranks, once.

A step either holds on every rank or fails: ``_every`` runs it on every rank concurrently,
``_all`` waits for all of them and turns the ranks' failures into one error that names each (a
``RankDeadlineExceeded`` when any of them was a missed deadline, else a ``RankStepError``).
Clean-up steps (discard, destroy) and views (progress) are best effort: ``_each`` logs a
rank's failure and goes on. The steps that wait on the group's other members (join, posting a
receive) first check that every rank is alive: a rank whose worker died fails them at once,
named, instead of leaving the live ranks to wait out their deadline for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import replace
from typing import Concatenate, ParamSpec, TypeVar

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.core.protocol import InitWeightsUpdateGroupRequest, SyncPause
from twophase.core.timing import (
    DISCARD_TURN_S,
    HEALTH_SLICE_S,
    RANK_CLEANUP_DEADLINE_S,
    RANK_PROGRESS_DEADLINE_S,
    RANK_SPECS_DEADLINE_S,
)
from twophase.errors import DeadlineExceeded, RankDeadlineExceeded, RankStepError
from twophase.receiver.pauses import PauseStats
from twophase.receiver.rankdata import (
    AbortOutcome,
    Generated,
    Generation,
    RankProgress,
    ReceivedReport,
    ReceiveSpec,
    WeightsChecksum,
)
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import RankProxy
from twophase.receiver.weight_checks import CheckReport
from twophase.transport.group import GroupConfig

log = logging.getLogger(__name__)
P = ParamSpec("P")
T = TypeVar("T")


class RankSet:
    """An endpoint's TP ranks, in TP order."""

    def __init__(
        self,
        ranks: Sequence[RankProxy],
        pauses: PauseStats | None = None,
        *,
        bind_address: str | None = None,
    ) -> None:
        self.ranks = list(ranks)
        # Where the ranks' gloo devices bind (None: each finds the route to the master).
        self.bind_address = bind_address
        self.pauses = pauses if pauses is not None else PauseStats()
        self._layouts: list[dict[str, list[Box]]] | None = None
        # A tensor-parallel model generates on every rank at once: one generation at a time,
        # never while the ranks' weights change (apply, revert), so all compute on one version.
        self._tp_turn = asyncio.Lock()
        self._turns = itertools.count(1)
        self._sync_steps = 0  # apply or revert steps waiting for, or holding, the turn
        self._sync_steps_done = asyncio.Event()
        self._sync_steps_done.set()

    async def tensor_specs(self) -> list[TensorSpec]:
        """What the model has (every rank holds the same tensors)."""
        return await self.ranks[0].call(RANK_SPECS_DEADLINE_S, RankHost.tensor_specs)

    async def layouts(self) -> list[dict[str, list[Box]]]:
        """What each rank holds of each tensor-parallel tensor (all empty: every rank holds
        the whole model). Asked once: a model's sharding does not change."""
        if self._layouts is None:
            self._layouts = await self._every(RANK_SPECS_DEADLINE_S, RankHost.tensor_layout)
        return self._layouts

    async def needs(self) -> list[dict[str, list[Box]]]:
        """What each rank receives of each tensor in a sharded sync: what it holds, or less
        where its applier says so (a vLLM worker: what its loaders read)."""
        return await self._every(RANK_SPECS_DEADLINE_S, RankHost.tensor_needs)

    async def generate(self, asked: Generation, timeout_s: float) -> Generated:
        """Rank 0 generates, with a full copy; a tensor-parallel model generates on every
        rank together (rank 0's answer is every rank's), one generation at a time, after any
        sync step already waiting for the ranks (a stream of generations cannot hold off an
        apply)."""
        if not any(await self.layouts()):  # no shards of one model: rank 0 alone
            rank = self.ranks[0]
            return await rank.call(timeout_s, RankHost.generate, asked, timeout_s)
        while self._sync_steps:
            await self._sync_steps_done.wait()
        turn = next(self._turns)
        async with self._tp_turn:
            calls = (
                rank.call(timeout_s, RankHost.generate, asked, timeout_s, turn)
                for rank in self.ranks
            )
            outcomes = await asyncio.gather(*calls, return_exceptions=True)
        first = outcomes[0]
        if isinstance(first, BaseException):  # every rank agreed on the same refusal
            raise first
        failures = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
        if failures:
            raise _one_error(failures)
        return first

    @contextlib.asynccontextmanager
    async def _sync_step(self, timeout_s: float) -> AsyncIterator[None]:
        """A step that changes the weights (apply, revert): no generation runs across it,
        and none that comes after it starts before it (a tensor-parallel model)."""
        self._sync_steps += 1
        self._sync_steps_done.clear()
        try:
            try:
                await asyncio.wait_for(self._tp_turn.acquire(), timeout_s)
            except TimeoutError:
                raise RankDeadlineExceeded(
                    f"a generation held the tensor-parallel ranks for over {timeout_s:g} s"
                ) from None
            try:
                yield
            finally:
                self._tp_turn.release()
        finally:
            self._sync_steps -= 1
            if not self._sync_steps:
                self._sync_steps_done.set()

    def problems(self) -> list[str]:
        """Why ranks are unreachable (empty while every one is)."""
        return [reason for rank in self.ranks if (reason := rank.alive()) is not None]

    async def health(self, timeout_s: float) -> list[str]:
        """Why ranks are unreachable or do not answer within ``timeout_s`` (empty: every one
        answered): a rank whose worker is alive but stopped (SIGSTOP, a stuck process) is
        named too, not only one whose worker died."""
        down = self.problems()
        if down:
            return down

        async def answers(rank: RankProxy) -> str | None:
            try:
                if await _answers_within(rank.call(timeout_s, RankHost.ping), timeout_s):
                    return None
            except Exception as exc:  # a rank that answers with a failure is not healthy
                return f"tp rank {rank.tp_rank}: {exc}"
            return f"tp rank {rank.tp_rank}: no answer within {timeout_s:g} s"

        found = await asyncio.gather(*(answers(rank) for rank in self.ranks))
        return [problem for problem in found if problem is not None]

    def check_alive(self) -> None:
        """``RankStepError`` naming every rank that is unreachable (none: returns)."""
        down = self.problems()
        if down:
            raise RankStepError("; ".join(down))

    async def weights_checksums(self, timeout_s: float) -> list[WeightsChecksum]:
        """Every rank's weights checksum, in TP order."""
        self.check_alive()
        return await self._every(timeout_s, RankHost.weights_checksum, timeout_s)

    async def check_weights(
        self, action: str, skip: list[str], timeout_s: float
    ) -> list[CheckReport]:
        """A ``/weights_checker`` debugging action on every rank, in TP order."""
        self.check_alive()
        return await self._every(timeout_s, RankHost.check_weights, action, skip, timeout_s)

    # -- steps that hold on every rank or fail --------------------------------------------

    async def join(self, request: InitWeightsUpdateGroupRequest, timeout_s: float) -> list[str]:
        """TP rank r joins as group rank ``rank_offset + r``; returns the group's warnings."""
        self.check_alive()
        config = GroupConfig(
            master_address=request.master_address,
            master_port=request.master_port,
            world_size=request.world_size,
            rank=request.rank_offset,
            group_name=request.group_name,
            backend=request.backend,
            timeout_s=timeout_s,
            attempt=request.attempt,
            bind_address=self.bind_address,
            staging_bytes=request.staging_bytes or 0,
        )
        warnings = await self._all(
            rank.call(timeout_s, RankHost.join, replace(config, rank=config.rank + i), timeout_s)
            for i, rank in enumerate(self.ranks)
        )
        return sorted({w for rank_warnings in warnings for w in rank_warnings})

    async def start_receive(self, spec: ReceiveSpec, timeout_s: float) -> int:
        """Every rank posts its receive (of a sharded sync: its own part, by its place
        here); returns how many did (every one, or this raises)."""
        self.check_alive()
        posts = (
            rank.call(timeout_s, RankHost.start_receive, spec.for_rank(i), timeout_s)
            for i, rank in enumerate(self.ranks)
        )
        return len(await self._all(posts))

    async def drain(self, spec: ReceiveSpec, timeout_s: float) -> None:
        self.check_alive()
        await self._every(timeout_s, RankHost.drain, spec, timeout_s)

    async def wait_transfer_started(self, timeout_s: float) -> int:
        """How many ranks saw the transfer start (every one, or this raises)."""
        return len(await self._every(timeout_s, RankHost.wait_transfer_started, timeout_s))

    async def wait_received(self, timeout_s: float) -> list[ReceivedReport]:
        return await self._every(timeout_s, RankHost.wait_received, timeout_s)

    async def apply(self, version: int, timeout_s: float) -> None:
        async with self._sync_step(timeout_s):
            await self._every(timeout_s, RankHost.apply, version, timeout_s)

    async def commit(self, timeout_s: float) -> SyncPause:
        """Every rank drops its old weights; what the sync cost inference, recorded in
        ``pauses`` (the endpoint's views read it there)."""
        reports = await self._every(timeout_s, RankHost.commit, timeout_s)
        return self.pauses.record(reports)

    async def request_abort(
        self, reason: str, timeout_s: float, sync_id: str | None = None
    ) -> AbortOutcome:
        """Ask every rank to abort, within ``timeout_s``: COMMITTED if any rank's commit vote
        had passed (then no rank took the abort: a passed vote means every rank had cast its
        yes before); else ACCEPTED once any rank took it (that rank never casts its yes, so
        the vote cannot pass for anyone, whatever a rank that does not answer did); else
        VOTED: every rank cast its yes with the answer unknown, or did not answer in time (a
        stopped or hung rank may have cast its yes)."""
        calls = (
            asyncio.wait_for(
                rank.call(timeout_s, RankHost.request_abort, reason, timeout_s, sync_id),
                timeout_s + 0.5,
            )
            for rank in self.ranks
        )
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        if AbortOutcome.COMMITTED in outcomes:
            return AbortOutcome.COMMITTED
        if AbortOutcome.ACCEPTED in outcomes:
            return AbortOutcome.ACCEPTED
        return AbortOutcome.VOTED

    # -- best effort ----------------------------------------------------------------------

    async def discard(self, reason: str) -> None:
        """Drop the sync on every rank (an apply not yet committed is reverted there)."""
        async with self._sync_step(DISCARD_TURN_S):
            await self._each(RANK_CLEANUP_DEADLINE_S, RankHost.discard, reason)

    async def destroy(self) -> None:
        await self._each(RANK_CLEANUP_DEADLINE_S, RankHost.destroy)

    async def progress(self) -> RankProgress:
        """How far every rank got: the least of the ranks that answered."""
        reports = await self._each(RANK_PROGRESS_DEADLINE_S, RankHost.progress)
        return RankProgress(
            min((p.buckets for p in reports), default=0),
            min((p.nbytes for p in reports), default=0),
        )

    # -- the two ways of collecting -------------------------------------------------------

    def _every(
        self,
        deadline_s: float,
        op: Callable[Concatenate[RankHost, P], T],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> Awaitable[list[T]]:
        """``op`` on every rank, collected by ``_all``."""
        return self._all(rank.call(deadline_s, op, *args, **kwargs) for rank in self.ranks)

    @staticmethod
    async def _all(calls: Iterable[Awaitable[T]]) -> list[T]:
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        failures = [o for o in outcomes if isinstance(o, BaseException)]
        if failures:
            raise _one_error(failures)
        return [o for o in outcomes if not isinstance(o, BaseException)]

    async def _each(
        self,
        deadline_s: float,
        op: Callable[Concatenate[RankHost, P], T],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> list[T]:
        """``op`` on every rank, best effort: a rank's failure is logged."""
        calls = (rank.call(deadline_s, op, *args, **kwargs) for rank in self.ranks)
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                log.warning("receiver: %s on a rank failed: %s", op.__name__, outcome)
        return [o for o in outcomes if not isinstance(o, BaseException)]


async def _answers_within(call: Awaitable[object], timeout_s: float) -> bool:
    """Whether ``call`` ends within ``timeout_s`` of this process's attention: the time is
    counted in slices of ``HEALTH_SLICE_S`` at their nominal length, so that a stretch in
    which this process itself did not run (a big request's parse holding the GIL, which also
    keeps the rank's answer unread in its pipe) is not blamed on the rank. Raises what the
    call raised."""
    task = asyncio.ensure_future(call)
    counted = 0.0
    try:
        while counted < timeout_s:
            step_s = min(HEALTH_SLICE_S, timeout_s - counted)
            done, _ = await asyncio.wait({task}, timeout=step_s)
            if done:
                task.result()
                return True
            counted += step_s
        return False
    finally:
        task.cancel()


def _one_error(failures: list[BaseException]) -> RankStepError:
    """One error for a step that failed on some ranks: each rank's cause, in TP order."""
    message = "; ".join(str(f) or type(f).__name__ for f in failures)
    timed_out = any(isinstance(f, DeadlineExceeded) for f in failures)
    error = RankDeadlineExceeded(message) if timed_out else RankStepError(message)
    error.__cause__ = failures[0]
    return error
