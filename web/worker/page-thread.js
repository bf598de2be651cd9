// A stand-in for a pool's worker that could not start, on the page's own thread (browser-pool.js,
// for the elements): the same answerer as the worker's (standalone-full.js or
// standalone-sudoku.js, imported by `load` on first use), the same messages. It gets a copy of
// each message, as a worker does, so a part that cannot be copied throws at post() as postMessage() throws. Each call runs in
// a task of its own, so that the page handles its input between calls (a click on Stop between the
// slices of a split search), and what the call posts (its progress, then its answer) reaches the
// pool once the call has returned, never from inside it. A call already running cannot be stopped:
// terminate() drops its answer and the calls still waiting.

let warned = false;  // once a page: every element and pool of it would say the same

/** `why`: the worker's place and what happened, for the console's one warning. */
export function pageThread(load, { onMessage, onError }, why) {
  if (!warned) {
    warned = true;
    console.warn(`dlx-wasm: the solver's worker could not start (${why}), so the solver runs on the page's thread, where a ` +
      "long search holds the page until it ends. Serve the worker script and give its URL: the element's worker-url " +
      'attribute or workerUrl property (docs/api.md, "Workers and bundlers").');
  }
  let ended = false;
  let queue = Promise.resolve();
  const deliver = (message) => queueMicrotask(() => ended || onMessage(message));
  const run = async (message) => {
    if (ended) return;
    let answer;
    try {
      ({ answer } = await load());
    } catch (error) {
      if (!ended) onError(new Error(`the solver failed: it could not load on the page's thread: ${error?.message ?? error}`, { cause: error }));
      return;
    }
    if (!ended) deliver(await answer(message, deliver));
  };
  return {
    post(message) {
      const copy = structuredClone(message);
      queue = queue.then(nextTask).then(() => run(copy));
    },
    terminate() {
      ended = true;
    },
    hold() {},
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
