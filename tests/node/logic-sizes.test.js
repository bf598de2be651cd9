// hint, explain and rate on every size sudoku() solves: digits above 32 cross between C++ and JS in
// 64 bits (steps' digits, the player's pencil marks). With 32-bit masks a 36x36 grid with one blank
// cell was "stuck" and rated beyond the ladder.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// A solution of the `size` x `size` grid, as a flat array of digits: each row the one above shifted
// by a box, each band by one more (the search for a solution of the empty 64x64 grid can be long).
function solutionOf(size) {
  const box = Math.sqrt(size);
  return Array.from({ length: size * size }, (_, cell) => {
    const r = Math.floor(cell / size);
    return (((r % box) * box + Math.floor(r / box) + (cell % size)) % size) + 1;
  });
}

// A 2x2 block inside one box whose four digits are among the grid's 10 largest: its blanks leave no
// full house, and on a 64x64 the first single is a digit that needs the upper half of a mask.
function highBlock(solution, size) {
  const box = Math.sqrt(size);
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      if (r % box === box - 1 || c % box === box - 1) continue;
      const block = [r * size + c, r * size + c + 1, (r + 1) * size + c, (r + 1) * size + c + 1];
      if (block.every((cell) => solution[cell] > size - 10)) return block;
    }
  }
  throw new Error('no such block');
}

describe.each([{ size: 36 }, { size: 64 }])('$size by $size', ({ size }) => {
  let solution;
  beforeAll(() => {
    solution = solutionOf(size);
    expect(solver.sudoku(solution).count).toBe(1);
  });

  it('one blank cell: hint gives the full house with the right digit, rate 1.0, explain fills it', () => {
    const cell = solution.indexOf(size);  // the largest digit: the mask's top bit
    const puzzle = solution.with(cell, 0);
    const hint = solver.hint(puzzle);
    expect(hint.status).toBe('step');
    expect(hint.step.technique).toBe('full-house');
    expect(hint.step.placements).toEqual([{ cell, row: 1, column: cell + 1, digit: size }]);
    expect(solver.rate(puzzle)).toMatchObject({ se: 1, beyond: false, hardest: 'full-house' });
    expect(solver.explain(puzzle).steps.map((step) => step.placements)).toEqual([hint.step.placements]);
  });

  it('every cell of the largest digit blank: a full house in each row', () => {
    const puzzle = solution.map((digit) => (digit === size ? 0 : digit));
    const hint = solver.hint(puzzle);
    expect(hint.step.technique).toBe('full-house');
    // Sukaku Explainer's order looks at the boxes first: the first full house is the top-left box's.
    const box = Math.sqrt(size);
    const cell = solution.findIndex((digit, k) => digit === size && Math.floor(k / size) < box && k % size < box);
    expect(hint.step.placements).toEqual([{ cell, row: Math.floor(cell / size) + 1, column: (cell % size) + 1, digit: size }]);
    expect(solver.rate(puzzle)).toMatchObject({ se: 1, beyond: false, counts: { 'full-house': size } });
  });

  it('a 2x2 block blank: each step places the solution\'s digit, its digits read in 64 bits, explain solves it', () => {
    const block = highBlock(solution, size);
    const puzzle = [...solution];
    for (const cell of block) puzzle[cell] = 0;
    const hint = solver.hint(puzzle);
    expect(hint.status).toBe('step');
    const [placed] = hint.step.placements;
    expect(placed.digit).toBe(solution[placed.cell]);
    expect(placed.digit).toBeGreaterThan(size - 10);
    if (hint.step.technique === 'hidden-single') expect(hint.step.digits).toEqual([placed.digit]);
    const { steps, rating } = solver.explain(puzzle);
    expect(rating.beyond).toBe(false);
    const filled = [...puzzle];
    for (const step of steps) for (const { cell, digit } of step.placements) filled[cell] = digit;
    expect(filled).toEqual(solution);
    expect(solver.rate(puzzle)).toEqual(rating);
  });

  it('pencil marks with digits above 32: marks without the solution\'s digit are a mistake, with it a step', () => {
    const block = highBlock(solution, size);
    const puzzle = [...solution];
    for (const cell of block) puzzle[cell] = 0;
    const all = Array.from({ length: size }, (_, d) => d + 1);
    const candidates = new Array(size * size).fill(null);
    candidates[block[0]] = all.filter((d) => d !== solution[block[0]]);
    expect(solver.hint(puzzle, { candidates }).mistakes).toEqual([{ cell: block[0], row: Math.floor(block[0] / size) + 1, column: (block[0] % size) + 1, kind: 'candidates' }]);
    candidates[block[0]] = [solution[block[0]]];
    const hint = solver.hint(puzzle, { candidates });
    expect(hint.status).toBe('step');
    for (const { cell, digit } of hint.step.placements) expect(digit).toBe(solution[cell]);
  });
});
