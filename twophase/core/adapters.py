"""LoRA adapters as a sync carries them, pure: their tensors' names, what an adapter's tensors
must be for a given base model, and which part of each a tensor-parallel rank holds.

An adapter adapts linear modules of the base model (``model.layers.0.self_attn.q_proj``, a
checkpoint module name: its weight is ``<module>.weight``, of shape ``(out, in)``). For each
module it carries two tensors, named on the wire as PEFT saves them less PEFT's prefix and
adapter name: ``<module>.lora_A.weight`` of shape ``(rank, in)`` and ``<module>.lora_B.weight``
of shape ``(out, rank)``; the module's output gains ``scale * B @ A @ x``, where ``scale`` is
``alpha / rank`` (``alpha / sqrt(rank)`` for rsLoRA).

A tensor-parallel rank that holds part of a module's weight holds the matching part of its
adapter: rows of the weight (a column-parallel layer: q, k, v, gate, up) are rows of B, with A
whole; columns of the weight (a row-parallel layer: o, down) are columns of A, with B whole
(``adapter_layout``). So a sharded sync sends each rank exactly those parts, by the same plan
as the base weights.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box, Layout

LoraPart = Literal["lora_A", "lora_B"]
LORA_PARTS: tuple[LoraPart, ...] = ("lora_A", "lora_B")
# PEFT's state-dict keys: ``base_model.model.<module>.lora_A.<adapter>.weight``; saved
# (``get_peft_model_state_dict``, and what vLLM's loader reads): the same less the adapter name.
PEFT_PREFIX = "base_model.model."


@dataclass(frozen=True)
class LoraName:
    """A LoRA tensor's wire name, parsed: the base module it adapts, and which matrix."""

    module: str
    part: LoraPart

    @property
    def name(self) -> str:
        return f"{self.module}.{self.part}.weight"

    @property
    def target(self) -> str:
        """The module's own name, as PEFT's ``target_modules`` lists it (``q_proj``)."""
        return self.module.rsplit(".", 1)[-1]

    @classmethod
    def parse(cls, name: str) -> LoraName | None:
        """``<module>.lora_A.weight`` or ``<module>.lora_B.weight`` (None: not a LoRA name)."""
        stem, dot, last = name.rpartition(".")
        module, _, part = stem.rpartition(".")
        if dot != "." or last != "weight" or not module or part not in LORA_PARTS:
            return None
        return cls(module, "lora_A" if part == "lora_A" else "lora_B")


def from_peft_name(key: str, adapter: str = "default") -> str | None:
    """A PEFT model's state-dict ``key`` for ``adapter`` as its wire name (None: not one of
    that adapter's LoRA matrices: a base weight, another adapter's, an embedding's)."""
    if not key.startswith(PEFT_PREFIX):
        return None
    for part in LORA_PARTS:
        infix = f".{part}.{adapter}.weight"
        if key.endswith(infix):
            return f"{key[len(PEFT_PREFIX) : -len(infix)]}.{part}.weight"
    return None


def to_peft_name(name: str) -> str:
    """A wire name as PEFT saves it (and vLLM's ``LoRAModel.from_lora_tensors`` takes it)."""
    return PEFT_PREFIX + name


def lora_scale(rank: int, alpha: float, rslora: bool = False) -> float:
    """What the adapter's product is multiplied by (PEFT's ``scaling``)."""
    return alpha / math.sqrt(rank) if rslora else alpha / rank


def adapter_problems(
    tensors: Sequence[TensorSpec],
    *,
    rank: int,
    target_modules: Iterable[str],
    base: Mapping[str, TensorSpec],
) -> list[str]:
    """What is wrong with ``tensors`` as a rank-``rank`` adapter of ``target_modules`` for a
    model whose weights are ``base`` (by name, whole shapes); empty: nothing. Each problem
    names its tensor and what was expected."""
    targets = set(target_modules)
    problems: list[str] = []
    parts: dict[str, set[LoraPart]] = {}
    for spec in tensors:
        lora = LoraName.parse(spec.name)
        if lora is None:
            problems.append(
                f"{spec.name}: not a LoRA tensor (<module>.lora_A.weight or <module>.lora_B.weight)"
            )
            continue
        if lora.target not in targets:
            problems.append(f"{spec.name}: {lora.target} is not a target module {sorted(targets)}")
            continue
        weight = base.get(f"{lora.module}.weight")
        if weight is None or len(weight.shape) != 2:
            problems.append(f"{spec.name}: the model has no linear module {lora.module}")
            continue
        out_features, in_features = weight.shape
        want = (rank, in_features) if lora.part == "lora_A" else (out_features, rank)
        if spec.shape != want:
            problems.append(
                f"{spec.name}: shape {list(spec.shape)}, expected {list(want)} for rank {rank} "
                f"and {lora.module}'s weight {list(weight.shape)}"
            )
        if not spec.torch_dtype.is_floating_point:
            problems.append(f"{spec.name}: dtype {spec.dtype} is not a floating-point dtype")
        parts.setdefault(lora.module, set()).add(lora.part)
    for module, have in sorted(parts.items()):
        for part in LORA_PARTS:
            if part not in have:
                problems.append(f"{module}: its {part} is missing (a module needs both)")
    return problems


def base_of(tensors: Iterable[TensorSpec]) -> dict[str, TensorSpec]:
    """The whole specs of the weights an adapter's ``tensors`` adapt, as their shapes say
    (``(out, in)``: B's rows, A's columns): what a sender, which knows the adapter and not
    the servers' model, gives ``adapter_layout``."""
    pairs: dict[str, dict[LoraPart, TensorSpec]] = {}
    for spec in tensors:
        lora = LoraName.parse(spec.name)
        if lora is not None and len(spec.shape) == 2:
            pairs.setdefault(lora.module, {})[lora.part] = spec
    return {
        f"{module}.weight": TensorSpec(
            f"{module}.weight",
            pair["lora_B"].dtype,
            (pair["lora_B"].shape[0], pair["lora_A"].shape[1]),
        )
        for module, pair in pairs.items()
        if len(pair) == 2
    }


def adapter_layout(
    held: Layout, base: Mapping[str, TensorSpec], tensors: Iterable[TensorSpec]
) -> dict[str, list[Box]]:
    """What a tensor-parallel rank holds of each LoRA tensor, given what it holds of the base
    weights (``held``: the tensors it holds part of; one not in it is held whole, and so are
    its module's A and B) and their whole specs (``base``). ``ValueError`` for a weight held
    in a part that is neither whole rows nor whole columns (no layer is split so)."""
    out: dict[str, list[Box]] = {}
    for spec in tensors:
        lora = LoraName.parse(spec.name)
        weight = f"{lora.module}.weight" if lora is not None else ""
        if lora is None or weight not in held or weight not in base:
            continue
        out_features, in_features = base[weight].shape
        boxes: set[Box] = set()
        for box in held[weight]:
            (row_start, row_stop), (col_start, col_stop) = box.ranges
            every_row = (row_start, row_stop) == (0, out_features)
            every_column = (col_start, col_stop) == (0, in_features)
            if lora.part == "lora_B" and every_column:  # rows of the weight: rows of B
                boxes.add(Box.along(spec.shape, 0, row_start, row_stop - row_start))
            elif lora.part == "lora_A" and every_row:  # columns of the weight: columns of A
                boxes.add(Box.along(spec.shape, 1, col_start, col_stop - col_start))
            elif every_row or every_column:  # the other matrix of the pair: whole
                boxes.add(Box.whole(spec.shape))
            else:
                raise ValueError(
                    f"{weight} is held as {[list(r) for r in box.ranges]}: neither whole rows "
                    "nor whole columns, so its adapter cannot follow it"
                )
        out[spec.name] = sorted(boxes)
    return out
