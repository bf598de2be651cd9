// The two browser worker scripts, each started by a `new Worker(new URL(...), ...)` written out in
// full so that bundlers (Vite, webpack 5) recognize the workers and bundle them; `script` names the
// file in messages. For createWorkerSolver() (client.js) and the elements' pools.
export const WORKERS = {
  full: { script: 'worker.js', start: () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }) },
  sudoku: { script: 'worker-sudoku.js', start: () => new Worker(new URL('./worker-sudoku.js', import.meta.url), { type: 'module' }) },
};
