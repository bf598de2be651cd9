// The module worker of createWorkerSolver({ module: 'sudoku' }) in browsers: worker.js over the
// Sudoku module (what the Sudoku pages load).
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { sudokuAnswerer } from './answer-sudoku.js';
import { serve } from './serve.js';

serve(sudokuAnswerer(loadSudokuModule));
