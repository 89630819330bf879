"""What ``twophase bench --cluster``'s benchmarks share: the line rate, each host's NIC
counters around a sync, the warm-up, the report, a scratch Llama, the shards' check."""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from twophase.http_common import request_json
from twophase.testing.netcluster import Cluster
from twophase.testing.netprocs import Deployment

UNITS = {"": 1, "k": 1e3, "m": 1e6, "g": 1e9}
SERVER_HOSTS = ("s1", "s2")
WARM_S = 3.0
MAX_WARMUPS = 4
MEASURE_S = 3.0
MAX_REPEATS = 9


def parse_rate(rate: str) -> float:
    """A tc rate ("1gbit", "800mbit") in bits per second."""
    match = re.fullmatch(r"([\d.]+)([kmg]?)bit", rate.lower())
    if match is None:
        raise ValueError(f"link rate {rate!r}: expected e.g. 1gbit, 800mbit")
    return float(match.group(1)) * UNITS[match.group(2)]


def counters(cluster: Cluster) -> dict[str, tuple[int, int]]:
    out = {}
    for name in cluster.hosts:
        files = [f"/sys/class/net/eth0/statistics/{kind}_bytes" for kind in ("tx", "rx")]
        read = cluster.run(name, ["cat", *files]).stdout.split()
        out[name] = (int(read[0]), int(read[1]))
    return out


def timed_sync(
    cluster: Cluster, deployment: Deployment, what: str, **options: Any
) -> tuple[dict[str, Any], float, dict[str, tuple[int, int]]]:
    """One sync (``RuntimeError`` if it fails): the trainer's answer, its seconds and each
    host's (transmitted, received) bytes over it."""
    before = counters(cluster)
    status, reply, seconds = deployment.sync(timeout_s=600, **options)
    if status != 200 or not reply.get("success"):
        raise RuntimeError(f"{what} sync failed: {reply.get('message')}")
    return reply, seconds, traffic(before, counters(cluster))


def warm_up(sync: Callable[[], tuple[Any, float, Any]], check: Callable[[], None]) -> None:
    """Syncs before the measured ones, each ``check``ed: at least one (the group forms), and
    more while they have taken less than ``WARM_S`` in all, at most ``MAX_WARMUPS`` (a
    process's first syncs fault in their buffers' pages: at 5 gbit a gathered sync's third
    took twice its fourth)."""
    warmed = 0.0
    for _ in range(MAX_WARMUPS):
        _, seconds, _ = sync()
        check()
        warmed += seconds
        if warmed >= WARM_S:
            return


def enough_repeats(done: int, spent_s: float, repeats: int) -> bool:
    """Whether ``done`` measured syncs, ``spent_s`` seconds in all, are enough: ``repeats``
    at least, and more while they have taken less than ``MEASURE_S``, at most
    ``MAX_REPEATS`` (a median of three syncs of a tenth of a second moves by a fifth from one
    run to the next where the CPU sets their time)."""
    return done >= repeats and (spent_s >= MEASURE_S or done >= MAX_REPEATS)


def traffic(
    before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]], runs: int = 1
) -> dict[str, tuple[int, int]]:
    """Each host's (transmitted, received) bytes between two ``counters``, a ``runs``th of
    them where they span that many runs."""
    return {name: ((tx - before[name][0]) // runs, (rx - before[name][1]) // runs)
            for name, (tx, rx) in after.items()}  # fmt: skip


def busiest(traffic: dict[str, tuple[int, int]]) -> tuple[str, int]:
    """The host whose NIC moved the most bytes in one direction, and those bytes."""
    name = max(traffic, key=lambda n: max(traffic[n]))
    return name, max(traffic[name])


def report(header: str, lines: list[str], notes: list[str], path: str | None, data: Any) -> None:
    """The table of every run, then ``notes``; ``data`` as JSON to ``path`` (``--json``)."""
    print()
    print(header)
    print("\n".join(lines))
    for note in notes:
        print(note)
    if path:
        with open(path, "w") as f:
            json.dump(data, f, indent=2)


@contextmanager
def llama(config: dict[str, int]) -> Iterator[str]:
    """A Llama of ``config`` written to a scratch directory for the run: its path."""
    from twophase.tools.hf import write_tiny_llama

    with tempfile.TemporaryDirectory(prefix="twophase-bench-") as scratch:
        yield str(write_tiny_llama(Path(scratch) / "llama", seed=0, config=config))


def check_shards(deployment: Deployment) -> None:
    """Every server's ranks hold exactly the trainer's weights, shard by shard."""
    for server in deployment.servers:
        differ = shards_differ(deployment.url(server), deployment.trainer)
        if differ is not None:
            raise RuntimeError(f"{server}: its shards differ from the trainer's: {differ}")


def shards_differ(server: str, trainer: str) -> str | None:
    """How the server at ``server`` differs from the trainer's weights, shard by shard (None:
    it holds exactly them): its ranks' digests against the trainer's for their layouts."""
    status, body = request_json("GET", f"{server}/weights_checksum")
    if status != 200:
        raise RuntimeError(f"{server}/weights_checksum: {status} {body}")
    layouts = [rank["layout"] for rank in body.get("ranks", [])] or [{}]
    status, want = request_json("POST", f"{trainer}/weights_checksum", {"layouts": layouts})
    if status != 200:
        raise RuntimeError(f"{trainer}/weights_checksum: {status} {want}")
    return None if want["digests"] == body["digests"] else f"{body} {want}"


def rank_layouts(deployment: Deployment) -> list[dict[str, Any]]:
    """Every server rank's layout (``/weights_checksum``), server by server: ``{}`` for a
    rank holding the whole model (a server of one rank lists none)."""
    out = []
    for server in deployment.servers:
        ranks = deployment.get(server, "/weights_checksum").get("ranks") or [{}]
        out += [rank.get("layout") or {} for rank in ranks]
    return out
