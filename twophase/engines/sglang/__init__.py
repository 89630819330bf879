"""SGLang, both ways: its native routes on every twophase receiver (``sglang_routes``), and a
stock SGLang server as an endpoint of twophase's sender (``sglang_client``); registered as
"sglang" in ``twophase.engines.registry``."""
