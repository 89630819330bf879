"""The engine boundary: the registry (an engine added from outside the package, synced
through), the package root that loads nothing for vLLM's plugin loader, and the one mapping
from an exception to an HTTP status."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import aiohttp
import pytest
from aiohttp import web

from tests.embedded import MODEL_SIZE, EndpointFactory, SenderFactory, module_digest
from tests.servers import ROOT
from twophase.core.protocol import (
    CompleteWeightsUpdateRequest,
    CompleteWeightsUpdateResponse,
    PrepareWeightsUpdateRequest,
    PrepareWeightsUpdateResponse,
    SyncCapabilities,
)
from twophase.core.routes import error_status
from twophase.endpoint_http import HttpPeer, TwophaseClient
from twophase.engines import registry
from twophase.engines.registry import Engine
from twophase.errors import AbortRefused, RequestRejected, SyncError, SyncFailed
from twophase.receiver.endpoint import ReceiverEndpoint
from twophase.sender.plan import SyncPlan
from twophase.sender.weights import WeightSource
from twophase.testing.tiny_lm import TinyLM

# -- a small engine of the test's own: one class, one route, one registry line ----------------

JOURNAL_ROUTE = "/journal_engine/version"
JOURNAL: list[str] = []  # every protocol call the engine's clients made, in order


class JournalClient(TwophaseClient):
    """The protocol's own routes, each call written down; its limits said in the warnings."""

    def begin_sync(self, plan: SyncPlan, source: WeightSource) -> tuple[str, ...]:
        JOURNAL.append(f"begin_sync {plan.weight_version}")
        return (f"{self.name} is a journal engine",)

    async def capabilities(self, timeout_s: float) -> SyncCapabilities | None:
        JOURNAL.append("capabilities")
        return await super().capabilities(timeout_s)

    async def prepare(
        self, request: PrepareWeightsUpdateRequest, timeout_s: float
    ) -> PrepareWeightsUpdateResponse:
        JOURNAL.append("prepare")
        return await super().prepare(request, timeout_s)

    async def complete(
        self, request: CompleteWeightsUpdateRequest, timeout_s: float
    ) -> CompleteWeightsUpdateResponse:
        JOURNAL.append("complete")
        return await super().complete(request, timeout_s)


def add_journal_routes(app: web.Application, endpoint: ReceiverEndpoint) -> None:
    async def version(_: web.Request) -> web.Response:
        return web.json_response({"journal_version": endpoint.version})

    app.router.add_get(JOURNAL_ROUTE, version)


ENGINE = Engine("journal", connect=JournalClient, add_server_routes=add_journal_routes)


@pytest.fixture
def journal_engine() -> Iterator[str]:
    registry.register_engine("journal", __name__, "ENGINE")
    JOURNAL.clear()
    try:
        yield "journal"
    finally:
        registry.unregister_engine("journal")


async def test_an_engine_registered_from_outside_the_package_syncs(
    journal_engine: str, make_endpoint: EndpointFactory, make_sender: SenderFactory
) -> None:
    embedded = await make_endpoint()  # its app asks the registry for engines' routes
    sender = make_sender()
    sender.add_endpoint("127.0.0.1", embedded.port or 0, 1, engine=journal_engine)
    model = TinyLM(MODEL_SIZE, seed=0)
    model.train_step(3)
    result = await sender.sync(model, buffer_size_mb=0.05)
    assert module_digest(embedded.modules()[0]) == module_digest(model)
    assert ["capabilities", f"begin_sync {result.weight_version}", "prepare", "complete"] == JOURNAL
    assert f"{embedded.name} is a journal engine" in result.warnings
    async with aiohttp.ClientSession() as session, session.get(embedded.url + JOURNAL_ROUTE) as r:
        assert r.status == 200 and await r.json() == {"journal_version": result.weight_version}


async def test_an_unknown_engine_is_refused_by_name(make_sender: SenderFactory) -> None:
    sender = make_sender()
    with pytest.raises(ValueError, match=r"no engine 'nope' \(registered: .*sglang"):
        sender.add_endpoint("127.0.0.1", 1, 1, engine="nope")
    assert sender.endpoints == []
    with pytest.raises(SyncError):
        await sender.sync(TinyLM(MODEL_SIZE, seed=0))  # nothing was registered


def test_the_registry_names_each_engine_once_and_loads_it_on_demand() -> None:
    assert set(registry.engine_names()) >= {"twophase", "sglang", "vllm"}
    engine = registry.get_engine("sglang")
    assert engine.name == "sglang" and engine.detect is not None
    assert registry.get_engine("vllm").connect(HttpPeer("127.0.0.1", 8000)).name == (
        "vllm@127.0.0.1:8000"
    )


def test_one_mapping_from_an_exception_to_a_status() -> None:
    assert error_status(RequestRejected(422, "bad")) == 422
    assert error_status(AbortRefused("past the vote", 3)) == 409
    assert error_status(SyncFailed("lost", timed_out=True)) == 504
    assert error_status(SyncFailed("lost")) == 502
    assert error_status(ValueError("a bug")) is None


# -- what vLLM's plugin loader loads ---------------------------------------------------------

PLUGIN_LOAD = """
import importlib.metadata, sys
for entry in importlib.metadata.entry_points(group="vllm.general_plugins"):
    if entry.name == "twophase":
        plugin = entry.load()
        try:
            plugin()
        except ImportError:  # no vLLM installed: registering needs its factories
            pass
        break
else:
    raise SystemExit("twophase's vllm.general_plugins entry point is not installed")
heavy = ["aiohttp.web", "prometheus_client", "transitions", "twophase.sender", "twophase.receiver"]
loaded = [name for name in heavy if name in sys.modules]
ours = sorted(m for m in sys.modules if m.startswith("twophase"))
print("loaded:", loaded, "twophase modules:", ours)
raise SystemExit(1 if loaded else 0)
"""


def test_vllms_plugin_loader_loads_little_of_twophase() -> None:
    """Every vLLM process loads its ``vllm.general_plugins`` entry points: twophase's loads
    the package root lazily, and none of the sender, the receiver, aiohttp's server,
    prometheus_client or transitions (the worker backend loads them when vLLM creates it)."""
    done = subprocess.run(
        [sys.executable, "-c", PLUGIN_LOAD], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]


def test_the_package_root_still_gives_every_public_name() -> None:
    """Every name of ``__all__``, loaded on first use; no warnings filter changed by it."""
    script = (
        "import sys, warnings; before = list(warnings.filters); import twophase; "
        "assert 'twophase.sender' not in sys.modules; "
        "[getattr(twophase, name) for name in twophase.__all__]; "
        "assert twophase.SyncCoordinator.__module__ == 'twophase.sender.coordinator'; "
        "assert warnings.filters == before, 'a warnings filter changed'"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
