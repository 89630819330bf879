"""``EndpointClient``, what the sender asks of one endpoint: defined in the leaf module
``twophase.client_protocol`` (which engines import, not the sender), and named here too."""

from twophase.client_protocol import EndpointClient, PlannedSync, TensorSource

__all__ = ["EndpointClient", "PlannedSync", "TensorSource"]
