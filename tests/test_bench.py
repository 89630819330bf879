"""The benchmark, run small: every method moves real bytes into real receiver processes, the
counts it reports are the protocol's, and the JSON carries the documented fields."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest

from twophase.tools.bench import main as bench
from twophase.tools.bench.latency import FIRST_SYNC, SYNC_KINDS
from twophase.tools.bench.main import METHODS, main
from twophase.tools.bench.setup_stalls import worst_step_while
from twophase.tools.cli import build_parser

pytestmark = pytest.mark.timeout(180)


def test_bench_runs_every_method_and_writes_the_documented_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bench.json"
    argv = ["--sizes", "4", "--receivers", "2", "--tensors", "40", "--repeats", "1"]
    argv += ["--load-threads", "2", "--load-seconds", "0.3"]
    # main raises if any receiver's weights differ from the sender's after the runs
    assert main([*argv, "--bucket-mb", "1", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "raw_broadcast (fresh buffer)" in printed and "per_param_http" in printed

    report = json.loads(out.read_text())
    runs = {(r["method"], r["variant"]): r for r in report["runs"]}
    assert {method for method, _ in runs} == set(METHODS)
    for run in report["runs"]:
        for key in ("method", "size_mb", "receivers", "seconds", "gbps", "http_requests"):
            assert key in run, key
        assert run["seconds"] > 0 and run["gbps"] > 0 and run["receivers"] == 2
        if run["method"] == "shared_memory":  # the receivers adopt the trainer's segments
            assert run["peak_extra_mb"] == 0, run
        else:
            assert run["peak_extra_mb"] > 0, run
    tensors = runs[("per_param_http", None)]["tensors"]
    assert tensors == 40
    # per parameter: one request per receiver; twophase: prepare + complete per endpoint
    assert runs[("per_param_http", None)]["http_requests"] == tensors * 2
    assert runs[("flattened", "staged")]["http_requests"] == 2 * 2
    assert runs[("flattened", "staged")]["buckets"] > 1
    # streaming holds two buckets at most; staged holds the whole model
    streaming = runs[("flattened", "streaming")]
    assert streaming["peak_extra_mb"] <= 2 * streaming["bucket_mb"] + 1e-9
    staged = runs[("flattened", "staged")]
    assert staged["peak_extra_mb"] >= 0.99 * staged["model_mb"]
    assert report["setup_stalls"] == []  # a GPU's figures (``setup_stalls.py``)
    names = {t["target"] for t in report["targets"]}
    assert {"faster_than_per_param_http", "streaming_extra_memory", "apply_pause"} <= names
    (pause,) = [t for t in report["targets"] if t["target"] == "apply_pause"]
    assert pause["zero_copy_ms"] > 0 and pause["copy_ms"] > 0, pause
    assert "the apply's pause" in printed
    # Generate latency under load: the first sync (the group forms in it), an idle window,
    # then one per apply method, with real calls of the receivers' generate (through the
    # read lock) counted in each.
    latency = {row["label"]: row for row in report["latency"]}
    assert list(latency) == [FIRST_SYNC, "idle"] + [label for label, _, _ in SYNC_KINDS]
    assert latency[FIRST_SYNC]["worst_ms"] >= latency[FIRST_SYNC]["p50_ms"] > 0
    for row in latency.values():
        assert row["calls"] > 0 and row["receivers"] == 2, row
    assert latency["idle"]["refused"] == 0 and latency["idle"]["p99_ms"] > 0
    assert latency[SYNC_KINDS[0][0]]["p99_ms"] >= latency[SYNC_KINDS[0][0]]["p50_ms"] > 0
    assert latency[SYNC_KINDS[0][0]]["worst_ms"] >= latency[SYNC_KINDS[0][0]]["p99_ms"]
    assert "generate_p99_during_sync" in names and "generate under load" in printed
    assert "generate_worst_first_sync" in names and "during the first sync" in printed


def test_bench_rejects_an_unknown_method(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--methods", "flattened,carrier_pigeon"])
    assert "carrier_pigeon" in capsys.readouterr().err


def test_twophase_bench_takes_its_options_first(capsys: pytest.CaptureFixture[str]) -> None:
    """``twophase bench --sizes ...`` reaches the bench's own arguments (an ``argparse.REMAINDER``
    positional once refused every leading option); the run itself: tests/test_readme.py."""
    argv = ["bench", "--sizes", "8", "--receivers", "1", "--repeats", "1", "--json", "out.json"]
    args = build_parser().parse_args(argv)
    assert args.func is bench.run
    assert (args.sizes, args.receivers, args.repeats, args.json) == ([8.0], [1], 1, "out.json")
    assert args.methods == METHODS and args.checksum == "auto"
    for bad in (["--sizes", "8,big"], ["--receivers", "1.5"], ["--methods", "carrier_pigeon"]):
        with pytest.raises(SystemExit):
            build_parser().parse_args(["bench", *bad])
        assert bad[1] in capsys.readouterr().err


def test_bench_plot_draws_a_png_of_the_runs_and_the_pause(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--plot`` draws the measured runs and the pause targets into a real PNG; the same
    figure redraws from the ``--json`` file."""
    pytest.importorskip("matplotlib")  # the dev extra installs it (also the plot extra)
    from twophase.tools.bench import plot

    figure, report = tmp_path / "b.png", tmp_path / "b.json"
    argv = ["--sizes", "4", "--receivers", "2", "--tensors", "40", "--repeats", "1"]
    argv += ["--load-threads", "2", "--load-seconds", "0.3"]
    argv += ["--bucket-mb", "1", "--json", str(report), "--plot", str(figure)]
    assert main(argv) == 0
    assert f"wrote {figure}" in capsys.readouterr().out
    png = figure.read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n"), png[:8]
    assert len(png) > 20_000  # two panels of lines, axes and legends, not a blank canvas
    again = tmp_path / "again.png"
    assert plot.main([str(report), str(again)]) == 0
    assert again.read_bytes().startswith(b"\x89PNG") and again.stat().st_size > 20_000


def test_latency_calls_are_split_by_when_they_ran_and_refusals_are_not_timed() -> None:
    from twophase.tools.bench.latency import Call, split_calls, summarize

    calls = [
        Call(0.0, 0.5, False),  # idle
        Call(0.9, 1.1, False),  # straddles the idle window's end and no sync: neither
        Call(1.5, 2.5, False),  # overlaps the sync from 2 to 3
        Call(2.2, 2.3, True),  # refused during the sync
        Call(3.5, 4.0, False),  # after the sync: neither
    ]
    quiet, during = split_calls(calls, (0.0, 1.0), [(2.0, 3.0)])
    assert quiet == calls[:1] and during == calls[2:4]
    row = summarize("during", during)
    assert (row["calls"], row["refused"], row["p50_ms"], row["p99_ms"]) == (2, 1, 1000.0, 1000.0)
    assert row["worst_ms"] == 1000.0  # the longest served call, not the refused one
    mixed = summarize("idle", [Call(0.0, 0.001, False), Call(1.0, 1.25, False)])
    assert mixed["worst_ms"] == 250.0


def test_the_setup_stall_probe_counts_the_steps_a_setup_held_up_and_no_others() -> None:
    """The step loop waits while the setup holds what it needs (here: a lock, standing for
    the device): the worst step during the setup is the hold, the idle one is not."""
    held = threading.Lock()

    def step() -> None:
        with held:
            time.sleep(0.001)

    def setup() -> None:
        with held:
            time.sleep(0.2)

    figures = worst_step_while(setup, step)
    assert 0.19 <= figures["setup_s"] < 1
    assert 0.15 <= figures["worst_step_during_s"] <= figures["setup_s"] + 0.05
    assert figures["worst_step_idle_s"] < 0.1 and figures["steps_during"] >= 1


def test_the_setup_stall_probe_raises_what_the_step_raised() -> None:
    def step() -> None:
        raise RuntimeError("the device is gone")

    with pytest.raises(RuntimeError, match="the device is gone"):
        worst_step_while(lambda: time.sleep(0.01), step)
