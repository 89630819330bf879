"""A package's public names, each imported from its module on first use (PEP 562), so that
importing the package (as vLLM's plugin loader imports ``twophase`` in every vLLM process, or
``twophase serve`` imports ``twophase.testing`` for the tiny model) loads none of them."""

from __future__ import annotations

import importlib
import sys
import warnings
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(
    package: str, exports: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``, whose public names are the keys of
    ``exports`` (each name: the module it is imported from)."""

    def getattr_(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        with warnings.catch_warnings():
            # torch's CPU wheel warns at import when numpy is absent; twophase never needs it.
            warnings.filterwarnings("ignore", message="Failed to initialize NumPy")
            value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)  # once: the next access does not come here
        return value

    def dir_() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(exports))

    return getattr_, dir_
