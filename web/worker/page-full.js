// The full module's answerer on the page's thread (page-thread.js), for the exact-cover elements
// where their worker cannot start. The module is loaded as the API's entry loads it on a page
// (index.js: its packed copy where the bundle did not emit the .wasm), and the answerer's loader
// then gets that same module (module.js keeps the first one loaded).
import { createSolver } from '../lib/index.js';
import { loadModule } from '../lib/module.js';
import { fullAnswerer } from './answer-full.js';

export const answer = fullAnswerer(() => createSolver().then(() => loadModule()));
