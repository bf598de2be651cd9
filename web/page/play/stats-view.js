// <sudoku-play>'s statistics: what it records as games start, are solved or are left (stats.js
// says what counts), kept in local storage beside the save and never in its way (a record that
// does not read is kept aside and a new one started, the game going on), and the Statistics
// panel: a modal dialog with a table for the size and variant of the game on the board, a column a
// level (a row a figure: narrow enough for a phone).
import { clock, puzzleKey } from './saved.js';
import { choiceOf, VARIANT_CHOICES } from '../sudoku-variant-view.js';
import { figuresOf, kindOf, partsOf, readStats, repairedStats, STATS, STATS_ASIDE, statsText, unreadStats, withLeft, withSolve, withStart } from './stats.js';

export const STATS_TEMPLATE = `
    <dialog class="stats" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics</h2>
      <p class="stats-kind"></p>
      <div class="table"><table>
        <thead><tr></tr></thead>
        <tbody></tbody>
      </table></div>
      <p class="stats-note">Games: started; times: of games solved. A streak counts games solved in a row without a hint; a hint applied, or a game left unsolved for another, ends it. Kept in this browser only.</p>
      <button type="button" name="close-stats">Close</button>
    </dialog>`;

const capital = (word) => word[0].toUpperCase() + word.slice(1);

/**
 * The statistics of `play` (the element: its game, puzzle, variant, rating, size, seconds,
 * storage() and notices) shown in `dialog` (STATS_TEMPLATE's), its levels `levels` in order.
 */
export function statsFor(play, dialog, levels) {
  // Reads, changes by `change(stats)` (null: nothing to change) and writes the record; a record
  // that does not read is kept aside first, once, and the player told.
  function update(change) {
    if (!play.game || play.holdStorage) return;
    const stats = read();
    if (!stats) return;
    const changed = change(stats);
    if (changed) play.storage((store) => store.setItem(STATS, statsText(changed)));
  }

  function read() {
    const text = play.storage((store) => store.getItem(STATS));
    const found = readStats(text);
    if (found.stats) {
      if (found.repairs.length > 0) {
        play.notices.report(repairedStats(found.repairs), { kind: 'stats' });
        play.storage((store) => store.setItem(STATS, statsText(found.stats)));
      }
      return found.stats;
    }
    const key = `${STATS_ASIDE}:${new Date().toISOString()}`;
    const moved = play.storage((store) => {
      store.setItem(key, text);
      store.removeItem(STATS);
      return true;
    });
    play.notices.report(unreadStats(found.problem, moved ? key : null), { kind: 'stats', ...(moved ? { reveal: ['Show the statistics text', text] } : {}) });
    return moved ? readStats(null).stats : null;
  }

  const gameKey = () => puzzleKey(play.puzzle, play.variant);
  const kind = () => kindOf({ size: play.game.n, variant: choiceOf(play.variant), level: play.rating?.level ?? 'unrated' });

  function draw() {
    const stats = (play.game && read()) || readStats(null).stats;
    const n = play.game?.n ?? play.size;
    const variant = play.game ? choiceOf(play.variant) : '';
    const name = VARIANT_CHOICES.find((v) => v.value === variant)?.name ?? variant;
    dialog.querySelector('.stats-kind').textContent = `${n}×${n}, ${name}`;
    // The levels in order, then any other the record holds for this size and variant (unrated).
    const others = Object.keys(stats.kinds).map(partsOf).filter((p) => p.size === n && p.variant === variant && !levels.includes(p.level)).map((p) => p.level);
    const current = play.rating?.level ?? (play.game ? 'unrated' : null);
    const shown = [...levels, ...others];
    const cell = (tag, text, level) => {
      const el = document.createElement(tag);
      el.textContent = text;
      // The level of the game on the board: aria-current for assistive technology, bold on a shaded column on screen.
      if (level === current) el.className = 'current';
      return el;
    };
    const corner = document.createElement('td');
    const heads = shown.map((level) => {
      const th = cell('th', capital(level), level);
      th.scope = 'col';
      if (level === current) th.setAttribute('aria-current', 'true');
      return th;
    });
    dialog.querySelector('thead tr').replaceChildren(corner, ...heads);
    const figures = shown.map((level) => figuresOf(stats, kindOf({ size: n, variant, level })));
    const time = (s) => (s === null ? '–' : clock(s));
    const rows = [['Games', (f) => f.started], ['Solved', (f) => f.solved], ['Best', (f) => time(f.best)], ['Median', (f) => time(f.median)], ['Streak', (f) => f.streak], ['Best streak', (f) => f.bestStreak]];
    dialog.querySelector('tbody').replaceChildren(...rows.map(([label, value]) => {
      const row = document.createElement('tr');
      const th = cell('th', label);
      th.scope = 'row';
      row.append(th, ...figures.map((f, k) => cell('td', String(value(f)), shown[k])));
      return row;
    }));
  }

  dialog.querySelector('button[name=close-stats]').addEventListener('click', () => dialog.close());

  return {
    /** The game on the board counted as started (once it is rated: its level is its kind's). */
    started() {
      if (play.rating) update((stats) => withStart(stats, gameKey(), kind()));
    },
    /** The game on the board solved just now. */
    solved() {
      const hinted = play.game.done.some((move) => move.action.type === 'step');
      update((stats) => withSolve(stats, gameKey(), kind(), { seconds: play.seconds, hinted }));
    },
    /** The game on the board about to be replaced by another puzzle: left unsolved after a move, its streak ends. */
    leaving() {
      if (play.inProgress()) update((stats) => withLeft(stats, gameKey()));
    },
    /** Opens the panel, for the size and variant of the game on the board. */
    show() {
      draw();
      dialog.showModal();
    },
  };
}
