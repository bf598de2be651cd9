// <algorithm-x-stepper>: Algorithm X step by step on a small problem, from the core's own trace
// (traceExactCover(): the module's search, recorded). The dancing-links matrix is drawn with its
// links; each step replays on it (links.js), so links cut by a cover fade out and come back on the
// uncover; a sentence says what happens and why (step-text.js) and the search tree grows beside it
// (search-tree.js). Step, Back, Play/Pause, a speed, and keys: → or n step, ← or p back, Space
// play/pause, Home and End.
//
// Property: problem (text, either format). Attribute/property: step (how many steps are done),
// worker-url/workerUrl (where the worker script is: element-worker.js).
// Event: stepchange { detail: { step } }.
import { describeStep } from './step-text.js';
import { Links } from './links.js';
import { searchTree } from './search-tree.js';
import { sharedSolver } from './shared-solver.js';
import { shadowOf } from '../shadow.js';
import { upgradeProperty, withWorkerUrl } from '../element-worker.js';
import STYLE from './exact-cover-css.js';

// About 12 × 12 is what a reader follows; a little more still draws legibly.
const MAX_ITEMS = 30;
const MAX_OPTIONS = 30;
const MAX_STEPS = 20_000;
const SVG = 'http://www.w3.org/2000/svg';
const CELL = 40;
const FADE_MS = 350;

const TEMPLATE = `
  <div class="stepper">
    <p class="status" role="status" aria-live="polite"></p>
    <div class="controls" role="toolbar" aria-label="Step through the search">
      <button type="button" name="start" aria-keyshortcuts="Home" title="Back to the start (Home)">« Start</button>
      <button type="button" name="back" aria-keyshortcuts="ArrowLeft p" title="One step back (← or p)">◀ Back</button>
      <button type="button" name="play" aria-keyshortcuts="Space" title="Play or pause (Space)">▶ Play</button>
      <button type="button" name="step" aria-keyshortcuts="ArrowRight n" title="One step (→ or n)">Step ▶</button>
      <button type="button" name="end" aria-keyshortcuts="End" title="To the end (End)">End »</button>
      <label>Speed <input type="range" name="speed" min="1" max="30" value="4" aria-valuetext="4 steps a second"></label>
      <span class="counter"></span>
    </div>
    <p class="say" aria-live="polite"></p>
    <div class="views">
      <div class="drawing" tabindex="0" role="group" aria-label="The matrix: → step, ← back, Space play or pause, Home, End"><svg class="links" role="img" aria-label="The dancing-links matrix"></svg></div>
      <div class="tree-box"><h3>Search tree</h3><ul class="tree" aria-label="The search tree so far"></ul></div>
    </div>
  </div>`;

function svg(tag, attributes) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

export class AlgorithmXStepperElement extends HTMLElement {
  static get observedAttributes() {
    return ['step'];
  }

  constructor() {
    super();
    const $ = shadowOf(this, { style: STYLE, template: TEMPLATE });
    this.ui = {
      status: $('.status'),
      say: $('.say'),
      counter: $('.counter'),
      svg: $('svg'),
      tree: $('.tree'),
      speed: $('input[name=speed]'),
      play: $('button[name=play]'),
      buttons: [...this.shadowRoot.querySelectorAll('.controls button')],
    };
    this.text = null;       // the problem traced
    this.trace = null;      // traceExactCover()'s answer
    this.links = null;
    this.at = 0;            // steps done
    this.lines = new Map(); // link key -> its <line> in the drawing
    this.timer = 0;
    this.pending = null;    // the step to go to once the trace is in
    this.tracing = 0;

    const act = { start: () => this.go(0), back: () => this.go(this.at - 1), play: () => this.togglePlay(), step: () => this.go(this.at + 1), end: () => this.go(Infinity) };
    for (const b of this.ui.buttons) b.addEventListener('click', () => act[b.name]());
    this.ui.speed.addEventListener('input', () => {
      this.ui.speed.setAttribute('aria-valuetext', `${this.ui.speed.value} steps a second`);
      if (this.timer) this.play();
    });
    this.addEventListener('keydown', (event) => this.onKey(event));
    this.enable(false);
  }

  attributeChangedCallback(_name, _old, value) {
    const step = Number(value);
    if (Number.isInteger(step) && step !== this.at) this.go(step);
  }

  connectedCallback() {
    upgradeProperty(this, 'workerUrl');
  }

  disconnectedCallback() {
    this.pause();
  }

  // While the trace is being made, the step asked for (an address's, read before the trace is
  // in): the page writes it back into the address at once, which once dropped it.
  get step() {
    if (this.trace) return this.at;
    const asked = this.pending ?? Number(this.getAttribute('step') ?? 0);
    return Number.isInteger(asked) && asked >= 0 ? asked : 0;
  }

  set step(value) {
    this.setAttribute('step', String(value));
  }

  get problem() {
    return this.text;
  }

  /** Traces a problem given as text (Knuth's format or an N M matrix) and shows its first step. */
  set problem(text) {
    if (text === this.text) return;
    this.text = text;
    this.traceIt(text);
  }

  say(message) {
    this.ui.status.textContent = message;
  }

  enable(on) {
    for (const b of this.ui.buttons) b.disabled = !on;
    this.ui.speed.disabled = !on;
  }

  async traceIt(text) {
    const tracing = ++this.tracing;
    this.pause();
    this.trace = null;
    this.links = null;
    this.enable(false);
    this.ui.svg.replaceChildren();
    this.lines.clear();
    this.ui.tree.replaceChildren();
    this.ui.say.textContent = '';
    this.ui.counter.textContent = '';
    this.say('Tracing…');
    let trace;
    try {
      trace = await sharedSolver(this).traceExactCover(text, { maxSteps: MAX_STEPS });
    } catch (error) {
      if (tracing === this.tracing) this.say(`Cannot step through this problem: ${error.message}.`);
      return;
    }
    if (tracing !== this.tracing) return;
    if (trace.columns > MAX_ITEMS || trace.rows.length > MAX_OPTIONS) {
      this.say(`The step-through draws problems of up to ${MAX_OPTIONS} options and ${MAX_ITEMS} items; this one has ${trace.rows.length} options and ${trace.columns} items. Try Knuth's example, 4 queens or Langford pairs for n = 3 or 4.`);
      return;
    }
    this.trace = { ...trace, names: trace.items ?? Array.from({ length: trace.columns }, (_, i) => `c${i + 1}`) };
    this.trace.optionText = trace.options ?? trace.rows.map((items) => items.map((i) => this.trace.names[i]).join(' '));
    this.links = new Links(trace);
    this.at = 0;
    this.say(`${trace.steps.length.toLocaleString('en')} steps${trace.complete ? '' : ` (the first ${MAX_STEPS.toLocaleString('en')} of the search)`}, ${trace.count} ${trace.count === 1 ? 'solution' : 'solutions'}.`);
    this.build();
    this.enable(true);
    const start = this.pending ?? Number(this.getAttribute('step') ?? 0);
    this.pending = null;
    // Told (stepchange) when the step asked for is not the one shown (past the end: the last), so
    // that the address names the step on show.
    const asked = Number.isInteger(start) ? start : 0;
    this.go(asked, { quiet: asked === Math.max(0, Math.min(trace.steps.length, asked)) });
  }

  /** Moves to `target` steps done (clamped), replaying or undoing the steps between. */
  go(target, { quiet = false } = {}) {
    if (!this.trace) {
      this.pending = target;
      return;
    }
    const { steps } = this.trace;
    const to = Math.max(0, Math.min(steps.length, target));
    if (to === steps.length || to === 0) this.pause();
    while (this.at < to) this.links.apply(steps[this.at++]);
    while (this.at > to) this.links.undo(steps[--this.at]);
    if (this.getAttribute('step') !== String(this.at)) this.setAttribute('step', String(this.at));
    this.draw();
    if (!quiet) this.dispatchEvent(new CustomEvent('stepchange', { detail: { step: this.at }, bubbles: true, composed: true }));
  }

  togglePlay() {
    if (this.timer) this.pause();
    else this.play();
  }

  play() {
    clearInterval(this.timer);
    if (!this.trace) return;
    if (this.at >= this.trace.steps.length) this.go(0);
    this.timer = setInterval(() => this.go(this.at + 1), 1000 / Number(this.ui.speed.value));
    this.ui.play.textContent = '⏸ Pause';
  }

  pause() {
    clearInterval(this.timer);
    this.timer = 0;
    this.ui.play.textContent = '▶ Play';
  }

  onKey(event) {
    // The element inside the shadow root that has the key (event.target is the host here): the
    // speed slider keeps its arrows, and a button its Space.
    const target = event.composedPath()[0];
    if (target === this.ui.speed && event.key.startsWith('Arrow')) return;
    if (target instanceof HTMLButtonElement && event.key === ' ') return;
    const keys = { ArrowRight: () => this.go(this.at + 1), n: () => this.go(this.at + 1), ArrowLeft: () => this.go(this.at - 1), p: () => this.go(this.at - 1), ' ': () => this.togglePlay(), Home: () => this.go(0), End: () => this.go(Infinity) };
    const act = keys[event.key];
    if (!act || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    act();
  }

  // The matrix's fixed parts: the root and item headers across the top, each option's nodes in
  // its row, and the left-right links inside options (they never change).
  build() {
    const { columns, rows, names, primary } = this.trace;
    const drawing = this.ui.svg;
    const width = (columns + 1.5) * CELL;
    const height = (rows.length + 1.7) * CELL;
    drawing.setAttribute('viewBox', `${-CELL / 2} ${-CELL} ${width} ${height}`);
    drawing.style.setProperty('--width', `${width}px`);
    const x = (item) => (item + 1) * CELL;
    const y = (option) => (option + 1) * CELL;
    this.place = { x, y };
    const layers = ['wires', 'nodes'].map((name) => svg('g', { class: name }));
    drawing.append(...layers);
    this.wires = layers[0];
    const nodes = layers[1];
    const root = svg('g', { class: 'header root' });
    root.append(svg('rect', { x: -CELL / 2 + 4, y: -CELL / 2 + 4, width: CELL - 8, height: CELL - 8, rx: 4 }), Object.assign(svg('text', { x: 0, y: 5 }), { textContent: 'root' }));
    nodes.append(root);
    this.headers = names.map((name, item) => {
      const g = svg('g', { class: `header${item >= primary ? ' secondary' : ''}`, 'data-item': item });
      g.append(svg('rect', { x: x(item) - CELL / 2 + 4, y: -CELL / 2 + 4, width: CELL - 8, height: CELL - 8, rx: 4 }));
      const label = svg('text', { x: x(item), y: 5 });
      label.textContent = name.length > 4 ? `${name.slice(0, 3)}…` : name;
      const title = svg('title', {});
      title.textContent = `item ${name}${item >= primary ? ' (secondary)' : ''}`;
      g.append(label, title);
      nodes.append(g);
      return g;
    });
    this.nodes = rows.map((items, option) => {
      const label = svg('text', { x: 0, y: y(option) + 5, class: 'row-label' });
      label.textContent = String(option + 1);
      nodes.append(label);
      for (let k = 0; k + 1 < items.length; k += 1) {
        this.wires.append(svg('line', { class: 'link across', x1: x(items[k]), y1: y(option), x2: x(items[k + 1]), y2: y(option) }));
      }
      return items.map((item) => {
        const node = svg('circle', { class: 'node', cx: x(item), cy: y(option), r: CELL / 5, 'data-option': option, 'data-item': item });
        nodes.append(node);
        return node;
      });
    });
  }

  // The links that change: the header list (root, then the primary items not covered) and each
  // item's column (its header, then its options still linked), as keyed lines that fade in and out.
  draw() {
    const { steps, names, optionText, rows } = this.trace;
    const { x, y } = this.place;
    const links = this.links;
    const wanted = new Map();
    const header = [-1, ...links.header()];
    for (let k = 0; k + 1 < header.length; k += 1) {
      wanted.set(`h${header[k]}-${header[k + 1]}`, [x(header[k]), 0, x(header[k + 1]), 0, 'link header-link']);
    }
    for (let item = 0; item < names.length; item += 1) {
      const column = [-1, ...links.column(item)];
      for (let k = 0; k + 1 < column.length; k += 1) {
        wanted.set(`v${item}:${column[k]}-${column[k + 1]}`, [x(item), column[k] < 0 ? 0 : y(column[k]), x(item), y(column[k + 1]), 'link down']);
      }
    }
    for (const [key, line] of this.lines) {
      if (wanted.has(key)) continue;
      this.lines.delete(key);
      line.classList.add('gone');
      setTimeout(() => line.remove(), FADE_MS);
    }
    for (const [key, [x1, y1, x2, y2, cls]] of wanted) {
      if (this.lines.has(key)) continue;
      const line = svg('line', { class: `${cls} new`, x1, y1, x2, y2 });
      this.wires.append(line);
      this.lines.set(key, line);
      requestAnimationFrame(() => requestAnimationFrame(() => line.classList.remove('new')));
    }
    const step = steps[this.at - 1];
    const path = new Set(links.path);
    this.headers.forEach((g, item) => {
      g.classList.toggle('out', links.covered[item]);
      g.classList.toggle('focus', step !== undefined && step.item === item);
    });
    this.nodes.forEach((nodes, option) => nodes.forEach((node, k) => {
      node.classList.toggle('out', !links.linked[option][k]);
      node.classList.toggle('path', path.has(option));
      node.classList.toggle('focus', step !== undefined && step.option === option);
    }));
    const count = steps.slice(0, this.at).filter((s) => s.event === 'solution').length;
    this.ui.counter.textContent = `step ${this.at} of ${steps.length}`;
    this.ui.say.textContent = step
      ? describeStep(step, { names, options: optionText, path: links.path, count })
      : `The matrix as it starts: ${rows.length} options over ${names.length} items. Step to begin the search.`;
    this.drawTree();
  }

  drawTree() {
    const { names, optionText } = this.trace;
    const current = this.at - 1;
    const item = (node) => {
      const li = document.createElement('li');
      const label = document.createElement('span');
      if (node.kind === 'choose') label.textContent = `${names[node.item]} (${node.length})`;
      else if (node.kind === 'try') label.textContent = `${node.option + 1}: ${optionText[node.option]}`;
      else label.textContent = node.kind === 'solution' ? '✓ solution' : '✗ dead end';
      label.className = node.kind;
      if (node.step === current) label.setAttribute('aria-current', 'step');
      li.append(label);
      if (node.children.length > 0) {
        const ul = document.createElement('ul');
        ul.append(...node.children.map(item));
        li.append(ul);
      }
      return li;
    };
    const tree = searchTree(this.trace.steps, this.at);
    this.ui.tree.replaceChildren(...tree.children.map(item));
    // Keeps the current step in sight inside the tree's own box (never scrolls the page).
    const box = this.ui.tree.parentElement;
    const mark = this.ui.tree.querySelector('[aria-current]');
    if (mark && (mark.offsetTop < box.scrollTop || mark.offsetTop > box.scrollTop + box.clientHeight - 24)) {
      box.scrollTop = mark.offsetTop - box.clientHeight / 2;
    }
  }
}

withWorkerUrl(AlgorithmXStepperElement);
if (!customElements.get('algorithm-x-stepper')) customElements.define('algorithm-x-stepper', AlgorithmXStepperElement);
