// The Sudoku elements' worker as they start it from the package's text of it, where their worker
// script was not emitted (inline-worker.js; bundled into that text by tools/inline-workers.js). Its
// module's WASM comes from the page, compiled from the packed copy the page's bundle holds anyway,
// so the text carries no WASM of its own (serveCompiled() in serve.js).
import createSudokuModule from '../generated/sudoku.mjs';
import { moduleLoader } from '../lib/facade.js';
import { instantiate } from '../lib/wasm.js';
import { sudokuAnswerer } from './answer-sudoku.js';
import { serveCompiled } from './serve.js';

serveCompiled((compiled) => sudokuAnswerer(moduleLoader(() => instantiate(createSudokuModule, compiled))));
