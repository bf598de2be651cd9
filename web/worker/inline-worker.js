// A stand-in for an element's worker whose script could not start (browser-pool.js's onPage): the
// same worker, bundled with the package as text (web/generated/*.inline.mjs, tools/inline-workers.js)
// and started from a blob: URL, so it needs no file of its own, where a bundler did not emit the
// worker script (esbuild, Rollup by default). Its first message is its module's WASM, compiled by
// the page (serveCompiled() in serve.js). Where it cannot start either (a Content-Security-Policy
// without `worker-src blob:`), the calls go to `fallBack` (the page's thread, page-thread.js).
// Until the worker says it started (serve.js), what was posted is kept, for the fall back.
import { unpack } from '../lib/packed.js';
import { pageThread } from './page-thread.js';
import { wasmMessage, watchStart } from './serve.js';

// Why the inline worker could not start, once it could not: a page's later workers go straight to
// the fall back (a policy that refused one blob: worker refuses them all, and says so each time).
let refused = null;

/**
 * `load` gives the worker's text and its module's WASM compiled ([text, WebAssembly.Module]);
 * `fallBack(events, why)` makes the next stand-in; `events` are the pool's { onMessage, onError },
 * `why` what happened to the worker script.
 */
export function inlineWorker(load, fallBack, events, why) {
  let worker = null;
  let next = null;   // the fall back's stand-in, once the inline worker could not start
  let sent = [];     // posted before the worker said it started
  let ended = false;

  const failed = (reason) => {
    if (ended || next) return;
    refused ??= reason;
    worker?.terminate();
    worker = null;
    next = fallBack(events, `${why}; inline: ${reason}`);
    const waiting = sent;
    sent = null;
    for (const message of waiting) next.post(message);
  };

  const start = ([text, compiled]) => {
    if (ended) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    try {
      worker = new Worker(url);
    } catch (error) {
      URL.revokeObjectURL(url);
      failed(`${error?.name ?? 'Error'}: ${error?.message ?? error}`);
      return;
    }
    watchStart(worker, {
      events,
      started: () => {
        URL.revokeObjectURL(url);
        sent = null;
      },
      failedStart: failed,
      notLoaded: 'a blob: worker did not start (a Content-Security-Policy without worker-src blob: refuses one)',
      ended: () => ended,
    });
    worker.postMessage(wasmMessage(compiled));
    for (const message of sent) worker.postMessage(message);
  };

  if (refused) {
    next = fallBack(events, `${why}; inline: ${refused}`);
    sent = null;
  } else {
    load().then(start, (error) => failed(`its text or its WASM did not load: ${error?.message ?? error}`));
  }

  return {
    post(message) {
      if (next) return next.post(message);
      // Checked as postMessage() checks it, whether the worker runs yet or not.
      const copy = structuredClone(message);
      if (sent) sent.push(copy);
      if (worker) worker.postMessage(copy);
    },
    terminate() {
      ended = true;
      worker?.terminate();
      next?.terminate();
    },
    hold() {},
  };
}

/**
 * The elements' stand-ins where their worker script cannot start, for browser-pool.js's onPage:
 * the inline worker, else the page's thread. Each argument is the caller's literal import(), which
 * bundlers follow: `text`, the worker's text (web/generated/*.inline.mjs); `packed`, the module's
 * packed copy, compiled once a page for the inline worker (a bundle that did not emit the worker
 * holds it anyway, for the API and the page's thread); `standalone`, the answerer on the page's
 * thread (standalone-sudoku.js, standalone-full.js).
 */
export function elementFallBack({ text, packed, standalone }) {
  let compiling = null;
  const compiled = () => (compiling ??= packed().then(unpack).then((wasm) => WebAssembly.compile(wasm)));
  const load = () => Promise.all([text().then((module) => module.default), compiled()]);
  const onThread = (events, why) => pageThread(standalone, events, why);
  return (events, why) => inlineWorker(load, onThread, events, why);
}
