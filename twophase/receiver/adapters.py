"""The LoRA adapters one rank serves, and how a generation runs on one of them.

An ``Adapter`` is one version of one named adapter, immutable: its matrices never change once
made. A sync of an adapter builds a new one from its staged tensors, and the ``AdapterStore``
swaps it in by reference (no weight is written, so there is no pause); a generation takes the
adapter it names from the store once, at its start, and runs on that object to its end. So a
generation that started on version N finishes on N, the next sees N + 1, and none mixes the
two, whatever the sync does meanwhile.

``LoraHooks`` adds the adapter's product to the outputs of the modules it adapts, through a
forward hook on each linear module of the model, which reads the adapter of the generation
running on this thread (none: the base model's outputs, unchanged). A tensor-parallel module's
hook works on the rank's part: a column-parallel layer's rows of B give its rows of the output;
a row-parallel layer's columns of A give a partial sum, all-reduced over the rank's group as
the layer's own output is.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import torch

from twophase.core.adapters import (
    LORA_PARTS,
    LoraName,
    adapter_layout,
    adapter_problems,
    lora_scale,
)
from twophase.core.buckets import Manifest, TensorSpec
from twophase.core.layouts import Box, Layout
from twophase.core.protocol import AdapterHeld, AdapterSync, PrepareWeightsUpdateRequest
from twophase.errors import RequestRejected
from twophase.receiver.appliers import ModuleApplier, combined_digest, tensor_digests

DEFAULT_MAX_ADAPTERS = 8


@dataclass(frozen=True)
class Adapter:
    """One version of one adapter: per adapted module, this rank's parts of A and B."""

    name: str
    version: int
    rank: int
    scale: float
    base_version: int | None
    matrices: Mapping[str, tuple[torch.Tensor, torch.Tensor]]

    @classmethod
    def build(cls, sync: AdapterSync, version: int, tensors: Mapping[str, torch.Tensor]) -> Adapter:
        """The adapter ``sync`` carried, at ``version``, from its received ``tensors`` (by wire
        name, as ``core/adapters.adapter_problems`` checked them at prepare)."""
        parts: dict[str, dict[str, torch.Tensor]] = {}
        for name, tensor in tensors.items():
            lora = LoraName.parse(name)
            if lora is None:
                raise ValueError(f"{name}: not a LoRA tensor")
            parts.setdefault(lora.module, {})[lora.part] = tensor
        matrices = {module: (pair["lora_A"], pair["lora_B"]) for module, pair in parts.items()}
        scale = lora_scale(sync.rank, sync.alpha, sync.rslora)
        return cls(sync.name, version, sync.rank, scale, sync.base_version, matrices)

    def held(self) -> AdapterHeld:
        return AdapterHeld(version=self.version, rank=self.rank, base_version=self.base_version)

    def tensors(self) -> dict[str, torch.Tensor]:
        """Its matrices by wire name (this rank's parts)."""
        return {
            f"{module}.{part}.weight": matrix
            for module, pair in self.matrices.items()
            for part, matrix in zip(LORA_PARTS, pair, strict=True)
        }


class AdapterStore:
    """The adapters a rank holds, by name, at most ``limit`` of them."""

    def __init__(self, limit: int = DEFAULT_MAX_ADAPTERS) -> None:
        self.limit = limit
        self._held: dict[str, Adapter] = {}
        self._lock = threading.Lock()  # one swap at a time; a read takes a reference

    def get(self, name: str) -> Adapter:
        """The adapter a generation runs on; ``RequestRejected`` (404) naming the held ones."""
        adapter = self._held.get(name)
        if adapter is None:
            raise RequestRejected(404, f"no adapter {name!r} here (held: {sorted(self._held)})")
        return adapter

    def version(self, name: str) -> int:
        """The version ``name`` is at (0: not held)."""
        adapter = self._held.get(name)
        return adapter.version if adapter is not None else 0

    def no_room(self, name: str) -> str | None:
        """Why a sync cannot add ``name`` (None: it can: held already, or under the limit)."""
        if name in self._held or len(self._held) < self.limit:
            return None
        return (
            f"this server holds {len(self._held)} adapters, its limit "
            f"({', '.join(sorted(self._held))}): adapter {name!r} would be one more"
        )

    def put(self, adapter: Adapter) -> Adapter | None:
        """Swap ``adapter`` in (by reference); returns the version it replaced, for a revert."""
        with self._lock:
            old = self._held.get(adapter.name)
            self._held = self._held | {adapter.name: adapter}
            return old

    def restore(self, name: str, old: Adapter | None) -> None:
        """Undo a ``put``: ``old`` back, or ``name`` gone where it was new."""
        with self._lock:
            held = dict(self._held)
            if old is None:
                held.pop(name, None)
            else:
                held[name] = old
            self._held = held

    def listing(self) -> dict[str, AdapterHeld]:
        return {name: adapter.held() for name, adapter in sorted(self._held.items())}


class LoraHooks:
    """Forward hooks on every linear module of ``module`` that add the running generation's
    adapter (``active``) to the outputs of the modules it adapts."""

    def __init__(self, module: torch.nn.Module, prefix: str = "") -> None:
        self._local = threading.local()
        self._handles = [
            child.register_forward_hook(self._hook_for(prefix + name))
            for name, child in module.named_modules()
            if isinstance(child, torch.nn.Linear)
        ]

    @contextlib.contextmanager
    def active(self, adapter: Adapter | None) -> Iterator[None]:
        """Run this thread's forward passes with ``adapter`` (None: the base model)."""
        before = getattr(self._local, "adapter", None)
        self._local.adapter = adapter
        try:
            yield
        finally:
            self._local.adapter = before

    def remove(self) -> None:
        for handle in self._handles:
            handle.remove()

    def _hook_for(self, name: str) -> Any:
        def hook(layer: torch.nn.Module, args: tuple[Any, ...], output: Any) -> Any:
            adapter: Adapter | None = getattr(self._local, "adapter", None)
            pair = adapter.matrices.get(name) if adapter is not None else None
            if pair is None or adapter is None:
                return None
            # Summed in the adapter's dtype, then cast once, as PEFT does.
            return (output + adapter.scale * _product(args[0], output, *pair)).to(output.dtype)

        return hook


def _product(x: Any, output: Any, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``B @ A @ x`` for this rank's part of the layer: ``x`` and ``output`` as the layer saw
    and made them (local tensors, or DTensors of a tensor-parallel layer)."""
    from torch.distributed.tensor import DTensor, Shard

    local_x = x.to_local() if isinstance(x, DTensor) else x
    local_out = output.to_local() if isinstance(output, DTensor) else output
    product = (local_x.to(a.dtype) @ a.T) @ b.T
    if local_x.shape[-1] != a.shape[-1] or product.shape[-1] != local_out.shape[-1]:
        raise ValueError(
            f"the adapter's matrices {list(a.shape)} and {list(b.shape)} do not fit the "
            f"layer's input {list(local_x.shape)} and output {list(local_out.shape)}"
        )
    if isinstance(x, DTensor) and any(
        isinstance(p, Shard) and p.dim in (-1, x.ndim - 1) for p in x.placements
    ):  # a row-parallel layer's input columns: a partial sum, as the layer's own output was
        torch.distributed.all_reduce(product, group=x.device_mesh.get_group())
    return product


class AdapterHolder(Protocol):
    """What a rank's model asks of the adapters it serves: ``RankAdapters`` (twophase's own
    hooks), or an engine's that serves them itself (``engines/vllm/adapters.py``)."""

    store: AdapterStore  # the newest version of each, by name

    @property
    def pending(self) -> bool: ...

    def apply(
        self, sync: AdapterSync, version: int, tensors: Mapping[str, torch.Tensor]
    ) -> None: ...

    def commit(self) -> None: ...

    def revert(self) -> None: ...

    def running(self, name: str | None) -> contextlib.AbstractContextManager[Adapter | None]: ...

    def tensors(self, name: str) -> Mapping[str, torch.Tensor] | None:
        """Adapter ``name``'s matrices now, by wire name (what its delta patches); None:
        not held."""


class RankAdapters:
    """One rank's adapters over its model ``module``: the store, the hooks, and the sync
    being applied (``apply``, then ``commit`` or ``revert``, as the base weights' are).
    ``layout``: what the rank holds of each base tensor it holds in part (its adapters'
    matrices follow, ``core/adapters.adapter_layout``); ``specs``: the base tensors' whole
    specs."""

    def __init__(
        self,
        module: torch.nn.Module,
        *,
        limit: int = DEFAULT_MAX_ADAPTERS,
        layout: Callable[[], Layout] = dict,
        specs: Callable[[], list[TensorSpec]] = list,
    ) -> None:
        self.store = AdapterStore(limit)
        self.hooks = LoraHooks(module)
        self._layout, self._specs = layout, specs
        self._applied: tuple[str, Adapter | None] | None = None  # (name, the version it replaced)

    @classmethod
    def for_applier(cls, applier: ModuleApplier, limit: int) -> RankAdapters:
        """The adapters over a module's applier: its module, what it holds, its specs."""
        return cls(applier.module, limit=limit, layout=applier.layout, specs=applier.specs)

    def apply(self, sync: AdapterSync, version: int, tensors: Mapping[str, torch.Tensor]) -> None:
        """The received adapter, live for the next generation that names it (a generation
        already running keeps the version it took)."""
        held = adapter_layout(
            self._layout(),
            {spec.name: spec for spec in self._specs()},
            [TensorSpec.of(name, tensor) for name, tensor in tensors.items()],
        )
        own = {name: _own_part(tensor, held.get(name)) for name, tensor in tensors.items()}
        old = self.store.put(Adapter.build(sync, version, own))
        self._applied = (sync.name, old)

    @property
    def pending(self) -> bool:
        """An adapter applied and not yet committed or reverted."""
        return self._applied is not None

    def commit(self) -> None:
        self._applied = None

    def revert(self) -> None:
        """Another rank failed to apply: the adapter's old version back (or none)."""
        applied, self._applied = self._applied, None
        if applied is not None:
            self.store.restore(*applied)

    def tensors(self, name: str) -> Mapping[str, torch.Tensor] | None:
        held = self.store.version(name)
        return self.store.get(name).tensors() if held else None

    @contextlib.contextmanager
    def running(self, name: str | None) -> Iterator[Adapter | None]:
        """One generation on adapter ``name`` (None: the base model), as it is now."""
        adapter = self.store.get(name) if name is not None else None
        with self.hooks.active(adapter):
            yield adapter


@dataclass(frozen=True)
class AdapterRoom:
    """What an endpoint's prepare checks an adapter sync against: the adapters it holds,
    how many it may hold (0: it serves none), and its base model's tensors (whole specs)."""

    held: Mapping[str, AdapterHeld]
    limit: int
    base: Mapping[str, TensorSpec]

    def admit(
        self, request: PrepareWeightsUpdateRequest, weights_version: int, mode: str
    ) -> tuple[int, Callable[[Manifest], list[str]]]:
        """The version the adapter sync publishes, and why each of its tensors cannot be the
        adapter's (for the manifest check); ``RequestRejected`` naming what does not fit."""
        sync = request.adapter
        assert sync is not None
        if self.limit <= 0:
            raise RequestRejected(400, f"adapter {sync.name!r}: this server serves no adapters")
        if mode != "staged" or _has_delta(request):
            raise RequestRejected(
                400, "adapter: sent to a staged receive, and not as a sharded delta, here"
            )
        if sync.base_version is not None and sync.base_version != weights_version:
            raise RequestRejected(
                412,
                f"adapter {sync.name!r} was trained against base weights version "
                f"{sync.base_version}; this server's base weights are at version {weights_version}",
            )
        current = self.held.get(sync.name)
        if current is None and len(self.held) >= self.limit:
            names = ", ".join(sorted(self.held))
            raise RequestRejected(
                409,
                f"adapter {sync.name!r}: this server holds {len(self.held)} adapters, its limit "
                f"({names}); replace one of them",
            )
        held = current.version if current is not None else 0
        new = request.weight_version if request.weight_version is not None else held + 1
        if new <= held:
            raise RequestRejected(
                409, f"stale adapter version {new}: {sync.name!r} is at version {held} here"
            )

        def problems(manifest: Manifest) -> list[str]:
            return adapter_problems(
                manifest.specs, rank=sync.rank, target_modules=sync.target_modules, base=self.base
            )

        return new, problems

    def needs(
        self, layouts: Sequence[Layout], specs: Sequence[TensorSpec]
    ) -> list[dict[str, list[Box]]]:
        """What each rank receives of an adapter's matrices ``specs`` in a sharded sync: its
        part of each, after what it holds of the base weights (``layouts``)."""
        return [adapter_layout(held, self.base, specs) for held in layouts]


def adapter_checksums(adapters: AdapterHolder) -> dict[str, dict[str, object]]:
    """``/weights_checksum``'s account of the adapters a rank holds: per name, its version,
    each matrix's SHA-256 by wire name (this rank's part) and their combined digest."""
    out: dict[str, dict[str, object]] = {}
    for name, held in adapters.store.listing().items():
        digests = tensor_digests(adapters.tensors(name) or {})
        out[name] = {
            "version": held.version,
            "tensors": digests,
            "digest": combined_digest(digests),
        }
    return out


def _has_delta(request: PrepareWeightsUpdateRequest) -> bool:
    return request.sharded is not None and request.sharded.has_delta


def running_on(
    adapters: AdapterHolder | None, name: str | None
) -> contextlib.AbstractContextManager[Adapter | None]:
    """One generation on adapter ``name`` of ``adapters`` (``RankAdapters.running``); a
    ``RequestRejected`` (400) where the rank serves none and one is named."""
    if adapters is not None:
        return adapters.running(name)
    if name is not None:
        raise RequestRejected(400, f"adapter {name!r}: this server serves no adapters")
    return contextlib.nullcontext()


def _own_part(tensor: torch.Tensor, boxes: Sequence[Box] | None) -> torch.Tensor:
    """A received LoRA matrix as the one box this rank holds (None: all of it): a whole one
    cut to it; one received as that part (a sharded sync) as it is."""
    if not boxes or boxes[0] == Box.whole(tensor.shape) or boxes[0].shape == tensor.shape:
        return tensor
    if len(boxes) != 1:
        raise ValueError(f"a LoRA matrix held as {len(boxes)} boxes; one is supported")
    return tensor[boxes[0].index()].contiguous()
