"""What an adapter sync sends: a PEFT model's LoRA matrices alone (never merged into the base
weights), by their wire names (``core/adapters.py``), and the adapter's description for
prepare (``AdapterSync``)."""

from __future__ import annotations

from typing import Any

import torch

from twophase.core.adapters import PEFT_PREFIX, LoraName, from_peft_name
from twophase.core.protocol import AdapterSync


def peft_adapter(
    model: Any, name: str, base_version: int | None
) -> tuple[AdapterSync, list[tuple[str, torch.Tensor]]]:
    """The active adapter of the PEFT ``model`` as adapter ``name`` of the servers, trained
    against the base weights' ``base_version``; ``ValueError`` for a model that is not a PEFT
    LoRA model, or one whose modules have ranks or alphas of their own."""
    configs = getattr(model, "peft_config", None)
    active = getattr(model, "active_adapter", None)
    if not isinstance(configs, dict) or not isinstance(active, str) or active not in configs:
        raise ValueError("adapter=: the weights must be a PEFT model with an active LoRA adapter")
    config = configs[active]
    if getattr(config, "rank_pattern", None) or getattr(config, "alpha_pattern", None):
        raise ValueError(f"adapter {name!r}: ranks or alphas per module are not supported")
    tensors = [
        (wire, tensor.detach())
        for key, tensor in model.state_dict().items()
        if (wire := from_peft_name(key, active)) is not None
    ]
    if not tensors:
        raise ValueError(f"adapter {name!r}: the model holds no LoRA matrices for {active!r}")
    # PEFT's target_modules may be a pattern: the modules its matrices adapt say which.
    targets = {lora.target for wire, _ in tensors if (lora := LoraName.parse(wire)) is not None}
    sync = AdapterSync(
        name=name,
        rank=int(config.r),
        alpha=float(config.lora_alpha),
        rslora=bool(getattr(config, "use_rslora", False)),
        target_modules=sorted(targets),
        base_version=base_version,
    )
    return sync, tensors


def peft_base_tensors(model: Any) -> list[tuple[str, torch.Tensor]]:
    """A PEFT model's base weights under their checkpoint names (PEFT's prefix and
    ``base_layer`` taken off, its LoRA matrices left out): what a whole sync of it sends."""
    return [
        (name.removeprefix(PEFT_PREFIX).replace(".base_layer", ""), tensor.detach())
        for name, tensor in model.state_dict().items()
        if ".lora_" not in name
    ]
