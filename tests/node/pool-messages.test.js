// The worker pool's message path (pool.js, answer.js), on in-process stand-ins for workers that
// copy what is posted as postMessage() does: calls whose arguments cannot be sent (issue 45, R2),
// the pool's own options (signal, deadline, onProgress) and errors coming back across the boundary.
// The first test runs R2 itself on worker threads, in a process of its own, which must end by itself.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../web/lib/errors.js';
import { answerer } from '../../web/worker/answer.js';
import { createPool } from '../../web/worker/pool.js';

const P = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const cells = [...P].map((c) => (c === '.' ? 0 : Number(c)));

// A pool over stand-in workers that keep what they are sent for the test to answer
// (endpoint.answer(id, { result } or { error } or { progress })).
function fakePool(settings = {}) {
  const endpoints = [];
  const pool = createPool(({ onMessage }) => {
    const endpoint = {
      messages: [],
      held: false,
      ended: false,
      answer: (id, data) => endpoint.ended || onMessage(structuredClone({ id, ...data })),
    };
    endpoints.push(endpoint);
    return {
      post: (message) => endpoint.messages.push(structuredClone(message)),
      terminate: () => { endpoint.ended = true; },
      hold: (busy) => { endpoint.held = busy; },
    };
  }, settings);
  return { pool, endpoints };
}

// A pool whose stand-in workers answer with answer.js over `api` ({ methods, slice }: a fake of the
// solver's methods over a module).
function answeringPool(api, settings = {}) {
  const endpoints = [];
  const pool = createPool(({ onMessage }) => {
    const answer = answerer(api, async () => ({}), 'full');
    const endpoint = { ended: false };
    const reply = (message) => endpoint.ended || onMessage(structuredClone(message));
    endpoints.push(endpoint);
    return {
      post: (message) => {
        const copy = structuredClone(message);
        setTimeout(async () => reply(await answer(copy, reply)));
      },
      terminate: () => { endpoint.ended = true; },
      hold: () => {},
    };
  }, settings);
  return { pool, endpoints };
}

const isDomError = (name, message) => (error) => error instanceof DOMException && error.name === name && (message === undefined || error.message === message);
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a call whose arguments cannot be sent to a worker (R2)', () => {
  it('on worker threads: rejects by name, and the process still ends by itself after an abort', () => {
    // No terminate(): the process must find nothing holding it.
    const script = `
      import { createWorkerSolver } from ${JSON.stringify(new URL('../../web/worker/client-node.js', import.meta.url).href)};
      const P = ${JSON.stringify(P)};
      const pool = createWorkerSolver({ workers: 1, module: 'sudoku' });
      const out = [];
      const tries = [
        () => pool.hint(P, { entries: () => 1 }),
        () => pool.hint(new Proxy(${JSON.stringify(cells)}, {})),
        () => pool.hint(P, { get entries() { throw new Error('boom'); } }),
      ];
      for (const call of tries) {
        try { await call(); out.push('answered'); } catch (e) { out.push(e.name + ': ' + e.message); }
      }
      const controller = new AbortController();
      const later = pool.hint(P, { signal: controller.signal });
      controller.abort();
      try { await later; } catch (e) { out.push(e.name); }
      out.push((await pool.hint(P)).status);
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.signal, 'the process was still running: something held it').toBe(null);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      'TypeError: hint: options.entries is a function, which cannot be sent to a worker',
      'TypeError: hint: puzzle cannot be sent to a worker, which gets a copy (DataCloneError: [object Array] could not be cloned.): a Proxy, WeakMap, Promise or function has none',
      'TypeError: hint: options.entries cannot be sent to a worker: reading it threw Error: boom',
      'AbortError',
      'step',
    ]);
  });

  it('leaves nothing to wait on or to send again: an abort later re-posts nothing of it', async () => {
    const { pool, endpoints } = fakePool();
    const refused = pool.hint(P, { entries: () => 1 });
    await expect(refused).rejects.toThrow(new TypeError('hint: options.entries is a function, which cannot be sent to a worker'));
    expect(endpoints[0]).toMatchObject({ messages: [], held: false });
    const controller = new AbortController();
    const later = pool.hint(P, { signal: controller.signal });
    const other = pool.rate(P);
    expect(endpoints[0].held).toBe(true);
    controller.abort();
    await expect(later).rejects.toSatisfy(isDomError('AbortError'));
    // The worker was ended; its replacement got the other caller's call and nothing else.
    expect(endpoints[0].ended).toBe(true);
    expect(endpoints[1].messages.map((m) => m.method)).toEqual(['rate']);
    endpoints[1].answer(endpoints[1].messages[0].id, { result: 'rated' });
    await expect(other).resolves.toBe('rated');
    expect(endpoints[1].held).toBe(false);
  });

  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  const deep = (leaf) => Array.from({ length: 40 }).reduce((inner) => ({ a: inner }), { leaf });
  const cyclic = { name: 'loop' };
  cyclic.self = cyclic;
  cyclic.tag = Symbol('tag');
  it.each([
    ['a function in the options', (pool) => pool.hint(P, { entries: () => 1 }), 'hint: options.entries is a function, which cannot be sent to a worker'],
    ['a symbol deep in the options', (pool) => pool.rate(P, { variant: { cages: [{ sum: 3, cells: [0, Symbol('x')] }] } }), 'rate: options.variant.cages[0].cells[1] is a symbol, which cannot be sent to a worker'],
    ['a getter that throws', (pool) => pool.explain(P, { get candidates() { throw new RangeError('no'); } }), 'explain: options.candidates cannot be sent to a worker: reading it threw RangeError: no'],
    ['a nested getter that throws', (pool) => pool.hint(P, { variant: { get x() { throw new Error('no'); } } }), 'hint: options.variant.x cannot be sent to a worker: reading it threw Error: no'],
    ['a Proxy puzzle', (pool) => pool.hint(new Proxy(cells, {})), 'hint: puzzle cannot be sent to a worker, which gets a copy (DataCloneError: [object Array] could not be cloned.): a Proxy, WeakMap, Promise or function has none'],
    ['a revoked Proxy as options', (pool) => pool.hint(P, revoked), "hint: options cannot be sent to a worker: listing its keys threw TypeError: Cannot perform 'ownKeys' on a proxy that has been revoked"],
    ['a revoked Proxy thrown by a getter', (pool) => pool.hint(P, { get entries() { throw revoked; } }), 'hint: options.entries cannot be sent to a worker: reading it threw a value that cannot be shown'],
    ['a function as the options', (pool) => pool.generateSudoku(() => 1), 'generateSudoku: options is a function, which cannot be sent to a worker'],
    ['a WeakMap', (pool) => pool.generateSudoku({ variant: new WeakMap() }), 'generateSudoku: options.variant cannot be sent to a worker, which gets a copy (DataCloneError: #<WeakMap> could not be cloned.): a Proxy, WeakMap, Promise or function has none'],
    ['a function 40 deep', (pool) => pool.hint(P, { variant: deep(() => 1) }), /^hint: options\.variant(\.a){15} cannot be sent to a worker, which gets a copy \(DataCloneError: \(\) => 1 could not be cloned\.\)/],
    ['a symbol in a cycle', (pool) => pool.hint(P, { variant: cyclic }), 'hint: options.variant.tag is a symbol, which cannot be sent to a worker'],
    ['a Proxy puzzle in a split search', (pool) => pool.sudoku(new Proxy(cells, {}), { limit: 2 }), /^sudoku: puzzle cannot be sent to a worker, which gets a copy/],
    ['a function in a batch', (pool) => pool.sudokuBatch([P, () => P]), 'sudokuBatch: puzzles[1] is a function, which cannot be sent to a worker'],
  ])('%s: a TypeError naming it, at once', async (_what, call, message) => {
    const { pool, endpoints } = fakePool({ workers: 2 });
    await expect(call(pool)).rejects.toThrow(message instanceof RegExp ? message : new TypeError(message));
    await expect(call(pool)).rejects.toBeInstanceOf(TypeError);
    expect(endpoints.every((endpoint) => endpoint.messages.length === 0 && !endpoint.held)).toBe(true);
  });

  it('sends the other callers\' calls again after an abort; one that cannot be sent again rejects alone', async () => {
    let reads = 0;
    const fickle = { get x() { reads += 1; if (reads > 1) throw new Error('read twice'); return true; } };
    const { pool, endpoints } = fakePool();
    const controller = new AbortController();
    const aborted = pool.hint(P, { signal: controller.signal });
    const other = pool.rate(P, { variant: fickle });
    const good = pool.explain(P);
    expect(endpoints[0].messages).toHaveLength(3);
    controller.abort();  // ends the worker, and sends rate and explain again: rate cannot be
    await expect(aborted).rejects.toSatisfy(isDomError('AbortError'));
    await expect(other).rejects.toThrow(new TypeError('rate: options.variant.x cannot be sent to a worker: reading it threw Error: read twice'));
    expect(endpoints[1].messages.map((m) => m.method)).toEqual(['explain']);
    endpoints[1].answer(endpoints[1].messages[0].id, { result: 'explained' });
    await expect(good).resolves.toBe('explained');
  });
});

describe('the pool\'s own options', () => {
  it.each([
    [{ deadline: '1' }, new TypeError('hint: deadline must be a number (a time in ms on Date.now()\'s clock); got the string "1"')],
    [{ deadline: Number.NaN }, new RangeError('hint: deadline must be a finite number (a time in ms on Date.now()\'s clock); got NaN')],
    [{ deadline: Infinity }, new RangeError('hint: deadline must be a finite number (a time in ms on Date.now()\'s clock); got Infinity')],
    [{ onProgress: 1 }, new TypeError('hint: onProgress must be a function; got number 1')],
    [{ signal: {} }, new TypeError('hint: signal must be an AbortSignal; got an object')],
    [{ signal: () => 1 }, new TypeError('hint: signal must be an AbortSignal; got function () => 1')],
  ])('%o is refused at once: %s', async (options, error) => {
    const { pool, endpoints } = fakePool();
    await expect(pool.hint(P, options)).rejects.toThrow(error);
    expect(endpoints).toEqual([]);
  });

  it('deadline goes on to the module, and the pool ends a call that overruns it by the grace', async () => {
    const { pool, endpoints } = fakePool();
    const deadline = Date.now() + 30;
    const late = pool.hint(P, { deadline });
    const other = pool.rate(P);
    expect(endpoints[0].messages[0].args).toEqual([P, { deadline }]);
    await expect(late).rejects.toSatisfy(isDomError('TimeoutError', 'hint: the deadline passed, and the call had not ended 250 ms later'));
    expect(endpoints[0].ended).toBe(true);
    expect(endpoints[1].messages.map((m) => m.method)).toEqual(['rate']);
    endpoints[1].answer(endpoints[1].messages[0].id, { result: 'rated' });
    await expect(other).resolves.toBe('rated');
  });

  it('a deadline already passed rejects at once and sends nothing', async () => {
    const { pool, endpoints } = fakePool();
    await expect(pool.generateSudoku({ deadline: Date.now() - 1 })).rejects.toSatisfy(isDomError('TimeoutError', 'generateSudoku: the deadline passed before the call began'));
    expect(endpoints).toEqual([]);
  });

  it('a deadline years away waits, in waits setTimeout can take', async () => {
    const warnings = [];
    const onWarning = (warning) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const { pool, endpoints } = fakePool();
    const call = pool.rate(P, { deadline: Date.now() + 2 ** 40 });
    await tick(20);
    endpoints[0].answer(endpoints[0].messages[0].id, { result: 'rated' });
    await expect(call).resolves.toBe('rated');
    process.off('warning', onWarning);
    expect(warnings).not.toContain('TimeoutOverflowWarning');  // a longer wait fires at once
  });

  it('the module\'s answer before the deadline is the answer, its TimeoutError a DOMException', async () => {
    const { pool, endpoints } = fakePool();
    const call = pool.hint(P, { deadline: Date.now() + 60_000 });
    endpoints[0].answer(endpoints[0].messages[0].id, { error: { name: 'TimeoutError', message: 'hint: the deadline passed' } });
    await expect(call).rejects.toSatisfy(isDomError('TimeoutError', 'hint: the deadline passed'));
    expect(endpoints[0].held).toBe(false);
  });

  it('onProgress of a whole call: the worker\'s module call reports, the caller\'s function hears', async () => {
    const api = {
      methods: () => ({
        hint: (puzzle, options = {}) => {
          for (let step = 1; step <= 3; step += 1) options.onProgress?.({ step });
          options.onProgress?.(undefined);
          return { puzzle, options: Object.keys(options) };
        },
      }),
    };
    const { pool } = answeringPool(api);
    const heard = [];
    const answer = await pool.hint(P, { symbols: '123456789', onProgress: (progress) => heard.push(progress) });
    expect(heard).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }, undefined]);
    expect(answer).toEqual({ puzzle: P, options: ['symbols', 'onProgress'] });
    // Without onProgress the module gets none.
    expect((await pool.hint(P)).options).toEqual([]);
    expect((await pool.hint(P, {})).options).toEqual([]);
  });

  it('an onProgress that throws ends the call with its error and its worker; other callers are answered', async () => {
    let hints = 0;
    const api = {
      methods: () => ({
        hint: (puzzle, options = {}) => {
          hints += 1;
          options.onProgress?.({ step: 1 });
          return 'hinted';
        },
        rate: () => 'rated',
      }),
    };
    const { pool, endpoints } = answeringPool(api);
    const enough = new RangeError('enough');
    const call = pool.hint(P, { onProgress: () => { throw enough; } });
    const other = pool.rate(P);
    await expect(call).rejects.toBe(enough);
    expect(endpoints[0].ended).toBe(true);
    await expect(other).resolves.toBe('rated');
    expect(hints).toBe(1);
  });
});

describe('errors back across the boundary', () => {
  it.each(['AbortError', 'TimeoutError'])('%s comes back a DOMException with its message', async (name) => {
    const { pool, endpoints } = fakePool();
    const call = pool.generateSudoku({});
    endpoints[0].answer(endpoints[0].messages[0].id, { error: { name, message: `generateSudoku: ${name}` } });
    await expect(call).rejects.toSatisfy(isDomError(name, `generateSudoku: ${name}`));
    expect(errorOf({ name, message: 'm' })).toSatisfy(isDomError(name, 'm'));
  });

  it('a RangeError keeps its class and its place', async () => {
    const { pool, endpoints } = fakePool();
    const call = pool.hint(P);
    endpoints[0].answer(endpoints[0].messages[0].id, { error: { name: 'RangeError', message: 'bad', row: 2, column: 3 } });
    const error = await call.catch((e) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ message: 'bad', row: 2, column: 3 });
  });
});

describe('a split search\'s limit', () => {
  it('keeps no more than the limit when slices side by side each find up to it', async () => {
    // 4,096 cells a solution (a 64x64 grid's): 4,000 solutions are within what a pool keeps (2^24
    // cells), 5,000 are not. Two slices start at once, each told the whole limit; the first ends
    // with 1,000 solutions, the second finds its 4,000.
    const { pool, endpoints } = fakePool({ workers: 2 });
    const call = pool.sudoku(P, { limit: 4000 });
    await tick();
    const [first] = endpoints[0].messages;
    endpoints[0].answer(first.id, { result: { size: 64, count: 0, solutions: [], nodes: 10, conflicts: [], left: [Int32Array.of(0, 1), Int32Array.of(0, 2)] } });
    await tick();
    const slices = endpoints.map((endpoint) => endpoint.messages.at(-1)).filter((message) => message.id !== first.id);
    expect(slices.map((slice) => slice.args[2].limit)).toEqual([4000, 4000]);
    const answer = (i, found) => endpoints[i].answer(slices[i].id, {
      result: { size: 64, count: found, solutions: Array.from({ length: found }, (_, k) => `${i}:${k}`), nodes: 10, conflicts: [], left: [] },
    });
    answer(0, 1000);
    await tick();
    answer(1, 4000);
    const result = await call;
    expect(result).toMatchObject({ count: 4000, stopped: 'limit' });
    expect(result.solutions).toHaveLength(4000);
  });
});

describe('a split call while the splitting (split.js) loads', () => {
  // pool.js loads split.js at a pool's first split call: a caller who gives up meanwhile, or a
  // terminate(), must end the call there, before any worker starts on it.
  it('ends at an abort or a terminate() made before split.js is in, and no worker starts', async () => {
    const { pool, endpoints } = fakePool({ workers: 2 });
    const abort = new AbortController();
    const aborted = pool.sudoku(P, { signal: abort.signal });
    abort.abort();
    await expect(aborted).rejects.toSatisfy(isDomError('AbortError'));
    const ended = pool.sudoku(P);
    pool.terminate();
    await expect(ended).rejects.toThrow('the solver was terminated');
    await tick(20);
    expect(endpoints).toEqual([]);
    // The pool goes on: the next split call starts the workers and sends them slices.
    pool.sudoku(P).catch(() => {});
    await expect.poll(() => endpoints.flatMap((endpoint) => endpoint.messages).map((message) => message.method)).toContain('slice');
    pool.terminate();
  });
});
