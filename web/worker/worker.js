// The module worker behind `dlx-wasm/worker` in browsers: runs the solver off the page's main
// thread (answer.js says what each message does).
import { answer } from './answer.js';

self.onmessage = async ({ data }) => self.postMessage(await answer(data));
