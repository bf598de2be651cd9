// The answerer over the full module (answer.js): what the full module's workers run (worker.js,
// worker-node.js), and what the elements run on the page's thread when such a worker cannot start
// (page-thread.js). Importing it starts loading the module.
import * as api from '../lib/index.js';
import { loadModule } from '../lib/module.js';
import { answerer } from './answer.js';

export const answer = answerer(api, loadModule, 'full');
