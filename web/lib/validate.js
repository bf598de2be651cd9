// JS-side checks for what the C++ side never sees: JS types, holes in arrays, the shape of nested
// arrays, and the options object. Values (ranges, symbols, duplicates) are checked in C++.

export function describe(value) {
  if (value === null) return 'null';
  if (isRevoked(value)) return 'a revoked Proxy';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 20 ? value.slice(0, 20) + '…' : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

// Array.isArray() throws on a revoked Proxy, the one value that cannot be looked at.
function isRevoked(value) {
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

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

// Option kinds: each checks a value given for `where` and returns what the module expects.
export const count = (fallback) => ({ fallback, check: countOf });
export const flag = (fallback) => ({ fallback, check: flagOf });
export const text = (fallback) => ({ fallback, check: textOf });
// A value its call checks itself (a structured option); undefined stays undefined.
export const any = (fallback) => ({ fallback, check: (value) => value });
// A number whose range C++ checks (and names); undefined stays undefined.
export const optionalNumber = (fallback) => ({ fallback, check: numberOf });

// Validates an options object against the options a method accepts ({ name: kind }) and returns
// every option's value, defaults filled in.
// No options at all is the common case in a batch: its answer (the defaults) is worked out once
// per method.
const defaultsFor = new WeakMap();

export function optionsOf(options, accepted, method) {
  if (options === undefined) {
    let defaults = defaultsFor.get(accepted);
    if (!defaults) {
      defaults = Object.freeze(optionsOf({}, accepted, method));
      defaultsFor.set(accepted, defaults);
    }
    return defaults;
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${method}: options must be an object; got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(accepted, key)) {
      throw new TypeError(`${method}: unknown option "${key}" (accepted: ${Object.keys(accepted).join(', ')})`);
    }
  }
  const out = {};
  for (const [key, { fallback, check }] of Object.entries(accepted)) {
    const value = options[key] === undefined ? fallback : options[key];
    out[key] = value === undefined ? undefined : check(value, `${method}: ${key}`);
  }
  return out;
}

// A positive whole count, or Infinity for none (passed to the module as 0).
function countOf(value, where) {
  if (typeof value !== 'number') throw new TypeError(`${where} must be a positive integer or Infinity; got ${describe(value)}`);
  if (value === Infinity) return 0;
  if (!Number.isInteger(value) || value < 1 || value > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${where} must be a positive integer up to 2^53 - 1, or Infinity; got ${value}`);
  }
  return value;
}

function flagOf(value, where) {
  if (typeof value !== 'boolean') throw new TypeError(`${where} must be true or false; got ${describe(value)}`);
  return value;
}

function textOf(value, where) {
  if (typeof value !== 'string') throw new TypeError(`${where} must be a string; got ${describe(value)}`);
  return value;
}

function numberOf(value, where) {
  if (typeof value !== 'number') throw new TypeError(`${where} must be a number; got ${describe(value)}`);
  return value;
}
