"""twophase through vLLM: the short import path.

    from twophase.vllm import TwophaseTrainerInitInfo

The trainer engine for vLLM's ``WeightTransferTrainerFactory`` and its init info, the
control planes of a vLLM server (over HTTP, or over any ``VLLMWeightSyncClient``), and the
adapter of vLLM's ``WeightSource``: ``twophase.engines.vllm.trainer``'s public names. Everything
of vLLM's engine is in ``twophase.engines.vllm`` (importing this module registers the backend
with vLLM's factories, for a trainer script that does not load vLLM's plugins).
"""

from twophase.engines.vllm.trainer import *  # noqa: F403
from twophase.engines.vllm.trainer import __all__ as __all__
