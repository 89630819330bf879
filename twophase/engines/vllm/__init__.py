"""The "twophase" weight-transfer backend for vLLM (worker side; the trainer side is
``twophase.vllm``): ``wire`` (how twophase's steps ride vLLM's calls), ``applier`` (what a
worker's model can load, and the load between engine steps), ``worker`` (the backend in each
vLLM worker), ``state`` (``/sync_state``), ``plugin`` (vLLM's entry points)."""
