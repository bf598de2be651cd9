// JS-side checks of array inputs, which the C++ side never sees: JS types, holes in arrays, the
// shape of nested arrays (apart from validate.js, which the worker pool loads in the page too).
import { describe } from './validate.js';

// Copies a flat array of numbers into a Float64Array; NaN and fractions pass on to C++, which names
// them with their place in the problem. `placeOf(i)` names element i in an error.
export function numbersOf(array, where, placeOf = (i) => `element ${i}`) {
  if (!Array.isArray(array) && !ArrayBuffer.isView(array)) {
    throw new TypeError(`${where} must be an array of numbers; got ${describe(array)}`);
  }
  const out = new Float64Array(array.length);
  for (let i = 0; i < array.length; i += 1) {
    const value = array[i];
    if (typeof value !== 'number') {
      const what = i in array ? describe(value) : 'a hole (missing element)';
      throw new TypeError(`${where}, ${placeOf(i)}: expected a number; got ${what}`);
    }
    out[i] = value;
  }
  return out;
}

// Flattens an array of arrays of numbers: the values back to back and each row's length.
export function rowsOf(rows, where, rowWhere = (r) => `${where}[${r}]`, placeOf = undefined) {
  if (!Array.isArray(rows)) throw new TypeError(`${where} must be an array of arrays; got ${describe(rows)}`);
  const lengths = new Int32Array(rows.length);
  let total = 0;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r];
    if (!Array.isArray(row) && !ArrayBuffer.isView(row)) {
      const what = r in rows ? describe(row) : 'a hole (missing element)';
      throw new TypeError(`${rowWhere(r)} must be an array of numbers; got ${what}`);
    }
    lengths[r] = row.length;
    total += row.length;
  }
  const values = new Float64Array(total);
  let k = 0;
  for (let r = 0; r < rows.length; r += 1) {
    values.set(numbersOf(rows[r], rowWhere(r), placeOf), k);
    k += rows[r].length;
  }
  return { values, lengths };
}

// A Sudoku puzzle as the module takes it: { text } for a string, else { cells } (a Float64Array) and
// whether it came as rows. The one check of a puzzle's JS shape: sudoku() and the logic solver's
// hint(), explain() and rate() give the same message for the same bad grid, and the player's
// entries (`what`: 'entries') are held to the same shape.
export function sudokuInput(puzzle, symbols, method, what = 'the puzzle') {
  if (typeof puzzle === 'string') return { text: puzzle };
  if (symbols !== '') throw new TypeError(`${method}: the symbols option applies only to a puzzle given as a string`);
  if (!Array.isArray(puzzle)) {
    throw new TypeError(`${method}: ${what} must be a string, an array of numbers or an array of rows; got ${describe(puzzle)}`);
  }
  if (puzzle.length === 0 || !Array.isArray(puzzle[0])) {
    // A cell of a flat grid is named by its row and column too, as the module names a bad value.
    const size = Math.sqrt(puzzle.length);
    const placeOf = size >= 4 && Number.isInteger(Math.sqrt(size)) ? (i) => `element ${i} (row ${Math.floor(i / size) + 1}, column ${(i % size) + 1})` : undefined;
    return { cells: numbersOf(puzzle, `${method}: ${what}`, placeOf), asRows: false };
  }
  const row = what === 'the puzzle' ? 'row' : `${what}, row`;
  const { values, lengths } = rowsOf(puzzle, `${method}: ${what}`, (r) => `${method}: ${row} ${r + 1}`, (c) => `column ${c + 1}`);
  lengths.forEach((length, r) => {
    if (length !== puzzle.length) {
      throw new RangeError(`${method}: ${row} ${r + 1} has ${length} cells but the grid has ${puzzle.length} rows; rows must be as long as the grid is tall`);
    }
  });
  return { cells: values, asRows: true };
}
