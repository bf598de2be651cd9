// `dlx-wasm/worker` in browsers: the solver in module workers, with the methods of createSolver()
// returning promises (pool.js). Pass { signal } (an AbortSignal) to cancel: the call rejects with an
// AbortError at once, the workers running it are ended, and other calls go on (pool.js, abandon()).

import { createPool } from './pool.js';

/**
 * @param {{ workerUrl?: string | URL, workers?: number, sliceNodes?: number, module?: 'full' | 'sudoku' }} [settings]
 *   workerUrl: where the worker script is served, if a bundler moved it; workers: how many
 *   (default 1); module: 'sudoku' runs the Sudoku module (worker-sudoku.js), lighter to load
 */
export function createWorkerSolver(settings = {}) {
  return createPool(({ onMessage, onError }) => {
    // Written out in full so bundlers (Vite, webpack 5) recognize the workers and bundle them.
    let worker;
    if (settings.workerUrl) worker = new Worker(settings.workerUrl, { type: 'module' });
    else if (settings.module === 'sudoku') worker = new Worker(new URL('./worker-sudoku.js', import.meta.url), { type: 'module' });
    else worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => onMessage(data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      onError(new Error(`the solver worker failed: ${event.message ?? 'it could not start'}`));
    };
    return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate(), hold: () => {} };
  }, settings);
}
