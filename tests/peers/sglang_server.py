"""An inference server with SGLang's native weight-update routes and semantics, written from
SGLang's public source (no SGLang code), around the built-in model, TP 1, gloo only. It is
the stock-SGLang endpoint twophase's sender is tested against: no ``/sync_capabilities``, no
``/prepare_weights_update``.

What it does as SGLang does: the group is joined as rank ``rank_offset`` of ``world_size``
under ``PrefixStore(group_name)`` at the trainer's store; ``/update_weights_from_distributed``
receives every tensor by broadcast from group rank 0, in ``names`` order, while the call is
open (one uint8 broadcast for ``load_format="flattened_bucket"``), then loads them one by one
(no rollback: a failure half way leaves a partial load and says so), then publishes
``weight_version``; failures answer 400 with ``success: false``; ``/weights_checker``
``checksum`` answers SGLang's per-tensor values for a CPU model. Where it differs: dtype
strings are checked before any receive is posted (SGLang fails at the bad one, mid-way), an
unknown group is a plain 400, and a group whose collective failed is dropped.

``--partial``: each call loads only its first ``len(names) // 2`` tensors (none of a
one-tensor call) and still answers success: a silent partial load.

``--sessions``: as SGLang 0.5.23: ``/begin_weight_update`` and ``/end_weight_update`` (both
``{}``), an update outside them refused (400), no ``/get_weight_version`` (the version is in
``/model_info``). ``--end-fails``: with sessions, end answers 400 ``success: false`` (a fault
the real server cannot be made to show).

    python -m tests.peers.sglang_server --port P [--partial] [--sessions [--end-fails]]
        [--seed N] [--timeout S]

In a test: ``with serve_peer("--partial") as url: ...``; in-process: ``build_app()``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator
from typing import Any

import torch
from aiohttp import web

from tests.peers.sglang_engine import SGLangPeer
from tests.peers.sglang_wire import DEFAULT_GROUP, engine_checksum, gpu_checksum, model_checksums
from tests.servers import free_port, logged_process
from twophase.testing.tiny_lm import ModelSize, TinyLM

__all__ = ["PEER", "SGLangPeer", "build_app", "main", "serve_peer"]

MISSING: Any = object()
PEER: web.AppKey[SGLangPeer] = web.AppKey("sglang_peer", SGLangPeer)
SESSION: web.AppKey[dict[str, bool]] = web.AppKey("sglang_session", dict)  # open, end_fails

# -- requests and answers, the way SGLang's FastAPI app shapes them ---------------------------


def invalid(message: str) -> web.HTTPBadRequest:
    """SGLang answers a body that fails validation with 400 (FastAPI's 422, rewritten)."""
    body = {"object": "error", "message": message, "type": "Bad Request", "param": None}
    return web.HTTPBadRequest(
        text=json.dumps(body | {"code": 400}), content_type="application/json"
    )


def field(body: dict[str, Any], name: str, kind: type, default: Any = MISSING) -> Any:
    """``body[name]``, which must be a ``kind`` (a bool is no int); ``default`` when absent
    (or null where the default is null); a missing required field is a 400."""
    value = body.get(name, default)
    if value is MISSING:
        raise invalid(f"{name}: field required")
    if value is default:
        return value
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise invalid(f"{name}: {value!r} is not a valid {kind.__name__}")
    return value


async def read_body(request: web.Request) -> dict[str, Any]:
    if not request.can_read_body:
        return {}
    try:
        body = await request.json()
    except ValueError as exc:
        raise invalid(f"body is not JSON: {exc}") from exc
    if not isinstance(body, dict):
        raise invalid("body must be a JSON object")
    return body


def tensor_specs(body: dict[str, Any]) -> dict[str, Any]:
    """The ``names``/``dtypes``/``shapes`` lists, or an old release's single ``name``,
    ``dtype`` and ``shape``."""
    if "names" not in body and "name" in body:
        single = {"names": "name", "dtypes": "dtype", "shapes": "shape"}
        body = body | {key: [body.get(old)] for key, old in single.items()}
    specs = {key: field(body, key, list) for key in ("names", "dtypes", "shapes")}
    if not len(specs["names"]) == len(specs["dtypes"]) == len(specs["shapes"]):
        raise invalid("names, dtypes and shapes differ in length")
    for shape in specs["shapes"]:
        if not isinstance(shape, list) or not all(isinstance(d, int) and d >= 0 for d in shape):
            raise invalid(f"shapes: {shape!r} is not a list of sizes")
    if not all(isinstance(n, str) for n in specs["names"]):
        raise invalid("names: every name is a string")
    return specs


def answer(success: bool, message: str, **extra: Any) -> web.Response:
    body = {"success": success, "message": message, **extra}
    return web.json_response(body, status=200 if success else 400)


# -- routes ------------------------------------------------------------------------------------


async def init_weights_update_group(request: web.Request) -> web.Response:
    body = await read_body(request)
    fields = {
        "master_address": field(body, "master_address", str),
        "master_port": field(body, "master_port", int),
        "rank_offset": field(body, "rank_offset", int),
        "world_size": field(body, "world_size", int),
        "group_name": field(body, "group_name", str, DEFAULT_GROUP),
        "backend": field(body, "backend", str, "nccl"),
    }
    return answer(*await request.app[PEER].init_group(fields))


async def update_weights_from_distributed(request: web.Request) -> web.Response:
    peer, body = request.app[PEER], await read_body(request)
    fields = tensor_specs(body) | {
        "group_name": field(body, "group_name", str, DEFAULT_GROUP),
        "load_format": field(body, "load_format", str, None),
    }
    for flag in ("flush_cache", "abort_all_requests", "torch_empty_cache"):
        field(body, flag, bool, False)  # checked, no effect here: no cache, no requests
    version = field(body, "weight_version", str, None)
    session = request.app.get(SESSION)
    if session is not None and not session["open"]:
        message = (
            "update_weights_from_distributed must run between begin_weight_update() and "
            "end_weight_update()"
        )
        return answer(False, message)
    async with peer.lock:
        success, message = await peer.update(fields)
        if success and version is not None:  # published only after the load
            peer.weight_version = version
            message += f" Weight version updated to {version}."
    return answer(success, message)


async def begin_weight_update(request: web.Request) -> web.Response:
    await read_body(request)
    session = request.app[SESSION]
    if session["open"]:
        return answer(
            False, "a weight-update session is already open; call end_weight_update() first"
        )
    session["open"] = True
    return answer(True, "Success")


async def end_weight_update(request: web.Request) -> web.Response:
    await read_body(request)
    session = request.app[SESSION]
    if not session["open"]:
        return answer(False, "no weight-update session is open; call begin_weight_update() first")
    session["open"] = False
    if session["end_fails"]:
        return answer(False, "post-load processing failed (the peer's --end-fails)")
    return answer(True, "Success")


async def destroy_weights_update_group(request: web.Request) -> web.Response:
    body = await read_body(request)
    name = field(body, "group_name", str, DEFAULT_GROUP)
    return answer(*await request.app[PEER].destroy(name))


async def get_weight_version(request: web.Request) -> web.Response:
    return web.json_response({"weight_version": request.app[PEER].weight_version})


async def model_info(request: web.Request) -> web.Response:
    peer = request.app[PEER]
    info = {"model_path": "twophase-tinylm", "tokenizer_path": None, "is_generation": True}
    return web.json_response(info | {"weight_version": peer.weight_version})


async def update_weight_version(request: web.Request) -> web.Response:
    body = await read_body(request)
    version = field(body, "new_version", str)
    field(body, "abort_all_requests", bool, True)
    request.app[PEER].weight_version = version
    return web.json_response(
        {"success": True, "message": f"Weight version updated to {version}", "new_version": version}
    )


async def weights_checker(request: web.Request) -> web.Response:
    peer, body = request.app[PEER], await read_body(request)
    action = field(body, "action", str, "checksum")
    field(body, "allow_quant_error", bool, False)
    async with peer.lock:  # never hash half-loaded weights
        tensors = peer.named_tensors()
        if action == "snapshot":
            peer.snapshot = {name: t.detach().clone() for name, t in tensors}
        elif action == "compare":
            if peer.snapshot is None:
                return answer(False, "no snapshot taken")
            bad = [n for n, t in tensors if not torch.equal(peer.snapshot[n], t.detach())]
            if bad:
                return answer(False, "check tensor equality failed:\n" + "\n".join(bad))
        elif action == "reset_tensors":
            with torch.no_grad():
                for _, tensor in tensors:
                    tensor.copy_(torch.rand(tensor.shape))
        elif action != "checksum":
            return answer(False, f"Unsupported action={action!r}")
        else:
            checksums = model_checksums(tensors)
            per_gpu = gpu_checksum(checksums)
            parallelism = dict.fromkeys(("tp_rank", "dp_rank", "pp_rank", "rank"), 0)
            parallelism |= dict.fromkeys(("tp_size", "dp_size", "pp_size", "size"), 1)
            rank: dict[str, Any] = {"checksums": checksums, "per_gpu_checksum": per_gpu}
            rank["parallelism_info"] = parallelism  # one TP rank: TP 1
            total = engine_checksum([per_gpu])
            return answer(True, "Success.", ranks=[rank], per_engine_checksum=total)
    return answer(True, "Success.")


async def health(request: web.Request) -> web.Response:
    return web.Response(status=200)  # SGLang's /health: 200, empty body


async def pause_generation(request: web.Request) -> web.Response:
    mode = field(await read_body(request), "mode", str, "abort")
    if mode not in ("abort", "retract", "in_place"):
        raise invalid(f"mode: {mode!r} is not one of abort, retract, in_place")
    request.app[PEER].paused = True
    return web.json_response({"message": "Generation paused successfully.", "status": "ok"})


async def continue_generation(request: web.Request) -> web.Response:
    request.app[PEER].paused = False
    return web.json_response({"message": "Generation continued successfully.", "status": "ok"})


def build_app(
    model: torch.nn.Module | None = None,
    *,
    partial: bool = False,
    sessions: bool = False,
    end_fails: bool = False,
    seed: int = 0,
    timeout_s: float = 30.0,
) -> web.Application:
    """The app around ``model`` (default: the built-in tiny model, ``seed``); its state is
    ``app[PEER]``. ``timeout_s`` bounds joining a group and each call's receives."""
    peer = SGLangPeer(
        model if model is not None else TinyLM(ModelSize.named("tiny"), seed=seed),
        partial=partial,
        timeout_s=timeout_s,
    )
    app = web.Application()
    app[PEER] = peer
    post, get = app.router.add_post, app.router.add_get
    post("/init_weights_update_group", init_weights_update_group)
    post("/update_weights_from_distributed", update_weights_from_distributed)
    post("/destroy_weights_update_group", destroy_weights_update_group)
    if sessions:  # SGLang 0.5.23's
        app[SESSION] = {"open": False, "end_fails": end_fails}
        post("/begin_weight_update", begin_weight_update)
        post("/end_weight_update", end_weight_update)
    else:
        get("/get_weight_version", get_weight_version)
    get("/model_info", model_info)
    post("/update_weight_version", update_weight_version)
    post("/weights_checker", weights_checker)
    get("/weights_checker", weights_checker)
    get("/health", health)
    post("/pause_generation", pause_generation)
    post("/continue_generation", continue_generation)

    async def close(_: web.Application) -> None:
        await peer.close()

    app.on_cleanup.append(close)
    return app


@contextlib.contextmanager
def serve_peer(*args: str, timeout_s: float = 60.0) -> Iterator[str]:
    """This server as a process on a free port for a ``with`` block (``args``: ``--partial``,
    ...); yields its URL once ``/health`` answers, stops it after (output in a log file that
    goes with it)."""
    port = free_port()
    command = [sys.executable, "-m", "tests.peers.sglang_server", "--port", str(port), *args]
    url = f"http://127.0.0.1:{port}"
    with logged_process(command, "sglang-peer-") as process:
        process.wait_healthy(url, timeout_s=timeout_s, what="sglang peer")
        yield url


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument(
        "--partial", action="store_true", help="load half of each call, say success"
    )
    parser.add_argument("--sessions", action="store_true", help="as SGLang 0.5.23: begin/end")
    parser.add_argument("--end-fails", action="store_true", help="end_weight_update fails")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=30.0, help="join and receive deadline (s)")
    args = parser.parse_args()
    app = build_app(
        partial=args.partial,
        sessions=args.sessions,
        end_fails=args.end_fails,
        seed=args.seed,
        timeout_s=args.timeout,
    )
    web.run_app(app, host=args.host, port=args.port, print=None)


if __name__ == "__main__":
    main()
