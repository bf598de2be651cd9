// <sudoku-play size="9" level="medium" variant="">: a Sudoku to play by hand, classic or a variant
// (x, windoku, "x,windoku", jigsaw and killer, each made afresh), drawn as in solve mode. Digits by keyboard, mouse or the
// number pad, cell first or digit first, notes on several cells at once (entry.js); the selected
// cell's houses and digit highlighted, repeats flagged (highlight.js, settings.js);
// pencil marks (the Pencil toggle, or Shift with a digit key); Fill candidates; Hint
// (the logic solver's next step in three presses, also the ? key: where to look, the step drawn,
// the step applied) and Place singles (play/hints.js); Undo, Redo; Check
// (wrong digits marked); New (a puzzle at the chosen level, its SE rating shown); Share puzzle (a
// link without the moves: play/share.js). What the game says sits right below the board. The game is kept
// in local storage and survives a reload; it is never replaced without the player's say (a link
// to another game asks) and a save that does not read is kept aside and reported (saved.js). The
// state is web/page/play/game.js; puzzles are read by the library (parseSudoku, in the worker),
// checked (setup.js), and searched in workers, so the page never waits on a search.
//
// Attribute worker-url, property workerUrl: where the worker script is (../element-worker.js);
// techniques-url: a technique page, that a rating's "SE" links to (../technique-links.js).
// Events: game { detail: { puzzle, moves, variant } } (a game started or resumed), move { detail: { moves } },
// hint { detail: { step, stage } }, solved { detail: { seconds } }.
import { shadowOf } from '../shadow.js';
import { sudokuPool } from '../sudoku-pool.js';
import STYLE from './play-css.js';
import { choiceOf, VARIANT_CHOICES } from '../sudoku-variant-view.js';
import { upgradeProperty, WORKER_URL, withWorkerUrl } from '../element-worker.js';
import { Board } from './board.js';
import { Entry, HINT_KEY } from './entry.js';
import { Pad } from './pad.js';
import { readSettings, SETTINGS_HTML, SETTINGS_KEY, unreadSettings, wireSettings } from './settings.js';
import { noticesIn } from './notices.js';
import { showRated, UNRATED } from '../technique-links.js';
import { clock, otherGame, puzzleKey, readSave, repairedSave, saveText, STORAGE, timeOf, TIMES, withTime } from './saved.js';
import { gameOf, readPuzzle, resumeSave } from './setup.js';
import { LARGEST_DRAWN, MadeAhead, makeOptions, offered } from './making.js';

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

const TEMPLATE = `
  <div class="play">
    <div class="controls">
      <label>Size
        <select name="size"><option value="9">9×9</option><option value="16">16×16</option></select>
      </label>
      <label>Level
        <select name="level">${LEVELS.map((l) => `<option value="${l}">${l[0].toUpperCase()}${l.slice(1)}</option>`).join('')}</select>
      </label>
      <label>Variant
        <select name="variant">${VARIANT_CHOICES.map((v) => `<option value="${v.value}">${v.name}</option>`).join('')}</select>
      </label>
      <button type="button" name="new">New</button>
      <button type="button" name="cancel" hidden>Cancel</button>
      <span class="making" aria-hidden="true" hidden></span>
      <span class="timer" role="timer" aria-label="Time">0:00</span>
    </div>
    <div class="notices" role="region" aria-label="Notices" aria-live="polite"></div>
    <div class="board">
      <div class="grid" role="grid" aria-label="Sudoku" aria-multiselectable="true"></div>
      <svg class="cages" aria-hidden="true"></svg>
      <div class="paused" hidden><p>Paused: the board is hidden and the timer stopped.</p><button type="button" name="resume">Resume</button></div>
    </div>
    <div class="said">
      <p class="won" hidden></p>
      <p class="status" role="status" aria-live="polite"></p>
      <p class="explanation" aria-live="polite"></p>
    </div>
    <div class="pad" role="group" aria-label="Number pad"></div>
    <div class="buttons">
      <button type="button" name="pencil" aria-pressed="false">Pencil</button>
      <button type="button" name="hint" aria-keyshortcuts="${HINT_KEY}">Hint</button>
      <button type="button" name="undo">Undo</button>
      <button type="button" name="redo">Redo</button>
      <button type="button" name="digitfirst" aria-pressed="false">Digit first</button>
      <button type="button" name="fill">Fill candidates</button>
      <button type="button" name="singles">Place singles</button>
      <button type="button" name="check">Check</button>
      <button type="button" name="pause" aria-pressed="false" aria-keyshortcuts="Space">Pause</button>
      <button type="button" name="stats">Statistics</button>
      <button type="button" name="share">Share puzzle</button>
    </div>${SETTINGS_HTML}
  </div>`;

export class SudokuPlayElement extends HTMLElement {
  static get observedAttributes() {
    return [WORKER_URL];
  }

  constructor() {
    super();
    const $ = shadowOf(this, { style: STYLE, template: TEMPLATE });
    this.ui = {
      size: $('select[name=size]'), level: $('select[name=level]'), variant: $('select[name=variant]'), overlay: $('svg.cages'), fresh: $('button[name=new]'), timer: $('.timer'), grid: $('.grid'), pad: $('.pad'),
      pencil: $('button[name=pencil]'), fill: $('button[name=fill]'), hint: $('button[name=hint]'), undo: $('button[name=undo]'),
      redo: $('button[name=redo]'), check: $('button[name=check]'), cancel: $('button[name=cancel]'), making: $('.making'), status: $('.status'), won: $('.won'), explanation: $('.explanation'), notices: $('.notices'),
      pause: $('button[name=pause]'), paused: $('.paused'), play: $('.play'), statsDialog: null,
      digitFirst: $('button[name=digitfirst]'), settings: $('.settings'), singles: $('button[name=singles]'),
    };
    this.notices = noticesIn(this.ui.notices);
    this.ahead = new MadeAhead();  // the next New's puzzle, made while the player plays
    this.paused = false;
    this.game = null;
    this.puzzle = '';
    this.solution = '';   // the solution as text, in the puzzle's symbols
    this.rating = null;
    this.variant = null;  // the rules in sudoku()'s form (null: classic)
    this.drawn = null;    // the same, as parseSudoku() reads them back for drawing
    this.board = new Board(this.ui.grid, this.ui.overlay);
    this.hints = null;  // the hint in stages on the board, and Place singles: loaded at the first press (hinter())
    this.entry = new Entry(this);
    this.pad = new Pad(this.ui.pad, (digit) => this.entry.padDigit(digit));
    const { settings, problems } = readSettings(this.storage((store) => store.getItem(SETTINGS_KEY)));
    this.settings = settings;
    if (problems.length > 0) this.notices.report(unreadSettings(problems));
    wireSettings(this.ui.settings, settings, (use) => this.storage(use), () => this.entry.decorate());
    this.seconds = 0;
    this.ready = Promise.resolve();  // the game being set up; links wait for it, one at a time
    this.written = null;  // the save's text as this tab last wrote or read it (another tab's game is told apart)
    this.ui.fresh.addEventListener('click', () => this.newGame({ ask: true }));
    // Cancel stops the puzzle being made (its worker ends); the game on the board goes on.
    this.ui.cancel.addEventListener('click', () => this.making?.abort());
    this.ui.variant.addEventListener('change', () => this.offerLevels());
    this.ui.size.addEventListener('change', () => this.offerVariants());
    // The time played is saved when the tab is hidden or left, so that a reload loses none of it.
    this.onLeave = () => this.save();
    this.onStorage = (event) => {
      if (event.key === STORAGE && this.game) this.checkOtherTab(event.newValue);
    };
    this.ui.pencil.addEventListener('click', () => this.ui.pencil.setAttribute('aria-pressed', String(this.ui.pencil.getAttribute('aria-pressed') !== 'true')));
    this.ui.digitFirst.addEventListener('click', () => this.entry.toggleDigitFirst());
    this.ui.fill.addEventListener('click', () => this.move({ type: 'fill' }));
    this.ui.hint.addEventListener('click', () => this.hint());
    this.ui.singles.addEventListener('click', async () => (await this.hinter()).singles());
    this.ui.undo.addEventListener('click', () => this.history('undo'));
    this.ui.redo.addEventListener('click', () => this.history('redo'));
    this.ui.check.addEventListener('click', () => this.check());
    this.ui.pause.addEventListener('click', () => this.pause(!this.paused));
    $('button[name=resume]').addEventListener('click', () => this.pause(false));
    $('button[name=stats]').addEventListener('click', () => this.tally('show'));
    // The puzzle alone, without the moves the address carries (share.js, loaded at the first press).
    $('button[name=share]').addEventListener('click', () => import('./share.js').then(({ sharePuzzle }) => sharePuzzle(this), (error) => this.say(`Cannot share: ${error.message}`)));
    this.ui.grid.addEventListener('keydown', (event) => this.onKey(event));
    this.ui.grid.addEventListener('click', (event) => {
      const cell = event.target.closest('[role=gridcell]');
      if (cell && this.game) this.entry.click(Number(cell.dataset.cell), event);
    });
    // A press of the pad or of a button below the board leaves the focus on the board, so that the
    // keys go on working after it (a new player found them dead after each button until a cell was
    // clicked again). Tab and Enter still take a keyboard user to a button and press it.
    for (const controls of [this.ui.pad, this.ui.hint.parentElement]) {
      controls.addEventListener('pointerdown', (event) => {
        if (event.target.closest('button') && this.ui.grid.contains(this.shadowRoot.activeElement)) event.preventDefault();
      });
    }
  }

  get worker() {
    this.solver ??= sudokuPool(this, 1);
    return this.solver;
  }

  // A worker of its own for making puzzles, which can take seconds on 16x16: hints on the game
  // still on the board do not wait behind it, and Cancel ends it alone.
  get maker() {
    this.makingSolver ??= sudokuPool(this, 1);
    return this.makingSolver;
  }

  // A worker of its own for the rating, which can take seconds on 25x25: hints do not wait behind it.
  get rater() {
    this.ratingSolver ??= sudokuPool(this, 1);
    return this.ratingSolver;
  }

  // The size of a new game: the Size picker's (9x9, 16x16, and the `size` attribute's when it asks another).
  get size() {
    return Number(this.ui.size.value) || 9;
  }

  get pencil() {
    return this.ui.pencil.getAttribute('aria-pressed') === 'true';
  }

  connectedCallback() {
    upgradeProperty(this, 'workerUrl');
    this.ui.level.value = LEVELS.includes(this.getAttribute('level')) ? this.getAttribute('level') : 'medium';
    const asked = Number(this.getAttribute('size'));
    if ([4, 25].includes(asked) && !this.ui.size.querySelector(`option[value="${asked}"]`)) this.ui.size.add(new Option(`${asked}×${asked}`, String(asked)), asked === 4 ? 0 : null);
    this.ui.size.value = [4, 9, 16, 25].includes(asked) ? String(asked) : '9';
    this.ui.variant.value = this.getAttribute('variant') ?? '';
    this.offerVariants();
    this.clock = setInterval(() => this.tick(), 1000);
    window.addEventListener('pagehide', this.onLeave);
    document.addEventListener('visibilitychange', this.onLeave);
    window.addEventListener('storage', this.onStorage);
    // The saved game first; a link the page gives in the same turn (play.html's main.js, load())
    // waits for it, so that the player can be asked before it replaces the game.
    this.ready = Promise.resolve().then(async () => {
      await this.resume();
      if (!this.game && !this.linked) await this.newGame();
    });
  }

  disconnectedCallback() {
    clearInterval(this.clock);
    window.removeEventListener('pagehide', this.onLeave);
    document.removeEventListener('visibilitychange', this.onLeave);
    window.removeEventListener('storage', this.onStorage);
    this.rateAbort?.abort();
    this.ahead.drop();
    this.endWorkers();
  }

  // Another worker script: the workers end (a search running fails) and the next ones start from it.
  attributeChangedCallback(_name, old, value) {
    if (value !== old) this.endWorkers();
  }

  endWorkers() {
    for (const solver of [this.solver, this.ratingSolver, this.makingSolver]) solver?.terminate();
    this.solver = this.ratingSolver = this.makingSolver = null;
  }

  // The timer counts (a second a tick) while the tab is visible, the game not paused (nor the
  // statistics open) and not solved; the game is saved every two seconds (and when the tab is
  // hidden or left).
  tick() {
    if (!this.game || this.game.solved || document.hidden || this.paused || this.ui.statsDialog?.open) return;
    this.seconds += 1;
    this.ui.timer.textContent = clock(this.seconds);
    if (this.seconds % 2 === 0) this.save();
  }

  /** Makes a new puzzle at the chosen level and variant; with `ask`, a game in progress is replaced only if the player says so. */
  async newGame({ ask = false } = {}) {
    // Pressed from the keyboard, New is disabled while the puzzle is made and the focus would fall
    // to the page (five Tabs back to the board): it goes to the board once the new game is on it.
    const root = this.shadowRoot;
    const fromNew = root.activeElement === this.ui.fresh;
    const lost = () => fromNew && (root.activeElement === null || root.activeElement === this.ui.fresh || this.ui.notices.contains(root.activeElement));
    if (ask && this.inProgress()) {
      // The moves, not the time: the timer beside New shows it, and a time in the text would go stale.
      const count = this.game.done.length;
      const { answer, withdraw } = this.notices.ask(
        `Start a new puzzle? Your game in progress (${count} move${count === 1 ? '' : 's'}) will be replaced.`,
        'Start a new puzzle',
      );
      this.unaskNew = withdraw;
      this.ui.fresh.disabled = true;
      const yes = await answer;
      this.unaskNew = null;
      this.ui.fresh.disabled = false;
      if (yes === null) return;  // another game came on the board meanwhile (begin())
      if (!yes) {
        this.showSettings();  // the game kept: the pickers name it again, not the game not made
        if (lost()) this.ui.fresh.focus();
        return;
      }
    }
    this.linkAbort?.abort();
    const choice = VARIANT_CHOICES.find((v) => v.value === this.ui.variant.value) ?? VARIANT_CHOICES[0];
    const { options, what, wait, refused } = makeOptions(this.size, this.ui.level.value, choice);
    if (refused) {
      this.say(refused);
      return;
    }
    // The seconds counted while it is made (each size, variant and level: making.js), with Cancel;
    // the one made ahead taken when it was made for these pickers.
    const ahead = this.ahead.take(options);
    const making = ahead?.abort ?? new AbortController();
    this.making = making;
    // The wait shown beside Cancel too: the status is below the board, out of view on a phone.
    const stop = this.waiting(`Making ${what}${wait}`, (s) => { this.ui.making.textContent = `Making a puzzle… ${s} s`; });
    this.ui.fresh.disabled = true;
    this.ui.cancel.hidden = this.ui.making.hidden = false;
    try {
      // A level can be rare under a variant's rules (a killer's expert: 1 seed in 20 fails): another seed.
      const make = () => this.maker.generateSudoku({ ...options, signal: making.signal });
      // One made ahead that failed (its worker ended meanwhile) is made again.
      const first = ahead ? ahead.made.catch((error) => (error instanceof RangeError ? Promise.reject(error) : make())) : make();
      const made = await first.catch((error) => (error instanceof RangeError ? make() : Promise.reject(error)));
      stop();
      const variant = made.variant ?? null;
      // Read by the worker that made it, which is running: no wait for another one to start.
      const parsed = await readPuzzle(this.maker, made.puzzle, variant);
      const game = await gameOf(this.maker, parsed, made.solution, '');
      making.signal.throwIfAborted();  // Cancel pressed while it was read: the game on the board stays
      this.begin({ puzzle: made.puzzle, solution: made.solution, rating: made.rating, variant, parsed, game, seconds: 0 });
      if (lost()) this.cells[this.focus]?.focus();
      this.ahead.start(this.maker, options, wait !== '');
      // The hints' worker started now (a first visit has none yet), so that the first hint does not
      // wait for it; not sooner: where workers cannot start, the maker's try has said so by now,
      // and this one goes to the page's thread without trying again.
      this.worker.parseSudoku('.'.repeat(16)).catch(() => {});
    } catch (error) {
      if (making.signal.aborted) this.say(this.game ? 'Stopped making a puzzle. Your game goes on.' : 'Stopped making a puzzle. Press New for another.');
      else this.say(`Could not make a puzzle: ${error.message}`);
    } finally {
      stop();
      if (this.making === making) this.making = null;
      this.ui.fresh.disabled = false;
      this.ui.cancel.hidden = this.ui.making.hidden = true;
      if (lost()) this.ui.fresh.focus();  // no new game (Cancel, a failure): the focus back on New
    }
  }

  // The variant picker offers what is made on the size picked: jigsaw and killer up to 16x16
  // (generateSudoku refuses them above); then the levels (offerLevels).
  offerVariants() {
    for (const option of this.ui.variant.options) {
      const choice = VARIANT_CHOICES.find((v) => v.value === option.value);
      option.disabled = option.hidden = this.size > LARGEST_DRAWN && Boolean(choice.regions || choice.cages);
    }
    if (this.ui.variant.selectedOptions[0]?.disabled !== false) this.ui.variant.value = '';
    this.offerLevels();
  }

  // The level picker offers the levels made for the variant picked on this size (a 16x16 killer
  // at hard or expert takes minutes: making.js); New on a level left picked says why it is not.
  offerLevels() {
    const choice = VARIANT_CHOICES.find((v) => v.value === this.ui.variant.value) ?? VARIANT_CHOICES[0];
    for (const option of this.ui.level.options) option.disabled = !offered(this.size, option.value, choice);
  }

  // The game in local storage, resumed: a minor field that does not read is repaired (and the
  // player told), a save whose puzzle, rules or moves do not read is kept aside and reported.
  async resume() {
    const raw = this.storage((store) => store.getItem(STORAGE));
    const found = readSave(raw);
    if (!found) return;
    this.written = raw;
    // A save without a solution that fits has it worked out again: seconds on 25x25, shown counting.
    const stop = this.waiting('Reading your saved game');
    try {
      if (found.problem) throw new RangeError(found.problem);
      const { puzzle, rating, variant, seconds, paused } = found.save;
      const { parsed, game, solution, repairs } = await resumeSave(this.worker, found.save);
      this.begin({ puzzle, solution, rating, variant, parsed, game, seconds, paused });
      this.resumed = true;
      const all = [...found.repairs, ...repairs];
      if (all.length > 0) this.report(repairedSave(all));
    } catch (error) {
      (await this.rare()).keepAside(this, raw, error.message);
    } finally {
      stop();
    }
  }



  /**
   * Opens `puzzle` (one line, '.' blank) under `variant` (sudoku()'s form, null: classic),
   * replaying `moves` (the `move` event's text): how a shared address opens a game. The grid shows
   * at once; the puzzle is checked for one solution in the worker, the moves as keypresses. A game
   * in progress is kept unless the player says to open the new one. Resolves to 'opened', 'kept'
   * (the player kept their game), 'refused' (the reason is shown) or 'abandoned' (New pressed).
   */
  load(puzzle, moves = '', variant = null) {
    this.linked = true;
    this.unask?.();  // a newer link: the question about the older one is withdrawn (the game kept)
    const opening = this.ready.then(async () => (await this.rare()).openLink(this, puzzle, moves, variant));
    this.ready = opening.catch(() => {});
    return opening;
  }
  // The element's rarer paths (play/links.js: a link opened, a save kept aside, another tab's
  // game), loaded when first taken: a plain visit does not carry them (tests/browser/size.test.js).
  rare() {
    this.rareLoading ??= import('./links.js');
    return this.rareLoading;
  }




  // Whether the game on the board has something to lose (Game's inProgress).
  inProgress() {
    return Boolean(this.game?.inProgress);
  }



  /**
   * Shows `text` above the board until the player dismisses it; `link`: [label, href] offered with
   * it, `kind`: a name, the notice replacing the one of that kind shown, `reveal`: [label, text] a
   * button that shows the text to copy. Returns a function that takes the notice back (once it no
   * longer applies).
   */
  report(text, link, kind, reveal) {
    return this.notices.report(text, { ...(link ? { link } : {}), ...(reveal ? { reveal } : {}), kind });
  }

  // Says what the page is waiting for, with the seconds so far, until the returned function is called.
  // `echo(seconds)`: told the seconds too.
  waiting(what, echo = null) {
    const started = Date.now();
    const show = () => {
      const seconds = Math.floor((Date.now() - started) / 1000);
      this.say(`${what}… ${seconds} s`);
      echo?.(seconds);
    };
    show();
    const timer = setInterval(show, 1000);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
    };
  }



  // Puts a game on the board, saves it, and rates it in its own worker when it has no rating yet.
  begin({ puzzle, solution, rating, variant, parsed, game, seconds, paused = false }) {
    this.rateAbort?.abort();
    // A question about replacing the game that was on the board no longer applies.
    this.unask?.(null);
    this.unaskNew?.(null);
    this.recordTime();  // the game leaving the board keeps its time, for when it is opened again
    if (this.game && puzzleKey(puzzle, variant) !== puzzleKey(this.puzzle, this.variant)) this.tally('leaving');
    Object.assign(this, { game, puzzle, solution, rating, seconds, houses: game.houses, drawn: parsed.variant ?? null, variant: variant ?? null });
    this.board.symbols = parsed.symbols;  // the puzzle's own symbols, on the board and the pad
    this.showSettings();
    this.ui.timer.textContent = clock(seconds);
    this.hints?.reset();  // the last game's hint and its sentence go with it
    this.build(game.n);
    this.draw();
    this.pause(paused);  // a game saved paused comes back paused (its board hidden), after a reload too
    this.save();
    if (game.done.length > 0) this.tally('moved');  // a game resumed or opened with its moves is one played
    this.dispatchEvent(new CustomEvent('game', { detail: { puzzle, moves: game.moves, variant: this.variant } }));
    this.say(this.summary());
    if (!rating) this.rateLater(game);
  }

  // The pickers show the game on the board: its variant, and its level once rated (a level the
  // rating does not name, as a link's puzzle before it is rated, leaves the picker as it is).
  showSettings() {
    if (this.ui.size.querySelector(`option[value="${this.game.n}"]`)) this.ui.size.value = String(this.game.n);
    this.offerVariants();
    this.ui.variant.value = choiceOf(this.variant);
    this.offerLevels();
    if (LEVELS.includes(this.rating?.level)) this.ui.level.value = this.rating.level;
  }

  // The game's line in the status: its level and rating (or why there is none yet).
  summary(unrated = 'rating it…') {
    const { rating } = this;
    const se = rating ? (rating.se === null ? UNRATED : `SE ${rating.se.toFixed(1)}`) : unrated;
    const kind = rating?.level ? `${/^[aeiou]/.test(rating.level) ? 'An' : 'A'} ${rating.level} puzzle` : 'A puzzle';
    // Solved, the line below the board says so with the time (draw()): not said twice.
    return `${kind} (${se}).${this.game.solved ? '' : ' Your move.'}`;
  }

  rateLater(game) {
    const abort = new AbortController();
    this.rateAbort = abort;
    const waiting = this.summary();
    this.rater.rate(this.puzzle, { ...(this.variant ? { variant: this.variant } : {}), signal: abort.signal }).then((rating) => {
      if (this.game !== game) return;
      this.rating = rating;
      this.showSettings();
      this.save();
      if (game.done.length > 0) this.tally('moved');  // a move made before the rating: counted now, under its level
      if (this.ui.status.textContent === waiting) this.say(this.summary());
    }, (error) => {
      if (!abort.signal.aborted && this.game === game && this.ui.status.textContent === waiting) this.say(this.summary(`no rating: ${error.message}`));
    });
  }

  // The board for an n x n game under the variant drawn (this.drawn), and its number pad.
  build(n) {
    this.board.build(n, this.drawn);
    this.pad.build(n, this.board.symbols);
    this.entry.selection.clear();
    this.entry.picked = 0;
  }

  symbolOf(digit) {
    return this.board.symbols[digit - 1];
  }

  get cells() {
    return this.board.cells;
  }

  get focus() {
    return this.board.focus;
  }

  draw() {
    const { game } = this;
    this.board.draw(game.values, game.givens, game.marks);
    this.entry.decorate();
    this.ui.undo.disabled = game.done.length === 0;
    this.ui.redo.disabled = game.undone.length === 0;
    // A solved game says so right below the board (inserted above, it pushed the board down on a
    // phone), and its digits are locked (Game.play).
    this.ui.won.hidden = !game.solved;
    // Helped (a hint or Place singles applied): said, as the statistics keep its time apart (stats.js).
    const helped = game.done.filter((move) => move.action.type === 'step').length;
    const help = helped > 0 ? ` with ${helped} hint${helped === 1 ? '' : 's'} applied (not counted in your best and median times)` : '';
    this.ui.won.textContent = game.solved ? `Solved in ${clock(this.seconds)}${help}. Undo steps back; New starts another puzzle.` : '';
    // Solved, what would do nothing is disabled (Undo enables it again).
    for (const button of [this.ui.fill, this.ui.hint, this.ui.singles, this.ui.check, this.ui.pause]) button.disabled = game.solved;
  }

  select(cell) {
    this.entry.select(cell);
  }

  // The statistics (stats-view.js, loaded on a game's first move or the panel's opening: not with
  // the page): `what` ('moved', 'solved', 'leaving' or 'show') of the game on the board as it is
  // now. A game is counted once rated, under its level (a move before the rating: rateLater()).
  tally(what) {
    if (!this.game) return;
    if (what === 'moved') {
      if (!this.rating) return;
      this.tallied = this.game;
    }
    const game = {
      key: puzzleKey(this.puzzle, this.variant), size: this.game.n, variant: choiceOf(this.variant), level: this.rating?.level ?? 'unrated',
      seconds: this.seconds, hinted: this.game.done.some((move) => move.action.type === 'step'), inProgress: this.inProgress(),
    };
    this.statistics ??= import('./stats-view.js').then(({ statsFor }) => statsFor(this, LEVELS, clock));
    this.statistics.then((stats) => stats[what](game), (error) => this.say(`No statistics: ${error.message}`));
  }

  // Pause (Space on the board, or the Pause button): the board hidden, not dimmed (its digits
  // cannot be read, so a pause does not give thinking time), the keys and the buttons below it
  // idle, and the timer stopped (tick()). Resume shows it again, the focus back on the board.
  pause(on) {
    const paused = Boolean(on) && Boolean(this.game) && !this.game.solved;
    if (paused === this.paused) return;
    const hadFocus = this.ui.grid.contains(this.shadowRoot.activeElement);
    this.paused = paused;
    this.ui.pause.setAttribute('aria-pressed', String(paused));
    this.ui.play.classList.toggle('is-paused', paused);
    this.ui.paused.hidden = !paused;
    this.save();  // paused or not, as a reload finds it
    // preventScroll: the Resume box is where the board was; scrolled to, it went partly above a phone's screen.
    if (paused) {
      if (hadFocus) this.ui.paused.querySelector('button').focus({ preventScroll: true });
    } else if (this.shadowRoot.activeElement === this.ui.paused.querySelector('button') || this.shadowRoot.activeElement === null) {
      this.cells[this.focus]?.focus({ preventScroll: true });
    }
  }

  onKey(event) {
    const n = this.game?.n;
    if (!n) return;
    const { focus } = this;
    if (event.key === ' ') {
      this.pause(true);
      event.preventDefault();
      return;
    }
    if (this.entry.key(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === HINT_KEY) {
      this.hint();
      event.preventDefault();
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      this.history(event.shiftKey ? 'redo' : 'undo');
      event.preventDefault();
      return;
    }
    if (event.key === 'Backspace' || event.key === 'Delete') {
      this.move({ type: 'erase', cell: focus });
      event.preventDefault();
      return;
    }
    // A digit or letter of the grid's symbols; with Shift (read from the key's code, which Shift
    // does not change), a pencil mark.
    const fromCode = /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1] ?? /^Key([A-Z])$/.exec(event.code)?.[1];
    const symbol = (event.shiftKey ? fromCode : event.key)?.toUpperCase();
    const digit = symbol ? this.board.symbols.toUpperCase().indexOf(symbol) + 1 : 0;
    if (digit >= 1 && digit <= n) {
      this.enter(digit, this.pencil || event.shiftKey);
      event.preventDefault();
    }
  }

  enter(digit, pencil) {
    return this.entry.enter(digit, pencil);
  }

  move(action) {
    if (!this.game || this.paused) return false;
    if (this.game.solved) {
      this.say('The puzzle is solved: its digits are locked. Undo steps back; New starts another puzzle.');
      return false;
    }
    if (!this.game.play(action)) {
      if (this.game.done.length >= this.game.maxMoves) this.say(`This game keeps at most ${this.game.maxMoves} moves: undo some, or start a new one.`);
      return false;
    }
    this.afterMove();
    return true;
  }

  history(which) {
    if (!this.paused && this.game?.[which]()) this.afterMove();
  }

  afterMove() {
    if (this.tallied !== this.game) this.tally('moved');
    this.draw();
    this.hints?.moved();
    this.save();
    this.dispatchEvent(new CustomEvent('move', { detail: { moves: this.game.moves } }));
    if (this.game.solved) {
      this.tally('solved');
      this.say(this.summary());  // the time is in the line below the board (draw())
      this.dispatchEvent(new CustomEvent('solved', { detail: { seconds: this.seconds } }));
    } else {
      this.say('');
    }
  }

  check() {
    if (!this.game) return;
    const wrong = this.game.mistakes();
    this.board.markWrong(wrong);
    this.say(wrong.length === 0 ? 'No wrong digit so far.' : `${wrong.length} wrong digit${wrong.length > 1 ? 's' : ''}, marked.`);
  }

  /** The next stage of a hint (play/hints.js): where to look, then the step drawn, then the step applied. */
  async hint() {
    return (await this.hinter()).next();
  }

  // play/hints.js (with the library's sentences, about 4 KB under brotli) is loaded at the first
  // Hint or Place singles, not with the page: the play page's first load stays within its budget
  // (tests/browser/size.test.js). Until then no hint is on the board, so nothing calls it.
  hinter() {
    this.hintsLoading ??= import('./hints.js').then(({ Hints }) => {
      this.hints = new Hints(this, HINT_KEY);
      return this.hints;
    });
    return this.hintsLoading;
  }

  // The status line; a rating in it ("SE 3.4") links to the scale on the techniques-url page.
  say(text) {
    showRated(this.ui.status, text, this);
  }

  // Saves the game, and its time in the puzzles' record; never over another tab's game without
  // the player's say (checkOtherTab).
  save() {
    if (!this.game || this.holdStorage) return;
    this.recordTime();
    if (this.otherTab || this.checkOtherTab(this.storage((store) => store.getItem(STORAGE)))) return;
    const text = saveText({ puzzle: this.puzzle, solution: this.solution, rating: this.rating, variant: this.variant, moves: this.game.moves, seconds: this.seconds, paused: this.paused });
    if (this.storage((store) => store.setItem(STORAGE, text) ?? true)) this.written = text;
  }

  // The seconds played on the game on the board, kept per puzzle (saved.js, TIMES).
  recordTime() {
    if (!this.game || this.holdStorage) return;
    const key = puzzleKey(this.puzzle, this.variant);
    this.storage((store) => store.setItem(TIMES, withTime(store.getItem(TIMES), key, this.seconds)));
  }

  timeOf(puzzle, variant) {
    return this.storage((store) => timeOf(store.getItem(TIMES), puzzleKey(puzzle, variant))) ?? 0;
  }

  // Whether storage holds another tab's game (`stored`: its text now) that this tab has not seen;
  // then saving stops and the player is asked which game to keep. True while the question is open.
  checkOtherTab(stored) {
    if (this.otherTab) return true;
    const other = otherGame(stored, this.written, { puzzle: this.puzzle, variant: this.variant, moves: this.game.moves });
    if (!other) return false;
    this.otherTab = true;
    this.rare().then(({ askOtherTab }) => askOtherTab(this, other));
    return true;
  }


  // `use(localStorage)`'s result, or null when storage is off or full (private mode): the game goes on unsaved.
  storage(use) {
    try {
      return use(localStorage);
    } catch {
      return null;
    }
  }
}

withWorkerUrl(SudokuPlayElement);
customElements.define('sudoku-play', SudokuPlayElement);
