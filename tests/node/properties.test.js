// Properties that must hold whatever the input: the symmetries of Sudoku never change how many
// solutions a puzzle has. (Random exact-cover problems against brute force: exact-cover.test.js.)
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { disguised, puzzles, seededRandom, shuffled } from '../support/fixtures.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// A puzzle with between 2 and 2,000 solutions: a unique puzzle less one given, tried in random order.
function multiSolution(line, random) {
  const givens = shuffled([...line].flatMap((symbol, i) => (symbol === '.' ? [] : [i])), random);
  for (const i of givens) {
    const fewer = `${line.slice(0, i)}.${line.slice(i + 1)}`;
    const { count, complete } = solver.sudoku(fewer, { limit: 2000 });
    if (count >= 2 && complete) return fewer;
  }
  return null;
}

describe('Sudoku symmetries', () => {
  it('never change the solution count, unique or not', () => {
    const random = seededRandom(17);
    const cases = [];
    for (const line of puzzles('9x9-top95.txt').slice(0, 30)) {
      cases.push(line);
      const several = multiSolution(line, random);
      if (several) cases.push(several);
    }
    expect(cases.length).toBeGreaterThan(45);
    for (const puzzle of cases) {
      const { count } = solver.sudoku(puzzle, { limit: Infinity });
      expect(count).toBeGreaterThan(0);
      for (let k = 0; k < 4; k += 1) {
        const moved = disguised(puzzle, random);
        const result = solver.sudoku(moved, { limit: Infinity });
        expect(result.complete).toBe(true);
        expect(result.count, `${puzzle} -> ${moved}`).toBe(count);
      }
    }
  });
});
