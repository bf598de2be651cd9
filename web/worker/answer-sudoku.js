// The answerer over the Sudoku module (answer.js): what the Sudoku module's workers run
// (worker-sudoku.js, worker-sudoku-node.js), and what the Sudoku elements run on the page's thread
// when such a worker cannot start (page-thread.js). Importing it starts loading the module.
import * as api from '../lib/sudoku-index.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { answerer } from './answer.js';

export const answer = answerer(api, loadSudokuModule, 'sudoku');
