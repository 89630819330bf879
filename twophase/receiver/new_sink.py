"""Where one rank's part of a new sync lands: the sink its spec calls for.

- A sharded sync: pieces from many senders, assembled in place (``ShardSink``); with pair
  deltas, the live weights they patch as its base.
- A delta of a broadcast: each bucket the weights held, patched (``DeltaSink``).
- A streaming sync: two buckets' buffers, each loaded as it lands (``StreamingSink``).
- Otherwise every bucket staged (``StagedSink``), into the buffers the last committed sync
  left where they fit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import torch

from twophase.core.buckets import Manifest
from twophase.core.layouts import Box
from twophase.errors import RankStepError
from twophase.receiver.rank_model import RankModel
from twophase.receiver.rankdata import ReceiveSpec
from twophase.receiver.sinks import DeltaSink, ShardSink, StagedSink, StreamingSink
from twophase.transport.pairs import Shards


def new_sink(
    model: RankModel, spec: ReceiveSpec, manifest: Manifest, who: str
) -> StagedSink | StreamingSink:
    """The sink for ``spec`` on ``model``'s rank (``who`` names the rank in errors)."""
    # Only a committed sync's buffers come back: after a failure a thread blocked in a dead
    # group may still write into its buffer.
    reuse = model.take_spare_buffers()
    if spec.sharded is not None:
        needs = model.needs()
        sink = ShardSink(spec.sharded.specs, model.device, needs)
        if spec.sharded.deltas and spec.sharded.deltas[0]:
            sink.base = _live_shards(model, needs, who)  # what the pairs' deltas patch
        return sink
    if spec.delta is not None:
        return _delta_sink(model, spec, reuse, who)
    if spec.mode == "streaming":
        largest = max(b.nbytes for b in manifest.buckets)
        # Streaming is for models too big to stage: two buckets' buffers, no more.
        model.paused = f"streaming sync {spec.sync_id}"
        return StreamingSink(model.load_one_bucket, largest, reuse=reuse)
    return StagedSink(reuse=reuse)


def _live_shards(model: RankModel, layout: Mapping[str, Sequence[Box]], who: str) -> Shards:
    """The weights this rank serves, as the box of each tensor it holds (read only)."""
    current = model.delta_base_tensors()
    if current is None:
        raise RankStepError(
            f"{who}: a delta needs the weights it patches (an engine that loads itself: the "
            "last sync's, kept)"
        )
    shards: dict[str, list[tuple[Box, torch.Tensor]]] = {}
    for name, tensor in current.items():
        boxes = layout.get(name, [Box.whole(tuple(tensor.shape))])
        shards[name] = [(box, tensor) for box in boxes[:1]]  # one part (prepare checked)
    return shards


def _delta_sink(
    model: RankModel, spec: ReceiveSpec, reuse: list[torch.Tensor], who: str
) -> DeltaSink:
    delta = spec.delta
    assert delta is not None
    current = model.delta_base_tensors()
    if current is None or model.layout() or spec.checksum is None:
        raise RankStepError(
            f"{who}: a delta needs the model's tensors whole, by their checkpoint names (an "
            "engine that loads itself: the last sync's, kept), and bucket checksums"
        )
    return DeltaSink(current, delta.buckets, delta.base_checksums, spec.checksum, reuse=reuse)
