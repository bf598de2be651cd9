// exactCover(), queens() and polyomino() split across the workers of a pool, as sudoku() is
// (worker-pool.test.js): the answers of one search, the limits over the whole split search, and
// progress while it runs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { seededRandom } from '../support/fixtures.js';
import { randomProblem } from '../support/random-problem.js';

// Every count of N queens for N = 1..12 (OEIS A000170).
const QUEENS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
const WORD_SQUARES = readFileSync(new URL('../fixtures/cli/word-squares.in', import.meta.url), 'utf8');

let single;
const pools = [];
function pool(settings) {
  const made = createWorkerSolver(settings);
  pools.push(made);
  return made;
}
const sorted = (solutions) => solutions.map((s) => JSON.stringify(s)).sort();

beforeAll(async () => {
  single = await createSolver();
});
afterAll(() => {
  for (const made of pools) made.terminate();
});

describe('exact cover split across workers', () => {
  it('finds the solutions of one search on random problems with colors and bounds, at any slice size', async () => {
    const random = seededRandom(20261124);
    const split = [1, 3, 40].map((sliceNodes) => pool({ workers: 2, sliceNodes }));
    let found = 0;
    for (let trial = 0; trial < 60; trial += 1) {
      const problem = randomProblem(random);
      if (problem.options.length === 0) continue;
      const whole = single.exactCover(problem, { limit: Infinity });
      found += whole.count;
      for (const solver of split) {
        const parts = await solver.exactCover(problem, { limit: Infinity });
        expect(parts.count).toBe(whole.count);
        expect(parts.complete).toBe(true);
        expect(sorted(parts.solutions)).toEqual(sorted(whole.solutions));
      }
    }
    expect(found).toBeGreaterThan(30);
  });

  it('splits every form of problem: a 0/1 matrix, sparse rows, Knuth text with colors', async () => {
    const split = pool({ workers: 2, sliceNodes: 5 });
    const random = seededRandom(7);
    const rows = Array.from({ length: 40 }, () => [...new Set(Array.from({ length: 3 }, () => Math.floor(random() * 12)))]);
    const sparse = { columns: 12, rows };
    const whole = single.exactCover(sparse, { limit: Infinity });
    expect(whole.count).toBeGreaterThan(5);
    expect(sorted((await split.exactCover(sparse, { limit: Infinity })).solutions)).toEqual(sorted(whole.solutions));
    const matrix = { matrix: rows.map((row) => Array.from({ length: 12 }, (_, c) => (row.includes(c) ? 1 : 0))) };
    expect((await split.exactCover(matrix, { countOnly: true, limit: Infinity })).count).toBe(whole.count);
    const squares = single.exactCover(WORD_SQUARES, { limit: Infinity });
    const parts = await split.exactCover(WORD_SQUARES, { limit: Infinity });
    expect(parts.options).toEqual(squares.options);
    expect(sorted(parts.solutions)).toEqual(sorted(squares.solutions));
  });

  it('counts N queens for N = 1..12, and lists the solutions of one search', async () => {
    const split = pool({ workers: 2, sliceNodes: 200 });
    for (let n = 1; n <= 12; n += 1) {
      expect((await split.queens(n, { countOnly: true })).count).toBe(QUEENS[n - 1]);
    }
    const eight = await split.queens(8, { lexicographic: true });
    expect(sorted(eight.solutions)).toEqual(sorted(single.queens(8, { lexicographic: true }).solutions));
  });

  it('counts the pentomino packings of 3x20 and 6x10, as pictures and in Knuth text', async () => {
    const split = pool({ workers: 2, sliceNodes: 2000 });
    const narrow = await split.polyomino({ board: '#'.repeat(20).concat('\n').repeat(3) }, { limit: Infinity });
    expect(narrow.count).toBe(8);
    expect(new Set(narrow.solutions.map((s) => s.picture)).size).toBe(8);
    const text = single.polyomino({ board: '##########\n'.repeat(6) }, { writeProblem: true }).problem;
    const wide = await pool({ workers: 2 }).exactCover(text, { countOnly: true, limit: Infinity });
    expect(wide).toMatchObject({ count: 9356, complete: true, stopped: null });
  });

  it('stops at the limit with that many distinct solutions, and within maxNodes over all slices', async () => {
    const split = pool({ workers: 2, sliceNodes: 10 });
    const some = await split.queens(10, { limit: 25 });
    expect(some).toMatchObject({ count: 25, complete: false, stopped: 'limit' });
    expect(new Set(some.solutions.map(String)).size).toBe(25);
    const budget = await split.queens(12, { countOnly: true, maxNodes: 777 });
    expect(budget).toMatchObject({ complete: false, stopped: 'maxNodes' });
    expect(budget.nodes).toBeLessThanOrEqual(777);
    expect(budget.nodes).toBeGreaterThan(0);
  });

  it('reports progress, throttled, on one worker or several, and once at the end', async () => {
    for (const workers of [1, 2]) {
      const reports = [];
      const result = await pool({ workers, sliceNodes: 5000 }).queens(13, {
        countOnly: true,
        onProgress: (progress) => reports.push({ ...progress, at: performance.now() }),
      });
      expect(result.count).toBe(73712);
      expect(reports.at(-1)).toMatchObject({ count: 73712, nodes: result.nodes, slices: 0 });
      for (const [i, report] of reports.entries()) {
        expect(Object.keys(report).sort()).toEqual(['at', 'count', 'nodes', 'slices']);
        expect(report.count).toBeLessThanOrEqual(73712);
        if (i === 0) continue;
        expect(report.nodes).toBeGreaterThan(reports[i - 1].nodes);
        if (i < reports.length - 1) {
          expect(report.slices).toBeGreaterThan(0);
          expect(report.at - reports[i - 1].at).toBeGreaterThanOrEqual(90);
        }
      }
    }
    const thrown = new Error('enough');
    await expect(pool({ workers: 2, sliceNodes: 1000 }).queens(6, { onProgress: () => { throw thrown; } })).rejects.toBe(thrown);
    await expect(pool({ workers: 2 }).queens(8, { onProgress: 5 })).rejects.toThrow(
      new TypeError('queens: onProgress must be a function; got number 5'));
  });

  it('rejects a bad problem with the error of one search, and aborts a split count at once', async () => {
    const split = pool({ workers: 2, sliceNodes: 100 });
    const bad = 'a b\na c\n';
    let expected;
    try {
      single.exactCover(bad);
    } catch (error) {
      expected = error;
    }
    await expect(split.exactCover(bad)).rejects.toMatchObject({ name: expected.name, message: expected.message });
    const controller = new AbortController();
    const long = split.queens(18, { countOnly: true, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(long).rejects.toMatchObject({ name: 'AbortError' });
    expect((await split.queens(6, { countOnly: true })).count).toBe(4);
  });
});
