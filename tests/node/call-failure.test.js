// A call that fails deep in its work (after searches, with the searches' workspaces in use) leaves
// the module as it was (wasm/bindings/call_scope.hpp): the same answers to the same calls, nodes
// included, and the same memory in use, in both modules.
import { describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { loadModule } from '../../web/lib/module.js';
import { createSolver as createSudokuSolver } from '../../web/lib/sudoku-index.js';
import { loadSudokuModule } from '../../web/lib/sudoku-module.js';
import { JIGSAW, KILLER, puzzles } from '../support/fixtures.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SMALL = '...12.....42....';
const SIXTEEN = puzzles('16x16-tarek20.txt')[0];

// Calls whose answers must not change, each reduced to plain data.
function answers(solver) {
  return {
    classic: solver.sudoku(NORVIG),
    small: solver.sudoku(SMALL, { limit: Infinity }),
    sixteen: solver.sudoku(SIXTEEN),
    jigsaw: solver.sudoku(JIGSAW.puzzle, { variant: { regions: JIGSAW.regions } }),
    killer: solver.sudoku('.'.repeat(81), { variant: { cages: KILLER.cages } }),
    hint: solver.hint(NORVIG),
    generated: solver.generateSudoku({ size: 4, seed: 5 }),
    rated: solver.rate(SMALL),
  };
}

// Failures after searches ran: many solutions found before the logic solver refuses them, a
// generator that runs out of attempts.
function failDeep(solver) {
  const failures = [
    () => solver.rate('.'.repeat(16)),
    () => solver.rate('.'.repeat(256)),
    () => solver.explain('.'.repeat(81), { variant: { x: true } }),
    () => solver.generateSudoku({ size: 4, seed: 1, difficulty: 'extreme' }),
  ];
  for (const fail of failures) expect(fail).toThrow(RangeError);
}

describe.each([
  ['the full module', createSolver, loadModule],
  ['the Sudoku module', createSudokuSolver, loadSudokuModule],
])('a call that fails deep in %s', (_, create, load) => {
  it('leaves the same answers and the same memory in use', async () => {
    const solver = await create();
    const module = await load();
    const before = answers(solver);
    failDeep(solver);
    answers(solver);
    const heap = module.heapBytesInUse();
    for (let round = 0; round < 3; round += 1) {
      failDeep(solver);
      expect(answers(solver)).toEqual(before);
    }
    // Within emmalloc's rounding (tests/node/leaks.test.js).
    expect(Math.abs(module.heapBytesInUse() - heap)).toBeLessThanOrEqual(64);
  }, 60_000);
});
