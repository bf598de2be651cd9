// The Sudoku module's browser worker script, started by a `new Worker(new URL(...), ...)` written
// out in full so that bundlers (Vite, webpack 5) recognize the worker and bundle it; `script` names
// the file in messages. Apart from start-full.js, so that a bundle of the Sudoku elements does not
// build (and emit) the full module's worker and its .wasm: bundlers build every worker they see.
export const SUDOKU_WORKER = {
  script: 'worker-sudoku.js',
  start: () => new Worker(new URL('./worker-sudoku.js', import.meta.url), { type: 'module' }),
};
