"""The pieces ``twophase bench --cluster`` predicts with (issue 38): a measured sync's plan
rebuilt from what the trainer and the servers report, the fixed costs read off a
calibration's phases, and the CPU work the calibration times. The benches themselves run
between network namespaces (root): ``tests/test_netcluster.py``."""

from __future__ import annotations

import time

import pytest
import torch

from twophase.core.buckets import TensorSpec
from twophase.core.cost import FixedCosts
from twophase.core.cost_layouts import tp_layouts
from twophase.core.delta import apply_header
from twophase.core.layouts import layout_json
from twophase.tools.bench import fixed_costs
from twophase.tools.bench.cluster_common import parse_rate
from twophase.tools.bench.cpu_clock import CpuClock
from twophase.tools.bench.predicted import (
    error_columns,
    fsdp2_bytes,
    held_bytes,
    transfers_of,
)
from twophase.tools.bench.sharded_cluster import _with_size_costs

SPECS = [
    TensorSpec("model.embed_tokens.weight", "float32", (64, 16)),
    TensorSpec("model.layers.0.self_attn.q_proj.weight", "float32", (16, 16)),
    TensorSpec("model.layers.0.self_attn.o_proj.weight", "float32", (16, 16)),
    TensorSpec("model.layers.0.mlp.down_proj.weight", "float32", (16, 32)),
    TensorSpec("model.norm.weight", "float32", (16,)),
]
MODEL_BYTES = sum(spec.nbytes for spec in SPECS)


def test_a_broadcast_sends_every_receiver_rank_the_whole_model() -> None:
    transfers = transfers_of(SPECS, 1, [{}, {}, {}], 1.0, sharded=False)
    assert transfers.route == "broadcast"
    assert [p.nbytes for p in transfers.pairs.values()] == [MODEL_BYTES] * 3


def test_a_sharded_plan_sends_each_receiver_rank_exactly_what_it_holds() -> None:
    layouts = [layout_json(layout) for layout in tp_layouts(SPECS, 2)] * 2  # two TP 2 servers
    held = [held_bytes(SPECS, layout) for layout in tp_layouts(SPECS, 2)] * 2
    assert held[0] < MODEL_BYTES and held[0] + held[1] > MODEL_BYTES  # the norm: whole on both
    for senders in (1, 2, 3):
        transfers = transfers_of(SPECS, senders, layouts, 1.0, sharded=True)
        assert transfers.route == "point_to_point" and transfers.senders == senders
        received = [0] * len(layouts)
        for (_, receiver), pair in transfers.pairs.items():
            received[receiver] += pair.nbytes
        assert received == held
    assert sum(fsdp2_bytes(SPECS, 3)) == MODEL_BYTES


def test_the_fixed_costs_are_read_off_a_calibrations_phases() -> None:
    phases = {
        "group_join": 0.003, "prepare": 0.010, "transfer": 0.008, "complete": 0.007,
        "outside": 0.004,
    }  # fmt: skip
    costs = fixed_costs._costs(phases, bucket_s=0.001)
    assert costs.http_s == pytest.approx(0.005)  # capabilities and prepare: two steps
    assert costs.collective_s == pytest.approx(0.002)  # the probe's two, the vote's two
    assert costs.apply_s == pytest.approx(0.002)  # complete less its HTTP step
    assert (costs.join_s, costs.setup_s, costs.bucket_s) == (0.003, 0.004, 0.001)
    assert "HTTP step 5.0 ms" in fixed_costs.summary(costs)


def test_the_cpu_clock_counts_a_busy_core_and_not_an_idle_one() -> None:
    """A span in which one core was busy reads as close to one busy core-second per second;
    the span before it, at rest, as little. The counter is the test's own (one core busy
    from ``started`` on), so other work on the machine cannot move it: what is checked is
    the clock's sampling and interpolation."""
    started = time.monotonic() + 0.3

    def one_core_from_started() -> float:
        return max(0.0, time.monotonic() - started)

    with CpuClock(one_core_from_started) as clock:
        rested = time.monotonic()
        time.sleep(started + 0.3 - rested)
        ended = time.monotonic()
        time.sleep(0.02)  # a sample after the span
        assert clock.busy_s(started, ended) / (ended - started) > 0.7
        assert clock.busy_s(rested, started) / (started - rested) < 0.5
        with pytest.raises(ValueError, match="before it starts"):
            clock.busy_s(ended, started)


def test_the_machines_busy_time_counts_a_spinning_core() -> None:
    """``/proc/stat`` as the clock reads it: a thread spinning for 0.3 s shows at least most
    of a core busy (other work on the machine can only add to it)."""
    with CpuClock() as clock:
        started = time.monotonic()
        while time.monotonic() - started < 0.3:
            pass
        ended = time.monotonic()
        time.sleep(0.02)  # a sample after the span
        assert clock.busy_s(started, ended) / (ended - started) > 0.7


def test_the_calibrations_delta_is_the_density_asked_and_patches_back_exactly() -> None:
    delta = fixed_costs._Delta(0.05)
    changed = (delta.base.view(torch.int16) != delta.new.view(torch.int16)).float().mean()
    assert float(changed) == pytest.approx(0.05, rel=0.05)
    assert delta.delta.kind == "bitmap"
    patched = delta.base.clone()
    apply_header(patched.view(torch.uint8), delta.delta.payload, delta.delta.header())
    assert torch.equal(patched.view(torch.int16), delta.new.view(torch.int16))
    assert fixed_costs._Delta(0.001).delta.kind == "indices"


def test_rates_and_errors_read_and_print_as_the_tables_say() -> None:
    assert parse_rate("1gbit") == 1e9 and parse_rate("200mbit") == 2e8
    with pytest.raises(ValueError, match="link rate"):
        parse_rate("fast")
    assert error_columns(2.0, 2.2).split() == ["2.00", "+10%"]
    assert error_columns(None, 1.0).split() == ["-", "-"]


def test_a_gathers_measured_time_per_byte_leaves_out_its_wire_at_the_calibrations_rate() -> None:
    """Two ranks gather: half the bytes cross onto rank 0's NIC, at 10 gbit (1.25 GB/s, all
    of it payload) 0.4 ns a byte of the model; the rest of 2 ns a byte is the gather's work."""
    sized = fixed_costs.SizeCosts(cpu_s=0.05, cpu_byte_s=2e-9, outside_byte_s=2e-9)
    fixed = _with_size_costs(FixedCosts(), sized, senders=2, efficiency=1.0)
    assert fixed.gather_byte_s == pytest.approx(1.6e-9)
    assert (fixed.cpu_s, fixed.cpu_byte_s) == (0.05, 2e-9)
