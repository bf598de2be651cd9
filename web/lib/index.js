// The public API: createSolver() loads the WASM module once and returns plain synchronous methods
// (full-api.js). This layer checks JS types and options, calls one coarse module function per solve,
// and shapes the copied-out results; it never holds or hands out a view into the WASM heap.
// dlx-wasm/sudoku (sudoku-index.js) is the Sudoku methods alone, over the smaller module. The
// workers' share of a split search is internal (full-slice.js): this entry exports createSolver
// alone, as its CommonJS twin (index.cjs) and its types (index.d.ts) do.
import { fullMethods } from './full-api.js';
import { loadModule } from './module.js';
import { unpack } from './packed.js';

// The WASM for a bundle that did not emit the .wasm files (web/lib/wasm.js).
const packed = () => import('../generated/dlx.packed.mjs').then(unpack);

/** Loads the full module (once per page or process) and returns a solver bound to it. */
export async function createSolver() {
  return fullMethods(await loadModule(packed));
}
