// `dlx-wasm/worker` in Node: the same pool as in browsers (pool.js), over worker threads.
import { Worker } from 'node:worker_threads';
import { createPool } from './pool.js';

/**
 * @param {{ workerUrl?: string | URL, workers?: number, sliceNodes?: number }} [settings]
 *   workerUrl: where worker-node.js is, if it was moved; workers: how many (default 1)
 */
export function createWorkerSolver(settings = {}) {
  return createPool(({ onMessage, onError }) => {
    const worker = new Worker(settings.workerUrl ?? new URL('./worker-node.js', import.meta.url));
    worker.on('message', onMessage);
    worker.on('error', (error) => onError(new Error(`the solver worker failed: ${error.message}`)));
    worker.unref();  // an idle pool does not keep the process alive
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => worker.terminate(),
      hold: (busy) => (busy ? worker.ref() : worker.unref()),
    };
  }, settings);
}
