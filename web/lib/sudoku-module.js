// The Sudoku module (Sudoku and its variants, the generator, the logic solver; no exact cover),
// loaded once per page or process: what dlx-wasm/sudoku, its workers and the Sudoku pages use.
// Its glue is web/generated/sudoku.mjs, its WASM sudoku.wasm or sudoku-simd.wasm (wasm.js).
import { moduleLoader } from './facade.js';
import { instantiateBuild } from './wasm.js';

const SUDOKU_BUILD = {
  glue: () => import('../generated/sudoku.mjs'),
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
