"""The same-host route's two forms behind one face: POSIX shared memory where the trainer's
buckets are in host memory (``shared_memory.py``), CUDA IPC where they are on a GPU
(``cuda_ipc.py``). The sender's group holds a ``Pool``; a receiving rank a ``RouteMaps``."""

from __future__ import annotations

from collections.abc import Iterable

import torch

from twophase.transport import cuda_ipc, shared_memory
from twophase.transport.cuda_ipc import CudaMaps, CudaPool
from twophase.transport.shared_memory import SegmentMaps, SegmentPool
from twophase.transport.shared_offer import Offer

Pool = SegmentPool | CudaPool


def new_pool(device: torch.device, sets: int) -> Pool:
    """A pool for buckets packed on ``device``: CUDA IPC on a GPU (one set), ``/dev/shm``
    otherwise (``sets`` of them)."""
    return CudaPool(device) if device.type == "cuda" else SegmentPool(sets)


def sets_for(device: torch.device, endpoint_sets: Iterable[int]) -> int:
    """How many sets a pool on ``device`` keeps: two (servers may adopt its segments) where
    it is host memory and every endpoint knows two (``shared_memory_sets``), else one."""
    if device.type == "cuda":
        return CudaPool.sets
    return 2 if all(sets >= 2 for sets in endpoint_sets) else 1


def fits(pool: Pool | None, device: torch.device, sets: int) -> bool:
    """Whether ``pool`` takes buckets packed on ``device`` in ``sets`` sets (and may be
    written again: its last sync settled which set the servers serve from)."""
    if isinstance(pool, CudaPool):
        return pool.device == device
    return pool is not None and device.type == "cpu" and pool.sets == sets and pool.settled


def room_for(pool: Pool | None, device: torch.device) -> int:
    """What a pool on ``device`` can take: the free space of ``/dev/shm`` or of the GPU, and
    the pool's own buffers."""
    held = pool.held_bytes() if pool is not None and fits(pool, device, pool.sets) else 0
    if device.type == "cuda":
        free, _ = torch.cuda.mem_get_info(device)
        return int(free) + held
    return shared_memory.free_bytes() + held


def opens(offer: Offer, device: torch.device) -> bool:
    """Whether this rank (its buckets land on ``device``) opens the trainer's probe."""
    if offer.cuda is not None:
        return cuda_ipc.opens(offer, device)
    return shared_memory.opens(offer)


def empty_signal(offer: Offer, device: torch.device) -> torch.Tensor:
    """What a bucket's signal is received into (on the group's ``device``)."""
    if offer.cuda is not None:
        return cuda_ipc.empty_signal(device)
    return shared_memory.empty_signal()


def forget(offer: Offer) -> None:
    """The pool's names removed, where it has any (``/dev/shm``: a failed trainer cannot)."""
    if offer.cuda is None:
        shared_memory.unlink_pool(offer.pool)


class RouteMaps:
    """A receiving rank's mappings (``/dev/shm``) and opened handles (CUDA) of the trainer's
    pool, for the life of its group."""

    def __init__(self) -> None:
        self.segments = SegmentMaps()
        self.cuda = CudaMaps()
        self.pairs: dict[int, SegmentMaps] = {}  # a sharded sync's, by sender rank

    def take(self, offer: Offer, sent: torch.Tensor, index: int, nbytes: int) -> torch.Tensor:
        """Bucket ``index``'s bytes, where its signal ``sent`` says they are; ``OSError`` or
        ``ValueError`` where they cannot be read."""
        if offer.cuda is not None:
            return self.cuda.take(offer, sent, index, nbytes)
        return self.segments.take(offer.pool, sent, index, nbytes, sets=2 if offer.adopt else 1)

    def held(self) -> int:
        """Mappings and handles held open now (a test counts them)."""
        pairs = sum(maps.held() for maps in self.pairs.values())
        return self.segments.held() + self.cuda.held() + pairs

    def close(self) -> None:
        self.segments.close()
        self.cuda.close()
        self.pairs = {}
