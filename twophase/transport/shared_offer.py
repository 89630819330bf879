"""What the trainer offers at prepare for the same-host route, as a rank process holds it: the
pool's id, the probe's token and, where the trainer's buckets live on a GPU, how to open its
CUDA probe (``cuda_ipc.py``). The wire's form is ``protocol.SharedMemoryOffer``. Also what a
receiving rank keeps of either form (``OpenedBuckets``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch

from twophase.core.protocol import CudaIpcOffer, SharedMemoryOffer

NAME_PREFIX = "twophase-"  # of every name in /dev/shm the route makes


@dataclass(frozen=True)
class CudaProbe:
    """The trainer's GPU (its UUID: device numbers differ between processes) and the CUDA
    IPC handle of a small buffer holding the offer's token (``cuda_ipc.CudaHandle``,
    encoded, hex)."""

    device_uuid: str
    handle: str


@dataclass(frozen=True)
class Offer:
    """What prepare tells an endpoint: the pool's id and the probe's token; ``cuda``: the
    buckets are CUDA memory (None: POSIX shared memory); ``adopt``: a rank may serve from
    the segments rather than copy them (the trainer keeps two sets)."""

    pool: str
    token: str  # hex
    cuda: CudaProbe | None = None
    adopt: bool = False

    declined: bool = False  # the endpoint takes no shared memory: its ranks answer no

    @classmethod
    def from_wire(cls, wire: SharedMemoryOffer, *, declined: bool = False) -> Offer:
        cuda = CudaProbe(wire.cuda.device_uuid, wire.cuda.probe) if wire.cuda else None
        return cls(wire.pool, wire.token, cuda=cuda, adopt=wire.adopt, declined=declined)

    def to_wire(self) -> SharedMemoryOffer:
        # Only the fields set go on the wire (an older endpoint ignores what it does not
        # know, and copies).
        wire = SharedMemoryOffer(pool=self.pool, token=self.token)
        if self.cuda is not None:
            wire.cuda = CudaIpcOffer(device_uuid=self.cuda.device_uuid, probe=self.cuda.handle)
        if self.adopt:
            wire.adopt = True
        return wire

    @property
    def adoptable(self) -> bool:
        """A rank in host memory may serve from the buckets themselves (``adopt``; CUDA
        buffers are only copied)."""
        return self.adopt and self.cuda is None

    @property
    def probe_name(self) -> str:
        """The POSIX probe segment's name; one per sync (a rank's late cleanup of one sync
        never removes the next's)."""
        return f"{NAME_PREFIX}{self.pool}-probe-{self.token[:8]}"


class OpenedBuckets:
    """A receiving rank's opened buckets of a trainer's pool (mapped segments, opened CUDA
    handles), by pool, bucket and generation, for the life of its group."""

    def __init__(self) -> None:
        self._opened: dict[tuple[str, int, int], torch.Tensor] = {}

    def opened(
        self,
        pool: str,
        signalled: tuple[int, int, int],
        index: int,
        nbytes: int,
        open_bucket: Callable[[], torch.Tensor],
        *,
        sets: int = 1,
    ) -> torch.Tensor:
        """Bucket ``index``'s ``nbytes``, where its signal says (``signalled``: the bucket,
        its generation, its bytes), opened by ``open_bucket`` the first time; ``ValueError``
        for a signal of another bucket or size (a garbled or stray one). ``sets``: the
        pool's (``SegmentPool``): with two, a generation replaces only the bucket of its own
        set (of its parity); any other pool's are dropped (its trainer retired it: what a
        model still serves from stays alive through the model)."""
        got_index, generation, got_bytes = signalled
        if (got_index, got_bytes) != (index, nbytes):
            raise ValueError(
                f"the signal names bucket {got_index} of {got_bytes} bytes where bucket "
                f"{index} of {nbytes} bytes was due"
            )
        key = (pool, index, generation)
        opened = self._opened.get(key)
        if opened is None or opened.numel() < nbytes:
            opened = open_bucket()
            for k in list(self._opened):
                same_set = sets == 1 or k[2] % 2 == generation % 2
                if k[0] != pool or (k[1] == index and same_set):
                    del self._opened[k]
            self._opened[key] = opened
        return opened[:nbytes]

    def held(self) -> int:
        """How many buckets this rank holds open (a test counts them)."""
        return len(self._opened)

    def close(self) -> None:
        self._opened = {}
