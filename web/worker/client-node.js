// `dlx-wasm/worker` in Node: the same pool as in browsers (pool.js), over worker threads;
// scanSudoku() in a thread of its own, started at the first scan (scan-pool.js).
import { Worker } from 'node:worker_threads';
import { createPool } from './pool.js';
import { withScan } from './scan-pool.js';
import { checkSettings } from './settings.js';

/**
 * @param {{ workerUrl?: string | URL, workers?: number, sliceNodes?: number, module?: 'full' | 'sudoku', scanWorkerUrl?: string | URL }} [settings]
 *   workerUrl: where the worker script is, if it was moved; workers: how many (default 1);
 *   module: 'sudoku' runs the Sudoku module (worker-sudoku-node.js); scanWorkerUrl: where
 *   worker-scan-node.js is, if it was moved
 */
export function createWorkerSolver(settings = {}) {
  const checked = checkSettings(settings);
  const script = checked.module === 'sudoku' ? './worker-sudoku-node.js' : './worker-node.js';
  const solver = createPool(threads(checked.workerUrl ?? new URL(script, import.meta.url)), checked);
  return withScan(solver, () => createPool(threads(checked.scanWorkerUrl ?? new URL('./worker-scan-node.js', import.meta.url))));
}

// The pool's spawn (pool.js) of worker threads running `url`.
function threads(url) {
  return ({ onMessage, onError }) => {
    const worker = new Worker(url, workerOptions());
    worker.on('message', onMessage);
    worker.on('error', (error) => onError(new Error(`the solver worker failed: ${error.message}`)));
    worker.unref();  // an idle pool does not keep the process alive
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => worker.terminate(),
      hold: (busy) => (busy ? worker.ref() : worker.unref()),
    };
  };
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
