// The Sudoku module (dlx-wasm/sudoku) against the full one. Both are built from the same sources,
// but the Sudoku module's core is compiled for size and leaves out what no Sudoku reaches
// (CMakeLists.txt, dlx_core_lean and DLX_SUDOKU_ONLY), so every Sudoku call must give the same
// answer in both, the nodes searched included: classic grids of each size (36x36 reaches dancing
// links), each variant, the generator, the logic solver, a split search's slices, and errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { slice } from '../../web/lib/full-slice.js';
import { loadModule } from '../../web/lib/module.js';
import { createSolver as createSudokuSolver } from '../../web/lib/sudoku-index.js';
import { slice as sudokuSlice } from '../../web/lib/sudoku-slice.js';
import { loadSudokuModule } from '../../web/lib/sudoku-module.js';
import { JIGSAW, KILLER, WINDOKU, X_UKPA, puzzles } from '../support/fixtures.js';

let full;
let lean;
beforeAll(async () => {
  full = await createSolver();
  lean = await createSudokuSolver();
});

// `call(solver)` on both solvers: the same result, or the same error.
function same(call) {
  const run = (solver) => {
    try {
      return { result: call(solver) };
    } catch (error) {
      return { error: `${error.constructor.name}: ${error.message}` };
    }
  };
  const expected = run(full);
  expect(run(lean)).toEqual(expected);
  return expected;
}

describe('the Sudoku module answers as the full one', () => {
  it('solves classic grids of every size, nodes included', () => {
    const grids = [
      ...puzzles('9x9-top95.txt').slice(0, 20),
      ...puzzles('16x16-tarek20.txt').slice(0, 3),
      ...puzzles('16x16-janko55.txt').slice(0, 3),
    ];
    for (const puzzle of grids) expect(same((s) => s.sudoku(puzzle)).result.count).toBe(1);
    expect(same((s) => s.sudoku('.'.repeat(16), { limit: Infinity })).result.count).toBe(288);
    expect(same((s) => s.sudoku('.'.repeat(625), { limit: 1 })).result.count).toBe(1);
    // 36x36 is past the bitset search's bounds: dancing links, as built for each module.
    expect(same((s) => s.sudoku(new Array(36 * 36).fill(0), { limit: 1 })).result.count).toBe(1);
    expect(same((s) => s.sudokuBatch(puzzles('9x9-top95.txt').slice(20, 40))).result).toHaveLength(20);
  });

  it('solves each variant, killers by their cages', () => {
    const cases = [
      [JIGSAW.puzzle, { regions: JIGSAW.regions }, JIGSAW.solution],
      ['.'.repeat(81), { cages: KILLER.cages }, KILLER.solution],
      [X_UKPA.puzzle, { x: true }, X_UKPA.solution],
      [WINDOKU.puzzle, { windoku: true }, WINDOKU.solution],
    ];
    for (const [puzzle, variant, solution] of cases) {
      expect(same((s) => s.sudoku(puzzle, { variant })).result.solutions).toEqual([solution]);
    }
    // Many solutions: a search long enough to branch, in both.
    expect(same((s) => s.sudoku('.'.repeat(81), { variant: { x: true, windoku: true }, limit: 50 })).result.count).toBe(50);
  });

  it('generates the same puzzles from the same seeds', () => {
    const requests = [
      { seed: 1 },
      { seed: 2, difficulty: 'hard' },
      { seed: 3, size: 16 },
      { seed: 4, variant: { x: true } },
      { seed: 5, variant: { cages: true }, difficulty: 'medium' },
      { seed: 6, variant: { regions: JIGSAW.regions } },
    ];
    for (const request of requests) expect(same((s) => s.generateSudoku(request)).result.puzzle).toBeTruthy();
  });

  it('explains, hints and rates alike', () => {
    for (const puzzle of puzzles('9x9-se-rated-diabolical.txt').slice(0, 6)) {
      same((s) => s.rate(puzzle));
      same((s) => s.hint(puzzle));
      same((s) => s.explain(puzzle));
    }
    same((s) => s.rate('.'.repeat(81), { variant: { cages: KILLER.cages } }));
  });

  it('cuts a split search into the same slices', async () => {
    const [fullModule, sudokuModule] = [await loadModule(), await loadSudokuModule()];
    const cases = [
      [puzzles('16x16-tarek20.txt')[0], {}],
      ['.'.repeat(81), { variant: { cages: KILLER.cages } }],
    ];
    for (const [puzzle, options] of cases) {
      const args = ['sudoku', puzzle, { ...options, limit: Infinity, maxNodes: 40 }, new Int32Array(0)];
      expect(sudokuSlice(sudokuModule, ...args)).toEqual(slice(fullModule, ...args));
    }
  });

  it('fails on bad input with the same errors', () => {
    const bad = [
      (s) => s.sudoku('12'),
      (s) => s.sudoku('.'.repeat(81), { variant: { cages: 'AA.. .... A=99' } }),
      (s) => s.sudoku(new Array(81).fill(10)),
      (s) => s.generateSudoku({ size: 36 }),
      (s) => s.hint('11' + '.'.repeat(79)),
    ];
    for (const call of bad) expect(same(call).error).toMatch(/^(RangeError|TypeError): /);
  });
});
