"""A cluster on one machine: hosts in network namespaces, links with a line rate, partitions.

    with Cluster(["trainer", "s1", "s2"], rate="1gbit") as cluster:
        cluster.popen("s1", ["twophase", "serve", "--host", cluster.address("s1")])
        cluster.cut("s1")        # its bridge port goes down: packets vanish, no RST
        cluster.heal("s1")
        cluster.set_rate("s2", "100mbit")

Each host is a network namespace with one interface, ``eth0``, a veth whose other end is a
port of a bridge that lives in a namespace of its own; host i has 198.18.N.(10 + i)/24 (RFC
2544's benchmarking range, 198.18.0.0/15, never a real network; N is 0 for the first cluster
on the machine, the next free /24 for one made beside it) and its own ``lo`` (its own
127.0.0.1). A line rate is a ``tbf`` qdisc on both ends of a host's link. The machine itself
reaches every host through one more bridge port (the observer, 198.18.N.1), so a test process
can talk HTTP to the hosts; a cut is of the host's own port, so the observer's view of the
others stays.

Everything created carries a per-cluster unique prefix (``tp`` and 5 hex digits) and is
recorded; ``close()`` (the context manager's exit, ``atexit``, SIGTERM) kills what still runs
in the cluster's namespaces and deletes only what this cluster created. Needs root, ``ip`` and
``tc``: ``unavailable()`` says why not.
"""

from __future__ import annotations

import atexit
import contextlib
import ipaddress
import os
import secrets
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from types import FrameType
from typing import Any, TextIO, TypeVar

from twophase.processes import HOST_ID_ENV

RANGE = ipaddress.IPv4Network("198.18.0.0/15")  # RFC 2544: never a real network
FIRST_HOST = 10  # host i gets 198.18.N.(10 + i)
DEFAULT_RATE = "1gbit"
TBF = ("burst", "2mb", "latency", "200ms")
REQUIRE_ENV = "TWOPHASE_REQUIRE_NETNS"


_Self = TypeVar("_Self", bound="Closing")


class Closing:
    """A context manager whose exit is its ``close()``."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def kill_session(process: subprocess.Popen[Any], sig: int = signal.SIGKILL) -> None:
    """``sig`` to every process of the session ``process`` leads (its rank workers too)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    if sig == signal.SIGKILL:
        process.wait(10)


def stop_sessions(processes: list[subprocess.Popen[Any]]) -> None:
    """SIGTERM each process's session, then SIGKILL the ones still there after 10 s."""
    for process in processes:
        if process.poll() is None:
            kill_session(process, signal.SIGTERM)
    for process in processes:
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            kill_session(process)


class NetnsError(RuntimeError):
    """A namespace, link or qdisc command failed (its command line and stderr in the text)."""


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return _run(["ip", *args], check=check)


def _run(argv: list[str], *, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=30, check=False)
    if check and done.returncode != 0:
        raise NetnsError(f"{' '.join(argv)}: {done.stderr.strip() or done.returncode}")
    return done


def unavailable() -> str | None:
    """Why namespaces cannot be made here (None: they can)."""
    if os.name != "posix" or not hasattr(os, "geteuid"):
        return "network namespaces need Linux"
    if os.geteuid() != 0:
        return "network namespaces need root"
    for tool in ("ip", "tc"):
        if shutil.which(tool) is None:
            return f"no {tool!r} command (iproute2)"
    name = f"tpprobe{secrets.token_hex(3)}"
    made = _ip("netns", "add", name, check=False)
    if made.returncode != 0:
        return f"ip netns add failed: {made.stderr.strip()}"
    _ip("netns", "del", name, check=False)
    return None


def refuse(what: str, file: TextIO | None = None) -> bool:
    """True, having printed why ``what`` cannot run here, where namespaces cannot be made."""
    why = unavailable()
    if why is not None:
        print(f"{what}: cannot run here: {why}", file=file)
    return why is not None


def _free_network() -> ipaddress.IPv4Network:
    """The first /24 of the range that no route of this machine covers yet (so clusters made
    side by side each have their own, and the machine reaches every one)."""
    routes = _ip("-4", "route", "show").stdout
    used = set()
    for line in routes.splitlines():
        with contextlib.suppress(ValueError):
            used.add(ipaddress.IPv4Network(line.split()[0], strict=False))
    for network in RANGE.subnets(new_prefix=24):
        if not any(network.overlaps(other) for other in used):
            return network
    raise NetnsError(f"no free /24 left in {RANGE}")


@dataclass
class Host:
    name: str
    namespace: str
    address: str
    port: str  # its bridge port, in the bridge's namespace
    rate: str


class Flap(Closing):
    """A link that goes down and up every ``period_s / 2`` until ``stop()``."""

    def __init__(self, cluster: Cluster, host: str, period_s: float) -> None:
        self._cluster, self._host, self._half = cluster, host, period_s / 2
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"flap-{host}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._cluster.cut(self._host)
            if self._stop.wait(self._half):
                break
            self._cluster.heal(self._host)
            self._stop.wait(self._half)

    def stop(self) -> None:
        """Stop flapping and leave the link up."""
        self._stop.set()
        self._thread.join(10)
        self._cluster.heal(self._host)

    close = stop


_LIVE: set[Cluster] = set()
_LIVE_LOCK = threading.Lock()


class Cluster(Closing):
    """N hosts on one bridge, each in its own network namespace (see the module's text)."""

    def __init__(self, hosts: int | Sequence[str], *, rate: str = DEFAULT_RATE) -> None:
        names = [f"h{i}" for i in range(hosts)] if isinstance(hosts, int) else list(hosts)
        if len(set(names)) != len(names) or not names:
            raise ValueError(f"host names must be distinct and at least one: {names}")
        if FIRST_HOST + len(names) > 254:
            raise ValueError(f"{len(names)} hosts do not fit in a /24")
        self.network = _free_network()
        self.prefix = f"tp{secrets.token_hex(3)[:5]}"
        self.bridge_namespace = f"{self.prefix}-bridge"
        self.bridge = f"{self.prefix}br"
        self.observer = f"{self.prefix}o"  # in the machine's own namespace
        self.hosts = {name: self._host(name, i, rate) for i, name in enumerate(names)}
        self._namespaces: list[str] = []  # what this cluster created, to delete
        self._observer_made = False
        self._processes: list[subprocess.Popen[Any]] = []
        self._flaps: list[Flap] = []
        self._closed = False
        try:
            self._create()
        except BaseException:
            self.close()
            raise

    # -- making and unmaking ------------------------------------------------------------------

    def _host(self, name: str, index: int, rate: str) -> Host:
        address = str(self.network.network_address + FIRST_HOST + index)
        return Host(name, f"{self.prefix}-{name}", address, f"{self.prefix}p{index}", rate)

    def _add_namespace(self, name: str) -> None:
        if name in _ip("netns", "list").stdout.split():
            raise NetnsError(f"namespace {name} exists already: not ours, not touched")
        _ip("netns", "add", name)
        self._namespaces.append(name)
        _ip("-n", name, "link", "set", "lo", "up")

    def _create(self) -> None:
        with _LIVE_LOCK:
            _LIVE.add(self)
        self._add_namespace(self.bridge_namespace)
        bridge_ns = self.bridge_namespace
        _ip("-n", bridge_ns, "link", "add", self.bridge, "type", "bridge")
        _ip("-n", bridge_ns, "link", "set", self.bridge, "up")
        for host in self.hosts.values():
            self._add_namespace(host.namespace)
            # The pair is made with each end in its namespace: nothing lands in the machine's.
            _ip(
                "link", "add", "eth0", "netns", host.namespace, "type", "veth",
                "peer", "name", host.port, "netns", bridge_ns,
            )  # fmt: skip
            _ip("-n", bridge_ns, "link", "set", host.port, "master", self.bridge, "up")
            _ip("-n", host.namespace, "addr", "add", f"{host.address}/24", "dev", "eth0")
            _ip("-n", host.namespace, "link", "set", "eth0", "up")
            self._shape(host, host.rate)
        # The observer: the machine's own way in, so tests reach the hosts over HTTP.
        if self.observer in _ip("-o", "link", "show").stdout:
            raise NetnsError(f"link {self.observer} exists already: not ours, not touched")
        _ip("link", "add", self.observer, "type", "veth", "peer", "name", "obs", "netns", bridge_ns)
        self._observer_made = True
        _ip("-n", bridge_ns, "link", "set", "obs", "master", self.bridge, "up")
        _ip("addr", "add", f"{self.network.network_address + 1}/24", "dev", self.observer)
        _ip("link", "set", self.observer, "up")

    def _shape(self, host: Host, rate: str) -> None:
        for namespace, dev in ((host.namespace, "eth0"), (self.bridge_namespace, host.port)):
            _run(["tc", "-n", namespace, "qdisc", "replace", "dev", dev, "root", "tbf",
                  "rate", rate, *TBF])  # fmt: skip
        host.rate = rate

    def close(self) -> None:
        """Kill what still runs in the hosts, delete every namespace and link this cluster
        made (idempotent; nothing else is touched)."""
        if self._closed:
            return
        self._closed = True
        for flap in self._flaps:
            with contextlib.suppress(Exception):
                flap._stop.set()
        for process in self._processes:
            with contextlib.suppress(subprocess.TimeoutExpired):
                kill_session(process)
        for namespace in self._namespaces:
            pids = _ip("netns", "pids", namespace, check=False).stdout.split()
            for pid in pids:
                with contextlib.suppress(ProcessLookupError, ValueError):
                    os.kill(int(pid), signal.SIGKILL)
        if self._observer_made:
            _ip("link", "del", self.observer, check=False)
        for namespace in reversed(self._namespaces):
            _ip("netns", "del", namespace, check=False)
        self._namespaces.clear()
        with _LIVE_LOCK:
            _LIVE.discard(self)

    # -- using it -----------------------------------------------------------------------------

    def host(self, name: str) -> Host:
        try:
            return self.hosts[name]
        except KeyError:
            raise KeyError(f"no host {name!r} in this cluster ({', '.join(self.hosts)})") from None

    def address(self, name: str) -> str:
        return self.host(name).address

    def command(self, host: str, argv: Sequence[str]) -> list[str]:
        """``argv`` as run on ``host``: in its namespace, and named as a host of its own
        (the namespaces share one kernel and one /dev/shm, which hosts do not)."""
        namespace = self.host(host).namespace
        named = f"{HOST_ID_ENV}={namespace}"
        return ["ip", "netns", "exec", namespace, "env", named, *argv]

    def run(
        self, host: str, argv: Sequence[str], *, timeout_s: float = 60, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            self.command(host, argv), capture_output=True, text=True, timeout=timeout_s
        )
        if check and done.returncode != 0:
            raise NetnsError(f"on {host}: {' '.join(argv)}: {done.stderr.strip()}")
        return done

    def popen(self, host: str, argv: Sequence[str], **options: Any) -> subprocess.Popen[Any]:
        """Start ``argv`` on ``host`` in a session of its own (killed, with its children, at
        ``close()`` if still running)."""
        options.setdefault("start_new_session", True)
        process = subprocess.Popen(self.command(host, argv), **options)
        self._processes.append(process)
        return process

    def cut(self, host: str) -> None:
        """The host's bridge port goes down: its packets vanish both ways, no RST."""
        _ip("-n", self.bridge_namespace, "link", "set", self.host(host).port, "down")

    def heal(self, host: str) -> None:
        _ip("-n", self.bridge_namespace, "link", "set", self.host(host).port, "up")

    def flap(self, host: str, period_s: float) -> Flap:
        """Start the host's link flapping (down half of ``period_s``, up the other half)."""
        flap = Flap(self, host, period_s)
        self._flaps.append(flap)
        return flap

    def set_rate(self, host: str, rate: str) -> None:
        """The host's line rate, both ways, from now on (``tbf``: "100mbit", "1gbit")."""
        self._shape(self.host(host), rate)

    def tx_bytes(self, host: str) -> int:
        """Bytes that left the host through its interface so far."""
        out = self.run(host, ["cat", "/sys/class/net/eth0/statistics/tx_bytes"]).stdout
        return int(out.strip())

    def wait_link(self, host: str, timeout_s: float = 5.0) -> None:
        """Wait until the host's interface has its carrier (after ``heal``)."""
        deadline = time.monotonic() + timeout_s
        path = "/sys/class/net/eth0/carrier"
        while self.run(host, ["cat", path], check=False).stdout.strip() != "1":
            if time.monotonic() > deadline:
                raise NetnsError(f"{host}: eth0 has no carrier after {timeout_s:g} s")
            time.sleep(0.02)


def _close_all() -> None:
    with _LIVE_LOCK:
        live = list(_LIVE)
    for cluster in live:
        with contextlib.suppress(Exception):
            cluster.close()


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    _close_all()
    raise SystemExit(128 + signum)


atexit.register(_close_all)
if threading.current_thread() is threading.main_thread():
    with contextlib.suppress(ValueError):
        if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
            signal.signal(signal.SIGTERM, _on_sigterm)
