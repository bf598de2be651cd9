// The exact-cover page's worker pool, one for its elements (one for each worker-url they give):
// up to 4 workers, one per core, started on first use, where they cannot start its searches run on
// the page's thread (browser-pool.js). A call's Stop (its AbortSignal) ends only the workers
// running that call (pool.js).
import { browserPool } from '../../worker/browser-pool.js';
import { elementFallBack } from '../../worker/inline-worker.js';
import { FULL_WORKER } from '../../worker/start-full.js';
import { workerUrlOf } from '../element-worker.js';

// Where the worker script cannot start, the inline worker, else the page's thread; left out where
// DLX_WORKERS_EMITTED is defined, as in ../sudoku-pool.js.
const onPage = typeof DLX_WORKERS_EMITTED === 'undefined'
  ? elementFallBack({
    text: () => import('../../generated/worker.inline.mjs'),
    packed: () => import('../../generated/dlx.packed.mjs'),
    standalone: () => import('../../worker/standalone-full.js'),
  })
  : null;

const pools = new Map();  // worker-url ('' for none) -> its pool

export function sharedSolver(host) {
  const workerUrl = workerUrlOf(host);
  let pool = pools.get(workerUrl ?? '');
  if (!pool) {
    const workers = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
    pool = browserPool({ workers, workerUrl }, { ...FULL_WORKER, onPage });
    pools.set(workerUrl ?? '', pool);
  }
  return pool;
}
