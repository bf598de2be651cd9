// What a solver worker does with a message, in the browser (worker.js) and in Node
// (worker-node.js): { id, method, args } in, { id, result } or { id, error } out. Besides the
// methods of createSolver(), `slice` runs one share of a search split across a pool (pool.js):
// its args are slice()'s in index.js, after the module.
import { describeError } from '../lib/errors.js';
import { createSolver, slice } from '../lib/index.js';
import { loadModule } from '../lib/module.js';

const ready = Promise.all([createSolver(), loadModule()]);

export async function answer({ id, method, args }) {
  try {
    const [solver, module] = await ready;
    if (method === 'slice') return { id, result: slice(module, ...args) };
    if (typeof solver[method] !== 'function') throw new TypeError(`unknown method "${method}"`);
    return { id, result: solver[method](...args) };
  } catch (error) {
    return { id, error: describeError(error) };
  }
}
