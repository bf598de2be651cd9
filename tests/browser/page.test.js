// The real page in Debian's headless Chromium, served over http under a sub-path.
import { describe, expect, it } from 'vitest';
import { puzzles } from '../support/fixtures.js';
import { isSolutionOf } from '../support/sudoku-check.js';
import { createSolver } from '../../web/lib/index.js';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const site = siteUnderTest({ base: '/some/where/dlx/' }, { base: '/strict/', headers: { 'Content-Security-Policy': CSP } });

async function openPage(url = site.url, viewport = { width: 820, height: 1100 }) {
  const page = await site.browser.newPage({ viewport });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  return { page, problems };
}

const cell = (page, r, c) => page.getByRole('textbox', { name: `Row ${r}, column ${c}`, exact: true });
const status = (page) => page.getByRole('status');

async function gridText(page) {
  return page.evaluate(() =>
    [...document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.grid input')].map((i) => i.value || '.').join(''),
  );
}

async function waitForStatus(page, pattern) {
  await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(pattern);
}

describe('the page', () => {
  it('solves a 9x9 puzzle typed in with the keyboard', async () => {
    const { page, problems } = await openPage();
    await cell(page, 1, 1).click();
    for (let i = 0; i < 81; i += 1) {
      if (NORVIG[i] !== '.') await page.keyboard.type(NORVIG[i]);
      if (i % 9 < 8) await page.keyboard.press('ArrowRight');
      else if (i < 80) {
        await page.keyboard.press('ArrowDown');
        for (let k = 0; k < 8; k += 1) await page.keyboard.press('ArrowLeft');
      }
    }
    expect(await gridText(page)).toBe(NORVIG);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique \([\d.]+ ms, [\d,]+ search nodes\)\.$/);
    const solved = await gridText(page);
    expect(isSolutionOf(NORVIG, solved)).toBe(true);
    // Solver digits look different from the givens.
    const classes = await page.evaluate(() =>
      [...document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.grid input')].map((i) => i.className),
    );
    expect(classes[0]).not.toContain('solved');
    expect(classes[1]).toContain('solved');
    // The puzzle went into the address.
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#9/${NORVIG}`);
    // Backspace clears a cell; the solver's digits go with the edit.
    await cell(page, 1, 1).click();
    await page.keyboard.press('Backspace');
    expect(await gridText(page)).toBe(`.${NORVIG.slice(1)}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('solves a 16x16 puzzle pasted in the A-P judge alphabet, shown in 1-9/A-G', async () => {
    const { page, problems } = await openPage();
    const digits = puzzles('16x16-janko55.txt')[4];
    const letters = [...digits].map((c) => (c === '.' ? '-' : 'ABCDEFGHIJKLMNOP'['123456789ABCDEFG'.indexOf(c)]));
    const block = Array.from({ length: 16 }, (_, r) => letters.slice(r * 16, r * 16 + 16).join('')).join('\n');
    await page.getByText('Paste a puzzle', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Puzzle text' }).fill(block);
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => gridText(page)).toBe(digits);
    expect(await page.getByLabel('Size').inputValue()).toBe('16');
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    expect(isSolutionOf(digits, await gridText(page))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes a whole puzzle pasted onto the grid', async () => {
    const { page } = await openPage();
    await cell(page, 3, 3).click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const target = document.querySelector('sudoku-solver').shadowRoot.activeElement;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, NORVIG);
    await expect.poll(() => gridText(page)).toBe(NORVIG);
    await page.close();
  });

  it('loads the puzzle in the URL, and Back returns to it after another is loaded', async () => {
    const line = puzzles('9x9-top95.txt')[3];
    const { page } = await openPage(`${site.url}#9/${line}`);
    await expect.poll(() => gridText(page)).toBe(line);
    await page.getByLabel('Sample').selectOption({ index: 1 });
    await expect.poll(() => gridText(page)).not.toBe(line);
    await page.goBack();
    await expect.poll(() => gridText(page)).toBe(line);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    expect(isSolutionOf(line, await gridText(page))).toBe(true);
    await page.close();
  });

  it('keeps its status line true after Back and after an empty Load (issue 41): the rules named, the first entry an empty grid', async () => {
    const { page, problems } = await openPage();
    await page.getByLabel('Sample').selectOption({ index: 1 });
    await waitForStatus(page, /^Loaded /);
    const sample = await gridText(page);
    const variant = page.locator('sudoku-solver select[name=variant]');
    await variant.selectOption('windoku');
    await waitForStatus(page, /^Rules: Windoku\.$/);
    // Back to the classic rules, by the picker or by Back: said (the windoku line once stayed up).
    await variant.selectOption('');
    await waitForStatus(page, /^Rules: Classic\.$/);
    await page.goBack();
    await waitForStatus(page, /^Rules: Windoku\.$/);
    await page.goBack();
    await waitForStatus(page, /^Rules: Classic\.$/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    // Back to the page as it opened (no puzzle in the address): the empty grid, not the solved
    // sample under "Solved"; Forward brings the sample back.
    await page.goBack();
    await waitForStatus(page, /^Back to the empty grid\.$/);
    expect(await gridText(page)).toBe('.'.repeat(81));
    expect(await page.evaluate(() => location.hash)).toBe('');
    await page.goForward();
    await expect.poll(() => gridText(page)).toBe(sample);
    // Load with nothing pasted says so, in place of the line before it.
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved/);
    await page.locator('sudoku-solver summary').click();
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await waitForStatus(page, /^Nothing to load: paste a puzzle under "Paste a puzzle"/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows what it cannot read in a link with a stray %, and stays usable', async () => {
    const broken = `${NORVIG.slice(0, 40)}%zz${NORVIG.slice(43)}`;
    const { page, problems } = await openPage(`${site.url}#9/${broken}`);
    await waitForStatus(page, /^Cannot load: symbol '%' at row 5, column 5 is not allowed in a 9x9 puzzle/);
    await page.getByLabel('Sample').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('flags clashing givens cell by cell before any search', async () => {
    const { page } = await openPage();
    await cell(page, 2, 1).fill('7');
    await cell(page, 2, 9).fill('7');
    await cell(page, 5, 5).fill('3');
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Clashing givens: row 2 column 1, row 2 column 9\./);
    expect(await cell(page, 2, 1).getAttribute('aria-invalid')).toBe('true');
    expect(await cell(page, 2, 9).getAttribute('aria-invalid')).toBe('true');
    expect(await cell(page, 5, 5).getAttribute('aria-invalid')).toBe(null);
    await page.close();
  });

  it('Check tells a puzzle with two solutions from a valid one', async () => {
    const { page } = await openPage(`${site.url}#9/${'1' + '.'.repeat(80)}`);
    await expect.poll(() => gridText(page)).toBe(`1${'.'.repeat(80)}`);
    await page.getByRole('button', { name: 'Check' }).click();
    await waitForStatus(page, /^Not valid: more than one solution/);
    await page.getByLabel('Sample').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Check' }).click();
    await waitForStatus(page, /^Valid: exactly one solution/);
    await page.close();
  });

  it('Stop ends a long search at once, and Clear is handled while one runs', async () => {
    const hard = puzzles('25x25-frisch18.txt')[0];
    const { page, problems } = await openPage(`${site.url}#25/${hard}`);
    await expect.poll(() => gridText(page)).toBe(hard);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solving/);
    await expect(page.getByRole('button', { name: 'Stop' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Stop' }).click();
    await waitForStatus(page, /^Stopped after \d+ ms\.$/);
    expect(await page.getByRole('button', { name: 'Solve' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solving/);
    await page.getByRole('button', { name: 'Clear' }).click();
    await waitForStatus(page, /^Cleared\.$/);
    expect(await gridText(page)).toBe('.'.repeat(625));
    // A fresh worker serves the next search.
    await page.getByLabel('Sample').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works under a strict Content-Security-Policy sent as a header', async () => {
    const { page, problems } = await openPage(`${site.urls[1]}#9/${NORVIG}`);
    await page.evaluate(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
    });
    await expect.poll(() => gridText(page)).toBe(NORVIG);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: the solution is unique/);
    expect(isSolutionOf(NORVIG, await gridText(page))).toBe(true);
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('embeds as <sudoku-solver> on a bare page, its styles kept apart from the host', async () => {
    const { page, problems } = await openPage(`${site.url}tests/browser/bare.html`);
    const inner = cell(page, 1, 1);
    expect(await inner.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
    const host = page.getByRole('textbox', { name: 'Host input' });
    expect(await host.evaluate((el) => getComputedStyle(el).fontSize)).toBe('31px');
    await inner.fill('1');
    await cell(page, 2, 3).fill('1');
    await page.getByRole('button', { name: 'Check' }).click();
    await waitForStatus(page, /^Not valid: more than one solution/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solved: one of several solutions/);
    expect(isSolutionOf('1.....1.........', await gridText(page))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Generate makes a puzzle in the worker; a seed gives the same puzzle in Chromium as in Node', async () => {
    const { page, problems } = await openPage();
    await page.getByLabel('Difficulty').selectOption('hard');
    await page.getByRole('button', { name: 'Generate' }).click();
    await waitForStatus(page, /^Generated a hard 9×9 puzzle: \d+ givens, SE \d\.\d, exactly one solution \(seed \d+, \d+ ms\)\.$/);
    const se = Number((await page.getByRole('status').textContent()).match(/SE (\d\.\d)/)[1]);
    expect(se).toBeGreaterThanOrEqual(3.5);  // hard is SE 3.5 to 4.4
    expect(se).toBeLessThanOrEqual(4.4);
    const generated = await gridText(page);
    expect(generated).toMatch(/^[1-9.]{81}$/);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#9/${generated}`);
    await page.getByRole('button', { name: 'Check' }).click();
    await waitForStatus(page, /^Valid: exactly one solution/);

    const requests = [{ seed: 2026 }, { seed: 7, size: 16, symmetry: 'mirror' }, { seed: 99, difficulty: 'medium' }];
    // A string, so the test runner leaves its import() alone: it runs in the page.
    const inBrowser = await page.evaluate(`(async () => {
      const { createSolver } = await import(${JSON.stringify(`${site.url}web/lib/index.js`)});
      const solver = await createSolver();
      return ${JSON.stringify(requests)}.map((r) => solver.generateSudoku(r));
    })()`);
    const node = await createSolver();
    expect(inBrowser).toEqual(requests.map((r) => node.generateSudoku(r)));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('dlx-wasm/worker: results, errors with their place, and AbortSignal cancellation', async () => {
    const { page } = await openPage();
    const hard = puzzles('25x25-frisch18.txt')[0];
    // A string, so the test runner leaves its import() alone: it runs in the page.
    const outcome = await page.evaluate(`(async () => {
      const { createWorkerSolver } = await import(${JSON.stringify(`${site.url}web/worker/client.js`)});
      const solver = createWorkerSolver();
      const out = {};
      out.queens = (await solver.queens(8, { countOnly: true })).count;
      try { await solver.sudoku('.'.repeat(20) + '#' + '.'.repeat(60)); } catch (e) {
        out.error = { name: e.name, row: e.row, column: e.column, message: e.message };
      }
      const controller = new AbortController();
      const started = performance.now();
      const long = solver.sudoku(${JSON.stringify(hard)}, { signal: controller.signal });
      setTimeout(() => controller.abort(), 200);
      try { await long; out.aborted = 'finished'; } catch (e) { out.aborted = e.name; }
      out.abortMs = performance.now() - started;
      out.after = (await solver.sudoku(${JSON.stringify(NORVIG)})).count;
      const budget = await solver.sudoku(${JSON.stringify(hard)}, { maxNodes: 50 });
      out.budget = { complete: budget.complete, stopped: budget.stopped, nodes: budget.nodes };
      solver.terminate();
      return out;
    })()`);
    expect(outcome.queens).toBe(92);
    expect(outcome.error).toMatchObject({ name: 'RangeError', row: 3, column: 3 });
    expect(outcome.error.message).toMatch(/^symbol '#' at row 3, column 3/);
    expect(outcome.aborted).toBe('AbortError');
    expect(outcome.after).toBe(1);
    expect(outcome.budget).toEqual({ complete: false, stopped: 'maxNodes', nodes: 50 });
    await page.close();
  });

  it('dlx-wasm/worker with 2 workers splits a search and finds what one search finds', async () => {
    const { page } = await openPage();
    const hard = puzzles('25x25-frisch18.txt')[2];
    const outcome = await page.evaluate(`(async () => {
      const { createWorkerSolver } = await import(${JSON.stringify(`${site.url}web/worker/client.js`)});
      const solver = createWorkerSolver({ workers: 2, sliceNodes: 100000 });
      const hard = await solver.sudoku(${JSON.stringify(hard)});
      const small = createWorkerSolver({ workers: 2, sliceNodes: 3 });
      const all = await small.sudoku('.'.repeat(16), { limit: Infinity });
      solver.terminate();
      small.terminate();
      return { hard, all: { count: all.count, distinct: new Set(all.solutions).size, complete: all.complete } };
    })()`);
    const node = (await createSolver()).sudoku(hard);
    expect(outcome.hard).toMatchObject({ count: 1, complete: true, solutions: node.solutions });
    expect(outcome.hard.nodes).toBeGreaterThan(100000);
    expect(outcome.all).toEqual({ count: 288, distinct: 288, complete: true });
    await page.close();
  });
});

describe('typing', () => {
  it('takes back the refusal of a symbol once a good one or a blank is typed (player report item 14)', async () => {
    const { page, problems } = await openPage();
    await cell(page, 1, 1).fill('x');
    await expect.poll(async () => (await status(page).textContent()) ?? '').toMatch(/^'X' is not a symbol of a 9×9 puzzle/);
    await cell(page, 1, 2).fill('0');
    await expect.poll(async () => (await status(page).textContent()) ?? '').toBe('');
    await cell(page, 1, 1).fill('x');
    await cell(page, 1, 3).fill('7');
    await expect.poll(async () => (await status(page).textContent()) ?? '').toBe('');
    expect(await cell(page, 1, 3).inputValue()).toBe('7');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('on a phone', () => {
  it('keeps the grid within the page\'s margins, and the cages over its cells (player report item 13)', async () => {
    const { page, problems } = await openPage(site.url, { width: 360, height: 740 });
    await page.getByLabel('Variant').selectOption('killer');
    const boxes = await page.evaluate(() => {
      const root = document.querySelector('sudoku-solver').shadowRoot;
      const box = (element) => element.getBoundingClientRect().toJSON();
      const grid = root.querySelector('.grid');
      const inside = grid.getBoundingClientRect();
      return { grid: box(grid), cages: box(root.querySelector('svg.cages')), border: getComputedStyle(grid).borderLeftWidth, page: document.documentElement.clientWidth, inside };
    });
    const left = boxes.grid.left;
    const right = boxes.page - boxes.grid.right;
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    const border = parseFloat(boxes.border);
    expect(boxes.cages.left).toBeCloseTo(boxes.grid.left + border, 0);
    expect(boxes.cages.width).toBeCloseTo(boxes.grid.width - 2 * border, 0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
