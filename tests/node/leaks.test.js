// 20,000 calls of each API function, and 50,000 of each failing one, on one solver: the C++ heap
// in use and the WASM memory size stay where they were after the first calls. A block kept per
// call would show as 320 KB or more; a failing call is run more because a failure unwinds the WASM
// frames (wasm/bindings/call_scope.hpp), which once leaked Emscripten's stack and now must free the
// call's memory, and only a long run shows either.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { loadModule } from '../../web/lib/module.js';

const CALLS = 20_000;
const FAILING_CALLS = 50_000;
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SMALL = '...12.....42....';  // 4x4: its solution starts with 3
const EASY = '..4.5.9......7...637......2..95...8...12.43...6...92..2......931...4......6.2.7..';

let solver;
let module;
beforeAll(async () => {
  solver = await createSolver();
  module = await loadModule();
});

function footprint() {
  return { heap: module.heapBytesInUse(), memory: module.memoryBytes() };
}

// Each call with what it must give every time: a result (checked by `ok`) or an error of a class.
const calls = {
  'sudoku (string)': [() => solver.sudoku(EASY), (r) => r.count === 1 && r.complete],
  'sudoku (numbers)': [() => solver.sudoku([...EASY].map((c) => (c === '.' ? 0 : Number(c)))), (r) => r.count === 1 && r.complete],
  parseSudoku: [() => solver.parseSudoku(NORVIG), (r) => r.size === 9 && r.cells.length === 81],
  'exactCover (sparse)': [() => solver.exactCover({ columns: 7, rows: [[2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6]] }), (r) => r.count === 1],
  'exactCover (dense)': [() => solver.exactCover({ matrix: [[1, 0, 1], [0, 1, 0], [1, 1, 0], [0, 0, 1]] }, { limit: Infinity }), (r) => r.count === 2 && r.complete],
  'exactCover (Knuth text)': [() => solver.exactCover('a b | c\na c\nb\nb c\na\n', { limit: Infinity }), (r) => r.count === 3 && r.options.length === 4],
  'exactCoverEach (N M text)': [() => solver.exactCoverEach('2 2\n1 0\n0 1\n1 1\n1\n', { limit: Infinity }), (r) => r.length === 2 && r[1].count === 1],
  'exactCover (colors and bounds, by name)': [() => solver.exactCover({ primary: ['A', 'B', { name: 'C', min: 2, max: 3 }], secondary: ['X', 'Y'], options: [['A', 'B', ['X', '0'], ['Y', '0']], ['A', 'C', ['X', '1'], ['Y', '1']], ['C', ['X', '0']], ['B', ['X', '1']], ['C', ['Y', '1']]] }, { limit: Infinity }), (r) => r.count === 1 && r.solutions[0].join() === '1,3,4'],
  'exactCover (colors and bounds, Knuth text)': [() => solver.exactCover('A 0:2|B | x\nA x:r\nB x:r\nB x:g\n', { limit: Infinity }), (r) => r.count === 2 && r.complete],
  queens: [() => solver.queens(6), (r) => r.count === 4 && r.complete],
  polyomino: [() => solver.polyomino({ board: '###\n#+#\n', pieces: 'L\n##\n#.\n\nJ\n##\n.#\n' }, { limit: Infinity }), (r) => r.count === r.solutions.length && r.count > 0 && r.solutions[0].placements.length === 2],
  generateSudoku: [() => solver.generateSudoku({ size: 4, seed: 1 }), (r) => r.puzzle.length === 16],
  'hint (a wrong entry)': [() => solver.hint(EASY, { entries: `8${'.'.repeat(80)}` }), (r) => r.status === 'mistakes'],
  'hint (with marks)': [() => solver.hint(SMALL, { candidates: [[3, 4], ...new Array(15).fill(null)] }), (r) => r.status === 'step'],
  explain: [() => solver.explain(SMALL), (r) => r.rating.level === 'easy' && r.steps.length === 12],
  rate: [() => solver.rate(SMALL), (r) => r.se === 1.2],
  'hint (bad entries)': [() => solver.hint(EASY, { entries: 'x'.repeat(81) }), RangeError],
  // Failures after a search, with its workspace in use (wasm/bindings/call_scope.hpp)
  // (fewer of them: each is a search; a block kept per call would still show as 32 KB).
  'rate (4x4, many solutions)': [() => solver.rate('.'.repeat(16)), RangeError, 2_000],
  'rate (16x16, many solutions)': [() => solver.rate('.'.repeat(256)), RangeError, 2_000],
  traceExactCover: [() => solver.traceExactCover('a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n'), (r) => r.count === 1 && r.steps.length === 41],
  'traceExactCover (bad colors)': [() => solver.traceExactCover('a | x\na x:1\n'), RangeError],
  'sudoku (bad symbol)': [() => solver.sudoku(`x${NORVIG.slice(1)}`), RangeError],
  'sudoku (killer)': [() => solver.sudoku(EASY, { variant: { cages: [{ sum: 3, cells: [80] }], x: false } }), (r) => r.count <= 2],
  'sudoku (jigsaw, bad map)': [() => solver.sudoku(EASY, { variant: { regions: 'A'.repeat(81) } }), RangeError],
  'sudoku (killer, bad sum)': [() => solver.sudoku(EASY, { variant: { cages: `AA${'.'.repeat(79)}\nA=40` } }), RangeError],
  'exactCover (bad column)': [() => solver.exactCover({ columns: 2, rows: [[0, 5]] }), RangeError],
  'exactCover (bad text)': [() => solver.exactCover('a b\na c\n'), RangeError],
  'exactCover (bad type)': [() => solver.exactCover({ columns: '2', rows: [] }), TypeError],
  'queens (bad n)': [() => solver.queens(0.5), RangeError],
  'exactCover (bad color)': [() => solver.exactCover({ primary: ['a'], options: [[['a', 'red']]] }), RangeError],
  'polyomino (bad board)': [() => solver.polyomino({ board: '#x' }), RangeError],
  'polyomino (no symmetry breaker)': [() => solver.polyomino({ board: '##\n##\n', pieces: 'O\n##\n##\n' }, { unique: true }), RangeError],
};

describe('no leaks', () => {
  it.each(Object.keys(calls))('%s', (name) => {
    const [run, expected, count] = calls[name];
    const wrong = [];
    const call = () => {
      let outcome;
      try {
        outcome = run();
      } catch (error) {
        outcome = error;
      }
      const right = expected.prototype instanceof Error ? outcome instanceof expected : !(outcome instanceof Error) && expected(outcome);
      if (!right && wrong.length < 3) wrong.push(outcome);
    };
    for (let i = 0; i < 100; i += 1) call();
    const before = footprint();
    const times = count ?? (expected.prototype instanceof Error ? FAILING_CALLS : CALLS);
    for (let i = 0; i < times; i += 1) call();
    const after = footprint();
    expect(after.memory).toBe(before.memory);
    // emmalloc may hand out a free block whole rather than split off a sliver too small to keep, so
    // the bytes in use can move by a rounding (8 bytes seen); a block kept every 1,000 calls would
    // add 20 blocks, at least 320 bytes.
    expect(Math.abs(after.heap - before.heap)).toBeLessThanOrEqual(64);
    expect(wrong).toEqual([]);
  }, 120_000);
});
