// The solver in a pool of workers, behind `dlx-wasm/worker` (client.js in browsers,
// client-node.js in Node): the methods of createSolver(), returning promises. Workers start
// on first use. Each call goes to the least busy worker; with more than one (or with onProgress),
// sudoku(), exactCover(), queens() and polyomino() split their search instead (split.js): every worker takes
// slices of at most `sliceNodes` nodes off a shared stack (slice() in full-slice.js), and what a slice
// leaves undone goes back on the stack, each part with the options the search had ruled out
// there, so no work is done twice.
import { errorOf } from '../lib/errors.js';
import { takeOptions, unsendable } from './call-options.js';

const METHODS = ['sudoku', 'sudokuBatch', 'parseSudoku', 'exactCover', 'exactCoverEach', 'queens', 'polyomino', 'traceExactCover', 'generateSudoku', 'hint', 'explain', 'rate', 'techniques', 'scanSudoku'];
// The calls split across workers (split.js says what each solution holds). The splitting is loaded
// at a pool's first split call: a page whose pool never splits (play mode's, one worker and no
// onProgress) does not load it (tests/browser/size.test.js weighs play mode's first load).
const SPLITTABLE = new Set(['sudoku', 'exactCover', 'queens', 'polyomino']);
// About 50 ms of a hard 25x25's search in WASM: short enough that no worker waits long for work
// and a stop comes soon after the limit is reached, long enough that starting each search over
// from its placements costs little (docs/performance.md, "Splitting").
export const SLICE_NODES = 200_000;
// How long after its deadline a call is ended by the pool if its module has not ended it: the
// module looks at the clock between steps, and a step can be long.
const DEADLINE_GRACE_MS = 250;
// The longest wait setTimeout() takes (2^31 - 1 ms, about 24 days): a longer one fires at once.
const MAX_TIMER_MS = 2 ** 31 - 1;


/**
 * @param {(events: { onMessage(data: unknown): void, onError(error: Error): void }) =>
 *   { post(message: unknown): void, terminate(): void, hold(busy: boolean): void }} spawn
 *   starts one worker; `hold(busy)` says whether calls wait on it (Node keeps the process alive
 *   only then); `workers` and `sliceNodes` as checkSettings() (settings.js) gives them: createWorkerSolver()
 *   checks a caller's, the elements give their own
 */
export function createPool(spawn, { workers = 1, sliceNodes = SLICE_NODES } = {}) {
  // A slot is one worker, started on first use and again after it was ended; `generation` tells
  // its answers from those of a worker it replaced.
  const slots = Array.from({ length: workers }, () => ({ endpoint: null, generation: 0, pending: 0 }));
  const calls = new Map();  // id -> { message, owner, slot, resolve, reject, onProgress, shown }
  let nextId = 1;
  let splitting = null;  // split.js, once a call splits
  let terminations = 0;  // stop()s so far: a split call waiting for split.js ends with the one after it

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
      if (endpoint) unsendable(call.shown.method, call.shown.args, error).then(call.reject, () => call.reject(error));
      else call.reject(error);
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
    owner.ended = reason;
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
    terminations += 1;
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
    if (taken.refused) return taken.refused.then((error) => Promise.reject(error));
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

  // A call that can be split is, with more than one worker or with onProgress; the rest run whole
  // on one worker, and the module reports their progress (a split call's is the pool's own). A
  // split call whose caller gave up, or whose pool was terminated, while split.js loaded ends there.
  function run(owner, method, args, onProgress) {
    const [subject, options] = args;
    if (!SPLITTABLE.has(method)) return send(owner, method, args, { onProgress });
    const whole = (workers === 1 && !onProgress) || options?.writeProblem === true;
    if (whole) return send(owner, method, args);
    const at = terminations;
    splitting ??= import('./split.js');
    return splitting.then(({ split }) => {
      if (owner.ended) throw owner.ended;
      if (terminations !== at) throw terminated();
      return split({ send, workers, sliceNodes }, owner, method, subject, options, onProgress);
    });
  }

  const solver = { terminate: () => stop(terminated()) };
  for (const method of METHODS) {
    solver[method] = (...args) => cancellable(method, args, (owner, checked, onProgress) => run(owner, method, checked, onProgress));
  }
  return Object.freeze(solver);
}

const terminated = () => new Error('the solver was terminated');

function abortError(signal) {
  return signal.reason instanceof Error ? signal.reason : new DOMException('the search was aborted', 'AbortError');
}
