"""The applier hook and the functions around it.

``WeightApplier`` is the hook an engine implements: what tensors it has, whether it takes a
manifest entry, and how to load a set of received tensors. ``ModuleApplier`` is the default
for a plain ``torch.nn.Module`` (named parameters and persistent buffers).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Protocol, runtime_checkable

import torch

from twophase.core.buckets import TensorSpec, as_bytes, host_memoryview
from twophase.core.layouts import Box, dtensor_layout


class WeightApplier(Protocol):
    """What the receiver needs from an engine. Called from a rank's threads."""

    def specs(self) -> list[TensorSpec]:
        """Every tensor the engine can load, in the model's order."""
        ...

    def accepts(self, spec: TensorSpec) -> str | None:
        """None if a received tensor of this name, dtype and shape can be loaded; otherwise
        a sentence saying why not (an engine that reshards may accept other layouts)."""
        ...

    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        """Copy received tensors into the model (the caller holds the write lock)."""
        ...

    def state(self) -> Mapping[str, torch.Tensor]:
        """The model's current tensors by name (for checksums)."""
        ...


@runtime_checkable
class StagedLoader(Protocol):
    """An applier that loads a staged sync itself, in the engine's own layout (vLLM's fused,
    TP-sharded parameters have other names than the checkpoint tensors a sync carries), rather
    than by the tensor-by-tensor swap the receiver does for a plain module. It cannot be
    swapped back: the receiver calls it only once every rank's vote passed."""

    def load_staged(self, tensors: Mapping[str, torch.Tensor]) -> None: ...


@runtime_checkable
class ReferenceSwap(Protocol):
    """An applier whose model can take received tensors as its own storage (``zero_copy``):
    ``rebind`` points each named tensor of the model at the given one, a reference swap in
    time that does not grow with the bytes, and returns the tensors it replaced (rebinding
    those, in reverse order, undoes it)."""

    zero_copy: bool

    def rebind(self, tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]: ...


class ModuleApplier:
    """The default applier: a module's named parameters and persistent buffers.

    ``zero_copy`` (the default): a staged sync's received tensors become the module's storage
    (``rebind``: each ``Parameter`` keeps its identity, its ``.data`` now a view of a received
    bucket), so the apply is a reference swap and the receive path makes no copy. False: loaded
    by copy, so the module's storage stays at fixed addresses (CUDA graphs, an engine that
    holds raw pointers).

    A tensor-parallel module (``parallelize_module``: DTensor parameters) is sharded: its
    specs are the whole checkpoint tensors, ``layout()`` the box of each this rank holds,
    ``state()`` this rank's shards, and ``load`` takes either a shard or the whole tensor
    (of which it keeps its box: a broadcast sync). It loads by copy (a DTensor's storage is
    not rebound)."""

    def __init__(self, module: torch.nn.Module, *, zero_copy: bool = True) -> None:
        self.module = module
        self._tensors = dict(module.state_dict(keep_vars=True))
        self._layout = dtensor_layout(
            (name, t) for name, t in self._tensors.items() if _is_dtensor(t)
        )
        self.zero_copy = zero_copy and not self._layout

    @property
    def sharded(self) -> bool:
        """Some tensors are DTensors: this rank holds a part of them."""
        return bool(self._layout)

    def layout(self) -> dict[str, list[Box]]:
        """The box this rank holds of each sharded tensor (none: it holds none of it); a
        tensor not listed is held whole."""
        return {name: list(boxes) for name, boxes in self._layout.items()}

    def specs(self) -> list[TensorSpec]:
        return [TensorSpec.of(name, t.detach()) for name, t in self._tensors.items()]

    def accepts(self, spec: TensorSpec) -> str | None:
        tensor = self._tensors.get(spec.name)
        return spec_mismatch(
            None if tensor is None else TensorSpec.of(spec.name, tensor.detach()), spec
        )

    @torch.no_grad()
    def load(self, tensors: Mapping[str, torch.Tensor]) -> None:
        for name, tensor in tensors.items():
            self._local(name).copy_(self.own_part(name, tensor))

    def own_part(self, name: str, tensor: torch.Tensor) -> torch.Tensor:
        """``tensor`` (the whole of ``name``, or already this rank's part) narrowed to the
        part of ``name`` this rank holds: a view, no copy."""
        local = self._local(name)
        if name not in self._layout or tensor.shape == local.shape:
            return tensor
        if tuple(tensor.shape) != tuple(self._tensors[name].shape):
            raise ValueError(
                f"{name}: got shape {list(tensor.shape)}, which is neither the whole tensor "
                f"{list(self._tensors[name].shape)} nor this rank's part {list(local.shape)}"
            )
        boxes = self._layout[name]
        if not boxes:  # uneven chunks: this rank holds none of it
            return tensor.new_empty(local.shape)
        return tensor[boxes[0].index()]

    def state(self) -> Mapping[str, torch.Tensor]:
        return {name: self._local(name) for name in self._tensors}

    def _local(self, name: str) -> torch.Tensor:
        tensor: torch.Tensor = self._tensors[name].detach()
        if _is_dtensor(tensor):
            local: torch.Tensor = tensor.to_local()  # type: ignore[attr-defined]
            return local
        return tensor

    @torch.no_grad()
    def rebind(self, tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        replaced: dict[str, torch.Tensor] = {}
        for name, new in tensors.items():
            current = self._tensors[name]
            if isinstance(current, torch.nn.Parameter):
                replaced[name] = current.data
                current.data = new  # the Parameter object (and who holds it) stays
            else:  # a buffer: the owning module's attribute points at the new tensor
                owner, _, attribute = name.rpartition(".")
                setattr(self.module.get_submodule(owner), attribute, new)
                replaced[name], self._tensors[name] = current, new
        return replaced


def _is_dtensor(tensor: torch.Tensor) -> bool:
    from torch.distributed.tensor import DTensor

    return isinstance(tensor, DTensor)


def spec_mismatch(have: TensorSpec | None, wanted: TensorSpec) -> str | None:
    """Why a received tensor cannot load into a model tensor ``have`` (None: it can)."""
    if have is None:
        return f"{wanted.name}: the model has no such tensor"
    if have != wanted:
        return (
            f"{wanted.name}: the model has {have.describe()}, the request says {wanted.describe()}"
        )
    return None


def tensor_sha256(tensor: torch.Tensor) -> str:
    """SHA-256 of a tensor's raw bytes (contiguous, on CPU, native byte order)."""
    host = tensor.detach().to("cpu").contiguous()
    return hashlib.sha256(host_memoryview(as_bytes(host))).hexdigest()


def tensor_digests(state: Mapping[str, torch.Tensor]) -> dict[str, str]:
    """Each tensor's SHA-256, by name."""
    return {name: tensor_sha256(t) for name, t in state.items()}


def combined_digest(tensors: Mapping[str, str]) -> str:
    """SHA-256 of one ``name:hex\\n`` line per tensor, in sorted name order."""
    lines = "".join(f"{name}:{tensors[name]}\n" for name in sorted(tensors))
    return hashlib.sha256(lines.encode()).hexdigest()


def weights_checksum(state: Mapping[str, torch.Tensor]) -> dict[str, object]:
    """``{"tensors": {name: hex}, "digest": hex}``, the format of ``GET /weights_checksum``
    (the digest is ``combined_digest`` of the tensors' hashes)."""
    tensors = tensor_digests(state)
    return {"tensors": tensors, "digest": combined_digest(tensors)}


def model_info(specs: list[TensorSpec]) -> list[dict[str, object]]:
    """The ``params`` of ``GET /model_info``."""
    return [{"name": s.name, "dtype": s.dtype, "shape": list(s.shape)} for s in specs]
