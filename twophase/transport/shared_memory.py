"""The same-host route: the trainer packs each bucket into POSIX shared memory that the
server's ranks map, and the group carries only a small signal per bucket.

Why: on one host, the group's transfer moves every byte through sockets (gloo on loopback: a
copy into the kernel and one out, on each side); a mapping shared by both processes leaves
one pack on the trainer and one copy into staging on each rank.

The lifetimes, which are the point of this module:

- The trainer's ``SegmentPool`` belongs to its sync group: one segment per bucket, created at
  the first sync that needs it (or a larger one) and written again by every later sync of
  the group, so that a steady sync packs into memory already touched (a fresh page costs a
  fault per 4 KiB: a 1 GB pack into fresh memory is ~5x slower).
- A segment is *named* (``/dev/shm/twophase-<pool>-<bucket>-<generation>``) only from its
  creation to the commit vote of the sync that created it: every rank maps it before it
  votes, and a mapping outlives its name. So after a vote every name is gone; the memory
  lives exactly as long as some process maps it, and the kernel frees it when the last
  mapping goes, a killed process's included.
- A receiving rank keeps its mappings for the life of its group (``SegmentMaps``) and drops
  them when the group ends. On a failed sync it also unlinks every name of the pool it was
  told (a trainer killed between creating a segment and the vote cannot). Where both die,
  the next pool made on the host removes the names of trainers that are gone
  (``sweep_dead``): a trainer holds a lock (``/dev/shm/.twophase-<pool>.lock``) for the
  life of its pool, and the kernel releases it when the trainer dies, whatever its pid
  namespace.

The route is detected, never configured: the trainer offers it only to endpoints that say
they are on its host (``processes.this_host``) and take it; every rank then opens a probe
segment and checks a token the trainer wrote there, and the probe's all-gather carries each
rank's answer, so every rank agrees whether the buckets go through shared memory or through the
group (another container, another user, a private ``/dev/shm``: the group, named in the
result).
"""

from __future__ import annotations

import contextlib
import fcntl
import mmap
import os
import secrets
import stat
import threading
from pathlib import Path

import torch

from twophase.errors import SharedMemoryError
from twophase.processes import running
from twophase.transport.shared_offer import NAME_PREFIX, Offer, OpenedBuckets

SHM_DIR = Path("/dev/shm")
_PROBE_BYTES = 16  # the token's length
_SIGNAL = 3  # bucket index, segment generation, bucket bytes


def new_token() -> str:
    """A probe's token (hex): what a rank must read in the probe segment to take the route."""
    return secrets.token_bytes(_PROBE_BYTES).hex()


def free_bytes() -> int:
    """What ``/dev/shm`` can still hold (0: there is none)."""
    try:
        stats = os.statvfs(SHM_DIR)
    except OSError:
        return 0
    return stats.f_bavail * stats.f_frsize


def our_segments() -> list[str]:
    """The names twophase holds in ``/dev/shm`` now (a test counts them)."""
    try:
        return sorted(p.name for p in SHM_DIR.iterdir() if p.name.startswith(NAME_PREFIX))
    except OSError:
        return []


def _create(name: str, nbytes: int) -> torch.Tensor:
    """A new segment ``name`` of ``nbytes``, its pages allocated now (a write to a page
    tmpfs has no room for would kill the process with SIGBUS); ``OSError`` (no room, the
    name taken) leaves no name behind. The mapping lives as long as the tensor (torch keeps
    the mmap object), so it is never closed by hand while a view may still use it."""
    path = SHM_DIR / name
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        os.posix_fallocate(fd, 0, nbytes)
        mapped = mmap.mmap(fd, nbytes, flags=mmap.MAP_SHARED)
    except OSError:
        unlink(name)
        raise
    finally:
        os.close(fd)
    return torch.frombuffer(mapped, dtype=torch.uint8)


def _open(name: str, nbytes: int) -> torch.Tensor:
    """The trainer's segment ``name``, mapped: a regular file of this user's (not a link
    planted there), at least ``nbytes`` long; else ``OSError`` or ``ValueError``.

    Mapped private (copy on write) and writable, though a rank only reads it: a model that
    adopted the segment and is then written in place (which ``RankModel.own_weights``
    prevents where twophase itself writes) neither dies there, as with a read-only mapping,
    nor changes the weights of every other server that maps the segment, as with a shared
    writable one. A page so written no longer shows what the trainer writes there later: a
    sync that adopts it again fails its checksum, and the rank's mappings are dropped with
    the failed job (``RankWorker``)."""
    fd = os.open(SHM_DIR / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        held = os.fstat(fd)
        if not stat.S_ISREG(held.st_mode) or held.st_uid != os.getuid():
            raise ValueError(f"segment {name} is not a file of this user's")
        if held.st_size < nbytes:
            raise ValueError(f"segment {name} holds {held.st_size} bytes, not {nbytes}")
        mapped = mmap.mmap(fd, nbytes, flags=mmap.MAP_PRIVATE)  # read and write
    finally:
        os.close(fd)
    return torch.frombuffer(mapped, dtype=torch.uint8)


def unlink(name: str) -> None:
    """Remove ``name`` if it is there and ours to remove (another user's stays)."""
    with contextlib.suppress(FileNotFoundError, PermissionError):
        os.unlink(SHM_DIR / name)


def lock_path(pool: str) -> Path:
    """The pool's lock: a trainer holds it locked for the life of its pool. Not a
    ``twophase-`` name (those last only until a vote): it lives as long as the pool."""
    return SHM_DIR / f".{NAME_PREFIX}{pool}.lock"


def hold_lock(pool: str) -> int:
    """Make and lock ``pool``'s lock; returns the descriptor that holds it (the kernel
    releases the lock when the process dies, whatever its pid namespace). Locked under a
    name of its own, then renamed, so no sweep ever sees it unlocked."""
    path = lock_path(pool)
    making = path.with_name(f"{path.name}.new")
    fd = os.open(making, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.rename(making, path)
    except OSError:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(making)
        raise
    return fd


def _owner_alive(pool: str) -> bool:
    """Whether the trainer that made ``pool`` may still live: its lock is held, or (a pool
    of a trainer from before the lock) its pid runs here."""
    try:
        fd = os.open(lock_path(pool), os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except FileNotFoundError:
        pid = pool.split("-", 1)[0]
        return not pid.isdigit() or running(int(pid))
    except OSError:  # not ours to judge (another user's): leave it
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def _pool_of(name: str) -> str:
    """The pool a ``twophase-<pid>-<token>-...`` name belongs to."""
    return "-".join(name.removeprefix(NAME_PREFIX).split("-", 2)[:2])


def sweep_dead() -> list[str]:
    """Remove the names of pools whose trainer is gone (a trainer and its servers both
    killed mid-sync leave them; nobody else knows them), and their locks. Returns the
    names it removed. Only names go: memory still mapped somewhere stays valid. A trainer's
    lock, not its pid, says it lives: a trainer in another pid namespace (a container
    sharing this ``/dev/shm``) has a pid that may be dead, or another process's, here."""
    removed = []
    for pool in sorted({_pool_of(name) for name in our_segments()}):
        if not _owner_alive(pool):
            removed += _names_of(pool)
            unlink_pool(pool)
            _unlink_path(lock_path(pool))
    for lock in SHM_DIR.glob(f".{NAME_PREFIX}*.lock"):  # a pool whose names are gone
        pool = lock.name.removeprefix(f".{NAME_PREFIX}").removesuffix(".lock")
        if not _owner_alive(pool):
            _unlink_path(lock)
    return removed


def _unlink_path(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError, PermissionError):
        path.unlink()


def _names_of(pool: str) -> list[str]:
    return [n for n in our_segments() if n.startswith(f"{NAME_PREFIX}{pool}-")]


def unlink_pool(pool: str) -> int:
    """Remove every name of ``pool`` (mappings stay valid); returns how many were there."""
    names = _names_of(pool)
    for name in names:
        unlink(name)
    return len(names)


def segment_name(pool: str, index: int, generation: int) -> str:
    return f"{NAME_PREFIX}{pool}-{index}-{generation}"


def signal(index: int, generation: int, nbytes: int) -> torch.Tensor:
    """What the group carries for bucket ``index``: where it is and how long."""
    return torch.tensor([index, generation, nbytes], dtype=torch.int64)


def empty_signal() -> torch.Tensor:
    return torch.zeros(_SIGNAL, dtype=torch.int64)


class SegmentPool:
    """The trainer's segments, one per bucket in each of two sets, for the life of its sync
    group. Written on the group's thread; ``close`` from any thread (it only drops names and
    references: a pack still running keeps its mapping until it ends, and makes no segment
    after it).

    Two sets, because a server may *adopt* a segment (``Offer.adopt``): its model then
    serves from the segment itself, and the trainer must not write it again while that may
    be so. Each sync writes the set no server serves from (``writing``); once a sync
    committed and every endpoint confirmed it (``served``), every server serves from that
    set and the other is free. After any other outcome the pool is retired (closed, and a
    new one made for the next sync): which set a server serves from is then not known.

    ``sets`` 1: one set, no adopting (servers that predate the two sets map one generation
    per bucket). A segment's generation is even in set 0 and odd in set 1, so a rank knows
    which of its mappings a new generation replaces."""

    def __init__(self, sets: int = 2, pool: str | None = None) -> None:
        """``pool``: the pool's id (``<digits>-<8 hex>``), where another process names it
        (a sharded sync's leader names every trainer rank's); else this process's pid and a
        random part."""
        sweep_dead()
        self.sets = sets
        self.adopt = sets > 1  # a server's ranks may serve from the segments (see above)
        self.pool = pool if pool is not None else f"{os.getpid()}-{secrets.token_hex(4)}"
        self._lock_fd: int | None = hold_lock(self.pool)  # while it is held, no sweep
        # (set, bucket) -> generation, map
        self._segments: dict[tuple[int, int], tuple[int, torch.Tensor]] = {}
        self.live: int | None = None  # the set every server serves from (None: neither)
        # False from the first bucket a sync writes until it is known what the servers serve
        # from (``served``, ``unused``); a pool left unsettled (its sync never got there:
        # cancelled) is never written again (``shared_route.fits``).
        self.settled = True
        self._made = 0  # segments made: a generation is 2 * made + set
        self._probe: torch.Tensor | None = None
        self._lock = threading.Lock()  # a close against a send still running on its thread
        self.closed = False

    def offer(self, token: str | None = None) -> Offer:
        """A probe segment holding ``token`` (hex; a fresh one where None), whose name
        lasts until ``unname``."""
        token = token if token is not None else new_token()
        if len(bytes.fromhex(token)) != _PROBE_BYTES:
            raise ValueError(f"a probe token is {_PROBE_BYTES} bytes, not {len(token) // 2}")
        offer = Offer(self.pool, token, adopt=self.adopt)
        probe = _create(offer.probe_name, _PROBE_BYTES)
        probe.copy_(torch.frombuffer(bytearray(bytes.fromhex(token)), dtype=torch.uint8))
        self._probe = probe
        return offer

    def held_bytes(self) -> int:
        return sum(mapped.numel() for _, mapped in self._segments.values())

    @property
    def writing(self) -> int:
        """The set this sync writes: the one no server serves from."""
        return 0 if self.live is None or self.sets == 1 else 1 - self.live

    def served(self) -> None:
        """The sync that wrote ``writing`` committed and every endpoint confirmed it: every
        server serves from that set now (or holds copies), so the next sync writes the other."""
        self.live, self.settled = self.writing, True

    def unused(self) -> None:
        """The sync that wrote ``writing`` left no server serving from it (an adapter's
        sync: no server adopts its buckets): the servers serve from where they did."""
        self.settled = True

    def bucket(self, index: int, nbytes: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Segment ``index`` of the set this sync writes (at least ``nbytes``; a new one
        where it is smaller) and its signal."""
        key = (self.writing, index)
        with self._lock:
            if self.closed:  # the group closed under a send still running: no new names
                raise SharedMemoryError(f"bucket {index}: the sync group's pool is closed")
            self.settled = not self.adopt
            held = self._segments.get(key)
            if held is None or held[1].numel() < nbytes:
                self._made += 1
                generation = 2 * self._made + self.writing
                name = segment_name(self.pool, index, generation)
                try:
                    held = (generation, _create(name, nbytes))
                except OSError as exc:
                    raise SharedMemoryError(f"bucket {index}: {name}: {exc}") from exc
                self._segments[key] = held
        generation, mapped = held
        return mapped[:nbytes], signal(index, generation, nbytes)

    def unname(self) -> None:
        """Remove every name of the pool: after a vote every rank maps what it needs."""
        unlink_pool(self.pool)
        self._probe = None

    def close(self) -> None:
        with self._lock:
            self.closed = True
            self.unname()
            self._segments = {}
            if self._lock_fd is not None:  # the name first: a sweep never finds it free
                _unlink_path(lock_path(self.pool))
                os.close(self._lock_fd)
                self._lock_fd = None


def opens(offer: Offer) -> bool:
    """Whether this process maps the trainer's probe segment and reads its token there."""
    if offer.declined:
        return False
    try:
        probe = _open(offer.probe_name, _PROBE_BYTES)
        return bytes(probe.numpy().tobytes()) == bytes.fromhex(offer.token)
    except (OSError, ValueError):
        return False


class SegmentMaps(OpenedBuckets):
    """A receiving rank's mappings of one trainer's pool, for the life of its group."""

    def take(
        self, pool: str, sent: torch.Tensor, index: int, nbytes: int, *, sets: int = 1
    ) -> torch.Tensor:
        """Bucket ``index``'s bytes, as its signal ``sent`` says where they are
        (``OpenedBuckets.opened``)."""
        got_index, generation, got_bytes = (int(v) for v in sent.tolist())
        name = segment_name(pool, index, generation)
        return self.opened(
            pool, (got_index, generation, got_bytes), index, nbytes,
            lambda: _open(name, nbytes), sets=sets,
        )  # fmt: skip
