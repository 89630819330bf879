"""The engines twophase plugs into, one package each (``sglang``, ``vllm``), found by name
through ``registry``. Nothing is imported here: vLLM loads ``twophase.engines.vllm.plugin`` in
every one of its processes."""
