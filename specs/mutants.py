"""Mutants of the guarantees, and the tests that must catch each one (``make mutants``).

    python specs/mutants.py                 # every mutant; exit 1 unless all are killed
    python specs/mutants.py --list          # what each mutant breaks, and its tests
    python specs/mutants.py --only NAME ... # some of them
    python specs/mutants.py --jobs 2        # two at a time
    python specs/mutants.py --each-test     # each test named must catch its mutant alone
    python specs/mutants.py --verbose       # how each mutant was caught (the failing line)

Each mutant breaks one guarantee of the library by hand: one or more exact source snippets,
each replaced. For each, the tree is copied to a temporary directory (never the live tree:
others may be editing it), the replacements are applied there, and the mutant's tests run
against the copy (``PYTHONPATH`` set to it, this same Python). A mutant is killed when one of
its tests fails (or times out); it survived when they all pass. Before any mutant, the same
tests run once against an unmutated copy: they must pass, or a kill would mean nothing.

Exit status: 0 when the kill rate reaches ``--min-kill-rate`` (all, by default); 1 when it does
not; 2 when the list is out of date (a snippet not found exactly once: the source moved, so
update the list), a mutant breaks the tests' collection, or the baseline fails.

When a snippet moves, find the guarantee's new code and copy the new text into the entry; when
a test is renamed, rename its node id here. A new guarantee gets a mutant and the test that
kills it. The whole list takes about 3 minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
# Not copied: environments, caches, build outputs (the copy is the source and the tests).
IGNORED = shutil.ignore_patterns(
    ".venv", ".venv-*", ".git", "__pycache__", "*.pyc", "*.egg-info", ".mypy_cache", ".ruff_cache",
    ".pytest_cache", ".hypothesis", "build", "dist", "bench.json",
)  # fmt: skip
TEST_TIMEOUT_S = 60  # per test (pytest-timeout); a hang counts as a kill
RUN_TIMEOUT_S = 240  # per mutant, the whole pytest run


@dataclass(frozen=True)
class Edit:
    path: str  # relative to the repository root
    old: str  # must occur exactly once in the file
    new: str


@dataclass(frozen=True)
class Mutant:
    name: str
    breaks: str  # the guarantee, in a sentence
    edits: tuple[Edit, ...]
    tests: tuple[str, ...]  # pytest node ids; at least one must fail


def edit(path: str, old: str, new: str = "") -> tuple[Edit, ...]:
    return (Edit(path, old, new),)


GAPS = "tests/test_guarantees.py::"
WORKER, ENDPOINT = "twophase/receiver/rank_worker.py", "twophase/receiver/endpoint.py"
LANDING = "twophase/transport/landing.py"  # every sync's bucket loop on a receiving rank
JOB = "twophase/receiver/receive_job.py"  # a rank worker's job and its handle
RANKHOST, VALIDATION = "twophase/receiver/rankhost.py", "twophase/receiver/validation.py"
RANK_MODEL = "twophase/receiver/rank_model.py"
PROBE, HTTP = "twophase/transport/checks.py", "twophase/http_common.py"
REGRESSIONS = "tests/test_aborts_and_the_commit_point.py::"
EMBEDDED = "tests/test_receiver_embedded.py::"
UNCERTAIN = "tests/test_vote_uncertain.py::"
NATIVE = "tests/test_native_hardening.py::"
REAL = "tests/test_termination_real.py::"
TERMINATION, ABORTS = "twophase/receiver/peer_termination.py", "twophase/receiver/aborts.py"
BASE = "twophase/receiver/endpoint_core.py"
COORDINATOR = "twophase/sender/coordinator.py"
COMPLETION = "twophase/sender/followup.py"
TERMINATION_TEST = (
    "test_an_uncertain_endpoint_that_cannot_reach_its_peer_waits_and_commits_when_it_can"
)
RULE = "twophase/core/termination.py"
LIVENESS = "tests/test_liveness.py::"
RESTART_TEST = "test_a_peer_restarted_inside_the_vote_lets_the_other_roll_back_in_seconds"
RULE_TEST = "test_the_rule_reads_a_restarted_peer_as_unable_to_hold_the_sync"
ALERT_TEST = "test_a_peer_gone_for_good_alerts_fails_the_next_sync_at_once_and_an_operator_resolves"
DEATH_TEST = "test_the_rule_reads_a_silent_peer_whose_process_ended_as_unable_to_hold_the_sync"
RESOLVER_DEATH_TEST = "test_the_trainer_resolves_an_endpoint_whose_dead_peer_it_sees_gone"
GONE_TEST = "test_a_process_is_gone_only_when_this_host_sees_it_end"
VERDICT_TEST = "test_an_operators_abort_after_the_yes_is_recorded_the_senders_verdict_rolls_back"
PER_BUCKET = '("first_byte", self.first_byte) if first else ("progress", self.progress)'
VOTE_REFUSAL = "if outcome is AbortOutcome.COMMITTED or attempt.vote_passed:"
KEYS_TEST = "tests/test_trainer_boundaries.py::test_a_per_endpoint_key_and_the_coordinators_key"

# One entry per guarantee: (name, the guarantee it breaks, its edits, the tests that catch it).
# fmt: off
MUTANTS: tuple[Mutant, ...] = (
    # -- the seven that today's suite missed (issue 16), and their new tests
    Mutant("abort-flag-after-receive",
           "nothing received after an abort is handed over (NCCL returns partial data)",
           edit(LANDING, '            checked(f"after bucket {k + 1}{lane.name}")\n'),
           (GAPS + "test_an_abort_while_a_bucket_is_in_flight_keeps_that_bucket_from_the_sink",
            "tests/test_landing.py::test_an_abort_seen_after_a_bucket_lands_nothing_received_"
            "after_it")),
    Mutant("progress-deadline", "every collective after the first has the progress deadline",
           edit("twophase/core/table.py", PER_BUCKET,
                '("first_byte", self.first_byte) if first else ("progress", 3600.0)'),
           (GAPS + "test_a_trainer_that_stalls_after_bucket_k_fails_the_receiver_within_"
                   "progress",)),
    Mutant("any-bearer-token", "a wrong API key gets 401",
           edit(HTTP, 'if not hmac.compare_digest(sent, f"Bearer {api_key}".encode()):',
                'if not sent.startswith(b"Bearer "):'),
           (KEYS_TEST,)),
    Mutant("digest-without-bucket-boundaries",
           "the probe fails when ranks split the same tensors at other bucket boundaries",
           edit("twophase/core/buckets.py",
                '            h.update(f"\\nbucket {bucket.index}\\n".encode())\n'),
           (GAPS + "test_the_probe_fails_when_ranks_hold_the_same_tensors_in_other_buckets",)),
    Mutant("swap-puts-back", "a swap that fails part-way puts back the tensors it swapped",
           edit(RANK_MODEL, "        for name in done:\n", "        for name in done[:0]:\n"),
           (GAPS + "test_a_swap_that_fails_on_its_third_tensor_puts_back_the_two_already_swapped",
            GAPS + "test_an_endpoint_whose_rank_fails_on_the_third_tensor_keeps_the_old_weights")),
    # Refused in three places (the table's ACCEPTS, the state check, then the abort decision);
    # a twophase sync's vote refuses it too, so the test's seed-protocol case catches it.
    Mutant("abort-while-applying", "an abort while APPLYING gets 409; the sync ends at its version",
           (Edit("twophase/core/table.py", "Request.ABORT: IN_SYNC | {State.ERROR},",
                 "Request.ABORT: IN_SYNC | {State.ERROR, State.APPLYING},"),
            Edit(VALIDATION, "    if past_commit(state):\n        raise RequestRejected(\n",
                 "    if False:\n        raise RequestRejected(\n"),
            Edit("twophase/receiver/aborts.py",
                 "if current is not None and past_commit(state):", "if False:")),
           (GAPS + "test_an_abort_while_applying_gets_409_and_the_apply_ends_at_the_new_version",)),
    Mutant("sender-guard-all-prepared",
           "the sender's guard all_endpoints_prepared holds only when every endpoint is prepared",
           edit("twophase/sender/sender_guards.py",
                "return bool(self.expected) and prepared == self.expected", "return True"),
           ("tests/test_sender.py::test_the_guard_all_endpoints_prepared",)),
    # -- the other guarantees, and the tests that already caught them
    Mutant("sender-prepared-guard",
           "the sender leaves PREPARED for RECEIVING only when every endpoint is prepared",
           edit("twophase/core/table.py", 'sender_guards=("all_endpoints_prepared", "probe_ok"),',
                'sender_guards=("probe_ok",),'),
           ("tests/test_machine.py::test_the_sender_cannot_broadcast_until_every_endpoint_is_"
            "prepared_and_the_probe_passed",)),
    Mutant("probe-check", "the probe passes only when every rank expects the same manifest",
           edit(PROBE, "if len(set(digests)) == 1:", "if True:"),
           ("tests/test_worker.py::test_a_probe_mismatch_is_named_on_every_rank_and_the_group_"
            "survives",
            GAPS + "test_the_probe_fails_when_ranks_hold_the_same_tensors_in_other_buckets")),
    Mutant("checksum-vote", "the commit vote fails when a rank received other bytes than sent",
           edit(PROBE, "differing = [rank for rank, vote in enumerate(votes) if vote != votes[0]]",
                "differing: list[int] = []"),
           ("tests/test_worker.py::test_the_commit_vote_fails_on_every_rank_when_checksums_differ",
            REGRESSIONS + "test_garbled_bytes_never_commit_with_the_default_settings")),
    Mutant("seed-complete-checksums", "a seed complete whose checksums differ fails, rolled back",
           edit(VALIDATION, "            if want != have:\n", "            if False:\n"),
           (EMBEDDED + "test_checksums_that_do_not_match_fail_the_complete",)),
    Mutant("tp-revert", "a staged apply is all or nothing across TP ranks: the applied revert",
           edit(RANKHOST, "        if self.model.applied_uncommitted:\n"
                          "            self.model.revert(self._sink, DISCARD_REVERT_S)\n"),
           (REGRESSIONS + "test_an_apply_that_fails_on_one_tp_rank_is_undone_on_the_others",
            GAPS + "test_an_endpoint_whose_rank_fails_on_the_third_tensor_keeps_the_old_weights")),
    Mutant("zero-copy-revert", "a zero-copy apply undone on the other TP ranks: references back",
           edit(RANK_MODEL, "self.applier.rebind(dict(reversed(replaced.items())))  # tied ones",
                "pass  #"),
           (REGRESSIONS + "test_an_apply_that_fails_on_one_tp_rank_is_undone_on_the_others",)),
    Mutant("abort-after-vote-worker", "a rank whose commit vote passed refuses an abort",
           (Edit(JOB, "            if self._phase is _VotePhase.PASSED:\n"
                      "                return AbortOutcome.COMMITTED\n", ""),
            Edit(JOB, "        if passed:\n            return AbortOutcome.COMMITTED\n", "")),
           (GAPS + "test_a_rank_refuses_an_abort_once_its_vote_passed_and_while_it_is_answered",
            REGRESSIONS + "test_an_abort_while_a_rank_is_inside_the_vote_waits_and_is_refused")),
    Mutant("abort-after-vote-endpoint", "an endpoint refuses an abort once a rank's vote passed",
           edit(ENDPOINT, VOTE_REFUSAL, "if False:"),
           (REGRESSIONS + "test_an_abort_while_a_rank_is_inside_the_vote_waits_and_is_refused",)),
    Mutant("uncertain-vote-rolls-back", "a rank whose vote answer was lost waits for the verdict",
           edit("twophase/receiver/rank_worker.py", "        except GroupNotConnected as exc:",
                "        except GroupNotConnected as exc:\n            raise"),
           (UNCERTAIN
            + "test_an_endpoint_whose_vote_answer_was_lost_commits_on_the_senders_complete",)),
    Mutant("sender-guesses-its-lost-vote", "a sender whose vote answer was lost asks the endpoints",
           edit("twophase/sender/commit_vote.py", "    if not finding.passed:",
                "    if True:"),
           (UNCERTAIN
            + "test_a_sender_whose_vote_answer_was_lost_asks_the_endpoints_and_completes",)),
    # Issue 23: cooperative termination, the committed record, bounded aborts.
    Mutant("uncertain-rolls-back-alone", "an uncertain endpoint never rolls back on its own",
           edit(TERMINATION, "            self.waiting_for = reading.waiting_for\n",
                "            raise SyncFailed('no verdict: rolling back on its own')\n"),
           (UNCERTAIN + TERMINATION_TEST,)),
    Mutant("peer-commit-ignored", "a peer that committed decides the commit",
           edit(TERMINATION, "            if reading.verdict is Verdict.COMMIT:",
                "            if False:"),
           (UNCERTAIN + TERMINATION_TEST,)),
    Mutant("restarted-peer-waits", "a peer restarted since prepare cannot hold the sync",
           edit(RULE, "        return answer.incarnation.id != named.id", "        return False"),
           (LIVENESS + RESTART_TEST, LIVENESS + RULE_TEST)),
    Mutant("live-unknown-rolls-back", "a live peer without a record decides nothing",
           edit(RULE, "        return answer.incarnation.id != named.id", "        return True"),
           (LIVENESS + RULE_TEST,)),
    Mutant("dead-peer-waits", "a silent peer whose process is seen gone cannot hold the sync",
           edit("twophase/peer_outcomes.py", "(who := named.get(name)) and gone(who.process)",
                "(who := named.get(name)) and False"),
           (LIVENESS + DEATH_TEST,)),
    Mutant("trainer-ignores-a-dead-peer", "the trainer's rule sees a dead peer as its peers do",
           edit("twophase/sender/resolver.py", "named, self.sync.prepared_at, dead=dead)",
                "named, self.sync.prepared_at)"),
           (LIVENESS + RESOLVER_DEATH_TEST,)),
    Mutant("silence-elsewhere-is-death", "only a process on this host and pid namespace is seen",
           edit("twophase/processes.py", "    if process is None or here is None or "
                "process.space != here.space:", "    if process is None or here is None:"),
           (LIVENESS + GONE_TEST,)),
    Mutant("resolve-without-the-flag", "an operator's resolve needs accept_split_risk",
           edit(ABORTS,
                "    if request.token is None and not request.accept_split_risk:",
                "    if False:"),
           (LIVENESS + ALERT_TEST,)),
    Mutant("operator-abort-is-a-verdict", "an operator's abort after the yes is recorded only",
           edit(ENDPOINT, "if (outcome is AbortOutcome.VOTED or attempt.vote_uncertain) and not "
                "verdict:", "if False:"),
           (UNCERTAIN + TERMINATION_TEST, UNCERTAIN + VERDICT_TEST)),
    Mutant("verdict-without-token", "only an abort carrying the sync's token is a verdict",
           edit(ABORTS, "        token is not None\n        and attempt.peer_token is not None",
                "        True\n        or attempt.peer_token is not None"),
           (UNCERTAIN + TERMINATION_TEST, UNCERTAIN + VERDICT_TEST)),
    Mutant("peer-token-unchecked", "a peer's question is answered only with the sync's token",
           edit(ABORTS, "    if not is_verdict(attempt, token):", "    if False:"),
           (UNCERTAIN + VERDICT_TEST,)),
    Mutant("complete-failure-fails-a-committed-sync", "past the commit point the sync committed",
           edit(COMPLETION, "failed = [f for f in outcome.failures if f.error.status == 502]",
                "failed = list(outcome.failures)"),
           (REGRESSIONS + "test_a_lost_complete_still_commits_on_the_vote",)),
    Mutant("rolled-back-everywhere-committed", "a version no server holds is not the record",
           edit(COMPLETION, "        if outcome.answers or waiting:", "        if True:"),
           ("tests/test_sender.py::"
            "test_a_commit_every_endpoint_rolled_back_leaves_the_trainer_where_they_are",)),
    Mutant("no-follow-up", "unconfirmed endpoints of a committed sync are followed up",
           edit(COORDINATOR, "            follow_up.start()", "            pass"),
           (REGRESSIONS + "test_a_lost_complete_still_commits_on_the_vote",)),
    Mutant("committed-version-dropped", "the next sync numbers from the committed version",
           edit("twophase/sender/rounds.py", "            _committed(host, exc.committed_version, ",
                "            pass  # (host, exc.committed_version, "),
           ("tests/test_sender.py::test_a_complete_that_fails_at_one_endpoint_is_named_and_rolled_"
            "back_there",)),
    Mutant("abort-unbounded", "an abort answers within ABORT_ANSWER_S; a rollback finishes behind",
           edit(BASE, "await asyncio.wait({rollback}, timeout=left)",
                "await asyncio.wait({rollback})"),
           (REAL + "test_an_abort_with_a_stopped_tp_worker_answers_within_its_bound",)),
    Mutant("abort-waits-for-every-rank", "one rank that took the abort is enough: no vote passes",
           edit("twophase/receiver/rankset.py", "        if AbortOutcome.ACCEPTED in outcomes:\n"
                "            return AbortOutcome.ACCEPTED\n", ""),
           (REAL + "test_an_abort_with_a_stopped_tp_worker_answers_within_its_bound",)),
    Mutant("group-name-check", "a request naming another group is refused, nothing changed",
           edit(VALIDATION, "if group is not None and requested != group:", "if False:"),
           (GAPS + "test_requests_naming_another_group_are_refused_and_change_nothing",
            EMBEDDED + "test_over_budget_and_wrong_group_name_are_refused_without_a_change")),
    Mutant("stale-version", "a prepare whose weight_version is not newer is refused (409)",
           edit(VALIDATION, "    elif new <= version:\n", "    elif False:\n"),
           (EMBEDDED + "test_an_extension_sync_with_probe_checksums_and_vote",)),
    Mutant("rollback-keeps-staged", "a rollback discards the staged data: none of it can apply",
           edit(RANKHOST, "        self._abort(self._handle, reason)\n        self._forget()\n",
                "        self._abort(self._handle, reason)\n"),
           (GAPS + "test_a_discarded_staged_sync_leaves_nothing_to_apply",)),
    Mutant("first-byte-deadline", "the first collective (probe or bucket 0) has first_byte",
           (Edit(WORKER, "group, job.manifest, timeout_s=job.deadlines.first_byte, shared=maps",
                 "group, job.manifest, timeout_s=3600.0, shared=maps"),
            Edit("twophase/core/table.py", PER_BUCKET,
                 '("first_byte", 3600.0) if first else ("progress", self.progress)')),
           ("tests/test_worker.py::test_the_worker_times_out_when_the_sender_never_sends_and_its_"
            "thread_ends",)),
    Mutant("streaming-inconsistent", "a streaming sync failed part-way leaves the rank not serving",
           edit(RANKHOST, "if isinstance(sink, StreamingSink) and sink.applied_any:", "if False:"),
           ("tests/test_serve_faults.py::test_streaming_mode_stays_within_two_buckets_and_"
            "refuses_after_a_midway_failure",)),
    Mutant("no-auth", "with an API key set, a request without it gets 401",
           edit(HTTP, "if api_key is not None and request.path not in OPEN_ROUTES:", "if False:"),
           (KEYS_TEST, "tests/test_serve.py::test_an_api_key_guards_every_route_but_health")),
    # -- issue 23: a refused native call holds nothing hostage
    Mutant("native-drain-any-group",
           "a refused native call is drained only in a native trainer's group (a drain in a "
           "two-phase trainer's group waits for bytes that never come, then destroys its group)",
           edit(ENDPOINT,
                "if self.group_trainer is not GroupTrainer.NATIVE:", "if False:"),
           (NATIVE + "test_4_refused_native_calls_in_a_two_phase_group_answer_at_once_and_keep_it",
            NATIVE + "test_4_a_refused_native_call_beside_a_two_phase_sync_leaves_the_sync_"
                     "unharmed")),
    Mutant("health-asks-every-rank",
           "/health asks every rank within its bound (a stopped TP worker: 503 naming it)",
           edit("twophase/receiver/receiver_app.py",
                "down = await endpoint.rank_set.health(HEALTH_DEADLINE_S)",
                "down = endpoint.rank_set.problems()"),
           (NATIVE + "test_6_health_names_a_stopped_tp_worker_within_its_bound",)),
    Mutant("pause-deadline", "a /pause_generation ends by its deadline",
           (Edit(HTTP, "        self._expiry = asyncio.get_running_loop().call_later(deadline_s, "
                       "self._expire)\n", ""),
            Edit(HTTP, "if self._reason is not None and time.monotonic() >= self._until:",
                 "if False:")),
           (NATIVE + "test_6_a_pause_holds_generate_until_its_deadline_and_sync_state_shows_"
                     "it",)),
    Mutant("native-body-limit", "a native call may be as big as a prepare (100,000 names)",
           edit("twophase/engines/sglang/sglang_routes.py",
                "await parse_manifest(request, endpoint, UpdateWeightsFromDistributedRequest)",
                "await parse(request, UpdateWeightsFromDistributedRequest, "
                "state=endpoint.state.value)"),
           (NATIVE + "test_4_refused_calls_with_no_group_and_a_call_of_100k_names_answer_"
                     "at_once",)),
    Mutant("adopted-set-not-written",
           "the trainer never writes the set of segments a server serves from",
           edit("twophase/transport/shared_memory.py",
                "return 0 if self.live is None or self.sets == 1 else 1 - self.live",
                "return 0"),
           ("tests/test_shared_memory_adopt.py::test_a_server_serves_from_the_trainers_"
            "segments_never_written_under_it",)),
    Mutant("streaming-leaves-adopted-memory",
           "a server copies its weights out of the trainer's segments before writing them",
           edit("twophase/receiver/rankhost.py",
                "shared memory then.\n        model.own_weights(STREAMING_LOAD_WAIT_S)\n",
                "shared memory then.\n"),
           ("tests/test_shared_memory_adopt.py::test_a_streaming_sync_moves_the_weights_out_"
            "of_the_trainers_memory_first",)),
    Mutant("partial-sync-leaves-adopted-memory",
           "a sync of part of the model moves the rest out of the trainer's older set",
           edit("twophase/receiver/rankhost.py",
                "model.own_weights(STREAMING_LOAD_WAIT_S, keep={s.name for s in manifest.specs})",
                "pass"),
           ("tests/test_zero_copy.py::test_a_sync_of_part_of_the_model_leaves_the_rest_where_"
            "it_lives[adopted]",)),
)
# fmt: on


class Outcome(Enum):
    KILLED = "killed"
    TIMED_OUT = "killed (timeout)"
    SURVIVED = "SURVIVED"
    BROKEN = "BROKEN"  # the tests could not run at all (collection error, bad node id)


@dataclass(frozen=True)
class Result:
    mutant: Mutant
    outcome: Outcome
    seconds: float
    output: str


def snippet_problems(mutants: tuple[Mutant, ...], root: Path) -> list[str]:
    """Every edit whose snippet does not occur exactly once in today's source."""
    problems = []
    for mutant in mutants:
        for edit in mutant.edits:
            path = root / edit.path
            count = path.read_text().count(edit.old) if path.exists() else 0
            if count != 1:
                problems.append(
                    f"{mutant.name}: {edit.path}: the snippet occurs {count} times, not once: "
                    f"{edit.old.strip()[:80]!r}"
                )
    return problems


def copy_tree(destination: Path) -> Path:
    tree = destination / "tree"
    shutil.copytree(ROOT, tree, ignore=IGNORED)
    return tree


def apply(mutant: Mutant, tree: Path) -> None:
    for edit in mutant.edits:
        path = tree / edit.path
        text = path.read_text()
        assert text.count(edit.old) == 1, (mutant.name, edit.path)
        path.write_text(text.replace(edit.old, edit.new))


def run_tests(tree: Path, tests: tuple[str, ...]) -> tuple[Outcome, str]:
    """Run ``tests`` against ``tree``: KILLED if one failed, SURVIVED if all passed. The verdict
    comes from pytest's report, written before the interpreter exits (a thread left blocked in
    a collective by a mutant may abort the exit itself)."""
    env = os.environ | {"PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTEST_ADDOPTS", None)
    report = tree / "mutant-report.xml"
    command = [
        sys.executable, "-m", "pytest", "-q", "-x", "--tb=line", "-p", "no:cacheprovider",
        "-o", f"timeout={TEST_TIMEOUT_S}", f"--junitxml={report}", *tests,
    ]  # fmt: skip
    try:
        done = subprocess.run(
            command, cwd=tree, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S
        )
    except subprocess.TimeoutExpired as exc:
        output = exc.stdout if isinstance(exc.stdout, str) else ""
        return Outcome.TIMED_OUT, output
    output = done.stdout + done.stderr
    if done.returncode in (2, 3, 4, 5) or not report.exists():
        return Outcome.BROKEN, output  # interrupted, internal or usage error, no tests, crash
    suite = ElementTree.parse(report).getroot().iter("testsuite")
    counts = [(int(s.get("tests", 0)), int(s.get("failures", 0)) + int(s.get("errors", 0)))
              for s in suite]  # fmt: skip
    ran, failed = sum(c[0] for c in counts), sum(c[1] for c in counts)
    if failed:
        return (Outcome.TIMED_OUT if "+++ Timeout +++" in output else Outcome.KILLED), output
    return (Outcome.SURVIVED if ran else Outcome.BROKEN), output


def imported_from(tree: Path) -> str:
    """Where ``twophase`` is imported from with the copy's environment."""
    env = os.environ | {"PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", "import twophase; print(twophase.__file__)"],
        cwd=tree, env=env, capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    return done.stdout.strip()


def baseline(mutants: tuple[Mutant, ...]) -> str | None:
    """Run every named test once against an unmutated copy; None if all pass, else why not."""
    tests = tuple(dict.fromkeys(test for mutant in mutants for test in mutant.tests))
    with tempfile.TemporaryDirectory(prefix="twophase-baseline-") as scratch:
        tree = copy_tree(Path(scratch))
        where = imported_from(tree)
        if not where.startswith(str(tree)):
            return f"the copy is not what the tests import: twophase comes from {where}"
        outcome, output = run_tests(tree, tests)
    if outcome is not Outcome.SURVIVED:
        return f"the tests do not pass on the unmutated tree ({outcome.value}):\n{tail(output)}"
    return None


def run_mutant(mutant: Mutant, each_test: bool = False) -> Result:
    """Killed when one of the mutant's tests fails; with ``each_test``, only when every one
    of them fails on its own (to check that each test named still catches it)."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f"twophase-mutant-{mutant.name}-") as scratch:
        tree = copy_tree(Path(scratch))
        apply(mutant, tree)
        if not each_test:
            outcome, output = run_tests(tree, mutant.tests)
        else:
            runs = [(test, *run_tests(tree, (test,))) for test in mutant.tests]
            worst = [o for _, o, _ in runs if o in (Outcome.SURVIVED, Outcome.BROKEN)]
            outcome = worst[0] if worst else runs[0][1]
            output = "\n".join(f"{o.value}: {test}\n{out}" for test, o, out in runs)
    return Result(mutant, outcome, time.monotonic() - started, output)


def tail(text: str, lines: int = 15) -> str:
    return "\n".join("    " + line for line in text.strip().splitlines()[-lines:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the mutants and exit")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these mutants")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at a time (default 1)")
    parser.add_argument("--min-kill-rate", type=float, default=1.0, help="default 1.0 (all)")
    parser.add_argument("--skip-baseline", action="store_true", help="trust the tests pass")
    parser.add_argument("--each-test", action="store_true", help="every test must catch it")
    parser.add_argument("--verbose", action="store_true", help="show how each mutant was killed")
    args = parser.parse_args(argv)
    mutants = MUTANTS
    if args.only:
        unknown = set(args.only) - {m.name for m in MUTANTS}
        if unknown:
            parser.error(f"no such mutant: {', '.join(sorted(unknown))}")
        mutants = tuple(m for m in MUTANTS if m.name in args.only)
    if args.list:
        for mutant in mutants:
            print(f"{mutant.name}: breaks '{mutant.breaks}'")
            for test in mutant.tests:
                print(f"    {test}")
        return 0
    problems = snippet_problems(mutants, ROOT)
    if problems:
        print("the mutant list is out of date (update specs/mutants.py):", *problems, sep="\n  ")
        return 2
    started = time.monotonic()
    if not args.skip_baseline:
        print(f"baseline: the {len(mutants)} mutants' tests on the unmutated tree ...", flush=True)
        failure = baseline(mutants)
        if failure is not None:
            print(failure)
            return 2
    results: list[Result] = []
    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for result in pool.map(lambda m: run_mutant(m, args.each_test), mutants):
            results.append(result)
            print(f"{result.outcome.value:17} {result.mutant.name:34} {result.seconds:5.1f} s")
            if args.verbose or result.outcome in (Outcome.SURVIVED, Outcome.BROKEN):
                print(f"    breaks: {result.mutant.breaks}\n{tail(result.output)}", flush=True)
    killed = sum(r.outcome in (Outcome.KILLED, Outcome.TIMED_OUT) for r in results)
    rate = killed / len(results)
    elapsed = time.monotonic() - started
    print(f"kill rate: {killed}/{len(results)} = {rate:.0%} in {elapsed:.0f} s")
    if any(r.outcome is Outcome.BROKEN for r in results):
        return 2
    return 0 if rate >= args.min_kill_rate else 1


if __name__ == "__main__":
    sys.exit(main())
