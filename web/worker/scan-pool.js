// createWorkerSolver()'s scanSudoku() (client.js, client-node.js): scans run in a worker of their
// own (worker-scan.js, worker-scan-node.js) that starts at the first scan and loads the scan
// module, so the solver's workers (and the pages' Sudoku workers) never carry it, and a scan never
// waits behind a search. That worker is a pool of one (pool.js): a scan's signal ends it, and the
// next scan starts another.

/**
 * `solver` (a pool) with scanSudoku() on the pool `startScans()` makes at the first scan;
 * terminate() ends both.
 */
export function withScan(solver, startScans) {
  let scans = null;
  return Object.freeze({
    ...solver,
    scanSudoku: (...args) => (scans ??= startScans()).scanSudoku(...args),
    terminate() {
      solver.terminate();
      scans?.terminate();
    },
  });
}
