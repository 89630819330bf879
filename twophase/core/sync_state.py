"""What ``GET /sync_state`` answers, on either side: the state, the sync in progress and its
progress, the history of transitions, and the receiver's commit vote, uncertain resolution and
generation pause."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from twophase.core.protocol import AdapterHeld, DeltaBaseInfo, SyncPause, VoteOutcome, WireModel
from twophase.core.termination import Incarnation, UncertainStatus


class TransitionRecordModel(WireModel):
    source: str
    dest: str
    trigger: str
    monotonic: float
    wall_time: float
    sync_id: str | None
    detail: str


class VoteStatus(WireModel):
    """What a receiver saw of one sync's commit vote: ``pending`` (not answered yet),
    ``passed`` (it committed, or is committing), ``failed`` (it rolled back), ``uncertain``
    (its yes is cast, the answer never came: it waits for the sender's verdict). A sender
    whose own vote broke asks every endpoint for this (``sender/commit_vote.py``)."""

    sync_id: str
    outcome: VoteOutcome


class GenerationPause(WireModel):
    """Generation held off (SGLang's ``/pause_generation``): why, for how long so far, and
    how long until it ends by its deadline (unless ``/continue_generation`` comes first)."""

    reason: str
    paused_for_s: float
    ends_in_s: float


class SyncStateResponse(WireModel):
    role: Literal["sender", "receiver"]
    state: str
    sync_id: str | None = None
    weight_version: int | None = None
    buckets_received: int = 0
    buckets_total: int = 0
    bytes_received: int = 0
    bytes_total: int = 0
    history: list[TransitionRecordModel] = Field(default_factory=list)
    last_error: str | None = None
    last_pause: SyncPause | None = None  # the last good sync's (receiver)
    vote: VoteStatus | None = None  # the running or last sync's commit vote (receiver)
    generation_paused: GenerationPause | None = None  # (receiver)
    uncertain: UncertainStatus | None = None  # UNCERTAIN: resolving with its peers (receiver)
    # The base a delta sync may patch here, else why the next sync must be whole (receiver;
    # a running delta sync's bytes_total counts its payloads).
    delta_base: DeltaBaseInfo | None = None
    no_delta_base: str | None = None
    incarnation: Incarnation | None = None  # this run of the endpoint's process (receiver)
    adapters: dict[str, AdapterHeld] | None = None  # the LoRA adapters it holds (receiver)
