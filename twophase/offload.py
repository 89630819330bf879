"""A request's CPU-bound work off the event loop, and its memory given back afterwards.

A prepare (or a native update call) may carry a manifest of a million tensors: parsing and
validating it takes seconds of Python, during which an event loop that did it would answer
nothing, ``/health`` included. ``offload`` runs such work on a small pool of its own (the bound:
``OFFLOAD_THREADS`` at a time, the rest wait their turn without blocking the loop); the loop
then only waits for the GIL between the work's steps (a single C call, such as ``json.loads``
of the whole body, still holds it throughout: a pause of a fraction of a second per call).

A big request leaves freed memory behind in the allocator's arenas; glibc keeps it unless
asked (``malloc_trim``): ``release_memory`` asks, after a request whose body was big (the
``release_after_big_bodies`` middleware), so that a series of big bodies does not raise the
server's resident memory for good. That is not enough for work done on a thread: glibc raises
its mmap threshold after the first big free, and the big lists of the next parse then land in
the offload thread's own arena, which trimming leaves partly resident (measured: +48 MB per
million-tensor parse, kept). ``map_big_allocations`` fixes the threshold, so that big blocks
are mapped and unmapped each time; a process whose big allocations are few (``twophase
serve``'s front process, its ranks in processes of their own) calls it at start. Elsewhere
than glibc both do nothing.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import functools
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from aiohttp import web

log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")
OFFLOAD_THREADS = 2  # big requests parsed at once; more wait for a thread
# A body at least this big is parsed off the loop, and memory is given back after it (every
# route but prepare's and the native update's is capped at 1 MiB: those two are the big ones).
BIG_BODY_BYTES = 256 << 10
# A manifest with at least this many tensors is validated off the loop.
BIG_MANIFEST_TENSORS = 10_000

_pool = ThreadPoolExecutor(OFFLOAD_THREADS, thread_name_prefix="twophase-offload")


async def offload(fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
    """``fn(*args, **kwargs)`` on the offload pool; its exception is raised here."""
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(_pool, functools.partial(fn, *args, **kwargs))
    except Exception as exc:
        # Its traceback's frames hold the request's data (a million parsed tensors): they go
        # now, not whenever a cycle through the exception is collected.
        drop_tracebacks(exc)
        raise


def drop_tracebacks(exc: BaseException | None) -> None:
    """Release the frames an exception chain holds (its messages and types stay)."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        exc.__traceback__ = None
        exc = exc.__cause__ or exc.__context__


async def offload_if(big: bool, fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
    """``fn`` off the loop when the work is ``big``, else right here (a thread hop costs
    more than a small request's whole work)."""
    if big:
        return await offload(fn, *args, **kwargs)
    return fn(*args, **kwargs)


@functools.cache
def _glibc(function: str) -> Callable[..., int] | None:
    """One of glibc's functions (None: the C library is not glibc)."""
    try:
        found: Callable[..., int] = getattr(ctypes.CDLL(ctypes.util.find_library("c")), function)
    except (OSError, AttributeError, TypeError):
        return None
    return found


def release_memory() -> bool:
    """Give the allocator's free memory back to the OS (glibc); False where it cannot."""
    trim = _glibc("malloc_trim")
    if trim is None:
        return False
    trim(0)  # ctypes lets go of the GIL for the call
    return True


# glibc's default threshold, fixed (mallopt's M_MMAP_THRESHOLD is -3).
MMAP_THRESHOLD_BYTES = 128 << 10
_M_MMAP_THRESHOLD = -3


def map_big_allocations() -> bool:
    """Fix glibc's mmap threshold at ``MMAP_THRESHOLD_BYTES`` for this process (see the
    module docstring); False where it cannot."""
    mallopt = _glibc("mallopt")
    return mallopt is not None and bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES))


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
BIG_BODY: web.RequestKey[bool] = web.RequestKey("twophase_big_body", bool)


def mark_big_body(request: web.Request) -> None:
    """Note that ``request`` carried a big body (``release_after_big_bodies`` reads it)."""
    request[BIG_BODY] = True


@web.middleware
async def release_after_big_bodies(request: web.Request, handler: Handler) -> web.StreamResponse:
    """After a request with a big body has been handled (its objects freed), give the memory
    back, off the loop."""
    try:
        return await handler(request)
    finally:
        if request.get(BIG_BODY, False):
            asyncio.get_running_loop().run_in_executor(_pool, release_memory)
