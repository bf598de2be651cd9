// The page's sample puzzles: each of the size it claims, with exactly one solution.
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../web/page/samples.js';
import { createSolver } from '../../web/lib/index.js';

describe('the page samples', () => {
  it.each(SAMPLES.map((s) => [s.name, s]))('%s is a valid puzzle of its size', async (_name, sample) => {
    const solver = await createSolver();
    expect(sample.puzzle).toHaveLength(sample.size * sample.size);
    expect(solver.sudoku(sample.puzzle)).toMatchObject({ size: sample.size, count: 1, complete: true });
  });
});
