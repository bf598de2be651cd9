// Play mode's local statistics, per kind of game (its size, variant and level): games played (a
// move made: a puzzle made and replaced untouched is not counted) and solved, the best and the median solving time, the current and the best streak. No DOM: the
// record is text in local storage (STATS), read and written through these functions, each field
// checked on reading as saved.js checks a save; <sudoku-play> records, stats-view.js shows.
//
// A game is counted once per puzzle (its puzzleKey: the text and rules), however often it is
// reloaded, reopened by a link or solved again after Undo: the record keeps the latest games it
// counted (MAX_GAMES) and whether each was solved.
//
// A game solved with a hint or Place singles applied counts as solved with help (assisted): its
// time is not among the best and median times, which measure the player's own solving.
//
// The streak: games solved in a row, each without a hint applied. It ends (back to 0) when a game
// is solved with a hint applied, or left unsolved for another puzzle (New, a link) after a move.
// A game still on the board, or closed with the tab and resumed later, does not end it.

export const STATS = 'dlx-wasm:play:stats';
export const STATS_ASIDE = 'dlx-wasm:play:stats:unread';

const MAX_TIMES = 200;  // the latest solving times kept per kind, for the median: a few KB at most
const MAX_GAMES = 100;  // the latest games counted, so that one is never counted twice

/** The kind a game's statistics go under: its size, its variant (VARIANT_CHOICES' value, '' classic) and level. */
export const kindOf = ({ size, variant, level }) => `${size}|${variant}|${level}`;

/** A kind's parts, as kindOf() took them (size a number). */
export function partsOf(kind) {
  const [size, variant, level] = kind.split('|');
  return { size: Number(size), variant, level };
}

const KIND = /^\d{1,2}\|[a-z,]*\|[a-z]{1,20}$/;
const count = (v) => Number.isSafeInteger(v) && v >= 0;
const describe = (value) => (typeof value === 'string' ? `the string ${JSON.stringify(value.slice(0, 40))}` : JSON.stringify(value) ?? String(value));

// A kind's fields: whether a value reads, what it should be, and what it becomes when it does not.
const FIELDS = {
  started: [count, 'a count', 0],
  solved: [count, 'a count', 0],
  best: [(v) => v === null || count(v), 'null or a time in seconds', null],
  times: [(v) => Array.isArray(v) && v.length <= MAX_TIMES && v.every(count), `a list of at most ${MAX_TIMES} times in seconds`, []],
  streak: [count, 'a count', 0],
  bestStreak: [count, 'a count', 0],
  assisted: [count, 'a count', 0],
};

// Fields added after records were first kept: missing from an older record, they start at their
// value without a word (the record reads as it did).
const LATER = new Set(['assisted']);

const empty = () => Object.fromEntries(Object.entries(FIELDS).map(([name, [, , fresh]]) => [name, structuredClone(fresh)]));

/** No games yet. */
export const noStats = () => ({ kinds: {}, games: [] });

/**
 * The statistics saved as `text` (STATS' value): { stats, repairs } (null text: none yet, no
 * repairs), a field that does not read set back as FIELDS says and `repairs` saying so, a kind or
 * a counted game that does not read left out; or { problem } when the record as a whole does not
 * read (the page keeps that text aside and starts a new record).
 */
export function readStats(text) {
  if (text === null || text === undefined) return { stats: noStats(), repairs: [] };
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { problem: `it is ${describe(record)}, not a record of games` };
  const repairs = [];
  const kinds = {};
  const given = record.kinds;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    repairs.push(`its kinds were ${describe(given)}, not an object: they start again`);
  } else {
    for (const [kind, fields] of Object.entries(given)) {
      if (!KIND.test(kind) || typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
        repairs.push(`"${kind.slice(0, 40)}" was not a kind of game with its counts: it is left out`);
        continue;
      }
      const read = empty();
      for (const [name, [reads, what]] of Object.entries(FIELDS)) {
        if (reads(fields[name])) read[name] = fields[name];
        else if (LATER.has(name) && !(name in fields)) continue;
        else repairs.push(`${kind}'s ${name} was ${describe(fields[name])}, not ${what}: it starts again`);
      }
      // Counts that contradict one another: the larger is kept, so nothing solved is lost.
      read.started = Math.max(read.started, read.solved);
      read.bestStreak = Math.max(read.bestStreak, read.streak);
      kinds[kind] = read;
    }
  }
  const games = Array.isArray(record.games)
    ? record.games.filter((g) => Array.isArray(g) && g.length === 3 && typeof g[0] === 'string' && KIND.test(g[1]) && typeof g[2] === 'boolean').slice(-MAX_GAMES)
    : [];
  if (!Array.isArray(record.games)) repairs.push(`its games were ${describe(record.games)}, not a list: a puzzle played before may be counted again`);
  else if (games.length < Math.min(record.games.length, MAX_GAMES)) repairs.push('a game counted did not read: it is left out');
  return { stats: { kinds, games }, repairs };
}

/** The text `stats` is saved as. */
export const statsText = (stats) => JSON.stringify(stats);

// A copy of `stats` whose kind `kind` (created empty) is changed by `change(fields)`.
function withKind(stats, kind, change) {
  const fields = { ...empty(), ...stats.kinds[kind] };
  change(fields);
  return { ...stats, kinds: { ...stats.kinds, [kind]: fields } };
}

const gameAt = (stats, key) => stats.games.findIndex(([k]) => k === key);

/** `stats` with the game `key` (puzzleKey) of kind `kind` played (`started`), or null when it is counted already. */
export function withStart(stats, key, kind) {
  if (gameAt(stats, key) >= 0) return null;
  const counted = withKind(stats, kind, (fields) => { fields.started += 1; });
  return { ...counted, games: [...stats.games, [key, kind, false]].slice(-MAX_GAMES) };
}

/**
 * `stats` with the game `key` of kind `kind` solved in `seconds`, `hinted` when a hint was applied
 * (the streak then ends, and the game is counted `assisted`: its time is left out of the best and
 * the median, which measure the player's own solving); started too if it was not counted yet.
 * Null when it is counted solved already.
 */
export function withSolve(stats, key, kind, { seconds, hinted }) {
  const at = gameAt(stats, key);
  if (at >= 0 && stats.games[at][2]) return null;
  // A game counted under another kind (rated after it was started) is solved under the kind it was started in.
  const started = at >= 0 ? stats : withStart(stats, key, kind);
  const where = at >= 0 ? stats.games[at][1] : kind;
  const solved = withKind(started, where, (fields) => {
    fields.solved += 1;
    if (hinted) {
      fields.assisted += 1;
    } else {
      fields.times = [...fields.times, seconds].slice(-MAX_TIMES);
      fields.best = fields.best === null ? seconds : Math.min(fields.best, seconds);
    }
    fields.streak = hinted ? 0 : fields.streak + 1;
    fields.bestStreak = Math.max(fields.bestStreak, fields.streak);
  });
  return { ...solved, games: solved.games.map((g) => (g[0] === key ? [key, g[1], true] : g)) };
}

/** `stats` with the game `key` left unsolved after a move: its kind's streak ends. Null when that changes nothing. */
export function withLeft(stats, key) {
  const at = gameAt(stats, key);
  if (at < 0 || stats.games[at][2]) return null;
  const kind = stats.games[at][1];
  if ((stats.kinds[kind]?.streak ?? 0) === 0) return null;
  return withKind(stats, kind, (fields) => { fields.streak = 0; });
}

/** The middle of `times` (the mean of the two middle ones for an even count), null for none. */
export function median(times) {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** A kind's figures as the panel shows them: { started, solved, assisted, best, median, streak, bestStreak } (times null when none). */
export function figuresOf(stats, kind) {
  const fields = { ...empty(), ...stats.kinds[kind] };
  return { started: fields.started, solved: fields.solved, assisted: fields.assisted, best: fields.best, median: median(fields.times), streak: fields.streak, bestStreak: fields.bestStreak };
}

/** What the player is told of statistics repaired (`repairs`: readStats'). */
export const repairedStats = (repairs) => `Your statistics were repaired: ${repairs.join('; ')}.`;

/** What the player is told of statistics that do not read, kept under `key` (null: left in place, not written over). */
export function unreadStats(problem, key) {
  return `Your statistics could not be read: ${problem}. ${key
    ? `They are kept, as they were, in this browser's storage under "${key}"; new statistics start. Your game goes on.`
    : 'They stay in this browser\'s storage, and this page will not write over them. Your game goes on.'}`;
}
