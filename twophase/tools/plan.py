"""``twophase plan``: what a sync will cost on a cluster, before it exists (issue 38).

From a model's ``config.json`` (its tensors' shapes and dtypes, made on PyTorch's meta device
by ``transformers``: no weights), the trainer's FSDP2 ranks, the servers and the links, it
prints the plan's summary (bytes per trainer rank, per server, through the busiest NIC), the
predicted time of each phase (``core/cost.py``), the bottleneck, and what would change it.
``--preset`` runs it for the field's published setups (``PRESETS``), with the figure each
was published with beside it. Every number is a prediction of the model, with its
assumptions printed.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from twophase.core.buckets import TensorSpec
from twophase.core.cost import Cluster, FixedCosts, Prediction, Work, delta_share, estimate
from twophase.core.cost_layouts import pair_bytes

GB = 1e9


@dataclass(frozen=True)
class Setup:
    """A cluster and what runs on it: ``trainer_hosts`` hosts of ``gpus`` trainer ranks each;
    ``servers`` servers of ``tp`` ranks, packed onto hosts in order (on the trainer's hosts
    when ``colocated``, else on hosts of their own); each host's NICs (``nics`` x
    ``nic_gbit``) and its internal link's aggregate bytes per second (``link_gbyte``)."""

    trainer_hosts: int
    gpus: int
    servers: int
    tp: int
    colocated: bool = True
    nics: int = 8
    nic_gbit: float = 400.0
    link_gbyte: float = 3600.0  # 8 H100s' NVLink, 450 GB/s each
    transport: str = "nccl"
    mode: str = "sharded"  # or "broadcast": trainer rank 0 alone, the whole model
    density: float | None = None  # a delta's changed words over words
    bucket_mb: float = 1024.0
    nic_efficiency: float = 1.0  # the share of the line rate the transfer's payload gets

    def cluster(self) -> Cluster:
        trainers = tuple(f"h{i}" for i in range(self.trainer_hosts) for _ in range(self.gpus))
        first = 0 if self.colocated else self.trainer_hosts
        receivers = tuple(f"h{first + rank // self.gpus}" for rank in range(self.servers * self.tp))
        return Cluster(
            trainers, receivers, self.nics * self.nic_gbit * 1e9 / 8, self.link_gbyte * GB,
            self.transport,  # type: ignore[arg-type]
            self.nic_efficiency,
        )  # fmt: skip


@dataclass(frozen=True)
class Published:
    seconds: str
    source: str


@dataclass(frozen=True)
class Preset:
    config: dict[str, Any]
    setup: Setup
    published: list[Published] = field(default_factory=list)
    assumed: str = ""


QWEN3_235B = {
    "model_type": "qwen3_moe", "hidden_size": 4096, "intermediate_size": 12288,
    "moe_intermediate_size": 1536, "num_hidden_layers": 94, "num_attention_heads": 64,
    "num_key_value_heads": 4, "head_dim": 128, "num_experts": 128, "num_experts_per_tok": 8,
    "vocab_size": 151936, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}  # fmt: skip
QWEN3_30B = QWEN3_235B | {
    "hidden_size": 2048, "intermediate_size": 6144, "moe_intermediate_size": 768,
    "num_hidden_layers": 48, "num_attention_heads": 32,
}  # fmt: skip
KIMI_K2 = {
    "model_type": "deepseek_v3", "hidden_size": 7168, "intermediate_size": 18432,
    "moe_intermediate_size": 2048, "num_hidden_layers": 61, "first_k_dense_replace": 1,
    "n_routed_experts": 384, "n_shared_experts": 1, "num_experts_per_tok": 8,
    "num_attention_heads": 64, "num_key_value_heads": 64, "q_lora_rank": 1536,
    "kv_lora_rank": 512, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
    "vocab_size": 163840, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
}  # fmt: skip
PRESETS = {
    "qwen3-235b-a22b": Preset(
        QWEN3_235B,
        Setup(trainer_hosts=4, gpus=8, servers=4, tp=8),
        [Published("3.49 (64.72 by NCCL broadcast)", "vLLM blog, 2026-08-22: RDT, 4x8 H100"),
         Published("6.22", "checkpoint-engine: 8x H800")],
        "FSDP2 over 32 ranks; 4 servers of TP 8 on the same 4 hosts",
    ),
    "kimi-k2": Preset(
        KIMI_K2,
        Setup(trainer_hosts=48, gpus=8, servers=12, tp=32),
        [Published("7.53", "vLLM blog, 2026-08-22: RDT, 48x8 H100"),
         Published("1.3 (256 BF16 GPUs into 128 FP8)", "Perplexity")],
        "FSDP2 over 384 ranks; 12 servers of 32 GPUs (4 hosts each) on the same 48 hosts",
    ),
    "qwen3-30b-a3b": Preset(
        QWEN3_30B,
        Setup(trainer_hosts=4, gpus=8, servers=16, tp=2),
        [Published("1.96-2.41 (32 to 1,024 GPUs)", "NeMo-RL#3334")],
        "FSDP2 over 32 ranks; 16 servers of TP 2 on the same 4 hosts",
    ),
}  # fmt: skip
GPU_COSTS = FixedCosts(
    http_s=0.005, collective_s=0.001, join_s=0.0, bucket_s=0.001, apply_s=0.001,
    copy_bytes_s=1000 * GB,  # vLLM's load_weights: an on-device copy at HBM rates
    # A delta's compare and patch on the GPU: a few passes at HBM rates (``wsum64`` measured
    # 319 GB/s on an H200, issue 37's figures).
    encode_bytes_s=300 * GB, patch_bytes_s=300 * GB,
)  # fmt: skip


def model_specs(config: dict[str, Any], dtype: str | None = None) -> list[TensorSpec]:
    """Every tensor of the model ``config`` describes (a ``config.json``'s fields), made on
    the meta device: names, shapes and dtypes, no memory."""
    fields = dict(config)
    kind = fields.pop("model_type")
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    chosen = dtype or str(fields.pop("torch_dtype", None) or fields.pop("dtype", "bfloat16"))
    torch_dtype = getattr(torch, chosen)
    with torch.device("meta"):
        model = AutoModelForCausalLM.from_config(  # type: ignore[no-untyped-call, unused-ignore]
            AutoConfig.for_model(kind, **fields), dtype=torch_dtype
        )
    return [TensorSpec.of(name, tensor) for name, tensor in model.state_dict().items()]


@dataclass(frozen=True)
class Outcome:
    """One prediction and what it was made from."""

    setup: Setup
    model_bytes: int
    per_trainer_rank: int
    prediction: Prediction

    def to_json(self) -> dict[str, Any]:
        p = self.prediction
        return {
            "model_bytes": self.model_bytes,
            "per_trainer_rank_bytes": self.per_trainer_rank,
            "bytes_moved": p.bytes_moved,
            "phases_s": p.phases,
            "total_s": p.total_s,
            "bottleneck": p.bottleneck,
            "nic_out_bytes": p.load.nic_out,
            "nic_in_bytes": p.load.nic_in,
            "link_bytes": p.load.link,
        }


def predict_setup(specs: list[TensorSpec], setup: Setup, fixed: FixedCosts) -> Outcome:
    """The prediction of one sync of ``specs`` on ``setup``."""
    cluster = setup.cluster()
    total = sum(spec.nbytes for spec in specs)
    bucket = setup.bucket_mb * (1 << 20)
    delta = setup.density is not None
    word = min(max((s.torch_dtype.itemsize for s in specs), default=8), 8)
    scale = delta_share(setup.density, word) if setup.density is not None else 1.0
    if setup.mode == "broadcast":
        receivers = setup.servers * setup.tp
        moved = {(0, r): total * scale for r in range(receivers)}
        lanes = math.ceil(total * scale / bucket)
        work = Work(encoded_bytes=total * delta, patched_bytes=total * delta)
        prediction = estimate(moved, "broadcast", lanes, cluster, fixed, setup.servers, work)
        return Outcome(setup, total, total, prediction)
    trainers = setup.trainer_hosts * setup.gpus
    pairs = pair_bytes(specs, trainers, setup.tp)
    moved = {key: n * scale for key, n in pairs.pairs(setup.servers).items()}
    per_sender: dict[int, float] = {}
    per_receiver: dict[int, float] = {}
    for (sender, receiver), nbytes in moved.items():
        per_sender[sender] = per_sender.get(sender, 0.0) + nbytes
        per_receiver[receiver] = per_receiver.get(receiver, 0.0) + nbytes / scale
    lanes = math.ceil(max(per_sender.values(), default=0.0) / bucket)
    whole_sent = max(per_sender.values(), default=0.0) / scale
    work = Work(
        encoded_bytes=whole_sent * delta,
        patched_bytes=max(per_receiver.values(), default=0.0) * delta,
    )
    prediction = estimate(moved, "point_to_point", lanes, cluster, fixed, setup.servers, work)
    return Outcome(setup, total, math.ceil(total / trainers), prediction)


def what_if(specs: list[TensorSpec], setup: Setup, fixed: FixedCosts) -> dict[str, float]:
    """The total with one thing changed: twice the trainer hosts, twice the NIC rate, the
    NICs at 80% of their line rate (many pairs at once), a delta at 10% density."""
    changes = {
        "2x trainer hosts": replace(setup, trainer_hosts=setup.trainer_hosts * 2),
        "2x NIC rate": replace(setup, nic_gbit=setup.nic_gbit * 2),
        "NICs at 80%": replace(setup, nic_efficiency=0.8 * setup.nic_efficiency),
        "delta at 10%": replace(setup, density=0.1),
    }
    return {what: predict_setup(specs, s, fixed).prediction.total_s for what, s in changes.items()}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--config", metavar="FILE", help="a Hugging Face config.json")
    source.add_argument("--preset", choices=[*sorted(PRESETS), "all"], help="a published setup")
    parser.add_argument("--dtype", help="the weights' dtype (default: the config's)")
    parser.add_argument("--trainer-hosts", type=int, default=1)
    parser.add_argument("--gpus", type=int, default=8, help="ranks per host (default 8)")
    parser.add_argument("--servers", type=int, default=1)
    parser.add_argument("--tp", type=int, default=8, help="ranks per server (default 8)")
    parser.add_argument("--separate", action="store_true", help="servers on hosts of their own")
    parser.add_argument("--nics", type=int, default=8, help="NICs per host (default 8)")
    parser.add_argument("--nic-gbit", type=float, default=400.0, help="each NIC's Gbit/s")
    parser.add_argument("--link-gbyte", type=float, default=3600.0, help="a host's link, GB/s")
    parser.add_argument(
        "--nic-efficiency",
        type=float,
        default=1.0,
        help="the share of the line rate a transfer's payload gets (default 1: line rate)",
    )
    parser.add_argument("--transport", choices=["nccl", "gloo"], default="nccl")
    parser.add_argument("--mode", choices=["sharded", "broadcast"], default="sharded")
    parser.add_argument("--density", type=float, help="a delta's density (changed words)")
    parser.add_argument("--json", action="store_true", help="print JSON")


def main(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except (OSError, ValueError, KeyError, AttributeError) as exc:  # a bad file, config, size
        raise SystemExit(f"twophase plan: {type(exc).__name__}: {exc}") from None


def _run(args: argparse.Namespace) -> int:
    if min(args.trainer_hosts, args.gpus, args.servers, args.tp, args.nics) < 1:
        raise ValueError("--trainer-hosts, --gpus, --servers, --tp and --nics are at least 1")
    if args.preset is not None:
        names = sorted(PRESETS) if args.preset == "all" else [args.preset]
        runs = [
            (
                name,
                PRESETS[name].config,
                replace(
                    PRESETS[name].setup, density=args.density, nic_efficiency=args.nic_efficiency
                ),
            )
            for name in names
        ]
    else:
        config = json.loads(Path(args.config).read_text())
        setup = Setup(
            args.trainer_hosts, args.gpus, args.servers, args.tp, not args.separate, args.nics,
            args.nic_gbit, args.link_gbyte, args.transport, args.mode, args.density,
            nic_efficiency=args.nic_efficiency,
        )  # fmt: skip
        runs = [(Path(args.config).name, config, setup)]
    report = {}
    for name, config, setup in runs:
        specs = model_specs(config, args.dtype)
        outcome = predict_setup(specs, setup, GPU_COSTS)
        report[name] = outcome.to_json() | {"what_if_total_s": what_if(specs, setup, GPU_COSTS)}
        if not args.json:
            _print(name, outcome, report[name]["what_if_total_s"], PRESETS.get(name))
    if args.json:
        print(json.dumps(report, indent=2))
    return 0


def _print(name: str, outcome: Outcome, changes: dict[str, float], preset: Preset | None) -> None:
    p, s = outcome.prediction, outcome.setup
    ranks = s.trainer_hosts * s.gpus
    print(f"{name}: {outcome.model_bytes / GB:.1f} GB, {s.mode} from {ranks} trainer ranks "
          f"into {s.servers} servers of {s.tp}")  # fmt: skip
    if preset is not None and preset.assumed:
        print(f"  assumed: {preset.assumed}; {s.nics}x{s.nic_gbit:g} Gbit/s per host")
    busiest = max(p.load.nic_in.values(), default=0)
    print(f"  per trainer rank {outcome.per_trainer_rank / GB:.2f} GB; moved "
          f"{p.bytes_moved / GB:.1f} GB; busiest NIC in {busiest / GB:.1f} GB")  # fmt: skip
    # The trainer's setup, a gather and a delta's pack are phases only some syncs have.
    shown = {k: t for k, t in p.phases.items() if t or k not in ("setup", "gather", "pack")}
    print("  " + ", ".join(f"{phase} {t:.3f} s" for phase, t in shown.items()))
    print(f"  total {p.total_s:.2f} s (the group kept), bottleneck: {p.bottleneck}")
    print("  what if: " + ", ".join(f"{what} {t:.2f} s" for what, t in changes.items()))
    if preset is not None:
        for said in preset.published:
            print(f"  published: {said.seconds} s ({said.source})")
