"""``GET /metrics`` on both sides, through ``prometheus-client``.

A collector per side reads the endpoint's or the coordinator's current values at scrape time,
so there are no counters to keep in step with them. Each app gets a ``CollectorRegistry`` of
its own, never the process-wide one, so two apps in one process (a test, a trainer that also
serves) do not collide. Both sides use one name for what means the same thing:

- ``twophase_syncs_total{outcome}``: syncs by outcome, ``success`` or ``failure``;
- ``twophase_last_sync_phase_seconds{phase}``: seconds per phase of the last good sync;
- ``twophase_weight_version``: the published (receiver) or last synced (sender) version;
- ``twophase_state{state}``: 1 for the current state of the sync machine, 0 for the others;

and the receiver alone: ``twophase_received_bytes_total``, ``twophase_peak_extra_bytes``, and
what syncs cost inference: ``twophase_sync_pause_seconds`` (a histogram, one observation per
good sync: the weights' write lock held, the most of any TP rank),
``twophase_generate_lock_wait_seconds`` (a histogram, one observation per good sync in which
inference waited for the read lock: the longest wait) and ``twophase_generate_lock_waits_total``
(inference requests that waited).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, TypeVar

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.registry import Collector

from twophase.core.routes import METRICS_ROUTE
from twophase.core.table import State
from twophase.core.termination import UncertainStatus
from twophase.receiver.pauses import Histogram, PauseStats

if TYPE_CHECKING:
    from twophase.receiver.endpoint import ReceiverEndpoint
    from twophase.sender.coordinator import SyncCoordinator
    from twophase.sender.result import SyncResult

F = TypeVar("F", CounterMetricFamily, GaugeMetricFamily)

METRICS_REGISTRY: web.AppKey[CollectorRegistry] = web.AppKey(
    "twophase_metrics_registry", CollectorRegistry
)


def add_metrics_route(app: web.Application, collector: Collector) -> None:
    """Serve ``collector`` at ``GET /metrics`` of ``app``, from a registry of the app's own."""
    registry = CollectorRegistry()
    registry.register(collector)
    app[METRICS_REGISTRY] = registry
    app.router.add_get(METRICS_ROUTE, _metrics)


async def _metrics(request: web.Request) -> web.Response:
    body = generate_latest(request.app[METRICS_REGISTRY])
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


class ReceiverMetrics:
    """An inference server's metrics, read from its ``ReceiverEndpoint`` at each scrape."""

    def __init__(self, endpoint: ReceiverEndpoint) -> None:
        self.endpoint = endpoint

    def collect(self) -> Iterator[Metric]:
        endpoint, stats = self.endpoint, self.endpoint.stats
        yield _syncs(stats.syncs)
        yield _phase_seconds(stats.phase_seconds)
        yield CounterMetricFamily(
            "twophase_received_bytes",
            "Weight bytes received in good syncs.",
            value=stats.bytes_received,
        )
        yield GaugeMetricFamily(
            "twophase_peak_extra_bytes",
            "Peak staging bytes of the last good sync.",
            value=stats.peak_extra_bytes,
        )
        yield _weight_version(endpoint.version, "The published weight version.")
        yield _state(endpoint.state)
        yield from _pauses(stats.pauses)
        yield from _uncertain(endpoint.uncertain())


def _uncertain(status: UncertainStatus | None) -> Iterator[Metric]:
    seconds = GaugeMetricFamily(
        "twophase_uncertain_seconds",
        "How long the endpoint has been UNCERTAIN in the sync labelled (its yes cast, the "
        "vote's answer lost); no sample while it is not.",
        labels=["sync_id"],
    )
    alert = GaugeMetricFamily(
        "twophase_uncertain_alert",
        "1 while UNCERTAIN past the uncertain_alert deadline (/health says degraded).",
    )
    if status is not None:
        seconds.add_metric([status.sync_id], status.seconds)
    alert.add_metric([], 1.0 if status is not None and status.alerting else 0.0)
    yield seconds
    yield alert


def _pauses(pauses: PauseStats) -> Iterator[Metric]:
    yield _histogram(
        "twophase_sync_pause_seconds",
        "Weights' write lock held per good sync (the most of any TP rank).",
        pauses.pause,
    )
    yield _histogram(
        "twophase_generate_lock_wait_seconds",
        "The longest wait of inference for the read lock, per good sync that made it wait.",
        pauses.generate_wait,
    )
    yield CounterMetricFamily(
        "twophase_generate_lock_waits",
        "Inference requests that waited for a good sync.",
        value=pauses.generate_waits,
    )


def _histogram(name: str, documentation: str, histogram: Histogram) -> HistogramMetricFamily:
    return HistogramMetricFamily(
        name, documentation, buckets=histogram.cumulative(), sum_value=histogram.total
    )


class SenderMetrics:
    """A trainer's metrics, read from its ``SyncCoordinator`` (and the outcomes its control
    app counts) at each scrape."""

    def __init__(self, coordinator: SyncCoordinator, outcomes: dict[str, int]) -> None:
        self.coordinator = coordinator
        self.outcomes = outcomes

    def collect(self) -> Iterator[Metric]:
        coordinator = self.coordinator
        yield _syncs(self.outcomes)
        last = coordinator.last_result
        yield _phase_seconds(last.phase_seconds if last is not None else {})
        yield _weight_version(coordinator.version, "The last synced weight version.")
        yield _state(coordinator.machine.state)
        yield from _delta(last.bytes_moved if last is not None else 0, last)


def _delta(moved: int, last: SyncResult | None) -> Iterator[Metric]:
    """What the last good sync put on the wire, and its delta's density (issue 26)."""
    yield GaugeMetricFamily(
        "twophase_last_sync_bytes_moved",
        "Bytes the last good sync put on the wire (a delta's payloads, else every bucket).",
        value=moved,
    )
    delta = last.delta if last is not None else None
    yield GaugeMetricFamily(
        "twophase_last_sync_delta",
        "1 if the last good sync sent a delta, 0 if its buckets went whole.",
        value=float(delta is not None and delta.delta),
    )
    if delta is not None and delta.density is not None:
        yield GaugeMetricFamily(
            "twophase_last_sync_delta_density",
            "Changed words over all words in the last good sync (against its base).",
            value=delta.density,
        )


def _labelled(family: F, samples: Mapping[str, float]) -> F:
    """``family`` with a sample per entry of ``samples``, labelled by its key."""
    for label, value in samples.items():
        family.add_metric([label], value)
    return family


def _syncs(outcomes: Mapping[str, int]) -> CounterMetricFamily:
    # prometheus-client appends the _total of a counter's samples itself
    family = CounterMetricFamily("twophase_syncs", "Syncs by outcome.", labels=["outcome"])
    return _labelled(family, outcomes)


def _phase_seconds(phase_seconds: Mapping[str, float]) -> GaugeMetricFamily:
    doc = "Seconds per phase of the last good sync."
    family = GaugeMetricFamily("twophase_last_sync_phase_seconds", doc, labels=["phase"])
    return _labelled(family, phase_seconds)


def _weight_version(version: int, documentation: str) -> GaugeMetricFamily:
    return GaugeMetricFamily("twophase_weight_version", documentation, value=version)


def _state(current: State) -> GaugeMetricFamily:
    family = GaugeMetricFamily(
        "twophase_state", "1 for the current sync state, 0 for the others.", labels=["state"]
    )
    return _labelled(family, {state.value: float(state is current) for state in State})
