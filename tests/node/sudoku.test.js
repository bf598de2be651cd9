import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { puzzles } from '../support/fixtures.js';
import { inAlphabet, isSolutionOf } from '../support/sudoku-check.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

function expectUnique(puzzle) {
  const result = solver.sudoku(puzzle);
  expect(result.count, puzzle).toBe(1);
  expect(result.complete, puzzle).toBe(true);
  expect(result.stopped).toBe(null);
  expect(isSolutionOf(puzzle, result.solutions[0]), puzzle).toBe(true);
}

describe('the shared data sets', () => {
  it('solves every top1465 puzzle with uniqueness proven', () => {
    const all = puzzles('9x9-top1465.txt');
    expect(all).toHaveLength(1465);
    all.forEach(expectUnique);
  });

  it('solves every janko55 16x16 puzzle with uniqueness proven', () => {
    const all = puzzles('16x16-janko55.txt');
    expect(all).toHaveLength(55);
    all.forEach(expectUnique);
  });

  it.each([
    ['9x9-17clue-sample.txt'],
    ['9x9-forum-hardest-1106.txt'],
    ['9x9-top95.txt'],
    ['9x9-gecode.txt'],
    ['16x16-tarek20.txt'],
  ])('solves the first puzzle of %s', (file) => {
    expectUnique(puzzles(file)[0]);
  });

  it('bounds a 25x25 frisch18 search with maxNodes and says it stopped', () => {
    const result = solver.sudoku(puzzles('25x25-frisch18.txt')[0], { maxNodes: 20_000 });
    expect(result).toMatchObject({ size: 25, complete: false, stopped: 'maxNodes', nodes: 20_000 });
  });
});

describe('puzzle forms', () => {
  const line = puzzles('9x9-top95.txt')[0];

  it('returns solutions in the form of the input', () => {
    const fromString = solver.sudoku(line);
    const solution = fromString.solutions[0];
    const digits = [...solution].map(Number);

    const flat = solver.sudoku([...line].map((c) => (c === '.' ? 0 : Number(c))));
    expect(flat.solutions).toEqual([digits]);

    const rows = [];
    for (let r = 0; r < 9; r += 1) rows.push([...line.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))));
    const fromRows = solver.sudoku(rows);
    expect(fromRows.solutions).toHaveLength(1);
    expect(fromRows.solutions[0].flat()).toEqual(digits);
    expect(fromRows.solutions[0]).toHaveLength(9);
  });

  it('ignores whitespace and accepts 0 and - as blanks', () => {
    const spaced = line.replace(/\./g, '0').replace(/(.{9})/g, '$1\n  ');
    expect(solver.sudoku(spaced).solutions).toEqual(solver.sudoku(line).solutions);
    expect(solver.sudoku(line.replace(/\./g, '-')).count).toBe(1);
  });

  it('answers a 16x16 puzzle in the A-P alphabet in the same alphabet', () => {
    const digits = puzzles('16x16-janko55.txt')[1];
    const toLetters = (s) => inAlphabet(s, 'ABCDEFGHIJKLMNOP');
    const expected = solver.sudoku(digits).solutions[0];
    const lettered = solver.sudoku(toLetters(digits).replace(/\./g, '-'));
    expect(lettered.count).toBe(1);
    expect(lettered.solutions[0]).toBe(toLetters(expected));
    expect(lettered.solutions[0]).toMatch(/^[A-P]{256}$/);
  });

  it('reads and writes a custom alphabet', () => {
    const digits = puzzles('16x16-janko55.txt')[0];
    const hex = (s) => inAlphabet(s, '0123456789ABCDEF');
    const result = solver.sudoku(hex(digits), { symbols: '0123456789ABCDEF' });
    expect(result.count).toBe(1);
    expect(result.solutions[0]).toBe(hex(solver.sudoku(digits).solutions[0]));
  });

  it('solves 4x4 and reports several solutions for an empty grid', () => {
    const result = solver.sudoku('1...' + '..2.' + '....' + '...4', { limit: 5 });
    expect(result.size).toBe(4);
    for (const s of result.solutions) expect(isSolutionOf('1.....2........4', s)).toBe(true);
    const empty = solver.sudoku('.'.repeat(81));
    expect(empty).toMatchObject({ count: 2, complete: false, stopped: 'limit' });
    expect(empty.solutions[0]).not.toBe(empty.solutions[1]);
  });

  it('counts exactly when asked for every solution of a small grid', () => {
    // An empty 4x4 Sudoku has 288 solutions.
    const result = solver.sudoku('.'.repeat(16), { limit: Infinity });
    expect(result).toMatchObject({ count: 288, complete: true });
    expect(new Set(result.solutions).size).toBe(288);
  });

  it('reports an unsolvable puzzle as count 0, complete', () => {
    const result = solver.sudoku('12345678.' + '........9' + '.'.repeat(63));
    expect(result).toMatchObject({ count: 0, complete: true, solutions: [], conflicts: [] });
  });

  it('flags clashing givens cell by cell without searching', () => {
    const grid = [...'.'.repeat(81)];
    grid[0] = '5';
    grid[72] = '5'; // same column
    grid[40] = '3';
    const result = solver.sudoku(grid.join(''));
    expect(result.conflicts).toEqual([
      { cell: 0, row: 1, column: 1 },
      { cell: 72, row: 9, column: 1 },
    ]);
    expect(result).toMatchObject({ count: 0, nodes: 0, solutions: [] });
  });
});

describe('bad puzzles (every message: bad-inputs.test.js)', () => {
  it('puts the row and column of a bad cell on the error', () => {
    const error = (() => {
      try {
        solver.sudoku('.'.repeat(30) + '#' + '.'.repeat(50));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ row: 4, column: 4 });
  });

  it('keeps working after every kind of error', () => {
    for (const bad of ['', 'z'.repeat(81), [Number.NaN], [[1]]]) {
      expect(() => solver.sudoku(bad)).toThrow();
      expectUnique(puzzles('9x9-top95.txt')[1]);
    }
  });
});

describe('sudokuBatch()', () => {
  it("answers each puzzle as sudoku() does, in one call: every top1465 puzzle, 16x16 and 4x4 among them", () => {
    const all = [...puzzles('9x9-top1465.txt'), ...puzzles('16x16-janko55.txt').slice(0, 5), '1...' + '.'.repeat(12)];
    const batch = solver.sudokuBatch(all);
    expect(batch).toHaveLength(all.length);
    all.forEach((puzzle, i) => expect(batch[i], puzzle).toEqual(solver.sudoku(puzzle)));
  });

  it('keeps every other answer when some puzzles are bad, each with its own error', () => {
    const good = puzzles('9x9-top95.txt')[0];
    const clash = `11${'.'.repeat(79)}`;
    const batch = solver.sudokuBatch([good, '12345', clash, `${'.'.repeat(40)}x${'.'.repeat(40)}`, good], { limit: 1 });
    expect(batch[0]).toEqual(solver.sudoku(good, { limit: 1 }));
    expect(batch[4]).toEqual(batch[0]);
    expect(batch[1].error).toBeInstanceOf(RangeError);
    expect(batch[1].error.message).toMatch(/the puzzle has 5 symbols/);
    expect(batch[2]).toEqual(solver.sudoku(clash));
    expect(batch[2].conflicts).toHaveLength(2);
    expect(batch[3].error.message).toMatch(/symbol 'X' at row 5, column 5/);
    expect(batch[3].error).toMatchObject({ row: 5, column: 5 });
  });

  it('goes on past a failure anywhere in a call of the module: first, last, at the seams of its 1,024-puzzle calls, and in a row', () => {
    const good = puzzles('9x9-top1465.txt').slice(0, 2100);
    // Bad ones of each kind: too short, a bad symbol, a text that is not ASCII, a grid as rows of text.
    const bad = ['12345', `${'.'.repeat(40)}x${'.'.repeat(40)}`, `é${'.'.repeat(80)}`, `${'.'.repeat(9)}\n`.repeat(8) + '.'.repeat(8)];
    const at = [0, 1, 1023, 1024, 2047, 2048, good.length + 3];
    const all = [...good];
    at.forEach((i, k) => all.splice(i, 0, bad[k % bad.length]));
    const block = `${'.'.repeat(9)}\n`.repeat(9);  // a blank 9x9 as nine lines: two solutions found
    all.push(block);
    const batch = solver.sudokuBatch(all);
    expect(batch).toHaveLength(all.length);
    all.forEach((puzzle, i) => {
      let expected;
      try {
        expected = solver.sudoku(puzzle);
      } catch (error) {
        expect(batch[i].error, `puzzle ${i + 1}`).toBeInstanceOf(RangeError);
        expect(batch[i].error.message, `puzzle ${i + 1}`).toBe(error.message);
        return;
      }
      expect(batch[i], `puzzle ${i + 1}`).toEqual(expected);
    });
    expect(batch.filter((result) => result.error)).toHaveLength(at.length);
    expect(batch.at(-1).count).toBe(2);
  });

  it('applies its options to every puzzle: limit, maxNodes, symbols, a variant', () => {
    const empty = '.'.repeat(81);
    const limited = solver.sudokuBatch([empty, empty], { limit: 3 });
    limited.forEach((result) => expect(result).toMatchObject({ count: 3, stopped: 'limit' }));
    const [budget] = solver.sudokuBatch([empty], { limit: Infinity, maxNodes: 50 });
    expect(budget).toMatchObject({ stopped: 'maxNodes', complete: false });
    expect(budget.nodes).toBeLessThanOrEqual(50);
    const [lettered] = solver.sudokuBatch(['A' + '.'.repeat(15)], { symbols: 'ABCD', limit: 1 });
    expect(lettered.solutions[0]).toMatch(/^A[ABCD]{15}$/);
    const variant = { x: true };
    const x = solver.sudokuBatch([empty, '12'], { variant, limit: 1 });
    expect(x[0]).toEqual(solver.sudoku(empty, { variant, limit: 1 }));
    expect(x[1].error).toBeInstanceOf(RangeError);
  });

  it('answers an empty list with an empty list', () => {
    expect(solver.sudokuBatch([])).toEqual([]);
  });
});
