// The worker thread behind `dlx-wasm/worker` in Node, over the full module (answer.js says what
// each message does).
import { parentPort } from 'node:worker_threads';
import { loadModule } from '../lib/module.js';
import { fullAnswerer } from './answer-full.js';

const answer = fullAnswerer(loadModule);
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
