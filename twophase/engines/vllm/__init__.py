"""vLLM, both ways, the "twophase" weight-transfer backend and its trainer side:
``vllm_wire`` (how twophase's steps and refusals ride vLLM's calls), ``applier`` (what a worker's
model can load, and the load between engine steps), ``worker`` (the backend in each vLLM
worker), ``state`` (``/sync_state``), ``plugin`` (vLLM's entry points), ``vllm_client`` (a vLLM
server as an endpoint of twophase's sender), ``trainer`` (the trainer engine for vLLM's
trainer API; ``twophase.vllm`` is its short import path). Registered as "vllm" in
``twophase.engines.registry``. Nothing is imported here: vLLM loads ``plugin`` in every one of
its processes."""
