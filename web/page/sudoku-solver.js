// <sudoku-solver size="9">: an embeddable Sudoku solver. Everything lives in its shadow DOM (its
// styles neither leak out nor take the host's), and every search runs in module workers (split
// across up to 4), so the host page never freezes; Stop terminates them. (Where the workers
// cannot start, searches run on the page's thread: sudoku-pool.js.)
//
// Attributes: size = 4 | 9 | 16 | 25, worker-url (where the worker script is: element-worker.js),
// techniques-url (a technique page: Hint and Explain link each technique to it, a rating "SE" to
// its scale: technique-links.js). Slot "actions": beside Hint, Rate and Explain (the site's page
// puts "Play this puzzle" there); slot "load": beside Size and Sample (the site's page puts Scan there).
// Properties: puzzle (one line, '.' blank; set, it loads one puzzle as load() does), variant (the
// rules besides the classic ones, as sudoku() takes them, or null), workerUrl. Methods: load(text),
// setVariant(variant). Event: puzzlechange { detail: { size, puzzle, variant, replace } },
// replace = true for an edit of a cell.
import { puzzleOf, splitPuzzles } from '../lib/sudoku-records.js';
import { SUDOKU_SYMBOLS as SYMBOLS } from '../lib/symbols.js';
import { describe } from '../lib/validate.js';
import { cellInput, focusCell } from './grid-cells.js';
import { SAMPLES } from './samples.js';
import { shadowOf } from './shadow.js';
import STYLE from './sudoku-solver-css.js';
import { sudokuPool } from './sudoku-pool.js';
import { choiceOf, drawVariant, SAMPLE_REGIONS, VARIANT_CHOICES } from './sudoku-variant-view.js';
import { upgradeProperty, WORKER_URL, withWorkerUrl } from './element-worker.js';
import { clearStep, LOGIC_RUNS, runLogic } from './solver-logic.js';
import { showRated, UNRATED } from './technique-links.js';

const SIZES = [4, 9, 16, 25];
const BLANKS = new Set(['.', '0', '-', ' ']);

const TEMPLATE = `
  <div class="solver">
    <div class="controls">
      <label>Size
        <select name="size">${SIZES.map((n) => `<option value="${n}">${n}×${n}</option>`).join('')}</select>
      </label>
      <label>Sample
        <select name="sample">
          <option value="">Choose…</option>
          ${SAMPLES.map((s, i) => `<option value="${i}">${s.name}</option>`).join('')}
        </select>
      </label>
      <slot name="load"></slot>
    </div>
    <label>Variant
      <select name="variant">${VARIANT_CHOICES.map((v) => `<option value="${v.value}">${v.name}</option>`).join('')}</select>
    </label>
    <div class="board">
      <div class="grid" role="group" aria-label="Sudoku grid"></div>
      <svg class="cages" aria-hidden="true"></svg>
    </div>
    <button type="button" name="back" class="back" hidden>Back to the steps</button>
    <div class="buttons">
      <button type="button" name="solve">Solve</button>
      <button type="button" name="check">Check</button>
      <button type="button" name="stop" disabled>Stop</button>
      <button type="button" name="clear">Clear</button>
    </div>
    <div class="controls">
      <label>Difficulty
        <select name="difficulty">
          <option value="">Any</option>
          <option value="easy">Easy</option>
          <option value="medium">Medium</option>
          <option value="hard">Hard</option>
          <option value="expert">Expert</option>
          <option value="extreme">Extreme</option>
        </select>
      </label>
      <button type="button" name="generate">Generate</button>
    </div>
    <div class="buttons">
      <button type="button" name="hint">Hint</button>
      <button type="button" name="rate">Rate</button>
      <button type="button" name="explain">Explain</button>
      <slot name="actions"></slot>
    </div>
    <p class="status" role="status" aria-live="polite"></p>
    <div class="logic" hidden>
      <p class="title"></p>
      <ol class="steps"></ol>
    </div>
    <details class="paste">
      <summary>Paste a puzzle</summary>
      <label>Puzzle text
        <textarea name="text" rows="4" spellcheck="false"
          placeholder="One line of 16, 81, 256 or 625 symbols, or a block of rows"></textarea>
      </label>
      <label>Regions (jigsaw): one label per cell, each region's label on its cells
        <textarea name="regions" rows="4" spellcheck="false"></textarea>
      </label>
      <label>Cages (killer): one label per cell, '.' for none, then label=sum for each
        <textarea name="cages" rows="5" spellcheck="false"></textarea>
      </label>
      <button type="button" name="load">Load</button>
    </details>
  </div>`;

export class SudokuSolverElement extends HTMLElement {
  static get observedAttributes() {
    return ['size', WORKER_URL];
  }

  constructor() {
    super();
    const $ = shadowOf(this, { style: STYLE, template: TEMPLATE });
    this.ui = {
      size: $('select[name=size]'),
      sample: $('select[name=sample]'),
      grid: $('.grid'),
      overlay: $('svg.cages'),
      variant: $('select[name=variant]'),
      regions: $('textarea[name=regions]'),
      cages: $('textarea[name=cages]'),
      solve: $('button[name=solve]'),
      check: $('button[name=check]'),
      stop: $('button[name=stop]'),
      clear: $('button[name=clear]'),
      status: $('.status'),
      text: $('textarea[name=text]'),
      load: $('button[name=load]'),
      difficulty: $('select[name=difficulty]'),
      generate: $('button[name=generate]'),
      logic: $('.logic'),
      hint: $('button[name=hint]'),
      rate: $('button[name=rate]'),
      explain: $('button[name=explain]'),
      back: $('button[name=back]'),
    };
    this.n = 0;
    this.cells = [];
    this.search = null; // { controller, quiet } while a search runs
    this.loading = Promise.resolve();
    this.solver = null;

    this.rules = null;   // the variant in force (sudoku()'s form), or null for the classic rules
    this.ui.variant.addEventListener('change', () => this.pickVariant(this.ui.variant.value));
    this.ui.size.addEventListener('change', () => this.setSize(Number(this.ui.size.value), { announce: true }));
    this.ui.sample.addEventListener('change', () => this.loadSample());
    this.ui.solve.addEventListener('click', () => this.run('solve'));
    this.ui.generate.addEventListener('click', () => this.run('generate'));
    this.ui.check.addEventListener('click', () => this.run('check'));
    for (const kind of Object.keys(LOGIC_RUNS)) this.ui[kind].addEventListener('click', () => this.run(kind));
    this.ui.stop.addEventListener('click', () => this.stop());
    this.ui.clear.addEventListener('click', () => this.clear());
    this.ui.load.addEventListener('click', () => this.loadAll());
    this.ui.grid.addEventListener('paste', (event) => this.onPaste(event));
    this.ui.grid.addEventListener('keydown', (event) => this.onKey(event));
    this.ui.grid.addEventListener('input', (event) => this.onInput(event));
  }

  connectedCallback() {
    if (this.n === 0) this.setSize(Number(this.getAttribute('size')) || 9, { announce: false });
    upgradeProperty(this, 'workerUrl');
    upgradeProperty(this, 'puzzle');
  }

  disconnectedCallback() {
    this.solver?.terminate();
    this.solver = null;
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'size' && this.isConnected && Number(value) !== this.n) this.setSize(Number(value) || 9, { announce: false });
    // Another worker script: the workers end (a search running stops) and the next ones start from it.
    if (name === WORKER_URL && value !== old && this.solver) {
      this.stop({ quiet: true });
      this.solver.terminate();
      this.solver = null;
    }
  }

  /** The puzzle as one line: the givens in the grid's alphabet, '.' blank. */
  get puzzle() {
    return this.cells.map((cell) => (cell.dataset.given ? cell.value : '.')).join('');
  }

  /**
   * Loads one puzzle, as load() does: its framing is checked at once (a TypeError or RangeError
   * naming the problem), its symbols by the worker's parser (what it cannot read is said in the
   * status line, as for load()).
   */
  set puzzle(text) {
    if (typeof text !== 'string') {
      throw new TypeError(`<sudoku-solver>: puzzle must be a string, one puzzle in any format load() reads; got ${describe(text)}`);
    }
    const records = splitPuzzles(text);
    if (records.length !== 1) {
      throw new RangeError(`<sudoku-solver>: puzzle must be one puzzle; the text holds ${records.length || 'none'} (load() takes the first of several)`);
    }
    if (records[0].error) throw new RangeError(`<sudoku-solver>: puzzle: ${records[0].error}`);
    this.load(text);
  }

  get size() {
    return this.n;
  }

  get variant() {
    return this.rules;
  }

  // The picker changed: its rules, with the maps of the text boxes (a jigsaw on 9x9 starts from a
  // sample region map; a killer's cages come from the box, or from Generate).
  pickVariant(value) {
    const choice = VARIANT_CHOICES.find((v) => v.value === value) ?? VARIANT_CHOICES[0];
    if (choice.regions && !this.ui.regions.value.trim() && this.n === 9) this.ui.regions.value = SAMPLE_REGIONS;
    if (choice.regions || choice.cages) this.ui.text.closest('details').open = true;
    if (choice.cages && !this.ui.cages.value.trim()) {
      // A killer without cages yet: the classic rules until cages are pasted or generated.
      this.ui.variant.value = 'killer';
      this.variantCall = (this.variantCall ?? 0) + 1;  // a check of other rules under way is dropped (setVariant)
      this.rules = null;
      drawVariant(this.cells, this.n, null, this.ui.overlay);
      this.say('Killer: paste cages under "Paste a puzzle", or Generate a killer.');
      return Promise.resolve();
    }
    const variant = choice.value === '' ? null : { ...choice.rules };
    if (choice.regions) variant.regions = this.ui.regions.value;
    if (choice.cages && this.ui.cages.value.trim()) variant.cages = this.ui.cages.value;
    return this.setVariant(variant, { announce: true });
  }

  /** Sets the rules (sudoku()'s variant, or null): checks them, draws them; returns a promise. */
  async setVariant(variant, { announce = false } = {}) {
    this.stop({ quiet: true });
    this.clearMarks();
    // The latest call wins: Back fires popstate and hashchange, and an earlier call's check in the
    // worker could end after a later one and put back the rules left (and their line).
    const call = (this.variantCall = (this.variantCall ?? 0) + 1);
    const choice = choiceOf(variant);
    this.ui.variant.value = choice;
    if (typeof variant?.regions === 'string') this.ui.regions.value = variant.regions;
    if (typeof variant?.cages === 'string') this.ui.cages.value = variant.cages;
    if (!variant) {
      // Back to the classic rules: said, so that the line naming the rules left does not stay up.
      if (this.rules || this.variantPending) this.say('Rules: Classic.');
      this.rules = null;
      this.variantPending = false;
      drawVariant(this.cells, this.n, null, this.ui.overlay);
    } else {
      this.variantPending = true;
      try {
        const read = await this.worker.parseSudoku('.'.repeat(this.n * this.n), { variant });
        if (call !== this.variantCall) return;
        this.rules = variant;
        drawVariant(this.cells, this.n, read.variant, this.ui.overlay);
        this.say(`Rules: ${VARIANT_CHOICES.find((v) => v.value === choice).name}.`);
      } catch (error) {
        if (call !== this.variantCall) return;
        this.rules = null;
        drawVariant(this.cells, this.n, null, this.ui.overlay);
        this.say(`Cannot use the variant: ${error.message}.`);
      }
      this.variantPending = false;
    }
    if (announce) this.changed(false);
  }

  // The worker solver, created on first use (and again after Stop terminated it). A search splits
  // across up to 4 workers, one per core; a puzzle finished within the first slice (any 9x9)
  // starts only one.
  get worker() {
    if (!this.solver) this.solver = sudokuPool(this, Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)));
    return this.solver;
  }

  setSize(n, { announce }) {
    if (!SIZES.includes(n)) n = 9;
    this.stop({ quiet: true });
    this.n = n;
    this.ui.size.value = String(n);
    const grid = this.ui.grid;
    grid.replaceChildren();
    grid.style.setProperty('--n', String(n));
    grid.dataset.size = String(n);
    this.cells = [];
    for (let r = 0; r < n; r += 1) {
      for (let c = 0; c < n; c += 1) {
        const input = cellInput(n, r * n + c);
        input.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}`);
        grid.append(input);
        this.cells.push(input);
      }
    }
    this.say('');
    // A new size keeps X and windoku; maps are for one size.
    const keep = this.rules && !this.rules.regions && this.rules.cages === undefined ? this.rules : null;
    this.rules = null;
    this.setVariant(keep);
    if (announce) this.changed(false);
  }

  symbol(value) {
    return SYMBOLS[value - 1];
  }

  setCells(values, { solved = false } = {}) {
    values.forEach((value, i) => {
      const cell = this.cells[i];
      if (solved && cell.dataset.given) return;
      cell.value = value ? this.symbol(value) : '';
      cell.classList.toggle('solved', solved && value > 0);
      if (!solved) {
        if (value) cell.dataset.given = '1';
        else delete cell.dataset.given;
      }
    });
  }

  clearMarks() {
    // An answer of the logic solver is for the grid as it was: it goes with any change.
    clearStep(this.cells);
    this.ui.logic.hidden = true;
    this.ui.back.hidden = true;
    for (const cell of this.cells) {
      cell.classList.remove('clash');
      cell.removeAttribute('aria-invalid');
      if (cell.classList.contains('solved')) {
        cell.classList.remove('solved');
        cell.value = '';
      }
    }
  }

  clear() {
    this.stop({ quiet: true });
    this.clearMarks();
    this.setCells(new Array(this.n * this.n).fill(0));
    this.say('Cleared.');
    this.changed(false);
  }

  loadSample() {
    const sample = SAMPLES[Number(this.ui.sample.value)];
    this.ui.sample.value = '';
    if (sample) this.load(sample.puzzle, `Loaded ${sample.name}.`);
  }

  // Load: the puzzle text (if any), then the maps under the picked variant.
  // A puzzle it cannot read stops there, its error said (a setter saw "Rules: Jigsaw." say over it);
  // a map box left empty means its variant is off: the rules the picker names, or classic.
  async loadAll() {
    const text = this.ui.text.value.trim();
    if (text && !(await this.load(this.ui.text.value))) return;
    const value = this.ui.variant.value;
    const [cages, regions] = [this.ui.cages.value.trim(), this.ui.regions.value.trim()];
    const wanted = cages ? 'killer' : regions && value !== 'killer' ? 'jigsaw' : value === 'jigsaw' || value === 'killer' ? '' : value;
    const before = this.rules;
    await this.pickVariant(wanted);
    // Nothing pasted and the rules as they were: said, not the line of what was done before.
    if (!text && wanted === '' && before === null) this.say('Nothing to load: paste a puzzle under "Paste a puzzle" (one line of 16, 81, 256 or 625 symbols, or a block of rows), or regions or cages.');
  }

  /** Loads a puzzle from text in any format the command line reads; returns a promise of whether it loaded. */
  load(text, message) {
    // A search started meanwhile waits for the load, so it solves what the grid will show.
    this.loading = this.parseAndShow(text, message);
    return this.loading;
  }

  async parseAndShow(text, message) {
    const [record] = splitPuzzles(String(text));
    const refuse = (message) => { this.say(message); return false; };
    if (!record) return refuse('Nothing to load: paste one line of 16, 81, 256 or 625 symbols, or a block of rows.');
    if (record.error) return refuse(`Cannot load: ${record.error}.`);
    // Numbers ("5 3 0 ...") become symbols; the C++ parser then checks everything as for a string.
    const line = record.numeric ? record.cells.map((v) => (Number(v) === 0 ? '.' : SYMBOLS[Number(v) - 1] ?? '?')).join('') : puzzleOf(record);
    try {
      const parsed = await this.worker.parseSudoku(line);
      if (parsed.size !== this.n) this.setSize(parsed.size, { announce: false });
      this.clearMarks();
      this.setCells(parsed.cells);
      this.say(message ?? `Loaded a ${parsed.size}×${parsed.size} puzzle.`);
      this.changed(false);
      return true;
    } catch (error) {
      return refuse(`Cannot load: ${error.message}.`);
    }
  }

  onPaste(event) {
    const text = event.clipboardData?.getData('text') ?? '';
    if (text.replace(/\s/g, '').length <= 2) return; // one symbol: let it go to the cell
    event.preventDefault();
    this.load(text);
  }

  onInput(event) {
    const cell = event.target;
    if (!(cell instanceof HTMLInputElement)) return;
    const typed = cell.value.toUpperCase().slice(-1);
    const value = SYMBOLS.indexOf(typed) + 1;
    this.clearMarks();
    const refused = Boolean(typed) && !BLANKS.has(typed) && !(value >= 1 && value <= this.n);
    if (!refused) {
      cell.value = value >= 1 ? typed : '';
      if (value >= 1) cell.dataset.given = '1';
      else delete cell.dataset.given;
      // The refusal of a symbol before, if it is still said, no longer applies (a new player saw
      // "'X' is not a symbol" stay up after typing a good one).
      if (this.refusal && this.ui.status.textContent === this.refusal) this.say('');
    } else {
      cell.value = '';
      delete cell.dataset.given;
      this.refusal = `'${typed}' is not a symbol of a ${this.n}×${this.n} puzzle (use ${this.alphabet()}).`;
      this.say(this.refusal);
    }
    this.changed(true);
  }

  alphabet() {
    return this.n <= 9 ? `1-${this.n}` : `1-9 and A-${SYMBOLS[this.n - 1]}`;
  }

  onKey(event) {
    const cell = event.target;
    if (!(cell instanceof HTMLInputElement)) return;
    const index = Number(cell.dataset.index);
    const r = Math.floor(index / this.n);
    const c = index % this.n;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      const nr = Math.min(this.n - 1, Math.max(0, r + dr));
      const nc = Math.min(this.n - 1, Math.max(0, c + dc));
      this.focusCell(nr * this.n + nc);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.clearMarks();
      cell.value = '';
      delete cell.dataset.given;
      this.changed(true);
    }
  }

  focusCell(index) {
    focusCell(this.cells, index);
  }

  changed(replace) {
    this.dispatchEvent(new CustomEvent('puzzlechange', { detail: { size: this.n, puzzle: this.puzzle, variant: this.rules, replace }, bubbles: true, composed: true }));
  }

  say(message) {
    showRated(this.ui.status, message, this);
  }

  busy(on) {
    this.ui.stop.disabled = !on;
    this.ui.solve.disabled = on;
    this.ui.check.disabled = on;
    this.ui.generate.disabled = on;
    for (const kind of Object.keys(LOGIC_RUNS)) this.ui[kind].disabled = on;
  }

  async run(kind) {
    if (this.search) return;
    await this.loading;
    if (this.search) return;
    this.clearMarks();
    const puzzle = this.puzzle;
    const controller = new AbortController();
    const search = { controller, quiet: false };
    this.search = search;
    this.busy(true);
    this.say({ solve: 'Solving…', check: 'Checking…', generate: 'Generating…', ...LOGIC_RUNS }[kind]);
    const started = performance.now();
    try {
      if (kind === 'generate') {
        const difficulty = this.ui.difficulty.value || undefined;
        // A killer draws new cages; the other variants keep their rules.
        const killer = this.ui.variant.value === 'killer';
        const rules = this.rules ? { ...this.rules, ...(killer ? { cages: true } : {}) } : killer ? { cages: true } : undefined;
        const made = await this.worker.generateSudoku({ size: this.n, difficulty, variant: rules, signal: controller.signal });
        if (made.variant) await this.setVariant(made.variant);
        const ms = (performance.now() - started).toFixed(0);
        this.setCells(this.valuesOf(made.puzzle));
        // The givens beside the maps in the text boxes, so that Load gives the same puzzle back.
        this.ui.text.value = made.puzzle;
        const rated = made.rating ? `${/^[ae]/.test(made.rating.level) ? 'an' : 'a'} ${made.rating.level} ` : 'a ';
        const se = !made.rating ? '' : made.rating.se === null ? ` (${UNRATED})` : `, SE ${made.rating.se.toFixed(1)}`;
        this.say(`Generated ${rated}${this.n}×${this.n} puzzle: ${made.givens} givens${se}, exactly one solution (seed ${made.seed}, ${ms} ms).`);
        this.changed(false);
        return;
      }
      if (kind in LOGIC_RUNS) {
        this.say(await runLogic(this, kind, puzzle, this.ui.logic, controller.signal));
        return;
      }
      const result = await this.worker.sudoku(puzzle, { limit: 2, signal: controller.signal, ...(this.rules ? { variant: this.rules } : {}) });
      const time = `${(performance.now() - started).toFixed(1)} ms, ${result.nodes.toLocaleString('en')} search nodes`;
      if (result.conflicts.length > 0) {
        this.showClashes(result.conflicts);
      } else if (kind === 'check') {
        this.say(
          result.count === 1
            ? `Valid: exactly one solution (${time}).`
            : result.count === 0
              ? `Not valid: no solution (${time}).`
              : `Not valid: more than one solution (${time}).`,
        );
      } else if (result.count === 0) {
        this.say(`No solution (${time}).`);
      } else {
        this.setCells(this.valuesOf(result.solutions[0]), { solved: true });
        this.say(result.count === 1 ? `Solved: the solution is unique (${time}).` : `Solved: one of several solutions (${time}).`);
      }
    } catch (error) {
      if (error.name !== 'AbortError') this.say(`Error: ${error.message}`);
      else if (!search.quiet) this.say(`Stopped after ${(performance.now() - started).toFixed(0)} ms.`);
    } finally {
      if (this.search?.controller === controller) this.search = null;
      this.busy(false);
    }
  }

  valuesOf(line) {
    return [...line].map((symbol) => SYMBOLS.indexOf(symbol) + 1);
  }

  showClashes(conflicts) {
    for (const { cell } of conflicts) {
      this.cells[cell].classList.add('clash');
      this.cells[cell].setAttribute('aria-invalid', 'true');
    }
    const where = conflicts.map(({ row, column }) => `row ${row} column ${column}`).join(', ');
    this.say(`Clashing givens: ${where}. Equal symbols share a ${this.rules ? 'row, column, box, region, diagonal, window or cage (or exceed its sum)' : 'row, column or box'}.`);
  }

  // Terminates the worker (the only way to end a running search at once) and starts a fresh one.
  stop({ quiet = false } = {}) {
    if (!this.search) return;
    this.search.quiet = quiet;
    this.search.controller.abort();
    this.search = null;
    this.busy(false);
    this.worker.parseSudoku('.'.repeat(16)).catch(() => {});
  }
}

withWorkerUrl(SudokuSolverElement);
if (!customElements.get('sudoku-solver')) customElements.define('sudoku-solver', SudokuSolverElement);
