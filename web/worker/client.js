// `dlx-wasm/worker` in browsers: the solver in module workers, with the methods of createSolver()
// returning promises (pool.js). Pass { signal } (an AbortSignal) to cancel: the call rejects with an
// AbortError at once, the workers running it are ended, and other calls go on (pool.js, abandon()).
// A worker that cannot start rejects the calls waiting on it (browser-pool.js). scanSudoku() runs
// in a worker of its own, started at the first scan (scan-pool.js).

import { browserPool } from './browser-pool.js';
import { withScan } from './scan-pool.js';
import { checkSettings } from './settings.js';
import { FULL_WORKER } from './start-full.js';
import { SCAN_WORKER } from './start-scan.js';
import { SUDOKU_WORKER } from './start-sudoku.js';

/**
 * @param {{ workerUrl?: string | URL, workers?: number, sliceNodes?: number, module?: 'full' | 'sudoku', scanWorkerUrl?: string | URL }} [settings]
 *   workerUrl: where the worker script is served, if a bundler moved it; workers: how many
 *   (default 1); module: 'sudoku' runs the Sudoku module (worker-sudoku.js), lighter to load;
 *   scanWorkerUrl: where worker-scan.js is served, if a bundler moved it
 */
export function createWorkerSolver(settings = {}) {
  const checked = checkSettings(settings);
  const solver = browserPool(checked, checked.module === 'sudoku' ? SUDOKU_WORKER : FULL_WORKER);
  return withScan(solver, () => browserPool({ workerUrl: checked.scanWorkerUrl }, SCAN_WORKER));
}
