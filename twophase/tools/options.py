"""Command-line options that several ``twophase`` commands take alike."""

from __future__ import annotations

import argparse
import os


def add_api_key(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--api-key", default=os.environ.get("TWOPHASE_API_KEY"), help="or TWOPHASE_API_KEY"
    )


def add_model_arguments(
    parser: argparse.ArgumentParser, *, port: int, dtype_help: str, model_help: str
) -> None:
    """The bind address and port, and the model: the built-in one's size and seed, its dtype,
    or ``--model DIR`` (``twophase serve`` and ``twophase trainer``)."""
    parser.add_argument("--host", default="127.0.0.1", help="bind address (default: loopback only)")
    parser.add_argument("--port", type=int, default=port)
    parser.add_argument(
        "--size", default="tiny", help="built-in model size: tiny, small, medium, large"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--dtype",
        choices=["float32", "bfloat16"],
        default=None,
        help=f"cast the {dtype_help}; default: the built-in model's own, bf16 with fp32 norms; "
        "--model's float32)",
    )
    parser.add_argument(
        "--model",
        metavar="DIR",
        help="a Hugging Face causal LM in a local directory (needs transformers), in place of "
        f"the built-in model{model_help}",
    )
    add_api_key(parser)
