"""A real tensor-parallel Hugging Face server (issue 25): ``twophase serve --model DIR --tp 2``
splits the model over its rank processes with ``parallelize_module`` (``tools/tp_model.py``),
each rank holds its shard, and generation runs on both ranks at once.

The rank-level pieces run in two spawned gloo processes (a TP group is one per process): the
applier over DTensors, what each rank reports and what a trainer computes for it, and the
agreement before every generation. The server-level ones run ``twophase serve``."""

from __future__ import annotations

from typing import Any

import pytest
import torch
import torch.multiprocessing as mp

from tests.helpers import free_port, get, post
from tests.servers import ServePool
from twophase.core.layouts import Box
from twophase.receiver.checksum_body import expected_checksums
from twophase.receiver.rankdata import Generation
from twophase.tools.hf import HFCausalLM, write_tiny_llama

pytest.importorskip("transformers")

Q = "model.layers.0.self_attn.q_proj.weight"  # column-wise: rows split
O_PROJ = "model.layers.0.self_attn.o_proj.weight"  # row-wise: columns split
PROMPT = [1, 5, 9, 13]


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(write_tiny_llama(tmp_path_factory.mktemp("tp") / "m", seed=3))


def _tp_rank(rank: int, port: int, directory: str, out: dict[int, Any]) -> None:
    from twophase.receiver.rank_model import RankModel
    from twophase.tools import tp_model

    tp_model.join_tp_group(rank, 2, port, timeout_s=60)
    model = HFCausalLM.from_pretrained(directory)
    full = {name: t.detach().clone() for name, t in model.module.state_dict().items()}
    tp_model.shard_module(model.module, tp_model.tp_plan_of(model.module))
    applier = model.applier()
    found: dict[str, Any] = {"layout": applier.layout(), "sharded": applier.sharded}
    found["tokens"] = (
        RankModel(applier, device=torch.device("cpu"), generate=model.greedy, agree=tp_model.agree)
        .generate(Generation(PROMPT, 6), 10)
        .tokens
    )
    found["zero_copy"] = applier.zero_copy
    found["local_q"] = tuple(applier.state()[Q].shape)
    # A whole tensor (a broadcast sync) and this rank's part (a sharded one) both load.
    new_q = torch.randn(full[Q].shape, generator=torch.Generator().manual_seed(7))
    applier.load({Q: new_q})
    found["whole_kept"] = torch.equal(applier.state()[Q], new_q[applier.layout()[Q][0].index()])
    new_o = full[O_PROJ] + 1  # the same on both ranks: each loads its part of it
    part = new_o[applier.layout()[O_PROJ][0].index()].clone()
    applier.load({O_PROJ: part})
    found["part_loaded"] = torch.equal(applier.state()[O_PROJ], part)
    try:
        applier.load({Q: torch.zeros(3, 3)})
    except ValueError as exc:
        found["wrong_shape"] = str(exc)
    full[Q], full[O_PROJ] = new_q, new_o  # what the trainer would hold now
    rank_model = RankModel(
        applier, device=torch.device("cpu"), generate=model.greedy, agree=tp_model.agree
    )
    found["checksum"] = rank_model.weights_checksum(10)
    found["all_full"] = full if rank == 0 else None
    # Every rank says whether it can serve: one refusal, or different versions, stop both.
    found["agree_ok"] = tp_model.agree(None, (3, 0), 7)
    found["agree_refused"] = tp_model.agree("weights reset" if rank == 1 else None, (3, 0), 7)
    found["agree_versions"] = tp_model.agree(None, (3 + rank, 0), 7)
    found["agree_turns"] = tp_model.agree(None, (3, 0), 7 + rank)  # a late generation on one
    rank_model.version = 1 + rank  # as between two ranks' applies
    try:
        rank_model.generate(Generation(PROMPT, 6), 10)
    except Exception as exc:
        found["mixed_versions"] = f"{type(exc).__name__}: {exc}"
    out[rank] = found


def test_a_tensor_parallel_rank_holds_its_part_loads_whole_or_part_and_agrees_before_generating(
    model_dir: str,
) -> None:
    out = mp.Manager().dict()
    mp.start_processes(
        _tp_rank, args=(free_port(), model_dir, out), nprocs=2, join=True, start_method="spawn"
    )
    ranks = [out[0], out[1]]
    assert [r["layout"][Q] for r in ranks] == [
        [Box(((0, 64), (0, 128)))],
        [Box(((64, 128), (0, 128)))],
    ]
    assert [r["layout"][O_PROJ] for r in ranks] == [
        [Box(((0, 128), (0, 64)))],
        [Box(((0, 128), (64, 128)))],
    ]
    assert "model.embed_tokens.weight" not in ranks[0]["layout"]  # whole on every rank
    # lm_head: column-wise (the model's own _tp_plan), its logits gathered on every rank.
    assert ranks[1]["layout"]["lm_head.weight"] == [Box(((256, 512), (0, 128)))]
    for rank in ranks:
        assert rank["sharded"] and not rank["zero_copy"] and rank["local_q"] == (64, 128)
        assert rank["whole_kept"] and rank["part_loaded"]
        assert (
            "neither the whole tensor [128, 128] nor this rank's part [64, 128]"
            in (rank["wrong_shape"])
        )
        assert rank["agree_ok"] is None
        assert rank["agree_refused"] == "tp rank 1: weights reset"
        assert "different weight versions [3, 4]" in rank["agree_versions"]
        assert "different generations [7, 8]" in rank["agree_turns"]
        assert "NotServing" in rank["mixed_versions"], rank["mixed_versions"]
    # Generation across the two ranks is the full model's.
    full_model = HFCausalLM.from_pretrained(model_dir)
    expected_tokens = full_model.greedy(PROMPT, 6)
    assert ranks[0]["tokens"] == ranks[1]["tokens"] == expected_tokens
    # What a trainer computes from its full tensors is what each rank reports.
    layouts = [rank["layout"] for rank in ranks]
    want = expected_checksums(0, ranks[0]["all_full"], layouts)
    assert [w.digest for w in want] == [r["checksum"].digest for r in ranks]
    assert want[0].digest != want[1].digest  # the ranks hold different parts


def test_serve_tp2_generates_as_the_full_model_and_reports_each_ranks_part(
    model_dir: str, serve_processes: ServePool
) -> None:
    server = serve_processes("--model", model_dir, tp=2)
    full_model = HFCausalLM.from_pretrained(model_dir)
    status, body = post(f"{server}/generate", {"prompt": PROMPT, "max_new_tokens": 6})
    assert status == 200 and body["tokens"] == full_model.greedy(PROMPT, 6), body
    status, body = post(f"{server}/generate", {"prompt": [9999], "max_new_tokens": 2})
    assert status == 400 and "outside the vocabulary" in body["message"]
    # Both ranks still generate together after the refusal (neither ran a forward alone).
    status, body = post(f"{server}/generate", {"prompt": PROMPT, "max_new_tokens": 2})
    assert status == 200, body

    status, sums = get(f"{server}/weights_checksum")
    assert status == 200 and sums["tensor_parallel"] and sums["ranks_agree"], sums
    layouts = [rank["layout"] for rank in sums["ranks"]]
    assert [layout[Q] for layout in layouts] == [[[[0, 64], [0, 128]]], [[[64, 128], [0, 128]]]]
    full = {name: t.detach() for name, t in full_model.module.state_dict().items()}
    from twophase.core.layouts import layout_from_json

    want = expected_checksums(0, full, [layout_from_json(layout) for layout in layouts])
    assert sums["digests"] == [w.digest for w in want]

    status, caps = get(f"{server}/sync_capabilities")
    assert status == 200 and caps["rank_layouts"] == layouts, caps


def test_a_sharded_prepare_must_send_each_rank_exactly_its_part() -> None:
    """A sender that plans as if every rank held whole tensors (a plan made from other
    layouts), or leaves part of a rank's shard out, is a 400 naming the tensor, before any
    receive is posted; the plan from the ranks' own layouts passes."""
    from twophase.core.buckets import TensorSpec
    from twophase.core.protocol import ShardedReceive
    from twophase.core.reshard import plan_transfers
    from twophase.errors import RequestRejected
    from twophase.receiver.validation import validate_sharded

    specs = [TensorSpec(Q, "float32", (128, 128)), TensorSpec("norm", "float32", (128,))]
    whole = {s.name: [Box.whole(s.shape)] for s in specs}
    halves = [{Q: [Box(((0, 64), (0, 128)))]}, {Q: [Box(((64, 128), (0, 128)))]}]

    def receive(needs: list[dict[str, list[Box]]]) -> ShardedReceive:
        plan = plan_transfers([(s.name, s.shape) for s in specs], [whole], needs)
        ranks = [plan.parts(r) for r in range(2)]
        return ShardedReceive(senders=1, plan_digest=plan.digest(), buffer_size_mb=1, ranks=ranks)

    own = validate_sharded(receive([whole | h for h in halves]), specs, 2, halves)
    assert [sum(p.manifest.total_bytes for p in rank) for rank in own.pairs] == [
        64 * 128 * 4 + 128 * 4
    ] * 2  # each rank: its half of q, the whole norm
    with pytest.raises(
        RequestRejected, match=r"rank 0: .*q_proj.weight\[0:128, 0:128\] is not part"
    ):
        validate_sharded(receive([whole, whole]), specs, 2, halves)
    short = [whole | {Q: [Box(((0, 32), (0, 128)))]}, whole | halves[1]]
    with pytest.raises(RequestRejected, match="rank 0: the moves do not cover all this rank"):
        validate_sharded(receive(short), specs, 2, halves)


def test_the_trainer_answers_what_a_tensor_parallel_server_should_hash_and_refuses_bad_ones() -> (
    None
):
    """``POST /weights_checksum`` on the trainer: the body a server whose ranks hold these
    parts should report (its digests are the parts' hashes); a layout naming a tensor or a
    box the model lacks is a 400 naming it."""
    from tests.servers import trainer_process

    with trainer_process() as (trainer, _):
        info = get(f"{trainer}/model_info")[1]["params"]
        name, shape = info[0]["name"], info[0]["shape"]
        rest = [[0, n] for n in shape[1:]]
        first, second = [[0, shape[0] // 2], *rest], [[shape[0] // 2, shape[0]], *rest]
        status, body = post(
            f"{trainer}/weights_checksum", {"layouts": [{name: [first]}, {name: [second]}]}
        )
        assert status == 200 and body["tensor_parallel"], body
        assert body["digests"][0] != body["digests"][1]
        assert body["ranks"][0]["layout"] == {name: [first]}
        status, whole = post(f"{trainer}/weights_checksum", {"layouts": [{}]})
        assert (
            status == 200
            and whole["ranks"][0]["tensors"] == get(f"{trainer}/weights_checksum")[1]["tensors"]
        )
        for layout, problem in [
            ({"no.such": [first]}, "no tensor 'no.such'"),
            ({name: [[[0, shape[0] + 1], *first[1:]]]}, "is outside its shape"),
            ({name: [[[0, 1, 2]]]}, "is not [start, stop]"),
        ]:
            status, body = post(f"{trainer}/weights_checksum", {"layouts": [layout]})
            assert status == 400 and problem in body["message"], (layout, body)


def test_a_rank_whose_tensor_parallel_group_failed_refuses_to_generate_and_is_unhealthy() -> None:
    """A failure inside the agreement or the forward pass (gloo: a peer gone, a timeout)
    leaves the ranks unable to generate together again: the rank says so, 503 rather than
    a 500, at /generate and /health alike, until the server restarts."""
    from twophase.errors import NotServing
    from twophase.receiver.appliers import ModuleApplier
    from twophase.receiver.rankhost import RankHost

    def broken(problem: str | None, version: int, turn: int) -> str | None:
        raise RuntimeError("Connection closed by peer [10.0.0.2]:4242")

    host = RankHost(
        ModuleApplier(torch.nn.Linear(2, 2)), generate=lambda prompt, n: [1] * n, agree=broken
    )
    assert host.ping() == 0
    with pytest.raises(NotServing, match="tensor-parallel group failed: Connection closed"):
        host.generate(Generation([1], 2), 5)
    with pytest.raises(NotServing, match="tensor-parallel group failed"):
        host.ping()
    with pytest.raises(NotServing, match="tensor-parallel group failed"):
        host.generate(Generation([1], 2), 5)
