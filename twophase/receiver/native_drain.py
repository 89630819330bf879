"""The drain of a refused native call (SGLang's ``/update_weights_from_distributed``): its
trainer broadcasts while its call is open, without waiting for the answer, so a refused call's
bytes are received into scratch memory and dropped, or the trainer would sit in its broadcast.

Only where that can be the case: at rest, in the group the call names, and only when that
group's trainer speaks the native protocol (``GroupTrainer``): a two-phase trainer broadcasts
nothing before "ready", and a drain in its group would wait for bytes that never come and then
tear its group down. Bounded by deadlines of its own, and run without the step lock.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging

from twophase.core.buckets import Manifest
from twophase.core.protocol import PrepareWeightsUpdateRequest
from twophase.core.table import at_rest_with_group
from twophase.core.timing import NATIVE_DRAIN_DEADLINE_S, NATIVE_DRAIN_FIRST_BYTE_S
from twophase.errors import TwophaseError
from twophase.receiver.endpoint_core import EndpointCore, GroupTrainer
from twophase.receiver.receiver_attempt import ReceiverAttempt
from twophase.receiver.validation import ValidPrepare

log = logging.getLogger("twophase.receiver.endpoint")
NATIVE_ORIGIN = "sglang"  # the origin of a prepare made from a native call


class NativeDrain(EndpointCore):
    """The endpoint's drain of refused native calls, over its core."""

    async def drain(self, request: PrepareWeightsUpdateRequest, why: str) -> bool:
        """Receive the bytes of a refused native call and drop them (the module docstring
        says when). Bounded by ``NATIVE_DRAIN_DEADLINE_S``, not the table's deadlines; steps
        that use the group wait for it, abort and the views do not. A drain that fails leaves
        a broken group: it is torn down (the next init forms a new one). Returns whether the
        bytes were drained."""
        async with self.turn():
            if not at_rest_with_group(self.state):
                return False
            if self.group_name != request.group_name:
                return False
            if self.group_trainer is not GroupTrainer.NATIVE:
                log.info("refused native call not drained: the group's trainer is two-phase")
                return False
            deadlines = dataclasses.replace(
                self.deadlines,
                first_byte=min(self.deadlines.first_byte, NATIVE_DRAIN_FIRST_BYTE_S),
                progress=min(self.deadlines.progress, NATIVE_DRAIN_DEADLINE_S),
            )
            receive = ReceiverAttempt.begin(
                request,
                ValidPrepare(Manifest.from_wire(request.buckets, keep=False), self.version),
                deadlines,
                "staged",
                "drain",
            ).receive
            draining = self.draining = asyncio.Event()
        log.info("draining the bytes of a refused native call (%s)", why)
        try:
            await self.rank_set.drain(receive, NATIVE_DRAIN_DEADLINE_S)
            return True
        except TwophaseError as exc:
            log.warning("drain failed, tearing the group down: %s", exc)
            # No step passed meanwhile (each waits for the drain): the group is the drained one.
            async with self.step:
                await self.destroy_group(f"the group failed while draining: {exc}")
            return False
        finally:
            self.draining = None
            draining.set()
