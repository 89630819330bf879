"""SGLang, both ways: ``sglang_wire`` (its native weight-update messages), ``sglang_routes``
and ``sglang_session`` (those routes and its begin/end session on every twophase receiver, for
SGLang-style trainers), ``sglang_client`` and ``sglang_checksums`` (a stock SGLang server as an
endpoint of twophase's sender, its ``/weights_checker`` sums computed from the trainer's
tensors), ``sglang_requirements`` and ``libcuda_stub.c`` (``make install-sglang``). Registered
as "sglang" in ``twophase.engines.registry``."""
