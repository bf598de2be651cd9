// rate() (issue 42): its ER/EP/ED as explain() and generateSudoku() give them, and its bounds over
// the logical steps: onProgress tells the steps taken and the hardest so far, and a signal or
// deadline stops the rating cleanly between steps. The module asks
// the call's report at every step; progress is told at most every 100 ms of Date.now(), which these
// tests move on by 200 ms at each reading, so that what they see does not hang on the machine's speed.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSolver } from '../../web/lib/index.js';

// serate rates it 5.6/1.2/1.2 (the shared SE-rated set's first puzzle): 60 steps.
const PUZZLE = '040002000100009307050078000005000030001040200090000400000280090607300002000600010';
let solver;
beforeAll(async () => { solver = await createSolver(); });
afterEach(() => vi.restoreAllMocks());

function steppingClock() {
  let now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 200));
}

describe('rate() over its steps', () => {
  it('tells the steps so far and the hardest of them, up to the rating', () => {
    const told = [];
    steppingClock();
    const rating = solver.rate(PUZZLE, { onProgress: (progress) => told.push(progress) });
    const stepped = told.filter((progress) => progress.steps !== undefined);
    const total = Object.values(rating.counts).reduce((a, b) => a + b, 0);
    expect(stepped.length).toBeGreaterThan(total / 2);
    // From 0 (told as the steps begin) up, one step at a time at most, the hardest never falling.
    expect(stepped[0]).toMatchObject({ steps: 0, se: 0 });
    stepped.slice(1).forEach((progress, i) => {
      expect(progress.steps - stepped[i].steps).toBe(1);
      expect(progress.se).toBeGreaterThanOrEqual(stepped[i].se);
    });
    expect(stepped.at(-1).steps).toBe(total);
    expect(stepped.at(-1).se).toBe(rating.se);
    expect(rating).toMatchObject({ se: 5.6, ep: 1.2, ed: 1.2, hardest: 'wxyz-wing' });
  });

  it('stops at a signal aborted from onProgress, and rates the next call whole', () => {
    const controller = new AbortController();
    steppingClock();
    let last = 0;
    const abortAt = (progress) => {
      last = progress.steps ?? 0;
      if (last >= 10) controller.abort();
    };
    expect(() => solver.rate(PUZZLE, { signal: controller.signal, onProgress: abortAt })).toThrow(expect.objectContaining({ name: 'AbortError' }));
    expect(last).toBe(10);
    vi.restoreAllMocks();
    expect(solver.rate(PUZZLE)).toMatchObject({ se: 5.6, ep: 1.2, ed: 1.2 });
  });

  it('stops at a deadline during the steps, naming them', () => {
    steppingClock();
    const deadline = Date.now() + 2_000;
    expect(() => solver.rate(PUZZLE, { deadline })).toThrow(expect.objectContaining({ name: 'TimeoutError', message: expect.stringMatching(/^rate: the deadline passed during the logical steps after \d+ nodes$/) }));
  });

  it('gives the rating explain() and generateSudoku() give: ER, EP and ED alike', () => {
    const rating = solver.rate(PUZZLE);
    expect(solver.explain(PUZZLE).rating).toEqual(rating);
    const made = solver.generateSudoku({ seed: 5, difficulty: 'hard' });
    const { counts, ...same } = solver.rate(made.puzzle);
    expect(made.rating).toEqual(same);
    expect(same.ep).toBeGreaterThanOrEqual(same.ed);
    expect(same.se).toBeGreaterThanOrEqual(same.ep);
  });
});
