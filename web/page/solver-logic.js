// <sudoku-solver>'s Hint, Rate and Explain: the logic solver's answers for the puzzle on the grid
// (its givens, under its variant), asked of the element's workers and shown from the API's values.
// A rating is a sentence in the status line (its "SE" explains itself: technique-links.js); a
// step is a list item (its technique, linked to its page when the element has one, its SE value,
// its sentence) and its cells drawn on the grid; Explain lists every step, each of which can be
// drawn on the grid at its position (the digits the steps before it placed shown as solved).
import { techniqueTitle } from '../lib/sentences.js';
import { SUDOKU_SYMBOLS as SYMBOLS } from '../lib/symbols.js';
import { motion } from './motion.js';
import { houseCells, housesOf } from './play/houses.js';
import { techniqueHref } from './technique-href.js';
import { ratedNodes, TECHNIQUES_URL, UNRATED } from './technique-links.js';

/** The kinds of run this module answers, with what the status line says meanwhile. */
export const LOGIC_RUNS = { hint: 'Looking for the next step…', rate: 'Rating…', explain: 'Explaining…' };

// "an X-wing", "a unique rectangle": the article as the name is said.
const an = (technique) => (/^(?:x|[aeio]|u(?!ni))/i.test(technique) ? 'an' : 'a');
// A technique's name inside a sentence: "hidden single", but "XY-wing".
const named = (technique) => {
  const title = techniqueTitle(technique);
  return /^.[a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
};
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A rating (rate()'s or explain()'s) as a sentence, with its steps by technique. */
export function ratingSentence(rating) {
  const counts = Object.entries(rating.counts ?? {}).sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const tally = counts.map(([technique, n]) => `${named(technique)} ×${n}`).join(', ');
  const steps = total > 0 ? ` Its ${plural(total, 'step')}: ${tally}.` : '';
  if (rating.beyond) {
    const before = rating.hardest ? ` (the hardest step before: ${an(rating.hardest)} ${named(rating.hardest)})` : '';
    return `Rated ${rating.level}, ${UNRATED}: no logical step found up to nested forcing chains${before}.${steps}`;
  }
  const hardest = rating.hardest ? `: its hardest step is ${an(rating.hardest)} ${named(rating.hardest)}` : '';
  return `Rated SE ${rating.se.toFixed(1)}, ${an(rating.level)} ${rating.level} puzzle${hardest}.${steps}`;
}

/** A step as a list item: its technique (a link to its section at `page`, or text), its SE value, its sentence. */
export function stepItem(step, page) {
  const item = document.createElement('li');
  item.dataset.technique = step.technique;
  const head = document.createElement('span');
  head.className = 'technique';
  const name = document.createElement(page ? 'a' : 'span');
  if (page) name.href = techniqueHref(step.technique, page);
  const title = techniqueTitle(step.technique);
  name.textContent = title;
  const se = document.createElement('span');
  se.className = 'se';
  se.append(...ratedNodes(`SE ${step.se.toFixed(1)}`, page));
  head.append(name, ' ', se);
  const sentence = document.createElement('span');
  sentence.className = 'sentence';
  // The sentence without the technique's name it starts with: the head says it just above
  // ("Hidden single / Hidden single: in box 2 ..." read twice).
  sentence.textContent = stepReason(step);
  item.append(head, ' ', sentence);
  return item;
}

/** A step's sentence without the technique's name it opens with ("in box 2, 7 fits only at r1c5, which places 7 at r1c5."). */
export function stepReason(step) {
  const head = `${techniqueTitle(step.technique)}: `;
  return step.sentence.startsWith(head) ? step.sentence.slice(head.length) : step.sentence;
}

/** Marks `step` on the grid's `cells` (data-hint: house, cause, removal, placement, as play mode's board does), for an n x n grid under `drawn`. */
export function drawStep(cells, n, drawn, step) {
  const houses = housesOf(n, drawn);
  const mark = (cell, kind) => { cells[cell].dataset.hint = kind; };
  for (const house of step.houses) for (const cell of houseCells(houses, n, drawn, house)) mark(cell, 'house');
  for (const { cell } of step.cells) mark(cell, 'cause');
  // The candidates a removal takes out show struck through in their cell (the grid has no pencil
  // marks: a red cell alone did not say which digit goes, and in the dark scheme hardly showed).
  const removed = new Map();
  for (const { cell, digit } of step.removals) removed.set(cell, [...(removed.get(cell) ?? []), SYMBOLS[digit - 1]]);
  for (const [cell, symbols] of removed) {
    mark(cell, 'removal');
    cells[cell].placeholder = symbols.join('');
  }
  // The digit to place shows in its cell, as a placeholder: typing over it is the player's move.
  for (const { cell, digit } of step.placements) {
    mark(cell, 'placement');
    cells[cell].placeholder = SYMBOLS[digit - 1];
  }
}

/** Takes a step's marks off the grid. */
export function clearStep(cells) {
  for (const cell of cells) {
    delete cell.dataset.hint;
    cell.removeAttribute('placeholder');
  }
}

/**
 * Runs `kind` (hint, rate, explain) for the element `el`'s puzzle in its workers, shows the answer
 * in `panel` (the list of steps, cleared first) and on the grid; returns the status line's text.
 */
export async function runLogic(el, kind, puzzle, panel, signal) {
  try {
    return await answer(el, kind, puzzle, panel, signal);
  } catch (error) {
    // Why there is no answer (a puzzle without exactly one solution, clashing givens), in the
    // status line; a Stop is the element's to say.
    if (error.name === 'AbortError') throw error;
    return `No ${{ hint: 'hint', rate: 'rating', explain: 'explanation' }[kind]}: ${error.message}.`;
  }
}

async function answer(el, kind, puzzle, panel, signal) {
  const options = { signal, ...(el.variant ? { variant: el.variant } : {}) };
  const page = el.getAttribute(TECHNIQUES_URL);
  const list = panel.querySelector('ol');
  const title = panel.querySelector('.title');
  if (kind === 'rate') return ratingSentence(await el.worker.rate(puzzle, options));
  const drawn = el.variant ? (await el.worker.parseSudoku(puzzle, options)).variant : null;
  if (kind === 'hint') {
    const hinted = await el.worker.hint(puzzle, options);
    if (hinted.status === 'solved') return 'Nothing to hint: every cell is filled.';
    if (hinted.status === 'stuck') return hinted.sentence;
    const { step } = hinted;
    list.replaceChildren(stepItem(step, page));
    title.textContent = 'The next step';
    panel.hidden = false;
    drawStep(el.cells, el.size, drawn, step);
    return `The next step is ${an(step.technique)} ${named(step.technique)} (SE ${step.se.toFixed(1)}), drawn on the grid.`;
  }
  const { steps, rating } = await el.worker.explain(puzzle, options);
  list.replaceChildren(...steps.map((step, k) => {
    const item = stepItem(step, page);
    const show = document.createElement('button');
    show.type = 'button';
    show.className = 'show';
    show.textContent = 'Show';
    show.setAttribute('aria-label', `Show step ${k + 1} on the grid`);
    show.setAttribute('aria-pressed', 'false');
    show.addEventListener('click', () => showStepAt(el, list, steps, k, drawn));
    item.prepend(show, ' ');
    return item;
  }));
  title.textContent = `${plural(steps.length, 'step')} to the solution${rating.beyond ? " (as far as the solver's techniques go)" : ''}`;
  panel.hidden = steps.length === 0;
  return ratingSentence(rating);
}

// Draws explain()'s step k on the grid at its position: the givens, the digits placed by the
// steps before it (shown as solved), and the step's cells.
function showStepAt(el, list, steps, k, drawn) {
  const values = el.cells.map((cell) => (cell.dataset.given ? SYMBOLS.indexOf(cell.value) + 1 : 0));
  for (const step of steps.slice(0, k)) for (const { cell, digit } of step.placements) values[cell] = digit;
  clearStep(el.cells);
  for (const cell of el.cells) {
    if (cell.dataset.given) continue;
    cell.value = values[Number(cell.dataset.index)] ? SYMBOLS[values[Number(cell.dataset.index)] - 1] : '';
    cell.classList.toggle('solved', Boolean(cell.value));
  }
  drawStep(el.cells, el.size, drawn, steps[k]);
  const buttons = [...list.querySelectorAll('button.show')];
  buttons.forEach((button, i) => button.setAttribute('aria-pressed', String(i === k)));
  // The board is far above a long list (1200 px and more, worse on a phone): it comes into view,
  // and a button under it goes back to the step (focused, so that Enter returns at once).
  const back = el.ui.back;
  back.hidden = false;
  back.textContent = `Back to step ${k + 1}`;
  back.onclick = () => {
    buttons[k].scrollIntoView({ behavior: motion(), block: 'center' });
    buttons[k].focus({ preventScroll: true });
  };
  back.focus({ preventScroll: true });
  el.ui.grid.closest('.board').scrollIntoView({ behavior: motion(), block: 'start' });
}
