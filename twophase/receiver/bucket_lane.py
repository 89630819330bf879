"""A whole-model sync's one lane on a receiving rank, as ``transport/landing.py`` takes it
(``bucket_lane``): every bucket by broadcast (or, in a mixed delta round, from the trainer
alone, point to point), landing in the job's sink: staged for the all-at-once apply or
streamed into the model. A bucket comes whole, as a delta of the live weights
(``DeltaSink``), or from the trainer's shared memory (or CUDA IPC), copied into staging or,
where the model takes staged tensors as its own, staged where it is (adopted)."""

from __future__ import annotations

from dataclasses import dataclass

import torch

from twophase.core.buckets import Bucket, Manifest, unpack
from twophase.core.transfers import Route
from twophase.errors import SharedMemoryError
from twophase.receiver.receive_job import ReceiveJob
from twophase.receiver.sinks import DeltaSink, StagedSink
from twophase.transport.landing import InLane
from twophase.transport.shared_offer import Offer
from twophase.transport.shared_route import RouteMaps, empty_signal
from twophase.transport.transfer import Lane


def bucket_lane(
    job: ReceiveJob,
    device: torch.device,
    stream: torch.cuda.Stream | None,
    via: Offer | None,
    maps: RouteMaps,
) -> InLane:
    """``job``'s buckets as one lane into its sink on ``device``; ``via``: the trainer's
    shared memory, where every rank maps it (``maps``: this rank's mappings of it)."""
    sink = job.sink
    delta = isinstance(sink, DeltaSink) and via is None
    # Each bucket staged in the trainer's segment itself, not copied out of it: where the
    # trainer keeps two sets (in host memory) and the model takes staged tensors as its
    # own, in host memory too.
    adopting = (
        via is not None and via.adoptable and device.type == "cpu"
        and isinstance(sink, StagedSink) and sink.adopts
    )  # fmt: skip
    flat = delta or job.point_to_point  # one buffer per bucket, an empty one not sent
    route: Route = "point_to_point" if job.point_to_point else "broadcast"
    what = "bucket {index}" + (" delta" if delta else "") + " ({deadline})"
    lane = Lane(len(job.manifest.buckets), route, 0, what, skip_empty=flat)
    return InLane(
        lane,
        SinkLanding(job, device, stream, adopting),
        delta=SinkDelta(sink, device) if isinstance(sink, DeltaSink) and delta else None,
        segments=None if via is None else OfferSegments(maps, via, device),
    )


@dataclass(frozen=True)
class SinkLanding:
    """The job's buckets into its sink; ``adopting``: a bucket in the trainer's shared
    memory is staged where it is."""

    job: ReceiveJob
    device: torch.device
    stream: torch.cuda.Stream | None
    adopting: bool

    @property
    def manifest(self) -> Manifest:
        return self.job.manifest

    def buffer(self, bucket: Bucket, timeout_s: float) -> torch.Tensor:
        return self.job.sink.buffer_for(bucket, self.device, timeout_s)

    def wire(self, bucket: Bucket, buffer: torch.Tensor) -> list[torch.Tensor]:
        job = self.job
        if job.transfer_format == "per_tensor" and not job.point_to_point:
            views = unpack(bucket, buffer)
            return [views[name] for name in bucket.names]
        return [buffer[: bucket.nbytes]]

    def from_segment(
        self, bucket: Bucket, segment: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        if self.adopting:
            return segment, True
        buffer = self.buffer(bucket, timeout_s)
        buffer[: bucket.nbytes].copy_(segment)  # staging: the trainer writes it again
        if self.stream is not None and self.job.checksum is None:
            # No checksum waits for the copy before the vote: the trainer may write the
            # buffer again once the vote is over.
            self.stream.synchronize()
        return buffer, False

    def land(
        self, bucket: Bucket, held: torch.Tensor, ready: torch.cuda.Event | None, adopted: bool
    ) -> None:
        sink = self.job.sink
        if adopted:
            assert isinstance(sink, StagedSink)
            sink.adopt(bucket, held)
        else:
            sink.received(bucket, held, ready)


@dataclass(frozen=True)
class SinkDelta:
    """A broadcast's delta: each payload into the sink's scratch, patched into staging
    packed from the live weights (``DeltaSink``)."""

    sink: DeltaSink
    device: torch.device

    def payload(self, bucket: Bucket) -> torch.Tensor:
        return self.sink.payload_buffer(bucket, self.device)

    def patch(
        self, bucket: Bucket, payload: torch.Tensor, timeout_s: float
    ) -> tuple[torch.Tensor, bool]:
        return self.sink.patch(bucket, payload, self.device, timeout_s)


@dataclass(frozen=True)
class OfferSegments:
    """The buckets in the trainer's pool (``via``), each signal naming one."""

    maps: RouteMaps
    via: Offer
    device: torch.device

    def signal(self) -> torch.Tensor:
        return empty_signal(self.via, self.device)

    def take(self, bucket: Bucket, sent: torch.Tensor) -> torch.Tensor:
        try:
            return self.maps.take(self.via, sent, bucket.index, bucket.nbytes)
        except (OSError, ValueError) as exc:
            raise SharedMemoryError(f"bucket {bucket.index}: {exc}") from exc
