// The game kept in local storage, as text: { puzzle, solution, rating, variant, moves, seconds }.
// Each field is checked on reading; a save that does not read entirely is kept aside under a key
// of its own (ASIDE and the time) and never written over (<sudoku-play> says where it went).

export const STORAGE = 'dlx-wasm:play';
export const ASIDE = 'dlx-wasm:play:unread';

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

/**
 * The game saved as `text` (localStorage's value): null when there is none, { save } when every
 * field reads, else { problem } naming the first that does not. The puzzle, its solution and its
 * moves are checked against one another when the game is set up (setup.js, Game.restore).
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
  for (const [name, [reads, what]] of Object.entries(FIELDS)) {
    if (!(name in save)) return { problem: `it has no ${name}` };
    if (!reads(save[name])) return { problem: `its ${name} is ${describe(save[name])}, not ${what}` };
  }
  const { puzzle, solution, rating, variant, moves, seconds } = save;
  return { save: { puzzle, solution, rating, variant, moves, seconds } };
}

/** The text a game is saved as. */
export function saveText({ puzzle, solution, rating, variant, moves, seconds }) {
  return JSON.stringify({ puzzle, solution, rating, variant, moves, seconds });
}

/** What the player is told of a save that does not read: why, and where it is kept (null: left in place, not saved over). */
export function unreadSave(problem, key) {
  return `Your saved game could not be read: ${problem}. ${key
    ? `It is kept, as it was, in this browser's storage under "${key}".`
    : 'It stays in this browser\'s storage, and this page will not save over it.'}`;
}
