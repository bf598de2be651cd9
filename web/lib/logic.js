// The logic solver's calls (see index.js): hint() for the next step of a position, explain() for
// every step to the solution, rate() for the rating alone. A step is data (technique, SE value,
// placements, removals, the cells, houses, digits and chains it rests on) with a sentence made
// from it (sentences.js); the module reads the steps out as numbers (wasm/bindings/logic_exports.cpp,
// stepsToJs), decoded here.
import { budgetOf } from './budget.js';
import { LOGIC_OPTIONS } from './options.js';
import { sentenceOf } from './sentences.js';
import { SUDOKU_SYMBOLS } from './symbols.js';
import { sudokuInput } from './arrays.js';
import { describe, optionsOf } from './validate.js';
import { variantSpec } from './variant.js';

// The module's names for techniques, house kinds and levels, read once per module.
const namesOf = new WeakMap();
export function logicNames(module) {
  let names = namesOf.get(module);
  if (!names) {
    names = module.logicNames();
    namesOf.set(module, names);
  }
  return names;
}

function cellOf(cell, size) {
  return { cell, row: Math.floor(cell / size) + 1, column: (cell % size) + 1 };
}

// The player's digits: a grid like the puzzle (a string in its symbols, or numbers, flat or rows),
// its shape checked as the puzzle's is.
function entriesOf(entries, method) {
  if (entries === undefined) return null;
  const input = sudokuInput(entries, '', method, 'entries');
  if (input.text !== undefined) return input.text;
  input.cells.forEach((value, i) => {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${method}: entries[${i}] must be 0 (none) or a digit; got ${describe(value)}`);
  });
  return input.cells;
}

// The most digits a grid has (64x64, kMaxBox² in wasm/encoders/sudoku.hpp); the module checks the
// marks against the puzzle's own size.
const MOST_DIGITS = 64;

// The player's pencil marks: per cell, an array of digits or a string of symbols (empty, null or
// missing: not marked). As the module takes them: an Int32Array of digit masks, each as two numbers
// (digits 1-32, then 33-64: a 64x64 grid has 64 digits, a JS bit operation 32 bits).
function marksOf(candidates, symbols, method) {
  if (candidates === undefined) return null;
  if (!Array.isArray(candidates)) throw new TypeError(`${method}: candidates must be an array with an entry per cell; got ${describe(candidates)}`);
  const masks = new Int32Array(2 * candidates.length);
  candidates.forEach((marks, cell) => {
    if (marks === null || marks === undefined) return;
    const digits = typeof marks === 'string' ? [...marks].map((symbol) => {
      const digit = symbols.indexOf(symbol.toUpperCase()) + 1;
      if (digit === 0) throw new RangeError(`${method}: candidates[${cell}] has "${symbol}", not a symbol of the grid`);
      return digit;
    }) : marks;
    if (!Array.isArray(digits)) throw new TypeError(`${method}: candidates[${cell}] must be an array of digits or a string; got ${describe(marks)}`);
    for (const digit of digits) {
      if (!Number.isInteger(digit) || digit < 1 || digit > MOST_DIGITS) {
        throw new RangeError(`${method}: candidates[${cell}] has ${describe(digit)}, not a digit from 1 to ${MOST_DIGITS}`);
      }
      masks[2 * cell + (digit > 32 ? 1 : 0)] |= 1 << ((digit - 1) % 32);
    }
  });
  return masks;
}

// Reads the steps stepsToJs() wrote, in its order.
function decodeSteps(raw, names) {
  const { size } = raw;
  const data = raw.steps;
  const steps = [];
  let at = 0;
  const next = () => data[at++];
  const candidates = () => Array.from({ length: next() }, () => {
    const cell = next();
    return { ...cellOf(cell, size), digit: next() };
  });
  const house = (h) => ({ kind: names.houseKinds[raw.houses[2 * h]], index: raw.houses[2 * h + 1] + 1 });
  while (at < data.length) {
    const technique = names.techniques[next()];
    const se = next() / 10;
    const placements = candidates();
    const removals = candidates();
    const cells = Array.from({ length: next() }, () => cellOf(next(), size));
    const houses = Array.from({ length: next() }, () => house(next()));
    const mask = [next(), next()];  // digits 1-32, then 33-64
    const digits = [];
    for (let d = 1; d <= size; d += 1) if (mask[d > 32 ? 1 : 0] & (1 << ((d - 1) % 32))) digits.push(d);
    const chains = Array.from({ length: next() }, () => Array.from({ length: next() }, () => {
      const cell = next();
      const digit = next();
      return { ...cellOf(cell, size), digit, on: next() === 1 };
    }));
    steps.push({ technique, se, placements, removals, cells, houses, digits, chains });
  }
  return steps;
}

// A killer's steps replayed from the position, so that a cage combination's step carries its cage's
// sum and its sentence the digits the cage holds when the step is taken (sentences.js says the
// ways its empty cells can still make the sum). Returns placedOf(i): those digits for step i.
function cageReplay(module, { input, symbols, spec, entered, size }, steps) {
  const area = size * size;
  const text = (cells) => (typeof cells === 'string' ? cells : null);
  const parsed = module.parseSudokuText(input.text ?? '.'.repeat(area), input.text === undefined ? '' : symbols, spec);
  const values = Array.from(input.text === undefined ? input.cells : parsed.cells);
  if (entered !== null) {
    const entries = text(entered) === null ? entered : module.parseSudokuText(entered, symbols, null).cells;
    for (let cell = 0; cell < area; cell += 1) if (entries[cell]) values[cell] = entries[cell];
  }
  const sums = new Map();
  Array.from(parsed.cageSums, (sum, k) => sums.set(parsed.cageCells[parsed.cageStarts[k]], sum));
  const placed = steps.map((step) => {
    let held = [];
    if (step.technique === 'cage-combination') {
      step.sum = sums.get(step.cells[0].cell);
      held = step.cells.flatMap(({ cell }) => (values[cell] ? [values[cell]] : []));
    }
    for (const { cell, digit } of step.placements) values[cell] = digit;
    return held;
  });
  return (i) => placed[i];
}

// A jigsaw region's number is the parser's (by first appearance in the map), which the map's
// own labels need not match: each region house gets `first`, its first cell in reading order,
// by which sentences name it ("the region of r4c7") so that a player finds it on the board.
function nameRegions(module, input, symbols, spec, steps) {
  const size = Math.round(Math.sqrt((input.text ?? input.cells).length));
  const { regions } = module.parseSudokuText(input.text ?? '.'.repeat(size * size), input.text === undefined ? '' : symbols, spec);
  const firsts = new Map();
  Array.from(regions, (region, cell) => { if (!firsts.has(region + 1)) firsts.set(region + 1, cellOf(cell, size)); });
  for (const step of steps) {
    step.houses = step.houses.map((house) => (house.kind === 'region' ? { ...house, first: firsts.get(house.index) } : house));
  }
}

/**
 * Every technique of the ladder, easiest first, with its SE values as the module keeps them:
 * `se` the least a step of it rates, `top` the most (null: no top, as a longer chain rates higher).
 */
export function techniques(module) {
  const names = logicNames(module);
  return names.techniques.map((technique, t) => ({ technique, se: names.values[t] / 10, top: names.tops[t] ? names.tops[t] / 10 : null }));
}

/**
 * The rating as the API gives it, from the module's numbers: the record wasm/bindings/rating_reply.hpp
 * writes (explainSudoku, generateSudoku) and, from explainSudoku, the steps per technique. SE's
 * three numbers (serate's ER/EP/ED): `se` the hardest step, `ep` the hardest up to the first that
 * places a digit, `ed` the first step; each null where the ladder ran out before it was known.
 */
export function ratingOf(rating, names, counts) {
  const known = (tenths) => (rating.solved || tenths > 0 ? tenths / 10 : null);
  const out = {
    se: rating.solved ? rating.er / 10 : null,
    ep: known(rating.ep),
    ed: known(rating.ed),
    level: names.levels[rating.level].name,
    hardest: rating.solved && rating.er > 0 ? names.techniques[rating.hardest] : null,
    beyond: !rating.solved,
  };
  if (counts) {
    out.counts = {};
    counts.forEach((n, t) => { if (n > 0) out.counts[names.techniques[t]] = n; });
  }
  return out;
}

function run(module, puzzle, options, method, all, withSteps = true) {
  const { symbols, variant, entries, candidates, ...bounds } = optionsOf(options, LOGIC_OPTIONS, method);
  const bounded = budgetOf(module, bounds, method);
  const input = sudokuInput(puzzle, symbols, method);
  const cells = input.text ?? input.cells;
  // Marks given as symbols are read in the puzzle's alphabet.
  const alphabet = Array.isArray(candidates) && candidates.some((marks) => typeof marks === 'string')
    ? (input.text !== undefined ? module.parseSudokuText(input.text, symbols, null).symbols : SUDOKU_SYMBOLS.slice(0, Math.round(Math.sqrt(cells.length))))
    : SUDOKU_SYMBOLS;
  const spec = variantSpec(variant, method);
  const [entered, marks] = [entriesOf(entries, method), marksOf(candidates, alphabet, method)];
  const raw = bounded((maxNodes, ticking) => module.explainSudoku(cells, symbols, spec, entered, marks, all, maxNodes, ticking));
  const names = logicNames(module);
  const mistakes = [];
  for (let i = 0; i < raw.mistakes.length; i += 3) {
    const [cell, digit, marks] = raw.mistakes.subarray(i, i + 3);
    mistakes.push(marks ? { ...cellOf(cell, raw.size), kind: 'candidates' } : { ...cellOf(cell, raw.size), kind: 'digit', digit });
  }
  const decoded = withSteps ? decodeSteps(raw, names) : [];
  if (decoded.some((step) => step.houses.some((house) => house.kind === 'region'))) nameRegions(module, input, symbols, spec, decoded);
  const placedOf = decoded.some((step) => step.technique === 'cage-combination')
    ? cageReplay(module, { input, symbols, spec, entered, size: raw.size }, decoded) : () => [];
  const steps = decoded.map((step, i) => ({ ...step, sentence: sentenceOf(step, raw.symbols, placedOf(i)) }));
  return { raw, names, mistakes, steps };
}

export function hint(module, puzzle, options) {
  const { raw, mistakes, steps } = run(module, puzzle, options, 'hint', false);
  if (mistakes.length > 0) return { status: 'mistakes', mistakes };
  if (raw.filled) return { status: 'solved' };
  if (steps.length === 0) return { status: 'stuck', sentence: sentenceOf(null, raw.symbols) };
  return { status: 'step', step: steps[0] };
}

export function explain(module, puzzle, options) {
  const { raw, names, mistakes, steps } = run(module, puzzle, options, 'explain', true);
  if (mistakes.length > 0) return { mistakes, steps: [], rating: null };
  return { mistakes, steps, rating: ratingOf(raw.rating, names, raw.counts) };
}

export function rate(module, puzzle, options) {
  const { raw, names, mistakes } = run(module, puzzle, options, 'rate', true, false);
  if (mistakes.length > 0) throw new RangeError(`rate: ${mistakes.length} entries contradict the solution (hint() names them)`);
  return ratingOf(raw.rating, names, raw.counts);
}
