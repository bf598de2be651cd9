// Jigsaw regions drawn afresh (web/lib/jigsaw-regions.js) and generateSudoku({ variant: { regions:
// true } }): each region n connected cells, the puzzle one solution under them, the same seed the
// same puzzle, and other seeds other regions. The checks here read the maps themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { jigsawRegions } from '../../web/lib/jigsaw-regions.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// Each cell's region label, from a map of n lines of n labels.
const labelsOf = (map) => [...map.replace(/\s/g, '')];

// The problems with a map as regions of an n x n grid: a count other than n, a region not of n
// cells, a region not connected (walked from one of its cells, 4-neighbours).
function problemsOf(map, n) {
  const labels = labelsOf(map);
  if (labels.length !== n * n) return [`${labels.length} cells`];
  const problems = [];
  const names = [...new Set(labels)];
  if (names.length !== n) problems.push(`${names.length} regions`);
  for (const name of names) {
    const cells = labels.flatMap((label, cell) => (label === name ? [cell] : []));
    if (cells.length !== n) problems.push(`region ${name} has ${cells.length} cells`);
    const seen = new Set([cells[0]]);
    const todo = [cells[0]];
    while (todo.length > 0) {
      const cell = todo.pop();
      const next = [cell - n, cell + n, cell % n > 0 ? cell - 1 : -1, cell % n < n - 1 ? cell + 1 : -1];
      for (const other of next) {
        if (other >= 0 && other < n * n && labels[other] === name && !seen.has(other)) {
          seen.add(other);
          todo.push(other);
        }
      }
    }
    if (seen.size !== cells.length) problems.push(`region ${name} is not connected`);
  }
  return problems;
}

// Whether a map's regions are the boxes (whatever their labels).
function isBoxes(map, n) {
  const box = Math.sqrt(n);
  const labels = labelsOf(map);
  return labels.every((label, cell) => {
    const first = Math.floor(Math.floor(cell / n) / box) * box * n + Math.floor((cell % n) / box) * box;
    return label === labels[first];
  });
}

describe('jigsawRegions', () => {
  it('draws n regions of n connected cells on 4x4, 9x9 and 16x16, the same for the same seed', () => {
    for (const n of [4, 9, 16]) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const map = jigsawRegions(n, seed, () => true);
        expect(problemsOf(map, n), `${n}x${n} seed ${seed}:\n${map}`).toEqual([]);
        expect(jigsawRegions(n, seed, () => true)).toBe(map);
      }
    }
  });

  it('draws layouts again until one fits, and says so when none does', () => {
    const asked = [];
    const map = jigsawRegions(9, 1, (candidate) => asked.push(candidate) > 2);
    expect(asked).toHaveLength(3);
    expect(new Set(asked).size).toBe(3);
    expect(map).toBe(asked[2]);
    expect(() => jigsawRegions(9, 1, () => false)).toThrow(/no 9x9 jigsaw regions that a complete grid keeps were found in \d+ layouts from seed 1/);
  });
});

describe('generateSudoku({ variant: { regions: true } })', () => {
  it('makes 9x9 jigsaws with regions of their own, one solution each under them', () => {
    const maps = new Set();
    for (let seed = 1; seed <= 6; seed += 1) {
      const made = solver.generateSudoku({ seed, variant: { regions: true } });
      const { regions } = made.variant;
      expect(problemsOf(regions, 9), regions).toEqual([]);
      expect(isBoxes(regions, 9), regions).toBe(false);
      expect(solver.sudoku(made.puzzle, { variant: made.variant })).toMatchObject({ count: 1, complete: true, solutions: [made.solution] });
      // The regions are the ones the puzzle needs: under the boxes it is another puzzle.
      expect(solver.sudoku(made.puzzle).solutions[0]).not.toBe(made.solution);
      maps.add(regions);
    }
    expect(maps.size).toBe(6);
  });

  it('gives the same puzzle and regions for the same seed', () => {
    const options = { seed: 77, difficulty: 'medium', variant: { regions: true } };
    const first = solver.generateSudoku(options);
    expect(solver.generateSudoku(options)).toEqual(first);
    expect(first.rating.level).toBe('medium');
  });

  it('makes a 16x16 jigsaw at a level, and a jigsaw killer', () => {
    const big = solver.generateSudoku({ size: 16, seed: 2, difficulty: 'hard', variant: { regions: true } });
    expect(problemsOf(big.variant.regions, 16)).toEqual([]);
    expect(big.rating.level).toBe('hard');
    expect(solver.sudoku(big.puzzle, { variant: big.variant })).toMatchObject({ count: 1, complete: true });
    const killer = solver.generateSudoku({ seed: 3, variant: { regions: true, cages: true } });
    expect(problemsOf(killer.variant.regions, 9)).toEqual([]);
    expect(killer.variant.cages).toMatch(/=/);
    expect(solver.sudoku(killer.puzzle, { variant: killer.variant })).toMatchObject({ count: 1, complete: true, solutions: [killer.solution] });
  });
});
