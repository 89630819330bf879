"""The wire messages, as pydantic v2 models.

The four seed routes accept the requests of seeds 000 and 001 exactly as written and
answer with the fields those seeds show. Everything of ours is an optional field whose
default keeps the seed behaviour, or a new route. Unknown fields are ignored, so a newer
peer's extensions do not break an older one.

Validation errors name the field (pydantic puts the field's path in each error; checks
across fields say the field names in their message).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import math
import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
    model_validator,
)

from twophase.core.delta_sizes import DeltaKind, encoded_size
from twophase.core.dtypes import normalize_dtype_name
from twophase.core.table import Deadlines
from twophase.core.termination import Incarnation, PeerOutcome, UncertainStatus

# Limits past which a shape is a mistake, not a model: no real tensor has more dimensions or
# elements than this, and accepting one would let a request ask for an absurd allocation.
MAX_NDIM = 32
MAX_NUMEL = 2**48

DEFAULT_GROUP_NAME = "weight_sync_group"
# Bounds on the trainer's numbers: past these a value is a mistake, and accepting it would
# overflow a deadline, a bucket plan or a group (a 400 naming the field instead).
MAX_DEADLINE_S = 86400.0  # a day
MAX_BUFFER_SIZE_MB = 1024.0 * 1024  # a TiB per bucket
MAX_BUCKET_BYTES = int(MAX_BUFFER_SIZE_MB) << 20
# Bounds on what a receiver is sent: a group's size costs every rank memory when it forms
# (4e6 ranks cost a TP worker about 1 GB), and a name or id is stored and echoed.
MAX_GROUP_WORLD_SIZE = 4096  # the trainer and every TP rank of every endpoint
MAX_WEIGHT_VERSION = 2**63 - 1
MAX_NAME_LENGTH = 256  # group names, sync ids, attempts
MAX_TENSOR_NAME_LENGTH = 4096
MAX_TEXT_LENGTH = 4096  # reasons, digests, checksums
MAX_LORA_RANK = 4096
MAX_LORA_TARGETS = 64  # module names an adapter targets (q_proj, ...), not its tensors

Port = Annotated[int, Field(ge=1, le=65535, description="a TCP port, 1..65535")]
NonEmptyStr = Annotated[str, Field(min_length=1)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH)]
TensorName = Annotated[str, Field(min_length=1, max_length=MAX_TENSOR_NAME_LENGTH)]
DtypeName = Annotated[str, AfterValidator(normalize_dtype_name)]
Checksum = Annotated[str, Field(max_length=MAX_TEXT_LENGTH)]
# Cut, not refused: a request must not fail on the length of the reason it reports.
Reason = Annotated[NonEmptyStr, AfterValidator(lambda text: text[:MAX_TEXT_LENGTH])]
# Per TP rank, per tensor: boxes, ``[start, stop]`` per dim (``SyncCapabilities``).
RankBoxes = list[dict[str, list[list[list[int]]]]]
TransferFormat = Literal["per_tensor", "flattened"]
ChecksumAlgorithm = Literal["crc32", "sha256", "xxh3", "wsum64"]
# "auto": wsum64 (on the device) when the trainer's tensors are on CUDA, else xxh3 (on the
# host, the fastest there), each where every endpoint speaks it; crc32 otherwise.
ChecksumChoice = Literal["auto", "crc32", "sha256", "xxh3", "wsum64"]
Backend = Literal["nccl", "gloo"]
VoteOutcome = Literal["pending", "passed", "failed", "uncertain"]
# A sync's credential for its endpoints' questions to each other: random, given in prepare.
PeerToken = Annotated[str, Field(min_length=16, max_length=128)]


def _check_shape(shape: list[int]) -> list[int]:
    if len(shape) > MAX_NDIM:
        raise ValueError(f"shape {shape} has {len(shape)} dimensions (at most {MAX_NDIM})")
    for dim in shape:
        if dim < 0:
            raise ValueError(f"shape {shape} has a negative dimension {dim}")
    if math.prod(shape) > MAX_NUMEL:
        raise ValueError(f"shape {shape} has more than {MAX_NUMEL} elements")
    return shape


Shape = Annotated[list[int], AfterValidator(_check_shape)]

_HOST_LABEL = re.compile(r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def check_host(host: str) -> str:
    """A host name (RFC 1123 labels) or an IP literal, nothing else: no port, path, user,
    scope id, space or control character can ride along into the URLs built from it."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        labels = host.removesuffix(".").split(".")
        if len(host) <= 253 and all(_HOST_LABEL.fullmatch(label) for label in labels):
            return host
    else:
        if not (isinstance(address, ipaddress.IPv6Address) and address.scope_id):
            return host
    raise ValueError(f"{host[:80]!r} is not a host name (RFC 1123) or an IP address literal")


Host = Annotated[str, AfterValidator(check_host)]
DeadlineSeconds = Annotated[float, Field(gt=0, le=MAX_DEADLINE_S, allow_inf_nan=False)]


def problems(exc: ValidationError) -> list[str]:
    """Each of a failed validation's problems, as ``field.path: what is wrong`` (``body``:
    the whole)."""
    return [f"{'.'.join(map(str, e['loc'])) or 'body'}: {e['msg']}" for e in exc.errors()]


class WireModel(BaseModel):
    model_config = ConfigDict(extra="ignore")


# --------------------------------------------------------------------------- extensions


class Timeouts(WireModel):
    """Per-sync overrides of the table's deadlines, in seconds (None: the table's default).
    Finite and at most a day: a deadline past that is a mistake, and would overflow."""

    group_join: DeadlineSeconds | None = None
    prepare: DeadlineSeconds | None = None
    first_byte: DeadlineSeconds | None = None
    progress: DeadlineSeconds | None = None
    apply: DeadlineSeconds | None = None
    uncertain_alert: DeadlineSeconds | None = None

    def over(self, base: Deadlines | None = None) -> Deadlines:
        """The wire's deadlines as ``Deadlines``: the override where given, else ``base``'s
        (default: the table's)."""
        return dataclasses.replace(base or Deadlines(), **self.model_dump(exclude_none=True))

    @classmethod
    def of(cls, deadlines: Deadlines) -> Timeouts:
        """``deadlines`` on the wire: every one set."""
        return cls(**deadlines.as_dict())


# --------------------------------------------------------------------------- seed routes


class SuccessResponse(WireModel):
    """The answer of init, destroy and abort: ``{"success": ..., "message": ...}``."""

    success: bool
    message: str = ""


class InitWeightsUpdateGroupRequest(WireModel):
    master_address: Host
    master_port: Port
    rank_offset: int = Field(ge=1, description="this endpoint's first rank in the sync group")
    world_size: int = Field(
        ge=2, le=MAX_GROUP_WORLD_SIZE, description="the sync group's size: 1 trainer + all TP ranks"
    )
    group_name: Name = DEFAULT_GROUP_NAME
    backend: Backend = "nccl"
    # Extensions.
    attempt: Name | None = Field(
        default=None,
        description="per-attempt store prefix; only sent to peers that advertise it",
    )
    timeout_s: DeadlineSeconds | None = Field(default=None, description="group join deadline")
    staging_bytes: int | None = Field(
        default=None,
        ge=0,
        le=MAX_BUCKET_BYTES,
        description="the largest bucket planned: host staging (gloo on a GPU) made as the "
        "group forms",
    )

    @model_validator(mode="after")
    def _offset_inside_world(self) -> InitWeightsUpdateGroupRequest:
        if self.rank_offset >= self.world_size:
            raise ValueError(
                f"rank_offset ({self.rank_offset}) must be below world_size ({self.world_size})"
            )
        return self


class BucketMetadata(WireModel):
    names: list[TensorName] = Field(min_length=1)
    dtypes: list[DtypeName]
    shapes: list[Shape]

    @model_validator(mode="after")
    def _same_lengths(self) -> BucketMetadata:
        lengths = {"names": len(self.names), "dtypes": len(self.dtypes), "shapes": len(self.shapes)}
        if len(set(lengths.values())) != 1:
            raise ValueError(
                "names, dtypes and shapes must have the same length, got "
                + ", ".join(f"{k}={v}" for k, v in lengths.items())
            )
        return self


class PeerAddress(WireModel):
    """Where another endpoint of the same sync answers ``/sync_outcome``."""

    host: Host
    port: Port
    # Which run of its process the sync's prepare reached (None: an older sender's list).
    incarnation: Incarnation | None = None

    @property
    def name(self) -> str:
        return f"{self.host}:{self.port}"


# -- the delta part of a prepare ----------------------------------------------------------------


class DeltaBucket(WireModel):
    """How one bucket travels in a delta sync (``core/delta.py``): its encoding, the changed
    words and the payload's bytes (what the receiver posts its receive for)."""

    kind: DeltaKind
    changed: int = Field(ge=0)
    word: Literal[1, 2, 4, 8]
    nbytes: int = Field(ge=0)
    bucket_nbytes: int = Field(ge=0)

    @model_validator(mode="after")
    def _sizes_agree(self) -> DeltaBucket:
        words, rest = divmod(self.bucket_nbytes, self.word)
        if rest:
            raise ValueError(f"bucket_nbytes {self.bucket_nbytes} is not a multiple of word")
        if self.changed > words:
            raise ValueError(f"changed {self.changed} is more than the bucket's {words} words")
        expected = encoded_size(self.kind, self.changed, self.bucket_nbytes, self.word)
        if self.nbytes != expected:
            raise ValueError(
                f"nbytes {self.nbytes}: a {self.kind} delta of {self.changed} changed words "
                f"in {self.bucket_nbytes} bytes has {expected}"
            )
        return self


class DeltaPrepare(WireModel):
    """A delta sync's base and encodings: the receiver must hold exactly ``base_version``,
    whose buckets hashed (with the prepare's checksum) to ``base_checksums``, and patches
    each bucket of that base by its ``buckets`` entry."""

    base_version: int = Field(ge=0, le=MAX_WEIGHT_VERSION)
    base_checksums: list[Checksum]
    buckets: list[DeltaBucket]

    @model_validator(mode="after")
    def _one_per_bucket(self) -> DeltaPrepare:
        if len(self.base_checksums) != len(self.buckets):
            raise ValueError(
                f"delta: {len(self.base_checksums)} base checksums for {len(self.buckets)} buckets"
            )
        return self


class DeltaBaseInfo(WireModel):
    """The base an endpoint can take a delta against (in its capabilities): the version it
    serves, whose buckets (``manifest_digest``'s) hashed to checksums of this digest. After a
    sharded sync the buckets are its pairs' (``manifest_digest``: their layout,
    ``reshard.pairs_layout_digest``), the checksums in its ranks' order, each rank's senders
    in order."""

    version: int
    manifest_digest: str = Field(max_length=MAX_TEXT_LENGTH)
    checksum: ChecksumAlgorithm
    checksums_digest: str = Field(max_length=MAX_TEXT_LENGTH)


# -- the sharded part of a prepare (many senders) -------------------------------------------

MAX_MOVES_PER_PAIR = 1 << 20
Ranges = list[tuple[int, int]]  # a box: [start, stop] per dim, in the full tensor's coordinates


class PairPart(WireModel):
    """The moves of one (sender rank, TP rank) pair, in the plan's order: a tensor name and
    a box each. Both ends build the pair's buckets from this list with the same function.
    A delta sync's pair (``delta``) carries each bucket's encoding and its base's checksum;
    without it the pair's buckets travel whole."""

    sender: int = Field(ge=0, lt=MAX_GROUP_WORLD_SIZE)
    moves: list[tuple[str, Ranges]] = Field(max_length=MAX_MOVES_PER_PAIR)
    delta: list[DeltaBucket] | None = None
    base_checksums: list[Checksum] | None = None

    @model_validator(mode="after")
    def _delta_and_base(self) -> PairPart:
        if (self.delta is None) != (self.base_checksums is None) or (
            self.delta is not None
            and self.base_checksums is not None
            and len(self.delta) != len(self.base_checksums)
        ):
            raise ValueError(
                f"sender {self.sender}: a pair's delta needs one base checksum per bucket"
            )
        return self


class ShardedReceive(WireModel):
    """What each TP rank of the endpoint receives from each sender rank (``core/reshard.py``'s
    plan), beside the manifest, which still names every tensor with its full shape.
    ``delta_base``: the base the pairs' deltas patch (set where any pair carries one)."""

    senders: int = Field(ge=1, lt=MAX_GROUP_WORLD_SIZE)
    plan_digest: str = Field(min_length=1, max_length=MAX_TEXT_LENGTH)
    buffer_size_mb: float = Field(gt=0, le=MAX_BUFFER_SIZE_MB)
    ranks: list[list[PairPart]] = Field(max_length=MAX_GROUP_WORLD_SIZE)  # per TP rank
    delta_base: DeltaBaseInfo | None = None
    # Every receiver rank of the sync takes the same buckets from the one sender: they come
    # by one broadcast, not a receive per pair (set only where every endpoint takes it:
    # capabilities' ``sharded_broadcast``).
    broadcast: bool = False
    # On the trainer's host: each sender rank's offer of its shared memory, by sender rank
    # (``transport/pairs.py``): its pairs' buckets may come through it, each bucket's signal
    # on the wire (every rank says in the probe whether it maps every sender's). Offered
    # only where every endpoint says ``shared_memory_pairs``.
    shared_memory: list[SharedMemoryOffer] | None = Field(
        default=None, max_length=MAX_GROUP_WORLD_SIZE
    )

    @property
    def has_delta(self) -> bool:
        return any(part.delta is not None for parts in self.ranks for part in parts)


class CudaIpcOffer(WireModel):
    """The trainer's buckets are CUDA memory (``transport/cuda_ipc.py``): its GPU's UUID
    (device numbers differ between processes) and the encoded CUDA IPC handle of a small
    buffer that holds the offer's token."""

    device_uuid: str = Field(pattern=r"^[A-Za-z0-9-]{1,80}$")
    probe: str = Field(pattern=r"^([0-9a-f]{2}){1,1024}$")


class SharedMemoryOffer(WireModel):
    """The trainer's offer of its shared memory for this sync's buckets (same host:
    ``transport/shared_memory.py``): its pool's id, which names its segments in ``/dev/shm``
    (so a strict pattern: no path of any other file can be formed from it), and the token
    its probe segment holds. Each rank answers whether it maps it in the probe. ``cuda``:
    the buckets are on the trainer's GPU, opened by CUDA IPC (None: ``/dev/shm``)."""

    pool: str = Field(pattern=r"^[0-9]{1,10}-[0-9a-f]{8}$")
    token: str = Field(pattern=r"^[0-9a-f]{32}$")
    cuda: CudaIpcOffer | None = None
    # The trainer will not write a segment again while a server may serve from it (two
    # sets): a rank whose model takes received tensors as its own may keep the segment as
    # its weights instead of copying it (``SegmentPool``). False: copy.
    adopt: bool = False


class AdapterSync(WireModel):
    """A sync of one named LoRA adapter in place of the base weights (prepare's ``adapter``):
    its buckets hold the adapter's matrices (``core/adapters.py``), and the endpoint's base
    weights and their version are left as they are. ``base_version``: the base weights'
    version it was trained against (None: any); an endpoint at another refuses it (412)."""

    name: Name
    rank: int = Field(ge=1, le=MAX_LORA_RANK)
    alpha: float = Field(gt=0, allow_inf_nan=False)
    rslora: bool = False  # scale by alpha / sqrt(rank), not alpha / rank
    target_modules: list[Name] = Field(min_length=1, max_length=MAX_LORA_TARGETS)
    base_version: int | None = Field(default=None, ge=0, le=MAX_WEIGHT_VERSION)


class AdapterHeld(WireModel):
    """One adapter an endpoint holds (``SyncCapabilities.adapters``, ``/sync_state``)."""

    version: int = Field(ge=1)
    rank: int
    base_version: int | None = None
    # The base a delta of this adapter may patch (its version's buckets), if one is kept.
    delta_base: DeltaBaseInfo | None = None


class PrepareWeightsUpdateRequest(WireModel):
    num_buckets: int = Field(ge=1)
    buckets: list[BucketMetadata]
    group_name: Name
    # Extensions.
    sync_id: Name | None = None
    weight_version: int | None = Field(default=None, ge=0, le=MAX_WEIGHT_VERSION)
    transfer_format: TransferFormat = "per_tensor"
    checksum: ChecksumAlgorithm | None = None
    manifest_digest: str | None = Field(default=None, max_length=MAX_TEXT_LENGTH)
    timeouts: Timeouts | None = None
    # The other endpoints of this sync, and the credential to ask them how it ended, for
    # an endpoint whose commit vote's answer is lost (cooperative termination).
    peers: list[PeerAddress] | None = Field(default=None, max_length=MAX_GROUP_WORLD_SIZE)
    peer_token: PeerToken | None = None
    # Other endpoints of the sync that vote but cannot be asked (another engine's).
    unasked_voters: int = Field(default=0, ge=0, le=MAX_GROUP_WORLD_SIZE)
    # Many senders, each TP rank receiving its own pieces (None: one sender broadcasts).
    sharded: ShardedReceive | None = None
    # A delta against the version the endpoint holds (None: whole buckets).
    delta: DeltaPrepare | None = None
    # Each bucket comes from the trainer (rank 0) to each rank of this endpoint point to point,
    # not by broadcast: a round whose endpoints take different bytes (a delta, or whole).
    point_to_point: bool = False
    # One named LoRA adapter, not the base weights (None: the base weights).
    adapter: AdapterSync | None = None
    # The trainer is on this endpoint's host: the buckets may come through its shared memory.
    shared_memory: SharedMemoryOffer | None = None

    @model_validator(mode="after")
    def _consistent(self) -> PrepareWeightsUpdateRequest:
        if self.num_buckets != len(self.buckets):
            raise ValueError(
                f"num_buckets ({self.num_buckets}) != len(buckets) ({len(self.buckets)})"
            )
        if self.delta is not None and len(self.delta.buckets) != self.num_buckets:
            raise ValueError(
                f"delta: {len(self.delta.buckets)} buckets for num_buckets {self.num_buckets}"
            )
        first_seen: dict[str, int] = {}
        for index, bucket in enumerate(self.buckets):
            for name in bucket.names:
                if name in first_seen:
                    raise ValueError(
                        f"names: duplicate tensor name {name!r} "
                        f"(buckets {first_seen[name]} and {index})"
                    )
                first_seen[name] = index
        return self


class PrepareWeightsUpdateResponse(WireModel):
    status: Literal["ready", "error"]
    success: bool
    message: str = ""
    # Extension: the run of the endpoint's process that took the prepare (the sender checks
    # it is the one it named to the peers).
    incarnation: Incarnation | None = None

    @model_validator(mode="before")
    @classmethod
    def _success_from_status(cls, data: Any) -> Any:
        # Seed 000's response has no "success"; seed 001's has it. Both parse.
        if isinstance(data, dict) and "success" not in data:
            data = {**data, "success": data.get("status") == "ready"}
        return data


class CompleteWeightsUpdateRequest(WireModel):
    group_name: Name
    flush_cache: bool = False
    # Extensions.
    sync_id: Name | None = None
    bucket_checksums: list[Checksum] | None = None


class SyncPause(WireModel):
    """What one good sync cost an endpoint's inference. ``pause_ms``: its weights' write lock
    held (the apply; a streaming sync's bucket loads too), the most of any TP rank;
    ``generate_waits``: inference requests that waited for the read lock during the sync
    (every rank's), ``generate_wait_ms`` the longest wait. Figures, not limits: unchecked,
    so that an odd value from a peer cannot fail a sync that committed."""

    sync_id: str | None = None
    weight_version: int | None = None
    pause_ms: float = 0.0
    generate_waits: int = 0
    generate_wait_ms: float = 0.0


class CompleteWeightsUpdateResponse(WireModel):
    success: bool
    num_buckets_received: int = Field(default=0, ge=0)
    message: str = ""
    # Extensions.
    weight_version: int | None = None
    pause: SyncPause | None = None

    @field_validator("pause", mode="wrap")
    @classmethod
    def _pause_or_none(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        # A figure must never fail the answer of a sync that committed: a bad one is dropped.
        try:
            return handler(value)
        except ValidationError:
            return None


class DestroyWeightsUpdateGroupRequest(WireModel):
    group_name: Name = DEFAULT_GROUP_NAME


# --------------------------------------------------------------------------- our routes


class AbortWeightsUpdateRequest(WireModel):
    group_name: Name = DEFAULT_GROUP_NAME
    sync_id: Name | None = None
    reason: Reason = "abort requested"
    # The sender's verdict that this sync's vote failed (or never ran), with the sync's peer
    # token: only that rolls back an endpoint that cast its yes. Without it an abort there
    # is recorded and answered, and the endpoint resolves with the sender and its peers.
    verdict_token: PeerToken | None = None


class SyncOutcomeRequest(WireModel):
    """A peer's question (``POST /sync_outcome``): how did ``sync_id`` end for you?"""

    sync_id: Name
    token: PeerToken


class SyncOutcomeResponse(WireModel):
    sync_id: str
    outcome: PeerOutcome
    weight_version: int | None = None  # the version it committed (committed)
    incarnation: Incarnation | None = None  # who answers (a restarted peer: another one)


class ResolveSyncRequest(WireModel):
    """``POST /resolve_sync``: end an UNCERTAIN endpoint's sync by a decision from outside.
    With the sync's ``token``: the trainer's verdict, justified by the endpoints' answers
    (``core/termination.py``). Without it: an operator's, who knows the missing peer is gone
    for good; it may split the servers' versions, so it is refused unless
    ``accept_split_risk`` says so."""

    sync_id: Name
    decision: Literal["commit", "rollback"]
    token: PeerToken | None = None
    accept_split_risk: StrictBool = False
    reason: Reason = "resolved by an operator"


class ErrorResponse(WireModel):
    """The body of every 4xx/5xx answer: what is wrong, and the state it left unchanged."""

    success: Literal[False] = False
    message: str
    state: str | None = None


class SyncCapabilities(WireModel):
    """What a peer speaks beyond the seed protocol (``GET /sync_capabilities``)."""

    protocol: Literal["twophase"] = "twophase"
    protocol_version: int = 1
    transfer_formats: list[TransferFormat] = ["per_tensor", "flattened"]
    checksums: list[ChecksumAlgorithm] = ["crc32", "sha256", "xxh3", "wsum64"]
    probe: bool = True
    vote: bool = True
    per_attempt_store_prefix: bool = True
    weight_versions: bool = True
    nccl_cumem_enable: str | None = None
    nccl_version: str | None = None
    # The endpoint's published weight version, so that a restarted trainer continues above it.
    weight_version: int | None = None
    # A tensor-parallel model's ranks hold parts of tensors: per TP rank, per such tensor, its
    # boxes (``[start, stop]`` per dim; none: it holds none of it). A sharded sync sends each
    # rank only those; a broadcast sync sends whole tensors, of which each rank keeps its part.
    # None: every rank holds the whole model.
    rank_layouts: RankBoxes | None = None
    # What each rank receives of each tensor in a sharded sync, where that is less than it
    # holds (as ``rank_layouts``): a vLLM worker keeps no checkpoint tensors, and its loaders
    # read only part of each. None: what it holds.
    rank_needs: RankBoxes | None = None
    # Whether a sync may patch this endpoint's weights by a delta, and the base it would
    # patch (None: the next sync must be whole: no sync with checksums applied since the
    # endpoint started, or something else touched the weights). The sender keeps this answer
    # while its group is kept, and updates the base itself after each sync it commits.
    delta: bool = False
    delta_base: DeltaBaseInfo | None = None
    # Takes a round's buckets from rank 0 point to point (prepare's ``point_to_point``).
    point_to_point: bool = False
    # Takes a sharded plan's buckets by one broadcast (``ShardedReceive.broadcast``).
    sharded_broadcast: bool = False
    # This run of the endpoint's process (drawn at start), and, while it is UNCERTAIN in a
    # sync (its yes cast, the vote's answer lost), whom it waits for: a trainer then
    # resolves it or fails its next sync at once, naming it.
    incarnation: Incarnation | None = None
    uncertain: UncertainStatus | None = None
    # Which machine it runs on (``processes.this_host``), and whether it takes a
    # trainer's buckets through shared memory there (prepare's ``shared_memory``).
    host: str | None = Field(default=None, max_length=MAX_TEXT_LENGTH)
    shared_memory: bool = False
    # ... and a trainer's buckets on a GPU by CUDA IPC (prepare's ``shared_memory.cuda``;
    # each rank still says in the probe whether it opens them: a rank on the CPU does not).
    cuda_ipc: bool = False
    # How many sets of segments a trainer's pool may keep for it: 2, it maps one generation
    # of each bucket per set (and a rank of it may adopt a segment: ``adopt``); 1 (before
    # the sets existed), one generation per bucket.
    shared_memory_sets: int = Field(default=1, ge=1, le=2)
    # ... and a sharded sync's pairs, each sender rank's through its own (``ShardedReceive``'s
    # ``shared_memory``).
    shared_memory_pairs: bool = False
    # The LoRA adapters it holds, by name, and how many it may hold (None: it takes none).
    adapters: dict[str, AdapterHeld] | None = None
    max_adapters: int = 0
