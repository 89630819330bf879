"""Which machine and process an endpoint runs in, and whether such a process is gone for
certain.

An endpoint that cast its yes and lost the vote's answer cannot tell a peer that is silent
because it is partitioned off (it may have committed) from one that is silent because it
died (whatever it held died with it: it cannot hold the new version). Across hosts nothing
tells them apart. On one host the kernel does: a process named by its pid and its start time
(clock ticks since boot) either is in the process table or is not. So every incarnation
carries its process (``ProcessRef``), and a peer on the same host, in the same pid
namespace, looks a silent peer up: no such pid in the process table, another start time in
``/proc`` (the pid was reused) or a zombie is a death, as certain as a restarted peer's new
incarnation.

Anything short of that certainty (another host, another pid namespace, a ``/proc`` that is
not this process's view or hides the entry, a process that is there) proves nothing, and the
peer decides nothing, as before.
"""

from __future__ import annotations

import functools
import os
import socket
from pathlib import Path

from twophase.core.termination import ProcessRef

PROC = Path("/proc")
HOST_ID_ENV = "TWOPHASE_HOST_ID"
_DEAD_STATES = ("Z", "X", "x")  # a zombie (not yet reaped) or dead: it runs nothing


def this_host() -> str:
    """Who this machine is, as the endpoints and the trainer compare it: ``TWOPHASE_HOST_ID``
    where set (a simulated host: the namespaced cluster's hosts share one kernel), else the
    host name and the kernel's boot id."""
    if named := os.environ.get(HOST_ID_ENV):
        return named
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        boot = "unknown-boot"
    return f"{socket.gethostname()}/{boot}"


def running(pid: int) -> bool:
    """Whether the process table holds ``pid`` (a zombie included), read from the table
    itself: ``/proc`` may hide other users' entries (hidepid)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's, alive
        return True
    return True


def _stat_fields(pid: int) -> list[str] | None:
    """``/proc/<pid>/stat``'s fields after the command name (None: no such entry)."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text.rsplit(")", 1)[1].split()


def _space() -> str | None:
    """The space a pid means something in: this machine (as ``this_host`` says, so the
    namespaced cluster's simulated hosts stay apart) and its pid namespace. None where
    ``/proc`` is not this process's own view (then no pid here can be read for certain)."""
    try:
        namespace = os.readlink(PROC / "self" / "ns" / "pid")
        if _stat_fields(os.getpid()) is None:
            return None
    except OSError:
        return None
    return f"{this_host()}/{namespace}"


def this_process() -> ProcessRef | None:
    """This process, as a peer on its host would look it up (None: it cannot be)."""
    return _this(os.getpid())  # by pid: a forked child is another process


@functools.cache
def _this(pid: int) -> ProcessRef | None:
    return process_of(pid)


def process_of(pid: int) -> ProcessRef | None:
    """The running process ``pid`` on this host (None: no such entry, or unknowable)."""
    space = _space()
    fields = _stat_fields(pid)
    if space is None or fields is None:
        return None
    return ProcessRef(space=space, pid=pid, start_ticks=int(fields[19]))


def gone(process: ProcessRef | None) -> bool:
    """Whether ``process`` has certainly ended: it lived where this process can see it
    (the same host and pid namespace) and ``/proc`` holds no running process of that pid and
    start time. False whenever that cannot be known."""
    here = this_process()
    if process is None or here is None or process.space != here.space:
        return False
    if not running(process.pid):
        return True
    fields = _stat_fields(process.pid)
    if fields is None:  # there, but hidden from this user: nothing known
        return False
    if int(fields[19]) != process.start_ticks:  # the pid was reused by a later process
        return True
    return fields[0] in _DEAD_STATES
