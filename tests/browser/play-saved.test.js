// The play page's saved game against links and damaged saves (issue 45, P2-P6) in Chromium, served
// by `npm start`'s own server (tools/serve-site.js, the site's Content-Security-Policy as a header):
// the player is asked before a link replaces a game, a link that fails is reported and the game
// goes on, a save that does not read is kept aside, a 25x25 link shows its grid while it is checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { SITE_CSP } from '../../tools/csp.js';
import { siteServer } from '../../tools/serve-site.js';
import { SITE_DIR } from '../../tools/size.js';
import { launchChromium } from '../support/chromium.js';
import { puzzles } from '../support/fixtures.js';

const STORAGE = 'dlx-wasm:play';
let browser;
let server;
let url;
let solver;
let made;
let other;
let third;
beforeAll(async () => {
  solver = await createSolver();
  made = solver.generateSudoku({ seed: 12, difficulty: 'easy' });
  other = solver.generateSudoku({ seed: 13, difficulty: 'easy' });
  third = solver.generateSudoku({ seed: 14, difficulty: 'easy' });
  browser = await launchChromium();
  server = siteServer(join(fileURLToPath(new URL('../..', import.meta.url)), SITE_DIR));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => {
    server?.close(resolve);
    server?.closeAllConnections();
  });
});

const status = (page) => page.locator('sudoku-play .status');
const notices = (page) => page.locator('sudoku-play .notice p');
const cellAt = (page, cell) => page.locator(`sudoku-play [role=gridcell][data-cell="${cell}"]`);
const stateOf = (page) => page.evaluate(() => {
  const el = document.querySelector('sudoku-play');
  return { puzzle: el.puzzle, values: el.game && [...el.game.values], moves: el.game?.moves, seconds: el.seconds, hash: decodeURIComponent(location.hash) };
});

// A game in progress: four moves, ten minutes.
function savedGame(fields = {}) {
  const empty = [...made.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  const moves = `p${empty[0]}:${made.solution[empty[0]]} p${empty[1]}:1 m${empty[2]}:3 p${empty[3]}:4`;
  return JSON.stringify({ puzzle: made.puzzle, solution: made.solution, rating: { se: 2, level: 'easy' }, variant: null, moves, seconds: 600, ...fields });
}

// A page of its own whose storage holds `save`, watching for errors and CSP violations.
async function pageWith(save, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (save !== null) {
    // A page of the same origin that runs nothing (the play page would save a game of its own).
    await page.goto(`${url}no-such-page`);
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [STORAGE, save]);
  }
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The set-up page's own 404 may be told after this listener is on.
    if (message.type() === 'error' && !message.location().url.endsWith('/no-such-page')) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  return { context, page, problems };
}

describe('the saved game and links', () => {
  it('asks before a link replaces a game in progress: Keep my game keeps it, Open the new puzzle opens the link', async () => {
    const { context, page, problems } = await pageWith(savedGame());
    await page.goto(`${url}play.html#${other.puzzle}`);
    await expect.poll(() => notices(page).allTextContents()).toEqual(['You have a game in progress (4 moves, 10:00). The link opens another puzzle.']);
    const kept = await stateOf(page);
    expect(kept.puzzle).toBe(made.puzzle);
    await page.getByRole('button', { name: 'Keep my game' }).click();
    await expect.poll(async () => (await stateOf(page)).hash).toBe(`#${made.puzzle}&moves=${kept.moves}`);
    expect((await stateOf(page)).seconds).toBeGreaterThanOrEqual(600);
    expect(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), STORAGE)).puzzle).toBe(made.puzzle);

    // A link, then another before the question is answered: one question, the newer link's.
    await page.goto(`${url}play.html#${third.puzzle}`);
    await expect.poll(() => notices(page).count()).toBe(1);
    // The same link again (a new hash: the same document), opened this time.
    await page.goto(`${url}play.html#${other.puzzle}`);
    await expect.poll(async () => (await stateOf(page)).hash).toBe(`#${made.puzzle}&moves=${kept.moves}`);
    await expect.poll(() => notices(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Open the new puzzle' }).click();
    await expect.poll(async () => (await stateOf(page)).puzzle).toBe(other.puzzle);
    expect((await stateOf(page)).moves).toBe('');

    // The same puzzle with other moves asks too, once a move is made.
    const [first, second] = [...other.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    await cellAt(page, first).click();
    await page.keyboard.press('1');
    await expect.poll(async () => (await stateOf(page)).moves).toBe(`p${first}:1`);
    await page.goto(`${url}play.html#${other.puzzle}&moves=p${second}:2`);
    await expect.poll(() => notices(page).allTextContents()).toEqual([expect.stringMatching(/^You have a game in progress \(1 move, \d:\d\d\)\. The link opens the same puzzle with other moves\.$/)]);
    await page.getByRole('button', { name: 'Open the link\'s moves' }).click();
    await expect.poll(async () => (await stateOf(page)).moves).toBe(`p${second}:2`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the saved game when a link fails, its reason in a notice that stays (81 dots, a variant that does not read)', async () => {
    const { context, page, problems } = await pageWith(savedGame());
    await page.goto(`${url}play.html#${'.'.repeat(81)}`);
    await expect.poll(() => notices(page).allTextContents()).toEqual(['Cannot play that link: it has more than one solution. Your game goes on.']);
    await expect.poll(() => status(page).textContent()).toBe('An easy puzzle (SE 2.0). Your move.');
    expect((await stateOf(page)).puzzle).toBe(made.puzzle);
    await page.goto(`${url}play.html#${other.puzzle}&variant=5`);
    await expect.poll(() => notices(page).count()).toBe(2);
    // The status line moves on (the game's own line, the timer); the notices stay until dismissed.
    await page.waitForTimeout(1500);
    expect(await notices(page).allTextContents()).toEqual([
      'Cannot play that link: it has more than one solution. Your game goes on.',
      'Cannot play that link: its variant does not read: 5 is not an object of rules.',
    ]);
    await page.getByRole('button', { name: 'Dismiss' }).first().click();
    expect(await notices(page).count()).toBe(1);
    // New is the player's say: it replaces the game.
    expect(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), STORAGE)).puzzle).toBe(made.puzzle);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a save that does not read aside, as it was, and says so; a hint then works', async () => {
    for (const [save, problem] of [
      [savedGame({ seconds: '12' }), 'its seconds is the string "12", not a whole number of seconds'],
      [savedGame({ puzzle: 'x'.repeat(81) }), "symbol 'X' at row 1, column 1 is not allowed in a 9x9 puzzle (symbols 1-9; blanks '.', '0' or '-')"],
      [savedGame({ moves: `s${made.puzzle.search(/[1-9]/)}:5/` }), /^move "s\d+:5\/" is refused: row \d, column \d is a given$/],
    ]) {
      const { context, page, problems } = await pageWith(save);
      await page.goto(`${url}play.html`);
      await expect.poll(() => notices(page).count()).toBe(1);
      const [text] = await notices(page).allTextContents();
      const [, said, key] = /^Your saved game could not be read: (.*)\. It is kept, as it was, in this browser's storage under "(dlx-wasm:play:unread:[^"]+)"\.$/.exec(text);
      expect(said).toMatch(problem);
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(save);
      await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/^A medium puzzle \(SE \d\.\d\)/);
      expect(await page.locator('sudoku-play .timer').textContent()).toMatch(/^\d+:\d\d$/);
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect.poll(() => page.locator('sudoku-play .explanation').textContent()).toMatch(/Press Hint again/);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('leaves a save that does not read where it is, and saves nothing over it, when storage refuses the copy', async () => {
    const save = savedGame({ seconds: '12' });
    const { context, page, problems } = await pageWith(save);
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function refuse(key, value) {
        if (key.startsWith('dlx-wasm:play:unread')) throw new DOMException('the quota is exceeded', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto(`${url}play.html`);
    await expect.poll(() => notices(page).allTextContents()).toEqual([
      'Your saved game could not be read: its seconds is the string "12", not a whole number of seconds. It stays in this browser\'s storage, and this page will not save over it.',
    ]);
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/^A medium puzzle \(SE \d\.\d\)/);
    const empty = (await page.evaluate(() => document.querySelector('sudoku-play').puzzle)).indexOf('.');
    await cellAt(page, empty).click();
    await page.keyboard.press('1');
    await expect.poll(() => cellAt(page, empty).getAttribute('aria-label')).toMatch(/: 1$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE)).toBe(save);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a 16x16 link in lowercase with every given, and resumes it on the 9x9 page', async () => {
    const made16 = solver.generateSudoku({ size: 16, seed: 5, difficulty: 'easy' });
    const givens = [...made16.puzzle].filter((ch) => ch !== '.').length;
    const { context, page, problems } = await pageWith(null, 360);
    await page.goto(`${url}play.html#${made16.puzzle.toLowerCase()}`);
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/^An easy puzzle \(SE \d\.\d\)/);
    expect(await page.locator('sudoku-play [role=gridcell].given').count()).toBe(givens);
    const lettered = made16.puzzle.search(/[A-G]/);
    expect(await cellAt(page, lettered).getAttribute('aria-label')).toMatch(new RegExp(`: ${made16.puzzle[lettered]}, given$`));
    await page.goto(`${url}play.html`);
    await page.reload();
    await expect.poll(() => status(page).textContent()).toMatch(/^An easy puzzle \(SE \d\.\d\)/);
    expect(await page.locator('sudoku-play [role=gridcell].given').count()).toBe(givens);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a 25x25 link\'s grid and a ticking status while its solution is searched in a worker', async () => {
    // frisch18 #1: seconds of search for its second solution (7 s in Node), where the page once showed nothing.
    const puzzle = puzzles('25x25-frisch18.txt')[0];
    const { context, page, problems } = await pageWith(null, 360);
    await page.goto(`${url}play.html#${puzzle}`);
    await expect.poll(() => status(page).textContent()).toMatch(/^Checking the puzzle… \d+ s$/);
    await expect.poll(() => page.locator('sudoku-play [role=gridcell].given').count()).toBe([...puzzle].filter((ch) => ch !== '.').length);
    expect(await page.locator('sudoku-play [role=gridcell]').count()).toBe(625);
    // The page answers while the worker searches: the count goes on.
    await expect.poll(() => status(page).textContent()).toMatch(/^Checking the puzzle… [1-9]\d* s$|puzzle \(/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('is sent by npm start\'s server and stated in each page, and the page works under it', async () => {
    const response = await fetch(`${url}play.html`);
    expect(response.headers.get('content-security-policy')).toBe(SITE_CSP);
    for (const name of ['index.html', 'play.html', 'cover.html']) {
      const html = readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
      expect(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1], name).toBe(SITE_CSP);
    }

    const { context, page, problems } = await pageWith(null);
    await page.goto(`${url}play.html`);
    await page.evaluate(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
    });
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/^A medium puzzle \(SE \d\.\d\)/);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => page.locator('sudoku-play .explanation').textContent()).toMatch(/Press Hint again/);
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    expect(problems).toEqual([]);
    // The policy is in force: an inline script is refused (by the header's policy and the meta tag's, each).
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.inline = true' })));
    await expect.poll(() => page.evaluate(() => window.violations)).toEqual(['script-src-elem', 'script-src-elem']);
    expect(await page.evaluate(() => window.inline)).toBeUndefined();
    await context.close();
  });
});
