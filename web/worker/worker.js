// The module worker behind `dlx-wasm/worker` in browsers, over the full module: runs the solver off
// the page's main thread (answer.js says what each message does).
import { fullMethods } from '../lib/full-api.js';
import { slice } from '../lib/full-slice.js';
import { loadModule } from '../lib/module.js';
import { answerer } from './answer.js';

const answer = answerer({ methods: fullMethods, slice }, loadModule, 'full');
const post = (message) => self.postMessage(message);
self.onmessage = async ({ data }) => post(await answer(data, post));
