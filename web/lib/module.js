// The WASM module, instantiated once per page or process and shared by the API and the CLI.
// Its functions return a failure's description instead of throwing (a throw unwinding through WASM
// frames leaks Emscripten's stack: docs/design.md, "Bindings"); the facade here throws it. A Sudoku
// as text skips Embind: sudokuText() below calls the plain C exports of
// wasm/bindings/sudoku_exports.cpp and reads their reply where it lies in the heap.
import createDlxModule from '../generated/dlx.mjs';
import { errorOf } from './errors.js';

const FUNCTIONS = [
  'parseSudokuText',
  'solveSudokuNumbers',
  'solveSudokuSlice',
  'solveSparse',
  'solveDense',
  'solveCoverText',
  'solveQueens',
  'generateSudoku',
];

let modulePromise = null;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Text crosses as UTF-8; TextEncoder/TextDecoder on heap views beat a JS loop per character.
function readText(heap, at, length) {
  return decoder.decode(heap.subarray(at, at + length));
}

// Where each field of the Sudoku text reply lies, from the layout the module reports
// (wasm/bindings/sudoku_reply.hpp names every field once): { field: byte offset }, each field
// checked to be of the view it is read with.
function replyOffsets(raw) {
  const layout = raw.sudokuReplyLayout();
  const views = { count: 'f64', nodes: 'f64' };
  const offsets = {};
  for (const [name, { offset, view }] of Object.entries(layout)) {
    if (view !== (views[name] ?? 'i32')) throw new Error(`the module's reply field ${name} is ${view}, read here as ${views[name] ?? 'i32'}`);
    offsets[name] = offset;
  }
  return Object.freeze(offsets);
}

// solveSudokuText through the C exports. Views of the heap are taken after each call: a call may
// grow the memory.
function sudokuText(raw, at, text, symbols, limit, maxNodes) {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8.
  const input = raw._dlx_input(3 * (text.length + symbols.length));
  if (input === 0) throw new RangeError('out of memory: the puzzle text is too large for the WASM heap (at most 2 GiB)');
  const bytes = raw.HEAPU8;
  const textLength = encoder.encodeInto(text, bytes.subarray(input, input + 3 * text.length)).written;
  const symbolsAt = input + textLength;
  const symbolsLength = encoder.encodeInto(symbols, bytes.subarray(symbolsAt, symbolsAt + 3 * symbols.length)).written;
  const reply = raw._dlx_solve_sudoku_text(textLength, symbolsLength, limit, maxNodes);
  const heap = raw.HEAPU8;
  const i32 = raw.HEAP32;
  const int = (field) => i32[(reply + at[field]) >> 2];
  if (int('errorClass') !== 0) {
    throw errorOf({
      name: readText(heap, int('errorClass'), int('errorClassLength')),
      message: readText(heap, int('message'), int('messageLength')),
      line: int('line'),
      row: int('row'),
      column: int('column'),
    });
  }
  const conflictsAt = int('conflicts') >> 2;
  return {
    count: raw.HEAPF64[(reply + at.count) >> 3],
    nodes: raw.HEAPF64[(reply + at.nodes) >> 3],
    stopped: int('stopped'),
    size: int('size'),
    solutions: readText(heap, int('solutions'), int('solutionsLength')),
    conflicts: i32.slice(conflictsAt, conflictsAt + int('conflictsLength')),
  };
}

// Every search result's `stopped` arrives as the number of a dlx::Stop; the facade names it with
// the module's own names (null, 'limit', 'maxNodes'), and `complete` follows from it.
function named(result, reasons) {
  if (result !== null && typeof result === 'object' && typeof result.stopped === 'number') {
    result.stopped = reasons[result.stopped];
    result.complete = result.stopped === null;
  }
  return result;
}

function facade(raw) {
  const reasons = raw.stopReasons();
  const offsets = replyOffsets(raw);
  const out = {
    solveSudokuText: (text, symbols, limit, maxNodes) => named(sudokuText(raw, offsets, text, symbols, limit, maxNodes), reasons),
    heapBytesInUse: () => raw.heapBytesInUse(),
    memoryBytes: () => raw.HEAP8.length,
    liveHandles: () => raw.count_emval_handles(),
    replyLayout: () => raw.sudokuReplyLayout(),
  };
  for (const name of FUNCTIONS) {
    out[name] = (...args) => {
      const result = raw[name](...args);
      if (result?.failed) throw errorOf({ ...result.failed, name: result.failed.errorClass });
      return Array.isArray(result) ? result.map((one) => named(one, reasons)) : named(result, reasons);
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
