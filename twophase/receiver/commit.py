"""The commit of one receiving endpoint, and the answer to complete.

With a vote (twophase's senders), the endpoint commits as soon as the vote passed on every
rank, without waiting for complete: the commit point is the vote, so a trainer that dies
between completes cannot split the endpoints; complete then reports how that commit ended.
From a seed-protocol sender (no vote), complete is the commit: every bucket in, checksums
compared, then apply. Either way, apply on every rank, commit, publish; a failure rolls back
through the core's one failure path (``EndpointCore.phase``): all or nothing across TP ranks.
"""

from __future__ import annotations

import time

from twophase.core.protocol import (
    AdapterHeld,
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
)
from twophase.core.table import Trigger, can_fire
from twophase.core.timing import COMPLETE_GRACE_S
from twophase.errors import DeadlineExceeded, SyncFailed
from twophase.receiver import validation
from twophase.receiver.endpoint_core import EndpointCore
from twophase.receiver.rankdata import ReceivedReport
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.receiver_guards import ReceiverEvidence


class Committer(EndpointCore):
    """The endpoint's commit and complete, over its core."""

    def _still_receiving(self, attempt: ReceiverAttempt) -> bool:
        """``attempt`` still runs, where its vote passing leads on (RECEIVING)."""
        return self.attempt is attempt and can_fire(self.state, Trigger.VOTE_PASSED)

    async def commit_on_vote(self, attempt: ReceiverAttempt, reports: list[ReceivedReport]) -> None:
        """The commit vote passed on every rank: commit now, without waiting for complete
        (the commit point is the vote; a trainer that dies between completes cannot split
        the endpoints). A failure here rolls back and raises ``SyncFailed``."""
        lost = sum(r.vote_uncertain for r in reports)
        why = attempt.how_the_vote_passed(reports)
        async with self.step:
            if self._still_receiving(attempt):
                await self.commit(attempt, reports, why)
                if lost:  # those ranks' group broke inside the vote: a new one is needed
                    why = f"the group broke inside the commit vote on {lost} rank(s)"
                    await self.destroy_group(why)

    async def commit(
        self, attempt: ReceiverAttempt, reports: list[ReceivedReport], why: str
    ) -> None:
        """RECEIVING → APPLYING → DONE: apply on every rank, commit, publish. Call holding
        the core's ``step``. All or nothing across TP ranks: until every rank commits, the
        rollback's discard swaps the old weights back in on the ranks that applied."""
        evidence = ReceiverEvidence(
            attempt.sync_id,
            reports=tuple(reports),
            buckets=len(attempt.manifest.buckets),
            per_rank_buckets=attempt.per_rank_buckets(),
            confirmed=attempt.confirmation(reports),
        )
        self.machine.fire(Trigger.VOTE_PASSED, evidence=evidence, detail=why)
        started = time.monotonic()
        async with self.phase("apply failed"):
            await self.rank_set.apply(attempt.version, attempt.deadlines.apply)
        async with self.phase("commit failed"):
            await self.rank_set.commit(attempt.deadlines.apply)
        adapter = attempt.receive.adapter
        if adapter is None:
            self.version = attempt.version
            self.keep_delta_base(attempt, reports)
        else:  # an adapter's version, on the base weights it serves with; theirs stays
            base = self.keep_adapter_base(attempt, reports)
            self.adapters[adapter.name] = AdapterHeld(
                version=attempt.version,
                rank=adapter.rank,
                base_version=self.version,
                delta_base=base.info() if base is not None else None,
            )
        self.guards.new_attempt()  # the sync ended well: the group is intact again
        what = f"adapter {adapter.name!r}" if adapter is not None else "weight"
        self.machine.fire(Trigger.APPLIED, detail=f"{what} version {attempt.version} published")
        self.attempt = None
        self.ended_attempt(attempt)
        self.stats.record_success(attempt, reports, time.monotonic() - started)
        attempt.published()

    async def complete(
        self, request: CompleteWeightsUpdateRequest
    ) -> CompleteWeightsUpdateResponse:
        attempt = self.completing(request)
        if attempt.has_vote:
            try:  # it commits on its vote, within its own deadlines; complete reports that
                checksums = request.bucket_checksums
                # The apply's own deadline started at the vote, before this request came:
                # the grace lets its definite end (a rollback: 502) be the answer rather
                # than this wait's 504, which tells the sender only that it does not know.
                await attempt.wait_published(attempt.deadlines.apply + COMPLETE_GRACE_S, checksums)
            except DeadlineExceeded as exc:
                raise SyncFailed(str(exc), timed_out=True) from None
        else:
            await self.complete_seed(attempt, request)
        if request.flush_cache and self.flush_cache is not None:
            result = self.flush_cache()
            if result is not None:
                await result
        return CompleteWeightsUpdateResponse(
            success=True,
            num_buckets_received=len(attempt.manifest.buckets),
            message=f"weight version {attempt.version} applied",
            weight_version=attempt.version,
            pause=self.stats.pauses.of_sync(attempt.sync_id),
        )

    def completing(self, request: CompleteWeightsUpdateRequest) -> ReceiverAttempt:
        """The attempt a complete request is for: the one in progress (it may be committing
        on its vote already), or the one that just committed (the request may come after)."""
        for attempt in (self.attempt, self.previous):
            if attempt is not None and request.sync_id == attempt.sync_id and attempt.has_vote:
                validation.check_group_name(self.group_name, request.group_name)
                return attempt
        validation.check_complete(
            request, state=self.state, group=self.group_name, sync_id=self.sync_id
        )
        assert self.attempt is not None  # check_complete refuses a complete without a sync
        return self.attempt

    async def complete_seed(
        self, attempt: ReceiverAttempt, request: CompleteWeightsUpdateRequest
    ) -> None:
        """A seed-protocol sender's complete is its commit: every bucket in, checksums."""
        try:
            reports = await attempt.wait_received(attempt.deadlines.apply)
        except DeadlineExceeded as exc:
            raise await self.fail(str(exc), timed_out=True) from None
        async with self.step:
            if not self._still_receiving(attempt):
                ended = f"sync ended in state {self.state.value}"
                raise SyncFailed(self.machine.last_error or ended)
            bad = validation.checksum_mismatch(request.bucket_checksums, reports)
            if bad is not None:
                raise await self.fail(bad)
            await self.commit(attempt, reports, "every bucket received; complete requested")

    async def wait_staged(self) -> None:
        """Every bucket of the seed-protocol sync in progress received and staged, not yet
        committed (its ``complete`` commits; SGLang's session ends with it). ``SyncFailed``
        if the sync failed or its bytes missed the apply deadline (rolled back)."""
        attempt = self.attempt
        if attempt is None or attempt.has_vote:
            raise SyncFailed(self.machine.last_error or "no seed-protocol sync in progress")
        try:
            await attempt.wait_received(attempt.deadlines.apply, completing=False)
        except DeadlineExceeded as exc:
            raise await self.fail(str(exc), timed_out=True) from None
