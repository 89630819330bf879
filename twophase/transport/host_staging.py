"""Host memory of our own for gloo over CUDA tensors (``SyncGroup`` on a GPU with gloo).

gloo moves host memory only. Left to itself, its collectives stage a CUDA tensor through a
pinned host copy from torch's caching host allocator (``cudaHostAlloc`` of the tensor's size
the first time each size comes: the driver is held while it pins a bucket's gigabyte, the
likely cause of the one-second stall of inference at a first sync), copied on a stream from
torch's pool at normal priority, in one piece (a 1 GiB bucket is one 40 ms copy that any
inference waiting on the device waits behind); and its send and recv take no CUDA tensor at
all. So a CUDA tensor goes through a slot of this pool instead:

- a slot is one contiguous host buffer (gloo sees a plain CPU tensor), page-locked a piece at
  a time (``cudaHostRegister`` of ``PIECE_BYTES`` per call, each call a short hold of the
  driver), taken for one collective and given back once it completed: from the second sync on
  nothing is allocated or pinned;
- the copies between a slot and the device go on the calling thread's current stream (a rank
  worker's low-priority one), a piece at a time, with at most ``QUEUED_PIECES`` queued: the
  device never holds more than a few milliseconds of our copies for anyone to wait behind,
  and the calling thread waits for its own copies' events, never for the device;
- a slot whose collective failed is never given back (the transport may still read or write
  it); it is unpinned when the last reference to it goes.

On a machine without CUDA nothing is pinned and the copies are plain ones: the same code
runs (the tests stage CPU tensors through it).
"""

from __future__ import annotations

import ctypes
import logging
import mmap
import threading
import weakref

import torch

log = logging.getLogger(__name__)

PAGE_BYTES = 4096
# The unit of pinning and of copying: at about 25 GB/s one piece is about 1.3 ms of copy.
PIECE_BYTES = 32 << 20
QUEUED_PIECES = 2  # copies the device holds at once (one running, one ready behind it)
KEPT_SLOTS = 8  # free slots kept per device; beyond that the smallest goes
# Buckets one rank has in flight at once (one on the wire, the next posted or packed behind
# it): what a group makes room for as it forms.
STAGED_IN_FLIGHT = 2


def _round_up(nbytes: int, unit: int) -> int:
    return -(-nbytes // unit) * unit


class HostSlot:
    """One host buffer of ``capacity`` bytes, its own pages (an anonymous map: page aligned),
    each page faulted in as it is made (so pinning faults nothing in, and the first transfer
    into it pays no page faults), page-locked for ``device`` where that is a GPU (``pinned``:
    every piece of it registered).

    Not ``MAP_POPULATE``: Python's ``mmap`` holds the GIL while the kernel populates the map
    (seconds for a gigabyte), which would stop every other thread of a serving process; a
    piece at a time written by torch (which releases the GIL) stops none."""

    def __init__(
        self, capacity: int, device: torch.device, *, piece_bytes: int = PIECE_BYTES
    ) -> None:
        self.capacity = _round_up(max(capacity, 1), PAGE_BYTES)
        pages = mmap.mmap(-1, self.capacity, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        self.buffer = torch.frombuffer(pages, dtype=torch.uint8)  # holds the map
        for at in range(0, self.capacity, piece_bytes):  # its pages in, the GIL released
            self.buffer[at : at + piece_bytes].fill_(0)
        registered = _pin(self.buffer, device, piece_bytes) if device.type == "cuda" else []
        pieces = _round_up(self.capacity, piece_bytes) // piece_bytes
        self.pinned = device.type == "cuda" and len(registered) == pieces
        # Unpinned before the memory can go: the finalizer holds the buffer until it ran.
        self._unpin = weakref.finalize(self, _unpin, self.buffer, device, registered)

    def view_of(self, tensor: torch.Tensor) -> torch.Tensor:
        """This slot's first bytes as a tensor of ``tensor``'s dtype and shape."""
        nbytes = tensor.numel() * tensor.element_size()
        if nbytes > self.capacity:
            raise ValueError(f"{nbytes} bytes do not fit a slot of {self.capacity}")
        return self.buffer[:nbytes].view(tensor.dtype).view(tensor.shape)

    def release(self) -> None:
        """Unpin now (the slot is not used again)."""
        self._unpin()


def _pin(buffer: torch.Tensor, device: torch.device, piece_bytes: int) -> list[int]:
    """Register ``buffer`` with CUDA a piece at a time, with ``device`` current (else the
    driver makes a context on the thread's device, GPU 0 on a new thread); the addresses
    registered (fewer than the pieces where the driver refused one: the rest stays pageable,
    and copies from it are synchronous, not wrong)."""
    cudart = torch.cuda.cudart()  # type: ignore[no-untyped-call]
    start, end, done = buffer.data_ptr(), buffer.data_ptr() + buffer.numel(), []
    with torch.cuda.device(device):
        for at in range(start, end, piece_bytes):
            size = min(piece_bytes, end - at)
            error = int(cudart.cudaHostRegister(at, size, 0))
            if error != 0:
                _clear_cuda_error()
                log.warning(
                    "cannot page-lock %d bytes of gloo's host staging (CUDA error %d): its "
                    "copies to and from the GPU are synchronous",
                    size,
                    error,
                )
                break
            done.append(at)
    return done


def _unpin(buffer: torch.Tensor, device: torch.device, registered: list[int]) -> None:
    """Unregister what ``_pin`` registered; ``buffer``, the memory, is held until then."""
    if registered:
        cudart = torch.cuda.cudart()  # type: ignore[no-untyped-call]
        with torch.cuda.device(device):
            for at in registered:
                if int(cudart.cudaHostUnregister(at)) != 0:
                    _clear_cuda_error()
        registered.clear()


def _clear_cuda_error() -> None:
    """Reset the thread's last CUDA error: torch's binding returns a failed registration's
    error without reading it back, and the next kernel launch check on this thread would
    raise it in an unrelated operation."""
    try:
        ctypes.CDLL(None).cudaGetLastError()
    except (OSError, AttributeError):  # no cudart in the process's global symbols
        log.debug("cannot reset the CUDA error state after a failed host registration")


class HostStaging:
    """The slots of one device (``staging_for``), shared by every rank and group of the
    process on it: ``take`` and ``give_back`` from any thread."""

    def __init__(self, device: torch.device, *, piece_bytes: int = PIECE_BYTES) -> None:
        self.device = device
        self.piece_bytes = piece_bytes
        self._free: list[HostSlot] = []
        self._lock = threading.Lock()
        self.slots_made = 0  # every slot ever allocated (and pinned): the tests count them
        self.bytes_made = 0

    def take(self, nbytes: int) -> HostSlot:
        """The smallest free slot of at least ``nbytes``, else a new one (pinned as it is
        made: the only pinning a sync ever does)."""
        with self._lock:
            fitting = [s for s in self._free if s.capacity >= nbytes]
            if fitting:
                slot = min(fitting, key=lambda s: s.capacity)
                self._free.remove(slot)
                return slot
            self.slots_made += 1
            self.bytes_made += _round_up(max(nbytes, 1), PAGE_BYTES)
        return HostSlot(nbytes, self.device, piece_bytes=self.piece_bytes)

    def reserve(self, nbytes: int, count: int) -> int:
        """At least ``count`` free slots of ``nbytes`` or more, made now where missing (as a
        group forms: the first sync then pins nothing); returns how many were made.
        ``MemoryError`` where the room asked is over half of what the host can spare (a
        hint never takes the host). The process's reservations run one at a time, each
        checking the memory the last one left (a server's ranks join at once, each for a
        device and a pool of its own), and two for one pool make the room once."""
        count = min(count, KEPT_SLOTS)
        with _RESERVING:
            wanted, available = count * nbytes, available_host_bytes()
            if available is not None and wanted > available // 2:
                raise MemoryError(
                    f"{wanted} bytes asked, {available} available: the first sync makes its own"
                )
            with self._lock:
                missing = count - sum(1 for s in self._free if s.capacity >= nbytes)
                self.slots_made += max(missing, 0)
                self.bytes_made += max(missing, 0) * _round_up(max(nbytes, 1), PAGE_BYTES)
            for _ in range(missing):  # each in the pool as soon as it is made
                self.give_back(HostSlot(nbytes, self.device, piece_bytes=self.piece_bytes))
            return max(missing, 0)

    @property
    def free(self) -> int:
        """How many slots wait in the pool."""
        with self._lock:
            return len(self._free)

    def give_back(self, slot: HostSlot) -> None:
        """``slot``'s collective completed: the next one may have it."""
        with self._lock:
            self._free.append(slot)
            if len(self._free) > KEPT_SLOTS:
                smallest = min(self._free, key=lambda s: s.capacity)
                self._free.remove(smallest)
                smallest.release()

    def clear(self) -> None:
        """Every free slot unpinned and let go (a slot in use goes when its collective does)."""
        with self._lock:
            free, self._free = self._free, []
        for slot in free:
            slot.release()

    def to_host(self, host: torch.Tensor, tensor: torch.Tensor) -> None:
        """``tensor``'s bytes into ``host`` (a slot's view), copied after everything this
        thread's stream already runs (what wrote ``tensor``), and landed on return."""
        _paced_copy(_bytes_of(host), _bytes_of(tensor), tensor.device, self.piece_bytes)

    def to_device(self, tensor: torch.Tensor, host: torch.Tensor) -> None:
        """``host``'s bytes (a slot's view) into ``tensor``, on this thread's stream; landed
        on return, so the slot may be written again."""
        _paced_copy(_bytes_of(tensor), _bytes_of(host), tensor.device, self.piece_bytes)


def _bytes_of(tensor: torch.Tensor) -> torch.Tensor:
    if not tensor.is_contiguous():
        raise ValueError("host staging moves contiguous tensors only")
    return tensor.reshape(-1).view(torch.uint8)


def _paced_copy(
    destination: torch.Tensor, source: torch.Tensor, device: torch.device, piece_bytes: int
) -> None:
    """``destination.copy_(source)`` a piece at a time; on a GPU on the current stream, with
    at most ``QUEUED_PIECES`` queued, waiting for the last before it returns."""
    nbytes = source.numel()
    if device.type != "cuda":
        for at in range(0, nbytes, piece_bytes):
            destination[at : at + piece_bytes].copy_(source[at : at + piece_bytes])
        return
    with torch.cuda.device(device):
        stream = torch.cuda.current_stream(device)
        # Blocking events: a wait sleeps instead of spinning a core beside inference. Piece
        # i records events[i % QUEUED_PIECES], waited before piece i + QUEUED_PIECES goes.
        events = [
            torch.cuda.Event(blocking=True)  # type: ignore[no-untyped-call]
            for _ in range(QUEUED_PIECES)
        ]
        pieces = range(0, nbytes, piece_bytes)
        for i, at in enumerate(pieces):
            if i >= QUEUED_PIECES:
                events[i % QUEUED_PIECES].synchronize()
            destination[at : at + piece_bytes].copy_(
                source[at : at + piece_bytes], non_blocking=True
            )
            events[i % QUEUED_PIECES].record(stream)
        for event in events[: len(pieces)]:
            event.synchronize()


def available_host_bytes() -> int | None:
    """The host memory this process may still take: the kernel's MemAvailable, or less
    where the process's cgroup (v2, or v1) has a limit closer (pinned pages count against
    it). None: neither says."""
    known = [n for n in (_meminfo_available(), _cgroup_room()) if n is not None]
    return min(known) if known else None


def _meminfo_available() -> int | None:
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def _cgroup_room() -> int | None:
    """The cgroup's limit less its usage (None: no limit, or none readable)."""
    for limit_file, usage_file in (
        ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"),
        (
            "/sys/fs/cgroup/memory/memory.limit_in_bytes",
            "/sys/fs/cgroup/memory/memory.usage_in_bytes",
        ),
    ):
        try:
            with open(limit_file) as limit, open(usage_file) as usage:
                text = limit.read().strip()
                if text == "max":
                    return None
                return max(int(text) - int(usage.read().strip()), 0)
        except (OSError, ValueError):
            continue
    return None


_RESERVING = threading.Lock()  # see ``HostStaging.reserve``
_STAGING: dict[torch.device, HostStaging] = {}
_STAGING_LOCK = threading.Lock()


def staging_for(device: torch.device) -> HostStaging:
    """The process's host staging for ``device``'s tensors (made on first use, kept); a
    CUDA device named without an index is the calling thread's current one (what a tensor
    made there is on, so a group's ``cuda`` and its tensors' ``cuda:N`` share one pool)."""
    key = torch.device(device)
    if key.type == "cuda" and key.index is None:
        key = torch.device("cuda", torch.cuda.current_device())
    with _STAGING_LOCK:
        if key not in _STAGING:
            _STAGING[key] = HostStaging(key)
        return _STAGING[key]
