// createWorkerSolver()'s settings (client.js in browsers, client-node.js in Node), checked where
// a caller gives them: the pool (pool.js) takes them checked, and the elements, which give their
// own, do not carry the checks.
import { describe } from '../lib/validate.js';
import { SLICE_NODES } from './pool.js';

const MAX_WORKERS = 256;

/** The settings with their defaults, or a TypeError or RangeError naming the one that does not read. */
export function checkSettings(settings) {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new TypeError(`createWorkerSolver: settings must be an object; got ${describe(settings)}`);
  }
  for (const key of Object.keys(settings)) {
    if (!['workerUrl', 'workers', 'sliceNodes', 'module', 'scanWorkerUrl'].includes(key)) {
      throw new TypeError(`createWorkerSolver: unknown setting "${key}" (accepted: workerUrl, workers, sliceNodes, module, scanWorkerUrl)`);
    }
  }
  const { workerUrl, workers = 1, sliceNodes = SLICE_NODES, module = 'full', scanWorkerUrl } = settings;
  for (const [name, url] of [['workerUrl', workerUrl], ['scanWorkerUrl', scanWorkerUrl]]) {
    if (url !== undefined && typeof url !== 'string' && !(url instanceof URL)) {
      throw new TypeError(`createWorkerSolver: ${name} must be a string or a URL; got ${describe(url)}`);
    }
  }
  if (module !== 'full' && module !== 'sudoku') throw new RangeError(`createWorkerSolver: module must be 'full' or 'sudoku'; got ${describe(module)}`);
  for (const [name, value, most] of [['workers', workers, MAX_WORKERS], ['sliceNodes', sliceNodes, Number.MAX_SAFE_INTEGER]]) {
    if (typeof value !== 'number') throw new TypeError(`createWorkerSolver: ${name} must be a number; got ${describe(value)}`);
    if (!Number.isInteger(value) || value < 1 || value > most) {
      throw new RangeError(`createWorkerSolver: ${name} must be a whole number from 1 to ${most}; got ${value}`);
    }
  }
  return { workerUrl, workers, sliceNodes, module, scanWorkerUrl };
}
