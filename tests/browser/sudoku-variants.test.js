// The Sudoku page's variants in Chromium, under a sub-path and the strict CSP: a visitor picks each
// variant, loads or generates a puzzle, solves it, and sees its diagonals, windows, regions or cages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';

const fixture = (name) => readFileSync(new URL(`../fixtures/cli/${name}`, import.meta.url), 'utf8');
const CLASSIC = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const JANKO_108 = '8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.';

const site = siteUnderTest({ base: '/some/where/', headers: { 'Content-Security-Policy': CSP } });

async function open(hash = '') {
  const page = await site.browser.newPage({ viewport: { width: 820, height: 1300 } });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${site.url}${hash}`);
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  return { page, problems };
}

const status = (page) => page.locator('sudoku-solver .status');
const waitFor = (page, pattern) => expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(pattern);
const grid = (page) => page.locator('sudoku-solver .grid input').evaluateAll((cells) => cells.map((c) => c.value || '.').join(''));
const marked = (page, name) => page.locator(`sudoku-solver .grid input.${name}`).count();

describe('the Sudoku page with variants', () => {
  it('generates and solves X and windoku, with the diagonals and windows shaded', async () => {
    const { page, problems } = await open();
    await page.getByLabel('Variant').selectOption('x');
    await waitFor(page, /^Rules: X/);
    expect(await marked(page, 'diagonal')).toBe(17);
    await page.getByRole('button', { name: 'Generate' }).click();
    await waitFor(page, /^Generated/);
    expect(decodeURIComponent(await page.evaluate(() => location.hash))).toMatch(/&variant=x$/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitFor(page, /^Solved: the solution is unique/);
    const solved = await grid(page);
    expect(new Set([0, 10, 20, 30, 40, 50, 60, 70, 80].map((c) => solved[c])).size).toBe(9);
    expect(new Set([8, 16, 24, 32, 40, 48, 56, 64, 72].map((c) => solved[c])).size).toBe(9);
    await page.getByLabel('Variant').selectOption('windoku');
    await waitFor(page, /^Rules: Windoku/);
    expect(await marked(page, 'window')).toBe(36);
    expect(await marked(page, 'diagonal')).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("solves Janko's jigsaw with its regions drawn, and the UKPA killer with its cages", async () => {
    const { page, problems } = await open();
    await page.getByLabel('Variant').selectOption('jigsaw');
    await waitFor(page, /^Rules: Jigsaw/);
    // The region borders replace the boxes': row 1 has its thick line after column 5.
    const thick = await page.locator('sudoku-solver .grid input').evaluateAll((cells) => cells.slice(0, 9).map((c) => c.classList.contains('box-right')));
    expect(thick).toEqual([false, false, false, false, true, false, false, false, false]);
    await page.getByLabel('Puzzle text').fill(JANKO_108);
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => grid(page)).toBe(JANKO_108);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitFor(page, /^Solved: the solution is unique/);
    expect(await grid(page)).toBe('845279361359162784281395476467918235574623918136754829928536147792481653613847592');
    // Text it cannot read stops the Load, said as under the classic rules ("Rules: Jigsaw." said over it before).
    await page.getByLabel('Puzzle text').fill('hello world');
    await page.getByRole('button', { name: 'Load' }).click();
    await waitFor(page, /^Cannot load: /);
    expect(await page.getByLabel('Variant').inputValue()).toBe('jigsaw');
    // A classic puzzle with the regions box emptied: back to the classic rules, the picker with it.
    await page.getByLabel('Puzzle text').fill(CLASSIC);
    await page.getByLabel(/^Regions \(jigsaw\)/).fill('');
    await page.getByRole('button', { name: 'Load' }).click();
    await waitFor(page, /^Rules: Classic\.$/);
    expect(await grid(page)).toBe(CLASSIC);
    expect(await page.getByLabel('Variant').inputValue()).toBe('');
    const boxes = await page.locator('sudoku-solver .grid input').evaluateAll((cells) => cells.slice(0, 9).map((c) => c.classList.contains('box-right')));
    expect(boxes).toEqual([false, false, true, false, false, true, false, false, false]);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Puzzle text').fill('');
    await page.getByLabel(/^Cages \(killer\)/).fill(fixture('killer-ukpa-247.cages'));
    await page.getByRole('button', { name: 'Load' }).click();
    await waitFor(page, /^Rules: Killer/);
    expect(await page.locator('sudoku-solver svg.cages text').allTextContents()).toHaveLength(25);
    expect(await page.locator('sudoku-solver .grid input').first().getAttribute('aria-label')).toBe('Row 1, column 1, cage A: sum 20');
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitFor(page, /^Solved: the solution is unique/);
    expect(await grid(page)).toBe('632798154478165392195324786724639815813452679569817243346571928981243567257986431');
    // The address holds the cages: a new visit to it shows the same killer.
    const hash = await page.evaluate(() => location.hash);
    expect(decodeURIComponent(hash)).toMatch(/&cages=AABBDEEGG/);
    const again = await open(hash);
    await expect.poll(() => again.page.locator('sudoku-solver svg.cages text').count()).toBe(25);
    expect(await again.page.getByLabel('Variant').inputValue()).toBe('killer');
    await again.page.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('generates a killer: cages drawn, few or no givens, one solution', async () => {
    const { page, problems } = await open();
    await page.getByLabel('Variant').selectOption('killer');
    await waitFor(page, /^Killer: paste cages/);
    await page.getByRole('button', { name: 'Generate' }).click();
    await waitFor(page, /^Generated/);
    expect(await page.locator('sudoku-solver svg.cages line').count()).toBeGreaterThan(50);
    expect(await page.getByLabel(/^Cages \(killer\)/).inputValue()).toMatch(/=\d+/);
    // The givens too, so that Load gives this very puzzle back.
    expect(await page.getByLabel('Puzzle text').inputValue()).toBe(await grid(page));
    expect(await status(page).textContent()).not.toMatch(/ladder/);
    await page.getByRole('button', { name: 'Check' }).click();
    await waitFor(page, /^Valid: exactly one solution/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('names a bad map and goes on with the classic rules', async () => {
    const { page, problems } = await open();
    await page.locator('sudoku-solver details.paste').evaluate((details) => { details.open = true; });
    await page.getByLabel(/^Regions \(jigsaw\)/).fill('AAAB');
    await page.getByRole('button', { name: 'Load' }).click();
    await waitFor(page, /^Cannot use the variant: the region map has 4 labels; a 9x9 grid has 81 cells\.$/);
    await page.getByRole('button', { name: 'Generate' }).click();
    await waitFor(page, /^Generated/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
