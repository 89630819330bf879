"""``make soak-faults`` in a short form: six syncs, a fault every second one (each kind once)."""

from __future__ import annotations

import subprocess
import sys


def test_the_fault_soak_passes_in_a_short_form() -> None:
    done = subprocess.run(
        # Faults land anywhere in the sync's first 300 ms (the soak's default window): in
        # prepare, mid-transfer, or inside the commit vote (a server stopped there past its
        # deadline waits for the trainer's verdict instead of rolling back on its own).
        [sys.executable, "-m", "twophase.tools.soak", "--syncs", "6", "--fault-every", "2"],
        capture_output=True,
        text=True,
        timeout=240,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    assert "faults: kill 1, stop 1, abort 1" in out, out[-2000:]
    assert "servers left on different versions: 0" in out
    assert out.count("resources ") == 3  # at the start, half way, at the end
