// worker.js (the full module) for a bundle made by hand, as worker-sudoku-standalone.js is for
// the Sudoku module: it takes the module's packed copy where its .wasm was not emitted.
import { serve } from './serve.js';
import { answer } from './standalone-full.js';

serve(answer);
