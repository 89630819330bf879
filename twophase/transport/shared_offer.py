"""What the trainer offers at prepare for the same-host route, as a rank process holds it: the
pool's id, the probe's token and, where the trainer's buckets live on a GPU, how to open its
CUDA probe (``cuda_ipc.py``). The wire's form is ``protocol.SharedMemoryOffer``."""

from __future__ import annotations

from dataclasses import dataclass

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
    def probe_name(self) -> str:
        """The POSIX probe segment's name; one per sync (a rank's late cleanup of one sync
        never removes the next's)."""
        return f"{NAME_PREFIX}{self.pool}-probe-{self.token[:8]}"
