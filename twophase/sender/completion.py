"""Past the commit point: complete at every endpoint, and what the answers mean.

The sync is committed once its vote passed. An endpoint that does not confirm the apply in
time (no answer, a deadline) is named in the result and followed up in the background
(``FollowUp``). One that answers that its apply failed (502: it rolled back, its old weights
whole) fails the sync, naming who applied; the committed version stands, unless every
endpoint answered so: then no server holds it, and the trainer's record stays where the
servers are.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from twophase.core.protocol import CompleteWeightsUpdateRequest
from twophase.core.table import Phase
from twophase.errors import SyncError
from twophase.sender.endpoints import EndpointSet
from twophase.sender.followup import FollowUp
from twophase.sender.plan import SyncPlan
from twophase.sender.result import EndpointPauses

log = logging.getLogger(__name__)


@dataclass
class Completion:
    """What the complete answers said."""

    pauses: EndpointPauses  # what the sync cost each endpoint's inference
    follow_up: FollowUp | None  # the endpoints that did not confirm the apply in time
    error: SyncError | None  # the endpoints that answered that they rolled back


async def complete_every_endpoint(
    endpoints: EndpointSet,
    plan: SyncPlan,
    request: CompleteWeightsUpdateRequest,
    *,
    apply_s: float,
    slack_s: float,
    api_key: str | None,
) -> Completion:
    outcome = await endpoints.complete_all(request, apply_s)
    failed = [f for f in outcome.failures if f.error.status == 502]
    waiting = {f.endpoint: str(f.error) for f in outcome.failures if f not in failed}
    follow_up = None
    if waiting:
        follow_up = FollowUp(
            plan.sync_id,
            plan.weight_version,
            request,
            waiting,
            call_timeout_s=apply_s + slack_s,
            api_key=api_key,
        )
        log.warning(
            "sync %s committed version %d; not yet confirmed by %s: following up",
            plan.sync_id,
            plan.weight_version,
            ", ".join(e.name for e in waiting),
        )
    error = None
    if failed:
        causes = "; ".join(str(f.error) for f in failed)
        if not outcome.answers and not waiting:
            where = f"every endpoint rolled back: version {plan.weight_version} is nowhere"
        else:
            applied = ", ".join(a.endpoint.name for a in outcome.answers) or "no endpoint"
            where = f"{applied} applied version {plan.weight_version}"
        error = SyncError(
            Phase.COMPLETE, failed[0].endpoint.name, f"{causes} (after the commit point: {where})"
        )
        if outcome.answers or waiting:  # a server holds it, or may: the version stands
            error.committed_version = plan.weight_version
    return Completion(EndpointPauses.of(outcome.answers), follow_up, error)
