// Sudoku variants through the API (sudoku(puzzle, { variant })): solutions checked by a checker of
// each variant's rules written here from their definitions, published puzzles with their published
// solutions, and counts unchanged by the relabellings and symmetries that keep a variant.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { JIGSAW, KILLER, WINDOKU, X_UKPA } from '../support/fixtures.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// The rules, from the definitions, on a solution as one line of digits.
function keepsRules(line, { x = false, windoku = false, regions = null, cages = [] } = {}) {
  const n = 9;
  const g = [...line].map(Number);
  const distinct = (cells) => new Set(cells.map((c) => g[c])).size === cells.length && cells.every((c) => g[c] >= 1 && g[c] <= n);
  const units = [];
  for (let i = 0; i < n; i += 1) {
    units.push([...Array(n).keys()].map((j) => i * n + j), [...Array(n).keys()].map((j) => j * n + i));
  }
  const labels = regions ? regions.replace(/\s/g, '') : null;
  if (labels) for (const label of new Set(labels)) units.push([...labels].flatMap((l, c) => (l === label ? [c] : [])));
  else for (let b = 0; b < n; b += 1) units.push([...Array(n).keys()].map((k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * n + (b % 3) * 3 + (k % 3)));
  if (x) units.push([...Array(n).keys()].map((i) => i * n + i), [...Array(n).keys()].map((i) => i * n + n - 1 - i));
  if (windoku) {
    for (const top of [1, 5]) for (const left of [1, 5]) units.push([...Array(9).keys()].map((k) => (top + Math.floor(k / 3)) * n + left + (k % 3)));
  }
  return units.every(distinct) && cages.every(({ sum, cells }) => distinct(cells) && cells.reduce((s, c) => s + g[c], 0) === sum);
}

// A killer's cages as { sum, cells } from its text form, for the checker.
function cagesOf(text) {
  const tokens = text.trim().split(/\s+/);
  const labels = tokens.filter((token) => !token.includes('=')).join('');
  return tokens.filter((token) => token.includes('=')).map((token) => {
    const [label, sum] = token.split('=');
    return { sum: Number(sum), cells: [...labels].flatMap((l, c) => (l === label ? [c] : [])) };
  });
}

describe('Sudoku variants', () => {
  it('solve a published jigsaw and a published killer to their published solutions, uniquely', () => {
    const jigsaw = solver.sudoku(JIGSAW.puzzle, { variant: { regions: JIGSAW.regions } });
    expect(jigsaw).toMatchObject({ count: 1, complete: true, solutions: [JIGSAW.solution] });
    expect(keepsRules(JIGSAW.solution, { regions: JIGSAW.regions })).toBe(true);
    const killer = solver.sudoku('.'.repeat(81), { variant: { cages: KILLER.cages } });
    expect(killer).toMatchObject({ count: 1, complete: true, solutions: [KILLER.solution] });
    expect(keepsRules(KILLER.solution, { cages: cagesOf(KILLER.cages) })).toBe(true);
    // The same killer with its cages as data, the grid as numbers.
    const asData = solver.sudoku(new Array(81).fill(0), { variant: { cages: cagesOf(KILLER.cages) } });
    expect(asData.solutions[0].join('')).toBe(KILLER.solution);
  });

  it('solve a published X and a published windoku to their published solutions, uniquely (and not as classic Sudoku)', () => {
    for (const [{ puzzle, solution }, variant] of [[X_UKPA, { x: true }], [WINDOKU, { windoku: true }]]) {
      expect(solver.sudoku(puzzle, { variant })).toMatchObject({ count: 1, complete: true, solutions: [solution] });
      expect(keepsRules(solution, variant)).toBe(true);
      expect(solver.sudoku(puzzle).count).toBe(2); // the classic rules alone leave more than one
    }
  });

  it('give solutions that keep every rule, for X, windoku and both, on an empty grid', () => {
    for (const variant of [{ x: true }, { windoku: true }, { x: true, windoku: true }]) {
      const { solutions, count } = solver.sudoku('.'.repeat(81), { variant, limit: 20 });
      expect(count).toBe(20);
      for (const line of solutions) expect(keepsRules(line, variant)).toBe(true);
      expect(solutions.filter((line) => !keepsRules(line, {}))).toEqual([]);
    }
  });

  it('count the same after relabelling the digits and turning the grid (what keeps each variant)', () => {
    const turn = (line) => [...line].map((_, c) => line[(8 - (c % 9)) * 9 + Math.floor(c / 9)]).join(''); // a quarter turn
    const relabel = (line) => line.replace(/[1-9]/g, (d) => '917364285'[Number(d) - 1]);
    for (const variant of [{ x: true }, { windoku: true }]) {
      const full = solver.sudoku('.'.repeat(81), { variant }).solutions[0];
      const puzzle = [...full].map((d, c) => (c % 3 === 0 ? '.' : d)).join('');
      const base = solver.sudoku(puzzle, { variant, limit: Infinity });
      expect(base.complete).toBe(true);
      expect(base.count).toBeGreaterThan(0);
      expect(solver.sudoku(relabel(puzzle), { variant, limit: Infinity }).count).toBe(base.count);
      expect(solver.sudoku(turn(puzzle), { variant, limit: Infinity }).count).toBe(base.count);
    }
    // A jigsaw turned with its regions; a killer turned with its cages.
    const jigsawPuzzle = JIGSAW.solution.replace(/[1-3]/g, '.');
    const regions = JIGSAW.regions.replace(/\s/g, '');
    const jigsaw = solver.sudoku(jigsawPuzzle, { variant: { regions }, limit: Infinity }).count;
    expect(jigsaw).toBeGreaterThan(1);
    expect(solver.sudoku(turn(jigsawPuzzle), { variant: { regions: turn(regions) }, limit: Infinity }).count).toBe(jigsaw);
    expect(solver.sudoku(relabel(jigsawPuzzle), { variant: { regions }, limit: Infinity }).count).toBe(jigsaw);
    const cages = cagesOf(KILLER.cages).slice(0, 22); // fewer cages: several solutions
    const killer = solver.sudoku('.'.repeat(81), { variant: { cages }, limit: Infinity });
    expect(killer.count).toBeGreaterThan(1);
    const turnCell = (c) => (c % 9) * 9 + 8 - Math.floor(c / 9); // where a quarter turn takes cell c
    const turned = cages.map(({ sum, cells }) => ({ sum, cells: cells.map(turnCell) }));
    expect(solver.sudoku('.'.repeat(81), { variant: { cages: turned }, limit: Infinity }).count).toBe(killer.count);
  });

  it('split across workers with the same solutions', async () => {
    const pool = createWorkerSolver({ workers: 2, sliceNodes: 50 });
    try {
      const puzzle = JIGSAW.solution.replace(/[1-3]/g, '.');
      const variant = { regions: JIGSAW.regions };
      const one = solver.sudoku(puzzle, { variant, limit: Infinity });
      const split = await pool.sudoku(puzzle, { variant, limit: Infinity });
      expect(split.count).toBe(one.count);
      expect([...split.solutions].sort()).toEqual([...one.solutions].sort());
      const killer = await pool.sudoku('.'.repeat(81), { variant: { cages: KILLER.cages } });
      expect(killer.solutions).toEqual([KILLER.solution]);
    } finally {
      pool.terminate();
    }
  });

  it('generate puzzles of each variant with one solution, which keeps its rules', () => {
    const regions = JIGSAW.regions;
    for (const variant of [{ x: true }, { windoku: true }, { regions }, { cages: true }, { x: true, windoku: true, cages: true }]) {
      const made = solver.generateSudoku({ seed: 11, variant });
      const solved = solver.sudoku(made.puzzle, { variant: made.variant });
      expect(solved).toMatchObject({ count: 1, complete: true, solutions: [made.solution] });
      const cages = typeof made.variant.cages === 'string' ? cagesOf(made.variant.cages.trimEnd()) : [];
      expect(cages.length > 0).toBe(variant.cages === true);
      expect(keepsRules(made.solution, { ...made.variant, cages })).toBe(true);
      for (const [c, d] of [...made.puzzle].entries()) if (d !== '.') expect(made.solution[c]).toBe(d);
    }
    // A 4x4 killer, and a size the cage map cannot label.
    expect(solver.generateSudoku({ size: 4, seed: 2, variant: { cages: true } }).variant.cages).toBe('DCCC\nDDAC\nDBAA\nBBAE\nA=10 B=9 C=10 D=10 E=1\n');
    expect(() => solver.generateSudoku({ variant: { cages: 'AA' } })).toThrow('generateSudoku: variant.cages must be true (draw a killer\'s cages) or false; got the string "AA"');
  });

  it('read a variant back for drawing (parseSudoku)', () => {
    const parsed = solver.parseSudoku(JIGSAW.puzzle, { variant: { x: true, regions: JIGSAW.regions, cages: `AB${'.'.repeat(79)}\nA=8 B=1` } });
    expect(parsed.variant).toEqual({
      x: true,
      windoku: false,
      regions: [...JIGSAW.regions.replace(/\s/g, '')].map((label, _, labels) => [...new Set(labels)].indexOf(label)),
      cages: [{ sum: 8, cells: [0], label: 'A' }, { sum: 1, cells: [1], label: 'B' }],
    });
    expect(solver.parseSudoku(JIGSAW.puzzle)).not.toHaveProperty('variant');
    expect(() => solver.parseSudoku(JIGSAW.puzzle, { variant: { regions: 'x' } })).toThrow('the region map has 1 labels; a 9x9 grid has 81 cells');
  });

  it('name what is wrong, and the module stays usable', () => {
    const bad = (variant, puzzle = '.'.repeat(81)) => {
      try {
        solver.sudoku(puzzle, { variant });
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
      return 'no error';
    };
    expect(bad({ regions: 'A'.repeat(81) })).toMatch(/^RangeError: the region map has 1 different labels; a 9x9 grid has 9 regions/);
    expect(bad({ cages: 'AA' + '.'.repeat(79) + '\nA=30' })).toMatch(/^RangeError: cage 'A' \(2 cells\): no distinct digits 1 to 9 add up to 30 \(3 to 17\)/);
    expect(bad({ cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] })).toMatch(/^RangeError: cage 2: row 1, column 2 is also in cage 1/);
    expect(bad({ cages: [{ sum: 3, cells: [0, 10] }] })).toMatch(/^RangeError: cage 1 is not connected/);
    expect(bad({ y: true })).toBe('TypeError: sudoku: variant: unknown key "y" (accepted: x, windoku, regions, cages)');
    expect(bad({ x: 1 })).toBe('TypeError: sudoku: variant.x must be true or false; got number 1');
    expect(bad({ cages: [{ sum: 3.5, cells: [0, 1] }] })).toBe('TypeError: sudoku: variant.cages[0].sum must be a whole number; got number 3.5');
    const clash = solver.sudoku(`1${'.'.repeat(79)}1`, { variant: { x: true } });
    expect(clash).toMatchObject({ count: 0, conflicts: [{ cell: 0, row: 1, column: 1 }, { cell: 80, row: 9, column: 9 }] });
    expect(solver.sudoku(JIGSAW.puzzle, { variant: { regions: JIGSAW.regions } }).count).toBe(1);
  });
});
