"""SGLang's ``/weights_checker`` debugging actions on one rank's weights: ``snapshot`` (keep a
copy), ``compare`` (the weights against that copy, tensor by tensor, bit for bit) and
``reset_tensors`` (overwrite the weights with random values). SGLang's RL tooling uses them
to prove an update rewrote every tensor: snapshot, reset, update, compare.

``reset_tensors`` leaves weights that exist nowhere, so unlike SGLang this rank refuses to
serve them: each reset tensor is marked (``ResetMarks``) until a committed sync carries it
again. Each action skips the tensors whose name contains any of ``skip`` (SGLang's
``skip_tensor_list``), the same set for all three.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import torch

ACTIONS = ("snapshot", "compare", "reset_tensors")


@dataclass(frozen=True)
class CheckReport:
    """One rank's answer to a checker action: what it did, and for ``compare`` the tensors
    that differ from the snapshot (one line each)."""

    message: str
    differing: list[str] = field(default_factory=list)


@dataclass
class ResetMarks:
    """The tensors ``reset_tensors`` overwrote and no committed sync has carried since."""

    names: set[str] = field(default_factory=set)

    def why_not_serving(self) -> str | None:
        if not self.names:
            return None
        some = ", ".join(sorted(self.names)[:3])
        return (
            f"{len(self.names)} tensors ({some}, ...) hold the random values of "
            f"/weights_checker reset_tensors until a sync carries them"
        )

    def carried(self, names: Sequence[str]) -> None:
        self.names.difference_update(names)


def checked(state: Mapping[str, torch.Tensor], skip: Sequence[str]) -> dict[str, torch.Tensor]:
    """The tensors the actions look at: all but those whose name contains a ``skip`` entry."""
    return {n: t for n, t in state.items() if not any(s in n for s in skip)}


def take_snapshot(state: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """A copy of every tensor, on the host (the weights' bytes, once more)."""
    return {name: tensor.detach().to("cpu", copy=True) for name, tensor in state.items()}


def compare(snapshot: Mapping[str, torch.Tensor], state: Mapping[str, torch.Tensor]) -> list[str]:
    """One line per tensor that is not bit-identical to its snapshot (or is in only one)."""
    differing = []
    for name in sorted(snapshot.keys() | state.keys()):
        if name not in state or name not in snapshot:
            where = "the snapshot" if name in snapshot else "the weights"
            differing.append(f"name={name} only in {where}")
            continue
        expect, actual = snapshot[name], state[name].detach().to("cpu")
        same_layout = expect.dtype == actual.dtype and expect.shape == actual.shape
        if same_layout and torch.equal(_bytes(expect), _bytes(actual)):
            continue
        differing.append(_difference(name, expect, actual))
    return differing


def _bytes(tensor: torch.Tensor) -> torch.Tensor:
    """The tensor's bytes (a NaN equals itself here, as bits do)."""
    return tensor.detach().contiguous().reshape(-1).view(torch.uint8)


def _difference(name: str, expect: torch.Tensor, actual: torch.Tensor) -> str:
    if expect.shape != actual.shape or expect.dtype != actual.dtype:
        return (
            f"name={name} expect {expect.dtype} {list(expect.shape)}, "
            f"actual {actual.dtype} {list(actual.shape)}"
        )
    if not expect.dtype.is_floating_point:
        return f"name={name} num_differ={int((expect != actual).sum())}"
    error = (expect.double() - actual.double()).abs()
    return (
        f"name={name} max_abs_err={error.max().item():.6g} "
        f"mean_abs_err={error.mean().item():.6g} num_differ={int((error > 0).sum())}"
    )


@torch.no_grad()
def randomize(tensors: Mapping[str, torch.Tensor]) -> None:
    """Overwrite each tensor in place with random values of its dtype."""
    for tensor in tensors.values():
        target = tensor.detach()
        if target.dtype.is_floating_point:
            target.copy_(torch.rand(target.shape, device=target.device))
        elif target.dtype == torch.bool:
            target.copy_(torch.rand(target.shape, device=target.device) > 0.5)
        else:
            info = torch.iinfo(target.dtype)
            target.copy_(
                torch.randint(
                    int(info.min), int(info.max), target.shape,
                    device=target.device, dtype=target.dtype,
                )
            )  # fmt: skip
