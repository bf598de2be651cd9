// The WASM module, instantiated once per page or process and shared by the API and the CLI.
// Its functions return a JS Error instead of throwing one (a throw unwinding through WASM frames
// leaks Emscripten's stack; see guarded() in wasm/bindings.cpp): the facade here throws it. A Sudoku
// as text skips Embind: sudokuText() below calls the plain C exports of wasm/sudoku_exports.cpp.
import createDlxModule from '../generated/dlx.mjs';

const FUNCTIONS = [
  'parseSudokuText',
  'solveSudokuNumbers',
  'solveSudokuSlice',
  'solveSparse',
  'solveDense',
  'solveKnuthText',
  'solveMatrixText',
  'solveQueens',
  'generateSudoku',
];

let modulePromise = null;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Text crosses as UTF-8; TextEncoder/TextDecoder on heap views beat a JS loop per character
// (measured: 0.08 µs against 0.3 µs to write a 9×9 puzzle, 0.1 µs against 1.5 µs to read two
// solutions back).
function readText(heap, at, length) {
  return decoder.decode(heap.subarray(at, at + length));
}

// solveSudokuText through the plain C exports of wasm/sudoku_exports.cpp (the reply's layout is
// documented there). Views of the heap are taken after each call: a call may grow the memory.
function sudokuText(raw, text, symbols, limit, maxNodes) {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8.
  const at = raw._dlx_input(3 * (text.length + symbols.length));
  if (at === 0) throw new RangeError('out of memory: the puzzle text is too large for the WASM heap (at most 2 GiB)');
  const input = raw.HEAPU8;
  const textLength = encoder.encodeInto(text, input.subarray(at, at + 3 * text.length)).written;
  const symbolsAt = at + textLength;
  const symbolsLength = encoder.encodeInto(symbols, input.subarray(symbolsAt, symbolsAt + 3 * symbols.length)).written;
  const reply = raw._dlx_solve_sudoku_text(textLength, symbolsLength, limit, maxNodes);
  const heap = raw.HEAPU8;
  const i32 = raw.HEAP32;
  const word = reply >> 2;
  if (i32[word + 11] !== 0) {
    const error = new (i32[word + 11] === 1 ? RangeError : Error)(readText(heap, i32[word + 13], i32[word + 12]));
    for (const [key, offset] of [['line', 14], ['row', 15], ['column', 16]]) {
      if (i32[word + offset] !== 0) error[key] = i32[word + offset];
    }
    return error;
  }
  const conflictsAt = i32[word + 10] >> 2;
  return {
    count: raw.HEAPF64[reply >> 3],
    nodes: raw.HEAPF64[(reply >> 3) + 1],
    complete: i32[word + 4] === 1,
    stopped: i32[word + 5],
    size: i32[word + 6],
    solutions: readText(heap, i32[word + 8], i32[word + 7]),
    conflicts: i32.slice(conflictsAt, conflictsAt + i32[word + 9]),
  };
}

function facade(raw) {
  const out = {
    solveSudokuText: (text, symbols, limit, maxNodes) => {
      const result = sudokuText(raw, text, symbols, limit, maxNodes);
      if (result instanceof Error) throw result;
      return result;
    },
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
