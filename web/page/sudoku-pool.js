// The worker pool of a Sudoku element (<sudoku-solver>, <sudoku-play>): the Sudoku module's
// workers, from the element's worker-url if it has one; where they cannot start, its searches run
// on the page's thread by the same answerer (browser-pool.js). Apart from the exact-cover
// elements' pool (cover/shared-solver.js) so that a bundle of a Sudoku element holds only the
// Sudoku module.
import { browserPool } from '../worker/browser-pool.js';
import { SUDOKU_WORKER } from '../worker/start-sudoku.js';
import { unpack } from '../lib/packed.js';
import { inlineWorker } from '../worker/inline-worker.js';
import { pageThread } from '../worker/page-thread.js';
import { workerUrlOf } from './element-worker.js';

// Where the worker script cannot start, the same worker from the package's text of it (a blob:
// URL), else the page's thread. The WASM the inline worker gets is compiled once a page from the
// packed copy, which a bundle that did not emit the worker holds anyway (for the API, the page's
// thread).
const onThread = (events, why) => pageThread(() => import('../worker/standalone-sudoku.js'), events, why);
let compiling = null;
const compiledSudoku = () => (compiling ??= import('../generated/sudoku.packed.mjs').then(unpack).then((wasm) => WebAssembly.compile(wasm)));
const inline = () => Promise.all([import('../generated/worker-sudoku.inline.mjs').then((text) => text.default), compiledSudoku()]);
// Left out of a build that defines DLX_WORKERS_EMITTED, whose workers start (its bundler emits
// them, as the site's does: vite.site.config.js; or its pages give their URL): a bundle without
// the module for the page's thread (docs/api.md, "Workers and bundlers").
const onPage = typeof DLX_WORKERS_EMITTED === 'undefined' ? (events, why) => inlineWorker(inline, onThread, events, why) : null;

export function sudokuPool(host, workers) {
  return browserPool({ module: 'sudoku', workers, workerUrl: workerUrlOf(host) }, { ...SUDOKU_WORKER, onPage });
}
