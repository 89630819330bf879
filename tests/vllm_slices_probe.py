"""Run by ``test_vllm_slices.py`` in a process of its own (it sets up vLLM's distributed
state): vLLM's real ``LlamaForCausalLM`` at tensor-parallel rank r of N (vLLM's TP group
answers N and r; one process), its needs recorded with ``record_needs``, then reloaded with
``reload_weights`` from those slices alone. Prints one JSON line per (N, r).

    python -m tests.vllm_slices_probe MODEL_DIR [--sizes 2 4] [--touchy-sizes 2]

``--touchy-sizes``: then, at these TP sizes, the loader of every 1-D tensor (the norms)
computes on the data, as a loader that converts would, and ``lm_head``'s post-processes the
parameter it loaded (vLLM's ``composed_weight_loader``: a second copy, into the parameter):
recording must name them and take them whole, and leave the model as it was.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
from pathlib import Path
from typing import Any

import torch

TP = {"size": 1, "rank": 0}


def _fake_tp_group() -> None:
    import vllm.distributed.parallel_state as ps

    real = ps.get_tp_group

    class Group:  # vLLM's own TP group, but for its size and this rank's place in it
        def __init__(self, group: Any) -> None:
            self.group = group

        def __getattr__(self, name: str) -> Any:
            return getattr(self.group, name)

        world_size = property(lambda self: TP["size"])
        rank_in_group = property(lambda self: TP["rank"])

    ps.get_tp_group = lambda: Group(real())


def _touchy_loaders() -> None:
    import vllm.model_executor.model_loader.reload.layerwise as layerwise
    import vllm.model_executor.models.utils as model_utils

    plain = model_utils.default_weight_loader

    def touchy(param: torch.Tensor, weight: torch.Tensor) -> None:
        if param.ndim == 1:
            param.data.copy_(weight * 1)  # arithmetic: needs the data
        else:
            plain(param, weight)

    model_utils.default_weight_loader = touchy  # the models' loader of plain parameters
    layerwise.default_weight_loader = touchy  # the one layerwise reload falls back to

    from vllm.model_executor.layers.vocab_parallel_embedding import (
        ParallelLMHead,
        VocabParallelEmbedding,
    )

    def post_processed(self: Any, param: torch.Tensor, weight: torch.Tensor) -> None:
        VocabParallelEmbedding.weight_loader(self, param, weight)
        param.data.copy_(param.data.clone())  # as vLLM's composed_weight_loader does

    ParallelLMHead.weight_loader = post_processed  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--sizes", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--touchy-sizes", type=int, nargs="*", default=[])
    args = parser.parse_args()
    from safetensors.torch import load_file
    from vllm.config import LoadConfig, ModelConfig, VllmConfig, set_current_vllm_config
    from vllm.distributed import parallel_state as ps
    from vllm.model_executor.layers import linear
    from vllm.model_executor.model_loader.reload.inplace import reload_weights
    from vllm.model_executor.model_loader.utils import (
        initialize_model,
        process_weights_after_loading,
    )

    from twophase.engines.vllm.applier import checkpoint_specs
    from twophase.engines.vllm.slices import pieces, record_needs

    checkpoint: dict[str, torch.Tensor] = {}
    for path in sorted(Path(args.model).glob("*.safetensors")):
        checkpoint.update(load_file(path))
    specs = checkpoint_specs(args.model, torch.float32)
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    model_config = ModelConfig(model=args.model, dtype="float32", enforce_eager=True)

    def config() -> VllmConfig:
        return VllmConfig(model_config=model_config, load_config=LoadConfig(load_format="dummy"))

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with set_current_vllm_config(config()):
        ps.init_distributed_environment(
            world_size=1, rank=0, local_rank=0,
            distributed_init_method=f"tcp://127.0.0.1:{port}", backend="gloo",
        )  # fmt: skip
        ps.initialize_model_parallel(1, 1)
    _fake_tp_group()
    # On CPU vLLM repacks linear weights for its kernels after loading: keep them as loaded,
    # so that two models' parameters compare.
    linear.UnquantizedLinearMethod.process_weights_after_loading = lambda self, layer: None

    def build() -> tuple[torch.nn.Module, VllmConfig]:
        vllm_config = config()
        with set_current_vllm_config(vllm_config), torch.device("cpu"):
            model = initialize_model(vllm_config=vllm_config)
            model.load_weights(list(checkpoint.items()))
            process_weights_after_loading(model, model_config, torch.device("cpu"))
        return model, vllm_config

    rounds = [(False, size) for size in args.sizes] + [(True, n) for n in args.touchy_sizes]
    for touchy, size in rounds:
        if touchy and not TP.get("touchy"):
            _touchy_loaders()  # from here on, for every model built
            TP["touchy"] = 1
        for rank in range(size):
            TP.update(size=size, rank=rank)
            reference, _ = build()
            model, vllm_config = build()
            before = {k: v.clone() for k, v in model.state_dict().items()}
            with set_current_vllm_config(vllm_config):
                needs = record_needs(model, model_config, specs, torch.device("cpu"))
            untouched = all(torch.equal(before[k], v) for k, v in model.state_dict().items())
            received = {}
            for name, tensor in checkpoint.items():
                boxes = needs.boxes.get(name)
                if boxes is None:
                    received[name] = tensor.clone()
                elif boxes:
                    received[name] = tensor[boxes[0].index()].clone()
            for tensor in model.state_dict().values():
                tensor.zero_()
            with set_current_vllm_config(vllm_config), torch.no_grad():
                reload_weights(
                    vllm_config, model, pieces(received, needs.boxes, specs), None,
                    is_checkpoint_format=True,
                )  # fmt: skip
            expected = reference.state_dict()
            differ = [k for k, v in model.state_dict().items() if not torch.equal(expected[k], v)]
            answer = {
                "touchy": touchy,
                "tp": size,
                "rank": rank,
                "untouched_by_recording": untouched,
                "differ": differ,
                "whole": needs.whole,
                "boxes": {n: [b.describe() for b in bs] for n, bs in needs.boxes.items()},
                "received": sum(t.numel() for t in received.values()),
                "checkpoint": sum(t.numel() for t in checkpoint.values()),
            }
            print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
