"""The built-in tiny model now lives in ``twophase.testing.tiny_lm`` (``testing/`` must not
import ``tools/``); named here too, for code that imports it from here."""

from twophase.testing.tiny_lm import MAX_NEW_TOKENS, VOCAB, ModelSize, TinyLM

__all__ = ["MAX_NEW_TOKENS", "VOCAB", "ModelSize", "TinyLM"]
