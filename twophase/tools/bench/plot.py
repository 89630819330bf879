"""The benchmark as a picture (``twophase bench --plot bench.png``): sync time against model
size per method, with the limit, and the apply's pause, copy swap against zero-copy.

matplotlib is an optional extra (``pip install 'twophase[plot]'``), imported only when a
figure is drawn, with the Agg backend (no display). The figure can also be redrawn from the
JSON that ``--json`` writes::

    python -m twophase.tools.bench.plot bench.json bench.png
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import re
import sys
from collections.abc import Sequence
from typing import Any

from twophase.tools.bench.report import PAUSE_TARGET_MS, REFERENCE, Run

# (method, variant), its label and colour in the sync-time panel, in legend order. The limit
# is drawn dashed; the raw broadcast into a fresh buffer is left out (page faults, not wire).
LINES: tuple[tuple[tuple[str, str | None], str, str], ...] = (
    (REFERENCE, "raw broadcast (the limit)", "black"),
    (("flattened", "staged"), "flattened, staged", "tab:blue"),
    (("flattened", "streaming"), "flattened, streaming", "tab:green"),
    (("per_tensor", "staged"), "per_tensor, staged", "tab:orange"),
    (("per_param_http", None), "per_param_http", "tab:red"),
)
# Per receiver count: its marker, and the line of every method but the limit (always dashed).
MARKERS = ("o", "s", "^", "D", "v", "P", "X")
STYLES = ("-", ":", "-.", (0, (5, 1, 1, 1, 1, 1)))
_WHERE = re.compile(r"^(?P<size>\S+) MB, (?P<tensors>\d+) tensors$")


def plot_path(text: str) -> str:
    """An argparse type for ``--plot``: refuses at once, not after minutes of measuring,
    where matplotlib is missing."""
    if importlib.util.find_spec("matplotlib") is None:
        raise argparse.ArgumentTypeError(
            "drawing the bench needs matplotlib: pip install 'twophase[plot]'"
        )
    return text


def _pause_points(pauses: Sequence[dict[str, Any]]) -> tuple[list[tuple[float, float, float]], int]:
    """(size MB, copy ms, zero-copy ms) per ``apply_pause`` target, by size, and the tensors."""
    points, tensors = [], 0
    for target in pauses:
        if target.get("target") != "apply_pause":
            continue
        where = _WHERE.match(target["where"])
        if where is None:
            raise ValueError(f"an apply_pause target of unknown form: {target['where']!r}")
        tensors = int(where["tensors"])
        points.append((float(where["size"]), target["copy_ms"], target["zero_copy_ms"]))
    return sorted(points), tensors


def plot_bench(runs: Sequence[Run], pauses: Sequence[dict[str, Any]], path: str) -> None:
    """Draw the runs (sync seconds against size, log-log, one line per method and receiver
    count) and the ``apply_pause`` targets (ms against size) into ``path`` (PNG, SVG, PDF:
    by its suffix; needs matplotlib: ``plot_path`` checks for it up front)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, NullFormatter

    fig = Figure(figsize=(13, 5.2), layout="constrained")
    FigureCanvasAgg(fig)  # the Agg canvas: no display, no pyplot state
    sync_ax, pause_ax = fig.subplots(1, 2)
    receiver_counts = sorted({r.receivers for r in runs})
    markers = {n: MARKERS[i % len(MARKERS)] for i, n in enumerate(receiver_counts)}
    styles = {n: STYLES[i % len(STYLES)] for i, n in enumerate(receiver_counts)}

    sizes: set[float] = set()
    for (method, variant), label, colour in LINES:
        for n in receiver_counts:
            points = sorted(
                (r.size_mb, r.seconds)
                for r in runs
                if (r.method, r.variant, r.receivers) == (method, variant, n)
            )
            if not points:
                continue
            sizes.update(x for x, _ in points)
            sync_ax.plot(
                [x for x, _ in points],
                [y for _, y in points],
                color=colour,
                linestyle="--" if (method, variant) == REFERENCE else styles[n],
                linewidth=2.2 if (method, variant) == REFERENCE else 1.6,
                marker=markers[n],
                markersize=6,
                label=f"{label}, {n} recv",
            )
    counts = " and ".join(str(n) for n in receiver_counts) or "no"
    plural = "" if receiver_counts == [1] else "s"
    sync_ax.set_title(f"Sync time until every receiver has the weights ({counts} receiver{plural})")
    sync_ax.set_ylabel("seconds (median)")
    if sizes:
        _log_log(sync_ax, sorted(sizes), NullFormatter(), FuncFormatter)
        # One legend: colour is the method; marker and line (but the limit's), the receiver
        # count, where there are several.
        handles = [
            Line2D([], [], color=c, linestyle="--" if v == REFERENCE else "-", label=label)
            for v, label, c in LINES
            if any((r.method, r.variant) == v for r in runs)
        ]
        if len(receiver_counts) > 1:
            handles += [
                Line2D([], [], color="grey", ls=styles[n], marker=markers[n], label=f"{n} recv")
                for n in receiver_counts
            ]
        sync_ax.legend(handles=handles, loc="best", fontsize=9)

    measured, tensors = _pause_points(pauses)
    if measured:
        xs = [x for x, _, _ in measured]
        pause_ax.plot(xs, [c for _, c, _ in measured], "o-", color="tab:red", label="copy swap")
        pause_ax.plot(xs, [z for _, _, z in measured], "s-", color="tab:blue", label="zero-copy")
        pause_ax.axhline(
            PAUSE_TARGET_MS,
            color="black",
            linestyle="--",
            linewidth=1.2,
            label=f"target \u2264 {PAUSE_TARGET_MS:g} ms",
        )
        for x, copy_ms, zero_ms in measured:
            # below and right of each point: under the copy line (it rises with size) and
            # off the target line (the zero-copy pause sits near it)
            for y in (copy_ms, zero_ms):
                pause_ax.annotate(
                    _ms(y), (x, y), textcoords="offset points", xytext=(6, -14), fontsize=8
                )
        _log_log(pause_ax, xs, NullFormatter(), FuncFormatter)
        pause_ax.margins(y=0.12)  # room for the labels under the lowest points
        pause_ax.legend(loc="upper left", fontsize=9)
    pause_ax.set_title(f"The apply's pause: write lock held ({tensors} tensors)")
    pause_ax.set_ylabel("ms (median)")

    first_run = runs[0] if runs else None
    if first_run is not None:
        fig.suptitle(
            f"twophase bench: {first_run.tensors} tensors, {first_run.bucket_mb:.0f} MB "
            f"buckets, median of {len(first_run.samples)}"
        )
    fig.savefig(path, dpi=110)


def _ms(value: float) -> str:
    return f"{value:.0f} ms" if value >= 100 else f"{value:.3g} ms"


def _log_log(ax: Any, sizes: list[float], none: Any, formatter: Any) -> None:
    """Both axes log; the sizes as the x ticks; plain numbers on y (0.1, 2, 100, not
    2 x 10^0), with 2, 3 and 5 labelled too where the axis spans little more than a decade."""

    def minor(value: float, _: int) -> str:
        low, high = ax.get_ylim()
        digit = round(value / 10 ** math.floor(math.log10(value)))
        return f"{value:g}" if high / low <= 30 and digit in (2, 3, 5) else ""

    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.yaxis.set_major_formatter(formatter(lambda value, _: f"{value:g}"))
    ax.yaxis.set_minor_formatter(formatter(minor))
    ax.set_xticks(sizes, labels=[f"{s:g}" for s in sizes])
    ax.set_xlim(min(sizes) / 1.3, max(sizes) * 1.45)  # room for the points' labels
    ax.xaxis.set_minor_formatter(none)
    ax.set_xlabel("model size (MB)")
    ax.grid(True, which="major", alpha=0.35)
    ax.grid(True, which="minor", axis="y", alpha=0.12)


def main(argv: list[str] | None = None) -> int:
    """Redraw the figure from the JSON that ``twophase bench --json`` wrote."""
    parser = argparse.ArgumentParser(description="redraw a twophase bench's figure from its JSON")
    parser.add_argument("json", help="the file twophase bench --json wrote")
    parser.add_argument("path", type=plot_path, help="the figure to write (.png, .svg, .pdf)")
    args = parser.parse_args(argv)
    with open(args.json) as f:
        report = json.load(f)
    runs = [Run(**r) for r in report["runs"]]
    plot_bench(runs, report["targets"], args.path)
    print(f"wrote {args.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
