// <exact-cover-solver>: any exact-cover problem in the browser. The problem is edited as a grid
// (a 0/1 matrix: matrix-editor.js) or as text (Knuth's format, or the judge's N M matrix), the two
// kept in step; Solve keeps up to a chosen number of solutions to page through, Count counts them
// all with a live count; both run in workers (split across them), and Stop ends them at once. A
// solution shows as its rows marked in the grid, its options as text, and, for the examples that
// have one, a picture (board.js).
//
// Properties: text (the problem), example ({ id, param } while the problem is an example's, as
// made, else null), workerUrl (and the attribute worker-url: where the worker script is,
// element-worker.js). Methods: load(text), loadExample(id, param). Event: problemchange
// { detail: { text, example, replace } }, replace = true while typing.
import { drawBoard } from './board.js';
import { EXAMPLES } from './examples.js';
import { MatrixEditor } from './matrix-editor.js';
import { matrixOf, matrixText } from './matrix-text.js';
import { sharedSolver } from './shared-solver.js';
import { shadowOf } from '../shadow.js';
import { upgradeProperty, withWorkerUrl } from '../element-worker.js';
import STYLE from './exact-cover-css.js';

// Larger problems are edited as text only: a grid of them would not help anyone.
const GRID_ITEMS = 40;
const GRID_OPTIONS = 200;
const LIMITS = [1, 10, 100, 1000, 10000];
const TYPING_MS = 300;
const PROGRESS_MS = 100;

const TEMPLATE = `
  <div class="solver">
    <div class="controls">
      <label>Example
        <select name="example">
          <option value="">Choose…</option>
          ${Object.entries(EXAMPLES).map(([id, e]) => `<option value="${id}">${e.name}</option>`).join('')}
        </select>
      </label>
      <label class="param" hidden><span></span> <select name="param"></select></label>
    </div>
    <div class="grid-wrap"><table class="matrix" aria-label="The problem's matrix: options down, items across"></table></div>
    <p class="grid-note" hidden></p>
    <div class="buttons grid-buttons">
      <button type="button" name="add-item">Add item</button>
      <button type="button" name="add-option">Add option</button>
    </div>
    <label class="text"><span>Problem text: Knuth's format (items, then an option a line; <code>|</code>
      before secondary items), or <code>N M</code> and a 0/1 matrix</span>
      <textarea name="text" rows="8" spellcheck="false"></textarea>
    </label>
    <div class="buttons">
      <label>Keep up to
        <select name="limit">${LIMITS.map((n) => `<option value="${n}"${n === 100 ? ' selected' : ''}>${n.toLocaleString('en')}</option>`).join('')}</select>
        solutions
      </label>
      <button type="button" name="solve">Solve</button>
      <button type="button" name="count">Count</button>
      <button type="button" name="stop" disabled>Stop</button>
    </div>
    <p class="status" role="status" aria-live="polite"></p>
    <section class="solution" hidden aria-label="Solution">
      <div class="buttons">
        <button type="button" name="previous" aria-keyshortcuts="Alt+ArrowLeft">Previous</button>
        <span class="which"></span>
        <button type="button" name="next" aria-keyshortcuts="Alt+ArrowRight">Next</button>
      </div>
      <div class="views">
        <ol class="options" aria-label="The options chosen"></ol>
        <div class="picture"></div>
      </div>
    </section>
  </div>`;

export class ExactCoverSolverElement extends HTMLElement {
  constructor() {
    super();
    const $ = shadowOf(this, { style: STYLE, template: TEMPLATE });
    this.ui = {
      example: $('select[name=example]'),
      paramLabel: $('.param'),
      param: $('select[name=param]'),
      wrap: $('.grid-wrap'),
      note: $('.grid-note'),
      gridButtons: $('.grid-buttons'),
      text: $('textarea'),
      limit: $('select[name=limit]'),
      solve: $('button[name=solve]'),
      count: $('button[name=count]'),
      stop: $('button[name=stop]'),
      status: $('.status'),
      solution: $('.solution'),
      previous: $('button[name=previous]'),
      next: $('button[name=next]'),
      which: $('.which'),
      options: $('.options'),
      picture: $('.picture'),
    };
    this.editor = new MatrixEditor($('table'), (matrix) => this.fromGrid(matrix));
    this.made = null;      // { id, param, text, picture? } of the example loaded, while unchanged
    this.rowOf = null;     // the grid's row of each option of the text, while the grid wrote it
    this.found = null;     // { solutions, options, at } of the last Solve
    this.search = null;    // the AbortController of the running search
    this.reading = 0;      // the latest text read, so an older reply is dropped
    this.typing = 0;
    this.loading = Promise.resolve(); // an example being made: a search waits for it

    this.ui.example.addEventListener('change', () => this.loadExample(this.ui.example.value));
    this.ui.param.addEventListener('change', () => this.loadExample(this.ui.example.value, this.ui.param.value));
    $('button[name=add-item]').addEventListener('click', () => this.editor.addItem());
    $('button[name=add-option]').addEventListener('click', () => this.editor.addOption());
    this.ui.text.addEventListener('input', () => {
      clearTimeout(this.typing);
      this.typing = setTimeout(() => this.fromText(true), TYPING_MS);
    });
    this.ui.solve.addEventListener('click', () => this.run('solve'));
    this.ui.count.addEventListener('click', () => this.run('count'));
    this.ui.stop.addEventListener('click', () => this.stop());
    this.ui.previous.addEventListener('click', () => this.showSolution(this.found.at - 1));
    this.ui.next.addEventListener('click', () => this.showSolution(this.found.at + 1));
    this.ui.solution.addEventListener('keydown', (event) => {
      if (!event.altKey || !this.found) return;
      if (event.key === 'ArrowLeft') this.showSolution(this.found.at - 1);
      else if (event.key === 'ArrowRight') this.showSolution(this.found.at + 1);
    });
  }

  get text() {
    return this.ui.text.value;
  }

  get example() {
    return this.made && this.made.text === this.text ? { id: this.made.id, param: this.made.param } : null;
  }

  connectedCallback() {
    upgradeProperty(this, 'workerUrl');
  }

  get solver() {
    return sharedSolver(this);
  }

  say(message) {
    this.ui.status.textContent = message;
  }

  changed(replace) {
    this.dispatchEvent(new CustomEvent('problemchange', { detail: { text: this.text, example: this.example, replace }, bubbles: true, composed: true }));
  }

  /** Loads an example (examples.js) by id, with its parameter (its default if none). */
  loadExample(id, param) {
    this.loading = this.makeExample(id, param);
    return this.loading;
  }

  async makeExample(id, param) {
    const example = EXAMPLES[id];
    if (!example) {
      this.say(`There is no example "${id}" (the examples: ${Object.keys(EXAMPLES).join(', ')}).`);
      return;
    }
    const value = example.choices?.includes(String(param)) ? String(param) : example.default;
    this.ui.example.value = id;
    this.ui.paramLabel.hidden = !example.choices;
    if (example.choices) {
      this.ui.paramLabel.querySelector('span').textContent = example.label;
      this.ui.param.replaceChildren(...example.choices.map((choice) => new Option(choice, choice)));
      this.ui.param.value = value;
    }
    this.stop({ quiet: true });
    try {
      const made = await example.make(value, this.solver);
      this.made = { id, param: value ?? null, ...made };
      await this.load(made.text, { announce: false });
      this.say(`Loaded ${example.name}${value ? ` (${example.label} ${value})` : ''}.`);
      this.changed(false);
    } catch (error) {
      this.say(`Cannot load the example: ${error.message}`);
    }
  }

  /** Shows a problem given as text (either format) in the text box and, where it fits, the grid. */
  async load(text, { announce = true } = {}) {
    this.ui.text.value = text;
    await this.fromText(false, announce);
  }

  // The text was typed or loaded: the module reads it (and names what is wrong), and the grid
  // shows what it read.
  async fromText(typed, announce = typed) {
    const reading = ++this.reading;
    const text = this.text;
    this.rowOf = null;
    this.clearSolution();
    let read;
    try {
      read = await this.solver.traceExactCover(text, { maxSteps: 1 });
    } catch (error) {
      if (reading !== this.reading) return;
      if (/colors or bounds/.test(error.message)) {
        this.showGrid(null, 'This problem has colors or bounds: edit it as text (the grid and the step-through are for plain exact cover).');
      } else {
        this.showGrid(null, `The grid shows the last problem read. The text: ${error.message}.`, { keep: true });
        this.say(`Cannot read the problem: ${error.message}.`);
      }
      if (announce) this.changed(typed);
      return;
    }
    if (reading !== this.reading) return;
    const { columns, rows } = read;
    if (columns > GRID_ITEMS || rows.length > GRID_OPTIONS) {
      this.showGrid(null, `${rows.length.toLocaleString('en')} options and ${columns} items: too many for a grid, edit the text.`);
    } else {
      this.showGrid(matrixOf(read));
      this.rowOf = rows.map((_, o) => o);
    }
    if (typed) this.say(`Read ${rows.length} options over ${columns} items.`);
    if (announce) this.changed(typed);
  }

  showGrid(matrix, note, { keep = false } = {}) {
    this.ui.note.hidden = !note;
    this.ui.note.textContent = note ?? '';
    if (keep) return;
    this.ui.wrap.hidden = !matrix;
    this.ui.gridButtons.hidden = !matrix;
    if (matrix) this.editor.show(matrix);
  }

  // The grid was edited: it writes the text (Knuth's format), which the module then checks.
  async fromGrid(matrix) {
    const { text, rowOf } = matrixText(matrix);
    this.ui.text.value = text;
    this.rowOf = rowOf;
    this.clearSolution();
    const reading = ++this.reading;
    try {
      await this.solver.traceExactCover(text, { maxSteps: 1 });
      if (reading === this.reading) this.say('');
    } catch (error) {
      if (reading === this.reading) this.say(`Not yet a problem: ${error.message}.`);
    }
    this.changed(true);
  }

  busy(on) {
    this.ui.solve.disabled = on;
    this.ui.count.disabled = on;
    this.ui.stop.disabled = !on;
  }

  async run(kind) {
    if (this.search) return;
    await this.loading;
    if (this.search) return;
    clearTimeout(this.typing);
    const controller = new AbortController();
    this.search = controller;
    this.busy(true);
    this.clearSolution();
    const text = this.text;
    const started = performance.now();
    const rate = (nodes) => `${Math.round(nodes / Math.max(1e-3, (performance.now() - started) / 1000)).toLocaleString('en')} nodes/s`;
    let shown = 0;
    const onProgress = ({ nodes, count }) => {
      if (performance.now() - shown < PROGRESS_MS) return;
      shown = performance.now();
      this.say(`${kind === 'count' ? 'Counting' : 'Solving'}… ${count.toLocaleString('en')} solutions so far, ${nodes.toLocaleString('en')} nodes (${rate(nodes)}).`);
    };
    this.say(kind === 'count' ? 'Counting…' : 'Solving…');
    try {
      const options = kind === 'count'
        ? { countOnly: true, limit: Infinity, signal: controller.signal, onProgress }
        : { limit: Number(this.ui.limit.value), signal: controller.signal, onProgress };
      const result = await this.solver.exactCover(text, options);
      const ms = performance.now() - started;
      const stats = `${ms.toFixed(0)} ms, ${result.nodes.toLocaleString('en')} nodes, ${rate(result.nodes)}`;
      if (kind === 'count') {
        this.say(`${result.count.toLocaleString('en')} ${result.count === 1 ? 'solution' : 'solutions'}${result.complete ? '' : ' (the search was cut short)'} (${stats}).`);
      } else if (result.count === 0) {
        this.say(`No solution (${stats}).`);
      } else {
        const more = result.complete ? '' : ` (the first ${result.count.toLocaleString('en')}; there may be more)`;
        this.say(`${result.count.toLocaleString('en')} ${result.count === 1 ? 'solution' : 'solutions'}${more} (${stats}).`);
        this.found = { solutions: result.solutions, options: result.options ?? null, at: 0, made: this.example ? this.made : null };
        this.showSolution(0);
      }
    } catch (error) {
      if (error.name === 'AbortError') {
        if (!controller.quiet) this.say(`Stopped after ${(performance.now() - started).toFixed(0)} ms.`);
      } else {
        this.say(`Cannot solve: ${error.message}.`);
      }
    } finally {
      if (this.search === controller) this.search = null;
      this.busy(false);
    }
  }

  stop({ quiet = false } = {}) {
    if (!this.search) return;
    this.search.quiet = quiet;
    this.search.abort();
    this.search = null;
    this.busy(false);
  }

  clearSolution() {
    this.found = null;
    this.ui.solution.hidden = true;
    this.editor.highlight([]);
  }

  showSolution(at) {
    const found = this.found;
    if (!found || at < 0 || at >= found.solutions.length) return;
    found.at = at;
    const chosen = found.solutions[at];
    this.ui.solution.hidden = false;
    this.ui.which.textContent = `Solution ${at + 1} of ${found.solutions.length.toLocaleString('en')}`;
    this.ui.previous.disabled = at === 0;
    this.ui.next.disabled = at + 1 === found.solutions.length;
    this.ui.options.replaceChildren(...chosen.map((option) => {
      const li = document.createElement('li');
      li.value = option + 1;
      li.textContent = found.options ? found.options[option] : `row ${option + 1}`;
      return li;
    }));
    if (this.rowOf) this.editor.highlight(chosen.map((option) => this.rowOf[option]));
    const picture = found.made?.picture?.(chosen);
    this.ui.picture.replaceChildren(...(picture ? [drawBoard(picture, `Solution ${at + 1} drawn`)] : []));
    this.ui.picture.hidden = !picture;
  }
}

withWorkerUrl(ExactCoverSolverElement);
if (!customElements.get('exact-cover-solver')) customElements.define('exact-cover-solver', ExactCoverSolverElement);
