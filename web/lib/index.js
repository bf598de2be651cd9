// The public API: createSolver() loads the WASM module once and returns plain synchronous methods
// (full-api.js). dlx-wasm/sudoku (sudoku-index.js) is the Sudoku methods alone, over the smaller
// module.
import { fullMethods } from './full-api.js';
import { loadModule } from './module.js';
import { unpack } from './packed.js';

// The WASM for a bundle that did not emit the .wasm files (web/lib/wasm.js).
const packed = () => import('../generated/dlx.packed.mjs').then(unpack);

/** Loads the full module (once per page or process) and returns a solver bound to it. */
export async function createSolver() {
  return fullMethods(await loadModule(packed));
}
