// What a worker runs for a pool's split search (web/worker/pool.js), for the calls an API splits.
import { describe } from './validate.js';

/**
 * One share of a search split across workers (web/worker/pool.js): `method`'s call on `subject`
 * with `options`, cut to the searches in `searches` (an Int32Array; for Sudoku see sudokuSlice(),
 * else wasm/core/slice.hpp: for each search, a count of options taken first, those options, a count
 * of options left out, those options, numbered from 0 as the problem lists them), within
 * `options.maxNodes` over them all. The result is the method's, plus `left`: the searches not
 * finished, each an Int32Array in the same format (none unless stopped is 'maxNodes').
 */
export function sliceBy(sliced) {
  return (module, method, subject, options, searches) => {
    if (!Object.hasOwn(sliced, method)) throw new TypeError(`slice: ${method}() is not split`);
    if (!(searches instanceof Int32Array)) throw new TypeError(`slice: the searches must be an Int32Array; got ${describe(searches)}`);
    return sliced[method](module, subject, options, searches);
  };
}
