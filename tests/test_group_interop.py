"""Interoperability, across real processes: a seed-style peer (SGLang's way of forming the
group) and our SyncGroup form one group and broadcast, in both directions."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import free_port

PEER = Path(__file__).parent / "peers" / "group_peer.py"


@pytest.mark.parametrize(("rank0", "others"), [("seed", "ours"), ("ours", "seed")])
def test_seed_style_and_our_group_form_one_group(rank0: str, others: str) -> None:
    port = free_port()
    kinds = [rank0, others, others]
    procs = [
        subprocess.Popen(
            [sys.executable, str(PEER), kind, str(port), str(rank), "3"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for rank, kind in enumerate(kinds)
    ]
    outputs = []
    try:
        for proc in procs:
            out, err = proc.communicate(timeout=60)
            outputs.append((proc.returncode, out, err))
    finally:
        for proc in procs:
            proc.kill()
    for rank, (code, out, err) in enumerate(outputs):
        assert code == 0, f"rank {rank} ({kinds[rank]}) failed:\n{err[-2000:]}"
        assert "RESULT [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]" in out
