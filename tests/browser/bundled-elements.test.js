// The elements bundled by esbuild's default (`esbuild --bundle`: an iife, whose import.meta is
// empty, and no worker script or CSS file emitted): with no policy, in workers started from the
// package's text of them (blob: URLs); in Chromium under the site's strict Content-Security-Policy,
// which refuses blob: workers, styled with nothing to fetch, solving and hinting on the page's
// thread after one console warning; with worker-url, in the package's standalone worker bundled by esbuild
// as docs/api.md says. A worker that starts and then fails is an error for its calls, never a fall
// back to the page.
// (tests/package/ builds pages with each bundler from the packed package.)
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSolutionOf } from '../support/sudoku-check.js';
import { launchChromium, serve, STRICT_CSP as CSP } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

let dir;
let server;
let open;  // the page served with no policy
let browser;

const page = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bundled</title>
<link rel="icon" href="favicon.svg"><script defer src="elements.js"></script></head><body>${body}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dlx-esbuild-'));
  // A failing worker's entry: it starts, then fails while answering (an error thrown outside any promise).
  writeFileSync(join(dir, 'failing-entry.js'), `import { serve } from ${JSON.stringify(join(root, 'web/worker/serve.js'))};
    serve(() => new Promise(() => setTimeout(() => { throw new Error('failed on purpose'); })));`);
  const bundle = (entry, outfile, options = {}) =>
    build({ entryPoints: [entry], bundle: true, outfile: join(dir, outfile), logLevel: 'silent', ...options });
  writeFileSync(join(dir, 'entry.js'), `import ${JSON.stringify(join(root, 'web/page/sudoku-solver.js'))};
    import ${JSON.stringify(join(root, 'web/page/play/sudoku-play.js'))};
    import { createWorkerSolver } from ${JSON.stringify(join(root, 'web/worker/client.js'))};
    window.createWorkerSolver = createWorkerSolver;`);
  await Promise.all([
    // No format given: esbuild's default for a bundle, an iife.
    bundle(join(dir, 'entry.js'), 'elements.js'),
    // What docs/api.md ("Workers and bundlers") has an esbuild user serve for worker-url.
    bundle(join(root, 'web/worker/worker-sudoku-standalone.js'), 'worker-sudoku.js', { format: 'esm' }),
    bundle(join(dir, 'failing-entry.js'), 'failing-worker.js', { format: 'esm' }),
  ]);
  copyFileSync(join(root, 'web/page/favicon.svg'), join(dir, 'favicon.svg'));
  writeFileSync(join(dir, 'fallback.html'), page('<sudoku-solver size="9"></sudoku-solver><sudoku-play size="9" level="easy"></sudoku-play>'));
  writeFileSync(join(dir, 'worker.html'), page('<sudoku-solver size="9" worker-url="worker-sudoku.js"></sudoku-solver>'));
  writeFileSync(join(dir, 'missing.html'), page('<sudoku-solver size="9" worker-url="missing.js"></sudoku-solver>'));
  writeFileSync(join(dir, 'api.html'), page(''));
  writeFileSync(join(dir, 'failing.html'), page('<sudoku-solver size="9" worker-url="failing-worker.js"></sudoku-solver>'));
  server = await serve(dir, { headers: { 'Content-Security-Policy': CSP } });
  open = await serve(dir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await open?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// The page, with what it says in the console, its errors and its CSP violations from the start;
// the policy's refusals of a blob: worker (the elements' first fall back, inline-worker.js) apart.
async function visit(name, where = server) {
  const tab = await browser.newPage();
  const said = { warnings: [], problems: [], refused: [] };
  tab.on('console', (message) => {
    if (message.type() === 'warning') said.warnings.push(message.text());
    if (message.type() === 'error') {
      const refusal = /^Creating a worker from 'blob:|^CSP violation: worker-src$/.test(message.text());
      (refusal ? said.refused : said.problems).push(`console: ${message.text()}`);
    }
  });
  tab.on('pageerror', (error) => said.problems.push(`pageerror: ${error.message}`));
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
  });
  await tab.goto(`${where.url}${name}`);
  return { tab, said };
}

const status = (tab) => tab.locator('sudoku-solver .status');
const gridText = (tab) => tab.evaluate(() =>
  [...document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.grid input')].map((cell) => cell.value || '.').join(''));

async function solveNorvig(tab) {
  await tab.evaluate((puzzle) => {
    document.querySelector('sudoku-solver').puzzle = puzzle;
  }, NORVIG);
  await expect.poll(() => gridText(tab)).toBe(NORVIG);
  await tab.locator('sudoku-solver').getByRole('button', { name: 'Solve' }).click();
  await expect.poll(async () => (await status(tab).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Solved: the solution is unique/);
  expect(isSolutionOf(NORVIG, await gridText(tab))).toBe(true);
}

describe('the elements bundled by esbuild --bundle', () => {
  it('run in workers started from the package\'s text of them where no policy refuses it, with no warning', async () => {
    const { tab, said } = await visit('fallback.html', open);
    await solveNorvig(tab);
    const workers = tab.workers().map((worker) => worker.url());
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((url) => url.startsWith('blob:'))).toBe(true);
    await tab.locator('sudoku-play').getByRole('button', { name: 'Hint' }).click();
    await expect.poll(async () => (await tab.locator('sudoku-play .explanation').textContent()) ?? '', { timeout: 30_000 }).not.toBe('');
    expect(said).toEqual({ warnings: [], problems: [], refused: [] });
    await tab.close();
  });

  it('are styled under the CSP, solve and hint on the page\'s thread after one warning naming workerUrl', async () => {
    const { tab, said } = await visit('fallback.html');
    await solveNorvig(tab);
    // Each shadow root adopted its two stylesheets (the controls', the element's), which apply.
    const styles = await tab.evaluate(() => ['sudoku-solver', 'sudoku-play'].map((name) => {
      const shadow = document.querySelector(name).shadowRoot;
      return { sheets: shadow.adoptedStyleSheets.length, grid: getComputedStyle(shadow.querySelector('.grid')).display };
    }));
    expect(styles).toEqual([{ sheets: 2, grid: 'grid' }, { sheets: 2, grid: 'grid' }]);

    const play = tab.locator('sudoku-play');
    await expect.poll(async () => (await play.locator('.status').textContent()) ?? '', { timeout: 60_000 }).toMatch(/^An easy puzzle \(SE \d\.\d\)/);
    expect(await play.getByRole('gridcell').count()).toBe(81);
    await play.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(async () => (await play.locator('.explanation').textContent()) ?? '', { timeout: 30_000 }).toMatch(/SE \d\.\d/);

    expect(said.warnings).toHaveLength(1);
    expect(said.warnings[0]).toMatch(/^dlx-wasm: the solver's worker could not start \(worker-sudoku\.js: no import\.meta\.url to locate it by \(an iife bundle\); inline: .*\), so the solver runs on the page's thread/);
    expect(said.warnings[0]).toContain('worker-url attribute or workerUrl property');
    expect(said.warnings[0]).toMatch(/; inline: /);  // the blob: worker tried first, and refused
    expect(said.problems).toEqual([]);
    // Once: the page's later workers go to its thread without asking again.
    expect(said.refused).toHaveLength(2);  // Chromium's message and the violation event
    await tab.close();
  });

  it('checks what the puzzle property is given, and loads one puzzle as load() does', async () => {
    const { tab, said } = await visit('fallback.html');
    const refused = await tab.evaluate(() => {
      const solver = document.querySelector('sudoku-solver');
      return [42, '12345', `${'.'.repeat(81)}\n${'.'.repeat(81)}`, ''].map((value) => {
        try {
          solver.puzzle = value;
          return 'accepted';
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      });
    });
    expect(refused).toEqual([
      'TypeError: <sudoku-solver>: puzzle must be a string, one puzzle in any format load() reads; got number 42',
      'RangeError: <sudoku-solver>: puzzle: line 1: 5 symbols is not a puzzle; a line holds 81, 256 or 625 symbols (16 for a 4x4 alone on its line), or one row of a block of 4, 9, 16 or 25 lines',
      'RangeError: <sudoku-solver>: puzzle must be one puzzle; the text holds 2 (load() takes the first of several)',
      'RangeError: <sudoku-solver>: puzzle must be one puzzle; the text holds none (load() takes the first of several)',
    ]);
    // Symbols are the parser's to check: what it cannot read is said, as load() says it.
    await tab.evaluate(() => {
      document.querySelector('sudoku-solver').puzzle = `x${'.'.repeat(80)}`;
    });
    await expect.poll(async () => (await status(tab).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Cannot load: /);
    expect(said.problems).toEqual([]);
    await tab.close();
  });

  it('run in the worker that worker-url names, with no warning, and start again from another URL set as workerUrl', async () => {
    const { tab, said } = await visit('worker.html');
    await solveNorvig(tab);
    expect(tab.workers().map((worker) => new URL(worker.url()).pathname)).toEqual(['/worker-sudoku.js']);
    const property = await tab.evaluate(() => {
      const solver = document.querySelector('sudoku-solver');
      const read = solver.workerUrl;
      let refused = null;
      try {
        solver.workerUrl = 7;
      } catch (error) {
        refused = `${error.name}: ${error.message}`;
      }
      return { read, refused };
    });
    expect(property).toEqual({ read: 'worker-sudoku.js', refused: 'TypeError: <sudoku-solver>: workerUrl must be a string, a URL or null; got number 7' });
    expect(said.warnings).toEqual([]);
    // Another URL ends the worker; the next search starts from it (here a script that is not there).
    await tab.evaluate(() => {
      document.querySelector('sudoku-solver').workerUrl = new URL('missing.js', location.href);
    });
    await expect.poll(() => tab.workers().length).toBe(0);
    await solveNorvig(tab);
    expect(said.warnings).toEqual([expect.stringMatching(/^dlx-wasm: the solver's worker could not start \(http:\/\/[\d.:]+\/missing\.js: /)]);
    expect(said.problems.filter((problem) => !/Failed to load resource: .* 404/.test(problem))).toEqual([]);
    await tab.close();
  });

  it('fall back as well when worker-url names a script that is not there, which the pool asks for once', async () => {
    const { tab, said } = await visit('missing.html');
    const asked = [];
    tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await solveNorvig(tab);
    // A call aborted ends its stand-in (pool.js, abandon()): the next call makes another.
    expect(await tab.evaluate(async (puzzle) => {
      const controller = new AbortController();
      const call = document.querySelector('sudoku-solver').worker.sudoku(puzzle, { signal: controller.signal });
      controller.abort();
      return call.catch((error) => error.name);
    }, NORVIG)).toBe('AbortError');
    await solveNorvig(tab);
    expect(asked.filter((path) => path === '/missing.js')).toEqual(['/missing.js']);
    expect(said.warnings).toEqual([expect.stringMatching(/^dlx-wasm: the solver's worker could not start \(missing\.js: its script did not load as a module: not found, or not JavaScript; inline: a blob: worker did not start/)]);
    expect(said.problems.filter((problem) => !/Failed to load resource: .* 404/.test(problem))).toEqual([]);
    await tab.close();
  });

  it('say a worker that fails after it started as an error of its call, with no fall back', async () => {
    const { tab, said } = await visit('failing.html');
    await tab.evaluate((puzzle) => document.querySelector('sudoku-solver').load(puzzle), NORVIG);
    await expect.poll(async () => (await status(tab).textContent()) ?? '', { timeout: 30_000 })
      .toBe('Cannot load: the solver worker failed: Uncaught Error: failed on purpose.');
    expect(said.warnings).toEqual([]);
    await tab.close();
  });

  it('leave createWorkerSolver() as documented: a worker that cannot start rejects the calls waiting on it', async () => {
    const { tab, said } = await visit('api.html');
    const outcomes = await tab.evaluate(async (puzzle) => Promise.all(
      [{ module: 'sudoku' }, { module: 'sudoku', workerUrl: 'missing.js' }].map((settings) =>
        window.createWorkerSolver(settings).sudoku(puzzle).then(() => 'solved', (error) => error.message)),
    ), NORVIG);
    expect(outcomes[0]).toMatch(/^the solver worker failed: it could not start \(worker-sudoku\.js: no import\.meta\.url to locate it by \(an iife bundle\)\); give the worker script's URL with the workerUrl setting \(an element's worker-url attribute\)$/);
    expect(outcomes[1]).toBe("the solver worker failed: it could not start (missing.js: its script did not load as a module: not found, or not JavaScript); give the worker script's URL with the workerUrl setting (an element's worker-url attribute)");
    expect(said.warnings).toEqual([]);
    expect(said.problems.filter((problem) => !/Failed to load resource: .* 404/.test(problem))).toEqual([]);
    await tab.close();
  });
});
