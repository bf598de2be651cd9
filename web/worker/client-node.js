// `dlx-wasm/worker` in Node: the same pool as in browsers (pool.js), over worker threads.
import { Worker } from 'node:worker_threads';
import { createPool } from './pool.js';
import { checkSettings } from './settings.js';

/**
 * @param {{ workerUrl?: string | URL, workers?: number, sliceNodes?: number, module?: 'full' | 'sudoku' }} [settings]
 *   workerUrl: where the worker script is, if it was moved; workers: how many (default 1);
 *   module: 'sudoku' runs the Sudoku module (worker-sudoku-node.js)
 */
export function createWorkerSolver(settings = {}) {
  const checked = checkSettings(settings);
  return createPool(({ onMessage, onError }) => {
    const script = checked.module === 'sudoku' ? './worker-sudoku-node.js' : './worker-node.js';
    const worker = new Worker(checked.workerUrl ?? new URL(script, import.meta.url), workerOptions());
    worker.on('message', onMessage);
    worker.on('error', (error) => onError(new Error(`the solver worker failed: ${error.message}`)));
    worker.unref();  // an idle pool does not keep the process alive
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => worker.terminate(),
      hold: (busy) => (busy ? worker.ref() : worker.unref()),
    };
  }, checked);
}

// A worker inherits the process's options, but runs a file: `--input-type` (as in
// `node --input-type=module -e …`), which Node allows with --eval only, would stop it starting.
function workerOptions() {
  const argv = [];
  for (let i = 0; i < process.execArgv.length; i += 1) {
    const arg = process.execArgv[i];
    if (arg === '--input-type') i += 1;  // and its value
    else if (!arg.startsWith('--input-type=')) argv.push(arg);
  }
  return argv.length === process.execArgv.length ? {} : { execArgv: argv };
}
