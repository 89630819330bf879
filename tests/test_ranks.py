"""The boundary between an endpoint and its TP ranks: errors and reports cross a worker
process's pipe as their own types, and a missed deadline arrives as a deadline."""

from __future__ import annotations

import inspect
import pickle
import time
from typing import Any

import pytest

from twophase import errors
from twophase.core.table import Phase
from twophase.errors import DeadlineExceeded, RankDeadlineExceeded, TwophaseError
from twophase.receiver.appliers import ModuleApplier, weights_checksum
from twophase.receiver.rankdata import WeightsChecksum
from twophase.receiver.rankhost import RankHost
from twophase.receiver.ranks import ProcessRank
from twophase.testing.tiny_lm import ModelSize, TinyLM
from twophase.transport.group import GroupConfig

SIZE = ModelSize.named("tiny")

# One instance of every error class, with constructor arguments of its own kind.
SAMPLES: list[TwophaseError] = [
    errors.TwophaseError("something failed"),
    errors.DeadlineExceeded("waited 3 s"),
    errors.ProtocolError("receiver", "IDLE", "prepare", "no such transition"),
    errors.IllegalTransition("sender", "DONE", "complete", "no such transition"),
    errors.GuardRejected("receiver", "RECEIVING", "complete", ("all_buckets_received",)),
    errors.RequestRejected(413, "over the memory budget"),
    errors.AbortRefused("past the commit point", 7),
    errors.SyncFailed("timeout: no complete request", timed_out=True),
    errors.SyncError(Phase.PROBE, "127.0.0.1:30000", "manifest mismatch"),
    errors.TrainerGroupError(Phase.SETUP, "rank 1 is gone", rank=0, step="holdings"),
    errors.EndpointCallError("127.0.0.1:30000", "/prepare_weights_update", "HTTP 409", 409),
    errors.ManifestError("num_buckets 2 != 3 buckets"),
    errors.NotServing("weights inconsistent"),
    errors.RankStepError("tp rank 1: no usable group"),
    errors.RankDeadlineExceeded("tp rank 0 did not post its receive within 1 s"),
    errors.LockTimeout("write lock not acquired within 2 s"),
    errors.GroupError("broadcast: connection closed by peer"),
    errors.GroupJoinError("port 29500 is taken"),
    errors.GroupJoinTimeout("group did not form within 5 s: wait timeout"),
    errors.CollectiveTimeout("bucket 3: timed out (deadline 1 s)"),
    errors.TransferAborted("aborted after bucket 1: operator"),
    errors.SharedMemoryError("bucket 2: no such segment"),
    errors.ProbeError("the probe failed"),
    errors.ProbeMismatch({1: "rank 1: order differs at position 0", 2: "rank 2: same"}),
    errors.GroupNotConnected("group not connected"),
    errors.VoteFailed("ranks 1 received bytes that differ"),
    errors.VoteUncertain("the group broke inside the commit vote, after this rank's yes"),
]


def test_every_error_class_survives_pickling_as_itself() -> None:
    classes = {
        cls
        for _, cls in inspect.getmembers(errors, inspect.isclass)
        if issubclass(cls, TwophaseError) and cls.__module__ == errors.__name__
    }
    assert classes == {type(sample) for sample in SAMPLES}, "add a sample of each new error"
    for sample in SAMPLES:
        copy = pickle.loads(pickle.dumps(sample))
        assert type(copy) is type(sample)
        assert (str(copy), copy.args, vars(copy)) == (str(sample), sample.args, vars(sample))


def _host(tp_rank: int) -> RankHost:
    """A rank whose group never forms: its master never answers (a worker process builds it)."""
    return RankHost(ModuleApplier(TinyLM(SIZE, seed=0)), tp_rank=tp_rank, group_factory=_silent)


def _silent(config: GroupConfig, **_: Any) -> Any:
    time.sleep(30)
    raise AssertionError("unreachable: the join gave up long before")


async def test_a_deadline_in_a_process_rank_arrives_as_a_deadline_and_reports_as_dataclasses() -> (
    None
):
    rank = ProcessRank(_host, 0)
    try:
        started = time.monotonic()
        with pytest.raises(DeadlineExceeded) as raised:
            await rank.call(0.5, RankHost.join, GroupConfig("127.0.0.1", 1, 2, 1), timeout_s=0.5)
        assert time.monotonic() - started < 5  # the host's deadline, not the call's slack
        assert type(raised.value) is RankDeadlineExceeded
        assert "tp rank 0: group did not form within 0.5 s" in str(raised.value)

        sums = await rank.call(10, RankHost.weights_checksum, timeout_s=10)
        local = weights_checksum(ModuleApplier(TinyLM(SIZE, seed=0)).state())
        assert isinstance(sums, WeightsChecksum)
        assert (sums.weight_version, sums.digest) == (0, local["digest"])
        assert sums.to_json() == {"weight_version": 0, **local}
    finally:
        rank.close()
