"""SGLang, both ways: ``wire`` (its native weight-update messages), ``routes`` (those routes
on every twophase receiver, for SGLang-style trainers), ``client`` (a stock SGLang server as
an endpoint of twophase's sender). Registered as "sglang" in ``twophase.engines.registry``."""
