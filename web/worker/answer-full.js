// The answerer over the full module (answer.js): its methods and its split searches' slice, what
// the full module's workers run (worker.js, worker-node.js) and what the exact-cover elements run
// on the page's thread where such a worker cannot start (standalone-full.js). `load` loads the module.
import { fullMethods } from '../lib/full-api.js';
import { slice } from '../lib/full-slice.js';
import { answerer } from './answer.js';

export const fullAnswerer = (load) => answerer({ methods: fullMethods, slice }, load, 'full');
