"""LoRA adapters synced by twophase and served by vLLM's own LoRA layers (``--enable-lora``).

vLLM serves an adapter that a request names through a ``LoRARequest`` (name, int id, path):
at each step a worker loads the adapters its batch needs through its LoRA manager's
``_load_adapter``, which reads a directory. twophase keeps each adapter version a request may
still name as tensors in the worker's memory (``WorkerAdapters``) and answers
``_load_adapter`` for its own paths, ``twophase://NAME/VERSION``, from there: no file lies
between the trainer and vLLM, and vLLM may evict an adapter, or drop them all (it does after
every weight update), and load it again, at the same version.

Each version is a ``LoRARequest`` of its own (``served_name``, a new int id, ``adapter_path``).
vLLM looks an adapter up by its id at every step and keys its prefix cache on the name and
path, so a request that started on version N computes with N's weights to its end, while the
requests that come after the commit name N + 1. The API process makes a public NAME mean the
new version once every worker committed it (``ServedAdapters``, from the endpoint plugin).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from typing import Any

import torch

from twophase.core.adapters import to_peft_name
from twophase.core.protocol import AdapterSync
from twophase.errors import RequestRejected
from twophase.receiver.adapters import Adapter, AdapterStore

SCHEME = "twophase://"
# Versions of one adapter kept in a worker: a request that started on an older one may still
# run (or wait in the queue) and vLLM may need to load it again (after an eviction or a base
# sync's reset). An adapter's tensors are small next to the model.
KEPT_VERSIONS = 4


def served_name(name: str, version: int) -> str:
    """The ``lora_name`` of one version, as vLLM sees it (a name per version: see above)."""
    return f"{name}@v{version}"


def adapter_path(name: str, version: int) -> str:
    return f"{SCHEME}{name}/{version}"


def parse_path(path: str) -> tuple[str, int] | None:
    """(name, version) of one of twophase's paths; None for any other path."""
    if not path.startswith(SCHEME):
        return None
    name, _, version = path[len(SCHEME) :].rpartition("/")
    return (name, int(version)) if name and version.isdigit() else None


def mask_tokens_without_adapter() -> None:
    """Correct vLLM's CPU LoRA kernels (0.32) for tokens of requests that name no adapter.

    Those kernels pick each token's adapter by indexing the stacked adapters with the token's
    slot, and a token without an adapter has slot -1, which indexing reads as the last slot:
    once an adapter sits there, such tokens get its product (at prefill only where another
    request of the batch has an adapter; at every decode step). Measured here: base-model
    requests answered with an adapter's tokens. The shrink (``x @ A``) is the first step of
    every adapter's product, so zeroing its rows for slot -1 makes the whole product zero
    there. Idempotent; vLLM's GPU kernels skip slot -1 themselves."""
    from vllm.lora.ops.torch_ops import lora_ops
    from vllm.lora.punica_wrapper import punica_cpu

    shrink = lora_ops.bgmv_shrink
    if getattr(shrink, "twophase_masked", False):
        return

    def masked_shrink(
        inputs: torch.Tensor,
        lora_b_weights: torch.Tensor,  # vLLM's names (its callers pass them by position)
        output_tensor: torch.Tensor,
        lora_indices_tensor: torch.Tensor,
        scaling: float = 1.0,
    ) -> None:
        shrink(inputs, lora_b_weights, output_tensor, lora_indices_tensor, scaling)
        without = lora_indices_tensor < 0
        if bool(without.any()):
            output_tensor[: without.shape[0]][without] = 0

    masked_shrink.twophase_masked = True  # type: ignore[attr-defined]
    lora_ops.bgmv_shrink = masked_shrink  # sgmv_shrink (prefill) calls it from there
    punica_cpu.bgmv_shrink = masked_shrink  # type: ignore[attr-defined]  # decode calls it


class WorkerAdapters:
    """One vLLM worker's adapters: the versions it holds (``store``: the newest of each name,
    for the endpoint's listing and limit; ``KEPT_VERSIONS`` of each as tensors), and the sync
    being applied (``apply``, then ``commit`` or ``revert``, as ``RankAdapters``).
    ``manager``: the worker's LoRA manager (``model_runner.lora_manager``), whose
    ``_load_adapter`` this wraps."""

    def __init__(self, manager: Any, limit: int) -> None:
        self.store = AdapterStore(limit)
        self._manager = manager
        self._kept: dict[tuple[str, int], tuple[AdapterSync, dict[str, torch.Tensor]]] = {}
        self._applied: tuple[str, int, Adapter | None] | None = None  # name, version, replaced
        load_from_disk = manager._load_adapter

        def load(request: Any) -> Any:
            held = parse_path(request.lora_path)
            if held is None:
                return load_from_disk(request)
            return self.lora_model(held, request.lora_int_id)

        manager._load_adapter = load
        from vllm.platforms import current_platform

        if current_platform.is_cpu():
            mask_tokens_without_adapter()

    def refusal(self, sync: AdapterSync) -> str | None:
        """Why vLLM cannot serve the adapter ``sync`` announces (None: it can), for prepare:
        a rank over ``--max-lora-rank``, a module its LoRA layers do not adapt."""
        try:
            self._helper(sync).validate_legal(self._manager.lora_config)
        except ValueError as exc:
            return f"adapter {sync.name!r}: {exc}"
        manager = self._manager._adapter_manager
        packed = manager.packed_modules_mapping
        served = {part for module in manager.supported_lora_modules
                  for part in packed.get(module, [module])}  # fmt: skip
        unserved = sorted(set(sync.target_modules) - served)
        if unserved:
            return (
                f"adapter {sync.name!r}: vLLM's LoRA layers do not adapt {unserved} in this "
                f"model (they adapt {sorted(served)})"
            )
        return None

    @staticmethod
    def _helper(sync: AdapterSync) -> Any:
        from vllm.lora.peft_helper import PEFTHelper

        return PEFTHelper.from_dict(
            {
                "r": sync.rank,
                "lora_alpha": sync.alpha,
                "use_rslora": sync.rslora,
                "target_modules": list(sync.target_modules),
            }
        )

    def lora_model(self, key: tuple[str, int], lora_id: int) -> Any:
        """vLLM's ``LoRAModel`` of one kept version, built afresh (vLLM scales B in place and
        packs q, k and v into one module's entry: it never gets the kept tensors)."""
        found = self._kept.get(key)
        if found is None:
            kept = sorted(self._kept)
            raise ValueError(f"adapter {key[0]!r} version {key[1]}: no longer kept here ({kept})")
        sync, tensors = found
        helper = self._helper(sync)
        helper.validate_legal(self._manager.lora_config)  # e.g. a rank over --max-lora-rank
        model = self._manager._adapter_manager.model
        mapper = getattr(model, "hf_to_vllm_mapper", None)
        return self._manager._lora_model_cls.from_lora_tensors(
            lora_id,
            {to_peft_name(name): tensor.clone() for name, tensor in tensors.items()},
            helper,
            device="cpu",  # as vLLM loads from disk: its manager moves it into a slot
            dtype=self._manager.lora_config.lora_dtype,
            model_vocab_size=self._manager.vocab_size,
            weights_mapper=mapper.get_rename_mapper() if mapper is not None else None,
            skip_prefixes=getattr(model, "lora_skip_prefixes", None),
        )

    def apply(self, sync: AdapterSync, version: int, tensors: Mapping[str, torch.Tensor]) -> None:
        """Keep the received adapter and make it the newest of its name. vLLM builds it here
        once, so that one it cannot serve fails this rank's apply (and the sync, on every
        rank) rather than a request later."""
        key = (sync.name, version)
        self._kept[key] = (sync, dict(tensors))
        try:
            self.lora_model(key, lora_id=1)
        except Exception:
            del self._kept[key]
            raise
        old = self.store.put(Adapter.build(sync, version, tensors))
        self._applied = (sync.name, version, old)

    @property
    def pending(self) -> bool:
        return self._applied is not None

    def commit(self) -> None:
        applied, self._applied = self._applied, None
        if applied is None:
            return
        name = applied[0]
        versions = sorted(v for n, v in self._kept if n == name)
        for version in versions[:-KEPT_VERSIONS]:
            del self._kept[(name, version)]

    def revert(self) -> None:
        applied, self._applied = self._applied, None
        if applied is not None:
            name, version, old = applied
            self.store.restore(name, old)
            self._kept.pop((name, version), None)

    def tensors(self, name: str) -> Mapping[str, torch.Tensor] | None:
        found = self._kept.get((name, self.store.version(name)))
        return found[1] if found is not None else None

    @contextlib.contextmanager
    def running(self, name: str | None) -> Iterator[Adapter | None]:
        raise RequestRejected(
            400, 'a vLLM server generates on its own routes: /v1/completions with "model": NAME'
        )
        yield None  # pragma: no cover


class ServedAdapters:
    """The API process's side: what a public adapter name means to vLLM's OpenAI server
    (``OpenAIServingModels``: its ``lora_requests``, its ``/v1/models`` and the ``model`` of
    its answers), kept to the versions the workers committed (``refresh``)."""

    def __init__(self, models: Any) -> None:
        self.models = models
        show, model_name = models.show_available_models, models.model_name

        async def show_available_models() -> Any:
            listing = await show()
            for card in listing.data:
                held = parse_path(card.root or "")
                if held is not None:
                    card.id = held[0]
            return listing

        def public_model_name(lora_request: Any = None) -> str:
            held = parse_path(lora_request.lora_path) if lora_request is not None else None
            return held[0] if held is not None else str(model_name(lora_request))

        models.show_available_models = show_available_models
        models.model_name = public_model_name

    def refresh(self, committed: Mapping[str, int]) -> list[str]:
        """Point each public name at the version the workers committed (``committed``: name
        to version, the server's ``/sync_state`` ``adapters``); returns the names switched.
        A request already running keeps the version it took."""
        from vllm.lora.request import LoRARequest

        switched = []
        requests = self.models.lora_requests
        for name, version in committed.items():
            current = requests.get(name)
            path = adapter_path(name, version)
            if current is not None and current.lora_path == path:
                continue
            requests[name] = LoRARequest(
                lora_name=served_name(name, version),
                lora_int_id=self.models.lora_id_counter.inc(1),
                lora_path=path,
            )
            switched.append(name)
        return switched
