// The facade over a WASM module (the full one, module.js, or the Sudoku one, sudoku-module.js),
// each instantiated once per page or process and shared by the API and the CLI. The module's
// functions return a failure's description (callEntry() in wire.js, docs/design.md, "Bindings");
// the facade throws it. A Sudoku as
// text has its own fixed reply: sudokuText() below calls the C exports of
// wasm/bindings/sudoku_exports.cpp and reads the reply where it lies in the heap.
import { errorOf } from './errors.js';
import { callEntry, wireFunction } from './wire.js';

// The functions of each module, C exports over the wire (web/lib/wire.js): those of
// wasm/bindings/sudoku_bindings.cpp and logic_exports.cpp in both, and in the full one those of
// cover_bindings.cpp. The facade wraps those its module has.
const FUNCTIONS = [
  'parseSudokuText',
  'solveSudokuNumbers',
  'solveSudokuSlice',
  'generateSudoku',
  'explainSudoku',
  'logicNames',
  'solveSparse',
  'solveDense',
  'solveCoverText',
  'solveNamed',
  'solveQueens',
  'solvePolyomino',
  'traceCoverText',
  'traceEvents',
];

const encoder = new TextEncoder();
const NO_CONFLICTS = Object.freeze(new Int32Array(0));  // shared by every reply without any
const decoder = new TextDecoder();

// Text crosses as UTF-8; TextEncoder/TextDecoder on heap views beat a JS loop per character.
function readText(heap, at, length) {
  return decoder.decode(heap.subarray(at, at + length));
}

// Where each field of the Sudoku text reply lies, from the layout the module reports
// (wasm/bindings/sudoku_reply.hpp names every field once): { field: index } in units of the view
// the field is read with (f64 for count and nodes, i32 for the rest), each field checked.
function replyIndices(layout) {
  const views = { count: 'f64', nodes: 'f64' };
  const indices = {};
  for (const [name, { offset, view }] of Object.entries(layout)) {
    const expected = views[name] ?? 'i32';
    if (view !== expected) throw new Error(`the module's reply field ${name} is ${view}, read here as ${expected}`);
    indices[name] = view === 'f64' ? offset / 8 : offset / 4;
  }
  return Object.freeze(indices);
}

// Writes `text` into the heap at `at` (room for 3 bytes a UTF-16 code unit: UTF-8's most) and
// returns the bytes written.
function writeText(raw, at, text) {
  if (text === '') return 0;  // the default symbols: no view, no call
  return encoder.encodeInto(text, raw.HEAPU8.subarray(at, at + 3 * text.length)).written;
}

// Room for `bytes` of input in the heap.
function inputOf(raw, bytes) {
  const input = raw._dlx_input(bytes);
  if (input === 0) throw new RangeError('out of memory: the puzzle text is too large for the WASM heap (at most 2 GiB)');
  return input;
}

// One reply of the Sudoku text calls where it lies in the heap (at `reply`): the raw result, or
// { failed } with the failure's description. Views of the heap are taken after each call: a call
// may grow the memory. A reply is 8-byte aligned (it holds doubles).
function readReply(raw, at, reasons, reply) {
  const heap = raw.HEAPU8;
  const i32 = raw.HEAP32;
  const f64 = raw.HEAPF64;
  const word = reply >> 2;
  if (i32[word + at.errorClass] !== 0) {
    return {
      failed: {
        name: readText(heap, i32[word + at.errorClass], i32[word + at.errorClassLength]),
        message: readText(heap, i32[word + at.message], i32[word + at.messageLength]),
        line: i32[word + at.line],
        row: i32[word + at.row],
        column: i32[word + at.column],
      },
    };
  }
  const conflictsAt = i32[word + at.conflicts] >> 2;
  const conflictsLength = i32[word + at.conflictsLength];
  const stopped = reasons[i32[word + at.stopped]];
  return {
    count: f64[(reply >> 3) + at.count],
    nodes: f64[(reply >> 3) + at.nodes],
    stopped,
    complete: stopped === null,
    size: i32[word + at.size],
    solutions: readText(heap, i32[word + at.solutions], i32[word + at.solutionsLength]),
    conflicts: conflictsLength === 0 ? NO_CONFLICTS : i32.slice(conflictsAt, conflictsAt + conflictsLength),
  };
}

// One puzzle through the C exports: its raw result, or { failed }.
function solveText(raw, at, reasons, text, symbols, limit, maxNodes) {
  const input = inputOf(raw, 3 * (text.length + symbols.length));
  const textLength = writeText(raw, input, text);
  const symbolsLength = writeText(raw, input + textLength, symbols);
  return readReply(raw, at, reasons, callEntry(raw, () => raw._dlx_solve_sudoku_text(textLength, symbolsLength, limit, maxNodes)));
}

// solveSudokuText: one puzzle, a failure thrown.
function sudokuText(raw, at, reasons, text, symbols, limit, maxNodes) {
  const result = solveText(raw, at, reasons, text, symbols, limit, maxNodes);
  if (result.failed) throw errorOf(result.failed);
  return result;
}

// Every search result's `stopped` arrives as the number of a dlx::Stop; the facade names it with
// the module's own names (null, 'limit', 'maxNodes'), and `complete` follows from it (sudokuText()
// does the same as it builds its result).
function named(result, reasons) {
  if (result !== null && typeof result === 'object' && typeof result.stopped === 'number') {
    result.stopped = reasons[result.stopped];
    result.complete = result.stopped === null;
  }
  return result;
}

function facade(raw) {
  const call = (name) => wireFunction(raw, name);
  const reasons = call('stopReasons')();
  const layout = call('sudokuReplyLayout');
  const indices = replyIndices(layout());
  const heapBytesInUse = call('heapBytesInUse');
  const out = {
    solveSudokuText: (text, symbols, limit, maxNodes) => sudokuText(raw, indices, reasons, text, symbols, limit, maxNodes),
    // Many puzzles: each one's raw result, or { failed } (a call each: a C call costs little
    // beside a search; the options are checked once, by the caller).
    solveSudokuBatch: (texts, symbols, limit, maxNodes) => texts.map((text) => solveText(raw, indices, reasons, text, symbols, limit, maxNodes)),
    heapBytesInUse,
    memoryBytes: () => raw.HEAP8.length,
    replyLayout: layout,
  };
  for (const [name, fn] of FUNCTIONS.map((f) => [f, call(f)]).filter(([, fn]) => fn !== null)) {
    out[name] = (...args) => {
      const result = fn(...args);
      if (result?.failed) throw errorOf(result.failed);
      return Array.isArray(result) ? result.map((one) => named(one, reasons)) : named(result, reasons);
    };
  }
  return Object.freeze(out);
}

/** A loader of the module `create` makes: instantiated on the first call, shared after. */
export function moduleLoader(create) {
  let modulePromise = null;
  return () => {
    if (!modulePromise) {
      modulePromise = create().then(facade, (error) => {
        modulePromise = null; // let a later call try again
        throw error;
      });
    }
    return modulePromise;
  };
}
