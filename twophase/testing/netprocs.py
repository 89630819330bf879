"""A trainer and servers as real processes on the hosts of a ``netcluster.Cluster``.

    with Cluster(["trainer", "s1", "s2"]) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}
    ) as deployment:
        deployment.register()
        status, reply = deployment.sync(master_address=cluster.address("trainer"))

``twophase trainer`` runs on the trainer's host, ``twophase serve --tp N`` on each server's
host, every one bound with ``--host`` to its host's address (nothing on 127.0.0.1, nothing
chosen by host name). The calling process (outside every host) talks to them over the
cluster's observer port. Each process's output goes to a log file (``log_tail``); every
process is stopped at ``close()``, and the cluster kills what is left at its own.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twophase.core.buckets import TensorSpec
from twophase.http_common import request_json
from twophase.testing.netcluster import Closing, Cluster, kill_session, stop_sessions

TRAINER_PORT = 8990
SERVE_PORT = 30000
MASTER_PORT = 29600
TRAINER_DIST_PORT = 29500  # a trainer's ranks' own group, across hosts
START_TIMEOUT_S = 120.0


# Run on a host: connect to every host:port given until each answers, or exit 1.
REACH = """
import socket, sys, time
deadline = time.monotonic() + float(sys.argv[1])
for peer in sys.argv[2:]:
    host, port = peer.rsplit(":", 1)
    while True:
        try:
            socket.create_connection((host, int(port)), timeout=1).close()
            break
        except OSError as exc:
            if time.monotonic() > deadline:
                print(peer, exc)
                sys.exit(1)
            time.sleep(0.1)
"""


class DeploymentError(RuntimeError):
    pass


@dataclass
class Proc:
    url: str
    log: Path
    process: subprocess.Popen[Any]


class Deployment(Closing):
    """A ``twophase trainer`` on ``trainer_host`` and a ``twophase serve`` on each server
    host (``servers``: host name → TP size). ``trainer_ranks``: the hosts of trainer ranks
    1.. (each a ``twophase trainer --rank R`` of its own: a sharded trainer across hosts,
    ``trainer_args`` naming its ``--model``); none: one trainer process (``--ranks`` in
    ``trainer_args`` keeps every rank on ``trainer_host``)."""

    def __init__(
        self,
        cluster: Cluster,
        *,
        servers: dict[str, int],
        trainer_host: str = "trainer",
        size: str = "tiny",
        trainer_args: tuple[str, ...] = (),
        serve_args: tuple[str, ...] = (),
        trainer_ranks: tuple[str, ...] = (),
    ) -> None:
        self.cluster, self.trainer_host = cluster, trainer_host
        self.trainer_ranks = trainer_ranks
        self.size, self.trainer_args, self.serve_args = size, trainer_args, serve_args
        self.tp = dict(servers)
        self.procs: dict[str, Proc] = {}
        self.master_port = MASTER_PORT
        try:
            self.start_trainer()
            for host in servers:
                self.start_server(host)
            for name in [self.trainer_host, *servers]:
                self.wait_healthy(name)
        except BaseException:
            self.close()
            raise

    # -- processes ----------------------------------------------------------------------------

    def _start(self, host: str, argv: list[str], port: int) -> Proc:
        handle, name = tempfile.mkstemp(prefix=f"twophase-{host}-", suffix=".log")
        with open(handle, "w") as log:
            process = self.cluster.popen(
                host, [sys.executable, "-m", "twophase.tools.cli", *argv],
                stdout=log, stderr=subprocess.STDOUT, text=True,
            )  # fmt: skip
        url = f"http://{self.cluster.address(host)}:{port}"
        self.procs[host] = Proc(url, Path(name), process)
        return self.procs[host]

    def start_trainer(self) -> Proc:
        address = self.cluster.address(self.trainer_host)
        argv = ["trainer", "--host", address, "--port", str(TRAINER_PORT), "--size", self.size]
        if self.trainer_ranks:  # rank 0 here, every other rank on its own host
            ranks = [
                "--ranks", str(1 + len(self.trainer_ranks)), "--dist-addr", address,
                "--dist-port", str(TRAINER_DIST_PORT),
            ]  # fmt: skip
            for rank, host in enumerate(self.trainer_ranks, 1):
                follower = ["trainer", *self.trainer_args, *ranks, "--rank", str(rank)]
                self._start(host, follower, TRAINER_PORT)  # it serves nothing
            argv += [*ranks, "--rank", "0"]
        return self._start(self.trainer_host, [*argv, *self.trainer_args], TRAINER_PORT)

    def start_server(self, host: str) -> Proc:
        argv = [
            "serve", "--host", self.cluster.address(host), "--port", str(SERVE_PORT),
            "--tp", str(self.tp[host]), "--size", self.size, *self.serve_args,
        ]  # fmt: skip
        return self._start(host, argv, SERVE_PORT)

    def wait_healthy(self, name: str, timeout_s: float = START_TIMEOUT_S) -> None:
        proc = self.procs[name]
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if proc.process.poll() is not None:
                raise DeploymentError(f"{name} exited: {self.log_tail(name)}")
            with contextlib.suppress(OSError, ValueError):
                if request_json("GET", f"{proc.url}/health", timeout_s=2)[0] == 200:
                    return
            time.sleep(0.2)
        raise DeploymentError(
            f"{name} did not answer at {proc.url} within {timeout_s:g} s: {self.log_tail(name)}"
        )

    def kill(self, name: str) -> None:
        """SIGKILL the process on ``name`` and its rank workers."""
        kill_session(self.procs[name].process)

    def restart(self, name: str) -> None:
        """Kill and start again the process on ``name``: a server, or the trainer (every
        trainer rank: a trainer of several lost its group with any one of them)."""
        trainers = [self.trainer_host, *self.trainer_ranks]
        for host in trainers if name in trainers else [name]:
            if self.procs[host].process.poll() is None:
                self.kill(host)
            self.procs[host].log.unlink(missing_ok=True)
        if name in trainers:
            self.start_trainer()
            name = self.trainer_host
        else:
            self.start_server(name)
        self.wait_healthy(name)

    def log_tail(self, name: str, chars: int = 3000) -> str:
        return self.procs[name].log.read_text(errors="replace")[-chars:]

    def close(self) -> None:
        stop_sessions([proc.process for proc in self.procs.values()])
        for proc in self.procs.values():
            proc.log.unlink(missing_ok=True)

    # -- the trainer's and the servers' routes ------------------------------------------------

    @property
    def trainer(self) -> str:
        return self.procs[self.trainer_host].url

    @property
    def servers(self) -> list[str]:
        trainers = {self.trainer_host, *self.trainer_ranks}
        return [name for name in self.procs if name not in trainers]

    def url(self, name: str) -> str:
        return self.procs[name].url

    def register(self) -> None:
        for name in self.servers:
            body = {"host": self.cluster.address(name), "port": SERVE_PORT,
                    "world_size": self.tp[name]}  # fmt: skip
            status, reply = request_json("POST", f"{self.trainer}/add_inference_endpoint", body)
            if status != 200:
                raise DeploymentError(f"cannot add {name}: {status} {reply}")

    def train_step(self) -> None:
        status, reply = request_json("POST", f"{self.trainer}/train_step", {}, timeout_s=60)
        if status != 200:
            raise DeploymentError(f"train step: {status} {reply}")

    def sync(
        self,
        *,
        master_address: str | None = None,
        timeouts: dict[str, float] | None = None,
        bucket_mb: float = 0.5,
        timeout_s: float = 300.0,
        master_port: int | None = None,
        transfer_format: str | None = None,
        delta: bool | str = False,
        gather: bool = False,
    ) -> tuple[int, dict[str, Any], float]:
        """One ``/sync_inference_weights``: (status, answer, seconds it took). An answer that
        never came (the trainer's link cut past ``timeout_s``) is status 0. ``master_port``:
        the group's (the last one used unless given; a new one forms a new group).
        ``gather``: a trainer of several ranks sends the full tensors from rank 0."""
        if master_port is not None:
            self.master_port = master_port
        body: dict[str, Any] = {"master_port": self.master_port, "buffer_size_mb": bucket_mb}
        if master_address is not None:
            body["master_address"] = master_address
        if timeouts is not None:
            body["timeouts"] = timeouts
        if transfer_format is not None:
            body["transfer_format"] = transfer_format
        if delta is not False:
            body["delta"] = delta
        if gather:
            body["gather"] = True
        started = time.monotonic()
        try:
            status, reply = request_json(
                "POST", f"{self.trainer}/sync_inference_weights", body, timeout_s=timeout_s
            )
        except OSError as exc:
            status, reply = 0, {"success": False, "message": f"no answer: {exc}"}
        return status, reply, time.monotonic() - started

    def get(self, name: str, path: str, timeout_s: float = 10.0) -> dict[str, Any]:
        """``GET path`` of the process on host ``name``: its 200 answer."""
        status, body = request_json("GET", f"{self.url(name)}{path}", timeout_s=timeout_s)
        if status != 200:
            raise DeploymentError(f"{name} {path}: {status} {body}")
        return dict(body)

    def state(self, name: str, timeout_s: float = 5.0) -> dict[str, Any]:
        return self.get(name, "/sync_state", timeout_s)

    def next_master_port(self) -> int:
        return self.master_port + 1 if self.master_port < 29999 else MASTER_PORT

    def wait_reachable(self, timeout_s: float = 20.0) -> None:
        """Wait until the trainer's host connects to every server's port (after a heal)."""
        peers = [f"{self.cluster.address(name)}:{SERVE_PORT}" for name in self.servers]
        done = self.cluster.run(
            self.trainer_host, [sys.executable, "-c", REACH, str(timeout_s), *peers],
            timeout_s=timeout_s + 10, check=False,
        )  # fmt: skip
        if done.returncode != 0:
            raise DeploymentError(f"servers unreachable from the trainer: {done.stdout}")

    def model_bytes(self) -> int:
        """The bytes of the trainer's weights (what one whole sync carries)."""
        params = self.get(self.trainer_host, "/model_info")["params"]
        return sum(TensorSpec(p["name"], p["dtype"], tuple(p["shape"])).nbytes for p in params)

    def digest(self, name: str) -> str:
        return str(self.get(name, "/weights_checksum")["digest"])
