// `dlx-wasm/worker` in Node: the pool over worker threads, and sudoku() split across its workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { LOGIC_OPTIONS } from '../../web/lib/options.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { puzzles, seededRandom } from '../support/fixtures.js';
import { isSolutionOf } from '../support/sudoku-check.js';

let single;
let open;  // a 9x9 with 384 solutions: top95's first solution with its first 30 cells blanked
const pools = [];
function pool(settings) {
  const made = createWorkerSolver(settings);
  pools.push(made);
  return made;
}

beforeAll(async () => {
  single = await createSolver();
  const solution = single.sudoku(puzzles('9x9-top95.txt')[0]).solutions[0];
  open = '.'.repeat(30) + solution.slice(30);
});
afterAll(() => {
  for (const made of pools) made.terminate();
});

describe('sudokuBatch() in a pool', () => {
  it('answers as one solver does, a bad puzzle with its own error and place', async () => {
    const list = [...puzzles('9x9-top95.txt').slice(0, 20), `${'.'.repeat(40)}x${'.'.repeat(40)}`];
    for (const made of [pool({ workers: 2 }), pool({ workers: 1, module: 'sudoku' })]) {
      const batch = await made.sudokuBatch(list);
      expect(batch.slice(0, 20)).toEqual(single.sudokuBatch(list.slice(0, 20)));
      expect(batch[20].error).toBeInstanceOf(RangeError);
      expect(batch[20].error).toMatchObject({ row: 5, column: 5 });
    }
  });
});

describe('a search split across workers', () => {
  it('finds exactly the solutions of one search, however small the slices', async () => {
    const whole = single.sudoku(open, { limit: Infinity });
    expect(whole.count).toBe(384);
    for (const sliceNodes of [1, 37, 1000]) {
      const split = await pool({ workers: 2, sliceNodes }).sudoku(open, { limit: Infinity });
      expect(split.count).toBe(384);
      expect(split.complete).toBe(true);
      expect(split.stopped).toBe(null);
      expect([...split.solutions].sort()).toEqual([...whole.solutions].sort());
    }
  });

  it('proves a hard 25x25 unique with the answer of one search', async () => {
    const hard = puzzles('25x25-frisch18.txt')[2];  // 742,029 nodes in one search: several slices
    const whole = single.sudoku(hard);
    const split = await pool({ workers: 2, sliceNodes: 100_000 }).sudoku(hard);
    expect(split).toMatchObject({ count: 1, complete: true, stopped: null, conflicts: [] });
    expect(split.solutions).toEqual(whole.solutions);
    expect(split.nodes).toBeGreaterThan(100_000);
    expect(isSolutionOf(hard, split.solutions[0])).toBe(true);
  });

  it('stops at the limit across slices, with that many distinct solutions', async () => {
    const split = await pool({ workers: 2, sliceNodes: 3 }).sudoku(open, { limit: 7 });
    expect(split).toMatchObject({ count: 7, complete: false, stopped: 'limit' });
    expect(new Set(split.solutions).size).toBe(7);
    for (const solution of split.solutions) expect(isSolutionOf(open, solution)).toBe(true);
  });

  it('spends at most maxNodes over all its slices', async () => {
    const hard = puzzles('25x25-frisch18.txt')[2];
    const split = await pool({ workers: 2, sliceNodes: 100 }).sudoku(hard, { maxNodes: 450 });
    expect(split).toMatchObject({ count: 0, complete: false, stopped: 'maxNodes', solutions: [] });
    expect(split.nodes).toBeLessThanOrEqual(450);
    expect(split.nodes).toBeGreaterThan(0);
  });

  it('answers in the shape and alphabet of the puzzle', async () => {
    const split = pool({ workers: 2, sliceNodes: 50 });
    const cells = [...open].map((c) => (c === '.' ? 0 : Number(c)));
    const flat = await split.sudoku(cells, { limit: 3 });
    expect(flat.solutions).toHaveLength(3);
    expect(flat.solutions[0]).toHaveLength(81);
    const rows = await split.sudoku(Array.from({ length: 9 }, (_, r) => cells.slice(9 * r, 9 * r + 9)), { limit: 1 });
    expect(rows.solutions[0]).toHaveLength(9);
    expect(single.sudoku(open, { limit: Infinity }).solutions).toContain(rows.solutions[0].flat().join(''));
    const letters = open.replace(/[1-9]/g, (d) => 'abcdefghi'[d - 1]);
    const lettered = await split.sudoku(letters, { limit: 2, symbols: 'abcdefghi' });
    expect(lettered.solutions.every((s) => /^[a-i]{81}$/.test(s))).toBe(true);
  });

  it('reports clashing givens as one search does', async () => {
    const clash = '11' + '.'.repeat(79);
    const split = await pool({ workers: 2, sliceNodes: 10 }).sudoku(clash);
    const { nodes: _n, ...expected } = single.sudoku(clash);
    expect(split).toMatchObject(expected);
    expect(split.conflicts.map((c) => c.cell)).toEqual([0, 1]);
  });

  it('rejects bad input with the error one search gives, and keeps working', async () => {
    const split = pool({ workers: 2 });
    const bad = '.'.repeat(20) + '#' + '.'.repeat(60);
    await expect(split.sudoku(bad)).rejects.toMatchObject({ name: 'RangeError', row: 3, column: 3 });
    await expect(split.sudoku(open, { limit: 0 })).rejects.toThrow(/sudoku: limit must be a positive integer up to 2\^53 - 1, or Infinity; got 0/);
    await expect(split.sudoku([[1, 2], [3]])).rejects.toThrow(RangeError);
    expect((await split.sudoku(puzzles('9x9-top95.txt')[0])).count).toBe(1);
    expect((await split.queens(8, { countOnly: true })).count).toBe(92);
  });

  it('keeps at most 2^24 cells of solutions, as one search keeps at most 2^24 rows', async () => {
    const split = pool({ workers: 2 });
    await expect(split.sudoku('.'.repeat(256), { limit: Infinity })).rejects.toThrow(
      /^sudoku: the \d+ solutions found so far hold \d+ cells, and at most 16777216 are kept: ask for fewer solutions \(limit\)$/);
    expect((await split.sudoku(open, { limit: 3 })).count).toBe(3);
  });

  it('cancels at once on abort, and starts fresh workers for the next call', async () => {
    const split = pool({ workers: 2 });
    const controller = new AbortController();
    const long = split.sudoku(puzzles('25x25-frisch18.txt')[9], { signal: controller.signal });  // 15 s and more
    setTimeout(() => controller.abort(), 300);
    await expect(long).rejects.toMatchObject({ name: 'AbortError' });
    expect((await split.sudoku(puzzles('9x9-top95.txt')[0])).count).toBe(1);
  });
});

describe('an abort', () => {
  it('ends the aborted call only: the others on the same workers are answered right', async () => {
    const shared = pool({ workers: 2 });
    const controller = new AbortController();
    const hard = puzzles('25x25-frisch18.txt')[9];
    const aborted = shared.sudoku(hard, { signal: controller.signal });  // split: on both workers
    // Waiting behind the split search's slices on both workers when the abort comes (the workers
    // are still loading the module 20 ms in).
    const others = [shared.queens(12, { countOnly: true }), shared.sudoku(open, { limit: Infinity }), shared.queens(9)];
    setTimeout(() => controller.abort(), 20);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const [queens12, all, queens9] = await Promise.all(others);
    expect(queens12.count).toBe(14200);
    expect(all.count).toBe(384);
    expect(queens9.count).toBe(352);
  });

  it('under load: hundreds of calls, a random tenth aborted at random times, every other answered right', async () => {
    const random = seededRandom(2026);
    const shared = pool({ workers: 3, sliceNodes: 500 });
    const hard = puzzles('9x9-forum-hardest-1106.txt');
    const calls = [];
    for (let i = 0; i < 300; i += 1) {
      const controller = random() < 0.1 ? new AbortController() : null;
      const options = controller ? { signal: controller.signal } : {};
      let call;
      if (i % 3 === 0) {
        const puzzle = hard[i % hard.length];
        call = { promise: shared.sudoku(puzzle, options), expected: { count: 1, solutions: single.sudoku(puzzle).solutions } };
      } else if (i % 3 === 1) {
        const n = 6 + (i % 4);
        call = { promise: shared.queens(n, { countOnly: true, ...options }), expected: { count: single.queens(n, { countOnly: true }).count } };
      } else {
        const text = `a b c d | x\na b\nc d\na c x\nb d x\na d\nb c\n${i % 2 ? 'a b c d\n' : ''}`;
        call = { promise: shared.exactCover(text, { limit: Infinity, ...options }), expected: { count: single.exactCover(text, { limit: Infinity }).count } };
      }
      if (controller) setTimeout(() => controller.abort(), random() * 40);
      calls.push({ ...call, aborted: controller !== null });
    }
    const outcomes = await Promise.allSettled(calls.map((call) => call.promise));
    let abortedEarly = 0;
    outcomes.forEach((outcome, i) => {
      const { expected, aborted } = calls[i];
      if (aborted && outcome.status === 'rejected') {
        expect(outcome.reason.name).toBe('AbortError');
        abortedEarly += 1;
      } else {
        expect(outcome.status, `call ${i}: ${outcome.reason}`).toBe('fulfilled');
        expect(outcome.value).toMatchObject(expected);
      }
    });
    expect(abortedEarly).toBeGreaterThan(5);
  }, 120_000);
});

describe('pool settings', () => {
  it('are checked when the pool is made', () => {
    expect(() => createWorkerSolver({ workers: 0 })).toThrow(new RangeError('createWorkerSolver: workers must be a whole number from 1 to 256; got 0'));
    expect(() => createWorkerSolver({ workers: 1.5 })).toThrow(RangeError);
    expect(() => createWorkerSolver({ workers: '2' })).toThrow(new TypeError('createWorkerSolver: workers must be a number; got the string "2"'));
    expect(() => createWorkerSolver({ sliceNodes: -1 })).toThrow(RangeError);
    expect(() => createWorkerSolver({ threads: 2 })).toThrow(new TypeError('createWorkerSolver: unknown setting "threads" (accepted: workerUrl, workers, sliceNodes, module, scanWorkerUrl)'));
    expect(() => createWorkerSolver({ module: 'cover' })).toThrow(new RangeError('createWorkerSolver: module must be \'full\' or \'sudoku\'; got the string "cover"'));
    expect(() => createWorkerSolver(null)).toThrow(TypeError);
  });

  it('runs the Sudoku module with module: \'sudoku\': Sudoku split across workers, hints, and exact cover refused by name', async () => {
    const sudokuPool = pool({ module: 'sudoku', workers: 2 });
    const hard = puzzles('25x25-frisch18.txt')[2];
    const split = await sudokuPool.sudoku(hard, { limit: 2 });
    expect(split.count).toBe(single.sudoku(hard, { limit: 2 }).count);
    expect((await sudokuPool.hint(hard)).status).toBe('step');
    await expect(sudokuPool.exactCover('a b\na b\n')).rejects.toThrow(new TypeError("exactCover() is not in the Sudoku module; createWorkerSolver({ module: 'full' }) has it"));
  });

  it('one worker runs every call as one search', async () => {
    const one = pool({ workers: 1 });
    const hard = puzzles('25x25-frisch18.txt')[2];
    expect((await one.sudoku(hard)).nodes).toBe(single.sudoku(hard).nodes);
  });
});

// The module's bounds on hint, explain, rate and generateSudoku (maxNodes, deadline, onProgress:
// web/lib/budget.js), through the pool: skipped while the module has none (the pool's side of them
// is tested on stand-in workers, tests/node/pool-messages.test.js).
describe.skipIf(!('deadline' in LOGIC_OPTIONS))('the bounds of a whole call, on worker threads', () => {
  const long = () => puzzles('25x25-frisch18.txt')[9];  // 20 s in hint()'s uniqueness search (issue 45, R1)

  it('hint() reports its progress from the worker and ends at its deadline with a TimeoutError', async () => {
    const bounded = pool({ workers: 1, module: 'sudoku' });
    const reports = [];
    const error = await bounded.hint(long(), { deadline: Date.now() + 1000, onProgress: (progress) => reports.push(progress) }).catch((e) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toMatch(/^hint: the deadline passed/);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((report) => typeof report.nodes === 'number')).toBe(true);
    expect((await bounded.hint(puzzles('9x9-top95.txt')[0])).status).toBe('step');
  });

  it('an onProgress that throws ends the call with its error; maxNodes comes back a RangeError', async () => {
    const bounded = pool({ workers: 1, module: 'sudoku' });
    const enough = new RangeError('enough');
    await expect(bounded.rate(long(), { onProgress: () => { throw enough; } })).rejects.toBe(enough);
    await expect(bounded.explain(long(), { maxNodes: 1000 })).rejects.toThrow(/^explain: maxNodes \(1000\) ran out/);
  });
});
