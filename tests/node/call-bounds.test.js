// Every long call can be bounded (issue 45, R1 and G1): hint, explain, rate and generateSudoku take
// maxNodes, deadline, signal and onProgress (web/lib/budget.js, wasm/core/watch.hpp), end with the
// named error, and leave the module usable: the next call gives the right answer. The slow cases
// are the issue's own (a 25x25 whose uniqueness search ran 20 s; a 16x16 windoku at 'extreme' that
// ran 308 s), made fast by their bounds.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver as createFull } from '../../web/lib/index.js';
import { loadModule } from '../../web/lib/module.js';
import { createSolver } from '../../web/lib/sudoku-index.js';
import { KILLER, puzzles as readFixture } from '../support/fixtures.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SLOW_25 = readFixture('25x25-frisch18.txt')[9];  // frisch18 #10: 117 million nodes to prove unique
const SLOW_GENERATE = { size: 16, seed: 1, difficulty: 'extreme', variant: { windoku: true } };
const LOGIC = ['hint', 'explain', 'rate'];

let solver;
let full;
let norvigRating;
beforeAll(async () => {
  [solver, full] = await Promise.all([createSolver(), createFull()]);
  norvigRating = solver.rate(NORVIG);
});

// The error a call throws (it must throw).
function thrown(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not throw');
}

// The module answers right after a failed call.
function expectUsable(s = solver) {
  expect(s.rate(NORVIG)).toEqual(norvigRating);
  expect(s.sudoku(NORVIG)).toMatchObject({ count: 1, complete: true });
}

describe('R1: the uniqueness search of hint, explain and rate is bounded', () => {
  it.each(LOGIC)('%s stops at maxNodes with a RangeError naming the call and the budget', (method) => {
    const error = thrown(() => solver[method](SLOW_25, { maxNodes: 200_000 }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe(`${method}: maxNodes (200000) ran out during the uniqueness search; raise maxNodes, or leave it out to let the call finish`);
    expectUsable();
  });

  it.each(LOGIC)('%s stops soon after its deadline with a TimeoutError saying where', (method) => {
    const error = thrown(() => solver[method](SLOW_25, { deadline: Date.now() + 150 }));
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toMatch(new RegExp(`^${method}: the deadline passed during the uniqueness search after \\d+ nodes$`));
    expectUsable();
  });

  it('counts nodes as sudoku() does: its node count is enough, one fewer is not', () => {
    const { nodes } = solver.sudoku(NORVIG, { limit: 2 });
    expect(solver.rate(NORVIG, { maxNodes: nodes })).toEqual(norvigRating);
    expect(thrown(() => solver.rate(NORVIG, { maxNodes: nodes - 1 }))).toBeInstanceOf(RangeError);
    const slow = solver.sudoku(SLOW_25, { limit: 2, maxNodes: 300_000 });
    expect(slow.complete).toBe(false);
    expect(thrown(() => solver.hint(SLOW_25, { maxNodes: slow.nodes })).message).toMatch(/^hint: maxNodes \(\d+\) ran out/);
  });

  it('bounds a variant\'s search too: a killer\'s uniqueness proof (the colored search)', () => {
    const error = thrown(() => solver.rate('.'.repeat(81), { variant: { cages: KILLER.cages }, maxNodes: 10 }));
    expect(error.message).toBe('rate: maxNodes (10) ran out during the uniqueness search; raise maxNodes, or leave it out to let the call finish');
    expect(solver.rate('.'.repeat(81), { variant: { cages: KILLER.cages }, maxNodes: 1e7 }).level).toBeTypeOf('string');
    expectUsable();
  });

  it('bounds the full module the same way', () => {
    const error = thrown(() => full.rate(SLOW_25, { maxNodes: 100_000 }));
    expect(error).toBeInstanceOf(RangeError);
    expectUsable(full);
  });

  it('leaks nothing when ended from inside a search: the heap and the memory stay where they were', async () => {
    const module = await loadModule();
    const end = () => {
      thrown(() => full.rate(SLOW_25, { maxNodes: 20_000 }));
      thrown(() => full.hint(SLOW_25, { deadline: Date.now() + 2 }));
      thrown(() => full.generateSudoku({ ...SLOW_GENERATE, maxNodes: 20_000 }));
    };
    end();
    const before = { heap: module.heapBytesInUse(), memory: module.memoryBytes() };
    for (let i = 0; i < 50; i += 1) end();
    expect({ heap: module.heapBytesInUse(), memory: module.memoryBytes() }).toEqual(before);
    expectUsable(full);
  });

  it('gives the same answers with bounds it does not reach', () => {
    const bounds = { maxNodes: 1e9, deadline: Date.now() + 600_000, signal: new AbortController().signal, onProgress: () => {} };
    expect(solver.rate(NORVIG, bounds)).toEqual(norvigRating);
    expect(solver.explain(NORVIG, bounds)).toEqual(solver.explain(NORVIG));
    expect(solver.hint(NORVIG, bounds)).toEqual(solver.hint(NORVIG));
  });
});

describe('signal and onProgress', () => {
  it.each([...LOGIC, 'generateSudoku'])('%s throws the reason of a signal already aborted, before any work', (method) => {
    const controller = new AbortController();
    const reason = new Error('stopped by the test');
    controller.abort(reason);
    const progress = [];
    const options = { signal: controller.signal, onProgress: (p) => progress.push(p) };
    const error = thrown(() => (method === 'generateSudoku' ? solver.generateSudoku({ ...SLOW_GENERATE, ...options }) : solver[method](SLOW_25, options)));
    expect(error).toBe(reason);
    expect(progress).toEqual([]);
    expectUsable();
  });

  it('an abort without a reason is a DOMException named AbortError', () => {
    const controller = new AbortController();
    controller.abort();
    const error = thrown(() => solver.rate(NORVIG, { signal: controller.signal }));
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
  });

  it('ends explain on an abort from inside onProgress, which reports the nodes so far', () => {
    const controller = new AbortController();
    const progress = [];
    const error = thrown(() => solver.explain(SLOW_25, {
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        controller.abort();
      },
    }));
    expect(error.name).toBe('AbortError');
    expect(progress).toHaveLength(1);
    expect(Object.keys(progress[0]).sort()).toEqual(['elapsedMs', 'nodes']);
    expect(progress[0].nodes).toBeGreaterThan(0);
    expectUsable();
  });

  it('G1: ends the 16x16 windoku at extreme on an abort from its progress, which counts attempts', () => {
    const controller = new AbortController();
    const progress = [];
    const error = thrown(() => solver.generateSudoku({
      ...SLOW_GENERATE,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (progress.length === 3) controller.abort('enough');
      },
    }));
    expect(error).toBe('enough');
    expect(progress).toHaveLength(3);
    for (const p of progress) expect(Object.keys(p).sort()).toEqual(['attempts', 'elapsedMs', 'nodes']);
    expect(progress[2].nodes).toBeGreaterThan(progress[0].nodes);
    expect(progress[0].attempts).toBeGreaterThanOrEqual(1);
    expectUsable();
  });

  it('a throwing onProgress ends the call with its error', () => {
    const oops = new TypeError('progress bar gone');
    expect(thrown(() => solver.generateSudoku({ ...SLOW_GENERATE, onProgress: () => { throw oops; } }))).toBe(oops);
    expect(thrown(() => solver.rate(SLOW_25, { onProgress: () => { throw oops; } }))).toBe(oops);
    expectUsable();
  });

  it('onProgress cannot call the solver whose call it belongs to', () => {
    const error = thrown(() => solver.hint(SLOW_25, { onProgress: () => solver.sudoku(NORVIG) }));
    expect(error.message).toBe('the solver is busy with the call this callback belongs to; call it after that call returns');
    expectUsable();
  });
});

describe('G1: generateSudoku is bounded, and refuses what can only fail', () => {
  it('stops at maxNodes with a RangeError naming the budget', () => {
    const error = thrown(() => solver.generateSudoku({ ...SLOW_GENERATE, maxNodes: 50_000 }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(/^generateSudoku: maxNodes \(50000\) ran out during (the search for a complete grid|the removal of givens|the rating); raise maxNodes/);
    expectUsable();
  });

  it('stops soon after its deadline with a TimeoutError counting attempts', () => {
    const error = thrown(() => solver.generateSudoku({ ...SLOW_GENERATE, deadline: Date.now() + 200 }));
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toMatch(/^generateSudoku: the deadline passed during .+ after \d+ nodes and \d+ attempts?$/);
    expectUsable();
  });

  it('makes the same puzzle after a bounded failure, and with bounds it does not reach', () => {
    const made = solver.generateSudoku({ size: 9, seed: 7 });
    thrown(() => solver.generateSudoku({ ...SLOW_GENERATE, maxNodes: 10_000 }));
    expect(solver.generateSudoku({ size: 9, seed: 7 })).toEqual(made);
    expect(solver.generateSudoku({ size: 9, seed: 7, maxNodes: 1e9, deadline: Date.now() + 600_000, onProgress: () => {} })).toEqual(made);
  });

  it.each([
    [{ difficulty: 'easy', searchLevel: 'expert' }, "generateSudoku: searchLevel 'expert' and difficulty 'easy' (SE 1.0 to 2.3) exclude each other"],
    [{ difficulty: { max: 2 }, searchLevel: 'expert' }, "generateSudoku: searchLevel 'expert' and difficulty 'easy' (SE 1.0 to 2.3) exclude each other"],
    [{ maxGivens: 16 }, 'generateSudoku: maxGivens 16 is below 17, the fewest givens a 9x9 Sudoku with one solution can have'],
    [{ size: 16, maxGivens: 14 }, 'generateSudoku: maxGivens 14 is below 15, the fewest givens a 16x16 Sudoku with one solution can have'],
    [{ size: 25, maxGivens: 23, variant: { x: true } }, 'generateSudoku: maxGivens 23 is below 24, the fewest givens a 25x25 puzzle of this variant with one solution can have'],
    [{ size: 4, maxGivens: 3 }, 'generateSudoku: maxGivens 3 is below 4, the fewest givens a 4x4 Sudoku with one solution can have'],
    [{ size: 4, difficulty: 'medium' }, 'generateSudoku: SE 2.4 to 3.4 cannot be met on a classic 4x4: singles solve every one (SE 2.3 at most)'],
    [{ size: 4, difficulty: { min: 6 } }, 'generateSudoku: SE 6.0 or more cannot be met on a classic 4x4'],
    [{ size: 4, searchLevel: 'hard' }, "generateSudoku: searchLevel 'hard' cannot be met on a classic 4x4: singles solve every one, so its search never branches ('easy')"],
  ])('refuses %j at once: no attempt is made', (options, message) => {
    const progress = [];
    // A deadline already close: a refusal after any work would be a TimeoutError.
    const error = thrown(() => solver.generateSudoku({ seed: 1, ...options, deadline: Date.now() + 50, onProgress: (p) => progress.push(p) }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message.startsWith(message), error.message).toBe(true);
    expect(progress).toEqual([]);
  });

  it('still runs what can succeed: a 4x4 killer with at most one given, easy by both measures', () => {
    expect(solver.generateSudoku({ seed: 3, size: 4, variant: { cages: true }, maxGivens: 1 }).givens).toBeLessThanOrEqual(1);
    expect(solver.generateSudoku({ seed: 1, difficulty: 'easy', searchLevel: 'easy' }).search.level).toBe('easy');
    expect(solver.generateSudoku({ seed: 1, size: 4, difficulty: { max: 2.3 }, searchLevel: 'easy' }).rating.level).toBe('easy');
  });
});

describe('option checks', () => {
  const cases = [
    [{ maxNodes: 0 }, RangeError, 'maxNodes must be a positive integer up to 2^53 - 1, or Infinity; got 0'],
    [{ maxNodes: '9' }, TypeError, 'maxNodes must be a positive integer or Infinity; got the string "9"'],
    [{ deadline: '1' }, TypeError, 'deadline must be a number (a time in ms on Date.now()\'s clock); got the string "1"'],
    [{ deadline: Number.NaN }, RangeError, 'deadline must be a finite number (a time in ms on Date.now()\'s clock); got NaN'],
    [{ deadline: Infinity }, RangeError, 'deadline must be a finite number (a time in ms on Date.now()\'s clock); got Infinity'],
    [{ signal: {} }, TypeError, 'signal must be an AbortSignal; got an object'],
    [{ signal: null }, TypeError, 'signal must be an AbortSignal; got null'],
    [{ onProgress: 'log' }, TypeError, 'onProgress must be a function; got the string "log"'],
  ];
  it.each([...LOGIC, 'generateSudoku'])('%s names each bad bound', (method) => {
    for (const [options, type, message] of cases) {
      const error = thrown(() => (method === 'generateSudoku' ? solver.generateSudoku({ seed: 1, ...options }) : solver[method](NORVIG, options)));
      expect(error, JSON.stringify(options)).toBeInstanceOf(type);
      expect(error.message).toBe(`${method}: ${message}`);
    }
    expectUsable();
  });

  it('a deadline already passed is a TimeoutError before any work', () => {
    const error = thrown(() => solver.generateSudoku({ seed: 1, deadline: Date.now() - 1 }));
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('generateSudoku: the deadline passed before the call began');
  });
});
