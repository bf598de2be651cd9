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

// A reader of the Sudoku text reply, from the layout the module reports (wasm/bindings/
// sudoku_reply.hpp names every field once): reply(address) gives { field: value }.
function replyReader(raw) {
  const fields = Object.entries(raw.sudokuReplyLayout()).map(([name, { offset, view }]) => {
    if (view !== 'f64' && view !== 'i32') throw new Error(`the module's reply layout has a field ${name} of view ${view}`);
    return { name, offset, view };
  });
  return (address) => {
    const out = {};
    const f64 = raw.HEAPF64;
    const i32 = raw.HEAP32;
    for (const { name, offset, view } of fields) out[name] = view === 'f64' ? f64[(address + offset) >> 3] : i32[(address + offset) >> 2];
    return out;
  };
}

// solveSudokuText through the C exports. Views of the heap are taken after each call: a call may
// grow the memory.
function sudokuText(raw, readReply, text, symbols, limit, maxNodes) {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8.
  const at = raw._dlx_input(3 * (text.length + symbols.length));
  if (at === 0) throw new RangeError('out of memory: the puzzle text is too large for the WASM heap (at most 2 GiB)');
  const input = raw.HEAPU8;
  const textLength = encoder.encodeInto(text, input.subarray(at, at + 3 * text.length)).written;
  const symbolsAt = at + textLength;
  const symbolsLength = encoder.encodeInto(symbols, input.subarray(symbolsAt, symbolsAt + 3 * symbols.length)).written;
  const reply = readReply(raw._dlx_solve_sudoku_text(textLength, symbolsLength, limit, maxNodes));
  const heap = raw.HEAPU8;
  if (reply.errorClass !== 0) {
    throw errorOf({
      name: readText(heap, reply.errorClass, reply.errorClassLength),
      message: readText(heap, reply.message, reply.messageLength),
      line: reply.line,
      row: reply.row,
      column: reply.column,
    });
  }
  const conflictsAt = reply.conflicts >> 2;
  return {
    count: reply.count,
    nodes: reply.nodes,
    stopped: reply.stopped,
    size: reply.size,
    solutions: readText(heap, reply.solutions, reply.solutionsLength),
    conflicts: raw.HEAP32.slice(conflictsAt, conflictsAt + reply.conflictsLength),
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
  const readReply = replyReader(raw);
  const out = {
    solveSudokuText: (text, symbols, limit, maxNodes) => named(sudokuText(raw, readReply, text, symbols, limit, maxNodes), reasons),
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
