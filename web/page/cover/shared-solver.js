// The exact-cover page's worker pool, one for its elements: up to 4 workers, one per core, started
// on first use. A call's Stop (its AbortSignal) ends only the workers running that call (pool.js).
import { createWorkerSolver } from '../../worker/client.js';

let pool = null;

export function sharedSolver() {
  if (!pool) pool = createWorkerSolver({ workers: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) });
  return pool;
}
