// The game kept in local storage, as text: { puzzle, solution, rating, variant, moves, seconds, paused }.
// Each field is checked on reading. A minor field that does not read (seconds, rating, solution)
// is repaired and the player told; a save whose puzzle, rules or moves do not read is kept aside
// under a key of its own (ASIDE and the time) and never written over (<sudoku-play> says where).
// Beside it, each puzzle's time played (TIMES), so that a game returned to keeps its time.

export const STORAGE = 'dlx-wasm:play';
export const ASIDE = 'dlx-wasm:play:unread';
export const TIMES = 'dlx-wasm:play:times';

/** A time played as the timer shows it: m:ss, or h:mm:ss from an hour. */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  const two = (v) => String(v).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  return hours > 0 ? `${hours}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}` : `${Math.floor(s / 60)}:${two(s % 60)}`;
}

const describe = (value) => (typeof value === 'string' ? `the string ${JSON.stringify(value.slice(0, 40))}` : JSON.stringify(value) ?? String(value));
const isRules = (value) => value === null || (typeof value === 'object' && !Array.isArray(value));

// Each field: whether a value reads, and what it should be.
const FIELDS = {
  puzzle: [(v) => typeof v === 'string' && v.length > 0, 'a puzzle as text'],
  solution: [(v) => typeof v === 'string' && v.length > 0, 'the solution as text'],
  rating: [(v) => v === null || (typeof v === 'object' && (v.se === null || Number.isFinite(v.se)) && typeof v.level === 'string'), 'null or a rating { se, level }'],
  variant: [isRules, 'null or an object of rules'],
  moves: [(v) => typeof v === 'string', 'the moves as text'],
  seconds: [(v) => Number.isSafeInteger(v) && v >= 0, 'a whole number of seconds'],
};

// The fields a save can do without: what each becomes when it does not read, and what the player is told.
const REPAIRS = {
  seconds: [0, 'the time starts again at 0:00'],
  rating: [null, 'the puzzle is rated again'],
  solution: [null, 'the solution is worked out again from the puzzle'],
};

/**
 * The game saved as `text` (localStorage's value): null when there is none, { save, repairs } when
 * its puzzle, rules and moves read (a minor field that does not read replaced as REPAIRS says,
 * `repairs` saying what was done), else { problem } naming the first field that does not. The
 * puzzle, its solution and its moves are checked against one another when the game is set up
 * (setup.js's resumeSave, Game.restore).
 */
export function readSave(text) {
  if (text === null || text === undefined) return null;
  let save;
  try {
    save = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  if (typeof save !== 'object' || save === null || Array.isArray(save)) return { problem: `it is ${describe(save)}, not a saved game` };
  const fields = {};
  const repairs = [];
  for (const [name, [reads, what]] of Object.entries(FIELDS)) {
    const problem = !(name in save) ? `it had no ${name}` : !reads(save[name]) ? `its ${name} was ${describe(save[name])}, not ${what}` : null;
    if (problem === null) fields[name] = save[name];
    else if (name in REPAIRS) {
      [fields[name]] = REPAIRS[name];
      repairs.push(`${problem}: ${REPAIRS[name][1]}`);
    } else return { problem: problem.replace(/^it had/, 'it has').replace(/ was /, ' is ') };
  }
  // Whether the game was paused: added later, so a save without it (or with anything but true) reads as not paused.
  fields.paused = save.paused === true;
  return { save: fields, repairs };
}

/** What the player is told of a save repaired (`repairs`: readSave's and resumeSave's). */
export function repairedSave(repairs) {
  return `Your saved game was repaired: ${repairs.join('; ')}. Your game goes on.`;
}

/** The key a puzzle's time is kept under: its text and rules. */
export const puzzleKey = (puzzle, variant) => `${puzzle}|${JSON.stringify(variant ?? null)}`;

const MAX_TIMES = 50;  // the puzzles whose time is kept: the most recent, a few kilobytes at most

/** The seconds played on `key`'s puzzle in the times record `text` (TIMES' value), 0 when none. */
export function timeOf(text, key) {
  const found = readTimes(text).find(([k]) => k === key)?.[1];
  return Number.isSafeInteger(found) && found >= 0 ? found : 0;
}

/** The times record `text` with `key`'s puzzle at `seconds`, most recent last, at most MAX_TIMES. */
export function withTime(text, key, seconds) {
  const times = readTimes(text).filter(([k]) => k !== key);
  times.push([key, seconds]);
  return JSON.stringify(times.slice(-MAX_TIMES));
}

function readTimes(text) {
  try {
    const times = JSON.parse(text ?? '[]');
    return Array.isArray(times) ? times.filter((t) => Array.isArray(t) && typeof t[0] === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the save in storage (`stored`, its text now) is another tab's: not the text this tab
 * last wrote or read (`known`), and of another puzzle or rules than `mine` ({ puzzle, variant,
 * moves }), or of the same puzzle with other moves (the same game played on in two tabs: saving
 * either over the other would lose moves without a word, as a player's trial found). Then this
 * tab must not save over it without asking: returns that game's fields and `samePuzzle`, else
 * null (the same moves, the time apart: nothing to lose).
 */
export function otherGame(stored, known, mine) {
  if (stored === null || stored === undefined || stored === known) return null;
  const found = readSave(stored);
  if (!found?.save) return null;
  const { puzzle, variant, moves } = found.save;
  const samePuzzle = puzzleKey(puzzle, variant) === puzzleKey(mine.puzzle, mine.variant);
  return samePuzzle && moves === mine.moves ? null : { ...found.save, samePuzzle };
}

/** The text a game is saved as. */
export function saveText({ puzzle, solution, rating, variant, moves, seconds, paused = false }) {
  return JSON.stringify({ puzzle, solution, rating, variant, moves, seconds, paused });
}

/** What the player is told of a save that does not read: why, and where it is kept (null: left in place, not saved over). */
export function unreadSave(problem, key) {
  return `Your saved game could not be read: ${problem}. ${key
    ? `It is kept, as it was, in this browser's storage under "${key}"; Show the saved text to copy it.`
    : 'It stays in this browser\'s storage, and this page will not save over it.'}`;
}
