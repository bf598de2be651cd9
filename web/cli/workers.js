// --workers for the commands that search (cover, queens, polyomino, sudoku): a search not done
// within a moment in this process runs again split across worker threads (web/worker/pool.js),
// with a live count on a terminal.
import { availableParallelism } from 'node:os';
import { createWorkerSolver } from '../worker/client-node.js';
import { SearchStatus, UsageError, wholeNumber } from './io.js';

export const options = { workers: { type: 'string' } };

/** The option's lines in a command's help, its text starting at `column`. */
export function help(column) {
  return `${'  --workers N'.padEnd(column)}split a search of over a million nodes across\n` +
    `${' '.repeat(column)}N worker threads (default: one per core)`;
}

// About a tenth of a second of search: below it, starting workers costs more than they save.
export const QUICK_NODES = 1_000_000;
const MAX_WORKERS = 256;  // as createWorkerSolver() takes

export function workersFrom(values) {
  const workers = wholeNumber(values.workers, '--workers') ?? availableParallelism();
  if (workers > MAX_WORKERS) throw new UsageError(`--workers must be at most ${MAX_WORKERS}; got ${workers}`);
  return workers;
}

/** The budget of the try here: QUICK_NODES, or the caller's own maxNodes if smaller. */
export function quickBudget(maxNodes = Infinity) {
  return Math.min(maxNodes, QUICK_NODES);
}

/** Whether the try here stopped at QUICK_NODES before the caller's own maxNodes. */
export function stoppedEarly(result, maxNodes = Infinity) {
  return result.stopped === 'maxNodes' && maxNodes > QUICK_NODES;
}

/**
 * `quick` as it is, or, if QUICK_NODES stopped it, the search of solver[method](subject, options)
 * again on `workers` workers (the quick try's nodes are spent again: a tenth of a second at most).
 */
export async function again(quick, method, subject, options, workers) {
  if (!stoppedEarly(quick, options.maxNodes)) return quick;
  const pool = createWorkerSolver({ workers });
  const status = new SearchStatus();
  try {
    return await pool[method](subject, { ...options, onProgress: (progress) => status.show(progress) });
  } finally {
    status.done();
    pool.terminate();
  }
}

/** solver[method](subject, options) tried here, then if need be on `workers` workers (again()). */
export function search(solver, method, subject, options, workers) {
  const quick = solver[method](subject, { ...options, maxNodes: quickBudget(options.maxNodes) });
  return again(quick, method, subject, options, workers);
}
