"""What the sender asks of one endpoint: ``EndpointClient``, a flat typed surface; a leaf
module (it imports neither ``twophase.sender`` nor ``twophase.engines``), so that an engine's
client depends on it, not on the sender that drives it.

Each call takes and returns the ``core.protocol`` models, or raises ``EndpointCallError``
with the outcome in its fields (``status``, ``timed_out``, ``state``, and for an abort past
the endpoint's commit point ``committed`` and ``weight_version``). Every call is bounded by the
``timeout_s`` it is given. Implementations: the protocol's own HTTP routes
(``twophase.endpoint_http.TwophaseClient``), a stock SGLang server's native routes
(``twophase.engines.sglang``), vLLM's RL routes (``twophase.engines.vllm``); an engine of
one's own is one more (``twophase.register_engine``).

What a client keeps for one sync (SGLang's open update call, the version it publishes, the
trainer's checksums) it sets in ``begin_sync``, which the attempt calls once the sync is
planned; nothing outside a client writes its fields. It is given the sync's plan and its
weights as the sender holds them (``SyncPlan``, ``WeightSource``), typed here by what a
client may read of them (``PlannedSync``, ``TensorSource``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Protocol

from twophase.core import protocol, sync_state

if TYPE_CHECKING:
    import aiohttp
    import torch


class PlannedSync(Protocol):
    """What a client may read of the sync's plan (``SyncPlan``)."""

    @property
    def weight_version(self) -> int: ...


class TensorSource(Protocol):
    """What a client may read of the sync's weights (``WeightSource``): the tensors, by
    name, in order, on demand (each call a fresh pass)."""

    @property
    def produce(self) -> Callable[[], Iterator[tuple[str, torch.Tensor]]]: ...


class EndpointClient(Protocol):
    """One endpoint, as the sender drives it. ``name``: how errors and logs name it;
    ``requests``: calls sent to it since ``new_sync``."""

    @property
    def name(self) -> str: ...

    @property
    def requests(self) -> int: ...

    def connect(self, session: aiohttp.ClientSession, api_key: str | None) -> None:
        """The HTTP session this round's calls go through, and the bearer token to send where
        the endpoint has none of its own (the sender's)."""

    def new_sync(self) -> None:
        """A new sync starts: the request count starts again from zero."""

    def begin_sync(self, plan: PlannedSync, source: TensorSource | None) -> tuple[str, ...]:
        """The sync is planned: keep what this endpoint's calls need of it. Returns what the
        endpoint cannot guarantee (it goes into the sync's warnings)."""

    async def capabilities(self, timeout_s: float) -> protocol.SyncCapabilities | None:
        """What the endpoint speaks beyond the seed protocol (None: only the seed's)."""

    async def init_group(
        self, request: protocol.InitWeightsUpdateGroupRequest, timeout_s: float
    ) -> protocol.SuccessResponse: ...

    async def prepare(
        self, request: protocol.PrepareWeightsUpdateRequest, timeout_s: float
    ) -> protocol.PrepareWeightsUpdateResponse:
        """Returns only a ready answer: one that is not raises."""

    async def complete(
        self, request: protocol.CompleteWeightsUpdateRequest, timeout_s: float
    ) -> protocol.CompleteWeightsUpdateResponse: ...

    async def abort(self, request: protocol.AbortWeightsUpdateRequest, timeout_s: float) -> None:
        """The endpoint rolled back; raises with ``committed`` where it was past its commit
        point."""

    async def destroy(
        self, request: protocol.DestroyWeightsUpdateGroupRequest, timeout_s: float
    ) -> None:
        """The endpoint has no group now (also where it had none)."""

    async def state(self, timeout_s: float) -> sync_state.SyncStateResponse: ...

    async def checksum(self, timeout_s: float) -> dict[str, str] | None:
        """The checksum of every tensor the endpoint serves, by the checkpoint's names, where
        it can say (None: it cannot)."""
