// The Sudoku module's answerer where no .wasm may have been emitted: the module is loaded as the
// API's entry loads it (sudoku-index.js: the .wasm where it can be found, else its packed copy),
// and the answerer's loader then gets that same module (sudoku-module.js keeps the first one
// loaded). What the Sudoku elements run on the page's thread where their worker cannot start
// (page-thread.js), and what a worker bundled by hand runs (worker-sudoku-standalone.js).
import { createSolver } from '../lib/sudoku-index.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { sudokuAnswerer } from './answer-sudoku.js';

export const answer = sudokuAnswerer(() => createSolver().then(() => loadSudokuModule()));
