/* A libcuda.so.1 for machines without NVIDIA's driver, so that SGLang's sgl_kernel module
 * (linked against libcuda.so.1) loads on CPU. Every entry point answers 34,
 * CUDA_ERROR_STUB_LIBRARY, as NVIDIA's own link stubs do: nothing believes a GPU is there
 * (torch.cuda.is_available() stays False). Built by `make install-sglang`. */
#define STUB(name) int name(void) { return 34; }
STUB(cuInit) STUB(cuDeviceGetCount) STUB(cuDeviceGet) STUB(cuCtxFromGreenCtx)
STUB(cuCtxPopCurrent_v2) STUB(cuCtxPushCurrent_v2) STUB(cuDevResourceGenerateDesc)
STUB(cuDevSmResourceSplitByCount) STUB(cuDeviceGetDevResource) STUB(cuGetProcAddress_v2)
STUB(cuGetProcAddress) STUB(cuGreenCtxCreate) STUB(cuGreenCtxDestroy)
STUB(cuGreenCtxGetDevResource) STUB(cuPointerGetAttribute) STUB(cuStreamCreate)
STUB(cuDriverGetVersion) STUB(cuGetErrorString) STUB(cuGetErrorName)
