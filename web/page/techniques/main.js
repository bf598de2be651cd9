// techniques.html: a section per technique the logic solver can name, in its order, the one the
// address names shown (#x-wing: techniqueHref(), the link a hint gives): what to look for
// (texts.js), and an example position (examples.js, found by tools/technique-examples.js) drawn by
// play mode's board (play/board.js, in a shadow root with play mode's styles), the step there
// worked out by the library in a worker (hint()) and drawn as play mode draws a hint. The position
// alone is kept in the page's data: a step the library no longer finds there is said so.
import { techniqueTitle } from '../../lib/sentences.js';
import { Board } from '../play/board.js';
import { housesOf } from '../play/houses.js';
import PLAY_STYLE from '../play/play-css.js';
import { shadowOf } from '../shadow.js';
import { sudokuPool } from '../sudoku-pool.js';
import { ratedNodes, TECHNIQUES_PAGE } from '../technique-links.js';
import EXAMPLES from './examples.js';
import { boardOf, hintOptions, sourceOf } from './position.js';
import { LOOK_FOR } from './texts.js';

// The example's own touch over play mode's styles: a removed candidate as a solid chip (the
// candidate in the paper's color on the removal's ink, struck through), which reads at 360 px and
// in the dark scheme, where the red digit struck in red on dark red was hard to see.
const EXAMPLE_STYLE = `
.marks [data-hint="removed"] {
  background: var(--wrong-ink);
  color: var(--paper);
  text-decoration-color: var(--paper);
  outline: none;
}
`;

const BOARD = `<div class="board"><div class="grid" role="grid" aria-readonly="true"></div><svg class="cages" aria-hidden="true"></svg></div>`;

function element(name, attributes = {}, text = '') {
  const el = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  el.textContent = text;
  return el;
}

// Links to the techniques before and after `i`, and back to the list.
function neighbours(i) {
  const links = element('p', { class: 'neighbours' });
  const to = (j, text) => element('a', { href: `#${EXAMPLES[j].technique}` }, text);
  if (i > 0) links.append(to(i - 1, `← ${techniqueTitle(EXAMPLES[i - 1].technique)}`));
  links.append(element('a', { href: '#contents' }, 'All techniques'));
  if (i < EXAMPLES.length - 1) links.append(to(i + 1, `${techniqueTitle(EXAMPLES[i + 1].technique)} →`));
  return links;
}

// The section of the example `i`, its board still empty.
function sectionOf(example, i) {
  const { technique } = example;
  const title = techniqueTitle(technique);
  const section = element('section', { id: technique, class: 'technique', 'aria-labelledby': `${technique}-title` });
  const host = element('div', { class: 'example' });
  const $ = shadowOf(host, { style: PLAY_STYLE + EXAMPLE_STYLE, template: BOARD });
  $('.grid').setAttribute('aria-label', `${title}: the example position`);
  const caption = element('figcaption', {}, 'Working out the step…');
  const figure = example.none ? element('p', { class: 'none' }, example.none) : element('figure', { 'data-state': 'waiting' });
  if (!example.none) figure.append(host, caption);
  section.append(
    element('h2', { id: `${technique}-title` }, title),
    element('p', {}, LOOK_FOR[technique] ?? ''),
    figure,
    ...(example.none ? [] : [element('p', { class: 'source' }, sourceOf(example.source))]),
    neighbours(i),
  );
  return { section, figure, caption, board: new Board($('.grid'), $('svg.cages')) };
}

// The position drawn as play mode draws a game: no cell selected, none a tab stop (nothing to play).
// In a killer, only the marks of the cells the step names (`step`, once known): a cage's sum
// needs its corner, and nine marks in every cell ran together with the sums at 360 px.
function drawPosition(board, example, drawn, step = null) {
  board.build(Math.round(Math.sqrt(example.puzzle.length)), drawn);
  board.cells[board.focus].classList.remove('selected');
  for (const cell of board.cells) cell.tabIndex = -1;
  const { values, givens, marks } = boardOf(example);
  const named = step && example.variant?.cages ? new Set([...step.cells, ...step.removals, ...step.placements].map(({ cell }) => cell)) : null;
  board.draw(values, givens, named ? marks.map((mask, cell) => (named.has(cell) ? mask : 0)) : marks);
}

// Asks the worker for the step at the example's position and draws it.
async function showStep(pool, example, { figure, caption, board }) {
  if (example.none) return;  // no position shows it (examples.js says why)
  try {
    const drawn = example.variant ? (await pool.parseSudoku(example.puzzle, { variant: example.variant })).variant : null;
    drawPosition(board, example, drawn);
    const answer = await pool.hint(example.puzzle, hintOptions(example));
    if (answer.status !== 'step') throw new Error(answer.sentence ?? `the position is ${answer.status}`);
    const { step } = answer;
    if (example.variant?.cages) drawPosition(board, example, drawn, step);
    board.showStep(step, housesOf(board.n, drawn));
    const same = step.technique === example.technique;
    figure.dataset.state = same ? 'drawn' : 'other';
    caption.replaceChildren(
      ...(same ? [] : ['The solver now finds another step here (the examples want finding again: tools/technique-examples.js): ']),
      ...ratedNodes(`${step.sentence} (SE ${step.se.toFixed(1)})`, TECHNIQUES_PAGE),
    );
  } catch (error) {
    figure.dataset.state = 'failed';
    caption.textContent = `Could not work out the step: ${error.message}`;
  }
}

const contents = document.querySelector('.contents ol');
const list = document.querySelector('.techniques');
const items = new Map();
const sections = EXAMPLES.map((example, i) => {
  const parts = sectionOf(example, i);
  const item = element('li');
  item.append(element('a', { href: `#${example.technique}` }, techniqueTitle(example.technique)));
  items.set(example.technique, { item, section: parts.section });
  contents.append(item);
  list.append(parts.section);
  return parts;
});

// Each step asked once, in one worker: the technique shown first, then the others in order, so
// that the next one picked is already drawn.
const pool = sudokuPool(document.documentElement, 1);

// Each technique's SE values as the library gives them (techniques(): the module is the one
// place they are written), in the list, sorted by them, and under each title; where a step of
// it can rate more than its least, the range (an example's step may rate above its least).
const valueText = ({ se, top }) => `SE ${se.toFixed(1)}${top === null ? ' and up, by the chain\'s length' : top > se ? ` to ${top.toFixed(1)}` : ''}`;
const listValues = pool.techniques().then((values) => {
  const sorted = [...values].sort((a, b) => a.se - b.se || (a.top ?? Infinity) - (b.top ?? Infinity));
  for (const value of sorted) {
    const shown = items.get(value.technique);
    if (!shown) continue;
    shown.item.append(' ', element('span', { class: 'value' }, `(${valueText(value)})`));
    contents.append(shown.item);
    shown.section.querySelector('h2').after(element('p', { class: 'value' }, `Rates ${valueText(value)}.`));
  }
}).catch(() => {});  // the list stays without values; each example says what failed
const asked = new Map();
const ask = (i) => {
  if (!asked.has(i)) asked.set(i, showStep(pool, EXAMPLES[i], sections[i]));
  return asked.get(i);
};
const pageTitle = document.title;
function follow() {
  const i = EXAMPLES.findIndex((example) => `#${example.technique}` === location.hash);
  document.title = i < 0 ? pageTitle : `${techniqueTitle(EXAMPLES[i].technique)}: ${pageTitle}`;
  if (i >= 0) ask(i);
}
window.addEventListener('hashchange', follow);
follow();
await listValues;
for (const i of EXAMPLES.keys()) await ask(i);
