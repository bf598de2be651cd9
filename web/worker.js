// The module worker behind `dlx-wasm/worker`: runs the solver off the page's main thread. Messages
// are { id, method, args }; answers are { id, result } or { id, error }.
import { createSolver } from './index.js';

const solverPromise = createSolver();

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const solver = await solverPromise;
    if (typeof solver[method] !== 'function') throw new TypeError(`unknown method "${method}"`);
    self.postMessage({ id, result: solver[method](...args) });
  } catch (error) {
    const { name = 'Error', message = String(error), line, row, column } = error ?? {};
    self.postMessage({ id, error: { name, message, line, row, column } });
  }
};
