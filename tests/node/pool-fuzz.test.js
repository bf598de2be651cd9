// A property test of the worker pool's message path (issue 45, R2), on worker threads: calls with
// random arguments, many of which cannot be sent to a worker (functions, symbols, getters that
// throw, Proxies, revoked Proxies, deep and cyclic objects holding one) or are large or odd but can
// be (SharedArrayBuffer, a big array, a cycle), mixed with good calls and aborts at random times.
// Every call must settle, a refused one with a TypeError naming its method; every good call that
// was not aborted gets the answer one solver gives; and at the end no worker holds the process.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/sudoku-index.js';
import { createPool } from '../../web/worker/pool.js';
import { puzzles, seededRandom } from '../support/fixtures.js';

// FUZZ_SEED=… FUZZ_CALLS=… try other mixes (1 to 8 with 400 calls each passed when this was written).
const CALLS = Number(process.env.FUZZ_CALLS ?? 160);
const SEED = Number(process.env.FUZZ_SEED ?? 45);

// client-node.js's pool over the Sudoku module, with each worker's hold (whether it keeps the
// process alive) in view.
const endpoints = [];
function pool(settings) {
  return createPool(({ onMessage, onError }) => {
    const worker = new Worker(new URL('../../web/worker/worker-sudoku-node.js', import.meta.url));
    const endpoint = { held: false, ended: false };
    endpoints.push(endpoint);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.unref();
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => {
        endpoint.ended = true;
        worker.terminate();
      },
      hold: (busy) => {
        endpoint.held = busy;
        if (busy) worker.ref();
        else worker.unref();
      },
    };
  }, settings);
}

let single;
let shared;
const good = puzzles('9x9-17clue-sample.txt').slice(0, 12);
beforeAll(async () => {
  single = await createSolver();
  shared = pool({ workers: 2 });
});
afterAll(() => shared.terminate());

// What cannot be sent to a worker, one of each kind, made afresh for each call. The last three have
// no own keys: as the options themselves they are options of none (the pool reads an options
// object's own keys, as a solver does), so they go elsewhere only.
const HOSTILE = [
  () => () => 1,
  () => Symbol('fuzz'),
  () => ({ get cells() { throw new Error('a getter that throws'); } }),
  () => new Proxy([1, 2, 3], {}),
  () => new Proxy({ sum: 3 }, {}),
  () => new Proxy({}, { ownKeys() { throw new RangeError('a trap that throws'); } }),
  () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
  () => Array.from({ length: 200 }).reduce((inner) => ({ inner }), { leaf: () => 2 }),
  () => {
    const loop = { tag: Symbol('loop') };
    loop.self = loop;
    return loop;
  },
  () => ({ get x() { throw Symbol('thrown'); } }),
  () => new Map([['a', () => 3]]),
  () => new WeakMap(),
  () => Promise.resolve(1),
];
const KEYED = HOSTILE.slice(0, -3);
// What can be sent, but is no puzzle or option: the module names what is wrong with it.
const ODD = [
  () => new SharedArrayBuffer(16),
  () => new Float64Array(100_000).fill(1),
  () => Array.from({ length: 50_000 }, (_, i) => i % 10),
  () => {
    const loop = { name: 'loop' };
    loop.self = loop;
    return loop;
  },
  () => 10n ** 30n,
  () => new Date(0),
  () => ({ deep: Array.from({ length: 300 }).reduce((inner) => [inner], 1) }),
];
// The methods tried and the options they take, where a value goes when it goes in the options.
const METHODS = {
  hint: ['entries', 'candidates', 'variant', 'symbols'],
  rate: ['entries', 'candidates', 'variant'],
  explain: ['candidates', 'variant'],
  sudoku: ['variant'],
  sudokuBatch: ['variant'],
  parseSudoku: ['symbols'],
  generateSudoku: ['seed', 'variant', 'difficulty'],
};

const pick = (random, list) => list[Math.floor(random() * list.length)];

// Arguments for `method` with a value of `kinds` put somewhere random in them, and the index of
// the plain options object they end with, if they do (a signal can go there).
function place(random, method, kinds, keyed) {
  const puzzle = pick(random, good);
  const key = pick(random, METHODS[method]);
  const subject = method === 'sudokuBatch' ? [puzzle] : puzzle;
  const optionsAt = method === 'generateSudoku' ? 0 : 1;
  const withOptions = (options) => (method === 'generateSudoku' ? [options] : [subject, options]);
  const where = method === 'generateSudoku' ? 2 + Math.floor(random() * 4) : Math.floor(random() * 6);
  const value = pick(random, where === 5 ? keyed : kinds)();
  switch (where) {
    case 0: return { args: [value, {}], options: 1 };  // the subject itself
    case 1: {  // inside the subject
      const cells = [...puzzle].map((c) => (c === '.' ? 0 : Number(c)));
      cells[Math.floor(random() * cells.length)] = value;
      return { args: [method === 'sudokuBatch' ? [puzzle, cells] : cells], options: -1 };
    }
    case 2: return { args: withOptions({ [key]: value }), options: optionsAt };
    case 3: return { args: withOptions({ variant: { cages: [{ sum: 3, cells: [0, value] }] } }), options: optionsAt };
    case 4: return { args: withOptions({ [pick(random, ['signal', 'deadline'])]: value }), options: optionsAt };
    default: return { args: withOptions(value), options: -1 };  // the options themselves
  }
}

// A good call and what one solver answers to it.
function goodCall(random) {
  const puzzle = pick(random, good);
  const method = pick(random, ['hint', 'rate', 'sudoku', 'parseSudoku', 'generateSudoku']);
  if (method === 'generateSudoku') {
    const options = { seed: Math.floor(random() * 1000), size: 4 };
    return { method, args: [options], expected: single.generateSudoku(options) };
  }
  return { method, args: [puzzle], expected: single[method](puzzle) };
}

it(`${CALLS} random calls, many unsendable, some aborted: each settles by name, the good ones right`, async () => {
  const random = seededRandom(SEED);
  const calls = [];
  for (let i = 0; i < CALLS; i += 1) {
    const roll = random();
    let call;
    let options;
    if (roll < 0.4) {
      call = { kind: 'good', ...goodCall(random) };
      if (call.method !== 'generateSudoku') call.args.push({});
      options = call.args.length - 1;
    } else {
      const method = pick(random, Object.keys(METHODS));
      const kind = roll < 0.8 ? 'hostile' : 'odd';
      const placed = kind === 'hostile' ? place(random, method, HOSTILE, KEYED) : place(random, method, ODD, ODD);
      call = { kind, method, args: placed.args };
      options = placed.options;
    }
    // A tenth get a signal, aborted at once or some milliseconds on.
    let controller = null;
    if (random() < 0.1 && options >= 0 && call.args[options].signal === undefined) {
      controller = new AbortController();
      call.args[options] = { ...call.args[options], signal: controller.signal };
    }
    call.aborted = controller !== null;
    call.promise = shared[call.method](...call.args);
    if (controller) {
      if (random() < 0.3) controller.abort();
      else setTimeout(() => controller.abort(), random() * 30);
    }
    calls.push(call);
  }

  const outcomes = await Promise.allSettled(calls.map((call) => call.promise));
  const counts = { answered: 0, refused: 0, aborted: 0 };
  outcomes.forEach((outcome, i) => {
    const { kind, method, expected, aborted } = calls[i];
    const what = `call ${i} (${kind} ${method}): ${outcome.reason?.message ?? ''}`;
    if (outcome.status === 'rejected' && aborted && outcome.reason.name === 'AbortError') {
      expect(outcome.reason, what).toBeInstanceOf(DOMException);
      counts.aborted += 1;
    } else if (kind === 'good') {
      expect(outcome.status, what).toBe('fulfilled');
      expect(outcome.value, what).toEqual(expected);
      counts.answered += 1;
    } else if (kind === 'hostile') {
      expect(outcome.status, what).toBe('rejected');
      expect(outcome.reason, what).toBeInstanceOf(TypeError);
      expect(outcome.reason.message.startsWith(`${method}: `), what).toBe(true);
      counts.refused += 1;
    } else if (outcome.status === 'rejected') {
      expect(['TypeError', 'RangeError'], what).toContain(outcome.reason.constructor.name);
    }
  });
  // The mix holds each kind of outcome.
  expect(counts.answered).toBeGreaterThan(CALLS / 4);
  expect(counts.refused).toBeGreaterThan(CALLS / 4);
  expect(counts.aborted).toBeGreaterThan(0);
  // Nothing is left waiting: no worker holds the process, and the pool answers on.
  expect(endpoints.filter((endpoint) => endpoint.held && !endpoint.ended)).toEqual([]);
  expect(await shared.hint(good[0])).toEqual(single.hint(good[0]));
  expect(await shared.sudoku(good[1])).toEqual(single.sudoku(good[1]));
}, 60_000);
