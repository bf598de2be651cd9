// A module worker's side of the browser pool (worker.js, worker-sudoku.js and their standalone
// versions, worker-standalone.js and worker-sudoku-standalone.js): it says it started,
// then answers each message. The first message tells the page that the script loaded and ran: an
// error before it means the worker could not start (a 404, a script a bundler did not emit), one
// after it that the worker failed while running (browser-pool.js).

const STARTED = 'dlx-wasm:started';

/** Whether `data` is a worker's first message, the one that says it started. */
export const isStarted = (data) => data?.type === STARTED;

export function serve(answer) {
  const post = (message) => self.postMessage(message);
  self.onmessage = async ({ data }) => post(await answer(data, post));
  post({ type: STARTED });
}
