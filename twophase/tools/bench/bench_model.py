"""The benchmark's model: realistic transformer shapes, and an applier over a dict of tensors.

Both the sender and every receiver build the same specs from ``(size_mb, tensors)``, so a
receiver process needs only those two numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import torch

from twophase.core.buckets import BYTES_PER_MB, TensorSpec
from twophase.receiver.appliers import spec_mismatch


def realistic_specs(size_mb: float, tensors: int = 500) -> list[TensorSpec]:
    """A decoder-only transformer in bf16 (fp32 norms): embedding, per layer q/k/v/o, gate/up/
    down and two norms, a final norm and an LM head, sized to about ``size_mb``."""
    layers = max(1, (tensors - 3) // 9)
    params = size_mb * BYTES_PER_MB / 2
    # per layer 4 h^2 (attention) + 3 * h * 8h/3 (MLP) = 12 h^2, plus 2 * vocab * h, vocab = 8h.
    hidden = max(64, int(math.sqrt(params / (12 * layers + 16))) // 64 * 64)
    mlp = hidden * 8 // 3 // 64 * 64
    per_layer = 4 * hidden * hidden + 3 * hidden * mlp + 4 * hidden  # fp32 norms: 2 x 2 slots
    # The vocabulary absorbs the rounding, so the model has about size_mb.
    vocab = max(64, int((params - layers * per_layer) / (2 * hidden)) // 64 * 64)
    specs = [TensorSpec("embed_tokens.weight", "bfloat16", (vocab, hidden))]
    for i in range(layers):
        p = f"layers.{i}."
        specs += [
            TensorSpec(p + "input_layernorm.weight", "float32", (hidden,)),
            TensorSpec(p + "self_attn.q_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.k_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.v_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "self_attn.o_proj.weight", "bfloat16", (hidden, hidden)),
            TensorSpec(p + "post_attention_layernorm.weight", "float32", (hidden,)),
            TensorSpec(p + "mlp.gate_proj.weight", "bfloat16", (mlp, hidden)),
            TensorSpec(p + "mlp.up_proj.weight", "bfloat16", (mlp, hidden)),
            TensorSpec(p + "mlp.down_proj.weight", "bfloat16", (hidden, mlp)),
        ]
        if len(specs) + (layers - i - 1) * 9 + 2 < tensors:  # fill up with a QK-norm
            specs.append(TensorSpec(p + "self_attn.q_norm.weight", "float32", (hidden // 8,)))
    specs += [
        TensorSpec("norm.weight", "float32", (hidden,)),
        TensorSpec("lm_head.weight", "bfloat16", (vocab, hidden)),
    ]
    return specs


def make_tensors(specs: list[TensorSpec], seed: int = 0) -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return {s.name: torch.randn(s.shape, generator=generator).to(s.torch_dtype) for s in specs}


class DictApplier:
    """A ``WeightApplier`` over plain named tensors. ``zero_copy`` (as ``ModuleApplier``): a
    staged sync's received tensors become the model's (``rebind``); False: loaded by copy, as
    an engine with fixed addresses must."""

    def __init__(self, tensors: dict[str, torch.Tensor], *, zero_copy: bool = True) -> None:
        self.tensors = tensors
        self.zero_copy = zero_copy

    def specs(self) -> list[TensorSpec]:
        return [TensorSpec.of(name, t) for name, t in self.tensors.items()]

    def accepts(self, spec: TensorSpec) -> str | None:
        tensor = self.tensors.get(spec.name)
        return spec_mismatch(None if tensor is None else TensorSpec.of(spec.name, tensor), spec)

    @torch.no_grad()
    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        for name, tensor in tensors.items():
            self.tensors[name].copy_(tensor)

    def state(self) -> Mapping[str, torch.Tensor]:
        return self.tensors

    def rebind(self, tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        replaced = {name: self.tensors[name] for name in tensors}
        self.tensors.update(tensors)
        return replaced


def bench_generate(applier: DictApplier, layers: int = 8) -> Callable[[list[int], int], list[int]]:
    """A generate over the model's current tensors (read through the applier at each call, so
    a zero-copy apply's new storage is what the next call reads): per new token, the token's
    embedding through the first ``layers`` attention output projections, then the argmax."""

    @torch.no_grad()
    def generate(prompt: list[int], max_new_tokens: int) -> list[int]:
        tensors = applier.tensors
        embed = tensors["embed_tokens.weight"]
        tokens = list(prompt)
        for _ in range(max_new_tokens):
            hidden = embed[tokens[-1] % embed.shape[0]]
            for i in range(layers):
                weight = tensors.get(f"layers.{i}.self_attn.o_proj.weight")
                if weight is None:
                    break
                hidden = torch.tanh(weight @ hidden)
            tokens.append(int(hidden.float().abs().argmax()))
        return tokens[len(prompt) :]

    return generate
