// Every page the site build emits (vite.site.config.js's inputs), each in a used state (a game with
// notes and a hint drawn, a solved puzzle, a step of the search), in both color schemes and at a
// phone's, a tablet's and a desktop's width: axe-core finds no serious or critical violation and
// nothing is wider than the screen. With DLX_SCREENSHOTS=<folder> (npm run screenshot: docs) each
// of those views is also kept as <folder>/screenshots/<page>-<width>-<scheme>.png, to look at.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import siteConfig from '../../vite.site.config.js';
import { siteUnderTest } from '../support/chromium.js';

const require = createRequire(import.meta.url);

const site = siteUnderTest({ base: '/site/' });
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

const PAGES = Object.entries(siteConfig.build.rollupOptions.input).map(([name, path]) => ({ name, file: basename(path) }));
const WIDTHS = [360, 768, 1280];
const HEIGHT = 800;
const SCHEMES = ['light', 'dark'];
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const screenshots = process.env.DLX_SCREENSHOTS ? join(process.env.DLX_SCREENSHOTS, 'screenshots') : null;
// Made afresh: a view renamed or gone leaves no picture behind.
beforeAll(() => {
  if (screenshots) {
    rmSync(screenshots, { recursive: true, force: true });
    mkdirSync(screenshots, { recursive: true });
  }
});

// Each page as a visitor leaves it after using it, in one view or more (each named, the name
// heading its screenshots): what each is for, drawn. A page without an entry here is looked at
// as it opens (a new page gets an entry once it has a state to show).
const cellAt = (page, cell) => page.locator(`sudoku-play [role=gridcell][data-cell="${cell}"]`);
const textOf = async (locator) => (await locator.textContent()) ?? '';

// Play: a game in progress (digits placed, notes) with a hint drawn.
async function playGame(page, made, { fill = false } = {}) {
  const rules = made.variant ? `&variant=${encodeURIComponent(JSON.stringify(made.variant))}` : '';
  await page.goto(`${site.url}play.html#${made.puzzle}${rules}`);
  await expect.poll(() => textOf(page.locator('sudoku-play .status'))).toMatch(/puzzle \(SE/);
  const { puzzle, solution } = made;
  const empty = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  for (const cell of empty.slice(0, 6)) {
    await cellAt(page, cell).click();
    await page.keyboard.press(solution[cell]);
  }
  if (fill) await page.getByRole('button', { name: 'Fill candidates' }).click();
  else {
    for (const cell of empty.slice(6, 9)) {
      await cellAt(page, cell).click();
      for (const digit of [Number(solution[cell]), (Number(solution[cell]) % 9) + 1]) await page.keyboard.press(`Shift+Digit${digit}`);
    }
  }
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect.poll(() => textOf(page.locator('sudoku-play .explanation'))).not.toBe('');
  await expect.poll(() => page.locator('sudoku-play [role=gridcell][data-hint]').count()).toBeGreaterThan(0);
}

const USED = {
  index: {
    // The solve page: Norvig's hardest puzzle, solved.
    async index(page) {
      await page.goto(`${site.url}index.html#9/${NORVIG}`);
      await page.getByRole('button', { name: 'Solve' }).click();
      await expect.poll(() => textOf(page.getByRole('status'))).toMatch(/^Solved/);
    },
  },
  play: {
    play: (page) => playGame(page, solver.generateSudoku({ seed: 41, difficulty: 'medium' })),
    // A killer with every candidate filled in: the cages' sums beside the notes.
    'play-killer': (page) => playGame(page, solver.generateSudoku({ seed: 41, difficulty: 'easy', variant: { cages: true } }), { fill: true }),
  },
  cover: {
    // Exact cover: Knuth's example stepped to a dead end.
    async cover(page) {
      await page.goto(`${site.url}cover.html#example=knuth&view=steps&step=12`);
      await expect.poll(() => textOf(page.locator('algorithm-x-stepper .counter'))).toMatch(/^step 12 of/);
    },
    // Its other view: pentominoes solved, a tiling drawn in the pieces' colors.
    async 'cover-tiling'(page) {
      await page.goto(`${site.url}cover.html#example=pentominoes&param=6x10`);
      await page.getByRole('button', { name: 'Solve' }).click();
      await expect.poll(() => textOf(page.locator('exact-cover-solver .status')), { timeout: 30_000 }).toMatch(/^100 solutions/);
    },
  },
};

const VIEWS = PAGES.flatMap(({ name, file }) => Object.entries(USED[name] ?? {
  async [name](page) {
    await page.goto(`${site.url}${file}`);
    await page.waitForLoadState('networkidle');
  },
}).map(([view, open]) => ({ file, view, open })));

async function seriousViolations(page) {
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

describe('every page, used, in both color schemes and at three widths', () => {
  it('finds the pages in the site build', () => {
    expect(PAGES.map(({ name }) => name)).toEqual(expect.arrayContaining(['index', 'play', 'cover']));
  });

  it.each(VIEWS.map((entry) => [entry.view, entry]))('%s: no serious axe-core violation, no box of its own, nothing wider than the screen (screenshots)', async (_, entry) => {
    // axe runs as the tester's script, so this context alone lifts the page's CSP.
    const context = await site.browser.newContext({ viewport: { width: WIDTHS.at(-1), height: HEIGHT }, bypassCSP: true });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await entry.open(page);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const found = [];
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const view = `${entry.view} at ${width} px, ${colorScheme}`;
        const { wide, boxes } = await page.evaluate(() => {
          // An element whose paper is not the page's shows as a box on it.
          const paper = getComputedStyle(document.documentElement).backgroundColor;
          const hosts = [...document.querySelectorAll('*')].filter((el) => el.shadowRoot);
          return {
            wide: document.documentElement.scrollWidth,
            boxes: hosts.map((el) => [el.localName, getComputedStyle(el).backgroundColor])
              .filter(([, color]) => color !== paper && color !== 'rgba(0, 0, 0, 0)').map(([name, color]) => `${name} on ${color}, the page on ${paper}`),
          };
        });
        if (wide > width) found.push(`${view}: ${wide} px wide`);
        for (const box of boxes) found.push(`${view}: ${box}`);
        // The narrowest and the widest layouts: what shows or hides between them is in one of the two.
        if (width === WIDTHS[0] || width === WIDTHS.at(-1)) {
          for (const violation of await seriousViolations(page)) found.push(`${view}: ${violation}`);
        }
        if (screenshots) {
          const picture = join(screenshots, `${entry.view}-${width}-${colorScheme}.png`);
          writeFileSync(picture, await page.screenshot({ fullPage: true, animations: 'disabled' }));
        }
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
