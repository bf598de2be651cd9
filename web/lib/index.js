// The public API: createSolver() loads the WASM module once and returns plain synchronous methods.
// This layer checks JS types and options, calls one coarse module function per solve, and shapes
// the copied-out results; it never holds or hands out a view into the WASM heap.
// dlx-wasm/sudoku (sudoku-index.js) is the Sudoku methods alone, over the smaller module. The
// workers' share of a split search is internal (full-slice.js): this entry exports createSolver
// alone, as its CommonJS twin (index.cjs) and its types (index.d.ts) do.
import { loadModule } from './module.js';
import { sudokuMethods } from './sudoku-api.js';
import { exactCover, exactCoverEach, queens } from './cover.js';
import { polyomino } from './polyomino.js';
import { traceExactCover } from './trace.js';

/** Loads the full module (once per page or process) and returns a solver bound to it. */
export async function createSolver() {
  const module = await loadModule();
  return Object.freeze({
    ...sudokuMethods(module),
    exactCover: (problem, options) => exactCover(module, problem, options),
    exactCoverEach: (text, options) => exactCoverEach(module, text, options),
    queens: (n, options) => queens(module, n, options),
    polyomino: (problem, options) => polyomino(module, problem, options),
    traceExactCover: (problem, options) => traceExactCover(module, problem, options),
  });
}
