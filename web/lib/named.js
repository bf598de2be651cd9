// The structured form of an exact-cover problem: items and options by name, with Knuth's bounds and
// colors as plain data. Only the JS types are checked here; the module checks the rest (names,
// colors, bounds, duplicates: wasm/encoders/named_items.cpp) and names the item or option at fault.
//   { primary: ['a', { name: 'b', min: 0, max: 2 }], secondary?: ['x'],
//     options: [['a', ['x', 'red']], ['b', 'x'], ...] }
import { describe } from './validate.js';

function stringAt(value, where) {
  if (typeof value !== 'string') throw new TypeError(`${where} must be a string; got ${describe(value)}`);
  return value;
}

function boundAt(value, where) {
  if (value === undefined) return 1;
  if (!Number.isInteger(value)) throw new TypeError(`${where} must be an integer; got ${describe(value)}`);
  return value;
}

function listAt(value, where) {
  if (!Array.isArray(value)) throw new TypeError(`${where} must be an array; got ${describe(value)}`);
  return value;
}

// The arguments of the module's solveNamed, in its order.
export function namedProblem(problem) {
  const primary = listAt(problem.primary, 'exactCover: primary');
  const secondary = problem.secondary === undefined ? [] : listAt(problem.secondary, 'exactCover: secondary');
  const options = listAt(problem.options, 'exactCover: options');
  const names = [];
  const lo = new Int32Array(primary.length);
  const hi = new Int32Array(primary.length);
  const bounded = new Int32Array(primary.length);
  primary.forEach((item, i) => {
    const where = `exactCover: primary[${i}]`;
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      names.push(stringAt(item.name, `${where}.name`));
      lo[i] = boundAt(item.min, `${where}.min`);
      hi[i] = boundAt(item.max, `${where}.max`);
      bounded[i] = 1;
    } else {
      names.push(stringAt(item, `${where} (a name, or { name, min?, max? })`));
      lo[i] = hi[i] = 1;
    }
  });
  const secondaryNames = secondary.map((item, i) => stringAt(item, `exactCover: secondary[${i}]`));
  const items = [];
  const colors = [];
  const colored = [];
  const lengths = new Int32Array(options.length);
  options.forEach((option, o) => {
    listAt(option, `exactCover: options[${o}]`).forEach((entry, e) => {
      const where = `exactCover: options[${o}][${e}]`;
      if (Array.isArray(entry)) {
        if (entry.length !== 2) throw new TypeError(`${where} must be an item's name or [item, color]; got an array of ${entry.length}`);
        items.push(stringAt(entry[0], `${where}[0]`));
        colors.push(stringAt(entry[1], `${where}[1]`));
        colored.push(1);
      } else {
        items.push(stringAt(entry, `${where} (an item's name, or [item, color])`));
        colors.push('');
        colored.push(0);
      }
    });
    lengths[o] = option.length;
  });
  return [names, lo, hi, bounded, secondaryNames, items, colors, new Int32Array(colored), lengths];
}
