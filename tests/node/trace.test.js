// traceExactCover(): Algorithm X step by step through the API and the worker pool (the core's trace
// is checked step by step natively, tests/native/trace_test.cpp).
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';

const KNUTH = 'a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n';
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// The options on the path at each 'solution' step, replayed from the 'try' and 'leave' steps.
function coversOf(steps) {
  const path = [];
  const covers = [];
  for (const step of steps) {
    if (step.event === 'try') path.push(step.option);
    if (step.event === 'leave') expect(path.pop()).toBe(step.option);
    if (step.event === 'solution') covers.push([...path].sort((a, b) => a - b));
  }
  expect(path).toEqual([]);
  return covers;
}

describe('traceExactCover', () => {
  it("walks Knuth's example to its one cover, rows 1, 4 and 5, and back", () => {
    const trace = solver.traceExactCover(KNUTH);
    expect(trace).toMatchObject({ count: 1, complete: true, items: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] });
    expect(trace.options).toEqual(['c e f', 'a d g', 'b c f', 'a d', 'b g', 'd e g']);
    expect(trace).toMatchObject({ columns: 7, primary: 7, rows: [[2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6]] });
    expect(coversOf(trace.steps)).toEqual([[0, 3, 4]]);
    expect(trace.steps[0]).toEqual({ event: 'choose', level: 0, item: 0, option: -1, length: 2 });
    const events = new Set(trace.steps.map((step) => step.event));
    expect([...events].sort()).toEqual(['choose', 'cover', 'dead-end', 'leave', 'solution', 'try', 'uncover']);
    const covers = trace.steps.filter((step) => step.event === 'cover').length;
    expect(trace.steps.filter((step) => step.event === 'uncover').length).toBe(covers);
  });

  it('traces a 0/1 matrix, with every cover of the search, and stops at maxSteps', () => {
    const queens = solver.polyomino({ board: '####\n####\n', pieces: 'I\n####\n\nO\n##\n##\n\nL\n###\n#..\n' }, { writeProblem: true }).problem;
    const whole = solver.exactCover(queens, { limit: Infinity });
    const trace = solver.traceExactCover(queens);
    expect(coversOf(trace.steps).map(String).sort()).toEqual(whole.solutions.map(String).sort());
    const matrix = solver.traceExactCover('3 2\n1 0\n0 1\n1 1\n');
    expect(matrix).toMatchObject({ count: 2, items: null, options: null, columns: 2, primary: 2, rows: [[0], [1], [0, 1]] });
    expect(solver.traceExactCover('a | x\na x\na\n')).toMatchObject({ columns: 2, primary: 1, rows: [[0, 1], [0]] });
    const short = solver.traceExactCover(KNUTH, { maxSteps: 10 });
    expect(short.complete).toBe(false);
    expect(short.steps).toHaveLength(10);
  });

  it('runs in a worker', async () => {
    const pool = createWorkerSolver({ workers: 2 });
    try {
      expect((await pool.traceExactCover(KNUTH)).steps).toEqual(solver.traceExactCover(KNUTH).steps);
    } finally {
      pool.terminate();
    }
  });
});
