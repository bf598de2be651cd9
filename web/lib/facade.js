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

// Puzzles per call of the Sudoku text export: a call's replies stay in the heap until they are
// read, and the heap never shrinks, so a long batch goes in chunks.
const CHUNK = 1024;

// Field indices of one part of the reply, from the layout the module reports: { field: index } in
// units of the view the field is read with (f64 for count and nodes, i32 for the rest), each
// field's view checked.
function indicesOf(fields) {
  const views = { count: 'f64', nodes: 'f64' };
  const indices = {};
  for (const [name, { offset, view }] of Object.entries(fields)) {
    const expected = views[name] ?? 'i32';
    if (view !== expected) throw new Error(`the module's reply field ${name} is ${view}, read here as ${expected}`);
    indices[name] = view === 'f64' ? offset / 8 : offset / 4;
  }
  return Object.freeze(indices);
}

// Where each field of the Sudoku text reply lies (wasm/bindings/sudoku_reply.hpp names every
// field once): the call's header, one record per puzzle, and a record's bytes.
function replyIndices(layout) {
  return Object.freeze({ reply: indicesOf(layout.reply), record: indicesOf(layout.record), recordBytes: layout.recordBytes });
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

// Writes the input of the Sudoku text export (sudoku_exports.cpp): each text's length in bytes,
// the symbols, the texts back to back. Returns the symbols' length in bytes.
function writeTexts(raw, texts, symbols) {
  const joined = texts.length === 1 ? texts[0] : texts.join('');
  const input = inputOf(raw, 4 * texts.length + 3 * (symbols.length + joined.length));
  const lengths = input >> 2;
  const symbolsLength = writeText(raw, input + 4 * texts.length, symbols);
  let at = input + 4 * texts.length + symbolsLength;
  const written = writeText(raw, at, joined);
  const i32 = raw.HEAP32;
  if (written === joined.length) {
    // All ASCII (any other character takes more bytes than UTF-16 units): the lengths are the texts'.
    for (let k = 0; k < texts.length; k += 1) i32[lengths + k] = texts[k].length;
  } else {
    for (let k = 0; k < texts.length; k += 1) {
      i32[lengths + k] = writeText(raw, at, texts[k]);
      at += i32[lengths + k];
    }
  }
  return symbolsLength;
}

// One puzzle's raw result from its record (at byte `record`), its solutions' text and its
// conflicts (at i32 index `conflictsAt`). Records are 8-byte aligned (they hold doubles).
function readRecord(raw, at, reasons, record, solutions, conflictsAt) {
  const i32 = raw.HEAP32;
  const f64 = raw.HEAPF64;
  const field = at.record;
  const word = record >> 2;
  const double = record >> 3;
  const conflictsLength = i32[word + field.conflictsLength];
  const stopped = reasons[i32[word + field.stopped]];
  return {
    count: f64[double + field.count],
    nodes: f64[double + field.nodes],
    stopped,
    complete: stopped === null,
    size: i32[word + field.size],
    solutions,
    conflicts: conflictsLength === 0 ? NO_CONFLICTS : i32.slice(conflictsAt, conflictsAt + conflictsLength),
  };
}

// The failure a reply (at `reply`) describes, or null.
function failureOf(raw, at, reply) {
  const heap = raw.HEAPU8;
  const i32 = raw.HEAP32;
  const head = reply >> 2;
  if (i32[head + at.reply.errorClass] === 0) return null;
  return {
    name: readText(heap, i32[head + at.reply.errorClass], i32[head + at.reply.errorClassLength]),
    message: readText(heap, i32[head + at.reply.message], i32[head + at.reply.messageLength]),
    line: i32[head + at.reply.line],
    row: i32[head + at.reply.row],
    column: i32[head + at.reply.column],
  };
}

// Appends to `results` the puzzles one call of the Sudoku text export answered, read where they
// lie in the heap (at `reply`): each raw result, then { failed } with the failure's description
// when a puzzle failed. Returns how many puzzles that is. Views of the heap are taken after each
// call: a call may grow the memory.
function readReply(raw, at, reasons, reply, results) {
  const heap = raw.HEAPU8;
  const i32 = raw.HEAP32;
  const head = reply >> 2;
  const { solutionsLength, conflictsLength } = at.record;
  const solved = i32[head + at.reply.solved];
  const records = i32[head + at.reply.records];
  let solutionsAt = i32[head + at.reply.solutions];
  let conflictsAt = i32[head + at.reply.conflicts] >> 2;
  // The records' solutions decoded at once when they are ASCII (a UTF-16 unit a byte), then sliced.
  let bytes = 0;
  for (let k = 0; k < solved; k += 1) bytes += i32[((records + k * at.recordBytes) >> 2) + solutionsLength];
  const all = readText(heap, solutionsAt, bytes);
  const sliced = all.length === bytes;
  for (let k = 0, from = 0; k < solved; k += 1) {
    const record = records + k * at.recordBytes;
    const length = i32[(record >> 2) + solutionsLength];
    const solutions = sliced ? all.slice(from, from + length) : readText(heap, solutionsAt, length);
    results.push(readRecord(raw, at, reasons, record, solutions, conflictsAt));
    from += length;
    solutionsAt += length;
    conflictsAt += i32[(record >> 2) + conflictsLength];
  }
  const failed = failureOf(raw, at, reply);
  if (failed === null) return solved;
  results.push({ failed });
  return solved + 1;
}

// Puzzles as text through the C export, CHUNK a call: each one's raw result, or { failed }. A
// failure ends its call; the next call goes on from the puzzle after it.
function solveTexts(raw, at, reasons, texts, symbols, limit, maxNodes) {
  const results = [];
  for (let start = 0; start < texts.length; start += CHUNK) {
    const chunk = texts.length <= CHUNK ? texts : texts.slice(start, start + CHUNK);
    const symbolsLength = writeTexts(raw, chunk, symbols);
    for (let first = 0; first < chunk.length;) {
      const reply = callEntry(raw, () => raw._dlx_solve_sudoku_texts(first, chunk.length, symbolsLength, limit, maxNodes));
      first += readReply(raw, at, reasons, reply, results);
    }
  }
  return results;
}

// solveSudokuText: one puzzle, a failure thrown: sudoku()'s call, which reads its one record itself
// (through readReply() it was 1-3% slower on 17clue: docs/performance.md, "9x9").
function sudokuText(raw, at, reasons, text, symbols, limit, maxNodes) {
  const input = inputOf(raw, 4 + 3 * (symbols.length + text.length));
  const symbolsLength = writeText(raw, input + 4, symbols);
  raw.HEAP32[input >> 2] = writeText(raw, input + 4 + symbolsLength, text);
  const reply = callEntry(raw, () => raw._dlx_solve_sudoku_texts(0, 1, symbolsLength, limit, maxNodes));
  const failed = failureOf(raw, at, reply);
  if (failed !== null) throw errorOf(failed);
  const i32 = raw.HEAP32;
  const head = reply >> 2;
  const record = i32[head + at.reply.records];
  const solutions = readText(raw.HEAPU8, i32[head + at.reply.solutions], i32[(record >> 2) + at.record.solutionsLength]);
  return readRecord(raw, at, reasons, record, solutions, i32[head + at.reply.conflicts] >> 2);
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
  // A callback of a watched call (onProgress, web/lib/budget.js) runs inside the module's call: it
  // cannot enter the module again, whose call state and buffers are that call's.
  let inCallback = false;
  const guard = (fn) => (...args) => {
    if (inCallback) throw new Error('the solver is busy with the call this callback belongs to; call it after that call returns');
    return fn(...args);
  };
  const call = (name) => wireFunction(raw, name);
  const reasons = call('stopReasons')();
  const layout = call('sudokuReplyLayout');
  const indices = replyIndices(layout());
  const heapBytesInUse = call('heapBytesInUse');
  const out = {
    solveSudokuText: guard((text, symbols, limit, maxNodes) => sudokuText(raw, indices, reasons, text, symbols, limit, maxNodes)),
    // Many puzzles, a call of the module per CHUNK: each one's raw result, or { failed } (the
    // options are checked once, by the caller).
    solveSudokuBatch: guard((texts, symbols, limit, maxNodes) => solveTexts(raw, indices, reasons, texts, symbols, limit, maxNodes)),
    heapBytesInUse: guard(heapBytesInUse),
    memoryBytes: () => raw.HEAP8.length,
    replyLayout: guard(layout),
    // The report the module calls back during a watched call (wasm/bindings/answer.cpp), or null.
    setWatch: (report) => { raw.dlxWatch = report; },
    // Runs a watched call's callback; the module refuses calls until it returns.
    callback: (fn) => {
      inCallback = true;
      try {
        return fn();
      } finally {
        inCallback = false;
      }
    },
  };
  for (const [name, fn] of FUNCTIONS.map((f) => [f, call(f)]).filter(([, fn]) => fn !== null)) {
    out[name] = guard((...args) => {
      const result = fn(...args);
      if (result?.failed) throw errorOf(result.failed);
      return Array.isArray(result) ? result.map((one) => named(one, reasons)) : named(result, reasons);
    });
  }
  return Object.freeze(out);
}

/**
 * A loader of the module `create` makes: instantiated on the first call (with that call's
 * arguments), shared after.
 */
export function moduleLoader(create) {
  let modulePromise = null;
  return (...args) => {
    if (!modulePromise) {
      modulePromise = create(...args).then(facade, (error) => {
        modulePromise = null; // let a later call try again
        throw error;
      });
    }
    return modulePromise;
  };
}
