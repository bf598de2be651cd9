// What New asks the generator for, by size, level and variant, and what the player is told while
// it works. The costs are docs/api.md's generation table ("Bounding a long call"): a 9x9 takes a
// second or two at most; a 16x16 under a variant can take several seconds (at extreme, windoku and
// jigsaw up to a minute); a minimal 16x16 killer takes 15 s and more, so a 16x16 killer is made
// with a fixed number of givens instead (below). Each is made in a worker, its seconds counted in
// the status, with a Cancel button beside New (sudoku-play.js).

// Above 16x16 neither killers nor drawn jigsaw regions are generated (generateSudoku refuses them).
export const LARGEST_DRAWN = 16;

// A 16x16 killer at a level: givens removed (minimal: false) down to this many, to the level.
// In Node on this 2-core machine (2026-11-27): easy 2.4-3.9 s and medium 5.0-5.7 s (seeds 1 and
// 2), extreme 1.4-2.8 s (seeds 1 to 3); hard took 29 s (seed 1, 3 grids) and a minimal one at easy
// 15-27 s: hard and expert are not offered on 16x16 killers. Without a level, 32 givens rate
// beyond the ladder and 24 take up to 10 s, so fewer givens are no way to a harder level.
export const KILLER16_GIVENS = { easy: 64, medium: 48, extreme: 32 };

const article = (word) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * What New makes for a game of `size` at `level` under `choice` (a VARIANT_CHOICES entry):
 * { options } for generateSudoku(), `what` ("a hard jigsaw puzzle") and `wait` (what to add where
 * it takes more than a moment), or { refused }, the sentence saying why it is not offered.
 */
export function makeOptions(size, level, choice) {
  const variant = choice.value === '' ? undefined : { ...choice.rules, ...(choice.regions ? { regions: true } : {}), ...(choice.cages ? { cages: true } : {}) };
  const name = choice.value === '' ? '' : `${choice.name} `;
  const what = `${article(level)} ${level} ${size === 9 ? '' : `${size}×${size} `}${name}puzzle`;
  if (size > LARGEST_DRAWN && (choice.regions || choice.cages)) {
    return { refused: `${choice.name} puzzles are made up to ${LARGEST_DRAWN}×${LARGEST_DRAWN}.` };
  }
  if (size > 9 && choice.cages) {
    const givens = KILLER16_GIVENS[level];
    if (!givens) return { refused: `A ${size}×${size} killer at ${level} takes minutes to make: it is offered at ${Object.keys(KILLER16_GIVENS).join(', ')}.` };
    return { options: { size, difficulty: level, minimal: false, maxGivens: givens, variant }, what, wait: ` (${givens} givens; a ${size}×${size} killer takes a few seconds)` };
  }
  // A 16x16 classic takes about a second at any level; under other rules seconds, and windoku or
  // a jigsaw at extreme can take a minute; a 25x25 (the size attribute's) minutes (docs/api.md's table).
  let wait = '';
  if (size > LARGEST_DRAWN) wait = ` (a ${size}×${size} takes minutes; Cancel stops it)`;
  else if (size > 9 && choice.value !== '') wait = level === 'extreme' && choice.value !== 'x' ? ' (up to a minute at extreme; Cancel stops it)' : ' (a few seconds; Cancel stops it)';
  return { options: { size, difficulty: level, variant }, what, wait };
}

/** Whether `level` is offered for `choice` on `size` (the level picker disables the others). */
export function offered(size, level, choice) {
  return !makeOptions(size, level, choice).refused;
}

// How long after a game begins its next puzzle starts being made: a hint asked at once does not
// share the device with it (bench/play.js measured hints up to 0.4 s beside a killer being made
// on this shared 2-core machine, 8 ms median).
const AHEAD_AFTER_MS = 3000;

/**
 * The next New's puzzle, made ahead while the player plays (a game takes minutes, making one
 * takes up to a second or two on 9x9): started AHEAD_AFTER_MS after a game begins, for the options
 * it was made with, taken by New when it asks the same (the pickers unchanged), dropped (its
 * worker's call aborted) when it asks other ones. Only where making is quick (no `wait` said:
 * every 9x9, a 16x16 classic), so that a player's device does not work for seconds
 * on a puzzle they may not ask for.
 */
export class MadeAhead {
  constructor() {
    this.key = null;
    this.made = null;   // the promise of generateSudoku()'s result, once started
    this.abort = null;  // its AbortController
    this.timer = 0;
    this.begun = null;  // settles once the puzzle is started and made (or none will be)
    this.after = AHEAD_AFTER_MS;  // bench/play.js sets 0, to time New both ways without the wait
  }

  /** Starts making a puzzle for `options` in `maker` (a worker pool) soon, unless its making is slow. */
  start(maker, options, slow) {
    this.drop();
    if (slow) return;
    const abort = new AbortController();
    this.key = JSON.stringify(options);
    this.abort = abort;
    this.begun = new Promise((resolve) => {
      this.timer = setTimeout(() => {
        this.made = maker.generateSudoku({ ...options, signal: abort.signal });
        this.made.then(resolve, resolve);  // a failure is New's to report, if it takes this one
      }, this.after);
      abort.signal.addEventListener('abort', resolve, { once: true });
    });
  }

  /** The puzzle made for `options` ({ made, abort }) taken, or null (another one, or one not started, dropped). */
  take(options) {
    const found = this.made && this.key === JSON.stringify(options) ? { made: this.made, abort: this.abort } : null;
    if (found) clearTimeout(this.timer);
    else this.drop();
    this.key = this.made = this.abort = this.begun = null;
    return found;
  }

  /** Settles once the puzzle made ahead is made, or none will be (for a caller that waits for it). */
  settled() {
    return this.begun ?? Promise.resolve();
  }

  drop() {
    clearTimeout(this.timer);
    this.abort?.abort();
    this.key = this.made = this.abort = this.begun = null;
  }
}
