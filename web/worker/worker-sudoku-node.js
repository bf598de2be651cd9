// The worker thread of createWorkerSolver({ module: 'sudoku' }) in Node: worker-node.js over the
// Sudoku module.
import { parentPort } from 'node:worker_threads';
import * as api from '../lib/sudoku-index.js';
import { loadSudokuModule } from '../lib/sudoku-module.js';
import { answerer } from './answer.js';

const answer = answerer(api, loadSudokuModule, 'sudoku');
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
