// The full module (Sudoku, exact cover, queens, polyominoes, the trace), loaded once per page or
// process. Its glue is web/generated/dlx.mjs, its WASM dlx.wasm or dlx-simd.wasm (wasm.js). The
// Sudoku pages load sudoku-module.js instead.
import { moduleLoader } from './facade.js';
import { instantiateBuild } from './wasm.js';
import glue from '../generated/dlx.mjs';

// The glue is imported with the loader, as in sudoku-module.js.
const FULL_BUILD = {
  factory: glue,
  // Each URL a literal of its own, for the bundlers that emit what such a literal names.
  wasm: {
    plain: () => new URL('../generated/dlx.wasm', import.meta.url),
    simd: () => new URL('../generated/dlx-simd.wasm', import.meta.url),
  },
  file: { plain: 'dlx.wasm', simd: 'dlx-simd.wasm' },
  home: import.meta.url,
};

/**
 * Loads the full module. `packed` gives its plain WASM from its packed copy where a bundle did
 * not emit the .wasm (the API's entry on a page's thread passes it; workers do not: wasm.js). The
 * first call's module is shared.
 */
export const loadModule = moduleLoader((packed = null) => instantiateBuild(FULL_BUILD, packed));
