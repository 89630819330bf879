"""SGLang's native weight-update messages (its ``io_struct``, as its trainers send them).

An SGLang-style trainer (PipelineRL, slime, verl, AReaL) calls ``/init_weights_update_group``
(the same fields as ours), then ``/update_weights_from_distributed`` for a tensor or a list of
them, broadcasting each from rank 0 while the call is open, and reads ``{success, message}``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from twophase.core.protocol import (
    MAX_TEXT_LENGTH,
    BucketMetadata,
    DeadlineSeconds,
    Name,
    PrepareWeightsUpdateRequest,
    Shape,
    TensorName,
    WireModel,
)

SGLANG_GROUP_NAME = "weight_update_group"  # SGLang's default


class UpdateWeightsFromDistributedRequest(WireModel):
    """A list of tensors (``names``/``dtypes``/``shapes``) or, as older releases send, one
    (``name``/``dtype``/``shape``)."""

    names: list[TensorName] | None = None
    dtypes: list[str] | None = None
    shapes: list[Shape] | None = None
    name: TensorName | None = None
    dtype: str | None = None
    shape: Shape | None = None
    group_name: Name | None = None  # None: the group this receiver is in
    flush_cache: bool = True
    abort_all_requests: bool = False
    weight_version: str | None = Field(default=None, max_length=MAX_TEXT_LENGTH)
    load_format: str | None = Field(default=None, max_length=64)
    # SGLang 0.5.23's: which runners (a twophase receiver serves one model, the target) and
    # whether to empty the CUDA cache after (nothing to empty here); accepted, not used.
    selector: Literal["target", "draft", "all"] = "all"
    torch_empty_cache: bool = False

    @model_validator(mode="after")
    def _one_form(self) -> UpdateWeightsFromDistributedRequest:
        listed = (self.names, self.dtypes, self.shapes)
        single = (self.name, self.dtype, self.shape)
        if all(x is None for x in listed) == all(x is None for x in single):
            raise ValueError(
                "give either names, dtypes and shapes (lists) or name, dtype and shape"
            )
        form = listed if self.names is not None or self.dtypes is not None else single
        missing = [k for k, v in zip(("names", "dtypes", "shapes"), form, strict=True) if v is None]
        if missing:
            raise ValueError(f"missing {', '.join(missing)}")
        if self.selector == "draft":
            raise ValueError("selector 'draft': this server has no draft model")
        if self.load_format not in (None, "auto", "direct"):
            raise ValueError(
                f"load_format {self.load_format!r} is not supported here: send one broadcast "
                "per tensor (load_format null)"
            )
        return self

    def bucket(self) -> dict[str, Any]:
        """The tensors as one bucket of the seed protocol (validated by ``BucketMetadata``)."""
        if self.names is not None:
            return {"names": self.names, "dtypes": self.dtypes, "shapes": self.shapes}
        return {"names": [self.name], "dtypes": [self.dtype], "shapes": [self.shape]}

    def prepare(self, group_name: str, version: int | None) -> PrepareWeightsUpdateRequest:
        """This call as a seed-protocol prepare (one broadcast per tensor, in order, no
        probe, no vote); raises pydantic's ``ValidationError`` for a bad dtype or shape."""
        bucket = BucketMetadata.model_validate(self.bucket())
        return PrepareWeightsUpdateRequest(
            num_buckets=1,
            buckets=[bucket],
            group_name=self.group_name or group_name,
            weight_version=version,
            transfer_format="per_tensor",
        )


class UpdateWeightVersionRequest(WireModel):
    new_version: str = Field(min_length=1, max_length=MAX_TEXT_LENGTH)
    abort_all_requests: bool = False


class PauseGenerationRequest(WireModel):
    mode: str = Field(default="abort", max_length=32)
    # Ours: how long the pause may last (None: ``PAUSE_DEADLINE_S``); it ends then, whether
    # or not /continue_generation came.
    timeout_s: DeadlineSeconds | None = None


class ContinueGenerationRequest(WireModel):
    torch_empty_cache: bool = True


class BeginWeightUpdateRequest(WireModel):
    selector: Literal["target", "draft", "all"] = "all"


class EndWeightUpdateRequest(WireModel):
    pass


class CheckWeightsRequest(WireModel):
    """``/weights_checker``'s request (SGLang 0.5.23's fields)."""

    action: str = Field(default="checksum", max_length=32)
    allow_quant_error: bool = False
    skip_tensor_list: list[str] | None = Field(default=None, max_length=1024)
    selector: Literal["target", "draft", "all"] = "all"
