"""The checksums a stock SGLang's ``/weights_checker`` shows, computed from the trainer's tensors.

SGLang (0.5.23) answers ``{"action": "checksum"}`` with, per rank, one checksum per parameter
of its *served* model: on a CPU the first 16 hex digits of the SHA-256 of the tensor's bytes
(``sglang.srt.managers.mm_utils.tensor_hash``). Its Llama-style models fuse parameters:
``q_proj``/``k_proj``/``v_proj`` load into ``qkv_proj`` (the three concatenated along dim 0) and
``gate_proj``/``up_proj`` into ``gate_up_proj``; at TP 1 each rank holds them whole, so the
trainer can compute the same bytes. What maps to no served name (or a server at TP > 1, or
quantized) cannot be checked, and ``CheckedLoad`` names it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import torch

# The parts of a fused parameter, in SGLang's concatenation order.
FUSED_PARTS = {
    "qkv_proj": ("q_proj", "k_proj", "v_proj"),
    "gate_up_proj": ("gate_proj", "up_proj"),
}


def tensor_checksum(tensor: torch.Tensor) -> str:
    """One tensor's checksum as SGLang computes it for a tensor in host memory."""
    from twophase.receiver.appliers import tensor_sha256

    return tensor_sha256(tensor)[:16]


def served_name(name: str) -> tuple[str, str | None]:
    """The served parameter a checkpoint tensor loads into, and its part there (None: whole)."""
    head, _, leaf = name.rpartition(".")  # leaf: weight / bias
    prefix, _, module = head.rpartition(".")
    for fused, parts in FUSED_PARTS.items():
        if module in parts:
            return f"{prefix}.{fused}.{leaf}" if prefix else f"{fused}.{leaf}", module
    return name, None


def reference_checksums(tensors: Iterable[tuple[str, torch.Tensor]]) -> dict[str, str]:
    """The checksums of the served parameters the trainer's tensors make up (fused ones only
    where every part is there)."""
    whole: dict[str, str] = {}
    pieces: dict[str, dict[str, torch.Tensor]] = {}
    for name, tensor in tensors:
        served, part = served_name(name)
        if part is None:
            whole[served] = tensor_checksum(tensor)
        else:
            pieces.setdefault(served, {})[part] = tensor.detach().cpu()
    for served, parts in pieces.items():
        fused = served.rsplit(".", 2)[-2]
        order = FUSED_PARTS[fused]
        if all(p in parts for p in order):
            whole[served] = tensor_checksum(torch.cat([parts[p] for p in order], dim=0))
    return whole


@dataclass
class CheckedLoad:
    """The comparison of one sync's tensors with what the server shows."""

    differ: list[str] = field(default_factory=list)  # served names whose checksum differs
    checked: list[str] = field(default_factory=list)  # served names compared equal or not
    unchecked: list[str] = field(default_factory=list)  # synced, part of a fused one not whole
    missing: list[str] = field(default_factory=list)  # synced, no such parameter served

    def mismatch(self, route: str) -> str | None:
        """A sentence naming what is wrong, or None. A tensor the server has no parameter
        for was dropped (SGLang answers success for it all the same)."""
        problems = []
        if self.differ:
            problems.append(
                f"{len(self.differ)} of {len(self.checked)} served tensors differ from the "
                f"trainer's (first: {', '.join(self.differ[:3])}): a partial or wrong load"
            )
        if self.missing:
            problems.append(
                f"{len(self.missing)} synced tensors have no parameter there, so were not "
                f"loaded (first: {', '.join(self.missing[:3])})"
            )
        return f"{route}: {'; '.join(problems)}" if problems else None


def compare(
    served: Mapping[str, str], reference: Mapping[str, str], synced: list[str]
) -> CheckedLoad:
    """Compare the served checksums of the parameters this sync's tensors load into."""
    result = CheckedLoad()
    targets: dict[str, None] = {}
    for name in synced:
        target = served_name(name)[0]
        if target not in served:
            result.missing.append(name)
        elif target in reference:
            targets[target] = None
        else:
            result.unchecked.append(name)
    result.checked = list(targets)
    result.differ = [t for t in result.checked if served[t] != reference[t]]
    return result


def comparable_checksums(data: object) -> dict[str, str] | None:
    """SGLang's per-tensor checksums where they compare with the trainer's: every rank holds
    whole tensors (TP 1). None: no per-rank checksums, or sharded."""
    ranks = data.get("ranks") if isinstance(data, dict) else None
    if not isinstance(ranks, list) or not ranks:
        return None
    merged: dict[str, str] = {}
    for rank in ranks:
        info = rank.get("parallelism_info", {}) if isinstance(rank, dict) else {}
        checksums = rank.get("checksums") if isinstance(rank, dict) else None
        if isinstance(info, list):  # one per role (target, draft) in some releases
            info = info[0] if info else {}
        if not isinstance(checksums, dict) or info.get("tp_size", 1) != 1:
            return None
        merged.update({str(k): str(v) for k, v in checksums.items()})
    return merged


def checker_answer(per_rank: list[dict[str, str]], skip: list[str]) -> dict[str, object]:
    """``/weights_checker``'s answer to ``checksum`` in SGLang's format, from every TP rank's
    SHA-256 per tensor (twophase's ``/weights_checksum``): the checkpoint's names, unfused."""
    ranks = []
    engine = hashlib.sha256()  # SGLang's per_engine_checksum: over every rank's, in order
    for rank, tensors in enumerate(per_rank):
        sums = {n: h[:16] for n, h in tensors.items() if not any(s in n for s in skip)}
        info = {
            "role": "target", "tp_rank": rank, "tp_size": len(per_rank), "dp_rank": 0,
            "dp_size": 1, "pp_rank": 0, "pp_size": 1, "rank": rank, "size": len(per_rank),
        }  # fmt: skip
        per_gpu = hashlib.sha256()  # SGLang's: over the sorted names and their checksums
        for name in sorted(sums):
            per_gpu.update(name.encode())
            per_gpu.update(sums[name].encode())
        engine.update(per_gpu.hexdigest().encode())
        ranks.append(
            {"checksums": sums, "per_gpu_checksum": per_gpu.hexdigest(), "parallelism_info": [info]}
        )
    return {
        "success": True,
        "message": "Success.",
        "ranks": ranks,
        "per_engine_checksum": engine.hexdigest(),
    }
