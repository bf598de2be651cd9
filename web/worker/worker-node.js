// The worker thread behind `dlx-wasm/worker` in Node, over the full module (answer.js says what
// each message does).
import { parentPort } from 'node:worker_threads';
import { fullMethods } from '../lib/full-api.js';
import { slice } from '../lib/full-slice.js';
import { loadModule } from '../lib/module.js';
import { answerer } from './answer.js';

const answer = answerer({ methods: fullMethods, slice }, loadModule, 'full');
const post = (message) => parentPort.postMessage(message);
parentPort.on('message', async (data) => post(await answer(data, post)));
