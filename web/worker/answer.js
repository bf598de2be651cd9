// What a solver worker does with a message, in the browser (worker.js) and in Node
// (worker-node.js): { id, method, args } in, { id, result } or { id, error } out. Besides the
// methods of createSolver(), `sudokuSlice` runs one share of a search split across a pool
// (pool.js).
import { describeError } from '../lib/errors.js';
import { createSolver } from '../lib/index.js';
import { loadModule } from '../lib/module.js';
import { sudokuSlice } from '../lib/sudoku.js';

const ready = Promise.all([createSolver(), loadModule()]);

export async function answer({ id, method, args }) {
  try {
    const [solver, module] = await ready;
    if (method === 'sudokuSlice') return { id, result: sudokuSlice(module, ...args) };
    if (typeof solver[method] !== 'function') throw new TypeError(`unknown method "${method}"`);
    return { id, result: solver[method](...args) };
  } catch (error) {
    return { id, error: describeError(error) };
  }
}
