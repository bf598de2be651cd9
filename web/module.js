// The WASM module, instantiated once per page or process and shared by the API and the CLI.
// Its functions return a JS Error instead of throwing one (a throw unwinding through WASM frames
// leaks Emscripten's stack; see guarded() in wasm/bindings.cpp): the facade here throws it.
import createDlxModule from './generated/dlx.mjs';

const FUNCTIONS = [
  'solveSudokuText',
  'parseSudokuText',
  'solveSudokuNumbers',
  'solveSparse',
  'solveDense',
  'solveKnuthText',
  'solveMatrixText',
  'solveQueens',
  'generateSudoku',
];

let modulePromise = null;

function facade(raw) {
  const out = {
    heapBytesInUse: () => raw.heapBytesInUse(),
    memoryBytes: () => raw.HEAP8.length,
    liveHandles: () => raw.count_emval_handles(),
  };
  for (const name of FUNCTIONS) {
    out[name] = (...args) => {
      const result = raw[name](...args);
      if (result instanceof Error) throw result;
      return result;
    };
  }
  return Object.freeze(out);
}

export function loadModule() {
  if (!modulePromise) {
    modulePromise = createDlxModule().then(facade, (error) => {
      modulePromise = null; // let a later call try again
      throw error;
    });
  }
  return modulePromise;
}
