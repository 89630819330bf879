"""vLLM, both ways: the "twophase" weight-transfer backend in its workers (``worker``) and its
trainer side (``trainer``, short path ``twophase.vllm``); registered as "vllm" in
``twophase.engines.registry``. Nothing is imported here: vLLM loads ``plugin`` in every one of
its processes."""
