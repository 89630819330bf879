"""The stateful property test against the real thing, smaller: ``twophase serve`` processes,
real gloo groups, real HTTP; faults the real code allows (SIGSTOP a server, kill one mid-
transfer, a request in the wrong state). A handful of examples, to show the simulation honest.

The two servers are shared by every example of the module (each takes seconds to start): an
example starts from wherever the last one left them, at rest, which the protocol must handle
anyway (a restarted trainer finds endpoints at any version). One a rule kills is replaced.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

from tests.helpers import free_port, host_port, post, process_ended, wait_until
from tests.servers import RESTING, ServePool, ServeSpec, digest, rank_pids, state, wait_state
from twophase import TRANSITIONS, SyncCoordinator, SyncError, Timeouts
from twophase.core.table import Phase
from twophase.receiver.appliers import weights_checksum
from twophase.testing.tiny_lm import ModelSize, TinyLM

ROWS = {(t.source.value, t.trigger.value, t.dest.value) for t in TRANSITIONS}
TIMEOUTS = Timeouts(group_join=20, prepare=2, first_byte=5, progress=5, apply=5)
SETTLE_S = TIMEOUTS.over().progress + 10
TPS = (2, 1)


class RealServers:
    """The servers every example syncs into, one per TP size in ``TPS``."""

    def __init__(self, pool: ServePool) -> None:
        self.pool = pool
        self.urls = pool.start(*(ServeSpec(tp) for tp in TPS))

    def pid(self, which: int) -> int:
        return self.pool.pid(self.urls[which])

    def replace(self, which: int) -> str:
        """A fresh server (at version 0) in place of ``which`` (killed, or to be stopped)."""
        self.pool.stop(self.urls[which])
        (self.urls[which],) = self.pool.start(ServeSpec(TPS[which]))
        return self.urls[which]


@pytest.fixture(scope="module")
def real_servers() -> Iterator[RealServers]:
    with ServePool() as pool:
        yield RealServers(pool)


class RealSyncProtocol(RuleBasedStateMachine):
    def __init__(self, servers: RealServers) -> None:
        super().__init__()
        self.servers = servers
        self.urls = servers.urls  # the same list: a replaced server replaces it here too
        for url in self.urls:  # where the previous example left them
            wait_state(url, RESTING, timeout=SETTLE_S)
        self.loop = asyncio.new_event_loop()
        self.model = TinyLM(ModelSize.named("tiny"), seed=0)
        self.steps = 0
        self.digest_at = {0: self._trainer_digest()}
        self.seen: dict[str, int] = {}
        self.last_result: Any = None  # the last sync of ``_sync_while_stopped`` that committed
        self.sender = SyncCoordinator(
            master_port=free_port(), timeouts=TIMEOUTS, cleanup_timeout_s=1
        )
        for url, tp in zip(self.urls, TPS, strict=True):
            self.sender.add_endpoint(*host_port(url), tp)

    def teardown(self) -> None:
        try:
            self.loop.run_until_complete(self.sender.close())
        finally:
            self.loop.close()

    def _trainer_digest(self) -> str:
        return str(weights_checksum(dict(self.model.named_parameters()))["digest"])

    def _sync(self, **kwargs: Any) -> SyncError | None:
        before = {url: state(url)["weight_version"] for url in self.urls}
        digest_now = self._trainer_digest()
        try:
            result = self.loop.run_until_complete(
                self.sender.sync(self.model, buffer_size_mb=0.05, **kwargs)
            )
        except SyncError as exc:
            for url in self.urls:
                wait_state(url, RESTING, timeout=SETTLE_S)
            changed = [u for u in self.urls if state(u)["weight_version"] != before[u]]
            assert exc.phase is Phase.COMPLETE or not changed, (exc, changed)
            return exc
        for url in self.urls:
            assert state(url)["weight_version"] == result.weight_version
            self.digest_at.setdefault(result.weight_version, digest_now)
        return None

    @rule()
    def train_step(self) -> None:
        self.model.train_step(self.steps)
        self.steps += 1

    @rule(checksum=st.sampled_from([None, "crc32"]))
    def sync(self, checksum: str | None) -> None:
        self._sync(checksum=checksum)

    @rule(which=st.integers(0, 1))
    def paused_server_then_resumed(self, which: int) -> None:
        pid = self.servers.pid(which)
        os.kill(pid, signal.SIGSTOP)
        try:
            self.train_step()
            error = self._sync_while_stopped()
            assert error is not None and error.endpoint == self.urls[which].removeprefix("http://")
        finally:
            os.kill(pid, signal.SIGCONT)
        for url in self.urls:
            wait_state(url, RESTING, timeout=15)
        assert self._sync() is None  # the fault gone, the next sync succeeds

    def _sync_while_stopped(self) -> SyncError | None:
        """The sync's error; None when it committed (its result in ``last_result``)."""
        try:
            self.last_result = self.loop.run_until_complete(
                self.sender.sync(self.model, buffer_size_mb=0.05)
            )
        except SyncError as exc:
            return exc
        return None

    @rule(which=st.integers(0, 1))
    def killed_mid_transfer_then_replaced(self, which: int) -> None:
        victim = self.urls[which]
        pid = self.servers.pid(which)

        def kill_at_bucket_2(progress: Any) -> None:
            # The whole server (its front and its rank processes) dies at bucket 2, and the
            # sender goes on only once it has: a later bucket, not the vote, meets the dead
            # peer (a tiny model's buckets go in microseconds through shared memory, so a
            # kill left to land by itself may land inside the vote: another case).
            if progress.index == 2:
                doomed = [*rank_pids(pid), pid]
                for each in doomed:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(each, signal.SIGKILL)
                wait_until(
                    lambda: all(process_ended(each) for each in doomed),
                    timeout_s=10,
                    what="the killed server's processes to end",
                )

        self.sender.on_bucket = kill_at_bucket_2
        try:
            self.train_step()
            error = self._sync_while_stopped()
        finally:
            self.sender.on_bucket = None
        if error is None:
            # The server's front process died after the commit point (its rank processes had
            # every bucket and voted yes): the sync is committed, the dead server named as not
            # having confirmed its apply (issue 23: the trainer tells the truth about it).
            assert victim.removeprefix("http://") in self.last_result.unconfirmed, victim
            self.digest_at[self.last_result.weight_version] = self._trainer_digest()
        else:
            assert error.phase in (Phase.TRANSFER, Phase.COMPLETE), error
        # A fresh server takes its place (a new process starts at version 0).
        self.sender.remove_endpoint(*host_port(victim))
        replacement = self.servers.replace(which)
        self.seen.pop(victim, None)
        self.sender.add_endpoint(*host_port(replacement), TPS[which])
        for url in self.urls:
            wait_state(url, RESTING, timeout=15)
        assert self._sync() is None

    @rule(
        which=st.integers(0, 1),
        route=st.sampled_from(["/complete_weights_update", "/prepare_weights_update"]),
    )
    def request_in_the_wrong_state(self, which: int, route: str) -> None:
        url = self.urls[which]
        before = state(url)
        body: dict[str, Any] = {"group_name": "weight_sync_group"}
        if route == "/prepare_weights_update":
            body |= {
                "num_buckets": 1,
                "buckets": [{"names": ["norm.weight"], "dtypes": ["float32"], "shapes": [[64]]}],
                "group_name": "other",
            }
        status, reply = post(url + route, body)
        assert 400 <= status < 500, reply
        after = state(url)
        assert (after["state"], len(after["history"])) == (before["state"], len(before["history"]))

    @invariant()
    def weights_whole_versions_up_transitions_in_the_table(self) -> None:
        for url in self.urls:
            current = state(url)
            version = current["weight_version"]
            assert version >= self.seen.get(url, 0)
            self.seen[url] = version
            if version in self.digest_at:
                assert digest(url) == self.digest_at[version], (url, version)
            for record in current["history"]:
                assert (record["source"], record["trigger"], record["dest"]) in ROWS, record


SETTINGS = settings(
    max_examples=int(os.environ.get("TWOPHASE_REAL_EXAMPLES", "3")),
    stateful_step_count=5, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)  # fmt: skip


def test_real_sync_protocol(real_servers: RealServers) -> None:
    class OnTheseServers(RealSyncProtocol):
        def __init__(self) -> None:
            super().__init__(real_servers)

    run_state_machine_as_test(OnTheseServers, settings=SETTINGS)


def test_every_real_fault_rule_once_in_a_fixed_order(real_servers: RealServers) -> None:
    """Hypothesis draws only a handful of real examples; this drives each rule at least once."""
    machine = RealSyncProtocol(real_servers)
    try:
        steps = [
            lambda: machine.sync(checksum=None),
            lambda: machine.paused_server_then_resumed(which=1),
            lambda: machine.killed_mid_transfer_then_replaced(which=0),
            lambda: machine.request_in_the_wrong_state(which=1, route="/complete_weights_update"),
            lambda: machine.request_in_the_wrong_state(which=0, route="/prepare_weights_update"),
            lambda: machine.train_step(),
            lambda: machine.sync(checksum="crc32"),
        ]
        for step in steps:
            step()
            machine.weights_whole_versions_up_transitions_in_the_table()
    finally:
        machine.teardown()
