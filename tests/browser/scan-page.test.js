// Scan on the solve page (web/page/scan/; the API's own browser test is scan.test.js), in Debian's
// headless Chromium under the site's strict Content-Security-Policy, on the real scanner, in one
// visit as a user goes: pictures that cannot be read (a text file, a damaged PNG, a tiny image, a
// picture with no grid) each said with what to do; a screenshot of a puzzle pasted by Ctrl+V and by
// the Paste button, and dropped, read exactly, then Hint and Solve on the board; a 16x16 screenshot
// in the dark scheme read and solved; a shared photo (Wicht and Hennebert's dataset, CC-BY-4.0:
// ../shared/data/photos/README.md) chosen in the file picker: its grid outlined where the scanner
// found it, its reading the photo's .dat, a doubtful cell edited, then Play, and the game played on
// play.html to the end; back on the solve page, a picture dropped on it opens Scan.
// And the panel styled where adoptedStyleSheets is missing, under the policy (its style hashed).
import { describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { scanSudoku } from '../../web/lib/scan-index.js';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';
import { puzzles } from '../support/fixtures.js';
import { photo, photoPath, printed } from '../support/photos.js';

const site = siteUnderTest({ base: '/site/', headers: { 'Content-Security-Policy': CSP } });

// A shared photo the scanner reads exactly, and a puzzle to screenshot (Norvig's hardest).
const PHOTO = 'image1049.jpg';
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SYMBOLS = '123456789';

const panel = (page) => page.locator('.scan-panel');
const message = (page) => panel(page).locator('.message span').textContent();
const verdict = (page) => panel(page).locator('.verdict').textContent();
const readCells = (page) => panel(page).locator('.grid input');
const reading = (page) => readCells(page).evaluateAll((cells) => cells.map((cell) => cell.value || '.').join(''));
const boardStatus = (page) => page.locator('sudoku-solver .status').textContent();
// Whether the solve page shows its board from its top down to its status line.
const boardAndStatusInView = (page) => page.evaluate(() => {
  const { shadowRoot } = document.querySelector('sudoku-solver');
  const top = shadowRoot.querySelector('.board').getBoundingClientRect().top;
  const { bottom } = shadowRoot.querySelector('.status').getBoundingClientRect();
  return top >= 0 && bottom <= document.documentElement.clientHeight;
});
const boardPuzzle = (page) => page.evaluate(() => document.querySelector('sudoku-solver').puzzle);

// A File made in the page from `bytes` (a Buffer) or drawn on a white canvas of `width` x
// `height`: `images` ([png Buffer, x, y, width, height]), `rects` ([x, y, width, height], black)
// and `texts` ([text, x, y], 40 px black). (The page's policy allows no eval: no drawing code.)
async function fileIn(page, { bytes, type = 'image/png', name = 'picture.png', width, height, images = [], rects = [], texts = [] }) {
  const base64 = (buffer) => buffer.toString('base64');
  return page.evaluateHandle(async ({ bytes, type, name, width, height, images, rects, texts }) => {
    const blobOf = (b64, kind) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: kind });
    let blob;
    if (bytes) blob = blobOf(bytes, type);
    else {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#000';
      context.font = '40px serif';
      for (const [b64, ...at] of images) context.drawImage(await createImageBitmap(blobOf(b64, 'image/png')), ...at);
      for (const rect of rects) context.fillRect(...rect);
      for (const text of texts) context.fillText(...text);
      blob = await canvas.convertToBlob({ type });
    }
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], name, { type }));
    return transfer;
  }, { bytes: bytes && base64(bytes), type, name, width, height, images: images.map(([buffer, ...at]) => [base64(buffer), ...at]), rects, texts });
}

async function drop(page, file) {
  await panel(page).locator('dialog').dispatchEvent('drop', { dataTransfer: await fileIn(page, file) });
}

const toClipboard = (page, bytes) => page.evaluate(async (b64) => {
  const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
}, bytes.toString('base64'));

describe('Scan on the solve page', () => {
  it('refuses what it cannot read with what to do, reads a screenshot pasted and dropped and a shared photo chosen, then Hint, Solve and Play', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));

    // A screenshot of the solve page's own board, a puzzle on it.
    await page.goto(`${site.url}index.html#9/${NORVIG}`);
    await expect.poll(() => boardPuzzle(page)).toBe(NORVIG);
    const screenshot = await page.locator('sudoku-solver .board').screenshot();
    const solver = await createSolver();
    const other = solver.generateSudoku({ seed: 44 }).puzzle;
    await page.goto(`${site.url}index.html#9/${other}`);
    await expect.poll(() => boardPuzzle(page)).toBe(other);
    const otherShot = await page.locator('sudoku-solver .board').screenshot();
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a Sudoku' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Escape closes it, the focus back on Scan.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement.id)).toBe('scan');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const picker = panel(page).locator('input[name=picture]');
    const dot = panel(page).locator('figcaption');
    expect(await picker.getAttribute('accept')).toBe('image/*');
    expect(await panel(page).locator('input[name=camera]').getAttribute('capture')).toBe('environment');

    // What cannot be read, each said with what to do; the page goes on.
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(NORVIG) });
    await expect.poll(() => message(page)).toBe('“notes.txt” is not a picture (text/plain): give a photo or a screenshot of a Sudoku (JPEG, PNG, WebP…).');
    await picker.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('no PNG inside') });
    await expect.poll(() => message(page)).toMatch(/^“broken\.png” could not be decoded as a picture: .*Give another photo or screenshot\.$/);
    await drop(page, { name: 'tiny.png', width: 90, height: 60, images: [[screenshot, 15, 5, 50, 50]] });
    await expect.poll(() => message(page)).toBe('Cannot read a Sudoku in this picture: the image is 90x60 pixels, too small to hold a readable grid (at least 100 pixels a side). Give a larger picture of it: a photo closer up, or a screenshot at full size.');
    await drop(page, { name: 'text.png', width: 640, height: 480, texts: [['No Sudoku here, 1 2 3', 40, 200]], rects: [[40, 300, 500, 4], [40, 340, 4, 100]] });
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe("No Sudoku grid found in this picture. Give one with the whole grid inside it (a grid cut off at the picture's edge is not found), flat, in focus and well lit, or a screenshot of it.");
    expect(await panel(page).locator('canvas.photo').isVisible()).toBe(true);  // the picture shown, without an outline
    expect(await panel(page).locator('canvas.photo').getAttribute('data-corners')).toBe(null);
    expect(await dot.isVisible()).toBe(false);  // no outline: no dot to explain
    expect(await panel(page).locator('canvas.photo').getAttribute('aria-describedby')).toBe(null);
    expect(await panel(page).locator('.reading').isVisible()).toBe(false);

    // Two grids in the picture: one read (the larger), said without a claim on its size; the dot
    // at its top-left corner explained under the picture, and to a screen reader.
    await drop(page, { name: 'two.png', width: 1000, height: 460, images: [[screenshot, 20, 10, 440, 440], [otherShot, 640, 120, 300, 300]] });
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe('The picture holds 2 grids: the one outlined was read; to read another, crop the picture to it. Read 17 digits.');
    expect(await reading(page)).toBe(NORVIG);
    expect((await dot.innerText()).trim()).toBe('The dot marks the top-left corner of the grid as read.');
    expect(await dot.isVisible()).toBe(true);
    expect(await panel(page).locator('canvas.photo').getAttribute('aria-describedby')).toBe(await dot.getAttribute('id'));

    // On a phone from here to Solve (reduced motion: the page's scrolls are instant).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The screenshot pasted by Ctrl+V: read exactly, nothing to check.
    await toClipboard(page, screenshot);
    await page.keyboard.press('Control+V');
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe(`Read ${NORVIG.replace(/\./g, '').length} digits.`);
    expect(await reading(page)).toBe(NORVIG);
    await expect.poll(() => verdict(page)).toBe('It has exactly one solution.');
    // Closed scrolled down to the reading, then reopened: from its top, the title and Close in view.
    // (Scrolled by 150 px: Chromium keeps a closed dialog's scroll when its content is as long at
    // the reopening; further down, it may not, as the solver's verdict is said again.)
    const scrolled = () => panel(page).locator('dialog').evaluate((el) => el.scrollTop);
    await panel(page).locator('dialog').evaluate((el) => { el.scrollTop = 150; });
    expect(await scrolled()).toBe(150);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await scrolled()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'Close' }).evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
    await expect.poll(() => verdict(page)).toBe('It has exactly one solution.');
    // Hint: the reading on the board, the board's own Hint, the board and its sentence brought
    // into view (the focus back on Scan, above them, had left them below the screen).
    await panel(page).getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => boardStatus(page)).toMatch(/^The next step is an? .* \(SE \d+\.\d\), drawn on the grid\.$/);
    expect(await boardPuzzle(page)).toBe(NORVIG);
    await expect.poll(() => boardAndStatusInView(page)).toBe(true);

    // Cleared, then the Paste button: text on the clipboard is no picture; the screenshot is read.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), NORVIG);
    await panel(page).getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => message(page)).toBe('The clipboard holds no picture: copy a screenshot or a picture of the puzzle first.');
    await toClipboard(page, screenshot);
    await panel(page).getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe('Read 17 digits.');
    expect(await reading(page)).toBe(NORVIG);
    // A digit typed in an empty cell is an edit; the screenshot dropped, enlarged in a picture of
    // 3000 x 2400 pixels, is brought down to 2048 pixels a side and reads the same grid again: Solve.
    await readCells(page).nth(1).click();
    await page.keyboard.press('9');
    await expect.poll(() => message(page)).toBe('The grid holds 18 digits.');
    await drop(page, { name: 'large.png', width: 3000, height: 2400, images: [[screenshot, 500, 200, 2000, 2000]] });
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe('Read 17 digits.');
    expect(await reading(page)).toBe(NORVIG);
    expect(await panel(page).locator('canvas.photo').evaluate((el) => [el.width, el.height])).toEqual([2048, 1638]);
    await panel(page).getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => boardStatus(page)).toMatch(/^Solved: the solution is unique/);
    expect(await boardPuzzle(page)).toBe(NORVIG);
    await expect.poll(() => boardAndStatusInView(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A 16x16 screenshot of the board in the dark scheme (light digits on a dark ground): read in
    // 1-9 and A-G, solved on the board at its size.
    const sixteen = puzzles('16x16-janko55.txt')[0];
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate((hash) => { location.hash = hash; }, `#16/${sixteen}`);
    await expect.poll(() => boardPuzzle(page)).toBe(sixteen);
    const darkShot = await page.locator('sudoku-solver .board').screenshot();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await drop(page, { bytes: darkShot, name: 'dark-16x16.png' });
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe(`Read ${sixteen.replace(/\./g, '').length} digits.`);
    expect(await reading(page)).toBe(sixteen);
    await expect.poll(() => verdict(page)).toBe('It has exactly one solution.');
    await panel(page).getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => boardStatus(page)).toMatch(/^Solved: the solution is unique/);
    expect(await page.evaluate(() => document.querySelector('sudoku-solver').size)).toBe(16);
    expect(await boardPuzzle(page)).toBe(sixteen);

    // The shared photo chosen: the outline where the scanner finds the grid (Node's scan of the
    // same JPEG, decoded by another decoder: a few pixels apart at most), drawn on the photo.
    const expected = printed(PHOTO);
    const inNode = await scanSudoku(photo(PHOTO));
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await picker.setInputFiles(photoPath(PHOTO));
    await expect.poll(() => message(page), { timeout: 30_000 }).toMatch(/^Read \d+ digits/);
    const canvas = panel(page).locator('canvas.photo');
    const corners = (await canvas.getAttribute('data-corners')).split(' ').map((p) => p.split(',').map(Number));
    expect(corners).toHaveLength(4);
    corners.forEach(([x, y], k) => {
      expect(Math.abs(x - inNode.corners[k].x)).toBeLessThan(8);
      expect(Math.abs(y - inNode.corners[k].y)).toBeLessThan(8);
    });
    // The outline's yellow at each side's middle.
    const middles = corners.map(([x, y], k) => [(x + corners[(k + 1) % 4][0]) / 2, (y + corners[(k + 1) % 4][1]) / 2]);
    const colors = await canvas.evaluate((el, points) => points.map(([x, y]) => [...el.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data]), middles);
    for (const [r, g, b] of colors) expect(r > 200 && g > 170 && b < 90, `${r},${g},${b}`).toBe(true);
    // The reading: the photo's printed digits, what is left to check marked and named.
    expect(await reading(page)).toBe(expected);
    const digits = expected.replace(/\./g, '').length;
    const marked = await readCells(page).evaluateAll((cells) => cells.flatMap((cell, i) => (cell.dataset.check ? [[i, cell.dataset.check, cell.getAttribute('aria-label')]] : [])));
    expect(await message(page)).toBe(`Read ${digits} digits${marked.length ? `; ${marked.length} cell${marked.length > 1 ? 's' : ''} to check (marked)` : ''}.`);
    // (Which cells are doubted is not compared with Node's scan: Chromium's JPEG decoder and jpeg-js
    // differ by a grey level here and there, enough to move a confidence across the line.)
    for (const [i, kind, label] of marked) expect(label).toBe(`Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, to check: ${kind === 'doubtful' ? 'read with doubt' : 'corrected by the solver'}`);
    await expect.poll(() => verdict(page)).toBe('It has exactly one solution.');

    // A cell edited: a clash typed is marked and said, the right digit checks the cell. The cell is
    // a doubtful one where the reading has one, else the first digit.
    const cell = marked[0]?.[0] ?? [...expected].findIndex((ch) => ch !== '.');
    const right = expected[cell];
    const row = expected.slice(cell - (cell % 9), cell - (cell % 9) + 9);
    const clashing = [...row].find((ch, c) => ch !== '.' && c !== cell % 9);
    const input = readCells(page).nth(cell);
    await input.click();
    await page.keyboard.press(clashing);
    await expect.poll(() => verdict(page)).toMatch(/^As read, it breaks the rules: \d+ digits clash \(marked\)\. Compare them with the photo and correct what was misread\.$/);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.getAttribute('aria-label')).toMatch(/, clashes with another digit$/);
    expect(await message(page)).toBe(`The grid holds ${digits - (right === '.' ? 0 : 1) + 1} digits${marked.length > 1 ? `; ${marked.length - 1} cell${marked.length > 2 ? 's' : ''} to check (marked)` : ''}.`);
    await page.keyboard.press(right === '.' ? 'Backspace' : right);
    await expect.poll(() => verdict(page)).toBe('It has exactly one solution.');
    expect(await input.getAttribute('aria-invalid')).toBe(null);
    expect(await reading(page)).toBe(expected);
    // Arrows move in the grid.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.querySelector('.scan-panel').shadowRoot.activeElement.dataset.index)).toBe(String(cell % 9 === 8 ? cell : cell + 1));

    // Play: play mode with the reading, played to the end.
    await panel(page).getByRole('link', { name: 'Play' }).click();
    await page.waitForURL(/play\.html#/);
    await expect.poll(() => page.evaluate(() => document.querySelector('sudoku-play')?.game && document.querySelector('sudoku-play').puzzle), { timeout: 60_000 }).toBe(expected);
    const game = await page.evaluate(() => {
      const el = document.querySelector('sudoku-play');
      return { puzzle: el.puzzle, solution: [...el.game.solution], values: [...el.game.values] };
    });
    expect(game.puzzle).toBe(expected);
    expect(game.solution.map((v) => SYMBOLS[v - 1]).join('')).toBe(solver.sudoku(expected).solutions[0]);
    for (let k = 0; k < 81; k += 1) {
      if (game.values[k] === game.solution[k]) continue;
      await page.locator(`sudoku-play [role=gridcell][data-cell="${k}"]`).click();
      await page.keyboard.press(SYMBOLS[game.solution[k] - 1]);
    }
    await expect.poll(() => page.locator('sudoku-play .won').textContent()).toMatch(/^Solved in \d+:\d\d\. /);
    // Back: the solve page with the reading on its board.
    await page.goBack();
    await expect.poll(() => boardPuzzle(page)).toBe(expected);
    // A picture dropped on the page opens Scan with it.
    await page.locator('main').dispatchEvent('drop', { dataTransfer: await fileIn(page, { bytes: screenshot, name: 'board.png' }) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => message(page), { timeout: 30_000 }).toBe('Read 17 digits.');
    expect(await reading(page)).toBe(NORVIG);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('styles its panel by <style> elements the page\'s policy names by their hashes, in a browser without adoptedStyleSheets', async () => {
    // As Safari before 16.4 (web/page/shadow.js); the policy is the page's meta tag's (tools/csp.js).
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      delete ShadowRoot.prototype.adoptedStyleSheets;
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
    });
    await page.goto(`${site.url}index.html`);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect.poll(() => panel(page).locator('.top').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await panel(page).evaluate((host) => host.shadowRoot.querySelectorAll('style').length)).toBe(2);
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    await context.close();
  });
});
