// The Sudoku module (web/generated/sudoku.mjs: Sudoku and its variants, the generator, the logic
// solver; no exact cover), loaded once per page or process: what dlx-wasm/sudoku and the Sudoku
// pages use.
import createSudokuModule from '../generated/sudoku.mjs';
import { moduleLoader } from './facade.js';

export const loadSudokuModule = moduleLoader(createSudokuModule);
