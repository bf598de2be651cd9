// Play mode's statistics record (web/page/play/stats.js), without the DOM: what counts (a game
// once per puzzle, its time, the streak as docs/api.md defines it), and a record that does not
// read (each field checked; a bad one set back and said, never an exception).
import { describe, expect, it } from 'vitest';
import { figuresOf, kindOf, median, noStats, partsOf, readStats, repairedStats, statsText, unreadStats, withLeft, withSolve, withStart } from '../../web/page/play/stats.js';
import { seededRandom } from '../support/fixtures.js';

const MEDIUM = kindOf({ size: 9, variant: '', level: 'medium' });
const HARD_KILLER = kindOf({ size: 9, variant: 'killer', level: 'hard' });

// Applies each change in turn (null: nothing changed), as the element does.
const apply = (stats, ...changes) => changes.reduce((s, change) => change(s) ?? s, stats);

describe('what counts', () => {
  it('counts a game started once per puzzle, and solved once, with its time', () => {
    let stats = apply(noStats(), (s) => withStart(s, 'a', MEDIUM));
    expect(withStart(stats, 'a', MEDIUM)).toBeNull();  // a reload, a link to the same puzzle
    stats = apply(stats, (s) => withSolve(s, 'a', MEDIUM, { seconds: 300, hinted: false }));
    expect(withSolve(stats, 'a', MEDIUM, { seconds: 200, hinted: false })).toBeNull();  // solved again after Undo
    expect(figuresOf(stats, MEDIUM)).toEqual({ started: 1, solved: 1, assisted: 0, best: 300, median: 300, streak: 1, bestStreak: 1 });
    expect(figuresOf(stats, HARD_KILLER)).toEqual({ started: 0, solved: 0, assisted: 0, best: null, median: null, streak: 0, bestStreak: 0 });
  });

  it('keeps the best and the median time, and each kind apart', () => {
    const stats = apply(noStats(),
      (s) => withSolve(s, 'a', MEDIUM, { seconds: 500, hinted: false }),
      (s) => withSolve(s, 'b', MEDIUM, { seconds: 100, hinted: false }),
      (s) => withSolve(s, 'c', MEDIUM, { seconds: 300, hinted: false }),
      (s) => withSolve(s, 'd', HARD_KILLER, { seconds: 900, hinted: false }));
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ started: 3, solved: 3, best: 100, median: 300 });
    expect(figuresOf(stats, HARD_KILLER)).toMatchObject({ started: 1, solved: 1, best: 900, median: 900 });
    expect(median([4, 1, 3, 2])).toBe(3);  // (2 + 3) / 2, rounded to a second
    expect(median([])).toBeNull();
  });

  it('counts a streak of games solved without a hint; a hint, or a game left unsolved after a move, ends it', () => {
    let stats = apply(noStats(),
      (s) => withSolve(s, 'a', MEDIUM, { seconds: 60, hinted: false }),
      (s) => withSolve(s, 'b', MEDIUM, { seconds: 60, hinted: false }),
      (s) => withSolve(s, 'c', MEDIUM, { seconds: 60, hinted: false }));
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ streak: 3, bestStreak: 3 });
    stats = apply(stats, (s) => withSolve(s, 'd', MEDIUM, { seconds: 60, hinted: true }));
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ solved: 4, streak: 0, bestStreak: 3 });
    stats = apply(stats, (s) => withSolve(s, 'e', MEDIUM, { seconds: 60, hinted: false }), (s) => withStart(s, 'f', MEDIUM));
    expect(figuresOf(stats, MEDIUM).streak).toBe(1);
    // Left for another puzzle: f's streak ends; a game solved is never "left".
    expect(withLeft(stats, 'e')).toBeNull();
    stats = apply(stats, (s) => withLeft(s, 'f'));
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ started: 6, solved: 5, streak: 0, bestStreak: 3 });
  });

  it('keeps a game solved with help (a hint or Place singles applied) out of the best and median times, counted apart; an older record without that count reads as it was', () => {
    const stats = apply(noStats(),
      (s) => withSolve(s, 'a', MEDIUM, { seconds: 500, hinted: false }),
      (s) => withSolve(s, 'b', MEDIUM, { seconds: 3, hinted: true }));
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ solved: 2, assisted: 1, best: 500, median: 500 });
    const older = { kinds: { [MEDIUM]: { started: 2, solved: 2, best: 3, times: [3, 500], streak: 0, bestStreak: 1 } }, games: [] };
    const read = readStats(JSON.stringify(older));
    expect(read.repairs).toEqual([]);
    expect(figuresOf(read.stats, MEDIUM)).toMatchObject({ solved: 2, assisted: 0, best: 3 });
    expect(readStats(JSON.stringify({ ...older, kinds: { [MEDIUM]: { ...older.kinds[MEDIUM], assisted: -1 } } })).repairs).toEqual([`${MEDIUM}'s assisted was -1, not a count: it starts again`]);
  });

  it('solves a game under the kind it was started in', () => {
    const unrated = kindOf({ size: 9, variant: '', level: 'unrated' });
    const stats = apply(noStats(), (s) => withStart(s, 'a', unrated), (s) => withSolve(s, 'a', MEDIUM, { seconds: 10, hinted: false }));
    expect(figuresOf(stats, unrated)).toMatchObject({ started: 1, solved: 1 });
    expect(figuresOf(stats, MEDIUM).started).toBe(0);
    expect(partsOf(HARD_KILLER)).toEqual({ size: 9, variant: 'killer', level: 'hard' });
  });

  it('reads back what it writes, and keeps the latest 100 games and 200 times', () => {
    let stats = noStats();
    for (let k = 0; k < 250; k += 1) stats = withSolve(stats, `p${k}`, MEDIUM, { seconds: k, hinted: false });
    const read = readStats(statsText(stats));
    expect(read.repairs).toEqual([]);
    expect(read.stats).toEqual(stats);
    expect(stats.games).toHaveLength(100);
    expect(stats.kinds[MEDIUM].times).toHaveLength(200);
    expect(figuresOf(stats, MEDIUM)).toMatchObject({ started: 250, solved: 250, best: 0, streak: 250 });
  });
});

describe('a record that does not read', () => {
  it('says why when the record as a whole does not read', () => {
    expect(readStats(null)).toEqual({ stats: noStats(), repairs: [] });
    expect(readStats('{')).toEqual({ problem: 'it is not JSON' });
    expect(readStats('[1]')).toEqual({ problem: 'it is [1], not a record of games' });
    expect(readStats('"x"')).toEqual({ problem: 'it is the string "x", not a record of games' });
    expect(unreadStats('it is not JSON', 'k')).toBe('Your statistics could not be read: it is not JSON. They are kept, as they were, in this browser\'s storage under "k"; new statistics start. Your game goes on.');
  });

  it('sets a field that does not read back, leaves out a kind or a game that does not, and says so', () => {
    const good = withSolve(noStats(), 'a', MEDIUM, { seconds: 70, hinted: false });
    const text = JSON.stringify({
      kinds: { ...good.kinds, [HARD_KILLER]: { started: -1, solved: 2, best: 'fast', times: [1, 'x'], streak: 5, bestStreak: 1 }, 'no kind': {} },
      games: [...good.games, ['b', HARD_KILLER], 7],
    });
    const { stats, repairs } = readStats(text);
    expect(stats.kinds[MEDIUM]).toEqual(good.kinds[MEDIUM]);
    // started set back to 0 then raised to the games solved; the best streak at least the streak.
    expect(stats.kinds[HARD_KILLER]).toEqual({ started: 2, solved: 2, best: null, times: [], streak: 5, bestStreak: 5, assisted: 0 });
    expect(Object.keys(stats.kinds)).toEqual([MEDIUM, HARD_KILLER]);
    expect(stats.games).toEqual(good.games);
    expect(repairedStats(repairs)).toBe(`Your statistics were repaired: ${[
      '9|killer|hard\'s started was -1, not a count: it starts again',
      '9|killer|hard\'s best was the string "fast", not null or a time in seconds: it starts again',
      '9|killer|hard\'s times was [1,"x"], not a list of at most 200 times in seconds: it starts again',
      '"no kind" was not a kind of game with its counts: it is left out',
      'a game counted did not read: it is left out',
    ].join('; ')}.`);
  });

  it('never throws on random and mutated records, and reads back what it repaired', () => {
    const random = seededRandom(41);
    const base = statsText(apply(noStats(),
      (s) => withSolve(s, 'a', MEDIUM, { seconds: 70, hinted: false }),
      (s) => withStart(s, 'b', HARD_KILLER)));
    const pieces = ['{', '}', '[', ']', '"', ',', ':', '-1', 'null', '1e400', '"kinds"', '"games"', '"9|x|easy"', 'true', '0.5'];
    for (let k = 0; k < 2000; k += 1) {
      const chars = [...base];
      for (let m = 0; m < 1 + Math.floor(random() * 4); m += 1) {
        const at = Math.floor(random() * chars.length);
        chars.splice(at, Math.floor(random() * 3), pieces[Math.floor(random() * pieces.length)]);
      }
      const text = chars.join('');
      const found = readStats(text);
      if (found.problem) continue;
      // A repaired record is a good one: read again, nothing to repair, and every figure a number or null.
      expect(readStats(statsText(found.stats)).repairs, text).toEqual([]);
      for (const kind of Object.keys(found.stats.kinds)) {
        for (const value of Object.values(figuresOf(found.stats, kind))) expect(value === null || Number.isSafeInteger(value), text).toBe(true);
      }
    }
  });
});
