// dlx-wasm/sudoku: the Sudoku methods of the API (solve, parse, generate, hint, explain, rate; every
// size and variant) over the Sudoku module, lighter than the full one (docs/api.md,
// "dlx-wasm/sudoku"). The same methods as dlx-wasm's createSolver(), without exact cover. Exports
// createSolver alone, as sudoku-index.cjs and sudoku-index.d.ts do (the workers' slices:
// sudoku-slice.js).
import { sudokuMethods } from './sudoku-api.js';
import { loadSudokuModule } from './sudoku-module.js';
import { unpack } from './packed.js';

// The WASM for a bundle that did not emit the .wasm files (web/lib/wasm.js).
const packed = () => import('../generated/sudoku.packed.mjs').then(unpack);

/** Loads the Sudoku module (once per page or process) and returns a solver bound to it. */
export async function createSolver() {
  return Object.freeze(sudokuMethods(await loadSudokuModule(packed)));
}
