"""Hugging Face causal LMs for ``twophase trainer --model DIR`` and ``twophase serve --model DIR``.

``transformers`` is imported only when a function here runs (``pip install twophase[hf]``), so
the core package imports without it. A module's ``state_dict()`` names are the checkpoint names
(``model.layers.0.self_attn.q_proj.weight``, ``lm_head.weight``): the names a sync carries, and
the names vLLM's loader takes.

    path = write_tiny_llama("/tmp/tiny-llama", seed=0)      # or: twophase tiny-llama DIR
    model = HFCausalLM.from_pretrained(path)
    loss = model.train_step(0)                               # one AdamW step
    tokens = model.greedy([1, 2, 3], max_new_tokens=8)
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

import torch
from torch.nn import functional as F

from twophase.errors import RequestRejected
from twophase.receiver.appliers import ModuleApplier

# Large enough that a few steps change the tiny Llama's greedy tokens (its weights start at
# std 0.02; AdamW moves each by about lr per step).
DEFAULT_LR = 1e-3
BATCH = 8
SEQUENCE = 32

TINY_LLAMA = {
    "vocab_size": 512,
    "hidden_size": 128,
    "intermediate_size": 256,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 256,
    "tie_word_embeddings": False,
}


def transformers_module() -> Any:
    """``transformers``, imported now; a ``RuntimeError`` saying how to install it otherwise.
    (Imported by name, so neither the package nor mypy loads it before it is needed.)"""
    try:
        return importlib.import_module("transformers")
    except ImportError as exc:
        raise RuntimeError(
            f"Hugging Face models need transformers: pip install 'twophase[hf]' ({exc})"
        ) from exc


def check_model_dir(directory: str | Path, command: str) -> None:
    """Exit naming the problem when ``directory`` holds no model or transformers is missing:
    said once, up front, rather than from inside a rank process."""
    if importlib.util.find_spec("transformers") is None:
        raise SystemExit(f"{command}: --model needs transformers: pip install 'twophase[hf]'")
    if not (Path(directory) / "config.json").is_file():
        raise SystemExit(f"{command}: --model {directory}: no config.json there")


def write_tiny_llama(
    directory: str | Path,
    *,
    seed: int = 0,
    dtype: torch.dtype = torch.float32,
    config: dict[str, Any] | None = None,
) -> Path:
    """Write a tiny Llama (2 layers, hidden 128, vocabulary 512; ``config`` overrides these),
    initialised from ``seed`` alone, to ``directory`` as safetensors with its config; return
    the directory. vLLM loads it with ``--skip-tokenizer-init`` (there is no tokenizer:
    prompts are token ids)."""
    transformers = transformers_module()
    path = Path(directory)
    config = transformers.LlamaConfig(**(TINY_LLAMA | (config or {})))
    # A forked RNG: the same seed gives the same weights whatever ran before, and the
    # caller's global RNG is left as it was.
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = transformers.LlamaForCausalLM(config)
    model = model.to(dtype)  # save_pretrained records the dtype in config.json
    path.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(path, safe_serialization=True)
    return path


SPECIAL_TOKENS = ("<unk>", "<s>", "</s>", "<pad>")  # ids 0..3: Llama's bos 1 and eos 2


def write_word_tokenizer(directory: str | Path, vocab_size: int = TINY_LLAMA["vocab_size"]) -> Path:
    """A word-level tokenizer for the tiny Llama, written next to it: the special tokens,
    then the words ``w4`` ... ``w{vocab_size - 1}`` (token id = the word's number), split on
    whitespace. For servers and trainers that need text (TRL's), made locally."""
    from tokenizers import Tokenizer, models, pre_tokenizers

    transformers = transformers_module()
    vocab = {token: i for i, token in enumerate(SPECIAL_TOKENS)}
    vocab |= {f"w{i}": i for i in range(len(SPECIAL_TOKENS), vocab_size)}
    words = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    words.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=words, unk_token="<unk>", bos_token="<s>", eos_token="</s>",
        pad_token="<pad>",
    )  # fmt: skip
    tokenizer.save_pretrained(str(directory))
    return Path(directory)


LORA_TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj"]


def with_lora(module: torch.nn.Module, rank: int) -> torch.nn.Module:
    """``module`` wrapped by PEFT with a rank-``rank`` LoRA adapter on q, k, v and o (alpha
    2 * rank, PEFT's own init: B at zero), the base weights frozen; needs peft."""
    try:
        peft = importlib.import_module("peft")
    except ImportError as exc:
        raise RuntimeError(f"--lora-rank needs peft: pip install 'twophase[hf]' ({exc})") from exc
    config = peft.LoraConfig(r=rank, lora_alpha=2 * rank, target_modules=LORA_TARGETS)
    wrapped: torch.nn.Module = peft.get_peft_model(module, config)
    return wrapped


class HFCausalLM:
    """A Hugging Face causal LM on CPU (or ``device``) in float32: one real AdamW step on a
    synthetic batch per ``train_step``, greedy decoding, and the module a sync sends or an
    applier loads into."""

    def __init__(self, module: torch.nn.Module, *, seed: int = 0, lr: float = DEFAULT_LR) -> None:
        # The model; its ``state_dict()`` keys are the checkpoint names. No dropout in Llama:
        # eval also for the server side.
        self.module = module.eval()
        self.seed = seed
        self.lr = lr
        config = getattr(module, "config", None)
        self.vocab_size = int(getattr(config, "vocab_size", 0))
        self.max_positions = int(getattr(config, "max_position_embeddings", 0) or 2048)
        if self.vocab_size <= 0:
            raise ValueError("the model's config has no vocab_size")
        # Made at the first train step: a server never trains and needs no optimizer state.
        self._optimizer: torch.optim.Optimizer | None = None

    @classmethod
    def from_pretrained(
        cls,
        directory: str | Path,
        *,
        seed: int = 0,
        lr: float = DEFAULT_LR,
        device: str = "cpu",
        dtype: torch.dtype = torch.float32,
    ) -> HFCausalLM:
        """Load the model in ``directory`` (local files only: nothing is downloaded), as
        ``dtype`` (float32 unless said: the weights train and sync in it)."""
        transformers = transformers_module()
        module = transformers.AutoModelForCausalLM.from_pretrained(
            str(directory), local_files_only=True
        )
        # After the load rather than as an argument: transformers 4 names it torch_dtype, 5 dtype.
        return cls(module.to(device=device, dtype=dtype), seed=seed, lr=lr)

    @property
    def device(self) -> torch.device:
        return next(self.module.parameters()).device

    def applier(self) -> ModuleApplier:
        """The receiver's applier for this model (state_dict names are the names a sync sends)."""
        return ModuleApplier(self.module)

    def batch(self, step: int) -> torch.Tensor:
        """The synthetic batch of ``step``: ``BATCH`` rows of arithmetic sequences modulo the
        vocabulary (a random start and a stride of 1 to 3, from ``(seed, step)`` alone), so
        there is a pattern to learn and the loss falls from step to step."""
        generator = torch.Generator().manual_seed(self.seed * 1_000_003 + step)
        start = torch.randint(self.vocab_size, (BATCH, 1), generator=generator)
        stride = torch.randint(1, 4, (BATCH, 1), generator=generator)
        return (start + stride * torch.arange(SEQUENCE)) % self.vocab_size

    def train_step(self, step: int) -> float:
        """One AdamW step on ``batch(step)`` (next-token cross-entropy); returns the loss."""
        if self._optimizer is None:
            self._optimizer = torch.optim.AdamW(self.module.parameters(), lr=self.lr)
        tokens = self.batch(step).to(self.device)
        self.module.train()
        try:
            logits = self.module(input_ids=tokens[:, :-1]).logits
            loss = F.cross_entropy(
                logits.reshape(-1, logits.shape[-1]).float(), tokens[:, 1:].reshape(-1)
            )
            self._optimizer.zero_grad(set_to_none=True)
            loss.backward()  # type: ignore[no-untyped-call]
            self._optimizer.step()
        finally:
            self.module.eval()
        return float(loss.detach())

    @torch.no_grad()
    def greedy(self, prompt_ids: list[int], max_new_tokens: int) -> list[int]:
        """The ``max_new_tokens`` greedy tokens after ``prompt_ids`` (new tokens only). It does
        not stop at the end-of-sequence token: compare with vLLM under ``"ignore_eos": true``.
        ``RequestRejected`` (a 400) for a token outside the vocabulary or a length past the
        model's positions."""
        bad = next(((i, t) for i, t in enumerate(prompt_ids) if not 0 <= t < self.vocab_size), None)
        if bad is not None:
            raise RequestRejected(
                400,
                f"prompt[{bad[0]}]: token {bad[1]} is outside the vocabulary "
                f"0..{self.vocab_size - 1}",
            )
        if not prompt_ids:
            raise RequestRejected(400, "prompt: at least one token is needed")
        if max_new_tokens < 0 or len(prompt_ids) + max_new_tokens > self.max_positions:
            raise RequestRejected(
                400,
                f"max_new_tokens: {len(prompt_ids)} prompt tokens + {max_new_tokens} new ones "
                f"exceed the model's {self.max_positions} positions",
            )
        # The KV cache, as generate() and vLLM decode: each new token attends to the cached
        # keys rather than recomputing the whole sequence.
        ids = torch.tensor([prompt_ids], device=self.device)
        past = None
        new: list[int] = []
        for _ in range(max_new_tokens):
            out = self.module(input_ids=ids, past_key_values=past, use_cache=True)
            past = out.past_key_values
            token = int(out.logits[0, -1].argmax())
            new.append(token)
            ids = torch.tensor([[token]], device=self.device)
        return new
