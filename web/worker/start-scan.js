// The scan worker's browser script (worker-scan.js), started as start-sudoku.js starts the Sudoku
// module's, with its `new Worker(new URL(...))` written out for bundlers to follow: for
// createWorkerSolver()'s scanSudoku() (client.js), at the first scan.
export const SCAN_WORKER = {
  script: 'worker-scan.js',
  start: () => new Worker(new URL('./worker-scan.js', import.meta.url), { type: 'module' }),
};
