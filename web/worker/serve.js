// A module worker's side of the browser pool (worker.js, worker-sudoku.js and their standalone
// versions, worker-standalone.js and worker-sudoku-standalone.js): it says it started,
// then answers each message. The first message tells the page that the script loaded and ran: an
// error before it means the worker could not start (a 404, a script a bundler did not emit), one
// after it that the worker failed while running (browser-pool.js).

const STARTED = 'dlx-wasm:started';

/** Whether `data` is a worker's first message, the one that says it started. */
const isStarted = (data) => data?.type === STARTED;

/**
 * The page's side of that: `worker`'s messages go to `events.onMessage` (its first one, which says
 * it runs, to `started()`), and an error before it is a start that failed, `failedStart(reason)`
 * (`notLoaded` where the browser gives no message: a module script that did not load fires a bare
 * Event), one after it an error of the calls (events.onError). Nothing once `ended()`. For the
 * browser pool (browser-pool.js) and the elements' inline worker (inline-worker.js).
 */
export function watchStart(worker, { events, started, failedStart, notLoaded, ended }) {
  let running = false;
  worker.onmessage = ({ data }) => {
    if (ended()) return;
    if (!running) {
      running = true;
      started();  // any message says it runs (a script of one's own may not say it started)
    }
    if (!isStarted(data)) events.onMessage(data);
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    if (ended()) return;
    if (running) events.onError(new Error(`the solver worker failed: ${event.message || 'it stopped'}`));
    else failedStart(event.message || notLoaded);
  };
}

export function serve(answer) {
  const post = (message) => self.postMessage(message);
  self.onmessage = async ({ data }) => post(await answer(data, post));
  post({ type: STARTED });
}

const WASM = 'dlx-wasm:wasm';

/** The first message to a worker of serveCompiled(): its module's WASM, a WebAssembly.Module. */
export const wasmMessage = (compiled) => ({ type: WASM, wasm: compiled });

/**
 * serve() for a worker whose module's WASM comes from the page, compiled, in its first message
 * (inline-worker.js: a WebAssembly.Module, which postMessage() shares with a worker without
 * copying its code): `answerOf(compiled)` makes the answerer then. The page sends nothing before it.
 */
export function serveCompiled(answerOf) {
  const post = (message) => self.postMessage(message);
  let answer = null;
  self.onmessage = async ({ data }) => {
    if (answer === null && data?.type === WASM) answer = answerOf(data.wasm);
    else if (answer !== null) post(await answer(data, post));
  };
  post({ type: STARTED });
}
