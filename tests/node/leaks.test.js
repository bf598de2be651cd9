// 100,000 calls of each API function, failing ones included, on one solver: the C++ heap in use,
// the WASM memory size and Embind's live JS handles stay where they were after the first calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { loadModule } from '../../web/lib/module.js';

const CALLS = 100_000;
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const EASY = '..4.5.9......7...637......2..95...8...12.43...6...92..2......931...4......6.2.7..';

let solver;
let module;
beforeAll(async () => {
  solver = await createSolver();
  module = await loadModule();
});

function footprint() {
  return { heap: module.heapBytesInUse(), memory: module.memoryBytes(), handles: module.liveHandles() };
}

const calls = {
  'sudoku (string)': () => solver.sudoku(EASY),
  'sudoku (numbers)': () => solver.sudoku([...EASY].map((c) => (c === '.' ? 0 : Number(c)))),
  parseSudoku: () => solver.parseSudoku(NORVIG),
  'exactCover (sparse)': () => solver.exactCover({ columns: 7, rows: [[2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6]] }),
  'exactCover (dense)': () => solver.exactCover({ matrix: [[1, 0, 1], [0, 1, 0], [1, 1, 0], [0, 0, 1]] }, { limit: Infinity }),
  'exactCover (Knuth text)': () => solver.exactCover('a b | c\na c\nb\nb c\na\n', { limit: Infinity }),
  queens: () => solver.queens(6),
  generateSudoku: () => solver.generateSudoku({ size: 4, seed: 1 }),
  'sudoku (bad symbol)': () => solver.sudoku(`x${NORVIG.slice(1)}`),
  'exactCover (bad column)': () => solver.exactCover({ columns: 2, rows: [[0, 5]] }),
  'exactCover (bad text)': () => solver.exactCover('a b\na c\n'),
  'queens (bad n)': () => solver.queens(0.5),
};

describe('no leaks', () => {
  it.each(Object.keys(calls))('%s', (name) => {
    const call = () => {
      try {
        call.last = calls[name]();
      } catch (error) {
        call.last = error;
      }
    };
    for (let i = 0; i < 100; i += 1) call();
    const before = footprint();
    for (let i = 0; i < CALLS; i += 1) call();
    expect(footprint()).toEqual(before);
    expect(call.last).toBeDefined();
  }, 120_000);
});
