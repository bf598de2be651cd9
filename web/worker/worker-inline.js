// The exact-cover elements' worker as they start it from the package's text of it, as
// worker-sudoku-inline.js is the Sudoku elements': its module's WASM comes from the page, compiled.
import createDlxModule from '../generated/dlx.mjs';
import { moduleLoader } from '../lib/facade.js';
import { instantiate } from '../lib/wasm.js';
import { fullAnswerer } from './answer-full.js';
import { serveCompiled } from './serve.js';

serveCompiled((compiled) => fullAnswerer(moduleLoader(() => instantiate(createDlxModule, compiled))));
