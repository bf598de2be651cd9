// The size budgets (sizes are deterministic: a test may assert them). What a first visit to each
// page of the built site loads is recorded in Chromium, checked against the list the size report
// prints (pageFiles() in tools/size.js), and weighed as a brotli host sends it (quality 11), as
// `npm run size` weighs it (which prints gzip beside it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITE_DIR, WASM_BUILDS, glueOf, pageFiles } from '../../tools/size.js';
import { brotli, gzip } from '../../tools/compressed.js';
import { siteUnderTest } from '../support/chromium.js';
import { WITHOUT_SIMD } from '../support/no-simd.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, SITE_DIR);
const KB = 1024;
// The full module: 80 and 100 KB (module, page) until the module took colors, bounds and
// polyominoes, 95 and 120 KB until every search could be split, 100 and 125 KB until it traced
// Algorithm X step by step, 128 KB for the page until the elements shared their controls, 103 and
// 130 KB until the Sudoku variants, 115 and 147 KB until the logic solver (hints and SE ratings).
// The Sudoku pages load the Sudoku module since it was built apart, 145, 120 and 156 KB (full,
// Sudoku, pages) until link-time optimization and the Closure Compiler, 112, 147 and 148 KB
// (Sudoku, Sudoku page, play page) until the Sudoku calls left Embind, 136, 103, 141 and 142 KB
// (full, Sudoku, pages) until the 9x9 band search, 144 and 145 KB (pages) until sudokuBatch(),
// 139 and 106 KB (full, Sudoku) until a pool's 9x9 slices ran on the band search, 140, 107, 145
// and 146 KB until the WASM shipped gzipped, the Sudoku module's generic searches at -Os, the
// exact-cover calls left Embind and killers the colored search, 115, 77, 116 and 116.5 KB until
// the WASM shipped packed by LZMA, the modules left C++ exceptions and the pages were built by
// Vite (docs/performance.md, "Footprint"), 85 KB (full) until sudokuBatch() solved its puzzles in one
// call of the module; the Sudoku module 60 KB until the logic solver took 64-bit masks (hint,
// explain and rate up to 64x64) and its calls their bounds (maxNodes, deadline, signal,
// onProgress): 60.1 KB with both, and -Oz for its per-call sources was heavier, not lighter
// (docs/performance.md, "Footprint"). Since the .wasm shipped as its own file, fetched and compiled
// as it streams (issue 43), a build is its glue and its .wasm under brotli, and a page's first load
// too: 58.7 KB (Sudoku), 84.5 KB (full), 81.2 and 85.3 KB (pages), where the gzipped modules
// packed by LZMA were 60.1 and 85.1 KB and the pages 83.9 and 89.3 KB. The goals: 60 KB for the
// Sudoku module, 90 KB for a Sudoku page's first load, the full module no larger than 115 KB; it
// is held at 86. Each module's two builds (web/lib/simd.js) are held to its budget. Play mode's
// game (issue 41) took the play page to 94.2 KB, brought back under 90 by a build a page, the
// rarer code loaded when used, the CSS texts compacted and each page's policy naming its own
// styles (docs/performance.md, "Footprint").
// Issue 42 put every technique of Sukaku Explainer's ladder in the logic solver (strong links,
// unique loops, SE's wings, cycles, Nishio, dynamic (+) and nested chains): 124.6 KB (full), 94.1 KB
// (Sudoku) and 123-129 KB (pages) under brotli, and the budgets follow until the rarer rungs are
// loaded apart (docs/performance.md, "Footprint").
const MODULE_BUDGET = 130 * KB;
const SUDOKU_MODULE_BUDGET = 97 * KB;
const PAGE_BUDGET = 133 * KB;
// The scan module (dlx-wasm/scan, issue 44), with its network's weights: 150 KB gzipped, the
// issue's budget, weighed as gzip sends it (brotli's figure is in npm run size).
const SCAN_MODULE_BUDGET = 150 * KB;
const sent = (file) => brotli(readFileSync(file));
const gzipped = (file) => gzip(readFileSync(file));

const served = siteUnderTest({ base: '/site/' });


// The files a visit loads (the workers' requests too), from the site's root; each one is the
// built site's, none the project's own. `simd: false` visits as a browser without SIMD: the
// workers, which load the modules, run WITHOUT_SIMD first.
async function visit(path, act, { simd = true } = {}) {
  const page = await served.browser.newPage();
  if (!simd) {
    await page.route(/\/assets\/worker(-sudoku)?-[\w-]{8}\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: WITHOUT_SIMD + (await response.text()) });
    });
  }
  const loaded = new Set();
  page.context().on('request', (request) => {
    const url = request.url();
    if (url.startsWith(served.url)) loaded.add(decodeURIComponent(new URL(url).pathname.slice('/site/'.length)) || 'index.html');
  });
  await page.goto(`${served.url}${path}`);
  await act(page);
  // A worker the page starts later (the technique page's second) may be fetched through the route
  // as the page closes: its callback is let go, not failed.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
  return [...loaded].sort();
}

// The WASM builds among `files` (of the built site), each named by the build it is.
function modulesIn(files) {
  const built = Object.fromEntries(WASM_BUILDS.map((name) => [name, readFileSync(join(root, 'web/generated', name))]));
  const loaded = files.filter((file) => file.endsWith('.wasm')).map((file) => readFileSync(join(site, file)));
  return loaded.map((wasm) => WASM_BUILDS.find((name) => built[name].equals(wasm)) ?? 'another WASM');
}

describe('the footprint', () => {
  it(`keeps the full module within ${MODULE_BUDGET / KB} KB under brotli, the Sudoku module within ${SUDOKU_MODULE_BUDGET / KB} KB, the scan module within ${SCAN_MODULE_BUDGET / KB} KB gzipped, each build with its glue`, () => {
    for (const name of WASM_BUILDS) {
      const [budget, weigh] = name.startsWith('scan') ? [SCAN_MODULE_BUDGET, gzipped] : [name.startsWith('sudoku') ? SUDOKU_MODULE_BUDGET : MODULE_BUDGET, sent];
      const files = [name, glueOf(name)].map((file) => join(root, 'web/generated', file));
      expect(files.reduce((sum, file) => sum + weigh(file), 0), name).toBeLessThanOrEqual(budget);
    }
  });

  const sudokuPages = [
    ['the Sudoku page', 'index.html', '', async (page) => {
      await page.getByLabel('Sample').selectOption({ index: 2 });
      await page.getByRole('button', { name: 'Solve' }).click();
      await expect.poll(async () => (await page.getByRole('status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Solved/);
    }],
    ['the play page', 'play.html', 'play.html', async (page) => {
      await expect.poll(async () => (await page.locator('sudoku-play .status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^A medium puzzle/);
    }],
    ['the technique page', 'techniques.html', 'techniques.html', async (page) => {
      await expect.poll(() => page.locator('figure[data-state=drawn]').count(), { timeout: 60_000 }).toBe(await page.locator('figure').count());
    }],
  ];
  it.each(sudokuPages)(`keeps %s's first load within ${PAGE_BUDGET / KB} KB under brotli: the Sudoku module only, its SIMD build`, async (_, name, path, act) => {
    const loaded = await visit(path, act);
    expect(loaded).toEqual(pageFiles(site, name));
    expect(modulesIn(loaded)).toEqual(['sudoku-simd.wasm']);
    expect(loaded.reduce((sum, file) => sum + sent(join(site, file)), 0)).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it.each(sudokuPages)(`serves %s to a browser without SIMD: the plain Sudoku module, within ${PAGE_BUDGET / KB} KB`, async (_, name, path, act) => {
    const loaded = await visit(path, act, { simd: false });
    expect(loaded).toEqual(pageFiles(site, name, { simd: false }));
    expect(modulesIn(loaded)).toEqual(['sudoku.wasm']);
    expect(loaded.reduce((sum, file) => sum + sent(join(site, file)), 0)).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('loads the full module on the exact-cover page, and not the Sudoku one', async () => {
    const loaded = await visit('cover.html', async (page) => {
      await page.getByRole('button', { name: 'Solve' }).first().click();
      await expect.poll(async () => (await page.getByRole('status').first().textContent()) ?? '', { timeout: 30_000 }).toMatch(/solution/i);
    });
    expect(loaded).toEqual(pageFiles(site, 'cover.html'));
    expect(modulesIn(loaded)).toEqual(['dlx-simd.wasm']);
  });
});
