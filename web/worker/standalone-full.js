// The full module's answerer where no .wasm may have been emitted: the module is loaded as the
// API's entry loads it (index.js: the .wasm where it can be found, else its packed copy), and the
// answerer's loader then gets that same module (module.js keeps the first one loaded). What the
// exact-cover elements run on the page's thread where their worker cannot start (page-thread.js),
// and what a worker bundled by hand runs (worker-standalone.js).
import { createSolver } from '../lib/index.js';
import { loadModule } from '../lib/module.js';
import { fullAnswerer } from './answer-full.js';

export const answer = fullAnswerer(() => createSolver().then(() => loadModule()));
