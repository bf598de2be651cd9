// The exact-cover page (cover.html) in Debian's headless Chromium, served under a sub-path with
// the strict Content-Security-Policy of the Sudoku page's tests.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { EXAMPLES } from '../../web/page/cover/examples.js';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';


const site = siteUnderTest({ base: '/some/where/dlx/', headers: { 'Content-Security-Policy': CSP } });
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

async function openCover(hash = '', viewport = { width: 1100, height: 1200 }) {
  const page = await site.browser.newPage({ viewport });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.goto(`${site.url}cover.html${hash}`);
  // Attached, not visible: an address with view=steps hides the Solve tab once the page has read
  // it, which can be before a visibility check would run.
  await page.getByRole('button', { name: 'Solve', includeHidden: true }).waitFor({ state: 'attached' });
  return { page, problems };
}

const solverStatus = (page) => page.locator('exact-cover-solver .status');
const text = (page) => page.locator('exact-cover-solver textarea');

async function waitForStatus(page, pattern, timeout = 30_000) {
  await expect.poll(() => solverStatus(page).textContent(), { timeout }).toMatch(pattern);
  return solverStatus(page).textContent();
}

// The matrix the search saw after `done` steps, found another way than the page's replay: an
// option with a covered item is out of every column but that of the first of its items covered
// (covering takes an option out of its other items; it is then in no other item's list to cover).
function expectedState(trace, done) {
  const coveredAt = new Map(); // item -> when it was covered
  trace.steps.slice(0, done).forEach((step, at) => {
    if (step.event === 'cover') coveredAt.set(step.item, at);
    if (step.event === 'uncover') coveredAt.delete(step.item);
  });
  const out = [];
  trace.rows.forEach((items, option) => {
    const covered = items.filter((item) => coveredAt.has(item));
    if (covered.length === 0) return;
    const first = covered.reduce((a, b) => (coveredAt.get(a) < coveredAt.get(b) ? a : b));
    for (const item of items) if (item !== first) out.push(`${option}:${item}`);
  });
  return { headers: [...coveredAt.keys()].sort((a, b) => a - b), nodes: out.sort() };
}

async function shownState(page) {
  return page.locator('algorithm-x-stepper').evaluate((element) => {
    const svg = element.shadowRoot.querySelector('svg');
    return {
      headers: [...svg.querySelectorAll('.header.out')].map((g) => Number(g.dataset.item)).sort((a, b) => a - b),
      nodes: [...svg.querySelectorAll('.node.out')].map((n) => `${n.dataset.option}:${n.dataset.item}`).sort(),
      counter: element.shadowRoot.querySelector('.counter').textContent,
    };
  });
}

describe('the exact-cover page', () => {
  it("loads Knuth's example and solves it: rows 1, 4 and 5, marked in the grid", async () => {
    const { page, problems } = await openCover();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=knuth');
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^1 solution/);
    const chosen = await page.locator('exact-cover-solver ol.options li').evaluateAll((items) => items.map((li) => [li.value, li.textContent]));
    expect(chosen).toEqual([[1, 'C E F'], [4, 'A D'], [5, 'B G']]);
    const marked = await page.locator('exact-cover-solver tbody tr').evaluateAll((rows) => rows.flatMap((tr, i) => (tr.classList.contains('chosen') ? [i + 1] : [])));
    expect(marked).toEqual([1, 4, 5]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('steps through the whole search and back, the matrix drawn at each step matching the trace', async () => {
    const { text: knuth } = EXAMPLES.knuth.make();
    const trace = solver.traceExactCover(knuth);
    const { page, problems } = await openCover('#example=knuth&view=steps');
    await expect.poll(async () => (await shownState(page)).counter).toBe(`step 0 of ${trace.steps.length}`);
    await page.getByRole('button', { name: 'Step ▶' }).focus();
    for (let done = 0; done <= trace.steps.length; done += 1) {
      const shown = await shownState(page);
      expect(shown.counter).toBe(`step ${done} of ${trace.steps.length}`);
      expect({ headers: shown.headers, nodes: shown.nodes }).toEqual(expectedState(trace, done));
      const step = trace.steps[done - 1];
      if (step?.event === 'choose') {
        // The item chosen has as many options left in its column as the core counted.
        const left = await page.locator(`algorithm-x-stepper svg .node[data-item="${step.item}"]:not(.out)`).count();
        expect(left).toBe(step.length);
      }
      if (done < trace.steps.length) await page.keyboard.press('ArrowRight');
    }
    const say = await page.locator('algorithm-x-stepper .say').textContent();
    expect(say).toMatch(/^Uncover A/);
    const tree = await page.locator('algorithm-x-stepper .tree').innerText();
    expect(tree).toMatch(/✓ solution/);
    expect(tree).toMatch(/✗ dead end/);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#example=knuth&view=steps&step=${trace.steps.length}`);
    for (let done = trace.steps.length; done > 0; done -= 1) {
      await page.getByRole('button', { name: '◀ Back' }).click();
      const shown = await shownState(page);
      expect({ headers: shown.headers, nodes: shown.nodes }).toEqual(expectedState(trace, done - 1));
    }
    expect((await shownState(page)).counter).toBe(`step 0 of ${trace.steps.length}`);
    expect(await page.locator('algorithm-x-stepper .tree li').count()).toBe(0);
    // The keys, with the drawing focused: End, Home, n and p.
    await page.locator('algorithm-x-stepper .drawing').focus();
    await page.keyboard.press('End');
    expect((await shownState(page)).counter).toBe(`step ${trace.steps.length} of ${trace.steps.length}`);
    await page.keyboard.press('Home');
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    await page.keyboard.press('p');
    expect((await shownState(page)).counter).toBe(`step 1 of ${trace.steps.length}`);
    await page.keyboard.press('Home');
    // Play runs on by itself; Pause holds it.
    await page.locator('algorithm-x-stepper input[name=speed]').fill('30');
    await page.getByRole('button', { name: '▶ Play' }).click();
    await expect.poll(async () => (await shownState(page)).counter, { timeout: 20_000 }).toBe(`step ${trace.steps.length} of ${trace.steps.length}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('counts 8 queens (92) and pentominoes on 3×20 (8) in workers, and shows the count live', async () => {
    const { page, problems } = await openCover('#example=queens&param=8');
    await page.getByRole('button', { name: 'Count' }).click();
    expect(await waitForStatus(page, /^92 solutions/)).toMatch(/nodes\/s\)\.$/);
    await page.locator('exact-cover-solver select[name=example]').selectOption('pentominoes');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=pentominoes&param=6x10');
    await page.locator('exact-cover-solver select[name=param]').selectOption('3x20');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=pentominoes&param=3x20');
    await page.getByRole('button', { name: 'Count' }).click();
    await waitForStatus(page, /^8 solutions/);
    // A long count (6×10: 9,356 tilings, seconds of search) shows its progress as it goes.
    await page.locator('exact-cover-solver select[name=param]').selectOption('6x10');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=pentominoes&param=6x10');
    await page.locator('exact-cover-solver .status').evaluate((status) => {
      window.statuses = [];
      new MutationObserver(() => window.statuses.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Count' }).click();
    await waitForStatus(page, /^9,356 solutions/);
    const seen = await page.evaluate(() => window.statuses);
    expect(seen.some((line) => /^Counting… [\d,]+ solutions so far, [\d,]+ nodes \([\d,]+ nodes\/s\)\.$/.test(line))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Stop ends a long count at once, and the page counts again after it', async () => {
    const { page, problems } = await openCover('#example=pentominoes&param=6x10');
    await page.getByRole('button', { name: 'Count' }).click();
    await waitForStatus(page, /so far/);
    const before = Date.now();
    await page.getByRole('button', { name: 'Stop' }).click();
    await waitForStatus(page, /^Stopped after/, 2_000);
    expect(Date.now() - before).toBeLessThan(2_000); // the count alone takes seconds more
    expect(await page.getByRole('button', { name: 'Count' }).isEnabled()).toBe(true);
    await page.locator('exact-cover-solver select[name=param]').selectOption('3x20');
    await page.getByRole('button', { name: 'Count' }).click();
    await waitForStatus(page, /^8 solutions/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the grid and the text in step, edited either way', async () => {
    const { page, problems } = await openCover();
    await expect.poll(() => text(page).inputValue()).toMatch(/^\| Knuth's example/);
    // A click puts item A into option 1; the text follows.
    await page.getByRole('button', { name: 'Option 1, item A' }).click();
    await expect.poll(() => text(page).inputValue()).toBe('A B C D E F G\nA C E F\nA D G\nB C F\nA D\nB G\nD E G\n');
    expect(await page.getByRole('button', { name: 'Option 1, item A' }).getAttribute('aria-pressed')).toBe('true');
    // A new item, made secondary, and an option through it.
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('checkbox', { name: /Item H is secondary/ }).check();
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('button', { name: 'Option 7, item B' }).click();
    await page.getByRole('button', { name: 'Option 7, item H' }).click();
    await expect.poll(() => text(page).inputValue()).toBe('A B C D E F G | H\nA C E F\nA D G\nB C F\nA D\nB G\nD E G\nB H\n');
    // Typed text redraws the grid; a mistake is named, with its line.
    await text(page).fill('x y | z\nx z\ny\nx y\n');
    await expect.poll(() => page.locator('exact-cover-solver thead input:not([type=checkbox])').evaluateAll((inputs) => inputs.map((i) => i.value))).toEqual(['x', 'y', 'z']);
    const pressed = await page.locator('exact-cover-solver button.cell').evaluateAll((cells) => cells.map((c) => (c.getAttribute('aria-pressed') === 'true' ? 1 : 0)).join(''));
    expect(pressed).toBe('101010110');
    await text(page).fill('x y\nx w\n');
    await waitForStatus(page, /^Cannot read the problem: line 2: option 1: 'w' is not one of the items/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a shared link with its problem, view and step, and Back returns to the problem before', async () => {
    const shared = new URLSearchParams({ text: 'a b c\na b\nc\na\nb c\n', view: 'steps', step: '5' });
    const { page, problems } = await openCover(`#${shared}`);
    await expect.poll(() => text(page).inputValue()).toBe('a b c\na b\nc\na\nb c\n');
    await expect.poll(() => page.getByRole('tab', { name: 'Step through Algorithm X' }).getAttribute('aria-selected')).toBe('true');
    const trace = solver.traceExactCover('a b c\na b\nc\na\nb c\n');
    await expect.poll(async () => (await shownState(page)).counter).toBe(`step 5 of ${trace.steps.length}`);
    expect(await shownState(page)).toMatchObject(expectedState(trace, 5));
    // The step stays in the address (issue 41: it was dropped as the page read it, before the
    // trace was in), so that a reload, or the link shared again, returns to it.
    expect(await page.evaluate(() => location.hash)).toBe(`#${shared}`);
    await page.locator('algorithm-x-stepper button[name=step]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/&step=6$/);
    await page.reload();
    await expect.poll(async () => (await shownState(page)).counter).toBe(`step 6 of ${trace.steps.length}`);
    expect(await page.evaluate(() => location.hash)).toMatch(/&step=6$/);
    await page.getByRole('tab', { name: 'Problem and solutions' }).click();
    await page.locator('exact-cover-solver select[name=example]').selectOption('langford');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=langford&param=7');
    await page.goBack();
    await page.goBack();
    await expect.poll(() => text(page).inputValue()).toBe('a b c\na b\nc\na\nb c\n');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads any address: no problem in it, an unknown example, a step past the end', async () => {
    const { page, problems } = await openCover('#view=steps');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=knuth&view=steps');
    await page.evaluate(() => { location.hash = '#example=nothing'; });
    await waitForStatus(page, /^There is no example "nothing" \(the examples: knuth, matrix, queens, pentominoes, langford, words\)\.$/);
    await page.evaluate(() => { location.hash = '#example=queens&param=4&view=steps&step=100000'; });
    await expect.poll(async () => (await shownState(page)).counter).toMatch(/^step (\d+) of \1$/);
    // A step past the end is the last step, in the address too.
    const last = /^step (\d+)/.exec((await shownState(page)).counter)[1];
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#example=queens&param=4&view=steps&step=${last}`);
    await page.evaluate(() => { location.hash = '#example=queens&param=99'; });
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=queens&param=8');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is found from the Sudoku page, and fits a phone screen', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(site.url);
    await page.getByRole('link', { name: 'Exact cover' }).click();
    await page.getByRole('button', { name: 'Solve' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/some/where/dlx/cover.html');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#example=knuth');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Step through Algorithm X' }).click();
    await expect.poll(async () => (await shownState(page)).counter).toMatch(/^step 0 of/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  // DLX_SCREENSHOTS=docs (npm run screenshot) keeps the pictures the README shows; a plain test run
  // writes them to the system's temporary folder, never into the tree.
  it('takes the screenshots of the step-through and of a tiling', async () => {
    const folder = process.env.DLX_SCREENSHOTS ?? tmpdir();
    const steps = await openCover('#example=knuth&view=steps&step=12', { width: 900, height: 1000 });
    await expect.poll(async () => (await shownState(steps.page)).counter).toMatch(/^step 12 of/);
    await steps.page.waitForTimeout(500); // the links' fade
    writeFileSync(join(folder, 'cover-steps.png'), await steps.page.locator('algorithm-x-stepper').screenshot());
    await steps.page.close();
    const tiling = await openCover('#example=pentominoes&param=6x10', { width: 900, height: 900 });
    await tiling.page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(tiling.page, /^100 solutions/);
    writeFileSync(join(folder, 'cover-tiling.png'), await tiling.page.locator('exact-cover-solver .solution').screenshot());
    await tiling.page.close();
  });
});
