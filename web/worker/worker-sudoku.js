// The module worker of createWorkerSolver({ module: 'sudoku' }) in browsers: worker.js over the
// Sudoku module (what the Sudoku pages load).
import { sudokuMethods } from '../lib/sudoku-api.js';
import { slice } from '../lib/sudoku-slice.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { answerer } from './answer.js';

const answer = answerer({ methods: (module) => Object.freeze(sudokuMethods(module)), slice }, loadSudokuModule, 'sudoku');
const post = (message) => self.postMessage(message);
self.onmessage = async ({ data }) => post(await answer(data, post));
