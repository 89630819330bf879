"""The built-in language model that ``twophase serve`` and ``twophase trainer`` share.

A small decoder-only transformer over byte tokens: bf16 weights, fp32 norms, deterministic
from a seed. Greedy generation for the server, and one real SGD step on a fixed batch for the
trainer, so that every sync carries new weights that change what the server generates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
from torch import nn
from torch.nn import functional as F

from twophase.errors import RequestRejected

VOCAB = 256
MAX_NEW_TOKENS = 1024


@dataclass(frozen=True)
class ModelSize:
    hidden: int = 64
    layers: int = 2
    heads: int = 4

    @classmethod
    def named(cls, name: str) -> ModelSize:
        sizes = {
            "tiny": cls(64, 2, 4),
            "small": cls(256, 4, 8),
            "medium": cls(512, 8, 8),
            "large": cls(1024, 12, 16),
        }
        if name not in sizes:
            raise ValueError(f"unknown model size {name!r}; one of {', '.join(sizes)}")
        return sizes[name]


class RMSNorm(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim, dtype=torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.float()
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class Block(nn.Module):
    def __init__(self, size: ModelSize) -> None:
        super().__init__()
        h = size.hidden
        self.heads = size.heads
        self.attn_norm = RMSNorm(h)
        self.qkv = nn.Linear(h, 3 * h, bias=False, dtype=torch.bfloat16)
        self.out = nn.Linear(h, h, bias=False, dtype=torch.bfloat16)
        self.mlp_norm = RMSNorm(h)
        self.up = nn.Linear(h, 4 * h, bias=False, dtype=torch.bfloat16)
        self.down = nn.Linear(4 * h, h, bias=False, dtype=torch.bfloat16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, hidden = x.shape
        q, k, v = F.linear(self.attn_norm(x), self.qkv.weight.float()).chunk(3, dim=-1)
        shape = (batch, length, self.heads, hidden // self.heads)
        q, k, v = (t.reshape(shape).transpose(1, 2) for t in (q, k, v))
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + F.linear(
            attn.transpose(1, 2).reshape(batch, length, hidden), self.out.weight.float()
        )
        hidden_mlp = F.gelu(F.linear(self.mlp_norm(x), self.up.weight.float()))
        return x + F.linear(hidden_mlp, self.down.weight.float())


class TinyLM(nn.Module):
    """Computes in fp32 from bf16 weights, so results do not depend on bf16 matmul kernels."""

    def __init__(self, size: ModelSize, seed: int = 0) -> None:
        super().__init__()
        generator = torch.Generator().manual_seed(seed)
        self.size = size
        self.embed = nn.Embedding(VOCAB, size.hidden, dtype=torch.bfloat16)
        self.blocks = nn.ModuleList(Block(size) for _ in range(size.layers))
        self.norm = RMSNorm(size.hidden)
        self.head = nn.Linear(size.hidden, VOCAB, bias=False, dtype=torch.bfloat16)
        with torch.no_grad():
            for name, param in self.named_parameters():
                if param.dtype is torch.bfloat16:
                    std = 1.0 if name == "embed.weight" else 1.0 / math.sqrt(param.shape[-1])
                    param.copy_(torch.randn(param.shape, generator=generator) * std)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        x = self.embed.weight.float()[tokens]
        for block in self.blocks:
            x = block(x)
        return F.linear(self.norm(x), self.head.weight.float())

    @torch.no_grad()
    def generate(self, prompt: list[int], max_new_tokens: int) -> list[int]:
        """Greedy tokens after ``prompt``; ``RequestRejected`` (a 400) for a token outside the
        vocabulary (indexing would fail past it, and wrap around below 0) or a count out of
        bounds."""
        bad = next(((i, t) for i, t in enumerate(prompt) if not 0 <= t < VOCAB), None)
        if bad is not None:
            raise RequestRejected(
                400, f"prompt[{bad[0]}]: token {bad[1]} is outside the vocabulary 0..{VOCAB - 1}"
            )
        if not 0 <= max_new_tokens <= MAX_NEW_TOKENS:
            raise RequestRejected(
                400, f"max_new_tokens: {max_new_tokens} is outside 0..{MAX_NEW_TOKENS}"
            )
        tokens = list(prompt)
        for _ in range(max_new_tokens):
            logits = self(torch.tensor([tokens[-128:]], device=self.embed.weight.device))
            tokens.append(int(logits[0, -1].argmax()))
        return tokens[len(prompt) :]

    def train_step(self, step: int, lr: float = 0.05) -> float:
        """One SGD step on a fixed batch (next-byte prediction of a fixed text); returns the loss.
        The batch depends on ``step`` only, so two trainers with one seed stay identical."""
        text = f"step {step}: the quick brown fox jumps over the lazy dog. " * 2
        data = torch.tensor([list(text.encode())[:64]], device=self.embed.weight.device)
        logits = self(data[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, VOCAB), data[:, 1:].reshape(-1))
        self.zero_grad(set_to_none=True)
        loss.backward()  # type: ignore[no-untyped-call]
        with torch.no_grad():
            for param in self.parameters():
                if param.grad is not None:
                    param.sub_((lr * param.grad.float()).to(param.dtype))
        return float(loss.detach())
