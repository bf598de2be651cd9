// What a solver worker does with a message, in the browser (worker.js, worker-sudoku.js) and in
// Node (worker-node.js, worker-sudoku-node.js): { id, method, args } in, { id, result } or
// { id, error } out. Besides the methods of createSolver(), `slice` runs one share of a search split
// across a pool (pool.js): its args are slice()'s (web/lib/slice.js), after the module. A message
// with `progress: true` asks for the module call's progress: the call gets an onProgress in its
// options (the last argument; the caller's own stayed in the page, as a function cannot be sent)
// that posts { id, progress } while it runs.
import { describeError } from '../lib/errors.js';

/**
 * The answerer of a worker over one module: `api` is { methods, slice }, the solver's methods over
 * a module and the slice of a split search (web/lib/full-api.js and full-slice.js for the full
 * module, sudoku-api.js and sudoku-slice.js for the Sudoku module), `loadModule` the loader of that
 * module, from its .wasm file (web/lib/wasm.js). It answers a message `data` with the message to
 * post back; `post` sends the progress messages before it.
 */
export function answerer(api, loadModule, which) {
  const ready = loadModule().then((module) => [api.methods(module), module]);
  return async ({ id, method, args, progress }, post) => {
    try {
      const [solver, module] = await ready;
      // A slice's first argument is the method it is a share of.
      const name = method === 'slice' ? args[0] : method;
      if (typeof solver[name] !== 'function') {
        throw new TypeError(which === 'sudoku' ? `${name}() is not in the Sudoku module; createWorkerSolver({ module: 'full' }) has it` : `unknown method "${name}"`);
      }
      if (progress === true) {
        const last = Math.max(args.length - 1, 0);
        args = [...args.slice(0, last), { ...args[last], onProgress: (report) => post({ id, progress: report }) }];
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
