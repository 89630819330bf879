"""The protocol's HTTP routes, named once: the receiver's app serves them
(receiver/receiver_app.py), the trainer's app its own (sender/trainer_app.py), the sender's
client calls them (sender/http_client.py), vLLM's plugin and state app serve two of them, and
the tests' fault injector names its points by them (testing/faults.py). An engine's own routes
live with the engine (``twophase.engines.<name>``)."""

from __future__ import annotations

from twophase.errors import AbortRefused, LockTimeout, NotServing, RequestRejected, SyncFailed

# The receiver's routes (section 4 of the design): the seed's four, then ours.
INIT_ROUTE = "/init_weights_update_group"
PREPARE_ROUTE = "/prepare_weights_update"
COMPLETE_ROUTE = "/complete_weights_update"
DESTROY_ROUTE = "/destroy_weights_update_group"
ABORT_ROUTE = "/abort_weights_update"
STATE_ROUTE = "/sync_state"
CAPABILITIES_ROUTE = "/sync_capabilities"
MODEL_INFO_ROUTE = "/model_info"
WEIGHTS_CHECKSUM_ROUTE = "/weights_checksum"
HEALTH_ROUTE = "/health"
METRICS_ROUTE = "/metrics"
GENERATE_ROUTE = "/generate"
# One endpoint asks another how a sync ended for it (cooperative termination): guarded by
# the sync's own token, given to its endpoints in prepare, not by the bearer token (the
# endpoints need not share theirs).
OUTCOME_ROUTE = "/sync_outcome"
# An UNCERTAIN endpoint's sync ended from outside: the trainer's verdict (with the sync's
# token) or an operator's (with ``accept_split_risk``); under the bearer token either way.
RESOLVE_ROUTE = "/resolve_sync"

# The trainer's control app.
ADD_ENDPOINT_ROUTE = "/add_inference_endpoint"
REMOVE_ENDPOINT_ROUTE = "/remove_inference_endpoint"
SYNC_ROUTE = "/sync_inference_weights"

# The only routes a bearer token does not guard (the outcome route checks the sync's token).
OPEN_ROUTES = frozenset({HEALTH_ROUTE, OUTCOME_ROUTE})


def error_status(exc: BaseException) -> int | None:
    """The HTTP status an exception is answered with: a refusal's own 4xx (nothing changed),
    504 for a step that failed on a deadline, 502 for one that failed otherwise (the endpoint
    rolled back), 503 for weights that cannot serve now; None for an exception that is not
    the protocol's (a bug: the app's 500)."""
    if isinstance(exc, (NotServing, LockTimeout)):
        return 503
    if isinstance(exc, RequestRejected):
        return exc.status
    if isinstance(exc, SyncFailed):
        return 504 if exc.timed_out else 502
    return None


def committed_version(exc: BaseException) -> int | None:
    """The version an abort refused past the commit point ends at (None: not such a refusal)."""
    return exc.weight_version if isinstance(exc, AbortRefused) else None
