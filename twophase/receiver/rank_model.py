"""One TP rank's weights: the model (through its applier), the read-write lock inference
reads under, the version the weights are at, and the buffers a staged sync leaves behind.

``RankModel`` applies a received sync and takes it back: ``apply`` (under the write lock),
then ``commit`` (the old weights go, their buffers are kept for the next sync) or ``revert``
(another rank of the endpoint failed: the old weights come back). ``RankHost`` owns one and
drives it through the endpoint's steps; what a sync receives is its ``sink``, passed in.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Collection, Mapping

import torch

from twophase.core.layouts import Box, layout_json
from twophase.core.protocol import AdapterSync
from twophase.core.timing import STREAMING_LOAD_WAIT_S
from twophase.errors import LockTimeout, NotServing, RequestRejected
from twophase.receiver.adapters import Adapter, AdapterHolder, adapter_checksums, running_on
from twophase.receiver.appliers import (
    ReferenceSwap,
    StagedLoader,
    WeightApplier,
    combined_digest,
    tensor_digests,
)
from twophase.receiver.rankdata import Generated, Generation, WeightsChecksum
from twophase.receiver.rwlock import RWLock
from twophase.receiver.sinks import StagedSink, StreamingSink
from twophase.receiver.weight_checks import (
    CheckReport,
    ResetMarks,
    checked,
    compare,
    randomize,
    take_snapshot,
)

log = logging.getLogger(__name__)


class RankModel:
    def __init__(
        self,
        applier: WeightApplier,
        *,
        device: torch.device,
        generate: Callable[[list[int], int], list[int]] | None = None,
        keep_staging: bool = True,
        agree: Callable[[str | None, tuple[int, int], int], str | None] | None = None,
        keep_delta_source: bool = False,
        adapters: AdapterHolder | None = None,
    ) -> None:
        """``keep_staging``: keep a staged sync's buffers after it committed, for the next
        sync to receive into (as CUDA's caching allocator would); False frees them.
        ``keep_delta_source``: see ``delta_base_tensors``. ``agree``: a tensor-parallel
        model's ranks generate together; given why this rank
        cannot serve (None: it can), its version and the generation's turn, it returns why
        some rank cannot (None: every rank can, at one version, for one turn), on every rank
        (``tp_model.agree``). ``adapters``: the LoRA adapters it serves (None: none)."""
        self.agree = agree
        self.adapters = adapters
        # An engine that loads staged tensors itself (vLLM) holds no checkpoint-named copy of
        # its weights for a delta to patch: with ``keep_delta_source`` the last committed
        # sync's staged tensors are kept as that copy (one more model's memory between syncs).
        self.keep_delta_source = keep_delta_source
        self.delta_source: dict[str, torch.Tensor] | None = None
        self._source_buffers: list[torch.Tensor] = []
        self.tp_failed: str | None = None  # the tensor-parallel group broke: why
        self._tp_turn = threading.Lock()
        self.applier = applier
        self.device = device
        self.keep_staging = keep_staging
        self.lock = RWLock()
        self.version = 0
        self.inconsistent: str | None = None  # why the weights are a mix, if they are
        self.paused: str | None = None  # a streaming sync in progress
        self._generate = generate
        self._staging: list[torch.Tensor] = []  # buffers of the last committed staged sync
        # Zero-copy: the received buffers the model's storage lives in, and (between apply
        # and commit) the tensors the apply replaced, to put back if another rank fails.
        self._backing: list[torch.Tensor] = []
        # The trainer's segments the model serves from (their storages' addresses): adopted
        # by a staged sync through shared memory (``StagedSink.adopts``).
        self._adopted: set[int] = set()
        self._replaced: dict[str, torch.Tensor] | None = None
        self._reverted_version: int | None = None  # set between apply and commit
        self._applied: list[str] = []  # the tensors the apply in progress carries
        # ``/weights_checker``: its snapshot, and the tensors its reset left random.
        self.checker_snapshot: dict[str, torch.Tensor] | None = None
        self.reset_marks = ResetMarks()

    @property
    def model_buffers(self) -> list[torch.Tensor]:
        """The received buffers the model's storage lives in (zero-copy; empty before the
        first zero-copy sync, while the model holds its own tensors)."""
        return list(self._backing)

    @property
    def takes_storage(self) -> bool:
        """A staged sync's tensors become the model's storage (a zero-copy apply), and
        nothing else keeps them (a delta source)."""
        swaps = isinstance(self.applier, ReferenceSwap) and self.applier.zero_copy
        return swaps and not isinstance(self.applier, StagedLoader) and not self.keep_delta_source

    def own_weights(self, timeout_s: float, keep: Collection[str] = ()) -> None:
        """Every tensor the model serves from the trainer's segments (but those in ``keep``)
        copied into this process's memory and swapped in. Before a sync that writes the
        weights in place (streaming), or one that adopts the trainer's other set and does
        not carry every tensor (``keep``: those it carries): the trainer writes a set again
        once a sync committed the other, so a server must then serve from that set or from
        its own memory, never from the older one. The copies are made outside the lock
        (nobody writes a set a server serves from); the swap is a pause like an apply's."""
        if not self._adopted:
            return
        copies: dict[str, torch.Tensor] = {}
        # A tensor tied to another (the same view) is copied once, and stays tied.
        made: dict[tuple[int, tuple[int, ...], tuple[int, ...], torch.dtype], torch.Tensor] = {}
        for name, tensor in self.applier.state().items():
            if name in keep or tensor.untyped_storage().data_ptr() not in self._adopted:
                continue
            key = (tensor.data_ptr(), tuple(tensor.shape), tensor.stride(), tensor.dtype)
            if key not in made:
                made[key] = tensor.clone()
            copies[name] = made[key]
        if copies:
            assert isinstance(self.applier, ReferenceSwap)
            with self.lock.write(timeout_s):
                self.applier.rebind(copies)
        self._adopted &= self._storages()

    def _storages(self) -> set[int]:
        """The storages the model's tensors live in (their addresses)."""
        return {t.untyped_storage().data_ptr() for t in self.applier.state().values()}

    @property
    def spare_buffers(self) -> list[torch.Tensor]:
        """Buffers kept for the next staged sync to receive into."""
        return list(self._staging)

    @property
    def applied_uncommitted(self) -> bool:
        """An apply that ``revert`` can still take back."""
        return self._reverted_version is not None or bool(self.adapters and self.adapters.pending)

    def take_spare_buffers(self) -> list[torch.Tensor]:
        """The kept buffers, for a new sync to receive into (they leave this model: after a
        failure a thread blocked in a dead group may still write into its buffer)."""
        spare, self._staging = self._staging, []
        return spare

    def delta_base_tensors(self) -> Mapping[str, torch.Tensor] | None:
        """What a delta sync patches, by checkpoint name: the model's own tensors; for an
        engine that loads staged tensors itself (``StagedLoader``: vLLM), the last committed
        sync's staged tensors, kept with ``keep_delta_source`` (None: none kept)."""
        if isinstance(self.applier, StagedLoader):
            return self.delta_source
        return self.applier.state()

    # -- serving ------------------------------------------------------------------------

    def weights_checksum(self, timeout_s: float) -> WeightsChecksum:
        with self.lock.read(timeout_s, counted=False):  # not inference: not in the figures
            tensors = tensor_digests(self.applier.state())
            layout = self.layout()
            return WeightsChecksum(
                self.version,
                tensors,
                combined_digest(tensors),
                layout_json(layout) if layout else None,
                adapter_checksums(self.adapters) if self.adapters is not None else None,
            )

    def layout(self) -> dict[str, list[Box]]:
        """The part this rank holds of each tensor-parallel tensor (empty: it holds every
        tensor whole)."""
        layout = getattr(self.applier, "layout", None)
        return layout() if layout is not None else {}

    def needs(self) -> dict[str, list[Box]]:
        """The part this rank receives of each tensor in a sharded sync: what it holds, or
        less where its applier says so (a vLLM worker: what its loaders read)."""
        needs = getattr(self.applier, "needs", None)
        return needs() if needs is not None else self.layout()

    def generate(self, asked: Generation, timeout_s: float, turn: int = 0) -> Generated:
        if self._generate is None:
            raise NotServing("this rank has no generate hook")
        prompt, max_new_tokens, adapter = asked.prompt, asked.max_new_tokens, asked.adapter
        if self.agree is not None:
            return self._generate_together(asked, timeout_s, turn)
        self.check_serving()
        with self.lock.read(timeout_s), running_on(self.adapters, adapter) as held:
            self.check_serving()
            return _generated(self._generate(prompt, max_new_tokens), self.version, held)

    def _generate_together(self, asked: Generation, timeout_s: float, turn: int) -> Generated:
        """A tensor-parallel rank: every rank runs the forward passes together, so every rank
        first says whether it can serve, at which version and for which ``turn`` (the front's
        number for this generation), and none runs one unless all agree (a rank that raised
        alone would leave the others blocked in the forward's all-reduce; a generation the
        front gave up on may still run on a slow rank, and the next must not pair with it).
        One at a time on this rank. A failure of the group itself is kept (``tp_failed``):
        the ranks cannot generate together again."""
        assert self.agree is not None and self._generate is not None
        with self._tp_turn, contextlib.ExitStack() as held:
            problem = self._why_not_serving()  # before the lock: a paused rank answers at once
            if problem is None:
                try:
                    held.enter_context(self.lock.read(timeout_s))
                    problem = self._why_not_serving()
                except LockTimeout as exc:
                    problem = str(exc)
            try:
                on = held.enter_context(running_on(self.adapters, asked.adapter))
            except RequestRejected as exc:  # not held here: every rank must hear why
                problem, on = problem or str(exc), None
            try:
                versions = (self.version, on.version if on is not None else 0)
                problem = self.agree(problem, versions, turn)
                if problem is not None:
                    raise NotServing(problem)
                tokens = self._generate(asked.prompt, asked.max_new_tokens)
                return _generated(tokens, self.version, on)
            except (NotServing, RequestRejected):
                raise  # refused alike on every rank, before any forward pass
            except Exception as exc:
                self.tp_failed = f"the tensor-parallel group failed: {exc}"
                raise NotServing(self.tp_failed) from exc

    def _why_not_serving(self) -> str | None:
        if self.tp_failed is not None:
            return self.tp_failed
        if self.inconsistent is not None:
            return f"weights inconsistent until a full sync succeeds: {self.inconsistent}"
        if self.paused is not None:
            return f"inference paused: {self.paused}"
        return self.reset_marks.why_not_serving()

    def check_serving(self) -> None:
        problem = self._why_not_serving()
        if problem is not None:
            raise NotServing(problem)

    def check_weights(self, action: str, skip: list[str], timeout_s: float) -> CheckReport:
        """One of SGLang's ``/weights_checker`` debugging actions (``weight_checks.py``)."""
        if action == "snapshot":
            with self.lock.read(timeout_s, counted=False):
                self.checker_snapshot = take_snapshot(checked(self.applier.state(), skip))
            held = sum(t.numel() * t.element_size() for t in self.checker_snapshot.values())
            return CheckReport(f"{len(self.checker_snapshot)} tensors kept ({held} bytes)")
        if action == "compare":
            snapshot, self.checker_snapshot = self.checker_snapshot, None
            if snapshot is None:
                return CheckReport("no snapshot", ["no snapshot: call action 'snapshot' first"])
            with self.lock.read(timeout_s, counted=False):
                differing = compare(snapshot, checked(self.applier.state(), skip))
            return CheckReport(f"{len(snapshot) - len(differing)} tensors equal", differing)
        assert action == "reset_tensors", action
        self.own_weights(timeout_s)  # written in place: out of the trainer's segments first
        with self.lock.write(timeout_s):
            tensors = checked(self.applier.state(), skip)
            randomize(tensors)
            self.reset_marks.names.update(tensors)
        return CheckReport(f"{len(tensors)} tensors reset to random values")

    def load_one_bucket(self, tensors: Mapping[str, torch.Tensor]) -> None:
        """A streaming sync's bucket, straight into the model."""
        with self.lock.write(STREAMING_LOAD_WAIT_S):
            self.applier.load(tensors)
            self._applied.extend(tensors)

    # -- apply, commit, revert ------------------------------------------------------------

    def apply(
        self,
        sink: StagedSink | StreamingSink,
        version: int,
        timeout_s: float,
        adapter: AdapterSync | None = None,
    ) -> None:
        """Staged, under the write lock: a zero-copy applier takes the received tensors as the
        model's storage (references swapped: the pause does not grow with the model's bytes);
        an engine that loads itself (``StagedLoader``) loads them; otherwise they are copied
        in, the old ones going into the staging buffers. Either way ``revert`` undoes it until
        ``commit`` (but for a ``StagedLoader``). Streaming: the weights are in already;
        publish them. An ``adapter`` sync's tensors become that adapter's ``version``; the
        weights and their version stay as they are."""
        if adapter is not None:  # prepare checked: this rank serves adapters, staged
            assert self.adapters is not None and isinstance(sink, StagedSink)
            return self.adapters.apply(adapter, version, sink.take())
        if isinstance(sink, StagedSink):
            tensors = sink.take()
            self._applied = list(tensors)
            with self.lock.write(timeout_s):
                if isinstance(self.applier, StagedLoader):
                    self.applier.load_staged(tensors)  # no way back: commit follows at once
                elif isinstance(self.applier, ReferenceSwap) and self.applier.zero_copy:
                    self._replaced = self.applier.rebind(tensors)  # no copy: references
                    self._reverted_version = self.version
                else:
                    swap_in(self.applier, self._own_parts(tensors), self.device)
                    self._reverted_version = self.version
                self.version = version
        else:
            with self.lock.write(timeout_s):
                self.version = version
                self.inconsistent = None
        self.paused = None

    def _own_parts(self, tensors: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        """A tensor-parallel rank keeps its part of whole received tensors (views into the
        staging: the swap puts the old shard there, for a revert)."""
        own_part = getattr(self.applier, "own_part", None)
        if own_part is None:
            return tensors
        return {name: own_part(name, tensor) for name, tensor in tensors.items()}

    def commit(self, sink: StagedSink | StreamingSink | None) -> None:
        """Every rank of the endpoint applied: drop the old weights (their buffers stay, for
        the next sync to receive into, with ``keep_staging``). An adapter's matrices live in
        its sync's buffers: they are not reused."""
        if self.adapters is not None and self.adapters.pending:
            return self.adapters.commit()
        self._reverted_version = None
        applied, self._applied = self._applied, []
        self.reset_marks.carried(applied)
        if self._replaced is not None and isinstance(sink, StagedSink):
            # The model now lives (partly) in this sync's buffers. A buffer it no longer
            # uses at all is free for the next sync to receive into; one that still backs a
            # tensor this sync did not carry (a sync of part of the model) stays as it is.
            self._replaced = None
            used = self._storages()
            adopted = {b.untyped_storage().data_ptr() for b in sink.adopted_buffers()}
            self._adopted = (self._adopted | adopted) & used
            held = [*self._backing, *sink.buffers()]
            self._backing = [b for b in held if b.untyped_storage().data_ptr() in used]
            free = [b for b in held if b.untyped_storage().data_ptr() not in used]
            self._staging = free if self.keep_staging else []
        elif self.keep_delta_source and isinstance(sink, StagedSink):
            self._keep_delta_source(sink)
        elif self.keep_staging and sink is not None:
            self._staging = sink.buffers()

    def _keep_delta_source(self, sink: StagedSink) -> None:
        """This sync's staged tensors are the next delta's base (``delta_base_tensors``), if
        they are the whole model; the base they replace is the next sync's staging."""
        tensors = sink.take()
        spare = self._source_buffers
        if {spec.name for spec in self.applier.specs()} <= tensors.keys():
            self.delta_source, self._source_buffers = tensors, sink.buffers()
        else:  # a sync of part of the model: no base (the endpoint keeps none either)
            self.delta_source, self._source_buffers = None, []
            spare = [*spare, *sink.buffers()]
        self._staging = spare if self.keep_staging else []

    def revert(self, sink: StagedSink | StreamingSink | None, timeout_s: float) -> None:
        """Another rank of the endpoint failed to apply: put the old weights back."""
        if self.adapters is not None and self.adapters.pending:
            return self.adapters.revert()
        replaced, self._replaced = self._replaced, None
        self._applied = []
        if isinstance(sink, StagedSink) and self._reverted_version is not None:
            with self.lock.write(timeout_s):
                if replaced is not None and isinstance(self.applier, ReferenceSwap):
                    self.applier.rebind(dict(reversed(replaced.items())))  # tied ones too
                else:
                    swap_in(self.applier, self._own_parts(sink.take()), self.device)
                self.version = self._reverted_version
        self._reverted_version = None


def _generated(tokens: list[int], version: int, on: Adapter | None) -> Generated:
    """What a generation made, at which weights' version, on which adapter's (if one)."""
    return Generated(tokens, version, *((on.name, on.version) if on else ()))


def swap_in(applier: WeightApplier, tensors: dict[str, torch.Tensor], device: torch.device) -> None:
    """Exchange model and staged contents, one tensor at a time (one tensor of extra
    memory). A failure part-way swaps the done ones back before raising."""
    current = applier.state()
    done: list[str] = []
    # One scratch buffer for the whole swap: a fresh clone per tensor costs page faults
    # (on CPU) or allocator churn (on CUDA) on top of the copies.
    largest = max((t.numel() * t.element_size() for t in tensors.values()), default=0)
    scratch = torch.empty(largest, dtype=torch.uint8, device=device)
    try:
        for name, staged in tensors.items():
            model = current[name].detach()
            old = scratch[: staged.numel() * staged.element_size()]
            old = old.view(staged.dtype).view(staged.shape)
            old.copy_(model)
            applier.load({name: staged})
            staged.copy_(old)
            done.append(name)
        if device.type == "cuda":
            # The old weights are in the staging buffers once these copies ran: the next
            # sync receives into them on the rank worker's stream, which does not wait for
            # this thread's.
            torch.cuda.current_stream(device).synchronize()
    except Exception:
        for name in done:
            old = tensors[name].clone()
            tensors[name].copy_(current[name].detach())
            applier.load({name: old})
        raise
