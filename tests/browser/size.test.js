// The size budgets (sizes are deterministic: a test may assert them). What a visit that solves a
// puzzle loads is recorded in Chromium, checked against the list the size report prints
// (tools/size.js), and weighed gzipped (level 9) as `npm run size` weighs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES, PLAY_FILES } from '../../tools/size.js';
import { siteUnderTest } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
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
// exact-cover calls left Embind and killers the colored search (docs/performance.md,
// "Footprint"). The full module's is the goal (115 KB); the goal is 60 KB for the Sudoku module
// and 90 KB for a page, not met yet.
const MODULE_BUDGET = 115 * KB;
const SUDOKU_MODULE_BUDGET = 77 * KB;
const PAGE_BUDGET = 116 * KB;
const PLAY_BUDGET = 116.5 * KB;
const gzipped = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;

const site = siteUnderTest({ base: '/site/' });

// The files a visit loads (the workers' requests too), from the site's root.
async function visit(path, act) {
  const page = await site.browser.newPage();
  const loaded = new Set();
  page.context().on('request', (request) => {
    const url = request.url();
    if (url.startsWith(site.url)) loaded.add(decodeURIComponent(new URL(url).pathname.slice('/site/'.length)) || 'index.html');
  });
  await page.goto(`${site.url}${path}`);
  await act(page);
  await page.close();
  return [...loaded].sort();
}

describe('the footprint', () => {
  it(`keeps the full module within ${MODULE_BUDGET / KB} KB gzipped, the Sudoku module within ${SUDOKU_MODULE_BUDGET / KB} KB`, () => {
    expect(gzipped('web/generated/dlx.mjs')).toBeLessThanOrEqual(MODULE_BUDGET);
    expect(gzipped('web/generated/sudoku.mjs')).toBeLessThanOrEqual(SUDOKU_MODULE_BUDGET);
  });

  it(`keeps the Sudoku page's first load, a solve included, within ${PAGE_BUDGET / KB} KB gzipped: the Sudoku module only`, async () => {
    const loaded = await visit('', async (page) => {
      await page.getByLabel('Sample').selectOption({ index: 2 });
      await page.getByRole('button', { name: 'Solve' }).click();
      await expect.poll(async () => (await page.getByRole('status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Solved/);
    });
    expect(loaded).toEqual([...PAGE_FILES].sort());
    expect(loaded).not.toContain('web/generated/dlx.mjs');
    expect(PAGE_FILES.reduce((sum, file) => sum + gzipped(file), 0)).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it(`keeps the play page's first load, a puzzle made, within ${PLAY_BUDGET / KB} KB gzipped: the Sudoku module only`, async () => {
    const loaded = await visit('play.html', async (page) => {
      await expect.poll(async () => (await page.locator('sudoku-play .status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^A medium puzzle/);
    });
    expect(loaded).toEqual([...PLAY_FILES].sort());
    expect(PLAY_FILES.reduce((sum, file) => sum + gzipped(file), 0)).toBeLessThanOrEqual(PLAY_BUDGET);
  });

  it('loads the full module on the exact-cover page, and not the Sudoku one', async () => {
    const loaded = await visit('cover.html', async (page) => {
      await page.getByRole('button', { name: 'Solve' }).first().click();
      await expect.poll(async () => (await page.getByRole('status').first().textContent()) ?? '', { timeout: 30_000 }).toMatch(/solution/i);
    });
    expect(loaded).toContain('web/generated/dlx.mjs');
    expect(loaded).not.toContain('web/generated/sudoku.mjs');
  });
});
