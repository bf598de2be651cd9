// The Sudoku module's answerer on the page's thread (page-thread.js), for the Sudoku elements where
// their worker cannot start. The module is loaded as the API's entry loads it on a page
// (sudoku-index.js: its packed copy where the bundle did not emit the .wasm), and the answerer's
// loader then gets that same module (sudoku-module.js keeps the first one loaded).
import { createSolver } from '../lib/sudoku-index.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { sudokuAnswerer } from './answer-sudoku.js';

export const answer = sudokuAnswerer(() => createSolver().then(() => loadSudokuModule()));
