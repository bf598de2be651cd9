// A technique page's example position (examples.js): a puzzle, the digits entered since its givens,
// and, where earlier steps removed candidates, the pencil marks left. Read into hint()'s options
// and into the arrays play mode's board draws (board.js: values, givens, marks as bit masks).
// No DOM: the page, the tool that finds the positions and the tests share it.
import { SUDOKU_SYMBOLS as SYMBOLS } from '../../lib/symbols.js';

/** hint()'s options for `example`: its entries, its marks (an array of symbol strings) and its variant. */
export function hintOptions(example) {
  return {
    entries: example.entries,
    ...(example.candidates ? { candidates: example.candidates.split(',') } : {}),
    ...(example.variant ? { variant: example.variant } : {}),
  };
}

const digitsOf = (line) => [...line].map((symbol) => SYMBOLS.indexOf(symbol) + 1);

/** What the board draws for `example`: `values` (givens and entries, 0 blank), `givens`, and `marks` (bit d - 1 for digit d; 0 for none). */
export function boardOf(example) {
  const givens = digitsOf(example.puzzle);
  const entries = digitsOf(example.entries);
  const values = givens.map((given, cell) => given || entries[cell]);
  const marks = example.candidates
    ? example.candidates.split(',').map((text, cell) => (values[cell] ? 0 : digitsOf(text).reduce((mask, d) => mask | (1 << (d - 1)), 0)))
    : values.map(() => 0);
  return { values, givens, marks };
}

/** The inverse of boardOf()'s marks: the marks as examples.js keeps them (a string of symbols per cell, joined by ','). */
export function candidatesText(marks) {
  return marks.map((mask) => [...SYMBOLS].filter((_, i) => mask & (1 << i)).join('')).join(',');
}

// examples.js's source says where a position is for the tool that finds them again; the page says
// it for a player.
/** Where `source` (examples.js's) comes from, said for a player: "From puzzle 25 of the top95 collection, at step 9 of its solution." */
export function sourceOf(source) {
  const step = /, step (\d+)$/.exec(source)?.[1];
  const from = /^(?:\d+x\d+-)?([\w-]+)\.txt, puzzle (\d+)/.exec(source);
  const where = from ? `puzzle ${from[2]} of the ${from[1]} collection` : 'a puzzle the generator made';
  return `From ${where}${step ? `, at step ${step} of its solution` : ''}.`;
}
