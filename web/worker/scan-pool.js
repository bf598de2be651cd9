// createWorkerSolver()'s scanSudoku() (client.js, client-node.js): scans run in a worker of their
// own (worker-scan.js, worker-scan-node.js) that starts at the first scan and loads the scan
// module, so the solver's workers (and the pages' Sudoku workers) never carry it, and a scan never
// waits behind a search. That worker is a pool of one (pool.js): a scan's signal ends it, and the
// next scan starts another. The image is checked here first (scan-image.js), so that a bad one
// is refused before it is copied to the worker (a 50-megapixel image takes half a second to copy).
import { checkImage } from '../lib/scan-image.js';

/**
 * `solver` (a pool) with scanSudoku() on the pool `startScans()` makes at the first scan;
 * terminate() ends both.
 */
export function withScan(solver, startScans) {
  let scans = null;
  return Object.freeze({
    ...solver,
    scanSudoku(image, options) {
      try {
        checkImage(image);
      } catch (error) {
        return Promise.reject(error);
      }
      return (scans ??= startScans()).scanSudoku(image, options);
    },
    terminate() {
      solver.terminate();
      scans?.terminate();
    },
  });
}
