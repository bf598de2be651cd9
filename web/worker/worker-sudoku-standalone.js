// worker-sudoku.js for a bundle made by hand where the bundler does not follow new Worker(new
// URL(...)) (esbuild, Rollup: docs/api.md, "Workers and bundlers"): bundled as a module of its
// own, it needs no other file, as it takes the Sudoku module's packed copy where its .wasm was not
// emitted (standalone-sudoku.js). Its URL goes to worker-url or createWorkerSolver's workerUrl.
import { serve } from './serve.js';
import { answer } from './standalone-sudoku.js';

serve(answer);
