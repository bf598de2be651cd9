// The worker pool in browsers (pool.js over module workers), for createWorkerSolver() (client.js)
// and the elements. A worker says when it has started (serve.js), which tells a worker that could
// not start (its script 404s or is not JavaScript, a bundler did not emit it, import.meta.url is
// empty as in an iife bundle, new Worker() throws) from one that fails while running: only the
// calls waiting on the latter reject with its error. A failed start rejects the calls waiting too,
// unless `onPage` is given (the elements): the calls then go to the stand-in it makes, which runs
// them on the page's thread (page-thread.js).
import { createPool } from './pool.js';
import { watchStart } from './serve.js';

/**
 * @param settings createWorkerSolver()'s, checked (settings.js), or an element's own
 * @param worker `{ script, start }`: the worker script's name (for messages) and a function that
 *   starts it from where the package has it (start-full.js, start-sudoku.js); `onPage`, if given, makes the
 *   stand-in for a worker that could not start: onPage(events, why), `events` the pool's
 *   `{ onMessage, onError }`, `why` the worker's place and what happened
 */
export function browserPool(settings, { script, start, onPage = null }) {
  return createPool((events) => {
    const where = settings.workerUrl ? String(settings.workerUrl) : script;
    // A script that could not start is not tried again by the elements' pools: their later
    // workers, and those of the page's other elements, go to the stand-in at once.
    const failed = onPage && cannotStart.get(where);
    return failed ? onPage(events, failed) : endpoint(settings.workerUrl, where, { start, onPage }, events);
  }, settings);
}

// The worker scripts of the page that could not start (their place), and what happened.
const cannotStart = new Map();

function endpoint(url, where, { start, onPage }, events) {
  let worker = null;
  let local = null;  // the stand-in, once the worker could not start
  let sent = [];     // what was posted until the worker said it started: for the stand-in if it never does
  let ended = false;

  const failedStart = (reason, cause) => {
    worker?.terminate();
    worker = null;
    if (!onPage) {
      return new Error(`the solver worker failed: it could not start (${where}: ${reason}); give the worker script's URL with the workerUrl setting (an element's worker-url attribute)`, { cause });
    }
    const why = `${where}: ${reason}`;
    cannotStart.set(where, why);
    local = onPage(events, why);
    const waiting = sent;
    sent = null;
    for (const message of waiting) local.post(message);
    return null;
  };

  try {
    worker = url ? new Worker(url, { type: 'module' }) : start();
  } catch (error) {
    // A bundle without import.meta.url (esbuild's iife) cannot make the script's URL at all.
    const reason = url || import.meta.url ? `${error?.name ?? 'Error'}: ${error?.message ?? error}` : 'no import.meta.url to locate it by (an iife bundle)';
    const failed = failedStart(reason, error);
    if (failed) throw failed;  // the call that started it rejects with it (pool.js, post())
  }
  if (worker) {
    watchStart(worker, {
      events,
      started: () => { sent = null; },
      failedStart: (reason) => {
        const failed = failedStart(reason);
        if (failed) events.onError(failed);
      },
      notLoaded: 'its script did not load as a module: not found, or not JavaScript',
      ended: () => ended,
    });
  }
  return {
    post(message) {
      if (local) return local.post(message);
      worker.postMessage(message);
      sent?.push(message);
    },
    terminate() {
      ended = true;
      worker?.terminate();
      local?.terminate();
    },
    hold: () => {},
  };
}
