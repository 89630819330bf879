"""What part of each checkpoint tensor a vLLM worker needs, read off vLLM's own loaders.

vLLM hands every weight loader the *full* checkpoint tensor, and each loader narrows it to
its rank's part itself (a column- or row-parallel layer, a fused q/k/v or gate/up, a padded
vocabulary, a replicated k/v head). So a tensor-parallel worker's needs are whatever its
loaders read, and the only faithful way to know them is to run those loaders.

A ``CheckpointPiece`` is a tensor with the checkpoint's full shape and no storage that
follows a loader's view ops (narrow, slicing, chunk, split, transpose, ...) as a box of the
checkpoint tensor, and notes the box each ``copy_`` reads; any op that needs the data raises
``Unrecordable``. ``record_needs`` runs every checkpoint tensor through the model's own
``load_weights`` as one, once, when the backend starts, under vLLM's layerwise reload (so the
loaders see checkpoint-format parameters); nothing is written (``_NoWrites``), so vLLM puts
the live parameters back untouched. A loader that needs the data, writes, or keeps the tensor
cannot be recorded: that tensor is needed whole, and ``RecordedNeeds.whole`` says why.

At load time (``pieces``) a received slice goes back into the same loaders as a
``CheckpointPiece`` backed by it: full shape, so every assert on the full shape holds, and a
read outside the slice raises instead of loading garbage.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import weakref
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from twophase.core.buckets import TensorSpec
from twophase.core.layouts import Box

Sink = dict[str, list[Box]]
Held = Sequence[tuple[Box, torch.Tensor]]
T = torch.Tensor


class Unrecordable(Exception):
    """A loader did something with a checkpoint tensor that needs its data."""


def _dim(d: int, ndim: int) -> int:
    return d + ndim if d < 0 else d


class CheckpointPiece(torch.Tensor):
    """Part of one checkpoint tensor, as a loader's view of it: ``box`` (in the checkpoint's
    coordinates) and ``dims`` (for each of this view's dims, the checkpoint dim it runs
    along, or None for an inserted size-1 dim; a checkpoint dim it does not list has length
    1 in ``box``). Recording (``held`` None): ``copy_`` notes ``box`` in ``sink``. Loading:
    ``copy_`` copies the part of ``held`` (the received slices) this view stands for."""

    tensor_name: str
    box: Box
    dims: tuple[int | None, ...]
    sink: Sink
    held: Held | None
    made: list[weakref.ref[CheckpointPiece]]

    @staticmethod
    def __new__(
        cls,
        name: str,
        shape: Sequence[int],
        dtype: torch.dtype,
        device: torch.device,
        box: Box,
        dims: tuple[int | None, ...],
        sink: Sink,
        held: Held | None,
        made: list[weakref.ref[CheckpointPiece]],
    ) -> CheckpointPiece:
        piece = torch.Tensor._make_wrapper_subclass(cls, tuple(shape), dtype=dtype, device=device)
        piece.tensor_name, piece.box, piece.dims, piece.sink = name, box, dims, sink
        piece.held, piece.made = held, made
        made.append(weakref.ref(piece))
        return piece

    @classmethod
    def whole(
        cls,
        spec: TensorSpec,
        device: torch.device,
        sink: Sink | None = None,
        held: Held | None = None,
    ) -> CheckpointPiece:
        dims = tuple(range(len(spec.shape)))
        made: list[weakref.ref[CheckpointPiece]] = []
        return cls(
            spec.name, spec.shape, spec.torch_dtype, device, Box.whole(spec.shape), dims,
            {} if sink is None else sink, held, made,
        )  # fmt: skip

    # -- the views a loader takes ---------------------------------------------------------

    def _view(self, shape: Sequence[int], box: Box, dims: Sequence[int | None]) -> CheckpointPiece:
        return CheckpointPiece(
            self.tensor_name, shape, self.dtype, self.device, box, tuple(dims), self.sink,
            self.held, self.made,
        )  # fmt: skip

    def narrowed(self, dim: int, start: int, length: int) -> CheckpointPiece:
        dim = _dim(dim, self.ndim)
        if start < 0:
            start += self.shape[dim]
        if start < 0 or length < 0 or start + length > self.shape[dim]:
            raise Unrecordable(f"{self.tensor_name}: narrow({dim}, {start}, {length})")
        shape = list(self.shape)
        shape[dim] = length
        ranges = list(self.box.ranges)
        at = self.dims[dim]
        if at is not None:
            low = ranges[at][0] + start
            ranges[at] = (low, low + length)
        return self._view(shape, Box(tuple(ranges)), self.dims)

    def dropped(self, dim: int) -> CheckpointPiece:
        """This view without size-1 dim ``dim`` (an integer index, a squeeze)."""
        shape, dims = list(self.shape), list(self.dims)
        del shape[dim], dims[dim]
        return self._view(shape, self.box, dims)

    def inserted(self, dim: int) -> CheckpointPiece:
        dim = _dim(dim, self.ndim + 1)
        shape, dims = list(self.shape), list(self.dims)
        shape.insert(dim, 1)
        dims.insert(dim, None)
        return self._view(shape, self.box, dims)

    def permuted(self, order: Sequence[int]) -> CheckpointPiece:
        order = [_dim(d, self.ndim) for d in order]
        if sorted(order) != list(range(self.ndim)):
            raise Unrecordable(f"{self.tensor_name}: permute{tuple(order)}")
        return self._view([self.shape[d] for d in order], self.box, [self.dims[d] for d in order])

    def reshaped(self, shape: Sequence[int]) -> CheckpointPiece:
        """A view or reshape that only adds or drops size-1 dims (any other mixes the
        checkpoint's dims: not a box)."""
        new = list(shape)
        if -1 in new:
            known = -int(torch.Size([n for n in new if n != -1]).numel())
            new[new.index(-1)] = self.numel() // -known if known else 0
        kept = [(n, d) for n, d in zip(self.shape, self.dims, strict=True) if n != 1]
        if [n for n in new if n != 1] != [n for n, _ in kept]:
            raise Unrecordable(f"{self.tensor_name}: reshape {list(self.shape)} -> {list(shape)}")
        sizes = iter(kept)
        dims = [None if n == 1 else next(sizes)[1] for n in new]
        return self._view(new, self.box, dims)

    def indexed(self, key: Any) -> CheckpointPiece:
        keys = key if isinstance(key, tuple) else (key,)
        if any(k is Ellipsis for k in keys):
            at = keys.index(Ellipsis)
            fill = self.ndim - (len(keys) - 1)
            keys = keys[:at] + (slice(None),) * fill + keys[at + 1 :]
        view, dim = self, 0
        for k in keys:
            if isinstance(k, slice) and k.step in (None, 1):
                start, stop, _ = k.indices(view.shape[dim])
                view = view.narrowed(dim, start, max(stop - start, 0))
                dim += 1
            elif isinstance(k, int) and not isinstance(k, bool):
                view = view.narrowed(dim, k, 1).dropped(dim)
            else:
                raise Unrecordable(f"{self.tensor_name}: index {k!r}")
        return view

    # -- loading ------------------------------------------------------------------------

    def data_view(self) -> torch.Tensor:
        """The received data this view stands for (loading only): the slice of ``held``
        that contains ``box``, in this view's dim order and shape."""
        if self.held is None:
            raise Unrecordable(f"{self.tensor_name}: read while recording")
        if not self.numel():
            return torch.empty(self.shape, dtype=self.dtype, device=self.device)
        found = next(((b, d) for b, d in self.held if b.contains(self.box)), None)
        if found is None:
            got = ", ".join(b.describe() for b, _ in self.held) or "nothing"
            raise RuntimeError(
                f"{self.tensor_name}: vLLM's loader reads {self.box.describe()}, but this worker "
                f"received {got} (its recorded needs no longer match its loaders)"
            )
        held_box, data = found
        with torch._C.DisableTorchFunctionSubclass():
            part = data[self.box.relative_to(held_box).index()]
            mapped = [d for d in self.dims if d is not None]
            rest = [d for d in range(part.ndim) if d not in mapped]  # length 1 in ``box``
            return part.permute(*mapped, *rest).reshape(self.shape)

    def copied_into(self, dest: torch.Tensor, key: Any = None) -> None:
        """``dest.copy_(self)`` (``key``: ``dest[key] = self``): noted (recording), or done
        from the received data. An empty view reads nothing."""
        if self.held is None:
            if self.numel():
                self.sink.setdefault(self.tensor_name, []).append(self.box)
            return
        data = self.data_view()
        with torch._C.DisableTorchFunctionSubclass():
            if key is None:
                dest.copy_(data)
            else:
                dest[key] = data

    # -- torch's protocol -----------------------------------------------------------------

    @classmethod
    def __torch_function__(
        cls,
        func: Callable[..., Any],
        types: Any,
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        kwargs = kwargs or {}
        if func is T.copy_ and len(args) >= 2 and isinstance(args[1], CheckpointPiece):
            args[1].copied_into(args[0])
            return args[0]
        if func is T.__setitem__ and len(args) == 3 and isinstance(args[2], CheckpointPiece):
            if not _basic(args[1]):  # an advanced index would write a copy, not the tensor
                raise Unrecordable(f"{args[2].tensor_name}: assigned at index {args[1]!r}")
            args[2].copied_into(args[0], args[1])
            return None
        if args and isinstance(args[0], CheckpointPiece):
            view = _VIEWS.get(func)
            if view is not None:
                return view(args[0], *args[1:], **kwargs)
        with torch._C.DisableTorchFunctionSubclass():  # metadata; anything else dispatches
            return func(*args, **kwargs)

    @classmethod
    def __torch_dispatch__(cls, func: Any, *_: Any, **__: Any) -> Any:  # type: ignore[override]
        raise Unrecordable(f"{func} needs the checkpoint tensor's data")


def _basic(key: Any) -> bool:
    """An index that selects a view (ints, slices, ``...``, None), not a copy."""
    keys = key if isinstance(key, tuple) else (key,)
    return all(k is None or k is Ellipsis or isinstance(k, slice) or type(k) is int for k in keys)


def _split(piece: CheckpointPiece, size: int | Sequence[int], dim: int = 0) -> tuple[Any, ...]:
    dim = _dim(dim, piece.ndim)
    n = piece.shape[dim]
    if isinstance(size, int):
        if size <= 0:
            raise Unrecordable(f"{piece.tensor_name}: split({size})")
        sizes = [min(size, n - start) for start in range(0, n, size)]
    else:
        sizes = list(size)
        if sum(sizes) != n or min(sizes, default=0) < 0:
            raise Unrecordable(f"{piece.tensor_name}: split({sizes}) of {n}")
    return tuple(
        piece.narrowed(dim, start, size)
        for start, size in zip(accumulate(sizes, initial=0), sizes, strict=False)
    )


def _chunk(piece: CheckpointPiece, chunks: int, dim: int = 0) -> tuple[Any, ...]:
    n = piece.shape[_dim(dim, piece.ndim)]
    return _split(piece, -(-n // chunks) if n else 1, dim)


def _unbind(piece: CheckpointPiece, dim: int = 0) -> tuple[Any, ...]:
    dim = _dim(dim, piece.ndim)
    return tuple(piece.narrowed(dim, i, 1).dropped(dim) for i in range(piece.shape[dim]))


def _transpose(piece: CheckpointPiece, a: int = 0, b: int = 1) -> CheckpointPiece:
    order = list(range(piece.ndim))
    a, b = _dim(a, piece.ndim), _dim(b, piece.ndim)
    order[a], order[b] = order[b], order[a]
    return piece.permuted(order)


def _t(piece: CheckpointPiece) -> CheckpointPiece:
    """``t()``: a 2-D transpose; 0-D and 1-D as they are; torch refuses more dims."""
    if piece.ndim > 2:
        raise Unrecordable(f"{piece.tensor_name}: t() of {piece.ndim} dims")
    return _transpose(piece) if piece.ndim == 2 else piece


def _reversed(piece: CheckpointPiece) -> CheckpointPiece:
    """``.T``: every dim reversed."""
    return piece.permuted(range(piece.ndim - 1, -1, -1))


def _squeeze(piece: CheckpointPiece, dim: int | None = None) -> CheckpointPiece:
    if dim is None:
        return piece.reshaped([n for n in piece.shape if n != 1])
    dim = _dim(dim, piece.ndim)
    return piece.dropped(dim) if piece.shape[dim] == 1 else piece


def _shape_of(args: tuple[Any, ...]) -> list[int]:
    if len(args) == 1 and not isinstance(args[0], int):
        return list(args[0])
    return list(args)


def _to(piece: CheckpointPiece, *args: Any, **kwargs: Any) -> CheckpointPiece:
    """A ``.to`` that changes nothing (the same dtype and device) is the same view; any
    other converts the data."""
    targets = list(args) + [v for k, v in kwargs.items() if k in ("dtype", "device")]
    for target in targets:
        if isinstance(target, torch.dtype) and target != piece.dtype:
            raise Unrecordable(f"{piece.tensor_name}: cast to {target}")
        if isinstance(target, (str, torch.device)) and torch.device(target) != piece.device:
            raise Unrecordable(f"{piece.tensor_name}: moved to {target}")
        if isinstance(target, torch.Tensor):
            raise Unrecordable(f"{piece.tensor_name}: .to(another tensor)")
    return piece


def _same(piece: CheckpointPiece, *_: Any, **__: Any) -> CheckpointPiece:
    return piece


_VIEWS: dict[Any, Callable[..., Any]] = {
    T.narrow: CheckpointPiece.narrowed,
    torch.narrow: CheckpointPiece.narrowed,
    T.__getitem__: CheckpointPiece.indexed,
    T.split: _split,
    torch.split: _split,
    T.chunk: _chunk,
    torch.chunk: _chunk,
    T.unbind: _unbind,
    torch.unbind: _unbind,
    T.t: _t,
    torch.t: _t,
    T.transpose: _transpose,
    torch.transpose: _transpose,
    T.permute: lambda p, *order: p.permuted(_shape_of(order)),
    torch.permute: lambda p, order: p.permuted(order),
    T.unsqueeze: CheckpointPiece.inserted,
    torch.unsqueeze: CheckpointPiece.inserted,
    T.squeeze: _squeeze,
    torch.squeeze: _squeeze,
    T.view: lambda p, *shape: p.reshaped(_shape_of(shape)),
    T.reshape: lambda p, *shape: p.reshaped(_shape_of(shape)),
    torch.reshape: lambda p, shape: p.reshaped(shape),
    T.contiguous: _same,
    T.detach: _same,
    torch.detach: _same,
    T.clone: _same,
    T.to: _to,
    T.T.__get__: _reversed,  # type: ignore[attr-defined]
}


def pieces(
    tensors: Mapping[str, torch.Tensor],
    needs: Mapping[str, Sequence[Box]],
    specs: Sequence[TensorSpec],
) -> Iterator[tuple[str, torch.Tensor]]:
    """The received tensors as the loaders take them: one received in part (a sharded
    sync: the shape of its box in ``needs``) as a ``CheckpointPiece`` of its full shape
    backed by that part; a whole one (a broadcast) as it is."""
    by_name = {spec.name: spec for spec in specs}
    for name, tensor in tensors.items():
        boxes, spec = needs.get(name), by_name[name]
        if not boxes or tuple(tensor.shape) == tuple(spec.shape):
            yield name, tensor
            continue
        if tuple(tensor.shape) != boxes[0].shape:
            raise RuntimeError(
                f"{name}: received {list(tensor.shape)}, neither the whole tensor nor this "
                f"worker's part {boxes[0].describe()}"
            )
        yield name, CheckpointPiece.whole(spec, tensor.device, held=[(boxes[0], tensor)])


# -- recording, when the backend starts ------------------------------------------------


@dataclass
class RecordedNeeds:
    """One worker's needs: ``boxes``, one box per checkpoint tensor it needs part of; a
    tensor not named is needed whole, ``whole`` saying why where its loader could not be
    recorded."""

    boxes: dict[str, list[Box]] = field(default_factory=dict)
    whole: dict[str, str] = field(default_factory=dict)

    def summary(self) -> str:
        text = f"{len(self.boxes)} tensors in part"
        if self.whole:
            text += f", {len(self.whole)} whole: " + "; ".join(
                f"{name}: {why}" for name, why in sorted(self.whole.items())
            )
        return text


def bounding(boxes: Sequence[Box]) -> Box:
    """The smallest box that holds all of ``boxes``."""
    ranges = zip(*(box.ranges for box in boxes), strict=True)
    return Box(tuple((min(a for a, _ in r), max(b for _, b in r)) for r in ranges))


def needs_from(seen: Mapping[str, Sequence[Box]], spec: TensorSpec) -> list[Box] | None:
    """The box a worker needs of ``spec`` from the boxes its loaders read; None: whole (none
    seen: a loader that returned early or keeps state across names is not told from one
    that needs nothing, and a tensor sent in vain costs bytes, not weights)."""
    boxes = [box for box in seen.get(spec.name, []) if not box.empty]
    if not boxes:
        return None
    box = bounding(boxes)
    return None if box == Box.whole(spec.shape) else [box]


@contextlib.contextmanager
def _quiet(name: str) -> Iterator[None]:
    """vLLM warns of each layer it "failed to load" while recording: nothing was meant to."""
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


class _NoWrites(TorchDispatchMode):  # type: ignore[no-untyped-call]
    """While recording, no loader may copy into a tensor but from a ``CheckpointPiece``
    (``param.copy_(fn(param))``, say), nor write a live (not meta) tensor: vLLM's layerwise
    reload counts such a copy as loaded, and would then process that layer from
    uninitialised memory into the live weights. Such a tensor goes whole. (Other writes
    land in the meta parameters, which the reload drops.)"""

    def __torch_dispatch__(
        self,
        func: Any,
        types: Any,
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        live = any(isinstance(a, torch.Tensor) and not a.is_meta for a in args)
        if func is torch.ops.aten.copy_.default or (func._schema.is_mutable and live):
            raise Unrecordable(f"{func} writes a tensor while recording")
        return func(*args, **(kwargs or {}))


def _load(model: torch.nn.Module, named: list[tuple[str, CheckpointPiece]]) -> None:
    with _NoWrites():  # type: ignore[no-untyped-call]
        model.load_weights(named)  # type: ignore[operator]


def record_needs(
    model: torch.nn.Module,
    model_config: Any,
    specs: Sequence[TensorSpec],
    device: torch.device,
) -> RecordedNeeds:
    """Run every checkpoint tensor through the model's ``load_weights`` as a recording
    ``CheckpointPiece`` under vLLM's layerwise reload (checkpoint-format parameters; nothing
    is written, so the live ones are put back as they were): all in one call, as a reload
    passes them; where that fails, one name per call, so a failure costs that name only."""
    from vllm.model_executor.model_loader.reload import (
        finalize_layerwise_reload,
        initialize_layerwise_reload,
    )

    seen: Sink = {}
    needs = RecordedNeeds()
    made: dict[str, list[weakref.ref[CheckpointPiece]]] = {}

    def recording(spec: TensorSpec) -> tuple[str, CheckpointPiece]:
        piece = CheckpointPiece.whole(spec, device, sink=seen)
        made[spec.name] = piece.made
        return spec.name, piece

    with _quiet("vllm.model_executor.model_loader.reload.layerwise"):
        initialize_layerwise_reload(model)
        try:
            try:
                _load(model, [recording(spec) for spec in specs])
            except Exception:  # someone's loader cannot be recorded: find whose
                seen.clear()
                for spec in specs:
                    try:
                        _load(model, [recording(spec)])
                    except Exception as exc:  # whatever it was, this one goes whole
                        needs.whole[spec.name] = f"{type(exc).__name__}: {exc}"
        finally:
            finalize_layerwise_reload(model, model_config)  # type: ignore[no-untyped-call]
    gc.collect()
    for spec in specs:
        if spec.name in needs.whole:
            continue
        if any(ref() is not None for ref in made[spec.name]):
            needs.whole[spec.name] = "its loader kept the tensor instead of copying it"
            continue
        boxes = needs_from(seen, spec)
        if boxes is not None:
            needs.boxes[spec.name] = boxes
    return needs
