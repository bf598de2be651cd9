// The Sudoku module (web/generated/sudoku.mjs, or sudoku-simd.mjs where WebAssembly has SIMD:
// Sudoku and its variants, the generator, the logic solver; no exact cover), loaded once per page
// or process: what dlx-wasm/sudoku and the Sudoku pages use.
import { moduleLoader } from './facade.js';
import { createBuild } from './simd.js';

export const loadSudokuModule = moduleLoader(() => createBuild(() => import('../generated/sudoku-simd.mjs'), () => import('../generated/sudoku.mjs')));
