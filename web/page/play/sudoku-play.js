// <sudoku-play size="9" level="medium" variant="">: a Sudoku to play by hand, classic or a variant
// (x, windoku, "x,windoku", and on 9x9 jigsaw and killer), drawn as in solve mode. Digits by keyboard, mouse or the
// number pad; pencil marks (the Pencil toggle, or Shift with a digit key); Fill candidates; Hint
// (the logic solver's next step drawn on the board, a second press applies it); Undo, Redo; Check
// (wrong digits marked); New (a puzzle at the chosen level, its SE rating shown). The game is kept
// in local storage and survives a reload. The state is web/page/play/game.js; the searches run in
// a worker.
//
// Events: game { detail: { puzzle, moves, variant } } (a game started or resumed), move { detail: { moves } },
// hint { detail: { step } }, solved { detail: { seconds } }.
import { SUDOKU_SYMBOLS as SYMBOLS } from '../../lib/symbols.js';
import { createWorkerSolver } from '../../worker/client.js';
import { shadowOf } from '../shadow.js';
import { choiceOf, drawVariant, SAMPLE_REGIONS, VARIANT_CHOICES } from '../sudoku-variant-view.js';
import { Game } from './game.js';
import { houseCells, housesOf } from './houses.js';

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const STORAGE = 'dlx-wasm:play';

const TEMPLATE = `
  <div class="play">
    <div class="controls">
      <label>Level
        <select name="level">${LEVELS.map((l) => `<option value="${l}">${l[0].toUpperCase()}${l.slice(1)}</option>`).join('')}</select>
      </label>
      <label>Variant
        <select name="variant">${VARIANT_CHOICES.map((v) => `<option value="${v.value}">${v.name}</option>`).join('')}</select>
      </label>
      <button type="button" name="new">New</button>
      <span class="timer" aria-label="Time">0:00</span>
    </div>
    <div class="board">
      <div class="grid" role="grid" aria-label="Sudoku"></div>
      <svg class="cages" aria-hidden="true"></svg>
    </div>
    <div class="pad" role="group" aria-label="Number pad"></div>
    <div class="buttons">
      <button type="button" name="pencil" aria-pressed="false">Pencil</button>
      <button type="button" name="fill">Fill candidates</button>
      <button type="button" name="hint">Hint</button>
      <button type="button" name="undo">Undo</button>
      <button type="button" name="redo">Redo</button>
      <button type="button" name="check">Check</button>
    </div>
    <p class="status" role="status" aria-live="polite"></p>
    <p class="explanation" aria-live="polite"></p>
  </div>`;

const digitsOf = (line) => [...line].map((ch) => (ch === '.' ? 0 : SYMBOLS.indexOf(ch) + 1));

export class SudokuPlayElement extends HTMLElement {
  constructor() {
    super();
    const $ = shadowOf(this, { style: new URL('./play.css', import.meta.url).href, template: TEMPLATE });
    this.ui = {
      level: $('select[name=level]'), variant: $('select[name=variant]'), overlay: $('svg.cages'), fresh: $('button[name=new]'), timer: $('.timer'), grid: $('.grid'), pad: $('.pad'),
      pencil: $('button[name=pencil]'), fill: $('button[name=fill]'), hint: $('button[name=hint]'), undo: $('button[name=undo]'),
      redo: $('button[name=redo]'), check: $('button[name=check]'), status: $('.status'), explanation: $('.explanation'),
    };
    this.game = null;
    this.puzzle = '';
    this.rating = null;
    this.variant = null;  // the rules in sudoku()'s form (null: classic)
    this.drawn = null;    // the same, as parseSudoku() reads them back for drawing
    this.focus = 0;
    this.shown = null;  // the hint on the board, applied by a second press
    this.seconds = 0;
    this.ui.fresh.addEventListener('click', () => this.newGame());
    this.ui.pencil.addEventListener('click', () => this.ui.pencil.setAttribute('aria-pressed', String(this.ui.pencil.getAttribute('aria-pressed') !== 'true')));
    this.ui.fill.addEventListener('click', () => this.move({ type: 'fill' }));
    this.ui.hint.addEventListener('click', () => this.hint());
    this.ui.undo.addEventListener('click', () => this.history('undo'));
    this.ui.redo.addEventListener('click', () => this.history('redo'));
    this.ui.check.addEventListener('click', () => this.check());
    this.ui.grid.addEventListener('keydown', (event) => this.onKey(event));
    this.ui.grid.addEventListener('click', (event) => {
      const cell = event.target.closest('[role=gridcell]');
      if (cell) this.select(Number(cell.dataset.cell));
    });
    this.ui.pad.addEventListener('click', (event) => {
      const key = event.target.closest('button');
      if (key) this.enter(Number(key.dataset.digit), this.pencil);
    });
  }

  get worker() {
    this.solver ??= createWorkerSolver({ module: 'sudoku', workers: 1 });
    return this.solver;
  }

  get size() {
    return Number(this.getAttribute('size')) || 9;
  }

  get pencil() {
    return this.ui.pencil.getAttribute('aria-pressed') === 'true';
  }

  connectedCallback() {
    this.ui.level.value = LEVELS.includes(this.getAttribute('level')) ? this.getAttribute('level') : 'medium';
    // Jigsaw (the sample regions) and killer (a killer's generation is slow above 9x9) on 9x9 only.
    for (const option of this.ui.variant.options) {
      const choice = VARIANT_CHOICES.find((v) => v.value === option.value);
      option.disabled = option.hidden = this.size !== 9 && Boolean(choice.regions || choice.cages);
    }
    const wanted = this.ui.variant.querySelector(`option[value="${CSS.escape(this.getAttribute('variant') ?? '')}"]`);
    this.ui.variant.value = wanted && !wanted.disabled ? wanted.value : '';
    this.clock = setInterval(() => this.tick(), 1000);
    // The page may load a shared game first (play.html's main.js): wait a turn for it.
    queueMicrotask(() => {
      if (this.game || this.loading) return;
      const saved = this.stored();
      if (saved) this.start(saved).catch(() => this.newGame());
      else this.newGame();
    });
  }

  disconnectedCallback() {
    clearInterval(this.clock);
    this.solver?.terminate();
    this.solver = null;
  }

  // The timer counts (a second a tick) while the tab is visible and the game is not solved.
  tick() {
    if (!this.game || this.game.solved || document.hidden) return;
    this.seconds += 1;
    this.ui.timer.textContent = `${Math.floor(this.seconds / 60)}:${String(this.seconds % 60).padStart(2, '0')}`;
    if (this.seconds % 10 === 0) this.save();
  }

  async newGame() {
    const choice = VARIANT_CHOICES.find((v) => v.value === this.ui.variant.value) ?? VARIANT_CHOICES[0];
    this.say(`Making a ${this.ui.level.value} ${choice.value ? `${choice.name} ` : ''}puzzle…`);
    this.ui.fresh.disabled = true;
    try {
      const rules = choice.value === '' ? undefined : { ...choice.rules, ...(choice.regions ? { regions: SAMPLE_REGIONS } : {}), ...(choice.cages ? { cages: true } : {}) };
      // A level can be rare under a variant's rules (a killer's expert: 1 seed in 20 fails): another seed.
      const make = () => this.worker.generateSudoku({ size: this.size, difficulty: this.ui.level.value, variant: rules });
      const made = await make().catch((error) => (error instanceof RangeError ? make() : Promise.reject(error)));
      await this.start({ puzzle: made.puzzle, solution: made.solution, rating: made.rating, variant: made.variant ?? null, moves: '', seconds: 0 });
      this.save();
    } catch (error) {
      this.say(`Could not make a puzzle: ${error.message}`);
    } finally {
      this.ui.fresh.disabled = false;
    }
  }

  /**
   * Starts `puzzle` (one line, '.' blank) under `variant` (sudoku()'s form, null: classic),
   * replaying `moves` (the `move` event's text): how a shared address opens a game. Rejects a
   * puzzle without exactly one solution, bad rules, or moves that do not read, saying why.
   */
  async load(puzzle, moves = '', variant = null) {
    this.loading = true;
    try {
      const rules = variant ? { variant } : {};
      const found = await this.worker.sudoku(puzzle, rules);
      if (found.count !== 1) throw new RangeError(found.count === 0 ? 'it has no solution' : 'it has more than one solution');
      const rating = await this.worker.rate(puzzle, rules);
      await this.start({ puzzle, solution: found.solutions[0], rating, variant, moves, seconds: 0 });
      this.save();
    } catch (error) {
      this.say(`Cannot play that puzzle: ${error.message}.`);
    } finally {
      this.loading = false;
    }
  }

  async start({ puzzle, solution, rating, variant, moves, seconds }) {
    const n = Math.round(Math.sqrt(puzzle.length));
    const drawn = variant ? (await this.worker.parseSudoku('.'.repeat(n * n), { variant })).variant : null;
    const houses = housesOf(n, drawn);
    const game = Game.restore({ n, givens: digitsOf(puzzle), solution: digitsOf(solution), houses }, moves);
    Object.assign(this, { game, houses, drawn, puzzle, rating, seconds, variant: variant ?? null, shown: null });
    this.ui.variant.value = choiceOf(this.variant);
    this.build(n);
    drawVariant(this.cells, n, drawn, this.ui.overlay);
    this.draw();
    this.dispatchEvent(new CustomEvent('game', { detail: { puzzle, moves: game.moves, variant: this.variant } }));
    const se = rating?.se === null || rating?.se === undefined ? 'beyond the ladder' : `SE ${rating.se.toFixed(1)}`;
    const level = rating?.level ?? 'new';
    this.say(`${/^[aeiou]/.test(level) ? 'An' : 'A'} ${level} puzzle (${se}). ${this.game.solved ? 'Solved.' : 'Your move.'}`);
  }

  build(n) {
    const grid = this.ui.grid;
    grid.replaceChildren();
    grid.style.setProperty('--n', String(n));
    grid.style.setProperty('--box', String(Math.round(Math.sqrt(n))));
    const box = Math.round(Math.sqrt(n));
    for (let r = 0; r < n; r += 1) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (let c = 0; c < n; c += 1) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(r * n + c);
        cell.tabIndex = -1;
        cell.classList.toggle('box-right', c % box === box - 1 && c < n - 1);
        cell.classList.toggle('box-bottom', r % box === box - 1 && r < n - 1);
        row.append(cell);
      }
      grid.append(row);
    }
    this.cells = [...grid.querySelectorAll('[role=gridcell]')];
    // Each cell's killer cage, for its label.
    this.cageOf = new Array(n * n).fill(null);
    for (const cage of this.drawn?.cages ?? []) for (const cell of cage.cells) this.cageOf[cell] = cage;
    this.ui.pad.replaceChildren(...Array.from({ length: n }, (_, d) => {
      const key = document.createElement('button');
      key.type = 'button';
      key.dataset.digit = String(d + 1);
      key.textContent = SYMBOLS[d];
      return key;
    }));
    this.focus = Math.min(this.focus, n * n - 1);
    this.cells[this.focus].tabIndex = 0;
  }

  draw() {
    const { game } = this;
    const n = game.n;
    this.cells.forEach((el, cell) => {
      const value = game.values[cell];
      el.classList.toggle('given', game.isGiven(cell));
      el.replaceChildren();
      const cage = this.cageOf[cell];
      const where = `Row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1}${cage ? ` (cage ${cage.label}, sum ${cage.sum})` : ''}`;
      if (value) {
        el.textContent = SYMBOLS[value - 1];
        el.setAttribute('aria-label', `${where}: ${SYMBOLS[value - 1]}${game.isGiven(cell) ? ', given' : ''}`);
      } else if (game.marks[cell]) {
        const marks = document.createElement('span');
        marks.className = 'marks';
        const digits = [];
        for (let d = 1; d <= n; d += 1) {
          const mark = document.createElement('span');
          if (game.marks[cell] & (1 << (d - 1))) {
            mark.textContent = SYMBOLS[d - 1];
            mark.dataset.digit = String(d);
            digits.push(SYMBOLS[d - 1]);
          }
          marks.append(mark);
        }
        el.append(marks);
        el.setAttribute('aria-label', `${where}: candidates ${digits.join(' ')}`);
      } else {
        el.setAttribute('aria-label', `${where}: empty`);
      }
      el.removeAttribute('data-hint');
      el.classList.remove('wrong');
    });
    this.ui.undo.disabled = game.done.length === 0;
    this.ui.redo.disabled = game.undone.length === 0;
  }

  select(cell) {
    this.cells[this.focus].tabIndex = -1;
    this.focus = cell;
    this.cells[cell].tabIndex = 0;
    this.cells[cell].focus();
  }

  onKey(event) {
    const n = this.game?.n;
    if (!n) return;
    const { focus } = this;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      const next = focus + moves[event.key];
      if (next >= 0 && next < n * n && (Math.abs(moves[event.key]) === n || Math.floor(next / n) === Math.floor(focus / n))) this.select(next);
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
    const digit = symbol ? SYMBOLS.indexOf(symbol) + 1 : 0;
    if (digit >= 1 && digit <= n) {
      this.enter(digit, this.pencil || event.shiftKey);
      event.preventDefault();
    }
  }

  enter(digit, pencil) {
    if (this.game.isGiven(this.focus)) return this.say('That cell is a given.');
    return this.move(pencil ? { type: 'mark', cell: this.focus, digit } : { type: 'place', cell: this.focus, digit });
  }

  move(action) {
    if (!this.game || !this.game.play(action)) return false;
    this.afterMove();
    return true;
  }

  history(which) {
    if (this.game?.[which]()) this.afterMove();
  }

  afterMove() {
    this.shown = null;
    this.ui.explanation.textContent = '';
    this.draw();
    this.save();
    this.dispatchEvent(new CustomEvent('move', { detail: { moves: this.game.moves } }));
    if (this.game.solved) {
      this.say(`Solved in ${this.ui.timer.textContent}!`);
      this.dispatchEvent(new CustomEvent('solved', { detail: { seconds: this.seconds } }));
    } else {
      this.say('');
    }
  }

  check() {
    const wrong = this.game.mistakes();
    for (const cell of wrong) this.cells[cell].classList.add('wrong');
    this.say(wrong.length === 0 ? 'No wrong digit so far.' : `${wrong.length} wrong digit${wrong.length > 1 ? 's' : ''}, marked.`);
  }

  async hint() {
    if (this.shown) {
      const { placements, removals } = this.shown;
      this.move({ type: 'step', placements, removals });
      return;
    }
    const position = this.game.position();
    const answer = await this.worker.hint(this.puzzle, { ...position, ...(this.variant ? { variant: this.variant } : {}) });
    if (answer.status === 'mistakes') {
      for (const { cell } of answer.mistakes) this.cells[cell].classList.add('wrong');
      this.say('Fix the marked cells first: they contradict the solution.');
      return;
    }
    if (answer.status !== 'step') {
      this.say(answer.status === 'solved' ? 'Solved.' : answer.sentence);
      return;
    }
    const { step } = answer;
    this.shown = step;
    this.draw();
    for (const house of step.houses) {
      for (const cell of houseCells(this.houses, this.game.n, this.drawn, house)) this.cells[cell].dataset.hint = 'house';
    }
    for (const { cell } of step.cells) this.cells[cell].dataset.hint = 'cause';
    for (const { cell } of step.removals) this.cells[cell].dataset.hint = 'removal';
    for (const { cell } of step.placements) this.cells[cell].dataset.hint = 'placement';
    this.ui.explanation.textContent = `${step.sentence} (SE ${step.se.toFixed(1)}) Press Hint again to apply it.`;
    this.dispatchEvent(new CustomEvent('hint', { detail: { step } }));
  }

  say(text) {
    this.ui.status.textContent = text;
  }

  save() {
    if (!this.game) return;
    try {
      const solution = this.game.solution.map((d) => SYMBOLS[d - 1]).join('');
      localStorage.setItem(STORAGE, JSON.stringify({ puzzle: this.puzzle, solution, rating: this.rating, variant: this.variant, moves: this.game.moves, seconds: this.seconds }));
    } catch {
      // Storage may be off (private mode): the game goes on unsaved.
    }
  }

  stored() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE) ?? 'null');
      return saved && Math.round(Math.sqrt(saved.puzzle.length)) === this.size ? saved : null;
    } catch {
      return null;
    }
  }
}

customElements.define('sudoku-play', SudokuPlayElement);
