"""What a vLLM worker needs of each checkpoint tensor, recorded from vLLM's own loaders once,
when the backend starts (``slices.py`` has the ``CheckpointPiece`` that does the reading).

``record_needs`` runs every checkpoint tensor through the model's ``load_weights`` as a
recording piece, under vLLM's layerwise reload, so the loaders see the parameters in
checkpoint format; nothing is written (``_NoWrites``), so vLLM puts the live parameters back
untouched. A loader that needs the data, writes, or keeps the tensor cannot be recorded:
that tensor is needed whole, and ``RecordedNeeds.whole`` says why. A tensor no loader read
is needed whole too (a loader that returned early is not told from one that needs nothing).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import weakref
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box
from twophase.engines.vllm.slices import CheckpointPiece, Sink, Unrecordable


@dataclass
class RecordedNeeds:
    """One worker's needs: ``boxes``, one box per checkpoint tensor it needs part of; a
    tensor not named is needed whole, ``whole`` saying why where its loader could not be
    recorded."""

    boxes: dict[str, list[Box]] = field(default_factory=dict)
    whole: dict[str, str] = field(default_factory=dict)

    def summary(self) -> str:
        text = f"{len(self.boxes)} tensors in part"
        if self.whole:
            text += f", {len(self.whole)} whole: " + "; ".join(
                f"{name}: {why}" for name, why in sorted(self.whole.items())
            )
        return text


def bounding(boxes: Sequence[Box]) -> Box:
    """The smallest box that holds all of ``boxes``."""
    ranges = zip(*(box.ranges for box in boxes), strict=True)
    return Box(tuple((min(a for a, _ in r), max(b for _, b in r)) for r in ranges))


def needs_from(seen: Mapping[str, Sequence[Box]], spec: TensorSpec) -> list[Box] | None:
    """The box a worker needs of ``spec`` from the boxes its loaders read; None: whole (none
    seen: a loader that returned early or keeps state across names is not told from one
    that needs nothing, and a tensor sent in vain costs bytes, not weights)."""
    boxes = [box for box in seen.get(spec.name, []) if not box.empty]
    if not boxes:
        return None
    box = bounding(boxes)
    return None if box == Box.whole(spec.shape) else [box]


@contextlib.contextmanager
def _quiet(name: str) -> Iterator[None]:
    """vLLM warns of each layer it "failed to load" while recording: nothing was meant to."""
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


class _NoWrites(TorchDispatchMode):  # type: ignore[no-untyped-call]
    """While recording, no loader may copy into a tensor but from a ``CheckpointPiece``
    (``param.copy_(fn(param))``, say), nor write a live (not meta) tensor: vLLM's layerwise
    reload counts such a copy as loaded, and would then process that layer from
    uninitialised memory into the live weights. Such a tensor goes whole. (Other writes
    land in the meta parameters, which the reload drops.)"""

    def __torch_dispatch__(
        self,
        func: Any,
        types: Any,
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        live = any(isinstance(a, torch.Tensor) and not a.is_meta for a in args)
        if func is torch.ops.aten.copy_.default or (func._schema.is_mutable and live):
            raise Unrecordable(f"{func} writes a tensor while recording")
        return func(*args, **(kwargs or {}))


def _load(model: torch.nn.Module, named: list[tuple[str, CheckpointPiece]]) -> None:
    with _NoWrites():  # type: ignore[no-untyped-call]
        model.load_weights(named)  # type: ignore[operator]


def record_needs(
    model: torch.nn.Module,
    model_config: Any,
    specs: Sequence[TensorSpec],
    device: torch.device,
) -> RecordedNeeds:
    """Run every checkpoint tensor through the model's ``load_weights`` as a recording
    ``CheckpointPiece`` under vLLM's layerwise reload (checkpoint-format parameters; nothing
    is written, so the live ones are put back as they were): all in one call, as a reload
    passes them; where that fails, one name per call, so a failure costs that name only."""
    from vllm.model_executor.model_loader.reload import (
        finalize_layerwise_reload,
        initialize_layerwise_reload,
    )

    seen: Sink = {}
    needs = RecordedNeeds()
    made: dict[str, list[weakref.ref[CheckpointPiece]]] = {}

    def recording(spec: TensorSpec) -> tuple[str, CheckpointPiece]:
        piece = CheckpointPiece.whole(spec, device, sink=seen)
        made[spec.name] = piece.made
        return spec.name, piece

    with _quiet("vllm.model_executor.model_loader.reload.layerwise"):
        initialize_layerwise_reload(model)
        try:
            try:
                _load(model, [recording(spec) for spec in specs])
            except Exception:  # someone's loader cannot be recorded: find whose
                seen.clear()
                for spec in specs:
                    try:
                        _load(model, [recording(spec)])
                    except Exception as exc:  # whatever it was, this one goes whole
                        needs.whole[spec.name] = f"{type(exc).__name__}: {exc}"
        finally:
            finalize_layerwise_reload(model, model_config)  # type: ignore[no-untyped-call]
    gc.collect()
    for spec in specs:
        if spec.name in needs.whole:
            continue
        if any(ref() is not None for ref in made[spec.name]):
            needs.whole[spec.name] = "its loader kept the tensor instead of copying it"
            continue
        boxes = needs_from(seen, spec)
        if boxes is not None:
            needs.boxes[spec.name] = boxes
    return needs
