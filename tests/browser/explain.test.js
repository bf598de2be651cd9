// Explaining on the built site, in Debian's headless Chromium under the site's strict
// Content-Security-Policy: the solve page's Hint, Rate and Explain shown as the library gives them
// in Node, "Play this puzzle" opening the grid's puzzle in play mode, a rating's "SE" linked to the
// scale, and the technique page drawing each example's step as the library finds it there.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/sudoku-index.js';
import { loadSudokuModule } from '../../web/lib/sudoku-module.js';
import { logicNames } from '../../web/lib/logic.js';
import { techniqueTitle } from '../../web/lib/sentences.js';
import EXAMPLES from '../../web/page/techniques/examples.js';
import { hintOptions } from '../../web/page/techniques/position.js';
import { puzzles } from '../support/fixtures.js';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';

const require = createRequire(import.meta.url);
const site = siteUnderTest({ base: '/site/', headers: { 'Content-Security-Policy': CSP } });
let solver;
let techniques;
beforeAll(async () => {
  solver = await createSolver();
  techniques = logicNames(await loadSudokuModule()).techniques;
});

// A rated puzzle whose solution takes more than singles (SE 5.4 by Sudoku Explainer).
const PUZZLE = puzzles('9x9-se-rated-diabolical.txt')[0].split(' ')[0].replace(/0/g, '.');

const status = (page) => page.locator('sudoku-solver .status');
const cell = (page, r, c) => page.getByRole('textbox', { name: `Row ${r}, column ${c}`, exact: true });
const waitForStatus = (page, pattern) => expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(pattern);
// The solve grid's cells: value, data-hint, class.
const gridOf = (page) => page.evaluate(() => [...document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.grid input')]
  .map((input) => ({ value: input.value, hint: input.dataset.hint ?? '', solved: input.classList.contains('solved'), shown: input.placeholder })));
// The steps listed under the status line: technique link, its address, SE, sentence.
const stepsShown = (page) => page.evaluate(() => {
  const panel = document.querySelector('sudoku-solver').shadowRoot.querySelector('.logic');
  return panel.hidden ? [] : [...panel.querySelectorAll('li')].map((li) => ({
    title: li.querySelector('.technique a').textContent,
    href: li.querySelector('.technique a').getAttribute('href'),
    se: li.querySelector('.se').textContent,
    sentence: li.querySelector('.sentence').textContent,
  }));
});

async function axeViolations(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} elements, as ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`);
}

describe('explaining on the solve page', () => {
  it('hints, rates and explains a pasted puzzle as the library does, and hands it to play mode', async () => {
    const page = await site.browser.newPage({ viewport: { width: 820, height: 1100 }, reducedMotion: 'reduce' });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(site.url);
    await expect(page.getByRole('link', { name: 'Play this puzzle' }).isVisible()).resolves.toBe(false);  // an empty grid: nothing to play
    // No answer for a grid without exactly one solution, and the status says why.
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await waitForStatus(page, /^No explanation: the puzzle has more than one solution; a logical solution needs exactly one\.$/);
    await page.locator('sudoku-solver details.paste summary').click();
    await page.getByLabel('Puzzle text').fill(PUZZLE);
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(async () => (await gridOf(page)).map((c) => c.value || '.').join('')).toBe(PUZZLE);
    // A given typed again by hand: the grid is the player's too.
    const first = PUZZLE.search(/[1-9]/);
    await cell(page, Math.floor(first / 9) + 1, (first % 9) + 1).click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type(PUZZLE[first]);

    const { step } = solver.hint(PUZZLE);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await waitForStatus(page, new RegExp(`^The next step is an? ${techniqueTitle(step.technique)} \\(SE ${step.se.toFixed(1)}\\), drawn on the grid\\.$`, 'i'));
    // The sentence under its technique's name, not opening with it again.
    expect(await stepsShown(page)).toEqual([{ title: techniqueTitle(step.technique), href: `techniques.html#${step.technique}`, se: `SE ${step.se.toFixed(1)}`, sentence: step.sentence.slice(`${techniqueTitle(step.technique)}: `.length) }]);
    expect(await status(page).getByRole('link', { name: /^SE / }).evaluate((link) => getComputedStyle(link).whiteSpace)).toBe('nowrap');
    const hinted = await gridOf(page);
    for (const { cell: at } of step.placements) expect(hinted[at].hint).toBe('placement');
    for (const { cell: at } of step.removals) expect(hinted[at].hint).toBe('removal');
    for (const { cell: at } of step.cells) expect(['cause', 'removal', 'placement']).toContain(hinted[at].hint);
    expect(await status(page).getByRole('link', { name: `SE ${step.se.toFixed(1)}` }).getAttribute('href')).toBe('techniques.html#se-scale');

    const rating = solver.rate(PUZZLE);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await waitForStatus(page, new RegExp(`^Rated SE ${rating.se.toFixed(1)}, an? ${rating.level} puzzle: its hardest step is an? ${techniqueTitle(rating.hardest)}\\.`, 'i'));
    const rated = await status(page).textContent();
    for (const [technique, n] of Object.entries(rating.counts)) expect(rated.toLowerCase()).toContain(`${techniqueTitle(technique).toLowerCase()} ×${n}`);
    expect(await page.locator('sudoku-solver .logic').isVisible()).toBe(false);

    const { steps } = solver.explain(PUZZLE);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await waitForStatus(page, new RegExp(`^Rated SE ${rating.se.toFixed(1)}`));
    expect(await stepsShown(page)).toEqual(steps.map((s) => ({
      title: techniqueTitle(s.technique), href: `techniques.html#${s.technique}`, se: `SE ${s.se.toFixed(1)}`, sentence: s.sentence.slice(`${techniqueTitle(s.technique)}: `.length),
    })));
    // A step past the first removal, drawn at its position: the digits placed before it, then its cells.
    const k = steps.findIndex((s, i) => i > 0 && s.removals.length > 0);
    await page.getByRole('button', { name: `Show step ${k + 1} on the grid` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Show step ${k + 1} on the grid` }).getAttribute('aria-pressed')).toBe('true');
    // The board comes into view (it is far above the list), and a button under it leads back to the step.
    const inView = (locator) => locator.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; });
    await expect.poll(() => inView(page.locator('sudoku-solver .board'))).toBe(true);
    await page.getByRole('button', { name: `Back to step ${k + 1}` }).click();
    await expect.poll(() => inView(page.getByRole('button', { name: `Show step ${k + 1} on the grid` }))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.querySelector('sudoku-solver').shadowRoot.activeElement?.getAttribute('aria-label'))).toBe(`Show step ${k + 1} on the grid`);
    const shown = await gridOf(page);
    for (const s of steps.slice(0, k)) for (const { cell: at, digit } of s.placements) expect(shown[at]).toMatchObject({ value: String(digit), solved: true });
    // Each removal cell shows the candidates it loses (struck through), not a red cell alone.
    for (const { cell: at } of steps[k].removals) {
      expect(shown[at].hint).toBe('removal');
      expect(shown[at].shown).toBe(steps[k].removals.filter((r) => r.cell === at).map((r) => String(r.digit)).join(''));
    }
    expect(shown.filter((c) => c.solved).length).toBe(steps.slice(0, k).reduce((n, s) => n + s.placements.length, 0));

    // An edit takes the explanation away: it was for the grid as it was.
    await cell(page, 9, 9).click();
    await page.keyboard.press(PUZZLE[80] === '.' ? 'Delete' : 'Backspace');
    await expect.poll(() => stepsShown(page)).toEqual([]);
    expect((await gridOf(page)).filter((c) => c.hint || c.solved)).toEqual([]);
    if (PUZZLE[80] !== '.') await page.keyboard.type(PUZZLE[80]);

    const play = page.getByRole('link', { name: 'Play this puzzle' });
    await expect.poll(() => play.isVisible()).toBe(true);
    await play.click();
    await page.waitForURL(/play\.html#/);
    await expect.poll(async () => (await page.locator('sudoku-play .status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/puzzle \(/);
    expect(await page.evaluate(() => document.querySelector('sudoku-play').puzzle)).toBe(PUZZLE);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers an X puzzle to play under its rules, and shows no serious accessibility violation with a step explained (axe-core, both schemes)', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const context = await site.browser.newContext({ bypassCSP: true, colorScheme });
      const page = await context.newPage();
      await page.goto(`${site.url}#9/${PUZZLE}&variant=x`);
      await expect.poll(() => page.getByRole('link', { name: 'Play this puzzle' }).getAttribute('href'))
        .toBe(`play.html#${PUZZLE}&moves=&variant=${encodeURIComponent('{"x":true}')}`);
      await page.goto(`${site.url}#9/${PUZZLE}`);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => stepsShown(page)).toHaveLength(1);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await context.close();
    }
  });
});

describe('the rating in play mode', () => {
  it('links its "SE" to the scale on the technique page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}play.html`);
    const line = page.locator('sudoku-play .status');
    await expect.poll(async () => (await line.textContent()) ?? '', { timeout: 30_000 }).toMatch(/^A medium puzzle \(SE \d\.\d\)/);
    const link = line.getByRole('link', { name: /^SE \d\.\d$/ });
    expect(await link.getAttribute('href')).toBe('techniques.html#se-scale');
    expect(await link.getAttribute('title')).toMatch(/^SE: the Sudoku Explainer scale\./);
    await page.close();
  });
});

describe('the technique page', () => {
  // Each section's state, caption and board (data-hint per cell) as the page shows them.
  // A technique no position shows (examples.js's `none`) has its words and no board.
  const sectionsOf = (page) => page.evaluate(() => [...document.querySelectorAll('section.technique')].map((section) => (section.querySelector('p.none') ? { id: section.id, state: 'none' } : {
    id: section.id,
    state: section.querySelector('figure').dataset.state,
    caption: section.querySelector('figcaption').textContent,
    source: section.querySelector('.source').textContent,
    marked: [...section.querySelector('.example').shadowRoot.querySelectorAll('[role=gridcell]')].flatMap((cell, i) => (cell.querySelector('.marks') ? [i] : [])),
    hints: [...section.querySelector('.example').shadowRoot.querySelectorAll('[role=gridcell]')].map((cell) => (cell.dataset.hint ?? '').split(' ')),
    // Cells holding a digit, as their labels say ("Row 1, column 2: 4, given").
    filled: [...section.querySelector('.example').shadowRoot.querySelectorAll('[role=gridcell]')].filter((cell) => /^[^:]*: [1-9](?:, given)?(?:;|$)/.test(cell.getAttribute('aria-label'))).length,
  })));
  const stateOf = (technique) => (EXAMPLES.find((e) => e.technique === technique)?.none ? 'none' : 'drawn');
  const shownCount = EXAMPLES.filter((e) => !e.none).length;

  it('shows the technique its address names, each drawn with the step the library finds at its example, and goes from one to the next', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${site.url}techniques.html#${techniques[0]}`);
    // Every step is worked out (the one shown first, then the others in order).
    await expect.poll(async () => (await sectionsOf(page)).map((s) => s.state).join(' '), { timeout: 60_000 }).toBe(techniques.map(stateOf).join(' '));
    const sections = await sectionsOf(page);
    expect(sections.map((s) => s.id)).toEqual(techniques);
    for (const [i, example] of EXAMPLES.entries()) {
      // One technique shown at a time: the one the address names, reached by the previous one's "next" link.
      if (i > 0) await page.locator(`#${techniques[i - 1]} .neighbours a`).last().click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${example.technique}`);
      expect(await page.locator('section.technique:visible').evaluateAll((all) => all.map((el) => el.id))).toEqual([example.technique]);
      // The title follows on hashchange, which may come after the hash is read: waited for.
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${techniqueTitle(example.technique).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      if (example.none) continue;
      const { step } = solver.hint(example.puzzle, hintOptions(example));
      const shown = sections[i];
      expect(shown.caption, example.technique).toBe(`${step.sentence} (SE ${step.se.toFixed(1)})`);
      // Where the position is from, in a player's words (no generator call, no file name).
      expect(shown.source, example.technique).toMatch(/^From (?:puzzle \d+ of the [\w-]+ collection|a puzzle the generator made), at step \d+ of its solution\.$/);
      // A killer shows the marks of the step's cells only: nine in every cell ran into the cage sums.
      if (example.variant?.cages) {
        const named = new Set([...step.cells, ...step.removals, ...step.placements].map(({ cell }) => cell));
        expect(shown.marked.length, example.technique).toBeGreaterThan(0);
        for (const cell of shown.marked) expect(named.has(cell), `${example.technique}: marks in cell ${cell}`).toBe(true);
      }
      for (const { cell } of step.placements) expect(shown.hints[cell], example.technique).toContain('placement');
      for (const { cell } of step.removals) expect(shown.hints[cell], example.technique).toContain('removal');
      expect(shown.filled, example.technique).toBe([...example.puzzle].filter((c) => c !== '.').length + [...example.entries].filter((c) => c !== '.').length);
    }
    expect(await page.locator(`#${techniques.at(-1)} .neighbours a`).last().textContent()).toBe('All techniques');
    // The list, easiest first by the library's values, each with its range where a step of it can rate more.
    const values = [...solver.techniques()].sort((a, b) => a.se - b.se || (a.top ?? Infinity) - (b.top ?? Infinity));
    const said = ({ se, top }) => `SE ${se.toFixed(1)}${top === null ? " and up, by the chain's length" : top > se ? ` to ${top.toFixed(1)}` : ''}`;
    expect(await page.locator('.contents li').allTextContents()).toEqual(values.map((v) => `${techniqueTitle(v.technique)} (${said(v)})`));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no serious or critical accessibility violation (axe-core), in either color scheme', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const context = await site.browser.newContext({ bypassCSP: true, colorScheme, viewport: { width: 360, height: 800 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${site.url}techniques.html`);
      await expect.poll(() => page.locator('figure[data-state=drawn]').count(), { timeout: 60_000 }).toBe(shownCount);
      expect(await axeViolations(page), `${colorScheme}, the list`).toEqual([]);
      // A step with every role drawn (a house, its cells, a removal, a placement), and a killer's cages.
      for (const technique of ['direct-pointing', 'cage-combination']) {
        await page.evaluate((id) => { location.hash = id; }, technique);
        await expect.poll(() => page.locator(`#${technique}`).isVisible()).toBe(true);
        expect(await axeViolations(page), `${colorScheme}, ${technique}`).toEqual([]);
      }
      await context.close();
    }
  });
});
