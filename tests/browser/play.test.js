// Play mode (play.html, <sudoku-play>) in Debian's headless Chromium under a strict
// Content-Security-Policy: a game played as a visitor plays it, checked against the API.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { launchChromium, serve, STRICT_CSP as CSP } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

let browser;
let server;
let solver;
beforeAll(async () => {
  browser = await launchChromium();
  server = await serve(root, { base: '/games/', headers: { 'Content-Security-Policy': CSP } });
  solver = await createSolver();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const status = (page) => page.locator('sudoku-play .status');
const cellAt = (page, cell) => page.locator(`sudoku-play [role=gridcell][data-cell="${cell}"]`);
const stateOf = (page) => page.evaluate(() => {
  const el = document.querySelector('sudoku-play');
  return { puzzle: el.puzzle, solution: el.game.solution, values: [...el.game.values], position: el.game.position() };
});

describe('play mode', () => {
  it('plays a game: digits, marks, undo and redo, check, a hint as the API gives it, a reload that resumes, the solved event', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}play.html`);
    await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^A medium puzzle \(SE \d\.\d\)/);
    const { puzzle, solution } = await stateOf(page);
    const empty = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

    // A digit by click and key; a pencil mark with Shift; undo and redo.
    const [first, second] = empty;
    await cellAt(page, first).click();
    await page.keyboard.press(String(solution[first]));
    await expect.poll(() => cellAt(page, first).getAttribute('aria-label')).toMatch(new RegExp(`: ${solution[first]}$`));
    await cellAt(page, second).click();
    await page.keyboard.press(`Shift+Digit${solution[second]}`);
    await expect.poll(() => cellAt(page, second).getAttribute('aria-label')).toMatch(new RegExp(`candidates ${solution[second]}$`));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cellAt(page, second).getAttribute('aria-label')).toMatch(/: empty$/);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => cellAt(page, second).getAttribute('aria-label')).toMatch(/candidates/);

    // A wrong digit, flagged by Check.
    const wrong = (solution[second] % 9) + 1;
    await cellAt(page, second).click();
    await page.keyboard.press(String(wrong));
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => cellAt(page, second).getAttribute('class')).toMatch(/wrong/);
    await expect.poll(() => status(page).textContent()).toBe('1 wrong digit, marked.');
    await cellAt(page, second).click();
    await page.keyboard.press('Backspace');
    await expect.poll(() => cellAt(page, second).getAttribute('aria-label')).toMatch(/: empty$/);

    // A hint: the API's step for the same position, drawn; a second press applies it.
    const { position } = await stateOf(page);
    const expected = solver.hint(puzzle, position);
    expect(expected.status).toBe('step');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => page.locator('sudoku-play .explanation').textContent()).toContain(expected.step.sentence);
    for (const { cell } of expected.step.placements) await expect.poll(() => cellAt(page, cell).getAttribute('data-hint')).toBe('placement');
    for (const { cell } of expected.step.removals) await expect.poll(() => cellAt(page, cell).getAttribute('data-hint')).toBe('removal');
    const marked = await page.locator('sudoku-play [role=gridcell][data-hint]').count();
    expect(marked).toBeGreaterThan(expected.step.placements.length + expected.step.removals.length);  // its houses too
    await page.getByRole('button', { name: 'Hint' }).click();
    for (const { cell, digit } of expected.step.placements) await expect.poll(() => cellAt(page, cell).getAttribute('aria-label')).toMatch(new RegExp(`: ${digit}$`));

    // A reload resumes the game.
    const before = await stateOf(page);
    await page.reload();
    await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^A medium puzzle/);
    expect((await stateOf(page)).values).toEqual(before.values);

    // The rest by keyboard: solved, announced, the event fired.
    await page.evaluate(() => document.querySelector('sudoku-play').addEventListener('solved', () => { window.solvedEvent = true; }));
    const { values } = await stateOf(page);
    for (let cell = 0; cell < values.length; cell += 1) {
      if (values[cell] === solution[cell]) continue;
      await cellAt(page, cell).click();
      await page.keyboard.press(String(solution[cell]));
    }
    await expect.poll(() => status(page).textContent()).toMatch(/^Solved in \d+:\d\d!$/);
    expect(await page.evaluate(() => window.solvedEvent)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays 16x16 at 360 px wide with the number pad: a letter placed by the pad, a mark by Shift and a letter key', async () => {
    const made = solver.generateSudoku({ size: 16, seed: 3, difficulty: 'easy' });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}play.html#${made.puzzle}`);
    await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^An easy puzzle/);
    const empty = [...made.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    const lettered = empty.filter((cell) => /[A-G]/.test(made.solution[cell]));
    const [first, second] = lettered;
    await cellAt(page, first).click();
    const pad = page.locator('sudoku-play .pad');
    expect(await pad.isVisible()).toBe(true);
    await pad.getByRole('button', { name: made.solution[first], exact: true }).click();
    await expect.poll(() => cellAt(page, first).getAttribute('aria-label')).toMatch(new RegExp(`: ${made.solution[first]}$`));
    await cellAt(page, second).click();
    await page.keyboard.press(`Shift+Key${made.solution[second]}`);
    await expect.poll(() => cellAt(page, second).getAttribute('aria-label')).toMatch(new RegExp(`candidates ${made.solution[second]}$`));
    const box = await page.locator('sudoku-play .grid').boundingBox();
    expect(box.width).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('opens a game shared by its address: the puzzle and the moves made', async () => {
    const made = solver.generateSudoku({ seed: 12, difficulty: 'easy' });
    const cell = made.puzzle.indexOf('.');
    const other = made.puzzle.indexOf('.', cell + 1);
    const moves = `p${cell}:${made.solution[cell]} m${other}:${made.solution[other]}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}play.html#${made.puzzle}&moves=${encodeURIComponent(moves)}`);
    await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(/^An easy puzzle \(SE \d\.\d\)/);
    expect(await cellAt(page, cell).getAttribute('aria-label')).toMatch(new RegExp(`: ${made.solution[cell]}$`));
    expect(await cellAt(page, other).getAttribute('aria-label')).toMatch(new RegExp(`candidates ${made.solution[other]}$`));
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${made.puzzle}&moves=${moves}`);
    await page.goto(`${server.url}play.html#${'.'.repeat(81)}`);
    await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toBe('Cannot play that puzzle: it has more than one solution.');
    await context.close();
  });
});
