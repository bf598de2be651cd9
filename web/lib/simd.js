// WebAssembly SIMD (128-bit vectors: Chrome 91+, Firefox 89+, Safari 16.4+, Node 16.4+). Each
// module's WASM is built twice, plain and with the 9x9 search on SIMD (web/generated/*-simd.wasm);
// the loader (wasm.js) compiles the one this runtime runs, so a visit downloads one.

/** The smallest module with a SIMD instruction: one function, v128.const 0, drop. */
export const SIMD_PROBE = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 3, 2, 1, 0,
  10, 0x17, 1, 0x15, 0, 0xfd, 0x0c, ...new Array(16).fill(0), 0x1a, 0x0b);

/** Whether this runtime has WebAssembly SIMD. */
export function hasSimd() {
  return WebAssembly.validate(SIMD_PROBE);
}
