// dlx-wasm/scan in Chromium, from the package's own files as a page imports them (scan.html): a
// shared photo (tests/support/photos.js, CC-BY-4.0) decoded by the browser, drawn on a canvas and
// read from its ImageData as docs/api.md shows it, by scanSudoku() on the page's thread and by the
// worker pool's scanSudoku() in its module worker (worker-scan.js), the .wasm fetched from beside
// the glue.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { photoPath, printed } from '../support/photos.js';
import { siteUnderTest } from '../support/chromium.js';

const PHOTO = 'image10.jpg';  // a photo the scanner reads exactly (tests/node/scan.test.js)
const site = siteUnderTest({});

describe('dlx-wasm/scan in a browser', () => {
  it('reads a photo from a canvas on the page\'s thread and in the pool\'s worker, the .wasm fetched once each', async () => {
    const page = await site.browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const wasm = [];
    page.context().on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}tests/browser/scan.html`);
    await page.waitForSelector('body[data-ready]');
    const read = await page.evaluate((base64) => window.readPhoto(base64), readFileSync(photoPath(PHOTO)).toString('base64'));
    expect(problems).toEqual([]);
    expect(read.direct.puzzle).toBe(printed(PHOTO));
    expect(read.pooled).toEqual(read.direct);
    expect(read.noGrid).toMatch(/^RangeError: .*grid/);
    expect(read.again).toBe(printed(PHOTO));
    expect(wasm).toEqual(['/web/generated/scan.wasm', '/web/generated/scan.wasm']);
    await page.close();
  });
});
