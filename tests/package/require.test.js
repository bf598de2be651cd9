// Every export of the installed package require()d and used once from CommonJS, as Node 20.0 runs
// it (`--no-experimental-require-module`: no require() of an ES module, as before Node 20.19,
// while package.json's engines say >=20), and as later Node runs it. The elements are for
// browsers: require() of one in Node throws an error that says so (web/page/browser-only.cjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const { project } = inject('package');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const BROWSER_ONLY = { code: 'ERR_DLX_WASM_BROWSER_ONLY', message: expect.stringContaining('run in browsers only') };

// One use of each export, in CommonJS: what it prints, as JSON.
const USES = {
  '.': `const { createSolver } = require('dlx-wasm');
    return createSolver().then((solver) => solver.queens(8, { countOnly: true }).count);`,
  './sudoku': `const { createSolver } = require('dlx-wasm/sudoku');
    return createSolver().then((solver) => solver.sudoku('${PUZZLE}').solutions[0]);`,
  // An image with no grid in it: the scan module loads, reads it, and says so.
  './scan': `const { scanSudoku } = require('dlx-wasm/scan');
    return scanSudoku({ width: 200, height: 200, data: new Uint8Array(200 * 200 * 4).fill(255) }).then(() => 'read', (error) => error.name);`,
  // A search split across two workers; the methods are the ES module's pool's; a call then
  // terminate() rejects, a later call runs on fresh workers; bad settings are a TypeError.
  './worker': `const { createWorkerSolver } = require('dlx-wasm/worker');
    const pool = createWorkerSolver({ workers: 2, sliceNodes: 5 });
    const all = await pool.sudoku('.'.repeat(16), { limit: Infinity });
    const esm = (await import('dlx-wasm/worker')).createWorkerSolver();
    const waiting = pool.queens(12, { countOnly: true }).catch((error) => error.message);
    pool.terminate();
    let bad;
    try {
      bad = await createWorkerSolver({ threads: 2 }).queens(8).then(() => 'no error', (error) => 'at the call: ' + error.name);
    } catch (error) {
      bad = 'at once: ' + error.name;
    }
    return [all.count, Object.keys(pool).join() === Object.keys(esm).join(), await waiting, (await pool.queens(6, { countOnly: true })).count, bad];`,
  './element': "require('dlx-wasm/element');",
  './element/play': "require('dlx-wasm/element/play');",
  './element/exact-cover': "require('dlx-wasm/element/exact-cover');",
  './element/stepper': "require('dlx-wasm/element/stepper');",
  './package.json': "return require('dlx-wasm/package.json').name;",
};

function run(key, flags) {
  const file = join(project, `require-${key.replace(/\W/g, '-')}.cjs`);
  writeFileSync(file, `(async () => { ${USES[key]} })().then(
    (value) => console.log(JSON.stringify({ value })),
    (error) => console.log(JSON.stringify({ code: error.code, message: error.message })));\n`);
  return JSON.parse(execFileSync(process.execPath, [...flags, file], { cwd: project, encoding: 'utf8' }));
}

const { exports } = JSON.parse(readFileSync(join(project, 'node_modules', 'dlx-wasm', 'package.json'), 'utf8'));
// The exports require() can load: a module or JSON (not a file to fetch, such as a .wasm).
const loadable = Object.keys(exports).filter((key) => /\.(c|m)?js"|\.json"/.test(JSON.stringify(exports[key])));

describe('import() of an element in Node', () => {
  it.each(['dlx-wasm/element', 'dlx-wasm/element/play', 'dlx-wasm/element/exact-cover', 'dlx-wasm/element/stepper'])('%s: the error require() throws, not a missing HTMLElement', (name) => {
    const script = `import(${JSON.stringify(name)}).then(() => console.log('{}'), (error) => console.log(JSON.stringify({ code: error.code, message: error.message })));`;
    const imported = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project, encoding: 'utf8' }));
    expect(imported).toEqual(run(`./${name.slice('dlx-wasm/'.length)}`, []));
    expect(imported).toEqual(BROWSER_ONLY);
  });
});

describe('require() of every export', () => {
  it('has a use for every export of the map that require() can load', () => {
    expect(loadable.sort()).toEqual(Object.keys(USES).sort());
  });

  describe.each([
    ['as Node 20.0 runs it (no require() of ES modules)', ['--no-experimental-require-module'], 'at the call: TypeError'],
    ['as Node 20.19 and later run it', [], 'at once: TypeError'],
  ])('%s', (_how, flags, badSettings) => {
    it.each(Object.keys(USES))('%s', (key) => {
      const expected = {
        '.': { value: 92 },
        './sudoku': { value: SOLUTION },
        './scan': { value: 'RangeError' },
        './worker': { value: [288, true, 'the solver was terminated', 4, badSettings] },
        './package.json': { value: 'dlx-wasm' },
      };
      expect(run(key, flags)).toEqual(expected[key] ?? BROWSER_ONLY);
    });
  });
});
