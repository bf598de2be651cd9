// The worker thread of createWorkerSolver({ module: 'sudoku' }) in Node: worker-node.js over the
// Sudoku module.
import { parentPort } from 'node:worker_threads';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { sudokuAnswerer } from './answer-sudoku.js';

const answer = sudokuAnswerer(loadSudokuModule);
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
