// The worker thread of createWorkerSolver()'s scanSudoku() in Node (scan-pool.js): worker-scan.js
// as a worker thread.
import { parentPort } from 'node:worker_threads';
import { loadScanModule } from '../lib/scan-module.js';
import { scanAnswerer } from './answer-scan.js';

const answer = scanAnswerer(loadScanModule);
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
