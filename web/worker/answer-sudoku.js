// The answerer over the Sudoku module (answer.js): its methods and its split searches' slice, what
// the Sudoku module's workers run (worker-sudoku.js, worker-sudoku-node.js) and what the Sudoku
// elements run on the page's thread where such a worker cannot start (standalone-sudoku.js). `load`
// loads the module.
import { sudokuMethods } from '../lib/sudoku-api.js';
import { slice } from '../lib/sudoku-slice.js';
import { answerer } from './answer.js';

export const sudokuAnswerer = (load) => answerer({ methods: (module) => Object.freeze(sudokuMethods(module)), slice }, load, 'sudoku');
