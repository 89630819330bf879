"""A real tensor-parallel Hugging Face model for ``twophase serve --model DIR --tp N``.

Each TP rank is a process of its own. The ranks form a gloo group of their own (the process's
default group, over a ``TCPStore`` that rank 0 hosts: not the sync group, which is made and
torn down per sync), and ``parallelize_module`` splits the model over it with the model's own
tensor-parallel plan (``config.base_model_tp_plan``: for Llama, q/k/v/gate/up column-wise,
o/down row-wise). Each rank then holds only its shard of those weights, as DTensors, and a
forward pass runs on every rank at once (the row-wise layers all-reduce), so ``/generate``
runs on every rank together (``RankSet.generate``). The embeddings, norms and ``lm_head`` stay
whole on every rank.

What each rank holds is read off its DTensors (``core.layouts.dtensor_layout``): those are the
boxes the rank needs from a sharded sync, and all a broadcast sync keeps.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

import torch
import torch.distributed as dist
from torch._C._distributed_c10d import TCPStore

# Every collective of the TP group (a forward pass's all-reduces) raises after this long rather
# than waiting forever for a rank that died.
TP_GROUP_TIMEOUT_S = 120.0


def join_tp_group(
    tp_rank: int,
    tp: int,
    port: int,
    *,
    timeout_s: float = TP_GROUP_TIMEOUT_S,
    device: str = "cpu",
) -> None:
    """Make this process's default group the TP group: rank 0 hosts the store on loopback
    (every TP rank runs on this host), the others connect to it; returns once all ``tp``
    joined, or raises after ``timeout_s``. On a CUDA ``device`` (this rank's, made current)
    the group's CUDA tensors go over NCCL, its objects over gloo."""
    timeout = datetime.timedelta(seconds=timeout_s)
    store = TCPStore(
        "127.0.0.1", port, tp, is_master=tp_rank == 0, timeout=timeout, wait_for_workers=False
    )  # built here: the agent store a launcher may set up would not be ours
    backend = "gloo"
    if device.startswith("cuda"):
        torch.cuda.set_device(torch.device(device))
        backend = "cpu:gloo,cuda:nccl"
    dist.init_process_group(backend, store=store, rank=tp_rank, world_size=tp, timeout=timeout)


def tp_plan_of(module: torch.nn.Module) -> dict[str, str]:
    """The model's tensor-parallel plan: fully qualified module patterns → ``colwise`` /
    ``rowwise`` / ``colwise_gather_output``, from ``config.base_model_tp_plan`` (relative to
    the base model, so prefixed with its attribute name, e.g. ``model.``) and the model
    class's own ``_tp_plan`` (``lm_head``: column-wise, its logits gathered), but for an
    ``lm_head`` tied to the embeddings (it would shard the embeddings' weight with it).
    ``ValueError`` when the model has none."""
    config = getattr(module, "config", None)
    plan = dict(getattr(config, "base_model_tp_plan", None) or {})
    if not plan:
        raise ValueError(f"{type(module).__name__} has no tensor-parallel plan in its config")
    prefix = getattr(module, "base_model_prefix", "model")
    full = {f"{prefix}.{pattern}": style for pattern, style in plan.items()}
    if not getattr(config, "tie_word_embeddings", False):
        full |= dict(getattr(type(module), "_tp_plan", None) or {})
    return full


def shard_module(
    module: torch.nn.Module, plan: dict[str, str], device_type: str = "cpu"
) -> torch.nn.Module:
    """``parallelize_module`` over the default group (every TP rank), with each pattern of
    ``plan`` as ``ColwiseParallel`` or ``RowwiseParallel`` (``colwise_gather_output``: the
    output gathered whole on every rank); activations between the layers stay local tensors
    (the attention reshapes to its local heads). Other styles are refused: a plan this does
    not understand would serve wrong logits."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Replicate
    from torch.distributed.tensor.parallel import (
        ColwiseParallel,
        ParallelStyle,
        RowwiseParallel,
        parallelize_module,
    )

    styles: dict[str, Callable[[], ParallelStyle]] = {
        "colwise": ColwiseParallel,
        "rowwise": RowwiseParallel,
        "colwise_gather_output": lambda: ColwiseParallel(output_layouts=Replicate()),
    }
    unknown = sorted({style for style in plan.values() if style not in styles})
    if unknown:
        raise ValueError(f"tensor-parallel styles {unknown} are not supported: {sorted(styles)}")
    mesh = init_device_mesh(device_type, (dist.get_world_size(),), mesh_dim_names=("tp",))
    parallel = {pattern: styles[style]() for pattern, style in plan.items()}
    return parallelize_module(module, mesh, parallel)


def check_divisible(module: torch.nn.Module, tp: int) -> None:
    """The attention heads must split evenly over the TP ranks (each rank computes whole
    heads); ``ValueError`` naming the count that does not."""
    config = getattr(module, "config", None)
    for field in ("num_attention_heads", "num_key_value_heads"):
        count = getattr(config, field, None)
        if count is not None and count % tp:
            raise ValueError(f"--tp {tp}: the model's {field} = {count} does not split {tp} ways")


def agree(problem: str | None, version: tuple[int, int], turn: int) -> str | None:
    """Every TP rank's answer to "can you serve, at which version, for which generation?",
    gathered on every rank: None when every rank can, at one version (of the weights, and of
    the adapter the generation names: 0 for none), for one ``turn``; else why not (the first
    rank's reason, the versions or the turns that differ), the same on every rank. A
    collective: every rank calls it once per generation (``RankModel``)."""
    answers: list[tuple[str | None, tuple[int, int], int] | None] = [None] * dist.get_world_size()
    dist.all_gather_object(answers, (problem, version, turn))
    said = [answer for answer in answers if answer is not None]
    for rank, (reason, _, _) in enumerate(said):
        if reason is not None:
            return f"tp rank {rank}: {reason}"
    for index, what in enumerate(("weight versions", "versions of the adapter")):
        versions = sorted({v[index] for _, v, _ in said})
        if len(versions) > 1:
            return f"the TP ranks hold different {what} {versions} (a sync is applying)"
    turns = sorted({t for _, _, t in said})
    if len(turns) > 1:
        return f"the TP ranks are at different generations {turns} (an earlier one ran late)"
    return None
