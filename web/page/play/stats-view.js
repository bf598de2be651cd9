// <sudoku-play>'s statistics: what it records as games are played, solved or left (stats.js says
// what counts), kept in local storage beside the save and never in its way (a record that does
// not read is kept aside and a new one started, the game going on), and the Statistics panel: a
// modal dialog with a table for the size and variant of the game on the board, a column a level
// (a row a figure: narrow enough for a phone). Loaded by the element on a game's first move or
// when the panel is opened (sudoku-play.js, tally()), not with the page: a first visit's load
// stays within its budget. Each call takes the game as it was when the element called
// (`game`: { key, size, variant, level, seconds, hinted, inProgress }), the import being async.
import STYLE from './stats-css.js';
import { VARIANT_CHOICES } from '../sudoku-variant-view.js';
import { figuresOf, kindOf, partsOf, readStats, repairedStats, STATS, STATS_ASIDE, statsText, unreadStats, withLeft, withSolve, withStart } from './stats.js';

const TEMPLATE = `
      <h2 id="stats-title">Statistics</h2>
      <p class="stats-kind"></p>
      <div class="table"><table>
        <thead><tr></tr></thead>
        <tbody></tbody>
      </table></div>
      <p class="stats-note">Games: with a move made; times: of games solved without help (with help: a hint or Place singles applied). A streak counts games solved in a row without a hint; a hint applied, or a game left unsolved for another, ends it. Kept in this browser only.</p>
      <button type="button" name="close-stats">Close</button>`;

const capital = (word) => word[0].toUpperCase() + word.slice(1);

/**
 * The statistics of `play` (the element: its storage(), notices, holdStorage and the .play box
 * the dialog goes in), its levels `levels` in order, times shown by `clock` (saved.js's, given by
 * the element: imported here, saved.js would be a chunk of its own in the site's build).
 */
export function statsFor(play, levels, clock) {
  // Reads, changes by `change(stats)` (null: nothing to change) and writes the record.
  function update(change) {
    if (play.holdStorage) return;
    const stats = read();
    const changed = stats && change(stats);
    if (changed) play.storage((store) => store.setItem(STATS, statsText(changed)));
  }

  // The record; one that does not read is kept aside first, once, and the player told.
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

  const kind = (game) => kindOf(game);

  let dialog = null;
  function draw(game) {
    const stats = read() ?? readStats(null).stats;
    const { size: n, variant } = game;
    const name = VARIANT_CHOICES.find((v) => v.value === variant)?.name ?? variant;
    dialog.querySelector('.stats-kind').textContent = `${n}×${n}, ${name}`;
    // The levels in order, then any other the record holds for this size and variant (unrated).
    const others = Object.keys(stats.kinds).map(partsOf).filter((p) => p.size === n && p.variant === variant && !levels.includes(p.level)).map((p) => p.level);
    const shown = [...levels, ...others];
    const cell = (tag, text, level) => {
      const el = document.createElement(tag);
      el.textContent = text;
      // The level of the game on the board: aria-current for assistive technology, bold on a shaded column on screen.
      if (level === game.level) el.className = 'current';
      return el;
    };
    const heads = shown.map((level) => {
      const th = cell('th', capital(level), level);
      th.scope = 'col';
      if (level === game.level) th.setAttribute('aria-current', 'true');
      return th;
    });
    dialog.querySelector('thead tr').replaceChildren(document.createElement('td'), ...heads);
    const figures = shown.map((level) => figuresOf(stats, kindOf({ size: n, variant, level })));
    const time = (s) => (s === null ? '–' : clock(s));
    const rows = [['Games', (f) => f.started], ['Solved', (f) => f.solved], ['With help', (f) => f.assisted], ['Best', (f) => time(f.best)], ['Median', (f) => time(f.median)], ['Streak', (f) => f.streak], ['Best streak', (f) => f.bestStreak]];
    dialog.querySelector('tbody').replaceChildren(...rows.map(([label, value]) => {
      const row = document.createElement('tr');
      const th = cell('th', label);
      th.scope = 'row';
      row.append(th, ...figures.map((f, k) => cell('td', String(value(f)), shown[k])));
      return row;
    }));
  }

  return {
    /** A move made in `game`: it counts as a game played (once per puzzle). */
    moved(game) {
      update((stats) => withStart(stats, game.key, kind(game)));
    },
    /** `game` solved just now. */
    solved(game) {
      update((stats) => withSolve(stats, game.key, kind(game), game));
    },
    /** `game` about to be replaced by another puzzle: left unsolved after a move, its streak ends. */
    leaving(game) {
      if (game.inProgress) update((stats) => withLeft(stats, game.key));
    },
    /** Opens the panel, for the size and variant of `game`. */
    show(game) {
      if (!dialog) {
        const root = play.shadowRoot;
        if ('adoptedStyleSheets' in root) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(STYLE);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        dialog = document.createElement('dialog');
        dialog.className = 'stats';
        dialog.setAttribute('aria-labelledby', 'stats-title');
        dialog.innerHTML = TEMPLATE;
        dialog.querySelector('button[name=close-stats]').addEventListener('click', () => dialog.close());
        play.ui.play.append(dialog);
        play.ui.statsDialog = dialog;  // the timer stops while it is open (tick())
      }
      draw(game);
      dialog.showModal();
    },
  };
}
