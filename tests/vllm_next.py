"""vLLM 0.33's trainer-side interface, run against the installed vLLM (0.32's CPU build).

vLLM 0.33 has no CPU build; its ``vllm/distributed/weight_transfer/`` package (``WeightSource``
with a cached ``metadata``, ``iter_full``/``iter_local``/``owned_names``, ``ParamMeta`` with
owners and placements, the trainer engine's ``rank``) imports without CUDA against 0.32's
``vllm.config``. ``overlaid`` loads that package from a 0.33 wheel in place of the installed
one (before anything imports it), so twophase's trainer engine subclasses 0.33's classes and
consumes 0.33's ``ModuleSource``. The worker side (``WeightTransferEngine``, the RL routes) is
unchanged between the two versions, so a real 0.32 server is the other end.

The wheel: ``$TWOPHASE_VLLM_NEXT_WHEEL``, else ``/tmp/v33/vllm-0.33.0-*.whl``; fetched with
``pip download --no-deps vllm==0.33.0 -d /tmp/v33``.
"""

from __future__ import annotations

import glob
import importlib.util
import os
import sys
import zipfile
from pathlib import Path

PACKAGE = "vllm/distributed/weight_transfer/"
DEFAULT_GLOB = "/tmp/v33/vllm-0.33.0-*.whl"


def next_wheel() -> Path | None:
    given = os.environ.get("TWOPHASE_VLLM_NEXT_WHEEL")
    if given:
        return Path(given)
    found = sorted(glob.glob(DEFAULT_GLOB))
    return Path(found[-1]) if found else None


def unpack(wheel: Path, into: Path) -> Path:
    """0.33's weight_transfer package out of the wheel; returns its directory."""
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith(PACKAGE) and name.endswith(".py"):
                archive.extract(name, into)
    return into / PACKAGE


def overlaid(directory: str) -> None:
    """Make ``vllm.distributed.weight_transfer`` (and its submodules) 0.33's, from
    ``directory``; call before anything imports it."""
    import vllm.distributed  # noqa: F401  (the installed parent package)

    name = "vllm.distributed.weight_transfer"
    assert name not in sys.modules, "the installed weight_transfer was imported already"
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(directory, "__init__.py"), submodule_search_locations=[directory]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
