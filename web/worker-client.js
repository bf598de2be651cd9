// `dlx-wasm/worker`: the solver in a module worker, with the methods of createSolver() returning
// promises. Pass { signal } (an AbortSignal) to cancel: the worker is terminated at once, the call
// rejects with an AbortError, and the next call starts a fresh worker.

const METHODS = ['sudoku', 'parseSudoku', 'exactCover', 'queens', 'generateSudoku'];
const ERRORS = { RangeError, TypeError };

/**
 * @param {{ workerUrl?: string | URL }} [settings] where worker.js is served, if a bundler moved it
 */
export function createWorkerSolver(settings = {}) {
  let worker = null;
  let nextId = 1;
  const pending = new Map();

  function start() {
    // Written out in full so bundlers (Vite, webpack 5) recognize the worker and bundle it.
    worker = settings.workerUrl
      ? new Worker(settings.workerUrl, { type: 'module' })
      : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      call.cleanup();
      if (data.error) {
        const { name, message, ...place } = data.error;
        const error = new (ERRORS[name] ?? Error)(message);
        for (const [key, value] of Object.entries(place)) if (value !== undefined) error[key] = value;
        call.reject(error);
      } else {
        call.resolve(data.result);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      stop(new Error(`the solver worker failed: ${event.message ?? 'it could not start'}`));
    };
  }

  // Ends the worker and every call still waiting on it.
  function stop(reason) {
    worker?.terminate();
    worker = null;
    for (const call of pending.values()) {
      call.cleanup();
      call.reject(reason);
    }
    pending.clear();
  }

  function call(method, args) {
    const options = args.length > 0 ? args[args.length - 1] : undefined;
    const signal = options && typeof options === 'object' && !Array.isArray(options) ? options.signal : undefined;
    if (signal !== undefined) {
      const { signal: _omit, ...rest } = options;
      args = [...args.slice(0, -1), rest];
    }
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (!worker) start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => stop(abortError(signal));
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, { resolve, reject, cleanup: () => signal?.removeEventListener('abort', onAbort) });
      worker.postMessage({ id, method, args });
    });
  }

  const solver = { terminate: () => stop(new Error('the solver was terminated')) };
  for (const method of METHODS) solver[method] = (...args) => call(method, args);
  return Object.freeze(solver);
}

function abortError(signal) {
  return signal.reason instanceof Error ? signal.reason : new DOMException('the search was aborted', 'AbortError');
}
