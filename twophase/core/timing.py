"""Every fixed bound, backoff and polling period of the library, in seconds, in one place.

A sync's own deadlines (group join, prepare, first byte, progress, apply, the uncertain
alert) are rows of ``table.DEADLINES``, overridable per sync through the wire's ``Timeouts``.
What is here is not per sync: bounds on steps the table does not time (an abort's answer, a
health ping, a rank's bookkeeping call), how often a waiter looks again, and how a retry backs
off. Changing one changes behaviour a test or ``specs/protocol.md`` may state; none is on the
wire.
"""

from __future__ import annotations

# -- the sender ----------------------------------------------------------------------------

# An endpoint answers by its own deadline (the same one, sent in the request); this covers
# the round trip. Cleanup calls (abort, destroy) get a short fixed deadline of their own.
HTTP_SLACK_S = 2.0
CLEANUP_TIMEOUT_S = 3.0
# A sharded sync's leader waits this long for the other trainer ranks at each step unless
# the caller gives a deadline (a follower that stopped, SIGSTOP or a hung host, would
# otherwise hold the leader for the trainer group's whole timeout, minutes).
LEADER_STEP_S = 30.0

# A committed sync's unconfirmed endpoints: ``complete`` sent again, backing off from the
# first retry, doubling, to the most, until the endpoint confirms or the limit passes.
FOLLOW_UP_LIMIT_S = 300.0
FOLLOW_UP_FIRST_RETRY_S = 0.5
FOLLOW_UP_MAX_RETRY_S = 10.0

# The trainer's resolution of UNCERTAIN endpoints: tried in the background up to the limit,
# backing off between rounds; each call to an endpoint bounded.
RESOLVE_LIMIT_S = 300.0
RESOLVE_FIRST_RETRY_S = 0.2
RESOLVE_MAX_RETRY_S = 5.0
RESOLVE_CALL_TIMEOUT_S = 3.0
# How long a sync waits for the endpoints its resolution round decided, looking this often.
RESOLVE_SETTLE_S = 5.0
RESOLVE_POLL_S = 0.1

# A sender whose vote answer was lost asks the endpoints again after this, until one saw the
# vote pass or its deadline passes.
VOTE_POLL_S = 0.05

# The blocking sender's default bound on a whole sync (an int: as it always was).
BLOCKING_SYNC_TIMEOUT_S = 3600

# TRL's round: one sync through the twophase backend.
TRL_ROUND_TIMEOUT_S = 3600.0

# -- the receiver --------------------------------------------------------------------------

# An abort answers within ABORT_ANSWER_S, whatever its ranks do: it asks them for at most
# ABORT_RANKS_S (or the sync's progress deadline, if shorter: a rank inside the vote has its
# answer by then), and a rollback still running at the bound finishes behind the answer.
ABORT_ANSWER_S = 3.0
ABORT_RANKS_S = 2.0

# How much longer than its apply deadline complete waits for the endpoint's own outcome (well
# under the sender's HTTP slack, 2 s by default, so the answer reaches the sender).
COMPLETE_GRACE_S = 1.0

# A rank step the table does not time, asked of every rank by a route (a weights checksum,
# a generate).
STEP_TIMEOUT_S = 30.0
# For every rank to answer /health's ping (they answer at once).
HEALTH_DEADLINE_S = 1.0
# /health counts its ranks' time in slices this long, at their nominal length, so a stretch
# in which this process did not run is not blamed on a rank (``rankset._answers_within``).
HEALTH_SLICE_S = 0.1

# A discarded sync's apply is taken back within this (readers inside finish first).
DISCARD_REVERT_S = 60.0
# A rollback waits this long for a generation in progress on a tensor-parallel model.
DISCARD_TURN_S = 120.0
# A streaming sync's bucket load waits this long for readers already inside to leave (new
# readers are held off while a streaming sync runs, so this waits only for stragglers).
STREAMING_LOAD_WAIT_S = 60.0

# An UNCERTAIN endpoint asks its peers how the sync ended: one question to one peer is
# bounded; the backoff between rounds starts at the first retry, doubles, stops at the most.
PEER_ASK_TIMEOUT_S = 2.0
PEER_FIRST_RETRY_S = 0.2
PEER_MAX_RETRY_S = 5.0

# A refused native call's drain: its trainer broadcasts as it calls, so its first bytes come
# at once or not at all, and the whole drain (at most ``DRAIN_LIMIT_BYTES`` of SGLang's
# routes) takes about a second on loopback.
NATIVE_DRAIN_FIRST_BYTE_S = 2.0
NATIVE_DRAIN_DEADLINE_S = 10.0

# A rank reached over a pipe: slack on top of a host method's own deadline before the caller
# gives up on the call; the deadlines of the operations that take none of their own (each
# returns at once on a rank); and how long a spawned rank may take to start.
RANK_CALL_SLACK_S = 5.0
RANK_SPECS_DEADLINE_S = 30.0
RANK_PROGRESS_DEADLINE_S = 2.0
RANK_CLEANUP_DEADLINE_S = 10.0
RANK_START_TIMEOUT_S = 120
# A rank worker's thread stops after its running job within this; a destroyed rank's within
# the shorter bound (a thread blocked in gloo ends at its own deadline).
WORKER_CLOSE_S = 5.0
WORKER_CLOSE_ON_DESTROY_S = 0.5

# -- the sync group ------------------------------------------------------------------------

# A group's own timeout unless its config says: joining, and the ceiling of every op.
GROUP_TIMEOUT_S = 120.0
# A wait that ends within this of its deadline ran to it (a timeout, not a failure).
CLOCK_SLACK_S = 0.01
# The least a backend's connect gets, whatever the handshake took.
MIN_CONNECT_S = 1.0
# The shortest wait on a collective, so a deadline just passed still asks it once.
MIN_WAIT_S = 0.001

# -- HTTP ----------------------------------------------------------------------------------

# For a request's headers, and then for its body, to arrive.
READ_TIMEOUT_S = 30.0
# How long a pause of generation lasts unless its request says.
PAUSE_DEADLINE_S = 300.0
# A blocking JSON request of the command-line tools.
TOOL_REQUEST_TIMEOUT_S = 120.0

# -- engines -------------------------------------------------------------------------------

# SGLang: its weights checker's work on every rank (served), and a call to it (the client).
CHECKER_RANKS_TIMEOUT_S = 60.0
CHECKER_CALL_TIMEOUT_S = 60.0
# SGLang 0.5.23's update session: begin and end, each bounded.
SGLANG_SESSION_TIMEOUT_S = 60.0
# A refusal of SGLang's native update comes at once; a call still open after this receives.
SGLANG_EARLY_ANSWER_S = 0.5

# vLLM: the plugin's read of the server state; a rank's state, fetched by rank 0; a step's
# hand-over around its own deadlines; the engine thread's look at its queue.
VLLM_STATE_TIMEOUT_S = 10.0
VLLM_RANK_STATE_TIMEOUT_S = 5.0
VLLM_STEP_SLACK_S = 10.0
VLLM_GATE_POLL_S = 0.01
# vLLM: a checkpoint-format load in place; one control call through the client; the
# trainer side's HTTP slack on top of each endpoint call.
VLLM_LOAD_TIMEOUT_S = 120.0
VLLM_CALL_TIMEOUT_S = 600.0
VLLM_HTTP_SLACK_S = 30.0
