// The worker thread of createWorkerSolver({ module: 'sudoku' }) in Node: worker-node.js over the
// Sudoku module.
import { parentPort } from 'node:worker_threads';
import { sudokuMethods } from '../lib/sudoku-api.js';
import { slice } from '../lib/sudoku-slice.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { answerer } from './answer.js';

const answer = answerer({ methods: (module) => Object.freeze(sudokuMethods(module)), slice }, loadSudokuModule, 'sudoku');
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
