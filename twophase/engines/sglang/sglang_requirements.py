"""SGLang's requirements that matter on a CPU, one a line, read from its installed metadata.

Run by ``make install-sglang`` with the SGLang venv's Python after ``pip install --no-deps
sglang``: its ``Requires-Dist`` lines for this platform, less the CUDA-only kernels and the
audio/video packages a CPU server of a text model never imports, and less torch and
torchvision (installed first, pinned). Only the standard library and pip's vendored packaging.
"""

from __future__ import annotations

import re
import sys
from importlib.metadata import requires

from pip._vendor.packaging.requirements import Requirement

# Names (normalised) or prefixes that are CUDA-only or not needed to serve text on CPU.
SKIPPED_PREFIXES = (
    "flashinfer", "flash-attn", "nvidia-", "sgl-deep-ep", "sgl-deep-gemm", "sgl-flash-mla",
    "tilelang", "quack", "torchaudio", "torchcodec", "humming-kernels", "nvshmem4py",
    "cuda-python", "torch-memory-saver", "sglang-kernel", "torch", "av", "decord",
)  # fmt: skip


def cpu_requirements(distribution: str = "sglang") -> list[str]:
    kept = []
    for line in requires(distribution) or []:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        name = re.sub(r"[-_.]+", "-", req.name).lower()  # the normalised name
        if name == "torchvision" or any(name.startswith(p) for p in SKIPPED_PREFIXES):
            continue
        req.extras = set()
        req.marker = None
        kept.append(str(req))
    return kept


if __name__ == "__main__":
    sys.stdout.write("".join(f"{r}\n" for r in cpu_requirements()))
