// The solver in a pool of workers, behind `dlx-wasm/worker` (client.js in browsers,
// client-node.js in Node): the methods of createSolver(), returning promises. Workers start
// on first use. Each call goes to the least busy worker; with more than one (or with onProgress),
// sudoku(), exactCover(), queens() and polyomino() split their search instead: every worker takes
// slices of at most `sliceNodes` nodes off a shared stack (slice() in full-slice.js), and what a slice
// leaves undone goes back on the stack, each part with the options the search had ruled out
// there, so no work is done twice.
import { COVER_OPTIONS, POLYOMINO_OPTIONS, QUEENS_OPTIONS, SUDOKU_OPTIONS } from '../lib/options.js';
import { errorOf } from '../lib/errors.js';
import { describe, optionsOf } from '../lib/validate.js';
import { takeOptions } from './call-options.js';
import { unsendable } from './sendable.js';

const METHODS = ['sudoku', 'sudokuBatch', 'parseSudoku', 'exactCover', 'exactCoverEach', 'queens', 'polyomino', 'traceExactCover', 'generateSudoku', 'hint', 'explain', 'rate', 'techniques'];
// The calls split across workers: the options they take (for the limit and the node budget) and
// what each solution holds, for the cap on what a split search keeps.
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
// About 50 ms of a hard 25x25's search in WASM: short enough that no worker waits long for work
// and a stop comes soon after the limit is reached, long enough that starting each search over
// from its placements costs little (docs/performance.md, "Splitting").
const SLICE_NODES = 200_000;
const MAX_WORKERS = 256;
// As one search keeps at most 2^24 row indices of solutions (kMaxKeptRows), a split one keeps at
// most 2^24 options (or Sudoku cells) of them.
const MAX_KEPT = 2 ** 24;
// How long after its deadline a call is ended by the pool if its module has not ended it: the
// module looks at the clock between steps, and a step can be long.
const DEADLINE_GRACE_MS = 250;
// The longest wait setTimeout() takes (2^31 - 1 ms, about 24 days): a longer one fires at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

function settingsOf(settings) {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new TypeError(`createWorkerSolver: settings must be an object; got ${describe(settings)}`);
  }
  for (const key of Object.keys(settings)) {
    if (!['workerUrl', 'workers', 'sliceNodes', 'module'].includes(key)) {
      throw new TypeError(`createWorkerSolver: unknown setting "${key}" (accepted: workerUrl, workers, sliceNodes, module)`);
    }
  }
  const { workerUrl, workers = 1, sliceNodes = SLICE_NODES, module = 'full' } = settings;
  if (workerUrl !== undefined && typeof workerUrl !== 'string' && !(workerUrl instanceof URL)) {
    throw new TypeError(`createWorkerSolver: workerUrl must be a string or a URL; got ${describe(workerUrl)}`);
  }
  if (module !== 'full' && module !== 'sudoku') throw new RangeError(`createWorkerSolver: module must be 'full' or 'sudoku'; got ${describe(module)}`);
  for (const [name, value, most] of [['workers', workers, MAX_WORKERS], ['sliceNodes', sliceNodes, Number.MAX_SAFE_INTEGER]]) {
    if (typeof value !== 'number') throw new TypeError(`createWorkerSolver: ${name} must be a number; got ${describe(value)}`);
    if (!Number.isInteger(value) || value < 1 || value > most) {
      throw new RangeError(`createWorkerSolver: ${name} must be a whole number from 1 to ${most}; got ${value}`);
    }
  }
  return { workers, sliceNodes };
}

/**
 * @param {(events: { onMessage(data: unknown): void, onError(error: Error): void }) =>
 *   { post(message: unknown): void, terminate(): void, hold(busy: boolean): void }} spawn
 *   starts one worker; `hold(busy)` says whether calls wait on it (Node keeps the process alive
 *   only then)
 */
export function createPool(spawn, settings = {}) {
  const { workers, sliceNodes } = settingsOf(settings);
  // A slot is one worker, started on first use and again after it was ended; `generation` tells
  // its answers from those of a worker it replaced.
  const slots = Array.from({ length: workers }, () => ({ endpoint: null, generation: 0, pending: 0 }));
  const calls = new Map();  // id -> { message, owner, slot, resolve, reject, onProgress, shown }
  let nextId = 1;

  function settle(slot, generation, data) {
    const call = calls.get(data.id);
    if (!call || call.slot !== slot || slot.generation !== generation) return;
    if ('progress' in data) {  // a report, however empty: the answer is still to come
      report(call, data.progress);
      return;
    }
    calls.delete(data.id);
    slot.pending -= 1;
    if (slot.pending === 0) slot.endpoint?.hold(false);
    if (data.error) {
      call.reject(errorOf(data.error));
    } else if (call.message.method === 'sudokuBatch') {
      call.resolve(data.result.map((one) => (one.error ? { error: errorOf(one.error) } : one)));
    } else {
      call.resolve(data.result);
    }
  }

  function endpointOf(slot) {
    if (!slot.endpoint) {
      const generation = ++slot.generation;
      slot.endpoint = spawn({
        onMessage: (data) => settle(slot, generation, data),
        onError: (error) => slot.generation === generation && fail(slot, error),
      });
    }
    return slot.endpoint;
  }

  // A worker's progress in a call that asked for it (a module call's onProgress, answer.js). A
  // callback that throws ends the call with its error, and the workers running it.
  function report(call, progress) {
    if (!call.onProgress) return;
    try {
      call.onProgress(progress);
    } catch (error) {
      abandon(call.owner, error);
    }
  }

  // Sends a call to its slot's worker. A message postMessage() cannot copy (a function, a Proxy, a
  // getter that throws) rejects its own call at once and leaves nothing behind: no call to wait on
  // (which would hold the process) or to send again when another call is aborted.
  function post(call) {
    let endpoint = null;
    try {
      endpoint = endpointOf(call.slot);
      endpoint.post(call.message);
    } catch (error) {
      calls.delete(call.message.id);
      call.reject(endpoint ? unsendable(call.shown.method, call.shown.args, error) : error);
      return;
    }
    call.slot.pending += 1;
    endpoint.hold(true);
  }

  // Ends a slot's worker and hands back the calls that were waiting on it.
  function end(slot) {
    slot.endpoint?.terminate();
    slot.endpoint = null;
    slot.generation += 1;
    slot.pending = 0;
    return [...calls.values()].filter((call) => call.slot === slot);
  }

  // A worker failed: the calls waiting on it fail with it; the other workers go on.
  function fail(slot, error) {
    for (const call of end(slot)) {
      calls.delete(call.message.id);
      call.reject(error);
    }
  }

  // One caller gave up: only the workers running its calls are ended, and the other callers'
  // calls that were waiting on them run again on fresh workers (a solve is pure: running it twice
  // gives the same answer).
  function abandon(owner, reason) {
    for (const slot of slots) {
      if (![...calls.values()].some((call) => call.slot === slot && call.owner === owner)) continue;
      for (const call of end(slot)) {
        if (call.owner === owner) {
          calls.delete(call.message.id);
          call.reject(reason);
        } else {
          post(call);
        }
      }
    }
  }

  // Ends every worker and every call still waiting on one (terminate()).
  function stop(reason) {
    for (const slot of slots) end(slot);
    const waiting = [...calls.values()];
    calls.clear();
    for (const call of waiting) call.reject(reason);
  }

  // One call, on behalf of `owner`, on the least busy worker (started ones first among equals).
  // With `onProgress`, the worker reports the module call's progress (answer.js). `shown` is the
  // call as its caller made it, for the message when it cannot be sent (a slice is a sudoku()).
  function send(owner, method, args, { onProgress, shown = { method, args } } = {}) {
    let slot = slots[0];
    for (const other of slots) if (other.pending < slot.pending) slot = other;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const message = onProgress ? { id, method, args, progress: true } : { id, method, args };
      const call = { message, owner, slot, resolve, reject, onProgress, shown };
      calls.set(id, call);
      post(call);
    });
  }

  // Takes { signal, onProgress, deadline } off the options (call-options.js) and runs the call as
  // its own owner. Aborting rejects it at once and ends only the workers running it; so does its
  // deadline, if the module has not ended the call DEADLINE_GRACE_MS after it.
  function cancellable(method, args, run) {
    let taken;
    try {
      taken = takeOptions(method, args);
    } catch (error) {
      return Promise.reject(error);
    }
    const { signal, onProgress, deadline } = taken;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (deadline !== undefined && Date.now() >= deadline) {
      return Promise.reject(new DOMException(`${method}: the deadline passed before the call began`, 'TimeoutError'));
    }
    const owner = {};
    let running;
    try {
      running = run(owner, taken.args, onProgress);
    } catch (error) {
      return Promise.reject(error);  // options checked on this side: a promise all the same
    }
    if (!signal && deadline === undefined) return running;
    return new Promise((resolve, reject) => {
      let timer;
      const stop = (reason) => {
        reject(reason);
        abandon(owner, reason);
      };
      const onAbort = () => stop(abortError(signal));
      const watch = () => {
        const left = deadline + DEADLINE_GRACE_MS - Date.now();
        if (left > 0) timer = setTimeout(watch, Math.min(left, MAX_TIMER_MS));
        else stop(new DOMException(`${method}: the deadline passed, and the call had not ended ${DEADLINE_GRACE_MS} ms later`, 'TimeoutError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (deadline !== undefined) watch();
      running.then(resolve, reject).finally(() => {
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
      });
    });
  }

  // One call split into slices: every worker takes slices of at most `sliceNodes` nodes off a
  // shared stack, and what a slice leaves undone goes back on the stack (slice() in full-slice.js).
  function split(owner, method, subject, options, onProgress) {
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

  // A call that can be split is, with more than one worker or with onProgress; the rest run whole
  // on one worker, and the module reports their progress (a split call's is the pool's own).
  function run(owner, method, args, onProgress) {
    const [subject, options] = args;
    if (!Object.hasOwn(SPLIT, method)) return send(owner, method, args, { onProgress });
    const whole = (workers === 1 && !onProgress) || options?.writeProblem === true;
    return whole ? send(owner, method, args) : split(owner, method, subject, options, onProgress);
  }

  const solver = { terminate: () => stop(new Error('the solver was terminated')) };
  for (const method of METHODS) {
    solver[method] = (...args) => cancellable(method, args, (owner, checked, onProgress) => run(owner, method, checked, onProgress));
  }
  return Object.freeze(solver);
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

function abortError(signal) {
  return signal.reason instanceof Error ? signal.reason : new DOMException('the search was aborted', 'AbortError');
}
