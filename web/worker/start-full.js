// The full module's browser worker script, as start-sudoku.js is the Sudoku module's: for
// createWorkerSolver() (client.js) and the exact-cover elements.
export const FULL_WORKER = {
  script: 'worker.js',
  start: () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
};
