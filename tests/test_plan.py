"""``twophase plan`` (issue 38): a model's tensors from its config alone (the meta device),
its sync's prediction on a described cluster, and the published setups' presets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("transformers")

from twophase.core.cost import PHASES
from twophase.tools.cli import main
from twophase.tools.plan import PRESETS, Setup, model_specs, predict_setup


def _plan(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["plan", *args, "--json"]) == 0
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_a_config_alone_gives_the_models_bytes_and_a_prediction(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The tiny Llama's config.json: its tensors' bytes are the written model's; two trainer
    hosts of one rank each, one server of TP 2 across them: half of every tensor crosses a
    NIC each way, the rest stays on its host."""
    from twophase.tools.hf import write_tiny_llama

    directory = write_tiny_llama(tmp_path / "llama")
    import safetensors.torch

    written = safetensors.torch.load_file(str(directory / "model.safetensors"))
    config = str(directory / "config.json")
    args = ("--trainer-hosts", "2", "--gpus", "1", "--tp", "2", "--dtype", "float32")
    (report,) = _plan(capsys, "--config", config, *args).values()
    assert isinstance(report, dict)
    assert report["model_bytes"] == sum(t.numel() * t.element_size() for t in written.values())
    assert set(report["phases_s"]) == set(PHASES)
    assert report["nic_in_bytes"].keys() == {"h0", "h1"}
    assert (
        sum(report["nic_in_bytes"].values()) + sum(report["link_bytes"].values())
        == (report["bytes_moved"])
    )


def test_the_presets_model_the_published_setups() -> None:
    """Qwen3-30B-A3B has 30.5 B parameters (61 GB in bfloat16); its preset predicts a sync
    whose bottleneck is a NIC, and twice the NIC rate shortens it."""
    preset = PRESETS["qwen3-30b-a3b"]
    specs = model_specs(preset.config)
    assert sum(s.nbytes for s in specs) == pytest.approx(61.06e9, rel=1e-3)
    from twophase.tools.plan import GPU_COSTS

    outcome = predict_setup(specs, preset.setup, GPU_COSTS)
    assert "NIC" in outcome.prediction.bottleneck
    faster = predict_setup(specs, Setup(**{**vars(preset.setup), "nic_gbit": 800.0}), GPU_COSTS)
    assert faster.prediction.total_s < outcome.prediction.total_s


def test_bad_input_is_named_and_exits_nonzero(tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text('{"hidden_size": 4}')
    for args, said in (
        (["--config", str(tmp_path / "missing.json")], "FileNotFoundError"),
        (["--config", str(config)], "model_type"),
        (["--config", str(config), "--tp", "0"], "at least 1"),
    ):
        with pytest.raises(SystemExit, match=said):
            main(["plan", *args])
