// The worker pool of a Sudoku element (<sudoku-solver>, <sudoku-play>): the Sudoku module's
// workers, from the element's worker-url if it has one; where they cannot start, its searches run
// on the page's thread by the same answerer (browser-pool.js). Apart from the exact-cover
// elements' pool (cover/shared-solver.js) so that a bundle of a Sudoku element holds only the
// Sudoku module.
import { browserPool } from '../worker/browser-pool.js';
import { elementFallBack } from '../worker/inline-worker.js';
import { SUDOKU_WORKER } from '../worker/start-sudoku.js';
import { workerUrlOf } from './element-worker.js';

// Where the worker script cannot start, the same worker from the package's text of it (a blob:
// URL), else the page's thread (inline-worker.js). Left out of a build that defines
// DLX_WORKERS_EMITTED, whose workers start (its bundler emits them, as the site's does:
// vite.site.config.js; or its pages give their URL): a bundle without the module for the page's
// thread (docs/api.md, "Workers and bundlers").
const onPage = typeof DLX_WORKERS_EMITTED === 'undefined'
  ? elementFallBack({
    text: () => import('../generated/worker-sudoku.inline.mjs'),
    packed: () => import('../generated/sudoku.packed.mjs'),
    standalone: () => import('../worker/standalone-sudoku.js'),
  })
  : null;

export function sudokuPool(host, workers) {
  return browserPool({ module: 'sudoku', workers, workerUrl: workerUrlOf(host) }, { ...SUDOKU_WORKER, onPage });
}
