// What a solver worker does with a message, in the browser (worker.js, worker-sudoku.js) and in
// Node (worker-node.js, worker-sudoku-node.js): { id, method, args } in, { id, result } or
// { id, error } out. Besides the methods of createSolver(), `slice` runs one share of a search split
// across a pool (pool.js): its args are slice()'s (web/lib/slice.js), after the module.
import { describeError } from '../lib/errors.js';

/**
 * The answerer of a worker over one API: `api` is web/lib/index.js (the full module) or
 * web/lib/sudoku-index.js (the Sudoku module), `loadModule` the loader of its module.
 */
export function answerer(api, loadModule, which) {
  const ready = Promise.all([api.createSolver(), loadModule()]);
  return async ({ id, method, args }) => {
    try {
      const [solver, module] = await ready;
      // A slice's first argument is the method it is a share of.
      const name = method === 'slice' ? args[0] : method;
      if (typeof solver[name] !== 'function') {
        throw new TypeError(which === 'sudoku' ? `${name}() is not in the Sudoku module; createWorkerSolver({ module: 'full' }) has it` : `unknown method "${name}"`);
      }
      const result = method === 'slice' ? api.slice(module, ...args) : solver[method](...args);
      // A batch's failed puzzles carry their errors as data, as a failed call does.
      if (method === 'sudokuBatch') return { id, result: result.map((one) => (one.error ? { error: describeError(one.error) } : one)) };
      return { id, result };
    } catch (error) {
      return { id, error: describeError(error) };
    }
  };
}
