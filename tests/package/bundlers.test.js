// The consumer test project: each bundler (bundlers.js: Vite, esbuild, webpack 5 and Rollup with
// their default configuration, and esbuild and Rollup as the docs tell their users) builds a page
// from the packed tarball as installed (consumer-app/: the API of 'dlx-wasm/sudoku', an
// answer and a hint, and the elements <sudoku-solver> and <sudoku-play>); only the bundler's
// output folder is served, and Chromium checks that the page works and that no request fails (the
// default esbuild and Rollup builds, where the worker script was not emitted: the elements' workers
// start from the package's text of them, a blob: URL, after Rollup's request for the script 404s;
// under a policy that refuses blob: workers, on the page's thread with the one warning docs/api.md
// promises).
// Each bundle's size, everything emitted and what the page loaded, is printed (raw and gzipped).
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSolver } from '../../web/lib/sudoku-index.js';
import { launchChromium, serve, STRICT_CSP } from '../support/chromium.js';
import { BUNDLERS, bundle, consumerCopy, filesOf } from './bundlers.js';

const { project } = inject('package');
// The page's own puzzle (consumer-app/src/index.js) and the one typed into <sudoku-solver>.
const API_PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const ELEMENT_PUZZLE = '..4.5.9......7...637......2..95...8...12.43...6...92..2......931...4......6.2.7..';
// What a user-visible wait is given: a worker's start, a puzzle generated and rated.
const WAIT = { timeout: 30_000 };
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let browser;
let solver;
beforeAll(async () => {
  [browser, solver] = await Promise.all([launchChromium(), createSolver()]);
});
afterAll(() => browser?.close());

// The first text of `locators` once it is final: not empty, not `before` (the text before a click,
// while the click's answer may not have begun), and no "…" of a wait under way; `failure` names
// the wait that never ended.
async function settled(failure, locators, before = null) {
  let text = '';
  const final = async () => {
    for (const locator of locators) {
      text = (await locator.textContent()) ?? '';
      if (text) break;
    }
    return text !== '' && text !== before && !text.includes('…');
  };
  await expect.poll(final, { ...WAIT, message: `${failure}: still waiting after ${WAIT.timeout / 1000} s` }).toBe(true);
  return text;
}

// An element whose module ran is upgraded at once (before the load event goto() waits for).
const upgraded = (page, tag) => page.evaluate((name) => document.querySelector(name).shadowRoot !== null, tag);

for (const bundler of BUNDLERS) describe(bundler.name, () => {
  const { name } = bundler;
  const state = { dist: null, server: null, page: null, requests: [], errors: [] };

  beforeAll(async () => {
    const dir = consumerCopy(bundler, project, dirname(project));
    const output = await bundle(bundler, dir);
    if (output) console.log(`${name} printed:\n${output}`);
    state.dist = `${dir}/dist`;
    state.server = await serve(state.dist, { onResponse: (url, status) => state.requests.push({ url, status }) });
    const context = await browser.newContext();
    state.page = await context.newPage();
    state.page.on('pageerror', (error) => state.errors.push(error.message));
    // Warnings too: the package warns when it falls back from what the bundler broke (a worker
    // that cannot start). A file that failed to load is named by the server's log (its URL).
    state.page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) state.errors.push(`${message.type()}: ${message.text()}`);
    });
    state.page.setDefaultTimeout(10_000);
    await state.page.goto(`${state.server.url}index.html`);
  }, 150_000);

  afterAll(async () => {
    await state.page?.context().close();
    await state.server?.close();
  });

  // The requests that failed, but Chromium's own probe for /favicon.ico (the page names no icon)
  // and, where no worker can start, the worker script the bundler did not emit.
  const expectedMissing = new Set(['/favicon.ico', ...(bundler.notEmitted ?? [])]);
  const failures = () => state.requests.filter((r) => r.status >= 400 && !expectedMissing.has(r.url)).map((r) => `${r.status} ${r.url}`);
  // Where no worker can start, the one warning docs/api.md promises, naming the option: expected.
  const FALLBACK_WARNING = /^warning: dlx-wasm: the solver's worker could not start \(worker-sudoku\.js: .*\), so the solver runs on the page's thread, .*the element's worker-url attribute or workerUrl property/;
  const problems = () => state.errors;
  // Names what went wrong besides the check itself: the requests that failed, the page's errors.
  const context = () => {
    const failed = failures();
    return `${name}; failed requests: ${failed.join(', ') || 'none'}; page errors and warnings: ${problems().join(' | ') || 'none'}`;
  };

  it('answers with createSolver() from dlx-wasm/sudoku: a solution and a hint', async () => {
    const api = state.page.locator('#api');
    await expect.poll(() => api.getAttribute('data-state'), { ...WAIT, message: `${context()}: the page's createSolver() never settled` }).not.toBe('loading');
    const text = await api.textContent();
    expect(await api.getAttribute('data-state'), `${context()}: ${text}`).toBe('done');
    const hint = solver.hint(API_PUZZLE);
    expect(JSON.parse(text), context()).toEqual({ solution: solver.sudoku(API_PUZZLE).solutions[0], hint: hint.step.sentence });
  });

  // Soft: a style that did not load is named, and the element's work is still checked.
  async function styled(grid, what) {
    const display = () => grid.evaluate((element) => getComputedStyle(element).display);
    await expect.poll(display, { timeout: 5_000 }).toBe('grid').catch(() => {});
    expect.soft(await display(), `${context()}: ${what}'s styles are not applied`).toBe('grid');
  }

  it(`shows <sudoku-solver> styled, and solves a puzzle in its worker${bundler.inline ? ' (started from a blob: URL)' : ''}`, async () => {
    const { page } = state;
    expect(await upgraded(page, 'sudoku-solver'), `${context()}: <sudoku-solver> has no shadow root (not defined, or its constructor threw)`).toBe(true);
    const grid = page.locator('sudoku-solver').getByRole('group', { name: 'Sudoku grid' });
    await styled(grid, '<sudoku-solver>');
    const status = page.locator('sudoku-solver').getByRole('status');
    await page.evaluate((puzzle) => document.querySelector('sudoku-solver').load(puzzle), ELEMENT_PUZZLE);
    expect(await settled(`${context()}: <sudoku-solver> loading a puzzle`, [status]), `${context()}: <sudoku-solver> did not load the puzzle (its worker reads it)`).toMatch(/^Loaded /);
    const loaded = await status.textContent();
    await page.locator('sudoku-solver').getByRole('button', { name: 'Solve' }).click();
    expect(await settled(`${context()}: <sudoku-solver> solving`, [status], loaded), `${context()}: <sudoku-solver> did not solve`).toMatch(/^Solved: the solution is unique/);
    const shown = await grid.evaluate((element) => [...element.querySelectorAll('input')].map((cell) => cell.value).join(''));
    expect(shown, `${context()}: <sudoku-solver>'s grid`).toBe(solver.sudoku(ELEMENT_PUZZLE).solutions[0]);
    // A worker that could not start leaves the searches on the page's thread, where they work but
    // hold the page: a worker must be running, from the bundle's file or from the package's text.
    const workers = page.workers().map((worker) => worker.url());
    expect(workers.length, `${context()}: no worker is running, so <sudoku-solver> solved on the page's thread`).toBeGreaterThan(0);
    if (bundler.inline) expect(workers.every((url) => url.startsWith('blob:')), `${context()}: workers ${workers.join(', ')}`).toBe(true);
  });

  it('shows <sudoku-play> styled, with a new game, and gives a hint', async () => {
    const { page } = state;
    expect(await upgraded(page, 'sudoku-play'), `${context()}: <sudoku-play> has no shadow root (not defined, or its constructor threw)`).toBe(true);
    const play = page.locator('sudoku-play');
    const board = play.getByRole('grid', { name: 'Sudoku' });
    await styled(board, '<sudoku-play>');
    const status = play.getByRole('status');
    const started = await settled(`${context()}: <sudoku-play> making a game`, [status]);
    expect(started, `${context()}: <sudoku-play> did not start a game`).toMatch(/^An easy puzzle \(SE \d+\.\d\)/);
    expect(await board.getByRole('gridcell').count(), `${context()}: <sudoku-play>'s board`).toBe(81);
    const puzzle = await page.evaluate(() => document.querySelector('sudoku-play').puzzle);
    // A hint in stages: where to look at the first press (hints.js, loaded then: a chunk of the
    // bundle's own), the sentence at the second.
    const { step } = solver.hint(puzzle);
    await play.getByRole('button', { name: 'Hint', exact: true }).click();
    const where = await settled(`${context()}: <sudoku-play> looking for a hint`, [play.locator('.explanation'), status], started);
    expect(where, `${context()}: <sudoku-play>'s hint, where to look`).toMatch(new RegExp(`^Hint 1 of 3: .* \\(SE ${step.se.toFixed(1)}\\)`));
    await play.getByRole('button', { name: 'Hint', exact: true }).click();
    const hint = await settled(`${context()}: <sudoku-play>'s hint drawn`, [play.locator('.explanation')], where);
    expect(hint, `${context()}: <sudoku-play>'s hint`).toContain(step.sentence);
  });

  // Last: the workers above start on first use, and their requests count too.
  it('made no request that failed (a file not emitted), and had no error or warning', () => {
    expect(failures(), `${name}: requests that failed`).toEqual([]);
    expect(problems(), `${name}: errors and warnings on the page`).toEqual([]);
  });

  // docs/api.md promises the elements work under the site's strict policy (no inline style or
  // script, no data: URL); a bundler's output must keep that promise for the user's page too.
  it('works under the strict Content-Security-Policy the docs promise (tools/csp.js)', async () => {
    const strict = await serve(state.dist, { headers: { 'Content-Security-Policy': STRICT_CSP } });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const violations = [];
      const warnings = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
        // A data: URL cut short: the start names what it was.
        if (/Content Security Policy/.test(message.text())) violations.push(message.text().replace(/(data:[\w/;+,-]{0,24})[^'"\s]*/g, '$1…'));
      });
      await page.goto(`${strict.url}index.html`);
      const blocked = () => `${name}, under the strict policy (blocked: ${violations.join(' | ') || 'nothing'})`;
      expect(await upgraded(page, 'sudoku-play'), `${blocked()}: <sudoku-play> has no shadow root`).toBe(true);
      const game = await settled(`${blocked()}: <sudoku-play> making a game`, [page.locator('sudoku-play').getByRole('status')]);
      expect(game, `${blocked()}: <sudoku-play> did not start a game`).toMatch(/^An easy puzzle/);
      const display = (grid) => grid.evaluate((element) => getComputedStyle(element).display);
      expect.soft(await display(page.locator('sudoku-solver').getByRole('group', { name: 'Sudoku grid' })), `${name}, under the strict policy: <sudoku-solver>'s styles`).toBe('grid');
      expect.soft(await display(page.locator('sudoku-play').getByRole('grid', { name: 'Sudoku' })), `${name}, under the strict policy: <sudoku-play>'s styles`).toBe('grid');
      // A build whose worker script was not emitted tries the blob: worker first, which the policy
      // refuses; its elements then run on the page's thread, with the one warning naming worker-url.
      const refused = violations.filter((text) => !(bundler.inline && /a worker from 'blob:/.test(text)));
      expect(refused, `${name}: what the strict policy blocked`).toEqual([]);
      if (bundler.inline) expect(warnings.filter((text) => FALLBACK_WARNING.test(`warning: ${text}`)), `${name}: the warning that names worker-url`).toHaveLength(1);
    } finally {
      await context.close();
      await strict.close();
    }
  });

  it('emits a bundle of a sensible size (printed: every file, and what the page loaded)', () => {
    const files = filesOf(state.dist);
    const loaded = new Set(state.requests.filter((r) => r.status < 400).map((r) => decodeURIComponent(r.url.split('?')[0]).slice(1)));
    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
    const rows = files.map((f) => `  ${f.file.padEnd(44)} ${KB(f.raw).padStart(10)} ${KB(f.gzip).padStart(10)}${loaded.has(f.file) ? '  loaded' : ''}`);
    const used = files.filter((f) => loaded.has(f.file));
    console.log([
      `${name}: ${files.length} files, ${KB(sum(files, 'raw'))} raw, ${KB(sum(files, 'gzip'))} gzipped; the page loaded ${used.length} of them, ${KB(sum(used, 'raw'))} raw, ${KB(sum(used, 'gzip'))} gzipped`,
      ...rows,
    ].join('\n'));
    // Generous: the largest output today (Vite's, 711 KB) holds the Sudoku module's two builds
    // twice (the page's and its worker's) and the full module's two once (a worker the page never
    // starts); past 1.5 MB a bundle holds a module more times over.
    expect(sum(files, 'raw'), `${name}: the bundle's raw size`).toBeLessThan(1.5 * 1024 * 1024);
  });
});
