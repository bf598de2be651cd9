// The worker thread behind `dlx-wasm/worker` in Node (answer.js says what each message does).
import { parentPort } from 'node:worker_threads';
import { answer } from './answer.js';

parentPort.on('message', async (data) => parentPort.postMessage(await answer(data)));
