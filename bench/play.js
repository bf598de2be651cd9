// Play mode's budgets as the player meets them (a benchmark, not a test): a new 9x9 game at each
// level and variant, timed from the press of New to the game on the board (its `game` event:
// generateSudoku in the element's worker, the puzzle read and set up, the board drawn), twice: made
// then (the puzzle the element makes ahead for the next New dropped first, as when the player
// changed a picker) and made ahead (New pressed once the one made ahead is ready, as after a game
// played for a while); and a hint,
// from the press of Hint to its first stage shown. All through <sudoku-play> on the built site in
// Chromium (Debian's, headless), 1280 px wide; the workers warmed up by one game first. Each New
// draws its own seed, as a player's does. Budgets (issue 41): a hint <= 50 ms, a new 9x9 game at
// any level <= 500 ms.
// Usage: node bench/play.js [GAMES=5] [VARIANTS=classic,x,windoku,x+windoku,jigsaw,killer] [LEVELS=easy,...]
import { launchChromium, serve } from '../tests/support/chromium.js';
import { buildSite, SITE_DIR } from '../tools/size.js';

const [gamesArg = '5', variantsArg = 'classic,x,windoku,x+windoku,jigsaw,killer', levelsArg = 'easy,medium,hard,expert,extreme'] = process.argv.slice(2);
const games = Number(gamesArg);
const variants = variantsArg.split(',');
const levels = levelsArg.split(',');
// The picker's value of each variant (VARIANT_CHOICES, web/page/sudoku-variant-view.js).
const PICKED = { classic: '', x: 'x', windoku: 'windoku', 'x+windoku': 'x,windoku', jigsaw: 'jigsaw', killer: 'killer' };
const HINT_BUDGET = 50;
const NEW_BUDGET = 500;

await buildSite();
const site = await serve(SITE_DIR);
const browser = await launchChromium();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await page.goto(`${site.url}play.html`);
await page.waitForFunction(() => document.querySelector('sudoku-play').game, null, { timeout: 60_000 });
// The puzzle made ahead started at once, not 3 s after each game: the bench does not wait.
await page.evaluate(() => { document.querySelector('sudoku-play').ahead.after = 0; });

// One press of New on the picked variant and level: ms to the `game` event. The click is the
// element's own (no driver round trip inside the time). The puzzle being made ahead is waited for
// first (untimed: the element starts it 3 s after a game begins, here at once); `fresh`: then
// dropped, so that New makes its own.
function newGame(variant, level, fresh = true) {
  return page.evaluate(async ([value, picked, dropAhead]) => {
    const play = document.querySelector('sudoku-play');
    await play.ahead.settled();
    if (dropAhead) play.ahead.drop();
    const root = play.shadowRoot;
    root.querySelector('select[name=variant]').value = value;
    root.querySelector('select[name=level]').value = picked;
    const before = play.game;
    return new Promise((resolve, reject) => {
      const started = performance.now();
      play.addEventListener('game', () => resolve(performance.now() - started), { once: true });
      root.querySelector('button[name=new]').click();
      // A failure says so in the status and starts no game.
      const watch = setInterval(() => {
        if (play.game !== before) return clearInterval(watch);
        const said = root.querySelector('.status').textContent;
        if (/^Could not/.test(said)) {
          clearInterval(watch);
          reject(new Error(said));
        }
        return undefined;
      }, 50);
    });
  }, [PICKED[variant], level, fresh]);
}

// One press of Hint on the game on the board: ms to its first stage shown (the worker's answer;
// the first press of a page also loads hints.js). The puzzle being made ahead is
// waited for first (untimed): in the element it starts 3 s after a game begins, so that a hint
// asked at once does not share the device with it.
function hint() {
  return page.evaluate(async () => {
    const play = document.querySelector('sudoku-play');
    await play.ahead.settled();
    const root = play.shadowRoot;
    const explanation = root.querySelector('.explanation');
    const status = root.querySelector('.status');
    return new Promise((resolve) => {
      const started = performance.now();
      const seen = new MutationObserver(() => {
        if (explanation.textContent !== '' || /^No hint/.test(status.textContent)) {
          seen.disconnect();
          resolve(performance.now() - started);
        }
      });
      seen.observe(root, { subtree: true, childList: true, characterData: true });
      root.querySelector('button[name=hint]').click();
    });
  });
}

const ms = (t) => (t < 10 ? t.toFixed(1) : t.toFixed(0));
const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], slowest: sorted.at(-1) };
};
const cell = (times, budget) => {
  const { median, slowest } = spread(times);
  return `${ms(median)} / ${ms(slowest)}${slowest > budget ? ' (over)' : ''}`;
};

// The workers started (the module loaded) before anything is timed.
await newGame('classic', 'easy');
await hint();

const hints = [];
const rows = [];
const aheadRows = [];
const hintRows = [];
for (const variant of variants) {
  const row = [];
  const aheadRow = [];
  const variantHints = [];
  for (const level of levels) {
    const times = [];
    const aheadTimes = [];
    for (let g = 0; g < games; g += 1) {
      times.push(await newGame(variant, level));
      variantHints.push(await hint());
      aheadTimes.push(await newGame(variant, level, false));
    }
    row.push(cell(times, NEW_BUDGET));
    aheadRow.push(cell(aheadTimes, NEW_BUDGET));
  }
  rows.push(`| ${variant} | ${row.join(' | ')} |`);
  aheadRows.push(`| ${variant} | ${aheadRow.join(' | ')} |`);
  hintRows.push(`| ${variant} | ${cell(variantHints, HINT_BUDGET)} | ${variantHints.filter((t) => t > HINT_BUDGET).length} of ${variantHints.length} |`);
  hints.push(...variantHints);
}
const version = (await browser.version());
console.log(`play mode as the player gets it (${new Date().toISOString().slice(0, 10)}, Chromium ${version}, built site, 1280 px): ms median / slowest of ${games} games a cell, from New to the game on the board, the puzzle made then`);
console.log(`(budget ${NEW_BUDGET} ms for a 9x9 at any level; "(over)": the slowest passed it)\n`);
console.log(`| 9×9 variant | ${levels.join(' | ')} |`);
console.log(`|---|${levels.map(() => '---').join('|')}|`);
for (const row of rows) console.log(row);
console.log(`\nNew again on the same pickers once the puzzle made ahead is ready (as after a game): ms median / slowest\n`);
console.log(`| 9×9 variant | ${levels.join(' | ')} |`);
console.log(`|---|${levels.map(() => '---').join('|')}|`);
for (const row of aheadRows) console.log(row);
const { median, slowest } = spread(hints);
const over = hints.filter((t) => t > HINT_BUDGET).length;
console.log(`\nHint, from the press to its first stage (where to look), on each new game's first position: ms median / slowest (budget ${HINT_BUDGET} ms)\n`);
console.log('| 9×9 variant | hint | over the budget |');
console.log('|---|---|---|');
for (const row of hintRows) console.log(row);
console.log(`| all | ${ms(median)} / ${ms(slowest)} | ${over} of ${hints.length} |`);
await browser.close();
await site.close();
