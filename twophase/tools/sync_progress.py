"""What ``twophase sync`` shows while its sync runs.

The trainer's ``/sync_state`` counts the buckets off (``progress``: buckets and bytes sent of
the total, the transfer's seconds, every bucket's size). While the sync request waits for its
answer, ``run_with_progress`` polls that and draws a progress bar (tqdm: buckets, MB, GB/s,
ETA) on a terminal, or prints one line per bucket where the output is a file or a pipe (a
log has no use for a bar redrawn in place). A sync too quick for any poll still gets its lines:
once the answer came, one last poll reads the finished sync's count.
"""

from __future__ import annotations

import concurrent.futures
import shutil
from collections.abc import Callable
from typing import Any, TextIO

from tqdm import tqdm

from twophase.core import routes
from twophase.http_common import request_json

POLL_INTERVAL_S = 0.2
POLL_TIMEOUT_S = 5.0
MB = 2**20  # as the rest of twophase counts MB


def _rate(progress: dict[str, Any]) -> float | None:
    """Bytes a second over the transfer so far (None: too early to say)."""
    seconds = progress.get("transfer_seconds") or 0.0
    return progress["bytes_sent"] / seconds if seconds > 0 and progress["bytes_sent"] else None


def _gbps(rate: float) -> str:
    return f"{rate / 1e9:.3g} GB/s"  # three digits: a small model's rate is not 0.00


class BucketLines:
    """One line per bucket: ``bucket 3/8: 2.0 of 5.3 MB, 0.41 GB/s, ETA 0.8 s``. Buckets
    that went between two polls get their lines at the later one, from the sizes known up
    front (the rate and ETA are those of that poll)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.shown = 0  # buckets with a line
        self.bytes_shown = 0

    def show(self, progress: dict[str, Any]) -> None:
        sizes: list[int] = progress.get("bucket_bytes") or []
        total, rate = progress["buckets_total"], _rate(progress)
        for index in range(self.shown, min(progress["buckets_sent"], len(sizes))):
            self.bytes_shown += sizes[index]
            line = (
                f"bucket {index + 1}/{total}: {self.bytes_shown / MB:.1f} of "
                f"{progress['bytes_total'] / MB:.1f} MB"
            )
            if rate is not None:
                eta = (progress["bytes_total"] - self.bytes_shown) / rate
                line += f", {_gbps(rate)}, ETA {eta:.1f} s"
            print(line, file=self.out, flush=True)
            self.shown = index + 1

    def close(self) -> None:
        pass


class Bar:
    """A tqdm bar over the sync's MB, with the bucket count and the trainer's GB/s; tqdm
    works out the ETA."""

    FORMAT = "{desc} |{bar}| {n:.1f}/{total:.1f} MB [{elapsed}<{remaining}{postfix}]"

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.bar: tqdm[Any] | None = None

    def show(self, progress: dict[str, Any]) -> None:
        buckets = f"bucket {progress['buckets_sent']}/{progress['buckets_total']}"
        if self.bar is None:
            total = progress["bytes_total"] / MB
            # shutil's size, not tqdm's own: a terminal that reports no size (a bare pty)
            # gets 80x24, where tqdm would draw nothing at all.
            columns, lines = shutil.get_terminal_size()
            self.bar = tqdm(
                total=total,
                desc=f"bucket 0/{progress['buckets_total']}",
                file=self.out,
                bar_format=self.FORMAT,
                ncols=columns,
                nrows=lines,
            )
        self.bar.set_description_str(buckets, refresh=False)
        rate = _rate(progress)
        if rate is not None:
            self.bar.set_postfix_str(_gbps(rate), refresh=False)
        self.bar.update(progress["bytes_sent"] / MB - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def display_for(out: TextIO) -> Bar | BucketLines:
    """A bar on a terminal, lines elsewhere."""
    return Bar(out) if out.isatty() else BucketLines(out)


def read_progress(base: str, api_key: str | None) -> dict[str, Any] | None:
    """The trainer's ``progress`` (None: it shows none, or did not answer this time)."""
    try:
        status, body = request_json(
            "GET", base + routes.STATE_ROUTE, api_key=api_key, timeout_s=POLL_TIMEOUT_S
        )
    except (OSError, ValueError):
        return None
    progress = body.get("progress") if status == 200 and isinstance(body, dict) else None
    return progress if isinstance(progress, dict) else None


def run_with_progress(
    request: Callable[[], tuple[int, Any]],
    poll: Callable[[], dict[str, Any] | None],
    display: Bar | BucketLines,
) -> tuple[int, Any]:
    """Send the sync ``request`` (on a thread of its own) and show ``poll``'s progress of
    the running sync until it answers; return its answer."""
    with concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="twophase-sync") as pool:
        answer = pool.submit(request)
        try:
            while not _answered(answer):
                progress = poll()
                if progress is not None and progress.get("running"):
                    display.show(progress)
            status, reply = answer.result()
            final = poll()  # buckets sent since the last poll, if the sync was ours
            sync_id = reply.get("sync_id") if isinstance(reply, dict) else None
            if final is not None and sync_id is not None and final.get("sync_id") == sync_id:
                display.show(final)
        finally:
            display.close()
    return status, reply


def _answered(answer: concurrent.futures.Future[tuple[int, Any]]) -> bool:
    # wait(), not result(timeout): the request's own socket timeout is a TimeoutError too.
    concurrent.futures.wait([answer], timeout=POLL_INTERVAL_S)
    return answer.done()
