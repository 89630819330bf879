"""The protocol's routes, as the sender calls them (the receiver serves them: receiver/http.py).
An engine with routes of its own translates these (``EngineRoutes``: sender/sglang.py,
sender/vllm_endpoint.py)."""

CAPABILITIES_ROUTE = "/sync_capabilities"
INIT_ROUTE = "/init_weights_update_group"
PREPARE_ROUTE = "/prepare_weights_update"
COMPLETE_ROUTE = "/complete_weights_update"
DESTROY_ROUTE = "/destroy_weights_update_group"
ABORT_ROUTE = "/abort_weights_update"
STATE_ROUTE = "/sync_state"
