// The methods of the full module's solver bound to a module: the Sudoku ones (sudoku-api.js), exact
// cover and queens (cover.js), polyominoes and the trace. index.js (the API's entry) and the
// workers bind it to a loaded module.
import { exactCover, exactCoverEach, queens } from './cover.js';
import { polyomino } from './polyomino.js';
import { sudokuMethods } from './sudoku-api.js';
import { traceExactCover } from './trace.js';

/** Every method of createSolver() (dlx-wasm), over `module`, frozen. */
export function fullMethods(module) {
  return Object.freeze({
    ...sudokuMethods(module),
    exactCover: (problem, options) => exactCover(module, problem, options),
    exactCoverEach: (text, options) => exactCoverEach(module, text, options),
    queens: (n, options) => queens(module, n, options),
    polyomino: (problem, options) => polyomino(module, problem, options),
    traceExactCover: (problem, options) => traceExactCover(module, problem, options),
  });
}
