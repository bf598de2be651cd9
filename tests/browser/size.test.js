// The size budgets (sizes are deterministic: a test may assert them). What a visit that solves a
// puzzle loads is recorded in Chromium, checked against the list the size report prints
// (tools/size.js), and weighed gzipped (level 9) as `npm run size` weighs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../../tools/size.js';
import { launchChromium, serve } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KB = 1024;
// 80 and 100 KB until the module took colors, bounds and polyominoes, 95 and 120 KB until every
// search could be split, 100 and 125 KB until it traced Algorithm X step by step, 128 KB for the page
// until the elements shared their controls, 103 and 130 KB until the Sudoku variants, 115 and 147 KB
// until the logic solver (hints and SE ratings) (docs/performance.md, "Footprint").
const MODULE_BUDGET = 145 * KB;
const PAGE_BUDGET = 183 * KB;
const gzipped = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;

let browser;
let server;
beforeAll(async () => {
  browser = await launchChromium();
  server = await serve(root, { base: '/site/' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the footprint', () => {
  it(`keeps the module a user imports within ${MODULE_BUDGET / KB} KB gzipped`, () => {
    expect(gzipped('web/generated/dlx.mjs')).toBeLessThanOrEqual(MODULE_BUDGET);
  });

  it(`keeps the page's first load, a solve included, within ${PAGE_BUDGET / KB} KB gzipped`, async () => {
    const page = await browser.newPage();
    const loaded = new Set();
    const record = (url) => {
      if (url.startsWith(server.url)) loaded.add(decodeURIComponent(new URL(url).pathname.slice('/site/'.length)) || 'index.html');
    };
    page.context().on('request', (request) => record(request.url()));  // the workers' requests too
    await page.goto(server.url);
    await page.getByLabel('Sample').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(async () => (await page.getByRole('status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Solved/);
    await page.close();
    expect([...loaded].sort()).toEqual([...PAGE_FILES].sort());
    const total = PAGE_FILES.reduce((sum, file) => sum + gzipped(file), 0);
    expect(total).toBeLessThanOrEqual(PAGE_BUDGET);
  });
});
