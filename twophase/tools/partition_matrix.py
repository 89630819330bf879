"""``make partition-matrix``: cut links at every phase of real syncs across hosts.

A trainer and two servers (TP 2 and TP 1), each on its own host of a ``netcluster`` (network
namespaces, 1 gbit links; needs root). For each case of ``twophase.testing.partitions.matrix``
(phase x who is cut x heal time, then a flapping link and a 10x slower link per server) one
sync with the fault and the next sync after healing; a line per case with the outcome, the
time to end and the invariants' verdict. Exits 1 if any invariant broke.

    python -m twophase.tools.partition_matrix --heal 0.5,8
"""

from __future__ import annotations

import argparse
import time

from twophase.testing.netcluster import Cluster, refuse
from twophase.testing.netprocs import Deployment
from twophase.testing.partitions import CASE_TIMEOUTS, matrix, run_case

HOSTS = ("trainer", "s1", "s2")


def run(args: argparse.Namespace) -> int:
    if refuse("partition matrix"):
        return 2
    heals = tuple(float(h) for h in args.heal.split(","))
    cases = matrix(tuple(args.victims.split(",")), heals)
    if args.only:
        cases = [c for c in cases if c.phase in args.only.split(",")]
    print(f"deadlines {CASE_TIMEOUTS}; {len(cases)} cases; links {args.rate}")
    started = time.monotonic()
    bad = 0
    with Cluster(HOSTS, rate=args.rate) as cluster, Deployment(
        cluster, servers={"s1": 2, "s2": 1}, size=args.size,
        trainer_args=("--bucket-delay", str(args.bucket_delay)),
    ) as deployment:  # fmt: skip
        deployment.register()
        digests: dict[int, str] = {}
        status, reply, _ = deployment.sync(bucket_mb=args.bucket_mb)
        print(f"first sync: {status} {reply.get('message')} ({reply.get('num_buckets')} buckets)")
        for case in cases:
            outcome = run_case(
                cluster, deployment, case, digests, bucket_mb=args.bucket_mb, rate=args.rate
            )
            bad += bool(outcome.problems)
            print(outcome.line(), flush=True)
            if not outcome.success:
                print(f"    {outcome.message[:240]}", flush=True)
    print(f"\n{len(cases) - bad}/{len(cases)} cases held every invariant "
          f"({time.monotonic() - started:.0f} s)")  # fmt: skip
    return 1 if bad else 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--heal", default="0.5,8", help="heal times in seconds, comma-separated")
    parser.add_argument("--victims", default=",".join(HOSTS))
    parser.add_argument("--only", default="", help="only these phases (comma-separated)")
    parser.add_argument("--rate", default="1gbit")
    parser.add_argument("--size", default="small")
    parser.add_argument("--bucket-mb", type=float, default=0.25)
    parser.add_argument("--bucket-delay", type=float, default=0.05)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m twophase.tools.partition_matrix", description=__doc__
    )
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
