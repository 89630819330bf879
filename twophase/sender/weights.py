"""What a sync carries: the weights' metadata up front, and the tensors on demand, in order."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import torch

from twophase.core.buckets import TensorSpec


@dataclass
class WeightSource:
    """The weights of one sync: their metadata up front, the tensors on demand, in order.
    ``produce`` may gather lazily (one parameter at a time, as an FSDP trainer would)."""

    specs: list[TensorSpec]
    produce: Callable[[], Iterator[tuple[str, torch.Tensor]]]

    @classmethod
    def of(
        cls, weights: torch.nn.Module | Iterable[tuple[str, torch.Tensor]] | WeightSource
    ) -> WeightSource:
        if isinstance(weights, WeightSource):
            return weights
        if isinstance(weights, torch.nn.Module):
            module = weights
            pairs = [(n, t.detach()) for n, t in module.state_dict(keep_vars=True).items()]
        else:
            pairs = [(n, t.detach()) for n, t in weights]
        return cls([TensorSpec.of(n, t) for n, t in pairs], lambda: iter(pairs))
