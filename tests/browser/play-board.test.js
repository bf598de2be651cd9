// Play mode's board and how digits get onto it (issue 41, defects 4 and 5 and what players expect):
// whole games by mouse alone at 1280 px and by touch alone at 360 px, 9x9, 16x16, killer and jigsaw, through the
// number pad (every width, each digit's count left, a digit done dimmed) cell first and digit
// first; notes on several cells as one move; the selected cell's houses and digit highlighted;
// repeats flagged with aria-invalid, and the setting that turns that off; killer sums clear of
// digits, notes and cage lines in play and on the solve page.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { addressOf } from '../../web/page/play/address.js';
import { siteUnderTest, STRICT_CSP as CSP } from '../support/chromium.js';

const require = createRequire(import.meta.url);
const site = siteUnderTest({ base: '/games/', headers: { 'Content-Security-Policy': CSP } });
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const status = (page) => page.locator('sudoku-play .status');
const cellAt = (page, cell) => page.locator(`sudoku-play [role=gridcell][data-cell="${cell}"]`);
const padKey = (page, digit) => page.getByRole('group', { name: 'Number pad' }).getByRole('button', { name: SYMBOLS[digit - 1], exact: true });
const game = (page) => page.evaluate(() => {
  const { game: g } = document.querySelector('sudoku-play');
  return { n: g.n, givens: [...g.givens], solution: [...g.solution], values: [...g.values], marks: [...g.marks], moves: g.moves };
});
const loaded = (page) => expect.poll(async () => (await status(page).textContent()) ?? '', { timeout: 60_000 }).toMatch(/puzzle \(SE /);
// Each pad button as assistive technology finds it: name, the count it describes, and its state.
const padState = (page) => page.evaluate(() => {
  const root = document.querySelector('sudoku-play').shadowRoot;
  return [...root.querySelectorAll('.pad button')].map((key) => ({
    // Its name as assistive technology computes it here: the text not hidden from it.
    name: [...key.children].filter((el) => !el.hidden && el.getAttribute('aria-hidden') !== 'true').map((el) => el.textContent).join(''),
    left: key.querySelector('.left').textContent,
    said: root.getElementById(key.getAttribute('aria-describedby')).textContent,
    done: key.classList.contains('done'),
    reachable: !key.disabled && key.tabIndex === 0,
    pressed: key.getAttribute('aria-pressed'),
  }));
});
const classesOf = (page, name) => page.evaluate((cls) => [...document.querySelector('sudoku-play').shadowRoot.querySelectorAll(`[role=gridcell].${cls}`)].map((el) => Number(el.dataset.cell)), name);

async function open(context, puzzle) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${site.url}play.html#${puzzle}`);
  await loaded(page);
  return { page, problems };
}

// A whole game with a pointer alone (`press(x, y)`: a mouse click or a finger's tap there): the
// cells before `split` cell first (the cell, then its digit on the pad), the rest digit first
// (Digit first, a digit picked, then each cell it goes in), to the solved line; no key is pressed.
// The board does not move on the page (the test of defect 6), so each cell and button is found
// once, in the page's coordinates, and pressed at its centre less the page's scroll (which a line
// below the board changing height can move): without Playwright's checks before each press, a
// 16x16 game takes seconds.
async function playByPointer(page, pointer, split) {
  const { n, givens, solution } = await game(page);
  const empty = givens.flatMap((v, cell) => (v ? [] : [cell]));
  await page.locator('sudoku-play .board').evaluate((board) => board.scrollIntoView());
  const centres = (selector) => page.locator(selector).evaluateAll((els) => els.map((el) => {
    const b = el.getBoundingClientRect();
    return [b.x + b.width / 2 + scrollX, b.y + b.height / 2 + scrollY];
  }));
  const press = async (x, y) => {
    const [left, top] = await page.evaluate(() => [scrollX, scrollY]);
    await pointer(x - left, y - top);
  };
  const cells = await centres('sudoku-play [role=gridcell]');
  const keys = await centres('sudoku-play .pad button');
  const [toggle] = await centres('sudoku-play button[name=digitfirst]');
  // Digit first stays on from game to game: off for the cell-first part.
  if (await page.getByRole('button', { name: 'Digit first' }).getAttribute('aria-pressed') === 'true') await press(...toggle);
  for (const cell of empty.slice(0, split)) {
    await press(...cells[cell]);
    await press(...keys[solution[cell] - 1]);
  }
  await press(...toggle);
  for (let digit = 1; digit <= n; digit += 1) {
    const those = empty.slice(split).filter((cell) => solution[cell] === digit);
    if (those.length === 0) continue;
    await press(...keys[digit - 1]);
    for (const cell of those) await press(...cells[cell]);
  }
  await expect.poll(() => page.locator('sudoku-play .won').textContent()).toMatch(/^Solved in \d+:\d\d\. /);
  expect((await padState(page)).every((key) => key.done && key.said === 'all placed' && key.reachable)).toBe(true);
  // Dimmed by more than its color: a dashed border and a check for its count.
  expect(await padKey(page, 1).evaluate((key) => [getComputedStyle(key).borderTopStyle, key.querySelector('.left').textContent])).toEqual(['dashed', '✓']);
}

describe('the play board by pointer alone', () => {
  it('plays whole killer and jigsaw games by mouse at 1280 px and by touch at 360 px', async () => {
    const kinds = [
      ['killer', { cages: true }, 31],
      ['jigsaw', { regions: true }, 32],
    ];
    const screens = [
      [{ viewport: { width: 1280, height: 800 } }, (page) => (x, y) => page.mouse.click(x, y)],
      [{ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, (page) => (x, y) => page.touchscreen.tap(x, y)],
    ];
    for (const [options, pointer] of screens) {
      for (const [kind, variant, seed] of kinds) {
        // A browser of its own each (no saved game to resume before the link is opened).
        const context = await site.browser.newContext(options);
        const made = solver.generateSudoku({ seed, difficulty: 'easy', variant });
        const { page, problems } = await open(context, addressOf({ puzzle: made.puzzle, moves: '', variant: made.variant }).slice(1));
        expect(await page.evaluate(() => document.querySelector('sudoku-play').variant), kind).toEqual(made.variant);
        const { givens } = await game(page);
        await playByPointer(page, pointer(page), Math.floor(givens.filter((v) => !v).length / 4));
        expect((await game(page)).values, kind).toEqual(made.solution.split('').map(Number));
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });

  it('plays a whole 9x9 game by mouse at 1280 px through the pad: counts, a digit done dimmed, repeats flagged, houses and digit highlighted', async () => {
    const made = solver.generateSudoku({ seed: 21, difficulty: 'easy' });
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await open(context, made.puzzle);
    const { givens, solution } = await game(page);
    const count = (digit, values) => 9 - values.filter((v) => v === digit).length;

    // Defect 4: the pad shows at desktop width, a button a digit named by it, with its count.
    expect(await page.locator('sudoku-play .pad').isVisible()).toBe(true);
    const keys = await padState(page);
    expect(keys.map((key) => key.name)).toEqual([...'123456789']);
    for (const [d, key] of keys.entries()) {
      expect(key.left).toBe(String(count(d + 1, givens)));
      expect(key.said).toBe(`${count(d + 1, givens)} left to place`);
      expect(key.pressed).toBe(null);  // cell first: plain buttons
    }

    // A digit that repeats a given of its row: both flagged for assistive technology, and red.
    const cell = givens.indexOf(0);
    const row = Math.floor(cell / 9);
    const given = givens.findIndex((v, c) => v && Math.floor(c / 9) === row);
    await cellAt(page, cell).click();
    await padKey(page, givens[given]).click();
    await expect.poll(() => cellAt(page, cell).getAttribute('aria-invalid')).toBe('true');
    expect(await cellAt(page, given).getAttribute('aria-invalid')).toBe('true');
    expect(await cellAt(page, cell).evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('wavy');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cellAt(page, given).getAttribute('aria-invalid')).toBe(null);

    // The selected cell's row, column and box, and the cells holding its digit, ringed and bold.
    await cellAt(page, given).click();
    expect((await classesOf(page, 'peer')).length).toBe(20);
    const same = givens.flatMap((v, c) => (v === givens[given] ? [c] : []));
    expect((await classesOf(page, 'same')).sort((a, b) => a - b)).toEqual(same);
    const other = same.find((c) => c !== given);
    if (other !== undefined) {
      const look = await cellAt(page, other).evaluate((el) => ({ weight: getComputedStyle(el).fontWeight, outline: getComputedStyle(el).outlineStyle }));
      expect(look).toEqual({ weight: '800', outline: 'dashed' });
    }
    expect(await cellAt(page, given).getAttribute('aria-selected')).toBe('true');

    // A hint's reason right below the board, on a 1280x800 screen (it was below the buttons and
    // Statistics, out of view), in a box that keeps its place: the pad does not move.
    const padTop = async () => (await page.locator('sudoku-play .pad').boundingBox()).y;
    const before = await padTop();
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.getByRole('button', { name: 'Hint' }).click();
    const reason = page.locator('sudoku-play .explanation');
    await expect.poll(() => reason.textContent()).toMatch(/^Hint 2 of 3: /);
    const said = await reason.boundingBox();
    const board = await page.locator('sudoku-play .board').boundingBox();
    expect(said.y).toBeGreaterThanOrEqual(board.y + board.height);
    expect(said.y + said.height).toBeLessThanOrEqual(Math.min(800, before));
    expect(await padTop()).toBe(before);

    // The game to its end, by the pad: half cell first, half digit first.
    const empty = givens.filter((v) => !v).length;
    await playByPointer(page, (x, y) => page.mouse.click(x, y), Math.floor(empty / 2));
    expect((await game(page)).values).toEqual(solution);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a whole 9x9 game by touch at 360 px, digit first with a note on the way, and a whole 16x16 game', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const nine = solver.generateSudoku({ seed: 22, difficulty: 'easy' });
    const { page, problems } = await open(context, nine.puzzle);
    const { givens, solution } = await game(page);
    const cell = givens.indexOf(0);
    // Digit first in pencil mode notes the digit picked; tapped again, the note goes.
    await page.getByRole('button', { name: 'Digit first' }).tap();
    await page.getByRole('button', { name: 'Pencil' }).tap();
    await padKey(page, solution[cell]).tap();
    expect((await padState(page))[solution[cell] - 1].pressed).toBe('true');
    await expect.poll(() => status(page).textContent()).toMatch(new RegExp(`^Noting ${solution[cell]}: click or tap cells\\. Press ${solution[cell]} again, Escape or Digit first to stop\\.$`));
    await cellAt(page, cell).tap();
    await expect.poll(async () => (await game(page)).marks[cell]).toBe(1 << (solution[cell] - 1));
    await cellAt(page, cell).tap();
    await expect.poll(async () => (await game(page)).marks[cell]).toBe(0);
    // Pressed again, the digit is put down: a tap on a cell then only selects it.
    await padKey(page, solution[cell]).tap();
    await cellAt(page, cell).tap();
    expect((await game(page)).marks[cell]).toBe(0);
    await page.getByRole('button', { name: 'Digit first' }).tap();
    expect((await padState(page)).every((key) => key.pressed === null)).toBe(true);
    // In pencil mode a finger dragged across three cells selects them; a digit notes all three.
    const row = givens.findIndex((v, c) => c % 9 < 7 && !v && !givens[c + 1] && !givens[c + 2]);
    const centre = async (c) => { const b = await cellAt(page, c).boundingBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
    const touch = await context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [await centre(row)] });
    for (const c of [row + 1, row + 2]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [await centre(c)] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => classesOf(page, 'selected')).toEqual([row, row + 1, row + 2]);
    // A tap on a machine loaded by the other test files can last long enough to read as a long
    // press, which clicks nothing (seen 1 run in 3 at load 8): the pad is tapped again only if no
    // move came of the first tap (a second note would take the first back).
    const noted = new RegExp(` n${row}\\.${row + 1}\\.${row + 2}:\\+4$`);
    await padKey(page, 4).tap();
    const once = await expect.poll(async () => (await game(page)).moves, { timeout: 3000 }).toMatch(noted).then(() => true, () => false);
    if (!once) await padKey(page, 4).tap();
    await expect.poll(async () => (await game(page)).moves).toMatch(noted);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await page.getByRole('button', { name: 'Pencil' }).tap();
    // Out of pencil mode the page scrolls under a finger on the board.
    expect(await page.locator('sudoku-play .grid').evaluate((grid) => getComputedStyle(grid).touchAction)).toBe('auto');
    await playByPointer(page, (x, y) => page.touchscreen.tap(x, y), 10);

    const sixteen = solver.generateSudoku({ size: 16, seed: 5, difficulty: 'easy' });
    await page.goto(`${site.url}play.html#${sixteen.puzzle}`);
    await loaded(page);
    // Sixteen pad buttons in two rows inside the screen's width.
    const pad = await page.locator('sudoku-play .pad button').evaluateAll((keys) => keys.map((key) => key.getBoundingClientRect()).map(({ right, top }) => ({ right, top })));
    expect(pad).toHaveLength(16);
    expect(new Set(pad.map(({ top }) => top)).size).toBe(2);
    expect(Math.max(...pad.map(({ right }) => right))).toBeLessThanOrEqual(360);
    await playByPointer(page, (x, y) => page.touchscreen.tap(x, y), 20);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a whole 16x16 game by mouse at 1280 px, its letters on the pad', async () => {
    const made = solver.generateSudoku({ size: 16, seed: 6, difficulty: 'easy' });
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await open(context, made.puzzle);
    expect((await padState(page)).map((key) => key.name).join('')).toBe('123456789ABCDEFG');
    await playByPointer(page, (x, y) => page.mouse.click(x, y), 10);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('notes and settings on the play board', () => {
  it('notes a digit on several selected cells as one move (Shift or Ctrl and a click, Shift and an arrow), kept in the address', async () => {
    const made = solver.generateSudoku({ seed: 23, difficulty: 'easy' });
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await open(context, made.puzzle);
    const { givens } = await game(page);
    const [a, b, c] = givens.flatMap((v, cell) => (v ? [] : [cell]));
    await cellAt(page, a).click();
    await cellAt(page, b).click({ modifiers: ['Control'] });
    await cellAt(page, c).click({ modifiers: ['Shift'] });
    expect(await classesOf(page, 'selected')).toEqual([a, b, c]);
    await page.getByRole('button', { name: 'Pencil' }).click();
    await padKey(page, 7).click();
    const bit = 1 << 6;
    await expect.poll(async () => (await game(page)).marks.filter((m) => m === bit).length).toBe(3);
    expect((await game(page)).moves).toBe(`n${a}.${b}.${c}:+7`);
    // All three have it: the same digit takes it off all three, and one Undo puts it back.
    await page.keyboard.press('Shift+Digit7');
    await expect.poll(async () => (await game(page)).marks.filter(Boolean).length).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await game(page)).marks.filter((m) => m === bit).length).toBe(3);
    // Shift and an arrow extend the selection; a plain click leaves one cell selected.
    const start = givens.findIndex((v, cell) => !v && cell % 9 < 8 && !givens[cell + 1]);
    await cellAt(page, start).click();
    await page.keyboard.press('Shift+ArrowRight');
    expect(await classesOf(page, 'selected')).toEqual([start, start + 1]);
    await page.keyboard.press('Shift+Digit2');
    await expect.poll(async () => (await game(page)).moves).toMatch(new RegExp(` n${start}\\.${start + 1}:\\+2$`));
    await page.keyboard.press('Escape');
    expect(await classesOf(page, 'selected')).toEqual([start + 1]);
    // A drag of the mouse across cells selects them; the click that ends it does not undo that.
    const centre = async (c) => { const b = await cellAt(page, c).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
    await page.mouse.move(...await centre(start + 9));
    await page.mouse.down();
    await page.mouse.move(...await centre(start + 10), { steps: 2 });
    await page.mouse.move(...await centre(start + 19), { steps: 2 });
    await page.mouse.up();
    expect(await classesOf(page, 'selected')).toEqual([start + 9, start + 10, start + 19]);
    await cellAt(page, start + 1).click();
    expect(await classesOf(page, 'selected')).toEqual([start + 1]);
    // The shared address replays the notes.
    const { moves, marks } = await game(page);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${made.puzzle}&moves=${moves}`);
    const other = await context.newPage();
    await other.goto(page.url());
    await loaded(other);
    expect((await game(other)).marks).toEqual(marks);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns the flagging of repeats off in Settings, keeps that, and reads a bad stored setting as the default with a word; axe-core finds no serious violation on the board in either scheme', async () => {
    const made = solver.generateSudoku({ seed: 24, difficulty: 'easy' });
    // axe runs as the tester's script: this context alone lifts the page's CSP.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const { page } = await open(context, made.puzzle);
    const { givens } = await game(page);
    const cell = givens.indexOf(0);
    const given = givens.findIndex((v, c) => v && Math.floor(c / 9) === Math.floor(cell / 9));
    await cellAt(page, cell).click();
    await padKey(page, givens[given]).click();
    await expect.poll(() => cellAt(page, cell).getAttribute('aria-invalid')).toBe('true');
    // The board as it is mid-game, checked by axe-core in both schemes: a repeat flagged, notes
    // (the same digit's marked), digit first with a digit picked, the Settings open.
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    await page.getByRole('button', { name: 'Digit first' }).click();
    await padKey(page, givens[given]).click();
    await page.getByText('Settings').click();
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      const results = await page.evaluate(() => window.axe.run({ include: [['sudoku-play']] }, { resultTypes: ['violations'] }));
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`);
      expect(serious, colorScheme).toEqual([]);
    }
    await page.getByRole('button', { name: 'Digit first' }).click();
    const flag = page.getByRole('checkbox', { name: /^Flag a digit that repeats/ });
    expect(await flag.isChecked()).toBe(true);
    await flag.uncheck();
    await expect.poll(() => cellAt(page, cell).getAttribute('aria-invalid')).toBe(null);
    expect(await page.evaluate(() => localStorage.getItem('dlx-wasm:play:settings'))).toBe('{"clashes":false}');
    await page.reload();
    await loaded(page);
    expect(await cellAt(page, cell).getAttribute('aria-invalid')).toBe(null);
    await page.evaluate(() => localStorage.setItem('dlx-wasm:play:settings', '{"clashes":"no","sound":true}'));
    await page.reload();
    await loaded(page);
    await expect.poll(() => cellAt(page, cell).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('sudoku-play .notice p').allTextContents()).toEqual([
      'Your saved settings did not all read ("clashes" is "no", not true or false; "sound" is no setting): the defaults are used for those.',
    ]);
    await context.close();
  });
});

// Defect 5: a cage's sum read into the digit beside it ("16" and a given 5 read "165" on the solve
// page; "26/9" in play), and after Fill candidates at 360 px the sums and the dashed cage lines ran
// through the notes. Measured: each sum's box against the digit's glyphs and each note's, and
// each note inside its cage's lines.
describe('killer sums', () => {
  // In the page: the box of the ink of the digit a cell (or an input) shows centred in its content
  // box, from its font (cap height about 0.72 of the size), and the cell's height.
  const defineGlyph = (page) => page.evaluate(() => {
    const context2d = document.createElement('canvas').getContext('2d');
    window.digitGlyph = (el, text) => {
      const style = getComputedStyle(el);
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const { width } = context2d.measureText(text);
      const c = el.getBoundingClientRect();
      const size = parseFloat(style.fontSize);
      const x = (c.left + parseFloat(style.paddingLeft) + c.right - parseFloat(style.paddingRight)) / 2;
      const y = (c.top + parseFloat(style.paddingTop) + c.bottom - parseFloat(style.paddingBottom)) / 2;
      return { left: x - width / 2, right: x + width / 2, top: y - size * 0.36, bottom: y + size * 0.36, cell: c.height };
    };
  });
  // A digit and its cage's sum read as one number ("165") unless the digit's ink starts a tenth
  // of a cell below the sum's label.
  const below = (sum, glyph) => glyph.top - sum.bottom >= 0.1 * glyph.cell;
  const overlap = (a, b) => a.left < b.right + 0.5 && b.left < a.right + 0.5 && a.top < b.bottom + 0.5 && b.top < a.bottom + 0.5;

  it('keeps each sum on a label of its own, clear of digits and notes, and the notes inside the cage lines, at 360 and 1280 px, in play and on the solve page', async () => {
    const killer = solver.generateSudoku({ seed: 4, difficulty: 'easy', variant: { cages: true } });
    for (const [width, height, touch] of [[360, 740, true], [1280, 800, false]]) {
      const context = await site.browser.newContext({ viewport: { width, height }, hasTouch: touch });
      const { page } = await open(context, `${killer.puzzle}&variant=${encodeURIComponent(JSON.stringify(killer.variant))}`);
      await page.getByRole('button', { name: 'Fill candidates' }).click();
      await expect.poll(() => page.locator('sudoku-play .marks').count()).toBeGreaterThan(40);
      await defineGlyph(page);
      const play = await page.evaluate(() => {
        const root = document.querySelector('sudoku-play').shadowRoot;
        const box = (el) => { const { left, right, top, bottom } = el.getBoundingClientRect(); return { left, right, top, bottom }; };
        const glyphs = (el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        };
        const cells = [...root.querySelectorAll('[role=gridcell]')];
        // The sums' labels (or the sums, where none is drawn).
        const labels = root.querySelector('svg.cages rect') ? [...root.querySelectorAll('svg.cages rect')] : [...root.querySelectorAll('svg.cages text')];
        return {
          labels: labels.map((rect) => ({ box: box(rect), fill: getComputedStyle(rect).fill })),
          paper: getComputedStyle(root.querySelector('.grid')).backgroundColor,
          firsts: cells.filter((el) => el.classList.contains('cage-first')).map((el) => ({
            // The sum's label: what lies under it is hidden.
            sum: box(labels.find((rect) => { const s = box(rect); const c = box(el); return s.left >= c.left && s.left < c.right && s.top >= c.top && s.top < c.bottom; })),
            notes: [...el.querySelectorAll('.marks [data-digit]')].map(glyphs),
            digit: el.querySelector('.marks') || !el.textContent ? null : window.digitGlyph(el, el.textContent),
          })),
          // Each note of a caged cell, and its cell's box less the cage line's inset (0.09 of a cell) and half its stroke.
          notes: cells.filter((el) => el.classList.contains('caged')).flatMap((el) => {
            const c = box(el);
            const inset = (c.right - c.left) * (0.09 + 0.0125);  // the line's middle and half its stroke
            const inner = { left: c.left + inset, right: c.right - inset, top: c.top + inset, bottom: c.bottom - inset };
            return [...el.querySelectorAll('.marks [data-digit]')].map((mark) => ({ note: glyphs(mark), inner }));
          }),
        };
      });
      expect(play.labels.length).toBe(play.firsts.length);
      for (const { fill } of play.labels) expect(fill).toBe(play.paper);
      // A digit below its cage's sum (beside it, the two read as one number); a note not under it.
      expect(play.firsts.filter(({ digit }) => digit).length).toBeGreaterThan(0);
      for (const { sum, digit } of play.firsts) if (digit) expect(below(sum, digit), `${width}: ${JSON.stringify({ sum, digit })}`).toBe(true);
      for (const { sum, notes } of play.firsts) for (const note of notes) expect(overlap(sum, note), `${width}: ${JSON.stringify({ sum, note })}`).toBe(false);
      expect(play.notes.length).toBeGreaterThan(100);
      for (const { note, inner } of play.notes) {
        expect(note.left >= inner.left && note.right <= inner.right && note.top >= inner.top && note.bottom <= inner.bottom, `${width}: ${JSON.stringify({ note, inner })}`).toBe(true);
      }

      // The solve page: each given in a cage's first cell.
      await page.goto(`${site.url}index.html#9/${killer.puzzle}&cages=${encodeURIComponent(killer.variant.cages.trim().replace(/\s+/g, ' '))}`);
      await expect.poll(() => page.locator('sudoku-solver svg.cages text').count()).toBe(play.firsts.length);
      await defineGlyph(page);
      const solve = await page.evaluate(() => {
        const root = document.querySelector('sudoku-solver').shadowRoot;
        const box = (el) => { const { left, right, top, bottom } = el.getBoundingClientRect(); return { left, right, top, bottom }; };
        // The sums' labels (or the sums, where none is drawn).
        const labels = root.querySelector('svg.cages rect') ? [...root.querySelectorAll('svg.cages rect')] : [...root.querySelectorAll('svg.cages text')];
        // Each given under a sum (found by place: the fix's cage-first class is not relied on).
        const inside = (c) => (el) => { const s = box(el); return s.left >= c.left && s.left < c.right && s.top >= c.top && s.top < c.bottom; };
        return [...root.querySelectorAll('.grid input')].filter((input) => input.value && labels.some(inside(box(input))))
          .map((input) => ({ sum: box(labels.find(inside(box(input)))), glyph: window.digitGlyph(input, input.value) }));
      });
      expect(solve.length).toBeGreaterThan(0);
      for (const { sum, glyph } of solve) expect(below(sum, glyph), `solve page, ${width}: ${JSON.stringify({ sum, glyph })}`).toBe(true);
      await context.close();
    }
  });
});
