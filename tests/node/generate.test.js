import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { isSolutionOf } from '../support/sudoku-check.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

function expectUnique(puzzle) {
  const result = solver.sudoku(puzzle);
  expect(result, puzzle).toMatchObject({ count: 1, complete: true });
  return result.solutions[0];
}

// Minimal: taking out any one orbit of givens (a single cell, or a symmetric pair) leaves more
// than one solution.
function expectMinimal(puzzle, orbitOf = (i) => [i]) {
  for (let i = 0; i < puzzle.length; i += 1) {
    if (puzzle[i] === '.') continue;
    const cells = [...puzzle];
    for (const j of orbitOf(i)) cells[j] = '.';
    const result = solver.sudoku(cells.join(''));
    expect(result.count, `removing cell ${i} of ${puzzle}`).toBe(2);
  }
}

describe('generateSudoku', () => {
  it('makes 200 minimal 9x9 puzzles, each with exactly one solution', () => {
    const seen = new Set();
    for (let seed = 1; seed <= 200; seed += 1) {
      const made = solver.generateSudoku({ seed });
      expect(made.seed).toBe(seed);
      expect(made.puzzle).toMatch(/^[1-9.]{81}$/);
      expect(made.givens).toBe(made.puzzle.replace(/\./g, '').length);
      expect(expectUnique(made.puzzle)).toBe(made.solution);
      expect(isSolutionOf(made.puzzle, made.solution)).toBe(true);
      expectMinimal(made.puzzle);
      seen.add(made.puzzle);
    }
    expect(seen.size).toBe(200);
  });

  it('makes 20 minimal 16x16 puzzles, each with exactly one solution', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const made = solver.generateSudoku({ size: 16, seed });
      expect(made.puzzle).toMatch(/^[1-9A-G.]{256}$/);
      expect(expectUnique(made.puzzle)).toBe(made.solution);
      expectMinimal(made.puzzle);
    }
  }, 300_000);

  it.each([
    ['rotational', (i, n) => n * n - 1 - i],
    ['mirror', (i, n) => Math.floor(i / n) * n + (n - 1 - (i % n))],
  ])('keeps %s symmetry, minimal among symmetric removals', (symmetry, mate) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { puzzle } = solver.generateSudoku({ seed, symmetry });
      for (let i = 0; i < 81; i += 1) expect(puzzle[i] === '.', `${puzzle} cell ${i}`).toBe(puzzle[mate(i, 9)] === '.');
      expectUnique(puzzle);
      expectMinimal(puzzle, (i) => [i, mate(i, 9)]);
    }
  });

  it('makes a 16x16 killer, its uniqueness checks cut at a node budget: one solution under its cages', () => {
    const made = solver.generateSudoku({ size: 16, seed: 1, variant: { cages: true } });
    expect(typeof made.variant.cages).toBe('string');
    const result = solver.sudoku(made.puzzle, { variant: made.variant });
    expect(result).toMatchObject({ count: 1, complete: true, solutions: [made.solution] });
  });

  it('gives the same puzzle for the same seed and options, another for another seed', () => {
    const a = solver.generateSudoku({ seed: 4242, symmetry: 'rotational' });
    expect(solver.generateSudoku({ seed: 4242, symmetry: 'rotational' })).toEqual(a);
    expect(solver.generateSudoku({ seed: 4243, symmetry: 'rotational' }).puzzle).not.toBe(a.puzzle);
    const drawn = solver.generateSudoku();
    expect(Number.isInteger(drawn.seed)).toBe(true);
    expect(solver.generateSudoku({ seed: drawn.seed })).toEqual(drawn);
  });

  it('meets a search level, measured by the solver itself', () => {
    for (const searchLevel of ['easy', 'medium', 'hard']) {
      const made = solver.generateSudoku({ seed: 9, searchLevel });
      expect(made.search.level).toBe(searchLevel);
      expectUnique(made.puzzle);
    }
    expect(solver.generateSudoku({ seed: 9, searchLevel: 'easy' }).search.branches).toBe(0);
    expect(solver.generateSudoku({ seed: 9, searchLevel: 'hard' }).search.branches).toBeGreaterThan(5);
  });

  it('stops at maxGivens when not minimal', () => {
    const made = solver.generateSudoku({ seed: 3, minimal: false, maxGivens: 40 });
    expect(made.givens).toBeLessThanOrEqual(40);
    expect(made.givens).toBeGreaterThan(30);
    expectUnique(made.puzzle);
  });

  it('says so when a request cannot be met, and keeps working', () => {
    expect(() => solver.generateSudoku({ seed: 1, searchLevel: 'expert', maxGivens: 18 })).toThrow(
      /^could not make an expert puzzle with at most 18 givens in 200 attempts \(made: \d+ easy, \d+ medium, \d+ hard, \d+ expert; fewest givens \d+\); try another seed or relax the request$/,
    );
    expect(solver.generateSudoku({ seed: 1 }).givens).toBeGreaterThan(16);
  });
});
