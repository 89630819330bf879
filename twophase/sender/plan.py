"""What the endpoints speak, asked once per group, and the choices that follow from it: the
checksum a sync uses, and the NCCL settings that must agree."""

from __future__ import annotations

import asyncio

import aiohttp
import torch

from twophase.core.protocol import ChecksumAlgorithm, ChecksumChoice
from twophase.errors import EndpointCallError, SyncError
from twophase.sender.endpoints import Endpoint
from twophase.transport.group import nccl_environment


async def ask_capabilities(
    session: aiohttp.ClientSession, endpoints: list[Endpoint], *, again: bool, timeout_s: float
) -> bool:
    """Ask each endpoint what it speaks (``again``: also those asked before; while the group
    is kept the answer stands, so a steady-state sync costs two requests per endpoint).
    True if every endpoint speaks twophase, False if any speaks only the seed protocol."""

    async def ask(endpoint: Endpoint) -> None:
        if endpoint.speaks_twophase is not None and not again:
            return
        try:
            status, data = await endpoint.call(
                session, "GET", "/sync_capabilities", timeout_s=timeout_s, ok_statuses=(200, 404)
            )
        except EndpointCallError as exc:
            raise SyncError("capabilities", endpoint.name, exc.cause) from exc
        endpoint.speaks_twophase = status == 200 and data.get("protocol") == "twophase"
        endpoint.capabilities = data if endpoint.speaks_twophase else {}

    await asyncio.gather(*(ask(e) for e in endpoints))
    return all(e.speaks_twophase for e in endpoints)


def resolve_checksum(
    requested: ChecksumChoice | None, device: torch.device, endpoints: list[Endpoint]
) -> ChecksumAlgorithm | None:
    """``auto``: the fastest checksum where the trainer's tensors are (wsum64 on CUDA, xxh3 on
    the host) if every endpoint speaks it, else crc32 (which every version speaks)."""
    if requested != "auto":
        return requested
    preferred: ChecksumAlgorithm = "wsum64" if device.type == "cuda" else "xxh3"
    spoken = all(preferred in e.capabilities.get("checksums", []) for e in endpoints)
    return preferred if spoken else "crc32"


def nccl_warnings(endpoints: list[Endpoint]) -> list[str]:
    """A different ``NCCL_CUMEM_ENABLE`` across ranks can hang or corrupt NCCL transfers."""
    mine = nccl_environment()["nccl_cumem_enable"]
    return [
        f"NCCL_CUMEM_ENABLE is {mine!r} here "
        f"but {e.capabilities.get('nccl_cumem_enable')!r} at {e.name}"
        for e in endpoints
        if e.speaks_twophase and e.capabilities.get("nccl_cumem_enable") != mine
    ]
