// The module worker behind `dlx-wasm/worker` in browsers, over the full module: runs the solver off
// the page's main thread (answer.js says what each message does, serve.js how it is served).
import { loadModule } from '../lib/module.js';
import { fullAnswerer } from './answer-full.js';
import { serve } from './serve.js';

serve(fullAnswerer(loadModule));
