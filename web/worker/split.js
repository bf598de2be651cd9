// A call split across a pool's workers (pool.js loads this at its first split call): every
// worker takes slices of at most `sliceNodes` nodes off a shared stack (slice() in full-slice.js),
// and what a slice leaves undone goes back on the stack, each part with the options the search had
// ruled out there, so no work is done twice.
import { COVER_OPTIONS, POLYOMINO_OPTIONS, QUEENS_OPTIONS, SUDOKU_OPTIONS } from '../lib/options.js';
import { optionsOf } from '../lib/validate.js';

// The calls split (pool.js's SPLITTABLE): the options they take (for the limit and the node
// budget) and what each solution holds, for the cap on what a split search keeps.
const SPLIT = {
  sudoku: { options: SUDOKU_OPTIONS, held: (part) => part.size * part.size, unit: 'cells' },
  exactCover: { options: COVER_OPTIONS, held: (_, solution) => solution.length, unit: 'options' },
  queens: { options: QUEENS_OPTIONS, held: (_, solution) => solution.length, unit: 'options' },
  polyomino: { options: POLYOMINO_OPTIONS, held: (_, solution) => solution.placements.length, unit: 'options' },
};
const PROGRESS_EVERY_MS = 100;
// The most searches one slice takes off the stack: enough that the many short searches near the
// leaves of a search tree cost one message, few enough that a slice stays small to send.
const MAX_BATCH = 256;
// While too few searches wait to keep every worker busy, slices are this many times shorter: they
// come back soon with the frontier of their search for the idle workers to share.
const SHORT_SLICE = 8;
// As one search keeps at most 2^24 row indices of solutions (kMaxKeptRows), a split one keeps at
// most 2^24 options (or Sudoku cells) of them.
const MAX_KEPT = 2 ** 24;

/**
 * `pool`: the pool's { send(owner, method, args, { shown }), workers, sliceNodes } (pool.js);
 * `owner`: the call's, by which the pool ends the workers running it. Resolves as the call does
 * unsplit, its `stopped` 'limit', 'maxNodes' or null.
 */
export function split({ send, workers, sliceNodes }, owner, method, subject, options, onProgress) {
  const { held, unit } = SPLIT[method];
  const { limit, maxNodes } = optionsOf(options, SPLIT[method].options, method);  // 0: none
  return new Promise((resolve, reject) => {
    const stack = [{ search: Int32Array.of(0, 0), budget: sliceNodes }];
    const solutions = [];
    let first = null;  // the first slice's result: the fields every slice has alike (size, options)
    let count = 0;
    let nodes = 0;
    let kept = 0;      // what the solutions hold, in `unit`s
    let reserved = 0;  // the budgets of the slices running
    let running = 0;
    let reported = performance.now();
    let done = false;

    const finish = (stopped) => {
      report(true);
      if (done) return;  // the callback threw
      done = true;
      const { left: _none, ...fields } = first;
      resolve({
        ...fields,
        solutions: limit ? solutions.slice(0, limit) : solutions,
        count: limit ? Math.min(count, limit) : count,
        complete: stopped === null,
        nodes,
        stopped,
      });
    };
    const fail = (error) => {
      if (done) return;
      done = true;
      reject(error);
    };
    // At most every PROGRESS_EVERY_MS while the search runs, and once at its end.
    const report = (last = false) => {
      const now = performance.now();
      if (!onProgress || (!last && now - reported < PROGRESS_EVERY_MS)) return;
      reported = now;
      try {
        onProgress({ nodes, count: limit ? Math.min(count, limit) : count, slices: last ? 0 : stack.length + running });
      } catch (error) {
        fail(error);  // a callback that throws ends the call with its error
      }
    };
    const take = (part, search, budget) => {
      first ??= part;
      if (part.conflicts?.length > 0) {  // a Sudoku's clashing givens: nothing was searched
        done = true;
        const { left: _none, ...result } = part;
        resolve(result);
        return;
      }
      count += part.count;
      nodes += part.nodes;
      // Slices running side by side may each find up to the limit: what is past it is never
      // returned, so it is not kept (nor weighed against MAX_KEPT, which only a limit above
      // what can be kept should reach).
      for (const solution of part.solutions) {
        if (limit && solutions.length >= limit) break;
        solutions.push(solution);
        kept += held(part, solution);
      }
      if (kept > MAX_KEPT) {
        fail(new RangeError(`${method}: the ${solutions.length} solutions found so far hold ${kept} ${unit}, and at most ` +
          `${MAX_KEPT} are kept: ask for fewer solutions (limit)`));
        return;
      }
      // The first search comes back unchanged when its budget ran out before its first branch
      // point: it needs a larger one (the others are handed back as they came).
      const left = part.left;
      const stuck = left.length > 0 && sameSearch(left[0], search);
      for (let i = left.length - 1; i >= 0; i -= 1) {
        stack.push({ search: left[i], budget: i === 0 && stuck ? 2 * budget : sliceNodes });
      }
    };
    const pump = () => {
      if (done) return;
      if (limit && count >= limit) {
        finish('limit');
        return;
      }
      while (running < workers && stack.length > 0) {
        const room = maxNodes ? maxNodes - nodes - reserved : Infinity;
        if (room <= 0) break;
        // A worker's share of the stack, the top first: a slice runs its searches in order and
        // hands back those it did not reach.
        const batch = stack.splice(-Math.min(MAX_BATCH, Math.ceil(stack.length / workers))).reverse();
        const search = batch[0].search;
        const budget = Math.max(...batch.map((entry) => entry.budget));
        const short = workers > 1 && stack.length + running + 1 < 2 * workers ? Math.ceil(budget / SHORT_SLICE) : budget;
        const share = Math.min(short, room);
        running += 1;
        reserved += share;
        const sliceOptions = { ...options, limit: limit ? limit - count : Infinity, maxNodes: share };
        const searches = batch.length === 1 ? search : concat(batch.map((entry) => entry.search));
        send(owner, 'slice', [method, subject, sliceOptions, searches], { shown: { method, args: [subject, options] } }).then((part) => {
          running -= 1;
          reserved -= share;
          if (done) return;
          take(part, search, budget);
          report();
          pump();
        }, fail);
      }
      if (running === 0 && !done) finish(stack.length === 0 ? null : 'maxNodes');
    };
    pump();
  });
}


function concat(arrays) {
const out = new Int32Array(arrays.reduce((sum, array) => sum + array.length, 0));
let at = 0;
for (const array of arrays) {
  out.set(array, at);
  at += array.length;
}
return out;
}

function sameSearch(a, b) {
return a.length === b.length && a.every((value, i) => value === b[i]);
}
