// The module worker of createWorkerSolver({ module: 'sudoku' }) in browsers: worker.js over the
// Sudoku module (what the Sudoku pages load).
import { sudokuMethods, sudokuOnlySlice } from '../lib/sudoku-api.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { answerer } from './answer.js';

const answer = answerer({ methods: (module) => Object.freeze(sudokuMethods(module)), slice: sudokuOnlySlice }, loadSudokuModule, 'sudoku');
const post = (message) => self.postMessage(message);
self.onmessage = async ({ data }) => post(await answer(data, post));
