// WebAssembly SIMD (128-bit vectors: Chrome 91+, Firefox 89+, Safari 16.4+, Node 16.4+). Each
// module is built twice, plain and with the 9x9 search on SIMD (web/generated/*-simd.mjs); the
// loaders (module.js, sudoku-module.js) import the one this runtime runs, so it downloads one.

/** The smallest module with a SIMD instruction: one function, v128.const 0, drop. */
export const SIMD_PROBE = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 3, 2, 1, 0,
  10, 0x17, 1, 0x15, 0, 0xfd, 0x0c, ...new Array(16).fill(0), 0x1a, 0x0b);

/** Whether this runtime has WebAssembly SIMD. */
export function hasSimd() {
  return WebAssembly.validate(SIMD_PROBE);
}

/**
 * A module's factory, from the build this runtime runs: `simd` and `plain` import the two files
 * (each a literal import(), so bundlers see both and a visit fetches one).
 */
export async function createBuild(simd, plain) {
  const { default: create } = await (hasSimd() ? simd() : plain());
  return create();
}
