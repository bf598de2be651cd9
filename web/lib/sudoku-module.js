// The Sudoku module (Sudoku and its variants, the generator, the logic solver; no exact cover),
// loaded once per page or process: what dlx-wasm/sudoku, its workers and the Sudoku pages use.
// Its glue is web/generated/sudoku.mjs, its WASM sudoku.wasm or sudoku-simd.wasm (wasm.js).
import { moduleLoader } from './facade.js';
import { instantiateBuild } from './wasm.js';
import glue from '../generated/sudoku.mjs';

// The glue is imported with the loader, not by import(): a chunk of its own would be one more
// request on the way to the first answer, after the page's script and beside the .wasm (18 ms of
// createSolver()'s 35 in Chromium: npm run bench:cold-start).
const SUDOKU_BUILD = {
  factory: glue,
  // Each URL a literal of its own, for the bundlers that emit what such a literal names.
  wasm: {
    plain: () => new URL('../generated/sudoku.wasm', import.meta.url),
    simd: () => new URL('../generated/sudoku-simd.wasm', import.meta.url),
  },
  file: { plain: 'sudoku.wasm', simd: 'sudoku-simd.wasm' },
  home: import.meta.url,
};

/**
 * Loads the Sudoku module. `packed` gives its plain WASM from its packed copy where a bundle did
 * not emit the .wasm (the API's entry on a page's thread passes it; workers do not: wasm.js). The
 * first call's module is shared.
 */
export const loadSudokuModule = moduleLoader((packed = null) => instantiateBuild(SUDOKU_BUILD, packed));
