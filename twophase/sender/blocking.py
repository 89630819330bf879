"""A blocking wrapper around the asyncio ``SyncCoordinator``, for plain training scripts.

sender = BlockingCoordinator(master_port=29600)
sender.add_endpoint("10.0.0.5", 30000, world_size=4)
for step in range(steps):
    train_step(model)
    result = sender.sync(model, buffer_size_mb=1024)
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from twophase.core.timing import BLOCKING_SYNC_TIMEOUT_S
from twophase.sender.coordinator import SyncCoordinator, SyncResult
from twophase.sender.endpoints import RemoteEndpoint

T = TypeVar("T")


class BlockingCoordinator:
    """``SyncCoordinator`` for plain (non-asyncio) training scripts: the coordinator runs on an
    event loop in a background thread; each call blocks until done or ``timeout_s`` passed."""

    def __init__(self, **kwargs: Any) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="twophase-sender-loop", daemon=True
        )
        self._thread.start()
        self.coordinator: SyncCoordinator = self.run(_construct(kwargs), 30)

    def run(self, coroutine: Coroutine[Any, Any, T], timeout_s: float) -> T:
        """Run ``coroutine`` on the coordinator's loop; its result, within ``timeout_s``
        (past it, the coroutine is cancelled: a sync left running would still hold the
        coordinator, and a sharded one the trainer ranks' channel)."""
        future = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        try:
            return future.result(timeout_s)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise

    def add_endpoint(
        self, host: str, port: int, world_size: int, api_key: str | None = None
    ) -> RemoteEndpoint:
        return self.coordinator.add_endpoint(host, port, world_size, api_key)

    def remove_endpoint(self, host: str, port: int) -> None:
        self.coordinator.remove_endpoint(host, port)

    def sync(
        self, weights: Any, *, timeout_s: float = BLOCKING_SYNC_TIMEOUT_S, **kwargs: Any
    ) -> SyncResult:
        return self.run(self.coordinator.sync(weights, **kwargs), timeout_s)

    def close(self) -> None:
        self.run(self.coordinator.close(), 30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)


async def _construct(kwargs: dict[str, Any]) -> SyncCoordinator:
    return SyncCoordinator(**kwargs)  # built on its loop, so its asyncio objects belong there
