// Every page the site build emits (vite.site.config.js's inputs), each in a used state (a game with
// notes and a hint drawn, a solved puzzle, a step of the search), in both color schemes and at a
// phone's, a tablet's and a desktop's width, in one browser: axe-core finds no serious or critical
// violation, the short texts axe cannot judge (digits, notes, letters) keep WCAG's contrast, no
// element shows as a box on its page, and nothing is wider than the screen. With
// DLX_SCREENSHOTS=<folder> (npm run screenshot: docs) each view is also kept as
// <folder>/screenshots/<view>-<width>-<scheme>.png, to look at (docs/api.md, "Screenshots").
// One view again: npx vitest run --project browser tests/browser/every-page.test.js -t <view>.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import siteConfig from '../../vite.site.config.js';
import { siteUnderTest } from '../support/chromium.js';
import { photoPath } from '../support/photos.js';

const require = createRequire(import.meta.url);

const site = siteUnderTest({ base: '/site/' });
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// The site's pages: its build's inputs (Vite 8 reads rolldownOptions, and rollupOptions as before).
const { input } = siteConfig.build.rolldownOptions ?? siteConfig.build.rollupOptions;
const PAGES = Object.entries(input).map(([name, path]) => ({ name, file: basename(path) }));
const WIDTHS = [360, 768, 1280];
const HEIGHT = 800;
const SCHEMES = ['light', 'dark'];
const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// A shared photo with a cell the scanner doubts, to show the marks (../shared/data/photos, CC-BY-4.0).
const SCAN_PHOTO = 'image1049.jpg';

const screenshots = process.env.DLX_SCREENSHOTS ? join(process.env.DLX_SCREENSHOTS, 'screenshots') : null;
const pictureOf = (view, width, colorScheme) => `${view}-${width}-${colorScheme}.png`;

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
  // Hint until the board shows one (a hint in stages may first say only where to look).
  const drawn = () => page.locator('sudoku-play [role=gridcell][data-hint]').count();
  for (let press = 1; ; press += 1) {
    await page.getByRole('button', { name: 'Hint' }).click();
    try {
      await expect.poll(drawn, { timeout: press < 3 ? 3000 : 15_000 }).toBeGreaterThan(0);
      break;
    } catch (error) {
      if (press === 3) throw error;
    }
  }
  await expect.poll(() => textOf(page.locator('sudoku-play .explanation'))).not.toBe('');
}

async function solvePage(page, address) {
  await page.goto(`${site.url}index.html#${address}`);
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect.poll(() => textOf(page.getByRole('status'))).toMatch(/^Solved/);
}

const USED = {
  index: {
    // The solve page: Norvig's hardest puzzle, solved.
    index: (page) => solvePage(page, `9/${NORVIG}`),
    // A puzzle explained: its steps listed, one drawn on the grid at its position.
    async 'index-explained'(page) {
      await page.goto(`${site.url}index.html#9/${NORVIG}`);
      await page.getByRole('button', { name: 'Explain', exact: true }).click();
      await page.getByRole('button', { name: 'Show step 5 on the grid' }).click();
    },
    // Scan: a shared photo read (scan.test.js), its grid outlined, the reading to confirm.
    async 'index-scan'(page) {
      await page.goto(`${site.url}index.html`);
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await page.locator('.scan-panel input[name=picture]').setInputFiles(photoPath(SCAN_PHOTO));
      await expect.poll(() => textOf(page.locator('.scan-panel .verdict')), { timeout: 30_000 }).toMatch(/solution/);
    },
    // X and windoku: the digits over both shadings.
    'index-x-windoku': (page) => solvePage(page, `9/${solver.generateSudoku({ seed: 41, variant: { x: true, windoku: true } }).puzzle}&variant=x,windoku`),
  },
  play: {
    play: (page) => playGame(page, solver.generateSudoku({ seed: 41, difficulty: 'medium' })),
    // A killer with every candidate filled in: the cages' sums beside the notes.
    'play-killer': (page) => playGame(page, solver.generateSudoku({ seed: 41, difficulty: 'easy', variant: { cages: true } }), { fill: true }),
  },
  techniques: {
    // A technique's example with every role of a step drawn (house, cells, removal, placement).
    async techniques(page) {
      await page.goto(`${site.url}techniques.html#direct-pointing`);
      await expect.poll(() => page.locator('#direct-pointing figure').getAttribute('data-state')).toBe('drawn');
    },
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

// axe's serious and critical findings, those it could not decide too (a label on an element that
// may not have one), but for contrast, which shortText() judges where axe cannot.
async function seriousViolations(page) {
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations', 'incomplete'] }));
  return [...results.violations, ...results.incomplete.filter((v) => v.id !== 'color-contrast')]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

// The contrast of the text axe leaves undecided, "too short to be text" (a digit, a note), or with
// its background hidden by an overlay (the cages' drawing over the grid): the boards themselves.
// Each element with text of at most 3 characters (an input: its value), its color (with the
// opacity of it and its ancestors) over the first opaque background below it, up through shadow
// roots, against WCAG's 4.5:1 (3:1 for large text). Returns the failures.
function shortTextContrast() {
  const rgba = (color) => {
    const [r, g, b, a = 1] = color.match(/[\d.]+/g).map(Number);
    return { r, g, b, a };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const parentOf = (el) => el.parentElement ?? el.getRootNode().host ?? null;
  const failures = [];
  const check = (el) => {
    if (el instanceof HTMLInputElement && !['text', 'search', 'number', 'tel', 'url', 'email'].includes(el.type)) return;  // no text shown (a range)
    const text = el instanceof HTMLInputElement ? el.value
      : [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.data).join('').trim();
    if (!text || text.length > 3 || el.closest('select, svg') || el.matches(':disabled, [aria-disabled=true]')) return;
    if (!el.checkVisibility({ visibilityProperty: true }) || el.getClientRects().length === 0) return;
    const layers = [];
    let opacity = 1;
    for (let at = el; at; at = parentOf(at)) {
      const style = getComputedStyle(at);
      opacity *= Number(style.opacity);
      const background = rgba(style.backgroundColor);
      if (background.a > 0) layers.push(background);
      if (background.a === 1) break;
    }
    const background = layers.reverse().reduce((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
    const style = getComputedStyle(el);
    const ink = rgba(style.color);
    const seen = over({ ...ink, a: ink.a * opacity }, background);
    const [light, dark] = [luminance(seen), luminance(background)].sort((x, y) => y - x);
    const ratio = (light + 0.05) / (dark + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) {
      const where = el.getAttribute('aria-label') ?? el.closest('[aria-label]')?.getAttribute('aria-label') ?? el.localName;
      failures.push(`'${text}' in ${el.localName}.${[...el.classList].join('.')} (${where}): ${ratio.toFixed(2)}:1, ${style.color} on ${background.r},${background.g},${background.b}`);
    }
  };
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      check(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return failures;
}

// A view renamed or gone leaves no picture behind (a run of some views, -t, keeps the others').
beforeAll(() => {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const made = new Set(VIEWS.flatMap(({ view }) => WIDTHS.flatMap((width) => SCHEMES.map((scheme) => pictureOf(view, width, scheme)))));
  for (const file of readdirSync(screenshots)) if (file.endsWith('.png') && !made.has(file)) rmSync(join(screenshots, file));
});

describe('every page, used, in both color schemes and at three widths', () => {
  it('finds the pages in the site build', () => {
    expect(PAGES.map(({ name }) => name)).toEqual(expect.arrayContaining(['index', 'play', 'cover']));
  });

  // "screenshots" in the title: npm run screenshot runs the tests whose title has it (-t screenshot).
  it.each(VIEWS.map((entry) => [entry.view, entry]))('%s: no serious axe-core violation, digits in contrast, no box of its own, nothing wider than the screen (screenshots)', async (_, entry) => {
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
          for (const failure of await page.evaluate(shortTextContrast)) found.push(`${view}: contrast of ${failure}`);
        }
        if (screenshots) {
          const picture = join(screenshots, pictureOf(entry.view, width, colorScheme));
          writeFileSync(picture, await page.screenshot({ fullPage: true, animations: 'disabled' }));
        }
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
