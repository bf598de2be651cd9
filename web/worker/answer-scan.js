// The answerer of the scan worker (worker-scan.js, worker-scan-node.js; answer.js says what a
// message does): scanSudoku() alone, over the scan module, which the worker loads as it starts.
import { checkScan, readScan } from '../lib/scan.js';
import { answerer } from './answer.js';

const scanMethods = (module) => Object.freeze({ scanSudoku: (image, options) => readScan(module, checkScan(image, options)) });

export const scanAnswerer = (load) => answerer({ methods: scanMethods, slice: null }, load, 'scan');
